// zlib's own deflate, for tests that build PNGs whose image data zlib's encoder chose with other
// settings than libpng's (`pngshim_zlib_compress`). zlib is linked anyway: libpng needs it.
#include "pngshim.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

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
