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
	struct sudoku_core_choice c;
	const char *before;

	(void)state;
	assert_int_equal(sudoku_core_select(NULL), 1);
	before = sudoku_core_name();
	assert_int_equal(sudoku_core_select("nonesuch"), 0);
	assert_int_equal(sudoku_core_select(""), 0);
	assert_string_equal(sudoku_core_name(), before);
	assert_int_equal(sudoku_core_select("scalar"), 1);
	assert_string_equal(sudoku_core_name(), "scalar");
	sudoku_core_choice(&c);
	assert_string_equal(c.name, "scalar");
	assert_int_equal(c.reason, SUDOKU_CORE_SELECTED);
	assert_int_equal(sudoku_core_select(NULL), 1);
}

/* SUDOKU_CORE as the tests were started with it: set or not. */
static int
core_forced(void)
{
	const char *want = getenv("SUDOKU_CORE");

	return want != NULL && *want != '\0';
}

/* Whether the CPU runs the core called 'name', as 'c' lists them. */
static int
lists_core(const struct sudoku_core_choice *c, const char *name)
{
	int i;

	for (i = 0; i < c->cores; i++)
		if (strcmp(c->core[i], name) == 0)
			return 1;
	return 0;
}

/*
 * A fresh choice starts on avx2 where the CPU runs it, else on the widest
 * core it runs, and a single puzzle (an online judge's run) times no core
 * against the others.
 * Under SUDOKU_CORE (tests/check_cores.sh) the choice says it is forced.
 */
static void
choice_starts_on_the_preset(void **state)
{
	struct sudoku_core_choice c;
	struct sudoku_grid g;
	uint64_t rng = 3;
	int i;

	(void)state;
	assert_int_equal(sudoku_core_select(NULL), 1);
	support_random_puzzle(&g, 30, &rng);
	sudoku_count(&g, 2, NULL, NULL);
	sudoku_core_choice(&c);
	assert_string_equal(c.name, sudoku_core_name());
	assert_int_equal(c.trials, 0);
	assert_true(c.cores >= 1 && c.cores <= SUDOKU_CORES_MAX);
	assert_string_equal(c.core[c.cores - 1], "scalar");
	for (i = 0; i < c.cores; i++)
		assert_true(c.time[i] == 0);
	if (core_forced()) {
		assert_int_equal(c.reason, SUDOKU_CORE_FORCED);
		assert_string_equal(c.name, getenv("SUDOKU_CORE"));
	} else if (c.cores == 1) {
		assert_int_equal(c.reason, SUDOKU_CORE_ONLY);
	} else {
		assert_int_equal(c.reason, SUDOKU_CORE_PRESET);
		assert_string_equal(c.name, lists_core(&c, "avx2")
						    ? "avx2"
						    : c.core[0]);
	}
}

/*
 * Solve random puzzles until the choice is made, as a long run does; the
 * cores that SUDOKU_CORE_HANDICAP names take sixteen times as long.  Fails if
 * the choice is still open after far more puzzles than the trials need.
 */
static void
measure_with_handicap(const char *handicap, struct sudoku_core_choice *c)
{
	uint64_t rng = 11;
	long n;

	assert_int_equal(setenv("SUDOKU_CORE_HANDICAP", handicap, 1), 0);
	assert_int_equal(sudoku_core_select(NULL), 1);
	for (n = 0; n < 200000; n++) {
		struct sudoku_grid g;

		support_random_puzzle(&g, 22 + support_below(&rng, 10), &rng);
		sudoku_count(&g, 2, NULL, NULL);
		if (n % 64 == 0) {
			sudoku_core_choice(c);
			if (c->reason != SUDOKU_CORE_PRESET)
				break;
		}
	}
	sudoku_core_choice(c);
	assert_int_equal(unsetenv("SUDOKU_CORE_HANDICAP"), 0);
	sudoku_core_select(NULL);
	assert_int_equal(c->reason, SUDOKU_CORE_MEASURED);
	assert_int_equal(c->trials, 7);
}

/* The measured time of core 'name' relative to the chosen one. */
static double
time_of(const struct sudoku_core_choice *c, const char *name)
{
	int i;

	for (i = 0; i < c->cores; i++)
		if (strcmp(c->core[i], name) == 0)
			return c->time[i];
	fail_msg("core %s not in the choice", name);
	return 0;
}

/*
 * The choice follows the measurement: with the preset core made sixteen
 * times as slow another one is chosen, and with every core but scalar
 * slowed down, scalar, the last by its features.
 */
static void
choice_follows_measurement(void **state)
{
	struct sudoku_core_choice c;
	char all_but_scalar[64] = "";
	const char *preset;
	int i;

	(void)state;
	sudoku_core_select(NULL);
	sudoku_core_choice(&c);
	if (core_forced() || c.cores < 2)
		skip();
	preset = c.name;
	for (i = 0; i < c.cores - 1; i++) {
		strcat(all_but_scalar, c.core[i]);
		strcat(all_but_scalar, ",");
	}

	measure_with_handicap(preset, &c);
	assert_string_not_equal(c.name, preset);
	assert_true(time_of(&c, c.name) == 1.0);
	/* Sixteen times as long, less what the cold caches of the cores not in
	 * use cost them (up to twice as long on such short puzzles, see
	 * core_choice.c): more than the winner's is all that is certain. */
	assert_true(time_of(&c, preset) > 1.0);

	measure_with_handicap(all_but_scalar, &c);
	assert_string_equal(c.name, "scalar");
	for (i = 0; i < c.cores - 1; i++)
		assert_true(c.time[i] > 1.0);
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
 * these through other rules (see naked() in src/solve/core_simd.h).
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
 * searches look for dead ends with triads (search_template.h), also at a limit
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
 * whole collections through the command).  Skipped without them (see
 * support_data_dir()).
 */
static void
shared_data(void **state)
{
	static const char *const sets[] = {
		"kaggle_10k", "unbiased_1k", "17clue", "serg_benchmark",
		"top1465", "hardest1905_11plus", "hardest1106",
	};
	const char *cores[sizeof others / sizeof others[0]];
	const char *dir = support_data_dir();
	char path[512], line[256];
	size_t s;
	long total = 0;
	int n = usable_cores(cores), i, k, c;

	(void)state;
	if (dir == NULL) {
		printf("skipped: no data folder (SUDOKU_DATA)\n");
		skip();
	}
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
		cmocka_unit_test(choice_starts_on_the_preset),
		cmocka_unit_test(choice_follows_measurement),
		cmocka_unit_test(cores_agree_on_puzzles),
		cmocka_unit_test(shared_data),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
