/* subsets.c - naked and hidden pairs, triplets and quads, and the direct
 * hidden pair and triplet.  See LICENSE for copying terms. */
#include "rate/se.h"

/* SE looks at blocks, then columns, then rows. */
static const int region_order[3] = {0, 2, 1};

/*
 * The sets of 'degree' of the n masks m[] (each with 2..degree bits) whose
 * union has 'degree' bits, in SE's order: by increasing bit mask of the
 * items, that is by their largest item first.  found() is called with the
 * items (a bit per index) and the union; its 1 ends the search.
 */
struct sets {
	const unsigned *m;
	int n, degree;
	int (*found)(struct sets *s, unsigned items, unsigned all);
	void *arg;
};

static int
choose(struct sets *s, int k, int limit, unsigned items, unsigned all)
{
	int i;

	if (k < 0)
		return bit_count(all) == s->degree && s->found(s, items, all);
	for (i = k; i < limit; i++) {
		unsigned u = all | s->m[i];

		if (bit_count(u) <= s->degree &&
		    choose(s, k - 1, i, items | 1u << i, u))
			return 1;
	}
	return 0;
}

/* choose() enumerates largest item last in its loop but outermost in
 * the order: position k takes indexes k..limit-1 ascending, the positions
 * below only smaller ones, which is the order of increasing masks. */
static int
each_set(struct sets *s)
{
	return s->n >= s->degree && choose(s, s->degree - 1, s->n, 0, 0);
}

struct naked {
	const struct se_grid *g;
	struct se_step *step;
	int u, cell_of[9];
};

static int
naked_found(struct sets *s, unsigned items, unsigned all)
{
	static const char *const names[5] = {"", "", "Naked Pair",
					     "Naked Triplet", "Naked Quad"};
	static const int difficulty[5] = {0, 0, 30, 36, 50};
	struct naked *x = s->arg;
	unsigned in_set = 0;
	int k;

	for (k = 0; k < s->n; k++)
		if (items >> k & 1)
			in_set |= 1u << x->cell_of[k];
	sudoku_se_step_start(x->step, difficulty[s->degree], names[s->degree]);
	for (k = 0; k < 9; k++) {
		int cell = sudoku_unit_cell[x->u][k];
		unsigned c = x->g->cand[cell] & all;

		if (!(in_set >> k & 1))
			sudoku_se_step_elim_digits(x->step, cell, c);
	}
	return x->step->n_elim > 0;
}

/*
 * 'degree' cells of a region whose candidates together are 'degree' digits
 * (each cell with at least two): the digits leave the region's other cells.
 * Naked pair 3.0, triplet 3.6, quad 5.0; SE looks at the sets of cells in
 * increasing order of their masks, in regions with at least twice 'degree'
 * empty cells.
 */
int
sudoku_se_naked_set(const struct se_grid *g, const struct se_view *v,
		    struct se_step *step, int degree)
{
	struct naked x;
	struct sets s;
	unsigned m[9];
	int t, i, k;

	x.g = g;
	x.step = step;
	s.m = m;
	s.degree = degree;
	s.found = naked_found;
	s.arg = &x;
	for (t = 0; t < 3; t++)
		for (i = 0; i < 9; i++) {
			x.u = se_unit(region_order[t], i);
			if (v->empty[x.u] < 2 * degree)
				continue;
			s.n = 0;
			for (k = 0; k < 9; k++) {
				unsigned c = g->cand[sudoku_unit_cell[x.u][k]];
				int size = bit_count(c);

				if (size >= 2 && size <= degree) {
					x.cell_of[s.n] = k;
					m[s.n++] = c;
				}
			}
			if (each_set(&s))
				return 1;
		}
	return 0;
}

struct hidden {
	const struct se_grid *g;
	const struct se_view *v;
	struct se_step *step;
	int u, direct, digit_of[9];
};

static int
hidden_found(struct sets *s, unsigned items, unsigned where)
{
	static const char *const names[5] = {"", "", "Hidden Pair",
					     "Hidden Triplet", "Hidden Quad"};
	static const int difficulty[5] = {0, 0, 34, 40, 54};
	struct hidden *x = s->arg;
	unsigned digits = 0;
	int k, d;

	for (k = 0; k < s->n; k++)
		if (items >> k & 1)
			digits |= 1u << x->digit_of[k];
	if (x->direct) {
		/* A digit outside the set that had several places in the
		 * region has one left outside the set's cells. */
		for (d = 0; d < 9; d++) {
			unsigned p = x->v->pos[x->u][d], rest = p & ~where;

			if ((digits >> d & 1) || (p & (p - 1)) == 0 ||
			    rest == 0 || (rest & (rest - 1)) != 0)
				continue;
			sudoku_se_step_start(x->step, s->degree == 2 ? 20 : 25,
					     s->degree == 2
						 ? "Direct Hidden Pair"
						 : "Direct Hidden Triplet");
			x->step->place_cell =
			    sudoku_unit_cell[x->u][lowest_bit(rest)];
			x->step->place_digit = d + 1;
			return 1;
		}
		return 0;
	}
	sudoku_se_step_start(x->step, difficulty[s->degree], names[s->degree]);
	for (k = 0; k < 9; k++) {
		int cell = sudoku_unit_cell[x->u][k];
		unsigned c = x->g->cand[cell] & ~digits;

		if (where >> k & 1)
			sudoku_se_step_elim_digits(x->step, cell, c);
	}
	return x->step->n_elim > 0;
}

/*
 * 'degree' digits of a region that fit only in the same 'degree' cells
 * (each digit in at least two): those cells lose every other digit.
 * Hidden pair 3.4, triplet 4.0, quad 5.4; SE looks only in regions with
 * more than twice 'degree' empty cells (else the naked set is there).  In
 * direct mode (pair 2.0, triplet 2.5, in regions with more than 'degree'
 * empty cells) the set counts only when it leaves a hidden single, which
 * the step places.
 */
int
sudoku_se_hidden_set(const struct se_grid *g, const struct se_view *v,
		     struct se_step *step, int degree, int direct)
{
	struct hidden x;
	struct sets s;
	unsigned m[9];
	int t, i, d;

	x.g = g;
	x.v = v;
	x.step = step;
	x.direct = direct;
	s.m = m;
	s.degree = degree;
	s.found = hidden_found;
	s.arg = &x;
	for (t = 0; t < 3; t++)
		for (i = 0; i < 9; i++) {
			x.u = se_unit(region_order[t], i);
			if (!(v->empty[x.u] > 2 * degree ||
			      (direct && v->empty[x.u] > degree)))
				continue;
			s.n = 0;
			for (d = 0; d < 9; d++) {
				unsigned p = v->pos[x.u][d];
				int size = bit_count(p);

				if (size >= 2 && size <= degree) {
					x.digit_of[s.n] = d;
					m[s.n++] = p;
				}
			}
			if (each_set(&s))
				return 1;
		}
	return 0;
}
