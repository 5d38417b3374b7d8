/* search16.c - the 16x16 search on digit bitboards: for each digit, the
 * cells that may still take it, one 64-bit word per band of four rows
 * (bit 16 * row + column of the band's word), as the 9x9 cores hold their
 * bands.  A row is 16 bits of a word, a box 4 bits of each of its rows,
 * a column one bit of each row: singles and locked candidates are a few
 * word operations per digit, not a walk over the cells.
 * See LICENSE for copying terms. */
#include <stdlib.h>
#include <string.h>

#include "sizes/sizes.h"

enum { SIDE = 16, BANDS = 4 };

#define ROW_BITS(i) (0xffffull << (16 * (i)))
#define COLUMN_BITS(c) (0x0001000100010001ull << (c))
#define BOX_BITS(s) (0x000f000f000f000full << (4 * (s)))

struct state {
	uint64_t cand[SIDE][BANDS];	/* [digit][band] */
	uint64_t solved[BANDS];		/* cells given a digit */
	/* The digits whose boards changed since their hidden singles, and
	 * since their locked candidates, were last looked for: only those
	 * can have new ones. */
	uint32_t dirty, dirty_locked;
};

struct search {
	struct state *states;		/* one per depth */
	struct sizes_call call;
};

/* The lowest set bit's index of 'x' (not 0), and the bits set. */
static inline int
low(uint64_t x)
{
	return (uint32_t)x != 0 ? lowest_bit((uint32_t)x)
				: 32 + lowest_bit((uint32_t)(x >> 32));
}

static inline int
count(uint64_t x)
{
	return bit_count64(x);
}

/* Give cell 'bit' of band 'b' digit 'd': it leaves the other digits'
 * boards, and its row, column and box leave digit d's. */
static void
place(struct state *s, int d, int b, uint64_t bit)
{
	int k = low(bit), i = k / 16, c = k % 16, e;
	uint64_t column = COLUMN_BITS(c);

	for (e = 0; e < SIDE; e++)
		if (s->cand[e][b] & bit) {
			s->cand[e][b] &= ~bit;
			s->dirty |= 1u << e;
			s->dirty_locked |= 1u << e;
		}
	s->dirty |= 1u << d;
	s->dirty_locked |= 1u << d;
	for (e = 0; e < BANDS; e++)
		s->cand[d][e] &= ~column;
	s->cand[d][b] &= ~(ROW_BITS(i) | BOX_BITS(c / 4));
	s->cand[d][b] |= bit;
	s->solved[b] |= bit;
}

/* Naked singles: open cells of one candidate, placed; -1 when a cell has
 * none, else how many. */
static int
naked_singles(struct state *s)
{
	int b, n = 0;

	for (b = 0; b < BANDS; b++) {
		uint64_t ones = 0, twos = 0, open = ~s->solved[b], single;
		int d;

		for (d = 0; d < SIDE; d++) {
			twos |= ones & s->cand[d][b];
			ones |= s->cand[d][b];
		}
		if (open & ~ones)
			return -1;
		for (single = open & ones & ~twos; single != 0;
		     single &= single - 1) {
			uint64_t bit = single & (0 - single);

			for (d = 0; d < SIDE && !(s->cand[d][b] & bit); d++)
				;
			/* An earlier single of this pass took its digit. */
			if (d == SIDE)
				return -1;
			place(s, d, b, bit);
			n++;
		}
	}
	return n;
}

/* The columns that cells 'x' of a band word lie in, as 16 bits. */
static inline uint32_t
fold(uint64_t x)
{
	return (uint32_t)((x | x >> 16 | x >> 32 | x >> 48) & 0xffff);
}

/* Cells 'x' of one row or box of digit 'd' in band 'b', all its cells
 * there: none is a contradiction, one open cell a hidden single.
 * Returns -1, 0 or 1 (placed). */
