/* target_reference.c - a second exact target search, for the tests.
 * See LICENSE for copying terms.
 *
 * It shares no code with the library's searches: it has its own small
 * completion search (singles and hidden singles, fewest candidates
 * first), and it is simple rather than fast.  Every search has a budget
 * of nodes, so the work per grid is bounded on any machine; a question
 * the budget cannot settle is answered "unknown", which only ever keeps
 * a digit or gives up on the grid, never changes an answer.
 */
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"
#include "target_dual.h"
#include "target_reference.h"

enum {
	SCORING = 21,		/* cells that carry K */
	BASE = 2745,		/* score = BASE + K for any full grid */
	CALL_BUDGET = 20000,	/* completion search nodes per question */
	ROOT_STEPS = 300,	/* bound evaluations at the first node */
	NODE_STEPS = 40,	/* and at every other node */
	POOL = 32		/* completions kept to answer questions */
};

struct ref {
	struct sudoku_grid g;
	unsigned used[27];	/* digits (bit d) in each row, column, box */
	int cells[SCORING];	/* the cells that carry K */
	int unit_cells[27][SCORING];	/* scoring cells of each unit */
	int unit_count[27];
	int fixed;		/* K so far: sum of the filled scoring cells */
	int best_k;		/* K of the best completion found, or -1 */
	int kw[81];		/* 1 on the scoring cells, else 0 */
	struct sudoku_grid best;
	struct sudoku_grid pool[POOL];	/* the last completions found */
	int pooled;		/* how many were ever found */
	unsigned long nodes, cap;	/* work done, in search nodes */
	int capped;
};

/* What a subtree must beat to be searched: the best so far. */
static int
beat(const struct ref *s)
{
	return s->best_k;
}

/* The completion search: candidates as bits 0..8 for digits 1..9. */
struct fill {
	unsigned short cand[81];
	unsigned char done[81];	/* 1 once a single was taken from peers */
};

static int
unit_of(int i, int family)
{
	if (family == 0)
		return i / 9;
	if (family == 1)
		return 9 + i % 9;
	return 18 + i / 27 * 3 + i % 9 / 3;
}

static int
one_bit(unsigned m)
{
	return m != 0 && (m & (m - 1)) == 0;
}

/* The cells of each unit, and the 20 peers of each cell. */
static int unit_cell[27][9];
static int peer[81][20];

static void
make_tables(void)
{
	int count[27] = {0}, i, j, f;

	for (i = 0; i < 81; i++) {
		int n = 0;

		for (f = 0; f < 3; f++)
			unit_cell[unit_of(i, f)][count[unit_of(i, f)]++] = i;
		for (j = 0; j < 81; j++) {
			if (j != i && (unit_of(i, 0) == unit_of(j, 0) ||
				       unit_of(i, 1) == unit_of(j, 1) ||
				       unit_of(i, 2) == unit_of(j, 2)))
				peer[i][n++] = j;
		}
	}
}

/* Singles and hidden singles until nothing changes; 0 on a dead end. */
static int
propagate(struct fill *f)
{
	int changed = 1;

	while (changed) {
		int i, k, u;

		changed = 0;
		for (i = 0; i < 81; i++) {
			if (f->done[i] || !one_bit(f->cand[i]))
				continue;
			f->done[i] = 1;
			for (k = 0; k < 20; k++) {
				int j = peer[i][k];

				if (f->cand[j] & f->cand[i]) {
					f->cand[j] &= (unsigned short)~f->cand[i];
					if (f->cand[j] == 0)
						return 0;
					changed = 1;
				}
			}
		}
		for (u = 0; u < 27; u++) {
			unsigned once = 0, twice = 0, alone;

			for (k = 0; k < 9; k++) {
				twice |= once & f->cand[unit_cell[u][k]];
				once |= f->cand[unit_cell[u][k]];
			}
			if (once != 0x1ff)
				return 0;	/* a digit has no place */
			alone = once & ~twice;
			for (k = 0; k < 9 && alone; k++) {
				unsigned here;

				i = unit_cell[u][k];
				here = f->cand[i] & alone;
				if (here & (here - 1))
					return 0;	/* two digits need it */
				if (here != 0 && here != f->cand[i]) {
					f->cand[i] = (unsigned short)here;
					changed = 1;
				}
			}
		}
	}
	return 1;
}

/* 1 and 'sol' filled if 'f' completes, 0 if it cannot, -1 when out of
 * '*budget' nodes. */
