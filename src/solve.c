/* solve.c - the search: band bitboards, singles, locked candidates.
 * See LICENSE for copying terms. */
#include <string.h>

#include "band_tables.h"
#include "internal.h"

/*
 * The grid is held sideways, one bitboard per digit, each split into its
 * three bands (rows 0-2, 3-5, 6-8) of 27 cells: bit 9 * row + column of
 * word cand[3 * digit + band] is set while that cell may still take that
 * digit.  Cell c of the grid is bit c % 27 of band c / 27.  Each row of a
 * band is then 9 bits and each minirow (the three cells of a row inside
 * one box) 3 bits, so rows, boxes and columns are tested with a few
 * shifts, masks and lookups in small tables.
 *
 * A cell leaves 'unsolved' when it gets its digit; at that moment its
 * digit is cleared from all its peers and every other digit from it, so a
 * state with no unsolved cell left is a valid completion.
 *
 * 'seen' holds each word as propagation last left it, so that only the
 * words that changed since are looked at again.  The state has no
 * pointers and is about 230 bytes: a branch copies it rather than undoing
 * its changes.
 */
struct state {
	uint32_t cand[27];	/* [3 * digit + band]: cells open to digit */
	uint32_t seen[27];	/* each word as last processed by update() */
	uint32_t unsolved[3];	/* per band: cells without a digit yet */
};

struct search {
	uint64_t limit;
	uint64_t count;
	uint64_t guesses;
	struct sudoku_grid *first;
	struct deadline deadline;
	int stop;
};

#define BAND_CELLS 0x7ffffffu
/* One column of a band: the same bit in each of its three rows. */
#define COLUMN_BITS 0x40201u

/* The two bands other than band b. */
static const unsigned char other1[3] = {1, 0, 0};
static const unsigned char other2[3] = {2, 2, 1};

/* The 9-bit map of the open minirows of a band word (see band_tables.h). */
static inline unsigned
minirows(uint32_t w)
{
	return sudoku_band_shrink[w & 0x1ff] |
	       (unsigned)sudoku_band_shrink[(w >> 9) & 0x1ff] << 3 |
	       (unsigned)sudoku_band_shrink[w >> 18] << 6;
}

/* The 9-bit map of the columns of a band word that hold a cell. */
static inline uint32_t
columns(uint32_t w)
{
	return (w | w >> 9 | w >> 18) & 0x1ff;
}

/*
 * Put digit 'd' in cell 'bit' of band 'b': clear it from the peers of the
 * cell (its row and box in this band, its column in the others) and every
 * other digit from the cell.  Returns 0 when the cell cannot take 'd'.
 */
static int
place(struct state *s, int d, int b, int bit)
{
	uint32_t cell = 1u << bit, column = COLUMN_BITS << (bit % 9);
	uint32_t keep = s->cand[3 * d + b] & ~sudoku_band_peers[bit];
	int e;

	if (!(keep & cell))
		return 0;
	for (e = 0; e < 9; e++)
		s->cand[3 * e + b] &= ~cell;
	s->cand[3 * d + b] = keep;
	s->cand[3 * d + other1[b]] &= ~column;
	s->cand[3 * d + other2[b]] &= ~column;
	s->unsolved[b] &= ~cell;
	return 1;
}

/*
 * Start from the clues of 'g' (cells of 0..9): the state place() would reach
 * placing them one by one, built in one pass over the grid and one over
 * the 27 words, since this runs for every puzzle and on easy puzzles is a
 * good part of the work.  Returns 0 when two clues clash.
 */
static int
set_clues(struct state *s, const struct sudoku_grid *g)
{
	uint32_t clues[3] = {0, 0, 0};	/* per band: cells with a clue */
	uint32_t mine[27] = {0};	/* [3 * d + b]: clues of digit d */
	uint32_t peers[27] = {0};	/* their rows and boxes in the band */
	uint32_t cols[27] = {0};	/* the 9-bit columns they take */
	uint32_t other;
	int c, b, bit, w;

	for (b = 0, c = 0; b < 3; b++) {
		for (bit = 0; bit < 27; bit++, c++) {
			if (g->cell[c] == 0)
				continue;
			w = 3 * (g->cell[c] - 1) + b;
			clues[b] |= 1u << bit;
			mine[w] |= 1u << bit;
			peers[w] |= sudoku_band_peers[bit];
			cols[w] |= 1u << (bit % 9);
		}
	}
	for (w = 0; w < 27; w++) {
		b = w % 3;
		other = cols[w - b + other1[b]] | cols[w - b + other2[b]];
		/* A digit twice in a row or box, or twice in a column. */
		if ((mine[w] & peers[w]) != 0 || (cols[w] & other) != 0)
			return 0;
		s->cand[w] = (BAND_CELLS & ~clues[b] & ~peers[w] &
			      ~(other * COLUMN_BITS)) |
			     mine[w];
		/* Not a possible word, so every word gets processed once. */
		s->seen[w] = ~0u;
	}
	for (b = 0; b < 3; b++)
		s->unsolved[b] = BAND_CELLS & ~clues[b];
	return 1;
}