static int
single_in(struct state *s, int d, int b, uint64_t x)
{
	if (x == 0)
		return -1;
	if ((x & (x - 1)) != 0 || (x & s->solved[b]))
		return 0;
	place(s, d, b, x);
	return 1;
}

/* Digit 'd''s hidden singles: in each row and box, a band word's 16 or 4
 * by 4 bits; in each column, the rows counted in two bit-sliced words. */
static int
digit_singles(struct state *s, int d)
{
	uint16_t ones = 0, twos = 0, placed = 0, single;
	int b, k, r, n = 0;

	for (b = 0; b < BANDS; b++)
		for (k = 0; k < 4; k++) {
			r = single_in(s, d, b, s->cand[d][b] & ROW_BITS(k));
			if (r >= 0)
				n += r;
			else
				return -1;
			r = single_in(s, d, b, s->cand[d][b] & BOX_BITS(k));
			if (r >= 0)
				n += r;
			else
				return -1;
		}
	for (b = 0; b < BANDS; b++) {
		uint64_t x = s->cand[d][b];

		placed |= fold(x & s->solved[b]);
		for (k = 0; k < 4; k++) {
			uint16_t row = (uint16_t)(x >> (16 * k));

			twos |= ones & row;
			ones |= row;
		}
	}
	if (ones != 0xffff)
		return -1;
	/* The columns where it is placed have no single to find. */
	for (single = ones & ~twos & ~placed; single != 0;
	     single &= single - 1) {
		uint64_t column = COLUMN_BITS(lowest_bit(single));

		for (b = 0; b < BANDS; b++) {
			uint64_t x = s->cand[d][b] & column;

			if (x == 0)
				continue;
			/* Gone since the count, or placed: none to place. */
			if ((x & (x - 1)) == 0 && !(x & s->solved[b])) {
				place(s, d, b, x);
				n++;
			}
			break;
		}
	}
	return n;
}

static int
hidden_singles(struct state *s)
{
	uint32_t pending = s->dirty;
	int n = 0;

	s->dirty = 0;
	for (; pending != 0; pending &= pending - 1) {
		int r = digit_singles(s, lowest_bit(pending));

		if (r < 0)
			return -1;
		n += r;
	}
	return n;
}

/* The 48 units' cells, per band: rows, columns, boxes. */
#define IN_BAND(u, bits) \
	{(u) / 4 == 0 ? (bits) : 0, (u) / 4 == 1 ? (bits) : 0, \
	 (u) / 4 == 2 ? (bits) : 0, (u) / 4 == 3 ? (bits) : 0}
#define ROW_UNIT(u) IN_BAND(u, ROW_BITS((u) % 4))
#define BOX_UNIT(u) IN_BAND(u, BOX_BITS((u) % 4))
#define COLUMN_UNIT(c) \
	{COLUMN_BITS(c), COLUMN_BITS(c), COLUMN_BITS(c), COLUMN_BITS(c)}
#define FOUR(unit, u) unit(u), unit((u) + 1), unit((u) + 2), unit((u) + 3)
#define SIXTEEN(unit) \
	FOUR(unit, 0), FOUR(unit, 4), FOUR(unit, 8), FOUR(unit, 12)

static const uint64_t unit_masks[3 * SIDE][BANDS] = {
    SIXTEEN(ROW_UNIT), SIXTEEN(COLUMN_UNIT), SIXTEEN(BOX_UNIT)};


/* Digit 'd''s open cells of box 's' in band 'b', all in one row or one
 * column: the rest of that line loses it.  Returns 1 when it took one. */
