/* singles.c - hidden singles (full house first) and naked singles.
 * See LICENSE for copying terms. */
#include "rate/se.h"

/* SE looks at blocks, then columns, then rows. */
static const int region_order[3] = {0, 2, 1};

/* The digits with one place in unit 'u' of 'g'. */
static unsigned
single_in(const struct se_grid *g, int u)
{
	unsigned once = 0, twice = 0;
	int k;

	for (k = 0; k < 9; k++) {
		unsigned c = g->cand[sudoku_unit_cell[u][k]];

		twice |= once & c;
		once |= c;
	}
	return once & ~twice;
}

/*
 * A digit with one place left in a region.  SE takes first a region with
 * one empty cell left (1.0), then the others: 1.2 in a block, 1.5 in a
 * row or column.  It reads the grid itself, not the view, which the most
 * frequent step then need not wait for.  The regions' empty cells are
 * counted first, in one pass; their digits only as far as the first
 * region that has a single, which the easy steps of most puzzles meet
 * soon.
 */
int
sudoku_se_hidden_single(const struct se_grid *g, const struct se_view *v,
			struct se_step *step)
{
	int empty[27] = {0}, alone, t, i, k, r, b;

	(void)v;
	for (r = 0; r < 9; r++) {
		const uint8_t *row = g->value + 9 * r;
		int *box = empty + 18 + 3 * (r / 3);

		for (b = 0; b < 3; b++)
			for (k = 3 * b; k < 3 * b + 3; k++) {
				int e = row[k] == 0;

				empty[r] += e;
				empty[9 + k] += e;
				box[b] += e;
			}
	}
	for (alone = 1; alone >= 0; alone--)
		for (t = 0; t < 3; t++)
			for (i = 0; i < 9; i++) {
				int type = region_order[t], u = se_unit(type, i);
				unsigned single, bit;

				if ((empty[u] == 1) != alone || empty[u] == 0 ||
				    (single = single_in(g, u)) == 0)
					continue;
				bit = single & (0u - single);
				for (k = 0; !(g->cand[sudoku_unit_cell[u][k]] &
					      bit);
				     k++)
					;
				sudoku_se_step_start(step,
						     alone	 ? 10
						     : type == 0 ? 12
								 : 15,
						     "Hidden Single");
				step->place_cell = sudoku_unit_cell[u][k];
				step->place_digit = lowest_bit(bit) + 1;
				return 1;
			}
	return 0;
}

/* A cell with one candidate left (2.3), the first in reading order. */
int
sudoku_se_naked_single(const struct se_grid *g, const struct se_view *v,
		       struct se_step *step)
{
	int i;

	(void)v;
	for (i = 0; i < SE_CELLS; i++) {
		unsigned m = g->cand[i];

		if (g->value[i] == 0 && m != 0 && (m & (m - 1)) == 0) {
			sudoku_se_step_start(step, 23, "Naked Single");
			step->place_cell = i;
			step->place_digit = lowest_bit(m) + 1;
			return 1;
		}
	}
	return 0;
}
