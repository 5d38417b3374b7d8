/* bug.c - the bivalue universal grave, types 1 to 4, as SE finds it (with
 * lkSudoku's correction for type 2, which SE's rater applies by default).
 * See LICENSE for copying terms. */
#include <string.h>

#include "rate/se.h"

/* The cells found so far that hold a digit beyond the grave's two. */
struct bug {
	int cell[SE_CELLS], n;
	uint16_t values[SE_CELLS];	/* by cell: its extra digits */
	unsigned all_values;
	struct se_cells common;		/* peers of all of them */
	int have_common;
	uint16_t rest[SE_CELLS];	/* candidates without the extras */
};

/* Record digit 'd' (0..8) of 'cell' as extra; 0 when the pattern can no
 * longer give a type 1, 2 or 3. */
static int
add_cell(struct bug *b, int cell, int d, int replace)
{
	struct se_cells p = se_peers(cell);
	int i;

	for (i = 0; i < b->n && b->cell[i] != cell; i++)
		;
	if (i == b->n) {
		b->cell[b->n++] = cell;
		b->values[cell] = 0;
	}
	if (replace)
		b->values[cell] = (uint16_t)(1u << d);
	else {
		b->values[cell] |= (uint16_t)(1u << d);
		b->all_values |= 1u << d;
	}
	b->rest[cell] &= (uint16_t)~(1u << d);
	if (!b->have_common)
		b->common = p;
	else {
		b->common.w[0] &= p.w[0];
		b->common.w[1] &= p.w[1];
	}
	b->have_common = 1;
	for (i = 0; i < b->n; i++)
		b->common.w[b->cell[i] >> 6] &=
		    ~((uint64_t)1 << (b->cell[i] & 63));
	return !(b->n > 1 && bit_count(b->all_values) > 1 &&
		 se_cells_empty(&b->common));
}

/* Find the extra candidates; 0 when this is no grave. */
static int
find_extras(const struct se_grid *g, const struct se_view *v, struct bug *b)
{
	struct se_cells extra_cells = {{0, 0}};
	int have_extra = 0, only = 0, one_value = 1, t, i, d, k, n_extra;

	for (t = 0; t < 3; t++)
		for (i = 0; i < 9; i++) {
			int u = se_unit(t, i);

			for (d = 0; d < 9; d++) {
				unsigned p = v->pos[u][d];
				int fresh[9], n = 0;

				if (p == 0 || bit_count(p) == 2)
					continue;
				for (k = 0; k < 9; k++) {
					int c = sudoku_unit_cell[u][k];

					if ((p >> k & 1) &&
					    bit_count(g->cand[c]) >= 3)
						fresh[n++] = c;
				}
				if (!have_extra) {
					have_extra = 1;
					only = d;
					for (k = 0; k < n; k++)
						se_cells_add(&extra_cells,
							     fresh[k]);
				} else if (one_value) {
					if (only == d)
						for (k = 0; k < n; k++)
							se_cells_add(
							    &extra_cells,
							    fresh[k]);
					else
						one_value = 0;
				}
				if (n == 1 && !add_cell(b, fresh[0], d, 0))
					return 0;
				if (n == 0)
					return 0;
			}
		}
	n_extra = se_cells_count(&extra_cells);
	if (one_value && have_extra && n_extra > b->n) {
		for (i = 0; i < b->n; i++)
			extra_cells.w[b->cell[i] >> 6] &=
			    ~((uint64_t)1 << (b->cell[i] & 63));
		for (i = 0; i < SE_CELLS; i++)
			if (se_cells_has(&extra_cells, i) &&
			    !add_cell(b, i, only, 1))
				return 0;
	}
	return 1;
}

/* Without the extras every empty cell has two candidates and every digit
 * two places in each region it is missing from. */
static int
is_grave(const struct se_grid *g, const struct bug *b)
{
	int u, i, k;

	for (i = 0; i < SE_CELLS; i++)
		if (g->value[i] == 0 && bit_count(b->rest[i]) != 2)
			return 0;
	for (u = 0; u < 27; u++) {
		unsigned count[9] = {0};

		for (k = 0; k < 9; k++) {
			unsigned m = b->rest[sudoku_unit_cell[u][k]];

			for (; m != 0; m &= m - 1)
				count[lowest_bit(m)]++;
		}
		for (k = 0; k < 9; k++)
			if (count[k] != 0 && count[k] != 2)
				return 0;
	}
	return 1;
}

/* The region of 'type' that holds all the extra cells, or -1. */
static int
shared_unit(const struct bug *b, int type)
{
	int u = se_unit_of(type, b->cell[0]), i;

	for (i = 1; i < b->n; i++)
		if (se_unit_of(type, b->cell[i]) != u)
			return -1;
	return u;
}

