/* fuzz_trace.c: libFuzzer target for the trace reader, the validator and
 * the replay.
 *
 * Every input ends as an HDF5 file that goes through what tracecheck does:
 * trace_open, trace_validate, reading kernel names and rows at the offsets
 * the input picks. Whatever the bytes, the library must return an error or
 * a summary: no crash, no leak, no hang (make fuzz; seeds in corpus/). A
 * trace that validates is then replayed as simrun does (sim_replay), with
 * the policies, capacity and memory the input's last bytes pick: once on
 * device memory, once on managed memory over a GPU of a few MiB (so the
 * engine faults, prefetches and evicts). The replay must end ok or with a
 * simulated out-of-memory, never with an error, and its results must hold
 * together (replay_check). Inputs beyond the replay's bounds (REPLAY_*) are
 * only validated, so no input can outlast libFuzzer's -timeout or pass its
 * -rss_limit_mb.
 *
 * How the bytes become a file depends on the first byte:
 *   2 mod 4  a program: the rest drives a generator whose traces are valid
 *          by construction (buffers ALLOCed before use, ranges inside them,
 *          any sizes, strides, patterns, modes, streams and times), so the
 *          replay sees programs of every shape, not only what survives the
 *          validator.
 *   0 mod 4  records: the rest is a list of buffers, events, accesses and
 *          kernel names (any values, valid or not; a record may repeat to
 *          make traces of several chunks) written with the trace writer;
 *          with bit 1 of the next byte set, the input's last bytes then
 *          replace the stored (compressed) bytes of one chunk, which the
 *          reader decodes itself (trace_chunk.c): arbitrary deflate streams
 *          and shuffled data.
 *   odd    types: the datasets and root attributes are written through the
 *          HDF5 API with types the input chooses: fields missing, reordered,
 *          of any integer width and sign, floats, strings fixed or variable,
 *          packed or aligned compounds, contiguous or chunked layouts with
 *          any of deflate, shuffle and fletcher32, attributes absent or of
 *          the wrong type or value.
 * With FUZZ_TRACE_RAW=1 in the environment the input is instead written as
 * the file itself, byte for byte. That mode mostly fuzzes the HDF5 library:
 * HDF5 1.10.8 crashes, hangs or leaks on some damaged files (docs/
 * trace-format.md, "Damaged files"), which no code of ours can prevent, so
 * it is not the default of `make fuzz`.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host_results.h"
#include "model_profile.h"
#include "policy.h"
#include "sim_replay.h"
#include "trace.h"
#include "trace_hdf5.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
const char *__asan_default_options(void);
const char *__lsan_default_suppressions(void);

/* A damaged length field makes HDF5 ask malloc for absurd sizes; in a
 * normal build malloc says no and HDF5 reports an error, so let the
 * sanitizer's malloc say no too instead of aborting. */
const char *__asan_default_options(void)
{
    return "allocator_may_return_null=1";
}

/* In raw mode, HDF5 1.10.8 itself leaks internal objects on some damaged
 * files (reproducible with plain HDF5 calls: H5Dget_type's copy in
 * H5T_copy_reopen). Those leaks are not ours to fix, so memory allocated
 * inside libhdf5 is not reported; ours still is, and the test suite runs
 * under valgrind and ASan for the rest. */
const char *__lsan_default_suppressions(void)
{
    return "leak:libhdf5_serial.so\nleak:libhdf5.so\n";
}

static char path[256];

/* ---- reading the input ------------------------------------------------------ */

struct input {
    const uint8_t *p;
    size_t n;
};

static uint8_t byte(struct input *in)
{
    if (!in->n)
        return 0;
    in->n--;
    return *in->p++;
}

/* A value biased towards small numbers, with every width reachable. */
static uint64_t value(struct input *in)
{
    uint8_t k = byte(in);
    int extra = (int[]){ 0, 1, 3, 7 }[k >> 6];
    uint64_t v = k & 63;
    for (int i = 0; i < extra; i++)
        v = v << 8 | byte(in);
    return v;
}

