// The reader's resource limits (reader_limits.c). Internal to PNGShim.
#ifndef PNGSHIM_READER_LIMITS_H
#define PNGSHIM_READER_LIMITS_H
#include "pngshim.h"
#include <png.h>

/// libpng's allocator for our readers: refuses any block over PNGSHIM_MAX_CHUNK_BYTES + 4 KiB and
/// records the largest it grants (`pngshim_largest_allocation`).
png_voidp lsz_counting_malloc(png_structp png, png_alloc_size_t size);
void lsz_counting_free(png_structp png, png_voidp pointer);

/// Starts a new count for `pngshim_largest_allocation` (at the start of each read).
void lsz_reset_largest_allocation(void);

/// Walks the chunk headers of `bytes` (after the signature): PNGSHIM_ERR_CORRUPT, with a message
/// naming the chunk, when a length claims more than the file holds or an ancillary chunk is over
/// PNGSHIM_MAX_CHUNK_BYTES. With `whole` 0 the walk stops at the first IDAT.
pngshim_status lsz_check_chunk_lengths(const uint8_t *bytes, size_t length, int whole, char *message, size_t capacity);

#endif
