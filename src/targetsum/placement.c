/* placement.c - the placement bound: each digit's nine places priced
 * against each other.  See LICENSE for copying terms. */
#include <limits.h>
#include <string.h>

#include "target.h"

/*
 * The 0-1 program of lagrange.c again, relaxed the other way: keep, for
 * each digit, that it takes one cell in every row, column and box (a
 * placement), and move the cells' own constraint (one digit each) into
 * the objective with a price per cell.  For any prices the sum of the
 * prices and of each digit's best placement bounds every completion.
 * The placements are not an integral polytope, so at its best prices
 * this bound can be below the linear relaxation's value: on most of the
 * hunt's slowest standard grids, one to three points above the answer
 * in the linear relaxation, it is the answer itself.
 * Started from the row relaxation's cell duals it is never above that
 * bound (lagrange.c, sudoku_lagr_cell_prices()).  Everything is integer
 * arithmetic in units of 1/LAGR_SCALE of a point, as there.
 */

/* Steps without progress before the steps get shorter. */
enum { PLACEMENT_STALE = 12 };

/*
 * Each step's direction is the subgradient plus this share of the last
 * step's direction, as the row bound's steps do with the weight files
 * (lagrange.c): the prices zigzag less, and the bound gets nearer its
 * best in the same steps.  Callgrind, against plain subgradient steps:
 * 7 % fewer instructions on 70 slow standard grids of two 100,000-grid
 * hunts, 6 to 7 % fewer on 79 of older hunts, 18 % fewer on the seed-1
 * hunt's four slowest, the same on 300 random sparse grids (whose
 * searches end before the placement bound starts).  0.5 saved about
 * half as much, 0.9 about the same as 0.8.
 */
#define PLACEMENT_MOMENTUM 0.8

/* The profit of a digit in a cell that does not allow it: no sum of
 * nine real profits comes near it, and nine of it cannot overflow. */
#define BARRED (-(1LL << 56))

/* The six orders of three things: PERM3[q][i] is the i-th's place. */
static const unsigned char PERM3[6][3] = {
	{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}
};

/*
 * A digit's best three cells in one band, for each choice of a column
 * in every stack ('pattern', 9 * first + 3 * second + third column of its
 * stack): one cell per row and per stack, the stacks taking the rows in
 * the order PERM3[rows[pattern]].
 */
struct band_choice {
	long long value[27];
	unsigned char rows[27];
};

/*
 * The best three cells of band 'band' at the profits 'profit', for each
 * pattern, into '*bc'.  Its loops are unrolled in full, which gcc -O2
 * does not do by itself: the offsets and patterns become constants, and
 * the placement bound takes half the instructions (callgrind on the 31
 * slowest standard grids of the hunts: 227 to 107 million; 10 % fewer
 * for their whole searches, the same guesses).
 */
static void
best_in_band(const long long profit[81], int band, struct band_choice *bc)
{
	const long long *at = profit + 27 * band;
	int q, k0, k1, k2;

#pragma GCC unroll 6
	for (q = 0; q < 6; q++) {
		/* Stack s's cells in its row PERM3[q][s]. */
		const long long *s0 = at + 9 * PERM3[q][0];
		const long long *s1 = at + 9 * PERM3[q][1] + 3;
		const long long *s2 = at + 9 * PERM3[q][2] + 6;

#pragma GCC unroll 3
		for (k0 = 0; k0 < 3; k0++) {
#pragma GCC unroll 3
			for (k1 = 0; k1 < 3; k1++) {
				long long two = s0[k0] + s1[k1];

#pragma GCC unroll 3
				for (k2 = 0; k2 < 3; k2++) {
					int pattern = 9 * k0 + 3 * k1 + k2;
					long long v = two + s2[k2];

					if (q == 0 || v > bc->value[pattern]) {
						bc->value[pattern] = v;
						bc->rows[pattern] =
							(unsigned char)q;
					}
				}
			}
		}
	}
}

/*
 * The best placement of a digit at the profits 'profit' (scaled, BARRED
 * where the digit may not go).  A placement takes one column of every
 * stack in each band, and in each stack the three bands take its three
 * columns in some order: the best is the best of the 216 such orders,
 * each band at its best for the columns it gets.  Returns BARRED when
 * the digit has no placement; else its value, with its cells in 'cell'
 * (one per row).
 */
