// The DEFLATE decoder (RFC 1951) inside the zlib wrapper (RFC 1950): block headers, stored
// blocks, the output window, and the Huffman block loop (inflate_block.c).
#include "inflate_internal.h"
#include <stdlib.h>

// The number of bytes the window can still take before `limit`: the window's end or the end of
// the expected output, whichever comes first.
void lsz_set_limit(lsz_inflater *z) {
    const lsz_output *o = z->output;
    uint64_t left = o->expected - z->position;
    z->limit = o->window + (left < o->capacity ? (size_t)left : o->capacity);
}

int lsz_make_room(lsz_inflater *z, size_t n) {
    const lsz_output *o = z->output;
    size_t filled = (size_t)(z->out - o->window);
    if (n > o->expected - z->position - filled) return 0;  // more output than the stream may have
    if (n <= o->capacity - filled) return 1;
    z->adler = lsz_adler32(z->adler, z->adler_from, (size_t)(z->out - z->adler_from));
    long unused = o->drain(o->context, o->window, filled, z->position, 0);
    if (unused < 0 || (size_t)unused > filled) return 0;
    // Keep what the consumer has not used, and the history matches may still copy from.
    size_t keep = (size_t)unused, history = filled < LSZ_MAX_DISTANCE ? filled : LSZ_MAX_DISTANCE;
    if (keep < history) keep = history;
    memmove(o->window, o->window + filled - keep, keep);
    z->position += filled - keep;
    z->out = o->window + keep;
    z->adler_from = z->out;
    lsz_set_limit(z);
    return n <= o->capacity - keep;
}

// A stored block: LEN, its complement NLEN, then LEN bytes as they are (RFC 1951 section 3.2.4).
static int stored_block(lsz_inflater *z) {
    lsz_bits_align(&z->b);
    uint32_t length = lsz_bits_take(&z->b, 16), complement = lsz_bits_take(&z->b, 16);
    if ((length ^ 0xffffu) != complement) return 0;
    while (length > 0) {
        size_t room = (size_t)(z->limit - z->out);
        if (room == 0) {
            if (!lsz_make_room(z, length < LSZ_MAX_MATCH ? length : LSZ_MAX_MATCH)) return 0;
            continue;
        }
        size_t n = length < room ? length : room;
        if (!lsz_bits_copy(&z->b, z->out, n)) return 0;
        z->out += n;
        length -= (uint32_t)n;
    }
    return 1;
}

// The code lengths of a dynamic block's two codes, themselves Huffman coded (section 3.2.7).
static int dynamic_tables(lsz_inflater *z) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    lsz_bits *b = &z->b;
    unsigned nlit = lsz_bits_take(b, 5) + 257, ndist = lsz_bits_take(b, 5) + 1, ncode = lsz_bits_take(b, 4) + 4;
    if (nlit > 286 || ndist > 30) return 0;
    uint8_t code_lengths[19] = {0};
    for (unsigned i = 0; i < ncode; i++) code_lengths[order[i]] = (uint8_t)lsz_bits_take(b, 3);
    if (!lsz_build_table(z->codelen, LSZ_CODELEN_ENTRIES, LSZ_CODELEN_BITS, code_lengths, 19, LSZ_KIND_CODELEN)) return 0;
    uint8_t lengths[288 + 32];
    for (unsigned i = 0; i < nlit + ndist;) {
        if (b->count < 16) lsz_bits_refill(b);
        uint32_t e = z->codelen[lsz_bits_peek(b, LSZ_CODELEN_BITS)];
        if (e & LSZ_INVALID) return 0;
        lsz_bits_drop(b, LSZ_CONSUMED(e));
        unsigned symbol = LSZ_VALUE(e), repeat;
        uint8_t value = 0;
        if (symbol < 16) {
            lengths[i++] = (uint8_t)symbol;
            continue;
        }
        if (symbol == 16) {
            if (i == 0) return 0;  // nothing to repeat
            value = lengths[i - 1];
            repeat = 3 + lsz_bits_take(b, 2);
        } else if (symbol == 17) {
            repeat = 3 + lsz_bits_take(b, 3);
        } else {
            repeat = 11 + lsz_bits_take(b, 7);
        }
        if (repeat > nlit + ndist - i) return 0;
        memset(lengths + i, value, repeat);
        i += repeat;
    }
    if (lengths[256] == 0) return 0;  // no end-of-block code
    return lsz_build_table(z->litlen, LSZ_LITLEN_ENTRIES, LSZ_LITLEN_BITS, lengths, nlit, LSZ_KIND_LITLEN)
        && lsz_build_table(z->dist, LSZ_DIST_ENTRIES, LSZ_DIST_BITS, lengths + nlit, ndist, LSZ_KIND_DIST);
}

