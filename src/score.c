/* score.c - target weights, upper bounds and the exact max search.
 * See LICENSE for copying terms. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "internal.h"

enum {
	ALL_DIGITS = 0x1ff,
	NUNITS = 27,
	MODE_PASSES = 3,
	MEDIAN_PASSES = 8,
	TUNE_ROUNDS = 3
};

/* The constant every valid completion scores beyond K; see standard_form. */
#define STANDARD_BASE 2745

/*
 * No residual weight may pass this, so that no sum of 81 of them times a
 * digit comes near overflow.  Weights are ints, so the table as given
 * always qualifies.
 */
#define RESIDUAL_MAX (1LL << 44)

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

/*
 * The most 't' cells can sum to when they take distinct digits of 'avail'
 * and the j-th has at most top[j] (sorted descending): the j-th largest
 * digit placed is at most the j-th largest of 'avail' and, since j cells
 * reach it, at most top[j].  Returns -1 when 'avail' is too small.
 */
static int
layer_max(const int *top, int t, unsigned avail)
{
	int j, sum = 0;

	if (bit_count(avail) < t)
		return -1;
	for (j = 0; j < t; j++) {
		int d = highest_bit(avail) + 1;

		avail &= ~(1u << (d - 1));
		sum += top[j] < d ? top[j] : d;
	}
	return sum;
}

/* The mirror image: the least such a sum can be, 'bottom' ascending. */
static int
layer_min(const int *bottom, int t, unsigned avail)
{
	int j, sum = 0;

	if (bit_count(avail) < t)
		return -1;
	for (j = 0; j < t; j++) {
		int d = lowest_bit(avail) + 1;

		avail &= avail - 1;
		sum += bottom[j] > d ? bottom[j] : d;
	}
	return sum;
}

/* A weighted cell as the unit bound sees it. */
struct term {
	long long w;		/* |residual weight| */
	int edge;		/* largest candidate, or smallest if w < 0 */
	unsigned cand;
};

/* Insert 'x' into 'v[0..n-1]', kept sorted by descending weight. */
static void
insert_term(struct term *v, int n, struct term x)
{
	while (n > 0 && v[n - 1].w < x.w) {
		v[n] = v[n - 1];
		n--;
	}
	v[n] = x;
}

/* Insert 'x' into 'v[0..n-1]', kept in the order 'down' says. */
static void
insert_edge(int *v, int n, int x, int down)
{
	while (n > 0 && (down ? v[n - 1] < x : v[n - 1] > x)) {
		v[n] = v[n - 1];
		n--;
	}
	v[n] = x;
}

/*
 * Bound one sign's cells of a unit, layer by layer: with weights sorted
 * w1 >= w2 >= ... >= wk > 0, sum w_j d_j is the sum over t of
 * (w_t - w_t+1) times the digit sum of the t heaviest cells, and each of
 * those digit sums is bounded by layer_max() (or layer_min() for the
 * negative cells, whose digits should be small).  With one shared weight
 * this is a single layer, which is the K form's case; it is never weaker
 * than each cell alone or the rearrangement of weights against digits.
 * Returns 0 when some layer cannot be filled.
 */
static int
layers(const struct term *v, int k, int negative, long long *out)
{
	int edge[9], t;
	unsigned avail = 0;
	long long sum = 0;

	for (t = 1; t <= k; t++) {
		long long coef = v[t - 1].w - (t < k ? v[t].w : 0);
		int digits;

		insert_edge(edge, t - 1, v[t - 1].edge, !negative);
		avail |= v[t - 1].cand;
		if (coef == 0)
			continue;
		digits = negative ? layer_min(edge, t, avail)
				  : layer_max(edge, t, avail);
		if (digits < 0)
			return 0;
		sum += coef * digits;
	}
	*out = negative ? -sum : sum;
	return 1;
}

/*
 * The most the unsolved cells of unit 'u' can still add to the residual
 * score, leaving out cell 'skip' and the digits in 'gone' (both set while
 * a candidate of 'skip' is tried).  Returns 0 when the unit can no longer
 * be filled, else 1 with the bound in '*out'.  The positive and negative
 * cells are bounded apart, which is admissible, and each by layers().
 */