static int
pointing(struct state *st, int d, int b, int s)
{
	uint64_t x = st->cand[d][b] & BOX_BITS(s) & ~st->solved[b];
	uint64_t rows, cols, before;
	int i, e, took = 0;

	if (x == 0 || (st->cand[d][b] & BOX_BITS(s) & st->solved[b]))
		return 0;
	rows = 0;
	for (i = 0; i < 4; i++)
		rows |= (uint64_t)((x & ROW_BITS(i)) != 0) << i;
	if ((rows & (rows - 1)) == 0) {
		uint64_t line = ROW_BITS(low(rows)) & ~BOX_BITS(s);

		before = st->cand[d][b];
		st->cand[d][b] &= ~line;
		took |= before != st->cand[d][b];
	}
	cols = (x | x >> 16 | x >> 32 | x >> 48) & 0xffff;
	if ((cols & (cols - 1)) == 0) {
		uint64_t column = COLUMN_BITS(low(cols));

		for (e = 0; e < BANDS; e++) {
			if (e == b)
				continue;
			before = st->cand[d][e];
			st->cand[d][e] &= ~column;
			took |= before != st->cand[d][e];
		}
	}
	return took;
}


/* Digit 'd''s open cells of a row (or column), all in one box: the rest
 * of that box loses it.  Returns 1 when it took one. */
static int
claiming(struct state *st, int d)
{
	uint32_t folded[BANDS], ones = 0, twos = 0, placed = 0, cols;
	int b, i, c, took = 0;

	for (b = 0; b < BANDS; b++)
		for (i = 0; i < 4; i++) {
			uint64_t row = st->cand[d][b] & ROW_BITS(i);
			uint64_t open = row & ~st->solved[b], before;
			int s;

			if (open == 0 || (row & st->solved[b]))
				continue;
			s = (low(open) % 16) / 4;
			if (open & ~BOX_BITS(s))
				continue;
			before = st->cand[d][b];
			st->cand[d][b] &= ~(BOX_BITS(s) & ~ROW_BITS(i));
			took |= before != st->cand[d][b];
		}
	/* Columns: each band's open cells of the digit folded to 16 bits,
	 * counted over the bands in two slices; a column whose cells are
	 * all in one band, the digit not placed in it, claims. */
	for (b = 0; b < BANDS; b++) {
		uint64_t x = st->cand[d][b];

		folded[b] = fold(x & ~st->solved[b]);
		placed |= fold(x & st->solved[b]);
		twos |= ones & folded[b];
		ones |= folded[b];
	}
	for (cols = ones & ~twos & ~placed; cols != 0; cols &= cols - 1) {
		c = lowest_bit(cols);
		for (b = 0; !(folded[b] >> c & 1); b++)
			;
		{
			uint64_t box = BOX_BITS(c / 4) & ~COLUMN_BITS(c),
				 before = st->cand[d][b];

			st->cand[d][b] &= ~box;
			took |= before != st->cand[d][b];
		}
	}
	return took;
}

static int
locked_candidates(struct state *s)
{
	int b, k, took = 0;

	uint32_t pending = s->dirty_locked;

	for (s->dirty_locked = 0; pending != 0; pending &= pending - 1) {
		int d = lowest_bit(pending), mine = 0;

		for (b = 0; b < BANDS; b++)
			for (k = 0; k < 4; k++)
				mine |= pointing(s, d, b, k);
		mine |= claiming(s, d);
		if (mine) {
			s->dirty |= 1u << d;
			s->dirty_locked |= 1u << d;
		}
		took |= mine;
	}
	return took;
}

/* The rules until none finds anything; 0 on a contradiction. */
static int
propagate(struct state *s)
{
	for (;;) {
		int naked = naked_singles(s), hidden;

		if (naked < 0)
			return 0;
		if (naked > 0)
			continue;
		hidden = hidden_singles(s);
		if (hidden < 0)
			return 0;
		if (hidden > 0)
			continue;
		if (!locked_candidates(s))
			return 1;
	}
}

/* Open cells by how many candidates they have: exactly two, exactly
 * three, per band. */
