// A fast decoder for the PNGs snapshot testing reads most: 8-bit RGBA or RGB, not interlaced,
// with no transparency or palette chunk. It walks the chunks itself (checking every CRC),
// gathers the image data, inflates it in one call with libdeflate (whose zlib decoder is made for
// a whole buffer whose decoded size is known, as a PNG's is) and undoes each row's filter into the
// caller's buffer. Anything else, and any problem at all, is declined (PNGSHIM_ERR_UNSUPPORTED)
// so that libpng decodes the file and reports its errors.
#include "pngshim.h"
#include "unfilter.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/// One IDAT chunk's data.
typedef struct {
    const uint8_t *data;
    size_t length;
} lsz_piece;

static uint32_t be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static int is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// Walks the chunks after IHDR up to IEND, checking lengths, names and CRCs, and collects the
// data of the IDAT chunks (which must follow each other) into `pieces` when it is not null.
// Returns the number of IDAT pieces, or -1 for anything libpng should look at: a bad CRC or
// name, a missing IEND, a critical chunk other than IDAT and IEND (PLTE included), tRNS.
static long walk_chunks(const uint8_t *bytes, size_t length, lsz_piece *pieces) {
    size_t position = 8 + 25;
    long count = 0;
    int idat_state = 0;  // 0 before the IDAT chunks, 1 among them, 2 after them
    while (position + 12 <= length) {
        uint32_t n = be32(bytes + position);
        const uint8_t *type = bytes + position + 4, *data = type + 4;
        if (n > 0x7fffffffu || n > length - position - 12) return -1;
        if (!is_letter(type[0]) || !is_letter(type[1]) || !is_letter(type[2]) || !is_letter(type[3])) return -1;
        if (pieces == NULL && libdeflate_crc32(0, type, (size_t)n + 4) != be32(data + n)) return -1;
        position += 12 + (size_t)n;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_state == 2) return -1;
            idat_state = 1;
            if (n == 0) continue;
            if (pieces != NULL) pieces[count] = (lsz_piece){data, n};
            count++;
            continue;
        }
        if (idat_state == 1) idat_state = 2;
        if (memcmp(type, "IEND", 4) == 0) return n == 0 && idat_state == 2 ? count : -1;
        // Critical chunks (an upper-case first letter) other than these, and transparency, change
        // how the pixels decode or are errors: libpng's business. Ancillary ones (text, time,
        // gamma, colour profile) do not change straight RGBA pixels.
        if ((type[0] & 0x20) == 0 || memcmp(type, "tRNS", 4) == 0) return -1;
    }
    return -1;
}

// The consumer of the inflated rows: undoes each complete row's filter into the pixels.
typedef struct {
    uint8_t *pixels;
    uint32_t width, height, y;  // y: the next row to undo
    int bpp;
    size_t row_bytes;           // filtered row length without its filter byte
    const uint8_t *zeros;       // the row above the first
    uint8_t *rgb[2];            // RGB rows, unfiltered, before widening to RGBA
    int avx2;                   // Paeth rows go eight at a time
    uint32_t adler;             // the zlib stream's Adler-32 over the rows taken so far
    const uint32_t *expected;   // premultiplied 0xAARRGGBB words to compare the rows with, or NULL
    int verdict;                // see pngshim_fast_decode_rgba8_comparing
} row_sink;

// Whether RGBA row `rgba` equals `width` premultiplied 0xAARRGGBB words: 1 when every word is
// opaque and equal (an opaque word's colour is its straight colour), 0 when it is opaque and some
// pixel differs, -1 when a translucent word leaves it to the caller (unpremultiplying rounds).
// One pass that keeps an AND of the words and an OR of the differences, which compilers vectorize.
// A pixel's four bytes R, G, B, A read as one little-endian word are 0xAABBGGRR: A and G sit as
// in 0xAARRGGBB, and R and B change places, which rotating the ARGB word by 16 bits does.
static inline __attribute__((always_inline)) int row_verdict(const uint8_t *rgba, const uint32_t *argb, uint32_t width) {
    uint32_t all = 0xFFFFFFFFu, differences = 0;
    for (uint32_t x = 0; x < width; x++) {
        const uint32_t word = argb[x];
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        uint32_t abgr;
        memcpy(&abgr, rgba + 4 * (size_t)x, 4);
        const uint32_t rotated = word << 16 | word >> 16;
        differences |= ((word ^ abgr) & 0xFF00FF00u) | ((rotated ^ abgr) & 0x00FF00FFu);
#else
        const uint32_t straight = (uint32_t)rgba[4 * x + 3] << 24 | (uint32_t)rgba[4 * x] << 16
                                  | (uint32_t)rgba[4 * x + 1] << 8 | rgba[4 * x + 2];
        differences |= word ^ straight;
#endif
        all &= word;
    }
    if (all >> 24 != 0xFF) return -1;
    return differences == 0;
}

