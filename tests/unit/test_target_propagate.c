/* test_target_propagate.c - cmocka suite for the target search's
 * propagation (src/targetsum/propagate.c): the locked candidates it strikes
 * with c->locked, and that it never strikes the digit of a completion
 * the node allows.  See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "targetsum/target.h"
#include "support.h"

/* A search context with no weights; 'locked' as given. */
static void
plain_context(struct ctx *c, int locked)
{
	memset(c, 0, sizeof *c);
	c->locked = locked;
}

/* A node with no cell solved and every digit a candidate everywhere. */
static void
open_node(struct node *s)
{
	int i;

	for (i = 0; i < 81; i++) {
		s->cand[i] = NINE_DIGITS;
		s->val[i] = 0;
	}
	s->nfree = 81;
	s->fixed = 0;
}

/* Propagate node 's' with no cell queued, with locked candidates if
 * 'locked'; returns what sudoku_propagate() does. */
static int
propagate_node(struct node *s, int locked)
{
	struct ctx c;
	int queue[81];

	plain_context(&c, locked);
	return sudoku_propagate(&c, s, queue, 0);
}

/* Strike digit 'd' from the cells 'from' to 'to' (inclusive) of row 'r'. */
static void
strike_in_row(struct node *s, int r, int from, int to, int d)
{
	int j;

	for (j = from; j <= to; j++)
		s->cand[9 * r + j] &= (uint16_t)~(1u << (d - 1));
}

/* Whether cell 'x' of 's' may still take digit 'd'. */
static int
allows(const struct node *s, int x, int d)
{
	return (s->cand[x] >> (d - 1)) & 1;
}

/* An open node 's' where digit 'd' of columns 0 to 'last' is only on
 * row 0 (struck from rows 1 and 2), and 'plain', 's' after the singles
 * alone, which find nothing wrong with it. */
static void
only_on_row_0(struct node *s, struct node *plain, int last, int d)
{
	open_node(s);
	strike_in_row(s, 1, 0, last, d);
	strike_in_row(s, 2, 0, last, d);
	*plain = *s;
	assert_int_equal(propagate_node(plain, 0), 1);
}

/* Digit 5 of box 0 only on row 0: the rest of row 0 loses it, but only
 * with c->locked. */
static void
pointing_strikes_the_rest_of_the_row(void **state)
{
	struct node s, plain;
	int j;

	(void)state;
	only_on_row_0(&s, &plain, 2, 5);
	for (j = 3; j < 9; j++)
		assert_true(allows(&plain, j, 5));
	assert_int_equal(propagate_node(&s, 1), 1);
	for (j = 0; j < 9; j++)
		assert_int_equal(allows(&s, j, 5), j < 3);
	/* Nothing else went: the other rows and digits are untouched. */
	assert_int_equal(s.cand[9 * 3 + 4], NINE_DIGITS);
	assert_int_equal(s.cand[4] & ~(1u << 4), NINE_DIGITS & ~(1u << 4));
}

/* Digit 2 of box 0 only on column 1: the rest of column 1 loses it. */
static void
pointing_works_down_the_columns(void **state)
{
	struct node s;
	int r, j;

	(void)state;
	open_node(&s);
	for (r = 0; r < 3; r++)
		for (j = 0; j < 3; j += 2)
			s.cand[9 * r + j] &= (uint16_t)~(1u << 1);
	assert_int_equal(propagate_node(&s, 1), 1);
	for (r = 0; r < 9; r++)
		assert_int_equal(allows(&s, 9 * r + 1, 2), r < 3);
	assert_true(allows(&s, 9 * 5 + 0, 2));
}

/* Cell 'pos' of row 'line' when 'across', else of column 'line'. */
static int
cell_of(int across, int line, int pos)
{
	return across ? 9 * line + pos : 9 * pos + line;
}

/* Digit 7 of line 4 (a row when 'across', else a column) only in box 4:
 * the rest of box 4 loses it. */
