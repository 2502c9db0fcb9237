/* test_policies_property.c: suite `policies_property`: every allocator of
 * the registry, with its defaults and with parameters drawn within their
 * bounds, through long random ALLOC/FREE sequences on several streams
 * (the fake host of policy_fixture.h; an allocator with an order hook also
 * hears random event records, waits and synchronizations), with the
 * policy's checker after every operation and an independent check that
 * live blocks never
 * overlap, lie inside memory reserved upstream (unless the policy maps
 * addresses of its own, policy_own_addresses) and hold at least the
 * requested size; an allocator with the blocks hook lists blocks that tile
 * its reservations and add up to its usage. test_plugin.c runs this suite on a policy added in a
 * scratch tree. Each policy's exact rules are in test_policies.c. */
#include <check.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "policy.h"
#include "policy_fixture.h"
#include "testutil.h"
#include "u64map.h"

/* ---- Property tests ---------------------------------------------------------------- */

struct live_block {
    uint64_t addr, size;
};

/* The reservation of the fake host that holds [addr, addr+size), if any. */
static bool inside_reservation(const struct fake_host *f, uint64_t addr, uint64_t size)
{
    for (uint64_t i = 0; i < f->live.cap; i++) {
        uint64_t k = f->live.slots[i].key;
        if (k != U64MAP_EMPTY && k <= addr && addr + size <= k + f->live.slots[i].val)
            return true;
    }
    return false;
}

/* What a walk of the blocks hook adds up. */
struct blocks_walk {
    uint64_t seg_addr, seg_end, next, live, live_bytes, free_bytes, reserved;
    bool tiled;
};

static void walk_block(void *arg, const struct policy_block *b)
{
    struct blocks_walk *w = arg;
    if (b->seg_addr != w->seg_addr) { /* a new segment: the last one was whole */
        w->tiled = w->tiled && w->next == w->seg_end;
        w->seg_addr = w->next = b->seg_addr;
        w->seg_end = b->seg_addr + b->seg_size;
        w->reserved += b->seg_size;
    }
    w->tiled = w->tiled && b->addr == w->next && b->size > 0 && b->addr + b->size <= w->seg_end;
    w->next = b->addr + b->size;
    w->live += b->live && b->start == b->addr; /* a block over several segments: once */
    *(b->live ? &w->live_bytes : &w->free_bytes) += b->size;
}

/* The blocks hook (when the allocator has one) agrees with its usage and
 * with the nlive blocks handed out. */
static void check_blocks(const struct rig *r, size_t nlive, const char *spec, int op)
{
    if (!r->a->blocks)
        return;
    struct blocks_walk w = { .seg_addr = UINT64_MAX, .tiled = true };
    r->a->blocks(r->self, walk_block, &w);
    struct policy_usage u;
    r->a->usage(r->self, &u, true);
    REQUIRE(w.tiled && w.next == w.seg_end, "%s op %d: blocks do not tile segments", spec, op);
    REQUIRE(w.live == nlive && w.live_bytes == u.allocated && w.reserved == u.reserved &&
            w.free_bytes == u.free_bytes, "%s op %d: blocks disagree with usage", spec, op);
}

/* A size with a realistic spread: mostly small, some medium, few large. */
static uint64_t random_size(gsl_rng *rng)
{
    double u = gsl_rng_uniform(rng);
    if (u < 0.6)
        return 1 + gsl_rng_uniform_int(rng, 64 * KiB);
    if (u < 0.9)
        return 64 * KiB + gsl_rng_uniform_int(rng, 3 * MiB);
    if (u < 0.98)
        return 3 * MiB + gsl_rng_uniform_int(rng, 20 * MiB);
    return 20 * MiB + gsl_rng_uniform_int(rng, 60 * MiB);
}

/* nops random ALLOC and FREE calls of spec on 4 streams, with the checker
 * and the independent checks after every one. Without a capacity only
 * may_fail lets an alloc fail. */
