/* test_split.c - sudoku_reader_split(): the lines it hands over read as
 * the reader would have read them, whatever comes around them, and only
 * lines that are one puzzle each.  See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"

#define PUZZLE                                                                 \
	"..3.2.6..9..3.5..1..18.64....81.29..7......."                         \
	"8..67.82....26.95..8..2.3..9..5.1.3.."
#define SOLUTION                                                               \
	"483921657967345821251876493548132976729564138"                        \
	"136798245372689514814253769695417382"
/* Clues 1 and 1 side by side in row 1: a clash. */
#define CLASH "11" PUZZLE_FROM_3
#define PUZZLE_FROM_3                                                          \
	"3.2.6..9..3.5..1..18.64....81.29..7......."                           \
	"8..67.82....26.95..8..2.3..9..5.1.3.."
#define GRID                                                                   \
	"2 0 0 0 1 0 8 9 0\n0 0 7 0 0 0 0 0 0\n0 0 0 9 0 0 0 0 7\n"            \
	"0 6 0 0 0 1 3 0 0\n0 9 0 7 3 4 0 8 0\n0 0 3 6 0 0 0 5 0\n"            \
	"6 0 0 0 0 2 0 0 0\n0 0 0 0 0 0 1 0 0\n0 5 9 0 8 0 0 0 3\n"

/* Every layout the reader knows between lines of one puzzle each: bad
 * lines, clashes, grids (one cut short by a line puzzle), comments, blank
 * lines, titles, fields, a row of 16x16 symbols whose block takes the
 * lines after it up to a blank one, and an 'end' line. */
static const char mixed[] =
    PUZZLE "\n" PUZZLE "\n" PUZZLE "," SOLUTION "\n" CLASH "\n"
    "12345\n" PUZZLE "  trailing words\n" PUZZLE ":x\n" PUZZLE "\r\n"
    GRID PUZZLE "\n" "2 0 0 0 1 0 8 9 0\n" PUZZLE "\n"
    "# a comment\n" PUZZLE "\n\n" PUZZLE "\n" "Grid 07\n" PUZZLE "\n"
    PUZZLE "1\n" PUZZLE ".\n" PUZZLE "|\n" PUZZLE "\n"
    "....NOK.F.M...HL\n" PUZZLE "\n\n" PUZZLE "\n" PUZZLE "\n" "end\n"
    PUZZLE "\n";

/* What one read gave, as far as a caller can see it. */
struct reading {
	enum sudoku_status status;
	struct sudoku_grid g;
	struct sudoku_where where;
	struct sudoku_input in;
	char raw[SUDOKU_RAW_MAX];
};

static enum sudoku_status
read_one(struct sudoku_reader *r, struct reading *out)
{
	memset(out, 0, sizeof *out);
	out->in.raw = out->raw;
	out->status = sudoku_read_input(r, &out->g, &out->in, &out->where);
	out->in.raw = NULL;	/* the copies compare alike */
	return out->status;
}

static FILE *
stream_of(const char *text)
{
	FILE *fp = fmemopen((void *)(uintptr_t)text, strlen(text), "r");

	assert_non_null(fp);
	return fp;
}

/* Read 'text' to its end, one puzzle at a time, the clash check
 * deferred or not; returns the reads. */
static int
read_whole(const char *text, int defer, struct reading *out, int max)
{
	FILE *fp = stream_of(text);
	struct sudoku_reader *r = sudoku_reader_new(fp);
	int n = 0;

	assert_non_null(r);
	sudoku_reader_defer_clash(r, defer);
	while (assert_true(n < max), read_one(r, &out[n]) != SUDOKU_END)
		n++;
	sudoku_reader_free(r);
	fclose(fp);
	return n;
}

/* Read 'text' to its end through parts of at most 'lines' lines wherever
 * a split gives one; returns the reads, '*parts' the parts. */
