/* search.c - the exact target search: sudoku_target().
 * See LICENSE for copying terms. */
#include <stddef.h>
#include <stdint.h>
#include <limits.h>
#include <string.h>

#include "target.h"

/* Seconds the solver may spend on telling a unique puzzle. */
#define QUICK_COUNT 1e-3

enum {
	COMPLETE_BUDGET = 256,	/* branch points of the plain search */
	DIVE_BUDGET = 32,	/* and of the dive at a node with steps */
	DIVE_BACKOFF = 8,	/* most nodes skipped after dives that ran out */
	NODE_ROUNDS = 6,	/* subgradient steps per node with steps */
	UNIT_NODE_ROUNDS = 16,	/* the same with unit residuals */
	LATER_ROUNDS = 1,	/* in a node's later passes (standard weights) */
	ROOT_ROUNDS = 400,	/* and at the root, where they start from 0 */
	FILTER_PASSES = 2,	/* bound, filter, propagate: at most this often */
	UNIT_FILTER_PASSES = 4,	/* the same with unit residuals */
	LONG_SEARCH = 500,	/* guesses after which nodes take more steps */
	PLACEMENT_AFTER = 100,	/* guesses before the root's second bound */
	PLACEMENT_EVERY = 100,	/* guesses between its steps */
	PLACEMENT_STEPS = 40,	/* and how many each time */
	PRICE_CHECK_CELLS = 16	/* weighted cells left where the steps
				 * end (standard weights) */
};

/*
 * Plain depth-first completion, fewest candidates first, of at most
 * c->budget branch points: on success 's' holds the completed grid.  Sets
 * c->over when the budget ran out before it knew.  With 'prefer', a cell
 * tries its digit there first, then a weighted cell its digits best for
 * the score first, so that the completion found tends to score well.
 */
static int
complete(struct ctx *c, struct node *s, const unsigned char *prefer)
{
	struct node t;
	int queue[81];
	int i, x = -1, least = 10;
	unsigned m;

	if (s->nfree == 0)
		return 1;
	if (c->budget == 0) {
		c->over = 1;
		return 0;
	}
	c->budget--;
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
	for (m = s->cand[x]; m; ) {
		int qn = 0, d = lowest_bit(m) + 1;

		if (prefer != NULL && prefer[x] &&
		    (m & (1u << (prefer[x] - 1))))
			d = prefer[x];
		else if (prefer != NULL && c->r[x] > 0)
			d = highest_bit(m) + 1;
		m &= ~(1u << (d - 1));
		t = *s;
		if (sudoku_node_place(c, &t, x, d, queue, &qn) &&
		    sudoku_propagate(c, &t, queue, qn) &&
		    complete(c, &t, prefer)) {
			*s = t;
			return 1;
		}
		if (c->over)
			return 0;
	}
	return 0;
}

/*
 * Whether node 's' can be completed, asked of the solver proper: on
 * success 'out' holds a completion.  Sets c->stop when the deadline
 * passed before it knew.
 */
static int
solver_completable(struct ctx *c, const struct node *s,
		   struct sudoku_grid *out)
{
	struct sudoku_search count = {0};
	struct sudoku_grid g;
	int ok;

	memcpy(g.cell, s->val, 81);
	if (c->dl.at != 0) {
		count.time_limit = sudoku_deadline_left(&c->dl);
		if (count.time_limit <= 0) {
			c->stop = 1;
			return 0;
		}
	}
	ok = sudoku_count(&g, 1, out, &count) == 1;
	c->guesses += count.guesses;
	if (count.timed_out)
		c->stop = 1;
	return ok && !c->stop;
}

/*
 * Whether node 's' can be completed; on success 'out' holds a completion.
 * Most questions are settled by a few branches of the plain search (at
 * most 'budget'), which keeps the node's candidates; a hard one goes to
 * the solver proper, stronger on grids with no completion.  Each has
 * grids the other finds hard, and neither depends on the clock, so the
 * answer grid is the same on every run.
 */
