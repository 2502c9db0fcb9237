/* model_pages.h: a set of 4 KiB pages of one 2 MiB VA block, as a 512-bit map.
 *
 * The Unified Memory engine keeps one of these per VA block and per state
 * (resident on the GPU, resident on the CPU, mapped remotely, ...), and the
 * density prefetch (model_density.h) works on them, so every operation here is
 * a handful of 64-bit word operations, never a loop per page. Bit i is the
 * page at byte offset i * 4 KiB from the 2 MiB-aligned start of the block
 * (the same indexing as the driver's uvm_page_mask_t, except that the
 * driver counts from the start of the VA block, which need not be 2 MiB
 * aligned; model_density.h says how the two meet).
 *
 * Page ranges are half-open [first, outer), as the driver's
 * uvm_va_block_region_t, with 0 <= first <= outer <= MODEL_PAGES_PER_BLOCK;
 * an empty range (first == outer) is allowed everywhere.
 *
 * Everything is inline: the engine calls these millions of times.
 */
#ifndef MODEL_PAGES_H
#define MODEL_PAGES_H

#include <assert.h>
#include <stdbool.h>
#include <stdint.h>

#define MODEL_PAGE_SHIFT 12u                 /* 4 KiB pages */
#define MODEL_PAGE_SIZE (1u << MODEL_PAGE_SHIFT)
#define MODEL_BIG_PAGE_SIZE (64u << 10)      /* the GPU big page: 64 KiB */
#define MODEL_PAGES_PER_BIG 16u
#define MODEL_BLOCK_SHIFT 21u                /* 2 MiB VA blocks */
#define MODEL_BLOCK_SIZE (1u << MODEL_BLOCK_SHIFT)
#define MODEL_PAGES_PER_BLOCK 512u
#define MODEL_PAGES_WORDS 8u                 /* 512 / 64 */

struct model_pages {
    uint64_t w[MODEL_PAGES_WORDS]; /* bit i of w[i / 64] is page i */
};

/* Bits set in x: the instruction where the build targets it, else an inline
 * SWAR count (cheaper than libgcc's out-of-line __popcountdi2). */
static inline unsigned model_popcount64(uint64_t x)
{
#ifdef __POPCNT__
    return (unsigned)__builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555u);
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (unsigned)((x * 0x0101010101010101u) >> 56);
#endif
}

/* ---- whole sets -------------------------------------------------------- */

static inline void model_pages_zero(struct model_pages *p)
{
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        p->w[i] = 0;
}

static inline void model_pages_fill(struct model_pages *p)
{
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        p->w[i] = ~(uint64_t)0;
}

static inline bool model_pages_empty(const struct model_pages *p)
{
    uint64_t any = 0;
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        any |= p->w[i];
    return any == 0;
}

static inline bool model_pages_equal(const struct model_pages *a, const struct model_pages *b)
{
    uint64_t diff = 0;
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        diff |= a->w[i] ^ b->w[i];
    return diff == 0;
}

static inline unsigned model_pages_count(const struct model_pages *p)
{
    unsigned n = 0;
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        n += model_popcount64(p->w[i]);
    return n;
}

/* dst = a | b, a & b, a & ~b; dst may be a or b. */
static inline void model_pages_or(struct model_pages *dst, const struct model_pages *a,
                                const struct model_pages *b)
{
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        dst->w[i] = a->w[i] | b->w[i];
}

static inline void model_pages_and(struct model_pages *dst, const struct model_pages *a,
                                 const struct model_pages *b)
{
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        dst->w[i] = a->w[i] & b->w[i];
}

static inline void model_pages_andnot(struct model_pages *dst, const struct model_pages *a,
                                    const struct model_pages *b)
{
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        dst->w[i] = a->w[i] & ~b->w[i];
}

/* Whether a and b share a page. */
static inline bool model_pages_intersect(const struct model_pages *a, const struct model_pages *b)
{
    uint64_t any = 0;
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        any |= a->w[i] & b->w[i];
    return any != 0;
}

