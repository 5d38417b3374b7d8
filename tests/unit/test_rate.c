/* test_rate.c - cmocka suite for src/toolkit/rate.c: techniques and ratings.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"
#include "support.h"

/*
 * One puzzle for each technique, found by rating unbiased_1k and 17clue
 * of the shared data sets; each test below checks by the trace that it needs
 * exactly that technique, so the table is a claim the code must earn.
 */
static const struct {
	enum sudoku_technique technique;
	const char *puzzle;
} needs[] = {
    {SUDOKU_HIDDEN_SINGLE, ".2.7...8..5..91..77.93.4......5...98..4.1....2"
			   "9.....4...8.6.3.....18...49......7."},
    {SUDOKU_NAKED_SINGLE, ".2.4.......6..913.....152......8....3.....5..8"
			  "...647...147.28.5.....1.9.........."},
    {SUDOKU_LOCKED_CANDIDATES, "..3.7..4...6..23.1.89.........1.7.8.517....."
			       "6...4.....271..9..5.95..........2...."},
    {SUDOKU_NAKED_PAIR, "....5..8......31.978......5...32...85...9..6...."
			"...2...41..6.73.....2.5.6....7.4."},
    {SUDOKU_HIDDEN_PAIR, "1...6.5....678.3..7.9.2.4.62...4...5.9.....21.."
			 "...7.3...2...8..64..7....9..4....."},
    {SUDOKU_NAKED_TRIPLE, "..3.56.78.5.1.7......2........4.9...8...1.3.4."
			  ".....65.3.8.....564...1.39......1.."},
    {SUDOKU_HIDDEN_TRIPLE, "12.4...........3...8.1...6......1.9.56.8.243."
			   "9..........76...8.6...189.....75.1.."},
    {SUDOKU_X_WING, "...45...6.....3...78..1.5....472..1......1..936....."
		    ".7.....9..1..7...4..51.....92"},
    {SUDOKU_SWORDFISH, "..............31.2.89....43..47...2..9......7..5"
		       "92.3.1..2..85.....26....5..4...6."},
    {SUDOKU_SEARCH, "12.74.6.94..8......89..3.1....4.2..1..........4.6.."
		    "9..3...2...62....6.....8...4.."}};

/* Bit t set for every technique from 'from' to the last before search. */
static unsigned
from_on(int from)
{
	unsigned skip = 0;
	int t;

	for (t = from; t < SUDOKU_SEARCH; t++)
		skip |= 1u << t;
	return skip;
}

/* Every placed value and every candidate set agrees with 'solution'. */
static void
assert_sound(const struct sudoku_candidates *c,
	     const struct sudoku_grid *solution)
{
	int i;

	for (i = 0; i < 81; i++) {
		int d = solution->cell[i];

		assert_true(c->mask[i] & 1u << (d - 1));
		assert_true(c->value[i] == 0 || c->value[i] == d);
	}
}

/* Run the steps allowed by 'skip' to the end, checking soundness after
 * each; returns 1 if the grid got solved, and the hardest step taken. */
static int
run_steps(const struct sudoku_grid *g, const struct sudoku_grid *solution,
	  unsigned skip, struct sudoku_candidates *c, int *hardest)
{
	enum sudoku_technique t;
	int i;

	*hardest = -1;
	assert_int_equal(sudoku_candidates_init(c, g), SUDOKU_OK);
	assert_sound(c, solution);
	while (sudoku_rate_step(c, skip, &t)) {
		assert_false(skip & 1u << t);
		if ((int)t > *hardest)
			*hardest = (int)t;
		assert_sound(c, solution);
	}
	for (i = 0; i < 81; i++)
		if (c->value[i] == 0)
			return 0;
	return 1;
}

/*
 * Each table puzzle needs exactly its technique: the ladder without it
 * and everything harder stalls, one step of it alone then makes progress,
 * and the ladder up to it solves the puzzle to the solver's solution.
 */
static void
each_technique_is_needed_exactly(void **state)
{
	size_t k;

	(void)state;
	for (k = 0; k < sizeof needs / sizeof needs[0]; k++) {
		struct sudoku_grid g = support_grid(needs[k].puzzle), solution;
		struct sudoku_candidates c;
		int t = (int)needs[k].technique, hardest, i;
		enum sudoku_technique used;

		assert_int_equal(sudoku_count(&g, 2, &solution, NULL), 1);
		if (t > 0) {
			assert_int_equal(
			    run_steps(&g, &solution, from_on(t), &c, &hardest),
			    0);
			if (t < SUDOKU_SEARCH) {
				/* Alone, the technique moves on from there. */
				assert_int_equal(
				    sudoku_rate_step(&c, ~(1u << t), &used), 1);
				assert_int_equal(used, t);
				assert_sound(&c, &solution);
			}
		}
		if (t == SUDOKU_SEARCH) {
			assert_int_equal(
			    run_steps(&g, &solution, 0, &c, &hardest), 0);
			continue;
		}
		assert_int_equal(
		    run_steps(&g, &solution, from_on(t + 1), &c, &hardest), 1);
		assert_int_equal(hardest, t);
		for (i = 0; i < 81; i++)
			assert_int_equal(c.value[i], solution.cell[i]);
	}
}

/* sudoku_rate() reports the same hardest technique and a matching score,
 * and its counts add up to the steps the trace takes. */
