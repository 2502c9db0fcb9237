/* model_profile.c: reading, overriding, finding and listing GPU profiles.
 *
 * One table (model_profile_keys) names every key with its kind, its place in
 * struct model_profile and its help; the file reader, --set and --list all go
 * through it. There are no built-in numbers: every cost comes from a
 * profile file, where its source is written beside it (docs/simrun.md).
 */
#include "model_profile.h"
#include "model_error.h"

#include <assert.h>
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef GMS_DATADIR
#define GMS_DATADIR "/usr/local/share/gpumemsim"
#endif

enum model_key_kind {
    MODEL_KEY_TEXT, MODEL_KEY_SIZE, MODEL_KEY_COUNT, MODEL_KEY_TIME, MODEL_KEY_CURVE, MODEL_KEY_RATE
};

struct model_profile_key {
    const char *key;
    enum model_key_kind kind;
    size_t offset;
    size_t textlen; /* MODEL_KEY_TEXT: buffer size */
    const char *help;
};

#define KEY(k, kind, field, help) \
    { k, kind, offsetof(struct model_profile, field), sizeof(((struct model_profile *)0)->field), help }

static const struct model_profile_key model_profile_keys[] = {
    KEY("description", MODEL_KEY_TEXT, description, "one line saying what GPU and link this is"),
    KEY("gpu_name", MODEL_KEY_TEXT, gpu_name,
        "the device's name as CUDA reports it (a captured trace's gpu attribute)"),
    KEY("capacity", MODEL_KEY_SIZE, capacity, "device memory in bytes (K/M/G/T binary suffixes)"),
    KEY("fp32_flops", MODEL_KEY_RATE, fp32_flops,
        "peak fp32 FLOP/s (decimal K/M/G/T/P suffixes): kernel rooflines (the three rates are "
        "optional: without them kernels keep the trace's times)"),
    KEY("fp16_flops", MODEL_KEY_RATE, fp16_flops,
        "peak dense fp16 tensor-core FLOP/s (decimal K/M/G/T/P suffixes): kernel rooflines"),
    KEY("mem_bw", MODEL_KEY_RATE, mem_bw,
        "device memory bandwidth, bytes per second (decimal K/M/G/T/P): kernel rooflines"),
    KEY("launch_ns", MODEL_KEY_TIME, launch_ns, "host time to issue one kernel launch"),
    KEY("kernel_gap_ns", MODEL_KEY_TIME, kernel_gap_ns,
        "GPU time each kernel takes beyond its own: the launch's processing and drain on the "
        "GPU, as kernels run back to back"),
    KEY("malloc_ns", MODEL_KEY_CURVE, malloc_ns, "cudaMalloc latency by size (SIZE:TIME ...)"),
    KEY("free_ns", MODEL_KEY_CURVE, free_ns, "cudaFree latency by size (SIZE:TIME ...)"),
    KEY("managed_malloc_ns", MODEL_KEY_CURVE, managed_malloc_ns,
        "cudaMallocManaged latency by size (SIZE:TIME ...)"),
    KEY("managed_free_ns", MODEL_KEY_CURVE, managed_free_ns,
        "cudaFree of managed memory, latency by size (SIZE:TIME ...)"),
    KEY("fault_batch", MODEL_KEY_SIZE, fault_batch,
        "GPU faults (distinct 4 KiB pages) per batch (uvm_perf_fault_batch_count)"),
    KEY("fault_window", MODEL_KEY_SIZE, fault_window,
        "bytes of a kernel's access stream whose faults arrive together"),
    KEY("fault_batch_ns", MODEL_KEY_TIME, fault_batch_ns,
        "fixed cost of one fault batch (fetch, service setup, replay)"),
    KEY("fault_block_ns", MODEL_KEY_TIME, fault_block_ns, "cost per VA block serviced in a batch"),
    KEY("fault_wake_ns", MODEL_KEY_TIME, fault_wake_ns,
        "extra cost of a kernel's first fault batch (fault interrupt, service wake-up)"),
    KEY("fault_h2d_ns", MODEL_KEY_CURVE, fault_h2d_ns,
        "migration to the GPU on a fault, by bytes per VA block (SIZE:TIME ...)"),
    KEY("fault_zero_ns", MODEL_KEY_CURVE, fault_zero_ns,
        "GPU fault on pages resident nowhere (zero-filled on the GPU), by bytes per VA block"),
    KEY("prefetch_h2d_ns", MODEL_KEY_CURVE, prefetch_h2d_ns,
        "cudaMemPrefetchAsync to the GPU, by bytes per call (SIZE:TIME ...)"),
    KEY("prefetch_d2h_ns", MODEL_KEY_CURVE, prefetch_d2h_ns,
        "cudaMemPrefetchAsync to the CPU, by bytes per call (SIZE:TIME ...)"),
    KEY("evict_d2h_ns", MODEL_KEY_CURVE, evict_d2h_ns,
        "eviction of one 2 MiB root chunk to the CPU, by bytes moved (SIZE:TIME ...)"),
    KEY("cpu_fault_d2h_ns", MODEL_KEY_CURVE, cpu_fault_d2h_ns,
        "CPU faults migrating GPU-resident data back, by bytes per VA block (SIZE:TIME ...)"),
    KEY("remote_ns", MODEL_KEY_CURVE, remote_ns,
        "GPU access to CPU-resident memory mapped remotely, by bytes (SIZE:TIME ...)"),
    KEY("host_populate_ns", MODEL_KEY_CURVE, host_populate_ns,
        "CPU first touch of managed pages resident nowhere (populating them), by bytes"),
    KEY("prefetch_host_ns", MODEL_KEY_CURVE, prefetch_host_ns,
        "host time inside one cudaMemPrefetchAsync call that moves nothing in the caller "
        "(deferred, or resident), by bytes of its range; also the deferred call's walk"),
    KEY("prefetch_call_ns", MODEL_KEY_CURVE, prefetch_call_ns,
        "host time of a prefetch to the GPU run in the calling thread (its stream idle), by "
        "bytes it moves"),
    KEY("prefetch_defer_ns", MODEL_KEY_TIME, prefetch_defer_ns,
        "wait of a prefetch deferred behind stream work, from when the stream reaches it"),
    KEY("prefetch_queue", MODEL_KEY_COUNT, prefetch_queue,
        "deferred cudaMemPrefetchAsync calls the driver holds, not yet taken up by its "
        "worker (all streams together), before a call blocks its caller until the oldest "
        "is taken up (0: no limit)"),
    KEY("prefetch_zero_ns", MODEL_KEY_CURVE, prefetch_zero_ns,
        "cudaMemPrefetchAsync to the GPU of managed pages resident nowhere (the driver "
        "populates and zero-fills them on the GPU), by their bytes per call"),
    KEY("prefetch_zero_defer_ns", MODEL_KEY_CURVE, prefetch_zero_defer_ns,
        "the same population in a deferred call the driver's worker runs right after "
        "the one before it on its stream, by those bytes per call"),
    KEY("managed_free_resident_ns", MODEL_KEY_CURVE, managed_free_resident_ns,
        "extra cudaFree time of managed memory, by its GPU-resident bytes (SIZE:TIME ...)"),
    KEY("memcpy_h2d_ns", MODEL_KEY_CURVE, memcpy_h2d_ns,
        "cudaMemcpy from pageable host memory to the device, by bytes (device-memory HOST)"),
    KEY("memcpy_d2h_ns", MODEL_KEY_CURVE, memcpy_d2h_ns,
        "cudaMemcpy from the device to pageable host memory, by bytes (device-memory HOST)"),
    KEY("host_read_ns", MODEL_KEY_CURVE, host_read_ns,
        "the CPU reading memory already resident at the CPU, by bytes (HOST events' floor)"),
    KEY("host_write_ns", MODEL_KEY_CURVE, host_write_ns,
        "the CPU writing memory already resident at the CPU, by bytes (HOST events' floor)"),
    KEY("host_write_cold_ns", MODEL_KEY_CURVE, host_write_cold_ns,
        "the CPU writing memory out of its caches, by bytes (a device-memory HOST write's "
        "bytes of the host copy beyond those earlier HOST events wrote or read)"),
};
#define NKEYS (sizeof model_profile_keys / sizeof model_profile_keys[0])
_Static_assert(NKEYS <= 64, "struct model_profile.given has a bit per key");


