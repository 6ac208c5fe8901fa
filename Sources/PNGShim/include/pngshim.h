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

/// Decodes an 8-bit RGBA or RGB, non-interlaced PNG without a tRNS chunk to straight RGBA8 in the
/// caller's `pixels` (`pixels_length` = width * height * 4), faster than libpng: chunk CRCs are
/// checked, zlib inflates the image data row by row and the row filters are undone in place.
/// Returns PNGSHIM_OK, or PNGSHIM_ERR_UNSUPPORTED for any other file and for any problem at all
/// (bad CRC, truncation, extra data): the caller then decodes with `pngshim_decode_rgba8_into`,
/// which gives libpng's result and error message. On PNGSHIM_ERR_UNSUPPORTED `pixels` may
/// have been partly written.
pngshim_status pngshim_fast_decode_rgba8(const uint8_t *bytes, size_t length, uint8_t *pixels, size_t pixels_length);

/// Asks the kernel to back the whole 2 MiB pages inside `buffer` with huge pages (Linux
/// transparent huge pages in `madvise` mode), so a large image costs a few page faults instead of
/// thousands. A hint only: does nothing where unsupported.
void pngshim_advise_huge_pages(void *buffer, size_t length);

/// Reads only the header: the image size, without decoding pixels.
pngshim_status pngshim_read_size(const uint8_t *bytes, size_t length,
                                 uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity);

/// Releases a buffer returned by this shim. Null is allowed.
void pngshim_free(void *buffer);

#endif
