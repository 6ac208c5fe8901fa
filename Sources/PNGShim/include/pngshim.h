#ifndef PNGSHIM_H
#define PNGSHIM_H
#include <stddef.h>
#include <stdint.h>

/// Every libpng call that can fail (libpng reports failure with longjmp) lives behind these
/// functions, which set the jump point themselves and report failure as a return code plus a
/// message. Callers never see a longjmp.

/// Result codes. On anything but PNGSHIM_OK the message buffer holds a NUL-terminated reason.
typedef enum {
    PNGSHIM_OK = 0,
    /// A null pointer, a zero or oversized dimension, or a buffer of the wrong length.
    PNGSHIM_ERR_ARGUMENT = 1,
    /// Memory could not be allocated.
    PNGSHIM_ERR_MEMORY = 2,
    /// The input does not start with the 8-byte PNG signature.
    PNGSHIM_ERR_NOT_PNG = 3,
    /// libpng rejected the data: a corrupt or truncated stream.
    PNGSHIM_ERR_CORRUPT = 4,
    /// The image is larger than PNGSHIM_MAX_DIMENSION on a side.
    PNGSHIM_ERR_TOO_LARGE = 5,
    /// The fast decoder declines the file (another format, or any problem): decode it with libpng.
    PNGSHIM_ERR_UNSUPPORTED = 6,
} pngshim_status;

/// The largest width or height accepted by the encoder and the decoder.
#define PNGSHIM_MAX_DIMENSION 32768

/// The largest ancillary chunk libpng reads (tEXt, zTXt, iTXt, sPLT, iCCP, unknown chunks): a
/// larger one is an error (libpng's `png_set_chunk_malloc_max`, and an allocator that refuses any
/// block over this size plus 4 KiB), so a chunk whose length field claims 2 GiB costs nothing to
/// allocate. 8 MiB holds any real colour profile or text.
#define PNGSHIM_MAX_CHUNK_BYTES (8u << 20)

/// The most ancillary chunks of the kinds libpng keeps (text, sPLT, unknown) that one image may
/// have before libpng ignores the rest (`png_set_chunk_cache_max`).
#define PNGSHIM_MAX_CACHED_CHUNKS 1000

/// Encodes straight (not premultiplied) RGBA8 pixels, row-major without padding
/// (`pixels_length` must be width * height * 4), as an 8-bit RGBA, non-interlaced PNG.
/// `filters` is a mask of libpng's PNG_FILTER_NONE/SUB/UP/AVG/PAETH (several: libpng picks one per
/// row adaptively); `level` is the zlib level 0-9. The output is deterministic: only the IHDR, IDAT
/// and IEND chunks (no time or text chunks), so equal pixels and settings give equal bytes.
/// On success `*out` holds `*out_length` bytes, to be released with `pngshim_free`.
pngshim_status pngshim_encode_rgba8(const uint8_t *pixels, size_t pixels_length,
                                    uint32_t width, uint32_t height, int filters, int level,
                                    uint8_t **out, size_t *out_length,
                                    char *message, size_t message_capacity);

/// Decodes any PNG (bit depth 1-16; grey, grey+alpha, palette with or without tRNS, RGB, RGBA;
/// interlaced or not) to straight RGBA8, row-major without padding, into the caller's `pixels`
/// (`pixels_length` must be width * height * 4 for the size `pngshim_read_size` reports, else
/// PNGSHIM_ERR_ARGUMENT). 16-bit samples are scaled (rounded) to 8 bits; gamma and colour-profile
/// chunks are ignored. The whole stream up to IEND is read, so a truncated file is an error.
/// Decoding into the caller's buffer saves allocating, faulting in and copying a second one.
pngshim_status pngshim_decode_rgba8_into(const uint8_t *bytes, size_t length,
                                         uint8_t *pixels, size_t pixels_length,
                                         char *message, size_t message_capacity);

