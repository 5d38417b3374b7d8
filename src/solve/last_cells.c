/* last_cells.c - the completions of a count's last open cells, counted
 * row by row without walking them.  See LICENSE for copying terms. */
#include <string.h>

#include "core.h"
#include "internal.h"

/*
 * The open cells of a state whose solved digits are gone from their peers
 * (see struct last_cells) are filled one row at a time.  What a row's
 * choice means for the rows below is only which digits it took from each
 * column and box, one bit per (column, digit) and (box, digit) pair that
 * some open cell can take: at most one pair of each kind per open cell,
 * so 2 * 32 bits.  So the count is a sum over states, one 64-bit set of
 * used pairs each, with how many ways lead to it: rows that leave the
 * same pairs used merge, and a count of 100,000 completions may take a
 * few hundred states instead of 100,000 leaves.
 */

/* States held per row: two tables of this many, on the stack. */
#define LAST_STATES 1024
/* Counts are kept below this, where two sums cannot overflow. */
#define LAST_COUNT_MAX ((uint64_t)1 << 62)

struct states {
	int n;
	uint64_t used[LAST_STATES];	/* the pairs taken so far */
	uint64_t ways[LAST_STATES];	/* the ways that take them */
	int16_t slot[2 * LAST_STATES];	/* hash slots: index + 1, 0 empty */
};

/* The ways of 'used' in 't' grow by 'ways'; returns 0 when 't' is full
 * or the count outgrows LAST_COUNT_MAX. */
static int
states_add(struct states *t, uint64_t used, uint64_t ways)
{
	uint64_t h = used * 0x9e3779b97f4a7c15u;
	unsigned k = (unsigned)(h >> 53);	/* 11 bits: 2 * LAST_STATES */

	for (;; k = (k + 1) & (2 * LAST_STATES - 1)) {
		int i = t->slot[k] - 1;

		if (i < 0)
			break;
		if (t->used[i] == used) {
			t->ways[i] += ways;
			return t->ways[i] < LAST_COUNT_MAX;
		}
	}
	if (t->n == LAST_STATES)
		return 0;
	t->slot[k] = (int16_t)(t->n + 1);
	t->used[t->n] = used;
	t->ways[t->n] = ways;
	t->n++;
	return 1;
}

/* A row's ways to fill its open cells (distinct digits from their
 * candidates), each as the pairs it takes; rows of more are walked. */
#define ROW_WAYS 720

struct row {
	int n, ways;
	uint16_t cand[9];
	uint64_t takes[9][9];	/* [cell][digit - 1]: its two pair bits */
	uint64_t way[ROW_WAYS];	/* grouped by the digit of cell 0 */
	int16_t from[10];	/* way[from[d]..from[d + 1]): cell 0 has d + 1 */
};

/*
 * Add to r->way every way to give cells 1.. distinct digits, not those
 * of 'taken', with 'used' the pairs of cell 0; returns 0 when they are
 * too many.  A walk with its own stack: it runs for every row of every
 * count.
 */
static int
row_list(struct row *r, unsigned taken, uint64_t used)
{
	unsigned left[9], took[10];
	uint64_t acc[10];
	int k = 1;

	if (r->n == 1) {
		if (r->ways == ROW_WAYS)
			return 0;
		r->way[r->ways++] = used;
		return 1;
	}
	acc[1] = used;
	took[1] = taken;
	left[1] = r->cand[1] & ~taken;
	for (;;) {
		int d;

		if (left[k] == 0) {
			if (k-- == 1)
				return 1;
			continue;
		}
		d = lowest_bit(left[k]);
		left[k] &= left[k] - 1;
		acc[k + 1] = acc[k] | r->takes[k][d];
		took[k + 1] = took[k] | 1u << d;
		if (k + 1 == r->n) {
			if (r->ways == ROW_WAYS)
				return 0;
			r->way[r->ways++] = acc[k + 1];
			continue;
		}
		k++;
		left[k] = r->cand[k] & ~took[k];
	}
}

/* Put the row's cell of most candidates first (the ways are grouped by
 * its digit), then the others from the fewest, which prunes the walk of
 * row_list() soonest. */
