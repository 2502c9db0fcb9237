/* model_spans.h: spans [start, end) of simulated time during which something
 * the host may have to wait on is under way: the Unified Memory engine's
 * migrations in flight and its GPU fault batches (model_um.c). The host acts
 * in time order, so a span that has ended by the host's time is of no more
 * use and is forgotten.
 *
 * Invariant (model_spans_valid, debug builds): n <= cap, s non-NULL when
 * cap > 0, and start <= end in every span.
 */
#ifndef MODEL_SPANS_H
#define MODEL_SPANS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct model_spans {
    uint64_t (*s)[2]; /* [start, end) */
    size_t n, cap;
};

/* A zeroed struct is an empty set. */
void model_spans_free(struct model_spans *sp);
/* Add [start, end); when the array is full, the spans that ended by floor
 * (a time no later than any query to come) are forgotten first. false when
 * out of memory. */
bool model_spans_add(struct model_spans *sp, uint64_t floor, uint64_t start, uint64_t end);
/* Forget the spans that ended by now; the number left. */
size_t model_spans_prune(struct model_spans *sp, uint64_t now);
/* The latest end of the spans under way at now (start <= now < end), or
 * now when none is; forgets those that ended by now. */
uint64_t model_spans_end_at(struct model_spans *sp, uint64_t now);
bool model_spans_valid(const struct model_spans *sp);

#endif
