/* bound.c - admissible upper bounds on the residual score of a node.
 * See LICENSE for copying terms. */
#include "target.h"

/*
 * The most 't' cells can sum to when they take distinct digits of 'avail'
 * and the j-th has at most edge[j] (sorted descending): the j-th largest
 * digit placed is at most the j-th largest of 'avail' and, since j cells
 * reach it, at most edge[j].  With 'least' set, the mirror image: the
 * least such a sum can be, the j-th cell at least edge[j] (ascending).
 * Returns -1 when 'avail' is too small.
 */
static inline int
layer_sum(const int *edge, int t, unsigned avail, int least)
{
	int j, sum = 0;

	if (bit_count(avail) < t)
		return -1;
	for (j = 0; j < t; j++) {
		int d = (least ? lowest_bit(avail) : highest_bit(avail)) + 1;

		avail &= ~(1u << (d - 1));
		sum += (least ? edge[j] > d : edge[j] < d) ? edge[j] : d;
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
 * those digit sums is bounded by layer_sum() (its least for the
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
		/* Constant flags: each call inlines into a loop of its own. */
		digits = negative ? layer_sum(edge, t, avail, 1)
				  : layer_sum(edge, t, avail, 0);
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
int
sudoku_unit_bound(const struct ctx *c, const struct node *s, int u, int skip,
		  unsigned gone, long long *out)
{
	struct term pos[9], neg[9];
	long long up = 0, down = 0;
	unsigned all = 0;
	int j, n = 0, np = 0, nn = 0;

	for (j = 0; j < 9; j++) {
		int i = sudoku_unit_cell[u][j];
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

/*
 * Bound every unit of node 's' into ub[] and total each family's bounds
 * into tot[]: the rows, the columns and the boxes each cover every cell
 * once, so each total bounds the node and min3(tot) is its bound.
 * Returns 0 when some unit can no longer be filled.
 */
int
sudoku_node_bound(const struct ctx *c, const struct node *s,
		  long long ub[NUNITS], long long tot[3])
{
	int u;

	tot[0] = tot[1] = tot[2] = 0;
	for (u = 0; u < NUNITS; u++) {
		if (!sudoku_unit_bound(c, s, u, -1, 0, &ub[u]))
			return 0;
		tot[u / 9] += ub[u];
	}
	return 1;
}
