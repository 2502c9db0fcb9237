/* sim_at_peak.h: simrun --at-peak (docs/simrun.md): what is live at the
 * peak of reserved bytes and at the peak of allocated bytes.
 *
 * The replay notes the /events row after which each peak was first
 * reached (sim_peak_rows_after_op, after every ALLOC and FREE, with the
 * reserved and allocated bytes then); a second pass over /events up to
 * that row finds the live buffers and adds their requested bytes up by
 * tag, by the stream of their ALLOC and, when the trace has /stacks (a
 * PyTorch snapshot recorded with stacks), by the innermost frame of the
 * stack that allocated them (the SIM_AT_PEAK_FRAMES frames with the most
 * bytes, and the bytes of buffers without a stack). What the allocator holds beyond
 * them is given as two more figures: its rounding (allocated - requested)
 * and its cache (reserved - allocated), so the parts add up to reserved.
 */
#ifndef SIM_AT_PEAK_H
#define SIM_AT_PEAK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "host_results.h"
#include "trace.h"

#define SIM_AT_PEAK_FRAMES 10

enum { SIM_PEAK_RESERVED, SIM_PEAK_ALLOCATED, SIM_NPEAKS };

/* Invariant: row[i] is -1 until the first op, then the first row after
 * which peak[i] stood at its value; reserved[i], allocated[i] the usage
 * after that row. */
struct sim_peak_rows {
    int64_t row[SIM_NPEAKS];
    uint64_t peak[SIM_NPEAKS], reserved[SIM_NPEAKS], allocated[SIM_NPEAKS];
};

void sim_peak_rows_init(struct sim_peak_rows *k);
/* After the ALLOC or FREE at row: upstream's peak of reserved so far and
 * the usage now. */
void sim_peak_rows_after_op(struct sim_peak_rows *k, uint64_t row, uint64_t peak_reserved,
                            uint64_t reserved, uint64_t allocated);

/* Print the breakdown at both peaks of run r (JSON: one object on one
 * line; else text). Returns 0, or 2 with msg when the trace cannot be read
 * or host memory ran out. */
int sim_at_peak_print(FILE *out, bool json, struct trace *t, const struct trace_buffer *bufs,
                      uint64_t nbuf, const struct sim_peak_rows *k, const struct host_results *r,
                      char *msg, size_t msglen);

#endif
