/* bench_sizes.c - the other sizes against a plain dancing-links solver,
 * side by side on one core: families of 16x16 puzzles (easy ones of 70
 * to 130 clues, minimal ones) and 25x25 puzzles of about 60% clues, made
 * from a seed, so every run times the same puzzles.
 * Usage: bench/bench_sizes [PUZZLES [SEED]]   (default 40 and 1)
 * See LICENSE for copying terms. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx.h"
#include "sized_grids.h"
#include "sudoku.h"
#include "support.h"

/* Time both solvers on 'n' puzzles of a family; returns 0 when a floor
 * failed. */
static int
family(const char *name, int box, int floor_low, int floor_high, int n,
       uint64_t seed, double each_limit)
{
	uint64_t rng = seed;
	double ours = 0, theirs = 0, slowest = 0;
	int i, clues = 0;

	for (i = 0; i < n; i++) {
		struct sudoku_sized g;
		uint64_t a, b;
		double t;
		int k, floor = floor_low + support_below(&rng, floor_high -
							       floor_low + 1);

		sized_random_solution(box, &rng, &g);
		sized_thin(&g, floor, &rng);
		for (k = 0; k < box * box * box * box; k++)
			clues += g.cell[k] != 0;
		t = support_thread_cpu();
		(void)sudoku_count_sized(&g, 2, &a, NULL, NULL);
		t = support_thread_cpu() - t;
		ours += t;
		if (t > slowest)
			slowest = t;
		t = support_thread_cpu();
		b = dlx_count(&g, 2);
		theirs += support_thread_cpu() - t;
		if (a != b) {
			printf("%s: puzzle %d: %llu solutions, dancing links "
			       "%llu\n",
			       name, i, (unsigned long long)a,
			       (unsigned long long)b);
			return 0;
		}
	}
	printf("%-16s %5d %7.1f %10.4f %10.4f %9.5f %7.1f\n", name, n,
	       (double)clues / n, ours, theirs, slowest, theirs / ours);
	return slowest <= each_limit;
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 40;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	int ok = 1;

	if (n <= 0 || n > 100000) {
		fprintf(stderr, "usage: bench_sizes [PUZZLES [SEED]]\n");
		return 2;
	}
	printf("%-16s %5s %7s %10s %10s %9s %7s\n", "family", "n", "clues",
	       "ours s", "dlx s", "slowest", "dlx/us");
	ok &= family("16x16 easy", 4, 70, 130, (int)n, seed, 0.1);
	ok &= family("16x16 minimal", 4, 0, 0, (int)n, seed + 1, 0.1);
	ok &= family("25x25 60%", 5, 360, 390, (int)n / 4 + 1, seed + 2, 1.0);
	printf("(CPU seconds on one core; the floors: each 16x16 puzzle "
	       "within 0.1 s, each 25x25 within 1 s)\n");
	return ok ? 0 : 1;
}
