/* model_density.c: the NVIDIA UVM driver's density prefetch (see model_density.h),
 * computed with word operations over the 512-page map of a VA block.
 *
 * Source: NVIDIA open-gpu-kernel-modules 570.123.07, kernel-open/nvidia-uvm/
 * uvm_perf_prefetch.c (uvm_perf_prefetch_get_hint_va_block and the static
 * functions it calls) and uvm_perf_prefetch.h (the bitmap tree), with
 * uvm_perf_utils.h (tree geometry) and uvm_va_block.c
 * (uvm_va_block_big_page_region_subset, uvm_va_block_get_prefetch_hint).
 * docs/density.md states every rule with its source and a worked example.
 *
 * The driver, per faulted page, walks the tree from the leaf to the root and
 * keeps the highest node whose marked count passes the threshold
 * (compute_prefetch_region). Here each tree level is evaluated for all its
 * nodes at once: counts of nodes up to 64 pages come from the SWAR popcount
 * steps inside each word (2-, 4-, 8-, 16-, 32-bit fields), larger nodes from
 * sums of word popcounts. The union of the highest passing nodes over the
 * faulted pages equals the union of all passing nodes that hold a faulted
 * page (each such node lies inside the highest passing ancestor of its
 * faulted page), so the levels can be OR-ed bottom-up; only the driver's
 * clamping quirk for a node that starts in the tree's ghost leaves needs the
 * highest such node, which is found separately.
 */
#include "model_density.h"

#include <assert.h>

/* Tree coordinates (uvm_perf_prefetch.c, init_bitmap_tree_from_region and
 * update_bitmap_tree_from_va_block): leaf 0 of the tree is `base` in the
 * 2 MiB region; the VA block's pages are leaves [offset, leaves). When the
 * block holds at least one whole 64 KiB big page, the driver prepends
 * `offset` ghost leaves so that big pages fall on 16-leaf nodes: offset =
 * first % 16 and base = first rounded down to 16. Otherwise offset = 0 and
 * base = first. */
struct density_tree {
    struct model_pages marked;  /* bitmap_tree->pages, in tree coordinates */
    struct model_pages faulted; /* faulted pages not thrashing, tree coordinates */
    unsigned base, offset, leaves;
    unsigned threshold;
};

/* Low bit of every field of 2^k bits, k = 0..6. */
static const uint64_t field_low[7] = {
    ~(uint64_t)0,         0x5555555555555555u, 0x1111111111111111u, 0x0101010101010101u,
    0x0001000100010001u, 0x0000000100000001u, 0x0000000000000001u,
};
/* The low half of every field of 2^k bits, k = 1..5 (SWAR popcount steps). */
static const uint64_t field_half[6] = {
    0, 0x5555555555555555u, 0x3333333333333333u, 0x0f0f0f0f0f0f0f0fu,
    0x00ff00ff00ff00ffu, 0x0000ffff0000ffffu,
};

/* The smallest count of marked pages that makes a node of `pages` pages pass
 * compute_prefetch_region's test counter * 100 > pages * threshold. */
static inline unsigned pass_min(unsigned pages, unsigned threshold)
{
    return pages * threshold / 100 + 1;
}

/* Fill the 16-leaf groups (64 KiB big pages) of the tree that hold a faulted
 * page and no thrashing page: grow_fault_granularity and
 * grow_fault_granularity_if_no_thrashing in uvm_perf_prefetch.c (the
 * block's partial first and last big pages are its "prefix" and "suffix",
 * filled by the same rule, clipped to the block). */
static void grow_big_pages(struct density_tree *t, const struct model_pages *faulted,
                           const struct model_pages *thrashing)
{
    const uint64_t low16 = field_low[4];
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++) {
        uint64_t f = faulted->w[i], h = thrashing->w[i];
        if (!f)
            continue;
        f |= f >> 1, f |= f >> 2, f |= f >> 4, f |= f >> 8;
        h |= h >> 1, h |= h >> 2, h |= h >> 4, h |= h >> 8;
        uint64_t groups = f & ~h & low16;
        t->marked.w[i] |= (groups * 0xffffu) & model_pages_word_mask(i, t->offset, t->leaves);
    }
}

/* The pass indicators (low bit of each node's field) of one word's nodes of
 * 2^k pages, k = 0..5, given their counts (fields of 2^k bits) and the
 * word's marked bits. A count c passes when c >= min: with the field's high
 * bit set first, (c | high) - min keeps the high bit exactly then (counts
 * and min stay below the high bit from k = 2 on). */
static inline uint64_t level_pass(unsigned k, uint64_t marked, uint64_t count, unsigned min)
{
    if (k == 0)
        return min <= 1 ? marked : 0;
    if (k == 1) {
        if (min <= 1)
            return (marked | marked >> 1) & field_low[1];
        return min == 2 ? marked & marked >> 1 & field_low[1] : 0;
    }
    unsigned width = 1u << k;
    uint64_t high = field_low[k] << (width - 1);
    return (((count | high) - field_low[k] * min) & high) >> (width - 1);
}

