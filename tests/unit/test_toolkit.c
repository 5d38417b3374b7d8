/* test_toolkit.c - cmocka suite for minimal.c, symmetry.c and generate.c
 * of src/toolkit: minimality, minimizing, generating.  Every property is
 * checked against a naive enumerator written here, not the library's
 * solver, on seeded random inputs.  See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"
#include "support.h"

/* Completions of 'g' up to 'limit' by the test kit's naive enumerator,
 * not the library's solver; 0 when its clues clash. */
static int
naive(const struct sudoku_grid *g, int limit)
{
	struct support_naive n = {0};

	n.limit = (uint64_t)limit;
	return (int)support_naive(g, &n);
}

/* Is the clue of cell 'i' removable with the solution staying unique? */
static int
naive_removable(const struct sudoku_grid *g, int i)
{
	struct sudoku_grid p = *g;

	p.cell[i] = 0;
	return naive(&p, 2) == 1;
}

/* The cells of the symmetry group of 'i', as the documentation says. */
static int
naive_group(enum sudoku_symmetry sym, int i, int out[4])
{
	int n = 0, r = i / 9, c = i % 9, j, k;
	int image[4] = {i, i, i, i};

	switch (sym) {
	case SUDOKU_SYMMETRY_ROT180:
		image[1] = 80 - i;
		break;
	case SUDOKU_SYMMETRY_ROT90:
		image[1] = 9 * c + 8 - r;
		image[2] = 80 - i;
		image[3] = 9 * (8 - c) + r;
		break;
	case SUDOKU_SYMMETRY_MIRROR:
		image[1] = 9 * r + 8 - c;
		break;
	case SUDOKU_SYMMETRY_DIAGONAL:
		image[1] = 9 * c + r;
		break;
	default:
		break;
	}
	for (k = 0; k < 4; k++) {
		for (j = 0; j < n && out[j] != image[k]; j++)
			;
		if (j == n)
			out[n++] = image[k];
	}
	return n;
}

/* With every clue group of 'g' removed in turn, is the solution never
 * unique any more (minimal by groups)? */
static int
naive_minimal_by_groups(const struct sudoku_grid *g, enum sudoku_symmetry sym)
{
	int i, k, n, cells[4];

	for (i = 0; i < 81; i++) {
		struct sudoku_grid p = *g;

		if (g->cell[i] == 0)
			continue;
		n = naive_group(sym, i, cells);
		for (k = 0; k < n; k++)
			p.cell[cells[k]] = 0;
		if (naive(&p, 2) == 1)
			return 0;
	}
	return 1;
}

static int
symmetric(const struct sudoku_grid *g, enum sudoku_symmetry sym)
{
	int i, k, n, cells[4];

	for (i = 0; i < 81; i++) {
		n = naive_group(sym, i, cells);
		for (k = 0; k < n; k++)
			if ((g->cell[i] != 0) != (g->cell[cells[k]] != 0))
				return 0;
	}
	return 1;
}

/* A random puzzle with a unique solution and about 'n' clues. */
static void
unique_random_puzzle(struct sudoku_grid *g, int n, uint64_t *rng)
{
	do
		support_random_puzzle(g, n, rng);
	while (naive(g, 2) != 1);
}

/*
 * Every puzzle of a shared data set is minimal.  Skipped without the set
 * (see support_data_dir()).
 */
static void
check_file_is_minimal(const char *name)
{
	const char *dir = support_data_dir();
	struct sudoku_reader *r;
	struct sudoku_grid g;
	unsigned long n = 0;
	char path[512];
	int redundant;
	FILE *fp;

	snprintf(path, sizeof path, "%s/%s", dir != NULL ? dir : "(none)",
		 name);
	fp = dir == NULL ? NULL : fopen(path, "r");
	if (fp == NULL) {
		printf("skipped: %s not found\n", path);
		skip();
	}
	r = sudoku_reader_new(fp);
	assert_non_null(r);
	while (sudoku_read(r, &g, NULL, NULL) == SUDOKU_OK) {
		redundant = -1;
		assert_int_equal(sudoku_minimal(&g, &redundant, NULL, NULL),
				 SUDOKU_OK);
		assert_int_equal(redundant, 0);
		n++;
	}
	sudoku_reader_free(r);
	fclose(fp);
	assert_true(n > 0);
}

static void
seventeen_clue_puzzles_are_minimal(void **state)
{
	(void)state;
	check_file_is_minimal("17clue.txt");
}

static void
unbiased_puzzles_are_minimal(void **state)
{
	(void)state;
	check_file_is_minimal("unbiased_1k.txt");
}

