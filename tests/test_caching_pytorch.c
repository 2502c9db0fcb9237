/* test_caching_pytorch.c: the caching policy against PyTorch itself.
 *
 * Each snapshot in tests/data/torch-snapshots/ (a copy of
 * ../shared/data/torch-snapshots/) is PyTorch's own log of
 * its caching allocator: every alloc with the address it returned, every
 * cudaMalloc (segment_alloc) with its size and address. Replayed through
 * `caching` with a host that hands out the snapshot's segment addresses in
 * order, every reservation must have the size PyTorch asked cudaMalloc
 * for and every block the address PyTorch gave it; peak reserved must equal
 * the max_reserved beside the snapshot, and peak allocated (decremented at
 * free_requested, as PyTorch's allocated_bytes is) must equal
 * max_allocated. */
#include <check.h>
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "testutil.h"

#define SNAPSHOT_DIR "tests/data/torch-snapshots"

static const char snapshot_to_text[] =
    "import gzip,pickle,sys\n"
    "d=pickle.load(gzip.open(sys.argv[1]))\n"
    "o=open(sys.argv[2],'w');s={};live={};n=0\n"
    "for e in d['device_traces'][0]:\n"
    " a=e['action'];st=s.setdefault(e['stream'],len(s))\n"
    " if a=='alloc': live[e['addr']]=n;o.write('A %d %d %d\\n'%(e['size'],st,e['addr']));n+=1\n"
    " elif a=='free_requested': o.write('R %d\\n'%live[e['addr']])\n"
    " elif a=='free_completed': o.write('F %d\\n'%live.pop(e['addr']))\n"
    " elif a=='segment_alloc': o.write('S %d %d\\n'%(e['size'],e['addr']))\n"
    " elif a=='segment_free': o.write('X %d %d\\n'%(e['size'],e['addr']))\n"
    " elif a in ('segment_map','segment_unmap'): o.write('M\\n')\n";

struct snap_host {
    uint64_t (*segs)[2];   /* the snapshot's segment_allocs: size, address */
    size_t nsegs, next;
    uint64_t (*frees)[2];  /* its segment_frees read so far: size, address */
    size_t nfrees, freed;  /* how many, how many the policy has made */
    uint64_t capacity;     /* cudaMemGetInfo's total when the snapshot was recorded */
    bool destroying;       /* the replay is over: the policy frees what it holds */
    const char *name;
};

static int snap_reserve(void *h, uint64_t size, uint32_t stream, uint64_t *addr)
{
    struct snap_host *s = h;
    (void)stream;
    REQUIRE(s->next < s->nsegs, "%s: more cudaMallocs than PyTorch made", s->name);
    REQUIRE(s->segs[s->next][0] == size, "%s: cudaMalloc %zu: %llu bytes, PyTorch %llu", s->name,
            s->next, (unsigned long long)size, (unsigned long long)s->segs[s->next][0]);
    *addr = s->segs[s->next++][1];
    return 0;
}

/* Every cudaFree must be PyTorch's next segment_free (it stands before the
 * alloc whose call made it, so it has been read already). */
static void snap_release(void *h, uint64_t addr, uint64_t size)
{
    struct snap_host *s = h;
    if (s->destroying)
        return;
    REQUIRE(s->freed < s->nfrees, "%s: cudaFree of %llu bytes PyTorch did not make", s->name,
            (unsigned long long)size);
    REQUIRE(s->frees[s->freed][0] == size && s->frees[s->freed][1] == addr,
            "%s: cudaFree %zu: %llu bytes at %llx, PyTorch %llu at %llx", s->name, s->freed,
            (unsigned long long)size, (unsigned long long)addr,
            (unsigned long long)s->frees[s->freed][0], (unsigned long long)s->frees[s->freed][1]);
    s->freed++;
}

static uint64_t snap_capacity(void *h)
{
    return ((struct snap_host *)h)->capacity;
}

