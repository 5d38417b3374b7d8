/* singles.c - hidden singles (full house first) and naked singles.
 * See LICENSE for copying terms. */
#include "rate/se.h"

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

/* The empty cells of row 'r' of 'g', bit k for column k: eight bytes at
 * once, each zero byte's high bit gathered by one multiplication.  (The
 * word is assembled byte by byte, which compilers make one load.) */
static unsigned
empty_in_row(const struct se_grid *g, int r)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
	const uint8_t *row = g->value + 9 * r;
	uint64_t x = (uint64_t)row[0] | (uint64_t)row[1] << 8 |
		     (uint64_t)row[2] << 16 | (uint64_t)row[3] << 24 |
		     (uint64_t)row[4] << 32 | (uint64_t)row[5] << 40 |
		     (uint64_t)row[6] << 48 | (uint64_t)row[7] << 56;
	uint64_t zero;

	zero = ~(((x & low7) + low7) | x | low7);
	return (unsigned)(((zero >> 7) * 0x0102040810204080ull) >> 56) |
	       (unsigned)(row[8] == 0) << 8;
}

/* The unit at place 'p' of SE's order of regions: blocks, then columns,
 * then rows (units 18..26, 9..17, 0..8). */
static int
unit_at(int p)
{
	return p < 9 ? 18 + p : p < 18 ? p : p - 18;
}

/*
 * A digit with one place left in a region.  SE takes first a region with
 * one empty cell left (1.0), then the others: 1.2 in a block, 1.5 in a
 * row or column.  It reads the grid itself, not the view, which the most
 * frequent step then need not wait for.  Whether a region has no, one or
 * more empty cells comes from the rows' masks of empty cells, by word
 * operations, into two masks of regions in SE's order, whose bits are
 * visited in turn; a region's digits are read only when SE's order comes
 * to it, up to the first region with a single, which the easy steps of
 * most puzzles meet soon.
 */
int
sudoku_se_hidden_single(const struct se_grid *g, const struct se_view *v,
			struct se_step *step)
{
	/* The regions with one empty cell and those with more, a bit each
	 * at their place in SE's order. */
	uint32_t one = 0, more = 0, left;
	unsigned col_once = 0, col_twice = 0;
	int alone, k, r;

	(void)v;
	for (r = 0; r < 9; r += 3) {
		const unsigned row[3] = {empty_in_row(g, r),
					 empty_in_row(g, r + 1),
					 empty_in_row(g, r + 2)};
		/* each column of the band: once or more, twice or more */
		unsigned once = row[0] | row[1] | row[2],
			 twice = (row[0] & row[1]) | (row[0] & row[2]) |
				 (row[1] & row[2]);

		for (k = 0; k < 3; k++) {
			/* row r + k, and block r + k: its columns' cells */
			unsigned m = row[k], in = once >> 3 * k & 7;

			if ((m & (m - 1)) != 0)
				more |= 1u << (18 + r + k);
			else if (m != 0)
				one |= 1u << (18 + r + k);
			if ((twice >> 3 * k & 7) != 0 || (in & (in - 1)) != 0)
				more |= 1u << (r + k);
			else if (in != 0)
				one |= 1u << (r + k);
		}
		col_twice |= (col_once & once) | twice;
		col_once |= once;
	}
	one |= (col_once & ~col_twice) << 9;
	more |= col_twice << 9;
	for (alone = 1; alone >= 0; alone--)
		for (left = alone ? one : more; left != 0; left &= left - 1) {
			int p = lowest_bit(left), u = unit_at(p);
			unsigned single = single_in(g, u), bit;

			if (single == 0)
				continue;
			bit = single & (0u - single);
			for (k = 0; !(g->cand[sudoku_unit_cell[u][k]] & bit);
			     k++)
				;
			sudoku_se_step_start(step,
					     alone   ? 10
					     : p < 9 ? 12
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