/* ---- values ------------------------------------------------------------ */

int model_parse_size(const char *s, uint64_t *v)
{
    if (!s || !isdigit((unsigned char)*s))
        return -1;
    errno = 0;
    char *end;
    unsigned long long x = strtoull(s, &end, 10);
    if (errno)
        return -1;
    unsigned shift = 0;
    switch (toupper((unsigned char)*end)) {
    case 'K': shift = 10; end++; break;
    case 'M': shift = 20; end++; break;
    case 'G': shift = 30; end++; break;
    case 'T': shift = 40; end++; break;
    default: break;
    }
    if (shift && (*end == 'i' || *end == 'I') && (end[1] == 'B' || end[1] == 'b'))
        end += 2; /* accept "MiB" */
    else if (shift && (*end == 'B' || *end == 'b'))
        end++;
    if (*end != '\0')
        return -1;
    if (shift && x > (UINT64_MAX >> shift))
        return -1;
    *v = (uint64_t)x << shift;
    return 0;
}

int model_parse_time_ns(const char *s, double *ns)
{
    if (!s || !(isdigit((unsigned char)*s) || *s == '.'))
        return -1;
    char *end;
    double x = strtod(s, &end);
    if (end == s || !isfinite(x) || x < 0)
        return -1;
    double scale;
    if (*end == '\0' || strcmp(end, "ns") == 0)
        scale = 1;
    else if (strcmp(end, "us") == 0)
        scale = 1e3;
    else if (strcmp(end, "ms") == 0)
        scale = 1e6;
    else if (strcmp(end, "s") == 0)
        scale = 1e9;
    else
        return -1;
    *ns = x * scale;
    return 0;
}

