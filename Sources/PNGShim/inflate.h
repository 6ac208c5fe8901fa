// Our own decoder for zlib streams (RFC 1950) holding DEFLATE data (RFC 1951), written from the
// two RFCs for the PNG fast path. Internal to PNGShim.
//
// The stream may arrive in pieces (PNG cuts it into IDAT chunks). The output goes into a window
// the caller owns; when the window is full the caller's `drain` takes the bytes it can use, and
// the decoder keeps the last 32 KiB (the history later matches may copy from) plus whatever the
// caller has not consumed, at the front of the window. The decoder rejects (returns 0 for)
// anything zlib would reject, and more: a truncated stream, data after its end, more or less
// output than expected, a distance beyond the window the header declares, a bad Adler-32.
#ifndef PNGSHIM_INFLATE_H
#define PNGSHIM_INFLATE_H
#include <stddef.h>
#include <stdint.h>

/// One contiguous piece of the compressed stream.
typedef struct {
    const uint8_t *data;
    size_t length;
} lsz_piece;

/// The longest match, and the largest distance, DEFLATE allows.
#define LSZ_MAX_MATCH 258
#define LSZ_MAX_DISTANCE 32768
/// Bytes past `capacity` that the match copies may overwrite: the window must have them.
#define LSZ_SLACK 64

/// Where the decoder writes.
typedef struct {
    /// `capacity` bytes of output room followed by LSZ_SLACK scratch bytes.
    uint8_t *window;
    /// At least LSZ_MAX_DISTANCE + 2 * LSZ_MAX_MATCH, and enough for what `drain` keeps.
    size_t capacity;
    /// The exact number of bytes the stream must produce.
    uint64_t expected;
    /// Called with the window holding `filled` bytes, the first of which is byte `position` of
    /// the output: when the window is full (`final` 0) and once at the end (`final` 1, after the
    /// checksum has been verified). Returns how many of the last bytes it has not consumed yet
    /// (they stay in the window, moved to its front), or -1 to stop decoding.
    long (*drain)(void *context, const uint8_t *window, size_t filled, uint64_t position, int final);
    void *context;
} lsz_output;

/// Decodes the zlib stream in `pieces` into `output`. Returns 1 on success, 0 on any problem.
int lsz_inflate_zlib(const lsz_piece *pieces, size_t count, const lsz_output *output);

/// Adler-32 (RFC 1950) of `data` continued from `adler` (1 for a new checksum).
uint32_t lsz_adler32(uint32_t adler, const uint8_t *data, size_t length);

// MARK: Huffman decoding tables (inflate_tables.c)

/// A table entry (32 bits):
///   bits 0-5    all the bits the entry consumes: its code's length plus the extra bits that
///               follow (for a sub-table pointer: the primary table's index bits)
///   bits 8-11   the length of the code in this table: the extra bits start after it
///               (for a sub-table pointer: the sub-table's index bits)
///   bits 12-15  the flags below
///   bits 16-30  the value: a length or distance base, a code-length symbol, a literal byte,
///               or a sub-table's offset in the same array
///   bit 31      set for a literal, so that a sign test finds literals
#define LSZ_LITERAL 0x80000000u
#define LSZ_SUBTABLE 0x1000u
#define LSZ_END_OF_BLOCK 0x2000u
#define LSZ_INVALID 0x4000u
#define LSZ_CONSUMED(e) ((e) & 63u)
#define LSZ_CODE_BITS(e) (((e) >> 8) & 15u)
#define LSZ_VALUE(e) (((e) >> 16) & 0x7fffu)

/// Index bits of the primary tables.
#define LSZ_LITLEN_BITS 11
#define LSZ_DIST_BITS 8
#define LSZ_CODELEN_BITS 7
/// Room for a primary table and every sub-table a valid code can need (checked while building).
#define LSZ_LITLEN_ENTRIES (2048 + 2400)
#define LSZ_DIST_ENTRIES (256 + 1024)
#define LSZ_CODELEN_ENTRIES 128

/// Which alphabet a table decodes.
typedef enum { LSZ_KIND_LITLEN, LSZ_KIND_DIST, LSZ_KIND_CODELEN } lsz_kind;

/// Builds the table for the canonical Huffman code with `lengths[0..<count]` (0 = unused symbol).
/// Returns 0 when zlib would reject the code: over-subscribed, or incomplete (allowed only for
/// a literal/length or distance code whose one code is 1 bit long), or too big for `capacity`.
/// An empty code builds a table in which every entry is invalid.
int lsz_build_table(uint32_t *table, size_t capacity, unsigned table_bits, const uint8_t *lengths,
                    unsigned count, lsz_kind kind);

#endif