static int
completable(struct ctx *c, const struct node *s, struct sudoku_grid *out,
	    unsigned budget)
{
	struct node t = *s;

	c->budget = budget;
	c->over = 0;
	if (complete(c, &t, NULL)) {
		memcpy(out->cell, t.val, 81);
		return 1;
	}
	return c->over && solver_completable(c, s, out);
}

/* Whether weight 'a' matters more than 'b' to the score. */
static inline int
heavier(long long a, long long b)
{
	return (a < 0 ? -a : a) > (b < 0 ? -b : b);
}

/*
 * Without the Lagrangian bound's steps (residuals too large for its
 * arithmetic, or the standard weights, after price_check()): bound the
 * node by units and filter the weighted cells' domains against the best
 * so far, a candidate whose bound cannot beat it goes.  With x = d only
 * x's own row, column and box bounds change (the others only tighten, so
 * leaving them is admissible).  Returns 0 when the node is pruned;
 * '*changed' tells the caller to propagate and filter again.
 */
static int
unit_filter(struct ctx *c, struct node *s, int *queue, int *qn, int *changed)
{
	long long ub[NUNITS], tot[3], lim;
	int u, f, q;

	if (!sudoku_node_bound(c, s, ub, tot))
		return 0;
	/* Ties cannot improve the answer: only a larger sum is worth it. */
	lim = c->best - s->fixed;
	if (min3(tot) <= lim)
		return 0;
	*changed = 0;
	for (q = 0; q < c->nscell; q++) {
		int x = c->scell[q];
		unsigned m, gone;

		if (s->val[x])
			continue;
		/* With many weighted cells one node can take a while: count
		 * each cell as a step, so the clock is read often enough. */
		if (deadline_passed(&c->dl)) {
			c->stop = 1;
			return 0;
		}
		for (m = s->cand[x], gone = 0; m; m &= m - 1) {
			int d = lowest_bit(m) + 1;

			for (f = 0; f < 3; f++) {
				long long b;

				u = unit_of(x, f);
				if (!sudoku_unit_bound(c, s, u, x, 1u << (d - 1),
						       &b))
					break;
				if (tot[f] - ub[u] + b + c->r[x] * d <= lim)
					break;
			}
			if (f == 3)
				continue;
			gone |= 1u << (d - 1);
			*changed = 1;
		}
		/* The bounds above leave x out: its digits go together. */
		if (!node_strike(s, x, gone, queue, qn))
			return 0;
	}
	return 1;
}

/*
 * Record completion 'g', of residual score 'score': as the best found if
 * it beats that, and as the score to beat if it beats the threshold.
 */
static void
improve(struct ctx *c, long long score, const struct sudoku_grid *g)
{
	if (score > c->found) {
		c->found = score;
		c->best_grid = *g;
	}
	if (score > c->best)
		c->best = score;
}

/*
 * A short dive from node 's' for any completion inside its candidates,
 * led by the relaxation's digits in 'prefer'.  What it finds is a
 * completion, which may beat the best; if it proves there is none, no
 * completion beating the best is left below the node either, since the
 * candidates lost only digits that cannot.  Returns 0 when the node is
 * done: nothing below it, or the cap reached.  On grids whose rest is
 * hard to complete most dives run out of branch points and tell nothing:
 * after n such dives in a row the next n nodes (at most DIVE_BACKOFF)
 * skip theirs (callgrind: 6 % fewer instructions on the hunt's slowest
 * standard-weight grids, the same elsewhere).
 */
