/* test_tracegen_corpus.c: suite tracegen_corpus: what issue 45's corpus
 * needs of tracegen micro (random --order and --piece, the write-read and
 * pingpong patterns), with rows computed by hand, and the committed split
 * itself (scripts/corpus-fit.txt, scripts/corpus-test.txt): every case
 * generates, within 4 GiB, every kind in both sets, no name twice. */
#include <check.h>
#include <stdint.h>

#include "testutil.h"
#include "trace.h"

/* Generate `tracegen micro ARGS -o FILE`; returns FILE, opened and valid in *t. */
static struct trace *gen_open_valid(const char *args, struct trace_summary *s)
{
    const char *out = test_tmp(".h5");
    char *o = NULL;
    int rc = test_run(&o, "%s micro %s -o %s", TEST_BIN("tracegen"), args, out);
    ck_assert_msg(rc == 0, "tracegen micro %s: exit %d: %s", args, rc, o);
    free(o);
    struct trace_error err;
    struct trace *t = trace_open(out, &err);
    ck_assert_msg(t != NULL, "%s", err.msg);
    ck_assert_msg(trace_validate(t, s, &err) == 0, "%s", err.msg);
    unlink(out);
    return t;
}

/* Rows [0, n) of /accesses (n <= 64). */
static uint64_t read_rows(struct trace *t, struct trace_access *a)
{
    struct trace_error err;
    uint64_t n = trace_naccesses(t);
    ck_assert_uint_le(n, 64);
    ck_assert(trace_read_accesses(t, 0, n, a, &err) == 0);
    return n;
}

START_TEST(random_address_order_same_blocks)
{
    /* 1 MiB: 16 blocks of 64 KiB, fraction 0.25: 4 of them, one row each */
    struct trace_summary s;
    struct trace_access r[64], d[64];
    struct trace *t = gen_open_valid("--pattern random --size 1M --fraction 0.25 --seed 3", &s);
    uint64_t n = read_rows(t, r);
    trace_close(t);
    t = gen_open_valid("--pattern random --size 1M --fraction 0.25 --seed 3 --order address", &s);
    ck_assert_uint_eq(read_rows(t, d), n);
    trace_close(t);
    ck_assert_uint_eq(n, 4);
    bool random_sorted = true;
    for (uint64_t i = 0; i < n; i++) {
        ck_assert_uint_eq(d[i].length, 65536); /* whole blocks, the default */
        if (i > 0) {
            ck_assert_uint_gt(d[i].offset, d[i - 1].offset); /* address order */
            random_sorted = random_sorted && r[i].offset > r[i - 1].offset;
        }
        bool found = false; /* the same blocks as in random order */
        for (uint64_t j = 0; j < n; j++)
            found = found || r[j].offset == d[i].offset;
        ck_assert_msg(found, "block at %llu not in the random order's",
                      (unsigned long long)d[i].offset);
    }
    ck_assert_msg(!random_sorted, "seed 3's random order came out sorted: pick another seed");
}
END_TEST

START_TEST(random_piece_bytes)
{
    /* 10 blocks of 64 KiB and 100 bytes: 11 blocks, all chosen (fraction 1) */
    struct trace_summary s;
    struct trace *t = gen_open_valid("--pattern random --size 655460 --fraction 1 --piece 1", &s);
    ck_assert_uint_eq(s.accesses, 11);
    ck_assert_uint_eq(s.bytes_touched, 11); /* one byte at the start of each */
    trace_close(t);
    t = gen_open_valid("--pattern random --size 655460 --fraction 1 --piece 4K --prefetch", &s);
    ck_assert_uint_eq(s.bytes_touched, 10 * 4096 + 100); /* the last block has 100 bytes */
    ck_assert_uint_eq(s.events_by_op[TRACE_PREFETCH], 11); /* each touched range once */
    trace_close(t);
    t = gen_open_valid("--pattern random --size 655460 --fraction 1", &s);
    ck_assert_uint_eq(s.bytes_touched, 655460); /* whole blocks: all of it */
    trace_close(t);
}
END_TEST

START_TEST(write_read_rows)
{
    /* 2 sweeps of (write 4 MiB, read 4 MiB), the buffer never on the host */
    struct trace_summary s;
    struct trace_access a[64];
    struct trace *t = gen_open_valid("--pattern write-read --size 4M --sweeps 2", &s);
    ck_assert_uint_eq(s.events_by_op[TRACE_HOST], 0);
    ck_assert_uint_eq(s.events_by_op[TRACE_LAUNCH], 4);
    ck_assert_uint_eq(s.bytes_touched, 4 * (4u << 20));
    ck_assert_uint_eq(read_rows(t, a), 4);
    for (int i = 0; i < 4; i++)
        ck_assert_uint_eq(a[i].mode, i % 2 ? TRACE_READ : TRACE_WRITE);
    struct trace_error err;
    uint64_t nb;
    struct trace_buffer *b = trace_load_buffers(t, &nb, &err);
    ck_assert(b != NULL && nb == 1);
    ck_assert_uint_eq(b[0].flags & TRACE_FLAG_HOST_INIT, 0);
    free(b);
    trace_close(t);
}
END_TEST

