// libspng's whole decoder, to measure it against ours (`layoutsnap-bench diff`).
#include "pngshim.h"
#include <spng.h>

pngshim_status pngshim_spng_decode_rgba8(const uint8_t *bytes, size_t length, uint8_t *pixels, size_t pixels_length) {
    spng_ctx *ctx = spng_ctx_new(0);
    if (ctx == NULL) return PNGSHIM_ERR_MEMORY;
    int r = spng_set_png_buffer(ctx, bytes, length);
    if (r == 0) r = spng_decode_image(ctx, pixels, pixels_length, SPNG_FMT_RGBA8, SPNG_DECODE_TRNS);
    spng_ctx_free(ctx);
    return r == 0 ? PNGSHIM_OK : PNGSHIM_ERR_CORRUPT;
}
