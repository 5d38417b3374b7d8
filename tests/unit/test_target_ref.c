/* test_target_ref.c - target mode against a second, independent exact search.
 * See LICENSE for copying terms.
 *
 * tests/ref/target_reference.c finds the best standard-weight score its own
 * way (score = 2745 + K over 21 cells, its own completion search, a
 * per-unit bound and the Lagrangian bound of tests/ref/target_dual.c, which
 * shares no code with the library's target search); here it must agree
 * with sudoku_target() on seeded grids of the benchmark's family (at
 * least 500 of 600 with 0-20 clues), and every completion sudoku_target()
 * returns must score its answer.  That completion is the reference's
 * witness: the reference checks it itself and then has to prove that
 * nothing scores more, or find what does, so a library answer too low is
 * caught by the search and one too high by the check.  The
 * reference's work is capped in nodes, never in time: grids it cannot
 * finish are counted as skipped, and too few compared fails.  The bound
 * is held to the naive enumeration of tests/kit/support.c on dense grids.
 */
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
#include "target_dual.h"
#include "target_grids.h"
#include "target_reference.h"

enum {
	NODE_CAP = 100000,	/* reference work per grid, in search nodes */
	SPARSE_GRIDS = 600, SPARSE_MIN = 500,	/* 0-20 clues */
	DENSE_GRIDS = 150, DENSE_MIN = 120		/* 21-40 clues */
};

/*
 * sudoku_target() with the standard weights: 1 and '*score' when it found
 * the best completion, else 0.  The one line that knows its return value.
 */
static int
target_found(const struct sudoku_grid *g, long long *score,
	     struct sudoku_grid *best)
{
	return sudoku_target(g, NULL, score, best, NULL) == SUDOKU_OK;
}

/* A valid full grid. */
static const char full_grid[] = "483921657967345821251876493548132976"
				"729564138136798245372689514814253769"
				"695417382";

/* The weighted sum of 's', from the reference's own weight table. */
static long long
score_of(const struct sudoku_grid *s)
{
	long long sum = 0;
	int i;

	for (i = 0; i < 81; i++)
		sum += (long long)target_reference_weight(i) * s->cell[i];
	return sum;
}

static void
reference_answers(const char *text, long long expected)
{
	struct sudoku_grid g = support_grid(text), best;
	long long score = -1;

	assert_int_equal(target_reference(&g, NULL, NODE_CAP, &score, &best,
					  NULL),
			 TARGET_REFERENCE_SCORE);
	assert_int_equal(score, expected);
	assert_true(support_is_completion(&g, &best));
	assert_int_equal(score_of(&best), expected);
}

/* The reference itself on grids whose answers are known. */
static void
reference_knows_known_answers(void **state)
{
	struct sudoku_grid full;

	(void)state;
	reference_answers("........................................."
			  "........................................", 2906);
	reference_answers("700900001100005900000200080005020003000000648"
			  "413000000007002090201060804080504012", 2829);
	reference_answers("000702453900008000740005010195080000070000025"
			  "030579108000601000060900001000000006", 2852);
	full = support_grid(full_grid);
	reference_answers(full_grid, score_of(&full));
}

/* Clues that conflict, or that no completion keeps, have no answer. */
static void
reference_says_none(void **state)
{
	struct sudoku_grid g = support_grid(full_grid);
	long long score = -1;

	(void)state;
	g.cell[0] = g.cell[1];	/* a repeated digit in row 1 */
	assert_int_equal(target_reference(&g, NULL, NODE_CAP, &score, NULL, NULL),
			 TARGET_REFERENCE_NONE);
	/* The last cell of row 1 can only be 9, which column 9 holds. */
	g = support_grid("123456780000000009000000000000000000000000000"
		    "000000000000000000000000000000000000");
	assert_int_equal(target_reference(&g, NULL, NODE_CAP, &score, NULL, NULL),
			 TARGET_REFERENCE_NONE);
	assert_false(target_found(&g, &score, NULL));
}

/* A witness below the best does not end the search, and one that is not
 * a completion of the grid is not believed. */
static void
reference_checks_its_witness(void **state)
{
	struct sudoku_grid g = support_grid(full_grid), witness, best;
	long long score = -1;
	int i;

	(void)state;
	for (i = 0; i < 81; i++)
		g.cell[i] = i < 9 ? g.cell[i] : 0;	/* only row 1 kept */
	witness = support_grid(full_grid);	/* a completion, not the best */
	assert_int_equal(target_reference(&g, &witness, NODE_CAP, &score,
					  &best, NULL),
			 TARGET_REFERENCE_SCORE);
	assert_true(score > score_of(&witness));
	assert_int_equal(score_of(&best), score);
	assert_true(support_is_completion(&g, &best));
	/* All nines would score far more, but it is no completion. */
	memset(witness.cell, 9, sizeof witness.cell);
	assert_int_equal(target_reference(&g, &witness, NODE_CAP, &score,
					  &best, NULL),
			 TARGET_REFERENCE_SCORE);
	assert_true(score < score_of(&witness));
	assert_true(support_is_completion(&g, &best));
	/* Nor is a completion of another grid: the row 1 clue is changed. */
	g.cell[0] = g.cell[1];
	g.cell[1] = 0;
	witness = support_grid(full_grid);
	assert_int_equal(target_reference(&g, &witness, NODE_CAP, &score,
					  &best, NULL),
			 TARGET_REFERENCE_SCORE);
	assert_true(support_is_completion(&g, &best));
	assert_int_not_equal(best.cell[0], witness.cell[0]);
}