static void
row_order(struct row *r)
{
	int key[9];

	for (int i = 0; i < r->n; i++)
		key[i] = bit_count(r->cand[i]);
	for (int i = 0; i < r->n; i++) {
		int best = i;

		for (int j = i + 1; j < r->n; j++)
			if (i < 1 ? key[j] > key[best] : key[j] < key[best])
				best = j;
		if (best == i)
			continue;
		int k = key[i];
		uint16_t c = r->cand[i];

		key[i] = key[best];
		key[best] = k;
		r->cand[i] = r->cand[best];
		r->cand[best] = c;
		for (int d = 0; d < 9; d++) {
			uint64_t t = r->takes[i][d];

			r->takes[i][d] = r->takes[best][d];
			r->takes[best][d] = t;
		}
	}
}

/* List the ways of row 'w' by the digit of its first cell; returns 0
 * when they are too many. */
static int
row_ways(struct row *w)
{
	row_order(w);
	w->ways = 0;
	for (int d = 0; d < 9; d++) {
		w->from[d] = (int16_t)w->ways;
		if ((w->cand[0] >> d & 1) &&
		    !row_list(w, 1u << d, w->takes[0][d]))
			return 0;
	}
	w->from[9] = (int16_t)w->ways;
	return 1;
}

int
sudoku_count_last_cells(const struct last_cells *c, uint64_t *count)
{
	static _Thread_local struct row rows[9];
	struct states table[2], *now = &table[0], *next = &table[1];
	unsigned col_pairs[9] = {0}, box_pairs[9] = {0};
	int col_base[9], box_base[9], pairs = 0;
	uint64_t total = 0;

	/* Number the pairs: column c's digits from col_base[c], then the
	 * boxes' from 32 on. */
	for (int i = 0; i < c->n; i++) {
		col_pairs[COL_OF(c->cell[i])] |= c->cand[i];
		box_pairs[BOX_OF(c->cell[i])] |= c->cand[i];
	}
	for (int u = 0; u < 9; u++) {
		col_base[u] = pairs;
		pairs += bit_count(col_pairs[u]);
	}
	if (pairs > 32)
		return 0;
	pairs = 32;
	for (int u = 0; u < 9; u++) {
		box_base[u] = pairs;
		pairs += bit_count(box_pairs[u]);
	}
	if (pairs > 64)
		return 0;
	for (int r = 0; r < 9; r++)
		rows[r].n = 0;
	for (int i = 0; i < c->n; i++) {
		int cell = c->cell[i], col = COL_OF(cell), box = BOX_OF(cell);
		struct row *r = &rows[ROW_OF(cell)];

		r->cand[r->n] = c->cand[i];
		for (int d = 0; d < 9; d++) {
			unsigned below = (1u << d) - 1;
			int at_col = col_base[col] +
				     bit_count(col_pairs[col] & below);
			int at_box = box_base[box] +
				     bit_count(box_pairs[box] & below);

			r->takes[r->n][d] = (uint64_t)1 << at_col |
					    (uint64_t)1 << at_box;
		}
		r->n++;
	}
	for (int r = 0; r < 9; r++) {
		struct row *w = &rows[r];

		if (w->n == 0)
			continue;
		if (!row_ways(w))
			return 0;
	}

	now->n = 0;
	memset(now->slot, 0, sizeof now->slot);
	states_add(now, 0, 1);
	for (int r = 0; r < 9; r++) {
		const struct row *w = &rows[r];

		if (w->n == 0)
			continue;
		next->n = 0;
		memset(next->slot, 0, sizeof next->slot);
		for (int i = 0; i < now->n; i++) {
			uint64_t used = now->used[i];

			for (unsigned m = w->cand[0]; m != 0; m &= m - 1) {
				int d = lowest_bit(m);

				if (used & w->takes[0][d])
					continue;
				uint64_t fits[ROW_WAYS];
				int n = 0;

				/* Gathered without a branch: which ways fit
				 * is data a predictor cannot learn. */
				for (int k = w->from[d]; k < w->from[d + 1]; k++) {
					fits[n] = used | w->way[k];
					n += (used & w->way[k]) == 0;
				}
				for (int k = 0; k < n; k++)
					if (!states_add(next, fits[k], now->ways[i]))
						return 0;
			}
		}
		struct states *t = now;

		now = next;
		next = t;
	}
	for (int i = 0; i < now->n; i++)
		total += now->ways[i];
	if (total >= LAST_COUNT_MAX)
		return 0;
	*count = total;
	return 1;
}