/* ---- replaying a valid trace, as simrun does -------------------------------------- */

/* What one input may cost the replay: events, the /accesses rows its
 * LAUNCHes reference together, and for the managed run the largest buffer.
 * The engine's memory and time follow the 2 MiB blocks a trace touches
 * (about 1 KB and 5 us each, tests/bench_um_bounds.c) up to its own limit
 * of 8 TiB in use, some 4 GB and 20 s: past the fuzzer's budget of 2 GiB
 * and 10 s per input, so buffers stay within 64 GiB here (32,768 blocks). */
#define REPLAY_EVENTS 20000
#define REPLAY_LAUNCH_ROWS 200000
#ifndef REPLAY_MANAGED_BUFFER /* -D...=UINT64_MAX: the engine's own limit only */
#define REPLAY_MANAGED_BUFFER (64ull << 30)
#endif

/* Round numbers, every key set (the profile files are not the fuzzer's
 * business); written once to a file model_profile_load_file reads. */
static const char profile_text[] =
    "description = fuzz\ncapacity = 1G\nfp32_flops = 1T\nfp16_flops = 4T\nmem_bw = 1T\nlaunch_ns = 2us\nkernel_gap_ns = 1us\n"
    "malloc_ns = 1K:10us 1M:20us 2M:30us 1G:1ms\nfree_ns = 1K:5us 1G:200us\n"
    "managed_malloc_ns = 1K:12us\nmanaged_free_ns = 1K:12us\n"
    "fault_batch = 256\nfault_window = 1M\nfault_batch_ns = 20us\nfault_block_ns = 2us\n"
    "fault_wake_ns = 5us\nfault_h2d_ns = 4K:10us 2M:200us\nfault_zero_ns = 4K:2us 2M:40us\n"
    "prefetch_h2d_ns = 4K:10us 64M:2ms\nprefetch_d2h_ns = 4K:10us 64M:6ms\n"
    "evict_d2h_ns = 4K:10us 2M:150us\ncpu_fault_d2h_ns = 4K:10us 2M:500us\n"
    "remote_ns = 4K:2us 2M:300us\nhost_populate_ns = 4K:400us 2M:1ms\n"
    "prefetch_host_ns = 4K:4us 16M:20us\nprefetch_call_ns = 4K:10us 64M:1ms\n"
    "prefetch_defer_ns = 3us\nprefetch_queue = 8\nprefetch_zero_ns = 4K:10us 64M:300us\n"
    "prefetch_zero_defer_ns = 4K:30us 64M:600us\nmanaged_free_resident_ns = 4K:1us 1G:1ms\n"
    "memcpy_h2d_ns = 4K:5us 1G:20ms\nmemcpy_d2h_ns = 4K:5us 1G:20ms\n"
    "host_read_ns = 4K:100ns 1G:50ms\nhost_write_ns = 4K:100ns 1G:50ms\n"
    "host_write_cold_ns = 4K:200ns 1G:100ms\n";

static const struct model_profile *fuzz_profile(void)
{
    static struct model_profile prof;
    static bool loaded;
    if (loaded)
        return &prof;
    char file[300], err[512];
    snprintf(file, sizeof file, "%s.profile", path);
    FILE *f = fopen(file, "w");
    if (!f || fputs(profile_text, f) < 0 || fclose(f) != 0 ||
        model_profile_load_file(&prof, file, err, sizeof err) != 0) {
        fprintf(stderr, "fuzz_trace: the fuzz profile: %s\n", err);
        abort();
    }
    unlink(file);
    loaded = true;
    return &prof;
}

