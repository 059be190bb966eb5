#ifndef TAPPLAY_CNCURSES_SHIM_H
#define TAPPLAY_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>

/* Swift cannot import ncurses' function-like macros or its mutable globals
   under Swift 6 concurrency checking, so each one used is wrapped here. */

static inline WINDOW *tp_stdscr(void) { return stdscr; }
static inline int tp_lines(void) { return LINES; }
static inline int tp_cols(void) { return COLS; }
static inline int tp_colors(void) { return COLORS; }
static inline int tp_color_pairs(void) { return COLOR_PAIRS; }

static inline mmask_t tp_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tp_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tp_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t tp_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t tp_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t tp_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tp_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t tp_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tp_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

static inline attr_t tp_a_bold(void) { return A_BOLD; }
static inline attr_t tp_a_dim(void) { return A_DIM; }
static inline attr_t tp_a_reverse(void) { return A_REVERSE; }
static inline attr_t tp_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tp_a_normal(void) { return A_NORMAL; }
static inline attr_t tp_color_pair(int n) { return COLOR_PAIR(n); }

static inline int tp_key_resize(void) { return KEY_RESIZE; }
static inline int tp_key_mouse(void) { return KEY_MOUSE; }
static inline int tp_key_up(void) { return KEY_UP; }
static inline int tp_key_down(void) { return KEY_DOWN; }
static inline int tp_key_left(void) { return KEY_LEFT; }
static inline int tp_key_right(void) { return KEY_RIGHT; }
static inline int tp_key_enter(void) { return KEY_ENTER; }
static inline int tp_key_btab(void) { return KEY_BTAB; }
static inline int tp_key_backspace(void) { return KEY_BACKSPACE; }

/* Draw one wide-character cell with attributes and a colour pair at (y, x). */
static inline int tp_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cc;
    if (setcchar(&cc, text, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cc);
}

/* --- additions for the TapplayTerminal backend --- */
#include <stdio.h>

static inline WINDOW *tp_curscr(void) { return curscr; }
static inline int tp_key_code_yes(void) { return KEY_CODE_YES; }

/* newterm on the process's own stdout/stdin; NULL (never exit) when the terminal
   type is unknown or unusable. */
static inline SCREEN *tp_newterm(const char *type) { return newterm(type, stdout, stdin); }

static inline mmask_t tp_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t tp_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t tp_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t tp_button2_released(void) { return BUTTON2_RELEASED; }
static inline mmask_t tp_button2_clicked(void) { return BUTTON2_CLICKED; }
static inline mmask_t tp_button2_double_clicked(void) { return BUTTON2_DOUBLE_CLICKED; }
static inline mmask_t tp_button2_triple_clicked(void) { return BUTTON2_TRIPLE_CLICKED; }
static inline mmask_t tp_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t tp_button3_double_clicked(void) { return BUTTON3_DOUBLE_CLICKED; }
static inline mmask_t tp_button3_triple_clicked(void) { return BUTTON3_TRIPLE_CLICKED; }
static inline mmask_t tp_button4_released(void) { return BUTTON4_RELEASED; }
static inline mmask_t tp_button5_released(void) { return BUTTON5_RELEASED; }
static inline mmask_t tp_button4_clicked(void) { return BUTTON4_CLICKED; }
static inline mmask_t tp_button5_clicked(void) { return BUTTON5_CLICKED; }


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

/* Calls a saved handler if it is a real function (not SIG_DFL/SIG_IGN/SIG_ERR). */
static inline void tp_chain_handler(tp_sig_handler h, int sig) {
    if (h != SIG_DFL && h != SIG_IGN && h != SIG_ERR && h != NULL) h(sig);
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

#endif