/*
 * Puzzles of every kind: random subsets of random grids (mostly several
 * solutions, or redundant clues), and generated puzzles (minimal) with up
 * to three clues of their solution added (redundant) or one taken away.
 */
static void
mixed_puzzle(struct sudoku_grid *g, int t, uint64_t *rng)
{
	struct sudoku_grid s;
	int k, i;

	if (t % 2 == 0) {
		support_random_puzzle(g, 24 + support_below(rng, 17), rng);
		return;
	}
	assert_int_equal(sudoku_generate(5, (uint64_t)t, NULL, g, &s, NULL),
			 SUDOKU_OK);
	k = support_below(rng, 5) - 1;
	if (k < 0) {
		do
			i = support_below(rng, 81);
		while (g->cell[i] == 0);
		g->cell[i] = 0;
	}
	for (; k > 0; k--) {
		i = support_below(rng, 81);
		g->cell[i] = s.cell[i];
	}
}

/* The status sudoku_minimal() gives a puzzle of 'count' (at most 2)
 * completions. */
static enum sudoku_status
status_of_count(uint64_t count)
{
	return count == 0 ? SUDOKU_NONE : count == 1 ? SUDOKU_OK
						     : SUDOKU_MULTIPLE;
}

static void
minimal_matches_naive_on_random_puzzles(void **state)
{
	uint64_t rng = 17;
	int t, i, seen_redundant = 0, seen_minimal = 0, seen_multiple = 0;

	(void)state;
	for (t = 0; t < 200; t++) {
		struct sudoku_grid g;
		unsigned char removable[81];
		int redundant = -1, expect = 0, result;

		mixed_puzzle(&g, t, &rng);
		result = sudoku_minimal(&g, &redundant, removable, NULL);
		assert_int_equal(result, status_of_count(naive(&g, 2)));
		if (result != SUDOKU_OK) {
			seen_multiple += result == SUDOKU_MULTIPLE;
			continue;
		}
		for (i = 0; i < 81; i++) {
			int spare = g.cell[i] != 0 && naive_removable(&g, i);

			assert_int_equal(removable[i], spare);
			expect += spare;
		}
		assert_int_equal(redundant, expect);
		seen_minimal += redundant == 0;
		seen_redundant += redundant > 0;
	}
	/* The inputs covered every answer. */
	assert_true(seen_redundant > 0 && seen_minimal > 0 && seen_multiple > 0);
}

static void
minimal_reports_none_and_conflicts(void **state)
{
	struct sudoku_grid g = {{0}};
	int redundant = 7, i;

	(void)state;
	g.cell[0] = g.cell[1] = 5;
	assert_int_equal(sudoku_minimal(&g, &redundant, NULL, NULL),
			 SUDOKU_ECONFLICT);
	assert_int_equal(redundant, 7);
	g.cell[1] = 10;
	assert_int_equal(sudoku_minimal(&g, &redundant, NULL, NULL),
			 SUDOKU_EINPUT);
	memset(&g, 0, sizeof g);
	assert_int_equal(sudoku_minimal(&g, &redundant, NULL, NULL),
			 SUDOKU_MULTIPLE);
	assert_int_equal(redundant, 7);
	/* No completion, though no two clues clash: row 0 leaves cell 8
	 * only 9, which column 8 already has. */
	memset(&g, 0, sizeof g);
	for (i = 0; i < 8; i++)
		g.cell[i] = (unsigned char)(i + 1);
	g.cell[17] = 9;
	assert_int_equal(sudoku_minimal(&g, &redundant, NULL, NULL),
			 SUDOKU_NONE);
	assert_int_equal(redundant, 7);
}

static void
check_minimized(const struct sudoku_grid *in, const struct sudoku_grid *out,
		enum sudoku_symmetry sym)
{
	struct sudoku_grid a, b;
	int i;

	for (i = 0; i < 81; i++)
		assert_true(out->cell[i] == 0 || out->cell[i] == in->cell[i]);
	assert_int_equal(naive(out, 2), 1);
	assert_int_equal(sudoku_count(in, 1, &a, NULL), 1);
	assert_int_equal(sudoku_count(out, 1, &b, NULL), 1);
	assert_memory_equal(&a, &b, sizeof a);
	assert_true(support_is_completion(in, &b));
	if (sym == SUDOKU_SYMMETRY_NONE) {
		for (i = 0; i < 81; i++)
			if (out->cell[i] != 0)
				assert_false(naive_removable(out, i));
	} else {
		assert_true(naive_minimal_by_groups(out, sym));
	}
}

/*
 * 'trials' random unique puzzles of 'fewest' to 'fewest' + 'spread' - 1
 * clues, from 'rng', minimized with no symmetry or, with 'groups', under
 * each of the four symmetries in turn: every result is minimal (by cells
 * or by groups), and the same seed gives the same puzzle, also in place.
 */