// The same loop compiled twice: for any x86-64 (SSE2, four pixels a step) and, taken when the
// processor has it, for AVX2 (eight).
static int row_verdict_baseline(const uint8_t *rgba, const uint32_t *argb, uint32_t width) {
    return row_verdict(rgba, argb, width);
}
#if defined(__x86_64__)
__attribute__((target("avx2"))) static int row_verdict_avx2(const uint8_t *rgba, const uint32_t *argb, uint32_t width) {
    return row_verdict(rgba, argb, width);
}
#else
#define row_verdict_avx2 row_verdict_baseline
#endif

int pngshim_compare_rows(const uint8_t *rgba, size_t rgba_length, const uint32_t *argb, size_t argb_length,
                         uint32_t width, uint32_t first_row, uint32_t rows) {
    if (rgba == NULL || argb == NULL) return rows == 0 ? 1 : 0;
    if (((uint64_t)first_row + rows) * width * 4 > rgba_length || (uint64_t)rows * width > argb_length) return 0;
    rgba += (size_t)first_row * width * 4;
    const int avx2 = lsz_cpu_has_avx2();
    int verdict = 1;
    for (uint32_t y = 0; y < rows; y++) {
        const size_t row = (size_t)y * width;
        const int v = (avx2 ? row_verdict_avx2 : row_verdict_baseline)(rgba + 4 * row, argb + row, width);
        if (v == 0) return 0;
        if (v < 0) verdict = -1;
    }
    return verdict;
}

// Folds the verdicts of rows y..y+n-1 (just undone, still in cache) into the sink's: a differing
// row decides it; rows after that are not compared.
static void compare_rows(row_sink *s, uint32_t y, uint32_t n) {
    if (s->expected == NULL || s->verdict == 0) return;
    for (uint32_t k = 0; k < n && s->verdict != 0; k++) {
        const size_t row = (size_t)(y + k) * s->width;
        const int v = (s->avx2 ? row_verdict_avx2 : row_verdict_baseline)(s->pixels + 4 * row, s->expected + row, s->width);
        if (v == 0) s->verdict = 0;
        else if (v < 0) s->verdict = -1;
    }
}

// Undoes `n` (8 or 4) complete Paeth rows of four-byte pixels from row `y` at once; 0 when the
// rows from `y` are not `n` such rows.
static int paeth_group(row_sink *s, const uint8_t *filtered, size_t stride, uint64_t complete, int n) {
    if (s->bpp != 4 || s->y + (uint64_t)n > complete) return 0;
    for (int k = 0; k < n; k++) {
        if (filtered[k * stride] != 4) return 0;
    }
    s->adler = libdeflate_adler32(s->adler, filtered, (size_t)n * stride);
    const size_t row_bytes = s->row_bytes;
    uint8_t *rows[9];
    const uint8_t *rest[8];
    rows[0] = s->y == 0 ? (uint8_t *)s->zeros : s->pixels + (size_t)(s->y - 1) * row_bytes;
    for (int k = 0; k < n; k++) {
        rows[k + 1] = s->pixels + (size_t)(s->y + k) * row_bytes;
        rest[k] = filtered + k * stride + 1;
    }
    if (n == 8) {
        lsz_unpaeth_eight_rows(rows + 1, rest, s->width);
    } else {
        lsz_unpaeth_four_rows(rows + 1, rest, s->width);
    }
    return 1;
}

