/* exclusion.c - aligned pair and triplet exclusion.
 * See LICENSE for copying terms. */
#include "rate/se.h"

/* The base cells: at least two candidates, and peers with 2..degree
 * candidates (the excluders) but none with one.  By cell, for the base
 * cells only: their excluders. */
struct base {
	struct se_cells all;
	struct se_cells excluders[SE_CELLS];
};

static void
find_bases(const struct se_grid *g, int degree, struct base *b)
{
	struct se_cells one = {{0, 0}}, few = {{0, 0}}, open = {{0, 0}};
	int i;

	for (i = 0; i < SE_CELLS; i++) {
		int n = bit_count(g->cand[i]);

		if (n == 1)
			se_cells_add(&one, i);
		if (n >= 2)
			se_cells_add(&open, i);
		if (n >= 2 && n <= degree)
			se_cells_add(&few, i);
	}
	b->all.w[0] = b->all.w[1] = 0;
	while ((i = se_cells_pop(&open)) >= 0) {
		struct se_cells p = se_peers(i);
		struct se_cells ex = {{p.w[0] & few.w[0], p.w[1] & few.w[1]}};

		if (((p.w[0] & one.w[0]) | (p.w[1] & one.w[1])) != 0 ||
		    se_cells_empty(&ex))
			continue;
		se_cells_add(&b->all, i);
		b->excluders[i] = ex;
	}
}

/* 1 when cells 'a' and 'b' hold the same two digits. */
static int
pair_of(const struct se_grid *g, int a, int b)
{
	unsigned m = g->cand[a];

	return m == g->cand[b] && bit_count(m) == 2;
}

/* Which cells of a set see each other, for exclude(): the first and the
 * second, the first and the last, the second and the third. */
enum { SEES_01 = 1, SEES_0L = 2, SEES_12 = 4 };

/* The digits of cells[0..n-1] that no allowed combination uses, as
 * eliminations: a combination is out when two cells that see each other
 * ('sees') get the same digit, or when it takes every candidate of a
 * common excluder.  The combinations of all cells but the last are
 * enumerated (the second cell's digits that no excluder pairs with
 * another all at once); the last cell's digits that complete each are
 * found as one mask. */
static inline void
exclude(const struct se_grid *g, const int *cells, int n,
	const struct se_cells *common, int sees, struct se_step *step)
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
	sees01 = sees & SEES_01;
	sees0l = sees & SEES_0L;
	sees12 = sees & SEES_12;
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
		unsigned b0 = c0 & (0u - c0), kill = 0, pairs[40], base;
		unsigned paired = 0, plain;
		/* Once the other cells use all their digits, one allowed
		 * combination is all a digit of the first cell needs. */
		int rest_used = used[1] == second && used[n - 1] == last;
		int n_pairs = 0, j;

		if (rest_used && (used[0] | c0) == used[0])
			break;
		/* An excluder is emptied when the other cells take what the
		 * first leaves of it: one digit left ('kill') is out of the
		 * second cell and, unless the second took it (which leaves
		 * nothing), out of the last; two left ('pairs', triplets
		 * only) put the other one out of the last when the second
		 * takes one; three left empty no excluder. */
		for (i = 0; i < n_ex; i++) {
			unsigned rest = ex[i] & ~b0, more = rest & (rest - 1);

			if (more == 0)
				kill |= rest;
			else if (n == 3 && (more & (more - 1)) == 0)
				pairs[n_pairs++] = rest;
		}
		base = last & ~kill;
		if (sees0l)
			base &= ~b0;
		if (base == 0)
			continue;
		if (n == 2) {
			used[0] |= b0;
			used[1] |= base;
			continue;
		}
		/* The second cell's digits in no pair leave the last cell
		 * 'base', less their own digit when they see it: together,
		 * as masks. */
		c1 = second & ~kill;
		if (sees01)
			c1 &= ~b0;
		for (j = 0; j < n_pairs; j++)
			paired |= pairs[j];
		plain = c1 & ~paired;
		if (sees12 && (base & (base - 1)) == 0)
			plain &= ~base;
		if (plain != 0) {
			used[0] |= b0;
			used[1] |= plain;
			used[2] |= !sees12 || (plain & (plain - 1)) != 0
				       ? base
				       : base & ~plain;
			if (rest_used)
				continue;
		}
		for (c1 &= paired; c1 != 0; c1 &= c1 - 1) {
			unsigned b1 = c1 & (0u - c1), free = base;

			if (sees12)
				free &= ~b1;
			for (j = 0; j < n_pairs; j++)
				if (pairs[j] & b1)
					free &= ~(pairs[j] & ~b1);
			if (free == 0)
				continue;
			used[0] |= b0;
			used[1] |= b1;
			used[2] |= free;
			if (rest_used)
				break;
		}
	}
	for (i = 0; i < n; i++)
		if ((g->cand[cells[i]] & ~used[i]) != 0)
			sudoku_se_step_elim_digits(
			    step, cells[i], g->cand[cells[i]] & ~used[i]);
}

