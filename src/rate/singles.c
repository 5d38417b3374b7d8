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

/* How many empty cells, 0, 1 or 2 for more, the mask 'm' of one cell a
 * bit holds, given the cells 'twice' that count twice. */
static int
how_many(unsigned m, unsigned twice)
{
	return m == 0 ? 0 : twice == 0 && (m & (m - 1)) == 0 ? 1 : 2;
}

/*
 * A digit with one place left in a region.  SE takes first a region with
 * one empty cell left (1.0), then the others: 1.2 in a block, 1.5 in a
 * row or column.  It reads the grid itself, not the view, which the most
 * frequent step then need not wait for.  Whether a region has no, one or
 * more empty cells comes from the rows' masks of empty cells, by word
 * operations; a region's digits are read only when SE's order comes to
 * it, up to the first region with a single, which the easy steps of most
 * puzzles meet soon.
 */
int
sudoku_se_hidden_single(const struct se_grid *g, const struct se_view *v,
			struct se_step *step)
{
	uint8_t empty[27];	/* 0, 1, or 2 for more */
	unsigned col_once = 0, col_twice = 0;
	int alone, t, i, k, r;

	(void)v;
	for (r = 0; r < 9; r += 3) {
		unsigned a = empty_in_row(g, r), b = empty_in_row(g, r + 1),
			 c = empty_in_row(g, r + 2);
		/* each column of the band: once or more, twice or more */
		unsigned once = a | b | c, twice = (a & b) | (a & c) | (b & c);

		empty[r] = (uint8_t)how_many(a, 0);
		empty[r + 1] = (uint8_t)how_many(b, 0);
		empty[r + 2] = (uint8_t)how_many(c, 0);
		for (k = 0; k < 3; k++)
			empty[18 + r + k] = (uint8_t)how_many(
			    once >> 3 * k & 7, twice >> 3 * k & 7);
		col_twice |= (col_once & once) | twice;
		col_once |= once;
	}
	for (k = 0; k < 9; k++)
		empty[9 + k] = (uint8_t)how_many(col_once >> k & 1,
						 col_twice >> k & 1);
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