static long drain_rows(void *context, const uint8_t *window, size_t filled, uint64_t position, int final) {
    row_sink *s = context;
    const size_t stride = s->row_bytes + 1, n = s->row_bytes;
    const uint64_t end = position + filled;
    uint64_t complete = end / stride;
    if (complete > s->height) complete = s->height;
    const int group = s->avx2 ? 8 : 4;
    while (s->y < complete) {
        const uint8_t *filtered = window + ((uint64_t)s->y * stride - position);
        // Each row's filtered bytes (its filter byte first) go into the Adler-32 just before
        // they are undone, while they are in cache and not yet overwritten (see the slack
        // argument below): one pass over the inflated bytes instead of two.
        if (group == 8 && paeth_group(s, filtered, stride, complete, 8)) {
            compare_rows(s, s->y, 8);
            s->y += 8;
            continue;
        }
        if (paeth_group(s, filtered, stride, complete, 4)) {
            compare_rows(s, s->y, 4);
            s->y += 4;
            continue;
        }
        // A Paeth row whose next rows are not all here yet: wait for them.
        if (s->bpp == 4 && filtered[0] == 4 && !final && s->y + group > complete && s->y + group <= s->height) break;
        uint8_t *row;
        const uint8_t *prior;
        if (s->bpp == 4) {
            row = s->pixels + (size_t)s->y * n;
            prior = s->y == 0 ? s->zeros : row - n;
        } else {
            row = s->rgb[s->y & 1];
            prior = s->y == 0 ? s->zeros : s->rgb[(s->y - 1) & 1];
        }
        s->adler = libdeflate_adler32(s->adler, filtered, stride);
        if (!lsz_unfilter_row(row, filtered + 1, prior, n, s->bpp, filtered[0])) return -1;
        if (s->bpp == 3) {
            uint8_t *out = s->pixels + (size_t)s->y * s->width * 4;
            for (uint32_t x = 0; x < s->width; x++) {
                out[4 * x] = row[3 * x]; out[4 * x + 1] = row[3 * x + 1]; out[4 * x + 2] = row[3 * x + 2]; out[4 * x + 3] = 255;
            }
        }
        compare_rows(s, s->y, 1);
        s->y++;
    }
    if (final && s->y != s->height) return -1;
    return (long)(end - (uint64_t)s->y * stride);
}

// The rows staged at a time: the Paeth groups take up to eight.
#define STAGED_ROWS 8

pngshim_status pngshim_fast_decode_rgba8(const uint8_t *bytes, size_t length, uint8_t *pixels, size_t pixels_length,
                                         size_t pixels_capacity) {
    return pngshim_fast_decode_rgba8_comparing(bytes, length, pixels, pixels_length, pixels_capacity, NULL, NULL);
}

