/* tdoku_driver.c - tdoku behind the command line bench/bench.sh asks of a
 * reference solver.  See LICENSE for copying terms.
 *
 * usage: tdoku_driver LIMIT [-q]
 *
 * Reads one puzzle a line on standard input (its first 81 characters:
 * digits 1-9 for clues, anything else a blank), counts each one's
 * solutions up to LIMIT with tdoku's SolveSudoku() and prints the count,
 * one line a puzzle (-q: nothing).  On standard error it ends with
 * 'tdoku: N puzzles, S solutions, G guesses', the line bench.sh reads
 * the guesses from.  Exit status 0, 1 when a line was too short to be a
 * puzzle (it is skipped), 2 on a usage or read error.
 *
 * It is built outside this tree, against a tdoku checkout (its
 * include/tdoku.h, src/solver_dpll_triad_simd.cc and src/util.cc, linked
 * as C++); see bench/README.md.  tdoku is not part of this project. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tdoku.h"

int main(int argc, char **argv)
{
	char line[4096], puzzle[82], solution[81];
	unsigned long long puzzles = 0, solutions = 0, guesses = 0, lineno = 0;
	unsigned long long limit;
	int quiet = 0, status = 0;
	char *end;

	if (argc == 3 && strcmp(argv[2], "-q") == 0)
		quiet = 1;
	else if (argc != 2)
		goto usage;
	errno = 0;
	limit = strtoull(argv[1], &end, 10);
	if (argv[1][0] < '0' || argv[1][0] > '9' || *end != '\0' ||
	    errno != 0 || limit == 0)
		goto usage;
	while (fgets(line, sizeof line, stdin) != NULL) {
		size_t n = strcspn(line, "\r\n"), i, found, g = 0;

		lineno++;
		if (n < 81) {
			fprintf(stderr, "tdoku_driver: line %llu: fewer than "
			    "81 characters, skipped\n", lineno);
			status = 1;
			continue;
		}
		/* tdoku wants '.' for a blank, and a terminator at 81 that
		 * is below '.' (else it reads a pencil-mark grid). */
		for (i = 0; i < 81; i++)
			puzzle[i] = line[i] >= '1' && line[i] <= '9' ?
			    line[i] : '.';
		puzzle[81] = '\0';
		found = SolveSudoku(puzzle, (size_t)limit, 0, solution, &g);
		puzzles++;
		solutions += found;
		guesses += g;
		if (!quiet)
			printf("%zu\n", found);
		/* A line longer than the buffer: drop the rest of it. */
		while (line[strlen(line) - 1] != '\n' &&
		    fgets(line, sizeof line, stdin) != NULL)
			;
	}
	if (ferror(stdin)) {
		perror("tdoku_driver: standard input");
		return 2;
	}
	if (fflush(stdout) != 0) {
		perror("tdoku_driver: standard output");
		return 2;
	}
	fprintf(stderr, "tdoku: %llu puzzles, %llu solutions, %llu guesses\n",
	    puzzles, solutions, guesses);
	return status;
usage:
	fputs("usage: tdoku_driver LIMIT [-q]\n", stderr);
	return 2;
}
