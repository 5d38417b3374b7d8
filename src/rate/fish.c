/* fish.c - X-wing, swordfish and jellyfish.
 * See LICENSE for copying terms. */
#include <string.h>

#include "rate/se.h"

/* The eliminations of the fish of digit 'd' on base lines 'm' whose
 * places lie in cover lines 'all' (the cover lines are the units from
 * 'cover' on) to 'step', started: the cover lines' other places. */
static void
fish_elims(const struct se_view *v, int cover, int d, unsigned m,
	   unsigned all, struct se_step *step)
{
	unsigned c;

	for (c = all; c != 0; c &= c - 1) {
		int line = cover + lowest_bit(c);
		unsigned out = v->pos[line][d] & ~m;

		for (; out != 0; out &= out - 1)
			sudoku_se_step_elim(
			    step, sudoku_unit_cell[line][lowest_bit(out)],
			    d + 1);
	}
}

static const char *const names[5] = {"", "", "X-Wing", "Swordfish",
				     "Jellyfish"};
static const int difficulty[5] = {0, 0, 32, 38, 52};

/* A search for the fish of one digit on one side. */
struct school {
	const struct se_view *v;
	struct se_step *step;
	int degree, base, cover, d;
	int line[9];	/* the base lines of 2 places or more */
	unsigned best_m, best_all;
};

/*
 * The sets of 'degree' of the digit's base lines in increasing order of
 * their masks (position k takes line[k..limit-1] ascending, the positions
 * below only lines before it), those whose places already lie in more
 * than 'degree' cover lines cut short: 1 with the first whose fish has
 * eliminations (f->best_m, f->best_all; 'step' holds them), -1 when a set
 * reaches f->best_m, the mask of a fish found before, 0 when none.
 */
static int
school(struct school *f, int k, int limit, unsigned m, unsigned all)
{
	int i, r;

	if (k < 0) {
		if (bit_count(all) != f->degree)
			return 0;
		sudoku_se_step_start(f->step, difficulty[f->degree],
				     names[f->degree]);
		fish_elims(f->v, f->cover, f->d, m, all, f->step);
		if (f->step->n_elim == 0)
			return 0;
		f->best_m = m;
		f->best_all = all;
		return 1;
	}
	for (i = k; i < limit; i++) {
		unsigned mi = m | 1u << f->line[i];
		unsigned u = all | f->v->pos[f->base + f->line[i]][f->d];

		/* every set from here on has a larger mask */
		if (mi >= f->best_m)
			return -1;
		if (bit_count(u) <= f->degree &&
		    (r = school(f, k - 1, i, mi, u)) != 0)
			return r;
	}
	return 0;
}

/* Per degree: a digit's fish read only its places and how often it is
 * placed; the counts of the memo's grid beside it. */
static _Thread_local struct se_memo memos[5];
static _Thread_local uint8_t memo_placed[5][10];

/*
 * 'degree' base lines in which a digit has its places (at least two in
 * each) within the same 'degree' cover lines: it leaves the cover lines'
 * other cells.  SE takes columns as base first, then rows; the sets of
 * lines in increasing order of their masks, then the digits; only digits
 * placed at most 9 - 2 * degree times.  X-wing 3.2, swordfish 3.8,
 * jellyfish 5.2.  Each digit walks only the sets of its own base lines
 * (in the same order), up to its first fish with eliminations or the
 * set of the best digit so far: the first of those in SE's order wins.
 * A digit that had none on the memo's grid and has not changed since is
 * passed over.
 */
int
sudoku_se_fish(const struct se_grid *g, const struct se_view *v,
	       struct se_step *step, int degree)
{
	unsigned changed = sudoku_se_memo_digits(&memos[degree], g);
	int side, d, k;

	for (d = 0; d < 9; d++)
		if (memo_placed[degree][d + 1] != v->placed[d + 1])
			changed |= 1u << d;
	for (side = 0; side < 2; side++) {
		/* side 0: base columns (units 9..17), cover rows. */
		int base = side == 0 ? 9 : 0, cover = side == 0 ? 0 : 9;
		unsigned best_m = 512, best_all = 0;
		int best_d = -1;
		struct school f;

		f.v = v;
		f.step = step;
		f.degree = degree;
		f.base = base;
		f.cover = cover;
		for (d = 0; d < 9; d++) {
			/* The base lines where the digit has two places or
			 * more (none for a digit placed too often). */
			int n = 0;

			if (v->placed[d + 1] + 2 * degree > 9 ||
			    !(changed >> d & 1))
				continue;
			for (k = 0; k < 9; k++) {
				unsigned p = v->pos[base + k][d];

				if ((p & (p - 1)) != 0)
					f.line[n++] = k;
			}
			if (n < degree)
				continue;
			f.d = d;
			f.best_m = best_m;
			if (school(&f, degree - 1, n, 0, 0) > 0) {
				best_m = f.best_m;
				best_d = d;
				best_all = f.best_all;
			}
		}
		if (best_d >= 0) {
			sudoku_se_step_start(step, difficulty[degree],
					     names[degree]);
			fish_elims(v, cover, best_d, best_m, best_all, step);
			return 1;
		}
	}
	sudoku_se_memo_keep(&memos[degree], g);
	memcpy(memo_placed[degree], v->placed, sizeof memo_placed[degree]);
	return 0;
}
