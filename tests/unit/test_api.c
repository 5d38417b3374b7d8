/* test_api.c - cmocka suite for what include/sudoku.h promises across
 * modules: the shared puzzles (tests/kit/puzzles.txt) read, counted, solved
 * and scored as listed, and a NULL 'where' everywhere.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "sudoku.h"
#include "support.h"

enum { MAX_PUZZLES = 64 };

static struct support_puzzle puzzles[MAX_PUZZLES];
static int n_puzzles;

static int
load_puzzles(void **state)
{
	(void)state;
	n_puzzles = support_read_puzzles(puzzles, MAX_PUZZLES);
	return n_puzzles > 0 ? 0 : -1;
}

/* The line of each puzzle, as the reader reads it, is the puzzle. */
static void
shared_puzzles_parse(void **state)
{
	char text[SUDOKU_FORMAT_MAX];
	struct sudoku_grid g;
	int i;

	(void)state;
	for (i = 0; i < n_puzzles; i++) {
		size_t len = sudoku_format(&puzzles[i].puzzle,
					   SUDOKU_FORMAT_LINE, text);

		assert_int_equal(sudoku_parse(text, len, &g, NULL, NULL),
				 SUDOKU_OK);
		assert_memory_equal(g.cell, puzzles[i].puzzle.cell, 81);
	}
}

/* Each count is the listed one, and the naive search's; the first
 * completion is a solution, and the listed one when it is unique. */
static void
shared_puzzles_count(void **state)
{
	struct sudoku_grid first;
	int i;

	(void)state;
	for (i = 0; i < n_puzzles; i++) {
		const struct support_puzzle *p = &puzzles[i];
		struct support_naive naive = {NULL, 0, 0, 0, 0, 0, 0, 0};
		uint64_t two = p->count < 2 ? p->count : 2;

		assert_int_equal(sudoku_count(&p->puzzle, 0, &first, NULL),
				 p->count);
		assert_int_equal(support_naive(&p->puzzle, &naive), p->count);
		assert_int_equal(sudoku_count(&p->puzzle, 2, NULL, NULL), two);
		if (p->count == 0)
			continue;
		assert_true(support_is_completion(&p->puzzle, &first));
		if (p->count == 1) {
			assert_memory_equal(first.cell, p->answer.cell, 81);
			assert_int_equal(sudoku_score(&p->answer, NULL),
					 naive.best);
		}
	}
}

/* The target search tells a puzzle without completion apart, and
 * otherwise finds the naive search's best standard score. */
static void
shared_puzzles_target(void **state)
{
	int i;

	(void)state;
	for (i = 0; i < n_puzzles; i++) {
		const struct support_puzzle *p = &puzzles[i];
		struct support_naive naive = {NULL, 0, 0, 0, 0, 0, 0, 0};
		struct sudoku_grid best;
		long long score = 0;

		support_naive(&p->puzzle, &naive);
		if (p->count == 0) {
			assert_int_equal(sudoku_target(&p->puzzle, NULL, &score,
						       &best, NULL),
					 SUDOKU_NONE);
			continue;
		}
		assert_int_equal(sudoku_target(&p->puzzle, NULL, &score, &best,
					       NULL),
				 SUDOKU_OK);
		assert_int_equal(score, naive.best);
		assert_true(support_is_completion(&p->puzzle, &best));
	}
}

/* Every function with a 'where' takes NULL for it. */
static void
null_where_is_accepted(void **state)
{
	static const char bad[] = "12x\n";
	struct sudoku_grid g;
	int weights[81];
	FILE *fp;

	(void)state;
	assert_int_equal(sudoku_parse(bad, strlen(bad), &g, NULL, NULL),
			 SUDOKU_EINPUT);
	fp = tmpfile();
	assert_non_null(fp);
	assert_int_equal(fputs("1 2 x", fp) >= 0, 1);
	rewind(fp);
	assert_int_equal(sudoku_read_weights(fp, weights, NULL),
			 SUDOKU_EINPUT);
	fclose(fp);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(shared_puzzles_parse),
		cmocka_unit_test(shared_puzzles_count),
		cmocka_unit_test(shared_puzzles_target),
		cmocka_unit_test(null_where_is_accepted),
	};

	return cmocka_run_group_tests(tests, load_puzzles, NULL);
}