// The fixed codes of section 3.2.6.
static int fixed_tables(lsz_inflater *z) {
    uint8_t lengths[288 + 32];
    memset(lengths, 8, 144);
    memset(lengths + 144, 9, 112);
    memset(lengths + 256, 7, 24);
    memset(lengths + 280, 8, 8);
    memset(lengths + 288, 5, 32);
    return lsz_build_table(z->litlen, LSZ_LITLEN_ENTRIES, LSZ_LITLEN_BITS, lengths, 288, LSZ_KIND_LITLEN)
        && lsz_build_table(z->dist, LSZ_DIST_ENTRIES, LSZ_DIST_BITS, lengths + 288, 32, LSZ_KIND_DIST);
}

// The zlib header (RFC 1950 section 2.2): deflate, a window of at most 32 KiB, no preset
// dictionary, and the check bits.
static int zlib_header(lsz_inflater *z) {
    uint32_t cmf = lsz_bits_take(&z->b, 8), flg = lsz_bits_take(&z->b, 8);
    if ((cmf & 0x0f) != 8 || (cmf >> 4) > 7 || (flg & 0x20) != 0 || ((cmf << 8) | flg) % 31 != 0) return 0;
    z->max_distance = (size_t)1 << ((cmf >> 4) + 8);
    return 1;
}

static int inflate_stream(lsz_inflater *z) {
    if (!zlib_header(z)) return 0;
    int final;
    do {
        final = (int)lsz_bits_take(&z->b, 1);
        switch (lsz_bits_take(&z->b, 2)) {
        case 0: if (!stored_block(z)) return 0; break;
        case 1: if (!fixed_tables(z) || !lsz_huffman_block(z)) return 0; break;
        case 2: if (!dynamic_tables(z) || !lsz_huffman_block(z)) return 0; break;
        default: return 0;
        }
        if (lsz_bits_overran(&z->b)) return 0;
    } while (!final);
    const lsz_output *o = z->output;
    size_t filled = (size_t)(z->out - o->window);
    if (z->position + filled != o->expected) return 0;
    // The Adler-32 of the output, most significant byte first, and nothing after it.
    lsz_bits_align(&z->b);
    uint32_t stored = 0;
    for (int i = 0; i < 4; i++) stored = stored << 8 | lsz_bits_take(&z->b, 8);
    if (lsz_bits_overran(&z->b) || lsz_bits_unread(&z->b) != 0) return 0;
    if (lsz_adler32(z->adler, z->adler_from, (size_t)(z->out - z->adler_from)) != stored) return 0;
    return o->drain(o->context, o->window, filled, z->position, 1) >= 0;
}

int lsz_inflate_zlib(const lsz_piece *pieces, size_t count, const lsz_output *output) {
    if (output->window == NULL || output->capacity < LSZ_MAX_DISTANCE + 2 * LSZ_MAX_MATCH) return 0;
    lsz_inflater *z = malloc(sizeof *z);
    if (z == NULL) return 0;
    memset(&z->b, 0, sizeof z->b);
    z->b.pieces = pieces;
    z->b.pieces_left = count;
    z->output = output;
    z->out = output->window;
    z->position = 0;
    z->adler = 1;
    z->adler_from = output->window;
    lsz_set_limit(z);
    int ok = inflate_stream(z);
    free(z);
    return ok;
}
