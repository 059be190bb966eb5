#ifndef TAPPLAY_CNCURSES_SHIM_H
#define TAPPLAY_CNCURSES_SHIM_H

/* The wide-character API (cchar_t, setcchar, mvadd_wch) of ncurses. The
   library itself is linked by the TapplayTerminal target: ncursesw on Linux,
   the system's ncurses (wide characters included) on macOS. */
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#if defined(__APPLE__)
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif

/* Swift cannot import ncurses' function-like macros or its mutable globals
   under Swift 6 concurrency checking, so each one used is wrapped here. */

/* Take the screen size from the terminal (ioctl), never from LINES/COLUMNS in
   the environment. use_tioctl appeared in ncurses 6; older versions (macOS's
   5.7) have no such switch, and the call does nothing there. */
static inline void tp_use_tioctl(bool on) {
#if defined(NCURSES_VERSION_MAJOR) && NCURSES_VERSION_MAJOR >= 6
    use_tioctl(on);
#else
    (void)on;
#endif
}

static inline WINDOW *tp_stdscr(void) { return stdscr; }
static inline int tp_lines(void) { return LINES; }
static inline int tp_cols(void) { return COLS; }
static inline int tp_colors(void) { return COLORS; }
static inline int tp_color_pairs(void) { return COLOR_PAIRS; }

static inline mmask_t tp_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tp_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

static inline attr_t tp_a_bold(void) { return A_BOLD; }
static inline attr_t tp_a_dim(void) { return A_DIM; }
static inline attr_t tp_a_reverse(void) { return A_REVERSE; }
static inline attr_t tp_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tp_a_normal(void) { return A_NORMAL; }

/* Draw one wide-character cell with attributes and a colour pair at (y, x). */
static inline int tp_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cc;
    if (setcchar(&cc, text, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cc);
}

/* --- additions for the TapplayTerminal backend --- */
#include <stdio.h>

static inline WINDOW *tp_curscr(void) { return curscr; }

/* newterm on the process's own stdout/stdin; NULL (never exit) when the terminal
   type is unknown or unusable. */
static inline SCREEN *tp_newterm(const char *type) { return newterm(type, stdout, stdin); }

/* Signal plumbing for the backend's cleanup handlers (sigaction's union is awkward
   from Swift). Handlers run with all of the backend's signals blocked. */
#include <signal.h>
typedef void (*tp_sig_handler)(int);

static inline void tp_backend_sigset(sigset_t *set) {
    sigemptyset(set);
    sigaddset(set, SIGINT); sigaddset(set, SIGTERM); sigaddset(set, SIGHUP);
    sigaddset(set, SIGQUIT); sigaddset(set, SIGTSTP); sigaddset(set, SIGWINCH);
    sigaddset(set, SIGCONT);
}

/* Installs `h` for `sig` and returns the previous plain handler (NULL for SIG_DFL). */
static inline tp_sig_handler tp_swap_handler(int sig, tp_sig_handler h) {
    struct sigaction sa, old;
    sa.sa_handler = h;
    tp_backend_sigset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (sigaction(sig, &sa, &old) != 0) return SIG_DFL;
    if (old.sa_flags & SA_SIGINFO) return SIG_DFL;
    return old.sa_handler;
}

/* Installs `h` for `sig` only while its action is still the default (an ignored
   signal stays ignored, as `nohup` wants); 1 when installed. */
static inline int tp_install_if_default(int sig, tp_sig_handler h) {
    struct sigaction old;
    if (sigaction(sig, NULL, &old) != 0) return 0;
    if ((old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL) return 0;
    tp_swap_handler(sig, h);
    return 1;
}

static inline void tp_set_default_handler(int sig) {
    struct sigaction sa;
    sa.sa_handler = SIG_DFL;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    sigaction(sig, &sa, NULL);
}

static inline int tp_unblock_signal(int sig) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/* Display width of a wide character in the current locale (-1: not printable). */
extern int wcwidth(wchar_t c);
static inline int tp_wcwidth(wchar_t c) { return wcwidth(c); }

/* Whether the current LC_CTYPE encodes UTF-8. */
#include <langinfo.h>
#include <string.h>
static inline int tp_locale_is_utf8(void) {
    const char *cs = nl_langinfo(CODESET);
    return cs != NULL && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

/* --- colour pairs beyond a short: screenshots in 24-bit or 256 colours --- */

/* ncurses 6.1 and later (Debian 12 has 6.4) have extended colour pairs:
   init_extended_pair takes int colours and pair numbers, so direct colour
   (xterm-direct's 2^24 colours) and more than 32,767 pairs work, and setcchar
   takes the pair number through its opts pointer. macOS's system ncurses 5.7
   has neither: there init_pair with shorts (at most 256 colours, 32,767 pairs)
   is used instead, and a picture is drawn in the 240 colours 16-255. */
#if defined(NCURSES_VERSION_MAJOR) && (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1)) && defined(NCURSES_EXT_COLORS)
#define TP_EXTENDED_PAIRS 1
#else
#define TP_EXTENDED_PAIRS 0
#endif

static inline int tp_extended_pairs(void) { return TP_EXTENDED_PAIRS; }

/* Defines pair `pair` as (fg, bg); OK or ERR. */
static inline int tp_init_pair(int pair, int fg, int bg) {
#if TP_EXTENDED_PAIRS
    return init_extended_pair(pair, fg, bg);
#else
    if (pair > 32767 || fg > 32767 || bg > 32767) return ERR;
    return init_pair((short)pair, (short)fg, (short)bg);
#endif
}

/* tp_put_cell with an int pair number. */
static inline int tp_put_cell_pair(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cc;
#if TP_EXTENDED_PAIRS
    if (setcchar(&cc, text, attrs, 0, &pair) != OK) return ERR;
#else
    if (pair > 32767) pair = 0;
    if (setcchar(&cc, text, attrs, (short)pair, NULL) != OK) return ERR;
#endif
    return mvadd_wch(y, x, &cc);
}

#endif