/* Within the REPLAY_* bounds? *managed: the managed run's too. */
static bool replay_bounded(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
                           bool *managed)
{
    struct trace_error err;
    if (trace_nevents(t) > REPLAY_EVENTS)
        return false;
    struct trace_cursor c;
    const struct trace_event *e;
    uint64_t rows = 0;
    if (trace_cursor_init(&c, t, &err) < 0)
        return false;
    while (trace_cursor_next(&c, &e, &err) == 1)
        if (e->op == TRACE_LAUNCH)
            rows += e->b; /* validated: at most /accesses' rows each */
    trace_cursor_free(&c);
    if (rows > REPLAY_LAUNCH_ROWS)
        return false;
    *managed = true;
    for (uint64_t i = 0; i < nbuf; i++)
        *managed &= bufs[i].size <= REPLAY_MANAGED_BUFFER;
    return true;
}

/* What every run's results must say, whatever the trace: the kernels run
 * one at a time, so they take no longer than the run; a policy hands out
 * at least what was asked and reserves at least what it hands out. */
static void replay_check(const struct host_results *r, const char *what)
{
    bool ok = r->time_ns >= r->kernel_ns && r->peak_allocated_bytes >= r->peak_requested_bytes &&
              r->peak_reserved_bytes >= r->peak_allocated_bytes;
    if (!ok) {
        fprintf(stderr, "fuzz_trace: %s: results that do not hold together:\n", what);
        host_results_json(stderr, r, HOST_SIMRUN);
        abort();
    }
}

/* One replay; an error (not a simulated out-of-memory) is a finding. */
static void replay_one(struct trace *t, const struct trace_buffer *bufs, uint64_t nbuf,
                       const struct sim_config *cfg, const struct policy_allocator *a)
{
    uint64_t values[POLICY_MAX_PARAMS];
    char err[512], what[200];
    if (policy_parse_params(&a->info, "", values, err, sizeof err) != 0)
        abort();
    static struct host_results r;
    enum sim_outcome o = sim_replay(t, bufs, nbuf, a, values, cfg, &r, err, sizeof err);
    host_results_free(&r);
    snprintf(what, sizeof what, "%s on %s memory, capacity %llu", a->info.name,
             cfg->upstream == SIM_UPSTREAM_MANAGED ? "managed" : "device",
             (unsigned long long)cfg->capacity);
    if (o == MODEL_ERROR && !strstr(err, "out of host memory")) {
        fprintf(stderr, "fuzz_trace: %s: a valid trace's replay failed: %s\n", what, err);
        abort();
    }
    if (o != MODEL_ERROR)
        replay_check(&r, what);
}

/* The device run, then the managed one, with what the input's bytes pick. */
static void replay(struct trace *t, struct input *in)
{
    struct trace_error terr;
    uint64_t nbuf;
    struct trace_buffer *bufs = trace_load_buffers(t, &nbuf, &terr);
    bool managed;
    if (!bufs || !replay_bounded(t, bufs, nbuf, &managed)) {
        free(bufs);
        return;
    }
    uint8_t pick = byte(in), more = byte(in);
    const struct policy_allocator *a = policy_allocators[pick % policy_nallocators];
    struct sim_config cfg = { .profile = fuzz_profile(), .upstream = SIM_UPSTREAM_DEVICE,
                              .capacity = 1ull << (16 + more % 16), .seed = pick,
                              .density = model_density_params_default() };
    replay_one(t, bufs, nbuf, &cfg, a);
    if (managed) {
        cfg.upstream = SIM_UPSTREAM_MANAGED;
        cfg.capacity = (1 + (more >> 4) % 4) * (2ull << 20);
        cfg.density.enable = !(pick & 0x40);
        cfg.evict_at_boundary = pick & 0x80;
        cfg.prefetcher = policy_prefetchers[(more >> 6) % policy_nprefetchers];
        cfg.evictor = policy_evictors[(pick >> 3) % policy_nevictors];
        char err[256];
        if (policy_parse_params(&cfg.prefetcher->info, "", cfg.prefetch_values, err, sizeof err)
            || policy_parse_params(&cfg.evictor->info, "", cfg.evict_values, err, sizeof err))
            abort();
        replay_one(t, bufs, nbuf, &cfg, a);
    }
    free(bufs);
}