/* A suffix becomes a decimal exponent before strtod ("15.7T" reads as
 * "15.7e12"), so the value is the correctly rounded one a literal gives. */
int model_parse_rate(const char *s, double *v)
{
    if (!s || !(isdigit((unsigned char)*s) || *s == '.') || strlen(s) > 64)
        return -1;
    static const char units[] = "KMGTP";
    char buf[80];
    size_t n = strspn(s, "0123456789.");
    const char *u = s[n] ? strchr(units, toupper((unsigned char)s[n])) : NULL;
    if (u && s[n + 1] == '\0')
        snprintf(buf, sizeof buf, "%.*se%d", (int)n, s, 3 * (int)(u - units + 1));
    else
        snprintf(buf, sizeof buf, "%s", s);
    char *end;
    double x = strtod(buf, &end);
    if (end == buf || *end != '\0' || !isfinite(x) || x <= 0)
        return -1;
    *v = x;
    return 0;
}

static int parse_curve(const char *s, struct model_curve *c, char *err, size_t errlen)
{
    struct model_curve out = { 0 };
    char buf[1024];
    if (strlen(s) >= sizeof buf) {
        model_seterr(err, errlen, "curve too long");
        return -1;
    }
    strcpy(buf, s);
    char *save = NULL;
    for (char *tok = strtok_r(buf, " \t,", &save); tok; tok = strtok_r(NULL, " \t,", &save)) {
        char *colon = strchr(tok, ':');
        if (!colon) {
            model_seterr(err, errlen, "'%s': expected SIZE:TIME", tok);
            return -1;
        }
        *colon = '\0';
        uint64_t size;
        double ns;
        if (model_parse_size(tok, &size) || size == 0) {
            model_seterr(err, errlen, "'%s': bad size (bytes > 0, K/M/G/T suffix)", tok);
            return -1;
        }
        if (model_parse_time_ns(colon + 1, &ns)) {
            model_seterr(err, errlen, "'%s': bad time (number with ns/us/ms/s)", colon + 1);
            return -1;
        }
        if (out.n == MODEL_CURVE_MAX) {
            model_seterr(err, errlen, "more than %d points", MODEL_CURVE_MAX);
            return -1;
        }
        if (out.n > 0 && (double)size <= out.size[out.n - 1]) {
            model_seterr(err, errlen, "'%s': sizes must increase", tok);
            return -1;
        }
        out.size[out.n] = (double)size;
        out.ns[out.n] = ns;
        out.n++;
    }
    if (out.n == 0) {
        model_seterr(err, errlen, "empty curve (expected SIZE:TIME ...)");
        return -1;
    }
    *c = out;
    return 0;
}

