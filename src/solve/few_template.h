/* few_template.h - a template part, not a header: the count of the last
 * few cells of a search, included by search_template.h and so compiled
 * once per core (its bit counts use the core's own instruction).  See
 * LICENSE for copying terms. */

/*
 * Once a state of a count has at most FEW_CELLS unsolved cells, every
 * solved cell's digit is already gone from its peers, so a completion is
 * any choice of a candidate per unsolved cell that gives no two peers the
 * same digit: each unit's open cells then take its missing digits, one
 * each.  Counts of many completions spend most of their time there.  The
 * cells are counted row by row (last_template.h) where the rows' states
 * fit its tables, and walked otherwise, and to the first completion when
 * one is wanted.  The walk numbers the cells in a table, and its state is
 * nine 32-bit sets, the table's cells that may still take each digit, and
 * the set of cells still open: a step handles every cell at once, its
 * candidates counted bit-sliced over the nine sets, and every cell left
 * one candidate given it.
 * Solve-one and uniqueness (limits 1 and 2) keep the search, so that
 * their answers and guesses stay as they were.
 */
/* At most 32: the table's sets of cells are 32-bit masks. */
#define FEW_CELLS 32

#include "last_template.h"

struct few {
	struct search *x;
	int n;
	unsigned char band[FEW_CELLS], bit[FEW_CELLS];
	uint32_t peers[FEW_CELLS];	/* the cells of the table it sees */
	uint32_t first[9];	/* the digit sets of the first completion */
	int want_first;		/* 'first' is still to be filled */
};

/* A state: per digit the cells that may take it; a cell that has left
 * 'open' keeps its one digit, already gone from its peers. */
struct few_state {
	uint32_t digit[9];
	uint32_t open;
};

/* Give cell 'i' digit 'd' (0-8): it leaves 'open' and the digit leaves
 * its peers.  A peer left without a candidate is found by the next
 * few_settle(). */
static inline void
few_place(const struct few *f, struct few_state *t, int i, int d)
{
	uint32_t cell = 1u << i;

	for (int e = 0; e < 9; e++)
		t->digit[e] &= ~cell;
	t->digit[d] = (t->digit[d] & ~f->peers[i]) | cell;
	t->open &= ~cell;
}

/*
 * Place every open cell of one candidate, until none is left; returns 0
 * when a cell has no candidate, else 1 with '*two' the open cells of two
 * candidates.
 */
static int
few_settle(const struct few *f, struct few_state *t, uint32_t *two)
{
	for (;;) {
		uint32_t one = 0, more = 0, three = 0, single;

		for (int d = 0; d < 9; d++) {
			uint32_t m = t->digit[d] & t->open;

			three |= more & m;
			more |= one & m;
			one |= m;
		}
		if (t->open & ~one)
			return 0;
		single = one & ~more;
		if (single == 0) {
			*two = more & ~three;
			return 1;
		}
		for (int d = 0; d < 9; d++)
			for (uint32_t s = single & t->digit[d]; s != 0;
			     s &= s - 1) {
				int i = lowest_bit(s);

				/* An earlier single of this round may have
				 * taken the digit from it: the next round
				 * finds it empty. */
				if (t->digit[d] & (1u << i) & t->open) {
					t->digit[d] &= ~f->peers[i];
					t->open &= ~(1u << i);
				}
			}
	}
}

/* The completions of 't', at most 'cap' (at least 1); 'last' is the
 * table cell chosen last, or -1. */
static uint64_t
few_count(struct few *f, struct few_state *t, uint64_t cap, int last)
{
	uint64_t total = 0;
	uint32_t two, cell;
	int i;

	if (!few_settle(f, t, &two))
		return 0;
	if (t->open == 0) {
		if (f->want_first) {
			memcpy(f->first, t->digit, sizeof f->first);
			f->want_first = 0;
		}
		return 1;
	}
	if (deadline_passed(&f->x->deadline)) {
		f->x->stop = 1;
		return 0;
	}
	f->x->guesses++;
	/* A cell of two candidates (of any number, rarely, when none has
	 * two), among them a peer of the last cell chosen if there is one,
	 * which keeps the walk in one region, and of those the one that
	 * sees the most open cells: its choice settles the most (about a
	 * fifth fewer guesses than the lowest cell of two). */
	{
		uint32_t pool = two != 0 ? two : t->open;
		int most = -1;

		if (last >= 0 && (pool & f->peers[last]) != 0)
			pool &= f->peers[last];

		i = lowest_bit(pool);
		for (; pool != 0; pool &= pool - 1) {
			int j = lowest_bit(pool);
			int n = bit_count(f->peers[j] & t->open);

			if (n > most) {
				most = n;
				i = j;
			}
		}
	}
	cell = 1u << i;
	for (int d = 0; d < 9; d++) {
		struct few_state u;

		if (!(t->digit[d] & cell))
			continue;
		u = *t;
		few_place(f, &u, i, d);
		total += few_count(f, &u, cap - total, i);
		if (total >= cap || f->x->stop)
			break;
	}
	return total;
}

