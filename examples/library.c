/* library.c - solve one puzzle with libsudoku: parse, check, print.
 * See LICENSE for copying terms. */
#include <stdio.h>
#include <string.h>

#include <sudoku.h>

int
main(void)
{
	static const char puzzle[] = "..3.2.6..9..3.5..1..18.64.."
				     "..81.29..7.......8..67.82.."
				     "..26.95..8..2.3..9..5.1.3..";
	struct sudoku_grid g, solution;
	char out[SUDOKU_FORMAT_MAX];
	uint64_t n;

	if (sudoku_parse(puzzle, strlen(puzzle), &g, NULL, NULL) != SUDOKU_OK)
		return 2;
	n = sudoku_count(&g, 2, &solution, NULL);	/* 2: is it unique? */
	if (n != 1) {
		puts(n == 0 ? "no solution" : "more than one solution");
		return 1;
	}
	fwrite(out, 1, sudoku_format(&solution, SUDOKU_FORMAT_GRID, out),
	       stdout);
	return fflush(stdout) == 0 ? 0 : 2;
}
