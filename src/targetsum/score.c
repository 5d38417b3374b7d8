/* score.c - target weights and the score of a grid.
 * See LICENSE for copying terms. */
#include <stddef.h>

#include "internal.h"

int
sudoku_target_weight(int row, int col)
{
	int dr = row > 4 ? row - 4 : 4 - row;
	int dc = col > 4 ? col - 4 : 4 - col;

	return 10 - (dr > dc ? dr : dc);
}

long long
sudoku_score(const struct sudoku_grid *s, const int weights[81])
{
	long long sum = 0;
	int i;

	for (i = 0; i < 81; i++) {
		long long w = weights != NULL
				  ? weights[i]
				  : sudoku_target_weight(ROW_OF(i), COL_OF(i));

		sum += w * s->cell[i];
	}
	return sum;
}
