/* symmetry.c - the clue groups of a symmetric pattern.
 * See LICENSE for copying terms. */
#include "toolkit.h"

/* The image of cell 'i' under one step of 'symmetry'. */
static int
image(enum sudoku_symmetry symmetry, int i)
{
	int r = ROW_OF(i), c = COL_OF(i);

	switch (symmetry) {
	case SUDOKU_SYMMETRY_ROT180:
		return 80 - i;
	case SUDOKU_SYMMETRY_ROT90:
		return 9 * c + 8 - r;
	case SUDOKU_SYMMETRY_MIRROR:
		return 9 * r + 8 - c;
	case SUDOKU_SYMMETRY_DIAGONAL:
		return 9 * c + r;
	case SUDOKU_SYMMETRY_NONE:
	default:
		return i;
	}
}

int
sudoku_symmetry_groups(enum sudoku_symmetry symmetry,
		       unsigned char cells[81][4], unsigned char size[81])
{
	unsigned char taken[81] = {0};
	int i, j, n = 0;

	for (i = 0; i < 81; i++) {
		if (taken[i])
			continue;
		size[n] = 0;
		j = i;
		/* Every step is a permutation of order 1, 2 or 4, so the
		 * orbit closes within four steps. */
		do {
			taken[j] = 1;
			cells[n][size[n]++] = (unsigned char)j;
			j = image(symmetry, j);
		} while (j != i && size[n] < 4);
		n++;
	}
	return n;
}

void
sudoku_symmetric_closure(struct sudoku_grid *p, const struct sudoku_grid *s,
			 enum sudoku_symmetry symmetry)
{
	int i, j, k;

	for (i = 0; i < 81; i++) {
		if (p->cell[i] == 0 || s->cell[i] == 0)
			continue;
		for (j = image(symmetry, i), k = 0; j != i && k < 4;
		     j = image(symmetry, j), k++)
			p->cell[j] = s->cell[j];
	}
}