static int
dive(struct ctx *c, const struct node *s, const unsigned char prefer[81])
{
	struct node t = *s;
	struct sudoku_grid g;
	int ok;

	if (c->dive_skip > 0) {
		c->dive_skip--;
		return 1;
	}
	c->budget = DIVE_BUDGET;
	c->over = 0;
	ok = complete(c, &t, prefer);
	if (!c->over) {
		c->dive_misses = 0;
	} else {
		if (c->dive_misses < DIVE_BACKOFF)
			c->dive_misses++;
		c->dive_skip = c->dive_misses;
	}
	if (!ok)
		return c->over;
	memcpy(g.cell, t.val, 81);
	improve(c, t.fixed, &g);
	return c->best < c->cap;
}

/*
 * Whether the relaxation's digit for unsolved cell 'x', in 'prefer',
 * is also its digit for another unsolved cell of x's column or box: the
 * rows' solutions disagree there, which branching on x must settle.
 */
static int
conflicted(const struct node *s, const unsigned char prefer[81], int x)
{
	int f, j;

	if (!prefer[x])
		return 0;
	for (f = 1; f < 3; f++) {
		for (j = 0; j < 9; j++) {
			int p = sudoku_unit_cell[unit_of(x, f)][j];

			if (p != x && !s->val[p] && prefer[p] == prefer[x])
				return 1;
		}
	}
	return 0;
}

/*
 * The weighted cell to branch on: fewest candidates first, the heavier
 * on a tie.  With c->by_conflict, the cells where the relaxation's rows
 * disagree come before all others.  With c->by_strain (the weight files'
 * searches) each candidate counts the less the nearer its reduced cost
 * is to pruning its branch ('strain', from sudoku_lagr_bound()): most of
 * a long search there is proof, which ends sooner below a cell whose
 * branches are nearly pruned.  Against the count alone, on the 10,000-
 * grid floor hunts (seed 1, a Zen 3, family 25 model 1), with the weight
 * files' tables as form.c now tunes them: the slowest signed grid's
 * guesses 5,219 to 3,441 (133 to 61 ms), 1.4 % more guesses in all with
 * the signed file and 1.1 % more with the digits file, for about the
 * same CPU time.  Counting the strain twice gave fewer guesses on the
 * slowest grids but a third more grids over 10 ms.  Returns -1 when
 * every weighted cell is placed.
 */
static int
branch_cell(const struct ctx *c, const struct node *s,
	    const unsigned char prefer[81], const uint16_t strain[81])
{
	int q, x = -1, least = INT_MAX, rank = -1;

	for (q = 0; q < c->nscell; q++) {
		int i = c->scell[q], n, r;

		if (s->val[i])
			continue;
		n = bit_count(s->cand[i]);
		if (c->by_strain)
			n = 1000 * n - strain[i];
		r = c->by_conflict && conflicted(s, prefer, i);
		/* A tie goes to the heavier cell, with c->by_strain to
		 * the more strained (which has more candidates). */
		if (r > rank || (r == rank && (n < least ||
		    (n == least && (c->by_strain ? strain[i] > strain[x]
						   : heavier(c->r[i], c->r[x])))))) {
			rank = r;
			least = n;
			x = i;
		}
	}
	return x;
}

/* Queue every unsolved cell left with one candidate. */
static int
singles(const struct node *s, int *queue)
{
	int i, qn = 0;

	for (i = 0; i < 81; i++)
		if (!s->val[i] && !(s->cand[i] & (s->cand[i] - 1)))
			queue[qn++] = i;
	return qn;
}


/*
 * Shrink the domains of node 's' with the unit bounds until they settle.
 * Returns 0 when the node is pruned or has no completion.
 */
static int
settle_by_units(struct ctx *c, struct node *s)
{
	int queue[81], changed;

	do {
		int qn = 0;

		if (!unit_filter(c, s, queue, &qn, &changed) ||
		    (changed && !sudoku_propagate(c, s, queue, qn)))
			return 0;
	} while (changed);
	return 1;
}

