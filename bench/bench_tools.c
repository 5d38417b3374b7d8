/* bench_tools.c - throughput of the canonical form and the rating on the
 * shared puzzle sets, one core, with the rating's class counts.
 * See LICENSE for copying terms. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"
#include "support.h"

enum { RUNS = 3 };

/* The toolkit's floors, puzzles per second on one core; the rating's
 * is set on top1465.  The canonical form of full grids (the sets'
 * solutions) has its own. */
static const double canon_floor = 10000, rate_floor = 5000,
		    full_floor = 20000;

static double
median3(double a, double b, double c)
{
	return a > b ? (b > c ? b : a > c ? c : a) : (a > c ? a : b > c ? c : b);
}

/* Read every puzzle of 'path'; returns how many, or 0 if it cannot. */
static size_t
read_set(const char *path, struct sudoku_grid **grids)
{
	struct sudoku_reader *r;
	size_t n = 0, cap = 1024;
	FILE *fp = fopen(path, "r");
	struct sudoku_grid *g;

	if (fp == NULL)
		return 0;
	g = malloc(cap * sizeof *g);
	r = sudoku_reader_new(fp);
	if (g == NULL || r == NULL) {
		free(g);
		sudoku_reader_free(r);
		fclose(fp);
		return 0;
	}
	for (;;) {
		enum sudoku_status s;

		if (n == cap) {
			struct sudoku_grid *more =
			    realloc(g, 2 * cap * sizeof *g);

			if (more == NULL)
				break;
			g = more;
			cap *= 2;
		}
		s = sudoku_read(r, &g[n], NULL, NULL);
		if (s == SUDOKU_OK)
			n++;
		else if (s != SUDOKU_EINPUT && s != SUDOKU_ECONFLICT)
			break;
	}
	sudoku_reader_free(r);
	fclose(fp);
	*grids = g;
	return n;
}

static int
compare_forms(const void *a, const void *b)
{
	return memcmp(a, b, sizeof(struct sudoku_grid));
}

/* Median puzzles/s of sudoku_canon() over 'n' grids; 'forms' gets them. */
static double
time_canon(const struct sudoku_grid *g, size_t n, struct sudoku_grid *forms)
{
	double t[RUNS];
	size_t i;
	int run;

	for (run = 0; run < RUNS; run++) {
		double start = support_thread_cpu();

		for (i = 0; i < n; i++)
			sudoku_canon(&g[i], &forms[i], NULL);
		t[run] = support_thread_cpu() - start;
	}
	return (double)n / median3(t[0], t[1], t[2]);
}

static double
time_rate(const struct sudoku_grid *g, size_t n,
	  uint64_t classes[SUDOKU_TECHNIQUES + 1])
{
	double t[RUNS];
	size_t i;
	int run;

	for (run = 0; run < RUNS; run++) {
		double start = support_thread_cpu();

		memset(classes, 0, (SUDOKU_TECHNIQUES + 1) * sizeof *classes);
		for (i = 0; i < n; i++) {
			struct sudoku_rating rating = {0};

			sudoku_rate(&g[i], &rating, NULL);
			classes[rating.solutions == 1 ? rating.technique
						      : SUDOKU_TECHNIQUES]++;
		}
		t[run] = support_thread_cpu() - start;
	}
	return (double)n / median3(t[0], t[1], t[2]);
}

static void
bench_set(const char *path)
{
	struct sudoku_grid *g = NULL, *forms;
	uint64_t classes[SUDOKU_TECHNIQUES + 1];
	size_t n = read_set(path, &g), i, distinct;
	const char *name = strrchr(path, '/');
	double canon_rate, rate_rate, full_rate;
	int t;

	name = name != NULL ? name + 1 : path;
	forms = malloc((n > 0 ? n : 1) * sizeof *forms);
	if (n == 0 || forms == NULL) {
		printf("%s: no puzzles read\n", name);
		free(g);
		free(forms);
		return;
	}
	canon_rate = time_canon(g, n, forms);
	qsort(forms, n, sizeof *forms, compare_forms);
	for (i = 1, distinct = 1; i < n; i++)
		distinct += memcmp(&forms[i], &forms[i - 1], sizeof *forms) != 0;
	rate_rate = time_rate(g, n, classes);
	/* The same puzzles solved: canonical forms of full grids. */
	for (i = 0; i < n; i++)
		sudoku_count(&g[i], 1, &g[i], NULL);
	full_rate = time_canon(g, n, forms);
	printf("%-24s %6zu puzzles  canon %8.0f/s%s (%zu distinct; full "
	       "grids %.0f/s%s)  rate %7.0f/s%s\n",
	       name, n, canon_rate, canon_rate < canon_floor ? " BELOW FLOOR" : "",
	       distinct, full_rate, full_rate < full_floor ? " BELOW FLOOR" : "",
	       rate_rate,
	       rate_rate < rate_floor && strcmp(name, "top1465.txt") == 0
		   ? " BELOW FLOOR"
		   : "");
	printf("%24s  hardest technique:", "");
	for (t = 0; t < SUDOKU_TECHNIQUES; t++)
		if (classes[t] > 0)
			printf(" %s %llu", sudoku_technique_name(t),
			       (unsigned long long)classes[t]);
	if (classes[SUDOKU_TECHNIQUES] > 0)
		printf(" not-unique %llu",
		       (unsigned long long)classes[SUDOKU_TECHNIQUES]);
	printf("\n");
	free(g);
	free(forms);
}

/* usage: tests/bench_tools FILE...  (make bench passes the shared sets) */
int
main(int argc, char **argv)
{
	int i;

	if (argc < 2) {
		printf("bench_tools: no puzzle files given; skipping\n");
		return 0;
	}
	printf("canonical form and rating, one core, median of %d runs in "
	       "CPU time (floors: canon %.0f/s, full grids %.0f/s, rate "
	       "%.0f/s)\n",
	       RUNS, canon_floor, full_floor, rate_floor);
	for (i = 1; i < argc; i++)
		bench_set(argv[i]);
	return 0;
}
