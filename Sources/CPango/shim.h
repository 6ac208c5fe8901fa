// Pango with its cairo backend, its fontconfig font map (to give it a private FcConfig),
// HarfBuzz (shaping, through Pango) and fontconfig itself.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
