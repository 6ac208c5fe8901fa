#include "pngshim.h"
#include "reader_limits.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <stdint.h>
#include <sys/mman.h>

// Shared state for one libpng call. It lives in memory (its address is handed to libpng), so
// its fields keep their values across the longjmp back to setjmp.
typedef struct {
    char *message;
    size_t capacity;
    // Reading: the input and the read position.
    const uint8_t *input;
    size_t input_length;
    size_t position;
    // Writing: a growing output buffer.
    uint8_t *output;
    size_t output_length;
    size_t output_capacity;
    int out_of_memory;
    // Decoding: the row pointers, freed on error; set when the caller's buffer has the wrong length.
    png_bytep *rows;
    int bad_argument;
} shim_context;

static void set_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    snprintf(message, capacity, "%s", text);
}

static void on_error(png_structp png, png_const_charp text) {
    shim_context *ctx = (shim_context *)png_get_error_ptr(png);
    set_message(ctx->message, ctx->capacity, text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png; (void)text; // Warnings (e.g. unknown chunks, bad gamma) do not stop decoding.
}

static void read_from_memory(png_structp png, png_bytep data, size_t count) {
    shim_context *ctx = (shim_context *)png_get_io_ptr(png);
    if (count > ctx->input_length - ctx->position) {
        png_error(png, "unexpected end of data (truncated PNG)");
    }
    memcpy(data, ctx->input + ctx->position, count);
    ctx->position += count;
}

static void write_to_memory(png_structp png, png_bytep data, size_t count) {
    shim_context *ctx = (shim_context *)png_get_io_ptr(png);
    if (count > ctx->output_capacity - ctx->output_length) {
        size_t capacity = ctx->output_capacity ? ctx->output_capacity : 4096;
        while (count > capacity - ctx->output_length) capacity *= 2;
        uint8_t *grown = realloc(ctx->output, capacity);
        if (grown == NULL) {
            ctx->out_of_memory = 1;
            png_error(png, "out of memory while encoding");
        }
        ctx->output = grown;
        ctx->output_capacity = capacity;
    }
    memcpy(ctx->output + ctx->output_length, data, count);
    ctx->output_length += count;
}

static void flush_memory(png_structp png) { (void)png; }

pngshim_status pngshim_encode_rgba8(const uint8_t *pixels, size_t pixels_length,
                                    uint32_t width, uint32_t height, int filters, int level,
                                    uint8_t **out, size_t *out_length,
                                    char *message, size_t message_capacity) {
    if (pixels == NULL || out == NULL || out_length == NULL || width == 0 || height == 0) {
        set_message(message, message_capacity, "invalid arguments: null buffer or zero size");
        return PNGSHIM_ERR_ARGUMENT;
    }
    if ((filters & ~PNG_ALL_FILTERS) != 0 || (filters & PNG_ALL_FILTERS) == 0 || level < 0 || level > 9) {
        set_message(message, message_capacity, "invalid arguments: filters must be a PNG_FILTER_* mask, level 0-9");
        return PNGSHIM_ERR_ARGUMENT;
    }
    if (width > PNGSHIM_MAX_DIMENSION || height > PNGSHIM_MAX_DIMENSION) {
        set_message(message, message_capacity, "image too large to encode");
        return PNGSHIM_ERR_TOO_LARGE;
    }
    if (pixels_length != (size_t)width * height * 4) {
        set_message(message, message_capacity, "pixel buffer length is not width * height * 4");
        return PNGSHIM_ERR_ARGUMENT;
    }
    shim_context ctx = {0};
    ctx.message = message;
    ctx.capacity = message_capacity;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx, on_error, on_warning);
    if (png == NULL) {
        set_message(message, message_capacity, "out of memory creating the PNG writer");
        return PNGSHIM_ERR_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        set_message(message, message_capacity, "out of memory creating the PNG writer");
        return PNGSHIM_ERR_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(ctx.output);
        return ctx.out_of_memory ? PNGSHIM_ERR_MEMORY : PNGSHIM_ERR_CORRUPT;
    }
    png_set_write_fn(png, &ctx, write_to_memory, flush_memory);
    // The filter choice (adaptive when several are allowed) depends only on the pixels.
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(png, level);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * width * 4));
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out = ctx.output;
    *out_length = ctx.output_length;
    return PNGSHIM_OK;
}

// Checks that `bytes` start with the PNG signature.
static pngshim_status check_signature(const uint8_t *bytes, size_t length, char *message, size_t capacity) {
    if (bytes == NULL) {
        set_message(message, capacity, "invalid arguments: null buffer");
        return PNGSHIM_ERR_ARGUMENT;
    }
    if (length < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
        set_message(message, capacity, "not a PNG file (bad signature)");
        return PNGSHIM_ERR_NOT_PNG;
    }
    return PNGSHIM_OK;
}

/* Checks the signature and creates a reader over `bytes` with `ctx` as its error context.
 * On success *png and *info are set and the caller must set its own jump point before reading. */
