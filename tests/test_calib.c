/* test_calib.c: suite `calib`: the calibration fit (calib.h) without a
 * GPU, on synthetic measurements made from known parameters
 * (calib_fixture.h): the fit must give the parameters back within 5%
 * (batch and block costs of the fault path, whose design is less well
 * conditioned, within 10%). Measurements missing for a key fail with a
 * message naming it; older files keep the base profile's values for what
 * they lack; the fault window is fitted, and curves follow each size's
 * median or mean. The fault design must be the engine's counts, checked by
 * hand on simple patterns. The least squares beneath are in
 * test_calib_lsq.c, the measurement files in test_calib_csv.c. */
#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "calib.h"
#include "calib_fixture.h"
#include "model_profile.h"
#include "testutil.h"

/* ---- the fault design is the engine's ------------------------------------------ */

START_TEST(fault_design_counts)
{
    struct model_profile base;
    base_profile(&base);
    double c[CALIB_FAULT_TERMS];
    char err[256];
    /* sequential 2 MiB: two 1 MiB windows of 256 pages, one batch and one
     * VA block each, every byte moved */
    ck_assert_int_eq(calib_fault_design(&base, 0, false, 2 * MIB, 0, 0, c, err, sizeof err), 0);
    ck_assert(c[0] == 2 && c[1] == 2 && c[2] == 2 * MIB && c[3] == 1 && c[4] == 0);
    /* the same on memory never touched: nothing moves, every byte is zero-filled */
    ck_assert_int_eq(calib_fault_design(&base, 0, true, 2 * MIB, 0, 0, c, err, sizeof err),
                     0);
    ck_assert(c[0] == 2 && c[1] == 2 && c[2] == 0 && c[3] == 1 && c[4] == 2 * MIB);
    /* one word per 2 MiB over 16 MiB: 8 lone faults, 64 KiB each (its big page) */
    ck_assert_int_eq(calib_fault_design(&base, 2, false, 16 * MIB, 2 * MIB, 4, c, err, sizeof err),
                     0);
    ck_assert(c[0] == 8 && c[1] == 8 && c[2] == 8 * 64 * KIB);
    /* 64 KiB alone: one batch, one block, 64 KiB */
    ck_assert_int_eq(calib_fault_design(&base, 0, false, 64 * KIB, 0, 0, c, err, sizeof err), 0);
    ck_assert(c[0] == 1 && c[1] == 1 && c[2] == 64 * KIB);
    /* random over 64 MiB: every byte moves; batches of 16 pieces touch
     * several blocks each, so blocks > batches */
    ck_assert_int_eq(calib_fault_design(&base, 1, false, 64 * MIB, 0, 0, c, err, sizeof err), 0);
    ck_assert(c[2] == 64 * MIB);
    ck_assert(c[0] > 0 && c[1] > 2 * c[0]);
    ck_assert_int_eq(calib_fault_design(&base, 2, false, 16 * MIB, 0, 4, c, err, sizeof err), -1);
}
END_TEST

/* ---- the whole calibration ------------------------------------------------------ */

static const struct calib_key *key_of(const struct calib_result *r, const char *k)
{
    for (int i = 0; i < r->n; i++)
        if (!strcmp(r->k[i].key, k))
            return &r->k[i];
    ck_abort_msg("key %s not in the result", k);
    return NULL;
}

