/* score.c - target weights, upper bounds and the exact max search.
 * See LICENSE for copying terms. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "internal.h"

enum {
	ALL_DIGITS = 0x1ff,
	NUNITS = 27,
	REWRITE_PASSES = 3
};

/* The constant every valid completion scores beyond K; see sudoku_target. */
#define STANDARD_BASE 2745

/* Rows 0..8, then columns 9..17, then boxes 18..26. */
static const unsigned char unit_cell[NUNITS][9] = {
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

/* The row, column and box unit of cell 'i'; 'f' is 0, 1 or 2. */
static inline int
unit_of(int i, int f)
{
	return f == 0 ? ROW_OF(i) : f == 1 ? 9 + COL_OF(i) : 18 + BOX_OF(i);
}

/*
 * One node of the search.  A solved cell keeps its digit in 'val' and a
 * single bit in 'cand', so unit scans need not tell the two apart.
 */
struct state {
	uint16_t cand[81];
	unsigned char val[81];
	int nfree;		/* cells still unsolved */
	long long fixed;	/* residual score of the solved cells */
};

/*
 * Everything one call needs, on its stack: the search is reentrant
 * because nothing outlives the call.
 */
struct ctx {
	long long r[81];	/* residual weights: score = base + sum r * d */
	int scell[81];		/* empty cells of nonzero residual weight */
	int nscell;
	long long best;		/* residual score of the best completion */
	struct sudoku_grid best_grid;
	struct deadline dl;
	uint64_t guesses;
	int stop;		/* the deadline passed: unwind */
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
		const unsigned char *cell = unit_cell[unit_of(x, f)];

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
				unsigned m = s->cand[unit_cell[u][j]];

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
					int p = unit_cell[u][j];

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

/* Sort 'n' values into descending order; n is at most 9. */
static void
sort_down(long long *v, int n)
{
	int i, j;

	for (i = 1; i < n; i++) {
		long long x = v[i];

		for (j = i; j > 0 && v[j - 1] < x; j--)
			v[j] = v[j - 1];
		v[j] = x;
	}
}

static void
sort_down_int(int *v, int n)
{
	int i, j;

	for (i = 1; i < n; i++) {
		int x = v[i];

		for (j = i; j > 0 && v[j - 1] < x; j--)
			v[j] = v[j - 1];
		v[j] = x;
	}
}

/*
 * The most the unsolved cells of unit 'u' can still add to the residual
 * score, leaving out cell 'skip' and the digits in 'gone' (both set while
 * a candidate of 'skip' is tried).  Returns 0 when the unit can no longer
 * be filled, else 1 with the bound in '*out'.
 *
 * Three admissible bounds, the least wins: each cell's best candidate on
 * its own; the rearrangement of the weights against the digits the cells
 * can still take (valid for weights of any sign); and, when the weighted
 * cells share one weight, the pairing of their sorted best candidates
 * with the sorted available digits, term by term the smaller (the j-th
 * largest digit placed is at most both the j-th largest available digit
 * and the j-th largest best candidate).  The last is the K form's case.
 */
static int
unit_bound(const struct ctx *c, const struct state *s, int u, int skip,
	   unsigned gone, long long *out)
{
	long long w[9], alone = 0, re = 0, wu = 0;
	int edge[9];
	unsigned all = 0, weighted = 0, m;
	int j, k = 0, n = 0, uniform = 1;

	for (j = 0; j < 9; j++) {
		int i = unit_cell[u][j];
		unsigned cm;

		if (s->val[i] || i == skip)
			continue;
		cm = s->cand[i] & ~gone;
		if (cm == 0)
			return 0;
		all |= cm;
		n++;
		if (c->r[i] == 0)
			continue;
		weighted |= cm;
		w[k] = c->r[i];
		if (k == 0)
			wu = w[0];
		else if (w[k] != wu)
			uniform = 0;
		if (w[k] > 0) {
			edge[k] = highest_bit(cm) + 1;
			alone += w[k] * edge[k];
		} else {
			edge[k] = lowest_bit(cm) + 1;
			alone += w[k] * edge[k];
		}
		k++;
	}
	if (bit_count(all) < n || bit_count(weighted) < k)
		return 0;
	if (k == 0) {
		*out = 0;
		return 1;
	}
	if (uniform) {
		int sum = 0;

		if (wu > 0) {
			sort_down_int(edge, k);
			m = weighted;
			for (j = 0; j < k; j++) {
				int d = highest_bit(m) + 1;

				m &= ~(1u << (d - 1));
				sum += edge[j] < d ? edge[j] : d;
			}
		} else {
			/* Mirror image: smallest candidates against the
			 * smallest available digits, the larger of each
			 * pair, since a negative weight wants small digits. */
			for (j = 0; j < k; j++)
				edge[j] = -edge[j];
			sort_down_int(edge, k);
			m = weighted;
			for (j = 0; j < k; j++) {
				int d = lowest_bit(m) + 1;

				m &= m - 1;
				sum += -edge[j] > d ? -edge[j] : d;
			}
		}
		*out = wu * sum;
		return 1;
	}
	sort_down(w, k);
	m = weighted;
	for (j = 0; j < k && w[j] > 0; j++) {
		int d = highest_bit(m) + 1;

		m &= ~(1u << (d - 1));
		re += w[j] * d;
	}
	for (j = k - 1; j >= 0 && w[j] < 0; j--) {
		int d = lowest_bit(m) + 1;

		m &= m - 1;
		re += w[j] * d;
	}
	*out = re < alone ? re : alone;
	return 1;
}

/*
 * Bound the node and filter the weighted cells' domains against the best
 * completion so far: a candidate whose bound cannot beat it goes.  With
 * x = d only x's own row, column and box bounds change (the others only
 * tighten, so leaving them is admissible).  Returns 0 when the node is
 * pruned; '*changed' tells the caller to propagate and filter again.
 */
static int
filter(const struct ctx *c, struct state *s, int *queue, int *qn,
       int *changed)
{
	long long ub[NUNITS], tot[3] = {0, 0, 0}, lim, least;
	int u, f, q;

	for (u = 0; u < NUNITS; u++) {
		if (!unit_bound(c, s, u, -1, 0, &ub[u]))
			return 0;
		tot[u / 9] += ub[u];
	}
	least = tot[0];
	if (tot[1] < least)
		least = tot[1];
	if (tot[2] < least)
		least = tot[2];
	/* Ties cannot improve the answer: only a larger sum is worth it. */
	lim = c->best - s->fixed;
	if (least <= lim)
		return 0;
	*changed = 0;
	for (q = 0; q < c->nscell; q++) {
		int x = c->scell[q];
		unsigned m;

		if (s->val[x])
			continue;
		for (m = s->cand[x]; m; m &= m - 1) {
			int d = lowest_bit(m) + 1;

			for (f = 0; f < 3; f++) {
				long long b;

				u = unit_of(x, f);
				if (!unit_bound(c, s, u, x, 1u << (d - 1), &b))
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

/*
 * The standard table in K form.  In a valid complete grid every unit sums
 * to 45, so adding a constant to one unit's weights moves every
 * completion's score by the same amount.  Rows, columns and the centre
 * box rewrite 10 - max(|r - 4|, |c - 4|) as 2745 plus weight 1 on 21 cells
 * (the 4 corners, the 16 cells of ring 2 and the centre) and 0 elsewhere:
 * the search then bounds K, a small number, and ignores the other 60
 * cells, which only have to be completable.
 */
static long long
standard_form(long long *r)
{
	int i;

	for (i = 0; i < 81; i++) {
		int dr = ROW_OF(i) > 4 ? ROW_OF(i) - 4 : 4 - ROW_OF(i);
		int dc = COL_OF(i) > 4 ? COL_OF(i) - 4 : 4 - COL_OF(i);
		int ring = dr > dc ? dr : dc;

		r[i] = ring == 0 || ring == 2 || (dr == 4 && dc == 4);
	}
	return STANDARD_BASE;
}

/*
 * Any other table: subtract from a unit the weight most of its empty cells
 * share, when that zeroes more empty cells than it un-zeroes, a few passes
 * over all units.  Weighted cells are what the search branches on, so
 * fewer of them is faster; the answer is the same whatever is chosen.
 * Clues' residual weights do not matter, so they are not counted.  Each
 * step at most doubles a residual, so nine of them stay far from overflow.
 */
static long long
custom_form(const int *weights, const struct sudoku_grid *g, long long *r)
{
	long long offsets = 0;
	int i, pass, u, j, k;

	for (i = 0; i < 81; i++)
		r[i] = weights[i];
	for (pass = 0; pass < REWRITE_PASSES; pass++) {
		for (u = 0; u < NUNITS; u++) {
			const unsigned char *cell = unit_cell[u];
			long long mode = 0;
			int most = 0, zeros = 0;

			for (j = 0; j < 9; j++) {
				int n = 0;

				if (g->cell[cell[j]])
					continue;
				if (r[cell[j]] == 0)
					zeros++;
				for (k = 0; k < 9; k++)
					n += !g->cell[cell[k]] &&
					     r[cell[k]] == r[cell[j]];
				if (n > most) {
					most = n;
					mode = r[cell[j]];
				}
			}
			if (mode == 0 || most <= zeros)
				continue;
			for (j = 0; j < 9; j++)
				r[cell[j]] -= mode;
			offsets += mode;
		}
	}
	return 45 * offsets;
}

static int
is_standard(const int *weights)
{
	int i;

	for (i = 0; i < 81; i++)
		if (weights[i] != sudoku_target_weight(ROW_OF(i), COL_OF(i)))
			return 0;
	return 1;
}

int
sudoku_target(const struct sudoku_grid *g, const int weights[81],
	      long long *score, struct sudoku_grid *best,
	      struct sudoku_search *search)
{
	struct ctx c;
	struct state s, t;
	int queue[81];
	long long base;
	int i, found, qn = 0;

	if (search != NULL)
		search->timed_out = 0;
	for (i = 0; i < 81; i++)
		if (g->cell[i] > 9)
			return 0;
	if (weights == NULL || is_standard(weights))
		base = standard_form(c.r);
	else
		base = custom_form(weights, g, c.r);
	c.nscell = 0;
	for (i = 0; i < 81; i++)
		if (!g->cell[i] && c.r[i] != 0)
			c.scell[c.nscell++] = i;
	c.guesses = 0;
	c.stop = 0;
	deadline_start(&c.dl, search);

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
		c.best = t.fixed;
		memcpy(c.best_grid.cell, t.val, 81);
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
