/* test_core.c - every solving core against the scalar core.
 * See LICENSE for copying terms. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sudoku.h"
#include "support.h"

#define DATA_DIR "../shared/data"

/* The cores besides "scalar"; the ones this CPU does not run are skipped. */
static const char *const others[] = {"avx512", "avx2"};

struct answer {
	uint64_t count, guesses;
	struct sudoku_grid first;
};

static void
solve_on(const char *core, const struct sudoku_grid *g, uint64_t limit,
	 struct answer *a)
{
	struct sudoku_search search = {0};

	assert_int_equal(sudoku_core_select(core), 1);
	assert_string_equal(sudoku_core_name(), core);
	memset(&a->first, 0, sizeof a->first);
	a->count = sudoku_count(g, limit, &a->first, &search);
	a->guesses = search.guesses;
}

/*
 * The same count, first completion and number of guesses on 'core' as on
 * the scalar core: the cores make the same search, so all three agree.
 */
static void
same_as_scalar(const char *core, const struct sudoku_grid *g,
	       uint64_t limit)
{
	struct answer want, got;

	solve_on("scalar", g, limit, &want);
	solve_on(core, g, limit, &got);
	assert_int_equal(got.count, want.count);
	assert_int_equal(got.guesses, want.guesses);
	if (want.count > 0) {
		assert_memory_equal(got.first.cell, want.first.cell, 81);
		assert_true(support_is_completion(g, &got.first));
	}
}

/* The cores of 'others' this CPU runs; skips the test when there is none. */
static int
usable_cores(const char **list)
{
	size_t i;
	int n = 0;

	for (i = 0; i < sizeof others / sizeof others[0]; i++)
		if (sudoku_core_select(others[i]))
			list[n++] = others[i];
	sudoku_core_select(NULL);
	if (n == 0)
		skip();
	return n;
}

/* The default is a core this CPU runs, and unknown names are refused. */
static void
selection(void **state)
{
	const char *before;

	(void)state;
	assert_int_equal(sudoku_core_select(NULL), 1);
	before = sudoku_core_name();
	assert_int_equal(sudoku_core_select("nonesuch"), 0);
	assert_int_equal(sudoku_core_select(""), 0);
	assert_string_equal(sudoku_core_name(), before);
	assert_int_equal(sudoku_core_select("scalar"), 1);
	assert_string_equal(sudoku_core_name(), "scalar");
	assert_int_equal(sudoku_core_select(NULL), 1);
}

/*
 * 'trials' random puzzles from 'rng' of 'fewest' to 'fewest' + 'spread' - 1
 * clues, each with one cell then set to a random value (a digit, or empty)
 * when 'mutate' says so, solved at each of 'limits' on every core: every
 * answer must be the scalar core's.
 */
static void
cores_agree_on_random(int trials, uint64_t rng, int fewest, int spread,
		      int mutate, const uint64_t limits[3])
{
	const char *cores[sizeof others / sizeof others[0]];
	int n = usable_cores(cores), i, k, l;

	for (i = 0; i < trials; i++) {
		struct sudoku_grid g;

		support_random_puzzle(&g, fewest + support_below(&rng, spread),
				      &rng);
		if (mutate) {
			int c = support_below(&rng, 81);

			g.cell[c] = (unsigned char)support_below(&rng, 10);
		}
		for (k = 0; k < n; k++)
			for (l = 0; l < 3; l++)
				same_as_scalar(cores[k], &g, limits[l]);
	}
	sudoku_core_select(NULL);
}

/* The puzzle of one 81-character line into 'g'; 0 if it is not one. */
static int
parse_line(const char *line, struct sudoku_grid *g)
{
	int c;

	for (c = 0; c < 81; c++) {
		if (line[c] >= '1' && line[c] <= '9')
			g->cell[c] = (unsigned char)(line[c] - '0');
		else if (line[c] == '.' || line[c] == '0')
			g->cell[c] = 0;
		else
			return 0;
	}
	return 1;
}

