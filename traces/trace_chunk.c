/* trace_chunk.c: decoding chunks of the library's own layout directly.
 *
 * HDF5's filter pipeline costs more than the decompression itself: its
 * shuffle filter goes byte by byte, each chunk is decoded into a fresh
 * buffer and then copied again into the caller's array, and zlib computes
 * an Adler-32 checksum of every output byte. For datasets this library
 * wrote (the packed type, chunked, filters shuffle and/or deflate) the
 * reader instead fetches the chunk's stored bytes with H5Dread_chunk,
 * inflates them with libdeflate as a raw deflate stream into a reused buffer, and
 * undoes the shuffle straight into the C structs, tile by tile so the
 * output stays in cache. Any other layout, a filter skipped for a chunk or
 * a chunk never written falls back to H5Dread (trace_read.c).
 *
 * The deflate stream still detects most corruption (invalid codes,
 * distances, a wrong decompressed length); the Adler-32 check of the zlib
 * stream's trailer is the one check skipped, and the validator checks every value.
 */
#include "trace_hdf5.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Chunks larger than this (in decoded bytes) are left to HDF5. */
#define MAX_CHUNK_BYTES (256u << 20)
/* Rows unshuffled per tile: the tile's structs stay in L1/L2 cache. */
#define TILE_ROWS 512

void trace_chunk_setup(struct trace_chunk_decoder *d, hid_t ds, const struct trace_table *tab)
{
    memset(d, 0, sizeof *d);
    hid_t dcpl = H5Dget_create_plist(ds);
    if (dcpl < 0)
        goto out;
    hsize_t rows = 0;
    if (H5Pget_layout(dcpl) != H5D_CHUNKED || H5Pget_chunk(dcpl, 1, &rows) != 1 || rows == 0
        || rows > MAX_CHUNK_BYTES / tab->packed_size)
        goto out;
    int nfilters = H5Pget_nfilters(dcpl);
    bool shuffle = false, deflate = false;
    for (int i = 0; i < nfilters; i++) {
        unsigned flags, cd[8];
        size_t ncd = 8;
        char name[64];
        H5Z_filter_t id = H5Pget_filter2(dcpl, (unsigned)i, &flags, &ncd, cd, sizeof name, name,
                                         NULL);
        /* Applied in this order when writing: shuffle, then deflate. */
        if (id == H5Z_FILTER_SHUFFLE && !shuffle && !deflate)
            shuffle = true;
        else if (id == H5Z_FILTER_DEFLATE && !deflate)
            deflate = true;
        else
            goto out; /* any other filter: HDF5 decodes */
    }
    d->chunk_rows = rows;
    d->shuffle = shuffle;
    d->deflate = deflate;
out:
    if (dcpl >= 0)
        H5Pclose(dcpl);
    H5Eclear2(H5E_DEFAULT);
}

/* Scratch *buf of *cap bytes holds at least need (its bytes are not
 * kept); 0, or -1 when out of host memory (*buf then unchanged). */
static int grow(unsigned char **buf, size_t *cap, size_t need)
{
    if (need <= *cap)
        return 0;
    unsigned char *p = trace_malloc_huge(need);
    if (!p)
        return -1;
    free(*buf);
    *buf = p;
    *cap = need;
    return 0;
}

/* zlib stream (RFC 1950) -> raw bytes; returns 0 when exactly want bytes
 * came out. The 2-byte header is checked, the deflate data inflated raw by
 * libdeflate (twice zlib's speed on these chunks: 6% of a 1M-event replay
 * against 12%); the 4-byte Adler-32 trailer is not checked. */
static int inflate_chunk(struct trace_chunk_decoder *d, const unsigned char *in, size_t len,
                         unsigned char *out, size_t want)
{
    if (len < 6 || (in[0] & 0x0f) != 8 || (in[0] >> 4) > 7 || ((in[0] << 8) | in[1]) % 31 != 0
        || (in[1] & 0x20))
        return -1;
    if (!d->inflater && !(d->inflater = libdeflate_alloc_decompressor()))
        return -1;
    return libdeflate_deflate_decompress(d->inflater, in + 2, len - 6, out, want, NULL)
                   == LIBDEFLATE_SUCCESS ? 0 : -1;
}

/* The kernels below write rows of one field of a tile: byte k of row i
 * of the field is p[k][i] (its byte planes), row i goes to dst + i * rec.
 * Each keeps its vectors and pointers in registers: 16 rows of a uint64
 * field take about 70 instructions, of a uint32 field 45. */
#ifdef __SSE2__
#define LOAD16(q) _mm_loadu_si128((const __m128i *)(q))

/* Four rows of 8 bytes: rows 4g..4g+3 of a 16-row transpose, their low
 * halves in lo and high halves in hi (2-byte pairs of rows interleaved). */
