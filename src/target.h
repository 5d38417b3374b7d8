/* target.h - what score.c, target_bound.c and target_form.c share; never
 * installed, and included by those three files only.  See LICENSE for
 * copying terms. */
#ifndef SUDOKU_TARGET_H
#define SUDOKU_TARGET_H

#include <stdint.h>

#include "internal.h"

enum {
	ALL_DIGITS = 0x1ff,
	NUNITS = 27
};

/* Rows 0..8, then columns 9..17, then boxes 18..26. */
extern const unsigned char target_unit_cell[NUNITS][9];

/* The row, column and box unit of cell 'i'; 'f' is 0, 1 or 2. */
static inline int
unit_of(int i, int f)
{
	return f == 0 ? ROW_OF(i) : f == 1 ? 9 + COL_OF(i) : 18 + BOX_OF(i);
}

/*
 * One node of the search.  A solved cell keeps its digit in 'val' and a
 * single bit in 'cand', so unit scans need not tell the two apart.
 */
struct state {
	uint16_t cand[81];
	unsigned char val[81];
	int nfree;		/* cells still unsolved */
	long long fixed;	/* residual score of the solved cells */
};

/*
 * Everything one call needs, on its stack: the search is reentrant
 * because nothing outlives the call.
 */
struct ctx {
	long long r[81];	/* residual weights: score = base + sum r * d */
	int scell[81];		/* empty cells of nonzero residual weight */
	int nscell;
	long long best;		/* residual score of the best completion */
	struct sudoku_grid best_grid;
	struct deadline dl;
	uint64_t guesses;
	int stop;		/* the deadline passed: unwind */
};

/* The least of the row, column and box families' bounds. */
static inline long long
min3(const long long *v)
{
	long long m = v[0] < v[1] ? v[0] : v[1];

	return v[2] < m ? v[2] : m;
}

/* The most the unsolved cells of unit 'u' can still add; target_bound.c. */
int target_unit_bound(const struct ctx *c, const struct state *s, int u, int skip,
	       unsigned gone, long long *out);

/* Every unit's bound and each family's total; target_bound.c. */
int target_node_bound(const struct ctx *c, const struct state *s,
	       long long ub[NUNITS], long long tot[3]);

/* Choose the residual table into c->r, return its constant; target_form.c. */
long long target_choose_form(struct ctx *c, const int *weights,
		      const struct state *s, long long first);

#endif /* SUDOKU_TARGET_H */