static int
read_split(const char *text, int defer, size_t lines, struct reading *out,
	   int max, int *parts)
{
	FILE *fp = stream_of(text);
	struct sudoku_reader *r = sudoku_reader_new(fp), *part;
	int n = 0;

	assert_non_null(r);
	sudoku_reader_defer_clash(r, defer);
	*parts = 0;
	for (;;) {
		/* Parts of two lines or more when many are allowed. */
		part = sudoku_reader_split(r, lines > 2 ? 2 : 1, lines);
		if (part != NULL) {
			++*parts;
			while (assert_true(n < max),
			       read_one(part, &out[n]) != SUDOKU_END)
				n++;
			sudoku_reader_free(part);
			continue;
		}
		assert_true(n < max);
		if (read_one(r, &out[n]) == SUDOKU_END)
			break;
		n++;
	}
	sudoku_reader_free(r);
	fclose(fp);
	return n;
}

/* The same reads, field by field where a difference is easier to see. */
static void
assert_same_reads(const struct reading *a, int na, const struct reading *b,
		  int nb)
{
	int i;

	assert_int_equal(na, nb);
	for (i = 0; i < na; i++) {
		assert_int_equal(a[i].status, b[i].status);
		assert_int_equal(a[i].where.line, b[i].where.line);
		assert_int_equal(a[i].where.column, b[i].where.column);
		assert_string_equal(a[i].where.what, b[i].where.what);
		assert_int_equal(a[i].in.line, b[i].in.line);
		assert_int_equal(a[i].in.layout, b[i].in.layout);
		assert_string_equal(a[i].in.title, b[i].in.title);
		assert_int_equal(a[i].in.blank_before, b[i].in.blank_before);
		assert_int_equal(a[i].in.has_solution, b[i].in.has_solution);
		assert_int_equal(a[i].in.has_raw, b[i].in.has_raw);
		assert_memory_equal(&a[i], &b[i], sizeof a[i]);
	}
}

/* Parts of one line, of two and of many read every layout as one
 * reader does, with the clash check deferred and without. */
static void
parts_read_as_the_reader_does(void **state)
{
	static struct reading whole[64], split[64];
	size_t lines[] = {1, 2, 1000}, i;
	int n, m, parts, defer;

	(void)state;
	for (defer = 0; defer < 2; defer++) {
		n = read_whole(mixed, defer, whole, 64);
		assert_true(n > 20);
		for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
			m = read_split(mixed, defer, lines[i], split, 64,
				       &parts);
			assert_same_reads(whole, n, split, m);
			assert_true(parts >= (lines[i] > 2 ? 2 : 4));
		}
	}
}

/* What a part takes: whole lines of one puzzle each, between the limits,
 * never the first line (a count or header), nothing from an ended or
 * other-sized reader. */
static void
parts_take_only_lines_of_one_puzzle(void **state)
{
	static const char text[] = PUZZLE "\n" PUZZLE "\n" PUZZLE "\n" PUZZLE
				   "\n# comment\n" PUZZLE "\n" PUZZLE;
	struct reading one[8];
	struct sudoku_reader *r, *part;
	FILE *fp = stream_of(text);

	(void)state;
	r = sudoku_reader_new(fp);
	assert_null(sudoku_reader_split(r, 1, 10));	/* first line unread */
	assert_int_equal(read_one(r, &one[0]), SUDOKU_OK);
	assert_null(sudoku_reader_split(r, 1, 0));
	assert_null(sudoku_reader_split(r, 4, 10));	/* three lines */
	part = sudoku_reader_split(r, 1, 2);
	assert_non_null(part);
	assert_int_equal(read_one(part, &one[1]), SUDOKU_OK);
	assert_int_equal(one[1].where.line, 2);
	assert_int_equal(read_one(part, &one[2]), SUDOKU_OK);
	assert_int_equal(one[2].where.line, 3);
	assert_int_equal(read_one(part, &one[3]), SUDOKU_END);
	sudoku_reader_free(part);
	part = sudoku_reader_split(r, 1, 10);	/* line 4, not the comment */
	assert_non_null(part);
	assert_int_equal(read_one(part, &one[3]), SUDOKU_OK);
	assert_int_equal(one[3].where.line, 4);
	assert_int_equal(read_one(part, &one[4]), SUDOKU_END);
	sudoku_reader_free(part);
	assert_null(sudoku_reader_split(r, 1, 10));
	assert_int_equal(read_one(r, &one[4]), SUDOKU_OK);
	assert_int_equal(one[4].where.line, 6);
	/* The last line has no line end: the reader reads it itself. */
	assert_null(sudoku_reader_split(r, 1, 10));
	assert_int_equal(read_one(r, &one[5]), SUDOKU_OK);
	assert_int_equal(one[5].where.line, 7);
	assert_null(sudoku_reader_split(r, 1, 10));
	assert_int_equal(read_one(r, &one[6]), SUDOKU_END);
	sudoku_reader_free(r);
	fclose(fp);

	fp = stream_of(PUZZLE "\n" PUZZLE "\n" PUZZLE "\n");
	r = sudoku_reader_new(fp);
	sudoku_reader_size(r, 16);
	assert_int_equal(read_one(r, &one[0]), SUDOKU_EINPUT);
	assert_null(sudoku_reader_split(r, 1, 10));
	sudoku_reader_free(r);
	fclose(fp);
}

