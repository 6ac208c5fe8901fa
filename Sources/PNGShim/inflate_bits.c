// The slow paths of the DEFLATE bit reader: refilling across pieces and past the end of the
// data, and copying stored blocks straight from the input.
#include "inflate_bits.h"

// Moves to the next non-empty piece; 0 when there is none.
static int next_piece(lsz_bits *b) {
    while (b->in == b->end) {
        if (b->pieces_left == 0) return 0;
        b->in = b->pieces->data;
        b->end = b->in + b->pieces->length;
        b->pieces++;
        b->pieces_left--;
    }
    return 1;
}

void lsz_bits_refill_slow(lsz_bits *b) {
    while (b->count <= 56) {
        if (b->in == b->end && !next_piece(b)) {
            // Past the end: zero bits, counted. At most 8 bytes of them can be in the buffer.
            if (b->padding < 64) b->padding++;
            b->count += 8;
            continue;
        }
        if (b->end - b->in >= 8) {
            // A new piece: no stale bits above `count` (they never reach past a piece's end).
            lsz_bits_refill(b);
            return;
        }
        b->bits |= (uint64_t)*b->in++ << b->count;
        b->count += 8;
    }
}

size_t lsz_bits_unread(const lsz_bits *b) {
    size_t n = (size_t)(b->end - b->in);
    for (size_t i = 0; i < b->pieces_left; i++) n += b->pieces[i].length;
    unsigned buffered = b->count / 8;
    return n + (buffered > b->padding ? buffered - b->padding : 0);
}

int lsz_bits_copy(lsz_bits *b, uint8_t *out, size_t n) {
    // Whole bytes still in the buffer come first.
    while (n > 0 && b->count >= 8) {
        if (b->count < 8 * b->padding + 8) return 0;  // the next byte is padding
        *out++ = (uint8_t)b->bits;
        lsz_bits_drop(b, 8);
        n--;
    }
    if (n == 0) return 1;
    // The buffer is empty: the rest comes from the pieces. Forget the buffer's stale bits, which
    // belong to bytes about to be copied.
    if (b->padding > 0) return 0;
    b->bits = 0;
    b->count = 0;
    while (n > 0) {
        if (b->in == b->end && !next_piece(b)) return 0;
        size_t k = (size_t)(b->end - b->in);
        if (k > n) k = n;
        memcpy(out, b->in, k);
        out += k;
        b->in += k;
        n -= k;
    }
    return 1;
}