static int
type2(const struct se_grid *g, const struct bug *b, struct se_step *step)
{
	int c, d = lowest_bit(b->all_values);

	if (!b->have_common)
		return 0;
	sudoku_se_step_start(step, 57, "BUG type 2");
	for (c = 0; c < SE_CELLS; c++)
		if (se_cells_has(&b->common, c) && (g->cand[c] >> d & 1))
			sudoku_se_step_elim(step, c, d + 1);
	return step->n_elim > 0;
}

static int
type4(const struct se_grid *g, const struct bug *b, struct se_step *step)
{
	int c1 = b->cell[0], c2 = b->cell[1], t;
	unsigned common = g->cand[c1] & g->cand[c2] & ~b->all_values;

	if (bit_count(common) != 1)
		return 0;
	for (t = 0; t < 3; t++) {
		if (shared_unit(b, t) < 0)
			continue;
		sudoku_se_step_start(step, 57, "BUG type 4");
		{
			unsigned r1 = g->cand[c1] & ~b->values[c1] & ~common;
			unsigned r2 = g->cand[c2] & ~b->values[c2] & ~common;

			sudoku_se_step_elim_digits(step, c1, r1);
			sudoku_se_step_elim_digits(step, c2, r2);
		}
		return step->n_elim > 0;
	}
	return 0;
}

/* Type 3: the extra digits form a naked set with other cells of a region
 * all extra cells share; smallest sets first. */
static int
type3(const struct se_grid *g, const struct bug *b, struct se_step *step)
{
	int degree, t, k;

	for (degree = 2; degree <= 6; degree++)
		for (t = 0; t < 3; t++) {
			int u = shared_unit(b, t), cells[9], n = 0;
			unsigned m;

			if (u < 0)
				continue;
			for (k = 0; k < SE_CELLS; k++)
				if (se_cells_has(&b->common, k) &&
				    se_unit_of(t, k) == u)
					cells[n++] = k;
			if (n < degree)
				continue;
			for (m = (1u << (degree - 1)) - 1; m < (1u << n);
			     m = se_next_combination(m)) {
				unsigned others = 0, set, rest;
				int i, ok = 1;

				for (i = 0; i < n; i++)
					if (m >> i & 1) {
						unsigned c = g->cand[cells[i]];

						ok &= (c & (c - 1)) != 0;
						others |= c;
					}
				if (!ok || bit_count(others) != degree ||
				    (b->all_values & (b->all_values - 1)) == 0)
					continue;
				set = others | b->all_values;
				if (bit_count(set) != degree)
					continue;
				sudoku_se_step_start(step, 57 + degree - 1,
						     "BUG type 3");
				for (rest = set; rest != 0; rest &= rest - 1) {
					unsigned bit = rest & (0u - rest);
					int holders[SE_CELLS], h = 0;

					for (i = 0; i < n; i++)
						if ((m >> i & 1) &&
						    (g->cand[cells[i]] & bit))
							holders[h++] = cells[i];
					for (i = 0; i < b->n; i++)
						if (g->cand[b->cell[i]] & bit)
							holders[h++] =
							    b->cell[i];
					if (h > 0)
						sudoku_se_step_elim_seen_by_all(
						    step, g, holders, h, bit);
				}
				if (step->n_elim > 0)
					return 1;
			}
		}
	return 0;
}

/*
 * 0 when no step can come of the grid, found cheaply: a grave takes an
 * extra digit from every cell of three candidates or more, so with two
 * such cells or more every step wants a cell that sees them all (type 2
 * eliminates from such cells, types 3 and 4 need them).  On the grids of
 * hard puzzles the cells of many candidates lie everywhere.
 */
static int
may_be_grave(const struct se_grid *g)
{
	struct se_cells common = {{~(uint64_t)0, ~(uint64_t)0}};
	int c, n = 0;

	for (c = 0; c < SE_CELLS; c++) {
		if (bit_count(g->cand[c]) < 3)
			continue;
		n++;
		common.w[0] &= se_peers(c).w[0];
		common.w[1] &= se_peers(c).w[1];
		if (n >= 2 && se_cells_empty(&common))
			return 0;
	}
	return n != 0;
}

int
sudoku_se_bug(const struct se_grid *g, const struct se_view *v,
	      struct se_step *step)
{
	struct bug b = {0};

	if (!may_be_grave(g))
		return 0;
	memcpy(b.rest, g->cand, sizeof b.rest);
	if (!find_extras(g, v, &b) || b.n == 0 || !is_grave(g, &b))
		return 0;
	if (b.n == 1) {
		unsigned r = g->cand[b.cell[0]] & ~b.all_values;

		if (r == g->cand[b.cell[0]])
			return 0;
		sudoku_se_step_start(step, 56, "BUG type 1");
		sudoku_se_step_elim_digits(step, b.cell[0], r);
		return step->n_elim > 0;
	}
	if (bit_count(b.all_values) == 1)
		return type2(g, &b, step) || (b.n == 2 && type4(g, &b, step));
	if (b.have_common && !se_cells_empty(&b.common))
		return (b.n == 2 && type4(g, &b, step)) || type3(g, &b, step);
	return 0;
}
