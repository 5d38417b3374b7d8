/* test_target_api.c - cmocka suite for the target search's public API:
 * weights (src/read/weights.c), scores (src/targetsum/score.c) and
 * sudoku_target() (src/targetsum/).  See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"
#include "support.h"

static const char sample1[] = "700900001100005900000200080"
			      "005020003000000648413000000"
			      "007002090201060804080504012";
static const char sample2[] = "000702453900008000740005010"
			      "195080000070000025030579108"
			      "000601000060900001000000006";
/* A proper puzzle (one completion) and that completion. */
static const char proper[] = "003020600900305001001806400"
			     "008102900700000008006708200"
			     "002609500800203009005010300";
static const char proper_solution[] = "483921657967345821251876493"
				      "548132976729564138136798245"
				      "372689514814253769695417382";

/* The naive reference (tests/kit/support.c): the number of completions, and
 * in '*best' the largest weighted sum.  Only for grids with few. */
static unsigned long
naive_target(const struct sudoku_grid *g, const int *weights, long long *best)
{
	struct support_naive n = {weights, 0, 0, 0, 0, 0, 0, 0};

	support_naive(g, &n);
	*best = n.best;
	return (unsigned long)n.count;
}

static void
standard_weights(int *w)
{
	int i;

	for (i = 0; i < 81; i++)
		w[i] = sudoku_target_weight(i / 9, i % 9);
}

/*
 * Compare sudoku_target with the naive enumerator on 'count' random grids
 * of 'lo'..'hi' clues, also checking that the completion returned is one
 * and scores the answer.
 */
static void
cross_check(const int *weights, int count, int lo, int hi, uint64_t seed)
{
	int std[81], k;
	const int *w = weights;

	if (w == NULL) {
		standard_weights(std);
		w = std;
	}
	for (k = 0; k < count; k++) {
		struct sudoku_grid g, best;
		long long want = 0, got = 0;

		support_random_puzzle(&g, lo + k % (hi - lo + 1), &seed);
		assert_true(naive_target(&g, w, &want) > 0);
		assert_int_equal(sudoku_target(&g, weights, &got, &best, NULL),
				 SUDOKU_OK);
		assert_int_equal(got, want);
		assert_true(support_is_completion(&g, &best));
		assert_int_equal(sudoku_score(&best, weights), want);
	}
}

/* Each row of 'cells' is a row, a column and the weight expected there. */
static void
expect_weights(const int (*cells)[3], size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		assert_int_equal(sudoku_target_weight(cells[i][0], cells[i][1]),
				 cells[i][2]);
}

static void
weight_is_10_in_the_centre(void **state)
{
	static const int cells[][3] = {{4, 4, 10}};

	(void)state;
	expect_weights(cells, 1);
}

static void
weight_is_6_on_the_rim(void **state)
{
	static const int cells[][3] = {
	    {0, 0, 6}, {0, 4, 6}, {8, 3, 6}, {5, 8, 6}};

	(void)state;
	expect_weights(cells, 4);
}

static void
weight_falls_by_ring(void **state)
{
	static const int cells[][3] = {{1, 1, 7}, {7, 4, 7}, {2, 5, 8},
				       {6, 6, 8}, {3, 4, 9}, {5, 3, 9}};

	(void)state;
	expect_weights(cells, 6);
}

static void
score_sums_weight_times_digit(void **state)
{
	struct sudoku_grid s = support_grid(proper_solution);

	(void)state;
	assert_int_equal(sudoku_score(&s, NULL), 2861);
}

static void
score_uses_custom_weights(void **state)
{
	struct sudoku_grid s = support_grid(proper_solution);
	int w[81] = {0};

	(void)state;
	w[0] = 3;	/* digit 4 */
	w[80] = -2;	/* digit 2 */
	assert_int_equal(sudoku_score(&s, w), 8);
}

/*
 * sudoku_target() with the standard weights must answer 'expected' for
 * 'text', asked with and without a completion wanted, and the completion
 * (in '*best') must be one that scores it.
 */
