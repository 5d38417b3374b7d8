/* target_reference.h - a second exact target search, for the tests.
 * See LICENSE for copying terms. */
#ifndef TARGET_REFERENCE_H
#define TARGET_REFERENCE_H

#include "sudoku.h"

/* What target_reference() found. */
enum target_reference_result {
	TARGET_REFERENCE_SCORE,		/* the exact best score */
	TARGET_REFERENCE_NONE,		/* the grid has no completion */
	TARGET_REFERENCE_CAPPED		/* gave up after 'node_cap' nodes */
};

/*
 * target_reference - the best standard-weight target score of 'g', found
 * independently of the library's target search: every valid full grid
 * scores 2745 + K, K being the sum of the 21 digits on the four corners,
 * the ring two steps in from the rim and the centre, so this is a branch
 * and bound over those 21 cells alone, with a per-unit bound on K and a
 * Lagrangian one (tests/ref/target_dual.c), and its own completion search.
 * 'witness' (NULL for none) is a completion someone claims: when it is
 * one, as checked here, it is the best to beat from the start, so the
 * search only has to prove that nothing beats it, or find what does; the
 * answer is the true best either way.  On TARGET_REFERENCE_SCORE,
 * '*score' is the best score and 'best' (if not NULL) a completion that
 * reaches it.  '*nodes' (if not NULL) receives the number of nodes
 * searched.  A node cap, not a clock,
 * bounds the work, so the result is the same on every machine.
 */
enum target_reference_result
target_reference(const struct sudoku_grid *g,
		 const struct sudoku_grid *witness, unsigned long node_cap,
		 long long *score, struct sudoku_grid *best,
		 unsigned long *nodes);

/* The standard weight of cell i (0..80), written out here again so that
 * a fault in the library's table cannot hide in the tests. */
int target_reference_weight(int i);

#endif /* TARGET_REFERENCE_H */
