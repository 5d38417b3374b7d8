/* minimal.c - is every clue needed (sudoku_minimal), and make it so
 * (sudoku_minimize), on sudoku_count() with a limit of 2.
 * See LICENSE for copying terms. */
#include <string.h>

#include "internal.h"
#include "toolkit.h"

void
sudoku_budget_start(struct budget *b, struct sudoku_search *search)
{
	b->search = search;
	b->end = 0;
	b->timed_out = 0;
	if (search != NULL) {
		search->timed_out = 0;
		if (search->time_limit > 0)
			b->end = sudoku_clock() + search->time_limit;
	}
}

void
sudoku_budget_finish(struct budget *b)
{
	if (b->search != NULL)
		b->search->timed_out = b->timed_out;
}

int
sudoku_budget_count(struct budget *b, const struct sudoku_grid *g, int limit,
		    struct sudoku_grid *first)
{
	struct sudoku_search sub = {0};
	uint64_t n;

	if (b->end != 0) {
		sub.time_limit = b->end - sudoku_clock();
		if (sub.time_limit <= 0) {
			b->timed_out = 1;
			return -1;
		}
	}
	n = sudoku_count(g, (uint64_t)limit, first, &sub);
	if (b->search != NULL)
		b->search->guesses += sub.guesses;
	if (sub.timed_out) {
		b->timed_out = 1;
		return -1;
	}
	return (int)n;
}

/* The digits of the clues of each row, column and box, as masks. */
struct masks {
	unsigned row[9], col[9], box[9];
};

static void
masks_of(struct masks *m, const struct sudoku_grid *p)
{
	int i;

	memset(m, 0, sizeof *m);
	for (i = 0; i < 81; i++)
		if (p->cell[i] != 0) {
			unsigned bit = 1u << (p->cell[i] - 1);

			m->row[ROW_OF(i)] |= bit;
			m->col[COL_OF(i)] |= bit;
			m->box[BOX_OF(i)] |= bit;
		}
}

/* Take digit 'd' (1..9) out of the masks of cell 'i', or put it back. */
static void
masks_flip(struct masks *m, int i, int d)
{
	unsigned bit = 1u << (d - 1);

	m->row[ROW_OF(i)] ^= bit;
	m->col[COL_OF(i)] ^= bit;
	m->box[BOX_OF(i)] ^= bit;
}

static unsigned
seen(const struct masks *m, int i)
{
	return m->row[ROW_OF(i)] | m->col[COL_OF(i)] | m->box[BOX_OF(i)];
}

/*
 * Does a single force digit 'd' into the empty cell 'i' of 'p', from the
 * clues alone?  Then removing the clue there changes no completion, and
 * needs no search: this settles most removals from a dense grid.
 */
static int
forced(const struct sudoku_grid *p, const struct masks *m, int i, int d)
{
	unsigned bit = 1u << (d - 1);
	const int units[3] = {ROW_OF(i), 9 + COL_OF(i), 18 + BOX_OF(i)};
	int u, k, j;

	if ((seen(m, i) | bit) == 0x1ff)
		return 1;	/* every other digit is among its peers */
	for (u = 0; u < 3; u++) {
		for (k = 0; k < 9; k++) {
			j = sudoku_unit_cell[units[u]][k];
			if (j != i && p->cell[j] == 0 && !(seen(m, j) & bit))
				break;
		}
		if (k == 9)
			return 1;	/* the only place for 'd' in the unit */
	}
	return 0;
}

/*
 * With the clues of cells removed[0..n-1] taken out of 'p', is 's' still
 * its only solution?  Returns 1 or 0, or -1 when the time ran out.  For
 * one cell, each other digit its peers allow is tried in turn and must
 * leave no solution: searches that stop at the first solution, on puzzles
 * as full as before the removal, and none of them finds 's' again.
 */
static int
still_unique(struct budget *b, struct sudoku_grid *p, const struct masks *m,
	     const unsigned char *removed, int n, const struct sudoku_grid *s)
{
	int i = removed[0], r = 0;
	unsigned open;

	if (n > 1)
		return sudoku_budget_count(b, p, 2, NULL) == 1;
	open = ~seen(m, i) & 0x1ff & ~(1u << (s->cell[i] - 1));
	while (open != 0 && r == 0) {
		p->cell[i] = (unsigned char)(lowest_bit(open) + 1);
		open &= open - 1;
		r = sudoku_budget_count(b, p, 1, NULL);
	}
	p->cell[i] = 0;
	return r < 0 ? -1 : r == 0;
}

int
sudoku_reduce(struct sudoku_grid *p, const struct sudoku_grid *s,
	      enum sudoku_symmetry symmetry, uint64_t *rng, struct budget *b)
{
	unsigned char cells[81][4], size[81], order[81], removed[4];
	struct masks m;
	int groups, k, n, x, r = 1, easy;

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
	masks_of(&m, p);
	for (k = 0; k < groups; k++) {
		const unsigned char *g = cells[order[k]];

		for (n = 0, x = 0; x < size[order[k]]; x++)
			if (p->cell[g[x]] != 0) {
				removed[n++] = g[x];
				masks_flip(&m, g[x], p->cell[g[x]]);
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
		if (easy || (r = still_unique(b, p, &m, removed, n, s)) == 1)
			continue;
		for (x = 0; x < n; x++) {
			p->cell[removed[x]] = s->cell[removed[x]];
			masks_flip(&m, removed[x], s->cell[removed[x]]);
		}
		if (r < 0)
			return -1;
	}
	return 1;
}

int
sudoku_minimal(const struct sudoku_grid *g, int *redundant,
	       unsigned char removable[81], struct sudoku_search *search)
{
	struct sudoku_grid p = *g, s;
	struct budget b;
	struct masks m;
	int i, d, n = 0, r;

	sudoku_budget_start(&b, search);
	r = sudoku_budget_count(&b, &p, 2, &s);
	if (r != 1) {
		sudoku_budget_finish(&b);
		return r;
	}
	masks_of(&m, &p);
	for (i = 0; i < 81 && r >= 0; i++) {
		unsigned char cell = (unsigned char)i;
		int spare = 0;

		if (removable != NULL)
			removable[i] = 0;
		if ((d = p.cell[i]) == 0)
			continue;
		p.cell[i] = 0;
		masks_flip(&m, i, d);
		if (forced(&p, &m, i, d) ||
		    (r = still_unique(&b, &p, &m, &cell, 1, &s)) == 1)
			spare = 1;
		p.cell[i] = (unsigned char)d;
		masks_flip(&m, i, d);
		if (spare && removable != NULL)
			removable[i] = 1;
		n += spare;
	}
	sudoku_budget_finish(&b);
	if (r < 0)
		return -1;
	if (redundant != NULL)
		*redundant = n;
	return 1;
}

int
sudoku_minimize(const struct sudoku_grid *g, enum sudoku_symmetry symmetry,
		uint64_t seed, struct sudoku_grid *out,
		struct sudoku_search *search)
{
	struct sudoku_grid p = *g, s;
	struct budget b;
	uint64_t rng = seed;
	int r;

	sudoku_budget_start(&b, search);
	r = sudoku_budget_count(&b, &p, 2, &s);
	if (r == 1) {
		/* A group that is partly given is removed as a whole. */
		r = sudoku_reduce(&p, &s, symmetry, seed != 0 ? &rng : NULL,
				  &b);
		*out = p;
	}
	sudoku_budget_finish(&b);
	return r;
}
