/* search.c - sudoku_count_sized(): grids of any size n^2 x n^2 (4x4 to
 * 25x25) on candidate bitmasks, a cell's digits in one word, with the
 * ideas of the 9x9 cores: naked and hidden singles, locked candidates,
 * and the cell of fewest candidates first.  See LICENSE for copying
 * terms. */
#include <stdlib.h>
#include <string.h>

#include "sizes/sizes.h"

/* A state of the search: what each cell may still take.  A branch
 * copies the cells in use, not the whole array. */
struct state {
	uint32_t cand[SIZES_CELLS_MAX];
	uint8_t placed[SIZES_CELLS_MAX];
};

/* One call. */
struct search {
	struct sizes_geometry geo;
	struct state *states;		/* one per depth */
	struct sizes_call call;
};

/* The lowest set bit of 'm' (not 0) as a mask. */
static inline uint32_t
lowest(uint32_t m)
{
	return m & (0u - m);
}

/* Give cell 'c' the digit of mask 'bit' and take it from its peers;
 * 0 when a peer is left with nothing. */
static int
place(const struct sizes_geometry *geo, struct state *s, int c, uint32_t bit)
{
	int u, k;

	s->placed[c] = 1;
	s->cand[c] = bit;
	for (u = 0; u < 3; u++) {
		const uint16_t *cells = geo->unit[geo->units_of[c][u]];

		for (k = 0; k < geo->side; k++) {
			int p = cells[k];

			if (p == c || s->placed[p])
				continue;
			s->cand[p] &= ~bit;
			if (s->cand[p] == 0)
				return 0;
		}
	}
	return 1;
}

/* Naked singles: every open cell left one candidate.  Returns -1 on a
 * contradiction, else how many were placed. */
static int
naked_singles(const struct sizes_geometry *geo, struct state *s)
{
	int c, n = 0;

	for (c = 0; c < geo->cells; c++) {
		uint32_t m = s->cand[c];

		if (s->placed[c] || (m & (m - 1)) != 0)
			continue;
		if (m == 0 || !place(geo, s, c, m))
			return -1;
		n++;
	}
	return n;
}

/* The cell of unit 'u' that may hold 'bit' and is open, or -1. */
static int
cell_for(const struct sizes_geometry *geo, const struct state *s, int u,
	 uint32_t bit)
{
	int k;

	for (k = 0; k < geo->side; k++) {
		int c = geo->unit[u][k];

		if (!s->placed[c] && (s->cand[c] & bit))
			return c;
	}
	return -1;
}

/*
 * Hidden singles: a digit one open cell of a unit may take goes there; a
 * digit no cell of a unit may take, or placed twice, is a contradiction.
 * Returns -1 on a contradiction, else how many were placed.
 */
static int
hidden_singles(const struct sizes_geometry *geo, struct state *s)
{
	int u, n = 0;

	for (u = 0; u < 3 * geo->side; u++) {
		uint32_t once = 0, twice = 0, fixed = 0, single;
		int k;

		for (k = 0; k < geo->side; k++) {
			int c = geo->unit[u][k];
			uint32_t m = s->cand[c];

			if (s->placed[c]) {
				if (fixed & m)
					return -1;
				fixed |= m;
				continue;
			}
			twice |= once & m;
			once |= m;
		}
		if ((once | fixed) != geo->all)
			return -1;
		for (single = once & ~twice & ~fixed; single != 0;
		     single &= single - 1) {
			uint32_t bit = lowest(single);
			int c = cell_for(geo, s, u, bit);

			/* Gone: another single of this unit took its cell. */
			if (c < 0)
				return -1;
			if (!place(geo, s, c, bit))
				return -1;
			n++;
		}
	}
	return n;
}

/* Take 'bit' from the open cells of unit 'other' outside unit 'u'.
 * Returns 1 when it took some, 0 when none, -1 on a contradiction. */
static int
take_outside(const struct sizes_geometry *geo, struct state *s, int other,
	     int u, uint32_t bit)
{
	int k, took = 0;

	for (k = 0; k < geo->side; k++) {
		int c = geo->unit[other][k];
		const uint8_t *in = geo->units_of[c];

		if (s->placed[c] || !(s->cand[c] & bit) || in[0] == u ||
		    in[1] == u || in[2] == u)
			continue;
		s->cand[c] &= ~bit;
		if (s->cand[c] == 0)
			return -1;
		took = 1;
	}
	return took;
}

/* The cells of a segment of 'box' places starting at place box * i, as
 * a mask of places: a row of a box, or a box's part of a line. */
