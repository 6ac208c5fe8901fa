// A fast decoder for the PNGs snapshot testing reads most: 8-bit RGBA or RGB, not interlaced,
// with no transparency or palette chunk. It walks the chunks itself (checking every CRC),
// inflates the image data with our own decoder (inflate.c) into a window of a few hundred KiB
// that stays in the core's cache, and undoes each row's filter from the window straight into the
// caller's buffer as soon as the row is complete. Anything else, and any problem at all, is
// declined (PNGSHIM_ERR_UNSUPPORTED) so that libpng decodes the file and reports its errors.
#include "pngshim.h"
#include "inflate.h"
#include "unfilter.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static uint32_t be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static int is_letter(uint8_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// Walks the chunks after IHDR up to IEND, checking lengths, names and CRCs, and collects the
// data of the IDAT chunks (which must follow each other) into `pieces` when it is not null.
// Returns the number of IDAT pieces, or -1 for anything libpng should look at: a bad CRC or
// name, a missing IEND, a critical chunk other than IDAT and IEND (PLTE included), tRNS.
static long walk_chunks(const uint8_t *bytes, size_t length, lsz_piece *pieces) {
    size_t position = 8 + 25;
    long count = 0;
    int idat_state = 0;  // 0 before the IDAT chunks, 1 among them, 2 after them
    while (position + 12 <= length) {
        uint32_t n = be32(bytes + position);
        const uint8_t *type = bytes + position + 4, *data = type + 4;
        if (n > 0x7fffffffu || n > length - position - 12) return -1;
        if (!is_letter(type[0]) || !is_letter(type[1]) || !is_letter(type[2]) || !is_letter(type[3])) return -1;
        if (pieces == NULL && (uint32_t)crc32(0, type, n + 4) != be32(data + n)) return -1;
        position += 12 + (size_t)n;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_state == 2) return -1;
            idat_state = 1;
            if (n == 0) continue;
            if (pieces != NULL) pieces[count] = (lsz_piece){data, n};
            count++;
            continue;
        }
        if (idat_state == 1) idat_state = 2;
        if (memcmp(type, "IEND", 4) == 0) return n == 0 && idat_state == 2 ? count : -1;
        // Critical chunks (an upper-case first letter) other than these, and transparency, change
        // how the pixels decode or are errors: libpng's business. Ancillary ones (text, time,
        // gamma, colour profile) do not change straight RGBA pixels.
        if ((type[0] & 0x20) == 0 || memcmp(type, "tRNS", 4) == 0) return -1;
    }
    return -1;
}

// The consumer of the inflated rows: undoes each complete row's filter into the pixels.
typedef struct {
    uint8_t *pixels;
    uint32_t width, height, y;  // y: the next row to undo
    int bpp;
    size_t row_bytes;           // filtered row length without its filter byte
    const uint8_t *zeros;       // the row above the first
    uint8_t *rgb[2];            // RGB rows, unfiltered, before widening to RGBA
    int avx2;                   // Paeth rows go eight at a time
} row_sink;

// Undoes `n` (8 or 4) complete Paeth rows of four-byte pixels from row `y` at once; 0 when the
// rows from `y` are not `n` such rows.
static int paeth_group(row_sink *s, const uint8_t *filtered, size_t stride, uint64_t complete, int n) {
    if (s->bpp != 4 || s->y + (uint64_t)n > complete) return 0;
    for (int k = 0; k < n; k++) {
        if (filtered[k * stride] != 4) return 0;
    }
    const size_t row_bytes = s->row_bytes;
    uint8_t *rows[9];
    const uint8_t *rest[8];
    rows[0] = s->y == 0 ? (uint8_t *)s->zeros : s->pixels + (size_t)(s->y - 1) * row_bytes;
    for (int k = 0; k < n; k++) {
        rows[k + 1] = s->pixels + (size_t)(s->y + k) * row_bytes;
        rest[k] = filtered + k * stride + 1;
    }
    if (n == 8) {
        lsz_unpaeth_eight_rows(rows + 1, rest, s->width);
    } else {
        lsz_unpaeth_four_rows(rows + 1, rest, s->width);
    }
    return 1;
}

