// The Paeth filter undone on four consecutive rows of four-byte pixels at once.
//
// Within a row each pixel needs the one to its left, so one row is a chain of dependent steps.
// But a pixel needs from the row above only the pixels above and above-left, so row k + 1 can run
// one pixel behind row k: at step i, row k computes its pixel i - k. The four rows' pixels of a
// step are independent and share the vector instructions, two rows per SSE2 register (four
// channels of 16 bits each), and the value "above" for row k + 1 is the pixel row k has just
// computed, passed on in registers. The ragged start and end (the first three and last three
// steps, where some rows have no pixel) are done one pixel at a time.
#include "unfilter.h"
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void lsz_paeth_pixel(uint8_t *const *rows, const uint8_t *const *filtered, int k, size_t x) {
    uint8_t *row = rows[k];
    const uint8_t *above = rows[k - 1];
    for (size_t i = 4 * x; i < 4 * x + 4; i++) {
        int a = x > 0 ? row[i - 4] : 0, b = above[i], c = x > 0 ? above[i - 4] : 0;
        int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
        int predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
        row[i] = (uint8_t)(filtered[k][i] + predicted);
    }
}

#if defined(__SSE2__)
static __m128i load_pixel(const uint8_t *p) {
    int32_t v;
    memcpy(&v, p, 4);
    return _mm_cvtsi32_si128(v);
}

// Two pixels (from `p` and `q`) widened to 16-bit lanes, `p` in the low half.
static __m128i load_pair(const uint8_t *p, const uint8_t *q) {
    return _mm_unpacklo_epi8(_mm_unpacklo_epi32(load_pixel(p), load_pixel(q)), _mm_setzero_si128());
}

static void store_pair(uint8_t *p, uint8_t *q, __m128i v) {
    __m128i bytes = _mm_packus_epi16(v, v);
    int32_t lo = _mm_cvtsi128_si32(bytes), hi = _mm_cvtsi128_si32(_mm_srli_si128(bytes, 4));
    memcpy(p, &lo, 4);
    memcpy(q, &hi, 4);
}

static __m128i abs16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

// Paeth on two pixels: x (filtered) + the predictor of a (left), b (above), c (above left).
static __m128i paeth2(__m128i x, __m128i a, __m128i b, __m128i c) {
    __m128i d = _mm_sub_epi16(b, c), q = _mm_sub_epi16(a, c);
    __m128i pa = abs16(d), pb = abs16(q), pc = abs16(_mm_add_epi16(q, d));
    __m128i notA = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
    __m128i useC = _mm_cmpgt_epi16(pb, pc);
    __m128i bc = _mm_or_si128(_mm_and_si128(useC, c), _mm_andnot_si128(useC, b));
    __m128i predicted = _mm_or_si128(_mm_and_si128(notA, bc), _mm_andnot_si128(notA, a));
    return _mm_and_si128(_mm_add_epi16(x, predicted), _mm_set1_epi16(0xff));
}

// Steps 3 ..< width, all four rows busy. Registers: lo = rows 0 and 1, hi = rows 2 and 3.
static void paeth_steps(uint8_t *const *r, const uint8_t *const *f, size_t width) {
    const uint8_t *above = r[-1];
    // Before step 3: row k's left pixel is its pixel 2 - k, above is row k - 1's pixel 3 - k.
    // Row 3 starts its pixel 0, which has no left and no above-left pixel: zeros.
    static const uint8_t none[4] = {0, 0, 0, 0};
    __m128i a_lo = load_pair(r[0] + 8, r[1] + 4), a_hi = load_pair(r[2], none);
    __m128i b_lo = load_pair(above + 12, r[0] + 8), b_hi = load_pair(r[1] + 4, r[2]);
    __m128i c_lo = load_pair(above + 8, r[0] + 4), c_hi = load_pair(r[1], none);
    for (size_t i = 3; i < width; i++) {
        size_t o = 4 * i;
        __m128i x_lo = load_pair(f[0] + o, f[1] + o - 4), x_hi = load_pair(f[2] + o - 8, f[3] + o - 12);
        a_lo = paeth2(x_lo, a_lo, b_lo, c_lo);
        a_hi = paeth2(x_hi, a_hi, b_hi, c_hi);
        store_pair(r[0] + o, r[1] + o - 4, a_lo);
        store_pair(r[2] + o - 8, r[3] + o - 12, a_hi);
        c_lo = b_lo;
        c_hi = b_hi;
        if (i + 1 < width) {
            // Above for the next step: the row above the group, then what rows 0, 1, 2 just made.
            b_lo = _mm_unpacklo_epi64(_mm_unpacklo_epi8(load_pixel(above + o + 4), _mm_setzero_si128()), a_lo);
            b_hi = _mm_castpd_si128(_mm_shuffle_pd(_mm_castsi128_pd(a_lo), _mm_castsi128_pd(a_hi), 1));
        }
    }
}
#endif

void lsz_unpaeth_four_rows(uint8_t *const *rows, const uint8_t *const *filtered, size_t width) {
    for (size_t step = 0; step < 3; step++) {
        for (int k = 0; k <= (int)step && k < 4; k++) {
            if (step - (size_t)k < width) lsz_paeth_pixel(rows, filtered, k, step - (size_t)k);
        }
    }
    size_t first_tail = 3;
#if defined(__SSE2__)
    if (width > 3) {
        paeth_steps(rows, filtered, width);
        first_tail = width;
    }
#endif
    for (size_t step = first_tail; step < width + 3; step++) {
        for (int k = 0; k < 4; k++) {
            if (step >= (size_t)k && step - (size_t)k < width) lsz_paeth_pixel(rows, filtered, k, step - (size_t)k);
        }
    }
}