static void
expect_target(const char *text, long long expected, struct sudoku_grid *best)
{
	struct sudoku_grid g = support_grid(text);
	long long alone = 0, score = 0;

	assert_int_equal(sudoku_target(&g, NULL, &alone, NULL, NULL), SUDOKU_OK);
	assert_int_equal(alone, expected);
	assert_int_equal(sudoku_target(&g, NULL, &score, best, NULL), SUDOKU_OK);
	assert_int_equal(score, expected);
	assert_true(support_is_completion(&g, best));
	assert_int_equal(sudoku_score(best, NULL), expected);
}

static void
sample1_scores_2829(void **state)
{
	struct sudoku_grid best;

	(void)state;
	expect_target(sample1, 2829, &best);
}

static void
sample2_scores_2852(void **state)
{
	struct sudoku_grid best;

	(void)state;
	expect_target(sample2, 2852, &best);
}

static void
unique_solution_gives_its_score(void **state)
{
	struct sudoku_grid g = support_grid(proper), best;
	struct sudoku_grid s = support_grid(proper_solution);
	long long naive = 0;
	int w[81];

	(void)state;
	standard_weights(w);
	assert_int_equal(naive_target(&g, w, &naive), 1);
	expect_target(proper, 2861, &best);
	assert_memory_equal(best.cell, s.cell, 81);
}

static void
solved_grid_gives_its_score(void **state)
{
	struct sudoku_grid best;

	(void)state;
	expect_target(proper_solution, 2861, &best);
	assert_memory_equal(best.cell, support_grid(proper_solution).cell, 81);
}

/* No two clues clash, but cell (0, 8) can only be 9 and column 8 has one. */
static void
unsolvable_grid_returns_none(void **state)
{
	struct sudoku_grid g = support_grid("123456780000000009000000000"
				       "000000000000000000000000000"
				       "000000000000000000000000000");
	struct sudoku_search search;
	long long score = -7;

	(void)state;
	memset(&search, 0, sizeof search);
	assert_int_equal(sudoku_target(&g, NULL, &score, NULL, &search),
			 SUDOKU_NONE);
	assert_int_equal(score, -7);
	assert_int_equal(search.timed_out, 0);
}

static void
conflicting_clues_return_econflict(void **state)
{
	struct sudoku_grid g = support_grid(sample1);
	long long score = -7;

	(void)state;
	g.cell[1] = 7;		/* row 0 already has a 7 */
	assert_int_equal(sudoku_target(&g, NULL, &score, NULL, NULL),
			 SUDOKU_ECONFLICT);
	assert_int_equal(score, -7);
}

static void
cell_out_of_range_returns_einput(void **state)
{
	struct sudoku_grid g = support_grid(sample1);
	long long score = -7;

	(void)state;
	g.cell[40] = 10;
	assert_int_equal(sudoku_target(&g, NULL, &score, NULL, NULL),
			 SUDOKU_EINPUT);
	g.cell[40] = 255;
	assert_int_equal(sudoku_target(&g, NULL, &score, NULL, NULL),
			 SUDOKU_EINPUT);
	assert_int_equal(score, -7);
}

/*
 * 2745 + K, and K is at most 161: the corners 9 + 8 + 8 + 9 (two share
 * each rim row and column), ring 2's rows 2 and 6 at most 9 + ... + 5 each,
 * its three middle cells in columns 2 and 6 at most 9 + 8 + 7 each, and
 * the centre 9.  The empty grid reaches it.
 */
static void
empty_grid_scores_2906(void **state)
{
	struct sudoku_grid best;

	(void)state;
	expect_target(".................................................."
		      "...............................", 2906, &best);
}

static void
standard_table_passed_explicitly_matches_null(void **state)
{
	struct sudoku_grid g = support_grid(sample1);
	long long score = 0;
	int w[81];

	(void)state;
	standard_weights(w);
	assert_int_equal(sudoku_target(&g, w, &score, NULL, NULL), SUDOKU_OK);
	assert_int_equal(score, 2829);
}

