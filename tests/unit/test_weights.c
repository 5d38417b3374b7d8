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

/* Each error is named, with its position: a stray character, too few
 * weights, one out of range, a sign with no digits, a byte that is no
 * character. */
static void
bad_weights_are_rejected_with_a_position(void **state)
{
	static const struct {
		const char *text;
		unsigned long line, column;
		const char *what;
	} bad[] = {
	    {"1 2 3\n4 x 6\n", 2, 3, "expected a number, got 'x'"},
	    {"1 2 3\n", 2, 1, "too few weights: found 3, expected 81"},
	    {"99999999999", 1, 1,
	     "weight out of range (at most 1000000 either way)"},
	    {"1 - 3\n", 1, 4, "expected a digit after '-', got ' '"},
	    {"1 -\n", 1, 4,
	     "expected a digit after '-', got the end of the line"},
	    {"1 2\n\x01", 2, 1, "expected a number, got byte 0x01"},
	};
	int weights[81];
	struct sudoku_where where;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(read_weights_from(bad[i].text, weights,
						   &where),
				 SUDOKU_EINPUT);
		assert_int_equal(where.line, bad[i].line);
		assert_int_equal(where.column, bad[i].column);
		assert_string_equal(where.what, bad[i].what);
	}
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