/* ---- checking a file, as tracecheck does ------------------------------------ */

static void check_file(struct input *in)
{
    struct trace_error err;
    struct trace *t = trace_open(path, &err);
    if (!t)
        return;
    struct trace_summary s;
    bool valid = trace_validate(t, &s, &err) == 0;
    struct trace_kernel k[16];
    uint64_t nk = trace_nkernels(t);
    trace_read_kernels(t, 0, nk < 16 ? (size_t)nk : 16, k, &err);
    /* A few reads where the input says, valid or not. */
    static struct trace_event ev[5000];
    static struct trace_access ac[5000];
    for (int i = 0; i < 4 && in->n; i++) {
        uint64_t first = value(in);
        size_t n = (size_t)(value(in) % 5000);
        if (i & 1)
            trace_read_accesses(t, first, n, ac, &err);
        else
            trace_read_events(t, first, n, ev, &err);
    }
    if (valid)
        replay(t, in);
    trace_close(t);
}

/* ---- records mode: the trace writer, then one chunk replaced ------------------ */

static void write_records(struct input *in)
{
    struct trace_error err;
    uint8_t mode = byte(in);
    /* With bit 1, the input's last bytes (as many as the next value says)
     * are the chunk's new stored bytes. */
    const uint8_t *chunk = NULL;
    size_t chunk_len = 0;
    if (mode & 2) {
        uint64_t len = value(in);
        chunk_len = len < in->n ? (size_t)len : in->n;
        chunk = in->p + in->n - chunk_len;
        in->n -= chunk_len;
    }
    struct trace_writer *w = trace_writer_create(path, "fuzz", NULL, &err);
    if (!w)
        return;
    size_t records = 0;
    while (in->n > 0 && records < 4096) {
        uint8_t kind = byte(in);
        /* A record repeats 1..8 times, or 70000 (several chunks). */
        size_t repeat = (kind >> 2) == 63 ? 70000 : 1 + (kind >> 2) % 8;
        records++;
        switch (kind & 3) {
        case 0: {
            struct trace_buffer b; /* one statement each: the bytes are read in order */
            b.size = value(in);
            b.tag = byte(in) % 10;
            b.flags = byte(in) % 4;
            for (size_t r = 0; r < repeat; r++)
                trace_writer_buffer(w, &b, NULL, &err);
            break;
        }
        case 1: {
            struct trace_event e;
            e.op = byte(in) % 12;
            e.mode = byte(in) % 6;
            e.stream = byte(in) % 4;
            e.obj = value(in);
            e.a = value(in);
            e.b = value(in);
            e.ns = value(in);
            for (size_t r = 0; r < repeat; r++)
                trace_writer_event(w, &e, &err);
            break;
        }
        case 2: {
            struct trace_access a;
            a.mode = byte(in) % 5;
            a.pattern = byte(in) % 4;
            a.buffer = value(in);
            a.offset = value(in);
            a.length = value(in);
            a.stride = value(in);
            a.piece = value(in);
            for (size_t r = 0; r < repeat; r++)
                trace_writer_access(w, &a, &err);
            break;
        }
        default: {
            char name[80] = { 0 };
            size_t len = byte(in) % 72;
            for (size_t i = 0; i < len; i++)
                name[i] = (char)(byte(in) | 1);
            trace_writer_kernel(w, name, NULL, &err);
            break;
        }
        }
    }
    if (trace_writer_close(w, &err) < 0 || chunk_len == 0)
        return;
    hid_t file = H5Fopen(path, H5F_ACC_RDWR, H5P_DEFAULT);
    if (file < 0)
        return;
    static const char *const names[] = { "/events", "/accesses", "/buffers" };
    hid_t ds = H5Dopen2(file, names[((mode >> 2) & 3) % 3], H5P_DEFAULT);
    hsize_t offset = 0, stored = 0;
    /* Only an existing chunk: HDF5 1.10.8 crashes writing a chunk into a
     * dataset that has none yet (H5Dwrite_chunk -> H5B_find). */
    if (ds >= 0 && H5Dget_chunk_storage_size(ds, &offset, &stored) >= 0 && stored > 0) {
        H5Dwrite_chunk(ds, H5P_DEFAULT, 0, &offset, chunk_len, chunk);
    }
    if (ds >= 0)
        H5Dclose(ds);
    H5Fclose(file);
    H5Eclear2(H5E_DEFAULT);
}

