/* minimal.c - is every clue needed (sudoku_minimal), and make it so
 * (sudoku_minimize), on sudoku_count() with a limit of 2.
 * See LICENSE for copying terms. */
#include <string.h>

#include "toolkit.h"

/* The digits of the clues of 'p', by unit. */
static void
unit_digits_of(struct unit_digits *m, const struct sudoku_grid *p)
{
	int i;

	memset(m, 0, sizeof *m);
	for (i = 0; i < SUDOKU_CELLS; i++)
		if (p->cell[i] != 0)
			unit_digits_flip(m, i, p->cell[i]);
}

/*
 * Does a single force digit 'd' into the empty cell 'i' of 'p', from the
 * clues alone?  Then removing the clue there changes no completion, and
 * needs no search: this settles most removals from a dense grid.
 */
static int
forced(const struct sudoku_grid *p, const struct unit_digits *m, int i, int d)
{
	unsigned bit = 1u << (d - 1);
	const int units[3] = {ROW_OF(i), 9 + COL_OF(i), 18 + BOX_OF(i)};
	int u, k, j;

	if ((unit_digits_seen(m, i) | bit) == NINE_DIGITS)
		return 1;	/* every other digit is among its peers */
	for (u = 0; u < 3; u++) {
		for (k = 0; k < 9; k++) {
			j = sudoku_unit_cell[units[u]][k];
			if (j != i && p->cell[j] == 0 && !(unit_digits_seen(m, j) & bit))
				break;
		}
		if (k == 9)
			return 1;	/* the only place for 'd' in the unit */
	}
	return 0;
}

/*
 * With the clues of cells removed[0..n-1] taken out of 'p', is 's' still
 * its only solution?  Returns 1 or 0 (and 0 when deadline 'd' ran out:
 * the caller checks d->expired).  For
 * one cell, each other digit its peers allow is tried in turn and must
 * leave no solution: searches that stop at the first solution, on puzzles
 * as full as before the removal, and none of them finds 's' again.
 */
static int
still_unique(struct deadline *d, struct sudoku_search *search,
	     struct sudoku_grid *p, const struct unit_digits *m,
	     const unsigned char *removed, int n, const struct sudoku_grid *s)
{
	int i = removed[0];
	uint64_t other = 0;
	unsigned open;

	if (n > 1)
		return sudoku_deadline_count(d, p, 2, NULL, search) == 1 &&
		       !d->expired;
	open = ~unit_digits_seen(m, i) & NINE_DIGITS & ~(1u << (s->cell[i] - 1));
	while (open != 0 && other == 0 && !d->expired) {
		p->cell[i] = (unsigned char)(lowest_bit(open) + 1);
		open &= open - 1;
		other = sudoku_deadline_count(d, p, 1, NULL, search);
	}
	p->cell[i] = 0;
	return other == 0 && !d->expired;
}

enum sudoku_status
sudoku_reduce(struct sudoku_grid *p, const struct sudoku_grid *s,
	      enum sudoku_symmetry symmetry, uint64_t *rng, struct deadline *d,
	      struct sudoku_search *search)
{
	unsigned char cells[81][4], size[81], order[81], removed[4];
	struct unit_digits m;
	int groups, k, n, x, easy;

	groups = sudoku_symmetry_groups(symmetry, cells, size);
	for (k = 0; k < groups; k++)
		order[k] = (unsigned char)k;
	if (rng != NULL)
		for (k = groups - 1; k > 0; k--) {
			int j = toolkit_below(rng, k + 1);
			unsigned char t = order[k];

			order[k] = order[j];
			order[j] = t;
		}
	unit_digits_of(&m, p);
	for (k = 0; k < groups; k++) {
		const unsigned char *g = cells[order[k]];

		for (n = 0, x = 0; x < size[order[k]]; x++)
			if (p->cell[g[x]] != 0) {
				removed[n++] = g[x];
				unit_digits_flip(&m, g[x], p->cell[g[x]]);
				p->cell[g[x]] = 0;
			}
		if (n == 0)
			continue;
		for (easy = 1, x = 0; x < n && easy; x++)
			easy = forced(p, &m, removed[x], s->cell[removed[x]]);
		/*
		 * The group stays out while the solution stays unique.  If it
		 * must stay, it must stay in every subset of this puzzle too,
		 * so it is never looked at again.
		 */
		if (easy || still_unique(d, search, p, &m, removed, n, s))
			continue;
		for (x = 0; x < n; x++) {
			p->cell[removed[x]] = s->cell[removed[x]];
			unit_digits_flip(&m, removed[x], s->cell[removed[x]]);
		}
		if (d->expired)
			return SUDOKU_ETIMEOUT;
	}
	return SUDOKU_OK;
}

/*
 * The start of both calls: 'g' checked, the deadline armed, the solution
 * counted into 's'.  Returns SUDOKU_OK when 'g' has one solution.
 */
static enum sudoku_status
unique_start(const struct sudoku_grid *g, struct sudoku_grid *s,
	     struct deadline *d, struct sudoku_search *search)
{
	enum sudoku_status status = sudoku_check_clues(g);
	uint64_t n;

	sudoku_deadline_start(d, search);
	if (status != SUDOKU_OK)
		return status;
	n = sudoku_deadline_count(d, g, 2, s, search);
	if (d->expired)
		return SUDOKU_ETIMEOUT;
	return n == 0 ? SUDOKU_NONE : n == 1 ? SUDOKU_OK : SUDOKU_MULTIPLE;
}

enum sudoku_status
sudoku_minimal(const struct sudoku_grid *g, int *redundant,
	       unsigned char removable[SUDOKU_CELLS],
	       struct sudoku_search *search)
{
	struct sudoku_grid p = *g, s;
	struct deadline d;
	struct unit_digits m;
	unsigned char spare[SUDOKU_CELLS] = {0};
	enum sudoku_status status = unique_start(g, &s, &d, search);
	int i, digit, n = 0;

	if (status != SUDOKU_OK) {
		sudoku_deadline_finish(&d, search);
		return status;
	}
	unit_digits_of(&m, &p);
	for (i = 0; i < SUDOKU_CELLS && !d.expired; i++) {
		unsigned char cell = (unsigned char)i;

		if ((digit = p.cell[i]) == 0)
			continue;
		p.cell[i] = 0;
		unit_digits_flip(&m, i, digit);
		spare[i] = forced(&p, &m, i, digit) ||
			   still_unique(&d, search, &p, &m, &cell, 1, &s);
		p.cell[i] = (unsigned char)digit;
		unit_digits_flip(&m, i, digit);
		n += spare[i];
	}
	sudoku_deadline_finish(&d, search);
	if (d.expired)
		return SUDOKU_ETIMEOUT;
	if (redundant != NULL)
		*redundant = n;
	if (removable != NULL)
		memcpy(removable, spare, sizeof spare);
	return SUDOKU_OK;
}

enum sudoku_status
sudoku_minimize(const struct sudoku_grid *g, enum sudoku_symmetry symmetry,
		uint64_t seed, struct sudoku_grid *out,
		struct sudoku_search *search)
{
	struct sudoku_grid p = *g, s;
	struct deadline d;
	uint64_t rng = seed;
	enum sudoku_status status = unique_start(g, &s, &d, search);

	if (status == SUDOKU_OK) {
		/* A group that is partly given is removed as a whole. */
		status = sudoku_reduce(&p, &s, symmetry,
				       seed != 0 ? &rng : NULL, &d, search);
		*out = p;
	}
	sudoku_deadline_finish(&d, search);
	return status;
}