static void
all_ones_weights_give_405(void **state)
{
	struct sudoku_grid g = support_grid(sample1), empty;
	long long score = 0;
	int w[81], i;

	(void)state;
	for (i = 0; i < 81; i++)
		w[i] = 1;
	assert_int_equal(sudoku_target(&g, w, &score, NULL, NULL), SUDOKU_OK);
	assert_int_equal(score, 405);
	memset(&empty, 0, sizeof empty);
	assert_int_equal(sudoku_target(&empty, w, &score, NULL, NULL), SUDOKU_OK);
	assert_int_equal(score, 405);
}

static void
all_minus_ones_weights_give_minus_405(void **state)
{
	struct sudoku_grid g = support_grid(sample2);
	long long score = 0;
	int w[81], i;

	(void)state;
	for (i = 0; i < 81; i++)
		w[i] = -1;
	assert_int_equal(sudoku_target(&g, w, &score, NULL, NULL), SUDOKU_OK);
	assert_int_equal(score, -405);
}

static void
zero_weights_give_0(void **state)
{
	struct sudoku_grid g = support_grid(sample1), best;
	long long score = -7;
	int w[81] = {0};

	(void)state;
	assert_int_equal(sudoku_target(&g, w, &score, &best, NULL), SUDOKU_OK);
	assert_int_equal(score, 0);
	assert_true(support_is_completion(&g, &best));
}

/* Sums far beyond the range of int must come out exact. */
static void
extreme_weights_do_not_overflow(void **state)
{
	struct sudoku_grid s = support_grid(proper_solution), g = s;
	long long score = 0;
	int w[81], i;

	(void)state;
	for (i = 0; i < 81; i++)
		w[i] = i % 3 ? 2147483647 : -2147483647 - 1;
	/* Each emptied cell is still forced by its column. */
	g.cell[0] = g.cell[1] = g.cell[40] = 0;
	assert_int_equal(sudoku_target(&g, w, &score, NULL, NULL), SUDOKU_OK);
	/* Columns 1, 2, 4, 5, 7 and 8 sum to 6 * 45, columns 0, 3, 6 to
	 * 3 * 45. */
	assert_true(score == 270 * 2147483647LL - 135 * 2147483648LL);
	assert_true(score == sudoku_score(&s, w));
}

/* Random weights from -'size' to 'size', in one cell of 'one_in' (the
 * others 0), drawn from 'seed'. */
static void
random_weights(int w[81], uint64_t seed, int size, int one_in)
{
	int i;

	for (i = 0; i < 81; i++)
		w[i] = one_in == 1 || support_below(&seed, one_in) == 0
			   ? support_below(&seed, 2 * size + 1) - size
			   : 0;
}

/*
 * The target search against the naive enumerator on random grids, with
 * tables of every kind: standard, negated, small of mixed sign, mostly
 * zeros with a few large ones, and the standard table plus row and
 * column offsets (the offset rewrite must find the constant it adds back).
 */
static void
weight_tables_match_naive_on_random_grids(void **state)
{
	int w[81], i;

	(void)state;
	cross_check(NULL, 40, 25, 40, 1);
	for (i = 0; i < 81; i++)
		w[i] = -sudoku_target_weight(i / 9, i % 9);
	cross_check(w, 30, 26, 40, 2);
	random_weights(w, 3, 20, 1);
	cross_check(w, 30, 26, 40, 4);
	random_weights(w, 5, 1000, 4);
	cross_check(w, 30, 26, 40, 6);
	for (i = 0; i < 81; i++)
		w[i] = sudoku_target_weight(i / 9, i % 9) * 3 + i / 9 -
		       2 * (i % 9);
	cross_check(w, 30, 26, 40, 7);
}

/*
 * Too sparse for the naive enumerator: the standard search must agree
 * with the general one on the same table scaled and moved by a constant
 * (which adds 405 times the constant to every completion).
 */
