/* subsets.c - naked and hidden pairs, triplets and quads, and the direct
 * hidden pair and triplet.  See LICENSE for copying terms. */
#include "rate/se.h"

/* SE looks at blocks, then columns, then rows; within a region at the
 * subsets of cells or digits in increasing order of their bit masks. */
static const int region_order[3] = {0, 2, 1};

/* The next mask above 'm' with as many bits set (Hacker's Delight). */
static unsigned
next_combination(unsigned m)
{
	unsigned low = m & (0u - m), ripple = m + low;

	return ripple | (((m ^ ripple) >> 2) / low);
}

/*
 * 'degree' cells of a region whose candidates together are 'degree' digits
 * (each cell with at least two): the digits leave the region's other cells.
 * Naked pair 3.0, triplet 3.6, quad 5.0.
 */
int
se_naked_set(const struct se_grid *g, const struct se_view *v,
	     struct se_step *step, int degree)
{
	static const char *const names[5] = {"", "", "Naked Pair",
					     "Naked Triplet", "Naked Quad"};
	static const int difficulty[5] = {0, 0, 30, 36, 50};
	int t, i, k;

	for (t = 0; t < 3; t++)
		for (i = 0; i < 9; i++) {
			int u = se_unit(region_order[t], i);
			unsigned m;

			if (v->empty[u] < 2 * degree)
				continue;
			for (m = (1u << degree) - 1; m < 512;
			     m = next_combination(m)) {
				unsigned all = 0;

				for (k = 0; k < 9; k++) {
					unsigned c;

					if (!(m >> k & 1))
						continue;
					c = g->cand[sudoku_unit_cell[u][k]];
					if ((c & (c - 1)) == 0)
						break;
					all |= c;
				}
				if (k < 9 || bit_count(all) != degree)
					continue;
				se_step_start(step, difficulty[degree],
					      names[degree]);
				for (k = 0; k < 9; k++) {
					int cell = sudoku_unit_cell[u][k];
					unsigned x = g->cand[cell] & all;

					if (m >> k & 1)
						continue;
					while (x != 0) {
						se_step_elim(step, cell,
							     lowest_bit(x) + 1);
						x &= x - 1;
					}
				}
				if (step->n_elim > 0)
					return 1;
			}
		}
	return 0;
}

/*
 * Direct mode: a digit outside the set that had several places in the
 * region and has one left outside the set's cells.
 */
static int
single_after(const struct se_view *v, int u, unsigned digits, unsigned where,
	     struct se_step *step, int degree)
{
	int d;

	for (d = 0; d < 9; d++) {
		unsigned p = v->pos[u][d], rest = p & ~where;

		if ((digits >> d & 1) || (p & (p - 1)) == 0 || rest == 0 ||
		    (rest & (rest - 1)) != 0)
			continue;
		se_step_start(step, degree == 2 ? 20 : 25,
			      degree == 2 ? "Direct Hidden Pair"
					  : "Direct Hidden Triplet");
		step->place_cell = sudoku_unit_cell[u][lowest_bit(rest)];
		step->place_digit = d + 1;
		return 1;
	}
	return 0;
}

/*
 * 'degree' digits of a region that fit only in the same 'degree' cells
 * (each digit in at least two): those cells lose every other digit.
 * Hidden pair 3.4, triplet 4.0, quad 5.4; SE looks only in regions with
 * more than twice 'degree' empty cells (else the naked set is there).
 */
int
se_hidden_set(const struct se_grid *g, const struct se_view *v,
	      struct se_step *step, int degree, int direct)
{
	static const char *const names[5] = {"", "", "Hidden Pair",
					     "Hidden Triplet", "Hidden Quad"};
	static const int difficulty[5] = {0, 0, 34, 40, 54};
	int t, i, d, k;

	for (t = 0; t < 3; t++)
		for (i = 0; i < 9; i++) {
			int u = se_unit(region_order[t], i);
			unsigned m;

			if (!(v->empty[u] > 2 * degree ||
			      (direct && v->empty[u] > degree)))
				continue;
			for (m = (1u << degree) - 1; m < 512;
			     m = next_combination(m)) {
				unsigned where = 0;

				for (d = 0; d < 9; d++) {
					unsigned p;

					if (!(m >> d & 1))
						continue;
					p = v->pos[u][d];
					if ((p & (p - 1)) == 0)
						break;
					where |= p;
				}
				if (d < 9 || bit_count(where) != degree)
					continue;
				if (direct) {
					if (single_after(v, u, m, where, step,
							 degree))
						return 1;
					continue;
				}
				se_step_start(step, difficulty[degree],
					      names[degree]);
				for (k = 0; k < 9; k++) {
					int cell = sudoku_unit_cell[u][k];
					unsigned x = g->cand[cell] & ~m;

					if (!(where >> k & 1))
						continue;
					while (x != 0) {
						se_step_elim(step, cell,
							     lowest_bit(x) + 1);
						x &= x - 1;
					}
				}
				if (step->n_elim > 0)
					return 1;
			}
		}
	return 0;
}
