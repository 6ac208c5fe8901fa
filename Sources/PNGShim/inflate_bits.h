// The bit reader of the DEFLATE decoder: a 64-bit buffer, least significant bit first (RFC 1951
// section 3.1.1), refilled eight bytes at a time while the current piece has eight bytes left and
// byte by byte across pieces. Past the end of the data it adds zero bytes and counts them, so
// that the decoder never reads outside its input; `lsz_bits_overran` then tells a stream that
// used those bits (a truncated one) from one that did not. Internal to the decoder.
#ifndef PNGSHIM_INFLATE_BITS_H
#define PNGSHIM_INFLATE_BITS_H
#include "inflate.h"
#include <string.h>

typedef struct {
    uint64_t bits;           // the next `count` bits of the stream, in the low bits
    unsigned count;
    const uint8_t *in, *end; // the unread part of the current piece
    const lsz_piece *pieces; // the pieces after the current one
    size_t pieces_left;
    unsigned padding;        // zero bytes added past the end of the data
} lsz_bits;

static inline uint64_t lsz_load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return v;
}

/// Refills across pieces and past the end; leaves at least 56 bits.
void lsz_bits_refill_slow(lsz_bits *b);

/// Ensures at least 56 bits. The bits above `count` always hold either zeros or the stream's own
/// next bits, so OR-ing the next bytes in again is harmless.
static inline void lsz_bits_refill(lsz_bits *b) {
    if (b->end - b->in >= 8) {
        b->bits |= lsz_load64(b->in) << b->count;
        b->in += (63 - b->count) >> 3;
        b->count |= 56;
    } else {
        lsz_bits_refill_slow(b);
    }
}

/// The next `n` bits (n <= 32, and at most `count`), without consuming them.
static inline uint32_t lsz_bits_peek(const lsz_bits *b, unsigned n) {
    return (uint32_t)(b->bits & (((uint64_t)1 << n) - 1));
}

static inline void lsz_bits_drop(lsz_bits *b, unsigned n) {
    b->bits >>= n;
    b->count -= n;
}

/// Reads `n` <= 32 bits, refilling first.
static inline uint32_t lsz_bits_take(lsz_bits *b, unsigned n) {
    if (b->count < n) lsz_bits_refill(b);
    uint32_t v = lsz_bits_peek(b, n);
    lsz_bits_drop(b, n);
    return v;
}

/// Whether bits past the end of the data were consumed.
static inline int lsz_bits_overran(const lsz_bits *b) {
    return b->count < 8 * b->padding;
}

/// Unread data bytes: in the buffer (after byte alignment), in the piece and in the later pieces.
size_t lsz_bits_unread(const lsz_bits *b);

/// Drops the bits up to the next byte boundary.
static inline void lsz_bits_align(lsz_bits *b) { lsz_bits_drop(b, b->count & 7); }

/// Copies `n` bytes of the byte-aligned stream to `out` (a stored block). Returns 0 when the data
/// ends first.
int lsz_bits_copy(lsz_bits *b, uint8_t *out, size_t n);

#endif
