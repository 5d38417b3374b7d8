/* generate.h - -g: the options of one generated puzzle, and its seed.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_GENERATE_H
#define SUDOKU_GENERATE_H

#include <stdint.h>

#include "cli.h"
#include "sudoku.h"

/* With --max-clues or --difficulty, candidates drawn per puzzle before it
 * is given up (printed as 'none'): a few seconds' work. */
#define GENERATE_ATTEMPTS 10000

/*
 * Make puzzle number 'index' of the sequence settings->seed names into
 * 'out'.  Returns 1 when made, 0 when GENERATE_ATTEMPTS candidates all
 * had too many clues or another difficulty, and 0 with search->timed_out
 * set at the time limit, which bounds the whole puzzle, rating included.
 */
uint64_t generate_one(const struct settings *settings, uint64_t index,
		      struct sudoku_grid *out, struct sudoku_search *search);

/* Whether --rating or --difficulty chooses the puzzles -r keeps and -g
 * makes. */
int rating_filtered(const struct settings *settings);

/* The stop_above of their ratings: --rating's top, or the highest step
 * --difficulty's techniques can have (sudoku_technique_ceiling()), so
 * that no puzzle they want is cut short; 0: none. */
int rating_stop(const struct settings *settings);

/* Whether 'rating', complete, is one --rating and --difficulty ask for:
 * ER in --rating's range, and the hardest step of --difficulty's
 * technique. */
int rating_wanted(const struct settings *settings,
		  const struct sudoku_rating *rating);

/* A seed for -g without --seed: a different sequence on every run, below
 * 2^53 so that every JSON reader keeps it exact. */
uint64_t generate_seed(void);

#endif /* SUDOKU_GENERATE_H */
