/* model_sat.h: saturating arithmetic for simulated clocks and totals.
 *
 * A trace's own sums are bounded (TRACE_SUM_MAX, docs/design.md section 3),
 * but the costs a profile gives are not: a curve extrapolated far past its
 * points, or a cost set to years with --set, can take a clock or a total
 * past 2^64 - 1 ns. Every clock advance and every total of the engine and
 * the replay goes through these: a sum that does not fit stays at
 * UINT64_MAX, and so does every later sum with it, so nothing wraps and a
 * run whose results hold UINT64_MAX is known to have saturated (simrun then
 * says so: status `saturated`, docs/design.md section 7).
 */
#ifndef MODEL_SAT_H
#define MODEL_SAT_H

#include <math.h>
#include <stdint.h>

/* a + b, or UINT64_MAX when that does not fit. */
static inline uint64_t model_sat_add(uint64_t a, uint64_t b)
{
    uint64_t s;
    return __builtin_add_overflow(a, b, &s) ? UINT64_MAX : s;
}

/* *x += v, saturating. */
#define MODEL_SAT_INC(x, v) ((x) = model_sat_add((x), (v)))

/* A cost in ns, rounded to the nearest integer (halves away from zero, as
 * llround); UINT64_MAX when it does not fit (or is not a number). */
static inline uint64_t model_ns(double ns)
{
    if (!(ns < 0x1p63))
        return ns < 0x1p64 ? (uint64_t)ns : UINT64_MAX;
    return ns > 0 ? (uint64_t)llround(ns) : 0;
}

#endif
