/* generate.c - new puzzles: a random full grid, enough of its cells at
 * random to pin it down, then minimized.  See LICENSE for copying terms. */
#include <string.h>

#include "toolkit.h"

/* The k-th (from 0) set bit of 'mask'. */
static int
nth_bit(unsigned mask, int k)
{
	while (k-- > 0)
		mask &= mask - 1;
	return lowest_bit(mask);
}

/* A full grid drawn at random, and what the drawing needs. */
struct grid_draw {
	struct sudoku_grid g;
	struct unit_digits used;	/* the digits of g's units */
	unsigned char empty[81];	/* the empty cells, in random order */
	int left;			/* how many of them */
	int steps;			/* left before starting afresh */
	uint64_t *rng;
};

/* Put digit 'bit' (a mask) into cell 'i', or take it out again. */
static void
draw_flip(struct grid_draw *f, int i, unsigned bit)
{
	int d = lowest_bit(bit) + 1;

	unit_digits_flip(&f->used, i, d);
	f->g.cell[i] = f->g.cell[i] != 0 ? 0 : (unsigned char)d;
}

/*
 * Fill the empty cells of f->g: the one with the fewest open digits first,
 * each open digit in a random order, backing up on a dead end.  It is not
 * a solver for puzzles (it has no clues to respect but its own), so it
 * needs no propagation: from three random boxes it rarely backs up at all,
 * and the step bound cuts off the rare long detour.  Returns 1 when full.
 */
static int
draw_rest(struct grid_draw *f)
{
	unsigned open = 0, bit;
	int k, n, i, best = 0, fewest = 10, last;

	if (f->left == 0)
		return 1;
	for (k = 0; k < f->left; k++) {
		unsigned o;

		i = f->empty[k];
		o = ~unit_digits_seen(&f->used, i) & NINE_DIGITS;
		n = bit_count(o);
		if (n < fewest) {
			fewest = n;
			best = k;
			open = o;
			if (n <= 1)
				break;
		}
	}
	/* Move the cell to the end of the list, out of the way. */
	last = --f->left;
	i = f->empty[best];
	f->empty[best] = f->empty[last];
	f->empty[last] = (unsigned char)i;
	while (open != 0 && f->steps-- > 0) {
		bit = 1u << nth_bit(open, toolkit_below(f->rng, bit_count(open)));
		open &= ~bit;
		draw_flip(f, i, bit);
		if (draw_rest(f))
			return 1;
		draw_flip(f, i, bit);
	}
	f->empty[last] = f->empty[best];
	f->empty[best] = (unsigned char)i;
	f->left++;
	return 0;
}

/* A random permutation of 0..n-1 into 'order'. */
static void
shuffle(unsigned char *order, int n, uint64_t *rng)
{
	int k;

	for (k = 0; k < n; k++) {
		int j = toolkit_below(rng, k + 1);

		/* Inside out: k takes place j, whose value moves to k. */
		order[k] = j < k ? order[j] : (unsigned char)k;
		order[j] = (unsigned char)k;
	}
}

/*
 * A random full grid into f->g.  The three boxes of the main diagonal
 * share no row or column, so each takes a random permutation of the
 * digits as it is; draw_rest() does the rest.
 */
static void
random_grid(struct grid_draw *f, uint64_t *rng)
{
	unsigned char digits[9] = {0}, cells[81] = {0};
	int b, k, i;

	do {
		memset(f, 0, sizeof *f);
		f->rng = rng;
		f->steps = 2000;
		for (b = 0; b < 9; b += 4) {
			shuffle(digits, 9, rng);
			for (k = 0; k < 9; k++)
				draw_flip(f, 27 * (b / 3) + 3 * (b % 3) + 9 * (k / 3) +
						k % 3,
				     1u << digits[k]);
		}
		shuffle(cells, 81, rng);
		for (k = 0; k < 81; k++)
			if (f->g.cell[i = cells[k]] == 0)
				f->empty[f->left++] = (unsigned char)i;
	} while (!draw_rest(f));
}

