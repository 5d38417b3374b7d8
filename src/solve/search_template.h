/* search_template.h - a template, not a header: the search around a
 * propagation, compiled once per core.  See LICENSE for copying terms. */

/*
 * Included by solve.c (the scalar core), core_avx512.c and core_avx2.c
 * (through core_simd.h), each after defining PROPAGATE, its propagation
 * (see core.h), and SEARCH, the name of the search to define; the vector
 * core may also define VECTOR_TRIADS and VECTOR_PICK_CONFIG to bring its
 * own versions of those parts, and the scalar core STATE_BYTES (below).
 * The vector cores compile it for their
 * instruction sets, so that the propagation is inlined and the bit counts
 * below use the CPU's own instruction.  Everything here is static: each
 * core gets its own copy.  It has no include guard on purpose.
 */
#if !defined(PROPAGATE) || !defined(SEARCH)
#error "search_template.h: define PROPAGATE and SEARCH before including it"
#endif

#include <stddef.h>
#include <string.h>

#include "band_tables.h"
#include "core.h"
#include "internal.h"

/*
 * The bytes of a state a branch copies: 'seen' only for a core that reads
 * it (the scalar one defines STATE_BYTES as the whole struct); the vector
 * cores copy half as much at each guess.
 */
#ifndef STATE_BYTES
#define STATE_BYTES offsetof(struct band_state, seen)
#endif

/* The two bands other than band b. */
static const unsigned char other1[3] = {1, 0, 0};
static const unsigned char other2[3] = {2, 2, 1};

/* The 9-bit map of the open minirows of a band word (see band_tables.h). */
static inline unsigned
minirows(uint32_t w)
{
	return sudoku_band_shrink[w & NINE_BITS] |
	       (unsigned)sudoku_band_shrink[(w >> 9) & NINE_BITS] << 3 |
	       (unsigned)sudoku_band_shrink[w >> 18] << 6;
}

/* The digits cell 'bit' of band 'b' may take (bit d for digit d + 1),
 * without a branch or a loop counter: this runs at every branch point. */
static inline unsigned
cell_digits(const struct band_state *s, int b, int bit)
{
	const uint32_t *c = s->cand + b;	/* c[3 * d]: digit d + 1 */

	return (c[0] >> bit & 1u) | (c[3] >> bit & 1u) << 1 |
	       (c[6] >> bit & 1u) << 2 | (c[9] >> bit & 1u) << 3 |
	       (c[12] >> bit & 1u) << 4 | (c[15] >> bit & 1u) << 5 |
	       (c[18] >> bit & 1u) << 6 | (c[21] >> bit & 1u) << 7 |
	       (c[24] >> bit & 1u) << 8;
}

/* The 9-bit map of the columns of a band word that hold a cell. */
static inline uint32_t
band_columns(uint32_t w)
{
	return (w | w >> 9 | w >> 18) & NINE_BITS;
}

#ifndef VECTOR_TRIADS
/*
 * Triads, for the searches that run long (see dead_end()).  A triad is
 * a minirow, or the three cells of a column inside a band: it holds three
 * different digits.  Its digits are counted over the nine triads of a band
 * at once, as 9-bit maps (bit 3 * row + box for minirows, the column for
 * columns), with bit-sliced counters that stop at four.
 */
struct tally {
	uint32_t one, two, three, four;
};

/* Per digit, the triads it can take and those it must take. */
struct triads {
	uint32_t can[9], must[9];
	struct tally can_n, must_n;
};

static inline void
tally_add(struct tally *t, uint32_t x)
{
	t->four |= t->three & x;
	t->three |= t->two & x;
	t->two |= t->one & x;
	t->one |= x;
}

static void
add_digit(struct triads *t, int d, uint32_t can, uint32_t must)
{
	t->can[d] = can;
	t->must[d] = must;
	tally_add(&t->can_n, can);
	tally_add(&t->must_n, must);
}

