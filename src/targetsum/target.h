/* target.h - the target folder's contract: the target search's internal
 * interface, shared by its files only and never installed:
 *   search.c    the branch and bound, sudoku_target() itself;
 *   form.c      choosing the residual weight table it searches;
 *   propagate.c placing digits in a node, and the singles and locked
 *               candidates that follow;
 *   bound.c     cheap per-unit bounds on a node's residual score;
 *   lagrange.c  the Lagrangian bound, as strong as the linear
 *               relaxation, and its filtering by what forcing a
 *               digit costs;
 *   placement.c the placement bound, often stronger where that one
 *               is above the answer;
 *   assign.c    the 9x9 assignment solver that bound is made of,
 *               and the exact cost of forcing a pair on its solution;
 *   score.c     the standard weights and sudoku_score().
 * The folder exports to the rest of the library only the public
 * sudoku_target(), sudoku_target_weight() and sudoku_score().
 * See LICENSE for copying terms. */
#ifndef SUDOKU_TARGET_H
#define SUDOKU_TARGET_H

#include <stdint.h>

#include "internal.h"

enum { NUNITS = 27 };

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
struct node {
	uint16_t cand[81];
	unsigned char val[81];
	int nfree;		/* cells still unsolved */
	long long fixed;	/* residual score of the solved cells */
};

/*
 * Both subgradient bounds (lagrange.c and placement.c) count in units of
 * 1/LAGR_SCALE of a point.  The unit is fine enough that the small steps
 * near the best prices do not round to nothing; with residual weights of
 * at most LAGR_WEIGHT_MAX (sudoku_choose_form() checks) every scaled sum
 * stays below 2^51.
 */
enum { LAGR_SCALE = 65536 };
#define LAGR_WEIGHT_MAX (1LL << 24)

/* a / b rounded down, for b > 0. */
static inline long long
floor_div(long long a, long long b)
{
	long long q = a / b;

	return q - (a % b != 0 && a < 0);
}

/*
 * The step-size rule both subgradient bounds share: each step aims
 * 'delta' below the least bound so far.  An aim met sends the next one
 * further, and a run of steps that bring no new least brings it nearer.
 * The bounds are used rounded down to a point, so both also end their
 * steps after a run that took no whole point off: 'calm' counts it.
 */
struct step_aim {
	long long best;		/* the least bound so far, scaled */
	long long delta;	/* how far below it the next step aims */
	int stale;		/* steps since 'best' last fell */
	int calm;		/* steps since it last fell by a point */
};

/* Start '*a' at the bound 'value', aiming 'delta' below it. */
static inline void
step_aim_start(struct step_aim *a, long long value, long long delta)
{
	a->best = value;
	a->delta = delta;
	a->stale = 0;
	a->calm = 0;
}

/*
 * Take into '*a' the bound 'value' that a step aimed at 'level' reached,
 * halving 'delta' after 'patience' steps in a row with no new least.
 * Returns whether 'value' is the new least.
 */
static inline int
step_aim_take(struct step_aim *a, long long value, long long level,
	      int patience)
{
	a->calm++;
	if (value < a->best) {
		if (value <= level)
			a->delta = a->delta * 3 / 2;
		if (floor_div(value, LAGR_SCALE) <
		    floor_div(a->best, LAGR_SCALE))
			a->calm = 0;
		a->best = value;
		a->stale = 0;
		return 1;
	}
	if (++a->stale >= patience) {
		a->delta /= 2;
		a->stale = 0;
	}
	return 0;
}

/*
 * Both bounds may give their steps momentum: each step's direction is
 * the subgradient plus a share of the last step's direction, which damps
 * the zigzag of prices whose use flips from step to step.  Lean the 'n'
 * directions in 'heading' so: heading = grad + momentum * heading (with
 * momentum 0, afresh from the subgradient, as where the last direction
 * cancels it out).  Returns their squared length.
 */
static inline double
heading_lean(double *heading, const signed char *grad, int n,
	     double momentum)
{
	double norm2 = 0;
	int i;

	for (i = 0; i < n; i++) {
		heading[i] = grad[i] + momentum * heading[i];
		norm2 += heading[i] * heading[i];
	}
	return norm2;
}

/* The steps of the placement bound so far (placement.c). */
struct sudoku_placement {
	long long price[81];	/* each cell's, scaled */
	long long now;		/* the bound at 'price' */
	struct step_aim aim;	/* the least so far, and the next aim */
	int count[81];		/* digits each cell got at 'price' */
	double heading[81];	/* the direction of the last step */
};

/*
 * Everything one call needs, on its stack: the search is reentrant
 * because nothing outlives the call.
 */
