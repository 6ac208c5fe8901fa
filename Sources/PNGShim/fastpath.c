// A fast decoder for the PNGs snapshot testing reads most: 8-bit RGBA or RGB, not interlaced,
// with no transparency chunk. It walks the chunks itself (checking every CRC), inflates the
// image data with zlib (the library libpng itself inflates with) one row at a time, and undoes
// the row filters straight into the caller's buffer. Anything else, and any problem at all, is
// declined (PNGSHIM_ERR_UNSUPPORTED) so that libpng decodes the file and reports its errors.
#include "pngshim.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static uint32_t be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static int paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

#if defined(__SSE2__)
// Four-byte pixels one at a time, the four channels side by side in 16-bit lanes: each pixel
// depends on the one before it, but its channels do not depend on each other.
static __m128i load4(const uint8_t *p) {
    int32_t v;
    memcpy(&v, p, 4);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128(v), _mm_setzero_si128());
}

static void store4(uint8_t *p, __m128i v) {
    int32_t out = _mm_cvtsi128_si32(_mm_packus_epi16(v, v));
    memcpy(p, &out, 4);
}

static __m128i abs16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

// Undoes the sub, average or Paeth filter of an RGBA row; 0 for other types.
static int unfilter4(uint8_t *row, const uint8_t *prior, size_t n, int type) {
    const __m128i mask = _mm_set1_epi16(0xff);
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();
    for (size_t i = 0; i < n; i += 4) {
        __m128i x = load4(row + i), b = load4(prior + i);
        __m128i predicted;
        if (type == 1) {
            predicted = a;
        } else if (type == 3) {
            predicted = _mm_srli_epi16(_mm_add_epi16(a, b), 1);
        } else {
            // Paeth: the neighbour nearest to a + b - c, preferring a, then b.
            __m128i pa = abs16(_mm_sub_epi16(b, c)), pb = abs16(_mm_sub_epi16(a, c));
            __m128i pc = abs16(_mm_sub_epi16(_mm_add_epi16(a, b), _mm_add_epi16(c, c)));
            __m128i notA = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
            __m128i useC = _mm_cmpgt_epi16(pb, pc);
            __m128i bc = _mm_or_si128(_mm_and_si128(useC, c), _mm_andnot_si128(useC, b));
            predicted = _mm_or_si128(_mm_and_si128(notA, bc), _mm_andnot_si128(notA, a));
        }
        a = _mm_and_si128(_mm_add_epi16(x, predicted), mask);
        store4(row + i, a);
        c = b;
    }
    return 1;
}
#endif

// Undoes the filter of one row of `n` bytes with `bpp` bytes per pixel; `prior` is the row above
// (zeros for the first row). Returns 0 for an unknown filter type.
static int unfilter(uint8_t *row, const uint8_t *prior, size_t n, int bpp, int type) {
    size_t i;
#if defined(__SSE2__)
    if (bpp == 4 && (type == 1 || type == 3 || type == 4)) return unfilter4(row, prior, n, type);
#endif
    switch (type) {
    case 0: return 1;
    case 1: for (i = (size_t)bpp; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]); return 1;
    case 2: for (i = 0; i < n; i++) row[i] = (uint8_t)(row[i] + prior[i]); return 1;
    case 3:
        for (i = 0; i < (size_t)bpp; i++) row[i] = (uint8_t)(row[i] + (prior[i] >> 1));
        for (; i < n; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + prior[i]) >> 1));
        return 1;
    case 4:
        for (i = 0; i < (size_t)bpp; i++) row[i] = (uint8_t)(row[i] + prior[i]);
        for (; i < n; i++) row[i] = (uint8_t)(row[i] + paeth(row[i - bpp], prior[i], prior[i - bpp]));
        return 1;
    default: return 0;
    }
}

// The state of the chunk walk: the next IDAT data is fed to zlib on demand.
typedef struct {
    const uint8_t *bytes;
    size_t length, position;
    int seen_end;
} chunks;

// Moves to the next IDAT chunk's data and gives it to `z`; 0 at IEND or on any bad chunk.
static int next_idat(chunks *c, z_stream *z, int *failed) {
    while (c->position + 12 <= c->length) {
        uint32_t n = be32(c->bytes + c->position);
        const uint8_t *type = c->bytes + c->position + 4;
        if (n > c->length - c->position - 12) { *failed = 1; return 0; }
        const uint8_t *data = type + 4;
        if ((uint32_t)crc32(0, type, n + 4) != be32(data + n)) { *failed = 1; return 0; }
        c->position += 12 + (size_t)n;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (n == 0) continue;
            z->next_in = (Bytef *)data;
            z->avail_in = n;
            return 1;
        }
        if (memcmp(type, "IEND", 4) == 0) { c->seen_end = 1; return 0; }
        if (memcmp(type, "tRNS", 4) == 0 || memcmp(type, "IHDR", 4) == 0) { *failed = 1; return 0; }
        // Other chunks (text, time, gamma, palette suggestions) do not change straight RGBA pixels.
    }
    *failed = 1;
    return 0;
}

