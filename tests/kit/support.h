/* support.h - helpers shared by the test, benchmark and fuzz programs.
 * See LICENSE for copying terms. */
#ifndef SUPPORT_H
#define SUPPORT_H

#include <stdint.h>

#include "sudoku.h"

struct se_step;	/* a step of the rater (src/rate/se.h) */

/*
 * The folder of the shared data sets: $SUDOKU_DATA, which make passes
 * from the one place that names it (DATA in the Makefile).  NULL when it
 * is unset, empty or "none" (the quick 'make check'): the tests that read
 * the sets then skip, as they do for a set the folder does not hold.
 */
const char *support_data_dir(void);

/*
 * Whether SUDOKU_TEST_QUICK is set (not empty): 'make check', which must
 * take seconds, then runs a sample of the longest comparisons, and
 * 'make check-all' all of them.
 */
int support_quick(void);

/* The test kit's masks of digits use bit d for digit d (the library's
 * use bit d - 1, which the tests do not share): all nine are 0x3fe. */
#define SUPPORT_NINE_DIGITS 0x3feu

/* Seconds on the monotonic clock, from an arbitrary origin. */
double support_now(void);

/* CPU seconds of the calling thread. */
double support_thread_cpu(void);

/* qsort()'s comparison of two doubles, for times in ascending order. */
int support_by_value(const void *a, const void *b);

/*
 * splitmix64: advances '*state' and returns the next value.  Small, and
 * the same sequence on every machine for one seed, so that a random grid
 * or weight table is the same wherever a test runs.
 */
uint64_t support_next_random(uint64_t *state);

/* A value in 0..n-1 from '*state'; 'n' must be positive. */
int support_below(uint64_t *state, int n);

/* p[0..n-1] = 0..n-1 in an order drawn from 'state'. */
void support_shuffle(int *p, int n, uint64_t *state);

/*
 * Overwrites 'g' with a random solved grid, then empties all but 'clues'
 * cells picked at random (0..81).  Draws from '*rng' only, so one seed
 * gives one sequence of puzzles.
 */
void support_random_puzzle(struct sudoku_grid *g, int clues, uint64_t *rng);

/* The grid an 81-character line spells: '1'-'9' a clue, '.' or '0' a
 * blank. */
struct sudoku_grid support_grid(const char *line);

/* The number of clues (nonzero cells) of 'g'. */
int support_clues(const struct sudoku_grid *g);

/*
 * 1 if 's' is a full valid grid that keeps every clue of 'puzzle', else
 * 0.  Written here rather than taken from the library, so that a bug
 * there cannot hide one in the code under test.
 */
int support_is_completion(const struct sudoku_grid *puzzle,
			  const struct sudoku_grid *s);

/*
 * 1 if the rater's 'step' keeps 'solution': it removes none of its digits
 * and places, if anything, the digit 'solution' has there; else 0.
 */
int support_step_keeps(const struct se_step *step,
		       const struct sudoku_grid *solution);

/*
 * The naive reference search: every completion, depth first, the cell
 * with the fewest candidates first, no bounds and no tables.  Too slow
 * for hard puzzles but short enough to trust, and independent of the
 * library, so the tests can hold the real solver and target search to it.
 * Set the first four fields (zero means "none") and call support_naive().
 */
struct support_naive {
	const int *weights;	/* score with these 81 weights; NULL: the
				 * standard 6 (rim) to 10 (centre) */
	uint64_t limit;		/* stop after this many completions */
	uint64_t node_cap;	/* give up after this many search nodes */
	double deadline;	/* give up at this support_now() time */
	uint64_t count;		/* out: completions found */
	long long best;		/* out: the best score among them, or -1 */
	uint64_t nodes;		/* out: search nodes visited */
	int capped;		/* out: gave up; count and best are bounds */
};

/*
 * Enumerates the completions of 'g' as 'n' asks; returns n->count.  A
 * cell value above 9 or conflicting clues mean no completion.
 */
uint64_t support_naive(const struct sudoku_grid *g, struct support_naive *n);

/* One line of the shared puzzles, tests/kit/puzzles.txt. */
struct support_puzzle {
	struct sudoku_grid puzzle;
	uint64_t count;			/* its number of completions */
	struct sudoku_grid answer;	/* the solution, when count is 1 */
};

/* The shared puzzles, from the repository root; tests run there. */
#define SUPPORT_PUZZLES "tests/kit/puzzles.txt"

/*
 * Reads SUPPORT_PUZZLES into 'out' (at most 'max' puzzles), parsing it
 * here rather than with the library.  Returns the number read, or -1 when
 * the file cannot be opened or a line is malformed.
 */
int support_read_puzzles(struct support_puzzle *out, int max);

#endif /* SUPPORT_H */
