// The Paeth filter undone on eight consecutive rows at once with AVX2, on processors that have
// it (checked at run time): the wavefront of unfilter_paeth.c (row k + 1 one pixel behind row k)
// with four rows per 256-bit register, two registers. The shared steps at the ragged start and
// end are done one pixel at a time.
#include "unfilter.h"
#include <string.h>
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

int lsz_cpu_has_avx2(void) {
    static int known = -1;
    int cached = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (cached >= 0) return cached;
    unsigned a, b, c, d, lo, hi;
    int has = 0;
    // AVX2 (leaf 7) and the operating system saving the 256-bit registers (OSXSAVE, XCR0 bits 1-2).
    if (__get_cpuid(1, &a, &b, &c, &d) && (c & bit_OSXSAVE) && (c & bit_AVX)) {
        __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        if ((lo & 6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_AVX2)) has = 1;
    }
    __atomic_store_n(&known, has, __ATOMIC_RELAXED);
    return has;
}

#define AVX2 __attribute__((target("avx2")))

static int32_t load32(const uint8_t *p) {
    int32_t v;
    memcpy(&v, p, 4);
    return v;
}

static void store32(uint8_t *p, int32_t v) { memcpy(p, &v, 4); }

// Four pixels, one per 64-bit lane, channels widened to 16 bits.
AVX2 static __m256i load_four(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2, const uint8_t *p3) {
    __m128i v = _mm_cvtsi32_si128(load32(p0));
    v = _mm_insert_epi32(v, load32(p1), 1);
    v = _mm_insert_epi32(v, load32(p2), 2);
    v = _mm_insert_epi32(v, load32(p3), 3);
    return _mm256_cvtepu8_epi16(v);
}

AVX2 static void store_four(uint8_t *p0, uint8_t *p1, uint8_t *p2, uint8_t *p3, __m256i v) {
    __m256i bytes = _mm256_packus_epi16(v, v);
    __m128i lo = _mm256_castsi256_si128(bytes), hi = _mm256_extracti128_si256(bytes, 1);
    store32(p0, _mm_cvtsi128_si32(lo));
    store32(p1, _mm_extract_epi32(lo, 1));
    store32(p2, _mm_cvtsi128_si32(hi));
    store32(p3, _mm_extract_epi32(hi, 1));
}

// Paeth on four pixels: x (filtered) + the predictor of a (left), b (above), c (above left).
AVX2 static __m256i paeth4(__m256i x, __m256i a, __m256i b, __m256i c) {
    __m256i d = _mm256_sub_epi16(b, c), q = _mm256_sub_epi16(a, c);
    __m256i pa = _mm256_abs_epi16(d), pb = _mm256_abs_epi16(q), pc = _mm256_abs_epi16(_mm256_add_epi16(q, d));
    __m256i notA = _mm256_or_si256(_mm256_cmpgt_epi16(pa, pb), _mm256_cmpgt_epi16(pa, pc));
    __m256i bc = _mm256_blendv_epi8(b, c, _mm256_cmpgt_epi16(pb, pc));
    __m256i predicted = _mm256_blendv_epi8(a, bc, notA);
    return _mm256_and_si256(_mm256_add_epi16(x, predicted), _mm256_set1_epi16(0xff));
}

// Steps 7 ..< width, all eight rows busy: register A holds rows 0-3, B rows 4-7.
AVX2 static void paeth_steps8(uint8_t *const *r, const uint8_t *const *f, size_t width) {
    static const uint8_t none[4] = {0, 0, 0, 0};
    const uint8_t *above = r[-1];
    // Before step 7: row k's left pixel is its pixel 6 - k, above is row k - 1's pixel 7 - k,
    // above-left its pixel 6 - k; row 7 starts at pixel 0, with no left or above-left.
    __m256i aA = load_four(r[0] + 24, r[1] + 20, r[2] + 16, r[3] + 12);
    __m256i aB = load_four(r[4] + 8, r[5] + 4, r[6], none);
    __m256i bA = load_four(above + 28, r[0] + 24, r[1] + 20, r[2] + 16);
    __m256i bB = load_four(r[3] + 12, r[4] + 8, r[5] + 4, r[6]);
    __m256i cA = load_four(above + 24, r[0] + 20, r[1] + 16, r[2] + 12);
    __m256i cB = load_four(r[3] + 8, r[4] + 4, r[5], none);
    for (size_t i = 7; i < width; i++) {
        size_t o = 4 * i;
        __m256i xA = load_four(f[0] + o, f[1] + o - 4, f[2] + o - 8, f[3] + o - 12);
        __m256i xB = load_four(f[4] + o - 16, f[5] + o - 20, f[6] + o - 24, f[7] + o - 28);
        aA = paeth4(xA, aA, bA, cA);
        aB = paeth4(xB, aB, bB, cB);
        store_four(r[0] + o, r[1] + o - 4, r[2] + o - 8, r[3] + o - 12, aA);
        store_four(r[4] + o - 16, r[5] + o - 20, r[6] + o - 24, r[7] + o - 28, aB);
        cA = bA;
        cB = bB;
        if (i + 1 < width) {
            // Above for the next step: the row above the group for row 0, and for row k the
            // pixel row k - 1 has just made (lanes moved up by one).
            __m256i top = _mm256_cvtepu8_epi16(_mm_cvtsi32_si128(load32(above + o + 4)));
            bA = _mm256_blend_epi32(_mm256_permute4x64_epi64(aA, 0x90), top, 0x03);
            bB = _mm256_blend_epi32(_mm256_permute4x64_epi64(aB, 0x90), _mm256_permute4x64_epi64(aA, 0xff), 0x03);
        }
    }
}

void lsz_unpaeth_eight_rows(uint8_t *const *rows, const uint8_t *const *filtered, size_t width) {
    size_t first_tail = 0;
    if (width > 7) {
        for (size_t step = 0; step < 7; step++) {
            for (int k = 0; k <= (int)step; k++) lsz_paeth_pixel(rows, filtered, k, step - (size_t)k);
        }
        paeth_steps8(rows, filtered, width);
        first_tail = width;
    }
    for (size_t step = first_tail; step < width + 7; step++) {
        for (int k = 0; k < 8; k++) {
            if (step >= (size_t)k && step - (size_t)k < width) lsz_paeth_pixel(rows, filtered, k, step - (size_t)k);
        }
    }
}
#else
int lsz_cpu_has_avx2(void) { return 0; }

void lsz_unpaeth_eight_rows(uint8_t *const *rows, const uint8_t *const *filtered, size_t width) {
    (void)rows; (void)filtered; (void)width;
}
#endif