/*
 * Returns 0 when a triad has fewer than three digits that can go there or
 * more than three that must.  Else leaves in '*fill' the triads with
 * exactly three that can (each must) and in '*full' those with three that
 * must (no other can).
 */
static int
triad_verdict(const struct triads *t, uint32_t *fill, uint32_t *full)
{
	if (((~t->can_n.three | t->must_n.four) & NINE_BITS) != 0)
		return 0;
	*fill = t->can_n.three & ~t->can_n.four;
	*full = t->must_n.three & ~t->must_n.four;
	return 1;
}

/* The cells of minirow 'i' (bit 3 * row + box) of a band. */
static inline uint32_t
minirow_cells(int i)
{
	return 7u << (9 * (i / 3) + 3 * (i % 3));
}

/* The cells of its row and its box but not its own. */
static inline uint32_t
minirow_peers(int i)
{
	uint32_t row = NINE_BITS << 9 * (i / 3);
	uint32_t box = (7u << 3 * (i % 3)) * COLUMN_BITS;

	return (row | box) & ~minirow_cells(i);
}

/* The digits of the minirows of band 'b'. */
static void
tally_minirows(struct triads *t, const struct band_state *s, int b)
{
	uint32_t m;
	int d;

	memset(t, 0, sizeof *t);
	for (d = 0; d < 9; d++) {
		m = minirows(s->cand[3 * d + b]);
		/* A row with one open minirow: every configuration uses it. */
		add_digit(t, d, m,
			  sudoku_band_row_single[m & 7] |
			  (uint32_t)sudoku_band_row_single[m >> 3 & 7] << 3 |
			  (uint32_t)sudoku_band_row_single[m >> 6] << 6);
	}
}

/* The digits of the columns inside band 'b'. */
static void
tally_columns(struct triads *t, const struct band_state *s, int b)
{
	int d;

	memset(t, 0, sizeof *t);
	for (d = 0; d < 9; d++) {
		uint32_t here = band_columns(s->cand[3 * d + b]);
		uint32_t elsewhere = band_columns(s->cand[3 * d + other1[b]] |
						  s->cand[3 * d + other2[b]]);

		/* Its column's only band, or its box's only column. */
		add_digit(t, d, here,
			  (here & ~elsewhere) | sudoku_band_column_single[here]);
	}
}

/*
 * The triads of band 'b', minirows then columns: what each verdict rules
 * out is cleared.  Returns 0 on a contradiction.
 */
static int
band_triads(struct band_state *s, int b)
{
	struct triads t;
	uint32_t fill, full, m;
	int d;

	tally_minirows(&t, s, b);
	if (!triad_verdict(&t, &fill, &full))
		return 0;
	/* Most often no triad is decided: nothing to clear. */
	for (d = 0; (fill | full) != 0 && d < 9; d++) {
		uint32_t clear = 0;

		for (m = t.can[d] & fill & ~t.must[d]; m != 0; m &= m - 1)
			clear |= minirow_peers(lowest_bit(m));
		for (m = full & ~t.must[d]; m != 0; m &= m - 1)
			clear |= minirow_cells(lowest_bit(m));
		s->cand[3 * d + b] &= ~clear;
	}
	tally_columns(&t, s, b);
	if (!triad_verdict(&t, &fill, &full))
		return 0;
	for (d = 0; (fill | full) != 0 && d < 9; d++) {
		uint32_t taken = t.can[d] & fill & ~t.must[d], box_rest = 0;

		for (m = taken; m != 0; m &= m - 1) {
			int i = lowest_bit(m);

			box_rest |= (7u << (i - i % 3)) & ~(1u << i);
		}
		m = box_rest | (full & ~t.must[d]);
		s->cand[3 * d + b] &= ~(m * COLUMN_BITS);
		s->cand[3 * d + other1[b]] &= ~(taken * COLUMN_BITS);
		s->cand[3 * d + other2[b]] &= ~(taken * COLUMN_BITS);
	}
	return 1;
}

