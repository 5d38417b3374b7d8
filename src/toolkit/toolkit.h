/* toolkit.h - the toolkit's contract: what its files (canon, rate,
 * minimal, symmetry, generate) share among themselves; never installed.
 * The toolkit exports nothing to the rest of the library: it is built on
 * the public sudoku_count() and the deadline of internal.h, and the
 * other folders do not call it.  See LICENSE for copying terms. */
#ifndef SUDOKU_TOOLKIT_H
#define SUDOKU_TOOLKIT_H

#include <stdint.h>

#include "internal.h"

/*
 * splitmix64: small, fast, and the same sequence on every machine, which
 * is what makes a seed reproducible.
 */
static inline uint64_t
toolkit_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/* A value in 0..n-1 (n at most 81): a multiply-shift, whose bias of n in
 * 2^32 matters to no test. */
static inline int
toolkit_below(uint64_t *state, int n)
{
	return (int)(((toolkit_random(state) >> 32) * (uint64_t)n) >> 32);
}

/* The digits placed in each row, column and box, as masks (bit d - 1 for
 * digit d). */
struct unit_digits {
	unsigned row[SUDOKU_DIGITS], col[SUDOKU_DIGITS], box[SUDOKU_DIGITS];
};

/* Add digit 'd' (1..9) to the units of cell 'i', or take it out again. */
static inline void
unit_digits_flip(struct unit_digits *u, int i, int d)
{
	unsigned bit = 1u << (d - 1);

	u->row[ROW_OF(i)] ^= bit;
	u->col[COL_OF(i)] ^= bit;
	u->box[BOX_OF(i)] ^= bit;
}

/* The digits the units of cell 'i' hold already. */
static inline unsigned
unit_digits_seen(const struct unit_digits *u, int i)
{
	return u->row[ROW_OF(i)] | u->col[COL_OF(i)] | u->box[BOX_OF(i)];
}

/*
 * Remove clues of 'p', a puzzle whose unique solution is 's', one
 * symmetry group at a time, as long as the solution stays unique, in
 * reading order of the groups, or in a random order drawn from '*rng'
 * when 'rng' is not NULL.  One pass is enough: a group that cannot go
 * now cannot go from any subset either.  Every count stops at deadline
 * 'd' and adds its guesses to search->guesses ('search' may be NULL).
 * Returns SUDOKU_OK, or SUDOKU_ETIMEOUT when the time ran out ('p' is
 * then unique but maybe not minimal).
 */
enum sudoku_status sudoku_reduce(struct sudoku_grid *p,
				 const struct sudoku_grid *s,
				 enum sudoku_symmetry symmetry, uint64_t *rng,
				 struct deadline *d,
				 struct sudoku_search *search);

/*
 * Split the 81 cells into the groups of 'symmetry' (each cell with its
 * images: 1, 2 or 4 cells), ordered by their first cell in reading order.
 * Stores group k's cells in cells[k][0..size[k]-1]; returns the number of
 * groups.
 */
int sudoku_symmetry_groups(enum sudoku_symmetry symmetry,
			   unsigned char cells[81][4], unsigned char size[81]);

/* Add the images of the clues of 'p' under 'symmetry', with their digits
 * taken from 's', so that the clue pattern is symmetric. */
void sudoku_symmetric_closure(struct sudoku_grid *p,
			      const struct sudoku_grid *s,
			      enum sudoku_symmetry symmetry);

/*
 * The canonical form of a full grid (every cell 1..9, valid), for
 * sudoku_canon(): rows[0] holds its rows, rows[1] its columns.  Writes
 * the form to 'form' and, if 'how' is not NULL, a symmetry giving it.
 * Defined in canon_full.c.
 */
void sudoku_canon_full(const unsigned char rows[2][9][9],
		       struct sudoku_grid *form, struct sudoku_transform *how);

#endif /* SUDOKU_TOOLKIT_H */