/*
 * Two empty cells that can only take 1, in one minirow, in one row and in
 * one box: no completion, and every core must see it before guessing, as
 * the scalar core does when it places the first.  The vector cores find
 * these through other rules (see naked() in src/core_simd.h).
 */
static void
check_clashes(void)
{
	static const char *const puzzles[] = {
		"000234000000000000000000000580000000690000000"
		"700000000850000000960000000070000000",
		"000000234000000000000000000500060000600070000"
		"700080000800090000900050000000000000",
		"000000234000234000000000000580000000690000000"
		"700000000850000000960000000070000000",
	};
	const char *cores[sizeof others / sizeof others[0]];
	int n = usable_cores(cores), k;
	size_t i;

	for (i = 0; i < sizeof puzzles / sizeof puzzles[0]; i++) {
		struct sudoku_grid g;
		struct answer a;

		assert_true(parse_line(puzzles[i], &g));
		solve_on("scalar", &g, 2, &a);
		assert_int_equal(a.count, 0);
		assert_int_equal(a.guesses, 0);
		for (k = 0; k < n; k++) {
			same_as_scalar(cores[k], &g, 1);
			same_as_scalar(cores[k], &g, 2);
		}
	}
	sudoku_core_select(NULL);
}

/*
 * Built clashes first, then random puzzles from 17 to 81 clues, each
 * with one clue changed to a random digit or removed: conflicts, no
 * solution, one and many.  Then sparse ones (0 to 20 clues), whose
 * searches look for dead ends with triads (search.h), also at a limit
 * that takes them past TAIL_GUESSES; limits above 2 finish with the
 * enumeration of the last few cells (count_few()).
 */
static void
cores_agree_on_puzzles(void **state)
{
	static const uint64_t mutated_limits[3] = {1, 2, 10};
	static const uint64_t sparse_limits[3] = {1, 2, 3000};

	(void)state;
	check_clashes();
	cores_agree_on_random(3000, 15, 17, 65, 1, mutated_limits);
	cores_agree_on_random(100, 7, 0, 21, 0, sparse_limits);
}

/*
 * The first puzzles of each shared collection at limits 1 and 2, and with
 * the first clue removed at limit 2 (tests/check_cores.sh compares the
 * whole collections through the command).  Skipped without them
 * (SUDOKU_DATA names another folder).
 */
static void
shared_data(void **state)
{
	static const char *const sets[] = {
		"kaggle_10k", "unbiased_1k", "17clue", "serg_benchmark",
		"top1465", "hardest1905_11plus", "hardest1106",
	};
	const char *cores[sizeof others / sizeof others[0]];
	const char *dir = getenv("SUDOKU_DATA");
	char path[512], line[256];
	size_t s;
	long total = 0;
	int n = usable_cores(cores), i, k, c;

	(void)state;
	if (dir == NULL || *dir == '\0')
		dir = DATA_DIR;
	for (s = 0; s < sizeof sets / sizeof sets[0]; s++) {
		FILE *fp;

		snprintf(path, sizeof path, "%s/%s.txt", dir, sets[s]);
		fp = fopen(path, "r");
		if (fp == NULL)
			continue;
		for (i = 0; i < 1000 && fgets(line, sizeof line, fp) != NULL;
		     i++) {
			struct sudoku_grid g;

			if (!parse_line(line, &g))
				continue;
			for (k = 0; k < n; k++) {
				same_as_scalar(cores[k], &g, 1);
				same_as_scalar(cores[k], &g, 2);
			}
			c = 0;
			while (c < 81 && g.cell[c] == 0)
				c++;
			if (c < 81)
				g.cell[c] = 0;
			for (k = 0; k < n; k++)
				same_as_scalar(cores[k], &g, 2);
			total++;
		}
		fclose(fp);
	}
	sudoku_core_select(NULL);
	if (total == 0)
		skip();
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(selection),
		cmocka_unit_test(cores_agree_on_puzzles),
		cmocka_unit_test(shared_data),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