/* Union of the passing nodes that hold an eligible faulted page, over all
 * levels, in tree coordinates; *straddle gets the highest level whose node
 * over leaf `offset` starts in the ghost leaves and is selected (-1: none).
 *
 * A node's count is over the tree's own leaves: the last node of a level is
 * cut short by the end of the tree (uvm_perf_tree_iter_leaf_range) and is
 * tested on its own page count. */
static void select_nodes(const struct density_tree *t, struct model_pages *out, int *straddle)
{
    unsigned levels = 0; /* level_count - 1 = ceil(log2(leaves)) */
    while ((1u << levels) < t->leaves)
        levels++;
    unsigned min[10];
    for (unsigned k = 0; k <= levels; k++)
        min[k] = pass_min(1u << k, t->threshold);
    unsigned last = (t->leaves - 1) >> 6; /* the word of the last leaf */
    model_pages_zero(out);
    *straddle = -1;

    /* Nodes of 1 to 32 pages: fields inside each word; only words with an
     * eligible fault can select a node. */
    unsigned top = levels < 5 ? levels : 5;
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++) {
        uint64_t any = t->faulted.w[i];
        if (!any)
            continue;
        uint64_t marked = t->marked.w[i], count = marked, sel = 0;
        for (unsigned k = 0; k <= top; k++) {
            unsigned width = 1u << k;
            if (k > 0) {
                unsigned half = width / 2;
                count = (count & field_half[k]) + ((count >> half) & field_half[k]);
                any = (any | any >> half) & field_low[k];
            }
            uint64_t pass = level_pass(k, marked, count, min[k]);
            unsigned cut = t->leaves & (width - 1);
            if (i == last && cut) {
                unsigned a = (t->leaves - cut) & 63; /* the short node's first bit */
                unsigned n = model_popcount64(marked >> a);
                uint64_t bit = (uint64_t)1 << a;
                pass = n >= pass_min(cut, t->threshold) ? pass | bit : pass & ~bit;
            }
            uint64_t hit = pass & any;
            sel |= width == 64 ? (hit ? ~(uint64_t)0 : 0) : hit * (((uint64_t)1 << width) - 1);
            if (i == 0 && t->offset % width && (hit >> (t->offset & ~(width - 1)) & 1))
                *straddle = (int)k;
        }
        out->w[i] = sel;
    }

    /* Nodes of 64 to 512 pages: whole words. */
    unsigned wcount[MODEL_PAGES_WORDS];
    bool wany[MODEL_PAGES_WORDS];
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++) {
        wcount[i] = model_popcount64(t->marked.w[i]);
        wany[i] = t->faulted.w[i] != 0;
    }
    for (unsigned k = 6, words = 1; k <= levels; k++, words *= 2) {
        if (words > 1) {
            for (unsigned j = 0; j < MODEL_PAGES_WORDS / words; j++) {
                wcount[j] = wcount[2 * j] + wcount[2 * j + 1];
                wany[j] = wany[2 * j] || wany[2 * j + 1];
            }
        }
        unsigned pages = 64 * words;
        for (unsigned j = 0; j < MODEL_PAGES_WORDS / words; j++) {
            unsigned a = j * pages;
            if (a >= t->leaves || !wany[j])
                continue;
            unsigned need = a + pages <= t->leaves ? min[k] : pass_min(t->leaves - a, t->threshold);
            if (wcount[j] < need)
                continue;
            for (unsigned i = j * words; i < (j + 1) * words; i++)
                out->w[i] = ~(uint64_t)0;
            if (a < t->offset)
                *straddle = (int)k;
        }
    }
    if (t->leaves < MODEL_PAGES_PER_BLOCK)
        model_pages_clip(out, 0, t->leaves);
}

bool model_density_params_valid(const struct model_density_params *p)
{
    return p->threshold <= MODEL_DENSITY_THRESHOLD_MAX && p->min_faults >= MODEL_DENSITY_MIN_FAULTS_MIN
        && p->min_faults <= MODEL_DENSITY_MIN_FAULTS_MAX;
}

#ifndef NDEBUG
bool model_density_block_valid(const struct model_density_block *b)
{
    if (b->npages < 1 || b->first >= MODEL_PAGES_PER_BLOCK
        || b->npages > MODEL_PAGES_PER_BLOCK - b->first)
        return false;
    struct model_pages block;
    model_pages_range(&block, b->first, b->first + b->npages);
    return !model_pages_empty(&b->faulted) && model_pages_subset(&b->faulted, &block);
}
#endif

/* A VA block's page sets, each cut to the block's own pages (pages of the
 * 2 MiB region outside the allocation belong to no VA block or to another
 * one). */
struct block_sets {
    struct model_pages block, faulted, resident, thrashing;
};

static void cut_to_block(struct block_sets *s, const struct model_density_block *b)
{
    model_pages_range(&s->block, b->first, b->first + b->npages);
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++) {
        s->faulted.w[i] = b->faulted.w[i] & s->block.w[i];
        s->resident.w[i] = b->resident.w[i] & s->block.w[i];
        s->thrashing.w[i] = b->thrashing.w[i] & s->block.w[i];
    }
}