double model_curve_ns(const struct model_curve *c, uint64_t size)
{
    assert(c->n >= 1);
    double x = size > 0 ? (double)size : 1;
    if (c->n == 1)
        return c->ns[0];
    /* Segment i..i+1 containing x, or the first/last one to extrapolate. */
    int i = 0;
    while (i < c->n - 2 && x > c->size[i + 1])
        i++;
    double x0 = c->size[i], x1 = c->size[i + 1], y0 = c->ns[i], y1 = c->ns[i + 1];
    if (x <= x0 && i == 0)
        return y0; /* below the first point: flat (latency has a floor) */
    /* Past the last point: the last segment's cost per byte, a straight line
     * (a fixed cost plus bytes at a rate), never below the last point. The
     * log-log slope of a last segment steeper than 1 would grow faster than
     * the bytes: host_write_ns's 16M -> 64M (slope 1.33) charged a 1 GiB
     * write 222 ms where the H200 took 107 (docs/model.md "Curves"). */
    if (x > x1)
        return y1 + fmax(0, (y1 - y0) / (x1 - x0)) * (x - x1);
    if (y0 <= 0 || y1 <= 0) /* log-log needs positive values: go linear */
        return fmax(0, y0 + (y1 - y0) * (x - x0) / (x1 - x0));
    double t = (log(x) - log(x0)) / (log(x1) - log(x0));
    return exp(log(y0) + t * (log(y1) - log(y0)));
}

/* ---- keys ------------------------------------------------------------------ */

static const struct model_profile_key *find_key(const char *key)
{
    for (size_t i = 0; i < NKEYS; i++)
        if (strcmp(model_profile_keys[i].key, key) == 0)
            return &model_profile_keys[i];
    return NULL;
}

static void key_names(char *out, size_t len)
{
    out[0] = '\0';
    for (size_t i = 0; i < NKEYS; i++) {
        size_t l = strlen(out);
        snprintf(out + l, len - l, "%s%s", i ? ", " : "", model_profile_keys[i].key);
    }
}

int model_profile_set(struct model_profile *p, const char *key, const char *value, char *err,
                    size_t errlen)
{
    const struct model_profile_key *k = find_key(key);
    if (!k) {
        char names[1024];
        key_names(names, sizeof names);
        model_seterr(err, errlen, "key '%s' unknown (keys: %s)", key, names);
        return -1;
    }
    char *field = (char *)p + k->offset;
    char sub[256];
    p->given |= 1ull << (k - model_profile_keys);
    switch (k->kind) {
    case MODEL_KEY_TEXT:
        snprintf(field, k->textlen, "%s", value);
        return 0;
    case MODEL_KEY_SIZE: {
        uint64_t v;
        if (model_parse_size(value, &v) || v == 0) {
            model_seterr(err, errlen, "%s: '%s': expected bytes > 0 with optional K/M/G/T", key, value);
            return -1;
        }
        *(uint64_t *)field = v;
        return 0;
    }
    case MODEL_KEY_COUNT: {
        char *end;
        errno = 0;
        unsigned long long v = strtoull(value, &end, 10);
        if (!isdigit((unsigned char)*value) || *end || errno) {
            model_seterr(err, errlen, "%s: '%s': expected a whole number >= 0", key, value);
            return -1;
        }
        *(uint64_t *)field = v;
        return 0;
    }
    case MODEL_KEY_TIME: {
        double v;
        if (model_parse_time_ns(value, &v)) {
            model_seterr(err, errlen, "%s: '%s': expected a time such as 2.5us (ns, us, ms, s)", key,
                   value);
            return -1;
        }
        *(double *)field = v;
        return 0;
    }
    case MODEL_KEY_RATE: {
        double v;
        if (model_parse_rate(value, &v)) {
            model_seterr(err, errlen, "%s: '%s': expected a rate > 0 per second, such as 4.8T "
                         "(decimal K/M/G/T/P)", key, value);
            return -1;
        }
        *(double *)field = v;
        return 0;
    }
    case MODEL_KEY_CURVE:
        if (parse_curve(value, (struct model_curve *)field, sub, sizeof sub)) {
            model_seterr(err, errlen, "%s: %s", key, sub);
            return -1;
        }
        return 0;
    }
    return -1;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1]))
        *--e = '\0';
    return s;
}

