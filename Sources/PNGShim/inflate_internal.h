// The state of one DEFLATE decode, shared by inflate.c (headers, stored blocks, the window) and
// inflate_block.c (the Huffman block loop). Internal to the decoder.
#ifndef PNGSHIM_INFLATE_INTERNAL_H
#define PNGSHIM_INFLATE_INTERNAL_H
#include "inflate.h"
#include "inflate_bits.h"

typedef struct {
    lsz_bits b;
    const lsz_output *output;
    uint8_t *out;             // the next output byte, in the window
    uint8_t *limit;           // the window's end or the end of the expected output
    uint64_t position;        // the output position of the window's first byte
    uint8_t *adler_from;      // the first byte in the window not in `adler` yet
    uint32_t adler;
    size_t max_distance;      // the window size the zlib header declares
    uint32_t litlen[LSZ_LITLEN_ENTRIES];
    uint32_t dist[LSZ_DIST_ENTRIES];
    uint32_t codelen[LSZ_CODELEN_ENTRIES];
} lsz_inflater;

/// Sets `limit` from the window and the expected length.
void lsz_set_limit(lsz_inflater *z);

/// Makes room for `n` more output bytes, draining the window when it is full. Returns 0 when the
/// stream would produce more than expected or the consumer stops.
int lsz_make_room(lsz_inflater *z, size_t n);

/// Decodes one block with the codes in `litlen` and `dist`, up to its end-of-block code.
int lsz_huffman_block(lsz_inflater *z);

#endif
