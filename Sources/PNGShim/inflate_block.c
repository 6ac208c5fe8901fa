// The hot loop of the DEFLATE decoder: literals, and length/distance pairs copied from the
// output already written (RFC 1951 section 3.2.5). The bit reader's state lives in local
// variables here (stores through the output's byte pointer would otherwise force the compiler to
// reload it from memory after every byte written) and goes back into the state around the rare
// slow calls.
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

int lsz_huffman_block(lsz_inflater *z) {
    uint64_t bits = z->b.bits;
    unsigned count = z->b.count;
    const uint8_t *in = z->b.in, *end = z->b.end;
    uint8_t *out = z->out, *limit = z->limit;
    uint8_t *const window = z->output->window;
    const size_t max_distance = z->max_distance;
    const uint32_t *const litlen = z->litlen, *const dist = z->dist;

#define SAVE() (z->b.bits = bits, z->b.count = count, z->b.in = in, z->out = out)
#define LOAD() (bits = z->b.bits, count = z->b.count, in = z->b.in, end = z->b.end, out = z->out, limit = z->limit)
#define REFILL() do { \
        if (end - in >= 8) { \
            bits |= lsz_load64(in) << count; \
            in += (63 - count) >> 3; \
            count |= 56; \
        } else { \
            SAVE(); \
            lsz_bits_refill_slow(&z->b); \
            if (z->b.padding > 16) return 0; /* well past the end of the data */ \
            LOAD(); \
        } \
    } while (0)
#define ROOM(n) do { SAVE(); if (!lsz_make_room(z, (n))) return 0; LOAD(); } while (0)

    for (;;) {
        // At least 56 bits: a literal/length code with its extra bits (at most 20) and a
        // distance code with its extra bits (at most 28) both fit.
        REFILL();
        uint32_t e = litlen[bits & MASK(LSZ_LITLEN_BITS)];
        if (e & LSZ_SUBTABLE) {
            bits >>= LSZ_LITLEN_BITS;
            count -= LSZ_LITLEN_BITS;
            e = litlen[(e >> 16) + (bits & MASK((e >> 8) & 31))];
        }
        if (e & LSZ_LITERAL) {
            bits >>= e & 15;
            count -= e & 15;
            if (out >= limit) ROOM(1);
            *out++ = (uint8_t)(e >> 16);
            continue;
        }
        if (e & (LSZ_END_OF_BLOCK | LSZ_INVALID)) {
            if (e & LSZ_INVALID) return 0;
            bits >>= e & 15;
            count -= e & 15;
            break;
        }
        unsigned total = (e >> 8) & 31;
        size_t length = (e >> 16) + (size_t)((bits & MASK(total)) >> (e & 15));
        bits >>= total;
        count -= total;

        e = dist[bits & MASK(LSZ_DIST_BITS)];
        if (e & LSZ_SUBTABLE) {
            bits >>= LSZ_DIST_BITS;
            count -= LSZ_DIST_BITS;
            e = dist[(e >> 16) + (bits & MASK((e >> 8) & 31))];
        }
        if (e & LSZ_INVALID) return 0;
        total = (e >> 8) & 31;
        size_t distance = (e >> 16) + (size_t)((bits & MASK(total)) >> (e & 15));
        bits >>= total;
        count -= total;
        // Within the output so far (the window keeps the last 32 KiB) and the declared window.
        if (distance > (size_t)(out - window) || distance > max_distance) return 0;
        if (length > (size_t)(limit - out)) ROOM(length);
        copy_match(out, distance, length);
        out += length;
    }
    SAVE();
    return 1;
#undef SAVE
#undef LOAD
#undef REFILL
#undef ROOM
}