static void
shifted_and_scaled_tables_agree_on_sparse_grids(void **state)
{
	uint64_t seed = 8;
	int w1[81], w2[81], i, k;

	(void)state;
	for (i = 0; i < 81; i++) {
		w1[i] = sudoku_target_weight(i / 9, i % 9) + 5;
		w2[i] = sudoku_target_weight(i / 9, i % 9) * 3 - 2;
	}
	for (k = 0; k < 12; k++) {
		struct sudoku_grid g;
		long long s = 0, s1 = 0, s2 = 0;

		support_random_puzzle(&g, 20 + k % 6, &seed);
		assert_int_equal(sudoku_target(&g, NULL, &s, NULL, NULL), SUDOKU_OK);
		assert_int_equal(sudoku_target(&g, w1, &s1, NULL, NULL), SUDOKU_OK);
		assert_int_equal(s1, s + 5 * 405);
		assert_int_equal(sudoku_target(&g, w2, &s2, NULL, NULL), SUDOKU_OK);
		assert_int_equal(s2, 3 * s - 2 * 405);
	}
}

/* Run the search on 'g' with 'w' and check its completion; returns the
 * score. */
static long long
checked_target(const struct sudoku_grid *g, const int *w)
{
	struct sudoku_grid best;
	long long score = 0;

	assert_int_equal(sudoku_target(g, w, &score, &best, NULL), SUDOKU_OK);
	assert_true(support_is_completion(g, &best));
	assert_int_equal(sudoku_score(&best, w), score);
	return score;
}

/*
 * Too sparse for the naive enumerator, with custom weights of both signs
 * and of one: adding a constant to a row's, a column's or a box's
 * weights adds 45 times it to every completion, and transposing grid and
 * weights changes nothing.  Each variant makes the search choose another
 * rewrite of the table and another tree, so the answers agree only if
 * each is exact.
 */
static void
custom_weights_agree_under_offsets_and_transposition(void **state)
{
	uint64_t rng = 10;
	int k;

	(void)state;
	for (k = 0; k < 16; k++) {
		struct sudoku_grid g, gt;
		int w[81], wo[81], wt[81], i;
		long long offsets = 0, score;

		support_random_puzzle(&g, support_below(&rng, 21), &rng);
		for (i = 0; i < 81; i++)
			w[i] = k % 2 ? support_below(&rng, 41) - 20
				     : support_below(&rng, 10);
		memcpy(wo, w, sizeof wo);
		for (i = 0; i < 9; i++) {
			int a = support_below(&rng, 21) - 10, j;

			offsets += a;
			for (j = 0; j < 9; j++)
				wo[(k % 3 == 0	 ? 9 * i + j
				    : k % 3 == 1 ? 9 * j + i
						 : 27 * (i / 3) + 3 * (i % 3) +
						       9 * (j / 3) + j % 3)] += a;
		}
		for (i = 0; i < 81; i++) {
			gt.cell[i] = g.cell[9 * (i % 9) + i / 9];
			wt[i] = w[9 * (i % 9) + i / 9];
		}
		score = checked_target(&g, w);
		assert_int_equal(checked_target(&g, wo), score + 45 * offsets);
		assert_int_equal(checked_target(&gt, wt), score);
	}
}

/* A grid and its answer, as a one-line input. */
struct known_answer {
	const char *grid;
	long long answer;
};

/* Reads tests/targetsum/NAME (run from the top of the tree), or fails. */
static void
weight_file(const char *name, int w[81])
{
	char path[64];
	struct sudoku_where where;
	FILE *f;

	snprintf(path, sizeof path, "tests/targetsum/%s", name);
	f = fopen(path, "r");
	assert_non_null(f);
	assert_int_equal(sudoku_read_weights(f, w, &where), SUDOKU_OK);
	fclose(f);
}

/*
 * The slowest grids of bench/hunt_target (seed 1: 100,000 grids with
 * the standard weights, 10,000 with each weight file), each answer
 * confirmed by CBC on the grid's 0-1 program.  On all of them the root
 * bound is above the answer, so the branching has to close the gap.
 */