/* Below a CSV header a part reads the rows with the header's fields; a
 * count line is read by the reader, and the part knows its count. */
static void
parts_keep_what_the_first_line_said(void **state)
{
	static const char csv[] = "id,quizzes,solutions\n"
				  "1," PUZZLE "," SOLUTION "\n"
				  "2," PUZZLE "," SOLUTION "\n"
				  "3," PUZZLE ",short\n";
	static const char counted[] = "3\n" PUZZLE "\n" PUZZLE "\n" PUZZLE
				      "\n";
	struct reading one[4];
	struct sudoku_reader *r, *part;
	FILE *fp = stream_of(csv);

	(void)state;
	r = sudoku_reader_new(fp);
	assert_int_equal(read_one(r, &one[0]), SUDOKU_OK);
	part = sudoku_reader_split(r, 1, 10);
	assert_non_null(part);
	assert_int_equal(read_one(part, &one[1]), SUDOKU_OK);
	assert_int_equal(one[1].in.has_solution, 1);
	assert_int_equal(one[1].where.line, 3);
	assert_int_equal(one[1].where.column, 3);
	assert_int_equal(read_one(part, &one[2]), SUDOKU_OK);
	assert_int_equal(one[2].in.has_solution, -1);
	assert_int_equal(read_one(part, &one[3]), SUDOKU_END);
	sudoku_reader_free(part);
	sudoku_reader_free(r);
	fclose(fp);

	fp = stream_of(counted);
	r = sudoku_reader_new(fp);
	assert_int_equal(read_one(r, &one[0]), SUDOKU_OK);
	part = sudoku_reader_split(r, 1, 10);
	assert_non_null(part);
	assert_int_equal(sudoku_reader_announced(part, NULL), 3);
	assert_int_equal(read_one(part, &one[1]), SUDOKU_OK);
	assert_int_equal(one[1].where.line, 3);
	sudoku_reader_free(part);
	sudoku_reader_free(r);
	fclose(fp);
}

/* A stream longer than the reader's buffer: parts of many lines, each
 * ending where a line ends, none lost. */
static void
parts_follow_a_long_stream(void **state)
{
	enum { LINES = 3000 };
	static char text[LINES * 82 + 1];
	static struct reading whole[LINES + 1];
	static struct reading split[LINES + 1];
	int i, n, m, parts;

	(void)state;
	for (i = 0; i < LINES; i++) {
		memcpy(text + 82 * i, i % 700 == 5 ? CLASH : PUZZLE, 81);
		text[82 * i + 81] = '\n';
	}
	n = read_whole(text, 0, whole, LINES + 1);
	assert_int_equal(n, LINES);
	m = read_split(text, 0, 5000, split, LINES + 1, &parts);
	assert_same_reads(whole, n, split, m);
	assert_true(parts >= 4);	/* the buffer holds 64 KiB */
	for (i = 0; i < n; i++) {
		assert_int_equal(split[i].where.line, (unsigned long)i + 1);
		assert_int_equal(split[i].status, i % 700 == 5
						      ? SUDOKU_ECONFLICT
						      : SUDOKU_OK);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(parts_read_as_the_reader_does),
	    cmocka_unit_test(parts_take_only_lines_of_one_puzzle),
	    cmocka_unit_test(parts_keep_what_the_first_line_said),
	    cmocka_unit_test(parts_follow_a_long_stream),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
