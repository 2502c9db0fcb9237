/* calib.h: turning GPU measurements into a profile (gpurun --calibrate,
 * docs/gpurun.md "Calibration"). No CUDA here: gpurun measures and fills a
 * struct calib with rows, this file fits every key of the profile table
 * (model_profile.c) by least squares (calib_lsq.h) and writes the profile and
 * the measurements; `gpurun --calibrate FILE --from CSV` redoes the fit
 * from a measurements file without a GPU.
 *
 * A row is one repetition of one measurement: the profile key it feeds,
 * what was measured (case), the sizes that describe it, and a time in ns.
 * The fault path's rows (key "fault", and "fault_resident" for the same
 * kernel rerun on GPU-resident data) describe a kernel reading a
 * CPU-resident buffer of `size` bytes in a pattern (case "seq", "stride" or
 * "random"; stride and piece as in the trace format); the fit explains
 * fault - fault_resident by the simulator's own counts for that access
 * (calib_fault_design), so the fitted costs mean what the engine
 * charges.
 *
 * Invariant (calib_valid): n <= cap; every row has a non-empty key and
 * case, a finite time and, once rows have been read from files, a source
 * among srcs.
 */
#ifndef CALIB_H
#define CALIB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "model_profile.h"

#ifdef __cplusplus
extern "C" {
#endif

struct calib_row {
    char key[32];  /* profile key (or fault, fault_resident) */
    char cas[24];  /* what was measured, e.g. "device", "resident", "seq" */
    uint64_t size, stride, piece;
    int rep;
    double ns;     /* capacity: bytes */
    uint32_t src;  /* where it was measured: srcs[src] of its calib (none: meta) */
};

/* Where the measurements were taken: the first file's device, driver and
 * CUDA; date the earliest of the rows' dates and date_last the latest (the
 * same for one calibration; a fit of several spans days). */
struct calib_meta {
    char device[128], driver[64], cuda[32], date[32], date_last[32];
};

struct calib {
    struct calib_meta meta;
    struct calib_meta *srcs; /* each device, driver, CUDA and date the rows read carry */
    size_t nsrc;
    struct calib_row *rows;
    size_t n, cap;
};

/* One key of the written profile. rms_rel < 0: not fitted (taken from the
 * base profile, or measured as is). */
struct calib_key {
    const char *key;
    char value[768];
    char how[1536];
    double rms_rel;
    size_t points;
};

#define CALIB_MAXKEYS 40
/* The fault model's cases: per-case relative residual of the fit. */
#define CALIB_MAXCASES 32

/* The terms of the fault model: fault_batch_ns, fault_block_ns, ns per
 * byte of fault_h2d_ns, fault_wake_ns, ns per byte of fault_zero_ns. */
#define CALIB_FAULT_TERMS 5

struct calib_result {
    struct calib_key k[CALIB_MAXKEYS];
    int n;
    struct {
        char cas[24];
        uint64_t size, stride;
        double coef[CALIB_FAULT_TERMS]; /* batches, VA blocks serviced, bytes moved,
                                               faulting kernels, bytes zero-filled
                                               (simulated) */
        double measured_ns;  /* median of fault - fault_resident */
        double model_ns;
    } fcase[CALIB_MAXCASES];
    int nfcase;
};

void calib_init(struct calib *c);
void calib_free(struct calib *c);
/* Append a row. Returns 0, or -1 when out of memory or a name is too long. */
int calib_add(struct calib *c, const char *key, const char *cas, uint64_t size,
                  uint64_t stride, uint64_t piece, int rep, double ns);

/* The simulator's fault time of one kernel reading a buffer of size bytes
 * (pattern: trace_pattern; stride/piece for strided), CPU-resident or, when
 * fresh, never touched, as coefficients of fault_batch_ns, fault_block_ns,
 * ns per byte of fault_h2d_ns, fault_wake_ns and ns per byte of
 * fault_zero_ns: batches, VA blocks serviced, bytes moved, faulting kernels
 * (1), bytes zero-filled. It runs the engine (model_um) with base's
 * fault_batch and fault_window and unit costs. Returns 0 or -1 with err. */
int calib_fault_design(const struct model_profile *base, unsigned pattern, bool fresh,
                           uint64_t size, uint64_t stride, uint64_t piece,
                           double coef[CALIB_FAULT_TERMS], char *err, size_t errlen);

/* Fit every profile key from c's rows (base gives fault_batch, fault_window,
 * remote_ns, which are not measured). Returns 0, or -1 with err naming the
 * key ("malloc_ns: 2 points for a line: need at least 3"). */
int calib_fit(const struct calib *c, const struct model_profile *base,
                  struct calib_result *r, char *err, size_t errlen);

/* The profile text (every key of model_profile.c's table, commented); the
 * measurements as CSV (header, one row per repetition, then with r the
 * fit's coefficients and residuals as rows of kind "fit"). Return 0 or -1
 * on a write error. */
int calib_write_profile(const struct calib *c, const struct calib_result *r,
                            const struct model_profile *base, const char *command, FILE *f);
int calib_write_csv(const struct calib *c, const struct calib_result *r, FILE *f);

/* Read the measurement rows (kind "m") of a CSV written above, added to
 * those of c. Rows of a second file get repetition numbers after the first's,
 * so the runs stay apart (the fault fit pairs a faulting kernel with its
 * resident rerun by repetition). Returns 0, or -1 with err as
 * "FILE: line N: what". */
int calib_read_csv(struct calib *c, const char *path, char *err, size_t errlen);

/* The fault keys (kb: fault_batch_ns, then fault_block_ns, fault_h2d_ns,
 * fault_wake_ns, fault_zero_ns, in r's order) and kwin, fault_window:
 * fitted for each candidate window, the least residual kept
 * (calib_fault.c; called by calib_fit). Returns 0 or -1 with err. */
int calib_fit_faults(const struct calib *c, const struct model_profile *base,
                         struct calib_result *r, struct calib_key *kwin,
                         struct calib_key *kb, char *err, size_t errlen);

/* Format a size (exact K/M/G suffix when possible) / a time (ns, us, ms, s) /
 * a curve as a profile writes it / a per-byte cost as a bandwidth. */
void calib_fmt_size(char *buf, size_t len, uint64_t bytes);
void calib_fmt_time(char *buf, size_t len, double ns);
void calib_fmt_curve(char *buf, size_t len, const struct model_curve *cv);
void calib_fmt_bw(char *buf, size_t len, double ns_per_byte);
/* When the measurements were taken: "DATE", or "DATE to DATE" for several days'. */
void calib_when(const struct calib_meta *m, char *buf, size_t len);

#ifndef NDEBUG
bool calib_valid(const struct calib *c);
#endif

#ifdef __cplusplus
}
#endif

#endif