static void
check_minimize_trials(int trials, uint64_t rng, int fewest, int spread,
		      int groups)
{
	int t;

	for (t = 0; t < trials; t++) {
		enum sudoku_symmetry sym = groups ?
			(enum sudoku_symmetry)(1 + t % 4) : SUDOKU_SYMMETRY_NONE;
		uint64_t seed = t % 3 == 0 ? 0 : support_next_random(&rng);
		struct sudoku_grid in, out, again;

		unique_random_puzzle(&in, fewest + support_below(&rng, spread), &rng);
		assert_int_equal(sudoku_minimize(&in, sym, seed, &out, NULL),
				 SUDOKU_OK);
		check_minimized(&in, &out, sym);
		again = in;
		assert_int_equal(sudoku_minimize(&again, sym, seed, &again,
						 NULL),
				 SUDOKU_OK);
		assert_memory_equal(&again, &out, sizeof out);
	}
}

static void
minimize_gives_minimal_subsets(void **state)
{
	(void)state;
	check_minimize_trials(60, 4242, 30, 20, 0);
}

static void
minimize_by_groups(void **state)
{
	(void)state;
	check_minimize_trials(40, 99, 35, 15, 1);
}

static void
minimize_leaves_non_unique_alone(void **state)
{
	struct sudoku_grid g = {{0}}, out;
	uint64_t rng = 5;

	(void)state;
	support_random_puzzle(&g, 12, &rng);
	memset(&out, 0xee, sizeof out);
	assert_int_equal(sudoku_minimize(&g, SUDOKU_SYMMETRY_NONE, 0, &out,
					 NULL),
			 SUDOKU_MULTIPLE);
	assert_int_equal(out.cell[0], 0xee);
	g.cell[0] = g.cell[1] = 3;
	assert_int_equal(sudoku_minimize(&g, SUDOKU_SYMMETRY_NONE, 0, &out,
					 NULL),
			 SUDOKU_ECONFLICT);
	assert_int_equal(out.cell[0], 0xee);
	g.cell[1] = 12;
	assert_int_equal(sudoku_minimize(&g, SUDOKU_SYMMETRY_NONE, 0, &out,
					 NULL),
			 SUDOKU_EINPUT);
	assert_int_equal(out.cell[0], 0xee);
}

static void
generated_puzzles_are_unique_and_minimal(void **state)
{
	int i;
	enum sudoku_symmetry sym;

	(void)state;
	for (sym = SUDOKU_SYMMETRY_NONE; sym <= SUDOKU_SYMMETRY_DIAGONAL;
	     sym++)
		for (i = 0; i < 12; i++) {
			struct sudoku_generate_options o = {0};
			struct sudoku_grid p, s, p2, s2;

			o.symmetry = sym;
			assert_int_equal(sudoku_generate(7, (uint64_t)i, &o,
							 &p, &s, NULL),
					 SUDOKU_OK);
			assert_int_equal(naive(&p, 2), 1);
			assert_true(support_is_completion(&p, &s));
			assert_true(symmetric(&p, sym));
			assert_true(naive_minimal_by_groups(&p, sym));
			/* The same seed and index give the same puzzle. */
			assert_int_equal(sudoku_generate(7, (uint64_t)i, &o,
							 &p2, &s2, NULL),
					 SUDOKU_OK);
			assert_memory_equal(&p, &p2, sizeof p);
			assert_memory_equal(&s, &s2, sizeof s);
		}
}

static void
generate_differs_by_seed_and_index(void **state)
{
	struct sudoku_grid a, b, c;

	(void)state;
	assert_int_equal(sudoku_generate(1, 0, NULL, &a, NULL, NULL),
			 SUDOKU_OK);
	assert_int_equal(sudoku_generate(1, 1, NULL, &b, NULL, NULL),
			 SUDOKU_OK);
	assert_int_equal(sudoku_generate(2, 0, NULL, &c, NULL, NULL),
			 SUDOKU_OK);
	assert_memory_not_equal(&a, &b, sizeof a);
	assert_memory_not_equal(&a, &c, sizeof a);
}

/*
 * Each digit equally likely in each cell: over 1800 solutions, Pearson's
 * statistic for the 81 cells by 9 digits has 648 degrees of freedom (the
 * cells of one grid are not independent, which widens its spread but not
 * its mean); 800 is about four standard deviations out.  Each cell alone
 * is held to 40, beyond which chi-square with 8 degrees of freedom lies
 * with odds of 1 in 10^5.
 */
