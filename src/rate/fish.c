/* fish.c - X-wing, swordfish and jellyfish.
 * See LICENSE for copying terms. */
#include "rate/se.h"

/*
 * 'degree' base lines in which a digit has its places (at least two in
 * each) within the same 'degree' cover lines: it leaves the cover lines'
 * other cells.  SE takes columns as base first, then rows; the sets of
 * lines in increasing order of their masks, then the digits; only digits
 * placed at most 9 - 2 * degree times.  X-wing 3.2, swordfish 3.8,
 * jellyfish 5.2.
 */
int
sudoku_se_fish(const struct se_grid *g, const struct se_view *v,
	       struct se_step *step, int degree)
{
	static const char *const names[5] = {"", "", "X-Wing", "Swordfish",
					     "Jellyfish"};
	static const int difficulty[5] = {0, 0, 32, 38, 52};
	int side, d, k;

	(void)g;
	for (side = 0; side < 2; side++) {
		/* side 0: base columns (units 9..17), cover rows. */
		int base = side == 0 ? 9 : 0, cover = side == 0 ? 0 : 9;
		unsigned m, lines[9];

		/* The base lines where each digit has two places or more
		 * (none for a digit placed too often). */
		for (d = 0; d < 9; d++) {
			lines[d] = 0;
			if (v->placed[d + 1] + 2 * degree > 9)
				continue;
			for (k = 0; k < 9; k++) {
				unsigned p = v->pos[base + k][d];

				if ((p & (p - 1)) != 0)
					lines[d] |= 1u << k;
			}
		}
		for (m = (1u << degree) - 1; m < 512; m = se_next_combination(m))
			for (d = 0; d < 9; d++) {
				unsigned all = 0, c;

				if ((m & ~lines[d]) != 0)
					continue;
				for (k = 0; k < 9; k++)
					if (m >> k & 1)
						all |= v->pos[base + k][d];
				if (bit_count(all) != degree)
					continue;
				sudoku_se_step_start(step, difficulty[degree],
						     names[degree]);
				for (c = all; c != 0; c &= c - 1) {
					int line = cover + lowest_bit(c);
					unsigned out = v->pos[line][d] & ~m;

					for (; out != 0; out &= out - 1)
						sudoku_se_step_elim(
						    step,
						    sudoku_unit_cell[line]
								    [lowest_bit(
									out)],
						    d + 1);
				}
				if (step->n_elim > 0)
					return 1;
			}
	}
	return 0;
}