/*
 * The triads of the three bands in turn: 0 on a contradiction, else 1,
 * with '*changed' set when they cleared a candidate.  A vector core can
 * define VECTOR_TRIADS and a triads_round() of its own that reaches the
 * same state.
 */
static int
triads_round(struct band_state *s, int *changed)
{
	uint32_t before[27];
	int b;

	memcpy(before, s->cand, sizeof before);
	for (b = 0; b < 3; b++)
		if (!band_triads(s, b))
			return 0;
	*changed = memcmp(before, s->cand, sizeof before) != 0;
	return 1;
}
#endif /* VECTOR_TRIADS */

/*
 * Whether the triads and the propagation in turn, until neither finds
 * more, show that 's' has no completion ('s' must come from a propagation
 * that stuck).  This is stronger than the propagation alone where the
 * search branches on configurations: four digits each confined to the
 * same minirow, say, are a contradiction only it sees, and on sparse grids
 * a subtree with no completion could otherwise take millions of guesses
 * to refute.  It works on a copy, so that the search goes on from 's' as
 * before: the same choices, the same order and the same first completion,
 * only without the dead ends it finds.
 */
static int
dead_end(const struct band_state *s)
{
	struct band_state t;
	uint32_t pairs[3];

	memcpy(&t, s, STATE_BYTES);
	for (;;) {
		int changed, r;

		if (!triads_round(&t, &changed))
			return 1;
		if (!changed)
			return 0;
		r = PROPAGATE(&t, pairs);
		if (r != STUCK)
			return r == CONTRADICTION;
	}
}

/*
 * When a search tests for a dead end: the triads cost about as much as
 * the propagation and most branch points gain nothing from them, so only
 * after TAIL_GUESSES guesses without a new completion.  Searches that
 * find what they look for sooner skip it and run as fast as before: every
 * search on the usual hard puzzle collections (a few hundred guesses at
 * most, about a thousand to prove one unique), and a count of many
 * completions, which finds one every few guesses.
 *
 * The searches once also ran the triads on the state itself at every
 * branch point with SPARSE_UNSOLVED cells or more unsolved, which cut the
 * guesses on sparse grids from 104 a grid to 41 while they branched on
 * band configurations there.  Since they branch on cells there (see
 * pick_config()), the triads change no guess on those grids and took 14%
 * of their time.
 */
#define TAIL_GUESSES 1024
/*
 * The same after SPARSE_TAIL_GUESSES when the search has met a sparse
 * branch point, one with at least SPARSE_UNSOLVED cells unsolved: a sparse
 * grid takes a few dozen guesses when it meets no dead end, so a hundred
 * without a completion is already a tail.  Without it, 3 of 40,000 sparse
 * grids took 1,040 guesses or more, and none takes more than 93 with it
 * (at most 53 when the triads also ran at sparse branch points).  The
 * searches of the collections never meet a sparse branch point, or have
 * a unique answer found in a few guesses, and do not change.
 */
#define SPARSE_TAIL_GUESSES 64
#define SPARSE_UNSOLVED 62

/*
 * The cells of the column of each cell of a band, in both halves of a
 * word (the low half is the column's word in any band): looked up, since
 * computing them takes a division by 9.
 */
#define COLUMN_OF(i) ((COLUMN_BITS | (uint64_t)COLUMN_BITS << 32) << (i))
static const uint64_t column_of[27] = {
    COLUMN_OF(0), COLUMN_OF(1), COLUMN_OF(2), COLUMN_OF(3), COLUMN_OF(4),
    COLUMN_OF(5), COLUMN_OF(6), COLUMN_OF(7), COLUMN_OF(8), COLUMN_OF(0),
    COLUMN_OF(1), COLUMN_OF(2), COLUMN_OF(3), COLUMN_OF(4), COLUMN_OF(5),
    COLUMN_OF(6), COLUMN_OF(7), COLUMN_OF(8), COLUMN_OF(0), COLUMN_OF(1),
    COLUMN_OF(2), COLUMN_OF(3), COLUMN_OF(4), COLUMN_OF(5), COLUMN_OF(6),
    COLUMN_OF(7), COLUMN_OF(8)};
