// Huffman decoding tables for the DEFLATE decoder (RFC 1951 section 3.2.2: canonical codes).
//
// The bit reader holds the stream least significant bit first while Huffman codes are sent most
// significant bit first, so a table is indexed by the bit-reversed code. A code of at most
// `table_bits` bits fills every primary entry whose low bits are its reversed code; a longer code
// lives in a sub-table reached through the primary entry of its first `table_bits` bits.
#include "inflate.h"
#include <string.h>

// RFC 1951 section 3.2.5: the base and extra bits of length symbols 257..285 and of distance
// symbols 0..29.
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                       257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                       8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                       7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

static uint32_t make_entry(uint32_t value, uint32_t flags, unsigned code_bits, unsigned extra_bits) {
    return flags | value << 16 | (uint32_t)code_bits << 8 | (code_bits + extra_bits);
}

// The entry of `symbol` whose code takes `code_bits` bits in its table.
static uint32_t symbol_entry(unsigned symbol, unsigned code_bits, lsz_kind kind) {
    switch (kind) {
    case LSZ_KIND_LITLEN:
        if (symbol < 256) return make_entry(symbol, LSZ_LITERAL, code_bits, 0);
        if (symbol == 256) return make_entry(0, LSZ_END_OF_BLOCK, code_bits, 0);
        if (symbol <= 285) return make_entry(length_base[symbol - 257], 0, code_bits, length_extra[symbol - 257]);
        return make_entry(0, LSZ_INVALID, code_bits, 0);
    case LSZ_KIND_DIST:
        if (symbol < 30) return make_entry(dist_base[symbol], 0, code_bits, dist_extra[symbol]);
        return make_entry(0, LSZ_INVALID, code_bits, 0);
    case LSZ_KIND_CODELEN:
        return make_entry(symbol, 0, code_bits, 0);
    }
    return make_entry(0, LSZ_INVALID, code_bits, 0);
}

static unsigned reverse_bits(unsigned code, unsigned bits) {
    unsigned r = 0;
    for (unsigned i = 0; i < bits; i++) { r = (r << 1) | (code & 1); code >>= 1; }
    return r;
}

// The index bits of the sub-table that starts with a code of `length` bits: enough for the codes
// still to place under the same prefix. `remaining[l]` counts the codes of length l not placed yet.
static unsigned subtable_bits(unsigned length, unsigned table_bits, const unsigned *remaining) {
    unsigned bits = length - table_bits;
    int room = 1 << bits;
    for (unsigned l = length; l < 15; l++) {
        room -= (int)remaining[l];
        if (room <= 0) break;
        bits++;
        room <<= 1;
    }
    return bits;
}

int lsz_build_table(uint32_t *table, size_t capacity, unsigned table_bits, const uint8_t *lengths,
                    unsigned count, lsz_kind kind) {
    unsigned counts[16] = {0}, max_length = 0;
    for (unsigned s = 0; s < count; s++) {
        if (lengths[s] > 15) return 0;
        counts[lengths[s]]++;
        if (lengths[s] > max_length) max_length = lengths[s];
    }
    const size_t primary = (size_t)1 << table_bits;
    if (capacity < primary) return 0;
    // Kraft: `left` codes of the current length are still free.
    int left = 1;
    for (unsigned l = 1; l <= 15; l++) {
        left = 2 * left - (int)counts[l];
        if (left < 0) return 0;  // over-subscribed
    }
    if (left > 0) {
        // Incomplete. zlib accepts only an empty code or one 1-bit code, and not for code lengths.
        if (max_length > 1 || (kind == LSZ_KIND_CODELEN && max_length != 0)) return 0;
        for (size_t i = 0; i < primary; i++) table[i] = make_entry(0, LSZ_INVALID, 0, 0);
        if (max_length == 0) return 1;
    }
    // Symbols sorted by code length, then by value: the order of their canonical codes.
    uint16_t sorted[288];
    unsigned offsets[16] = {0};
    for (unsigned l = 2; l <= 15; l++) offsets[l] = offsets[l - 1] + counts[l - 1];
    for (unsigned s = 0; s < count; s++) {
        if (lengths[s] != 0) sorted[offsets[lengths[s]]++] = (uint16_t)s;
    }
    unsigned remaining[16];
    memcpy(remaining, counts, sizeof remaining);
    unsigned code = 0, used = count - counts[0];
    unsigned length = 0, prefix = ~0u, sub_bits = 0;
    size_t next_free = primary, sub_start = 0;
    for (unsigned i = 0; i < used; i++) {
        unsigned symbol = sorted[i];
        // The canonical code: one more than the previous, shifted left when the length grows.
        if (i > 0) code++;
        code <<= lengths[symbol] - length;
        length = lengths[symbol];
        remaining[length]--;
        unsigned reversed = reverse_bits(code, length);
        if (length <= table_bits) {
            uint32_t entry = symbol_entry(symbol, length, kind);
            for (size_t k = reversed; k < primary; k += (size_t)1 << length) table[k] = entry;
            continue;
        }
        unsigned low = reversed & (unsigned)(primary - 1);
        if (low != prefix) {
            // The first code with this prefix: a new sub-table.
            remaining[length]++;
            sub_bits = subtable_bits(length, table_bits, remaining);
            remaining[length]--;
            prefix = low;
            sub_start = next_free;
            next_free += (size_t)1 << sub_bits;
            if (next_free > capacity || sub_start > 0x7fff) return 0;
            // The pointer consumes the primary index bits; its code-bits field holds the
            // sub-table's index bits.
            table[low] = LSZ_SUBTABLE | (uint32_t)sub_start << 16 | (uint32_t)sub_bits << 8 | table_bits;
        }
        unsigned sub_length = length - table_bits;
        uint32_t entry = symbol_entry(symbol, sub_length, kind);
        for (size_t k = reversed >> table_bits; k < ((size_t)1 << sub_bits); k += (size_t)1 << sub_length) {
            table[sub_start + k] = entry;
        }
    }
    return 1;
}