int model_profile_set_kv(struct model_profile *p, const char *kv, char *err, size_t errlen)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", kv);
    char *eq = strchr(buf, '=');
    if (!eq) {
        model_seterr(err, errlen, "'%s': expected key=value", kv);
        return -1;
    }
    *eq = '\0';
    return model_profile_set(p, trim(buf), trim(eq + 1), err, errlen);
}

/* ---- files and search ------------------------------------------------------- */

int model_profile_load_file(struct model_profile *p, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        model_seterr(err, errlen, "%s: %s", path, strerror(errno));
        return -1;
    }
    memset(p, 0, sizeof *p);
    snprintf(p->path, sizeof p->path, "%s", path);
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    snprintf(p->name, sizeof p->name, "%s", base);
    size_t bl = strlen(p->name), sl = strlen(MODEL_PROFILE_SUFFIX);
    if (bl > sl && strcmp(p->name + bl - sl, MODEL_PROFILE_SUFFIX) == 0)
        p->name[bl - sl] = '\0';

    char line[1024], sub[512];
    int lineno = 0, rc = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (!strchr(line, '\n') && !feof(f)) {
            model_seterr(err, errlen, "%s: line %d: line too long", path, lineno);
            rc = -1;
            break;
        }
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *s = trim(line);
        if (*s == '\0')
            continue;
        char *eq = strchr(s, '=');
        if (!eq) {
            model_seterr(err, errlen, "%s: line %d: expected 'key = value'", path, lineno);
            rc = -1;
            break;
        }
        *eq = '\0';
        if (model_profile_set(p, trim(s), trim(eq + 1), sub, sizeof sub)) {
            model_seterr(err, errlen, "%s: line %d: %s", path, lineno, sub);
            rc = -1;
            break;
        }
    }
    fclose(f);
    /* Every key but the texts and the rates must be given: a profile states
     * all its numbers, so none silently comes from somewhere else. Without
     * the rates (profiles older than them) kernels keep the trace's times,
     * and simrun says so. */
    for (size_t i = 0; rc == 0 && i < NKEYS; i++)
        if (model_profile_keys[i].kind != MODEL_KEY_TEXT &&
            model_profile_keys[i].kind != MODEL_KEY_RATE && !(p->given & (1ull << i))) {
            model_seterr(err, errlen, "%s: key '%s' missing (%s)", path, model_profile_keys[i].key,
                   model_profile_keys[i].help);
            rc = -1;
        }
    return rc;
}

static int is_dir(const char *d)
{
    DIR *dir = opendir(d);
    if (dir)
        closedir(dir);
    return dir != NULL;
}

/* The folder holding the running program (/proc/self/exe, links resolved),
 * or "" when unknown. */
static void exe_folder(char *out, size_t len)
{
    char exe[PATH_MAX];
    ssize_t l = readlink("/proc/self/exe", exe, sizeof exe - 1);
    out[0] = '\0';
    if (l <= 0)
        return;
    exe[l] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
        *slash = '\0';
        snprintf(out, len, "%s", exe);
    }
}

/* Cut the last component off path ("/a/b" -> "/a"); false when it has none. */
static bool cut_last(char *path)
{
    char *slash = strrchr(path, '/');
    if (slash)
        *slash = '\0';
    return slash != NULL;
}

/* The folders beside the running program: an install's PREFIX/share
 * (program in PREFIX/bin) and a build tree's source (program in
 * REPO/BUILD/bin or REPO/BUILD/KIND/bin: the nearest of the three folders
 * above bin holding profiles/). Returns the new count. */
