/* test_grid.c - the grid's writers, its conflict check and its units.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"
#include "internal.h"

static const char puzzle[] = "..3.2.6..9..3.5..1..18.64....81.29..7......."
			     "8..67.82....26.95..8..2.3..9..5.1.3..";

static void
find_conflict_names_the_unit(void **state)
{
	struct sudoku_grid g = {{0}};
	char unit[16];
	int first, second;

	(void)state;
	assert_int_equal(sudoku_find_conflict(&g, NULL, NULL, NULL), 0);
	g.cell[0] = 5;
	g.cell[10] = 5;		/* row 2, column 2: same box */
	assert_int_equal(sudoku_find_conflict(&g, &first, &second, unit), 1);
	assert_int_equal(first, 0);
	assert_int_equal(second, 10);
	assert_string_equal(unit, "box 1");
	g.cell[10] = 0;
	g.cell[72] = 5;		/* row 9, column 1 */
	assert_int_equal(sudoku_find_conflict(&g, &first, &second, unit), 1);
	assert_int_equal(second, 72);
	assert_string_equal(unit, "column 1");
}

/* Any two peers holding one digit clash; two cells that are not peers do
 * not, whichever cells (the clues are found eight cells at a time). */
static void
find_conflict_sees_every_pair(void **state)
{
	struct sudoku_grid g = {{0}};
	int a, b;

	(void)state;
	for (a = 0; a < 81; a++)
		for (b = a + 1; b < 81; b++) {
			int box = a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3;
			int peers = a / 9 == b / 9 || a % 9 == b % 9 || box;

			g.cell[a] = 7;
			g.cell[b] = 7;
			assert_int_equal(sudoku_find_conflict(&g, NULL, NULL,
							      NULL),
					 peers);
			g.cell[a] = 0;
			g.cell[b] = 0;
		}
}

/* A value above 9 is bad input, a repeated clue a conflict; the empty
 * grid and a valid puzzle are fine. */
static void
check_clues_tells_bad_values_from_conflicts(void **state)
{
	struct sudoku_grid g = {{0}};

	(void)state;
	assert_int_equal(sudoku_check_clues(&g), SUDOKU_OK);
	assert_int_equal(sudoku_parse(puzzle, 81, &g, NULL, NULL), SUDOKU_OK);
	assert_int_equal(sudoku_check_clues(&g), SUDOKU_OK);
	g.cell[80] = 10;
	assert_int_equal(sudoku_check_clues(&g), SUDOKU_EINPUT);
	g.cell[80] = g.cell[2];	/* a second 3 in row 9 */
	assert_int_equal(sudoku_check_clues(&g), SUDOKU_ECONFLICT);
}

static void
format_line_grid_and_pretty(void **state)
{
	struct sudoku_grid g;
	char buf[SUDOKU_FORMAT_MAX];
	size_t n;

	(void)state;
	assert_int_equal(sudoku_parse(puzzle, 81, &g, NULL, NULL), SUDOKU_OK);
	n = sudoku_format(&g, SUDOKU_FORMAT_LINE, buf);
	assert_int_equal(n, 82);
	assert_memory_equal(buf, puzzle, 81);
	assert_int_equal(buf[81], '\n');

	n = sudoku_format(&g, SUDOKU_FORMAT_GRID, buf);
	assert_int_equal(n, 162);
	assert_memory_equal(buf, "0 0 3 0 2 0 6 0 0\n9 0 0 3 0 5 0 0 1\n", 36);

	n = sudoku_format(&g, SUDOKU_FORMAT_PRETTY, buf);
	assert_int_equal(n, 11 * 22);
	assert_memory_equal(buf,
			    ". . 3 | . 2 . | 6 . .\n"
			    "9 . . | 3 . 5 | . . 1\n"
			    ". . 1 | 8 . 6 | 4 . .\n"
			    "------+-------+------\n",
			    88);
}

/* The line takes eight cells at a time: every byte value, in every
 * place, shows alone, as its digit or as '.', whatever its neighbours. */
