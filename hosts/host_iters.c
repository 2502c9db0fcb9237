/* host_iters.c: iterations and the steady state (host_iters.h). */
#include "host_iters.h"

#include <stdlib.h>

int host_iters_add(struct host_iters *it, uint64_t end_ns, uint64_t samples)
{
    if (it->n == it->cap) {
        size_t cap = it->cap ? 2 * it->cap : 64;
        uint64_t *e = realloc(it->end_ns, cap * sizeof *e);
        if (e)
            it->end_ns = e;
        uint64_t *s = e ? realloc(it->samples, cap * sizeof *s) : NULL;
        if (!s)
            return -1;
        it->samples = s;
        it->cap = cap;
    }
    it->end_ns[it->n] = it->n && end_ns < it->end_ns[it->n - 1] ? it->end_ns[it->n - 1] : end_ns;
    it->samples[it->n++] = samples;
    return 0;
}

int host_iters_results(const struct host_iters *it, uint64_t warmup, struct host_results *r)
{
    r->warmup_iterations = warmup;
    if (it->n) {
        r->first_iteration_ns = it->end_ns[0];
        r->first_samples_per_sec = it->end_ns[0] ? it->samples[0] / (it->end_ns[0] * 1e-9) : 0;
    }
    if (it->n > warmup) {
        uint64_t from = warmup ? it->end_ns[warmup - 1] : 0, span = it->end_ns[it->n - 1] - from;
        uint64_t samples = 0;
        for (size_t i = warmup; i < it->n; i++)
            samples += it->samples[i];
        r->steady_iterations = it->n - warmup;
        r->steady_samples_per_sec = span ? samples / (span * 1e-9) : 0;
    }
    uint64_t *v = it->n ? malloc(it->n * sizeof *v) : NULL;
    if (it->n && !v)
        return -1;
    for (size_t i = 0; i < it->n; i++) /* end times into each iteration's own time */
        v[i] = it->end_ns[i] - (i ? it->end_ns[i - 1] : 0);
    r->iteration_ns = (struct host_u64_list){ v, it->n };
    return 0;
}

void host_iters_free(struct host_iters *it)
{
    free(it->end_ns);
    free(it->samples);
    *it = (struct host_iters){ 0 };
}
