/* test_weights.c - reading a table of target weights.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"

/* sudoku_read_weights() over a stream holding 'text'. */
static enum sudoku_status
read_weights_from(const char *text, int weights[81],
		  struct sudoku_where *where)
{
	FILE *fp = fmemopen((void *)(uintptr_t)text, strlen(text), "r");
	enum sudoku_status status;

	assert_non_null(fp);
	status = sudoku_read_weights(fp, weights, where);
	fclose(fp);
	return status;
}

static void
weights_are_read_in_any_layout(void **state)
{
	char text[1000] = "";
	int weights[81], i;

	(void)state;
	for (i = 0; i < 81; i++)
		snprintf(text + strlen(text), sizeof text - strlen(text),
			 "%d%s", i - 40, i % 7 == 6 ? "\n" : " \t");
	assert_int_equal(read_weights_from(text, weights, NULL), SUDOKU_OK);
	for (i = 0; i < 81; i++)
		assert_int_equal(weights[i], i - 40);
}

static void
bad_weights_are_rejected_with_a_position(void **state)
{
	int weights[81];
	struct sudoku_where where;

	(void)state;
	assert_int_equal(read_weights_from("1 2 3\n4 x 6\n", weights, &where),
			 SUDOKU_EINPUT);
	assert_int_equal(where.line, 2);
	assert_int_equal(where.column, 3);
	assert_string_equal(where.what, "expected a number, got 'x'");
	assert_int_equal(read_weights_from("1 2 3\n", weights, &where),
			 SUDOKU_EINPUT);
	assert_string_equal(where.what, "too few weights: found 3, expected 81");
	assert_int_equal(read_weights_from("99999999999", weights, &where),
			 SUDOKU_EINPUT);
	assert_string_equal(where.what,
			    "weight out of range (at most 1000000 either way)");
}

static void
too_many_weights_are_rejected(void **state)
{
	char text[1000] = "";
	int weights[81], i;
	struct sudoku_where where;

	(void)state;
	for (i = 0; i < 82; i++)
		strcat(text, "1 ");
	assert_int_equal(read_weights_from(text, weights, &where),
			 SUDOKU_EINPUT);
	assert_int_equal(where.column, 163);
	assert_string_equal(where.what, "too many weights: expected 81");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(weights_are_read_in_any_layout),
	    cmocka_unit_test(bad_weights_are_rejected_with_a_position),
	    cmocka_unit_test(too_many_weights_are_rejected),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
