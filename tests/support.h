/* support.h - helpers shared by the test, benchmark and fuzz programs.
 * See LICENSE for copying terms. */
#ifndef SUPPORT_H
#define SUPPORT_H

#include <stdint.h>

#include "sudoku.h"

/* Seconds on the monotonic clock, from an arbitrary origin. */
double support_now(void);

/*
 * splitmix64: advances '*state' and returns the next value.  Small, and
 * the same sequence on every machine for one seed, so that a random grid
 * or weight table is the same wherever a test runs.
 */
uint64_t support_next_random(uint64_t *state);

/* A value in 0..n-1 from '*state'; 'n' must be positive. */
int support_below(uint64_t *state, int n);

/* The box, 0..8 in reading order, of cell 'i' (0..80, row-major). */
int support_box_of(int i);

/*
 * Overwrites 'g' with a random solved grid, then empties all but 'clues'
 * cells picked at random (0..81).  Draws from '*rng' only, so one seed
 * gives one sequence of puzzles.
 */
void support_random_puzzle(struct sudoku_grid *g, int clues, uint64_t *rng);

/*
 * 1 if 's' is a full valid grid that keeps every clue of 'puzzle', else
 * 0.  Written here rather than taken from the library, so that a bug
 * there cannot hide one in the code under test.
 */
int support_is_completion(const struct sudoku_grid *puzzle,
			  const struct sudoku_grid *s);

#endif /* SUPPORT_H */