START_TEST(calibration_recovers_profile)
{
    struct model_profile base, out;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    const char *path = test_tmp(".profile");
    FILE *f = fopen(path, "w");
    ck_assert(f);
    ck_assert_int_eq(calib_write_profile(&c, &r, &base, "test", f), 0);
    fclose(f);
    /* every key of the table is there and parses */
    ck_assert_msg(model_profile_load_file(&out, path, err, sizeof err) == 0, "%s", err);
    ck_assert(out.capacity == 80 * GIB);
    near(out.launch_ns, 3900, 0.05, "launch_ns");
    near(out.fault_batch_ns, T_BATCH, 0.10, "fault_batch_ns");
    near(out.fault_block_ns, T_BLOCK, 0.10, "fault_block_ns");
    near(out.fault_wake_ns, T_WAKE, 0.10, "fault_wake_ns");
    near(model_curve_ns(&out.fault_h2d_ns, 2 * MIB), 2.0 * MIB / T_BW, 0.05, "fault_h2d_ns 2M");
    near(model_curve_ns(&out.fault_zero_ns, 2 * MIB), 2.0 * MIB / T_ZERO, 0.05,
         "fault_zero_ns 2M");
    ck_assert(out.fault_batch == base.fault_batch && out.fault_window == base.fault_window);
    near(model_curve_ns(&out.remote_ns, 2 * MIB), model_curve_ns(&base.remote_ns, 2 * MIB), 0.01,
         "remote_ns kept");
    const struct model_curve *curves[] = { &out.malloc_ns, &out.free_ns, &out.managed_malloc_ns,
                                         &out.managed_free_ns, &out.prefetch_h2d_ns,
                                         &out.prefetch_d2h_ns, &out.evict_d2h_ns,
                                         &out.cpu_fault_d2h_ns, &out.host_populate_ns,
                                         &out.prefetch_host_ns, &out.memcpy_h2d_ns,
                                         &out.memcpy_d2h_ns, &out.host_read_ns,
                                         &out.host_write_ns };
    for (size_t i = 0; i < NLINES; i++)
        for (int s = 0; s < 8 && lines[i].sizes[s]; s++)
            near(model_curve_ns(curves[i], lines[i].sizes[s]), line_ns(&lines[i], lines[i].sizes[s]),
                 0.05, lines[i].key);
    near(model_curve_ns(&out.managed_free_resident_ns, 256 * MIB),
         EXTRA_FIXED + 256.0 * MIB / EXTRA_BW, 0.05, "managed_free_resident_ns");
    for (int s = 0; s < 4; s++)
        near(model_curve_ns(&out.prefetch_call_ns, call_line.sizes[s]),
             line_ns(&call_line, call_line.sizes[s]), 0.05, "prefetch_call_ns");
    near(out.prefetch_defer_ns, T_DEFER, 0.05, "prefetch_defer_ns");
    near(out.kernel_gap_ns, T_GAP, 0.05, "kernel_gap_ns");
    ck_assert_uint_eq(out.prefetch_queue, T_QUEUE);
    for (int s = 0; s < 4; s++)
        near(model_curve_ns(&out.host_write_cold_ns, cold_line.sizes[s]),
             line_ns(&cold_line, cold_line.sizes[s]), 0.05, "host_write_cold_ns");
    for (int s = 0; s < 3; s++)
        near(model_curve_ns(&out.prefetch_zero_ns, zero_line.sizes[s]),
             line_ns(&zero_line, zero_line.sizes[s]), 0.05, "prefetch_zero_ns");
    /* residuals: noise-sized, reported per key */
    for (int i = 0; i < r.n; i++)
        if (r.k[i].rms_rel >= 0)
            ck_assert_msg(r.k[i].rms_rel < 0.06, "%s: residual %g", r.k[i].key, r.k[i].rms_rel);
    ck_assert(key_of(&r, "fault_h2d_ns")->points == 3 * NFCASES);
    ck_assert(key_of(&r, "remote_ns")->rms_rel < 0);
    calib_free(&c);
}
END_TEST

START_TEST(missing_measurements_fail_by_key)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, false, false);
    struct calib_result r;
    char err[512];
    ck_assert_int_eq(calib_fit(&c, &base, &r, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "fault_batch_ns") && strstr(err, "need at least"), "%s", err);
    calib_free(&c);
    /* one size only for a curve */
    synthesize(&c, &base, true, true);
    for (size_t i = 0; i < c.n; i++)
        if (!strcmp(c.rows[i].key, "memcpy_d2h_ns"))
            c.rows[i].size = 4 * KIB;
    ck_assert_int_eq(calib_fit(&c, &base, &r, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "memcpy_d2h_ns") && strstr(err, "2 sizes"), "%s", err);
    calib_free(&c);
}
END_TEST

/* fault_window is fitted: measurements made by a GPU whose faults arrive 4
 * MiB at a time give 4M, starting from a base of 1M, and the fault terms
 * come out as they were made. */
