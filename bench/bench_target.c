/* bench_target.c - time the exact target search against a textbook one.
 * See LICENSE for copying terms. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"
#include "support.h"
#include "target_grids.h"

enum {
	DENSE_GRIDS = 27,	/* 22..30 clues, three of each */
	SPARSE_GRIDS = 60,	/* 15..20 clues, ten of each */
	MAX_GRIDS = 64,
	SEED = 2009
};

/* Repeat quick calls until this much time has passed, for a steady mean. */
static const double min_timing = 0.005;

/*
 * The textbook search (tests/kit/support.c): every completion, depth first,
 * fewest candidates first, scoring each full grid.  No bound, so its time
 * grows with the number of completions.  Returns the seconds taken;
 * '*best' is -1 when there is no completion.
 */
static double
textbook_run(const struct sudoku_grid *g, double cap, long long *best,
	     int *capped)
{
	double start = support_now();
	struct support_naive n = {NULL, 0, 0, start + cap, 0, 0, 0, 0};

	support_naive(g, &n);
	*best = n.count > 0 ? n.best : -1;
	*capped = n.capped;
	return support_now() - start;
}

struct group {
	const char *name;
	struct sudoku_grid grid[MAX_GRIDS];
	int n;
	double textbook;	/* limit of the textbook search per grid, in
				 * seconds, so the run stays short; 0: none */
	double ms[MAX_GRIDS];
	double branches[MAX_GRIDS];
	double speedup[MAX_GRIDS];	/* textbook time / target time */
	int capped;			/* textbook runs that hit the limit */
};

/* Run one group, one line per grid; returns the number of wrong answers. */
static int
run_group(struct group *gr)
{
	int k, wrong = 0;

	printf("\n%s\n%4s %5s %6s %10s %10s %12s %9s\n", gr->name, "#",
	       "clues", "answer", "ms", "branches", "textbook ms", "speed-up");
	for (k = 0; k < gr->n; k++) {
		const struct sudoku_grid *g = &gr->grid[k];
		struct sudoku_search search;
		struct sudoku_grid best;
		long long score = -1;
		double start, spent;
		int ok, runs = 0;

		memset(&search, 0, sizeof search);
		start = support_now();
		do {
			search.guesses = 0;
			ok = sudoku_target(g, NULL, &score, &best, &search) ==
			     SUDOKU_OK;
			runs++;
			spent = support_now() - start;
		} while (spent < min_timing);
		if (!ok)
			score = -1;
		else if (!sudoku_is_solution(g, &best) ||
			 sudoku_score(&best, NULL) != score)
			wrong++;
		gr->ms[k] = spent / runs * 1e3;
		gr->branches[k] = (double)search.guesses;
		printf("%4d %5d %6lld %10.3f %10llu", k + 1, support_clues(g), score,
		       gr->ms[k], (unsigned long long)search.guesses);
		if (gr->textbook > 0) {
			long long tb;
			int capped;
			double t = textbook_run(g, gr->textbook, &tb, &capped);

			gr->speedup[k] = t * 1e3 / gr->ms[k];
			gr->capped += capped;
			if (capped)
				printf(" %11.0f+ %8.0fx+\n", t * 1e3,
				       t * 1e3 / gr->ms[k]);
			else {
				printf(" %12.3f %8.0fx%s\n", t * 1e3,
				       t * 1e3 / gr->ms[k],
				       tb == score ? "" : "  MISMATCH");
				wrong += tb != score;
			}
		} else {
			putchar('\n');
		}
	}
	return wrong;
}

/* The median and largest of 'n' values; sorts a copy. */
static void
median_max(const double *v, int n, double *median, double *max)
{
	double sorted[MAX_GRIDS];

	memcpy(sorted, v, (size_t)n * sizeof sorted[0]);
	qsort(sorted, (size_t)n, sizeof sorted[0], support_by_value);
	*median = sorted[n / 2];
	*max = sorted[n - 1];
}

static void
summarise(const struct group *gr)
{
	double med, max, bmed, bmax;

	median_max(gr->ms, gr->n, &med, &max);
	median_max(gr->branches, gr->n, &bmed, &bmax);
	printf("%-22s %3d grids  ms median %7.3f max %8.3f  branches median "
	       "%5.0f max %6.0f", gr->name, gr->n, med, max, bmed, bmax);
	if (gr->textbook > 0) {
		median_max(gr->speedup, gr->n, &med, &max);
		printf("  speed-up median %.0fx%s", med, gr->capped ? "+" : "");
	}
	putchar('\n');
}

int
main(void)
{
	static struct group groups[4];
	uint64_t rng = SEED;
	int k, wrong = 0;
	double start = support_now();

	groups[0].name = "NOIP 2009 samples";
	groups[0].textbook = 1.0;
	groups[0].grid[0] = support_grid("700900001100005900000200080"
					 "005020003000000648413000000"
					 "007002090201060804080504012");
	groups[0].grid[1] = support_grid("000702453900008000740005010"
					 "195080000070000025030579108"
					 "000601000060900001000000006");
	groups[0].n = 2;

	groups[1].name = "random, 22-30 clues";
	groups[1].textbook = 1.0;
	for (k = 0; k < DENSE_GRIDS; k++)
		support_random_puzzle(&groups[1].grid[k], 22 + k % 9, &rng);
	groups[1].n = DENSE_GRIDS;

	groups[2].name = "random, 15-20 clues";
	groups[2].textbook = 0.25;
	for (k = 0; k < SPARSE_GRIDS; k++)
		support_random_puzzle(&groups[2].grid[k], 15 + k % 6, &rng);
	groups[2].n = SPARSE_GRIDS;

	groups[3].name = "formerly slowest";
	groups[3].textbook = 0.25;
	for (k = 0; k < TARGET_SLOW_GRIDS; k++)
		groups[3].grid[k] = support_grid(target_slow_grids[k]);
	groups[3].n = k;

	printf("target search: ms per call (mean of repeats totalling >= %g "
	       "ms), branch points per call;\ntextbook: exhaustive DFS, "
	       "capped per grid ('+' = capped: a lower bound)\n",
	       min_timing * 1e3);
	for (k = 0; k < 4; k++)
		wrong += run_group(&groups[k]);
	printf("\nsummary (target search)\n");
	for (k = 0; k < 4; k++)
		summarise(&groups[k]);
	printf("total %.1f s, %d wrong\n", support_now() - start, wrong);
	return wrong != 0;
}