#undef COLUMN_OF

/*
 * Put digit 'd' in cell 'bit' of band 'b': clear it from the peers of the
 * cell (its row and box in this band, its column in the others) and every
 * other digit from the cell.  Returns 0 when the cell cannot take 'd'.
 */
static int
band_place(struct band_state *s, int d, int b, int bit)
{
	uint32_t cell = 1u << bit, column = (uint32_t)column_of[bit];
	uint32_t keep = s->cand[3 * d + b] & ~sudoku_band_peers[bit];
	uint32_t *c = s->cand + b;	/* c[3 * e]: digit e + 1 */

	if (!(keep & cell))
		return 0;
	/* Written out: a loop's counter cost as much as the clearing. */
	c[0] &= ~cell;
	c[3] &= ~cell;
	c[6] &= ~cell;
	c[9] &= ~cell;
	c[12] &= ~cell;
	c[15] &= ~cell;
	c[18] &= ~cell;
	c[21] &= ~cell;
	c[24] &= ~cell;
	s->cand[3 * d + b] = keep;
	s->cand[3 * d + other1[b]] &= ~column;
	s->cand[3 * d + other2[b]] &= ~column;
	s->unsolved[b] &= ~cell;
	return 1;
}

/*
 * Among the cells with two candidates, choose the one with the most
 * unsolved peers: its two branches constrain the most cells (the first
 * in band and bit order on a tie).  On the hardest puzzles this makes
 * about a third fewer guesses than taking the first such cell, for
 * little work.
 */
static void
pick_pair(const struct band_state *s, const uint32_t pairs[3], int *band,
	  int *bit)
{
	int b, most = -1, best_band = 0, best_bit = 0;

	for (b = 0; b < 3; b++) {
		uint32_t p = pairs[b], here = s->unsolved[b];
		/* The unsolved cells of the two other bands, side by side. */
		uint64_t others = s->unsolved[other1[b]] |
				  (uint64_t)s->unsolved[other2[b]] << 32;

		for (; p != 0; p &= p - 1) {
			int i = lowest_bit(p);
			int n = bit_count(here & sudoku_band_peers[i]) +
				bit_count64(others & column_of[i]);

			if (n > most) {
				most = n;
				best_band = b;
				best_bit = i;
			}
		}
	}
	*band = best_band;
	*bit = best_bit;
}

/*
 * pick_pair() for searches whose guesses seldom fail (see LAZY_GUESSES):
 * the first cell of two candidates in the band that has the most.  There
 * the count of peers buys few guesses, and on serg_benchmark took a
 * sixth of the search's instructions.
 */
static inline void
pick_pair_quick(const uint32_t pairs[3], int *band, int *bit)
{
	int n0 = bit_count(pairs[0]), n1 = bit_count(pairs[1]);
	int n2 = bit_count(pairs[2]);
	int b = n0 >= n1 && n0 >= n2 ? 0 : n1 >= n2 ? 1 : 2;

	*band = b;
	*bit = lowest_bit(pairs[b]);
}

/*
 * Without a cell of two candidates, look for a digit that has two
 * configurations left in a band (see sudoku_band_config_valid) and branch on
 * those.  Wider configuration branches were tried and thrash on sparse
 * grids.  This pays only where guesses often fail: a search that has met
 * fewer than one contradiction for every LAZY_GUESSES guesses (a sparse
 * grid, a puzzle of many completions) branches on the cell of fewest
 * candidates instead.  That takes 14% of the guesses and 17% of the
 * instructions on the sparse grids, 9% of the instructions of
 * hardest1106 -u, and costs the hard collections 0.3 to 0.8%.
 * Returns the set of the two, or 0 when no word has exactly two.  The
 * first such word is taken; a vector core can define VECTOR_PICK_CONFIG
 * and a pick_config() of its own that takes the same one.
 */
