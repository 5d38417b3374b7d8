/* rate.c - difficulty from the techniques a person needs: singles, locked
 * candidates, naked and hidden subsets, X-wing and swordfish, then search.
 * See LICENSE for copying terms. */
#include <string.h>

#include "toolkit.h"

static const char *const names[SUDOKU_TECHNIQUES] = {
    "hidden-single", "naked-single",  "locked-candidates", "naked-pair",
    "hidden-pair",   "naked-triple",  "hidden-triple",	   "x-wing",
    "swordfish",     "search"};

const char *
sudoku_technique_name(enum sudoku_technique t)
{
	return (unsigned)t < SUDOKU_TECHNIQUES ? names[t] : "unknown";
}

/* Place digit 'd' (1..9) in cell 'i' and take it from the cell's peers. */
static void
candidates_place(struct sudoku_candidates *c, int i, int d)
{
	unsigned bit = 1u << (d - 1);
	int r = ROW_OF(i), col = COL_OF(i), b = BOX_OF(i), k;

	c->value[i] = (unsigned char)d;
	c->mask[i] = (uint16_t)bit;
	for (k = 0; k < 9; k++) {
		const int p[3] = {sudoku_unit_cell[r][k],
				  sudoku_unit_cell[9 + col][k],
				  sudoku_unit_cell[18 + b][k]};
		int j;

		for (j = 0; j < 3; j++)
			if (p[j] != i)
				c->mask[p[j]] &= (uint16_t)~bit;
	}
}

enum sudoku_status
sudoku_candidates_init(struct sudoku_candidates *c,
		       const struct sudoku_grid *g)
{
	enum sudoku_status status = sudoku_check_clues(g);
	int i;

	if (status != SUDOKU_OK)
		return status;
	for (i = 0; i < SUDOKU_CELLS; i++) {
		c->value[i] = 0;
		c->mask[i] = NINE_DIGITS;
	}
	for (i = 0; i < SUDOKU_CELLS; i++)
		if (g->cell[i] != 0)
			candidates_place(c, i, g->cell[i]);
	return SUDOKU_OK;
}

/* Where each digit may go in each unit: pos[u][d] has bit k for the k-th
 * cell of unit u (placed cells excluded).  Built once per step. */
typedef uint16_t positions[27][9];

static void
find_positions(const struct sudoku_candidates *c, positions pos)
{
	int i;

	memset(pos, 0, sizeof(positions));
	for (i = 0; i < 81; i++) {
		unsigned m = c->mask[i];
		int r = ROW_OF(i), col = COL_OF(i), b = BOX_OF(i);
		int k = 3 * (r % 3) + col % 3;

		if (c->value[i] != 0)
			continue;
		while (m != 0) {
			int d = lowest_bit(m);

			m &= m - 1;
			pos[r][d] |= (uint16_t)(1u << col);
			pos[9 + col][d] |= (uint16_t)(1u << r);
			pos[18 + b][d] |= (uint16_t)(1u << k);
		}
	}
}

static int
hidden_single(struct sudoku_candidates *c, positions pos, int n)
{
	int u, k;

	(void)pos;
	(void)n;
	for (u = 0; u < 27; u++) {
		unsigned once = 0, twice = 0, done = 0, single;

		for (k = 0; k < 9; k++) {
			int i = sudoku_unit_cell[u][k];

			if (c->value[i] != 0) {
				done |= c->mask[i];
				continue;
			}
			twice |= once & c->mask[i];
			once |= c->mask[i];
		}
		single = once & ~twice & ~done;
		if (single == 0)
			continue;
		single &= 0u - single;
		for (k = 0; k < 9; k++) {
			int i = sudoku_unit_cell[u][k];

			if (c->value[i] == 0 && (c->mask[i] & single)) {
				candidates_place(c, i, lowest_bit(single) + 1);
				return 1;
			}
		}
	}
	return 0;
}

static int
naked_single(struct sudoku_candidates *c, positions pos, int n)
{
	int i;

	(void)pos;
	(void)n;
	for (i = 0; i < 81; i++)
		if (c->value[i] == 0 && c->mask[i] != 0 &&
		    (c->mask[i] & (c->mask[i] - 1)) == 0) {
			candidates_place(c, i, lowest_bit(c->mask[i]) + 1);
			return 1;
		}
	return 0;
}

/* Take 'bits' from the cells of unit 'u' at the places not in 'keep'. */
static int
eliminate(struct sudoku_candidates *c, int u, unsigned keep, unsigned bits)
{
	int k, changed = 0;

	for (k = 0; k < 9; k++) {
		int i = sudoku_unit_cell[u][k];

		if (!(keep & 1u << k) && c->value[i] == 0 &&
		    (c->mask[i] & bits)) {
			c->mask[i] &= (uint16_t)~bits;
			changed = 1;
		}
	}
	return changed;
}

/*
 * A digit confined to one line within a box leaves the rest of the line
 * (pointing), and one confined to one box within a line leaves the rest
 * of the box (claiming).
 */
