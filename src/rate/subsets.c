/* subsets.c - naked and hidden pairs, triplets and quads, and the direct
 * hidden pair and triplet.  See LICENSE for copying terms. */
#include "rate/se.h"

/* SE looks at blocks, then columns, then rows. */
static const int region_order[3] = {0, 2, 1};

/*
 * A search for the sets of 'degree' in the regions, in SE's order.  The
 * items of a region are its cells for naked sets (masks of candidates)
 * and its digits for hidden sets (masks of places); those of 2..degree
 * bits go to m[], with their index in the region (cell or digit) in
 * index_of[].  The sets are those whose union has 'degree' bits, in SE's
 * order: by increasing bit mask of the items, that is by their largest
 * item first.  found() is called with the items (a bit per index into
 * m[]) and the union; its 1 ends the search.
 */
struct sets {
	const struct se_grid *g;
	const struct se_view *v;
	struct se_step *step;
	int degree, hidden, direct;
	int u, n, index_of[9];
	unsigned m[9];
	int (*found)(const struct sets *s, unsigned items, unsigned all);
};

static int
choose(const struct sets *s, int k, int limit, unsigned items, unsigned all)
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
each_set(const struct sets *s)
{
	return s->n >= s->degree && choose(s, s->degree - 1, s->n, 0, 0);
}

/* Per search (naked or hidden, direct or not, of each degree): a region's
 * sets and their steps read only the candidates of its cells. */
static _Thread_local struct se_memo memos[2][2][5];

/* The sets of every region with at least 'min_empty' empty cells, in SE's
 * order of regions, until found() ends the search. */
static int
each_region(struct sets *s, int min_empty)
{
	struct se_memo *memo = &memos[s->hidden][s->direct][s->degree];
	struct se_cells changed = sudoku_se_memo_cells(memo, s->g);
	int t, i, k;

	for (t = 0; t < 3; t++)
		for (i = 0; i < 9; i++) {
			const struct se_cells *cells =
			    &sudoku_se_region_cells[region_order[t]][i];

			s->u = se_unit(region_order[t], i);
			if (s->v->empty[s->u] < min_empty ||
			    ((cells->w[0] & changed.w[0]) |
			     (cells->w[1] & changed.w[1])) == 0)
				continue;
			s->n = 0;
			for (k = 0; k < 9; k++) {
				unsigned m =
				    s->hidden
					? s->v->pos[s->u][k]
					: s->g->cand[sudoku_unit_cell[s->u][k]];
				int size = bit_count(m);

				if (size >= 2 && size <= s->degree) {
					s->index_of[s->n] = k;
					s->m[s->n++] = m;
				}
			}
			if (each_set(s))
				return 1;
		}
	sudoku_se_memo_keep(memo, s->g);
	return 0;
}

/* The indexes in the region (a bit each) of the items of a set. */
static unsigned
region_indexes(const struct sets *s, unsigned items)
{
	unsigned indexes = 0;
	int k;

	for (k = 0; k < s->n; k++)
		if (items >> k & 1)
			indexes |= 1u << s->index_of[k];
	return indexes;
}

/* The step of a naked or hidden set of s->degree: each cell of the region
 * in 'cells' (a bit per index) loses its candidates among 'digits'.  SE
 * drops a set that removes nothing. */
static int
set_step(const struct sets *s, unsigned cells, unsigned digits)
{
	static const char *const names[2][5] = {
	    {"", "", "Naked Pair", "Naked Triplet", "Naked Quad"},
	    {"", "", "Hidden Pair", "Hidden Triplet", "Hidden Quad"}};
	static const int difficulty[2][5] = {{0, 0, 30, 36, 50},
					     {0, 0, 34, 40, 54}};
	int k;

	sudoku_se_step_start(s->step, difficulty[s->hidden][s->degree],
			     names[s->hidden][s->degree]);
	for (k = 0; k < 9; k++) {
		int cell = sudoku_unit_cell[s->u][k];

		if (cells >> k & 1)
			sudoku_se_step_elim_digits(s->step, cell,
						   s->g->cand[cell] & digits);
	}
	return s->step->n_elim > 0;
}

/* A naked set: its digits ('all') leave the region's other cells. */
static int
naked_found(const struct sets *s, unsigned items, unsigned all)
{
	return set_step(s, ~region_indexes(s, items), all);
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
	struct sets s = {.g = g, .v = v, .step = step, .degree = degree,
			 .found = naked_found};

	return each_region(&s, 2 * degree);
}

static int
hidden_found(const struct sets *s, unsigned items, unsigned where)
{
	unsigned digits = region_indexes(s, items);
	int d;

	if (s->direct) {
		/* A digit outside the set that had several places in the
		 * region has one left outside the set's cells. */
		for (d = 0; d < 9; d++) {
			unsigned p = s->v->pos[s->u][d], rest = p & ~where;

			if ((digits >> d & 1) || (p & (p - 1)) == 0 ||
			    rest == 0 || (rest & (rest - 1)) != 0)
				continue;
			sudoku_se_step_start(s->step, s->degree == 2 ? 20 : 25,
					     s->degree == 2
						 ? "Direct Hidden Pair"
						 : "Direct Hidden Triplet");
			s->step->place_cell =
			    sudoku_unit_cell[s->u][lowest_bit(rest)];
			s->step->place_digit = d + 1;
			return 1;
		}
		return 0;
	}
	/* The set's cells ('where') lose every other digit. */
	return set_step(s, where, ~digits);
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
	struct sets s = {.g = g, .v = v, .step = step, .degree = degree,
			 .hidden = 1, .direct = direct, .found = hidden_found};

	return each_region(&s, direct ? degree + 1 : 2 * degree + 1);
}