struct ctx {
	long long r[81];	/* residual weights: score = base + sum r * d */
	int scell[81];		/* empty cells of nonzero residual weight */
	int nscell;
	long long best;		/* residual score to beat */
	long long found;	/* the best completion's, in best_grid */
	long long cap;		/* no completion scores more: stop there */
	long long root_bound;	/* the root's bound, LLONG_MIN if none */
	int lagr;		/* the residuals are small enough for lagrange.c */
	int standard;		/* the weights are the standard table's, up to
				 * scale and shift */
	int locked;		/* propagation strikes locked candidates too */
	int by_conflict;	/* branch where the relaxation's rows clash */
	int by_strain;		/* and where branches are nearly pruned */
	int passes;		/* of bounding and filtering per node */
	struct sudoku_grid best_grid;
	struct deadline dl;
	uint64_t guesses;
	uint64_t nodes;		/* of the branch and bound, in guesses too */
	int stop;		/* the deadline passed: unwind */
	unsigned budget;	/* branch points complete() may still take */
	int over;		/* complete() ran out of them */
	unsigned dive_misses;	/* dives in a row that ran out of them */
	unsigned dive_skip;	/* nodes to skip the dive at, after those */
	uint64_t pause_at;	/* guesses at which to tighten the cap */
	struct node root;	/* the root, as its bound filtered it */
	struct sudoku_placement place;	/* its placement bound so far */
};

/* The least of the row, column and box families' bounds. */
static inline long long
min3(const long long *v)
{
	long long m = v[0] < v[1] ? v[0] : v[1];

	return v[2] < m ? v[2] : m;
}

/* The most the unsolved cells of unit 'u' can still add; bound.c. */
int sudoku_unit_bound(const struct ctx *c, const struct node *s, int u,
		      int skip, unsigned gone, long long *out);

/* Every unit's bound and each family's total; bound.c. */
int sudoku_node_bound(const struct ctx *c, const struct node *s,
		      long long ub[NUNITS], long long tot[3]);

/* Choose the residual table into c->r, return its constant, and set
 * c->standard and c->lagr; form.c. */
long long sudoku_choose_form(struct ctx *c, const int *weights,
			     const struct node *s, long long first);

/*
 * Strike the digits of 'mask' from the candidates of cell 'x', queueing
 * the cell when one is left.  Returns 0 when none is.
 */
static inline int
node_strike(struct node *s, int x, unsigned mask, int *queue, int *qn)
{
	s->cand[x] &= (uint16_t)~mask;
	if (s->cand[x] == 0)
		return 0;
	if (!(s->cand[x] & (s->cand[x] - 1)))
		queue[(*qn)++] = x;
	return 1;
}

/*
 * sudoku_node_place - put digit 'd' in cell 'x' of node 's' (adding its
 * residual score from c->r) and strike it from the peers, queueing in
 * 'queue' (with '*qn' entries) every peer left with one candidate.
 * Returns 0 on a contradiction.
 */
int sudoku_node_place(const struct ctx *c, struct node *s, int x, int d,
		      int *queue, int *qn);

/*
 * sudoku_propagate - place the 'qn' queued cells of 'queue' and every
 * naked and hidden single that follows, and with c->locked strike the
 * locked candidates too (a box's digit confined to one row or column of
 * it, or the other way round), until nothing changes.  Returns 0 when
 * some cell or some unit's digit has no place left.
 */
int sudoku_propagate(const struct ctx *c, struct node *s, int *queue,
		     int qn);

/* A solved assignment problem; assign.c. */
struct sudoku_assignment {
	long long value;	/* the largest total profit */
	int col[9];		/* the column given to each row */
	long long u[9], v[9];	/* duals: u[i] + v[j] >= profit, sums to value */
};

/*
 * sudoku_assign_max - match rows 0..n-1 to columns 0..n-1 (n <= 9), row i
 * only to the columns in allowed[i], for the largest sum of
 * profit[i][col].  Returns 0 when no perfect matching exists, else 1 with
 * the result in '*out'.  Forcing row i onto column j costs at least
 * u[i] + v[j] - profit[i][j] of the value.  With 'warm' set, '*out' holds
 * a solution of a similar problem of the same size to start from.
 */
int sudoku_assign_max(int n, long long profit[9][9],
		      const uint16_t allowed[9], int warm,
		      struct sudoku_assignment *out);

/*
 * sudoku_assign_forcing - the exact cost of forcing each pair on the
 * solved assignment '*a' of an n-row problem, given its reduced costs
 * rc[i][k] = u[i] + v[k] - profit[i][k] (read only where allowed[i] has
 * bit k): cost[i][k] is how much less the best assignment with row i on
 * column k is worth, where that is below 'limit', else 'limit' (also for
 * pairs not allowed).  The reduced cost alone is only a lower bound on it.
 */
void sudoku_assign_forcing(int n, long long rc[9][9],
			   const uint16_t allowed[9],
			   const struct sudoku_assignment *a, long long limit,
			   long long cost[9][9]);

/*
 * Multipliers of the Lagrangian bound: a price on each digit of each
 * column and each box, in units of 1/LAGR_SCALE of a point.
 */
