// The hot loop of the DEFLATE decoder: literals, and length/distance pairs copied from the
// output already written (RFC 1951 section 3.2.5). The bit reader's state lives in local
// variables here (stores through the output's byte pointer would otherwise force the compiler to
// reload it from memory after every byte written) and goes back into the state around the rare
// slow calls.
//
// Most of a block runs in the fast loop, while the input has 16 bytes left in its piece (so
// every refill loads 8 bytes at once and all 64 bits of the buffer hold stream bits) and the
// window has room for a whole match: there the next table entry is looked up before the refill
// and before the current symbol's output is written, which takes the table load off the path
// from one symbol to the next, and up to three literals share one refill. The careful loop does
// the rest: refills across pieces and past the end, drains of the window.
#include "inflate_internal.h"

// Copies 16 bytes that may overlap the destination's later bytes (read first, then written).
static inline void copy16(uint8_t *to, const uint8_t *from) {
    uint8_t t[16];
    memcpy(t, from, 16);
    memcpy(to, t, 16);
}

// Writes the `length` bytes that start `distance` bytes back, 16 at a time: up to 15 bytes past
// the end may be overwritten (the window's slack), which later output overwrites in turn.
static inline void copy_match(uint8_t *out, size_t distance, size_t length) {
    const uint8_t *from = out - distance;
    uint8_t *end = out + length;
    if (distance >= 16) {
        do { copy16(out, from); out += 16; from += 16; } while (out < end);
    } else if (distance == 1) {
        uint8_t v[16];
        memset(v, from[0], 16);
        do { memcpy(out, v, 16); out += 16; } while (out < end);
    } else {
        // A short period: the first 16 bytes one by one, then that pattern at every multiple of
        // the period up to 16 bytes.
        for (int i = 0; i < 16; i++) out[i] = from[i];
        uint8_t v[16];
        memcpy(v, out, 16);
        size_t step = 16 - 16 % distance;
        for (uint8_t *p = out + step; p < end; p += step) memcpy(p, v, 16);
    }
}

#define MASK(n) ((((uint64_t)1) << (n)) - 1)
#define LITLEN_MASK MASK(LSZ_LITLEN_BITS)
#define DIST_MASK MASK(LSZ_DIST_BITS)

int lsz_huffman_block(lsz_inflater *z) {
    uint64_t bits = z->b.bits;
    unsigned count = z->b.count;
    const uint8_t *in = z->b.in, *end = z->b.end;
    uint8_t *out = z->out, *limit = z->limit;
    uint8_t *const window = z->output->window;
    const size_t max_distance = z->max_distance;
    const uint32_t *const litlen = z->litlen, *const dist = z->dist;
    uint32_t e;

#define SAVE() (z->b.bits = bits, z->b.count = count, z->b.in = in, z->out = out)
#define LOAD() (bits = z->b.bits, count = z->b.count, in = z->b.in, end = z->b.end, out = z->out, limit = z->limit)
#define CONSUME(n) (bits >>= (n), count -= (n))
#define REFILL_FAST() (bits |= lsz_load64(in) << count, in += (63 - count) >> 3, count |= 56)
#define REFILL() do { \
        if (end - in >= 8) { \
            REFILL_FAST(); \
        } else { \
            SAVE(); \
            lsz_bits_refill_slow(&z->b); \
            if (z->b.padding > 16) return 0; /* well past the end of the data */ \
            LOAD(); \
        } \
    } while (0)
#define ROOM(n) do { SAVE(); if (!lsz_make_room(z, (n))) return 0; LOAD(); } while (0)
// The length or distance an entry and its extra bits give; consumes them.
#define TAKE_VALUE(e, v) do { \
        unsigned n_ = LSZ_CONSUMED(e); \
        (v) = LSZ_VALUE(e) + (size_t)((bits & MASK(n_)) >> LSZ_CODE_BITS(e)); \
        CONSUME(n_); \
    } while (0)