/* ---- program mode: valid traces of any shape --------------------------------------- */

/* A size picked by the input: mostly pages to a few MiB, sometimes huge. */
static uint64_t program_size(struct input *in)
{
    static const uint64_t limits[] = { 4096, 65536, 2u << 20, 8u << 20, 64u << 20, 1ull << 40 };
    return 1 + value(in) % limits[byte(in) % 6];
}

/* [*a, *a + *b) inside a buffer of size bytes, as the input says. */
static void program_range(struct input *in, uint64_t size, uint64_t *a, uint64_t *b)
{
    *a = value(in) % size;
    *b = value(in) % (size - *a + 1);
}

static void write_program(struct input *in)
{
    struct trace_error err;
    struct trace_writer *w = trace_writer_create(path, "fuzz-program", NULL, &err);
    if (!w)
        return;
    enum { NB = 16 };
    uint64_t size[NB], nb = 1 + byte(in) % NB, next = 0, rows = 0;
    bool live[NB] = { false };
    for (uint64_t i = 0; i < nb; i++) {
        struct trace_buffer b = { .size = program_size(in) };
        b.tag = byte(in) % 8;
        b.flags = byte(in) % 2;
        size[i] = b.size;
        trace_writer_buffer(w, &b, NULL, &err);
    }
    for (int n = 0; in->n > 0 && n < 2000; n++) {
        struct trace_event e = { .op = 1 + byte(in) % 10 };
        e.stream = byte(in) % 4;
        e.ns = value(in);
        uint64_t pick = byte(in) % nb; /* a buffer for the op that needs a live one */
        while (!live[pick] && pick + 1 < next)
            pick++;
        bool has_live = pick < next && live[pick];
        switch (e.op) {
        case TRACE_ALLOC:
            if (next == nb)
                continue;
            live[next] = true;
            e.obj = next++;
            break;
        case TRACE_FREE:
            if (!has_live)
                continue;
            live[pick] = false;
            e.obj = pick;
            break;
        case TRACE_LAUNCH:
            e.obj = byte(in);
            e.a = rows;
            for (uint8_t k = has_live ? byte(in) % 4 : 0; k > 0; k--, e.b++) {
                struct trace_access a = { .buffer = pick, .mode = 1 + byte(in) % 3 };
                a.pattern = byte(in) % 3;
                program_range(in, size[pick], &a.offset, &a.length);
                if (a.pattern == TRACE_STRIDED) {
                    a.stride = 1 + value(in) * (byte(in) % 2 ? 4096 : 1);
                    a.piece = value(in);
                }
                trace_writer_access(w, &a, &err);
                pick = (pick + 1) % next;
                while (!live[pick])
                    pick = (pick + 1) % next;
            }
            rows += e.b;
            break;
        case TRACE_HOST:
        case TRACE_PREFETCH:
        case TRACE_ADVISE:
            if (!has_live)
                continue;
            e.obj = pick;
            e.mode = e.op == TRACE_HOST     ? 1 + byte(in) % 3
                     : e.op == TRACE_ADVISE ? byte(in) % 5
                                            : byte(in) % 2;
            program_range(in, size[pick], &e.a, &e.b);
            break;
        case TRACE_SYNC: e.mode = byte(in) % 2; break;
        case TRACE_ITER: e.a = value(in); break;
        default: e.obj = byte(in) % 4; break; /* RECORD, WAIT */
        }
        trace_writer_event(w, &e, &err);
    }
    trace_writer_close(w, &err);
}