static int
locked_candidates(struct sudoku_candidates *c, positions pos, int n)
{
	int b, d, k;

	(void)n;
	for (b = 0; b < 9; b++)
		for (d = 0; d < 9; d++) {
			unsigned p = pos[18 + b][d], bit = 1u << d;

			if (p == 0)
				continue;
			for (k = 0; k < 3; k++) {
				int row = 3 * (b / 3) + k, col = 3 * (b % 3) + k;
				unsigned in_box_row = 7u << (3 * (b % 3));
				unsigned in_box_col = 7u << (3 * (b / 3));

				/* Pointing: the box's places on one line. */
				if ((p & ~(7u << 3 * k)) == 0 &&
				    (pos[row][d] & ~in_box_row) != 0)
					return eliminate(c, row, in_box_row,
							 bit);
				if ((p & ~(0x49u << k)) == 0 &&
				    (pos[9 + col][d] & ~in_box_col) != 0)
					return eliminate(c, 9 + col,
							 in_box_col, bit);
				/* Claiming: the line's places in one box. */
				if ((pos[row][d] & ~in_box_row) == 0 &&
				    pos[row][d] != 0 &&
				    (p & ~(7u << 3 * k)) != 0)
					return eliminate(c, 18 + b,
							 7u << 3 * k, bit);
				if ((pos[9 + col][d] & ~in_box_col) == 0 &&
				    pos[9 + col][d] != 0 &&
				    (p & ~(0x49u << k)) != 0)
					return eliminate(c, 18 + b,
							 0x49u << k, bit);
			}
		}
	return 0;
}

/*
 * 'n' cells of a unit whose candidates together are 'n' digits: those
 * digits leave the unit's other cells.
 */
static int
naked_subset(struct sudoku_candidates *c, positions pos, int n)
{
	int u, a, b, e;

	(void)pos;
	for (u = 0; u < 27; u++) {
		unsigned m[9] = {0};
		int open[9] = {0}, count = 0, k;

		for (k = 0; k < 9; k++) {
			int i = sudoku_unit_cell[u][k];
			int size = bit_count(c->mask[i]);

			if (c->value[i] == 0 && size >= 2 && size <= n) {
				open[count] = k;
				m[count++] = c->mask[i];
			}
		}
		for (a = 0; a < count; a++)
			for (b = a + 1; b < count; b++) {
				if (n == 2) {
					if (bit_count(m[a] | m[b]) == 2 &&
					    eliminate(c, u,
						      1u << open[a] |
							  1u << open[b],
						      m[a] | m[b]))
						return 1;
					continue;
				}
				for (e = b + 1; e < count; e++)
					if (bit_count(m[a] | m[b] | m[e]) == 3 &&
					    eliminate(c, u,
						      1u << open[a] |
							  1u << open[b] |
							  1u << open[e],
						      m[a] | m[b] | m[e]))
						return 1;
			}
	}
	return 0;
}

/* Take every digit but 'keep' from the cells of unit 'u' at 'where'. */
static int
restrict_cells(struct sudoku_candidates *c, int u, unsigned where,
	       unsigned keep)
{
	int k, changed = 0;

	for (k = 0; k < 9; k++) {
		int i = sudoku_unit_cell[u][k];

		if ((where & 1u << k) && (c->mask[i] & ~keep)) {
			c->mask[i] &= (uint16_t)keep;
			changed = 1;
		}
	}
	return changed;
}

/*
 * 'n' digits of a unit that fit only in the same 'n' cells: those cells
 * lose every other digit.
 */
static int
hidden_subset(struct sudoku_candidates *c, positions all, int n)
{
	int u, a, b, e;

	for (u = 0; u < 27; u++) {
		unsigned pos[9] = {0}, digit[9] = {0};
		int count = 0, d;

		for (d = 0; d < 9; d++) {
			unsigned p = all[u][d];
			int size = bit_count(p);

			if (size >= 2 && size <= n) {
				pos[count] = p;
				digit[count++] = 1u << d;
			}
		}
		for (a = 0; a < count; a++)
			for (b = a + 1; b < count; b++) {
				if (n == 2) {
					if (bit_count(pos[a] | pos[b]) == 2 &&
					    restrict_cells(c, u, pos[a] | pos[b],
							   digit[a] | digit[b]))
						return 1;
					continue;
				}
				for (e = b + 1; e < count; e++)
					if (bit_count(pos[a] | pos[b] |
						      pos[e]) == 3 &&
					    restrict_cells(c, u,
							   pos[a] | pos[b] |
							       pos[e],
							   digit[a] | digit[b] |
							       digit[e]))
						return 1;
			}
	}
	return 0;
}

/* Take digit 'bit' from the lines across 'cover' outside the lines
 * 'keep' ('side' 0: the fish lies in rows, 1: in columns). */
static int
sweep(struct sudoku_candidates *c, int side, unsigned cover, unsigned keep,
      unsigned bit)
{
	int k, changed = 0;

	for (k = 0; k < 9; k++)
		if (cover & 1u << k)
			changed |= eliminate(c, 9 * (1 - side) + k, keep, bit);
	return changed;
}