static int
fill_search(struct fill *f, long *budget, struct sudoku_grid *sol)
{
	int i, x = -1, least = 10, d;

	if (!propagate(f))
		return 0;
	for (i = 0; i < 81; i++) {
		int n = 0;
		unsigned m;

		for (m = f->cand[i]; m; m &= m - 1)
			n++;
		if (n > 1 && n < least) {
			least = n;
			x = i;
		}
	}
	if (x < 0) {
		for (i = 0; i < 81; i++) {
			for (d = 1; !(f->cand[i] & (1u << (d - 1))); d++)
				;
			sol->cell[i] = (unsigned char)d;
		}
		return 1;
	}
	for (d = 9; d >= 1; d--) {
		struct fill next;
		int r;

		if (!(f->cand[x] & (1u << (d - 1))))
			continue;
		if (--*budget < 0)
			return -1;
		next = *f;
		next.cand[x] = (unsigned short)(1u << (d - 1));
		r = fill_search(&next, budget, sol);
		if (r != 0)
			return r;
	}
	return 0;
}

/* Can s->g be completed?  1 (with 'sol'), 0, or -1 for unknown. */
static int
completes(struct ref *s, struct sudoku_grid *sol)
{
	struct fill f;
	long budget = CALL_BUDGET;
	int i, r;

	memset(&f, 0, sizeof f);
	for (i = 0; i < 81; i++)
		f.cand[i] = s->g.cell[i] ? (unsigned short)(1u << (s->g.cell[i] - 1)) :
					   0x1ff;
	r = fill_search(&f, &budget, sol);
	s->nodes += (unsigned long)(CALL_BUDGET - (budget < 0 ? 0 : budget));
	return r;
}

static int
ring(int i)
{
	return abs(i / 9 - 4) > abs(i % 9 - 4) ? abs(i / 9 - 4) :
						  abs(i % 9 - 4);
}

int
target_reference_weight(int i)
{
	return 10 - ring(i);
}

/* Corners, ring two and the centre: the cells whose digits make up K. */
static int
is_scoring(int i)
{
	return (abs(i / 9 - 4) == 4 && abs(i % 9 - 4) == 4) || ring(i) == 2 ||
	       ring(i) == 0;
}

static unsigned
candidates(const struct ref *s, int i)
{
	return ~(s->used[unit_of(i, 0)] | s->used[unit_of(i, 1)] |
		 s->used[unit_of(i, 2)]) & 0x3feu;
}

static int
highest(unsigned m)
{
	int d = 9;

	while (d > 0 && !(m & (1u << d)))
		d--;
	return d;
}

/*
 * An upper bound on what the empty scoring cells can add to K, or -1 when
 * one of them has no digit left.  In each unit its empty scoring cells
 * take distinct digits, so they add at most the sum of their largest
 * candidates and at most the largest digits of the union of their
 * candidates, one per cell.  Rows, columns and boxes each split the 21
 * cells, so each family gives a bound; the smallest is kept.
 */
static int
free_bound(const struct ref *s, const unsigned *dom)
{
	int family, bound = -1;

	for (family = 0; family < 3; family++) {
		int u, total = 0;

		for (u = 9 * family; u < 9 * family + 9; u++) {
			unsigned all = 0;
			int k, n = 0, sum_max = 0, top = 0, d;

			for (k = 0; k < s->unit_count[u]; k++) {
				int i = s->unit_cells[u][k];
				unsigned c;

				if (s->g.cell[i])
					continue;
				c = dom[i] & candidates(s, i);
				if (c == 0)
					return -1;
				sum_max += highest(c);
				all |= c;
				n++;
			}
			for (d = 9, k = 0; d > 0 && k < n; d--) {
				if (all & (1u << d)) {
					top += d;
					k++;
				}
			}
			if (k < n)
				return -1;
			total += sum_max < top ? sum_max : top;
		}
		if (bound < 0 || total < bound)
			bound = total;
	}
	return bound;
}

static int
k_of(const struct ref *s, const struct sudoku_grid *g)
{
	int k, sum = 0;

	for (k = 0; k < SCORING; k++)
		sum += g->cell[s->cells[k]];
	return sum;
}

static void
place(struct ref *s, int i, int d)
{
	int family;

	s->g.cell[i] = (unsigned char)d;
	s->fixed += d;
	for (family = 0; family < 3; family++)
		s->used[unit_of(i, family)] |= 1u << d;
}

