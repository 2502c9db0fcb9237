/* capture_match.h: which live buffer an address points into. The capture
 * keeps the program's live allocations as disjoint address spans and reads a
 * kernel's parameter memory as 8-byte words: every word that lies inside a
 * live span names a buffer the kernel may touch (capture_match_words).
 *
 * The spans live in a POSIX search tree (tsearch, a red-black tree in
 * glibc) whose comparison calls two spans equal when they overlap: live
 * spans never overlap, so among them this is a total order, and a lookup of
 * the one-byte span at an address finds the span holding it, in O(log n).
 */
#ifndef CAPTURE_MATCH_H
#define CAPTURE_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One live span [base, base + size), size > 0, carrying the caller's id. */
struct capture_span {
    uint64_t base, size, id;
};

/* Invariant (capture_match_valid): the tree's spans are disjoint, each has
 * size > 0 and base + size does not wrap, and n counts them. A zeroed struct
 * is an empty set. */
struct capture_match {
    void *root;
    size_t n;
};

/* Add a span. Returns 0; 1 when it overlaps a live span (nothing added:
 * remove those first); -1 out of host memory. */
int capture_match_add(struct capture_match *m, uint64_t base, uint64_t size, uint64_t id);
/* The live span holding addr, into *out; false when none does. */
bool capture_match_find(const struct capture_match *m, uint64_t addr, struct capture_span *out);
/* A live span overlapping [base, base + size), into *out; false when none. */
bool capture_match_overlap(const struct capture_match *m, uint64_t base, uint64_t size,
                           struct capture_span *out);
/* Remove the span holding addr, into *out; false when none does. */
bool capture_match_remove(struct capture_match *m, uint64_t addr, struct capture_span *out);
void capture_match_free(struct capture_match *m);

/* The distinct spans that the 8-byte words of bytes[0 .. len) (at offsets
 * 0, 8, 16, ...; a last partial word is ignored) point into, in the order
 * of their first word, into out (at most max of them). Returns how many. */
size_t capture_match_words(const struct capture_match *m, const unsigned char *bytes, size_t len,
                           struct capture_span *out, size_t max);

#ifndef NDEBUG
bool capture_match_valid(const struct capture_match *m);
#endif

#endif