static void
solutions_are_uniform_per_cell(void **state)
{
	enum { GRIDS = 1800 };
	static unsigned seen[81][10];
	double expect = GRIDS / 9.0, total = 0;
	int n, i, d;

	(void)state;
	memset(seen, 0, sizeof seen);
	for (n = 0; n < GRIDS; n++) {
		struct sudoku_grid p, s;

		assert_int_equal(sudoku_generate(2026, (uint64_t)n, NULL, &p,
						 &s, NULL),
				 SUDOKU_OK);
		for (i = 0; i < 81; i++)
			seen[i][s.cell[i]]++;
	}
	for (i = 0; i < 81; i++) {
		double cell = 0;

		assert_int_equal(seen[i][0], 0);
		for (d = 1; d <= 9; d++)
			cell += (seen[i][d] - expect) * (seen[i][d] - expect) /
				expect;
		assert_true(cell < 40);
		total += cell;
	}
	printf("chi-square over 81 cells: %.1f (648 degrees of freedom)\n",
	       total);
	assert_true(total > 500 && total < 800);
}

static int
reject_two(const struct sudoku_grid *p, const struct sudoku_grid *s,
	   struct sudoku_search *search, void *arg)
{
	int *calls = arg;

	assert_non_null(search);
	assert_true(search->time_limit == 0);	/* the call has none */
	assert_true(support_is_completion(p, s));
	return ++*calls > 2;
}

static void
accept_filter_and_bounds(void **state)
{
	struct sudoku_generate_options o = {0};
	struct sudoku_grid p, q;
	int calls = 0;

	(void)state;
	o.accept = reject_two;
	o.accept_arg = &calls;
	assert_int_equal(sudoku_generate(3, 9, &o, &p, NULL, NULL), SUDOKU_OK);
	assert_int_equal(calls, 3);
	/* The rejected candidates used up draws: a different puzzle. */
	assert_int_equal(sudoku_generate(3, 9, NULL, &q, NULL, NULL),
			 SUDOKU_OK);
	assert_memory_not_equal(&p, &q, sizeof p);

	/* No 17-clue puzzle in three tries: give up. */
	memset(&o, 0, sizeof o);
	o.max_clues = 17;
	o.attempts = 3;
	assert_int_equal(sudoku_generate(3, 9, &o, &p, NULL, NULL),
			 SUDOKU_REJECTED);
	/* A reachable bound is met. */
	o.max_clues = 24;
	o.attempts = 0;
	assert_int_equal(sudoku_generate(3, 9, &o, &p, NULL, NULL), SUDOKU_OK);
	assert_true(support_clues(&p) <= 24);
}

static void
time_limits_bound_whole_calls(void **state)
{
	struct sudoku_search search = {0};
	struct sudoku_grid p, out;
	int redundant;

	(void)state;
	search.time_limit = 1e-9;
	assert_int_equal(sudoku_generate(1, 0, NULL, &p, NULL, &search),
			 SUDOKU_ETIMEOUT);
	assert_int_equal(search.timed_out, 1);
	assert_int_equal(sudoku_generate(1, 0, NULL, &p, NULL, NULL),
			 SUDOKU_OK);
	search.timed_out = 0;
	assert_int_equal(sudoku_minimal(&p, &redundant, NULL, &search),
			 SUDOKU_ETIMEOUT);
	assert_int_equal(search.timed_out, 1);
	assert_int_equal(sudoku_minimize(&p, SUDOKU_SYMMETRY_NONE, 0, &out,
					 &search),
			 SUDOKU_ETIMEOUT);
	/* A generous limit changes nothing, and guesses add up. */
	search.time_limit = 1000;
	search.guesses = 0;
	assert_int_equal(sudoku_minimal(&p, &redundant, NULL, &search),
			 SUDOKU_OK);
	assert_int_equal(search.timed_out, 0);
	assert_int_equal(redundant, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(seventeen_clue_puzzles_are_minimal),
		cmocka_unit_test(unbiased_puzzles_are_minimal),
		cmocka_unit_test(minimal_matches_naive_on_random_puzzles),
		cmocka_unit_test(minimal_reports_none_and_conflicts),
		cmocka_unit_test(minimize_gives_minimal_subsets),
		cmocka_unit_test(minimize_by_groups),
		cmocka_unit_test(minimize_leaves_non_unique_alone),
		cmocka_unit_test(generated_puzzles_are_unique_and_minimal),
		cmocka_unit_test(generate_differs_by_seed_and_index),
		cmocka_unit_test(solutions_are_uniform_per_cell),
		cmocka_unit_test(accept_filter_and_bounds),
		cmocka_unit_test(time_limits_bound_whole_calls),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
