/* intersections.c - pointing and claiming, and their direct forms.
 * See LICENSE for copying terms. */
#include "rate/se.h"

/* The three units of 'type' (0 boxes, 1 rows, 2 columns) that cross unit
 * 'u' (a line when 'type' is 0, else a box), in ascending order. */
static void
crossing(int type, int u, int *out)
{
	int j;

	for (j = 0; j < 3; j++)
		if (type == 0)
			out[j] = 18 + (u < 9 ? 3 * (u / 3) + j
					     : (u - 9) / 3 + 3 * j);
		else
			out[j] = type == 1 ? 3 * ((u - 18) / 3) + j
					   : 9 + 3 * ((u - 18) % 3) + j;
}

/* 1 when unit 'u' holds cell 'c'. */
static int
holds(int u, int c)
{
	return u < 9 ? ROW_OF(c) == u : u < 18 ? COL_OF(c) == u - 9
					       : BOX_OF(c) == u - 18;
}

/*
 * Direct mode: the digit leaves a region of the first type crossing 'u2'
 * (other than 'u1') with one place outside 'u2'; the first such place is
 * the step's placement.
 */
static int
hidden_single_after(const struct se_view *v, int type1, int u1, int u2,
		    int d, struct se_step *step)
{
	int across[3], i3, k;

	crossing(type1, u2, across);
	for (i3 = 0; i3 < 3; i3++) {
		int u3 = across[i3], left = 0, cell = -1;
		unsigned p = v->pos[u3][d];

		if (u3 == u1 || (p & (p - 1)) == 0)
			continue;
		for (k = 0; k < 9; k++)
			if ((p >> k & 1) &&
			    !holds(u2, sudoku_unit_cell[u3][k])) {
				left++;
				cell = sudoku_unit_cell[u3][k];
			}
		if (left == 1) {
			sudoku_se_step_start(step, type1 == 0 ? 17 : 19,
					     type1 == 0 ? "Direct Pointing"
							: "Direct Claiming");
			step->place_cell = cell;
			step->place_digit = d + 1;
			return 1;
		}
	}
	return 0;
}

/* The unit of 'type2' within which all places of digit 'd' in 'u1' lie
 * (they are at least two), or -1. */
static int
locked_unit(const struct se_view *v, int u1, int type2, int d)
{
	unsigned p = v->pos[u1][d];
	int j;

	for (j = 0; j < 3; j++) {
		if (u1 >= 18) {		/* a box: its rows or columns */
			int b = u1 - 18;
			unsigned line = type2 == 1 ? 7u << 3 * j : 0x49u << j;

			if ((p & ~line) == 0)
				return type2 == 1 ? 3 * (b / 3) + j
						  : 9 + 3 * (b % 3) + j;
		} else if ((p & ~(7u << 3 * j)) == 0) {	/* a line's boxes */
			int i = u1 < 9 ? u1 : u1 - 9;

			return u1 < 9 ? 18 + 3 * (i / 3) + j
				      : 18 + i / 3 + 3 * j;
		}
	}
	return -1;
}

/*
 * A digit whose places in a box lie on one line leaves the rest of the
 * line (pointing, 2.6), one whose places on a line lie in one box leaves
 * the rest of the box (claiming, 2.8).  SE's order: box and column, box and
 * row, column and box, row and box; digit by digit, then region by region.
 */
static _Thread_local struct se_memo memos[2];

int
sudoku_se_locking(const struct se_grid *g, const struct se_view *v,
		  struct se_step *step, int direct)
{
	static const int pairs[4][2] = {{0, 2}, {0, 1}, {2, 0}, {1, 0}};
	/* A digit's steps read only its places: one that had none on the
	 * memo's grid (per mode) and has not changed since is passed over. */
	unsigned changed = sudoku_se_memo_digits(&memos[direct != 0], g);
	int pr, d, i1, k;

	for (pr = 0; pr < 4; pr++) {
		int type1 = pairs[pr][0], type2 = pairs[pr][1];

		for (d = 0; d < 9; d++) {
			if (!(changed >> d & 1))
				continue;
			for (i1 = 0; i1 < 9; i1++) {
				int u1 = se_unit(type1, i1), u2;
				unsigned p = v->pos[u1][d];

				if ((p & (p - 1)) == 0)
					continue;
				u2 = locked_unit(v, u1, type2, d);
				if (u2 < 0)
					continue;
				if (direct) {
					if (hidden_single_after(v, type1, u1,
								u2, d, step))
						return 1;
					continue;
				}
				sudoku_se_step_start(step, type1 == 0 ? 26 : 28,
						     type1 == 0 ? "Pointing"
								: "Claiming");
				for (k = 0; k < 9; k++) {
					int c = sudoku_unit_cell[u2][k];

					if ((v->pos[u2][d] >> k & 1) &&
					    !holds(u1, c))
						sudoku_se_step_elim(step, c,
								    d + 1);
				}
				if (step->n_elim > 0)
					return 1;
			}
		}
	}
	sudoku_se_memo_keep(&memos[direct != 0], g);
	return 0;
}
