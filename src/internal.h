/* internal.h - helpers shared by the library sources; never installed.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_INTERNAL_H
#define SUDOKU_INTERNAL_H

#include <stdint.h>

#include "sudoku.h"

/* Cell index helpers: 81 cells in row-major order. */
#define ROW_OF(i) ((i) / 9)
#define COL_OF(i) ((i) % 9)
#define BOX_OF(i) (((i) / 27) * 3 + ((i) % 9) / 3)

/* The cells of the 27 units in reading order: rows 0..8, then columns
 * 9..17, then boxes 18..26; defined in grid.c. */
extern const unsigned char sudoku_unit_cell[27][9];

/*
 * Bit helpers behind one wrapper each, so that the builtins have a portable
 * fallback.  Masks of digits use bit d - 1 for digit d.
 */
static inline int
bit_count(uint32_t x)
{
#if defined(__GNUC__) && defined(__POPCNT__)
	return __builtin_popcount(x);
#else
	/* Without a popcount instruction gcc calls libgcc: a SWAR count is
	 * faster. */
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	return (int)((x * 0x01010101u) >> 24);
#endif
}

/* Index of the lowest set bit; 'x' must not be 0. */
static inline int
lowest_bit(uint32_t x)
{
#if defined(__GNUC__)
	return __builtin_ctz(x);
#else
	int n = 0;

	while (!(x & 1u)) {
		x >>= 1;
		n++;
	}
	return n;
#endif
}

/* Index of the highest set bit; 'x' must not be 0. */
static inline int
highest_bit(uint32_t x)
{
#if defined(__GNUC__)
	return 31 - __builtin_clz(x);
#else
	int n = 31;

	while (!(x & 0x80000000u)) {
		x <<= 1;
		n--;
	}
	return n;
#endif
}

/*
 * A deadline for searches with a time limit: the clock is read only every
 * few thousand steps, so checking it costs nothing measurable.
 */
struct deadline {
	double at;		/* CLOCK_MONOTONIC seconds; 0 = none */
	unsigned countdown;	/* steps until the next clock reading */
	int expired;
};

/* Seconds on the monotonic clock, from an arbitrary origin. */
double sudoku_clock(void);

/* Arm 'd' from 'search' (which may be NULL). */
void sudoku_deadline_start(struct deadline *d, const struct sudoku_search *search);

/* Seconds left before deadline 'd', which must be armed. */
double sudoku_deadline_left(const struct deadline *d);

/* Return 1 once the deadline has passed; call it once per search step. */
int sudoku_deadline_check_slow(struct deadline *d);

static inline int
deadline_passed(struct deadline *d)
{
	if (d->at == 0)
		return 0;
	if (--d->countdown != 0)
		return d->expired;
	return sudoku_deadline_check_slow(d);
}

/*
 * The canonical form of a full grid (every cell 1..9, valid), for
 * sudoku_canon(): rows[0] holds its rows, rows[1] its columns.  Writes
 * the form to 'form' and, if 'how' is not NULL, a symmetry giving it.
 * Defined in canon_full.c.
 */
void sudoku_canon_full(const unsigned char rows[2][9][9],
		       struct sudoku_grid *form, struct sudoku_transform *how);

#endif /* SUDOKU_INTERNAL_H */