static pngshim_status open_reader(shim_context *ctx, const uint8_t *bytes, size_t length, int whole,
                                  char *message, size_t message_capacity,
                                  png_structp *png, png_infop *info) {
    lsz_reset_largest_allocation();
    pngshim_status status = check_signature(bytes, length, message, message_capacity);
    if (status == PNGSHIM_OK) status = lsz_check_chunk_lengths(bytes, length, whole, message, message_capacity);
    if (status != PNGSHIM_OK) return status;
    ctx->message = message;
    ctx->capacity = message_capacity;
    ctx->input = bytes;
    ctx->input_length = length;
    *png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, ctx, on_error, on_warning, NULL, lsz_counting_malloc, lsz_counting_free);
    *info = *png ? png_create_info_struct(*png) : NULL;
    if (*info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        set_message(message, message_capacity, "out of memory creating the PNG reader");
        return PNGSHIM_ERR_MEMORY;
    }
    png_set_read_fn(*png, ctx, read_from_memory);
    png_set_user_limits(*png, PNGSHIM_MAX_DIMENSION, PNGSHIM_MAX_DIMENSION);
    // Bounded memory whatever the chunks claim: the pixel count is the caller's to check (from
    // the header, before it allocates); ancillary chunks are capped in size and in number.
    png_set_chunk_malloc_max(*png, PNGSHIM_MAX_CHUNK_BYTES);
    png_set_chunk_cache_max(*png, PNGSHIM_MAX_CACHED_CHUNKS);
    return PNGSHIM_OK;
}

pngshim_status pngshim_read_size(const uint8_t *bytes, size_t length,
                                 uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity) {
    if (width == NULL || height == NULL) {
        set_message(message, message_capacity, "invalid arguments: null output");
        return PNGSHIM_ERR_ARGUMENT;
    }
    shim_context ctx = {0};
    png_structp png = NULL;
    png_infop info = NULL;
    pngshim_status status = open_reader(&ctx, bytes, length, 0, message, message_capacity, &png, &info);
    if (status != PNGSHIM_OK) return status;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return PNGSHIM_ERR_CORRUPT;
    }
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return PNGSHIM_OK;
}

pngshim_status pngshim_decode_rgba8_into(const uint8_t *bytes, size_t length,
                                         uint8_t *pixels, size_t pixels_length,
                                         char *message, size_t message_capacity) {
    if (pixels == NULL) {
        set_message(message, message_capacity, "invalid arguments: null output");
        return PNGSHIM_ERR_ARGUMENT;
    }
    shim_context ctx = {0};
    png_structp png = NULL;
    png_infop info = NULL;
    pngshim_status status = open_reader(&ctx, bytes, length, 1, message, message_capacity, &png, &info);
    if (status != PNGSHIM_OK) return status;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(ctx.rows);
        return ctx.out_of_memory ? PNGSHIM_ERR_MEMORY : (ctx.bad_argument ? PNGSHIM_ERR_ARGUMENT : PNGSHIM_ERR_CORRUPT);
    }
    png_read_info(png, info);

    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    if (pixels_length != (size_t)w * h * 4) {
        ctx.bad_argument = 1;
        png_error(png, "invalid arguments: pixel buffer length is not width * height * 4");
    }
    int color_type = png_get_color_type(png, info);
    // Normalise every colour type and depth to 8-bit RGBA.
    png_set_expand(png);                 // palette -> RGB, grey < 8 bits -> 8 bits, tRNS -> alpha
    png_set_scale_16(png);               // 16 -> 8 bits, rounded
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER); // no effect when alpha is already there
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) {
        png_error(png, "unexpected row size after conversion to RGBA8");
    }
    ctx.rows = malloc(sizeof(png_bytep) * h);
    if (ctx.rows == NULL) {
        ctx.out_of_memory = 1;
        png_error(png, "out of memory while decoding");
    }
    for (uint32_t y = 0; y < h; y++) ctx.rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, ctx.rows);
    png_read_end(png, NULL); // reads to IEND, so a truncated stream is an error
    png_destroy_read_struct(&png, &info, NULL);
    free(ctx.rows);
    return PNGSHIM_OK;
}

void pngshim_advise_huge_pages(void *buffer, size_t length) {
#ifdef MADV_HUGEPAGE
    // The pages the buffer touches: a 2 MiB range of them that the mapping covers entirely can
    // then be one huge page.
    const uintptr_t page = 4096, huge = (uintptr_t)2 << 20;
    uintptr_t start = (uintptr_t)buffer & ~(page - 1);
    uintptr_t end = ((uintptr_t)buffer + length + page - 1) & ~(page - 1);
    if (buffer == NULL || length < huge) return;
    madvise((void *)start, end - start, MADV_HUGEPAGE);
#if defined(__linux__)
    // The allocator has already written its header in the first page, so the first 2 MiB would
    // fault in 4 KiB at a time (512 faults): collapse it into a huge page now (Linux 6.1 and
    // later; older kernels refuse, harmlessly).
    if (start % huge == 0 && end - start >= huge) madvise((void *)start, huge, 25 /* MADV_COLLAPSE */);
#endif
#else
    (void)buffer; (void)length;
#endif
}

void pngshim_free(void *buffer) { free(buffer); }
