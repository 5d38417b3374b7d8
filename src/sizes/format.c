/* format.c - grids of other sizes written out in the judges' layouts.
 * See LICENSE for copying terms. */
#include "sizes/sizes.h"

/* The symbol of value 'v' of a grid of side 'side' in a line or block:
 * digits for 4x4, letters from 'A' for the others; 'empty' for 0. */
static char
symbol(int v, int side, char empty)
{
	if (v == 0)
		return empty;
	return (char)(side <= 9 ? '0' + v : 'A' + v - 1);
}

/* Write 'v' (0..25) in decimal at 'out'; returns the bytes. */
static size_t
put_number(int v, char *out)
{
	if (v < 10) {
		out[0] = (char)('0' + v);
		return 1;
	}
	out[0] = (char)('0' + v / 10);
	out[1] = (char)('0' + v % 10);
	return 2;
}

size_t
sudoku_format_sized(const struct sudoku_sized *g,
		    enum sudoku_sized_layout layout, char *buf)
{
	int side = g->box * g->box, r, c;
	size_t n = 0;

	if (g->box < 2 || g->box > 5)
		return 0;
	for (r = 0; r < side; r++) {
		for (c = 0; c < side; c++) {
			int v = g->cell[side * r + c];

			if (layout == SUDOKU_SIZED_NUMBERS) {
				if (c > 0)
					buf[n++] = ' ';
				n += put_number(v, buf + n);
			} else {
				buf[n++] = symbol(v, side,
						  layout == SUDOKU_SIZED_LINE
						      ? '.'
						      : '-');
			}
		}
		if (layout != SUDOKU_SIZED_LINE)
			buf[n++] = '\n';
	}
	if (layout == SUDOKU_SIZED_LINE)
		buf[n++] = '\n';
	return n;
}
