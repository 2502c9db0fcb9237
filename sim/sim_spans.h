/* sim_spans.h: spans [start, end) of simulated time during which something
 * the host may have to wait on is under way: the Unified Memory engine's
 * migrations in flight and its GPU fault batches (sim_um.c). The host acts
 * in time order, so a span that has ended by the host's time is of no more
 * use and is forgotten.
 *
 * Invariant (sim_spans_valid, debug builds): n <= cap, s non-NULL when
 * cap > 0, and start <= end in every span.
 */
#ifndef SIM_SPANS_H
#define SIM_SPANS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct sim_spans {
    uint64_t (*s)[2]; /* [start, end) */
    size_t n, cap;
};

/* A zeroed struct is an empty set. */
void sim_spans_free(struct sim_spans *sp);
/* Add [start, end); when the array is full, the spans that ended by floor
 * (a time no later than any query to come) are forgotten first. false when
 * out of memory. */
bool sim_spans_add(struct sim_spans *sp, uint64_t floor, uint64_t start, uint64_t end);
/* Forget the spans that ended by now; the number left. */
size_t sim_spans_prune(struct sim_spans *sp, uint64_t now);
/* The latest end of the spans under way at now (start <= now < end), or
 * now when none is; forgets those that ended by now. */
uint64_t sim_spans_end_at(struct sim_spans *sp, uint64_t now);
bool sim_spans_valid(const struct sim_spans *sp);

#endif