/* The text after "KEY": in the JSON file beside a snapshot (into buf). */
static const char *json_value(const char *path, const char *key, char *buf, size_t len)
{
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "%s: cannot open", path);
    size_t n = fread(buf, 1, len - 1, f);
    fclose(f);
    buf[n] = '\0';
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(buf, pat);
    if (!p)
        return NULL;
    for (p += strlen(pat); *p == ' ';)
        p++;
    return p;
}

static uint64_t json_u64(const char *path, const char *key)
{
    char buf[4096];
    const char *p = json_value(path, key, buf, sizeof buf);
    ck_assert_msg(p != NULL, "%s: no %s", path, key);
    return strtoull(p, NULL, 10);
}

/* caching's parameters for the settings the snapshot was recorded under
 * (record_snapshots.py: garbage_collection_threshold in alloc_conf, a
 * memory_fraction of total_memory); false for settings this replay cannot
 * follow (expandable segments map pages; the async backend is another
 * allocator): test_torch_settings.c replays those. */
static bool snapshot_params(const char *json, char *params, size_t len, uint64_t *capacity)
{
    char buf[4096];
    const char *set = json_value(json, "setting", buf, sizeof buf);
    if (set && strncmp(set, "\"gc\"", 4) && strncmp(set, "\"default\"", 9))
        return false;
    const char *gc = json_value(json, "alloc_conf", buf, sizeof buf);
    gc = gc ? strstr(gc, "garbage_collection_threshold:") : NULL;
    int n = snprintf(params, len, "garbage_collection_threshold=%.*s",
                     gc ? (int)strcspn(gc + 29, ",\"") : 1, gc ? gc + 29 : "0");
    const char *fr = json_value(json, "memory_fraction", buf, sizeof buf);
    snprintf(params + n, len - (size_t)n, ",memory_fraction=%.*s", fr ? (int)strcspn(fr, ",}") : 1,
             fr ? fr : "0");
    *capacity = json_value(json, "total_memory", buf, sizeof buf) ? json_u64(json, "total_memory")
                                                                   : 0;
    return true;
}

/* The snapshot's text (snapshot_to_text) into the host's queues of
 * segment_allocs and segment_frees; returns the number of allocs. */
static size_t read_segments(FILE *f, struct snap_host *host)
{
    size_t cap = 64, fcap = 64, nallocs = 0;
    host->segs = malloc(cap * sizeof *host->segs);
    host->frees = malloc(fcap * sizeof *host->frees);
    char line[128];
    while (fgets(line, sizeof line, f)) {
        unsigned long long a, b;
        if (line[0] == 'M')
            ck_abort_msg("%s: the snapshot maps pages (expandable segments)", host->name);
        if (line[0] == 'A')
            nallocs++;
        if (line[0] == 'S' && sscanf(line + 2, "%llu %llu", &a, &b) == 2) {
            if (host->nsegs == cap)
                host->segs = realloc(host->segs, (cap *= 2) * sizeof *host->segs);
            host->segs[host->nsegs][0] = a;
            host->segs[host->nsegs++][1] = b;
        }
        if (line[0] == 'X' && sscanf(line + 2, "%llu %llu", &a, &b) == 2) {
            if (host->nfrees == fcap)
                host->frees = realloc(host->frees, (fcap *= 2) * sizeof *host->frees);
            host->frees[host->nfrees][0] = a;
            host->frees[host->nfrees++][1] = b;
        }
    }
    rewind(f);
    return nallocs;
}