/*
 * A fish of size 'n' (2: X-wing, 3: swordfish): 'n' rows in which a
 * digit fits only within the same 'n' columns take it from those columns'
 * other rows; the same with rows and columns swapped.
 */
static int
fish(struct sudoku_candidates *c, positions all, int n)
{
	int d, side, a, b, e, k;

	for (d = 0; d < 9; d++)
		for (side = 0; side < 2; side++) {
			unsigned pos[9] = {0}, bit = 1u << d;
			int line[9] = {0}, count = 0;

			for (k = 0; k < 9; k++) {
				unsigned p = all[9 * side + k][d];
				int size = bit_count(p);

				if (size >= 2 && size <= n) {
					pos[count] = p;
					line[count++] = k;
				}
			}
			for (a = 0; a < count; a++)
				for (b = a + 1; b < count; b++) {
					unsigned two = pos[a] | pos[b];
					unsigned keep = 1u << line[a] |
							1u << line[b];

					if (n == 2) {
						if (bit_count(two) == 2 &&
						    sweep(c, side, two, keep, bit))
							return 1;
						continue;
					}
					for (e = b + 1; e < count; e++)
						if (bit_count(two | pos[e]) == 3 &&
						    sweep(c, side, two | pos[e],
							  keep | 1u << line[e],
							  bit))
							return 1;
				}
		}
	return 0;
}

/* The ladder, easiest first, as enum sudoku_technique lists it. */
static const struct {
	int (*apply)(struct sudoku_candidates *c, positions pos, int n);
	int n;
} ladder[SUDOKU_SEARCH] = {
    {hidden_single, 1},	 {naked_single, 1}, {locked_candidates, 1},
    {naked_subset, 2},	 {hidden_subset, 2}, {naked_subset, 3},
    {hidden_subset, 3}, {fish, 2},	    {fish, 3}};

int
sudoku_rate_step(struct sudoku_candidates *c, unsigned skip,
		 enum sudoku_technique *used)
{
	positions pos;
	int t, have_pos = 0;

	for (t = 0; t < SUDOKU_SEARCH; t++) {
		if (skip & 1u << t)
			continue;
		/* Where each digit may go: built once, for all but singles. */
		if (t >= SUDOKU_LOCKED_CANDIDATES && !have_pos) {
			find_positions(c, pos);
			have_pos = 1;
		}
		if (ladder[t].apply(c, pos, ladder[t].n)) {
			if (used != NULL)
				*used = (enum sudoku_technique)t;
			return 1;
		}
	}
	return 0;
}

enum sudoku_status
sudoku_rate(const struct sudoku_grid *g, struct sudoku_rating *rating,
	    struct sudoku_search *search)
{
	struct sudoku_candidates c;
	struct sudoku_grid stuck;
	struct deadline d;
	enum sudoku_technique t;
	enum sudoku_status status = sudoku_check_clues(g);
	unsigned skip = rating->skip;
	uint64_t n;
	int i, open = 0;

	memset(rating, 0, sizeof *rating);
	rating->skip = skip;
	sudoku_deadline_start(&d, search);
	if (status != SUDOKU_OK)
		return status;
	/* The solver says first whether there is one answer to explain. */
	n = sudoku_deadline_count(&d, g, 2, NULL, search);
	sudoku_deadline_finish(&d, search);
	if (d.expired)
		return SUDOKU_ETIMEOUT;
	rating->solutions = n;
	if (n != 1)
		return n == 0 ? SUDOKU_NONE : SUDOKU_MULTIPLE;
	sudoku_candidates_init(&c, g);
	while (sudoku_rate_step(&c, skip, &t)) {
		rating->used[t]++;
		if (t > rating->hardest)
			rating->hardest = t;
	}
	for (i = 0; i < SUDOKU_CELLS; i++) {
		stuck.cell[i] = c.value[i];
		open += c.value[i] == 0;
	}
	if (open > 0) {
		struct sudoku_search mine = {0};

		/* Count the solver's guesses from where the techniques
		 * stopped, within what is left of the same time limit; the
		 * search found an answer above, so it will again. */
		sudoku_deadline_count(&d, &stuck, 1, NULL, &mine);
		if (search != NULL)
			search->guesses += mine.guesses;
		sudoku_deadline_finish(&d, search);
		if (d.expired) {
			memset(rating, 0, sizeof *rating);
			rating->skip = skip;
			return SUDOKU_ETIMEOUT;
		}
		rating->hardest = SUDOKU_SEARCH;
		rating->used[SUDOKU_SEARCH] = mine.guesses > 0 ? mine.guesses
							       : 1;
	}
	/* Tens: the hardest technique; units: how often it was needed. */
	n = rating->used[rating->hardest];
	rating->score = 10 * ((int)rating->hardest + 1) +
			(n == 0 ? 0 : n >= 10 ? 9 : (int)n - 1);
	return SUDOKU_OK;
}
