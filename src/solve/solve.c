/* solve.c - sudoku_count() and the scalar core: band bitboards, singles,
 * locked candidates.  See LICENSE for copying terms. */
#include <string.h>

#include "band_tables.h"
#include "core.h"
#include "internal.h"

/* The scalar core's search, with other1, other2, minirows(), band_columns()
 * and band_place(). */
#define PROPAGATE sudoku_propagate_scalar
#define SEARCH sudoku_search_scalar
#define STATE_BYTES sizeof(struct band_state)
#include "search_template.h"

/* The first word of a digit in a band: the cells 'open' in the band that
 * are not 'peers' of its clues 'here' nor in the 'columns' (9 bits) the
 * other bands take, and its clues. */
static inline uint32_t
start_word(uint32_t open, uint32_t here, uint32_t peers, uint32_t columns)
{
	return (open & ~peers & ~(columns * COLUMN_BITS)) | here;
}

/*
 * Start from the clues of 'g': the state band_place() would reach placing
 * them one by one, built in one pass over the clues and one over the 27
 * words, since this runs for every puzzle and on easy puzzles is a good
 * part of the work.  Returns 0 when two clues clash or a cell holds a
 * value above 9.
 */
static int
set_clues(struct band_state *s, const struct sudoku_grid *g)
{
	uint32_t clues[3];	/* per band: cells with a clue */
	/* Indexed [3 * v + b] for value v (1 to 9) in band b, so that a
	 * clue's word comes from its byte without a subtraction. */
	uint32_t mine[30] = {0};	/* the clues of the digit */
	/* Their rows and boxes in the band, and the columns they take (a
	 * 9-bit map from bit 32): sudoku_band_around[] of each. */
	uint64_t around[30] = {0};
	uint32_t open[3];	/* per band: cells without a clue */
	uint32_t m, bad = 0;
	size_t b, d, w;

	if (sudoku_clue_cells(g, clues))
		return 0;
	for (b = 0; b < 3; b++) {
		const unsigned char *cell = g->cell + 27 * b;

		for (m = clues[b]; m != 0; m &= m - 1) {
			size_t bit = (size_t)lowest_bit(m);

			w = 3 * (size_t)cell[bit] + b;
			mine[w] |= 1u << bit;
			around[w] |= sudoku_band_around[bit];
		}
	}
	for (b = 0; b < 3; b++)
		open[b] = BAND_CELLS & ~clues[b];
	for (d = 0; d < 9; d++) {
		const uint32_t *here = mine + 3 * d + 3;
		const uint64_t *a = around + 3 * d + 3;
		uint32_t c0 = (uint32_t)(a[0] >> 32), c1 = (uint32_t)(a[1] >> 32);
		uint32_t c2 = (uint32_t)(a[2] >> 32);

		/* A digit twice in a column, or in a row or box of a band. */
		bad |= (c0 & c1) | (c0 & c2) | (c1 & c2) |
		       (here[0] & (uint32_t)a[0]) | (here[1] & (uint32_t)a[1]) |
		       (here[2] & (uint32_t)a[2]);
		/* Each band's word leaves out the columns the other two
		 * take. */
		s->cand[3 * d] = start_word(open[0], here[0], (uint32_t)a[0],
					    c1 | c2);
		s->cand[3 * d + 1] = start_word(open[1], here[1],
						(uint32_t)a[1], c0 | c2);
		s->cand[3 * d + 2] = start_word(open[2], here[2],
						(uint32_t)a[2], c0 | c1);
	}
	if (bad != 0)
		return 0;
	/* Not a possible word, so every word gets processed once. */
	memset(s->seen, 0xff, sizeof s->seen);
	memcpy(s->unsolved, open, sizeof open);
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
update(struct band_state *s, int d, int b)
{
	uint32_t w = s->cand[3 * d + b];
	uint32_t here = band_columns(w), elsewhere, solved;
	int e;

	elsewhere = band_columns(s->cand[3 * d + other1[b]] |
				 s->cand[3 * d + other2[b]]);
	if ((here | elsewhere) != NINE_BITS)
		return 0;
	/* 'seen' takes the word as it came in: if the masks below change
	 * it, the digit gets another pass, so that its three bands are
	 * examined together once nothing changes any more. */
	s->seen[3 * d + b] = w;
	w &= sudoku_band_column_claim[here & ~elsewhere];
	w &= sudoku_band_config_mask[minirows(w)];
	if (w == 0)
		return 0;
	s->cand[3 * d + b] = w;

	here = sudoku_band_column_single[band_columns(w)] * COLUMN_BITS;
	s->cand[3 * d + other1[b]] &= ~here;
	s->cand[3 * d + other2[b]] &= ~here;

	solved = ((uint32_t)sudoku_band_row_single[w & NINE_BITS] |
		  (uint32_t)sudoku_band_row_single[(w >> 9) & NINE_BITS] << 9 |
		  (uint32_t)sudoku_band_row_single[w >> 18] << 18) &
		 s->unsolved[b];
	if (solved != 0) {
		s->unsolved[b] &= ~solved;
		for (e = 0; e < 9; e++)
			s->cand[3 * e + b] &= ~solved;
		s->cand[3 * d + b] = w;
	}
	return 1;
}

/*
 * Whether update() would find something in the unchanged word of digit
 * 'd' in band 'b' after another band of the digit changed: a column the
 * digit lost in the other bands, so that only this band holds it there.
 */
static int
stale(const struct band_state *s, int d, int b)
{
	uint32_t w = s->cand[3 * d + b], here = band_columns(w), elsewhere;

	elsewhere = band_columns(s->cand[3 * d + other1[b]] |
				 s->cand[3 * d + other2[b]]);
	return (here | elsewhere) != NINE_BITS ||
	       (w & sudoku_band_column_claim[here & ~elsewhere]) != w;
}

/*
 * Apply update() to every changed word, and to the other words of its
 * digit, then place naked singles, until neither finds anything: the
 * fixpoint of core.h.  Returns SOLVED, CONTRADICTION, or STUCK with the
 * cells of two candidates of each band in 'pairs'.
 */
int
sudoku_propagate_scalar(struct band_state *s, uint32_t pairs[3])
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
					if ((c[b] != v[b] || stale(s, d, b)) &&
					    !update(s, d, b))
						return CONTRADICTION;
				changed = 1;
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
				if (d == 9 || !band_place(s, d, b, bit))
					return CONTRADICTION;
				found = 1;
			}
		}
		if (!found)
			return STUCK;
	}
}