static void replay_snapshot(const char *dir, const char *name)
{
    char pkl[512], json[512], py[512], params[128];
    snprintf(pkl, sizeof pkl, "%s/%s.pkl.gz", dir, name);
    snprintf(json, sizeof json, "%s/%s.json", dir, name);
    struct snap_host host = {.name = name};
    if (!snapshot_params(json, params, sizeof params, &host.capacity))
        return;
    const char *txt = test_tmp(".txt");
    snprintf(py, sizeof py, "%s", test_tmp(".py"));
    FILE *f = fopen(py, "w");
    ck_assert_ptr_nonnull(f);
    fputs(snapshot_to_text, f);
    fclose(f);
    char *out = NULL;
    int rc = test_run(&out, "%s %s %s %s", PYTHON, py, pkl, txt);
    ck_assert_msg(rc == 0, "%s: conversion failed: %s", name, out ? out : "");
    free(out);
    remove(py);

    f = fopen(txt, "r");
    ck_assert_ptr_nonnull(f);
    size_t nallocs = read_segments(f, &host);
    struct policy_env env = {.host = &host, .reserve = snap_reserve, .release = snap_release,
                             .gpu_capacity = snap_capacity};
    const struct policy_allocator *a = policy_find_allocator("caching");
    uint64_t values[POLICY_MAX_PARAMS];
    char err[128];
    ck_assert_msg(policy_parse_params(&a->info, params, values, err, sizeof err) == 0, "%s: %s",
                  name, err);
    char line[128];
    void *self = a->create(&env, values);
    uint64_t *addr = malloc((nallocs + 1) * sizeof *addr), *bsize = malloc((nallocs + 1) * sizeof *bsize);
    uint64_t requested_live = 0, peak_allocated = 0, peak_reserved = 0;
    size_t id = 0;
    while (fgets(line, sizeof line, f)) {
        unsigned long long x, y, z;
        if (line[0] == 'A' && sscanf(line + 2, "%llu %llu %llu", &x, &y, &z) == 3) {
            struct policy_usage before, after;
            a->usage(self, &before, false);
            REQUIRE(a->alloc(self, x, (uint32_t)y, &addr[id]) == 0, "%s: alloc failed", name);
            REQUIRE(addr[id] == z, "%s: alloc %zu of %llu bytes at %llx, PyTorch %llx", name, id, x,
                    (unsigned long long)addr[id], z);
            a->usage(self, &after, false);
            bsize[id] = after.allocated - before.allocated;
            requested_live += bsize[id];
            id++;
        } else if (line[0] == 'R' && sscanf(line + 2, "%llu", &x) == 1) {
            requested_live -= bsize[x]; /* PyTorch's allocated_bytes drops in free() */
        } else if (line[0] == 'F' && sscanf(line + 2, "%llu", &x) == 1) {
            a->free(self, addr[x], 0);
        }
        REQUIRE(a->valid(self), "%s: checker failed", name);
        struct policy_usage u;
        a->usage(self, &u, false);
        if (u.reserved > peak_reserved)
            peak_reserved = u.reserved;
        if (requested_live > peak_allocated)
            peak_allocated = requested_live;
    }
    fclose(f);
    remove(txt);
    ck_assert_msg(host.next == host.nsegs, "%s: %zu cudaMallocs, PyTorch %zu", name, host.next,
                  host.nsegs);
    ck_assert_msg(host.freed == host.nfrees, "%s: %zu cudaFrees, PyTorch %zu", name, host.freed,
                  host.nfrees);
    ck_assert_uint_eq(peak_reserved, json_u64(json, "max_reserved"));
    ck_assert_uint_eq(peak_allocated, json_u64(json, "max_allocated"));
    host.destroying = true;
    a->destroy(self);
    free(addr);
    free(bsize);
    free(host.segs);
    free(host.frees);
}

START_TEST(caching_reproduces_pytorch_addresses)
{
    DIR *d = opendir(SNAPSHOT_DIR);
    ck_assert_msg(d, "no directory %s (run the tests from the repository root)", SNAPSHOT_DIR);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len > 7 && strcmp(e->d_name + len - 7, ".pkl.gz") == 0) {
            char name[256];
            snprintf(name, sizeof name, "%.*s", (int)(len - 7), e->d_name);
            replay_snapshot(SNAPSHOT_DIR, name);
            n++;
        }
    }
    closedir(d);
    ck_assert_int_gt(n, 0);
}
END_TEST

Suite *caching_pytorch_suite(void); /* the runner finds it by name */
Suite *caching_pytorch_suite(void)
{
    Suite *s = suite_create("caching_pytorch");
    TCase *t = tcase_create("snapshots");
    tcase_set_timeout(t, 60); /* 0.8 s alone; Check's default 4 s ran out on a loaded machine */
    tcase_add_test(t, caching_reproduces_pytorch_addresses);
    suite_add_tcase(s, t);
    return s;
}