/*
 * One pass at node 's': the Lagrangian bound with 'effort' on the prices
 * 'm', the filtering by what forcing a digit costs, and the propagation
 * that follows.  Returns 0 when the node is done (pruned, infeasible, or
 * its best completion found); otherwise 1, with '*changed' set if the
 * filter struck a candidate and 'prefer' holding the relaxation's digit
 * of each cell.
 */
static int
lagr_pass(struct ctx *c, struct node *s, struct sudoku_lagr *m,
	  struct lagr_effort effort, unsigned char prefer[81], int *changed)
{
	struct sudoku_grid g;
	int queue[81];
	long long ub;

	*changed = 0;
	switch (sudoku_lagr_bound(c, s, m, effort, &ub, changed, prefer, &g)) {
	case LAGR_INFEASIBLE:
	case LAGR_PRUNE:
		return 0;
	case LAGR_FOUND:
		improve(c, ub, &g);
		return 0;
	case LAGR_OPEN:
		break;
	}
	return !*changed || sudoku_propagate(c, s, queue, singles(s, queue));
}

/*
 * Bound node 's' at the prices 'm' it inherits, taking no step, and
 * filter its domains by their reduced costs.  Returns 0 when the node is
 * done.  The relaxation's digits are not kept: ordering the branches by
 * them cost more than it saved (callgrind on the 40 slowest grids of a
 * 100,000-grid hunt, measured with no steps below the root: 20 % more
 * instructions).
 */
static int
price_check(struct ctx *c, struct node *s, struct sudoku_lagr *m)
{
	const struct lagr_effort no_steps = {0, 0};
	unsigned char prefer[81];
	int changed;

	return lagr_pass(c, s, m, no_steps, prefer, &changed);
}

/*
 * Bound node 's' with the Lagrangian bound and shrink its domains, at
 * most c->passes times, while they change.  Returns 0 when the node is
 * done; otherwise 'prefer', which the caller zeroes, holds the
 * relaxation's digit of each cell.
 * With the standard weights the first pass brings the prices near their
 * best and the later ones take a single step (callgrind: 6 % fewer
 * instructions on the hunt's grids); with the weight files' the later
 * passes still need their full steps (the slowest grids take up to 1.4
 * times as long with one).
 */
static int
settle(struct ctx *c, struct node *s, struct sudoku_lagr *m, int rounds,
       unsigned char prefer[81])
{
	struct lagr_effort effort = {rounds, 0};
	int pass, changed = 1;

	/* A long search with the weight files' residuals is mostly proof,
	 * where sharper prices prune more: past LONG_SEARCH guesses its nodes
	 * take twice the steps (callgrind: 21 % fewer instructions on the
	 * signed hunt's six slowest grids, 1 % fewer on random ones). */
	if (!c->standard && c->guesses > LONG_SEARCH)
		effort.rounds *= 2;
	/* With the standard weights, filtering by the exact cost of forcing
	 * a digit (its row's whole loss, lagrange.c) leaves fewer branches
	 * than the reduced cost alone (callgrind: 6 % fewer instructions on
	 * the 70 slowest grids of two 100,000-grid hunts, 19 % on the four
	 * slowest of the seed-1 hunt, 0.6 % more on 300 random sparse
	 * grids).  The nodes without steps near the leaves gain less than it
	 * costs (5 % more instructions on the 70), and so do the weight
	 * files' nodes (5 % more time on a 10,000-grid signed hunt). */
	effort.exact_filter = c->standard;
	for (pass = 0; changed && pass < c->passes; pass++) {
		if (pass > 0 && c->standard)
			effort.rounds = LATER_ROUNDS;
		if (!lagr_pass(c, s, m, effort, prefer, &changed))
			return 0;
	}
	return 1;
}