/* The first completion: the digits of 's', then those of f->first. */
static void
few_first(struct search *x, const struct few *f, const struct band_state *s)
{
	struct band_state t = *s;

	for (int i = 0; i < f->n; i++) {
		uint32_t cell = 1u << f->bit[i];

		for (int d = 0; d < 9; d++) {
			t.cand[3 * d + f->band[i]] &= ~cell;
			if (f->first[d] & (1u << i))
				t.cand[3 * d + f->band[i]] |= cell;
		}
	}
	solution_cells(&t, x->first);
}

/*
 * Walk the completions of 'c', the unsolved cells of 's' (at most
 * FEW_CELLS), at most 'cap' of them; with 'first', the first one goes to
 * x->first.
 */
static uint64_t
few_walk(struct search *x, const struct band_state *s,
	 const struct last_cells *c, uint64_t cap, int first)
{
	struct few f;
	struct few_state t = {{0}, 0};
	uint64_t n;

	f.x = x;
	f.n = c->n;
	f.want_first = first;
	for (int i = 0; i < c->n; i++) {
		int ci = c->cell[i];

		f.band[i] = (unsigned char)(ci / 27);
		f.bit[i] = (unsigned char)(ci % 27);
		for (unsigned m = c->cand[i]; m != 0; m &= m - 1)
			t.digit[lowest_bit(m)] |= 1u << i;
		f.peers[i] = 0;
		for (int j = 0; j < c->n; j++) {
			int cj = c->cell[j];

			if (j != i && (ROW_OF(ci) == ROW_OF(cj) ||
				       COL_OF(ci) == COL_OF(cj) ||
				       BOX_OF(ci) == BOX_OF(cj)))
				f.peers[i] |= 1u << j;
		}
	}
	t.open = (uint32_t)((1ull << f.n) - 1);
	n = few_count(&f, &t, cap, -1);
	if (first && n != 0)
		few_first(x, &f, s);
	return n;
}

/*
 * The unsolved cells of 's' (at most FEW_CELLS), counted into 'x': row by
 * row where count_last_cells() can, else walked.  The first
 * completion, when it is wanted, is walked to.
 */
static void
search_few(struct search *x, const struct band_state *s)
{
	struct last_cells c;
	uint64_t n, found = 0;
	uint64_t cap = x->limit == 0 ? UINT64_MAX : x->limit - x->count;

	c.n = 0;
	for (int b = 0; b < 3; b++)
		for (uint32_t u = s->unsolved[b]; u != 0; u &= u - 1) {
			int bit = lowest_bit(u);

			c.cell[c.n] = (unsigned char)(27 * b + bit);
			c.cand[c.n] = (uint16_t)cell_digits(s, b, bit);
			c.n++;
		}
	if (x->count == 0 && x->first != NULL) {
		if (few_walk(x, s, &c, 1, 1) == 0)
			return;
		found = 1;
	}
	if (count_last_cells(&c, &n)) {
		/* One count of this kind is the work of hundreds of
		 * search steps: the clock is read after each. */
		if (x->deadline.at != 0 &&
		    sudoku_deadline_check_slow(&x->deadline))
			x->stop = 1;
	} else {
		n = few_walk(x, s, &c, cap, 0);
	}
	if (n < found)
		n = found;	/* the walk stopped, but the first was found */
	if (n > cap)
		n = cap;
	if (n == 0)
		return;
	x->count += n;
	x->guesses_at_count = x->guesses;
	if (x->limit != 0 && x->count >= x->limit)
		x->stop = 1;
}