START_TEST(fault_window_is_fitted)
{
    struct model_profile base, four;
    base_profile(&base);
    four = base;
    four.fault_window = 4 * MIB;
    struct calib c;
    synthesize(&c, &four, true, true);
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(key_of(&r, "fault_window")->value, "4M");
    ck_assert_msg(strstr(key_of(&r, "fault_window")->how, "1M "), "%s",
                  key_of(&r, "fault_window")->how);
    struct model_profile out = base;
    ck_assert(model_profile_set(&out, "fault_batch_ns", key_of(&r, "fault_batch_ns")->value, err,
                              sizeof err) == 0);
    near(out.fault_batch_ns, T_BATCH, 0.10, "fault_batch_ns with the window fitted");
    calib_free(&c);
}
END_TEST

/* The fault model follows each case's median, as every other key does: the
 * fault kernels' repetitions spread by a third either way (the measured
 * ones spread 15 to 60%) give the terms they
 * were made with. Fitting the repetitions themselves with relative errors
 * weighs each by 1/y^2 and would put every term about a fifth low. */
START_TEST(fault_fit_follows_the_case_medians)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    for (size_t i = 0; i < c.n; i++) {
        struct calib_row *f = &c.rows[i];
        if (strcmp(f->key, "fault"))
            continue;
        const struct calib_row *res = NULL;
        for (size_t j = 0; j < c.n && !res; j++)
            if (!strcmp(c.rows[j].key, "fault_resident") && !strcmp(c.rows[j].cas, f->cas) &&
                c.rows[j].size == f->size && c.rows[j].rep == f->rep)
                res = &c.rows[j];
        ck_assert(res);
        f->ns = res->ns + (f->ns - res->ns) * (1 + 0.35 * (f->rep - 1)); /* reps 0, 1, 2 */
    }
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    /* each case's modelled time is its median (the terms one by one are
     * less determined: eleven cases for five) */
    ck_assert_int_eq(r.nfcase, (int)NFCASES);
    for (int q = 0; q < r.nfcase; q++)
        near(r.fcase[q].model_ns, r.fcase[q].measured_ns, 0.06, r.fcase[q].cas);
    struct model_profile out = base;
    ck_assert(model_profile_set(&out, "fault_h2d_ns", key_of(&r, "fault_h2d_ns")->value, err,
                              sizeof err) == 0);
    near(model_curve_ns(&out.fault_h2d_ns, 2 * MIB), 2.0 * MIB / T_BW, 0.05, "fault_h2d_ns 2M");
    /* the residual is still reported against every repetition */
    ck_assert_msg(key_of(&r, "fault_batch_ns")->rms_rel > 0.2, "%g",
                  key_of(&r, "fault_batch_ns")->rms_rel);
    calib_free(&c);
}
END_TEST

/* A curve fitted as a line goes through the medians at each size: the
 * repetitions of host_write_ns case cold at 0.88, 1 and 1.12 times the truth
 * give the truth (fitted to the repetitions with relative errors, 1/y^2
 * weights, it came out 2% low). */
START_TEST(lines_follow_the_medians)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    for (size_t i = 0; i < c.n; i++) {
        struct calib_row *w = &c.rows[i];
        if (!strcmp(w->key, cold_line.key) && !strcmp(w->cas, cold_line.cas))
            w->ns = line_ns(&cold_line, w->size) * (1 + 0.12 * (w->rep - 1));
    }
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    const struct calib_key *k = key_of(&r, "host_write_cold_ns");
    ck_assert_msg(strstr(k->how, "Fit (weighted least squares"), "%s", k->how);
    struct model_profile out = base;
    ck_assert(model_profile_set(&out, k->key, k->value, err, sizeof err) == 0);
    for (int s = 0; s < 4; s++)
        near(model_curve_ns(&out.host_write_cold_ns, cold_line.sizes[s]),
             line_ns(&cold_line, cold_line.sizes[s]), 0.005, "host_write_cold_ns");
    calib_free(&c);
}
END_TEST

/* The transfers into host memory come in spells of two levels: their
 * curves go through each size's mean, the others' through the median. With
 * the repetitions of prefetch_d2h_ns at 1, 1 and 1.3 times the truth the
 * fit gives 1.1 times it; host_write_ns repeated so stays at the truth. */
