#ifndef TAPPLAY_CTEXTWIDTH_H
#define TAPPLAY_CTEXTWIDTH_H

/* The C library's display width of a character (wcwidth) and the locale
   calls around it, for TapplayCore's text layout. Header only: every function
   is in the C library itself. Swift's Glibc module does not import wcwidth
   (an X/Open extension) nor LC_CTYPE_MASK (a macro), hence this shim. */
#include <locale.h>
#include <wchar.h>
#if defined(__APPLE__)
#include <xlocale.h>
#endif

extern int wcwidth(wchar_t c);

/* Cells a character takes under the thread's current locale; -1 when it is
   not printable there. */
static inline int tp_text_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

/* A new locale with only LC_CTYPE set to `name`; NULL when the system has none. */
static inline locale_t tp_text_ctype_locale(const char *name) {
    return newlocale(LC_CTYPE_MASK, name, (locale_t)0);
}

/* Frees a locale made by tp_text_ctype_locale. */
static inline void tp_text_free_locale(locale_t loc) { freelocale(loc); }

/* Switches this thread's locale to `loc` and returns the previous one. */
static inline locale_t tp_text_use_locale(locale_t loc) { return uselocale(loc); }

#endif
