// Adler-32 (RFC 1950 section 8.2): s1 = 1 + the sum of the bytes, s2 = the sum of the successive
// values of s1, both modulo 65521; the checksum is s2 * 65536 + s1.
//
// Over a block of n bytes b[0..<n], starting from (s1, s2):
//   s1' = s1 + sum(b[i]),   s2' = s2 + n * s1 + sum((n - i) * b[i]).
// The SSE2 loop takes 16 bytes at a time: the plain sum with PSADBW, the weighted sum (weights
// 16 down to 1) with PMADDWD, and for the blocks' positions the running sum of the earlier
// blocks' totals, times 16 at the end of a run. Runs are short enough that no 32-bit sum overflows
// before the reduction modulo 65521.
#include "inflate.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define ADLER_BASE 65521u
// The longest run whose sums fit in 32 bits (RFC 1950's zlib uses the same bound), as a multiple of 16.
#define RUN 5536

static void scalar(uint32_t *s1, uint32_t *s2, const uint8_t *data, size_t length) {
    uint32_t a = *s1, b = *s2;
    for (size_t i = 0; i < length; i++) {
        a += data[i];
        b += a;
    }
    *s1 = a % ADLER_BASE;
    *s2 = b % ADLER_BASE;
}

#if defined(__SSE2__)
static uint32_t sum_lanes(__m128i v) {
    v = _mm_add_epi32(v, _mm_shuffle_epi32(v, 0x4e));
    v = _mm_add_epi32(v, _mm_shuffle_epi32(v, 0xb1));
    return (uint32_t)_mm_cvtsi128_si32(v);
}

// A run of `blocks` 16-byte blocks.
static void sse2_run(uint32_t *s1, uint32_t *s2, const uint8_t *data, size_t blocks) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i high_weights = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i low_weights = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    __m128i sum = zero, earlier = zero, weighted = zero;
    for (size_t k = 0; k < blocks; k++) {
        __m128i d = _mm_loadu_si128((const __m128i *)(data + 16 * k));
        earlier = _mm_add_epi32(earlier, sum);
        sum = _mm_add_epi32(sum, _mm_sad_epu8(d, zero));
        weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(d, zero), high_weights));
        weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(d, zero), low_weights));
    }
    uint64_t a = *s1, b = *s2;
    b += (uint64_t)(16 * blocks) * a + 16 * (uint64_t)sum_lanes(earlier) + sum_lanes(weighted);
    a += sum_lanes(sum);
    *s1 = (uint32_t)(a % ADLER_BASE);
    *s2 = (uint32_t)(b % ADLER_BASE);
}
#endif

uint32_t lsz_adler32(uint32_t adler, const uint8_t *data, size_t length) {
    uint32_t s1 = adler & 0xffff, s2 = adler >> 16;
#if defined(__SSE2__)
    while (length >= 16) {
        size_t n = length < RUN ? length & ~(size_t)15 : RUN;
        sse2_run(&s1, &s2, data, n / 16);
        data += n;
        length -= n;
    }
#else
    while (length >= RUN) {
        scalar(&s1, &s2, data, RUN);
        data += RUN;
        length -= RUN;
    }
#endif
    scalar(&s1, &s2, data, length);
    return s2 << 16 | s1;
}