/*
 * Take PLACEMENT_STEPS more steps on the placement bound of the root, and
 * lower c->cap to it.  That bound is below the Lagrangian bound on most
 * grids where the latter is above the answer, but it takes a few hundred
 * steps to get there, of about 10 us each: only searches that run long
 * pay for them, a few at a time, while they run.  They end after
 * PLACEMENT_PATIENCE steps in a row that took no point off: once locked
 * candidates and the nodes without steps near the leaves came in, 80
 * cost fewer instructions than 400 (callgrind: 19 % fewer on the 71
 * slowest grids of two 100,000-grid hunts, 11 % fewer on the 39 slowest
 * of older hunts, two grids with 2 and 12 % more guesses); 40 or fewer
 * cost some grids 1.6 to 3 times the guesses.
 */
static void
tighten_cap(struct ctx *c)
{
	long long bound = sudoku_placement_steps(c, &c->root, &c->place,
						 PLACEMENT_STEPS,
						 PLACEMENT_PATIENCE);

	if (bound < c->cap)
		c->cap = bound < c->found ? c->found : bound;
	c->pause_at = c->place.aim.calm < PLACEMENT_PATIENCE
			      ? c->guesses + PLACEMENT_EVERY
			      : UINT64_MAX;
}

/*
 * The branch and bound proper.  It branches only on weighted cells,
 * fewest candidates first, and tries first the digit the relaxation
 * gives the cell (or the best digit for the score), so a good completion
 * turns up early and the bound prunes the rest.  Once every weighted cell
 * is placed the residual score is exact and one solve tells whether the
 * rest of the grid can follow.
 */
static void
descend(struct ctx *c, struct node *s, struct sudoku_lagr m, int rounds)
{
	struct node t;
	unsigned char prefer[81];
	int queue[81];
	int q, x, left;
	unsigned todo;

	if (c->best >= c->cap)
		return;
	if (deadline_passed(&c->dl)) {
		c->stop = 1;
		return;
	}
	if (c->guesses >= c->pause_at) {
		tighten_cap(c);
		if (c->best >= c->cap)
			return;
	}
	/* With every weighted cell placed the score is known: no bound can
	 * say more than one solve.  With the standard weights and at most
	 * PRICE_CHECK_CELLS weighted cells left, a node takes no subgradient
	 * step and no dive: the prices it inherits, which bound it as they
	 * are and filter by their reduced costs, and then the unit bounds
	 * prune nearly as much as the steps would, at a small part of their
	 * cost.  Callgrind, against steps and dives down to the last 12
	 * cells and the unit bounds alone below: 36 % fewer instructions on
	 * the 71 slowest grids of two 100,000-grid hunts, 5 % fewer on 300
	 * random sparse grids.  12 to 15 cells cost more on both, 17 about
	 * the same; 18 and more cost less on random grids but more on the
	 * slowest, and with no steps below the root at all some grids that
	 * the dives settle at once took 5 times as long.  With the weight
	 * files, whose root gaps are far larger, nodes without steps saved
	 * no time at 40 to 50 cells left and took more guesses from 60 (1.6
	 * times at 60, 6 times at 70, on the signed hunt's slowest grids). */
	for (q = 0, left = 0; q < c->nscell; q++)
		left += !s->val[c->scell[q]];
	memset(prefer, 0, sizeof prefer);
	if (left > 0) {
		int open;

		if (!c->lagr)
			open = settle_by_units(c, s);
		else if (c->standard && left <= PRICE_CHECK_CELLS)
			open = price_check(c, s, &m) && settle_by_units(c, s);
		else
			open = settle(c, s, &m, rounds, prefer) &&
			       dive(c, s, prefer);
		if (!open)
			return;
	}
	x = branch_cell(c, s, prefer, m.strain);
	if (x < 0) {
		struct sudoku_grid g;

		/* The leaves that get here are mostly the ones the bound
		 * and the dives could not settle: grids with no completion,
		 * which the plain search gives up on after its whole
		 * budget, so they go straight to the solver (callgrind: 7 %
		 * fewer instructions on the hunt's slowest standard grids
		 * than with the plain search first). */
		if (s->fixed > c->best && solver_completable(c, s, &g))
			improve(c, s->fixed, &g);
		return;
	}
	c->guesses++;
	c->nodes++;
	for (todo = s->cand[x]; todo; ) {
		int d, qn = 0;

		if (prefer[x] && (todo & (1u << (prefer[x] - 1))))
			d = prefer[x];
		else if (c->r[x] > 0)
			d = highest_bit(todo) + 1;
		else
			d = lowest_bit(todo) + 1;
		todo &= ~(1u << (d - 1));
		t = *s;
		if (sudoku_node_place(c, &t, x, d, queue, &qn) &&
		    sudoku_propagate(c, &t, queue, qn))
			descend(c, &t, m, rounds);
		if (c->stop || c->best >= c->cap)
			return;
	}
}