/* The block's tree (update_bitmap_tree_from_va_block with the big page
 * region of uvm_va_block_big_page_region_subset), its marked pages grown to
 * the fault granularity. */
static void build_tree(struct density_tree *t, const struct model_density_block *b,
                       const struct block_sets *s, unsigned threshold)
{
    unsigned first = b->first, outer = b->first + b->npages;
    unsigned big_first = (first + MODEL_PAGES_PER_BIG - 1) & ~(MODEL_PAGES_PER_BIG - 1);
    unsigned big_outer = outer & ~(MODEL_PAGES_PER_BIG - 1);
    bool has_big = big_outer > big_first;
    t->offset = has_big ? first % MODEL_PAGES_PER_BIG : 0;
    t->base = first - t->offset;
    t->leaves = t->offset + b->npages;
    t->threshold = threshold;

    /* init_bitmap_tree_from_region: marked = resident | faulted. */
    struct model_pages marked, eligible;
    model_pages_or(&marked, &s->resident, &s->faulted);
    model_pages_shift_down(&t->marked, &marked, t->base);
    /* compute_prefetch_mask walks the faulted pages that are not
     * thrashing (uvm_perf_prefetch_prenotify_fault_migrations). */
    model_pages_andnot(&eligible, &s->faulted, &s->thrashing);
    model_pages_shift_down(&t->faulted, &eligible, t->base);

    /* grow_fault_granularity: whole big pages, or the whole block when
     * it holds no big page, unless a page in it is thrashing. */
    if (has_big) {
        struct model_pages f, h;
        model_pages_shift_down(&f, &s->faulted, t->base);
        model_pages_shift_down(&h, &s->thrashing, t->base);
        grow_big_pages(t, &f, &h);
    } else if (model_pages_empty(&s->thrashing)) {
        model_pages_set_range(&t->marked, 0, t->leaves);
    }
}

/* compute_prefetch_region's clamp: a region that starts in the ghost leaves
 * gets first = offset in VA-block page numbers, i.e. leaf 2 * offset,
 * instead of leaf offset: the block's first `offset` pages are not
 * prefetched (an empty region when it ends before). The ghost leaves
 * themselves are never prefetched. */
static void clamp_ghost_start(struct model_pages *regions, const struct density_tree *t,
                              int straddle)
{
    if (straddle >= 0) {
        unsigned pages = 1u << straddle;
        unsigned end = (t->offset & ~(pages - 1)) + pages;
        if (end > t->leaves)
            end = t->leaves;
        unsigned stop = 2 * t->offset < end ? 2 * t->offset : end;
        model_pages_clear_range(regions, t->offset, stop);
    }
    if (t->offset)
        model_pages_clear_range(regions, 0, t->offset);
}

/* The regions the density tree selects, in the 2 MiB region's pages. */
static void tree_regions(const struct model_density_block *b, const struct block_sets *s,
                         unsigned threshold, struct model_pages *prefetch)
{
    struct density_tree t;
    build_tree(&t, b, s, threshold);
    struct model_pages regions;
    int straddle;
    select_nodes(&t, &regions, &straddle);
    clamp_ghost_start(&regions, &t, straddle);
    model_pages_shift_up(prefetch, &regions, t.base);
}

/* Drop from *prefetch the faulted pages (they migrate anyway), the
 * thrashing ones (uvm_perf_prefetch_prenotify_fault_migrations), and here
 * also the pages already resident on the GPU, which do not move; returns
 * the pages left. */
static unsigned drop_unmoved(struct model_pages *prefetch, const struct block_sets *s)
{
    unsigned n = 0;
    for (unsigned i = 0; i < MODEL_PAGES_WORDS; i++) {
        prefetch->w[i] &= s->block.w[i] & ~(s->faulted.w[i] | s->thrashing.w[i] | s->resident.w[i]);
        n += model_popcount64(prefetch->w[i]);
    }
    return n;
}

unsigned model_density_prefetch(const struct model_density_block *b,
                              const struct model_density_params *p,
                              struct model_pages *prefetch)
{
    assert(model_density_block_valid(b));
    assert(model_density_params_valid(p));
    model_pages_zero(prefetch);

    /* uvm_perf_prefetch_enable = 0: no hint (uvm_perf_prefetch_enabled). The
     * faulted pages alone migrate, 4 KiB each: the widening to big pages is
     * part of the prefetch (grow_fault_granularity). */
    if (!p->enable)
        return 0;

    struct block_sets s;
    cut_to_block(&s, b);

    /* uvm_perf_prefetch_get_hint_va_block: the fault count since the last
     * change of destination, this batch included, must reach min_faults. */
    if (b->earlier_faults + model_pages_count(&s.faulted) < p->min_faults)
        return 0;

    /* uvm_perf_prefetch_prenotify_fault_migrations: a first touch whose
     * destination is the preferred location populates the whole
     * max_prefetch_region (the VA block). */
    if (b->resident_nowhere && b->preferred_gpu)
        *prefetch = s.block;
    else
        tree_regions(b, &s, p->threshold, prefetch);
    return drop_unmoved(prefetch, &s);
}