#define SUBTABLE(table, e) do { \
        CONSUME(LSZ_CONSUMED(e)); \
        (e) = (table)[LSZ_VALUE(e) + (bits & MASK(LSZ_CODE_BITS(e)))]; \
    } while (0)

    for (;;) {
        // The fast loop. Entry: the buffer holds valid stream bits in all 64 positions, minus
        // what was consumed since the last refill (at most 48).
        if (end - in >= 16 && limit - out >= LSZ_MAX_MATCH + 3) {
            REFILL_FAST();
            e = litlen[bits & LITLEN_MASK];
            for (;;) {
                // `e` was looked up from bits already in the buffer; the refill adds bits above
                // them: at least 56 now.
                REFILL_FAST();
                if (e & LSZ_LITERAL) {
                    CONSUME(LSZ_CONSUMED(e));
                    uint8_t literal = (uint8_t)(e >> 16);
                    e = litlen[bits & LITLEN_MASK];
                    *out++ = literal;
                    if (e & LSZ_LITERAL) {
                        CONSUME(LSZ_CONSUMED(e));
                        literal = (uint8_t)(e >> 16);
                        e = litlen[bits & LITLEN_MASK];
                        *out++ = literal;
                        if (e & LSZ_LITERAL) {
                            CONSUME(LSZ_CONSUMED(e));
                            literal = (uint8_t)(e >> 16);
                            e = litlen[bits & LITLEN_MASK];
                            *out++ = literal;
                        }
                    }
                } else {
                    if (e & LSZ_SUBTABLE) SUBTABLE(litlen, e);
                    if (e & LSZ_LITERAL) {
                        CONSUME(LSZ_CONSUMED(e));
                        *out++ = (uint8_t)(e >> 16);
                        e = litlen[bits & LITLEN_MASK];
                    } else if (e & (LSZ_END_OF_BLOCK | LSZ_INVALID)) {
                        if (e & LSZ_INVALID) return 0;
                        CONSUME(LSZ_CONSUMED(e));
                        SAVE();
                        return 1;
                    } else {
                        // A length (at most 20 bits with its extra bits), then a distance (28).
                        size_t length, distance;
                        TAKE_VALUE(e, length);
                        e = dist[bits & DIST_MASK];
                        if (e & LSZ_SUBTABLE) SUBTABLE(dist, e);
                        if (e & LSZ_INVALID) return 0;
                        TAKE_VALUE(e, distance);
                        e = litlen[bits & LITLEN_MASK];
                        if (distance > (size_t)(out - window) || distance > max_distance) return 0;
                        copy_match(out, distance, length);
                        out += length;
                    }
                }
                // Leave with `e` unused: nothing of it has been consumed.
                if (end - in < 16 || limit - out < LSZ_MAX_MATCH + 3) break;
            }
        }

        // The careful loop: one symbol.
        REFILL();
        e = litlen[bits & LITLEN_MASK];
        if (e & LSZ_SUBTABLE) SUBTABLE(litlen, e);
        if (e & LSZ_LITERAL) {
            CONSUME(LSZ_CONSUMED(e));
            if (out >= limit) ROOM(1);
            *out++ = (uint8_t)(e >> 16);
            continue;
        }
        if (e & (LSZ_END_OF_BLOCK | LSZ_INVALID)) {
            if (e & LSZ_INVALID) return 0;
            CONSUME(LSZ_CONSUMED(e));
            break;
        }
        size_t length, distance;
        TAKE_VALUE(e, length);
        e = dist[bits & DIST_MASK];
        if (e & LSZ_SUBTABLE) SUBTABLE(dist, e);
        if (e & LSZ_INVALID) return 0;
        TAKE_VALUE(e, distance);
        // Within the output so far (the window keeps the last 32 KiB) and the declared window.
        if (distance > (size_t)(out - window) || distance > max_distance) return 0;
        if (length > (size_t)(limit - out)) ROOM(length);
        copy_match(out, distance, length);
        out += length;
    }
    SAVE();
    return 1;
}