static void
format_line_shows_each_byte_alone(void **state)
{
	struct sudoku_grid g;
	char buf[SUDOKU_FORMAT_MAX];
	int c, v;

	(void)state;
	for (v = 0; v < 256; v++) {
		for (c = 0; c < 81; c++)
			g.cell[c] = (unsigned char)(c % 2 == 0 ? v : 255 - v);
		assert_int_equal(sudoku_format(&g, SUDOKU_FORMAT_LINE, buf),
				 82);
		for (c = 0; c < 81; c++) {
			int d = g.cell[c];

			assert_int_equal(buf[c], d >= 1 && d <= 9 ? '0' + d
								   : '.');
		}
		assert_int_equal(buf[81], '\n');
	}
}

/* A grid of digits is written eight at a time without a look at each
 * cell: one byte that is no digit, whichever and wherever, among
 * digits still shows as '.', and its digit neighbours as themselves. */
static void
format_line_finds_one_odd_byte_among_digits(void **state)
{
	struct sudoku_grid g;
	char buf[SUDOKU_FORMAT_MAX];
	int c, v, at;

	(void)state;
	for (v = 0; v < 256; v++)
		for (at = 0; at < 81; at++) {
			for (c = 0; c < 81; c++)
				g.cell[c] = (unsigned char)(c % 9 + 1);
			g.cell[at] = (unsigned char)v;
			assert_int_equal(
			    sudoku_format(&g, SUDOKU_FORMAT_LINE, buf), 82);
			for (c = 0; c < 81; c++)
				assert_int_equal(buf[c],
						 c != at	 ? '1' + c % 9
						 : v >= 1 && v <= 9 ? '0' + v
								    : '.');
		}
}

static void
format_rows_has_no_spaces(void **state)
{
	struct sudoku_grid g;
	char buf[SUDOKU_FORMAT_MAX];

	(void)state;
	assert_int_equal(sudoku_parse(puzzle, 81, &g, NULL, NULL), SUDOKU_OK);
	assert_int_equal(sudoku_format(&g, SUDOKU_FORMAT_ROWS, buf), 90);
	assert_memory_equal(buf, "003020600\n900305001\n", 20);
	assert_memory_equal(buf + 80, "005010300\n", 10);
}

/* The units in order: rows, columns, then boxes, each cell in reading
 * order (the raters of chains and of sets read the boxes so). */
static void
units_are_rows_columns_then_boxes(void **state)
{
	int u, k;

	(void)state;
	for (u = 0; u < 27; u++)
		for (k = 0; k < 9; k++) {
			int i = u % 9, want;

			if (u < 9)
				want = 9 * i + k;
			else if (u < 18)
				want = 9 * k + i;
			else
				want = 27 * (i / 3) + 3 * (i % 3) + 9 * (k / 3) +
				       k % 3;
			assert_int_equal(sudoku_unit_cell[u][k], want);
		}
}

/* bit_count() against a count bit by bit: every mask of a cell's nine
 * digits (the table's) and wider masks (the fallback's). */
static void
bit_count_counts_every_mask(void **state)
{
	static const uint32_t wide[] = {512, 513, 0xffffu, 0x10001u,
					0x80000000u, 0xffffffffu};
	uint32_t x;
	size_t i;

	(void)state;
	for (x = 0; x < 1024; x++) {
		int want = 0, b;

		for (b = 0; b < 10; b++)
			want += (int)(x >> b & 1);
		assert_int_equal(bit_count(x), want);
	}
	for (i = 0; i < sizeof wide / sizeof wide[0]; i++) {
		int want = 0, b;

		for (b = 0; b < 32; b++)
			want += (int)(wide[i] >> b & 1);
		assert_int_equal(bit_count(wide[i]), want);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(find_conflict_names_the_unit),
	    cmocka_unit_test(find_conflict_sees_every_pair),
	    cmocka_unit_test(check_clues_tells_bad_values_from_conflicts),
	    cmocka_unit_test(format_line_grid_and_pretty),
	    cmocka_unit_test(format_line_shows_each_byte_alone),
	    cmocka_unit_test(format_line_finds_one_odd_byte_among_digits),
	    cmocka_unit_test(format_rows_has_no_spaces),
	    cmocka_unit_test(units_are_rows_columns_then_boxes),
	    cmocka_unit_test(bit_count_counts_every_mask),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