pngshim_status pngshim_fast_decode_rgba8_comparing(const uint8_t *bytes, size_t length, uint8_t *pixels,
                                                   size_t pixels_length, size_t pixels_capacity,
                                                   const uint32_t *expected, int *verdict) {
    if (verdict != NULL) *verdict = -1;
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (bytes == NULL || pixels == NULL || length < 8 + 25 || memcmp(bytes, signature, 8) != 0) return PNGSHIM_ERR_UNSUPPORTED;
    const uint8_t *ihdr = bytes + 8;
    if (be32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0) return PNGSHIM_ERR_UNSUPPORTED;
    if (libdeflate_crc32(0, ihdr + 4, 17) != be32(ihdr + 21)) return PNGSHIM_ERR_UNSUPPORTED;
    uint32_t w = be32(ihdr + 8), h = be32(ihdr + 12);
    int depth = ihdr[16], color = ihdr[17];
    if (depth != 8 || (color != 6 && color != 2) || ihdr[18] != 0 || ihdr[19] != 0 || ihdr[20] != 0) return PNGSHIM_ERR_UNSUPPORTED;
    if (w == 0 || h == 0 || w > PNGSHIM_MAX_DIMENSION || h > PNGSHIM_MAX_DIMENSION) return PNGSHIM_ERR_UNSUPPORTED;
    if (pixels_length != (size_t)w * h * 4 || pixels_capacity < pixels_length + h) return PNGSHIM_ERR_UNSUPPORTED;

    long count = walk_chunks(bytes, length, NULL);
    if (count <= 0) return PNGSHIM_ERR_UNSUPPORTED;
    const int bpp = color == 6 ? 4 : 3;
    const size_t n = (size_t)w * bpp, stride = n + 1, filtered_length = (size_t)h * stride;
    // The filtered rows are inflated into the end of the caller's buffer (they take at most
    // pixels_length + h bytes), and each group of rows is copied out to `staged` before its
    // pixels are written: a row's pixels end before the next row's filtered bytes begin
    // (RGBA: (y + 1) * n <= (y + 1) * (n + 1); RGB, placed at h * (w - 1):
    // 4w(y + 1) <= h(w - 1) + (y + 1)(3w + 1)), so no filtered byte is overwritten before use.
    uint8_t *filtered = pixels + (pixels_capacity - filtered_length);
    lsz_piece *pieces = malloc((size_t)count * sizeof *pieces);
    uint8_t *scratch = calloc(bpp == 4 ? n : 3 * n, 1);
    uint8_t *staged = malloc(STAGED_ROWS * stride);
    uint8_t *gathered = NULL;
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    int ok = pieces != NULL && scratch != NULL && staged != NULL && decompressor != NULL;
    uint32_t expected_adler = 0;
    if (ok) {
        walk_chunks(bytes, length, pieces);
        const uint8_t *stream = pieces[0].data;
        size_t stream_length = pieces[0].length;
        if (count > 1) {
            // The image data spans several chunks: gathered (a copy of the compressed bytes, a
            // fraction of the inflated ones). The pieces lie within `length`, so the sum fits.
            stream_length = 0;
            for (long i = 0; i < count; i++) stream_length += pieces[i].length;
            gathered = malloc(stream_length);
            ok = gathered != NULL;
            for (size_t i = 0, at = 0; ok && i < (size_t)count; at += pieces[i].length, i++) {
                memcpy(gathered + at, pieces[i].data, pieces[i].length);
            }
            stream = gathered;
        }
        // The zlib wrapper checked as libdeflate's zlib reader checks it: a 2-byte header
        // (FCHECK, method deflate, a window of at most 32 KiB, no preset dictionary), the raw
        // deflate stream, then its Adler-32 (big-endian), which is computed as the rows are undone
        // (libdeflate's zlib reader takes it in a pass of its own over the whole output). Unlike
        // zlib fed a row at a time (libpng), libdeflate does not reject a distance beyond a
        // smaller window the header declares but within the output so far: such a stream decodes
        // as zlib decodes it given the whole output at once.
        // The exact size, and nothing after the stream: any other outcome is libpng's to report.
        const uint32_t header = stream_length >= 6 ? ((uint32_t)stream[0] << 8 | stream[1]) : 1;
        ok = ok && header % 31 == 0 && (header >> 8 & 0xF) == 8 && header >> 12 <= 7 && (header >> 5 & 1) == 0;
        size_t in_used = 0, out_length = 0;
        ok = ok && libdeflate_deflate_decompress_ex(decompressor, stream + 2, stream_length - 6, filtered, filtered_length,
                                                    &in_used, &out_length) == LIBDEFLATE_SUCCESS
                && in_used == stream_length - 6 && out_length == filtered_length;
        if (ok) expected_adler = be32(stream + stream_length - 4);
    }
    if (ok) {
        row_sink sink = {pixels, w, h, 0, bpp, n, scratch, {scratch + n, scratch + 2 * n}, lsz_cpu_has_avx2(), 1,
                         verdict != NULL ? expected : NULL, 1};
        // With PNGSHIM_IN_PLACE_SLACK_PER_PIXEL * w = 32w bytes to spare, the filtered rows start
        // at least 32w bytes past the pixels' start, and no group of up to eight rows written reaches a
        // filtered byte not yet read: rows y..y+7 end at 4w(y + 8), row y's filtered bytes begin at
        // (capacity - h * stride) + y * stride, which with capacity = 4wh + h + 32w is 32w + y(4w + 1)
        // for RGBA and wh + 32w + y(3w + 1) for RGB, both at least 4w(y + 8) for 0 <= y <= h. So
        // the rows are undone where libdeflate left them, in one call, with no staging copy.
        if (pixels_capacity - pixels_length - h >= (size_t)w * PNGSHIM_IN_PLACE_SLACK_PER_PIXEL) {
            ok = drain_rows(&sink, filtered, filtered_length, 0, 1) >= 0 && sink.y == h;
        }
        // Otherwise a few rows at a time through `staged`; each call undoes at least the first
        // staged row (see drain_rows), so this ends.
        while (ok && sink.y < h) {
            const uint32_t first = sink.y, rows = h - first < STAGED_ROWS ? h - first : STAGED_ROWS;
            memcpy(staged, filtered + (size_t)first * stride, rows * stride);
            ok = drain_rows(&sink, staged, rows * stride, (uint64_t)first * stride, first + rows == h) >= 0
                 && sink.y > first;
        }
        // Every row was taken into the checksum exactly once, in order.
        ok = ok && sink.adler == expected_adler;
        if (ok && verdict != NULL && expected != NULL) *verdict = sink.verdict;
    }
    libdeflate_free_decompressor(decompressor);
    free(gathered);
    free(staged);
    free(scratch);
    free(pieces);
    return ok ? PNGSHIM_OK : PNGSHIM_ERR_UNSUPPORTED;
}