static inline uint32_t
segment(int box, int i)
{
	return ((1u << box) - 1) << (box * i);
}

/* The places of column 'j' of a box, in the box's reading order. */
static inline uint32_t
box_column(int box, int j)
{
	uint32_t m = 0;
	int i;

	for (i = 0; i < box; i++)
		m |= 1u << (box * i + j);
	return m;
}

/*
 * Locked candidates: a digit whose open cells in a box all lie in one row
 * or column leaves the rest of that line (pointing), and one whose cells
 * in a line all lie in one box leaves the rest of that box (claiming).
 * Each unit's places of each digit are found once, as masks in the
 * unit's order, so that a lock is a mask test and an elimination is only
 * looked for where the other unit has the digit outside.  Returns 1 when
 * it took a candidate, 0 when not, -1 on a contradiction.
 */
static int
locked_candidates(const struct sizes_geometry *geo, struct state *s)
{
	uint32_t pos[SIZES_UNITS_MAX][SIZES_SIDE_MAX];
	int box = geo->box, side = geo->side, u, k, d, changed = 0;

	memset(pos, 0, sizeof pos);
	for (u = 0; u < 3 * side; u++)
		for (k = 0; k < side; k++) {
			int c = geo->unit[u][k];
			uint32_t m = s->placed[c] ? 0 : s->cand[c];

			for (; m != 0; m &= m - 1)
				pos[u][lowest_bit(m)] |= 1u << k;
		}
	for (u = 0; u < 3 * side; u++)
		for (d = 0; d < side; d++) {
			uint32_t here = pos[u][d], inside, outside;
			int first, other, took;

			if (here == 0 || (here & (here - 1)) == 0)
				continue;	/* a single's, or none */
			first = lowest_bit(here);
			if (u >= 2 * side) {	/* a box: its row, column */
				int b = u - 2 * side, i = first / box,
				    j = first % box;

				if ((here & ~segment(box, i)) == 0) {
					other = box * (b / box) + i;
					inside = segment(box, b % box);
				} else if ((here & ~box_column(box, j)) == 0) {
					other = side + box * (b % box) + j;
					inside = segment(box, b / box);
				} else {
					continue;
				}
			} else {		/* a line: its box */
				int line = u % side, seg = first / box;

				if ((here & ~segment(box, seg)) != 0)
					continue;
				other = geo->units_of[geo->unit[u][first]][2];
				inside = u < side ? segment(box, line % box)
						  : box_column(box, line % box);
			}
			outside = pos[other][d] & ~inside;
			if (outside == 0)
				continue;
			took = take_outside(geo, s, other, u, 1u << d);
			if (took < 0)
				return -1;
			pos[other][d] &= inside;
			changed |= took;
		}
	return changed;
}

/* Apply the rules until none finds anything; 0 on a contradiction. */
static int
propagate(const struct sizes_geometry *geo, struct state *s)
{
	for (;;) {
		int naked = naked_singles(geo, s), hidden, locked;

		if (naked < 0)
			return 0;
		hidden = hidden_singles(geo, s);
		if (hidden < 0)
			return 0;
		if (naked + hidden > 0)
			continue;
		/* The costlier rule only where the singles are stuck. */
		locked = locked_candidates(geo, s);
		if (locked < 0)
			return 0;
		if (locked == 0)
			return 1;
	}
}

/* The open cell of fewest candidates, or -1 when every cell is placed;
 * '*least' receives its count. */
static int
fewest(const struct sizes_geometry *geo, const struct state *s, int *least)
{
	int c, best = -1;

	*least = 33;
	for (c = 0; c < geo->cells; c++) {
		int n;

		if (s->placed[c])
			continue;
		n = bit_count(s->cand[c]);
		if (n < *least) {
			*least = n;
			best = c;
			if (n == 2)
				break;
		}
	}
	return best;
}

/*
 * A digit that only two open cells of some unit may take: the other
 * kind of branch of two, as an exact cover search takes the constraint
 * of fewest choices.  Returns its unit and writes its mask, or -1.
 */
static int
two_places(const struct sizes_geometry *geo, const struct state *s,
	   uint32_t *bit)
{
	int u, k;

	for (u = 0; u < 3 * geo->side; u++) {
		uint32_t once = 0, twice = 0, more = 0;

		for (k = 0; k < geo->side; k++) {
			int c = geo->unit[u][k];
			uint32_t m = s->placed[c] ? 0 : s->cand[c];

			more |= twice & m;
			twice |= once & m;
			once |= m;
		}
		if ((twice & ~more) != 0) {
			*bit = lowest(twice & ~more);
			return u;
		}
	}
	return -1;
}