static inline void store4x8(unsigned char *o, size_t rec, __m128i lo, __m128i hi)
{
    __m128i r0 = _mm_unpacklo_epi32(lo, hi), r1 = _mm_unpackhi_epi32(lo, hi);
    _mm_storel_epi64((__m128i *)o, r0);
    _mm_storeh_pd((double *)(o + rec), _mm_castsi128_pd(r0));
    _mm_storel_epi64((__m128i *)(o + 2 * rec), r1);
    _mm_storeh_pd((double *)(o + 3 * rec), _mm_castsi128_pd(r1));
}

/* 16 rows of four byte planes from row i, transposed into 2-byte pairs:
 * q[g] holds rows 4g..4g+3, planes a, b interleaved with c, d. */
static inline void quads(const unsigned char *a, const unsigned char *b, const unsigned char *c,
                         const unsigned char *d, size_t i, __m128i q[4])
{
    __m128i x0 = LOAD16(a + i), x1 = LOAD16(b + i), x2 = LOAD16(c + i), x3 = LOAD16(d + i);
    __m128i ab0 = _mm_unpacklo_epi8(x0, x1), ab1 = _mm_unpackhi_epi8(x0, x1);
    __m128i cd0 = _mm_unpacklo_epi8(x2, x3), cd1 = _mm_unpackhi_epi8(x2, x3);
    q[0] = _mm_unpacklo_epi16(ab0, cd0);
    q[1] = _mm_unpackhi_epi16(ab0, cd0);
    q[2] = _mm_unpacklo_epi16(ab1, cd1);
    q[3] = _mm_unpackhi_epi16(ab1, cd1);
}

/* Rows [0, n & ~15) of a uint64 field: an 8x16 byte transpose per 16
 * rows, interleaving bytes, then 16-bit pairs, then 32-bit halves. */
static size_t rows_u64(const unsigned char *const *p, size_t n, unsigned char *dst, size_t rec)
{
    const unsigned char *p0 = p[0], *p1 = p[1], *p2 = p[2], *p3 = p[3], *p4 = p[4],
                        *p5 = p[5], *p6 = p[6], *p7 = p[7];
    size_t i = 0;
    for (; i + 16 <= n; i += 16, dst += 16 * rec) {
        __m128i lo[4], hi[4];
        quads(p0, p1, p2, p3, i, lo);
        quads(p4, p5, p6, p7, i, hi);
        store4x8(dst, rec, lo[0], hi[0]);
        store4x8(dst + 4 * rec, rec, lo[1], hi[1]);
        store4x8(dst + 8 * rec, rec, lo[2], hi[2]);
        store4x8(dst + 12 * rec, rec, lo[3], hi[3]);
    }
    return i;
}

/* Four rows of 4 bytes, the lanes of r, rec bytes apart. */
static inline void store4x4(unsigned char *o, size_t rec, __m128i r)
{
    uint64_t lo = (uint64_t)_mm_cvtsi128_si64(r);
    uint64_t hi = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(r, r));
    uint32_t w0 = (uint32_t)lo, w1 = (uint32_t)(lo >> 32), w2 = (uint32_t)hi,
             w3 = (uint32_t)(hi >> 32);
    memcpy(o, &w0, 4);
    memcpy(o + rec, &w1, 4);
    memcpy(o + 2 * rec, &w2, 4);
    memcpy(o + 3 * rec, &w3, 4);
}

/* Rows [0, n & ~15) of a uint32 field: a 4x16 byte transpose per 16 rows. */
static size_t rows_u32(const unsigned char *const *p, size_t n, unsigned char *dst, size_t rec)
{
    const unsigned char *p0 = p[0], *p1 = p[1], *p2 = p[2], *p3 = p[3];
    size_t i = 0;
    for (; i + 16 <= n; i += 16, dst += 16 * rec) {
        __m128i q[4];
        quads(p0, p1, p2, p3, i, q);
        store4x4(dst, rec, q[0]);
        store4x4(dst + 4 * rec, rec, q[1]);
        store4x4(dst + 8 * rec, rec, q[2]);
        store4x4(dst + 12 * rec, rec, q[3]);
    }
    return i;
}
#else
static size_t rows_u64(const unsigned char *const *p, size_t n, unsigned char *dst, size_t rec)
{
    return 0;
}
static size_t rows_u32(const unsigned char *const *p, size_t n, unsigned char *dst, size_t rec)
{
    return 0;
}
#endif

/* Rows [0, n & ~7) of a one-byte field: eight rows per word read. */
static size_t rows_u8(const unsigned char *p0, size_t n, unsigned char *dst, size_t rec)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8, dst += 8 * rec) {
        uint64_t w; /* little-endian: byte k is row i + k */
        memcpy(&w, p0 + i, 8);
        dst[0] = (unsigned char)w;
        dst[rec] = (unsigned char)(w >> 8);
        dst[2 * rec] = (unsigned char)(w >> 16);
        dst[3 * rec] = (unsigned char)(w >> 24);
        dst[4 * rec] = (unsigned char)(w >> 32);
        dst[5 * rec] = (unsigned char)(w >> 40);
        dst[6 * rec] = (unsigned char)(w >> 48);
        dst[7 * rec] = (unsigned char)(w >> 56);
    }
    return i;
}