/*
 * What the last search of each degree that found nothing saw, per thread:
 * its candidates and its base cells.  exclude() reads only the candidates
 * of its cells and of their common excluders, which are among their common
 * peers; so a pair (triplet) of cells that were bases then, where neither
 * they nor a common peer that is an excluder now changed since, was tried
 * then with these excluders among its own and failed.  (An excluder lost
 * since only rules fewer combinations out; for a triplet, a changed one
 * with a digit none of its three cells holds rules none out.)  Skipping it keeps SE's first
 * success, and the searches on the slowly changing grids of a hard
 * puzzle's steps, which fail again and again, try only what the last step
 * touched.
 */
struct memo {
	struct se_memo grid;
	struct se_cells bases;
};

static _Thread_local struct memo memos[2];

/* The cells whose candidates differ from the memo's (every cell when it
 * has none) to 'changed', and those of them that are excluders now to
 * 'moved': no other changed cell can rule out a combination that was
 * allowed then. */
static void
changed_since(const struct memo *m, const struct se_grid *g, int degree,
	      struct se_cells *changed, struct se_cells *moved)
{
	struct se_cells left;
	int c;

	*changed = sudoku_se_memo_cells(&m->grid, g);
	/* Without a grid every bit is set, past the 81 cells too. */
	left = *changed;
	left.w[1] &= ((uint64_t)1 << (SE_CELLS - 64)) - 1;
	moved->w[0] = moved->w[1] = 0;
	while ((c = se_cells_pop(&left)) >= 0) {
		int now = bit_count(g->cand[c]);

		if (now >= 2 && now <= degree)
			se_cells_add(moved, c);
	}
}

/* The memo of a search that found nothing on 'g' with bases 'b'. */
static void
remember(struct memo *m, const struct se_grid *g, const struct base *b)
{
	sudoku_se_memo_keep(&m->grid, g);
	m->bases = b->all;
}

/* 1 when 's' holds two cells or more. */
static int
two_or_more(const struct se_cells *s)
{
	uint64_t w0 = s->w[0], w1 = s->w[1];

	return w0 != 0 ? (w0 & (w0 - 1)) != 0 || w1 != 0
		       : (w1 & (w1 - 1)) != 0;
}

/* The cells of 'a' and 'b'. */
static struct se_cells
both(const struct se_cells *a, const struct se_cells *b)
{
	struct se_cells r = {{a->w[0] & b->w[0], a->w[1] & b->w[1]}};

	return r;
}

/*
 * 1 when a triplet of cells that were tried on the memo's grid (unchanged
 * base cells: its first two in 'cells', its third 'x') must be tried
 * again, given 'near', its first two cells' common peers that moved, and
 * 'three', its common excluders: when one of them that moved (a peer of
 * 'x' too) has only digits the three cells hold, so that a combination
 * can empty it; or when the excluders that did not move are too few for
 * the memo's search to have tried the triplet.  Otherwise its excluders
 * that count are among those it failed with then.
 */