START_TEST(pingpong_events)
{
    /* the host's first write, then 3 x (kernel reads it all, host writes it all) */
    struct trace_summary s;
    struct trace *t = gen_open_valid("--pattern pingpong --size 2M --sweeps 3", &s);
    struct trace_error err;
    struct trace_cursor c;
    ck_assert(trace_cursor_init(&c, t, &err) == 0);
    const struct trace_event *e;
    char seq[16];
    int n = 0;
    while (trace_cursor_next(&c, &e, &err) == 1)
        if ((e->op == TRACE_HOST || e->op == TRACE_LAUNCH) && n < 15) {
            if (e->op == TRACE_HOST)
                ck_assert(e->mode == TRACE_WRITE && e->a == 0 && e->b == (2u << 20));
            seq[n++] = e->op == TRACE_HOST ? 'H' : 'L';
        }
    seq[n] = '\0';
    trace_cursor_free(&c);
    trace_close(t);
    ck_assert_str_eq(seq, "HLHLHLH");
    ck_assert_uint_eq(s.bytes_touched, 3 * (2u << 20));
    t = gen_open_valid("--pattern pingpong --size 2M", &s); /* default: 4 round trips */
    ck_assert_uint_eq(s.events_by_op[TRACE_LAUNCH], 4);
    trace_close(t);
}
END_TEST

START_TEST(bad_options)
{
    static const struct {
        const char *args, *msg;
    } bad[] = {
        {"--pattern seq --order address", "tracegen: --order: applies to --pattern random only"},
        {"--pattern random --piece 128K",
         "tracegen: --piece: 131072 bytes is more than a 64 KiB block"},
        {"--pattern random --order sorted", "tracegen: --order: 'sorted' is not random or address"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char *o = NULL;
        int rc = test_run(&o, "%s micro %s -o %s", TEST_BIN("tracegen"), bad[i].args,
                          test_tmp(".h5"));
        ck_assert_int_eq(rc, 2);
        ck_assert_msg(strstr(o, bad[i].msg) != NULL, "%s: got '%s'", bad[i].args, o);
        free(o);
    }
}
END_TEST

/* Every case of a corpus file: generated, within 4 GiB; *kinds gets the
 * kinds ("# ..." lines followed by a case) in order, joined by '\n'. */
static int check_corpus(const char *file, char *kinds, size_t cap, char names[][64], int *nn)
{
    FILE *f = fopen(file, "r");
    ck_assert_msg(f != NULL, "%s: cannot open", file);
    char line[512], kind[512] = "";
    int cases = 0;
    kinds[0] = '\0';
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '#') {
            snprintf(kind, sizeof kind, "%s", line);
            continue;
        }
        char name[64], gen[256];
        ck_assert_msg(sscanf(line, "%63s | %255[^|]|", name, gen) == 2, "%s: %s", file, line);
        ck_assert_msg(strncmp(gen, "micro ", 6) == 0, "%s: %s: not micro", file, name);
        for (int i = 0; i < *nn; i++)
            ck_assert_msg(strcmp(names[i], name), "%s: %s named twice", file, name);
        snprintf(names[(*nn)++], 64, "%s", name);
        if (kind[0]) { /* the first case of a kind */
            ck_assert_uint_lt(strlen(kinds) + strlen(kind) + 2, cap);
            strcat(strcat(kinds, kind), "\n");
            kind[0] = '\0';
        }
        struct trace_summary s;
        trace_close(gen_open_valid(gen + 6, &s));
        ck_assert_msg(s.peak_live_bytes <= (4ull << 30), "%s: %s: %llu bytes", file, name,
                      (unsigned long long)s.peak_live_bytes);
        cases++;
    }
    fclose(f);
    return cases;
}

START_TEST(corpus_split)
{
    static char names[256][64], fit[4096], test[4096];
    int nn = 0;
    int nfit = check_corpus("scripts/corpus-fit.txt", fit, sizeof fit, names, &nn);
    int ntest = check_corpus("scripts/corpus-test.txt", test, sizeof test, names, &nn);
    ck_assert_int_ge(nfit, 30);
    ck_assert_int_ge(ntest, 30);
    ck_assert_str_eq(fit, test); /* the same kinds, in the same order, each with cases */
    ck_assert_ptr_nonnull(strstr(fit, "ping-pong"));
    ck_assert_ptr_nonnull(strstr(fit, "--capacity"));
}
END_TEST

Suite *tracegen_corpus_suite(void);
Suite *tracegen_corpus_suite(void)
{
    Suite *s = suite_create("tracegen_corpus");
    TCase *tc = tcase_create("tracegen_corpus");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, random_address_order_same_blocks);
    tcase_add_test(tc, random_piece_bytes);
    tcase_add_test(tc, write_read_rows);
    tcase_add_test(tc, pingpong_events);
    tcase_add_test(tc, bad_options);
    tcase_add_test(tc, corpus_split);
    suite_add_tcase(s, tc);
    return s;
}