START_TEST(d2h_lines_follow_the_means)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    const struct truth_line *d2h = &lines[5], *hw = &lines[13];
    ck_assert_str_eq(d2h->key, "prefetch_d2h_ns");
    ck_assert_str_eq(hw->key, "host_write_ns");
    for (size_t i = 0; i < c.n; i++) {
        struct calib_row *w = &c.rows[i];
        const struct truth_line *t = !strcmp(w->key, d2h->key) ? d2h
                                     : !strcmp(w->key, hw->key) && !strcmp(w->cas, hw->cas)
                                         ? hw
                                         : NULL;
        if (t)
            w->ns = line_ns(t, w->size) * (w->rep == 2 ? 1.3 : 1.0);
    }
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(strstr(key_of(&r, "prefetch_d2h_ns")->how, "to the means of"), "%s",
                  key_of(&r, "prefetch_d2h_ns")->how);
    struct model_profile out = base;
    ck_assert(model_profile_set(&out, "prefetch_d2h_ns", key_of(&r, "prefetch_d2h_ns")->value,
                              err, sizeof err) == 0);
    ck_assert(model_profile_set(&out, "host_write_ns", key_of(&r, "host_write_ns")->value, err,
                              sizeof err) == 0);
    for (int s = 0; s < 4; s++) {
        near(model_curve_ns(&out.prefetch_d2h_ns, d2h->sizes[s]),
             1.1 * line_ns(d2h, d2h->sizes[s]), 0.005, "prefetch_d2h_ns");
        if (hw->sizes[s])
            near(model_curve_ns(&out.host_write_ns, hw->sizes[s]), line_ns(hw, hw->sizes[s]),
                 0.005, "host_write_ns");
    }
    calib_free(&c);
}
END_TEST

/* Older measurement files have no fresh fault case: the other four fault
 * terms are still fitted, and fault_zero_ns is the base profile's. */
