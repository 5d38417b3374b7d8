/* lagrange.c - the Lagrangian bound on a node's residual score.
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

/* Steps without progress before the aim comes closer. */
enum { STALE_STEPS = 5 };

/*
 * Steps in a row that took no point off the bound, after which the steps
 * end: the bound is rounded down to a point, and prices that keep
 * falling below a point rarely take one more off.  Only the root's 400
 * steps from prices of 0 run that long (callgrind with 70, against all
 * 400: 1 % fewer instructions on 300 random sparse grids, 0 to 15 % fewer
 * on slow grids of both kinds; 50 or 60 cost 5 to 6 % more on the 70
 * slowest standard grids of two 100,000-grid hunts, 80 changed nothing).
 */
enum { LAGR_PATIENCE = 70 };

/*
 * With the weight files' residuals each step's direction is its
 * subgradient plus this share of the last step's direction: the prices
 * zigzag less across the many digits whose use flips from step to step.
 * On the signed hunt's six slowest grids 27 % fewer instructions
 * (callgrind), on 300 random signed grids 5 % more; on a 10,000-grid
 * hunt (seed 1) the slowest grid fell from 143 to 92 ms.  With the
 * standard weights, where a node takes a step or a few, it made the
 * slowest grids slower.
 */
#define MOMENTUM 0.5

/* The direction of the last step, per price, for the next to lean on. */
struct lagr_heading {
	double col[9][9];
	double box[9][9];
};

/* A node's rows as assignment problems: what stays fixed while the
 * prices move. */
struct lagr_node {
	int n[9];			/* empty cells of each row */
	unsigned char cell[9][9];	/* [row][j]: the j-th empty cell */
	unsigned char col[9][9], box[9][9];	/* [row][j]: its units */
	unsigned char digit[9][9];	/* [row][k]: the k-th missing digit */
	uint16_t allowed[9][9];		/* [row][j]: its digits, by k */
	long long gain[9][9][9];	/* [row][j][k]: scaled r * digit */
	long long fixed;		/* scaled score of the solved cells */
	uint16_t empty[9], rowmiss[9];	/* each row's empty columns, digits */
	/* [unit][digit - 1]: all ones where the column (box) still misses
	 * the digit, else 0; and the subgradient before any row, -1 where
	 * the digit is missing. */
	long long colmiss[9][9], boxmiss[9][9];
	signed char gcol0[9][9], gbox0[9][9];
};

/* One evaluation of the bound at given prices. */
struct lagr_eval {
	long long value;		/* the bound, scaled */
	long long norm2;		/* squared length of the subgradient */
	signed char gcol[9][9];		/* uses - 1 of each column digit */
	signed char gbox[9][9];
	struct sudoku_assignment row[9];	/* each row's solution */
};

/* The digits solved in unit 'u' of 's', as a mask. */
static unsigned
solved_digits(const struct node *s, int u)
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

/* Set up the rows of node 's'; returns 0 when a row cannot be filled. */
static int
prepare(const struct ctx *c, const struct node *s, struct lagr_node *nd)
{
	int row, j, k, u;

	nd->fixed = LAGR_SCALE * s->fixed;
	for (u = 0; u < 9; u++) {
		unsigned cm = solved_digits(s, 9 + u);
		unsigned bm = solved_digits(s, 18 + u);

		for (k = 0; k < 9; k++) {
			int cmiss = -(int)(~cm >> k & 1);
			int bmiss = -(int)(~bm >> k & 1);

			nd->gcol0[u][k] = (signed char)cmiss;
			nd->gbox0[u][k] = (signed char)bmiss;
			nd->colmiss[u][k] = cmiss;
			nd->boxmiss[u][k] = bmiss;
		}
	}
	for (row = 0; row < 9; row++) {
		unsigned missing = NINE_DIGITS & ~solved_digits(s, row);
		int n = 0, nd_ = 0;

		nd->empty[row] = 0;
		for (j = 0; j < 9; j++) {
			if (s->val[9 * row + j])
				continue;
			nd->cell[row][n] = (unsigned char)(9 * row + j);
			nd->col[row][n] = (unsigned char)j;
			nd->box[row][n++] = (unsigned char)BOX_OF(9 * row + j);
			nd->empty[row] |= (uint16_t)(1u << j);
		}
		nd->rowmiss[row] = (uint16_t)missing;
		for (k = 0; k < 9; k++)
			if ((missing >> k) & 1)
				nd->digit[row][nd_++] = (unsigned char)(k + 1);
		if (n != nd_)
			return 0;
		nd->n[row] = n;
		for (j = 0; j < n; j++) {
			int x = nd->cell[row][j];

			nd->allowed[row][j] = 0;
			for (k = 0; k < n; k++) {
				int d = nd->digit[row][k];

				nd->gain[row][j][k] = LAGR_SCALE * c->r[x] * d;
				if (s->cand[x] & (1u << (d - 1)))
					nd->allowed[row][j] |=
						(uint16_t)(1u << k);
			}
			if (nd->allowed[row][j] == 0)
				return 0;
		}
	}
	return 1;
}