static void
record(struct search *x, const struct state *s)
{
	int c;

	if (sizes_call_found(&x->call) && x->call.first != NULL) {
		x->call.first->box = x->geo.box;
		memset(x->call.first->cell, 0, sizeof x->call.first->cell);
		for (c = 0; c < x->geo.cells; c++)
			x->call.first->cell[c] =
			    (unsigned char)(lowest_bit(s->cand[c]) + 1);
	}
}

static void search(struct search *x, int depth);

/* Search the state of 'depth' with 'bit' in cell 'c', one deeper. */
static void
branch(struct search *x, int depth, int c, uint32_t bit)
{
	const struct sizes_geometry *geo = &x->geo;
	const struct state *s = &x->states[depth];
	struct state *next = &x->states[depth + 1];

	memcpy(next->cand, s->cand, sizeof s->cand[0] * (size_t)geo->cells);
	memcpy(next->placed, s->placed, (size_t)geo->cells);
	if (place(geo, next, c, bit))
		search(x, depth + 1);
}

static void
search(struct search *x, int depth)
{
	const struct sizes_geometry *geo = &x->geo;
	struct state *s = &x->states[depth];
	uint32_t digits, bit;
	int c, u, k, least;

	if (sizes_call_stopped(&x->call))
		return;
	if (!propagate(geo, s))
		return;
	c = fewest(geo, s, &least);
	if (c < 0) {
		record(x, s);
		return;
	}
	x->call.guesses++;
	if (least > 2 && (u = two_places(geo, s, &bit)) >= 0) {
		/* The digit in one cell of the two, then in the other. */
		for (k = 0; k < geo->side && !x->call.stop; k++) {
			c = geo->unit[u][k];
			if (s->placed[c] || !(s->cand[c] & bit))
				continue;
			branch(x, depth, c, bit);
		}
		return;
	}
	for (digits = s->cand[c]; digits != 0 && !x->call.stop;
	     digits &= digits - 1)
		branch(x, depth, c, lowest(digits));
}

/* The start: every cell open to every digit, then the clues placed.  0
 * when a clue is out of range or the clues clash. */
static int
start(struct search *x, const struct sudoku_sized *g)
{
	const struct sizes_geometry *geo = &x->geo;
	struct state *s = &x->states[0];
	int c;

	for (c = 0; c < geo->cells; c++) {
		s->cand[c] = geo->all;
		s->placed[c] = 0;
	}
	for (c = 0; c < geo->cells; c++) {
		unsigned v = g->cell[c];

		if (v == 0)
			continue;
		if (v > (unsigned)geo->side || !(s->cand[c] & 1u << (v - 1)) ||
		    !place(geo, s, c, 1u << (v - 1)))
			return 0;
	}
	return 1;
}

enum sudoku_status
sudoku_count_sized(const struct sudoku_sized *g, uint64_t limit,
		   uint64_t *count, struct sudoku_sized *first,
		   struct sudoku_search *search_ctl)
{
	struct search *x;
	int a, b;

	*count = 0;
	if (search_ctl != NULL)
		search_ctl->timed_out = 0;
	if (g->box < 2 || g->box > 5)
		return SUDOKU_EINPUT;
	for (a = 0; a < g->box * g->box * g->box * g->box; a++)
		if (g->cell[a] > g->box * g->box)
			return SUDOKU_EINPUT;
	if (sudoku_sized_find_conflict(g, &a, &b))
		return SUDOKU_ECONFLICT;
	/* The judges' size has a search of its own, on bitboards. */
	if (g->box == 4) {
		a = sudoku_sizes_search16(g, limit, count, first, search_ctl);
		return a < 0 ? SUDOKU_ENOMEM : a ? SUDOKU_ETIMEOUT : SUDOKU_OK;
	}
	x = malloc(sizeof *x);
	if (x == NULL)
		return SUDOKU_ENOMEM;
	/* A state for each depth: a branch places one more cell. */
	x->states = malloc(sizeof *x->states *
			   (size_t)(g->box * g->box * g->box * g->box + 1));
	if (x->states == NULL) {
		free(x);
		return SUDOKU_ENOMEM;
	}
	sudoku_sizes_geometry(&x->geo, g->box);
	sizes_call_start(&x->call, limit, first, search_ctl);
	if (start(x, g))
		search(x, 0);
	*count = x->call.count;
	a = sizes_call_finish(&x->call, search_ctl);
	free(x->states);
	free(x);
	return a ? SUDOKU_ETIMEOUT : SUDOKU_OK;
}
