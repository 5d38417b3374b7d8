/* hunt_target.c - hunt for slow target-mode grids, in process.
 * See LICENSE for copying terms.
 *
 * usage: hunt_target [-n COUNT] [-s SEED] [-i GRIDS] [-w WEIGHTS]
 *                    [-k SLOWEST] [-f MS] TITLE
 *
 * Makes COUNT grids (default 10000) of the benchmark's sparse family (a
 * random full grid with 0-20 cells kept, bench/gen_target_grids sparse
 * with the same seed gives the same grids) and times one library call,
 * sudoku_target(), per grid: thread CPU time and wall time.  Prints the
 * median, p99 and max, how many grids took over 10, 50 and 100 ms, the
 * root gap (the bound at the root minus the answer: what branching had
 * to close) over the family, and the SLOWEST slowest grids (default 10)
 * as one-line inputs with their time, guesses (the dives' and the
 * solver's included), the nodes the branch and bound branched at, answer
 * and root gap.  The lines are ready for a test case or for bench_tail.
 * With -i, times instead the grids of file GRIDS, one 81-character line
 * each.
 *
 * Exits 1 if a grid took more than MS milliseconds of CPU (with -f), or
 * the search failed on a grid that has a completion; 2 on a usage error.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sudoku.h"
#include "support.h"
#include "targetsum/target.h"
#include "target_grids.h"

struct hunted {
	struct sudoku_grid g;
	double cpu, wall;	/* seconds */
	long long answer, gap;	/* gap: -1 when the root needed no bound */
	uint64_t guesses, nodes;
};

/* 'g' as one line of 81 characters, '.' for a blank, in 'line'. */
static const char *
one_line(const struct sudoku_grid *g, char line[82])
{
	int i;

	for (i = 0; i < 81; i++)
		line[i] = g->cell[i] ? (char)('0' + g->cell[i]) : '.';
	line[81] = '\0';
	return line;
}

static int
slowest_first(const void *a, const void *b)
{
	const struct hunted *x = a, *y = b;

	return (x->cpu < y->cpu) - (x->cpu > y->cpu);
}

static void
usage(void)
{
	fputs("usage: hunt_target [-n COUNT] [-s SEED] [-i GRIDS] "
	      "[-w WEIGHTS] [-k SLOWEST] [-f MS] TITLE\n", stderr);
	exit(2);
}

/* A decimal argument, all digits, or the usage message. */
static unsigned long long
number(const char *text)
{
	unsigned long long v;
	char *end;

	if (*text < '0' || *text > '9')
		usage();
	errno = 0;
	v = strtoull(text, &end, 10);
	if (*end != '\0' || errno != 0)
		usage();
	return v;
}

static void
read_table(const char *path, int weights[81])
{
	struct sudoku_where where;
	FILE *f = fopen(path, "r");

	if (f == NULL || sudoku_read_weights(f, weights, &where) != SUDOKU_OK) {
		fprintf(stderr, "hunt_target: %s: not a weight table\n", path);
		exit(2);
	}
	fclose(f);
}

/* The grids of file 'path', one line of 81 cells each, into a new
 * array; '*count' gets their number. */
static struct hunted *
read_grids(const char *path, unsigned long long *count)
{
	char text[256];
	struct hunted *h = NULL;
	unsigned long long n = 0, cap = 0;
	FILE *f = fopen(path, "r");
	int i;

	if (f == NULL) {
		perror(path);
		exit(2);
	}
	while (fgets(text, sizeof text, f) != NULL) {
		if (strlen(text) < 81 || text[0] == '#')
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 256;
			h = realloc(h, cap * sizeof *h);
			if (h == NULL)
				exit(2);
		}
		for (i = 0; i < 81; i++)
			h[n].g.cell[i] = text[i] >= '1' && text[i] <= '9'
						 ? (unsigned char)(text[i] - '0')
						 : 0;
		n++;
	}
	fclose(f);
	*count = n;
	return h;
}

/* Search grid 'h->g', timing the one call. */
static int
hunt_one(struct hunted *h, const int *weights)
{
	struct target_measure how;
	enum sudoku_status st;
	double cpu = support_thread_cpu(), wall = support_now();

	st = sudoku_target_measured(&h->g, weights, &h->answer, NULL, NULL,
				    &how);
	h->cpu = support_thread_cpu() - cpu;
	h->wall = support_now() - wall;
	h->guesses = how.guesses;
	h->nodes = how.nodes;
	h->gap = how.root_bound == LLONG_MIN ? -1
					     : how.root_bound - h->answer;
	return st == SUDOKU_OK;
}