#ifndef VECTOR_PICK_CONFIG
static unsigned
pick_config(const struct band_state *s, int *word)
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
#endif /* VECTOR_PICK_CONFIG */

/* A 4-bit binary counter per bit position: bit i of bit[j] is bit j of
 * position i's count. */
struct counter {
	uint64_t bit[4];
};

/* Add 'x' (one per set bit) to 'c': a ripple of carries. */
static inline void
counter_add(struct counter *c, uint64_t x)
{
	uint64_t carry;

	carry = c->bit[0] & x;
	c->bit[0] ^= x;
	x = carry;
	carry = c->bit[1] & x;
	c->bit[1] ^= x;
	x = carry;
	carry = c->bit[2] & x;
	c->bit[2] ^= x;
	c->bit[3] |= carry;
}

/*
 * The unsolved cell with the fewest candidates (the first such, by band
 * then bit), as a mask of its digits.  Each band's cells are counted at
 * once, in a 4-bit binary counter held across four words (bit i of
 * count[j] is bit j of cell i's count), so that no cell is looked at
 * alone.  The counters stay in registers: a table of counters that gcc
 * vectorised read each entry back right after writing part of it, a
 * store-forwarding stall that took half the time of the search around
 * the propagation on sparse grids.  Two bands share a 64-bit word, so
 * that two carry chains run side by side (3-4% of the sparse grids'
 * time against one band after another).
 */
static unsigned
pick_cell(const struct band_state *s, int *band, int *bit)
{
	/* Bands 0 and 1 in 'low' (band 1 from bit 32), band 2 in 'high'. */
	struct counter low = {{0}}, high = {{0}};
	uint32_t count[3][4];
	int b, d, k;

	for (d = 0; d < 9; d++) {
		const uint32_t *w = s->cand + 3 * d;

		counter_add(&low, w[0] | (uint64_t)w[1] << 32);
		counter_add(&high, w[2]);
	}
	for (k = 0; k < 4; k++) {
		count[0][k] = (uint32_t)low.bit[k];
		count[1][k] = (uint32_t)(low.bit[k] >> 32);
		count[2][k] = (uint32_t)high.bit[k];
	}
	/* Unsolved cells have two candidates or more (see core.h). */
	for (k = 2; k <= 9; k++)
		for (b = 0; b < 3; b++) {
			const uint32_t *c = count[b];
			uint32_t m = s->unsolved[b] &
				     (k & 1 ? c[0] : ~c[0]) &
				     (k & 2 ? c[1] : ~c[1]) &
				     (k & 4 ? c[2] : ~c[2]) &
				     (k & 8 ? c[3] : ~c[3]);

			if (m != 0) {
				*band = b;
				*bit = lowest_bit(m);
				return cell_digits(s, b, *bit);
			}
		}
	return 0;	/* not reached: a STUCK state has an unsolved cell */
}

/* Eight cells from bit 'k' of a band's four planes of digit bits. */
static inline uint64_t
plane_cells(const uint32_t plane[4], int k)
{
	return sudoku_bit_bytes[plane[0] >> k & 255] |
	       sudoku_bit_bytes[plane[1] >> k & 255] << 1 |
	       sudoku_bit_bytes[plane[2] >> k & 255] << 2 |
	       sudoku_bit_bytes[plane[3] >> k & 255] << 3;
}

/*
 * The 81 cells of a solved state, where each cell is in one word: the
 * bits of the digits gathered into four planes per band, then spread out
 * eight cells at a time, since this runs for every answer.
 */