struct sudoku_lagr {
	long long col[9][9];	/* [column][digit - 1] */
	long long box[9][9];	/* [box][digit - 1] */
	/* The rows as last solved at these prices, for the next bound
	 * (the node's next pass, or its children) to start from: a row
	 * whose empty cells and missing digits are the same, and whose
	 * solution its candidates still allow, has the same solution. */
	unsigned rows;		/* bit per row: its entries below hold */
	uint16_t empty[9];	/* [row]: its empty columns, as a mask */
	uint16_t missing[9];	/* [row]: its missing digits, as a mask */
	struct sudoku_assignment row[9];
	/* On LAGR_OPEN with c->by_strain: each unsolved cell's remaining
	 * candidates' reduced costs, each in thousandths of the filter's
	 * slack, summed (a candidate near the slack nearly prunes its
	 * branch), for branch_cell(). */
	uint16_t strain[81];
};

/* What sudoku_lagr_bound() concluded. */
enum lagr_result {
	LAGR_INFEASIBLE,	/* some row cannot be filled: no completion */
	LAGR_PRUNE,		/* no completion scores more than c->best */
	LAGR_FOUND,		/* '*grid' is a completion scoring the bound */
	LAGR_OPEN		/* none of those: branch */
};

/* How much work one sudoku_lagr_bound() call puts into its node. */
struct lagr_effort {
	int rounds;		/* subgradient steps, at most */
	int exact_filter;	/* filter by the exact cost of forcing a
				 * digit, not by its reduced cost alone */
};

/*
 * sudoku_lagr_bound - bound node 's' with the multipliers in '*m',
 * improving them for up to effort.rounds subgradient steps (they are
 * left at the best found, for the children to start from; on LAGR_OPEN
 * with the rows solved at them kept too, else with none kept).  On
 * LAGR_OPEN removes from the cells' candidates every digit whose cost of
 * forcing (its reduced cost, or with effort.exact_filter its row's whole
 * loss) proves it cannot beat c->best, sets '*changed' if it removed any,
 * with c->by_strain fills m->strain for the branching, and fills
 * prefer[] with each cell's digit in the relaxation's solution;
 * '*ub' gets the bound on the node's residual score, rounded down.  On
 * LAGR_FOUND, 'grid' receives the completion.  Needs c->lagr.
 */
enum lagr_result sudoku_lagr_bound(struct ctx *c, struct node *s,
				   struct sudoku_lagr *m,
				   struct lagr_effort effort,
				   long long *ub, int *changed,
				   unsigned char prefer[81],
				   struct sudoku_grid *grid);

/*
 * sudoku_lagr_cell_prices - the prices of the cells' own constraints (one
 * digit each) in the rows as kept in '*m' after sudoku_lagr_bound()
 * returned LAGR_OPEN for node 's', scaled: each empty cell's dual in its
 * row's assignment, and a solved cell's own residual score.  At these
 * prices the placement bound is at most the Lagrangian bound.
 */
void sudoku_lagr_cell_prices(const struct ctx *c, const struct node *s,
			     const struct sudoku_lagr *m, long long price[81]);

/*
 * sudoku_placement_start - the placement bound of node 's' at the scaled
 * cell prices in p->price: relax the cells' own constraints (one digit
 * each) and keep, for each digit, one cell in every row, column and box.
 * Returns 0 when some digit has no placement left (no completion), else
 * 1 with '*p' ready for the steps.
 */
int sudoku_placement_start(const struct ctx *c, const struct node *s,
			   struct sudoku_placement *p);

/*
 * sudoku_placement_steps - up to 'steps' more subgradient steps on the
 * prices in '*p' (none once 'patience' steps in a row took no point off
 * the bound).  Returns the least bound on the residual score of node 's'
 * so far, rounded down, or LLONG_MIN when 's' has no completion.
 */
long long sudoku_placement_steps(const struct ctx *c, const struct node *s,
				 struct sudoku_placement *p, int steps,
				 int patience);

/* The search's patience with the placement bound: its steps end after
 * this many in a row that took no point off (search.c, tighten_cap(),
 * says why 80). */
enum { PLACEMENT_PATIENCE = 80 };

/* What one target search saw, for the benchmarks. */
struct target_measure {
	long long root_bound;	/* the bound at the root, on the whole
				 * score; LLONG_MIN when the search needed
				 * none (one completion, or none) */
	uint64_t guesses;	/* branch points of this call: the branch
				 * and bound's, its dives' and the solver's */
	uint64_t nodes;		/* nodes the branch and bound branched at */
};

/*
 * sudoku_target_measured - sudoku_target(), also filling '*how' (if not
 * NULL): the root gap, root_bound minus the answer, is how far the bound
 * had to close by branching.
 */
enum sudoku_status sudoku_target_measured(const struct sudoku_grid *g,
					  const int weights[81],
					  long long *score,
					  struct sudoku_grid *best,
					  struct sudoku_search *search,
					  struct target_measure *how);

#endif /* SUDOKU_TARGET_H */