int
main(int argc, char **argv)
{
	unsigned long long count = 10000, seed = 13, slowest = 10, i;
	double floor_ms = 0, *cpu, over[3] = {0}, wall_max = 0, total = 0;
	const double limit[3] = {10e-3, 50e-3, 100e-3};
	int table[81], *weights = NULL, k, failed = 0;
	long long gap_max = 0, gapped = 0, bounded = 0;
	const char *title, *wpath = NULL, *gpath = NULL;
	char line[82];
	struct hunted *h;
	uint64_t rng;

	while ((k = getopt(argc, argv, "n:s:k:f:w:i:")) != -1) {
		switch (k) {
		case 'n':
			count = number(optarg);
			break;
		case 's':
			seed = number(optarg);
			break;
		case 'k':
			slowest = number(optarg);
			break;
		case 'f':
			floor_ms = (double)number(optarg);
			break;
		case 'w':
			wpath = optarg;
			break;
		case 'i':
			gpath = optarg;
			break;
		default:
			usage();
		}
	}
	if (argc - optind != 1 || count == 0)
		usage();
	title = argv[optind];
	if (wpath != NULL) {
		read_table(wpath, table);
		weights = table;
	}
	if (gpath != NULL) {
		h = read_grids(gpath, &count);
	} else {
		h = malloc(count * sizeof *h);
		rng = seed;
		for (i = 0; h != NULL && i < count; i++)
			target_random_grid(&h[i].g, support_below(&rng, 21),
					   &rng);
	}
	cpu = malloc((count ? count : 1) * sizeof *cpu);
	if (h == NULL || cpu == NULL || count == 0) {
		fputs("hunt_target: no grids\n", stderr);
		free(h);
		free(cpu);
		return 2;
	}
	for (i = 0; i < count; i++) {
		if (!hunt_one(&h[i], weights)) {
			printf("FAILED: %s\n", one_line(&h[i].g, line));
			failed = 1;
		}
		cpu[i] = h[i].cpu;
		total += h[i].cpu;
		for (k = 0; k < 3; k++)
			over[k] += h[i].cpu > limit[k];
		if (h[i].wall > wall_max)
			wall_max = h[i].wall;
		if (h[i].gap >= 0) {
			bounded++;
			gapped += h[i].gap > 0;
			if (h[i].gap > gap_max)
				gap_max = h[i].gap;
		}
	}
	qsort(cpu, count, sizeof *cpu, support_by_value);
	qsort(h, count, sizeof *h, slowest_first);
	if (gpath != NULL)
		printf("\n%s: %llu grids of %s", title, count, gpath);
	else
		printf("\n%s: %llu grids of 0-20 clues (seed %llu)", title,
		       count, seed);
	printf("%s%s, one sudoku_target() call each, ms\n",
	       wpath ? ", weights " : "", wpath ? wpath : "");
	printf("  CPU median %.2f  p99 %.2f  max %.2f  mean %.2f  (wall max "
	       "%.2f)\n", cpu[count / 2] * 1e3, cpu[count * 99 / 100] * 1e3,
	       cpu[count - 1] * 1e3, total / (double)count * 1e3,
	       wall_max * 1e3);
	printf("  over 10 ms: %.0f  over 50 ms: %.0f  over 100 ms: %.0f\n",
	       over[0], over[1], over[2]);
	printf("  root gap: %lld of %lld bounded grids above the answer, "
	       "at most %lld\n", gapped, bounded, gap_max);
	printf("  slowest (CPU ms, guesses, nodes, answer, root gap):\n");
	for (i = 0; i < count && i < slowest; i++) {
		printf("    %s %8.2f %8llu %6llu %6lld ",
		       one_line(&h[i].g, line), h[i].cpu * 1e3,
		       (unsigned long long)h[i].guesses,
		       (unsigned long long)h[i].nodes, h[i].answer);
		if (h[i].gap < 0)
			printf("-\n");
		else
			printf("%lld\n", h[i].gap);
	}
	if (floor_ms > 0 && cpu[count - 1] * 1e3 > floor_ms) {
		printf("  SLOW: a grid took more than %.0f ms\n", floor_ms);
		failed = 1;
	}
	free(cpu);
	free(h);
	return failed;
}