static void
tally(const struct state *s, uint64_t two[BANDS], uint64_t three[BANDS])
{
	int b, d;

	for (b = 0; b < BANDS; b++) {
		uint64_t ones = 0, twos = 0, threes = 0, fours = 0, x;

		for (d = 0; d < SIDE; d++) {
			x = s->cand[d][b];
			fours |= threes & x;
			threes |= twos & x;
			twos |= ones & x;
			ones |= x;
		}
		two[b] = twos & ~threes & ~s->solved[b];
		three[b] = threes & ~fours & ~s->solved[b];
	}
}

/*
 * Of the open cells 'cells' (per band), the one whose row, column and box
 * have the fewest open cells between them, or bit 0 when there is none:
 * where the grid is fullest a guess settles most.  ('*band' receives
 * its band.)  Among cells of as many candidates this cuts the tree of a
 * hard 16x16 puzzle by a third to seven times, against the first cell.
 */
static uint64_t
most_settled(const struct state *s, const uint64_t cells[BANDS], int *band)
{
	int open_row[SIDE], open_column[SIDE], open_box[SIDE];
	int b, k, best = 3 * SIDE + 1;
	uint64_t chosen = 0;

	memset(open_column, 0, sizeof open_column);
	for (b = 0; b < BANDS; b++) {
		uint64_t open = ~s->solved[b];

		for (k = 0; k < 4; k++) {
			open_row[4 * b + k] = count(open & ROW_BITS(k));
			open_box[4 * b + k] = count(open & BOX_BITS(k));
		}
		for (k = 0; k < SIDE; k++)
			open_column[k] += count(open & COLUMN_BITS(k));
	}
	for (b = 0; b < BANDS; b++) {
		uint64_t m;

		for (m = cells[b]; m != 0; m &= m - 1) {
			int at = low(m), column = at % 16;
			int row = 4 * b + at / 16;
			int score = open_row[row] + open_column[column] +
				    open_box[4 * b + column / 4];

			if (score < best) {
				best = score;
				chosen = m & (0 - m);
				*band = b;
			}
		}
	}
	return chosen;
}

static void search(struct search *x, int depth);

static void
branch(struct search *x, int depth, int d, int b, uint64_t bit)
{
	struct state *next = &x->states[depth + 1];

	*next = x->states[depth];
	place(next, d, b, bit);
	search(x, depth + 1);
}

/* Branch on cell 'bit' of band 'b': each of its digits. */
static void
branch_cell(struct search *x, int depth, int b, uint64_t bit)
{
	int d;

	for (d = 0; d < SIDE && !x->call.stop; d++)
		if (x->states[depth].cand[d][b] & bit)
			branch(x, depth, d, b, bit);
}

/* The open cell of fewest candidates: returns how many, with its band
 * and bit. */
static int
fewest_candidates(const struct state *s, int *band, uint64_t *bit)
{
	int b, d, least = SIDE + 1;

	for (b = 0; b < BANDS; b++) {
		uint64_t m;

		for (m = ~s->solved[b]; m != 0; m &= m - 1) {
			uint64_t one = m & (0 - m);
			int n = 0;

			for (d = 0; d < SIDE; d++)
				n += (s->cand[d][b] & one) != 0;
			if (n < least) {
				least = n;
				*band = b;
				*bit = one;
			}
		}
	}
	return least;
}

/* The digit and unit of fewest open places, the digit not placed
 * there: returns how many places, with the digit and the unit.  Two is
 * the fewest there can be after the singles: the first such is taken. */
static int
fewest_places(const struct state *s, int *digit, const uint64_t **unit)
{
	int d, u, b, least = SIDE + 1;

	for (d = 0; d < SIDE; d++)
		for (u = 0; u < 3 * SIDE; u++) {
			int n = 0, placed = 0;

			for (b = 0; b < BANDS; b++) {
				uint64_t x = s->cand[d][b] & unit_masks[u][b];

				placed |= (x & s->solved[b]) != 0;
				n += count(x & ~s->solved[b]);
			}
			if (!placed && n < least) {
				least = n;
				*digit = d;
				*unit = unit_masks[u];
				if (n == 2)
					return 2;
			}
		}
	return least;
}