/*
 * 'count' grids of the benchmark family with 'lo'..'hi' clues from
 * 'seed': each answer of sudoku_target() must come with a completion that
 * scores it, and must equal the reference's wherever that one finishes.
 * Returns the number compared.
 */
static int
compare(int count, int lo, int hi, uint64_t seed)
{
	int k, compared = 0, skipped = 0;

	for (k = 0; k < count; k++) {
		struct sudoku_grid g, best, ref_best;
		long long score = -1, ref_score = -1;
		enum target_reference_result r;
		int found;

		target_random_grid(&g, lo + support_below(&seed, hi - lo + 1),
				   &seed);
		found = target_found(&g, &score, &best);
		r = target_reference(&g, found ? &best : NULL, NODE_CAP,
				     &ref_score, &ref_best, NULL);
		if (r == TARGET_REFERENCE_CAPPED) {
			skipped++;
			continue;
		}
		if (found) {
			assert_true(support_is_completion(&g, &best));
			assert_int_equal(score_of(&best), score);
		}
		assert_int_equal(found, r == TARGET_REFERENCE_SCORE);
		if (found)
			assert_int_equal(score, ref_score);
		compared++;
	}
	printf("    %d-%d clues: %d grids compared, %d skipped (reference "
	       "over %d nodes)\n", lo, hi, compared, skipped, NODE_CAP);
	return compared;
}

/* The cells whose digits make up K: corners, ring two, the centre. */
static int
carries_k(int i)
{
	int r = i / 9 - 4, c = i % 9 - 4;

	r = r < 0 ? -r : r;
	c = c < 0 ? -c : c;
	return (r == 4 && c == 4) || (r > c ? r : c) == 2 || (r == 0 && c == 0);
}

/* The Lagrangian bound never falls below the best score that the naive
 * enumeration finds, whatever its multipliers and number of steps. */
static void
dual_bound_is_admissible(void **state)
{
	uint64_t seed = 1303;
	int kw[81], i, k;

	(void)state;
	for (i = 0; i < 81; i++)
		kw[i] = carries_k(i);
	for (k = 0; k < 40; k++) {
		struct sudoku_grid g;
		struct support_naive n = {NULL, 0, 2000000, 0, 0, 0, 0, 0};
		unsigned allow[81];
		double mult[162] = {0};
		unsigned char grid[81];
		unsigned long evals = 0;
		int steps = 1 + support_below(&seed, 200), bound;

		target_random_grid(&g, 26 + support_below(&seed, 10), &seed);
		support_naive(&g, &n);
		assert_false(n.capped);
		for (i = 0; i < 81; i++)
			allow[i] = g.cell[i] ? 1u << g.cell[i] : 0x3feu;
		bound = target_dual_bound(allow, kw, mult, -1, 0, steps,
					  &evals, grid);
		assert_true(2745 + bound >= n.best);
		if (grid[0] != 0) {	/* a grid it returns is a completion */
			struct sudoku_grid sol;

			memcpy(sol.cell, grid, 81);
			assert_true(support_is_completion(&g, &sol));
		}
	}
}

/*
 * SUDOKU_TEST_QUICK (set by make check, to stay within seconds, and by
 * the sanitizer, valgrind and second-core runs, which look for memory and
 * thread errors, not for more agreement) scales the comparisons down by
 * ten; make check-all runs them whole.
 */
static int
scaled(int n)
{
	return support_quick() ? n / 10 : n;
}

static void
sparse_grids_agree(void **state)
{
	(void)state;
	assert_true(compare(scaled(SPARSE_GRIDS), 0, 20, 1301) >=
		    scaled(SPARSE_MIN));
}

static void
dense_grids_agree(void **state)
{
	(void)state;
	assert_true(compare(scaled(DENSE_GRIDS), 21, 40, 1302) >=
		    scaled(DENSE_MIN));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(reference_knows_known_answers),
		cmocka_unit_test(reference_says_none),
		cmocka_unit_test(reference_checks_its_witness),
		cmocka_unit_test(dual_bound_is_admissible),
		cmocka_unit_test(sparse_grids_agree),
		cmocka_unit_test(dense_grids_agree),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
