/* test_solve.c - cmocka suite for the search in src/solve/solve.c.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"
#include "support.h"

/* The classic example puzzle and its only completion.  The puzzles whose
 * counts are all a test needs are in tests/kit/puzzles.txt (test_api.c). */
static const char sample[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6"
	".6....28....419..5....8..79";
static const char sample_solution[] =
	"534678912672195348198342567859761423426853791713924856"
	"961537284287419635345286179";

/* The sample without eight clues: a few thousand completions. */
static const char thousands[] =
	".3..7....6..1.5....98......8.......34..8.3...7...2...6"
	".6..........419..5....8...9";

static void
grid_from(struct sudoku_grid *g, const char *text)
{
	int i;

	for (i = 0; i < 81; i++)
		g->cell[i] = (unsigned char)(text[i] == '.' ? 0
							: text[i] - '0');
}

/* The oracle (tests/kit/support.c), independent of the solver under test. */
static uint64_t
naive_count(const struct sudoku_grid *g, uint64_t limit)
{
	struct support_naive n = {NULL, limit, 0, 0, 0, 0, 0, 0};

	return support_naive(g, &n);
}

static uint64_t
count_text(const char *text, uint64_t limit)
{
	struct sudoku_grid g;

	grid_from(&g, text);
	return sudoku_count(&g, limit, NULL, NULL);
}

/* The sample has one completion, and it is the known one. */
static void
solves_sample(void **state)
{
	struct sudoku_grid g, first, want;

	(void)state;
	grid_from(&g, sample);
	grid_from(&want, sample_solution);
	assert_int_equal(sudoku_count(&g, 1, &first, NULL), 1);
	assert_memory_equal(first.cell, want.cell, 81);
}

static void
solved_grid_counts_one(void **state)
{
	struct sudoku_grid g, first;

	(void)state;
	grid_from(&g, sample_solution);
	assert_int_equal(sudoku_count(&g, 0, &first, NULL), 1);
	assert_memory_equal(first.cell, g.cell, 81);
}

/* A consistent grid that only fails after some search. */
static void
unsolvable_after_search_counts_zero(void **state)
{
	struct sudoku_grid g;

	(void)state;
	/* A 9 where the only completion has a 1, with two clues of the
	 * last row removed so the 9 does not clash with them. */
	grid_from(&g, sample);
	g.cell[80] = 0;
	g.cell[79] = 0;
	g.cell[78] = 9;
	assert_int_equal(naive_count(&g, 0), 0);
	assert_int_equal(sudoku_count(&g, 0, NULL, NULL), 0);
}

/* The count of an empty grid but for 'digit' in cells 'a' and 'b'. */
static uint64_t
count_two_clues(int a, int b, int digit, struct sudoku_search *search)
{
	struct sudoku_grid g = {{0}};

	g.cell[a] = (unsigned char)digit;
	g.cell[b] = (unsigned char)digit;
	return sudoku_count(&g, 2, NULL, search);
}

static void
conflicting_clues_count_zero(void **state)
{
	struct sudoku_search s;

	(void)state;
	memset(&s, 0, sizeof s);
	assert_int_equal(count_two_clues(0, 8, 5, &s), 0);	/* a row */
	assert_int_equal(s.timed_out, 0);
}

static void
conflict_in_column_counts_zero(void **state)
{
	(void)state;
	assert_int_equal(count_two_clues(4, 76, 7, NULL), 0);
}

static void
conflict_in_box_counts_zero(void **state)
{
	(void)state;
	assert_int_equal(count_two_clues(30, 50, 2, NULL), 0);
}

/* A cell value above 9 is no digit: no completion keeps it, in any cell
 * (the cells are read eight at a time: every place in a group). */
static void
out_of_range_cell_counts_zero(void **state)
{
	static const unsigned char values[] = {10, 11, 127, 128, 255};
	struct sudoku_grid g;
	size_t i;
	int c;

	(void)state;
	for (c = 0; c < 81; c++)
		for (i = 0; i < sizeof values; i++) {
			grid_from(&g, sample);
			g.cell[c] = values[i];
			assert_int_equal(sudoku_count(&g, 2, NULL, NULL), 0);
		}
}

/* Whatever the 81 bytes, the library answers and does not crash. */
static void
arbitrary_bytes_do_not_crash(void **state)
{
	struct sudoku_grid g;
	uint64_t seed = 12345;
	int n, c;

	(void)state;
	for (n = 0; n < 2000; n++) {
		uint64_t got;

		for (c = 0; c < 81; c++) {
			/* Mostly blanks and digits, sometimes any byte. */
			g.cell[c] = (unsigned char)support_below(&seed, 23);
			if (g.cell[c] > 9 && n % 2 == 0)
				g.cell[c] = 0;
		}
		got = sudoku_count(&g, 2, NULL, NULL);
		assert_true(got <= 2);
	}
}

static void
empty_grid_stops_at_limit(void **state)
{
	struct sudoku_grid g = {{0}};

	(void)state;
	assert_int_equal(sudoku_count(&g, 1000, NULL, NULL), 1000);
}

static void
limit_caps_count(void **state)
{
	(void)state;
	assert_int_equal(count_text(thousands, 1), 1);
	assert_int_equal(count_text(thousands, 2), 2);
	assert_int_equal(count_text(thousands, 5335), 5335);
	assert_int_equal(count_text(thousands, 5336), 5336);
	assert_int_equal(count_text(thousands, 5337), 5336);
}

/* With several completions, 'first' is one of them. */
static void
first_is_completion_of_clues(void **state)
{
	struct sudoku_grid g, first;

	(void)state;
	grid_from(&g, thousands);
	memset(&first, 0, sizeof first);
	assert_int_equal(sudoku_count(&g, 2, &first, NULL), 2);
	assert_int_equal(sudoku_is_solution(&g, &first), 1);
}

static void
first_untouched_without_solution(void **state)
{
	struct sudoku_grid g = {{0}}, first;

	(void)state;
	g.cell[0] = 5;
	g.cell[1] = 5;
	memset(&first, 0xee, sizeof first);
	assert_int_equal(sudoku_count(&g, 1, &first, NULL), 0);
	assert_int_equal(first.cell[0], 0xee);
}

static void
count_time_limit_sets_timed_out(void **state)
{
	struct sudoku_grid g = {{0}};
	struct sudoku_search s;

	/* Behaviour only: how long it took is make bench's business. */
	(void)state;
	memset(&s, 0, sizeof s);
	s.time_limit = 0.2;
	assert_true(sudoku_count(&g, 0, NULL, &s) > 0);
	assert_int_equal(s.timed_out, 1);
}

static void
count_time_limit_not_hit_clears_timed_out(void **state)
{
	struct sudoku_grid g;
	struct sudoku_search s;

	(void)state;
	memset(&s, 0, sizeof s);
	s.time_limit = 10;
	s.timed_out = 1;
	grid_from(&g, sample);
	assert_int_equal(sudoku_count(&g, 2, NULL, &s), 1);
	assert_int_equal(s.timed_out, 0);
}

/* Guesses are added to what the structure held before. */
static void
guesses_accumulate(void **state)
{
	struct sudoku_grid g;
	struct sudoku_search s;
	uint64_t after_one;

	(void)state;
	memset(&s, 0, sizeof s);
	grid_from(&g, thousands);
	assert_int_equal(sudoku_count(&g, 0, NULL, &s), 5336);
	after_one = s.guesses;
	assert_true(after_one > 0);
	assert_int_equal(sudoku_count(&g, 0, NULL, &s), 5336);
	assert_int_equal(s.guesses, 2 * after_one);
}

/*
 * Sparse grids on which the search once refuted a partial assignment
 * with no completion for 15,000 to 4 million guesses (lines 106, 178, 80,
 * 193 and 15 of 'bench/gen_target_grids -s 7 -n 2000 sparse'), with the
 * first completion it finds now that a search of few contradictions
 * branches on cells rather than band configurations (about 30 guesses
 * each): pinned, so that a change of the search's order shows here as
 * well as in the golden cases.
 */
static const struct {
	const char *grid, *first;
	uint64_t old_guesses;
} sparse_tails[] = {
	{"..............13................3......9.........56...3...."
	 "......6..5............",
	 "267384591549261387138597426952713864681942753473856912315428"
	 "679796135248824679135", 3972666},
	{"..............7...2...5.......9......................37....."
	 "......5.....5...98..4",
	 "368429157145687932279153486651932748823764519497815263736241"
	 "895984576321512398674", 383973},
	{"..3..5.1.............71.....9...........2..7....1......2..3."
	 "...6...........2..9..",
	 "743685219169342758258719346394876521516924873872153694921538"
	 "467635497182487261935", 23787},
	{".....2..8.........8.....9.....6....738.......1......8.7....."
	 "...6..........38.4...",
	 "465192378279348651831567924524689137386715249197423586742936"
	 "815658271493913854762", 15499},
	{"...1..2....3.9.........2..........39..................4....1"
	 "...3..9..............",
	 "546137298123698457789452316217584639894316725635279184452861"
	 "973371945862968723541", 15019},
};

static void
sparse_tails_end_in_few_guesses(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof sparse_tails / sizeof sparse_tails[0]; i++) {
		struct sudoku_grid g, first, want;
		struct sudoku_search s;

		memset(&s, 0, sizeof s);
		grid_from(&g, sparse_tails[i].grid);
		grid_from(&want, sparse_tails[i].first);
		assert_int_equal(sudoku_count(&g, 1, &first, &s), 1);
		assert_true(support_is_completion(&g, &first));
		assert_memory_equal(first.cell, want.cell, 81);
		/* 26 to 40: at most 100 leaves room for small changes. */
		assert_true(s.guesses <= 100);
		assert_true(s.guesses < sparse_tails[i].old_guesses / 5);
	}
}