/// Decodes an 8-bit RGBA or RGB, non-interlaced PNG without a tRNS or PLTE chunk to straight
/// RGBA8 in the caller's `pixels` (`pixels_length` = width * height * 4), faster than libpng:
/// chunk CRCs are checked, libdeflate inflates the image data in one call (the decoded size is
/// known from the header) into the end of `pixels`, whose `pixels_capacity` must be at least
/// `pixels_length + height`, and the row filters are undone from there into place (a few rows at
/// a time through a small staging buffer; with `PNGSHIM_IN_PLACE_SLACK_PER_PIXEL * width` bytes
/// more, where they lie, with no copy). Returns
/// PNGSHIM_OK, or PNGSHIM_ERR_UNSUPPORTED for any other file and for any problem at all (bad CRC
/// or checksum, truncation, extra data, any stream libdeflate rejects): the caller then decodes
/// with `pngshim_decode_rgba8_into`, which gives libpng's result and error message. On
/// PNGSHIM_ERR_UNSUPPORTED `pixels` may have been partly written. The caller bounds the size:
/// this allocates only a few rows and a copy of the compressed data beside `pixels`.
/// The extra bytes past `pixels_length + height`, per pixel of width, that let the fast decoder
/// undo the row filters where it inflated them: eight rows of output.
#define PNGSHIM_IN_PLACE_SLACK_PER_PIXEL 32

pngshim_status pngshim_fast_decode_rgba8(const uint8_t *bytes, size_t length, uint8_t *pixels, size_t pixels_length,
                                         size_t pixels_capacity);

/// `pngshim_fast_decode_rgba8`, comparing each row with `expected` (width * height premultiplied
/// 0xAARRGGBB words, as Cairo's ARGB32 surfaces hold them, or NULL) just after it is undone, while
/// it is in cache. On PNGSHIM_OK `*verdict` is 1 when every word is opaque and equal to its
/// decoded pixel, 0 when an opaque word differs from its pixel, -1 when neither is known (a
/// translucent word, whose straight colour the caller works out, or `expected` NULL); otherwise
/// -1. The whole image is decoded whatever the verdict.
pngshim_status pngshim_fast_decode_rgba8_comparing(const uint8_t *bytes, size_t length, uint8_t *pixels,
                                                   size_t pixels_length, size_t pixels_capacity,
                                                   const uint32_t *expected, int *verdict);

/// Whether rows `first_row ..< first_row + rows` of the straight RGBA pixels `rgba` (`rgba_length`
/// bytes) equal the `rows` rows of premultiplied 0xAARRGGBB words `argb` (`argb_length` words),
/// `width` pixels a row: 1 when every word is opaque and equal, 0 when some opaque row differs, -1
/// when a row with a translucent word leaves it to the caller (unpremultiplying rounds). Rows
/// beyond either buffer are a difference (0): nothing outside the lengths given is read.
int pngshim_compare_rows(const uint8_t *rgba, size_t rgba_length, const uint32_t *argb, size_t argb_length,
                         uint32_t width, uint32_t first_row, uint32_t rows);

/// Compresses `input` with zlib's deflate (`level` 0-9, `window_bits` 8-15, `mem_level` 1-9,
/// `strategy` one of zlib's Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3,
/// Z_FIXED 4) into a zlib stream; `*out` holds `*out_length` bytes, to be released with
/// `pngshim_free`. For tests of the inflater against zlib's own output.
pngshim_status pngshim_zlib_compress(const uint8_t *input, size_t input_length, int level, int window_bits,
                                     int mem_level, int strategy, uint8_t **out, size_t *out_length);

/// Asks the kernel to back the 2 MiB-aligned ranges of `buffer`'s pages with huge pages (Linux
/// transparent huge pages in `madvise` mode), so a large image costs a few page faults instead of
/// thousands. A hint only: does nothing where unsupported, or for buffers under 2 MiB. Whole huge
/// pages need a mapping that covers them: a large allocation whose mapping is a multiple of 2 MiB
/// (which Linux places on a 2 MiB boundary).
void pngshim_advise_huge_pages(void *buffer, size_t length);

/// Reads only the header: the image size, without decoding pixels.
pngshim_status pngshim_read_size(const uint8_t *bytes, size_t length,
                                 uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity);

/// The largest single allocation libpng was granted during the calling thread's latest
/// `pngshim_read_size` or `pngshim_decode_rgba8_into` (the pixels, which the caller allocates, not
/// included). For tests that check a hostile chunk costs no large allocation.
size_t pngshim_largest_allocation(void);

/// Releases a buffer returned by this shim. Null is allowed.
void pngshim_free(void *buffer);

#endif
