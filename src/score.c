/* score.c - target weights, scores and the exact max search.
 * See LICENSE for copying terms. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "target.h"

/* Rows 0..8, then columns 9..17, then boxes 18..26. */
const unsigned char target_unit_cell[NUNITS][9] = {
	{ 0,  1,  2,  3,  4,  5,  6,  7,  8},
	{ 9, 10, 11, 12, 13, 14, 15, 16, 17},
	{18, 19, 20, 21, 22, 23, 24, 25, 26},
	{27, 28, 29, 30, 31, 32, 33, 34, 35},
	{36, 37, 38, 39, 40, 41, 42, 43, 44},
	{45, 46, 47, 48, 49, 50, 51, 52, 53},
	{54, 55, 56, 57, 58, 59, 60, 61, 62},
	{63, 64, 65, 66, 67, 68, 69, 70, 71},
	{72, 73, 74, 75, 76, 77, 78, 79, 80},
	{ 0,  9, 18, 27, 36, 45, 54, 63, 72},
	{ 1, 10, 19, 28, 37, 46, 55, 64, 73},
	{ 2, 11, 20, 29, 38, 47, 56, 65, 74},
	{ 3, 12, 21, 30, 39, 48, 57, 66, 75},
	{ 4, 13, 22, 31, 40, 49, 58, 67, 76},
	{ 5, 14, 23, 32, 41, 50, 59, 68, 77},
	{ 6, 15, 24, 33, 42, 51, 60, 69, 78},
	{ 7, 16, 25, 34, 43, 52, 61, 70, 79},
	{ 8, 17, 26, 35, 44, 53, 62, 71, 80},
	{ 0,  1,  2,  9, 10, 11, 18, 19, 20},
	{ 3,  4,  5, 12, 13, 14, 21, 22, 23},
	{ 6,  7,  8, 15, 16, 17, 24, 25, 26},
	{27, 28, 29, 36, 37, 38, 45, 46, 47},
	{30, 31, 32, 39, 40, 41, 48, 49, 50},
	{33, 34, 35, 42, 43, 44, 51, 52, 53},
	{54, 55, 56, 63, 64, 65, 72, 73, 74},
	{57, 58, 59, 66, 67, 68, 75, 76, 77},
	{60, 61, 62, 69, 70, 71, 78, 79, 80},
};

int
sudoku_target_weight(int row, int col)
{
	int dr = row > 4 ? row - 4 : 4 - row;
	int dc = col > 4 ? col - 4 : 4 - col;

	return 10 - (dr > dc ? dr : dc);
}

long long
sudoku_score(const struct sudoku_grid *s, const int weights[81])
{
	long long sum = 0;
	int i;

	for (i = 0; i < 81; i++) {
		long long w = weights != NULL
				  ? weights[i]
				  : sudoku_target_weight(ROW_OF(i), COL_OF(i));

		sum += w * s->cell[i];
	}
	return sum;
}

/*
 * Put digit 'd' in cell 'x' and strike it from the peers, queueing every
 * peer left with one candidate.  Returns 0 on a contradiction.
 */
static int
place(const struct ctx *c, struct state *s, int x, int d, int *queue,
      int *qn)
{
	uint16_t bit = (uint16_t)(1u << (d - 1));
	int f, j;

	if (!(s->cand[x] & bit))
		return 0;
	if (s->val[x])
		return s->val[x] == d;
	s->val[x] = (unsigned char)d;
	s->cand[x] = bit;
	s->nfree--;
	s->fixed += c->r[x] * d;
	for (f = 0; f < 3; f++) {
		const unsigned char *cell = target_unit_cell[unit_of(x, f)];

		for (j = 0; j < 9; j++) {
			int p = cell[j];

			if (p == x || !(s->cand[p] & bit))
				continue;
			if (s->val[p])
				return 0;
			s->cand[p] &= (uint16_t)~bit;
			if (s->cand[p] == 0)
				return 0;
			if (!(s->cand[p] & (s->cand[p] - 1)))
				queue[(*qn)++] = p;
		}
	}
	return 1;
}

