/* simrun_crash.c: linked into build/dbg/bin/simrun-crash (Makefile), a
 * debug simrun that crashes on purpose, for tests/test_crash.c. The link
 * wraps four functions (-Wl,--wrap); each wrapper stores through a null
 * pointer where the environment variable GMS_CRASH names it, and otherwise
 * calls the real one:
 *   open    in HDF5, opening the trace (H5Fopen);
 *   read    in HDF5, reading its rows (H5Dread, H5Dread_chunk);
 *   replay  in the replay's own code, after the first ALLOC (host_peaks_at_peak).
 * Nothing else differs from build/dbg/bin/simrun. */
#include <hdf5.h>
#include <stdlib.h>
#include <string.h>

#include "host_peaks.h"

hid_t __real_H5Fopen(const char *name, unsigned flags, hid_t fapl);
herr_t __real_H5Dread(hid_t ds, hid_t mem, hid_t mspace, hid_t fspace, hid_t dxpl, void *buf);
herr_t __wrap_H5Dread(hid_t ds, hid_t mem, hid_t mspace, hid_t fspace, hid_t dxpl, void *buf);
hid_t __wrap_H5Fopen(const char *name, unsigned flags, hid_t fapl);
herr_t __real_H5Dread_chunk(hid_t ds, hid_t dxpl, const hsize_t *offset, uint32_t *filters,
                            void *buf);
herr_t __wrap_H5Dread_chunk(hid_t ds, hid_t dxpl, const hsize_t *offset, uint32_t *filters,
                            void *buf);
void __real_host_peaks_at_peak(struct host_peaks *k, const struct policy_allocator *a,
                               void *self);
void __wrap_host_peaks_at_peak(struct host_peaks *k, const struct policy_allocator *a,
                               void *self);

/* Crash when GMS_CRASH is where: a store through a null pointer, both
 * volatile so the compiler keeps it. */
static void crash_at(const char *where)
{
    const char *want = getenv("GMS_CRASH");
    if (want && strcmp(want, where) == 0) {
        volatile int *volatile null = NULL;
        *null = 1;
    }
}

hid_t __wrap_H5Fopen(const char *name, unsigned flags, hid_t fapl)
{
    crash_at("open");
    return __real_H5Fopen(name, flags, fapl);
}

herr_t __wrap_H5Dread(hid_t ds, hid_t mem, hid_t mspace, hid_t fspace, hid_t dxpl, void *buf)
{
    crash_at("read");
    return __real_H5Dread(ds, mem, mspace, fspace, dxpl, buf);
}

herr_t __wrap_H5Dread_chunk(hid_t ds, hid_t dxpl, const hsize_t *offset, uint32_t *filters,
                            void *buf)
{
    crash_at("read");
    return __real_H5Dread_chunk(ds, dxpl, offset, filters, buf);
}

void __wrap_host_peaks_at_peak(struct host_peaks *k, const struct policy_allocator *a,
                               void *self)
{
    crash_at("replay");
    __real_host_peaks_at_peak(k, a, self);
}
