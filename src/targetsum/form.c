/* form.c - choosing the residual weight table the search bounds.
 * See LICENSE for copying terms. */
#include <stddef.h>
#include <string.h>

#include "target.h"

enum {
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
		r[sudoku_unit_cell[u][j]] -= v;
}

/*
 * Subtract from each unit the weight most of its unsolved cells share,
 * when that zeroes more of them than it un-zeroes: fewer weighted cells
 * to branch on.  Solved cells' weights do not matter.  Each step at most
 * doubles a residual, and a cell sees at most nine.  Returns the sum of
 * the offsets.
 */
static long long
mode_form(long long *r, const struct node *s)
{
	long long offsets = 0;
	int pass, u, j, k;

	for (pass = 0; pass < MODE_PASSES; pass++) {
		for (u = 0; u < NUNITS; u++) {
			const unsigned char *cell = sudoku_unit_cell[u];
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
 * at most the starting total; sudoku_choose_form() drops a table that still
 * grows too large.  Returns the sum of the offsets.
 */
static long long
median_form(long long *r, const struct node *s)
{
	long long offsets = 0;
	int pass, u, j, moved = 1;

	for (pass = 0; pass < MEDIAN_PASSES && moved; pass++) {
		moved = 0;
		for (u = 0; u < NUNITS; u++) {
			long long v[9];
			int n = 0;

			for (j = 0; j < 9; j++)
				if (!s->val[sudoku_unit_cell[u][j]])
					v[n++] = r[sudoku_unit_cell[u][j]];
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
root_bound(const struct ctx *c, const struct node *s, long long base,
	   long long *out)
{
	long long ub[NUNITS], tot[3], fixed = 0;
	int i;

	for (i = 0; i < 81; i++)
		fixed += c->r[i] * s->val[i];
	if (!sudoku_node_bound(c, s, ub, tot))
		return 0;
	*out = base + fixed + min3(tot);
	return 1;
}

/* Whether every unsolved cell's residual in 'r' is small enough for the
 * Lagrangian bound (LAGR_WEIGHT_MAX, target.h). */
static int
lagr_fits(const long long *r, const struct node *s)
{
	int i;

	for (i = 0; i < 81; i++)
		if (!s->val[i] &&
		    (r[i] > LAGR_WEIGHT_MAX || r[i] < -LAGR_WEIGHT_MAX))
			return 0;
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
weighted_cells(const long long *r, const struct node *s)
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
try_shift(struct ctx *c, const struct node *s, struct tuning *tn, int u,
	  long long d)
{
	unsigned char cross[NUNITS] = {0};
	long long nub[NUNITS], tot[3], placed = 0, b;
	int j, f;

	shift_unit(c->r, u, d);
	for (j = 0; j < 9; j++) {
		int x = sudoku_unit_cell[u][j];

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
		if (cross[j] && sudoku_unit_bound(c, s, j, -1, 0, &nub[j]))
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
 * sparsest grids it halves the branches; a few rounds are enough.  The
 * steps end before they fall below 'finest'.  Stops early once the bound
 * is down to 'floor', the score of a known completion.  Returns the new
 * constant.
 */
static long long
tune(struct ctx *c, const struct node *s, long long base, long long floor,
     long long finest)
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
	if (!sudoku_node_bound(c, s, tn.ub, tn.tot))
		return base;
	tn.base = base;
	tn.bound = base + tn.fixed + min3(tn.tot);
	for (step = step > 1 ? step / 2 : step; step >= finest; step /= 2) {
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
long long
sudoku_choose_form(struct ctx *c, const int *weights, const struct node *s,
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
	c->standard = n == 1;
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
	c->lagr = lagr_fits(c->r, s);
	if (least <= first)
		return base[pick];
	/* The unit bounds that tune() lowers bound the search only with the
	 * standard weights (near the leaves) or where the Lagrangian bound
	 * cannot run.  Elsewhere the search bounds by the Lagrangian
	 * relaxation alone, whose value no offset changes: the offsets only
	 * start its prices nearer their best, which the coarse steps do, and
	 * the step of 1 is left out (callgrind: 10 % fewer instructions on
	 * random sparse grids with the signed file; seed-1 10,000-grid hunts,
	 * a Zen 3, family 25 model 1: 5 % less CPU time with the signed
	 * file, 8 % with the digits file).  With no tune() at all those hunts
	 * took 22 and 18 % less, but the slowest signed grid took 1.5 times
	 * the guesses, 98 to 103 ms. */
	base[pick] = tune(c, s, base[pick], first,
			  c->lagr && !c->standard ? 2 : 1);
	c->lagr = lagr_fits(c->r, s);	/* the offsets moved */
	return base[pick];
}
