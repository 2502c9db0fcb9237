/* test_calib_csv.c: suite `calib_csv`: the calibration's measurement
 * files (calib.h) without a GPU: synthetic measurements (calib_fixture.h)
 * written as a CSV and read back fit the same, alone and followed by a
 * second file with its own repetitions; files measured on two days give
 * the profile the span of their dates and keep each row's; a gzip-compressed
 * file reads the same rows, and a cut .gz or a damaged row is refused. */
#include <check.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "calib.h"
#include "calib_fixture.h"
#include "model_profile.h"
#include "testutil.h"

/* Synthetic measurements into c, fitted into r, written as a CSV: its path. */
static const char *synthetic_csv(struct calib *c, struct model_profile *base,
                                 struct calib_result *r)
{
    char err[512];
    base_profile(base);
    synthesize(c, base, true, true);
    ck_assert_msg(calib_fit(c, base, r, err, sizeof err) == 0, "%s", err);
    const char *csv = test_tmp(".csv");
    FILE *f = fopen(csv, "w");
    ck_assert_int_eq(calib_write_csv(c, r, f), 0);
    fclose(f);
    return csv;
}

START_TEST(csv_round_trip_refits_the_same)
{
    struct model_profile base;
    struct calib c, d;
    struct calib_result r1, r2;
    char err[512];
    const char *csv = synthetic_csv(&c, &base, &r1);
    calib_init(&d);
    ck_assert_msg(calib_read_csv(&d, csv, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(d.n, c.n);
    ck_assert_str_eq(d.meta.device, "Synthetic GPU");
    ck_assert_msg(calib_fit(&d, &base, &r2, err, sizeof err) == 0, "%s", err);
    for (int i = 0; i < r1.n; i++)
        ck_assert_str_eq(r1.k[i].value, r2.k[i].value);
    /* a second file's rows follow with their own repetitions (gpurun
     * --from A --from B): the same run twice fits the same */
    int last = 0;
    for (size_t i = 0; i < d.n; i++)
        last = d.rows[i].rep > last ? d.rows[i].rep : last;
    ck_assert_msg(calib_read_csv(&d, csv, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(d.n, 2 * c.n);
    for (size_t i = 0; i < c.n; i++)
        ck_assert_int_eq(d.rows[c.n + i].rep, d.rows[i].rep + last + 1);
    ck_assert_msg(calib_fit(&d, &base, &r2, err, sizeof err) == 0, "%s", err);
    for (int i = 0; i < r1.n; i++)
        ck_assert_str_eq(r1.k[i].value, r2.k[i].value);
    calib_free(&d);
    calib_free(&c);
}
END_TEST

/* A file measured a day later: the profile names the span of the dates,
 * and written again every row keeps its own date. */
START_TEST(csv_dates_span_the_files)
{
    struct model_profile base;
    struct calib c, d;
    struct calib_result r1, r2;
    char err[512], line[512];
    const char *csv = synthetic_csv(&c, &base, &r1), *later = test_tmp(".csv");
    FILE *in = fopen(csv, "r"), *out = fopen(later, "w");
    while (fgets(line, sizeof line, in)) {
        char *at = strstr(line, "2026-11-21T");
        if (at)
            at[9] = '2';
        fputs(line, out);
    }
    fclose(in);
    fclose(out);
    calib_init(&d);
    ck_assert_msg(calib_read_csv(&d, csv, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(calib_read_csv(&d, later, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(d.meta.date, "2026-11-21T00:00:00Z");
    ck_assert_str_eq(d.meta.date_last, "2026-11-22T00:00:00Z");
    ck_assert_msg(calib_fit(&d, &base, &r2, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(r2.k[0].value, "Synthetic GPU, calibrated by gpurun --calibrate "
                                     "(2026-11-21T00:00:00Z to 2026-11-22T00:00:00Z)");
    const char *again = test_tmp(".csv");
    out = fopen(again, "w");
    ck_assert_int_eq(calib_write_csv(&d, &r2, out), 0);
    fclose(out);
    size_t first = 0, second = 0;
    in = fopen(again, "r");
    while (fgets(line, sizeof line, in))
        if (line[0] == 'm' && line[1] == ',') {
            first += strstr(line, ",2026-11-21T00:00:00Z") != NULL;
            second += strstr(line, ",2026-11-22T00:00:00Z") != NULL;
        }
    fclose(in);
    ck_assert_uint_eq(first, c.n);
    ck_assert_uint_eq(second, c.n);
    calib_free(&d);
    calib_free(&c);
}
END_TEST

/* The same file gzip-compressed (as a user may keep it) reads the same
 * rows; cut short, it is refused; a damaged row is refused with its line. */
START_TEST(csv_gzip_and_damage)
{
    struct model_profile base;
    struct calib c, e;
    struct calib_result r1;
    char err[512], buf[4096];
    const char *csv = synthetic_csv(&c, &base, &r1), *gz = test_tmp(".csv.gz");
    gzFile z = gzopen(gz, "wb");
    FILE *f = fopen(csv, "r");
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, f)) > 0)
        ck_assert_int_eq(gzwrite(z, buf, (unsigned)got), (int)got);
    fclose(f);
    ck_assert_int_eq(gzclose(z), Z_OK);
    calib_init(&e);
    ck_assert_msg(calib_read_csv(&e, gz, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(e.n, c.n);
    for (size_t i = 0; i < c.n; i++)
        ck_assert(e.rows[i].ns == c.rows[i].ns && e.rows[i].rep == c.rows[i].rep);
    calib_free(&e);
    struct stat st;
    ck_assert_int_eq(stat(gz, &st), 0);
    ck_assert_int_eq(truncate(gz, st.st_size / 2), 0);
    calib_init(&e);
    ck_assert_int_eq(calib_read_csv(&e, gz, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "cannot read"), "%s", err);
    calib_free(&e);
    f = fopen(csv, "a");
    fprintf(f, "m,malloc_ns,device,4096,0,0,9,nan,ns,a,b,c,d\n");
    fclose(f);
    calib_init(&e);
    ck_assert_int_eq(calib_read_csv(&e, csv, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "line") && strstr(err, "finite"), "%s", err);
    calib_free(&e);
    calib_free(&c);
}
END_TEST

Suite *calib_csv_suite(void); /* the runner finds it by name */
Suite *calib_csv_suite(void)
{
    Suite *s = suite_create("calib_csv");
    TCase *t = tcase_create("csv");
    tcase_add_checked_fixture(t, rng_setup, rng_teardown);
    tcase_set_timeout(t, 60);
    tcase_add_test(t, csv_round_trip_refits_the_same);
    tcase_add_test(t, csv_dates_span_the_files);
    tcase_add_test(t, csv_gzip_and_damage);
    suite_add_tcase(s, t);
    return s;
}
