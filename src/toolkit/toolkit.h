/* toolkit.h - what minimal.c and generate.c share; never installed.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_TOOLKIT_H
#define SUDOKU_TOOLKIT_H

#include <stdint.h>

#include "sudoku.h"

/*
 * splitmix64: small, fast, and the same sequence on every machine, which
 * is what makes a seed reproducible.
 */
static inline uint64_t
toolkit_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/* A value in 0..n-1 (n at most 81): a multiply-shift, whose bias of n in
 * 2^32 matters to no test. */
static inline int
toolkit_below(uint64_t *state, int n)
{
	return (int)(((toolkit_random(state) >> 32) * (uint64_t)n) >> 32);
}

/*
 * A budget shared by the many sudoku_count() calls of one toolkit call:
 * search->time_limit bounds the whole call, not each count, and the
 * guesses of every count add up in search->guesses.
 */
struct budget {
	struct sudoku_search *search;	/* the caller's, or NULL */
	double end;			/* CLOCK_MONOTONIC seconds; 0: none */
	int timed_out;
};

void sudoku_budget_start(struct budget *b, struct sudoku_search *search);

/* Report the outcome to the caller's search structure. */
void sudoku_budget_finish(struct budget *b);

/*
 * sudoku_count(g, limit, first) under the budget, for a limit of 1 or 2:
 * 0 to 'limit', or -1 once the time is up (b->timed_out is then set).
 */
int sudoku_budget_count(struct budget *b, const struct sudoku_grid *g,
			int limit, struct sudoku_grid *first);

/*
 * Remove clues of 'p', a puzzle whose unique solution is 's', one
 * symmetry group at a time, as long as the solution stays unique, in
 * reading order of the groups, or in a random order drawn from '*rng'
 * when 'rng' is not NULL.  One pass is enough: a group that cannot go
 * now cannot go from any subset either.  Returns 1, or -1 when the time
 * ran out ('p' is then unique but maybe not minimal).
 */
int sudoku_reduce(struct sudoku_grid *p, const struct sudoku_grid *s,
		  enum sudoku_symmetry symmetry, uint64_t *rng,
		  struct budget *b);

/*
 * Split the 81 cells into the groups of 'symmetry' (each cell with its
 * images: 1, 2 or 4 cells), ordered by their first cell in reading order.
 * Stores group k's cells in cells[k][0..size[k]-1]; returns the number of
 * groups.
 */
int sudoku_symmetry_groups(enum sudoku_symmetry symmetry,
			   unsigned char cells[81][4], unsigned char size[81]);

/* Add the images of the clues of 'p' under 'symmetry', with their digits
 * taken from 's', so that the clue pattern is symmetric. */
void sudoku_symmetric_closure(struct sudoku_grid *p,
			      const struct sudoku_grid *s,
			      enum sudoku_symmetry symmetry);

#endif /* SUDOKU_TOOLKIT_H */
