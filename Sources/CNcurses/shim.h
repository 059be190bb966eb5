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

#endif
