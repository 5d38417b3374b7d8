/* geometry.c - the units of an n^2 x n^2 grid, and the checks of a grid
 * of any size against them.  See LICENSE for copying terms. */
#include <string.h>

#include "sizes/sizes.h"

void
sudoku_sizes_geometry(struct sizes_geometry *geo, int box)
{
	int side = box * box, r, c;

	geo->box = box;
	geo->side = side;
	geo->cells = side * side;
	geo->all = side == 32 ? 0xffffffffu : (1u << side) - 1;
	for (r = 0; r < side; r++)
		for (c = 0; c < side; c++) {
			int cell = side * r + c;
			int b = box * (r / box) + c / box;
			int k = box * (r % box) + c % box;

			geo->unit[r][c] = (uint16_t)cell;
			geo->unit[side + c][r] = (uint16_t)cell;
			geo->unit[2 * side + b][k] = (uint16_t)cell;
			geo->units_of[cell][0] = (uint8_t)r;
			geo->units_of[cell][1] = (uint8_t)(side + c);
			geo->units_of[cell][2] = (uint8_t)(2 * side + b);
		}
}

/* Is 'box' a size this folder reads and solves? */
static int
known_box(int box)
{
	return box >= 2 && box <= 5;
}

int
sudoku_sized_find_conflict(const struct sudoku_sized *g, int *first,
			   int *second)
{
	struct sizes_geometry geo;
	int u, i, j;

	if (!known_box(g->box))
		return 0;
	sudoku_sizes_geometry(&geo, g->box);
	/* The later clue of each pair first, as the 9x9 check reports it:
	 * the first clash in reading order of its second clue. */
	for (j = 0; j < geo.cells; j++) {
		if (g->cell[j] == 0)
			continue;
		for (u = 0; u < 3; u++) {
			const uint16_t *cells = geo.unit[geo.units_of[j][u]];

			for (i = 0; i < geo.side && cells[i] < j; i++)
				if (g->cell[cells[i]] == g->cell[j]) {
					*first = cells[i];
					*second = j;
					return 1;
				}
		}
	}
	return 0;
}

int
sudoku_sized_is_solution(const struct sudoku_sized *puzzle,
			 const struct sudoku_sized *s)
{
	struct sizes_geometry geo;
	int u, k;

	if (!known_box(puzzle->box) || s->box != puzzle->box)
		return 0;
	sudoku_sizes_geometry(&geo, puzzle->box);
	for (k = 0; k < geo.cells; k++)
		if (s->cell[k] < 1 || s->cell[k] > geo.side ||
		    (puzzle->cell[k] != 0 && puzzle->cell[k] != s->cell[k]))
			return 0;
	for (u = 0; u < 3 * geo.side; u++) {
		uint32_t seen = 0;

		for (k = 0; k < geo.side; k++)
			seen |= 1u << (s->cell[geo.unit[u][k]] - 1);
		if (seen != geo.all)
			return 0;
	}
	return 1;
}