/*
 * A random full grid in 's', then the shortest prefix of a random order of
 * its cells that pins it down, in 'p'.  Every draw treats the digits
 * alike, so each digit is equally likely in each cell of 's'.  A prefix
 * that pins the grid down stays so when it grows, so a binary search
 * finds the shortest in a handful of counts; no prefix of fewer than 17
 * cells can (McGuire et al., 2012), so the search starts there.
 * Returns 1, or 0 when deadline 'd' ran out.
 */
static int
random_unique(struct sudoku_grid *p, struct sudoku_grid *s, uint64_t *rng,
	      struct deadline *d, struct sudoku_search *search)
{
	struct grid_draw f;
	unsigned char order[81] = {0};
	int low = 17, high = 81, mid, k;
	uint64_t n;

	random_grid(&f, rng);
	*s = f.g;
	shuffle(order, 81, rng);
	/* Invariant: the prefix of 'high' cells is unique, that of 'low'
	 * - 1 cells is not. */
	while (low < high) {
		mid = low + (high - low) / 2;
		memset(p, 0, sizeof *p);
		for (k = 0; k < mid; k++)
			p->cell[order[k]] = s->cell[order[k]];
		n = sudoku_deadline_count(d, p, 2, NULL, search);
		if (d->expired)
			return 0;
		if (n == 1)
			high = mid;
		else
			low = mid + 1;
	}
	memset(p, 0, sizeof *p);
	for (k = 0; k < high; k++)
		p->cell[order[k]] = s->cell[order[k]];
	return 1;
}

static int
clue_count(const struct sudoku_grid *g)
{
	int i, n = 0;

	for (i = 0; i < 81; i++)
		n += g->cell[i] != 0;
	return n;
}

/* Whether options->accept takes 'p', asked with what is left of the time
 * in a search of its own. */
static int
accepted(const struct sudoku_generate_options *options,
	 const struct sudoku_grid *p, const struct sudoku_grid *s,
	 struct deadline *d, struct sudoku_search *search)
{
	struct sudoku_search filter = {0};
	int yes;

	if (d->at != 0 && (filter.time_limit = sudoku_deadline_left(d)) <= 0) {
		d->expired = 1;
		return 0;
	}
	yes = options->accept(p, s, &filter, options->accept_arg);
	if (search != NULL)
		search->guesses += filter.guesses;
	if (filter.timed_out)
		d->expired = 1;
	return yes && !d->expired;
}

enum sudoku_status
sudoku_generate(uint64_t seed, uint64_t index,
		const struct sudoku_generate_options *options,
		struct sudoku_grid *puzzle, struct sudoku_grid *solution,
		struct sudoku_search *search)
{
	static const struct sudoku_generate_options plain;
	struct sudoku_grid p, s;
	struct deadline d;
	uint64_t rng = seed, tries;
	enum sudoku_status status = SUDOKU_REJECTED;

	if (options == NULL)
		options = &plain;
	/* One stream per (seed, index): hashing both spreads the starting
	 * points over the 2^64 states of the generator. */
	rng = toolkit_random(&rng) ^ index * 0xd1342543de82ef95u;
	rng = toolkit_random(&rng);
	sudoku_deadline_start(&d, search);
	for (tries = 0; options->attempts == 0 || tries < options->attempts;
	     tries++) {
		if (!random_unique(&p, &s, &rng, &d, search))
			break;
		sudoku_symmetric_closure(&p, &s, options->symmetry);
		if (sudoku_reduce(&p, &s, options->symmetry, &rng, &d,
				  search) != SUDOKU_OK)
			break;
		if (options->max_clues > 0 &&
		    clue_count(&p) > options->max_clues)
			continue;
		if (options->accept != NULL &&
		    !accepted(options, &p, &s, &d, search)) {
			if (d.expired)
				break;
			continue;
		}
		*puzzle = p;
		if (solution != NULL)
			*solution = s;
		status = SUDOKU_OK;
		break;
	}
	if (d.expired)
		status = SUDOKU_ETIMEOUT;
	sudoku_deadline_finish(&d, search);
	return status;
}
