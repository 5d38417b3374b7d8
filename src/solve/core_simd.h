/* core_simd.h - the rules of the vector cores on band words; never installed.
 * See LICENSE for copying terms. */

/*
 * Included by core_avx512.c and core_avx2.c, each after defining 'vec', a
 * vector of 32-bit lanes, each lane one 27-bit band word (see core.h), its
 * operations: SPLAT(x) (x in every lane), LOAD_LANES(p) (a vector from
 * memory), SHR, SHL, AND, OR, SUB, BUT(a, b) (a & ~b), OR3 and MAJ (the
 * bits set in at least two of three); CORE_CONSTANTS and CONSTANT_TABLE
 * (see K() below); and SEARCH, the name of its search.  The core then defines propagate(), its
 * propagation; the search around it (search_template.h) comes with
 * this header.
 * So each core compiles these and its search for its own instruction set,
 * with the propagation inlined.
 *
 * The vector cores apply the scalar core's rules to whole vectors of band
 * words at once, in two kinds of pass.  Where the scalar core looks a word
 * up in a table, they compute the same map with shifts and masks over the
 * 27 bits, since a lookup per lane would cost a gather.
 *
 * lock:
 *   claim   a column that only this band still has for the digit: in its
 *           box the digit keeps only that column (claim_keep());
 *   config  a minirow stays open only if some configuration (a minirow
 *           per row and per box, see band_tables.h) uses it with two
 *           other open minirows;
 *   single  a box whose digit is down to one column: that column leaves
 *           the other bands (single_columns());
 * singles:
 *   row     the last cell of a row for the digit loses every other digit;
 *   naked   a cell with one candidate clears it from its row, box and
 *           column (naked()).
 *
 * Passes of the two kinds alternate until one of each changes nothing.
 * Together they reach the same fixpoint as the scalar core (see core.h),
 * so every core makes the same search.
 */
#ifndef SUDOKU_CORE_SIMD_H
#define SUDOKU_CORE_SIMD_H

/* Bit 9 * row + 3 * box of each minirow: its first cell. */
#define MINIROWS 0x1249249u
/* The first cell of each box in a row, and of each row in a band. */
#define BOX_STARTS 0x49u
#define ROW_STARTS 0x40201u

/*
 * K(x) is the constant 'x' in every lane, read from a table in memory as
 * an operand of the instruction that uses it.  GCC builds a vector
 * constant whose value it knows from a general register (two or three
 * instructions), and builds it again each time it has to free the
 * register: the passes, short of vector registers, paid for that about
 * sixty instructions a pass in the AVX2 core (7% of all on sparse grids)
 * and 2% of the AVX-512 core's time.  The table, CONSTANT_TABLE, is weak,
 * so that the compiler cannot know its values.  It holds the constants of
 * the rules here (SIMD_CONSTANTS) and those the core lists in
 * CORE_CONSTANTS, each in sixteen lanes (a narrower core reads the first
 * ones); a value not in it is built in place.
 */
#define SIMD_CONSTANTS(X)                                               \
	X(NINE_BITS) X(NINE_BITS << 9) X(NINE_BITS << 18) X(1) X(1 << 9) \
	X(1 << 18) X(MINIROWS) X(MINIROWS << 1) X(BOX_STARTS)             \
	X(ROW_STARTS) X(BAND_CELLS) X(~0u)
#define IN_LANES(x) {x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x},
#define VALUE(x) x,
__attribute__((weak)) const uint32_t CONSTANT_TABLE[][16] = {
	SIMD_CONSTANTS(IN_LANES) CORE_CONSTANTS(IN_LANES)};
static const uint32_t constant_values[] = {SIMD_CONSTANTS(VALUE)
						   CORE_CONSTANTS(VALUE)};
#undef IN_LANES
#undef VALUE

