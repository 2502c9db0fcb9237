/* test_chunk_space.c: suite `chunk_space`: the shortcuts the allocators'
 * shared machinery takes for speed give what the plain operations give.
 * u64map_add and u64map_find leave a map slot for slot as u64map_put and
 * u64map_get would (the order u64map_next walks, which some outputs
 * follow, included); the space's index over its lists, brought up to date
 * only when read, answers space_next_active and space_free_usage as a
 * scan of the lists does, however many splits and merges went on between
 * two reads; a stamped space's trees give the best fit by (size, stamp)
 * as a scan does, and any tree the best fit and the largest by (size,
 * address) for sizes of every magnitude. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>

#include "chunk.h"
#include "policy_fixture.h"
#include "u64map.h"

static uint64_t next_rand(uint64_t *x)
{
    *x = *x * 6364136223846793005ULL + 1442695040888963407ULL;
    return *x >> 33;
}

/* a and b hold the same keys in the same slots, with the same values (an
 * empty slot's value is garbage). */
static void same_slots(const struct u64map *a, const struct u64map *b)
{
    ck_assert_uint_eq(a->cap, b->cap);
    for (uint64_t j = 0; j < a->cap; j++)
        if (a->slots[j].key != b->slots[j].key ||
            (a->slots[j].key != U64MAP_EMPTY && a->slots[j].val != b->slots[j].val))
            ck_abort_msg("slot %llu differs", (unsigned long long)j);
}

/* Two maps through the same 30000 random puts, overwrites and deletes (the
 * key U64MAP_EMPTY among them), room reserved before each insert, one
 * with put and get, the other with add for new keys and find for the
 * rest: the same count after every step, the same slots and values every
 * 500 steps. */
START_TEST(map_add_find_same_layout)
{
    enum { N = 2000 };
    struct u64map a, b;
    u64map_init(&a);
    u64map_init(&b);
    uint64_t x = 99;
    for (int i = 0; i < 30000; i++) {
        uint64_t k = next_rand(&x) % N, v = (uint64_t)i;
        uint64_t key = k == N - 1 ? U64MAP_EMPTY : k * 512, got;
        bool there = u64map_get(&a, key, &got);
        uint64_t *slot = u64map_find(&b, key);
        ck_assert(there == (slot != NULL));
        if (there)
            ck_assert_uint_eq(*slot, got);
        if (next_rand(&x) % 3 == 0) {
            ck_assert(u64map_del(&a, key, NULL) == there);
            ck_assert(u64map_del(&b, key, NULL) == there);
        } else { /* room first, as the policies make it */
            ck_assert_int_eq(u64map_reserve(&a, 1), 0);
            ck_assert_int_eq(u64map_reserve(&b, 1), 0);
            ck_assert_int_eq(u64map_put(&a, key, v), 0);
            if (slot)
                *slot = v;
            else
                u64map_add(&b, key, v);
        }
        ck_assert_uint_eq(a.count, b.count);
        ck_assert_uint_eq(a.cap, b.cap);
        ck_assert(a.has_empty_key == b.has_empty_key);
        ck_assert(!a.has_empty_key || a.empty_key_val == b.empty_key_val);
        if (i % 500 == 0 || i == 29999)
            same_slots(&a, &b);
    }
    ck_assert(u64map_valid(&b));
    u64map_free(&a);
    u64map_free(&b);
}
END_TEST

/* space_next_active(s, from, size) and the largest free chunk, by a scan. */
static struct stream_lists *scan_next(struct chunk_space *s, uint32_t from, uint64_t size)
{
    for (uint32_t i = from; i < s->nlists; i++) {
        struct stream_lists *l = s->lists[i];
        const struct chunk *m0 = tree_largest(&l->tree[0]), *m1 = tree_largest(&l->tree[1]);
        uint64_t big = m0 ? m0->size : 0;
        if (m1 && m1->size > big)
            big = m1->size;
        if (l->active && (size == 0 || big >= size))
            return l;
    }
    return NULL;
}

/* One random step on the space: an allocation from a stream's tree (its
 * best fit, cut to size, the rest back; or a new segment), or a free that
 * coalesces; now and then a stream's empty lists leave the index or come
 * back. live holds the handed-out chunks. */