static void
solution_cells(const struct band_state *s, struct sudoku_grid *g)
{
	int b;

	for (b = 0; b < 3; b++) {
		const uint32_t *c = s->cand + b;	/* c[3 * (d - 1)]: d */
		uint32_t plane[4] = {c[0] | c[6] | c[12] | c[18] | c[24],
				     c[3] | c[6] | c[15] | c[18],
				     c[9] | c[12] | c[15] | c[18],
				     c[21] | c[24]};
		unsigned char *p = g->cell + 27 * b;

		put_cells(p, plane_cells(plane, 0), 8);
		put_cells(p + 8, plane_cells(plane, 8), 8);
		put_cells(p + 16, plane_cells(plane, 16), 8);
		put_cells(p + 24, plane_cells(plane, 24), 3);
	}
}

static void
record_solution(struct search *x, const struct band_state *s)
{
	if (x->count == 0 && x->first != NULL && s != NULL)
		solution_cells(s, x->first);
	x->count++;
	x->guesses_at_count = x->guesses;
	if (x->limit != 0 && x->count >= x->limit)
		x->stop = 1;
}

#include "few_template.h"

/*
 * Lazy guesses.  Where a search meets few contradictions (a puzzle of
 * many completions, a sparse grid), most guesses lead on, and half the
 * propagations that follow one only confirm that nothing follows.  So
 * the first branch of a guess on a cell of two candidates may guess at
 * once on up to LAZY_DEPTH more such cells that see neither it nor each
 * other, and propagate them all together: each keeps its two candidates,
 * and the search stays complete, since the other branch of each comes
 * next as usual.  Where a first guess is often wrong, a contradiction
 * then costs a propagation more, so this stops once the search has met
 * one contradiction for every LAZY_GUESSES guesses (2, 8 and 16 do as
 * well); and only such searches pick their cells with
 * pick_pair_quick().  One lazy cell took 12% of the instructions on
 * serg's first 20,000 puzzles (9% with -u), 7% on the sparse grids, and
 * cost hardest1106 1%.  Two, with the quick pick, take 11% more on serg
 * (9% with -u) and 5% on the sparse grids, and cost the first 2,000 of
 * hardest1905_11plus 2% (0.6% with -u); three gain nothing more.  A
 * count, which goes on past completions, keeps one lazy cell and picks
 * the cell it branches on by its peers: there the two lazy cells and the
 * quick pick cost 6% more instructions.
 */
#define LAZY_GUESSES 4
#define LAZY_DEPTH 2

/* The cells of 'pairs' that do not see cell 'bit' of band 'b': placing a
 * digit there leaves them their two candidates. */
static inline void
pairs_apart(const uint32_t pairs[3], int b, int bit, uint32_t apart[3])
{
	uint32_t column = (uint32_t)column_of[bit];

	apart[b] = pairs[b] & ~sudoku_band_peers[bit] & ~(1u << bit);
	apart[other1[b]] = pairs[other1[b]] & ~column;
	apart[other2[b]] = pairs[other2[b]] & ~column;
}

static void search_from(struct search *x, struct band_state *s, int lazy);

/*
 * Search the branch of 's' with digit 'd' in cell 'bit' of band 'b', on a
 * copy, with 'lazy' as search_from() takes it.  Returns 1 when the search
 * is to stop.
 */
static inline int
try_digit(struct search *x, const struct band_state *s, int d, int b,
	  int bit, int lazy)
{
	struct band_state t;

	memcpy(&t, s, STATE_BYTES);
	if (band_place(&t, d, b, bit))
		search_from(x, &t, lazy);
	return x->stop;
}

/*
 * Count the completions of 's'.  Every alternative of a branch but the
 * last is tried on a copy; the last reuses 's' itself, so recursion only
 * nests for the copies.  Each level fixes one more cell or leaves one
 * more digit a single configuration in a band, so it nests less than
 * 81 + 27 deep, a few hundred bytes a level.
 */
void
SEARCH(struct search *x, struct band_state *s)
{
	search_from(x, s, -1);
}