/* Count the completions of state 's' as sudoku_count() does. */
static uint64_t
count_from(struct band_state *s, uint64_t limit, struct sudoku_grid *first,
	   struct sudoku_search *search_ctl)
{
	struct search x;

	memset(&x, 0, sizeof x);
	x.limit = limit;
	x.first = first;
	sudoku_deadline_start(&x.deadline, search_ctl);
	sudoku_core_current()(&x, s);
	if (search_ctl != NULL) {
		search_ctl->guesses += x.guesses;
		search_ctl->timed_out = x.deadline.expired;
	}
	return x.count;
}

uint64_t
sudoku_count(const struct sudoku_grid *g, uint64_t limit,
	     struct sudoku_grid *first, struct sudoku_search *search_ctl)
{
	struct band_state s;

	if (search_ctl != NULL)
		search_ctl->timed_out = 0;
	if (!set_clues(&s, g))
		return 0;
	return count_from(&s, limit, first, search_ctl);
}

/*
 * A pencil grid is its solved cells as clues, with the candidates it
 * leaves out taken from the other cells' words: the propagation finds
 * the cells that are left one candidate, as it finds any naked single.
 */
uint64_t
sudoku_count_marks(const struct sudoku_marks *m, uint64_t limit,
		   struct sudoku_grid *first, struct sudoku_search *search_ctl)
{
	struct sudoku_grid clues;
	struct band_state s;
	int i, d;

	if (search_ctl != NULL)
		search_ctl->timed_out = 0;
	for (i = 0; i < SUDOKU_CELLS; i++)
		if ((m->cand[i] & NINE_DIGITS) == 0)
			return 0;
	sudoku_marks_clues(m, &clues);
	if (!set_clues(&s, &clues))
		return 0;
	for (i = 0; i < SUDOKU_CELLS; i++)
		for (d = 0; d < 9; d++)
			if (!(m->cand[i] >> d & 1))
				s.cand[3 * d + i / 27] &=
				    ~(1u << (i % 27));
	return count_from(&s, limit, first, search_ctl);
}

/* sudoku_deadline_count() of internal.h: here, beside sudoku_count(), so
 * that the clock and deadline of src/deadline.c call nothing above them. */
uint64_t
sudoku_deadline_count(struct deadline *d, const struct sudoku_grid *g,
		      uint64_t limit, struct sudoku_grid *first,
		      struct sudoku_search *search)
{
	struct sudoku_search sub = {0};
	uint64_t n;

	if (d->expired)
		return 0;
	if (d->at != 0) {
		sub.time_limit = sudoku_deadline_left(d);
		if (sub.time_limit <= 0) {
			d->expired = 1;
			return 0;
		}
	}
	n = sudoku_count(g, limit, first, &sub);
	if (search != NULL)
		search->guesses += sub.guesses;
	if (sub.timed_out)
		d->expired = 1;
	return n;
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
