/* sized_grids.h - puzzles of other sizes made from a seed, for the tests
 * and benchmarks of src/sizes/.  See LICENSE for copying terms. */
#ifndef SIZED_GRIDS_H
#define SIZED_GRIDS_H

#include <stdint.h>

#include "sudoku.h"

/* A full grid of boxes of side 'box' drawn from 'rng': random clues
 * that do not clash, completed by sudoku_count_sized(). */
void sized_random_solution(int box, uint64_t *rng, struct sudoku_sized *full);

/* Take clues out of 'g' in an order drawn from 'rng' while it keeps one
 * solution, down to 'floor' clues (0: until every clue is needed). */
void sized_thin(struct sudoku_sized *g, int floor, uint64_t *rng);

#endif /* SIZED_GRIDS_H */