static const struct known_answer hunt_standard[] = {
	{"...................................4.....78..........."
	 "9...8......5........85.....", 2890},
	{"......................................6..............."
	 "9...................7......", 2895},
	{"............1...........................9....5........"
	 ".....7.98....1.7...........", 2889},
	{".........76..........................................."
	 "2..........................", 2903},
	{"................67............................1........"
	 "..........................", 2903},
	/* The second slowest of a 10,000-grid hunt (seed 1) once. */
	{"................6......................4................"
	 ".........................", 2903},
	/* The slowest of hunts of 20,000 grids (seed 1) and 5,000 (seed
	 * 21) after the leaves went straight to the solver, 25 to 45 ms. */
	{"..........6..................................5........"
	 "...........................", 2903},
	{".......6..6..........................................."
	 "...........................", 2903},
	{"............................7.......................5."
	 "73.........6......9..1.....", 2897},
	{"...4.....9...8........9..4....1.2....31..9........5..."
	 ".......14......9........5..", 2883},
	{"......9........8.......9.4.............6.............."
	 "...........9...........6...", 2886},
	/* The slowest known: 140 to 180 ms, a root gap of 2. */
	{"...............9.........46....1......................"
	 "...........................", 2897},
	/* The third slowest of a 100,000-grid hunt (seed 1), 120 ms. */
	{"..............................................9......."
	 "......4...1................", 2898},
	/* Among the slowest of a 100,000-grid hunt (seed 1) before the
	 * placement bound, 50 to 110 ms with root gaps of 1 and 2. */
	{"..6..7.....5.......9....................6...........19"
	 "...........................", 2884},
	{".....9................................................"
	 ".7.........6...............", 2896},
	{"........................8...............6..8.........."
	 "........5...............6..", 2897},
	{"....................3................................."
	 ".........1.................", 2900},
	{"....6......9......6..................................."
	 "...........................", 2898},
	{"........8............................................."
	 "65..3...............7......", 2896},
	{"1.......3...........2...........7....................."
	 "7..........................", 2881},
	/* The slowest of a 100,000-grid hunt (seed 1) once the unit bounds
	 * took over near the leaves, 15 to 45 ms. */
	{".1.....5.......................2..........9............"
	 "....2.....................", 2894},
	{"............38...................2....6.1..............."
	 "2.......3.....1..........", 2878},
	{".................7..1......1............7..............."
	 ".................17......", 2896},
	{"......................................................."
	 "....2..........1..........", 2896},
	/* The slowest of the same hunt once locked candidates and the
	 * price check near the leaves came in, 9 to 19 ms. */
	{"...........1.6................8........................"
	 "..............1.......6...", 2904},
	{"..........6.......3...................................."
	 "..........................", 2903},
	{"..............................4.7........6......1......"
	 "7.........97.............9", 2896},
};
static const struct known_answer hunt_signed[] = {
	{"............................9........................."
	 ".........................8.", 2356},
	{"...............5.....................7..........6......"
	 "..........................", 2366},
	/* The three slowest of a 2,000-grid hunt (seed 1) once, each over
	 * 100 ms before the search kept what its failed passes found and
	 * branched where the relaxation's rows clash. */
	{"......................................7...5....5........"
	 "......2.........6........", 2340},
	{".............................8..5......................."
	 ".....5....7.3.......5....", 2370},
	{".......2.............8.................................."
	 ".7..6....................", 2449},
	/* The slowest of hunts of 2,000 grids (seed 1) and 1,500 (seed
	 * 21) once the lowering ended near the best found, 50 to 90 ms. */
	{"......................................................"
	 ".........52..4............4", 2382},
	{"..................3.....7..........2.....2............"
	 "...............4...7......9", 2315},
	{"........41................................7........5.."
	 "...8.......................", 2384},
	{".1...........7....6....1..............8........62....1"
	 "..1....5.......8...........", 2091},
	/* The second and third slowest of a 10,000-grid hunt (seed 1),
	 * 65 to 80 ms. */
	{"....................................7................."
	 ".......1........5..........", 2478},
	{".9..........5..................5......3...........4..."
	 ".3..........3...1..........", 2391},
	/* The second slowest of that hunt once the steps took momentum,
	 * 65 ms with a root gap of 46. */
	{"..............7..........................4...6........."
	 "...........5..............", 2488},
	/* The second slowest of that hunt once the branching counted
	 * each candidate by how near it is to pruning, 74 ms with a root
	 * gap of 51; CBC agrees. */
	{"..............................5.....5.3.7..1..1....5..."
	 "........3..8.7............", 2235},
};
static const struct known_answer hunt_digits[] = {
	{"............4......2......................8..........9.."
	 "3......9......4...1......", 1963},
	{".4.................21...........6......................"
	 "....3......4.............5", 2024},
	/* The slowest of hunts of 2,000 grids (seed 1) and 1,500 (seed
	 * 21), 30 to 50 ms. */
	{"...83.....5...............................9..5........"
	 "...........................", 2085},
	{"....6..............2...8.7............5...9..........3"
	 "................9.....5....", 1967},
	{"........................6.....................3......."
	 "...3.................9.....", 2121},
	/* The second and third slowest of a 10,000-grid hunt (seed 1),
	 * 40 to 50 ms. */
	{"............2...........3.............5.....7........."
	 ".........9...........4.9.6.", 1970},
	{".....28....4....5....15.......7............3...531...."
	 "............8.............8", 2000},
	/* The second slowest of that hunt once the branching counted
	 * each candidate by how near it is to pruning, 68 ms; CBC
	 * agrees. */
	{".....43...6.....5...................6........9.........."
	 "......6.......9..........", 2041},
};