static void
unplace(struct ref *s, int i)
{
	int family, d = s->g.cell[i];

	for (family = 0; family < 3; family++)
		s->used[unit_of(i, family)] &= ~(1u << d);
	s->fixed -= d;
	s->g.cell[i] = 0;
}

/* Record the completion 'sol', and as the best if it beats it. */
static void
offer(struct ref *s, const struct sudoku_grid *sol)
{
	s->pool[s->pooled++ % POOL] = *sol;
	if (k_of(s, sol) > s->best_k) {
		s->best_k = k_of(s, sol);
		s->best = *sol;
	}
}

/* 1 when a completion found earlier completes s->g too: a question
 * answered without a search. */
static int
pool_completes(const struct ref *s)
{
	int n = s->pooled < POOL ? s->pooled : POOL, k, i;

	for (k = 0; k < n; k++) {
		for (i = 0; i < 81; i++)
			if (s->g.cell[i] && s->g.cell[i] != s->pool[k].cell[i])
				break;
		if (i == 81)
			return 1;
	}
	return 0;
}

/*
 * Narrow the domains of the empty scoring cells to the digits with which
 * the grid may still be completed (a completion search each, unless one
 * found before shows it; every completion found is offered as a new
 * best).  Returns 0 when some cell is left with no digit.
 */
static int
filter(struct ref *s, unsigned *dom)
{
	int k, d, r;

	for (k = 0; k < SCORING; k++) {
		int i = s->cells[k];
		unsigned c;

		if (s->g.cell[i])
			continue;
		c = dom[i] & candidates(s, i);
		dom[i] = 0;
		for (d = 9; d >= 1; d--) {
			struct sudoku_grid sol;

			if (!(c & (1u << d)))
				continue;
			place(s, i, d);
			if (pool_completes(s)) {
				dom[i] |= 1u << d;
			} else {
				r = completes(s, &sol);
				if (r != 0)	/* kept unless proved impossible */
					dom[i] |= 1u << d;
				if (r == 1)
					offer(s, &sol);
			}
			unplace(s, i);
		}
		if (dom[i] == 0)
			return 0;
	}
	return 1;
}

/*
 * Drop from the domains the digits with which the bound cannot beat the
 * best so far, until none is dropped (safe for the whole subtree: the best
 * only grows).  Returns 0 when some cell is left with no digit.
 */
static int
narrow(struct ref *s, unsigned *dom)
{
	int changed = 1;

	while (changed) {
		int k, d;

		changed = 0;
		for (k = 0; k < SCORING; k++) {
			int i = s->cells[k];

			if (s->g.cell[i])
				continue;
			dom[i] &= candidates(s, i);
			for (d = 1; d <= 9; d++) {
				int bound;

				if (!(dom[i] & (1u << d)))
					continue;
				place(s, i, d);
				bound = free_bound(s, dom);
				if (bound < 0 || s->fixed + bound <= beat(s)) {
					dom[i] &= ~(1u << d);
					changed = 1;
				}
				unplace(s, i);
			}
			if (dom[i] == 0)
				return 0;
		}
	}
	return 1;
}

/*
 * 1 when the Lagrangian bound (tests/ref/target_dual.c) over the current
 * domains shows that no completion beats beat(s); 'mult' carries the
 * multipliers from node to node.
 */
static int
dual_prunes(struct ref *s, const unsigned *dom, double *mult, int steps)
{
	unsigned allow[81];
	struct sudoku_grid sol;
	int i, b = beat(s), bound;

	if (b < 0)
		return 0;
	sol.cell[0] = 0;
	for (i = 0; i < 81; i++)
		allow[i] = s->g.cell[i] ? 1u << s->g.cell[i] :
			   s->kw[i] ? dom[i] : candidates(s, i);
	bound = target_dual_bound(allow, s->kw, mult, b, b + 0.5, steps,
				  &s->nodes, sol.cell);
	if (sol.cell[0] != 0)	/* a completion of this node's grid */
		offer(s, &sol);
	return bound <= beat(s);
}

/* Fix the scoring cells one at a time, fewest digits first, largest digit
 * first, pruning on the bound over the narrowed domains, which each child
 * inherits. */