/* Whether every page of a is in b. */
static inline bool model_pages_subset(const struct model_pages *a, const struct model_pages *b)
{
    uint64_t out = 0;
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        out |= a->w[i] & ~b->w[i];
    return out == 0;
}

/* ---- single pages ------------------------------------------------------ */

static inline bool model_pages_test(const struct model_pages *p, unsigned page)
{
    assert(page < MODEL_PAGES_PER_BLOCK);
    return (p->w[page >> 6] >> (page & 63)) & 1;
}

static inline void model_pages_set(struct model_pages *p, unsigned page)
{
    assert(page < MODEL_PAGES_PER_BLOCK);
    p->w[page >> 6] |= (uint64_t)1 << (page & 63);
}

static inline void model_pages_clear(struct model_pages *p, unsigned page)
{
    assert(page < MODEL_PAGES_PER_BLOCK);
    p->w[page >> 6] &= ~((uint64_t)1 << (page & 63));
}

/* ---- ranges [first, outer) --------------------------------------------- */

/* The bits of word i that lie in [first, outer) (branch-free). */
static inline uint64_t model_pages_word_mask(unsigned i, unsigned first, unsigned outer)
{
    int lo = (int)first - (int)(i * 64), hi = (int)outer - (int)(i * 64);
    lo = lo < 0 ? 0 : lo;
    hi = hi > 64 ? 64 : hi;
    if (hi <= lo)
        return 0;
    uint64_t from_lo = ~(uint64_t)0 << (lo & 63);          /* lo < 64 here */
    uint64_t below_hi = ~(uint64_t)0 >> ((64 - hi) & 63);  /* hi > 0 here */
    return from_lo & below_hi;
}

/* The set of exactly the pages [first, outer). */
static inline void model_pages_range(struct model_pages *p, unsigned first, unsigned outer)
{
    assert(first <= outer && outer <= MODEL_PAGES_PER_BLOCK);
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        p->w[i] = model_pages_word_mask(i, first, outer);
}

static inline void model_pages_set_range(struct model_pages *p, unsigned first, unsigned outer)
{
    assert(first <= outer && outer <= MODEL_PAGES_PER_BLOCK);
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        p->w[i] |= model_pages_word_mask(i, first, outer);
}

static inline void model_pages_clear_range(struct model_pages *p, unsigned first, unsigned outer)
{
    assert(first <= outer && outer <= MODEL_PAGES_PER_BLOCK);
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        p->w[i] &= ~model_pages_word_mask(i, first, outer);
}

/* Keep only the pages in [first, outer). */
static inline void model_pages_clip(struct model_pages *p, unsigned first, unsigned outer)
{
    assert(first <= outer && outer <= MODEL_PAGES_PER_BLOCK);
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++)
        p->w[i] &= model_pages_word_mask(i, first, outer);
}

static inline unsigned model_pages_count_range(const struct model_pages *p, unsigned first,
                                             unsigned outer)
{
    assert(first <= outer && outer <= MODEL_PAGES_PER_BLOCK);
    unsigned n = 0;
    for (unsigned i = first >> 6; i < MODEL_PAGES_WORDS && i * 64 < outer; i++)
        n += model_popcount64(p->w[i] & model_pages_word_mask(i, first, outer));
    return n;
}

/* Whether no page of [first, outer) is in p (the driver's
 * uvm_page_mask_region_empty). */
static inline bool model_pages_range_empty(const struct model_pages *p, unsigned first,
                                         unsigned outer)
{
    assert(first <= outer && outer <= MODEL_PAGES_PER_BLOCK);
    uint64_t any = 0;
    for (unsigned i = first >> 6; i < MODEL_PAGES_WORDS && i * 64 < outer; i++)
        any |= p->w[i] & model_pages_word_mask(i, first, outer);
    return any == 0;
}