static int
renewed(const struct se_grid *g, const struct se_cells *near,
	const struct se_cells *peers_x, const struct se_cells *three,
	const int *cells, int x)
{
	struct se_cells hit = both(near, peers_x), kept;
	unsigned any = g->cand[cells[0]] | g->cand[cells[1]] | g->cand[x];
	int c;

	if (se_cells_empty(&hit))
		return 0;
	kept.w[0] = three->w[0] & ~hit.w[0];
	kept.w[1] = three->w[1] & ~hit.w[1];
	if (!two_or_more(&kept))
		return 1;
	while ((c = se_cells_pop(&hit)) >= 0)
		if ((g->cand[c] & ~any) == 0)
			return 1;
	return 0;
}

/* The cells that see two cells of 's' or more. */
static struct se_cells
seen_twice(const struct se_cells *s)
{
	struct se_cells left = *s, once = {{0, 0}}, twice = {{0, 0}};
	int c;

	while ((c = se_cells_pop(&left)) >= 0) {
		struct se_cells p = se_peers(c);

		twice.w[0] |= once.w[0] & p.w[0];
		twice.w[1] |= once.w[1] & p.w[1];
		once.w[0] |= p.w[0];
		once.w[1] |= p.w[1];
	}
	return twice;
}

/* 1 when base cell 'r' is an excluder of base cell 'p' or 'q', and so a
 * third cell of the pair (p, q) when the triplet has two common
 * excluders. */
static int
third_of(const struct base *b, int r, int p, int q)
{
	return se_cells_has(&b->excluders[p], r) ||
	       se_cells_has(&b->excluders[q], r);
}

/*
 * 1 when the search met the triplet of pair (c1, c2) and third cell 'x'
 * before (x below c2), with other roles: as pair (x, c1) or (x, c2) and
 * third c1 or c2 when x is below c1, as pair (c1, x) and third c2 when it
 * lies between.  It was then tried and failed, or skipped as failing by
 * the memo; exclude()'s answer does not depend on the roles.
 */
static int
met_before(const struct base *b, int c1, int c2, int x)
{
	if (x < c1)
		return third_of(b, c2, x, c1) || third_of(b, c1, x, c2);
	return third_of(b, c2, c1, x);
}

/* The cells of 's' below cell 'c'. */
static struct se_cells
below(const struct se_cells *s, int c)
{
	struct se_cells r = *s;

	if (c < 64) {
		r.w[0] &= ((uint64_t)1 << c) - 1;
		r.w[1] = 0;
	} else {
		r.w[1] &= ((uint64_t)1 << (c - 64)) - 1;
	}
	return r;
}

/*
 * The first cells of pairs with 'second' that the search must try, given
 * the memo: all the base cells below it when it is 'open' (changed, new,
 * or, for triplets, with such a base cell among its excluders); else the
 * open ones and those that share a peer with it that moved (changed, an
 * excluder now).  The pairs left out were tried on the memo's grid with
 * the same figures or more excluders, and so were their triplets.
 */