/*
 * A sparse grid (line 4464 of 'bench/gen_target_grids -s 8 -n 5000
 * sparse') whose search enters a subtree with no completion below the
 * sparse branch points: it takes 1,052 guesses when the dead-end test
 * waits for 1,024 guesses without a completion, and 93 now that it waits
 * for 64 in a search that met a sparse branch point.  The test only
 * prunes, so the completion is the one found before.
 */
static void
sparse_dead_subtree_is_left_soon(void **state)
{
	static const char grid[] =
		".....429.....8...........8....1..72..8.....3...5.72......."
		"5.............5....1.6.";
	struct sudoku_grid g, first;
	struct sudoku_search s;

	(void)state;
	memset(&s, 0, sizeof s);
	grid_from(&g, grid);
	assert_int_equal(sudoku_count(&g, 1, &first, &s), 1);
	assert_true(support_is_completion(&g, &first));
	assert_true(s.guesses <= 200);
}

static void
is_solution_accepts_completion(void **state)
{
	struct sudoku_grid empty = {{0}}, p, s;

	/* The solution completes the sample, itself and the empty grid. */
	(void)state;
	grid_from(&s, sample_solution);
	assert_int_equal(sudoku_is_solution(&s, &s), 1);
	assert_int_equal(sudoku_is_solution(&empty, &s), 1);
	grid_from(&p, sample);
	assert_int_equal(sudoku_is_solution(&p, &s), 1);
}