/* ---- types mode: datasets and attributes of any shape ------------------------- */

static hid_t int_type(uint8_t c)
{
    static const hid_t *const types[] = { &H5T_STD_U8LE_g,  &H5T_STD_U16LE_g, &H5T_STD_U32LE_g,
                                          &H5T_STD_U64LE_g, &H5T_STD_I8LE_g,  &H5T_STD_I16BE_g,
                                          &H5T_STD_I32LE_g, &H5T_STD_I64BE_g, &H5T_IEEE_F64LE_g,
                                          &H5T_IEEE_F32BE_g };
    return *types[c % 10];
}

static hid_t string_type(uint8_t c)
{
    hid_t s = H5Tcopy(H5T_C_S1);
    H5Tset_size(s, c & 1 ? H5T_VARIABLE : (size_t)1 + c % 100);
    H5Tset_cset(s, c & 2 ? H5T_CSET_UTF8 : H5T_CSET_ASCII);
    H5Tset_strpad(s, c & 4 ? H5T_STR_NULLPAD : H5T_STR_NULLTERM);
    return s;
}

/* Mostly the field's own type; one time in four any integer or float. */
static hid_t field_type(const struct trace_field *f, uint8_t k)
{
    if (f->kind == TRACE_FIELD_STRING)
        return string_type(k);
    if (k % 4)
        return H5Tcopy(f->size == 1 ? H5T_STD_U8LE : f->size == 4 ? H5T_STD_U32LE : H5T_STD_U64LE);
    return H5Tcopy(int_type(k / 4));
}

static void write_attr(hid_t file, struct input *in, const char *name, const char *good)
{
    uint8_t c = byte(in);
    if (c % 5 == 0)
        return; /* absent */
    hid_t space = H5Screate(H5S_SCALAR);
    if (good && c % 5 != 3) { /* a string: right or wrong text */
        hid_t t = string_type(byte(in));
        const char *text = c % 5 == 2 ? "gpumemtrace2" : good;
        char fixed[128] = { 0 };
        snprintf(fixed, sizeof fixed, "%s", text);
        hid_t a = H5Acreate2(file, name, t, space, H5P_DEFAULT, H5P_DEFAULT);
        if (a >= 0) {
            H5Awrite(a, t, H5Tis_variable_str(t) > 0 ? (const void *)&text : fixed);
            H5Aclose(a);
        }
        H5Tclose(t);
    } else { /* a number: the version, or a string attribute of the wrong type */
        hid_t t = int_type(byte(in));
        double v = c % 5 == 4 ? 1 : (double)(int64_t)value(in);
        hid_t a = H5Acreate2(file, name, t, space, H5P_DEFAULT, H5P_DEFAULT);
        if (a >= 0) {
            H5Awrite(a, H5T_NATIVE_DOUBLE, &v);
            H5Aclose(a);
        }
    }
    H5Sclose(space);
}

