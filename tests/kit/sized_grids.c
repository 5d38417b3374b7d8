/* sized_grids.c - puzzles of other sizes made from a seed.
 * See LICENSE for copying terms. */
#include <string.h>

#include "sized_grids.h"
#include "support.h"

void
sized_random_solution(int box, uint64_t *rng, struct sudoku_sized *full)
{
	int side = box * box, cells = side * side;

	for (;;) {
		struct sudoku_sized g;
		struct sudoku_search search = {0};
		uint64_t n;
		int k, a, b;

		memset(&g, 0, sizeof g);
		g.box = box;
		for (k = 0; k < side; k++) {
			int c = support_below(rng, cells);

			g.cell[c] =
			    (unsigned char)(1 + support_below(rng, side));
			if (sudoku_sized_find_conflict(&g, &a, &b))
				g.cell[c] = 0;
		}
		/* A few random sparse 16x16 grids in a thousand send the
		 * search down a tree it takes seconds to leave: draw again. */
		search.time_limit = 0.5;
		if (sudoku_count_sized(&g, 1, &n, full, &search) == SUDOKU_OK &&
		    n == 1)
			return;
	}
}

void
sized_thin(struct sudoku_sized *g, int floor, uint64_t *rng)
{
	int side = g->box * g->box, cells = side * side, i, left = cells;
	int order[SUDOKU_SIZED_CELLS];

	support_shuffle(order, cells, rng);
	for (i = 0; i < cells && left > floor; i++) {
		unsigned char v = g->cell[order[i]];
		uint64_t n;

		g->cell[order[i]] = 0;
		if (sudoku_count_sized(g, 2, &n, NULL, NULL) != SUDOKU_OK ||
		    n != 1)
			g->cell[order[i]] = v;
		else
			left--;
	}
}
