/* verify_solutions.c - check 'puzzle:solution' lines, independently of the
 * library: each solution is complete, valid and agrees with its clues.
 * See LICENSE for copying terms.
 *
 * Reads standard input; prints the number of lines checked and exits 1 at
 * the first bad line, naming it.
 */
#include <stdio.h>
#include <string.h>

#include "support.h"

/* A line's 81 characters as a grid: digits 1-9, anything else empty. */
static void
grid_of(const char *text, struct sudoku_grid *g)
{
	int i;

	for (i = 0; i < 81; i++)
		g->cell[i] = (unsigned char)(text[i] >= '1' && text[i] <= '9'
						 ? text[i] - '0'
						 : 0);
}

/* Each solution is complete, valid and agrees with its clues; the
 * check is the test kit's, not the library's. */
static int
valid_completion(const char *puzzle, const char *solution)
{
	struct sudoku_grid p, s;
	int i;

	for (i = 0; i < 81; i++)
		if (solution[i] < '1' || solution[i] > '9')
			return 0;
	grid_of(puzzle, &p);
	grid_of(solution, &s);
	return support_is_completion(&p, &s);
}

int
main(void)
{
	char line[512];
	unsigned long n = 0;

	while (fgets(line, sizeof line, stdin) != NULL) {
		n++;
		if (strlen(line) < 164 || line[81] != ':' ||
		    !valid_completion(line, line + 82)) {
			printf("bad solution on line %lu: %s", n, line);
			return 1;
		}
	}
	printf("%lu solutions verified\n", n);
	return 0;
}
