/* test_clash.c - the reader's clash check left for later
 * (sudoku_reader_defer_clash(), sudoku_check_clash()).
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"

static const char puzzle[] = "..3.2.6..9..3.5..1..18.64....81.29..7......."
			     "8..67.82....26.95..8..2.3..9..5.1.3..";

/* What each read of a text gave: status and 'where', then what
 * sudoku_check_clash() made of it. */
struct read_result {
	enum sudoku_status status, checked;
	struct sudoku_where where, after_check;
};

/* Read every puzzle of 'text' (at most 'max') with the check deferred or
 * not; returns how many were read. */
static int
read_all(const char *text, int defer, struct read_result *out, int max)
{
	FILE *fp = fmemopen((void *)(uintptr_t)text, strlen(text), "r");
	struct sudoku_reader *r;
	struct sudoku_grid g;
	int n = 0;

	assert_non_null(fp);
	r = sudoku_reader_new(fp);
	assert_non_null(r);
	sudoku_reader_defer_clash(r, defer);
	for (;;) {
		struct read_result *x = &out[n];

		x->status = sudoku_read(r, &g, NULL, &x->where);
		if (x->status == SUDOKU_END)
			break;
		assert_true(n < max);
		x->after_check = x->where;
		x->checked = x->status == SUDOKU_OK
				 ? sudoku_check_clash(&g, &x->after_check)
				 : x->status;
		n++;
	}
	sudoku_reader_free(r);
	fclose(fp);
	return n;
}

/* The same position and message. */
static void
assert_same_where(const struct sudoku_where *a, const struct sudoku_where *b)
{
	assert_string_equal(a->what, b->what);
	assert_true(a->line == b->line && a->column == b->column);
}

/* Deferred or not, the same puzzles clash with the same messages; only a
 * line of cells side by side leaves its check to sudoku_check_clash(). */
static void
deferred_check_finds_the_same_clashes(void **state)
{
	char text[1000], row_clash[82], box_clash[82], spaced[200];
	struct read_result now[8], later[8];
	int i, n;

	(void)state;
	memcpy(row_clash, puzzle, sizeof row_clash);
	row_clash[0] = '3';		/* row 1 has a 3 at column 3 */
	memcpy(box_clash, puzzle, sizeof box_clash);
	box_clash[10] = '3';		/* box 1 has it too */
	for (i = 0; i < 81; i++) {	/* the box clash, cells apart */
		spaced[2 * i] = box_clash[i];
		spaced[2 * i + 1] = ' ';
	}
	spaced[161] = '\0';
	snprintf(text, sizeof text,
		 "%s\n%s\n"
		 "quizzes\n"	/* not a header after the first line */
		 "%s\n%s\n",
		 puzzle, row_clash, spaced, box_clash);
	n = read_all(text, 0, now, 8);
	assert_int_equal(read_all(text, 1, later, 8), n);
	assert_int_equal(n, 5);
	for (i = 0; i < n; i++) {
		assert_int_equal(later[i].checked, now[i].status);
		assert_same_where(&later[i].after_check, &now[i].where);
	}
	/* The good puzzle: nothing to say, 'where' as the read left it. */
	assert_int_equal(later[0].status, SUDOKU_OK);
	assert_same_where(&later[0].after_check, &later[0].where);
	/* The clashes of lines of 81 cells pass the read... */
	assert_int_equal(later[1].status, SUDOKU_OK);
	assert_int_equal(later[4].status, SUDOKU_OK);
	assert_int_equal(later[4].checked, SUDOKU_ECONFLICT);
	assert_int_equal(later[4].after_check.column, 11);
	/* ...but not a line with blanks, whose cells' columns the reader
	 * keeps only while it reads it. */
	assert_int_equal(later[3].status, SUDOKU_ECONFLICT);
	assert_int_equal(later[3].where.column, 21);
}

/* A CSV field: the column counts from the field's first cell. */
static void
deferred_check_places_a_csv_clash(void **state)
{
	char text[400], clash[82];
	struct read_result now[2], later[2];

	(void)state;
	memcpy(clash, puzzle, sizeof clash);
	clash[80] = '5';		/* column 9 has a 5 at row 2 */
	snprintf(text, sizeof text, "id,puzzle\n7,\"%s\"\n", clash);
	assert_int_equal(read_all(text, 0, now, 2), 1);
	assert_int_equal(read_all(text, 1, later, 2), 1);
	assert_int_equal(now[0].status, SUDOKU_ECONFLICT);
	assert_int_equal(later[0].status, SUDOKU_OK);
	assert_int_equal(later[0].checked, SUDOKU_ECONFLICT);
	assert_same_where(&later[0].after_check, &now[0].where);
	assert_int_equal(now[0].where.column, 4 + 80);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(deferred_check_finds_the_same_clashes),
	    cmocka_unit_test(deferred_check_places_a_csv_clash),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