static long drain_rows(void *context, const uint8_t *window, size_t filled, uint64_t position, int final) {
    row_sink *s = context;
    const size_t stride = s->row_bytes + 1, n = s->row_bytes;
    const uint64_t end = position + filled;
    uint64_t complete = end / stride;
    if (complete > s->height) complete = s->height;
    const int group = s->avx2 ? 8 : 4;
    while (s->y < complete) {
        const uint8_t *filtered = window + ((uint64_t)s->y * stride - position);
        if (group == 8 && paeth_group(s, filtered, stride, complete, 8)) {
            s->y += 8;
            continue;
        }
        if (paeth_group(s, filtered, stride, complete, 4)) {
            s->y += 4;
            continue;
        }
        // A Paeth row whose next rows are not all here yet: wait for them.
        if (s->bpp == 4 && filtered[0] == 4 && !final && s->y + group > complete && s->y + group <= s->height) break;
        uint8_t *row;
        const uint8_t *prior;
        if (s->bpp == 4) {
            row = s->pixels + (size_t)s->y * n;
            prior = s->y == 0 ? s->zeros : row - n;
        } else {
            row = s->rgb[s->y & 1];
            prior = s->y == 0 ? s->zeros : s->rgb[(s->y - 1) & 1];
        }
        if (!lsz_unfilter_row(row, filtered + 1, prior, n, s->bpp, filtered[0])) return -1;
        if (s->bpp == 3) {
            uint8_t *out = s->pixels + (size_t)s->y * s->width * 4;
            for (uint32_t x = 0; x < s->width; x++) {
                out[4 * x] = row[3 * x]; out[4 * x + 1] = row[3 * x + 1]; out[4 * x + 2] = row[3 * x + 2]; out[4 * x + 3] = 255;
            }
        }
        s->y++;
    }
    if (final && s->y != s->height) return -1;
    return (long)(end - (uint64_t)s->y * stride);
}

pngshim_status pngshim_fast_decode_rgba8(const uint8_t *bytes, size_t length, uint8_t *pixels, size_t pixels_length) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (bytes == NULL || pixels == NULL || length < 8 + 25 || memcmp(bytes, signature, 8) != 0) return PNGSHIM_ERR_UNSUPPORTED;
    const uint8_t *ihdr = bytes + 8;
    if (be32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0) return PNGSHIM_ERR_UNSUPPORTED;
    if ((uint32_t)crc32(0, ihdr + 4, 17) != be32(ihdr + 21)) return PNGSHIM_ERR_UNSUPPORTED;
    uint32_t w = be32(ihdr + 8), h = be32(ihdr + 12);
    int depth = ihdr[16], color = ihdr[17];
    if (depth != 8 || (color != 6 && color != 2) || ihdr[18] != 0 || ihdr[19] != 0 || ihdr[20] != 0) return PNGSHIM_ERR_UNSUPPORTED;
    if (w == 0 || h == 0 || w > PNGSHIM_MAX_DIMENSION || h > PNGSHIM_MAX_DIMENSION) return PNGSHIM_ERR_UNSUPPORTED;
    if (pixels_length != (size_t)w * h * 4) return PNGSHIM_ERR_UNSUPPORTED;

    long count = walk_chunks(bytes, length, NULL);
    if (count <= 0) return PNGSHIM_ERR_UNSUPPORTED;
    const int bpp = color == 6 ? 4 : 3;
    const size_t n = (size_t)w * bpp, stride = n + 1;
    // The window: the 32 KiB of history, a few rows (eight wait for each other), room for a
    // match; at least 256 KiB so that it is drained (and its history moved) rarely.
    size_t capacity = LSZ_MAX_DISTANCE + 10 * stride + 4 * LSZ_MAX_MATCH;
    if (capacity < ((size_t)256 << 10)) capacity = (size_t)256 << 10;
    lsz_piece *pieces = malloc((size_t)count * sizeof *pieces);
    uint8_t *window = malloc(capacity + LSZ_SLACK);
    uint8_t *scratch = calloc(bpp == 4 ? n : 3 * n, 1);
    int ok = pieces != NULL && window != NULL && scratch != NULL;
    if (ok) {
        walk_chunks(bytes, length, pieces);
        row_sink sink = {pixels, w, h, 0, bpp, n, scratch, {scratch + n, scratch + 2 * n}, lsz_cpu_has_avx2()};
        lsz_output output = {window, capacity, (uint64_t)h * stride, drain_rows, &sink};
        ok = lsz_inflate_zlib(pieces, (size_t)count, &output);
    }
    free(scratch);
    free(window);
    free(pieces);
    return ok ? PNGSHIM_OK : PNGSHIM_ERR_UNSUPPORTED;
}