pngshim_status pngshim_fast_decode_rgba8(const uint8_t *bytes, size_t length, uint8_t *pixels, size_t pixels_length) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (bytes == NULL || pixels == NULL || length < 8 + 25 || memcmp(bytes, signature, 8) != 0) return PNGSHIM_ERR_UNSUPPORTED;
    const uint8_t *ihdr = bytes + 8;
    if (be32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0) return PNGSHIM_ERR_UNSUPPORTED;
    if ((uint32_t)crc32(0, ihdr + 4, 17) != be32(ihdr + 21)) return PNGSHIM_ERR_UNSUPPORTED;
    uint32_t w = be32(ihdr + 8), h = be32(ihdr + 12);
    int depth = ihdr[16], color = ihdr[17];
    if (depth != 8 || (color != 6 && color != 2) || ihdr[18] != 0 || ihdr[19] != 0 || ihdr[20] != 0) return PNGSHIM_ERR_UNSUPPORTED;
    if (w == 0 || h == 0 || w > PNGSHIM_MAX_DIMENSION || h > PNGSHIM_MAX_DIMENSION) return PNGSHIM_ERR_UNSUPPORTED;
    if (pixels_length != (size_t)w * h * 4) return PNGSHIM_ERR_UNSUPPORTED;

    const int bpp = color == 6 ? 4 : 3;
    const size_t n = (size_t)w * bpp;
    // RGBA rows are unfiltered in place in the output; RGB rows need two rows of their own.
    uint8_t *scratch = calloc(bpp == 4 ? n + 1 : 3 * n + 1, 1);
    if (scratch == NULL) return PNGSHIM_ERR_UNSUPPORTED;
    uint8_t *zeros = scratch + 1, *rgb[2] = {scratch + 1 + n, scratch + 1 + 2 * n};

    chunks c = {bytes, length, 8 + 25, 0};
    z_stream z;
    memset(&z, 0, sizeof z);
    // The zlib header is read here and the deflate data inflated raw: the chunk CRCs already
    // guard every byte, so zlib's Adler-32 pass over the pixels is not needed.
    int failed = 0, ended = 0, ok = inflateInit2(&z, -15) == Z_OK;
    uint8_t header[2];
    for (int k = 0; ok && k < 2; k++) {
        if (z.avail_in == 0 && !next_idat(&c, &z, &failed)) { ok = 0; break; }
        header[k] = *z.next_in++;
        z.avail_in--;
    }
    if (ok && ((header[0] & 0x0f) != 8 || (header[0] >> 4) > 7 || (header[1] & 0x20) != 0 || ((header[0] << 8) | header[1]) % 31 != 0)) ok = 0;
    for (uint32_t y = 0; ok && y < h; y++) {
        uint8_t filter = 0;
        uint8_t *row = bpp == 4 ? pixels + (size_t)y * n : rgb[y & 1];
        const uint8_t *prior = y == 0 ? zeros : (bpp == 4 ? row - n : rgb[(y - 1) & 1]);
        // Inflate the filter byte, then the row.
        for (int part = 0; ok && part < 2; part++) {
            z.next_out = part == 0 ? &filter : row;
            z.avail_out = part == 0 ? 1 : (uInt)n;
            while (ok && z.avail_out > 0) {
                if (z.avail_in == 0 && !next_idat(&c, &z, &failed)) { ok = 0; break; }
                int r = inflate(&z, Z_NO_FLUSH);
                if (r == Z_STREAM_END) ended = 1;
                if ((r == Z_STREAM_END && z.avail_out > 0) || (r != Z_OK && r != Z_STREAM_END)) ok = 0;
            }
        }
        if (ok) ok = unfilter(row, prior, n, bpp, filter);
        if (ok && bpp == 3) {
            uint8_t *out = pixels + (size_t)y * w * 4;
            for (uint32_t x = 0; x < w; x++) {
                out[4 * x] = row[3 * x]; out[4 * x + 1] = row[3 * x + 1]; out[4 * x + 2] = row[3 * x + 2]; out[4 * x + 3] = 255;
            }
        }
    }
    // The stream must end with the last row, and the file with IEND.
    uint8_t extra;
    while (ok && !ended) {
        // Only the end of the stream (its checksum) may remain: no more pixel bytes.
        z.next_out = &extra;
        z.avail_out = 1;
        if (z.avail_in == 0 && !next_idat(&c, &z, &failed)) { ok = 0; break; }
        int r = inflate(&z, Z_NO_FLUSH);
        if (r == Z_STREAM_END && z.avail_out == 1) ended = 1;
        else if (r != Z_OK || z.avail_out == 0) ok = 0;
    }
    // After the deflate data, exactly the 4-byte Adler-32 trailer.
    for (int k = 0; ok && k < 4; k++) {
        if (z.avail_in == 0 && !next_idat(&c, &z, &failed)) { ok = 0; break; }
        z.next_in++;
        z.avail_in--;
    }
    if (ok && z.avail_in > 0) ok = 0;  // compressed data after the end of the stream
    while (ok && !c.seen_end && !failed) {
        if (next_idat(&c, &z, &failed)) ok = 0;
    }
    ok = ok && c.seen_end && !failed;
    inflateEnd(&z);
    free(scratch);
    return ok ? PNGSHIM_OK : PNGSHIM_ERR_UNSUPPORTED;
}