/* Whether every page of [first, outer) is in p. */
static inline bool model_pages_range_full(const struct model_pages *p, unsigned first,
                                        unsigned outer)
{
    assert(first <= outer && outer <= MODEL_PAGES_PER_BLOCK);
    uint64_t missing = 0;
    for (unsigned i = first >> 6; i < MODEL_PAGES_WORDS && i * 64 < outer; i++)
        missing |= ~p->w[i] & model_pages_word_mask(i, first, outer);
    return missing == 0;
}

/* ---- searching --------------------------------------------------------- */

/* The first page >= from that is in p, or MODEL_PAGES_PER_BLOCK. */
static inline unsigned model_pages_next_set(const struct model_pages *p, unsigned from)
{
    if (from >= MODEL_PAGES_PER_BLOCK)
        return MODEL_PAGES_PER_BLOCK;
    unsigned i = from >> 6;
    uint64_t w = p->w[i] & (~(uint64_t)0 << (from & 63));
    for (;;) {
        if (w)
            return i * 64 + (unsigned)__builtin_ctzll(w);
        if (++i == MODEL_PAGES_WORDS)
            return MODEL_PAGES_PER_BLOCK;
        w = p->w[i];
    }
}

/* The first page >= from that is not in p, or MODEL_PAGES_PER_BLOCK. */
static inline unsigned model_pages_next_clear(const struct model_pages *p, unsigned from)
{
    if (from >= MODEL_PAGES_PER_BLOCK)
        return MODEL_PAGES_PER_BLOCK;
    unsigned i = from >> 6;
    uint64_t w = ~p->w[i] & (~(uint64_t)0 << (from & 63));
    for (;;) {
        if (w)
            return i * 64 + (unsigned)__builtin_ctzll(w);
        if (++i == MODEL_PAGES_WORDS)
            return MODEL_PAGES_PER_BLOCK;
        w = ~p->w[i];
    }
}

/* The next run of consecutive pages of p that starts at or after *from:
 * stores it in [*first, *outer), sets *from = *outer and returns true; false
 * when there is none. Iterate with
 *     for (unsigned at = 0, f, o; model_pages_next_run(p, &at, &f, &o);) ... */
static inline bool model_pages_next_run(const struct model_pages *p, unsigned *from,
                                      unsigned *first, unsigned *outer)
{
    unsigned f = model_pages_next_set(p, *from);
    if (f == MODEL_PAGES_PER_BLOCK)
        return false;
    unsigned o = model_pages_next_clear(p, f);
    *first = f;
    *outer = o;
    *from = o;
    return true;
}

/* ---- shifts ------------------------------------------------------------ */

/* dst = src moved towards lower pages by n (page i goes to i - n; pages
 * below n are dropped); dst may be src. */
static inline void model_pages_shift_down(struct model_pages *dst, const struct model_pages *src,
                                        unsigned n)
{
    assert(n <= MODEL_PAGES_PER_BLOCK);
    if (n == 0) {
        *dst = *src;
        return;
    }
    unsigned words = n >> 6, bits = n & 63;
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++) {
        unsigned j = i + words;
        uint64_t lo = j < MODEL_PAGES_WORDS ? src->w[j] : 0;
        uint64_t hi = j + 1 < MODEL_PAGES_WORDS ? src->w[j + 1] : 0;
        dst->w[i] = bits ? (lo >> bits) | (hi << (64 - bits)) : lo;
    }
}

/* dst = src moved towards higher pages by n (page i goes to i + n; pages
 * that would pass the end are dropped); dst may be src. */
static inline void model_pages_shift_up(struct model_pages *dst, const struct model_pages *src,
                                      unsigned n)
{
    assert(n <= MODEL_PAGES_PER_BLOCK);
    if (n == 0) {
        *dst = *src;
        return;
    }
    unsigned words = n >> 6, bits = n & 63;
    for (unsigned k = MODEL_PAGES_WORDS; k-- > 0;) {
        uint64_t hi = k >= words ? src->w[k - words] : 0;
        uint64_t lo = k >= words + 1 ? src->w[k - words - 1] : 0;
        dst->w[k] = bits ? (hi << bits) | (lo >> (64 - bits)) : hi;
    }
}

#endif