static void write_table(hid_t file, struct input *in, int table)
{
    const struct trace_table *tab = &trace_tables[table];
    uint8_t c = byte(in);
    if (c % 7 == 0)
        return; /* absent */
    /* The file's compound: fields in a rotated order, some missing, of the
     * input's types, packed or aligned to 8 bytes. */
    hid_t members[8];
    const char *names[8];
    size_t off = 0, nm = 0;
    int rot = byte(in) % tab->nfields;
    for (int i = 0; i < tab->nfields; i++) {
        const struct trace_field *f = &tab->fields[(i + rot) % tab->nfields];
        uint8_t k = byte(in);
        if (k == 0xff)
            continue; /* missing */
        members[nm] = field_type(f, k);
        names[nm++] = f->name;
    }
    size_t sizes[8];
    for (size_t i = 0; i < nm; i++) {
        sizes[i] = H5Tget_size(members[i]);
        off += c & 8 ? (sizes[i] + 7) / 8 * 8 : sizes[i];
    }
    hid_t ftype = H5Tcreate(H5T_COMPOUND, off ? off : 1);
    off = 0;
    for (size_t i = 0; i < nm; i++) {
        H5Tinsert(ftype, names[i], off, members[i]);
        off += c & 8 ? (sizes[i] + 7) / 8 * 8 : sizes[i];
        H5Tclose(members[i]);
    }
    hsize_t rows = value(in) % 300, maxrows = H5S_UNLIMITED;
    hid_t dcpl = H5Pcreate(H5P_DATASET_CREATE);
    if (c & 16) {
        hsize_t chunk = 1 + value(in) % 100;
        H5Pset_chunk(dcpl, 1, &chunk);
        if (c & 32)
            H5Pset_shuffle(dcpl);
        if (c & 64)
            H5Pset_deflate(dcpl, 1);
        if (c & 128)
            H5Pset_fletcher32(dcpl);
    }
    hid_t space = H5Screate_simple(1, &rows, c & 16 ? &maxrows : NULL);
    hid_t ds = H5Dcreate2(file, tab->path, nm ? ftype : H5T_STD_U32LE, space, H5P_DEFAULT,
                          dcpl, H5P_DEFAULT);
    if (ds >= 0 && rows > 0 && nm > 0) {
        /* Rows from the input, converted by HDF5 into the file's types. */
        unsigned char *recs = calloc(rows, tab->record_size);
        for (hsize_t r = 0; recs && r < rows; r++) {
            unsigned char *rec = recs + r * tab->record_size;
            for (int i = 0; i < tab->nfields; i++) {
                const struct trace_field *f = &tab->fields[i];
                uint64_t v = value(in);
                if (f->kind == TRACE_FIELD_STRING)
                    snprintf((char *)rec + f->offset, f->size + 1, "k%llu",
                             (unsigned long long)v);
                else
                    memcpy(rec + f->offset, &v, f->size); /* little-endian hosts */
            }
        }
        hid_t mtype = trace_table_mem_type(tab);
        if (recs)
            H5Dwrite(ds, mtype, H5S_ALL, H5S_ALL, H5P_DEFAULT, recs);
        H5Tclose(mtype);
        free(recs);
    }
    if (ds >= 0)
        H5Dclose(ds);
    H5Sclose(space);
    H5Pclose(dcpl);
    H5Tclose(ftype);
}

static void write_types(struct input *in)
{
    hid_t file = H5Fcreate(path, H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    if (file < 0)
        return;
    write_attr(file, in, "format", TRACE_FORMAT);
    write_attr(file, in, "version", NULL);
    write_attr(file, in, "source", "fuzz");
    write_attr(file, in, "description", "types");
    for (int t = 0; t < TRACE_NTABS; t++)
        write_table(file, in, t);
    H5Fclose(file);
    H5Eclear2(H5E_DEFAULT);
}

/* ---- the target ------------------------------------------------------------------- */

static int write_raw(const uint8_t *data, size_t size)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        return -1;
    size_t done = 0;
    while (done < size) {
        ssize_t n = write(fd, data + done, size - done);
        if (n <= 0)
            break;
        done += (size_t)n;
    }
    close(fd);
    return done == size ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!path[0]) {
        const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        snprintf(path, sizeof path, "%s/fuzz_trace-%d.h5", dir, (int)getpid());
        H5Eset_auto2(H5E_DEFAULT, NULL, NULL);
    }
    struct input in = { data, size };
    if (getenv("FUZZ_TRACE_RAW")) {
        if (write_raw(data, size) == 0)
            check_file(&(struct input){ NULL, 0 });
    } else {
        uint8_t mode = byte(&in);
        if (mode & 1)
            write_types(&in);
        else if (mode & 2)
            write_program(&in);
        else
            write_records(&in);
        check_file(&in);
    }
    unlink(path);
    return 0;
}
