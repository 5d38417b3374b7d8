/* test_canon.c - cmocka suite for src/toolkit/canon.c and canon_full.c:
 * the minlex canonical form.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "sudoku.h"
#include "support.h"

/* The six orders of three things, written out again here on purpose. */
static const int order3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
				 {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/* Nine indices from one order of the three groups and one within each. */
static void
index_order(int outer, int a, int b, int c, int out[9])
{
	const int inner[3] = {a, b, c};
	int k;

	for (k = 0; k < 9; k++)
		out[k] = 3 * order3[outer][k / 3] + order3[inner[k / 3]][k % 3];
}

/* A random symmetry with a random renaming, applied to 'g'. */
static void
apply_random_symmetry(const struct sudoku_grid *g, struct sudoku_grid *out,
		      uint64_t *rng)
{
	int rows[9], cols[9], name[10], k, r, c, t = support_below(rng, 2);

	index_order(support_below(rng, 6), support_below(rng, 6),
		    support_below(rng, 6), support_below(rng, 6), rows);
	index_order(support_below(rng, 6), support_below(rng, 6),
		    support_below(rng, 6), support_below(rng, 6), cols);
	name[0] = 0;
	for (k = 1; k <= 9; k++)
		name[k] = k;
	for (k = 9; k > 1; k--) {
		int j = 1 + support_below(rng, k), x = name[k];

		name[k] = name[j];
		name[j] = x;
	}
	for (r = 0; r < 9; r++)
		for (c = 0; c < 9; c++) {
			int src = t ? 9 * cols[c] + rows[r]
				    : 9 * rows[r] + cols[c];

			out->cell[9 * r + c] = (unsigned char)name[g->cell[src]];
		}
}

/* Apply a symmetry as sudoku.h documents it, independently of canon.c. */
static void
apply(const struct sudoku_grid *g, const struct sudoku_transform *how,
      struct sudoku_grid *out)
{
	int r, c;

	for (r = 0; r < 9; r++)
		for (c = 0; c < 9; c++) {
			int src = how->transpose ? 9 * how->col[c] + how->row[r]
						 : 9 * how->row[r] + how->col[c];

			out->cell[9 * r + c] = how->digit[g->cell[src]];
		}
}

/*
 * The definition, literally: every one of the 2 * 1296 * 1296 symmetries,
 * each relabelled by first appearance, and the smallest string.  Slow
 * (about a second a grid), so run on a few grids only.
 */
static void
brute_canon(const struct sudoku_grid *g, unsigned char best[81])
{
	int t, rp, cp, rows[9], cols[9], k;

	memset(best, 0xff, 81);
	for (t = 0; t < 2; t++)
		for (rp = 0; rp < 1296; rp++) {
			index_order(rp / 216, rp / 36 % 6, rp / 6 % 6, rp % 6,
				    rows);
			for (cp = 0; cp < 1296; cp++) {
				unsigned char name[10] = {0}, next = 0;
				int less = 0;

				index_order(cp / 216, cp / 36 % 6, cp / 6 % 6,
					    cp % 6, cols);
				for (k = 0; k < 81; k++) {
					int r = rows[k / 9], c = cols[k % 9];
					int d = t ? g->cell[9 * c + r]
						  : g->cell[9 * r + c];

					if (d != 0 && name[d] == 0)
						name[d] = ++next;
					if (!less && name[d] > best[k])
						break;
					if (name[d] < best[k])
						less = 1;
					/* Once smaller, this string is the best. */
					if (less)
						best[k] = name[d];
				}
			}
		}
}

/*
 * SUDOKU_TEST_QUICK (set by make check, which must take seconds, and by
 * the sanitizer, valgrind and second-core runs) checks a third of the
 * grids against the brute force, whose 80 ms a grid add up; make
 * check-all checks them all.
 */

static void
check_against_brute(const struct sudoku_grid *g)
{
	struct sudoku_grid form;
	unsigned char want[81];

	assert_int_equal(sudoku_canon(g, &form, NULL), SUDOKU_OK);
	brute_canon(g, want);
	assert_memory_equal(form.cell, want, 81);
}

/* 'check' on a seeded random puzzle of each number of clues in 'clues'. */
static void
on_random_puzzles(const int *clues, size_t n, uint64_t rng,
		  void (*check)(const struct sudoku_grid *, uint64_t *))
{
	struct sudoku_grid g;
	size_t i;

	for (i = 0; i < n; i++) {
		support_random_puzzle(&g, clues[i], &rng);
		check(&g, &rng);
	}
}

static void
matches_brute(const struct sudoku_grid *g, uint64_t *rng)
{
	(void)rng;
	check_against_brute(g);
}

/*
 * Seeded random grids of every density agree with the definition: sparse
 * ones with empty rows and columns, where many orders tie, up to a full
 * grid, where every first row is renamed 123456789.
 */
static void
canon_matches_brute_force(void **state)
{
	static const int clues[] = {4, 10, 14, 17, 17, 20, 22, 24, 26, 30, 35, 81};
	/* A sparse, a 17-clue, a denser and a full grid. */
	static const int few[] = {4, 17, 30, 81};

	(void)state;
	if (support_quick())
		on_random_puzzles(few, sizeof few / sizeof few[0], 17,
				  matches_brute);
	else
		on_random_puzzles(clues, sizeof clues / sizeof clues[0], 17,
				  matches_brute);
}

/* The full grid with the most symmetries (648): band, stack and box
 * rows are cyclic shifts, so very many column orders tie to the end. */
static const char most_symmetric[] =
    "123456789456789123789123456234567891567891234891234567345678912"
    "678912345912345678";

/*
 * Full grids take a search of their own (every first row ties): seeded
 * random ones, the most symmetric one and a symmetry of it agree with
 * the definition.
 */
static void
canon_of_full_grids_matches_brute_force(void **state)
{
	uint64_t rng = 81;
	struct sudoku_grid g = support_grid(most_symmetric), moved;
	int k;

	(void)state;
	check_against_brute(&g);
	apply_random_symmetry(&g, &moved, &rng);
	check_against_brute(&moved);
	for (k = 0; k < (support_quick() ? 2 : 8); k++) {
		support_random_puzzle(&g, 81, &rng);
		check_against_brute(&g);
	}
}

/*
 * 'moves' random symmetries of 'g' all give its form, the symmetry
 * reported takes each to that form, and the form is its own form.
 */
static void
check_invariant(const struct sudoku_grid *g, int moves, uint64_t *rng)
{
	struct sudoku_grid moved, form, again, applied;
	struct sudoku_transform how;
	int k;

	assert_int_equal(sudoku_canon(g, &form, &how), SUDOKU_OK);
	apply(g, &how, &applied);
	assert_memory_equal(applied.cell, form.cell, 81);
	assert_int_equal(sudoku_canon(&form, &again, NULL), SUDOKU_OK);
	assert_memory_equal(again.cell, form.cell, 81);
	for (k = 0; k < moves; k++) {
		apply_random_symmetry(g, &moved, rng);
		assert_int_equal(sudoku_canon(&moved, &again, &how), SUDOKU_OK);
		assert_memory_equal(again.cell, form.cell, 81);
		apply(&moved, &how, &applied);
		assert_memory_equal(applied.cell, form.cell, 81);
	}
}

/* Many random full grids, and the most symmetric one, are invariant. */
static void
canon_of_full_grids_is_invariant(void **state)
{
	uint64_t rng = 1465;
	struct sudoku_grid g = support_grid(most_symmetric);
	int i;

	(void)state;
	check_invariant(&g, 50, &rng);
	for (i = 0; i < 300; i++) {
		support_random_puzzle(&g, 81, &rng);
		check_invariant(&g, 10, &rng);
	}
}

static void
invariant_under_20_moves(const struct sudoku_grid *g, uint64_t *rng)
{
	check_invariant(g, 20, rng);
}

/* Random symmetries of one puzzle all give one form, and the symmetry
 * reported takes each to that form. */
static void
canon_is_invariant_and_in_class(void **state)
{
	static const int clues[] = {0, 1, 9, 17, 20, 25, 30, 40, 60, 81};

	(void)state;
	on_random_puzzles(clues, sizeof clues / sizeof clues[0], 2026,
			  invariant_under_20_moves);
}

/* A form is its own form, and the output may overwrite the input. */
static void
canon_is_idempotent_in_place(void **state)
{
	uint64_t rng = 3;
	struct sudoku_grid g, form;
	int k;

	(void)state;
	for (k = 0; k < 50; k++) {
		support_random_puzzle(&g, 18 + k % 20, &rng);
		assert_int_equal(sudoku_canon(&g, &form, NULL), SUDOKU_OK);
		g = form;
		assert_int_equal(sudoku_canon(&g, &g, NULL), SUDOKU_OK);
		assert_memory_equal(g.cell, form.cell, 81);
	}
}

/* Different puzzles (different clue counts cannot be equivalent) give
 * different forms, and the form keeps the clue count. */
static void
canon_keeps_clue_count(void **state)
{
	uint64_t rng = 9;
	struct sudoku_grid g, form;
	int k, i, n;

	(void)state;
	for (k = 0; k <= 81; k += 3) {
		support_random_puzzle(&g, k, &rng);
		assert_int_equal(sudoku_canon(&g, &form, NULL), SUDOKU_OK);
		for (i = 0, n = 0; i < 81; i++)
			n += form.cell[i] != 0;
		assert_int_equal(n, k);
	}
}

/* Clues that repeat a digit in a unit, or a cell above 9, have no form:
 * the same answers as every other call gives. */
static void
canon_refuses_conflicts(void **state)
{
	struct sudoku_grid g = {{0}}, form = {{0}};

	(void)state;
	g.cell[0] = 4;
	g.cell[72] = 4;	/* the same column */
	assert_int_equal(sudoku_canon(&g, &form, NULL), SUDOKU_ECONFLICT);
	g.cell[72] = 0;
	g.cell[20] = 4;	/* the same box */
	assert_int_equal(sudoku_canon(&g, &form, NULL), SUDOKU_ECONFLICT);
	g.cell[20] = 3;
	assert_int_equal(sudoku_canon(&g, &form, NULL), SUDOKU_OK);
	g.cell[40] = 10;
	memset(&form, 0xee, sizeof form);
	assert_int_equal(sudoku_canon(&g, &form, NULL), SUDOKU_EINPUT);
	assert_int_equal(form.cell[0], 0xee);
}

/* The empty grid's form is empty, and a single clue goes last as 1. */
static void
canon_of_tiny_grids(void **state)
{
	struct sudoku_grid g = {{0}}, form;
	unsigned char want[81] = {0};

	(void)state;
	assert_int_equal(sudoku_canon(&g, &form, NULL), SUDOKU_OK);
	assert_memory_equal(form.cell, want, 81);
	g.cell[40] = 7;
	want[80] = 1;
	assert_int_equal(sudoku_canon(&g, &form, NULL), SUDOKU_OK);
	assert_memory_equal(form.cell, want, 81);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(canon_of_tiny_grids),
	    cmocka_unit_test(canon_refuses_conflicts),
	    cmocka_unit_test(canon_keeps_clue_count),
	    cmocka_unit_test(canon_is_idempotent_in_place),
	    cmocka_unit_test(canon_is_invariant_and_in_class),
	    cmocka_unit_test(canon_matches_brute_force),
	    cmocka_unit_test(canon_of_full_grids_matches_brute_force),
	    cmocka_unit_test(canon_of_full_grids_is_invariant),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
