// Undoing PNG row filters (PNG specification, section 9: filter types 0 none, 1 sub, 2 up,
// 3 average, 4 Paeth). Internal to PNGShim.
#ifndef PNGSHIM_UNFILTER_H
#define PNGSHIM_UNFILTER_H
#include <stddef.h>
#include <stdint.h>

/// Writes to `row` the `n` bytes of the filtered row `filtered` with filter `type` undone;
/// `prior` is the row above, already unfiltered (zeros for the first row), and `bpp` the bytes
/// per pixel (1 to 8). The three buffers must not overlap. Returns 0 for an unknown filter type.
int lsz_unfilter_row(uint8_t *row, const uint8_t *filtered, const uint8_t *prior, size_t n, int bpp, int type);

/// Undoes the Paeth filter of four consecutive rows of `width` four-byte pixels: `rows[0..<4]`
/// receive the pixels of the filtered rows `filtered[0..<4]`, and `rows[-1]` is the row above
/// the first (already unfiltered, or zeros). Rows may follow each other in one buffer; the
/// filtered rows must not overlap them.
void lsz_unpaeth_four_rows(uint8_t *const *rows, const uint8_t *const *filtered, size_t width);

/// The same for eight rows, with AVX2: only when `lsz_cpu_has_avx2()`.
void lsz_unpaeth_eight_rows(uint8_t *const *rows, const uint8_t *const *filtered, size_t width);

/// Whether the processor and the operating system support AVX2 (checked once).
int lsz_cpu_has_avx2(void);

/// One pixel `x` of row `k` of a group (`rows[-1]` being the row above the group), Paeth undone.
void lsz_paeth_pixel(uint8_t *const *rows, const uint8_t *const *filtered, int k, size_t x);

#endif