static struct se_cells
first_cells(const struct base *b, const struct se_cells *open,
	    const struct se_cells *moved, int second)
{
	const struct se_cells *peers = sudoku_se_peer_cells;
	struct se_cells r = *open, left;
	int c;

	if (se_cells_has(open, second))
		return below(&b->all, second);
	left = both(moved, &peers[second]);
	while ((c = se_cells_pop(&left)) >= 0) {
		struct se_cells p = se_peers(c);

		r.w[0] |= p.w[0];
		r.w[1] |= p.w[1];
	}
	r = both(&r, &b->all);
	return below(&r, second);
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
	const struct se_cells *peers = sudoku_se_peer_cells;
	struct se_cells changed, moved, fresh, open, seconds;
	struct base b;
	int c1, c2;

	(void)v;
	/* exclude() adds eliminations only to the set that has some */
	if (degree == 2)
		sudoku_se_step_start(step, 62, "Aligned Pair Exclusion");
	else
		sudoku_se_step_start(step, 75, "Aligned Triplet Exclusion");
	changed_since(m, g, degree, &changed, &moved);
	find_bases(g, degree, &b);
	/* The cells a tried set may not hold: changed, or no base then. */
	fresh.w[0] = changed.w[0] | ~m->bases.w[0];
	fresh.w[1] = changed.w[1] | ~m->bases.w[1];
	/* The base cells whose every pair is tried: fresh ones, and for
	 * triplets those with a fresh base cell among their excluders, a
	 * third cell of theirs. */
	open = both(&b.all, &fresh);
	if (degree == 3) {
		struct se_cells left = b.all, third = open;

		while ((c1 = se_cells_pop(&left)) >= 0) {
			struct se_cells hit = both(&b.excluders[c1], &third);

			if (!se_cells_empty(&hit))
				se_cells_add(&open, c1);
		}
	}
	seconds = b.all;
	while ((c2 = se_cells_pop(&seconds)) >= 0) {
		struct se_cells firsts = first_cells(&b, &open, &moved, c2);

		while ((c1 = se_cells_pop(&firsts)) >= 0) {
			struct se_cells two =
			    both(&b.excluders[c1], &b.excluders[c2]);
			struct se_cells near, others, twice, tails[2];
			int cells[3] = {c1, c2, -1}, tried, sees, sees3, k, x;

			/* A third cell only narrows the common excluders. */
			if (!two_or_more(&two))
				continue;
			sees = se_cells_has(&peers[c1], c2) ? SEES_01 : 0;
			if (degree == 2) {
				exclude(g, cells, 2, &two,
					sees != 0 ? SEES_01 | SEES_0L : 0,
					step);
				if (step->n_elim > 0)
					return 1;
				continue;
			}
			/* The common peers that changed as excluders (a
			 * third cell's common peers are among them). */
			near = both(&peers[c1], &peers[c2]);
			near = both(&near, &moved);
			tried = !se_cells_has(&fresh, c1) &&
				!se_cells_has(&fresh, c2);
			/* The twin area, in SE's order: the first cell's
			 * excluders that are other base cells, then the
			 * second's. */
			others = b.all;
			others.w[c1 >> 6] &= ~((uint64_t)1 << (c1 & 63));
			others.w[c2 >> 6] &= ~((uint64_t)1 << (c2 & 63));
			/* Without a changed common peer only a fresh third
			 * cell makes a new triplet. */
			if (tried && se_cells_empty(&near))
				others = both(&others, &fresh);
			/* A third cell needs two common excluders. */
			twice = seen_twice(&two);
			others = both(&others, &twice);
			tails[0] = both(&b.excluders[c1], &others);
			tails[1] = both(&b.excluders[c2], &others);
			tails[1].w[0] &= ~tails[0].w[0];
			tails[1].w[1] &= ~tails[0].w[1];
			for (k = 0; k < 2; k++)
				while ((x = se_cells_pop(&tails[k])) >= 0) {
					struct se_cells three =
					    both(&two, &b.excluders[x]);

					/* (two of them or more: 'twice') */
					if (x < c2 && met_before(&b, c1, c2, x))
						continue;
					if (tried && !se_cells_has(&fresh, x) &&
					    !renewed(g, &near, &peers[x],
						     &three, cells, x))
						continue;
					cells[2] = x;
					sees3 = sees;
					if (se_cells_has(&peers[c1], x))
						sees3 |= SEES_0L;
					if (se_cells_has(&peers[c2], x))
						sees3 |= SEES_12;
					exclude(g, cells, 3, &three, sees3,
						step);
					if (step->n_elim > 0)
						return 1;
				}
		}
	}
	remember(m, g, &b);
	return 0;
}