static void
is_solution_rejects_disagreeing_clue(void **state)
{
	struct sudoku_grid p, s;

	(void)state;
	grid_from(&p, sample);
	grid_from(&s, sample_solution);
	p.cell[2] = 9;
	assert_int_equal(sudoku_is_solution(&p, &s), 0);
}

static void
is_solution_rejects_incomplete_grid(void **state)
{
	struct sudoku_grid p = {{0}}, s;

	(void)state;
	grid_from(&s, sample_solution);
	s.cell[40] = 0;
	assert_int_equal(sudoku_is_solution(&p, &s), 0);
	s.cell[40] = 10;
	assert_int_equal(sudoku_is_solution(&p, &s), 0);
}

/* Swapping two digits of a row keeps the row valid but breaks columns. */
static void
is_solution_rejects_repeated_digit(void **state)
{
	struct sudoku_grid p = {{0}}, s;
	unsigned char t;

	(void)state;
	grid_from(&s, sample_solution);
	t = s.cell[0];
	s.cell[0] = s.cell[1];
	s.cell[1] = t;
	assert_int_equal(sudoku_is_solution(&p, &s), 0);
}

/*
 * Random puzzles against the oracle: 25 to 49 clues of a random solved
 * grid (tests/kit/support.c), sometimes one clue changed so that the grid
 * may have no completion; the counts up to a limit must agree.
 */
static void
counts_agree_with_oracle(void **state)
{
	uint64_t seed = 2463534242u;
	int n;

	(void)state;
	for (n = 0; n < 400; n++) {
		struct sudoku_grid g, first;
		int clues = 25 + support_below(&seed, 25);
		uint64_t limit = 1 + support_next_random(&seed) % 300;
		uint64_t want, got;
		int c;

		support_random_puzzle(&g, clues, &seed);
		if (n % 3 == 0) {
			c = support_below(&seed, 81);
			if (g.cell[c] != 0)
				g.cell[c] = (unsigned char)(1 +
					support_below(&seed, 9));
		}
		want = naive_count(&g, limit);
		got = sudoku_count(&g, limit, &first, NULL);
		assert_int_equal(got, want);
		if (got > 0)
			assert_int_equal(sudoku_is_solution(&g, &first), 1);
	}
}

