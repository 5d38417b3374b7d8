/* exclusion.c - aligned pair and triplet exclusion.
 * See LICENSE for copying terms. */
#include <string.h>

#include "rate/se.h"

/* A base cell: at least two candidates, and peers with 2..degree
 * candidates (the excluders) but none with one. */
struct base {
	int cell[SE_CELLS], n;
	int index[SE_CELLS];	/* the position of a cell in cell[], or -1 */
	struct se_cells excluders[SE_CELLS];	/* by position in cell[] */
	/* The excluders again, as a list in ascending order: the triplet
	 * search walks them for every pair of bases, and reading a list
	 * costs 1% fewer instructions on the whole rating than taking a
	 * copy of the set apart each time. */
	int order[SE_CELLS][20], n_order[SE_CELLS];
	struct se_cells peers[SE_CELLS];	/* by position in cell[] */
	struct se_cells all;			/* the base cells */
};

static void
find_bases(const struct se_grid *g, int degree, struct base *b)
{
	int size[SE_CELLS], i, k;

	for (i = 0; i < SE_CELLS; i++) {
		size[i] = bit_count(g->cand[i]);
		b->index[i] = -1;
	}
	b->n = 0;
	b->all.w[0] = b->all.w[1] = 0;
	for (i = 0; i < SE_CELLS; i++) {
		struct se_cells ex = {{0, 0}}, left;
		int single = 0, n = 0, c;

		if (size[i] < 2)
			continue;
		left = se_peers(i);
		while ((c = se_cells_pop(&left)) >= 0) {
			single |= size[c] == 1;
			if (size[c] >= 2 && size[c] <= degree)
				se_cells_add(&ex, c);
		}
		if (single || se_cells_empty(&ex))
			continue;
		k = b->n++;
		b->cell[k] = i;
		b->index[i] = k;
		b->excluders[k] = ex;
		b->peers[k] = se_peers(i);
		se_cells_add(&b->all, i);
		for (left = ex; (c = se_cells_pop(&left)) >= 0;)
			b->order[k][n++] = c;
		b->n_order[k] = n;
	}
}

/* 1 when cells 'a' and 'b' hold the same two digits. */
static int
pair_of(const struct se_grid *g, int a, int b)
{
	unsigned m = g->cand[a];

	return m == g->cand[b] && bit_count(m) == 2;
}

/* The digits of cells[0..n-1] that no allowed combination uses, as
 * eliminations: a combination is out when two cells that see each other
 * get the same digit, or when it takes every candidate of a common
 * excluder.  The combinations of all cells but the last are enumerated;
 * the last cell's digits that complete each are found as one mask. */
static void
exclude(const struct se_grid *g, const int *cells, int n,
	const struct se_cells *common, struct se_step *step)
{
	unsigned ex[40], used[3] = {0, 0, 0}, c0, c1;
	unsigned last = g->cand[cells[n - 1]];
	unsigned any = g->cand[cells[0]] | g->cand[cells[1]] | last;
	/* the second cell's digits (the last cell's when n is 2) */
	unsigned second = g->cand[cells[1]];
	int n_ex = 0, c, i, sees01, sees0l, sees12;
	struct se_cells left = *common;

	/* Only an excluder whose digits the cells can all take can rule a
	 * combination out. */
	while ((c = se_cells_pop(&left)) >= 0)
		if ((g->cand[c] & ~any) == 0 && n_ex < 40)
			ex[n_ex++] = g->cand[c];
	sees01 = se_sees(cells[0], cells[1]);
	sees0l = se_sees(cells[0], cells[n - 1]);
	sees12 = n == 3 && se_sees(cells[1], cells[2]);
	/* Without excluders two cells of two digits or more always combine
	 * every digit, and three only rule a digit out of one cell when the
	 * other two see it and each other and hold the same two digits
	 * (every other pair of their digits fits). */
	if (n_ex == 0 &&
	    (n == 2 || !((sees01 && sees0l && sees12 &&
			  (pair_of(g, cells[0], cells[1]) ||
			   pair_of(g, cells[0], cells[2]) ||
			   pair_of(g, cells[1], cells[2]))))))
		return;
	for (c0 = g->cand[cells[0]]; c0 != 0; c0 &= c0 - 1) {
		unsigned b0 = c0 & (0u - c0);
		/* Once the other cells use all their digits, one allowed
		 * combination is all a digit of the first cell needs. */
		int rest_used = used[1] == second && used[n - 1] == last;

		if (rest_used && (used[0] | c0) == used[0])
			break;
		for (c1 = n == 3 ? g->cand[cells[1]] : 1; c1 != 0;
		     c1 &= c1 - 1) {
			unsigned b1 = n == 3 ? c1 & (0u - c1) : 0;
			unsigned taken = b0 | b1, free = last;

			if (n == 3 && b0 == b1 && sees01)
				continue;
			if (sees0l)
				free &= ~b0;
			if (sees12)
				free &= ~b1;
			/* An excluder is emptied when the last cell takes
			 * what the others leave of it: nothing left rules out
			 * every digit, one digit left rules out that one. */
			for (i = 0; i < n_ex && free != 0; i++) {
				unsigned rest = ex[i] & ~taken;

				if ((rest & (rest - 1)) == 0)
					free &= rest == 0 ? 0u : ~rest;
			}
			if (free == 0)
				continue;
			used[0] |= b0;
			used[1] |= b1;
			used[n - 1] |= free;
			if (rest_used)
				break;
		}
	}
	for (i = 0; i < n; i++)
		sudoku_se_step_elim_digits(step, cells[i],
					   g->cand[cells[i]] & ~used[i]);
}

