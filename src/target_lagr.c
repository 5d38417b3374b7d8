/* target_lagr.c - the Lagrangian bound on a node's residual score.
 * See LICENSE for copying terms. */
#include <string.h>

#include "target.h"

/*
 * Write the search as a 0-1 program (cell x takes digit d or not; each
 * cell one digit, each row, column and box each digit once) and move the
 * column and box constraints into the objective with a price per column
 * and digit and per box and digit.  What is left splits into one
 * assignment problem per row, cells to the row's missing digits, which
 * sudoku_assign_max() solves exactly.  For any prices the sum of the rows'
 * values plus the prices of the missing column and box digits bounds
 * every completion; the best prices give the linear relaxation's value,
 * which on most sparse grids is the answer itself.  The prices are tuned
 * by subgradient steps.  All of it is integer arithmetic in units of
 * 1/LAGR_SCALE of a point, so that rounding can never cut the optimum:
 * rounded prices are still prices, and the bound is exact for them.
 */

/* One evaluation of the bound at given prices. */
struct lagr_eval {
	long long value;		/* the bound, scaled */
	long long norm2;		/* squared length of the subgradient */
	signed char gcol[9][9];		/* uses - 1 of each column digit */
	signed char gbox[9][9];
	unsigned char digit[81];	/* each empty cell's digit */
	long long slack[81][9];		/* reduced cost of cell, digit */
};

/* Steps without progress before the aim comes closer. */
enum { STALE_STEPS = 3 };

/* a / b rounded down, for b > 0. */
static long long
floor_div(long long a, long long b)
{
	long long q = a / b;

	return q - (a % b != 0 && a < 0);
}

/* The digits solved in unit 'u' of 's', as a mask. */
static unsigned
solved_digits(const struct state *s, int u)
{
	unsigned m = 0;
	int j;

	for (j = 0; j < 9; j++) {
		int x = sudoku_unit_cell[u][j];

		if (s->val[x])
			m |= 1u << (s->val[x] - 1);
	}
	return m;
}

/* Evaluate the bound of 's' at prices 'm'; returns 0 when a row cannot be
 * filled. */
static int
evaluate(const struct ctx *c, const struct state *s,
	 const struct sudoku_lagr *m, struct lagr_eval *ev,
	 struct sudoku_assignment rows[9], int warm)
{
	int row, j, k, u;

	ev->value = LAGR_SCALE * s->fixed;
	for (u = 0; u < 9; u++) {
		unsigned cm = ALL_DIGITS & ~solved_digits(s, 9 + u);
		unsigned bm = ALL_DIGITS & ~solved_digits(s, 18 + u);

		for (k = 0; k < 9; k++) {
			ev->gcol[u][k] = (signed char)-((cm >> k) & 1);
			ev->gbox[u][k] = (signed char)-((bm >> k) & 1);
			if ((cm >> k) & 1)
				ev->value += m->col[u][k];
			if ((bm >> k) & 1)
				ev->value += m->box[u][k];
		}
	}
	for (row = 0; row < 9; row++) {
		long long profit[9][9];
		uint16_t allowed[9];
		struct sudoku_assignment *a = &rows[row];
		int cell[9], digit[9], n = 0, nd = 0;
		unsigned missing = ALL_DIGITS & ~solved_digits(s, row);

		for (j = 0; j < 9; j++)
			if (!s->val[9 * row + j])
				cell[n++] = 9 * row + j;
		for (k = 0; k < 9; k++)
			if ((missing >> k) & 1)
				digit[nd++] = k + 1;
		if (n != nd)
			return 0;
		if (n == 0)
			continue;
		for (j = 0; j < n; j++) {
			int x = cell[j], col = COL_OF(x), box = BOX_OF(x);

			allowed[j] = 0;
			for (k = 0; k < n; k++) {
				int d = digit[k];

				profit[j][k] = LAGR_SCALE * c->r[x] * d -
					       m->col[col][d - 1] -
					       m->box[box][d - 1];
				if (s->cand[x] & (1u << (d - 1)))
					allowed[j] |= (uint16_t)(1u << k);
			}
		}
		if (!sudoku_assign_max(n, profit, allowed, warm, a))
			return 0;
		ev->value += a->value;
		for (j = 0; j < n; j++) {
			int x = cell[j], d = digit[a->col[j]];

			ev->digit[x] = (unsigned char)d;
			ev->gcol[COL_OF(x)][d - 1]++;
			ev->gbox[BOX_OF(x)][d - 1]++;
			for (k = 0; k < n; k++)
				if (allowed[j] & (1u << k))
					ev->slack[x][digit[k] - 1] =
						a->u[j] + a->v[k] - profit[j][k];
		}
	}
	ev->norm2 = 0;
	for (u = 0; u < 9; u++)
		for (k = 0; k < 9; k++)
			ev->norm2 += ev->gcol[u][k] * ev->gcol[u][k] +
				     ev->gbox[u][k] * ev->gbox[u][k];
	return 1;
}

