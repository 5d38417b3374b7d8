/* exclusion.c - aligned pair and triplet exclusion.
 * See LICENSE for copying terms. */
#include "rate/se.h"

/* A base cell: at least two candidates, and peers with 2..degree
 * candidates (the excluders) but none with one. */
struct base {
	int cell[SE_CELLS], n;
	struct se_cells excluders[SE_CELLS];	/* by position in cell[] */
	int order[SE_CELLS][20], n_order[SE_CELLS];	/* excluders, ascending */
};

static void
find_bases(const struct se_grid *g, int degree, struct base *b)
{
	int i, j;

	b->n = 0;
	for (i = 0; i < SE_CELLS; i++) {
		struct se_cells ex = {{0, 0}};
		int single = 0, n = 0, k = b->n;

		if (bit_count(g->cand[i]) < 2)
			continue;
		for (j = 0; j < SE_CELLS; j++) {
			int size;

			if (!se_sees(i, j))
				continue;
			size = bit_count(g->cand[j]);
			if (size == 1)
				single = 1;
			else if (size >= 2 && size <= degree) {
				se_cells_add(&ex, j);
				b->order[k][n++] = j;
			}
		}
		if (single || n == 0)
			continue;
		b->cell[k] = i;
		b->excluders[k] = ex;
		b->n_order[k] = n;
		b->n++;
	}
}

/* The digits of cells[0..n-1] that no allowed combination uses, as
 * eliminations: a combination is out when two cells that see each other
 * get the same digit, or when it takes every candidate of a common
 * excluder. */
static void
exclude(const struct se_grid *g, const int *cells, int n,
	const struct se_cells *common, struct se_step *step)
{
	unsigned ex[40], used[3] = {0, 0, 0}, c0, c1, c2;
	int n_ex = 0, c, i, sees01, sees02, sees12;

	for (c = 0; c < SE_CELLS; c++)
		if (se_cells_has(common, c) && n_ex < 40)
			ex[n_ex++] = g->cand[c];
	sees01 = se_sees(cells[0], cells[1]);
	sees02 = n == 3 && se_sees(cells[0], cells[2]);
	sees12 = n == 3 && se_sees(cells[1], cells[2]);
	for (c0 = g->cand[cells[0]]; c0 != 0; c0 &= c0 - 1) {
		unsigned b0 = c0 & (0u - c0);

		for (c1 = g->cand[cells[1]]; c1 != 0; c1 &= c1 - 1) {
			unsigned b1 = c1 & (0u - c1);

			if (b0 == b1 && sees01)
				continue;
			for (c2 = n == 3 ? g->cand[cells[2]] : 1; c2 != 0;
			     c2 &= c2 - 1) {
				unsigned b2 = n == 3 ? c2 & (0u - c2) : 0;
				unsigned taken = b0 | b1 | b2;

				if (n == 3 && ((b0 == b2 && sees02) ||
					       (b1 == b2 && sees12)))
					continue;
				for (i = 0; i < n_ex; i++)
					if ((ex[i] & ~taken) == 0)
						break;
				if (i < n_ex)
					continue;
				used[0] |= b0;
				used[1] |= b1;
				used[2] |= b2;
			}
		}
	}
	for (i = 0; i < n; i++)
		sudoku_se_step_elim_digits(step, cells[i],
					   g->cand[cells[i]] & ~used[i]);
}

static int
count_cells(const struct se_cells *s)
{
	return bit_count((uint32_t)s->w[0]) +
	       bit_count((uint32_t)(s->w[0] >> 32)) +
	       bit_count((uint32_t)s->w[1]);
}

/*
 * Two (three) cells whose candidates can only be combined in ways that
 * leave some common excluder without a digit: the digits no remaining
 * combination uses leave their cell.  SE pairs the base cells in the order
 * (0,1), (0,2), (1,2), (0,3)...; a third cell comes from the excluders of
 * the first two that are base cells too, the first one's first.  Aligned
 * pair exclusion 6.2, aligned triplet exclusion 7.5.
 */
int
sudoku_se_aligned_exclusion(const struct se_grid *g, const struct se_view *v,
			    struct se_step *step, int degree)
{
	struct base b;
	int n1, n2, k, t;

	(void)v;
	find_bases(g, degree, &b);
	if (b.n < degree)
		return 0;
	for (n2 = 1; n2 < b.n; n2++)
		for (n1 = 0; n1 < n2; n1++) {
			struct se_cells two = {
			    {b.excluders[n1].w[0] & b.excluders[n2].w[0],
			     b.excluders[n1].w[1] & b.excluders[n2].w[1]}};
			int cells[3] = {b.cell[n1], b.cell[n2], -1};
			int tail[40], n_tail = 0;

			if (degree == 2) {
				if (count_cells(&two) < 2)
					continue;
				sudoku_se_step_start(step, 62,
						     "Aligned Pair Exclusion");
				exclude(g, cells, 2, &two, step);
				if (step->n_elim > 0)
					return 1;
				continue;
			}
			/* The twin area, in SE's order. */
			for (k = 0; k < 2; k++) {
				int from = k == 0 ? n1 : n2, j;

				for (j = 0; j < b.n_order[from]; j++) {
					int c = b.order[from][j], x, dup = 0;

					if (c == cells[0] || c == cells[1])
						continue;
					for (x = 0; x < n_tail; x++)
						dup |= tail[x] == c;
					for (x = 0; x < b.n && !dup; x++)
						if (b.cell[x] == c)
							break;
					if (!dup && x < b.n)
						tail[n_tail++] = c;
				}
			}
			for (t = 0; t < n_tail; t++) {
				struct se_cells three = two;
				int x;

				for (x = 0; b.cell[x] != tail[t]; x++)
					;
				three.w[0] &= b.excluders[x].w[0];
				three.w[1] &= b.excluders[x].w[1];
				if (count_cells(&three) < 2)
					continue;
				cells[2] = tail[t];
				sudoku_se_step_start(
				    step, 75, "Aligned Triplet Exclusion");
				exclude(g, cells, 3, &three, step);
				if (step->n_elim > 0)
					return 1;
			}
		}
	return 0;
}