static void random_step(struct chunk_space *s, uint64_t *x, struct chunk **live, size_t *nlive)
{
    static const uint32_t streams[] = {0, 1, 2, 3, 40, 1000};
    ck_assert_int_eq(space_prepare(s), 0);
    uint64_t r = next_rand(x);
    struct stream_lists *l = space_lists(s, streams[r % 6]);
    if (r % 97 == 0 && !l->tree[0].count && !l->tree[1].count) {
        space_set_active(s, l, !l->active);
        return;
    }
    if (*nlive > 0 && (r >> 8) % 2 == 0) {
        size_t i = (r >> 9) % *nlive;
        struct chunk *c = space_take_back(s, live[i]->addr);
        ck_assert_ptr_eq(c, live[i]);
        live[i] = live[--*nlive];
        struct segment *g = c->seg;
        space_coalesce_into(s, c, &space_lists(s, g->stream)->tree[g->pool]);
        return;
    }
    if (!l->active || *nlive >= 400)
        return;
    uint8_t pool = (r >> 10) & 1;
    uint64_t size = 512 * (1 + (r >> 12) % 64);
    struct freetree *t = &l->tree[pool];
    struct chunk **link = tree_find(t, size), *c;
    if (link) {
        c = *link;
        tree_remove_at(t, link);
    } else {
        ck_assert_ptr_nonnull(c = space_reserve(s, 64 * 512, l->stream, pool));
    }
    if (c->size > size)
        tree_insert(t, space_split(s, c, size));
    space_hand_out(s, c);
    live[(*nlive)++] = c;
}

/* 20000 steps on six streams (two of them above the ids found without
 * hashing), reads of the index every few steps: each read agrees with the
 * scan, and the checker holds throughout. */
START_TEST(index_read_after_many_changes)
{
    struct fake_host host = {.next = 1ull << 30};
    u64map_init(&host.live);
    struct policy_env env = {.host = &host, .reserve = fh_reserve, .release = fh_release};
    struct chunk_space s;
    space_init(&s, &env);
    static struct chunk *live[400];
    size_t nlive = 0;
    uint64_t x = 7;
    for (int i = 0; i < 20000; i++) {
        random_step(&s, &x, live, &nlive);
        ck_assert(space_valid(&s, SPACE_MERGED | SPACE_STREAM_OWNED));
        if (next_rand(&x) % 7)
            continue;
        uint64_t size = next_rand(&x) % 3 == 0 ? 0 : 512 * (next_rand(&x) % 80);
        uint32_t from = (uint32_t)(next_rand(&x) % (s.nlists + 1));
        ck_assert_ptr_eq(space_next_active(&s, from, size), scan_next(&s, from, size));
        uint64_t free_bytes, largest, want = 0;
        space_free_usage(&s, &free_bytes, &largest);
        for (uint32_t j = 0; j < s.nlists; j++)
            for (int p = 0; p < CHUNK_POOLS; p++) {
                const struct chunk *m = tree_largest(&s.lists[j]->tree[p]);
                if (m && m->size > want)
                    want = m->size;
            }
        ck_assert_uint_eq(largest, want);
        ck_assert_uint_eq(s.nstale, 0);
    }
    space_destroy(&s);
    u64map_free(&host.live);
}
END_TEST

static uint64_t stamp_of(const struct chunk *c)
{
    return ((const struct chunk_stamped *)c)->stamp;
}

/* One tree of a fresh space and the chunks in it, each in a segment of
 * its own, for the random walks below. */
struct tree_rig {
    struct fake_host host;
    struct policy_env env;
    struct chunk_space s;
    struct freetree *t;
    struct chunk *in[300];
    size_t n;
};

/* node_size 0: an unstamped space. */
static void rig_init(struct tree_rig *g, size_t node_size)
{
    *g = (struct tree_rig){.host = {.next = 1ull << 30}};
    u64map_init(&g->host.live);
    g->env = (struct policy_env){.host = &g->host, .reserve = fh_reserve, .release = fh_release};
    if (node_size)
        space_init_stamped(&g->s, &g->env, node_size);
    else
        space_init(&g->s, &g->env);
    g->t = &space_lists(&g->s, 0)->tree[0];
}