/* 'x' rounded to the nearest integer. */
static long long
round_ll(double x)
{
	return (long long)(x < 0 ? x - 0.5 : x + 0.5);
}

/* One subgradient step of length 't' per unit of the subgradient: an
 * overused digit gets dearer, an unused one cheaper. */
static void
step(struct sudoku_lagr *m, const struct lagr_eval *ev, double t)
{
	int u, k;

	for (u = 0; u < 9; u++) {
		for (k = 0; k < 9; k++) {
			m->col[u][k] += round_ll(t * ev->gcol[u][k]);
			m->box[u][k] += round_ll(t * ev->gbox[u][k]);
		}
	}
}

/* Fill the grid the rows' assignments make with the node's digits. */
static void
to_grid(const struct state *s, const struct lagr_eval *ev,
	struct sudoku_grid *g)
{
	int i;

	for (i = 0; i < 81; i++)
		g->cell[i] = s->val[i] ? s->val[i] : ev->digit[i];
}

/*
 * Remove every candidate whose reduced cost takes the bound down to
 * c->best or below: forcing it costs its row at least that much, and the
 * other rows nothing.  The rows' own digits have no reduced cost, so no
 * cell is emptied.
 */
static int
filter(const struct ctx *c, struct state *s, const struct lagr_eval *ev)
{
	long long need = LAGR_SCALE * (c->best + 1);
	int i, changed = 0;

	for (i = 0; i < 81; i++) {
		unsigned mask;

		if (s->val[i])
			continue;
		for (mask = s->cand[i]; mask; mask &= mask - 1) {
			int k = lowest_bit(mask);

			if (ev->value - ev->slack[i][k] < need) {
				s->cand[i] &= (uint16_t)~(1u << k);
				changed = 1;
			}
		}
	}
	return changed;
}

enum lagr_result
sudoku_lagr_bound(struct ctx *c, struct state *s, struct sudoku_lagr *m,
		  int rounds, long long *ub, int *changed,
		  unsigned char prefer[81], struct sudoku_grid *grid)
{
	struct lagr_eval ev[2];
	struct sudoku_assignment rows[9];
	struct sudoku_lagr trial = *m;
	/* The step aims at 'level', 'delta' below the best bound so far;
	 * 'delta' halves whenever the steps stop making progress. */
	long long delta, floor_level = LAGR_SCALE * c->best;
	int best = 0, cur = 0, k, stale = 0;

	if (!evaluate(c, s, m, &ev[0], rows, 0))
		return LAGR_INFEASIBLE;
	delta = ev[0].value - floor_level;
	if (delta < LAGR_SCALE / 2)
		delta = LAGR_SCALE / 2;
	for (k = 0;; k++) {
		const struct lagr_eval *e = &ev[cur];
		long long level;

		if (floor_div(ev[best].value, LAGR_SCALE) <= c->best)
			return LAGR_PRUNE;
		if (e->norm2 == 0) {
			/* Every column and box digit used once: the rows
			 * form a completion, and it scores the bound. */
			to_grid(s, e, grid);
			*ub = floor_div(e->value, LAGR_SCALE);
			return LAGR_FOUND;
		}
		if (k == rounds || delta < LAGR_SCALE / 32)
			break;
		if (deadline_passed(&c->dl)) {
			c->stop = 1;
			return LAGR_PRUNE;
		}
		level = ev[best].value - delta;
		if (level < floor_level)
			level = floor_level;
		step(&trial, e, (double)(e->value - level) / (double)e->norm2);
		cur = 1 - best;
			if (!evaluate(c, s, &trial, &ev[cur], rows, 1))
			return LAGR_INFEASIBLE;
		if (ev[cur].value < ev[best].value) {
			if (ev[cur].value <= level)
				delta = delta * 3 / 2;
			best = cur;
			*m = trial;
			stale = 0;
		} else if (++stale >= STALE_STEPS) {
			delta /= 2;
			stale = 0;
		}
	}
	*ub = floor_div(ev[best].value, LAGR_SCALE);
	*changed = filter(c, s, &ev[best]);
	memcpy(prefer, ev[best].digit, 81);
	return LAGR_OPEN;
}