/*
 * What the last search of each degree that found nothing saw, per thread:
 * its candidates and its base cells.  exclude() reads only the candidates
 * of its cells and of their common excluders, which are among their common
 * peers; so a pair (triplet) of cells that were bases then, where neither
 * they nor a common peer that is or was an excluder changed since, was
 * tried then with the same figures and failed.  Skipping it keeps SE's first success, and the
 * searches on the slowly changing grids of a hard puzzle's steps, which
 * fail again and again, try only what the last step touched.
 */
struct memo {
	int valid;
	uint16_t cand[SE_CELLS];
	struct se_cells bases;
};

static _Thread_local struct memo memos[2];

/* The cells whose candidates differ from the memo's (every cell when it
 * has none) to 'changed', and those of them that are excluders, or were,
 * to 'moved': the others are nobody's excluder, then or now. */
static void
changed_since(const struct memo *m, const struct se_grid *g, int degree,
	      struct se_cells *changed, struct se_cells *moved)
{
	int c;

	changed->w[0] = changed->w[1] = moved->w[0] = moved->w[1] = 0;
	for (c = 0; c < SE_CELLS; c++) {
		int was, now;

		if (m->valid && m->cand[c] == g->cand[c])
			continue;
		se_cells_add(changed, c);
		was = m->valid ? bit_count(m->cand[c]) : 2;
		now = bit_count(g->cand[c]);
		if ((was >= 2 && was <= degree) || (now >= 2 && now <= degree))
			se_cells_add(moved, c);
	}
}

/* The memo of a search that found nothing on 'g' with bases 'b'. */
static void
remember(struct memo *m, const struct se_grid *g, const struct base *b)
{
	memcpy(m->cand, g->cand, sizeof m->cand);
	m->bases = b->all;
	m->valid = 1;
}

/* 1 when 'a' and 'b' share a cell. */
static int
meets(const struct se_cells *a, const struct se_cells *b)
{
	return ((a->w[0] & b->w[0]) | (a->w[1] & b->w[1])) != 0;
}

/* 1 when a cell of 'a' or 'b' is in both 'c' and 'd'. */
static int
meets3(const struct se_cells *a, const struct se_cells *b,
       const struct se_cells *c, const struct se_cells *d)
{
	return (((a->w[0] | b->w[0]) & c->w[0] & d->w[0]) |
		((a->w[1] | b->w[1]) & c->w[1] & d->w[1])) != 0;
}

/* 1 when 's' holds two cells or more. */
static int
two_or_more(const struct se_cells *s)
{
	uint64_t w0 = s->w[0], w1 = s->w[1];

	return w0 != 0 ? (w0 & (w0 - 1)) != 0 || w1 != 0
		       : (w1 & (w1 - 1)) != 0;
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
	struct memo *m = &memos[degree - 2];
	struct se_cells changed, moved, fresh;
	struct base b;
	int n1, n2, k, t;

	(void)v;
	changed_since(m, g, degree, &changed, &moved);
	find_bases(g, degree, &b);
	/* The cells a tried set may not hold: changed, or no base then. */
	fresh.w[0] = changed.w[0] | ~m->bases.w[0];
	fresh.w[1] = changed.w[1] | ~m->bases.w[1];
	for (n2 = 1; n2 < b.n; n2++)
		for (n1 = 0; n1 < n2; n1++) {
			struct se_cells two = {
			    {b.excluders[n1].w[0] & b.excluders[n2].w[0],
			     b.excluders[n1].w[1] & b.excluders[n2].w[1]}};
			int cells[3] = {b.cell[n1], b.cell[n2], -1};
			int tail[40], n_tail = 0, tried;
			struct se_cells in_tail = {{0, 0}}, near;

			/* A third cell only narrows the common excluders. */
			if (!two_or_more(&two))
				continue;
			/* The common peers that changed as excluders (a
			 * third cell's common peers are among them). */
			near.w[0] = b.peers[n1].w[0] & b.peers[n2].w[0] &
				    moved.w[0];
			near.w[1] = b.peers[n1].w[1] & b.peers[n2].w[1] &
				    moved.w[1];
			tried = !se_cells_has(&fresh, cells[0]) &&
				!se_cells_has(&fresh, cells[1]);
			/* Every set of them was tried: their third cells
			 * are base cells among their excluders. */
			if (tried && se_cells_empty(&near) &&
			    (degree == 2 ||
			     !meets3(&b.excluders[n1], &b.excluders[n2],
				     &b.all, &fresh)))
				continue;
			if (degree == 2) {
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
					int c = b.order[from][j];

					if (c == cells[0] || c == cells[1] ||
					    b.index[c] < 0 ||
					    se_cells_has(&in_tail, c))
						continue;
					se_cells_add(&in_tail, c);
					tail[n_tail++] = c;
				}
			}
			for (t = 0; t < n_tail; t++) {
				struct se_cells three = two;
				int x = b.index[tail[t]];

				three.w[0] &= b.excluders[x].w[0];
				three.w[1] &= b.excluders[x].w[1];
				if (!two_or_more(&three))
					continue;
				if (tried && !se_cells_has(&fresh, tail[t]) &&
				    !meets(&near, &b.peers[x]))
					continue;
				cells[2] = tail[t];
				sudoku_se_step_start(
				    step, 75, "Aligned Triplet Exclusion");
				exclude(g, cells, 3, &three, step);
				if (step->n_elim > 0)
					return 1;
			}
		}
	remember(m, g, &b);
	return 0;
}