static void rig_free(struct tree_rig *g)
{
    space_destroy(&g->s);
    u64map_free(&g->host.live);
}

/* A random step by r: two times in three (always when the tree is empty,
 * never when 300 are in) a new chunk of size, returned for the caller to
 * stamp and insert; else a random chunk comes out (NULL). */
static struct chunk *rig_step(struct tree_rig *g, uint64_t r, uint64_t size)
{
    ck_assert_int_eq(space_prepare(&g->s), 0);
    if (g->n < 300 && (g->n == 0 || r % 3)) {
        struct chunk *c = space_reserve(&g->s, size, 0, 0);
        ck_assert_ptr_nonnull(c);
        return g->in[g->n++] = c;
    }
    size_t k = (r >> 4) % g->n;
    tree_remove(g->t, g->in[k]);
    space_release(&g->s, g->in[k]);
    g->in[k] = g->in[--g->n];
    return NULL;
}

/* A stamped space's trees order equal sizes by stamp: 5000 random steps
 * on one tree (a chunk of 1 to 8 units, stamped with a random unique
 * stamp, goes in; a random one comes out; a random size is asked for):
 * the best fit is always the lowest (size, stamp) of size at least the
 * request among the chunks in, found by a scan, and the checker (the
 * treaps ordered by stamp) holds throughout. */
START_TEST(stamped_trees_order_by_stamp)
{
    struct tree_rig g;
    rig_init(&g, sizeof(struct chunk_stamped));
    uint64_t x = 11;
    for (int i = 0; i < 5000; i++) {
        uint64_t r = next_rand(&x);
        struct chunk *c = rig_step(&g, r, 512 * (1 + (r >> 4) % 8));
        if (c) {
            ((struct chunk_stamped *)c)->stamp = (next_rand(&x) << 20) | (uint64_t)i;
            tree_insert(g.t, c);
        }
        uint64_t want = 512 * (1 + next_rand(&x) % 9);
        const struct chunk *best = NULL;
        for (size_t k = 0; k < g.n; k++)
            if (g.in[k]->size >= want &&
                (!best || g.in[k]->size < best->size ||
                 (g.in[k]->size == best->size && stamp_of(g.in[k]) < stamp_of(best))))
                best = g.in[k];
        ck_assert_ptr_eq(tree_best_fit(g.t, want), best);
        ck_assert(space_valid(&g.s, 0));
    }
    rig_free(&g);
}
END_TEST

/* Sizes of every magnitude, 1 byte to 2^50 (the classes of single sizes,
 * the 128 per power of two, the one from 128 GiB on): 5000 random steps on
 * one tree as above, unstamped; the best fit is the lowest (size,
 * address) of size at least the request, the largest the highest. */
START_TEST(trees_across_every_class)
{
    struct tree_rig g;
    rig_init(&g, 0);
    uint64_t x = 5;
    for (int i = 0; i < 5000; i++) {
        uint64_t r = next_rand(&x), e = next_rand(&x) % 51;
        uint64_t size = (1ull << e) + next_rand(&x) % (1ull << e), want = size - size / 3;
        struct chunk *c = rig_step(&g, r, size);
        if (c)
            tree_insert(g.t, c);
        const struct chunk *best = NULL, *top = NULL;
        for (size_t k = 0; k < g.n; k++) {
            c = g.in[k];
            if (c->size >= want &&
                (!best || c->size < best->size || (c->size == best->size && c->addr < best->addr)))
                best = c;
            if (!top || c->size > top->size || (c->size == top->size && c->addr > top->addr))
                top = c;
        }
        ck_assert_ptr_eq(tree_best_fit(g.t, want), best);
        ck_assert_ptr_eq(tree_largest(g.t), top);
        ck_assert(space_valid(&g.s, 0));
    }
    rig_free(&g);
}
END_TEST

Suite *chunk_space_suite(void); /* the runner finds it by name */
Suite *chunk_space_suite(void)
{
    Suite *s = suite_create("chunk_space");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, map_add_find_same_layout);
    tcase_add_test(tc, index_read_after_many_changes);
    tcase_add_test(tc, stamped_trees_order_by_stamp);
    tcase_add_test(tc, trees_across_every_class);
    suite_add_tcase(s, tc);
    return s;
}
