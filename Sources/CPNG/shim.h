#ifndef TAPPLAY_CPNG_SHIM_H
#define TAPPLAY_CPNG_SHIM_H

/* libpng's simplified API (png_image_*), which handles errors itself: Swift
   cannot use the classic API's setjmp/longjmp. On Debian and Ubuntu
   libpng-dev puts png.h in /usr/include; Homebrew's libpng puts it under its
   prefix, which the compiler does not search by default. */
#if __has_include(<png.h>)
#include <png.h>
#elif __has_include("/opt/homebrew/include/png.h")
#include "/opt/homebrew/include/png.h"
#elif __has_include("/usr/local/include/png.h")
#include "/usr/local/include/png.h"
#else
#error "libpng's png.h is missing: run scripts/setup run (Debian/Ubuntu: apt-get install libpng-dev; macOS: brew install libpng)"
#endif

/* PNG_IMAGE_VERSION, PNG_FORMAT_RGBA, PNG_IMAGE_FLAG_16BIT_sRGB and
   PNG_IMAGE_FAILED are macros Swift cannot import. */
static inline unsigned int tp_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned int tp_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
/* A 16-bit picture without gAMA or sRGB is sRGB, as browsers show it (libpng
   would take it for linear and lighten it). */
static inline unsigned int tp_png_flag_16bit_srgb(void) { return PNG_IMAGE_FLAG_16BIT_sRGB; }
static inline int tp_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }

#endif
