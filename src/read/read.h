/* read.h - the reading folder's contract; never installed.
 *
 * src/read/ turns bytes into puzzles and weight tables:
 *   stream.c   a reader's bytes: its sources and buffer, the position
 *              of each byte (what layout.c may use: stream.h);
 *   layout.c   the layouts read from them, sudoku_read*(), sudoku_parse();
 *   pencil.c   pencil-mark lines: read, checked, made candidates;
 *   sized.c    puzzles of other sizes (4x4, 16x16, 25x25) in the
 *              judges' layouts;
 *   split.c    lines that are one puzzle each, handed to a reader of
 *              their own (sudoku_reader_split());
 *   weights.c  the weight tables of target mode.
 * It exports to the rest of the library nothing but the public reading
 * functions of sudoku.h (sudoku_reader_*, sudoku_read*, sudoku_parse()),
 * and takes from it only the geometry and clue checks of internal.h: the
 * searches never see a byte of input, and the reader never searches.
 * layout.c reaches pencil.c and sized.c through stream.h.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_READ_H
#define SUDOKU_READ_H

#include "internal.h"

/* A pencil-mark line: nine places a cell, each a digit or empty. */
enum { PENCIL_PLACES = SUDOKU_CELLS * SUDOKU_DIGITS };

/* What is wrong with a pencil-mark line, and at which place (0..728). */
struct pencil_error {
	int place;
	char what[SUDOKU_WHAT_MAX];
};

/*
 * sudoku_pencil_marks - the candidates of the 729 places 'place' (each
 * 0 for an empty place or 1..9 for a digit) into 'm'.  Returns SUDOKU_OK;
 * SUDOKU_EINPUT when a place holds a digit other than its own (place
 * 9i + d holds d + 1) or a cell has no candidate; or SUDOKU_ECONFLICT
 * ('m' filled) when two cells of one candidate in a unit share it.  On
 * an error 'error' names the place and the problem.
 */
int sudoku_pencil_marks(const unsigned char place[PENCIL_PLACES],
			struct sudoku_marks *m, struct pencil_error *error);

#endif /* SUDOKU_READ_H */