START_TEST(older_measurements_keep_the_base)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, false);
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    const struct calib_key *z = key_of(&r, "fault_zero_ns");
    ck_assert(z->rms_rel < 0);
    ck_assert_msg(strstr(z->how, "base profile"), "%s", z->how);
    struct model_profile one = base;
    ck_assert_msg(model_profile_set(&one, "fault_zero_ns", z->value, err, sizeof err) == 0, "%s",
                  err);
    near(model_curve_ns(&one.fault_zero_ns, 2 * MIB), model_curve_ns(&base.fault_zero_ns, 2 * MIB),
         0.01, "fault_zero_ns kept");
    struct model_profile two = base;
    ck_assert(model_profile_set(&two, "fault_batch_ns", key_of(&r, "fault_batch_ns")->value, err,
                              sizeof err) == 0);
    near(two.fault_batch_ns, T_BATCH, 0.10, "fault_batch_ns without fresh cases");
    /* no idle or deferred prefetch rows: both keys kept, said so */
    struct model_profile three = base;
    ck_assert(model_profile_set(&three, "prefetch_call_ns", key_of(&r, "prefetch_call_ns")->value,
                              err, sizeof err) == 0);
    ck_assert(model_profile_set(&three, "prefetch_defer_ns",
                              key_of(&r, "prefetch_defer_ns")->value, err, sizeof err) == 0);
    near(model_curve_ns(&three.prefetch_call_ns, 2 * MIB),
         model_curve_ns(&base.prefetch_call_ns, 2 * MIB), 0.01, "prefetch_call_ns kept");
    near(three.prefetch_defer_ns, base.prefetch_defer_ns, 0.01, "prefetch_defer_ns kept");
    ck_assert(strstr(key_of(&r, "prefetch_defer_ns")->how, "base profile"));
    /* managed_malloc_ns timed in alloc/free pairs (case untouched): not what
     * simrun charges, so the base profile's value, said so */
    ck_assert(model_profile_set(&three, "managed_malloc_ns",
                              key_of(&r, "managed_malloc_ns")->value, err, sizeof err) == 0);
    near(model_curve_ns(&three.managed_malloc_ns, 2 * MIB),
         model_curve_ns(&base.managed_malloc_ns, 2 * MIB), 0.01, "managed_malloc_ns kept");
    ck_assert(strstr(key_of(&r, "managed_malloc_ns")->how, "base profile"));
    /* memcpy_h2d_ns from a source the CPU had not just written: the same */
    ck_assert(model_profile_set(&three, "memcpy_h2d_ns", key_of(&r, "memcpy_h2d_ns")->value,
                              err, sizeof err) == 0);
    near(model_curve_ns(&three.memcpy_h2d_ns, 2 * MIB), model_curve_ns(&base.memcpy_h2d_ns, 2 * MIB),
         0.01, "memcpy_h2d_ns kept");
    ck_assert(strstr(key_of(&r, "memcpy_h2d_ns")->how, "base profile"));
    /* kernel_gap_ns, not measured before 2026-11-22: the same */
    ck_assert(model_profile_set(&three, "kernel_gap_ns", key_of(&r, "kernel_gap_ns")->value, err,
                              sizeof err) == 0);
    near(three.kernel_gap_ns, base.kernel_gap_ns, 0.01, "kernel_gap_ns kept");
    ck_assert(strstr(key_of(&r, "kernel_gap_ns")->how, "base profile"));
    /* prefetch_zero_ns, from fresh prefetches not recorded before 2026-11-21 */
    ck_assert(model_profile_set(&three, "prefetch_zero_ns", key_of(&r, "prefetch_zero_ns")->value,
                              err, sizeof err) == 0);
    near(model_curve_ns(&three.prefetch_zero_ns, 16 * MIB),
         model_curve_ns(&base.prefetch_zero_ns, 16 * MIB), 0.01, "prefetch_zero_ns kept");
    ck_assert(strstr(key_of(&r, "prefetch_zero_ns")->how, "base profile"));
    /* prefetch_zero_defer_ns, its chained case not recorded before 2026-11-22 */
    ck_assert(model_profile_set(&three, "prefetch_zero_defer_ns",
                              key_of(&r, "prefetch_zero_defer_ns")->value, err, sizeof err) == 0);
    near(model_curve_ns(&three.prefetch_zero_defer_ns, 16 * MIB),
         model_curve_ns(&base.prefetch_zero_defer_ns, 16 * MIB), 0.01, "prefetch_zero_defer_ns kept");
    ck_assert(strstr(key_of(&r, "prefetch_zero_defer_ns")->how, "base profile"));
    /* prefetch_queue, not measured before 2026-11-22 */
    ck_assert(model_profile_set(&three, "prefetch_queue", key_of(&r, "prefetch_queue")->value,
                              err, sizeof err) == 0);
    ck_assert_uint_eq(three.prefetch_queue, base.prefetch_queue);
    ck_assert_uint_ne(base.prefetch_queue, T_QUEUE);
    ck_assert(strstr(key_of(&r, "prefetch_queue")->how, "base profile"));
    /* host_write_cold_ns, not recorded before 2026-11-22 */
    ck_assert(model_profile_set(&three, "host_write_cold_ns",
                              key_of(&r, "host_write_cold_ns")->value, err, sizeof err) == 0);
    near(model_curve_ns(&three.host_write_cold_ns, 2 * MIB),
         model_curve_ns(&base.host_write_cold_ns, 2 * MIB), 0.01, "host_write_cold_ns kept");
    ck_assert(strstr(key_of(&r, "host_write_cold_ns")->how, "base profile"));
    calib_free(&c);
}
END_TEST

/* The roofline's rates (gpurun_calibrate_roofline.cu): the best repetition
 * of each, written to 4 digits and said measured; without their rows (a
 * calibration before 2026-11-28) the base profile's, said kept. By hand:
 * fp32 2e10 FLOPs in 400, 500, 800 us: best 5e13/s = "50T"; fp16 3e11 FLOPs
 * in 600, 610, 1000 us: 5e14 = "500T"; mem_bw 2 GiB in 1, 0.9, 1.2 ms:
 * 2147483648 / 0.9e-3 = 2.386e12 = "2.386T". */
