/* gen_target_grids.c - seeded grids for the target-mode benchmark and tests.
 * See LICENSE for copying terms.
 *
 * usage: gen_target_grids [-s SEED] [-n COUNT] sparse|dense|fixed
 *
 * Prints one 81-character line per grid, '.' for a blank:
 *   sparse  COUNT grids (default 2000): a random valid full grid with a
 *           random subset of k cells kept, k uniform in 0..20;
 *   dense   the same with k uniform in 21..40;
 *   fixed   the four grids slowest before the Lagrangian bound (see
 *           tests/kit/target_grids.h), the empty grid, the 729
 *           grids with one clue (cell by cell, digits 1..9) and a full
 *           valid grid; SEED and COUNT are ignored.
 * One seed gives the same lines on every machine.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"
#include "support.h"
#include "target_grids.h"

/* A valid full grid, from the solved example of tests/unit/test_target_api.c. */
static const char full_grid[] =
	"483921657967345821251876493548132976729564138136798245"
	"372689514814253769695417382";

static void
print_grid(const struct sudoku_grid *g)
{
	char line[82];
	int i;

	for (i = 0; i < 81; i++)
		line[i] = g->cell[i] ? (char)('0' + g->cell[i]) : '.';
	line[81] = '\n';
	fwrite(line, 1, sizeof line, stdout);
}

static void
print_fixed(void)
{
	struct sudoku_grid g;
	int i, d, k;

	for (k = 0; k < TARGET_SLOW_GRIDS; k++)
		printf("%s\n", target_slow_grids[k]);
	memset(&g, 0, sizeof g);
	print_grid(&g);
	for (i = 0; i < 81; i++) {
		for (d = 1; d <= 9; d++) {
			g.cell[i] = (unsigned char)d;
			print_grid(&g);
		}
		g.cell[i] = 0;
	}
	printf("%s\n", full_grid);
}

static void
usage(void)
{
	fputs("usage: gen_target_grids [-s SEED] [-n COUNT] "
	      "sparse|dense|fixed\n", stderr);
	exit(2);
}

static unsigned long long
number(const char *text)
{
	char *end;
	unsigned long long v;

	if (text == NULL || *text < '0' || *text > '9')
		usage();
	v = strtoull(text, &end, 10);
	if (*end != '\0')
		usage();
	return v;
}

int
main(int argc, char **argv)
{
	uint64_t seed = 13;
	unsigned long long count = 2000, k;
	int lo, span, i;
	struct sudoku_grid g;

	for (i = 1; i < argc - 1; i += 2) {
		if (strcmp(argv[i], "-s") == 0)
			seed = number(argv[i + 1]);
		else if (strcmp(argv[i], "-n") == 0)
			count = number(argv[i + 1]);
		else
			usage();
	}
	if (i != argc - 1)
		usage();
	if (strcmp(argv[i], "fixed") == 0) {
		print_fixed();
		return fflush(stdout) != 0;
	}
	if (strcmp(argv[i], "sparse") == 0) {
		lo = 0;
		span = 21;	/* 0..20 clues */
	} else if (strcmp(argv[i], "dense") == 0) {
		lo = 21;
		span = 20;	/* 21..40 */
	} else {
		usage();
	}
	for (k = 0; k < count; k++) {
		target_random_grid(&g, lo + support_below(&seed, span), &seed);
		print_grid(&g);
	}
	return fflush(stdout) != 0;
}