/*
 * Whether every weighted cell's residual is 1 or -1, as in the standard
 * table's form.  The relaxation is then seldom more than a point or two
 * above the answer, and sharper prices at a node often prune it; where it
 * is far above, more steps per node only cost time (measured with
 * bench/hunt_target on both kinds of table).
 */
static int
unit_residuals(const struct ctx *c)
{
	int q;

	for (q = 0; q < c->nscell; q++)
		if (c->r[c->scell[q]] != 1 && c->r[c->scell[q]] != -1)
			return 0;
	return 1;
}

/*
 * Search the root 's' for the best completion, knowing one that scores
 * c->best.  The root bound is usually the answer, so the search first
 * asks only for completions reaching it ("is there one scoring more than
 * cap - 1?"), which prunes hardest, and lowers that threshold in growing
 * steps until a completion turns up or it meets the best found so far.
 * Each pass is exact above its threshold and a failed pass proves the
 * threshold a new cap, so the last pass's answer is the optimum.  The
 * completions a failed pass's dives find below its threshold are kept in
 * c->found: with a large root gap they usually end the lowering early,
 * and the last pass starts with a score close to the answer to prune by.
 * The lowering ends, too, once the next threshold is within half a step
 * of the best found: the last pass then starts from that.  With the
 * standard weights, a search that runs past PLACEMENT_AFTER guesses also
 * lowers the cap as it goes, with the placement bound (tighten_cap()):
 * a pass whose threshold that puts at or above the cap ends there.
 */
