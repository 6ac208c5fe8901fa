// PNG row filters undone, in plain C for any pixel size and with SSE2 for four-byte pixels.
#include "unfilter.h"
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The Paeth predictor: of a (left), b (above) and c (above left), the one nearest to a + b - c,
// preferring a, then b.
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

// Sub, average or Paeth for four-byte pixels.
static void unfilter4(uint8_t *row, const uint8_t *filtered, const uint8_t *prior, size_t n, int type) {
    const __m128i mask = _mm_set1_epi16(0xff);
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();
    for (size_t i = 0; i < n; i += 4) {
        __m128i x = load4(filtered + i), b = load4(prior + i);
        __m128i predicted;
        if (type == 1) {
            predicted = a;
        } else if (type == 3) {
            predicted = _mm_srli_epi16(_mm_add_epi16(a, b), 1);
        } else {
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
}
#endif

int lsz_unfilter_row(uint8_t *restrict row, const uint8_t *restrict filtered, const uint8_t *restrict prior,
                     size_t n, int bpp, int type) {
    size_t i, k = (size_t)bpp < n ? (size_t)bpp : n;
    if (type < 0 || type > 4) return 0;
#if defined(__SSE2__)
    if (bpp == 4 && n % 4 == 0 && (type == 1 || type == 3 || type == 4)) {
        unfilter4(row, filtered, prior, n, type);
        return 1;
    }
#endif
    switch (type) {
    case 0:
        memcpy(row, filtered, n);
        break;
    case 1:
        memcpy(row, filtered, k);
        for (i = k; i < n; i++) row[i] = (uint8_t)(filtered[i] + row[i - bpp]);
        break;
    case 2:
        for (i = 0; i < n; i++) row[i] = (uint8_t)(filtered[i] + prior[i]);
        break;
    case 3:
        for (i = 0; i < k; i++) row[i] = (uint8_t)(filtered[i] + (prior[i] >> 1));
        for (; i < n; i++) row[i] = (uint8_t)(filtered[i] + ((row[i - bpp] + prior[i]) >> 1));
        break;
    default:
        for (i = 0; i < k; i++) row[i] = (uint8_t)(filtered[i] + prior[i]);
        for (; i < n; i++) row[i] = (uint8_t)(filtered[i] + paeth(row[i - bpp], prior[i], prior[i - bpp]));
        break;
    }
    return 1;
}
