/* solve.c - the search: candidate masks, singles, fewest candidates first.
 * See LICENSE for copying terms. */
#include <string.h>

#include "internal.h"

/*
 * The whole search state: one candidate mask per cell (bit d - 1 for digit
 * d) and the digits placed so far.  It is small and holds no pointers, so a
 * branch copies it instead of undoing its changes.
 */
struct state {
	uint16_t cand[81];
	unsigned char digit[81];
	int left;
};

struct search {
	uint64_t limit;
	uint64_t count;
	uint64_t guesses;
	struct sudoku_grid *first;
	struct deadline deadline;
	int stop;
};

/* Cell 'k' (0..8) of unit 'u': rows 0..8, columns 9..17, boxes 18..26. */
static int
unit_cell(int u, int k)
{
	if (u < 9)
		return 9 * u + k;
	if (u < 18)
		return 9 * k + (u - 9);
	u -= 18;
	return 27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + k % 3;
}

/* Clear 'bit' from cell 'p'; 0 when that leaves the cell no candidate. */
static int
eliminate(struct state *s, int p, uint16_t bit)
{
	s->cand[p] &= (uint16_t)~bit;
	return s->cand[p] != 0;
}

/* Put digit index 'd' (0..8) in cell 'c'; 0 on a contradiction. */
static int
place(struct state *s, int c, int d)
{
	uint16_t bit = (uint16_t)(1u << d);
	int r = ROW_OF(c), col = COL_OF(c);
	int b = 27 * (r / 3) + 3 * (col / 3);
	int i;

	if (!(s->cand[c] & bit) || s->digit[c] != 0)
		return 0;
	s->digit[c] = (unsigned char)(d + 1);
	s->left--;
	for (i = 0; i < 9; i++) {
		int p = 9 * r + i, q = 9 * i + col;
		int x = b + 9 * (i / 3) + i % 3;

		if (p != c && !eliminate(s, p, bit))
			return 0;
		if (q != c && !eliminate(s, q, bit))
			return 0;
		if (x != c && !eliminate(s, x, bit))
			return 0;
	}
	s->cand[c] = bit;
	return 1;
}

/*
 * Place naked singles (cells with one candidate) and hidden singles
 * (digits with one place in a unit) until neither rule applies.  Returns 0
 * as soon as a cell or a unit is left without an option.
 */
static int
propagate(struct state *s)
{
	int changed = 1;

	while (changed && s->left > 0) {
		int c, u;

		changed = 0;
		for (c = 0; c < 81; c++) {
			uint16_t m = s->cand[c];

			if (s->digit[c] != 0)
				continue;
			if (m == 0)
				return 0;
			if ((m & (m - 1)) == 0) {
				if (!place(s, c, lowest_bit(m)))
					return 0;
				changed = 1;
			}
		}
		for (u = 0; u < 27; u++) {
			unsigned once = 0, twice = 0, done = 0, hidden;
			int k;

			for (k = 0; k < 9; k++) {
				int p = unit_cell(u, k);
				unsigned m = s->cand[p];

				if (s->digit[p] != 0)
					done |= m;
				twice |= once & m;
				once |= m;
			}
			if (once != 0x1ff)
				return 0;
			hidden = once & ~twice & ~done;
			while (hidden != 0) {
				int d = lowest_bit(hidden);

				hidden &= hidden - 1;
				for (k = 0; k < 9; k++) {
					int p = unit_cell(u, k);

					if (s->cand[p] & (1u << d))
						break;
				}
				/* An earlier placement took its only place. */
				if (k == 9 || !place(s, unit_cell(u, k), d))
					return 0;
				changed = 1;
			}
		}
	}
	return 1;
}

static void
record_solution(struct search *x, const struct state *s)
{
	if (x->count == 0 && x->first != NULL)
		memcpy(x->first->cell, s->digit, 81);
	x->count++;
	if (x->limit != 0 && x->count >= x->limit)
		x->stop = 1;
}

/*
 * Count the completions of a propagated state.  Branches on the empty cell
 * with the fewest candidates; each branch works on its own copy, so the
 * depth is bounded by the number of empty cells.
 */
static void
search(struct search *x, const struct state *s)
{
	int c, best = -1, bestn = 10;
	unsigned m;

	if (s->left == 0) {
		record_solution(x, s);
		return;
	}
	if (deadline_passed(&x->deadline)) {
		x->stop = 1;
		return;
	}
	for (c = 0; c < 81; c++) {
		int n;

		if (s->digit[c] != 0)
			continue;
		n = bit_count(s->cand[c]);
		if (n < bestn) {
			bestn = n;
			best = c;
			if (n == 2)
				break;
		}
	}
	x->guesses++;
	m = s->cand[best];
	while (m != 0 && !x->stop) {
		struct state t = *s;
		int d = lowest_bit(m);

		m &= m - 1;
		if (place(&t, best, d) && propagate(&t))
			search(x, &t);
	}
}

uint64_t
sudoku_count(const struct sudoku_grid *g, uint64_t limit,
	     struct sudoku_grid *first, struct sudoku_search *search_ctl)
{
	struct search x;
	struct state s;
	int c;

	memset(&x, 0, sizeof x);
	x.limit = limit;
	x.first = first;
	deadline_start(&x.deadline, search_ctl);
	if (search_ctl != NULL)
		search_ctl->timed_out = 0;

	for (c = 0; c < 81; c++) {
		s.cand[c] = 0x1ff;
		s.digit[c] = 0;
		if (g->cell[c] > 9)
			return 0;
	}
	s.left = 81;
	for (c = 0; c < 81; c++)
		if (g->cell[c] != 0 && !place(&s, c, g->cell[c] - 1))
			return 0;
	if (propagate(&s))
		search(&x, &s);

	if (search_ctl != NULL) {
		search_ctl->guesses += x.guesses;
		search_ctl->timed_out = x.deadline.expired;
	}
	return x.count;
}

int
sudoku_is_solution(const struct sudoku_grid *puzzle,
		   const struct sudoku_grid *s)
{
	unsigned row[9] = {0}, col[9] = {0}, box[9] = {0};
	int c;

	for (c = 0; c < 81; c++) {
		unsigned d = s->cell[c], bit;
		int r = ROW_OF(c), k = COL_OF(c), b = BOX_OF(c);

		if (d < 1 || d > 9)
			return 0;
		if (puzzle->cell[c] != 0 && puzzle->cell[c] != d)
			return 0;
		bit = 1u << (d - 1);
		if ((row[r] | col[k] | box[b]) & bit)
			return 0;
		row[r] |= bit;
		col[k] |= bit;
		box[b] |= bit;
	}
	return 1;
}
