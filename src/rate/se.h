/* se.h - the rating folder's contract: a grid of candidates and a step.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_SE_H
#define SUDOKU_RATE_SE_H

#include <stdint.h>

enum { SE_CELLS = 81, SE_MAX_ELIMS = 729 };

/* A grid as the rater sees it: value[c] is 1..9 for a placed cell, 0 for an
 * empty one; cand[c] has bit d-1 set while digit d is still possible in an
 * empty cell, and is 0 for a placed cell. */
struct se_grid {
	uint8_t value[SE_CELLS];
	uint16_t cand[SE_CELLS];
};

/* One step: its difficulty in tenths (SE's 7.3 is 73), SE's name of the
 * technique (a static string), and what it does: at most one placement
 * (place_cell -1 when none) and n_elim eliminations of candidate
 * elim_digit[i] (1..9) from cell elim_cell[i] (0..80). */
struct se_step {
	int difficulty;
	const char *technique;
	int place_cell, place_digit;
	int n_elim;
	uint8_t elim_cell[SE_MAX_ELIMS], elim_digit[SE_MAX_ELIMS];
};

/* ---- Added by the rating framework (rate.c and the technique files). */

#include "internal.h"

/*
 * What the techniques read besides the grid, built once per step:
 * pos[u][d] has bit k set when digit d + 1 may go in the k-th cell of unit
 * u (units and their cell order as sudoku_unit_cell: rows 0..8, columns
 * 9..17, boxes 18..26), empty[u] counts the unit's empty cells and
 * placed[d] the cells holding digit d (1..9).
 */
struct se_view {
	uint16_t pos[27][9];
	uint8_t empty[27];
	uint8_t placed[10];
};

/* SE visits regions by type: 0 blocks, 1 rows, 2 columns.  The unit of
 * region 'i' (0..8) of 'type', by a lookup: the chain searches ask in
 * their inner loops, where branches cost 2%. */
static inline int
se_unit(int type, int i)
{
	static const unsigned char first_unit[3] = {18, 0, 9};

	return first_unit[type] + i;
}

/* The unit of 'type' that holds cell 'c'. */
static inline int
se_unit_of(int type, int c)
{
	return type == 0 ? 18 + BOX_OF(c) : type == 1 ? ROW_OF(c) : 9 + COL_OF(c);
}

/* 1 when cells 'a' and 'b' (different) share a row, column or box. */
static inline int
se_sees(int a, int b)
{
	return a != b && (ROW_OF(a) == ROW_OF(b) || COL_OF(a) == COL_OF(b) ||
			  BOX_OF(a) == BOX_OF(b));
}

/* The position of cell 'c' in unit 'u' (which must hold it). */
static inline int
se_index_in(int u, int c)
{
	return u < 9 ? COL_OF(c) : u < 18 ? ROW_OF(c)
					  : 3 * (ROW_OF(c) % 3) + COL_OF(c) % 3;
}

/* A set of cells: bit c of word c / 64. */
struct se_cells {
	uint64_t w[2];
};

static inline void
se_cells_add(struct se_cells *s, int c)
{
	s->w[c >> 6] |= (uint64_t)1 << (c & 63);
}

static inline int
se_cells_has(const struct se_cells *s, int c)
{
	return (int)(s->w[c >> 6] >> (c & 63) & 1);
}

static inline int
se_cells_empty(const struct se_cells *s)
{
	return (s->w[0] | s->w[1]) == 0;
}

/* How many cells 's' holds. */
static inline int
se_cells_count(const struct se_cells *s)
{
	return bit_count((uint32_t)s->w[0]) +
	       bit_count((uint32_t)(s->w[0] >> 32)) +
	       bit_count((uint32_t)s->w[1]);
}

/* The lowest set bit of 'w' (not 0). */
static inline int
se_lowest_cell(uint64_t w)
{
#if defined(__GNUC__)
	return __builtin_ctzll(w);
#else
	return (uint32_t)w ? lowest_bit((uint32_t)w)
			   : 32 + lowest_bit((uint32_t)(w >> 32));
#endif
}

/* Take the lowest cell out of 's' and return it; -1 when 's' is empty.
 * A branch per word, where an index into the words took more steps. */
static inline int
se_cells_pop(struct se_cells *s)
{
	uint64_t w = s->w[0];

	if (w != 0) {
		s->w[0] = w & (w - 1);
		return se_lowest_cell(w);
	}
	w = s->w[1];
	if (w == 0)
		return -1;
	s->w[1] = w & (w - 1);
	return 64 + se_lowest_cell(w);
}

/* The next mask above 'm' with as many bits set (Hacker's Delight): the
 * subsets of a set in SE's order, by increasing mask. */
static inline unsigned
se_next_combination(unsigned m)
{
	unsigned low = m & (0u - m), ripple = m + low;

	return ripple | (((m ^ ripple) >> 2) / low);
}

/* The cells of region 'i' of 'type' (0 boxes, 1 rows, 2 columns, as for
 * se_unit()). */
extern const struct se_cells sudoku_se_region_cells[3][9];

/* The peers of each cell, by a table (see se_peers()). */
extern const struct se_cells sudoku_se_peer_cells[SE_CELLS];