/* Row 'row''s profits at prices 'm'.  The inner loop, the innermost of
 * every step, is unrolled, which gcc -O2 does not do by itself
 * (callgrind: 3 % fewer instructions on random sparse grids, with the
 * standard weights and with the signed file). */
static void
profits(const struct lagr_node *nd, int row, const struct sudoku_lagr *m,
	long long p[9][9])
{
	int j, k, n = nd->n[row];

	for (j = 0; j < n; j++) {
		const long long *pc = m->col[nd->col[row][j]];
		const long long *pb = m->box[nd->box[row][j]];

#pragma GCC unroll 9
		for (k = 0; k < n; k++) {
			int d = nd->digit[row][k] - 1;

			p[j][k] = nd->gain[row][j][k] - pc[d] - pb[d];
		}
	}
}

/*
 * Whether row 'row' can start from its solution in 'm': the same cells
 * to fill with the same digits.  Sets '*same' when the candidates still
 * allow that solution, which is then still the best: the candidates
 * only lost digits since, and the prices are the same.
 */
static int
row_kept(const struct lagr_node *nd, const struct sudoku_lagr *m, int row,
	 int *same)
{
	int j;

	if (!((m->rows >> row) & 1) || m->empty[row] != nd->empty[row] ||
	    m->missing[row] != nd->rowmiss[row])
		return 0;
	*same = 1;
	for (j = 0; j < nd->n[row]; j++)
		if (!((nd->allowed[row][j] >> m->row[row].col[j]) & 1))
			*same = 0;
	return 1;
}

/*
 * Evaluate the bound at prices 'm', starting each row from its solution
 * in 'ev' if 'warm', else from the rows kept in 'm' where they fit.
 * Returns 0 when a row cannot be filled.
 */
static int
evaluate(const struct lagr_node *nd, const struct sudoku_lagr *m,
	 struct lagr_eval *ev, int warm)
{
	int row, j, k, u;

