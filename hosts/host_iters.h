/* host_iters.h: iterations and the steady state (docs/design.md, results).
 * A host records when each ITER event ends an iteration, on its clock, and
 * how many samples it had; the results then hold every iteration's time,
 * the first iteration's samples/sec (the cold start: from the run's start
 * to the first ITER) and the steady state's: the samples of the iterations
 * after the first `warmup` over the time from the warm-up's last ITER (the
 * run's start with no warm-up) to the last ITER. With no iteration past the warm-up the steady state is 0,
 * and steady_iterations says so. */
#ifndef HOST_ITERS_H
#define HOST_ITERS_H

#include <stddef.h>
#include <stdint.h>

#include "host_results.h"

/* Invariant: end_ns and samples hold n entries of cap; end_ns never
 * decreases. */
struct host_iters {
    uint64_t *end_ns, *samples;
    size_t n, cap;
};

/* One more iteration, ended at end_ns with samples. Returns 0, or -1 out
 * of host memory (nothing recorded). */
int host_iters_add(struct host_iters *it, uint64_t end_ns, uint64_t samples);
/* The keys into r: iteration_ns (a copy r owns: host_results_free),
 * first_*, warmup_iterations, steady_*. Returns 0, or -1 out of host
 * memory (r's iteration_ns then empty). */
int host_iters_results(const struct host_iters *it, uint64_t warmup, struct host_results *r);
void host_iters_free(struct host_iters *it);

#endif
