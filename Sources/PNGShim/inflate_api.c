// The inflater on a contiguous buffer, and zlib's own deflate and inflate, for tests and
// benchmarks (`pngshim_inflate`, `pngshim_zlib_compress`, `pngshim_zlib_uncompress`).
#include "pngshim.h"
#include "inflate.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// The consumer that copies everything to a contiguous output.
typedef struct {
    uint8_t *output;
} copy_sink;

static long drain_copy(void *context, const uint8_t *window, size_t filled, uint64_t position, int final) {
    (void)final;
    copy_sink *s = context;
    // Bytes from `position` on are new or were kept as history (already copied): copying them
    // again writes the same values.
    if (filled > 0) memcpy(s->output + position, window, filled);
    return 0;
}

pngshim_status pngshim_inflate(const uint8_t *input, size_t input_length, uint8_t *output, size_t output_length,
                               size_t piece_length, size_t window_capacity) {
    if (window_capacity == 0) window_capacity = (size_t)64 << 10;
    if ((input == NULL && input_length > 0) || (output == NULL && output_length > 0)
        || window_capacity < LSZ_MAX_DISTANCE + 2 * LSZ_MAX_MATCH) return PNGSHIM_ERR_ARGUMENT;
    if (piece_length == 0 || piece_length > input_length) piece_length = input_length > 0 ? input_length : 1;
    size_t count = input_length == 0 ? 0 : (input_length + piece_length - 1) / piece_length;
    lsz_piece *pieces = malloc((count > 0 ? count : 1) * sizeof *pieces);
    uint8_t *window = malloc(window_capacity + LSZ_SLACK);
    int ok = pieces != NULL && window != NULL;
    if (ok) {
        for (size_t i = 0; i < count; i++) {
            size_t start = i * piece_length;
            pieces[i] = (lsz_piece){input + start, input_length - start < piece_length ? input_length - start : piece_length};
        }
        copy_sink sink = {output};
        lsz_output out = {window, window_capacity, output_length, drain_copy, &sink};
        ok = lsz_inflate_zlib(pieces, count, &out);
    }
    free(window);
    free(pieces);
    if (pieces == NULL || window == NULL) return PNGSHIM_ERR_MEMORY;
    return ok ? PNGSHIM_OK : PNGSHIM_ERR_CORRUPT;
}

pngshim_status pngshim_zlib_compress(const uint8_t *input, size_t input_length, int level, int window_bits,
                                     int mem_level, int strategy, uint8_t **out, size_t *out_length) {
    if ((input == NULL && input_length > 0) || out == NULL || out_length == NULL) return PNGSHIM_ERR_ARGUMENT;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, level, Z_DEFLATED, window_bits, mem_level, strategy) != Z_OK) return PNGSHIM_ERR_ARGUMENT;
    size_t capacity = deflateBound(&z, (uLong)input_length) + 16;
    uint8_t *buffer = malloc(capacity);
    if (buffer == NULL) {
        deflateEnd(&z);
        return PNGSHIM_ERR_MEMORY;
    }
    z.next_in = (Bytef *)input;
    z.avail_in = (uInt)input_length;
    z.next_out = buffer;
    z.avail_out = (uInt)capacity;
    int r = deflate(&z, Z_FINISH);
    *out_length = z.total_out;
    deflateEnd(&z);
    if (r != Z_STREAM_END) {
        free(buffer);
        return PNGSHIM_ERR_CORRUPT;
    }
    *out = buffer;
    return PNGSHIM_OK;
}

pngshim_status pngshim_zlib_uncompress(const uint8_t *input, size_t input_length, uint8_t *output,
                                       size_t *output_length) {
    if ((input == NULL && input_length > 0) || output_length == NULL) return PNGSHIM_ERR_ARGUMENT;
    uint8_t spare;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) return PNGSHIM_ERR_MEMORY;
    z.next_in = (Bytef *)input;
    z.avail_in = (uInt)input_length;
    z.next_out = output != NULL ? output : &spare;
    z.avail_out = output != NULL ? (uInt)*output_length : 0;
    int r = inflate(&z, Z_FINISH);
    *output_length = z.total_out;
    int ended = r == Z_STREAM_END && z.avail_in == 0;
    inflateEnd(&z);
    return ended ? PNGSHIM_OK : PNGSHIM_ERR_CORRUPT;
}