/* Rows [lo, hi) of a shuffled chunk of nrows rows (byte j of row i at
 * j * nrows + i) into C structs, a tile of rows at a time so the tile's
 * structs stay in cache, field by field so at most eight byte planes are
 * read at once (they lie nrows bytes apart and share cache sets). The
 * kernels above take the most rows they can; the rest go byte by byte. */
static void unshuffle(const struct trace_table *tab, const unsigned char *raw, size_t nrows,
                      size_t lo, size_t hi, unsigned char *out)
{
    size_t rec = tab->record_size;
    for (size_t t0 = lo; t0 < hi; t0 += TILE_ROWS) {
        size_t n = hi - t0 < TILE_ROWS ? hi - t0 : TILE_ROWS;
        unsigned char *tile = out + (t0 - lo) * rec;
        size_t po = 0; /* the field's offset in a packed row */
        for (int fi = 0; fi < tab->nfields; fi++) {
            const struct trace_field *f = &tab->fields[fi];
            const unsigned char *p[TRACE_FIELD_MAX]; /* its byte planes, from row t0 */
            for (size_t k = 0; k < f->size; k++)
                p[k] = raw + (po + k) * nrows + t0;
            unsigned char *dst = tile + f->offset;
            size_t i = 0;
            if (f->kind == TRACE_FIELD_UINT)
                i = f->size == 8 ? rows_u64(p, n, dst, rec)
                  : f->size == 4 ? rows_u32(p, n, dst, rec)
                  : f->size == 1 ? rows_u8(p[0], n, dst, rec) : 0;
            for (size_t k = 0; k < f->size; k++)
                for (size_t r = i; r < n; r++)
                    dst[r * rec + k] = p[k][r];
            if (f->kind == TRACE_FIELD_STRING)
                for (size_t r = 0; r < n; r++)
                    dst[r * rec + f->size] = '\0';
            po += f->size;
        }
    }
}

/* Fetch and inflate chunk c unless it is the one decoded last (a chunk
 * larger than the caller's block is then inflated once, not per block).
 * Returns the decoded bytes, or NULL with *rc 1 (let HDF5 read it) or -1. */
static const unsigned char *chunk_bytes(struct trace_chunk_decoder *d, hid_t ds,
                                        const struct trace_table *tab, uint64_t c, int *rc,
                                        char *why, size_t whylen)
{
    size_t rawlen = (size_t)d->chunk_rows * tab->packed_size;
    if (d->cached == c + 1)
        return d->deflate ? d->raw : d->zbuf;
    d->cached = 0;
    hsize_t offset = c * d->chunk_rows, stored = 0;
    *rc = 1;
    trace_guard_enter();
    herr_t got = H5Dget_chunk_storage_size(ds, &offset, &stored);
    trace_guard_leave();
    if (got < 0 || stored == 0 || stored > rawlen + rawlen / 2 + 4096) {
        H5Eclear2(H5E_DEFAULT);
        return NULL; /* not written (fill values), or odd: HDF5 knows */
    }
    *rc = -1;
    if (grow(&d->zbuf, &d->zcap, stored) < 0 || grow(&d->raw, &d->rawcap, rawlen) < 0) {
        snprintf(why, whylen, "out of host memory");
        return NULL;
    }
    uint32_t mask = 0;
    trace_guard_enter();
    herr_t read = H5Dread_chunk(ds, H5P_DEFAULT, &offset, &mask, d->zbuf);
    trace_guard_leave();
    if (read < 0) {
        trace_hdf5_reason(why, whylen);
        return NULL;
    }
    if (mask != 0) {
        *rc = 1; /* a filter was skipped for this chunk */
        return NULL;
    }
    if (d->deflate && inflate_chunk(d, d->zbuf, stored, d->raw, rawlen) < 0) {
        snprintf(why, whylen, "corrupt compressed chunk at row %llu", (unsigned long long)offset);
        return NULL;
    }
    if (!d->deflate && stored != rawlen) {
        snprintf(why, whylen, "chunk at row %llu has %llu bytes, expected %zu",
                 (unsigned long long)offset, (unsigned long long)stored, rawlen);
        return NULL;
    }
    d->cached = c + 1;
    return d->deflate ? d->raw : d->zbuf;
}

int trace_chunk_read(struct trace_chunk_decoder *d, hid_t ds, const struct trace_table *tab,
                     uint64_t c, size_t lo, size_t hi, void *out, char *why, size_t whylen)
{
    int rc = 0;
    const unsigned char *raw = chunk_bytes(d, ds, tab, c, &rc, why, whylen);
    if (!raw)
        return rc;
    if (d->shuffle)
        unshuffle(tab, raw, d->chunk_rows, lo, hi, out);
    else
        trace_table_unpack(tab, raw + lo * tab->packed_size, hi - lo, out);
    return 0;
}

void trace_chunk_free(struct trace_chunk_decoder *d)
{
    if (d->inflater)
        libdeflate_free_decompressor(d->inflater);
    free(d->zbuf);
    free(d->raw);
    memset(d, 0, sizeof *d);
}