/* The loop unrolls, and folds away for a constant 'x'. */
static inline __attribute__((always_inline)) vec
K(uint32_t x)
{
	unsigned i;

#pragma GCC unroll 64
	for (i = 0; i < sizeof constant_values / sizeof *constant_values; i++)
		if (constant_values[i] == x)
			return LOAD_LANES(CONSTANT_TABLE[i]);
	return SPLAT(x);
}

/* The 9-bit map of the columns where a word has a cell. */
static inline vec
columns(vec w)
{
	return AND(OR3(w, SHR(w, 9), SHR(w, 18)), K(NINE_BITS));
}

/* A 9-bit map of columns back to the cells of those columns. */
static inline vec
column_cells(vec c)
{
	return OR3(c, SHL(c, 9), SHL(c, 18));
}

/* Each flag of 'f' (first bit of a group of 3) to its whole group: 7 * f. */
static inline vec
group_of(vec f)
{
	return SUB(SHL(f, 3), f);
}

/* Flags 'at' of the groups of 3 bits of 'x' with two bits or more. */
static inline vec
crowded(vec x, uint32_t at)
{
	return AND(MAJ(x, SHR(x, 1), SHR(x, 2)), K(at));
}

/* Flags 'at' of the groups of 3 bits of 'x' with a bit. */
static inline vec
occupied(vec x, uint32_t at)
{
	return AND(OR3(x, SHR(x, 1), SHR(x, 2)), K(at));
}

/*
 * Claim: the columns a word keeps, given 'only', those that no other band
 * has for its digit.  In a box with one such column, that column; with
 * two, none (a contradiction); else all three.
 */
static inline __attribute__((always_inline)) vec
claim_keep(vec only)
{
	return OR(BUT(K(NINE_BITS), group_of(occupied(only, BOX_STARTS))),
		  BUT(only, group_of(crowded(only, BOX_STARTS))));
}

/*
 * Single: the cells of the other bands that a word with columns 'here'
 * takes.  The lock pass gives it the columns the word had before the
 * pass, which it has already: the cells it finds are taken all the same
 * (a box down to one column before is down to that one or none after),
 * and a pass that changes nothing sees the same columns either way, so
 * the passes reach the same fixpoint.
 */
static inline __attribute__((always_inline)) vec
single_columns(vec here)
{
	return column_cells(BUT(here, group_of(crowded(here, BOX_STARTS))));
}

/*
 * Naked: 'p' is cells where the digit of word 'w' is the only candidate
 * (all of them, or those whose peers may still have it).  Returns the new word, and in '*clear' the cells to take from
 * the other bands.  Two such cells in one row or box need no check of
 * their own: the rest of their rows and boxes is cleared, and then no
 * configuration fits.  Nor do two in one minirow: their columns leave the
 * other bands, and then the claim keeps nothing in their box.  The lock
 * pass after this one finds both (a word without a cell).
 */
static inline __attribute__((always_inline)) vec
naked(vec w, vec p, vec *clear)
{
	vec m = occupied(p, MINIROWS), x, span;

	x = AND(OR3(m, SHR(m, 3), SHR(m, 6)), K(ROW_STARTS));
	span = SUB(SHL(x, 9), x);
	x = AND(OR3(m, SHR(m, 9), SHR(m, 18)), K(BOX_STARTS));
	span = OR(span, column_cells(group_of(x)));
	*clear = column_cells(columns(p));
	return OR(BUT(w, span), p);
}

static int propagate(struct band_state *s, uint32_t pairs[3]);
#define PROPAGATE propagate
#ifdef VECTOR_TRIADS
/* The core's own triads_round() of search_template.h, on vectors. */
#include "triads_simd.h"
static int triads_round(struct band_state *s, int *changed);
#endif
#ifdef VECTOR_PICK_CONFIG
/* The core's own pick_config() of search_template.h, on vectors. */
static unsigned pick_config(const struct band_state *s, int *word);
#endif
#include "search_template.h"

#endif /* SUDOKU_CORE_SIMD_H */
