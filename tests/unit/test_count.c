/* test_count.c - sudoku_count() with limits above 2, where the last open
 * cells are counted row by row (src/solve/last_cells.c) instead of
 * walked.  See LICENSE for copying terms. */
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

/* tdoku's counts (see the file's head), and the limit it counted to. */
#define REFERENCE "tests/kit/count_reference.txt"
#define REFERENCE_LIMIT 20000
#define REFERENCE_MAX 2000

struct counted {
	struct sudoku_grid puzzle;
	uint64_t count;
};

static struct counted reference[REFERENCE_MAX];
static int references;

/* Reads REFERENCE once: 81 characters, ':', the count. */
static int
read_reference(void **state)
{
	char line[256];
	FILE *f = fopen(REFERENCE, "r");

	(void)state;
	if (f == NULL)
		return -1;
	while (fgets(line, sizeof line, f) != NULL) {
		char *end;

		if (line[0] == '#')
			continue;
		if (references == REFERENCE_MAX || strlen(line) < 83 ||
		    line[81] != ':') {
			fclose(f);
			return -1;
		}
		reference[references].puzzle = support_grid(line);
		reference[references].count = strtoull(line + 82, &end, 10);
		if (*end != '\n') {
			fclose(f);
			return -1;
		}
		references++;
	}
	fclose(f);
	return references == REFERENCE_MAX ? 0 : -1;
}

/* The count of 'g' to 'limit' on 'core', with a first completion that
 * must complete it. */
static uint64_t
count_on(const char *core, const struct sudoku_grid *g, uint64_t limit)
{
	struct sudoku_grid first;
	uint64_t n;

	assert_int_equal(sudoku_core_select(core), 1);
	memset(&first, 0, sizeof first);
	n = sudoku_count(g, limit, &first, NULL);
	if (n > 0)
		assert_true(support_is_completion(g, &first));
	return n;
}

/*
 * Every count of the reference, on every core this CPU runs (every tenth
 * puzzle with SUDOKU_TEST_QUICK): 1,800 of them exact, from 2 to 19,999,
 * and 200 at the limit.
 */
static void
counts_agree_with_tdoku(void **state)
{
	static const char *const cores[] = {"scalar", "avx2", "avx512"};
	int step = support_quick() ? 10 : 1, exact = 0;

	(void)state;
	for (size_t c = 0; c < sizeof cores / sizeof cores[0]; c++) {
		if (!sudoku_core_select(cores[c]))
			continue;
		for (int i = 0; i < references; i += step) {
			const struct counted *r = &reference[i];
			uint64_t n = count_on(cores[c], &r->puzzle,
					      REFERENCE_LIMIT);

			if (n != r->count)
				fail_msg("%s core, reference line %d: %llu "
					 "completions, tdoku %llu", cores[c],
					 i + 1, (unsigned long long)n,
					 (unsigned long long)r->count);
			exact += r->count < REFERENCE_LIMIT;
		}
	}
	sudoku_core_select(NULL);
	assert_true(exact >= 1800 / step);
}

/*
 * A limit below the count stops there, one above it changes nothing, and
 * so does no limit at all: the rows' counts are cut to what is left of
 * the limit, never past it.
 */
static void
limits_cut_the_count(void **state)
{
	(void)state;
	for (int i = 0; i < references; i += 37) {
		const struct counted *r = &reference[i];
		uint64_t below;

		if (r->count >= REFERENCE_LIMIT)
			continue;
		below = r->count / 2 > 3 ? r->count / 2 : 3;
		if (below < r->count)
			assert_int_equal(sudoku_count(&r->puzzle, below, NULL,
						      NULL), below);
		assert_int_equal(sudoku_count(&r->puzzle, r->count + 1, NULL,
					      NULL), r->count);
		assert_int_equal(sudoku_count(&r->puzzle, 0, NULL, NULL),
				 r->count);
	}
}

/*
 * The count agrees with an enumeration written apart from the library
 * (support_naive()), on puzzles whose last open cells take both ways:
 * rows of few ways, counted row by row, and a whole empty band, whose
 * rows have too many ways to list and are walked.
 */
static void
counts_agree_with_enumeration(void **state)
{
	/* A solution, and rows to empty in it. */
	static const char solution[] =
		"534678912672195348198342567859761423426853791"
		"713924856961537284287419635345286179";
	static const int empty[][3] = {
		{0, 1, 2},	/* a band: walked */
		{3, 4, 5},
		{0, 4, 8},	/* a row of each band: counted */
		{1, 2, 7},
	};
	uint64_t rng = 46;

	(void)state;
	for (size_t e = 0; e < sizeof empty / sizeof empty[0]; e++) {
		struct sudoku_grid g = support_grid(solution);
		struct support_naive naive = {0};
		struct sudoku_search search = {0};

		for (int k = 0; k < 3; k++)
			for (int c = 0; c < 9; c++)
				g.cell[9 * empty[e][k] + c] = 0;
		/* A few more clues gone, anywhere, for other shapes. */
		for (int k = 0; k < 4; k++)
			g.cell[support_below(&rng, 81)] = 0;
		assert_int_equal(sudoku_count(&g, 0, NULL, &search),
				 support_naive(&g, &naive));
		assert_false(naive.capped);
		assert_true(naive.count >= 1);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(counts_agree_with_tdoku),
		cmocka_unit_test(limits_cut_the_count),
		cmocka_unit_test(counts_agree_with_enumeration),
	};

	return cmocka_run_group_tests(tests, read_reference, NULL);
}