static int exe_dirs(const char **dirs, int n, int max)
{
    static char share_dir[PATH_MAX + 64], tree_dir[PATH_MAX + 64];
    char up[PATH_MAX];
    exe_folder(up, sizeof up);
    if (!up[0] || !cut_last(up) || n >= max)
        return n;
    snprintf(share_dir, sizeof share_dir, "%s/share/gpumemsim/profiles", up);
    dirs[n++] = share_dir;
    for (int level = 0; level < 3 && n < max; level++) {
        snprintf(tree_dir, sizeof tree_dir, "%s/profiles", up);
        if (is_dir(tree_dir)) {
            dirs[n++] = tree_dir;
            break;
        }
        if (!cut_last(up))
            break;
    }
    return n;
}

int model_profile_dirs(const char **dirs, int max)
{
    static char env_dir[PATH_MAX];
    int n = 0;
    const char *e = getenv("GMS_PROFILES");
    if (e && *e && n < max) {
        snprintf(env_dir, sizeof env_dir, "%s", e);
        dirs[n++] = env_dir;
    }
    if (n < max)
        dirs[n++] = "./profiles";
    n = exe_dirs(dirs, n, max);
    if (n < max)
        dirs[n++] = GMS_DATADIR "/profiles";
    return n;
}

int model_profile_load(struct model_profile *p, const char *name, char *err, size_t errlen)
{
    size_t nl = strlen(name), sl = strlen(MODEL_PROFILE_SUFFIX);
    if (strchr(name, '/') || (nl > sl && strcmp(name + nl - sl, MODEL_PROFILE_SUFFIX) == 0))
        return model_profile_load_file(p, name, err, errlen);
    const char *dirs[8];
    int nd = model_profile_dirs(dirs, 8);
    char path[PATH_MAX + 128], searched[1024] = "";
    for (int i = 0; i < nd; i++) {
        snprintf(path, sizeof path, "%s/%s%s", dirs[i], name, MODEL_PROFILE_SUFFIX);
        if (access(path, R_OK) == 0)
            return model_profile_load_file(p, path, err, errlen);
        size_t l = strlen(searched);
        snprintf(searched + l, sizeof searched - l, "%s%s", i ? ", " : "", dirs[i]);
    }
    model_seterr(err, errlen, "profile '%s' not found (searched %s; set GMS_PROFILES or give a"
                 " profile file)", name, searched);
    return -1;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The profile files of the search directories, first of each name, sorted
 * by path (malloc'ed; the caller frees each). Returns the count. */
static int profile_files(char **names, int max)
{
    const char *dirs[8];
    int nd = model_profile_dirs(dirs, 8), nn = 0;
    for (int i = 0; i < nd; i++) {
        if (!is_dir(dirs[i]))
            continue;
        DIR *d = opendir(dirs[i]);
        struct dirent *de;
        while (d && (de = readdir(d)) && nn < max) {
            size_t l = strlen(de->d_name), sl = strlen(MODEL_PROFILE_SUFFIX);
            if (l <= sl || strcmp(de->d_name + l - sl, MODEL_PROFILE_SUFFIX) != 0)
                continue;
            char path[PATH_MAX + 300];
            snprintf(path, sizeof path, "%s/%s", dirs[i], de->d_name);
            int seen = 0;
            for (int j = 0; j < nn; j++) {
                const char *b = strrchr(names[j], '/') + 1;
                seen |= strcmp(b, de->d_name) == 0;
            }
            if (!seen && (names[nn] = strdup(path)))
                nn++;
        }
        if (d)
            closedir(d);
    }
    qsort(names, nn, sizeof names[0], cmp_str);
    return nn;
}

int model_profile_find_gpu(struct model_profile *p, const char *gpu_name, char *err,
                           size_t errlen)
{
    char *names[256], sub[512];
    int nn = profile_files(names, 256), found = 0;
    for (int i = 0; i < nn; i++) {
        if (!found && model_profile_load_file(p, names[i], sub, sizeof sub) == 0 &&
            strcmp(p->gpu_name, gpu_name) == 0)
            found = 1;
        free(names[i]);
    }
    if (!found)
        model_seterr(err, errlen, "no profile has gpu_name '%s' (simrun --list shows them)",
                     gpu_name);
    return found ? 0 : -1;
}

void model_profile_list(FILE *out)
{
    const char *dirs[8];
    int nd = model_profile_dirs(dirs, 8);
    char *names[256];
    int nn = profile_files(names, 256);
    fprintf(out, "profiles (--gpu NAME|FILE, default %s; searched:", MODEL_PROFILE_DEFAULT);
    for (int i = 0; i < nd; i++)
        fprintf(out, " %s", dirs[i]);
    fprintf(out, "):\n");
    for (int i = 0; i < nn; i++) {
        struct model_profile p;
        char err[512];
        if (model_profile_load_file(&p, names[i], err, sizeof err) == 0)
            fprintf(out, "  %-18s %s (%s)\n  %-18s %s: fp32 %.4g TFLOP/s, fp16 tensor %.4g "
                    "TFLOP/s, memory %.4g GB/s\n", p.name, p.description, p.path, "",
                    p.gpu_name[0] ? p.gpu_name : "(no gpu_name)", p.fp32_flops / 1e12,
                    p.fp16_flops / 1e12, p.mem_bw / 1e9);
        else
            fprintf(out, "  (bad) %s\n", err);
        free(names[i]);
    }
    fprintf(out, "profile keys (--set key=value):\n");
    for (size_t i = 0; i < NKEYS; i++)
        fprintf(out, "  %-18s %s\n", model_profile_keys[i].key, model_profile_keys[i].help);
}

#ifndef NDEBUG
static bool curve_valid(const struct model_curve *c)
{
    if (c->n < 1 || c->n > MODEL_CURVE_MAX)
        return false;
    for (int i = 0; i < c->n; i++) {
        if (!(c->size[i] > 0) || !isfinite(c->ns[i]) || c->ns[i] < 0)
            return false;
        if (i > 0 && !(c->size[i] > c->size[i - 1]))
            return false;
    }
    return true;
}

bool model_profile_valid(const struct model_profile *p)
{
    return p->capacity > 0 && p->fp32_flops >= 0 && p->fp16_flops >= 0 && p->mem_bw >= 0 &&
           isfinite(p->fp32_flops) && isfinite(p->fp16_flops) && isfinite(p->mem_bw) &&
           isfinite(p->launch_ns) && p->launch_ns >= 0 &&
           isfinite(p->kernel_gap_ns) && p->kernel_gap_ns >= 0 &&
           curve_valid(&p->malloc_ns) && curve_valid(&p->free_ns) &&
           curve_valid(&p->managed_malloc_ns) && curve_valid(&p->managed_free_ns) &&
           p->fault_batch > 0 && p->fault_window > 0 && isfinite(p->fault_batch_ns) &&
           p->fault_batch_ns >= 0 && isfinite(p->fault_block_ns) && p->fault_block_ns >= 0 &&
           curve_valid(&p->fault_h2d_ns) && curve_valid(&p->prefetch_h2d_ns) &&
           curve_valid(&p->prefetch_d2h_ns) && curve_valid(&p->evict_d2h_ns) &&
           curve_valid(&p->cpu_fault_d2h_ns) && curve_valid(&p->remote_ns) &&
           curve_valid(&p->host_populate_ns) && curve_valid(&p->prefetch_host_ns) &&
           curve_valid(&p->managed_free_resident_ns) && curve_valid(&p->memcpy_h2d_ns) &&
           curve_valid(&p->memcpy_d2h_ns) && curve_valid(&p->fault_zero_ns) &&
           curve_valid(&p->host_read_ns) && curve_valid(&p->host_write_ns) &&
           curve_valid(&p->host_write_cold_ns) &&
           curve_valid(&p->prefetch_call_ns) && isfinite(p->prefetch_defer_ns) &&
           p->prefetch_defer_ns >= 0 && curve_valid(&p->prefetch_zero_ns) &&
           curve_valid(&p->prefetch_zero_defer_ns);
}
#endif
