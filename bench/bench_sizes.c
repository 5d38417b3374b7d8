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
#include "sudoku.h"
#include "support.h"

/* A full grid drawn from 'rng' (see test_sizes.c). */
static void
random_solution(int box, uint64_t *rng, struct sudoku_sized *full)
{
	int side = box * box, cells = side * side;

	for (;;) {
		struct sudoku_sized g;
		uint64_t n;
		int k, a, b;

		memset(&g, 0, sizeof g);
		g.box = box;
		for (k = 0; k < side; k++) {
			int c = support_below(rng, cells);

			g.cell[c] = (unsigned char)(1 + support_below(rng, side));
			if (sudoku_sized_find_conflict(&g, &a, &b))
				g.cell[c] = 0;
		}
		if (sudoku_count_sized(&g, 1, &n, full, NULL) == SUDOKU_OK &&
		    n == 1)
			return;
	}
}

/* Take clues out of 'g' in a random order while it stays unique, down to
 * 'floor' clues (0: until every clue is needed). */
static void
thin(struct sudoku_sized *g, int floor, uint64_t *rng)
{
	int side = g->box * g->box, cells = side * side, order[625], i, left;

	for (i = 0; i < cells; i++)
		order[i] = i;
	for (i = cells - 1; i > 0; i--) {
		int j = support_below(rng, i + 1), t = order[i];

		order[i] = order[j];
		order[j] = t;
	}
	left = cells;
	for (i = 0; i < cells && left > floor; i++) {
		unsigned char v = g->cell[order[i]];
		uint64_t n;

		g->cell[order[i]] = 0;
		if (sudoku_count_sized(g, 2, &n, NULL, NULL) != SUDOKU_OK ||
		    n != 1)
			g->cell[order[i]] = v;
		else
			left--;
	}
}

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

		random_solution(box, &rng, &g);
		thin(&g, floor, &rng);
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
	int n = argc > 1 ? atoi(argv[1]) : 40, ok = 1;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;

	if (n <= 0) {
		fprintf(stderr, "usage: bench_sizes [PUZZLES [SEED]]\n");
		return 2;
	}
	printf("%-16s %5s %7s %10s %10s %9s %7s\n", "family", "n", "clues",
	       "ours s", "dlx s", "slowest", "dlx/us");
	ok &= family("16x16 easy", 4, 70, 130, n, seed, 0.1);
	ok &= family("16x16 minimal", 4, 0, 0, n, seed + 1, 0.1);
	ok &= family("25x25 60%", 5, 360, 390, n / 4 + 1, seed + 2, 1.0);
	printf("(CPU seconds on one core; the floors: each 16x16 puzzle "
	       "within 0.1 s, each 25x25 within 1 s)\n");
	return ok ? 0 : 1;
}