/* Branch on digit 'd''s open places in 'unit', one after the other. */
static void
branch_places(struct search *x, int depth, int d, const uint64_t *unit)
{
	const struct state *s = &x->states[depth];
	int b;

	for (b = 0; b < BANDS && !x->call.stop; b++) {
		uint64_t m = s->cand[d][b] & unit[b] & ~s->solved[b];

		for (; m != 0 && !x->call.stop; m &= m - 1)
			branch(x, depth, d, b, m & (0 - m));
	}
}

static void
record(struct search *x, const struct state *s)
{
	int d, b;

	if (sizes_call_found(&x->call) && x->call.first != NULL) {
		memset(x->call.first->cell, 0, sizeof x->call.first->cell);
		x->call.first->box = 4;
		for (d = 0; d < SIDE; d++)
			for (b = 0; b < BANDS; b++) {
				uint64_t m;

				for (m = s->cand[d][b]; m != 0; m &= m - 1) {
					int k = low(m);

					x->call.first->cell[64 * b + k] =
					    (unsigned char)(d + 1);
				}
			}
	}
}

static void
search(struct search *x, int depth)
{
	struct state *s = &x->states[depth];
	uint64_t two[BANDS], three[BANDS], bit = 0;
	const uint64_t *unit = unit_masks[0];
	int b = 0, d = 0, open = 0, places;

	if (sizes_call_stopped(&x->call))
		return;
	if (!propagate(s))
		return;
	for (b = 0; b < BANDS; b++)
		open |= ~s->solved[b] != 0;
	if (!open) {
		record(x, s);
		return;
	}
	x->call.guesses++;
	tally(s, two, three);
	if ((bit = most_settled(s, two, &b)) != 0) {
		branch_cell(x, depth, b, bit);
		return;
	}
	places = fewest_places(s, &d, &unit);
	if (places == 2) {
		branch_places(x, depth, d, unit);
		return;
	}
	if ((bit = most_settled(s, three, &b)) != 0) {
		branch_cell(x, depth, b, bit);
		return;
	}
	/* A sparse grid: the choice of fewest branches, a cell's
	 * candidates or a digit's places in a unit, as exact cover takes
	 * it; a cell of many candidates chosen blindly can cost a tree no
	 * search finishes. */
	if (places < fewest_candidates(s, &b, &bit))
		branch_places(x, depth, d, unit);
	else
		branch_cell(x, depth, b, bit);
}

/* The clues of 'g' placed; 0 when they clash. */
static int
start(struct state *s, const struct sudoku_sized *g)
{
	int d, b, k;

	for (d = 0; d < SIDE; d++)
		for (b = 0; b < BANDS; b++)
			s->cand[d][b] = ~0ull;
	memset(s->solved, 0, sizeof s->solved);
	s->dirty = s->dirty_locked = (1u << SIDE) - 1;
	for (k = 0; k < 256; k++) {
		int v = g->cell[k];
		uint64_t bit = 1ull << (k % 64);

		if (v == 0)
			continue;
		if (!(s->cand[v - 1][k / 64] & bit) ||
		    (s->solved[k / 64] & bit))
			return 0;
		place(s, v - 1, k / 64, bit);
	}
	return 1;
}

int
sudoku_sizes_search16(const struct sudoku_sized *g, uint64_t limit,
		      uint64_t *found, struct sudoku_sized *first,
		      struct sudoku_search *search_ctl)
{
	struct search x;

	x.states = malloc(sizeof *x.states * 257);
	if (x.states == NULL)
		return -1;
	sizes_call_start(&x.call, limit, first, search_ctl);
	if (start(&x.states[0], g))
		search(&x, 0);
	*found = x.call.count;
	free(x.states);
	return sizes_call_finish(&x.call, search_ctl);
}