/*
 * Naked and hidden singles until nothing changes.  A digit with no place
 * left in some unit fails at once, which is what keeps most leaves of the
 * target search completable.
 */
static int
propagate(const struct ctx *c, struct state *s, int *queue, int qn)
{
	for (;;) {
		int u, progress = 0;

		while (qn > 0) {
			int x = queue[--qn];

			if (s->val[x])
				continue;
			if (!place(c, s, x, lowest_bit(s->cand[x]) + 1, queue,
				   &qn))
				return 0;
		}
		for (u = 0; u < NUNITS; u++) {
			unsigned once = 0, twice = 0, uniq;
			int j;

			for (j = 0; j < 9; j++) {
				unsigned m = s->cand[target_unit_cell[u][j]];

				twice |= once & m;
				once |= m;
			}
			if (once != ALL_DIGITS)
				return 0;
			uniq = once & ~twice;
			while (uniq) {
				int b = lowest_bit(uniq);

				uniq &= uniq - 1;
				for (j = 0; j < 9; j++) {
					int p = target_unit_cell[u][j];

					if (!(s->cand[p] & (1u << b)))
						continue;
					if (s->val[p])
						break;
					if (!place(c, s, p, b + 1, queue, &qn))
						return 0;
					progress = 1;
					break;
				}
				if (j == 9)
					return 0;
			}
		}
		if (!progress && qn == 0)
			return 1;
	}
}

/*
 * Plain depth-first completion, fewest candidates first: decides whether
 * the cells the target search leaves alone can be filled.  On success 's'
 * holds the completed grid.
 */
static int
complete(struct ctx *c, struct state *s)
{
	struct state t;
	int queue[81];
	int i, x = -1, least = 10;
	unsigned m;

	if (s->nfree == 0)
		return 1;
	if (deadline_passed(&c->dl)) {
		c->stop = 1;
		return 0;
	}
	for (i = 0; i < 81; i++) {
		int n;

		if (s->val[i])
			continue;
		n = bit_count(s->cand[i]);
		if (n < least) {
			least = n;
			x = i;
			if (n == 2)
				break;
		}
	}
	c->guesses++;
	for (m = s->cand[x]; m; m &= m - 1) {
		int qn = 0;

		t = *s;
		if (place(c, &t, x, lowest_bit(m) + 1, queue, &qn) &&
		    propagate(c, &t, queue, qn) && complete(c, &t)) {
			*s = t;
			return 1;
		}
		if (c->stop)
			return 0;
	}
	return 0;
}

/* Whether weight 'a' matters more than 'b' to the score. */
static inline int
heavier(long long a, long long b)
{
	return (a < 0 ? -a : a) > (b < 0 ? -b : b);
}

/*
 * Bound the node and filter the weighted cells' domains against the best
 * completion so far: a candidate whose bound cannot beat it goes.  With
 * x = d only x's own row, column and box bounds change (the others only
 * tighten, so leaving them is admissible).  Returns 0 when the node is
 * pruned; '*changed' tells the caller to propagate and filter again.
 */
static int
filter(struct ctx *c, struct state *s, int *queue, int *qn, int *changed)
{
	long long ub[NUNITS], tot[3], lim;
	int u, f, q;

	if (!target_node_bound(c, s, ub, tot))
		return 0;
	/* Ties cannot improve the answer: only a larger sum is worth it. */
	lim = c->best - s->fixed;
	if (min3(tot) <= lim)
		return 0;
	*changed = 0;
	for (q = 0; q < c->nscell; q++) {
		int x = c->scell[q];
		unsigned m;

		if (s->val[x])
			continue;
		/* With many weighted cells one node can take a while: count
		 * each cell as a step, so the clock is read often enough. */
		if (deadline_passed(&c->dl)) {
			c->stop = 1;
			return 0;
		}
		for (m = s->cand[x]; m; m &= m - 1) {
			int d = lowest_bit(m) + 1;

			for (f = 0; f < 3; f++) {
				long long b;

				u = unit_of(x, f);
				if (!target_unit_bound(c, s, u, x, 1u << (d - 1), &b))
					break;
				if (tot[f] - ub[u] + b + c->r[x] * d <= lim)
					break;
			}
			if (f == 3)
				continue;
			s->cand[x] &= (uint16_t)~(1u << (d - 1));
			*changed = 1;
		}
		if (s->cand[x] == 0)
			return 0;
		if (!(s->cand[x] & (s->cand[x] - 1)))
			queue[(*qn)++] = x;
	}
	return 1;
}