START_TEST(roofline_rates_are_the_best_repetition)
{
    struct model_profile base;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    const struct { const char *key, *cas; uint64_t size; double ns[3]; const char *want; } k[] = {
        { "fp32_flops", "fma", 20000000000ull, { 400e3, 500e3, 800e3 }, "50T" },
        { "fp16_flops", "wmma", 300000000000ull, { 600e3, 610e3, 1000e3 }, "500T" },
        { "mem_bw", "copy", 2 * GIB, { 1e6, 0.9e6, 1.2e6 }, "2.386T" },
    };
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    for (int i = 0; i < 3; i++) { /* no rows: kept from the base, said so */
        const struct calib_key *q = key_of(&r, k[i].key);
        ck_assert_msg(q->rms_rel < 0 && strstr(q->how, "kept from the base profile"), "%s: %s",
                      k[i].key, q->how);
    }
    ck_assert_str_eq(key_of(&r, "fp32_flops")->value, "67T"); /* profiles/h100-pcie5's */
    ck_assert_str_eq(key_of(&r, "mem_bw")->value, "3.35T");
    for (int i = 0; i < 3; i++)
        for (int rep = 0; rep < 3; rep++)
            ck_assert_int_eq(calib_add(&c, k[i].key, k[i].cas, k[i].size, 0, 0, rep, k[i].ns[rep]),
                             0);
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    for (int i = 0; i < 3; i++) {
        const struct calib_key *q = key_of(&r, k[i].key);
        ck_assert_str_eq(q->value, k[i].want);
        ck_assert_msg(strstr(q->how, "Measured by gpurun --calibrate; the value is the best of 3"),
                      "%s", q->how);
        ck_assert(q->points == 3 && q->rms_rel > 0);
    }
    /* the residual: fp32's times against 400 us at 50T: (0, -20%, -50%) -> RMS 0.3109 */
    near(key_of(&r, "fp32_flops")->rms_rel, sqrt((0.04 + 0.25) / 3), 1e-6, "fp32 residual");
    ck_assert_int_eq(calib_add(&c, "mem_bw", "copy", 2 * GIB, 0, 0, 3, 0), 0);
    ck_assert_int_eq(calib_fit(&c, &base, &r, err, sizeof err), -1);
    ck_assert_str_eq(err, "mem_bw: repetition 3: 2.14748e+09 in 0 ns: expected both > 0");
    calib_free(&c);
}
END_TEST

START_TEST(medians_when_a_line_does_not_fit)
{
    struct model_profile base, out;
    base_profile(&base);
    struct calib c;
    synthesize(&c, &base, true, true);
    /* malloc_ns becomes a step: 2 us up to 2 MiB, 500 us from 64 MiB */
    for (size_t i = 0; i < c.n; i++)
        if (!strcmp(c.rows[i].key, "malloc_ns"))
            c.rows[i].ns = noisy(c.rows[i].size <= 2 * MIB ? 2e3 : 500e3);
    struct calib_result r;
    char err[512];
    ck_assert_msg(calib_fit(&c, &base, &r, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(strstr(key_of(&r, "malloc_ns")->how, "medians"), "%s",
                  key_of(&r, "malloc_ns")->how);
    const char *path = test_tmp(".profile");
    FILE *f = fopen(path, "w");
    calib_write_profile(&c, &r, &base, "test", f);
    fclose(f);
    ck_assert_msg(model_profile_load_file(&out, path, err, sizeof err) == 0, "%s", err);
    near(model_curve_ns(&out.malloc_ns, 4 * KIB), 2e3, 0.05, "malloc_ns 4K");
    near(model_curve_ns(&out.malloc_ns, GIB), 500e3, 0.05, "malloc_ns 1G");
    calib_free(&c);
}
END_TEST

Suite *calib_suite(void); /* the runner finds it by name */
Suite *calib_suite(void)
{
    Suite *s = suite_create("calib");
    TCase *t = tcase_create("fit");
    tcase_add_checked_fixture(t, rng_setup, rng_teardown);
    tcase_set_timeout(t, 60);
    tcase_add_test(t, fault_design_counts);
    tcase_add_test(t, calibration_recovers_profile);
    tcase_add_test(t, missing_measurements_fail_by_key);
    tcase_add_test(t, older_measurements_keep_the_base);
    tcase_add_test(t, fault_window_is_fitted);
    tcase_add_test(t, fault_fit_follows_the_case_medians);
    tcase_add_test(t, lines_follow_the_medians);
    tcase_add_test(t, d2h_lines_follow_the_means);
    tcase_add_test(t, medians_when_a_line_does_not_fit);
    tcase_add_test(t, roofline_rates_are_the_best_repetition);
    suite_add_tcase(s, t);
    return s;
}
