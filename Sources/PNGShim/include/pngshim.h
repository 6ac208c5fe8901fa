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

/// Decodes an 8-bit RGBA or RGB, non-interlaced PNG without a tRNS or PLTE chunk to straight
/// RGBA8 in the caller's `pixels` (`pixels_length` = width * height * 4), faster than libpng:
/// chunk CRCs are checked, our own inflater (`pngshim_inflate`) decodes the image data into a
/// small window and the row filters are undone from it as rows complete. Returns PNGSHIM_OK, or
/// PNGSHIM_ERR_UNSUPPORTED for any other file and for any problem at all (bad CRC or checksum,
/// truncation, extra data, a stream zlib would reject): the caller then decodes with
/// `pngshim_decode_rgba8_into`, which gives libpng's result and error message. On
/// PNGSHIM_ERR_UNSUPPORTED `pixels` may have been partly written.
pngshim_status pngshim_fast_decode_rgba8(const uint8_t *bytes, size_t length, uint8_t *pixels, size_t pixels_length);

/// Decodes the zlib stream (RFC 1950 around RFC 1951 DEFLATE data) in `input` with the fast
/// path's own inflater into `output`, which must receive exactly `output_length` bytes. The input
/// is handed over in pieces of `piece_length` bytes (0: one piece) and the output goes through a
/// window of `window_capacity` bytes (0: 64 KiB; at least 33,284), as PNG chunks and the decoder
/// window cut them. Returns PNGSHIM_OK, PNGSHIM_ERR_ARGUMENT for a null buffer or a window too
/// small, or PNGSHIM_ERR_CORRUPT for any stream zlib rejects, a wrong Adler-32, a truncated
/// stream, data after its end, more or less output than `output_length`, or a distance beyond
/// the window the header declares. For tests and benchmarks.
pngshim_status pngshim_inflate(const uint8_t *input, size_t input_length, uint8_t *output, size_t output_length,
                               size_t piece_length, size_t window_capacity);

/// Compresses `input` with zlib's deflate (`level` 0-9, `window_bits` 8-15, `mem_level` 1-9,
/// `strategy` one of zlib's Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3,
/// Z_FIXED 4) into a zlib stream; `*out` holds `*out_length` bytes, to be released with
/// `pngshim_free`. For tests of the inflater against zlib's own output.
pngshim_status pngshim_zlib_compress(const uint8_t *input, size_t input_length, int level, int window_bits,
                                     int mem_level, int strategy, uint8_t **out, size_t *out_length);

/// Decodes a zlib stream with zlib itself into `output` (`*output_length`: its capacity, then
/// the bytes written). PNGSHIM_OK only when the stream ends and nothing follows it. For tests.
pngshim_status pngshim_zlib_uncompress(const uint8_t *input, size_t input_length, uint8_t *output,
                                       size_t *output_length);

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

/// Releases a buffer returned by this shim. Null is allowed.
void pngshim_free(void *buffer);

#endif