static void
rating_agrees_with_trace(void **state)
{
	size_t k;

	(void)state;
	for (k = 0; k < sizeof needs / sizeof needs[0]; k++) {
		struct sudoku_grid g = support_grid(needs[k].puzzle);
		struct sudoku_rating r = {0};
		struct sudoku_candidates c;
		enum sudoku_technique t;
		uint64_t steps = 0, sum = 0, n;
		int i;

		assert_int_equal(sudoku_rate(&g, &r, NULL), SUDOKU_OK);
		assert_int_equal(r.solutions, 1);
		assert_int_equal(r.hardest, needs[k].technique);
		n = r.used[r.hardest];
		assert_true(n >= 1);
		assert_int_equal(r.score, 10 * (r.hardest + 1) +
					      (n >= 10 ? 9 : (int)n - 1));
		sudoku_candidates_init(&c, &g);
		while (sudoku_rate_step(&c, 0, &t))
			steps++;
		for (i = 0; i < SUDOKU_SEARCH; i++)
			sum += r.used[i];
		assert_int_equal(sum, steps);
	}
}

/* Unique minimal puzzles from seeded random grids: no step of any
 * technique ever loses the solution's digit. */
static void
techniques_never_remove_the_solution(void **state)
{
	uint64_t rng = 1905;
	int k, seen[SUDOKU_TECHNIQUES] = {0}, i;

	(void)state;
	for (k = 0; k < 150; k++) {
		struct sudoku_grid solution, g;
		struct sudoku_candidates c;
		int order[81], hardest;

		support_random_puzzle(&solution, 81, &rng);
		g = solution;
		for (i = 0; i < 81; i++)
			order[i] = i;
		for (i = 80; i > 0; i--) {
			int j = support_below(&rng, i + 1), x = order[i];

			order[i] = order[j];
			order[j] = x;
		}
		/* Remove clues while the solution stays unique. */
		for (i = 0; i < 81; i++) {
			unsigned char d = g.cell[order[i]];

			g.cell[order[i]] = 0;
			if (sudoku_count(&g, 2, NULL, NULL) != 1)
				g.cell[order[i]] = d;
		}
		if (run_steps(&g, &solution, 0, &c, &hardest) == 0)
			hardest = SUDOKU_SEARCH;
		seen[hardest]++;
	}
	/* The sample reaches past the singles, or it tests little. */
	assert_true(seen[SUDOKU_LOCKED_CANDIDATES] > 0);
	assert_true(seen[SUDOKU_SEARCH] > 0);
}

/* No rating for a puzzle without exactly one solution; a full grid
 * needs nothing and scores 10. */
static void
rating_needs_one_solution(void **state)
{
	struct sudoku_grid empty = {{0}}, full, bad = {{0}};
	struct sudoku_rating r = {0};
	uint64_t rng = 7;
	int i;

	(void)state;
	assert_int_equal(sudoku_rate(&empty, &r, NULL), SUDOKU_MULTIPLE);
	assert_int_equal(r.solutions, 2);
	assert_int_equal(r.score, 0);
	bad.cell[0] = bad.cell[1] = 5;
	assert_int_equal(sudoku_rate(&bad, &r, NULL), SUDOKU_ECONFLICT);
	assert_int_equal(r.solutions, 0);
	bad.cell[1] = 11;
	assert_int_equal(sudoku_rate(&bad, &r, NULL), SUDOKU_EINPUT);
	assert_int_equal(r.solutions, 0);
	/* No completion, though no two clues clash. */
	memset(&bad, 0, sizeof bad);
	for (i = 0; i < 8; i++)
		bad.cell[i] = (unsigned char)(i + 1);
	bad.cell[17] = 9;
	assert_int_equal(sudoku_rate(&bad, &r, NULL), SUDOKU_NONE);
	assert_int_equal(r.solutions, 0);
	support_random_puzzle(&full, 81, &rng);
	assert_int_equal(sudoku_rate(&full, &r, NULL), SUDOKU_OK);
	assert_int_equal(r.solutions, 1);
	assert_int_equal(r.hardest, SUDOKU_HIDDEN_SINGLE);
	assert_int_equal(r.score, 10);
}

/* A conflict in the clues, or a cell above 9, is reported by the
 * candidates' setup as by every other call. */
static void
candidates_reject_conflicts(void **state)
{
	struct sudoku_grid g = {{0}};
	struct sudoku_candidates c;

	(void)state;
	g.cell[0] = 3;
	g.cell[80] = 3;
	assert_int_equal(sudoku_candidates_init(&c, &g), SUDOKU_OK);
	g.cell[8] = 3;	/* row 1 repeats the 3 of cell 0 */
	assert_int_equal(sudoku_candidates_init(&c, &g), SUDOKU_ECONFLICT);
	g.cell[8] = 10;
	assert_int_equal(sudoku_candidates_init(&c, &g), SUDOKU_EINPUT);
}

static void
technique_names(void **state)
{
	(void)state;
	assert_string_equal(sudoku_technique_name(SUDOKU_HIDDEN_SINGLE),
			    "hidden-single");
	assert_string_equal(sudoku_technique_name(SUDOKU_X_WING), "x-wing");
	assert_string_equal(sudoku_technique_name(SUDOKU_SEARCH), "search");
	assert_string_equal(sudoku_technique_name(SUDOKU_TECHNIQUES),
			    "unknown");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(technique_names),
	    cmocka_unit_test(candidates_reject_conflicts),
	    cmocka_unit_test(rating_needs_one_solution),
	    cmocka_unit_test(each_technique_is_needed_exactly),
	    cmocka_unit_test(rating_agrees_with_trace),
	    cmocka_unit_test(techniques_never_remove_the_solution),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
