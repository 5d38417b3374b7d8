/* grid.c - what is said of a whole grid: whether two clues clash, and the
 * grid written out in each output format.  See LICENSE for copying terms. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* Names of units for messages, indexed by unit number. */
static const char *const unit_kind[3] = {"row", "column", "box"};

/* The box of each cell, so that the common case needs no division. */
static const unsigned char box_of_cell[81] = {
	0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2,
	0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5,
	3, 3, 3, 4, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 5,
	6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8,
	6, 6, 6, 7, 7, 7, 8, 8, 8};

/*
 * Does any digit repeat in a unit?  One pass with a mask per unit: this
 * runs for every puzzle read, so it must cost next to nothing.
 */
static int
has_conflict(const struct sudoku_grid *g)
{
	unsigned cols[9] = {0}, boxes[9] = {0}, row, bit, bad = 0;
	int r, c, i, d;

	for (r = 0, i = 0; r < 9; r++) {
		row = 0;	/* in a register: no store-to-load chain */
		for (c = 0; c < 9; c++, i++) {
			d = g->cell[i];
			/* An empty cell (or a byte that is no digit) adds a bit
			 * no unit looks at. */
			bit = d >= 1 && d <= 9 ? 1u << d : 1u;
			bad |= (row | cols[c] | boxes[box_of_cell[i]]) & bit;
			row |= bit;
			cols[c] |= bit;
			boxes[box_of_cell[i]] |= bit;
		}
	}
	return (bad & ~1u) != 0;
}

int
sudoku_find_conflict(const struct sudoku_grid *g, int *first, int *second,
		     char unit[16])
{
	unsigned seen[3][9] = {{0}};
	int i, j, k, d, u[3], cells_of[3];

	if (!has_conflict(g))
		return 0;
	/* There is one: find the first in reading order, and its twin. */
	for (i = 0; i < 81; i++) {
		d = g->cell[i];
		if (d < 1 || d > 9)
			continue;
		u[0] = ROW_OF(i);
		u[1] = COL_OF(i);
		u[2] = BOX_OF(i);
		for (k = 0; k < 3; k++) {
			if (!(seen[k][u[k]] & 1u << d))
				continue;
			/* Find the earlier clue in the same unit. */
			for (j = 0; j < i; j++) {
				cells_of[0] = ROW_OF(j);
				cells_of[1] = COL_OF(j);
				cells_of[2] = BOX_OF(j);
				if (cells_of[k] == u[k] && g->cell[j] == d)
					break;
			}
			if (first != NULL)
				*first = j;
			if (second != NULL)
				*second = i;
			if (unit != NULL)
				snprintf(unit, 16, "%s %d", unit_kind[k],
					 u[k] + 1);
			return 1;
		}
		for (k = 0; k < 3; k++)
			seen[k][u[k]] |= 1u << d;
	}
	return 0;
}

size_t
sudoku_format(const struct sudoku_grid *g, enum sudoku_format format,
	      char *buf)
{
	char *p = buf;
	int r, c, d;

	switch (format) {
	case SUDOKU_FORMAT_LINE:
		for (r = 0; r < 81; r++) {
			d = g->cell[r];
			*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '.';
		}
		*p++ = '\n';
		break;
	case SUDOKU_FORMAT_GRID:
		for (r = 0; r < 9; r++) {
			for (c = 0; c < 9; c++) {
				d = g->cell[9 * r + c];
				*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '0';
				*p++ = c == 8 ? '\n' : ' ';
			}
		}
		break;
	case SUDOKU_FORMAT_ROWS:
		for (r = 0; r < 81; r++) {
			d = g->cell[r];
			*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '0';
			if (r % 9 == 8)
				*p++ = '\n';
		}
		break;
	case SUDOKU_FORMAT_PRETTY:
		for (r = 0; r < 9; r++) {
			if (r == 3 || r == 6) {
				memcpy(p, "------+-------+------\n", 22);
				p += 22;
			}
			for (c = 0; c < 9; c++) {
				d = g->cell[9 * r + c];
				*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '.';
				if (c == 8) {
					*p++ = '\n';
				} else {
					*p++ = ' ';
					if (c == 2 || c == 5) {
						*p++ = '|';
						*p++ = ' ';
					}
				}
			}
		}
		break;
	}
	return (size_t)(p - buf);
}