static void
search_root(struct ctx *c, struct node *s)
{
	struct sudoku_lagr m;
	long long step = 1;
	int unit = unit_residuals(c);
	int rounds = unit ? UNIT_NODE_ROUNDS : NODE_ROUNDS;

	/* Where the relaxation is far above the answer (residuals other
	 * than 1 and -1), branching where its rows disagree first closes
	 * the proofs in fewer nodes (a third fewer on the hunt's signed
	 * grids); with unit residuals it helps most grids but loses badly
	 * on a few, measured with bench/hunt_target.  There, too, two
	 * passes of six steps per node cost fewer instructions than four
	 * of four (callgrind: 6 to 17 % on the signed weights' grids). */
	c->by_conflict = !unit;
	/* The standard weights' searches whose residuals are not units
	 * branch by the candidates' count alone: only the weight files'
	 * were measured with the strain (branch_cell()), which only the
	 * Lagrangian bound fills. */
	c->by_strain = c->lagr && !unit && !c->standard;
	c->passes = unit ? UNIT_FILTER_PASSES : FILTER_PASSES;
	/* With the standard weights a long search is mostly leaves whose
	 * weighted cells score well but whose other cells cannot be
	 * completed; locked candidates see that higher up (callgrind: 43 %
	 * fewer instructions on the 40 slowest grids of a 100,000-grid hunt,
	 * 1 % more on 300 random sparse grids).  With the weight files they
	 * cost more than they save (10 % more on the slowest signed grids). */
	c->locked = c->standard;
	memset(&m, 0, sizeof m);
	c->cap = LLONG_MAX;
	if (!c->lagr) {
		descend(c, s, m, 0);
		return;
	}
	/* The root's own pass: it may prove the first completion optimal,
	 * find the optimum, or at least give the cap and the prices. */
	{
		const struct lagr_effort root_effort = {ROOT_ROUNDS, 0};
		unsigned char prefer[81];
		long long ub;
		int changed;
		struct sudoku_grid g;

		c->root = *s;
		switch (sudoku_lagr_bound(c, &c->root, &m, root_effort, &ub,
					  &changed, prefer, &g)) {
		case LAGR_INFEASIBLE:
			return;
		case LAGR_PRUNE:
			c->root_bound = c->best;
			return;
		case LAGR_FOUND:
			c->root_bound = ub;
			improve(c, ub, &g);
			return;
		case LAGR_OPEN:
			break;
		}
		c->cap = ub;
		c->root_bound = ub;
	}
	/* Read the clock once the root is bounded, however few steps that
	 * took, so that even the shortest time limit is honoured. */
	if (c->dl.at != 0 && sudoku_deadline_check_slow(&c->dl)) {
		c->stop = 1;
		return;
	}
	/* The placement bound pays with the standard weights, where it is
	 * often the answer; with the weight files' it stays far above, and
	 * its steps cost more than they save (measured with
	 * bench/hunt_target: a third more grids over 10 ms). */
	if (c->standard) {
		sudoku_lagr_cell_prices(c, &c->root, &m, c->place.price);
		if (sudoku_placement_start(c, &c->root, &c->place))
			c->pause_at = c->guesses + PLACEMENT_AFTER;
		else
			c->cap = c->found;	/* nothing beats it */
	}
	while (c->best < c->cap && !c->stop) {
		/* Each pass filters its own copy: what one threshold rules
		 * out, a lower one may need.  What a failed pass's dives
		 * found on the way is kept, and may end the lowering. */
		struct node t = *s;
		long long lim = c->cap - step;

		/* A threshold within half a step of the best found is not
		 * worth a pass of its own: failing, it would leave nearly the
		 * same proof to do again from the best found (callgrind: 12 %
		 * fewer instructions on the hunt's slowest signed-weight
		 * grids). */
		int last = lim - step / 2 <= c->found;

		c->best = last ? c->found : lim;
		descend(c, &t, m, rounds);
		if (last || c->best > lim)
			return;
		/* Nothing scores more than lim. */
		c->best = c->found;
		if (lim < c->cap)
			c->cap = lim;
		step *= 2;
	}
}

/*
 * Whether 'g' has at most one completion, asked of the solver for at most
 * QUICK_COUNT seconds.  Returns the count, 0 or 1, with the completion in
 * 'first', or -1 when there are more or the time ran out.  The clock
 * cannot change the answer: a unique completion is the one any search
 * finds.
 */
static int
few_completions(struct ctx *c, const struct sudoku_grid *g,
		struct sudoku_grid *first)
{
	struct sudoku_search count = {0};
	uint64_t n;

	count.time_limit = QUICK_COUNT;
	if (c->dl.at != 0 && sudoku_deadline_left(&c->dl) < QUICK_COUNT)
		count.time_limit = sudoku_deadline_left(&c->dl);
	if (count.time_limit <= 0)
		return -1;
	n = sudoku_count(g, 2, first, &count);
	c->guesses += count.guesses;
	return count.timed_out || n > 1 ? -1 : (int)n;
}

/* Report the guesses and whether time ran out; returns 'status'. */
static enum sudoku_status
done(const struct ctx *c, struct sudoku_search *search,
     enum sudoku_status status)
{
	if (search != NULL) {
		search->guesses += c->guesses;
		search->timed_out = status == SUDOKU_ETIMEOUT;
	}
	return status;
}

enum sudoku_status
sudoku_target(const struct sudoku_grid *g, const int weights[81],
	      long long *score, struct sudoku_grid *best,
	      struct sudoku_search *search)
{
	return sudoku_target_measured(g, weights, score, best, search, NULL);
}