/* The peers of cell 'c': the 20 cells that see it. */
static inline struct se_cells
se_peers(int c)
{
	return sudoku_se_peer_cells[c];
}

/* Fill 'g' from the clues of 'p' (valid clues: see sudoku_check). */
void sudoku_se_grid_init(struct se_grid *g, const struct sudoku_grid *p);

/* Fill 'g' from the pencil grid 'm': its candidates, each cell of one
 * candidate placed (which takes the digit from its peers). */
void sudoku_se_grid_from_marks(struct se_grid *g,
			       const struct sudoku_marks *m);

/* Build the view of 'g' (from the last view built in the thread, when
 * few cells differ). */
void sudoku_se_view_build(const struct se_grid *g, struct se_view *v);

/* Start 'step' as a step of 'difficulty' called 'name', doing nothing. */
void sudoku_se_step_start(struct se_step *step, int difficulty,
			  const char *name);

/* Add the elimination of 'digit' (1..9) from 'cell' to 'step'. */
void sudoku_se_step_elim(struct se_step *step, int cell, int digit);

/* Add the elimination of each digit of the mask 'digits' (bit d - 1 for
 * digit d) from 'cell'. */
void sudoku_se_step_elim_digits(struct se_step *step, int cell,
				unsigned digits);

/* Add the elimination of 'digit' (a mask of one bit) from each cell of
 * 'g' that holds it and sees every one of cells[0..n-1], in cell order
 * (from every cell that holds it when 'n' is 0). */
void sudoku_se_step_elim_seen_by_all(struct se_step *step,
				     const struct se_grid *g, const int *cells,
				     int n, unsigned digit);

/* Apply 'step' to 'g': its eliminations, then its placement, which takes
 * the digit from the peers' candidates. */
void sudoku_se_apply(struct se_grid *g, const struct se_step *step);

/*
 * The candidates of the last grid on which a search found nothing, kept
 * per thread by searches whose every part reads only some cells or some
 * digits: a part whose cells (digits) did not change since finds nothing
 * again, and the searches on the grids of a puzzle's steps, which fail
 * again and again, look only at what the last steps touched.  Zeroed, a
 * memo holds no grid.
 */
struct se_memo {
	int valid;
	uint16_t cand[SE_CELLS];
};

/* Keep 'g' in 'm'. */
void sudoku_se_memo_keep(struct se_memo *m, const struct se_grid *g);

/* The cells whose candidates differ between 'm' and 'g' (all when 'm'
 * holds no grid). */
struct se_cells sudoku_se_memo_cells(const struct se_memo *m,
				     const struct se_grid *g);

/* The digits (bit d - 1 for digit d) whose candidates differ between 'm'
 * and 'g' in some cell (all when 'm' holds no grid). */
unsigned sudoku_se_memo_digits(const struct se_memo *m,
			       const struct se_grid *g);

/*
 * The techniques, each as SE's producer of it: 1 with the first step that
 * producer would report written to 'step', 0 when it has none.
 */
/* (reads the grid only: 'v' may be NULL) */
int sudoku_se_hidden_single(const struct se_grid *g, const struct se_view *v,
			    struct se_step *step);
int sudoku_se_naked_single(const struct se_grid *g, const struct se_view *v,
			   struct se_step *step);
/* Pointing and claiming; 'direct': only when they leave a hidden single,
 * which the step places (SE's direct pointing 1.7, direct claiming 1.9). */
int sudoku_se_locking(const struct se_grid *g, const struct se_view *v,
		      struct se_step *step, int direct);
int sudoku_se_naked_set(const struct se_grid *g, const struct se_view *v,
			struct se_step *step, int degree);
/* 'direct': only when the set leaves a hidden single, which is placed. */
int sudoku_se_hidden_set(const struct se_grid *g, const struct se_view *v,
			 struct se_step *step, int degree, int direct);
/* X-wing (2), swordfish (3), jellyfish (4). */
int sudoku_se_fish(const struct se_grid *g, const struct se_view *v,
		   struct se_step *step, int degree);
/* XY-wing, or XYZ-wing when 'xyz'. */
int sudoku_se_wing(const struct se_grid *g, const struct se_view *v,
		   struct se_step *step, int xyz);
/* Unique rectangles and loops, types 1 to 4. */
int sudoku_se_unique_loops(const struct se_grid *g, const struct se_view *v,
			   struct se_step *step);
/* Bivalue universal grave, types 1 to 4. */
int sudoku_se_bug(const struct se_grid *g, const struct se_view *v,
		  struct se_step *step);
/* Aligned pair (2) and triplet (3) exclusion. */
int sudoku_se_aligned_exclusion(const struct se_grid *g,
				const struct se_view *v, struct se_step *step,
				int degree);

/*
 * The step SE takes on 'g' (SE's easiest, in its order of techniques),
 * with the technique it counts as in '*t': returns 1, 0 when no technique
 * applies, -1 when 'deadline' (armed, not NULL) passed.
 */
int sudoku_se_next_step(const struct se_grid *g, struct se_step *step,
			struct deadline *deadline, enum sudoku_technique *t);

#endif