/* Each grid's answer; with SUDOKU_TEST_QUICK every other grid. */
static void
check_known(const struct known_answer *k, int n, const int *w)
{
	int i;

	for (i = 0; i < n; i += support_quick() ? 2 : 1) {
		struct sudoku_grid g = support_grid(k[i].grid);

		assert_int_equal(checked_target(&g, w), k[i].answer);
	}
}

static void
slowest_hunted_grids_keep_their_answers(void **state)
{
	int w[81];

	(void)state;
	check_known(hunt_standard,
		    (int)(sizeof hunt_standard / sizeof *hunt_standard), NULL);
	weight_file("weights_signed.txt", w);
	check_known(hunt_signed,
		    (int)(sizeof hunt_signed / sizeof *hunt_signed), w);
	weight_file("weights_digits.txt", w);
	check_known(hunt_digits,
		    (int)(sizeof hunt_digits / sizeof *hunt_digits), w);
}

/*
 * One clue: for the standard table every completion scores 2745 plus K,
 * the digit sum of 21 cells, so the 0-1 table of those cells must answer
 * 2745 less; and nothing beats the empty grid's 2906.
 */
static void
single_clue_grids_agree_with_the_k_form(void **state)
{
	int k[81], i;

	(void)state;
	for (i = 0; i < 81; i++) {
		int dr = i / 9 > 4 ? i / 9 - 4 : 4 - i / 9;
		int dc = i % 9 > 4 ? i % 9 - 4 : 4 - i % 9;
		int ring = dr > dc ? dr : dc;

		k[i] = ring == 0 || ring == 2 || (dr == 4 && dc == 4);
	}
	for (i = 0; i < 81; i++) {
		struct sudoku_grid g;
		long long score;

		memset(&g, 0, sizeof g);
		g.cell[i] = (unsigned char)(1 + (i * 4) % 9);
		score = checked_target(&g, NULL);
		assert_true(score <= 2906);
		assert_int_equal(checked_target(&g, k), score - 2745);
	}
}

/* A search record with 'time_limit' and 'guesses' to start from. */
static struct sudoku_search
search_with(double time_limit, uint64_t guesses)
{
	struct sudoku_search search;

	memset(&search, 0, sizeof search);
	search.time_limit = time_limit;
	search.guesses = guesses;
	return search;
}

/* The standard-weight answer to 'text' through 'search', which must
 * finish in time. */
static long long
searched_answer(const char *text, struct sudoku_search *search)
{
	struct sudoku_grid g = support_grid(text);
	long long score = 0;

	assert_int_equal(sudoku_target(&g, NULL, &score, NULL, search),
			 SUDOKU_OK);
	assert_int_equal(search->timed_out, 0);
	return score;
}