/* Tell the benchmark how far the root's bound was from the answer, and
 * how much the search branched. */
static enum sudoku_status
measured(const struct ctx *c, struct target_measure *how, long long base,
	 enum sudoku_status status)
{
	if (how != NULL) {
		how->root_bound = c->root_bound == LLONG_MIN
					  ? LLONG_MIN
					  : base + c->root_bound;
		how->guesses = c->guesses;
		how->nodes = c->nodes;
	}
	return status;
}

enum sudoku_status
sudoku_target_measured(const struct sudoku_grid *g, const int weights[81],
		       long long *score, struct sudoku_grid *best,
		       struct sudoku_search *search,
		       struct target_measure *how)
{
	struct ctx c;
	struct node s;
	struct sudoku_grid first;
	int queue[81];
	long long base;
	int i, qn = 0;

	if (search != NULL)
		search->timed_out = 0;
	for (i = 0; i < 81; i++)
		if (g->cell[i] > 9)
			return SUDOKU_EINPUT;
	if (sudoku_find_conflict(g, NULL, NULL, NULL))
		return SUDOKU_ECONFLICT;
	/* The root is set up with no weights, which the residual table
	 * chosen below may depend on. */
	memset(c.r, 0, sizeof c.r);
	c.locked = 0;
	c.guesses = 0;
	c.nodes = 0;
	c.stop = 0;
	c.root_bound = LLONG_MIN;
	if (how != NULL) {
		how->root_bound = LLONG_MIN;
		how->guesses = 0;
		how->nodes = 0;
	}
	sudoku_deadline_start(&c.dl, search);
	for (i = 0; i < 81; i++) {
		s.cand[i] = NINE_DIGITS;
		s.val[i] = 0;
	}
	s.nfree = 81;
	s.fixed = 0;
	for (i = 0; i < 81; i++)
		if (g->cell[i] &&
		    !sudoku_node_place(&c, &s, i, g->cell[i], queue, &qn))
			return SUDOKU_NONE;
	if (!sudoku_propagate(&c, &s, queue, qn))
		return SUDOKU_NONE;
	/* Most puzzles people write have one completion: then that is the
	 * answer, with no bound needed. */
	switch (few_completions(&c, g, &first)) {
	case 0:
		return measured(&c, how, 0, done(&c, search, SUDOKU_NONE));
	case 1:
		if (score != NULL)
			*score = sudoku_score(&first, weights);
		if (best != NULL)
			*best = first;
		return measured(&c, how, 0, done(&c, search, SUDOKU_OK));
	}
	/* Otherwise one solve: any completion is a first best for the bound
	 * to beat. */
	if (!completable(&c, &s, &first, COMPLETE_BUDGET))
		return measured(&c, how, 0,
				done(&c, search,
				     c.stop ? SUDOKU_ETIMEOUT : SUDOKU_NONE));
	base = sudoku_choose_form(&c, weights, &s, sudoku_score(&first, weights));
	c.nscell = 0;
	for (i = 0; i < 81; i++) {
		s.fixed += c.r[i] * s.val[i];
		if (!s.val[i] && c.r[i] != 0)
			c.scell[c.nscell++] = i;
	}
	c.best = sudoku_score(&first, weights) - base;
	c.found = c.best;
	c.best_grid = first;
	c.dive_misses = 0;
	c.dive_skip = 0;
	c.by_conflict = 0;
	c.by_strain = 0;
	c.passes = FILTER_PASSES;
	c.pause_at = UINT64_MAX;

	search_root(&c, &s);
	if (!c.stop) {
		if (score != NULL)
			*score = base + c.found;
		if (best != NULL)
			*best = c.best_grid;
	}
	return measured(&c, how, base,
			done(&c, search, c.stop ? SUDOKU_ETIMEOUT : SUDOKU_OK));
}