static void property_run(const char *spec, unsigned long seed, uint64_t capacity, int nops,
                         bool may_fail)
{
    struct rig r;
    rig_open(&r, spec, capacity, seed % 2 ? 0 : 4096);
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, seed);
    struct live_block *live = malloc(512 * sizeof *live);
    size_t nlive = 0;
    int fails = 0;
    for (int op = 0; op < nops; op++) {
        uint32_t stream = (uint32_t)gsl_rng_uniform_int(rng, 4);
        /* an allocator that follows stream order hears events and syncs too */
        if (r.a->order && gsl_rng_uniform(rng) < 0.05) {
            unsigned kind = (unsigned)gsl_rng_uniform_int(rng, POLICY_ORDER_SYNC_DEVICE + 1);
            REQUIRE(r.a->order(r.self, (enum policy_order)kind, stream,
                               gsl_rng_uniform_int(rng, 8)) == POLICY_OK, "%s: order failed", spec);
        }
        bool do_alloc = nlive == 0 || (nlive < 500 && gsl_rng_uniform(rng) < 0.55);
        if (do_alloc) {
            uint64_t size = random_size(rng), addr;
            int rc = r.a->alloc(r.self, size, stream, &addr);
            if (rc != POLICY_OK) {
                fails++;
                REQUIRE(rc == POLICY_NO_DEVICE_MEMORY, "%s: alloc returned %d", spec, rc);
                REQUIRE(capacity != 0 || may_fail, "%s: alloc failed without a capacity", spec);
            } else {
                REQUIRE(r.own || inside_reservation(&r.host, addr, size),
                        "%s seed %lu op %d: block outside reserved memory", spec, seed, op);
                for (size_t i = 0; i < nlive; i++)
                    REQUIRE(addr + size <= live[i].addr || live[i].addr + live[i].size <= addr,
                            "%s seed %lu op %d: overlapping blocks", spec, seed, op);
                live[nlive++] = (struct live_block){addr, size};
            }
        } else {
            size_t i = gsl_rng_uniform_int(rng, nlive);
            REQUIRE(r.a->free(r.self, live[i].addr, stream) == POLICY_OK, "%s: free failed", spec);
            live[i] = live[--nlive];
        }
        REQUIRE(r.a->valid(r.self), "%s seed %lu: checker failed after op %d", spec, seed, op);
        struct policy_usage u;
        r.a->usage(r.self, &u, false);
        REQUIRE(u.reserved == r.host.reserved && u.allocated <= u.reserved,
                "%s seed %lu op %d: usage %llu/%llu, host holds %llu", spec, seed, op,
                (unsigned long long)u.allocated, (unsigned long long)u.reserved,
                (unsigned long long)r.host.reserved);
        if (op % 64 == 0)
            check_blocks(&r, nlive, spec, op);
    }
    if (capacity && !may_fail)
        ck_assert_msg(fails > 0 || r.host.nfail > 0, "%s: the capacity never bit", spec);
    for (size_t i = 0; i < nlive; i++) {
        r.a->free(r.self, live[i].addr, 0);
        REQUIRE(r.a->valid(r.self), "%s: checker failed while freeing", spec);
    }
    struct policy_usage u = U(&r);
    ck_assert_uint_eq(u.allocated, 0);
    free(live);
    gsl_rng_free(rng);
    rig_close(&r);
}

/* Every allocator of the registry, with its default parameters. */
START_TEST(property_random_sequences)
{
    const char *name = policy_allocators[_i]->info.name;
    property_run(name, 1, 0, 20000, false);
    property_run(name, 2, 0, 20000, false);
}
END_TEST

START_TEST(property_random_sequences_with_capacity)
{
    const char *name = policy_allocators[_i]->info.name;
    property_run(name, 3, 1500 * MiB, 20000, false);
    property_run(name, 4, 900 * MiB, 20000, false);
}
END_TEST

/* A value of [min, max]: log-uniform between max(min, 1) and min(max, 256
 * MiB), about where the sizes drawn by random_size end. */
static uint64_t random_within(gsl_rng *rng, uint64_t min, uint64_t max)
{
    double lo = min ? (double)min : 1, hi = max < (256 * MiB) ? (double)max : 256.0 * MiB;
    if (hi <= lo)
        return min;
    uint64_t v = (uint64_t)exp(log(lo) + gsl_rng_uniform(rng) * (log(hi) - log(lo)));
    return v < min ? min : v > max ? max : v;
}

/* "name:key=value,..." with each parameter its default or, half the time,
 * drawn at random within its bounds. */
static void random_spec(const struct policy_info *info, gsl_rng *rng, char *spec, size_t len)
{
    uint64_t v[POLICY_MAX_PARAMS];
    size_t k = 0;
    for (const struct policy_param *p = info->params; p->key; p++, k++)
        v[k] = gsl_rng_uniform(rng) < 0.5 ? p->def : random_within(rng, p->min, p->max);
    int n = snprintf(spec, len, k ? "%s:" : "%s", info->name);
    policy_format_params(info, v, spec + n, len - (size_t)n);
}

/* A seed of its own for each name (FNV-1a): adding a policy to the
 * registry changes no other's draws. */
static unsigned long seed_of(const char *name)
{
    unsigned long h = 2166136261u;
    for (; *name; name++)
        h = (h ^ (unsigned char)*name) * 16777619u;
    return h;
}

/* Every allocator with parameters drawn within their bounds: any setting
 * a user may give keeps the allocator's invariants. */
START_TEST(property_random_parameters)
{
    const struct policy_info *info = &policy_allocators[_i]->info;
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
    gsl_rng_set(rng, seed_of(info->name));
    for (unsigned long j = 0; j < 8; j++) {
        char spec[512];
        random_spec(info, rng, spec, sizeof spec);
        property_run(spec, 5 + j, j % 2 ? 900 * MiB : 0, 3000, true);
    }
    gsl_rng_free(rng);
}
END_TEST

Suite *policies_property_suite(void); /* the runner finds it by name */
Suite *policies_property_suite(void)
{
    Suite *s = suite_create("policies_property");
    TCase *p = tcase_create("property");
    tcase_set_timeout(p, 300);
    tcase_add_loop_test(p, property_random_sequences, 0, (int)policy_nallocators);
    tcase_add_loop_test(p, property_random_sequences_with_capacity, 0, (int)policy_nallocators);
    tcase_add_loop_test(p, property_random_parameters, 0, (int)policy_nallocators);
    suite_add_tcase(s, p);
    return s;
}
