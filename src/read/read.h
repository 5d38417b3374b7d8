/* read.h - the reading folder's contract; never installed.
 *
 * src/read/ turns bytes into puzzles and weight tables:
 *   reader.c   the streaming reader and sudoku_parse();
 *   weights.c  the weight tables of target mode.
 * It exports to the rest of the library nothing but the public reading
 * functions of sudoku.h (sudoku_reader_*, sudoku_read*, sudoku_parse()),
 * and takes from it only the geometry and clue checks of internal.h: the
 * searches never see a byte of input, and the reader never searches.
 * Its two files share nothing else, so this header holds no declarations
 * of its own yet.  See LICENSE for copying terms. */
#ifndef SUDOKU_READ_H
#define SUDOKU_READ_H

#include "internal.h"

#endif /* SUDOKU_READ_H */