static void
check_claiming(int across)
{
	struct node s;
	int line, pos;

	open_node(&s);
	for (pos = 0; pos < 9; pos++)
		if (pos / 3 != 1)
			s.cand[cell_of(across, 4, pos)] &= (uint16_t)~(1u << 6);
	assert_int_equal(propagate_node(&s, 1), 1);
	for (line = 3; line < 6; line++)
		for (pos = 3; pos < 6; pos++)
			assert_int_equal(allows(&s, cell_of(across, line, pos), 7),
					 line == 4);
	/* Outside box 4 the other lines keep it, across it and along it. */
	assert_true(allows(&s, cell_of(across, 2, 4), 7));
	assert_true(allows(&s, cell_of(across, 6, 4), 7));
	assert_true(allows(&s, cell_of(across, 4 - 1, 0), 7));
	assert_true(allows(&s, cell_of(across, 4 + 1, 8), 7));
}

static void
claiming_strikes_the_rest_of_the_box(void **state)
{
	(void)state;
	check_claiming(1);
}

static void
claiming_works_down_the_columns(void **state)
{
	(void)state;
	check_claiming(0);
}

/* Digit 1 of boxes 0 and 1 only on row 0: box 0 takes it from box 1,
 * which then has no place for it.  Singles alone see no clash. */
static void
locked_candidates_find_a_contradiction(void **state)
{
	struct node s, plain;

	(void)state;
	only_on_row_0(&s, &plain, 5, 1);
	assert_int_equal(propagate_node(&s, 1), 0);
}

/*
 * On random nodes that allow a known completion (its digits kept, a
 * third of the others struck, some cells placed), propagation with
 * locked candidates never fails, keeps every digit of that completion,
 * and strikes at least what the singles alone strike.
 */
static void
propagation_keeps_a_completion_the_node_allows(void **state)
{
	uint64_t rng = 20261127;
	int trial, struck_more = 0;

	(void)state;
	for (trial = 0; trial < 2000; trial++) {
		struct sudoku_grid full;
		struct node s, plain;
		struct ctx c;
		int queue[81] = {0}, plain_queue[81], qn = 0, i, ok = 1;

		support_random_puzzle(&full, 81, &rng);
		open_node(&s);
		plain_context(&c, 1);
		for (i = 0; i < 81; i++) {
			int d;

			for (d = 1; d <= 9; d++)
				if (d != full.cell[i] &&
				    support_below(&rng, 3) == 0)
					s.cand[i] &= (uint16_t)~(1u << (d - 1));
		}
		for (i = 0; i < 81 && ok; i++)
			if (support_below(&rng, 20) == 0)
				ok = sudoku_node_place(&c, &s, i, full.cell[i],
						       queue, &qn);
		assert_true(ok);
		plain = s;
		memcpy(plain_queue, queue, (size_t)qn * sizeof queue[0]);
		assert_int_equal(sudoku_propagate(&c, &s, queue, qn), 1);
		plain_context(&c, 0);
		assert_int_equal(sudoku_propagate(&c, &plain, plain_queue, qn),
				 1);
		for (i = 0; i < 81; i++) {
			assert_true(allows(&s, i, full.cell[i]));
			assert_int_equal(s.cand[i] & ~plain.cand[i], 0);
			struck_more |= s.cand[i] != plain.cand[i];
		}
	}
	/* Locked candidates had something to do on some node. */
	assert_true(struck_more);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(pointing_strikes_the_rest_of_the_row),
		cmocka_unit_test(claiming_strikes_the_rest_of_the_box),
		cmocka_unit_test(pointing_works_down_the_columns),
		cmocka_unit_test(claiming_works_down_the_columns),
		cmocka_unit_test(locked_candidates_find_a_contradiction),
		cmocka_unit_test(
			propagation_keeps_a_completion_the_node_allows),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