/*
 * Every completion of a random puzzle is found, with no limit: 44 to 49
 * clues leave few enough for the oracle to count them all.
 */
static void
unlimited_counts_agree_with_oracle(void **state)
{
	uint64_t seed = 88172645u;
	int clues, k;

	(void)state;
	for (clues = 44; clues < 50; clues++) {
		for (k = 0; k < 17; k++) {
			struct sudoku_grid g;

			support_random_puzzle(&g, clues, &seed);
			assert_int_equal(sudoku_count(&g, 0, NULL, NULL),
					 naive_count(&g, 0));
		}
	}
}

/*
 * Count every puzzle of one list with limit 2 and check each against
 * 'want'; a unique puzzle's solution must also be valid.  Returns the
 * number of puzzles, or -1 when the file cannot be opened.
 */
static long
check_list(const char *name, uint64_t want)
{
	char path[512], line[256];
	FILE *fp;
	long n = 0;

	if (support_data_dir() == NULL)
		return -1;
	snprintf(path, sizeof path, "%s/%s", support_data_dir(), name);
	fp = fopen(path, "r");
	if (fp == NULL)
		return -1;
	while (fgets(line, sizeof line, fp) != NULL) {
		struct sudoku_grid g, first;
		size_t len = strcspn(line, "\r\n");
		uint64_t got;
		size_t i;

		if (len == 0)
			continue;
		assert_int_equal(len, 81);
		for (i = 0; i < 81; i++) {
			char ch = line[i];

			assert_true(ch == '.' || (ch >= '0' && ch <= '9'));
			g.cell[i] = (unsigned char)(ch == '.' ? 0 : ch - '0');
		}
		got = sudoku_count(&g, 2, &first, NULL);
		if (got != want)
			fail_msg("%s line %ld: count %llu, expected %llu",
				 name, n + 1, (unsigned long long)got,
				 (unsigned long long)want);
		assert_int_equal(sudoku_is_solution(&g, &first), 1);
		n++;
	}
	fclose(fp);
	return n;
}

static void
data_unique_sets_are_unique(void **state)
{
	static const char *const unique[] = {
		"17clue.txt", "hardest1905_11plus.txt", "top1465.txt"
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof unique / sizeof unique[0]; i++) {
		long n = check_list(unique[i], 1);

		if (n < 0)
			skip();
		assert_true(n > 0);
	}
}

static void
data_serg_has_two_solutions_each(void **state)
{
	long n;

	(void)state;
	n = check_list("serg_benchmark.txt", 2);
	if (n < 0)
		skip();
	assert_true(n > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(solves_sample),
		cmocka_unit_test(solved_grid_counts_one),
		cmocka_unit_test(unsolvable_after_search_counts_zero),
		cmocka_unit_test(conflicting_clues_count_zero),
		cmocka_unit_test(conflict_in_column_counts_zero),
		cmocka_unit_test(conflict_in_box_counts_zero),
		cmocka_unit_test(out_of_range_cell_counts_zero),
		cmocka_unit_test(arbitrary_bytes_do_not_crash),
		cmocka_unit_test(empty_grid_stops_at_limit),
		cmocka_unit_test(limit_caps_count),
		cmocka_unit_test(first_is_completion_of_clues),
		cmocka_unit_test(first_untouched_without_solution),
		cmocka_unit_test(count_time_limit_sets_timed_out),
		cmocka_unit_test(count_time_limit_not_hit_clears_timed_out),
		cmocka_unit_test(guesses_accumulate),
		cmocka_unit_test(sparse_tails_end_in_few_guesses),
		cmocka_unit_test(sparse_dead_subtree_is_left_soon),
		cmocka_unit_test(is_solution_accepts_completion),
		cmocka_unit_test(is_solution_rejects_disagreeing_clue),
		cmocka_unit_test(is_solution_rejects_incomplete_grid),
		cmocka_unit_test(is_solution_rejects_repeated_digit),
		cmocka_unit_test(counts_agree_with_oracle),
		cmocka_unit_test(unlimited_counts_agree_with_oracle),
		cmocka_unit_test(data_unique_sets_are_unique),
		cmocka_unit_test(data_serg_has_two_solutions_each),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