static void
search(struct ref *s, const unsigned *parent, const double *parent_mult)
{
	unsigned dom[81];
	double mult[162];
	int steps;
	int k, x = -1, least = 10, d;

	steps = s->nodes == 0 ? ROOT_STEPS : NODE_STEPS;
	if (++s->nodes > s->cap || s->capped) {
		s->capped = 1;
		return;
	}
	for (k = 0; k < 81; k++)
		dom[k] = s->g.cell[k] ? 0 : parent[k] & candidates(s, k);
	memcpy(mult, parent_mult, sizeof mult);
	if (!narrow(s, dom) || dual_prunes(s, dom, mult, steps) ||
	    !filter(s, dom) || !narrow(s, dom) ||
	    dual_prunes(s, dom, mult, steps))
		return;
	for (k = 0; k < SCORING; k++) {
		int i = s->cells[k], n = 0;
		unsigned m;

		if (s->g.cell[i])
			continue;
		for (m = dom[i]; m; m &= m - 1)
			n++;
		if (n < least) {
			least = n;
			x = i;
		}
	}
	if (x < 0) {	/* all 21 fixed: K is known if the rest completes */
		struct sudoku_grid sol;
		int r = completes(s, &sol);

		if (r == 1)
			offer(s, &sol);
		else if (r < 0 && s->fixed > beat(s))
			s->capped = 1;	/* cannot tell whether K is reachable */
		return;
	}
	for (d = 9; d >= 1; d--) {
		if (!(dom[x] & (1u << d)))
			continue;
		place(s, x, d);
		search(s, dom, mult);
		unplace(s, x);
	}
}

/* 1 when 'w' keeps the clues of 'g' and every unit holds nine digits. */
static int
is_completion(const struct sudoku_grid *g, const struct sudoku_grid *w)
{
	int u, k, i;

	for (i = 0; i < 81; i++)
		if (w->cell[i] < 1 || w->cell[i] > 9 ||
		    (g->cell[i] && g->cell[i] != w->cell[i]))
			return 0;
	for (u = 0; u < 27; u++) {
		unsigned seen = 0;

		for (k = 0; k < 9; k++)
			seen |= 1u << w->cell[unit_cell[u][k]];
		if (seen != 0x3feu)
			return 0;
	}
	return 1;
}

/*
 * The search of 'g', starting from 'witness' as the best when it is a
 * completion.  Sets s->best_k (or leaves -1) and s->capped; 0 when the
 * clues are invalid.
 */
static int
search_grid(struct ref *s, const struct sudoku_grid *g,
	    const struct sudoku_grid *witness, unsigned long node_cap)
{
	static const double no_mult[162];
	unsigned all[81];
	int i, family, n = 0;

	memset(s, 0, sizeof *s);
	s->cap = node_cap;
	s->best_k = -1;
	for (i = 0; i < 81; i++) {
		if (g->cell[i] > 9)
			return 0;
		if (is_scoring(i)) {
			s->kw[i] = 1;
			s->cells[n++] = i;
			for (family = 0; family < 3; family++) {
				int u = unit_of(i, family);

				s->unit_cells[u][s->unit_count[u]++] = i;
			}
		}
	}
	for (i = 0; i < 81; i++) {
		int d = g->cell[i];

		if (d == 0)
			continue;
		if (candidates(s, i) & (1u << d))
			place(s, i, d);
		else
			return 0;	/* two clues repeat a digit */
	}
	/* place() counted the clues on scoring cells into K, as it should. */
	if (witness != NULL && is_completion(g, witness))
		offer(s, witness);
	for (i = 0; i < 81; i++)
		all[i] = 0x3feu;
	search(s, all, no_mult);
	return 1;
}

enum target_reference_result
target_reference(const struct sudoku_grid *g,
		 const struct sudoku_grid *witness, unsigned long node_cap,
		 long long *score, struct sudoku_grid *best,
		 unsigned long *nodes)
{
	struct ref *s = malloc(sizeof *s);
	enum target_reference_result result = TARGET_REFERENCE_NONE;

	if (s == NULL)
		abort();
	make_tables();
	/* Clues that conflict, or no completion found, leave it NONE. */
	if (search_grid(s, g, witness, node_cap) && s->capped) {
		result = TARGET_REFERENCE_CAPPED;
	} else if (s->best_k >= 0) {
		result = TARGET_REFERENCE_SCORE;
		*score = BASE + s->best_k;
		if (best != NULL)
			*best = s->best;
	}
	if (nodes != NULL)
		*nodes = s->nodes;
	free(s);
	return result;
}