	ev->value = nd->fixed;
	memcpy(ev->gcol, nd->gcol0, sizeof ev->gcol);
	memcpy(ev->gbox, nd->gbox0, sizeof ev->gbox);
	for (u = 0; u < 9; u++)
		for (k = 0; k < 9; k++)
			ev->value += (m->col[u][k] & nd->colmiss[u][k]) +
				     (m->box[u][k] & nd->boxmiss[u][k]);
	for (row = 0; row < 9; row++) {
		long long p[9][9];
		struct sudoku_assignment *a = &ev->row[row];

		int start = warm, same = 0;

		if (nd->n[row] == 0)
			continue;
		if (!warm && row_kept(nd, m, row, &same)) {
			*a = m->row[row];
			start = 1;
		}
		if (!same) {
			profits(nd, row, m, p);
			if (!sudoku_assign_max(nd->n[row], p, nd->allowed[row],
					       start, a))
				return 0;
		}
		ev->value += a->value;
		for (j = 0; j < nd->n[row]; j++) {
			int d = nd->digit[row][a->col[j]];

			ev->gcol[nd->col[row][j]][d - 1]++;
			ev->gbox[nd->box[row][j]][d - 1]++;
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

	/* Near the best prices most digits are used exactly once: their
	 * prices stay, with no rounding to do. */
	for (u = 0; u < 9; u++) {
		for (k = 0; k < 9; k++) {
			if (ev->gcol[u][k] != 0)
				m->col[u][k] += round_ll(t * ev->gcol[u][k]);
			if (ev->gbox[u][k] != 0)
				m->box[u][k] += round_ll(t * ev->gbox[u][k]);
		}
	}
}

/* Lean every direction in 'h' on the subgradient of 'ev' by 'momentum'
 * (heading_lean()); returns their squared length. */
static double
lean_by(struct lagr_heading *h, const struct lagr_eval *ev, double momentum)
{
	double norm2 = 0;
	int u;

	for (u = 0; u < 9; u++)
		norm2 += heading_lean(h->col[u], ev->gcol[u], 9, momentum) +
			 heading_lean(h->box[u], ev->gbox[u], 9, momentum);
	return norm2;
}

/*
 * Turn the direction 'h' of the last step into this one's: the
 * subgradient of 'ev' (not 0) plus MOMENTUM times 'h'.  Returns the new
 * direction's squared length, for the step's length: never 0, since a
 * direction the last one cancels starts afresh from the subgradient.
 */
static double
lean(struct lagr_heading *h, const struct lagr_eval *ev)
{
	double norm2 = lean_by(h, ev, MOMENTUM);

	return norm2 > 0 ? norm2 : lean_by(h, ev, 0);
}

/* Move the prices 'm' along 'h' by 't' per unit. */
static void
step_along(struct sudoku_lagr *m, const struct lagr_heading *h, double t)
{
	int u, k;

	for (u = 0; u < 9; u++) {
		for (k = 0; k < 9; k++) {
			m->col[u][k] += round_ll(t * h->col[u][k]);
			m->box[u][k] += round_ll(t * h->box[u][k]);
		}
	}
}

/* Each empty cell's digit in the rows' solutions, into 'digit' (solved
 * cells keep theirs). */
static void
row_digits(const struct lagr_node *nd, const struct lagr_eval *ev,
	   const struct node *s, unsigned char digit[81])
{
	int row, j;

	memcpy(digit, s->val, 81);
	for (row = 0; row < 9; row++)
		for (j = 0; j < nd->n[row]; j++)
			digit[nd->cell[row][j]] =
				nd->digit[row][ev->row[row].col[j]];
}

/*
 * Row 'row''s reduced costs at prices 'm' and its solution 'a' there:
 * its profits, then rewritten in place.  Reusing profits() rather than
 * pricing the pairs afresh keeps it a function of two callers, which gcc
 * leaves out of line; inlined into evaluate(), its other caller, it made
 * the bound slower (callgrind, gcc 12 -O2: 36 million more instructions
 * on 300 random sparse grids).
 */
static void
reduced_costs(const struct lagr_node *nd, int row,
	      const struct sudoku_lagr *m, const struct sudoku_assignment *a,
	      long long rc[9][9])
{
	int j, k;

	profits(nd, row, m, rc);
	for (j = 0; j < nd->n[row]; j++)
		for (k = 0; k < nd->n[row]; k++)
			rc[j][k] = a->u[j] + a->v[k] - rc[j][k];
}

/*
 * Remove every candidate whose forcing takes the bound, at the prices
 * 'm' of evaluation 'ev', down to c->best or below: forcing it costs its
 * row at least its reduced cost, with 'exact_filter' exactly its row's
 * loss (sudoku_assign_forcing()), and the other rows nothing.  The rows'
 * own digits cost nothing to force, so no cell is emptied.  With
 * c->by_strain, 'strain' gets each unsolved cell's kept candidates'
 * reduced costs, in thousandths of the slack, summed.
 */
static int
filter(const struct ctx *c, struct node *s, const struct lagr_node *nd,
       const struct sudoku_lagr *m, const struct lagr_eval *ev,
       int exact_filter, uint16_t strain[81])
{
	/* A candidate stays only if forcing it costs less than this. */
	long long slack = ev->value - LAGR_SCALE * (c->best + 1) + 1;
	int row, j, k, changed = 0;

	for (row = 0; row < 9; row++) {
		long long rc[9][9], exact[9][9];
		long long (*cost)[9] = rc;

		if (nd->n[row] == 0)
			continue;
		reduced_costs(nd, row, m, &ev->row[row], rc);
		if (exact_filter) {
			sudoku_assign_forcing(nd->n[row], rc, nd->allowed[row],
					      &ev->row[row], slack, exact);
			cost = exact;
		}
		for (j = 0; j < nd->n[row]; j++) {
			int x = nd->cell[row][j];
			long long kept = 0;

			for (k = 0; k < nd->n[row]; k++) {
				uint16_t bit;

				if (!(nd->allowed[row][j] & (1u << k)))
					continue;
				if (cost[j][k] < slack) {
					if (c->by_strain)
						kept += rc[j][k] * 1000 / slack;
					continue;
				}
				bit = (uint16_t)(1u << (nd->digit[row][k] - 1));
				s->cand[x] &= (uint16_t)~bit;
				changed = 1;
			}
			strain[x] = (uint16_t)kept;
		}
	}
	return changed;
}

/* Keep the rows of 'ev', solved at the prices 'm', in 'm'. */
static void
keep_rows(const struct lagr_node *nd, const struct lagr_eval *ev,
	  struct sudoku_lagr *m)
{
	int row;

	m->rows = 0;
	for (row = 0; row < 9; row++) {
		if (nd->n[row] == 0)
			continue;
		m->rows |= 1u << row;
		m->empty[row] = nd->empty[row];
		m->missing[row] = nd->rowmiss[row];
		m->row[row] = ev->row[row];
	}
}

enum lagr_result
sudoku_lagr_bound(struct ctx *c, struct node *s, struct sudoku_lagr *m,
		  struct lagr_effort effort, long long *ub, int *changed,
		  unsigned char prefer[81], struct sudoku_grid *grid)
{
	struct lagr_node nd;
	struct lagr_eval ev[2];
	struct sudoku_lagr trial;
	/* The steps aim 'delta' below ev[best], never below the floor. */
	struct step_aim aim;
	long long floor_level = LAGR_SCALE * c->best, gap;
	int best = 0, cur = 0, k;
	struct lagr_heading heading = {{{0}}, {{0}}};

	if (!prepare(c, s, &nd) || !evaluate(&nd, m, &ev[0], 0))
		return LAGR_INFEASIBLE;
	/* The kept rows hold again only once this call keeps its own. */
	m->rows = 0;
	trial = *m;
	/* The first step aims at the floor, but at least half a point down. */
	gap = ev[0].value - floor_level;
	step_aim_start(&aim, ev[0].value,
		       gap > LAGR_SCALE / 2 ? gap : LAGR_SCALE / 2);
	for (k = 0;; k++) {
		const struct lagr_eval *e = &ev[cur];
		long long level;

		if (floor_div(aim.best, LAGR_SCALE) <= c->best)
			return LAGR_PRUNE;
		if (e->norm2 == 0) {
			/* Every column and box digit used once: the rows
			 * form a completion, and it scores the bound. */
			row_digits(&nd, e, s, grid->cell);
			*ub = floor_div(e->value, LAGR_SCALE);
			return LAGR_FOUND;
		}
		if (k == effort.rounds || aim.calm == LAGR_PATIENCE ||
		    aim.delta < LAGR_SCALE / 32)
			break;
		if (deadline_passed(&c->dl)) {
			c->stop = 1;
			return LAGR_PRUNE;
		}
		level = ev[best].value - aim.delta;
		if (level < floor_level)
			level = floor_level;
		if (c->standard) {
			step(&trial, e,
			     (double)(e->value - level) / (double)e->norm2);
		} else {
			double norm2 = lean(&heading, e);

			step_along(&trial, &heading,
				   (double)(e->value - level) / norm2);
		}
		cur = 1 - best;
		if (e != &ev[cur])
			memcpy(ev[cur].row, e->row, sizeof e->row);
		if (!evaluate(&nd, &trial, &ev[cur], 1))
			return LAGR_INFEASIBLE;
		if (step_aim_take(&aim, ev[cur].value, level, STALE_STEPS)) {
			best = cur;
			*m = trial;
		}
	}
	*ub = floor_div(ev[best].value, LAGR_SCALE);
	*changed = filter(c, s, &nd, m, &ev[best], effort.exact_filter,
			  m->strain);
	row_digits(&nd, &ev[best], s, prefer);
	keep_rows(&nd, &ev[best], m);
	return LAGR_OPEN;
}

void
sudoku_lagr_cell_prices(const struct ctx *c, const struct node *s,
			const struct sudoku_lagr *m, long long price[81])
{
	int row, i;

	for (i = 0; i < 81; i++)
		price[i] = LAGR_SCALE * c->r[i] * s->val[i];
	for (row = 0; row < 9; row++) {
		unsigned cols = m->empty[row];
		int j;

		if (!((m->rows >> row) & 1))
			continue;
		for (j = 0; cols; cols &= cols - 1, j++)
			price[9 * row + lowest_bit(cols)] = m->row[row].u[j];
	}
}