/*
 * Re-examine digit 'd' in band 'b' after its word changed.  Columns where
 * only this band can hold the digit confine it within their boxes; then
 * only the cells that fit a configuration of the band stay; the columns it
 * must use here leave the other bands; and a cell that is the last place
 * for the digit in its row is settled.  Returns 0 on a contradiction.
 */
static int
update(struct state *s, int d, int b)
{
	uint32_t w = s->cand[3 * d + b];
	uint32_t here = columns(w), elsewhere, solved;
	int e;

	elsewhere = columns(s->cand[3 * d + other1[b]] |
			    s->cand[3 * d + other2[b]]);
	if ((here | elsewhere) != 0x1ff)
		return 0;
	w &= sudoku_band_column_claim[here & ~elsewhere];
	w &= sudoku_band_config_mask[minirows(w)];
	if (w == 0)
		return 0;
	s->cand[3 * d + b] = w;
	s->seen[3 * d + b] = w;

	here = sudoku_band_column_single[columns(w)] * COLUMN_BITS;
	s->cand[3 * d + other1[b]] &= ~here;
	s->cand[3 * d + other2[b]] &= ~here;

	solved = ((uint32_t)sudoku_band_row_single[w & 0x1ff] |
		  (uint32_t)sudoku_band_row_single[(w >> 9) & 0x1ff] << 9 |
		  (uint32_t)sudoku_band_row_single[w >> 18] << 18) & s->unsolved[b];
	if (solved != 0) {
		s->unsolved[b] &= ~solved;
		for (e = 0; e < 9; e++)
			s->cand[3 * e + b] &= ~solved;
		s->cand[3 * d + b] = w;
	}
	return 1;
}

enum { CONTRADICTION = -1, STUCK = 0, SOLVED = 1 };

/*
 * Apply update() to every changed word, then place naked singles, until
 * neither finds anything.  Returns SOLVED, CONTRADICTION, or STUCK with
 * the cells of two candidates of each band in 'pairs'.
 */
static int
propagate(struct state *s, uint32_t pairs[3])
{
	for (;;) {
		int changed, found = 0;
		int b, d;

		do {
			changed = 0;
			for (d = 0; d < 9; d++) {
				const uint32_t *c = s->cand + 3 * d;
				const uint32_t *v = s->seen + 3 * d;

				if (((c[0] ^ v[0]) | (c[1] ^ v[1]) |
				     (c[2] ^ v[2])) == 0)
					continue;
				for (b = 0; b < 3; b++)
					if (c[b] != v[b]) {
						if (!update(s, d, b))
							return CONTRADICTION;
						changed = 1;
					}
			}
		} while (changed);
		if ((s->unsolved[0] | s->unsolved[1] | s->unsolved[2]) == 0)
			return SOLVED;

		/*
		 * Count each cell's candidates, up to three, for a whole band
		 * at once with bit-sliced counters.
		 */
		for (b = 0; b < 3; b++) {
			uint32_t u = s->unsolved[b], single;
			uint32_t one = 0, two = 0, three = 0;

			for (d = 0; d < 9; d++) {
				uint32_t x = s->cand[3 * d + b];

				three |= two & x;
				two |= one & x;
				one |= x;
			}
			if (u & ~one)
				return CONTRADICTION;
			single = u & ~two;
			pairs[b] = u & two & ~three;
			while (single != 0) {
				int bit = lowest_bit(single);

				single &= single - 1;
				for (d = 0; d < 9; d++)
					if (s->cand[3 * d + b] & (1u << bit))
						break;
				if (d == 9 || !place(s, d, b, bit))
					return CONTRADICTION;
				found = 1;
			}
		}
		if (!found)
			return STUCK;
	}
}

/*
 * Among the cells with two candidates, choose the one with the most
 * unsolved peers: its two branches constrain the most cells.  On the
 * hardest puzzles this makes about a third fewer guesses than taking the
 * first such cell, for little work.
 */
static void
pick_pair(const struct state *s, const uint32_t pairs[3], int *band,
	  int *bit)
{
	int b, most = -1;

	for (b = 0; b < 3; b++) {
		uint32_t p = pairs[b];
		uint32_t o1 = s->unsolved[other1[b]];
		uint32_t o2 = s->unsolved[other2[b]];

		while (p != 0) {
			int i = lowest_bit(p), n;
			uint32_t column = COLUMN_BITS << (i % 9);

			p &= p - 1;
			/* The column's cells of the two other bands, side by
			 * side in one word. */
			n = bit_count(s->unsolved[b] & sudoku_band_peers[i]) +
			    bit_count((o1 & column) | (o2 & column) << 1);
			if (n > most) {
				most = n;
				*band = b;
				*bit = i;
			}
		}
	}
}

