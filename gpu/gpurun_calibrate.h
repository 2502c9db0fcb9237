/* gpurun_calibrate.h: `gpurun --calibrate FILE` (docs/gpurun.md,
 * "Calibration"): micro measurements on the GPU, every repetition written
 * to FILE.measurements.csv, then the profile's parameters fitted by least
 * squares (calib/calib.h) and written to FILE, a profile `simrun --gpu
 * FILE` reads. With `from`, no GPU is touched: the measurements of
 * earlier runs are fitted again, together (a profile from several
 * calibrations spread over a validation run: scripts/validate.sh).
 *
 * Safety (docs/design.md section 6): one managed buffer at a time, at most
 * 256 MiB + 2 MiB, checked against the cap (the smaller of 16 GiB, half the
 * free device memory, and --cap) before anything is allocated; a CUDA error
 * names the measurement it ended; a watchdog ends a calibration that makes
 * no progress for watchdog_s seconds. */
#ifndef GPURUN_CALIBRATE_H
#define GPURUN_CALIBRATE_H

#include <stdbool.h>
#include <stdint.h>

struct gr_calibrate_opts {
    const char *out;      /* the profile written; measurements at out + ".measurements.csv" */
    const char *base;     /* profile name or file for the unmeasured keys */
    const char **from;    /* measurements CSVs to fit again (nfrom of them) */
    int nfrom;            /* 0: measure on the GPU */
    int reps;             /* repetitions of each measurement (at least 3) */
    unsigned watchdog_s;
    uint64_t cap;         /* --cap (0: none) */
    bool quiet;
    bool share_irq_cpus;  /* --share-irq-cpus (gpurun_cpus.h) */
    const char *command;  /* the command line, for the profile's header */
};

/* Returns the exit status: 0 written, 1 a measurement or the fit failed,
 * 2 bad input, a footprint over the cap or an output that cannot be written
 * (each output is written whole or not at all, never over an input). */
int gr_calibrate(const struct gr_calibrate_opts *o);

#endif