/*
 * The branch and bound proper.  It branches only on weighted cells,
 * fewest candidates first and the best digit first, so a good completion
 * turns up early and the bound prunes the rest.  Once every weighted cell
 * is placed the residual score is exact and one plain solve tells whether
 * the rest of the grid can follow.
 */
static void
descend(struct ctx *c, struct state *s)
{
	struct state t;
	int queue[81];
	int q, x = -1, least = 10, changed;
	unsigned m;

	if (deadline_passed(&c->dl)) {
		c->stop = 1;
		return;
	}
	do {
		int qn = 0;

		if (!filter(c, s, queue, &qn, &changed))
			return;
		if (changed && !propagate(c, s, queue, qn))
			return;
	} while (changed);
	for (q = 0; q < c->nscell; q++) {
		int i = c->scell[q], n;

		if (s->val[i])
			continue;
		n = bit_count(s->cand[i]);
		if (n < least || (n == least && heavier(c->r[i], c->r[x]))) {
			least = n;
			x = i;
		}
	}
	if (x < 0) {
		/* filter() has already seen that s->fixed beats the best. */
		t = *s;
		if (complete(c, &t)) {
			c->best = t.fixed;
			memcpy(c->best_grid.cell, t.val, 81);
		}
		return;
	}
	c->guesses++;
	for (m = s->cand[x]; m; ) {
		int d, qn = 0;

		if (c->r[x] > 0) {
			d = highest_bit(m) + 1;
			m &= ~(1u << (d - 1));
		} else {
			d = lowest_bit(m) + 1;
			m &= m - 1;
		}
		t = *s;
		if (place(c, &t, x, d, queue, &qn) &&
		    propagate(c, &t, queue, qn))
			descend(c, &t);
		if (c->stop)
			return;
	}
}

int
sudoku_target(const struct sudoku_grid *g, const int weights[81],
	      long long *score, struct sudoku_grid *best,
	      struct sudoku_search *search)
{
	struct ctx c;
	struct state s, t;
	int queue[81];
	long long base = 0, first;
	int i, found, qn = 0;

	if (search != NULL)
		search->timed_out = 0;
	for (i = 0; i < 81; i++)
		if (g->cell[i] > 9)
			return 0;
	/* The root is set up with no weights, which the residual table
	 * chosen below may depend on. */
	memset(c.r, 0, sizeof c.r);
	c.guesses = 0;
	c.stop = 0;
	sudoku_deadline_start(&c.dl, search);
	for (i = 0; i < 81; i++) {
		s.cand[i] = ALL_DIGITS;
		s.val[i] = 0;
	}
	s.nfree = 81;
	s.fixed = 0;
	for (i = 0; i < 81; i++)
		if (g->cell[i] && !place(&c, &s, i, g->cell[i], queue, &qn))
			return 0;
	if (!propagate(&c, &s, queue, qn))
		return 0;

	/* One plain solve first: a grid without completions answers at once
	 * instead of after every weighted pattern, and any completion is a
	 * first best for the bound to beat. */
	t = s;
	found = complete(&c, &t);
	if (found) {
		memcpy(c.best_grid.cell, t.val, 81);
		first = sudoku_score(&c.best_grid, weights);
		base = target_choose_form(&c, weights, &s, first);
		c.best = first - base;
		c.nscell = 0;
		for (i = 0; i < 81; i++) {
			s.fixed += c.r[i] * s.val[i];
			if (!s.val[i] && c.r[i] != 0)
				c.scell[c.nscell++] = i;
		}
		descend(&c, &s);
	}
	if (search != NULL) {
		search->guesses += c.guesses;
		search->timed_out = c.stop;
	}
	if (c.stop || !found)
		return 0;
	if (score != NULL)
		*score = base + c.best;
	if (best != NULL)
		*best = c.best_grid;
	return 1;
}
