/* target_grids.h - the random grid family of the target-mode benchmark.
 * See LICENSE for copying terms. */
#ifndef TARGET_GRIDS_H
#define TARGET_GRIDS_H

#include <stdint.h>

#include "sudoku.h"

/*
 * Overwrites 'g' with a random valid full grid of which 'clues' cells
 * (0..81), at random places, are kept and the others emptied.  The grid
 * is a randomised fill put through a random one of the grid's symmetries
 * (digit relabelling, band, stack, row and column permutations within
 * them, transposition), so that it is close to uniform.  Draws
 * from '*rng' only: one seed gives one sequence of grids everywhere.
 */
void target_random_grid(struct sudoku_grid *g, int clues, uint64_t *rng);

/* The four grids that were slowest for the target search before its
 * Lagrangian bound, one line each, blank '.'. */
enum { TARGET_SLOW_GRIDS = 4 };
extern const char *const target_slow_grids[TARGET_SLOW_GRIDS];

#endif /* TARGET_GRIDS_H */
