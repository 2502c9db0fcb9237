/* trace_fixture.h: what the trace library's tests share (test_trace.c,
 * test_trace_attrs.c): writing a set of rows (and root attributes) with the
 * C writer, opening a trace that must open, dumping every attribute and row
 * as text in tests/py/trace_h5py.py's format, and the canonical small trace
 * with every op, mode, tag and pattern. Include after check.h. */
#ifndef TRACE_FIXTURE_H
#define TRACE_FIXTURE_H

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "trace.h"

struct rows {
    const struct trace_buffer *b;
    size_t nb;
    const struct trace_event *e;
    size_t ne;
    const struct trace_access *a;
    size_t na;
    const char *const *k;
    size_t nk;
};

/* Root string attributes: name and value pairs. */
struct attr {
    const char *name, *value;
};

/* The rows of r, then the attributes attrs[0..nattrs). */
static inline const char *write_rows_attrs(const struct rows *r, const char *source,
                                           const char *desc, const struct attr *attrs,
                                           size_t nattrs);

__attribute__((unused)) static inline const char *write_rows(const struct rows *r, const char *source, const char *desc)
{
    return write_rows_attrs(r, source, desc, NULL, 0);
}

static inline const char *write_rows_attrs(const struct rows *r, const char *source,
                                           const char *desc, const struct attr *attrs,
                                           size_t nattrs)
{
    const char *path = test_tmp(".h5");
    struct trace_error err = { { 0 } };
    struct trace_writer *w = trace_writer_create(path, source, desc, &err);
    ck_assert_msg(w != NULL, "%s", err.msg);
    for (size_t i = 0; i < r->nb; i++) {
        uint64_t id = 99;
        ck_assert_msg(trace_writer_buffer(w, &r->b[i], &id, &err) == 0, "%s", err.msg);
        ck_assert_uint_eq(id, i);
    }
    for (size_t i = 0; i < r->ne; i++)
        ck_assert_msg(trace_writer_event(w, &r->e[i], &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < r->na; i++)
        ck_assert_msg(trace_writer_access(w, &r->a[i], &err) == 0, "%s", err.msg);
    for (size_t i = 0; i < r->nk; i++) {
        uint64_t id = 99;
        ck_assert_msg(trace_writer_kernel(w, r->k[i], &id, &err) == 0, "%s", err.msg);
        ck_assert_uint_eq(id, i);
    }
    ck_assert_uint_eq(trace_writer_nbuffers(w), r->nb);
    ck_assert_uint_eq(trace_writer_naccesses(w), r->na);
    ck_assert_uint_eq(trace_writer_nkernels(w), r->nk);
    for (size_t i = 0; i < nattrs; i++)
        ck_assert_msg(trace_writer_attr(w, attrs[i].name, attrs[i].value, &err) == 0, "%s",
                      err.msg);
    ck_assert_msg(trace_writer_close(w, &err) == 0, "%s", err.msg);
    return path;
}

static inline struct trace *open_ok(const char *path)
{
    struct trace_error err = { { 0 } };
    struct trace *t = trace_open(path, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    return t;
}

/* Every attribute and row as text, in trace_h5py.py's dump format. */
__attribute__((unused)) static inline char *dump(const char *path)
{
    struct trace_error err = { { 0 } };
    struct trace *t = open_ok(path);
    size_t cap = 1 << 16, len = 0;
    char *out = malloc(cap);
#define OUT(...)                                                                               \
    do {                                                                                       \
        if (cap - len < 512)                                                                   \
            out = realloc(out, cap *= 2);                                                      \
        len += (size_t)snprintf(out + len, cap - len, __VA_ARGS__);                            \
    } while (0)
    OUT("format=gpumemtrace\nsource=%s\ndescription=%s\nversion=1\n", trace_source(t),
        trace_description(t));
    OUT("buffers %" PRIu64 "\n", trace_nbuffers(t));
    for (uint64_t i = 0; i < trace_nbuffers(t); i++) {
        struct trace_buffer b;
        ck_assert_msg(trace_read_buffers(t, i, 1, &b, &err) == 0, "%s", err.msg);
        OUT("b %" PRIu64 " %" PRIu64 " %u %u\n", i, b.size, b.tag, b.flags);
    }
    OUT("events %" PRIu64 "\n", trace_nevents(t));
    for (uint64_t i = 0; i < trace_nevents(t); i++) {
        struct trace_event e;
        ck_assert_msg(trace_read_events(t, i, 1, &e, &err) == 0, "%s", err.msg);
        OUT("e %" PRIu64 " %u %u %u %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 "\n", i, e.op,
            e.mode, e.stream, e.obj, e.a, e.b, e.ns);
    }
    OUT("accesses %" PRIu64 "\n", trace_naccesses(t));
    for (uint64_t i = 0; i < trace_naccesses(t); i++) {
        struct trace_access a;
        ck_assert_msg(trace_read_accesses(t, i, 1, &a, &err) == 0, "%s", err.msg);
        OUT("a %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 " %u %u %" PRIu64 " %" PRIu64 "\n",
            i, a.buffer, a.offset, a.length, a.mode, a.pattern, a.stride, a.piece);
    }
    OUT("kernels %" PRIu64 "\n", trace_nkernels(t));
    for (uint64_t i = 0; i < trace_nkernels(t); i++) {
        struct trace_kernel k;
        ck_assert_msg(trace_read_kernels(t, i, 1, &k, &err) == 0, "%s", err.msg);
        OUT("k %" PRIu64 " %s\n", i, k.name);
    }
#undef OUT
    trace_close(t);
    return out;
}

/* ---- the canonical small trace: every op, mode, tag, pattern ---------------- */

/* Eight distinct bytes, under TRACE_SUM_MAX (2^62) as a valid trace's sums are. */
#define BIG 0x3edcba9876543210ull
static const struct trace_buffer all_buffers[] = {
    { .size = 4096, .tag = TRACE_TAG_OTHER, .flags = 0 },
    { .size = BIG, .tag = TRACE_TAG_WEIGHT, .flags = TRACE_FLAG_HOST_INIT },
    { .size = 1, .tag = TRACE_TAG_ACTIVATION }, { .size = 2, .tag = TRACE_TAG_GRADIENT },
    { .size = 3, .tag = TRACE_TAG_OPTIMIZER },  { .size = 5, .tag = TRACE_TAG_WORKSPACE },
    { .size = 1u << 20, .tag = TRACE_TAG_INPUT, .flags = 1 },
    { .size = 12345, .tag = TRACE_TAG_OUTPUT },
};
static const struct trace_event all_events[] = {
    { .op = TRACE_ALLOC, .obj = 0, .stream = 0 },
    { .op = TRACE_ALLOC, .obj = 1, .stream = 0xffffffffu, .ns = 17 },
    { .op = TRACE_ALLOC, .obj = 6, .stream = 2 },
    { .op = TRACE_ALLOC, .obj = 7, .stream = 2 },
    { .op = TRACE_HOST, .mode = TRACE_READ, .obj = 6, .a = 0, .b = 100, .ns = 5 },
    { .op = TRACE_HOST, .mode = TRACE_WRITE, .obj = 6, .a = 100, .b = (1u << 20) - 100 },
    { .op = TRACE_HOST, .mode = TRACE_READWRITE, .obj = 1, .a = BIG - 1, .b = 1 },
    { .op = TRACE_PREFETCH, .mode = TRACE_TO_GPU, .obj = 6, .a = 0, .b = 4096, .stream = 3 },
    { .op = TRACE_PREFETCH, .mode = TRACE_TO_CPU, .obj = 6, .a = 4096, .b = 4096 },
    { .op = TRACE_ADVISE, .mode = TRACE_ADVISE_UNSET, .obj = 0, .a = 0, .b = 4096 },
    { .op = TRACE_ADVISE, .mode = TRACE_ADVISE_READ_MOSTLY, .obj = 0, .a = 1, .b = 2 },
    { .op = TRACE_ADVISE, .mode = TRACE_ADVISE_PREFER_GPU, .obj = 0, .a = 0, .b = 0 },
    { .op = TRACE_ADVISE, .mode = TRACE_ADVISE_PREFER_CPU, .obj = 7, .a = 1, .b = 12344 },
    { .op = TRACE_ADVISE, .mode = TRACE_ADVISE_ACCESSED_BY_GPU, .obj = 7, .a = 0, .b = 1 },
    { .op = TRACE_RECORD, .obj = 42, .stream = 3 },
    { .op = TRACE_WAIT, .obj = 42, .stream = 2 },
    { .op = TRACE_LAUNCH, .obj = 1, .stream = 2, .a = 0, .b = 3, .ns = BIG },
    { .op = TRACE_LAUNCH, .obj = 0, .stream = 3, .a = 3, .b = 1, .ns = 250000 },
    { .op = TRACE_LAUNCH, .obj = 2, .stream = 0, .a = 3, .b = 0, .ns = 1 },
    { .op = TRACE_SYNC, .mode = TRACE_SYNC_DEVICE },
    { .op = TRACE_SYNC, .mode = TRACE_SYNC_STREAM, .stream = 2 },
    { .op = TRACE_FREE, .obj = 7, .stream = 2 },
    { .op = TRACE_ITER, .a = 64, .ns = 9 },
    { .op = TRACE_ALLOC, .obj = 2 },
    { .op = TRACE_FREE, .obj = 2, .stream = 1 },
    { .op = TRACE_ITER, .a = 32 },
};
static const struct trace_access all_accesses[] = {
    { .buffer = 0, .offset = 0, .length = 4096, .mode = TRACE_READ, .pattern = TRACE_SEQUENTIAL },
    { .buffer = 6, .offset = 64, .length = 1000, .mode = TRACE_WRITE, .pattern = TRACE_RANDOM },
    { .buffer = 1, .offset = 10, .length = BIG - 10, .mode = TRACE_READWRITE,
      .pattern = TRACE_STRIDED, .stride = 1ull << 40, .piece = 4096 },
    { .buffer = 7, .offset = 1, .length = 10, .mode = TRACE_READ, .pattern = TRACE_STRIDED,
      .stride = 4, .piece = 0 },
};
static const char *const all_kernels[] = {
    "sgemm_128x64_nn",
    "",
    "a_kernel_name_longer_than_sixty_four_bytes_is_cut_at_exactly_64_bytes_here",
};
static const struct rows all_rows = {
    all_buffers, sizeof all_buffers / sizeof *all_buffers,
    all_events, sizeof all_events / sizeof *all_events,
    all_accesses, sizeof all_accesses / sizeof *all_accesses,
    all_kernels, 3,
};

#endif