static void
guesses_are_added_to(void **state)
{
	struct sudoku_search search = search_with(0, 1000);

	(void)state;
	assert_int_equal(searched_answer(sample2, &search), 2852);
	assert_true(search.guesses > 1000);
}

/*
 * The slowest signed grid of the 10,000-grid floor hunt (seed 1) takes
 * 5,219 guesses when the weight files branch on the fewest candidates
 * alone; counting each candidate by how near its reduced cost is to
 * pruning its branch takes 3,441 (the guesses do not depend on the
 * machine).
 */
static void
strained_cells_shorten_the_slowest_signed_proof(void **state)
{
	struct sudoku_search search = search_with(0, 0);
	struct sudoku_grid g = support_grid(hunt_signed[0].grid);
	long long score = 0;
	int w[81];

	(void)state;
	weight_file("weights_signed.txt", w);
	assert_int_equal(sudoku_target(&g, w, &score, NULL, &search),
			 SUDOKU_OK);
	assert_int_equal(score, hunt_signed[0].answer);
	assert_true(search.guesses < 4000);
}

static void
generous_time_limit_does_not_time_out(void **state)
{
	struct sudoku_search search = search_with(60, 0);

	(void)state;
	search.timed_out = 1;	/* to see it cleared */
	assert_int_equal(searched_answer(sample1, &search), 2829);
}

/* Random weights on an empty grid need more than the root's bound, and
 * the clock is read once that is done: long past a microsecond. */
static void
time_limit_sets_timed_out(void **state)
{
	struct sudoku_grid g;
	struct sudoku_search search;
	uint64_t rng = 9;
	long long score = -7;
	int w[81], i;

	(void)state;
	memset(&g, 0, sizeof g);
	for (i = 0; i < 81; i++)
		w[i] = support_below(&rng, 2001) - 1000;
	search = search_with(1e-6, 0);
	assert_int_equal(sudoku_target(&g, w, &score, NULL, &search),
			 SUDOKU_ETIMEOUT);
	assert_int_equal(search.timed_out, 1);
	assert_int_equal(score, -7);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(weight_is_10_in_the_centre),
		cmocka_unit_test(weight_is_6_on_the_rim),
		cmocka_unit_test(weight_falls_by_ring),
		cmocka_unit_test(score_sums_weight_times_digit),
		cmocka_unit_test(score_uses_custom_weights),
		cmocka_unit_test(sample1_scores_2829),
		cmocka_unit_test(sample2_scores_2852),
		cmocka_unit_test(unique_solution_gives_its_score),
		cmocka_unit_test(solved_grid_gives_its_score),
		cmocka_unit_test(unsolvable_grid_returns_none),
		cmocka_unit_test(conflicting_clues_return_econflict),
		cmocka_unit_test(cell_out_of_range_returns_einput),
		cmocka_unit_test(empty_grid_scores_2906),
		cmocka_unit_test(standard_table_passed_explicitly_matches_null),
		cmocka_unit_test(all_ones_weights_give_405),
		cmocka_unit_test(all_minus_ones_weights_give_minus_405),
		cmocka_unit_test(zero_weights_give_0),
		cmocka_unit_test(extreme_weights_do_not_overflow),
		cmocka_unit_test(weight_tables_match_naive_on_random_grids),
		cmocka_unit_test(
			shifted_and_scaled_tables_agree_on_sparse_grids),
		cmocka_unit_test(
			custom_weights_agree_under_offsets_and_transposition),
		cmocka_unit_test(single_clue_grids_agree_with_the_k_form),
		cmocka_unit_test(slowest_hunted_grids_keep_their_answers),
		cmocka_unit_test(guesses_are_added_to),
		cmocka_unit_test(strained_cells_shorten_the_slowest_signed_proof),
		cmocka_unit_test(generous_time_limit_does_not_time_out),
		cmocka_unit_test(time_limit_sets_timed_out),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