static int
unit_bound(const struct ctx *c, const struct state *s, int u, int skip,
	   unsigned gone, long long *out)
{
	struct term pos[9], neg[9];
	long long up = 0, down = 0;
	unsigned all = 0;
	int j, n = 0, np = 0, nn = 0;

	for (j = 0; j < 9; j++) {
		int i = unit_cell[u][j];
		struct term x;

		if (s->val[i] || i == skip)
			continue;
		x.cand = s->cand[i] & ~gone;
		if (x.cand == 0)
			return 0;
		all |= x.cand;
		n++;
		if (c->r[i] > 0) {
			x.w = c->r[i];
			x.edge = highest_bit(x.cand) + 1;
			insert_term(pos, np++, x);
		} else if (c->r[i] < 0) {
			x.w = -c->r[i];
			x.edge = lowest_bit(x.cand) + 1;
			insert_term(neg, nn++, x);
		}
	}
	if (bit_count(all) < n)
		return 0;
	if (!layers(pos, np, 0, &up) || !layers(neg, nn, 1, &down))
		return 0;
	*out = up + down;
	return 1;
}

/* The least of the row, column and box families' bounds. */
static long long
min3(const long long *v)
{
	long long m = v[0] < v[1] ? v[0] : v[1];

	return v[2] < m ? v[2] : m;
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
	long long ub[NUNITS], tot[3] = {0, 0, 0}, lim;
	int u, f, q;

	for (u = 0; u < NUNITS; u++) {
		if (!unit_bound(c, s, u, -1, 0, &ub[u]))
			return 0;
		tot[u / 9] += ub[u];
	}
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

/* Subtract 'v' from every weight of unit 'u', which moves every
 * completion's score by 45 v: the caller adds that back. */
static void
shift_unit(long long *r, int u, long long v)
{
	int j;

	for (j = 0; j < 9; j++)
		r[unit_cell[u][j]] -= v;
}

/*
 * Subtract from each unit the weight most of its unsolved cells share,
 * when that zeroes more of them than it un-zeroes: fewer weighted cells
 * to branch on.  Solved cells' weights do not matter.  Each step at most
 * doubles a residual, and a cell sees at most nine.  Returns the sum of
 * the offsets.
 */
static long long
mode_form(long long *r, const struct state *s)
{
	long long offsets = 0;
	int pass, u, j, k;

	for (pass = 0; pass < MODE_PASSES; pass++) {
		for (u = 0; u < NUNITS; u++) {
			const unsigned char *cell = unit_cell[u];
			long long mode = 0;
			int most = 0, zeros = 0;

			for (j = 0; j < 9; j++) {
				int n = 0;

				if (s->val[cell[j]])
					continue;
				zeros += r[cell[j]] == 0;
				for (k = 0; k < 9; k++)
					n += !s->val[cell[k]] &&
					     r[cell[k]] == r[cell[j]];
				if (n > most) {
					most = n;
					mode = r[cell[j]];
				}
			}
			if (mode != 0 && most > zeros) {
				shift_unit(r, u, mode);
				offsets += mode;
			}
		}
	}
	return offsets;
}

/*
 * Subtract from each unit the median weight of its unsolved cells, which
 * minimises their total absolute weight, until nothing moves: small
 * residuals make tight bounds.  The total never grows, so every offset is
 * at most the starting total; choose_form() drops a table that still
 * grows too large.  Returns the sum of the offsets.
 */
static long long
median_form(long long *r, const struct state *s)
{
	long long offsets = 0;
	int pass, u, j, moved = 1;

	for (pass = 0; pass < MEDIAN_PASSES && moved; pass++) {
		moved = 0;
		for (u = 0; u < NUNITS; u++) {
			long long v[9];
			int n = 0;

			for (j = 0; j < 9; j++)
				if (!s->val[unit_cell[u][j]])
					v[n++] = r[unit_cell[u][j]];
			if (n == 0)
				continue;
			sort_down(v, n);
			if (v[n / 2] != 0) {
				shift_unit(r, u, v[n / 2]);
				offsets += v[n / 2];
				moved = 1;
			}
		}
	}
	return offsets;
}

/*
 * The root bound of the residual table in c->r, constant included: the
 * yardstick for choosing a rewrite, since every rewrite gives every
 * completion the same score.  Returns 0 when the grid cannot be filled.
 */
static int
root_bound(const struct ctx *c, const struct state *s, long long base,
	   long long *out)
{
	long long tot[3] = {0, 0, 0}, fixed = 0, ub;
	int i, u;

	for (i = 0; i < 81; i++)
		fixed += c->r[i] * s->val[i];
	for (u = 0; u < NUNITS; u++) {
		if (!unit_bound(c, s, u, -1, 0, &ub))
			return 0;
		tot[u / 9] += ub;
	}
	*out = base + fixed + min3(tot);
	return 1;
}

static int
too_big(const long long *r)
{
	int i;

	for (i = 0; i < 81; i++)
		if (r[i] > RESIDUAL_MAX || r[i] < -RESIDUAL_MAX)
			return 1;
	return 0;
}

static int
weighted_cells(const long long *r, const struct state *s)
{
	int i, n = 0;

	for (i = 0; i < 81; i++)
		n += !s->val[i] && r[i] != 0;
	return n;
}

/* What tune() keeps up to date as it moves offsets. */
struct tuning {
	long long ub[NUNITS];	/* each unit's bound */
	long long tot[3];	/* their sums per family */
	long long fixed;	/* residual score of the solved cells */
	long long base;		/* the constant */
	long long bound;	/* base + fixed + min3(tot) */
};

/*
 * Move unit 'u''s offset by 'd' if that lowers the root bound; returns
 * whether it did.  The move changes the residuals of u's cells only, so
 * only the units crossing u need new bounds.
 */
static int
try_shift(struct ctx *c, const struct state *s, struct tuning *tn, int u,
	  long long d)
{
	unsigned char cross[NUNITS] = {0};
	long long nub[NUNITS], tot[3], placed = 0, b;
	int j, f;

	shift_unit(c->r, u, d);
	for (j = 0; j < 9; j++) {
		int x = unit_cell[u][j];

		if (c->r[x] > RESIDUAL_MAX || c->r[x] < -RESIDUAL_MAX) {
			shift_unit(c->r, u, -d);
			return 0;
		}
		placed += s->val[x];
		for (f = 0; f < 3; f++)
			cross[unit_of(x, f)] = 1;
	}
	memcpy(tot, tn->tot, sizeof tot);
	for (j = 0; j < NUNITS; j++) {
		/* Feasibility does not depend on the weights: this unit
		 * had a bound before the move, so it has one now. */
		if (cross[j] && unit_bound(c, s, j, -1, 0, &nub[j]))
			tot[j / 9] += nub[j] - tn->ub[j];
	}
	b = tn->base + 45 * d + tn->fixed - d * placed + min3(tot);
	if (b >= tn->bound) {
		shift_unit(c->r, u, -d);
		return 0;
	}
	for (j = 0; j < NUNITS; j++)
		if (cross[j])
			tn->ub[j] = nub[j];
	memcpy(tn->tot, tot, sizeof tot);
	tn->fixed -= d * placed;
	tn->base += 45 * d;
	tn->bound = b;
	return 1;
}

/*
 * Lower the root bound further by moving one unit's offset at a time, in
 * halving steps, keeping each move that helps: a Lagrangian-style split of
 * the weights between rows, columns and boxes fitted to this grid.  On the
 * sparsest grids it halves the branches; a few rounds are enough.  Stops
 * early once the bound is down to 'floor', the score of a known
 * completion.  Returns the new constant.
 */
static long long
tune(struct ctx *c, const struct state *s, long long base, long long floor)
{
	struct tuning tn;
	long long step = 0;
	int i, u, round;

	tn.fixed = 0;
	for (i = 0; i < 81; i++) {
		long long a = c->r[i] < 0 ? -c->r[i] : c->r[i];

		tn.fixed += c->r[i] * s->val[i];
		if (!s->val[i] && a > step)
			step = a;
	}
	tn.tot[0] = tn.tot[1] = tn.tot[2] = 0;
	for (u = 0; u < NUNITS; u++) {
		if (!unit_bound(c, s, u, -1, 0, &tn.ub[u]))
			return base;
		tn.tot[u / 9] += tn.ub[u];
	}
	tn.base = base;
	tn.bound = base + tn.fixed + min3(tn.tot);
	for (step = step > 1 ? step / 2 : step; step >= 1; step /= 2) {
		for (round = 0; round < TUNE_ROUNDS; round++) {
			int improved = 0;

			for (u = 0; u < NUNITS; u++) {
				if (tn.bound <= floor)
					return tn.base;
				improved |= try_shift(c, s, &tn, u, -step);
				improved |= try_shift(c, s, &tn, u, step);
			}
			if (!improved)
				break;
		}
	}
	return tn.base;
}

/*
 * Whether 'weights' is a * standard + b, which the K form covers too:
 * scaling multiplies every score and adding b adds 405 b.  If it is, sets
 * 'r' and '*base' to the K form scaled by a.
 */
static int
affine_standard(const int *weights, long long *r, long long *base)
{
	long long a = (long long)weights[40] - weights[31];
	long long b = weights[40] - 10 * a;
	int i;

	for (i = 0; i < 81; i++)
		if (weights[i] !=
		    a * sudoku_target_weight(ROW_OF(i), COL_OF(i)) + b)
			return 0;
	*base = a * standard_form(r) + 405 * b;
	for (i = 0; i < 81; i++)
		r[i] *= a;
	return 1;
}

/*
 * Choose the residual table: a few rewrites (the K form when the table is
 * an affine image of the standard one; none; the mode's, the median's and
 * those two in turn) and keep the one with the least root bound, then the
 * fewest weighted cells.  The K form is the best start for sparse grids,
 * but on a given grid the median's rewrite of it, fitted to the cells
 * actually empty, often bounds tighter; tune() then improves on it unless
 * the bound is already down to 'first', the score of a known completion.
 * Leaves the table in c->r and returns its constant.
 */
static long long
choose_form(struct ctx *c, const int *weights, const struct state *s,
	    long long first)
{
	long long r[6][81], base[6], bound = 0, least = 0;
	int i, k, n = 0, pick = 0, fewest = 82;

	if (weights == NULL) {
		base[0] = standard_form(r[0]);
		n = 1;
	} else if (affine_standard(weights, r[0], &base[0])) {
		n = 1;
	}
	if (n == 1) {
		memcpy(r[1], r[0], sizeof r[0]);
		base[1] = base[0] + 45 * median_form(r[1], s);
		n = 2;
	}
	for (i = 0; i < 81; i++)
		r[n][i] = weights != NULL
				  ? weights[i]
				  : sudoku_target_weight(ROW_OF(i), COL_OF(i));
	base[n] = 0;
	memcpy(r[n + 1], r[n], sizeof r[0]);
	base[n + 1] = 45 * mode_form(r[n + 1], s);
	memcpy(r[n + 2], r[n], sizeof r[0]);
	base[n + 2] = 45 * median_form(r[n + 2], s);
	memcpy(r[n + 3], r[n + 1], sizeof r[0]);
	base[n + 3] = base[n + 1] + 45 * median_form(r[n + 3], s);
	n += 4;
	for (k = 0; k < n; k++) {
		int cells = weighted_cells(r[k], s);

		if (too_big(r[k]))
			continue;
		memcpy(c->r, r[k], sizeof c->r);
		if (!root_bound(c, s, base[k], &bound))
			break;
		if (fewest == 82 || bound < least ||
		    (bound == least && cells < fewest)) {
			least = bound;
			fewest = cells;
			pick = k;
		}
	}
	memcpy(c->r, r[pick], sizeof c->r);
	return least <= first ? base[pick] : tune(c, s, base[pick], first);
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
		memcpy(c.best_grid.cell, t.val, 81);
		first = sudoku_score(&c.best_grid, weights);
		base = choose_form(&c, weights, &s, first);
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
