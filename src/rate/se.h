/* se.h - the rating folder's contract: a grid of candidates and a step.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_SE_H
#define SUDOKU_RATE_SE_H

#include <stdint.h>

enum { SE_CELLS = 81, SE_MAX_ELIMS = 729 };

/* A grid as the rater sees it: value[c] is 1..9 for a placed cell, 0 for an
 * empty one; cand[c] has bit d-1 set while digit d is still possible in an
 * empty cell, and is 0 for a placed cell. */
struct se_grid {
	uint8_t value[SE_CELLS];
	uint16_t cand[SE_CELLS];
};

/* One step: its difficulty in tenths (SE's 7.3 is 73), SE's name of the
 * technique (a static string), and what it does: at most one placement
 * (place_cell -1 when none) and n_elim eliminations of candidate
 * elim_digit[i] (1..9) from cell elim_cell[i] (0..80). */
struct se_step {
	int difficulty;
	const char *technique;
	int place_cell, place_digit;
	int n_elim;
	uint8_t elim_cell[SE_MAX_ELIMS], elim_digit[SE_MAX_ELIMS];
};

#endif