static long long
best_placement(const long long profit[81], unsigned char cell[9])
{
	struct band_choice bc[3];
	long long best = LLONG_MIN;
	int q[3], pick[3] = {0, 0, 0}, band;

	for (band = 0; band < 3; band++)
		best_in_band(profit, band, &bc[band]);
	/* The first two stacks' orders fix two columns of each band's
	 * pattern; the third stack's order is then a choice of six. */
	for (q[0] = 0; q[0] < 6; q[0]++) {
		for (q[1] = 0; q[1] < 6; q[1]++) {
			const long long *v[3];

			for (band = 0; band < 3; band++)
				v[band] = bc[band].value +
					  9 * PERM3[q[0]][band] +
					  3 * PERM3[q[1]][band];
			/* Unrolled as best_in_band()'s loops are. */
#pragma GCC unroll 6
			for (q[2] = 0; q[2] < 6; q[2]++) {
				const unsigned char *k = PERM3[q[2]];
				long long sum = v[0][k[0]] + v[1][k[1]] +
						v[2][k[2]];

				if (sum > best) {
					best = sum;
					memcpy(pick, q, sizeof pick);
				}
			}
		}
	}
	if (best < BARRED / 2)
		return BARRED;
	for (band = 0; band < 3; band++) {
		int pattern = 9 * PERM3[pick[0]][band] +
			      3 * PERM3[pick[1]][band] + PERM3[pick[2]][band];
		const unsigned char *rows = PERM3[bc[band].rows[pattern]];
		int stack;

		for (stack = 0; stack < 3; stack++)
			cell[3 * band + rows[stack]] = (unsigned char)(
				9 * (3 * band + rows[stack]) + 3 * stack +
				PERM3[pick[stack]][band]);
	}
	return best;
}

/*
 * The bound at prices 'price': into 'count', how many digits each cell
 * got.  Returns BARRED when some digit has no placement.
 */
static long long
evaluate(const struct ctx *c, const struct node *s,
	 const long long price[81], int count[81])
{
	long long profit[81], total = 0;
	int i, d;

	memset(count, 0, 81 * sizeof *count);
	for (i = 0; i < 81; i++)
		total += price[i];
	for (d = 1; d <= 9; d++) {
		unsigned char cell[9];
		long long v;

		for (i = 0; i < 81; i++)
			profit[i] = (s->cand[i] & (1u << (d - 1))) != 0
					    ? LAGR_SCALE * c->r[i] * d - price[i]
					    : BARRED;
		v = best_placement(profit, cell);
		if (v == BARRED)
			return BARRED;
		total += v;
		for (i = 0; i < 9; i++)
			count[cell[i]]++;
	}
	return total;
}

int
sudoku_placement_start(const struct ctx *c, const struct node *s,
		       struct sudoku_placement *p)
{
	p->now = evaluate(c, s, p->price, p->count);
	if (p->now == BARRED)
		return 0;
	step_aim_start(&p->aim, p->now, LAGR_SCALE);
	memset(p->heading, 0, sizeof p->heading);
	return 1;
}

/*
 * Turn the direction of the last step, in p->heading, into this one's:
 * the subgradient at p->count (1 - the digits each cell got) plus
 * PLACEMENT_MOMENTUM times the last.  Returns its squared length, never
 * 0 (a direction the last one cancels starts afresh from the
 * subgradient), or 0 when the subgradient is 0: each cell got one digit,
 * which is a completion.
 */
static double
lean(struct sudoku_placement *p)
{
	signed char grad[81];
	double norm2;
	int i, any = 0;

	for (i = 0; i < 81; i++) {
		grad[i] = (signed char)(1 - p->count[i]);
		any |= grad[i];
	}
	if (!any)
		return 0;
	norm2 = heading_lean(p->heading, grad, 81, PLACEMENT_MOMENTUM);
	return norm2 > 0 ? norm2 : heading_lean(p->heading, grad, 81, 0);
}

long long
sudoku_placement_steps(const struct ctx *c, const struct node *s,
		       struct sudoku_placement *p, int steps, int patience)
{
	int k;

	for (k = 0; k < steps && p->aim.calm < patience; k++) {
		long long level = p->aim.best - p->aim.delta;
		double size, norm2 = lean(p);
		int i;

		if (norm2 == 0)
			break;	/* each cell one digit: a completion */
		size = (double)(p->now - level) / norm2;
		for (i = 0; i < 81; i++)
			p->price[i] -= (long long)(size * p->heading[i]);
		p->now = evaluate(c, s, p->price, p->count);
		if (p->now == BARRED)
			return LLONG_MIN;
		step_aim_take(&p->aim, p->now, level, PLACEMENT_STALE);
	}
	return floor_div(p->aim.best, LAGR_SCALE);
}
