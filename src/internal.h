/* internal.h - what the top of src/ gives every folder of the library;
 * never installed.
 *
 * The library is six folders, each with a header that is its contract:
 *   read/       bytes to puzzles and weights         read.h (stream.h)
 *   solve/      sudoku_count() and its cores         core.h (search_template.h)
 *   targetsum/  sudoku_target(), the weighted search target.h
 *   toolkit/    canon, minimal, generate             toolkit.h
 *   rate/       sudoku_rate(), the SE rating         se.h (chains.h)
 *   sizes/      sudoku_count_sized(), 4x4 to 25x25   sizes.h
 * They call one another only through the public functions of sudoku.h
 * (sudoku_count() above all), never through a folder's header.  What they
 * share is here: the geometry and clue checks (grid.c), the bit helpers,
 * and the one time budget of a call (deadline.c).
 * See LICENSE for copying terms. */
#ifndef SUDOKU_INTERNAL_H
#define SUDOKU_INTERNAL_H

#include <stdint.h>
#include <string.h>

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
extern const unsigned char sudoku_bits_in_mask[512]; /* grid.c */

static inline int
bit_count(uint32_t x)
{
#if defined(__GNUC__) && defined(__POPCNT__)
	return __builtin_popcount(x);
#else
	/* Without a popcount instruction gcc calls libgcc.  Most counts are
	 * of a cell's nine digits: one load; the rest take a SWAR count. */
	if (x < 512)
		return sudoku_bits_in_mask[x];
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	return (int)((x * 0x01010101u) >> 24);
#endif
}

/* The same for 64 bits. */
static inline int
bit_count64(uint64_t x)
{
#if defined(__GNUC__) && defined(__POPCNT__)
	return __builtin_popcountll(x);
#else
	return bit_count((uint32_t)x) + bit_count((uint32_t)(x >> 32));
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

/* [x]: the eight bits of x as eight bytes of 0 or 1, bit i in byte i. */
extern const uint64_t sudoku_bit_bytes[256];

/* 'n' bytes from 'p' (at most 8), the first in the lowest byte: one load
 * on the CPUs that have it. */
static inline uint64_t
cells_at(const unsigned char *p, int n)
{
	uint64_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&x, p, (size_t)n);
#else
	int i;

	for (i = 0; i < n; i++)
		x |= (uint64_t)p[i] << 8 * i;
#endif
	return x;
}

/* The low 'n' bytes of 'x' (at most 8) to 'p', the lowest first. */
static inline void
put_cells(unsigned char *p, uint64_t x, int n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(p, &x, (size_t)n);
#else
	int i;

	for (i = 0; i < n; i++)
		p[i] = (unsigned char)(x >> 8 * i);
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

/* Every digit of a mask of digits (bit d - 1 for digit d): 0x1ff. */
#define NINE_DIGITS 0x1ffu

/*
 * sudoku_check_clues - whether 'g' is a puzzle the searches can take:
 * SUDOKU_OK, SUDOKU_EINPUT when a cell holds a value above 9, or
 * SUDOKU_ECONFLICT when two clues repeat a digit in a unit.  Every public
 * function that is given a puzzle and returns a status answers so, in
 * that order, before it searches.  Defined in grid.c.
 */
enum sudoku_status sudoku_check_clues(const struct sudoku_grid *g);

/*
 * sudoku_clue_cells - the cells of 'g' that hold a nonzero value, per band
 * of three rows: bit c % 27 of clues[c / 27] for cell c.  Returns nonzero
 * when a cell holds a value above 9.  Eight cells at a time, so that the
 * checks and loops over a puzzle's clues (which run for every puzzle) skip
 * its empty cells without a branch each.  Defined in grid.c.
 */
int sudoku_clue_cells(const struct sudoku_grid *g, uint32_t clues[3]);

/*
 * The time budget of one library call.  A call that takes a struct
 * sudoku_search arms one deadline from search->time_limit when it starts;
 * every search it runs, however many, stops at that deadline, so the
 * limit bounds the whole call, not each search inside it.  This is the
 * only place a time limit is implemented; the API below is small on
 * purpose, and other parts of the library (the solver, the target
 * search, the toolkit, the raters) are written against it:
 *
 *   sudoku_deadline_start()  arm it from the caller's search (or none);
 *   deadline_passed()        in a search loop: cheap, reads the clock
 *                            only every STEPS_PER_CLOCK_READING calls;
 *   sudoku_deadline_left()   seconds left, for a search of one's own;
 *   sudoku_deadline_count()  sudoku_count() within what is left;
 *   sudoku_deadline_finish() tell the caller whether it ran out.
 *
 * A deadline is a plain value with no pointers: it lives on the stack of
 * the call it bounds, and one thread uses it.
 */
struct deadline {
	double at;		/* CLOCK_MONOTONIC seconds; 0 = no limit */
	unsigned countdown;	/* steps until the next clock reading */
	int expired;		/* the clock was seen past 'at' */
};

/* Seconds on the monotonic clock, from an arbitrary origin. */
double sudoku_clock(void);

/* Arm 'd' from search->time_limit ('search' may be NULL: no limit) and
 * clear search->timed_out. */
void sudoku_deadline_start(struct deadline *d, struct sudoku_search *search);

/* Seconds left before deadline 'd' (at most 0 once it has passed), or
 * a very large number when 'd' has no limit. */
double sudoku_deadline_left(const struct deadline *d);

/* Read the clock now: return 1 (and remember it) once 'd' has passed. */
int sudoku_deadline_check_slow(struct deadline *d);

/* Return 1 once the deadline has passed; call it once per search step. */
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
 * sudoku_deadline_count - sudoku_count(g, limit, first) stopped at
 * deadline 'd'.  Defined in solve/solve.c beside sudoku_count(), not in
 * deadline.c: the clock and the deadline call nothing above them.  Its guesses are added to search->guesses ('search' is
 * the caller's, or NULL).  Returns the count; when the time runs out it
 * marks 'd' expired and the count is only what was found so far, so check
 * d->expired before trusting it.  Returns 0 at once when 'd' has expired.
 */
uint64_t sudoku_deadline_count(struct deadline *d, const struct sudoku_grid *g,
			       uint64_t limit, struct sudoku_grid *first,
			       struct sudoku_search *search);

/* Report deadline 'd' to the caller: search->timed_out is 1 when it ran
 * out ('search' may be NULL). */
void sudoku_deadline_finish(const struct deadline *d,
			    struct sudoku_search *search);

#endif /* SUDOKU_INTERNAL_H */