/*
 * Without a cell of two candidates, look for a digit that has two
 * configurations left in a band (see sudoku_band_config_valid) and branch on
 * those.  Wider configuration branches were tried and thrash on sparse
 * grids.
 * Returns the set of the two, or 0 when no word has exactly two.
 */
static unsigned
pick_config(const struct state *s, int *word)
{
	int i;

	for (i = 0; i < 27; i++) {
		unsigned v = sudoku_band_config_valid[minirows(s->cand[i])];

		if (bit_count(v) == 2) {
			*word = i;
			return v;
		}
	}
	return 0;
}

/* The unsolved cell with the fewest candidates, as a mask of its digits. */
static unsigned
pick_cell(const struct state *s, int *band, int *bit)
{
	unsigned mask = 0;
	int b, d, fewest = 10;

	for (b = 0; b < 3; b++) {
		uint32_t u = s->unsolved[b];

		while (u != 0) {
			int i = lowest_bit(u), n = 0;

			u &= u - 1;
			for (d = 0; d < 9; d++)
				n += (int)(s->cand[3 * d + b] >> i & 1);
			if (n < fewest) {
				fewest = n;
				*band = b;
				*bit = i;
			}
		}
	}
	for (d = 0; d < 9; d++)
		if (s->cand[3 * d + *band] & (1u << *bit))
			mask |= 1u << d;
	return mask;
}

static void
record_solution(struct search *x, const struct state *s)
{
	if (x->count == 0 && x->first != NULL) {
		int d, b;

		for (d = 0; d < 9; d++)
			for (b = 0; b < 3; b++) {
				uint32_t w = s->cand[3 * d + b];

				while (w != 0) {
					x->first->cell[27 * b + lowest_bit(w)] =
						(unsigned char)(d + 1);
					w &= w - 1;
				}
			}
	}
	x->count++;
	if (x->limit != 0 && x->count >= x->limit)
		x->stop = 1;
}

/*
 * Count the completions of 's'.  Every alternative of a branch but the
 * last is tried on a copy; the last reuses 's' itself, so recursion only
 * nests for the copies.  Each level fixes one more cell or leaves one
 * more digit a single configuration in a band, so it nests less than
 * 81 + 27 deep, a few hundred bytes a level.
 */
static void
search(struct search *x, struct state *s)
{
	for (;;) {
		uint32_t pairs[3];
		unsigned alt;
		int r, d, b = 0, bit = 0, word = 0;

		r = propagate(s, pairs);
		if (r == CONTRADICTION)
			return;
		if (r == SOLVED) {
			record_solution(x, s);
			return;
		}
		if (deadline_passed(&x->deadline)) {
			x->stop = 1;
			return;
		}
		x->guesses++;

		if ((pairs[0] | pairs[1] | pairs[2]) == 0 &&
		    (alt = pick_config(s, &word)) != 0) {
			while (alt & (alt - 1)) {
				struct state t = *s;

				t.cand[word] &=
					sudoku_band_config_cells[lowest_bit(alt)];
				search(x, &t);
				if (x->stop)
					return;
				alt &= alt - 1;
			}
			s->cand[word] &= sudoku_band_config_cells[lowest_bit(alt)];
			continue;
		}

		if ((pairs[0] | pairs[1] | pairs[2]) != 0) {
			pick_pair(s, pairs, &b, &bit);
			for (alt = 0, d = 0; d < 9; d++)
				if (s->cand[3 * d + b] & (1u << bit))
					alt |= 1u << d;
		} else {
			alt = pick_cell(s, &b, &bit);
		}
		while (alt & (alt - 1)) {
			struct state t = *s;

			if (place(&t, lowest_bit(alt), b, bit)) {
				search(x, &t);
				if (x->stop)
					return;
			}
			alt &= alt - 1;
		}
		if (alt == 0 || !place(s, lowest_bit(alt), b, bit))
			return;
	}
}

uint64_t
sudoku_count(const struct sudoku_grid *g, uint64_t limit,
	     struct sudoku_grid *first, struct sudoku_search *search_ctl)
{
	struct search x;
	struct state s;
	int c;

	if (search_ctl != NULL)
		search_ctl->timed_out = 0;
	for (c = 0; c < 81; c++)
		if (g->cell[c] > 9)
			return 0;

	if (!set_clues(&s, g))
		return 0;

	memset(&x, 0, sizeof x);
	x.limit = limit;
	x.first = first;
	sudoku_deadline_start(&x.deadline, search_ctl);
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
