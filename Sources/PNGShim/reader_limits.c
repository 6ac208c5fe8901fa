// The reader's resource limits: the chunk walk before libpng reads a file, and libpng's allocator.
#include "pngshim.h"
#include "reader_limits.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The largest allocation libpng asked for in this thread's latest reader (see the header).
static _Thread_local size_t largest_allocation;

// libpng's allocator: refuses any block larger than a chunk may be (libpng 1.6.39 allocates a
// text or sPLT chunk's claimed length, up to 2 GiB, before reading it, whatever
// png_set_chunk_malloc_max says). libpng's own largest legitimate blocks are a row (at most
// 32768 * 8 bytes here) and a chunk within the limit.
png_voidp lsz_counting_malloc(png_structp png, png_alloc_size_t size) {
    (void)png;
    if (size > (png_alloc_size_t)PNGSHIM_MAX_CHUNK_BYTES + 4096) return NULL;
    if (size > largest_allocation) largest_allocation = size;
    return malloc(size);
}

void lsz_counting_free(png_structp png, png_voidp pointer) {
    (void)png;
    free(pointer);
}

size_t pngshim_largest_allocation(void) { return largest_allocation; }

void lsz_reset_largest_allocation(void) { largest_allocation = 0; }

/* Walks the chunk headers before libpng reads anything, so that a length field that claims more
 * than the file holds, or an ancillary chunk over PNGSHIM_MAX_CHUNK_BYTES, is an error naming the
 * chunk (libpng would allocate the claimed length first, or lose its place in the stream). With
 * `whole` 0 (reading the header only) the walk stops at the image data, which is all libpng reads
 * then: a file's first bytes are enough. Time: one step per chunk. */
pngshim_status lsz_check_chunk_lengths(const uint8_t *bytes, size_t length, int whole, char *message, size_t capacity) {
    size_t position = 8;
    while (length - position >= 8) {
        const uint8_t *p = bytes + position;
        uint32_t n = ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
        char name[5];
        for (int i = 0; i < 4; i++) {
            uint8_t c = p[4 + i];
            name[i] = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ? (char)c : '?';
        }
        name[4] = 0;
        if (!whole && memcmp(p + 4, "IDAT", 4) == 0) break;
        int ancillary = (p[4] & 0x20) != 0;
        size_t left = length - position - 8;
        if (ancillary && n > PNGSHIM_MAX_CHUNK_BYTES) {
            snprintf(message, capacity, "%s chunk of %u bytes is over the %u-byte limit for ancillary chunks", name,
                     (unsigned)n, (unsigned)PNGSHIM_MAX_CHUNK_BYTES);
            return PNGSHIM_ERR_CORRUPT;
        }
        if ((size_t)n + 4 > left) {
            snprintf(message, capacity, "%s chunk claims %u bytes but the file has %zu left (truncated PNG)", name,
                     (unsigned)n, left);
            return PNGSHIM_ERR_CORRUPT;
        }
        if (memcmp(p + 4, "IEND", 4) == 0) break;
        position += 12 + (size_t)n;
    }
    return PNGSHIM_OK;
}