/*
 * SEARCH(), or with 'lazy' (not -1) lazy guesses first: 's' is a guess not
 * yet propagated, and 'lazy' lists the cells of two candidates to guess on
 * next, seven bits each (27 * band + bit + 1), the first in the lowest
 * bits, a zero field after the last.
 */
static void
search_from(struct search *x, struct band_state *s, int lazy)
{
	for (;;) {
		uint32_t pairs[3], apart[3];
		unsigned alt;
		int r, b = 0, bit = 0, word = 0, open, rest = 0;

		if (lazy > 0) {
			int c = (lazy & 127) - 1;

			b = c / 27;
			bit = c % 27;
			rest = lazy >> 7;
			lazy = -1;
			x->guesses++;
			alt = cell_digits(s, b, bit);
			goto branch;
		}
		r = PROPAGATE(s, pairs);
		if (r == CONTRADICTION) {
			x->contradictions++;
			return;
		}
		if (r == SOLVED) {
			record_solution(x, s);
			return;
		}
		if (deadline_passed(&x->deadline)) {
			x->stop = 1;
			return;
		}
		open = bit_count(s->unsolved[0]) + bit_count(s->unsolved[1]) +
		       bit_count(s->unsolved[2]);
		if (open <= FEW_CELLS && (x->limit == 0 || x->limit > 2)) {
			search_few(x, s);
			return;
		}
		if (open >= SPARSE_UNSOLVED) {
			x->sparse = 1;
		} else if (x->guesses - x->guesses_at_count >=
				   (x->sparse ? SPARSE_TAIL_GUESSES :
						TAIL_GUESSES) &&
			   dead_end(s)) {
			return;
		}
		x->guesses++;

		if ((pairs[0] | pairs[1] | pairs[2]) == 0 &&
		    x->contradictions * LAZY_GUESSES >= x->guesses &&
		    (alt = pick_config(s, &word)) != 0) {
			while (alt & (alt - 1)) {
				struct band_state t;

				memcpy(&t, s, STATE_BYTES);
				t.cand[word] &=
					sudoku_band_config_cells[lowest_bit(alt)];
				search_from(x, &t, -1);
				if (x->stop)
					return;
				alt &= alt - 1;
			}
			s->cand[word] &= sudoku_band_config_cells[lowest_bit(alt)];
			continue;
		}

		if ((pairs[0] | pairs[1] | pairs[2]) != 0) {
			int easy = x->contradictions * LAZY_GUESSES <= x->guesses;
			/* Counts (limits above 2) go on past completions. */
			int counting = x->limit == 0 || x->limit > 2;

			if (easy && !counting)
				pick_pair_quick(pairs, &b, &bit);
			else
				pick_pair(s, pairs, &b, &bit);
			alt = cell_digits(s, b, bit);
			pairs_apart(pairs, b, bit, apart);
			if (easy && (apart[0] | apart[1] | apart[2]) != 0) {
				int lazy_list = 0, b2, bit2, k;

				for (k = 0; k < (counting ? 1 : LAZY_DEPTH) &&
					    (apart[0] | apart[1] | apart[2]) != 0;
				     k++) {
					uint32_t rest_apart[3];

					pick_pair_quick(apart, &b2, &bit2);
					lazy_list |= (27 * b2 + bit2 + 1) << (7 * k);
					pairs_apart(apart, b2, bit2, rest_apart);
					memcpy(apart, rest_apart, sizeof apart);
				}
				if (try_digit(x, s, lowest_bit(alt), b, bit,
					      lazy_list))
					return;
				alt &= alt - 1;
			}
		} else {
			alt = pick_cell(s, &b, &bit);
		}
branch:
		while (alt & (alt - 1)) {
			if (try_digit(x, s, lowest_bit(alt), b, bit,
				      rest > 0 ? rest : -1))
				return;
			rest = 0;
			alt &= alt - 1;
		}
		if (alt == 0 || !band_place(s, lowest_bit(alt), b, bit))
			return;
	}
}

