/* test_reader.c - the reader: every input layout, judge and CSV
 * conventions, positions and messages, the puzzle as read, streams.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "sudoku.h"

/* A puzzle's first 80 cells; its last cell is empty. */
#define PUZZLE_80                                                              \
	"..3.2.6..9..3.5..1..18.64....81.29..7......."                         \
	"8..67.82....26.95..8..2.3..9..5.1.3."
#define PUZZLE PUZZLE_80 "."

/* The same puzzle as nine rows of cells between blanks, '0' empty. */
#define PUZZLE_GRID                                                            \
	"0 0 3 0 2 0 6 0 0\n"                                                  \
	"9 0 0 3 0 5 0 0 1\n"                                                  \
	"0 0 1 8 0 6 4 0 0\n"                                                  \
	"0 0 8 1 0 2 9 0 0\n"                                                  \
	"7 0 0 0 0 0 0 0 8\n"                                                  \
	"0 0 6 7 0 8 2 0 0\n"                                                  \
	"0 0 2 6 0 9 5 0 0\n"                                                  \
	"8 0 0 2 0 3 0 0 9\n"                                                  \
	"0 0 5 0 1 0 3 0 0\n"

/* Its solution. */
#define SOLUTION                                                               \
	"483921657967345821251876493548132976729564138"                        \
	"136798245372689514814253769695417382"

static const char puzzle[] = PUZZLE;

static const char oj_puzzle[] = "2 0 0 0 1 0 8 9 0\n"
				"0 0 7 0 0 0 0 0 0\n"
				"0 0 0 9 0 0 0 0 7\n"
				"0 6 0 0 0 1 3 0 0\n"
				"0 9 0 7 3 4 0 8 0\n"
				"0 0 3 6 0 0 0 5 0\n"
				"6 0 0 0 0 2 0 0 0\n"
				"0 0 0 0 0 0 1 0 0\n"
				"0 5 9 0 8 0 0 0 3\n";

/* Compare a grid with 81 characters, '.' for an empty cell. */
static void
assert_grid_is(const struct sudoku_grid *g, const char *expected)
{
	char text[82];
	int i;

	for (i = 0; i < 81; i++)
		text[i] = g->cell[i] ? (char)('0' + g->cell[i]) : '.';
	text[81] = '\0';
	assert_string_equal(text, expected);
}

static enum sudoku_status
parse(const char *text, struct sudoku_grid *g, enum sudoku_layout *layout,
      struct sudoku_where *where)
{
	return sudoku_parse(text, strlen(text), g, layout, where);
}

/* A line is read eight cells at a time where it can be: every byte value
 * reads the same there (cell 3) as in the last cell, read alone. */
static void
every_byte_reads_alike_in_every_place(void **state)
{
	struct sudoku_grid early, late;
	char text[82];
	enum sudoku_status s_early, s_late;
	int v;

	(void)state;
	for (v = 1; v < 256; v++) {
		/* With its newline, so that the whole line is at hand. */
		memset(text, '.', 81);
		text[81] = '\n';
		text[3] = (char)v;
		s_early = sudoku_parse(text, 82, &early, NULL, NULL);
		text[3] = '.';
		text[80] = (char)v;
		s_late = sudoku_parse(text, 82, &late, NULL, NULL);
		assert_int_equal(s_early == SUDOKU_OK, s_late == SUDOKU_OK);
		if (s_early == SUDOKU_OK)
			assert_int_equal(early.cell[3], late.cell[80]);
	}
}

static void
line_with_dots_is_read(void **state)
{
	struct sudoku_grid g;
	enum sudoku_layout layout;
	struct sudoku_where where;

	(void)state;
	assert_int_equal(parse(puzzle, &g, &layout, &where), SUDOKU_OK);
	assert_int_equal(layout, SUDOKU_LAYOUT_LINE);
	assert_grid_is(&g, puzzle);
	assert_int_equal(where.line, 1);
}

static void
every_blank_character_is_empty(void **state)
{
	char text[82];
	struct sudoku_grid g;
	int i;

	(void)state;
	memcpy(text, puzzle, 82);
	for (i = 0; i < 81; i++)
		if (text[i] == '.')
			text[i] = "0_*.?"[i % 5];
	assert_int_equal(parse(text, &g, NULL, NULL), SUDOKU_OK);
	assert_grid_is(&g, puzzle);
}

static void
oj_grid_is_read(void **state)
{
	struct sudoku_grid g;
	enum sudoku_layout layout;

	(void)state;
	assert_int_equal(parse(oj_puzzle, &g, &layout, NULL), SUDOKU_OK);
	assert_int_equal(layout, SUDOKU_LAYOUT_GRID);
	assert_int_equal(g.cell[0], 2);
	assert_int_equal(g.cell[4], 1);
	assert_int_equal(g.cell[80], 3);
	assert_int_equal(g.cell[1], 0);
}

static void
framed_block_grid_is_read(void **state)
{
	static const char framed[] = "+-------+-------+-------+\n"
				     "| . . 3 | . 2 . | 6 . . |\n"
				     "| 9 . . | 3 . 5 | . . 1 |\n"
				     "| . . 1 | 8 . 6 | 4 . . |\n"
				     "|-------+-------+-------|\n"
				     "| . . 8 | 1 . 2 | 9 . . |\n"
				     "| 7 . . | . . . | . . 8 |\n"
				     "| . . 6 | 7 . 8 | 2 . . |\n"
				     "|=======+=======+=======|\n"
				     "| . . 2 | 6 . 9 | 5 . . |\n"
				     "| 8 . . | 2 . 3 | . . 9 |\n"
				     "| . . 5 | . 1 . | 3 . . |\n"
				     "+-------+-------+-------+\n";
	struct sudoku_grid g;

	(void)state;
	assert_int_equal(parse(framed, &g, NULL, NULL), SUDOKU_OK);
	assert_grid_is(&g, puzzle);
}

static void
sdk_block_without_spaces_is_read(void **state)
{
	char text[100];
	struct sudoku_grid g;
	enum sudoku_layout layout;
	int r;

	(void)state;
	for (r = 0; r < 9; r++) {
		memcpy(text + 10 * r, puzzle + 9 * r, 9);
		text[10 * r + 9] = '\n';
	}
	text[90] = '\0';
	assert_int_equal(parse(text, &g, &layout, NULL), SUDOKU_OK);
	assert_int_equal(layout, SUDOKU_LAYOUT_GRID);
	assert_grid_is(&g, puzzle);
}

static void
trailing_field_is_ignored(void **state)
{
	char text[200];
	struct sudoku_grid g;

	(void)state;
	snprintf(text, sizeof text, "%s:1:whatever follows\n", puzzle);
	assert_int_equal(parse(text, &g, NULL, NULL), SUDOKU_OK);
	assert_grid_is(&g, puzzle);
	snprintf(text, sizeof text, "%s,x\n", puzzle);
	assert_int_equal(parse(text, &g, NULL, NULL), SUDOKU_OK);
}

/*
 * Parse the 'len' bytes at 'text' into 'g' and expect status 'want', with
 * a problem at 'line', 'column' described as 'what'.
 */
static void
expect_problem(const char *text, size_t len, struct sudoku_grid *g,
	       enum sudoku_status want, unsigned long line,
	       unsigned long column, const char *what)
{
	struct sudoku_where where;

	assert_int_equal(sudoku_parse(text, len, g, NULL, &where), want);
	assert_int_equal(where.line, line);
	assert_int_equal(where.column, column);
	assert_string_equal(where.what, what);
}

static void
short_line_says_how_many_cells(void **state)
{
	char text[100];
	struct sudoku_grid g;

	(void)state;
	memcpy(text, puzzle, 80);
	strcpy(text + 80, "\n");
	expect_problem(text, strlen(text), &g, SUDOKU_EINPUT, 1, 81,
		       "too few cells: found 80, expected 81");
}

static void
long_line_says_how_many_cells(void **state)
{
	char text[100];
	struct sudoku_grid g;

	(void)state;
	snprintf(text, sizeof text, "%s12\n", puzzle);
	expect_problem(text, strlen(text), &g, SUDOKU_EINPUT, 1, 82,
		       "too many cells: found 83, expected 81 (or 729 pencil marks)");
}

static void
unexpected_character_is_named(void **state)
{
	char text[100];
	struct sudoku_grid g;

	(void)state;
	snprintf(text, sizeof text, "%s\n", puzzle);
	text[40] = 'x';
	expect_problem(text, strlen(text), &g, SUDOKU_EINPUT, 1, 41,
		       "unexpected character 'x'");
}

static void
control_byte_is_shown_in_hex(void **state)
{
	char text[100];
	struct sudoku_grid g;

	(void)state;
	memcpy(text, puzzle, 82);
	text[5] = '\0';
	expect_problem(text, 81, &g, SUDOKU_EINPUT, 1, 6,
		       "unexpected byte 0x00");
}

static void
repeated_clue_is_a_conflict(void **state)
{
	char text[100];
	struct sudoku_grid g;

	(void)state;
	snprintf(text, sizeof text, "%s\n", puzzle);
	text[0] = '3';		/* the row already has a 3 at column 3 */
	expect_problem(text, strlen(text), &g, SUDOKU_ECONFLICT, 1, 3,
		       "invalid puzzle: clue 3 at row 1, column 3 repeats in "
		       "row 1 (first at row 1, column 1)");
	assert_int_equal(g.cell[0], 3);	/* the grid is still filled in */
}

static void
conflict_in_grid_names_line_and_column(void **state)
{
	char text[sizeof oj_puzzle];
	struct sudoku_grid g;

	(void)state;
	memcpy(text, oj_puzzle, sizeof text);
	text[18 + 2 * 8] = '8';	/* row 2, column 9: box 3 has an 8 */
	expect_problem(text, strlen(text), &g, SUDOKU_ECONFLICT, 2, 17,
		       "invalid puzzle: clue 8 at row 2, column 9 repeats in "
		       "box 3 (first at row 1, column 7)");
}

/* A stream over 'text': fmemopen has no descriptor, so fread is used. */
static FILE *
stream_of(const char *text)
{
	FILE *fp = fmemopen((void *)(uintptr_t)text, strlen(text), "r");

	assert_non_null(fp);
	return fp;
}

/* What one sudoku_read() returned. */
struct reading {
	enum sudoku_status status;
	struct sudoku_where where;
	struct sudoku_grid g;
};

/*
 * Read 'text' through a reader until SUDOKU_END (at most 'max' reads) and
 * return the number of reads; the reader must have consumed every byte.
 */
static int
read_every_puzzle(const char *text, struct reading *out, int max)
{
	FILE *fp = stream_of(text);
	struct sudoku_reader *r = sudoku_reader_new(fp);
	int n = 0;

	assert_non_null(r);
	do {
		assert_true(n < max);
		out[n].status = sudoku_read(r, &out[n].g, NULL, &out[n].where);
	} while (out[n++].status != SUDOKU_END);
	assert_int_equal(sudoku_reader_offset(r), strlen(text));
	sudoku_reader_free(r);
	fclose(fp);
	return n;
}

static void
reader_resynchronises_after_errors(void **state)
{
	char text[1000];
	struct reading reads[8];

	(void)state;
	snprintf(text, sizeof text,
		 "# a comment 123456789\n"
		 "%.80s\n"	/* line 2: 80 cells */
		 "%s.\n"	/* line 3: 82 cells */
		 "\n"
		 "%s\n",	/* line 5: good */
		 puzzle, puzzle, puzzle);
	assert_int_equal(read_every_puzzle(text, reads, 8), 4);
	assert_int_equal(reads[0].status, SUDOKU_EINPUT);
	assert_int_equal(reads[0].where.line, 2);
	assert_int_equal(reads[1].status, SUDOKU_EINPUT);
	assert_int_equal(reads[1].where.line, 3);
	assert_int_equal(reads[2].status, SUDOKU_OK);
	assert_int_equal(reads[2].where.line, 5);
	assert_grid_is(&reads[2].g, puzzle);
}

static void
bad_grid_row_skips_the_rest_of_its_grid(void **state)
{
	char text[1000];
	struct reading reads[8];

	(void)state;
	/* Row 3 of the first grid has a tenth cell; the second is fine. */
	snprintf(text, sizeof text, "%.53s 5%s%s", oj_puzzle, oj_puzzle + 53,
		 oj_puzzle);
	assert_int_equal(read_every_puzzle(text, reads, 8), 3);
	assert_int_equal(reads[0].status, SUDOKU_EINPUT);
	assert_int_equal(reads[0].where.line, 3);
	assert_string_equal(reads[0].where.what,
			    "too many cells in row 3: expected 9");
	assert_int_equal(reads[1].status, SUDOKU_OK);
	assert_int_equal(reads[1].where.line, 10);
	assert_int_equal(reads[1].g.cell[0], 2);
}

static void
short_grid_is_incomplete(void **state)
{
	char text[1000];
	struct sudoku_grid g;
	struct sudoku_where where;

	(void)state;
	snprintf(text, sizeof text, "%.90s\n%s\n", oj_puzzle, puzzle);
	assert_int_equal(parse(text, &g, NULL, &where), SUDOKU_EINPUT);
	assert_int_equal(where.line, 6);
	assert_string_equal(where.what,
			    "incomplete grid: found 5 rows, expected 9");
}

static void
crlf_bom_and_missing_newline_are_fine(void **state)
{
	char text[200];
	struct sudoku_grid g;
	struct sudoku_where where;

	(void)state;
	snprintf(text, sizeof text, "\xef\xbb\xbf\r\n%s", puzzle);
	assert_int_equal(parse(text, &g, NULL, &where), SUDOKU_OK);
	assert_int_equal(where.line, 2);
	assert_grid_is(&g, puzzle);
	snprintf(text, sizeof text, "%s\r\n", puzzle);
	assert_int_equal(parse(text, &g, NULL, &where), SUDOKU_OK);
}

static void
empty_input_has_no_puzzle(void **state)
{
	struct sudoku_grid g;

	(void)state;
	assert_int_equal(parse("", &g, NULL, NULL), SUDOKU_END);
	assert_int_equal(parse("\n# only a comment\n\n", &g, NULL, NULL),
			 SUDOKU_END);
}

/* A line far longer than the reader's buffer is read in constant memory. */
/*
 * A line far longer than the reader's buffer is counted, not stored, and
 * the next line is read as usual, also when it is the first line, which
 * could have been a count line or a CSV header (a name, quoted or not).
 */
static void
huge_line_is_counted_not_stored(void **state)
{
	static const char *const starts[] = {"", "x", "puzz", "\"quiz"};
	struct sudoku_grid g;
	struct sudoku_where where;
	struct sudoku_reader *r;
	size_t k;
	long i;

	(void)state;
	for (k = 0; k < sizeof starts / sizeof starts[0]; k++) {
		FILE *fp = tmpfile();

		assert_non_null(fp);
		fputs(starts[k], fp);
		for (i = 0; i < 3000000; i++)
			putc('1', fp);
		fprintf(fp, "\n%s\n", puzzle);
		rewind(fp);
		r = sudoku_reader_new(fp);
		assert_int_equal(sudoku_read(r, &g, NULL, &where),
				 SUDOKU_EINPUT);
		if (k == 0)
			assert_string_equal(where.what, "too many cells: "
					    "found 3000000, expected 81 (or 729 pencil marks)");
		assert_int_equal(sudoku_read(r, &g, NULL, &where), SUDOKU_OK);
		assert_int_equal(where.line, 2);
		assert_int_equal(sudoku_read(r, &g, NULL, &where), SUDOKU_END);
		sudoku_reader_free(r);
		fclose(fp);
	}
}

/* Judge, collection and CSV inputs. */

static const char solution[] = SOLUTION;

/* A reader over a text read through a memory stream, and what it read. */
struct fixture {
	char text[1200];	/* built by open_rows() */
	FILE *fp;
	struct sudoku_reader *r;
	struct sudoku_grid g;
	struct sudoku_input in;
	char raw[SUDOKU_RAW_MAX];	/* where 'in' keeps the puzzle as read */
	struct sudoku_where where;
};

static void
open_text(struct fixture *f, const char *text)
{
	f->in.raw = f->raw;
	f->fp = stream_of(text);
	f->r = sudoku_reader_new(f->fp);
	assert_non_null(f->r);
}

static enum sudoku_status
next(struct fixture *f)
{
	return sudoku_read_input(f->r, &f->g, &f->in, &f->where);
}

/*
 * Read the next puzzle and expect status 'want' and, where given (not 0
 * or NULL), the 'line', the 'column' and the message 'what' it names.
 */
static void
expect_next(struct fixture *f, enum sudoku_status want, unsigned long line,
	    unsigned long column, const char *what)
{
	assert_int_equal(next(f), want);
	if (line != 0)
		assert_int_equal(f->where.line, line);
	if (column != 0)
		assert_int_equal(f->where.column, column);
	if (what != NULL)
		assert_string_equal(f->where.what, what);
}

static void
close_text(struct fixture *f)
{
	sudoku_reader_free(f->r);
	fclose(f->fp);
}

/* Expect the input to be read to its end, then close it. */
static void
close_at_end(struct fixture *f)
{
	assert_int_equal(next(f), SUDOKU_END);
	close_text(f);
}

/* 'puzzle' as nine rows, cells joined by 'sep' (NUL: none), '.' as 'dot',
 * appended to 'text'. */
static void
append_rows(char *text, const char *sep, char dot)
{
	char *p = text + strlen(text);
	int i;

	for (i = 0; i < 81; i++) {
		*p++ = puzzle[i] == '.' ? dot : puzzle[i];
		if (i % 9 == 8)
			*p++ = '\n';
		else if (*sep != '\0')
			*p++ = *sep;
	}
	*p = '\0';
}

/* Open 'layout' with each '@' in it replaced by append_rows(sep, dot). */
static void
open_rows(struct fixture *f, const char *layout, const char *sep, char dot)
{
	const char *at;

	f->text[0] = '\0';
	while ((at = strchr(layout, '@')) != NULL) {
		strncat(f->text, layout, (size_t)(at - layout));
		append_rows(f->text, sep, dot);
		layout = at + 1;
	}
	strcat(f->text, layout);
	open_text(f, f->text);
}

static void
count_line_announces_the_puzzles(void **state)
{
	struct fixture f;

	(void)state;
	open_rows(&f, "2\n@@", "", '0');	/* POJ 2676: rows without spaces */
	assert_int_equal(sudoku_reader_announced(f.r, NULL), -1);
	expect_next(&f, SUDOKU_OK, 2, 0, NULL);
	assert_grid_is(&f.g, puzzle);
	assert_int_equal(f.in.layout, SUDOKU_LAYOUT_GRID);
	assert_int_equal(f.in.spaced, 0);
	assert_int_equal(sudoku_reader_announced(f.r, &f.where), 2);
	assert_int_equal(f.where.line, 1);
	assert_int_equal(f.where.column, 1);
	expect_next(&f, SUDOKU_OK, 11, 0, NULL);
	assert_int_equal(f.in.blank_before, 0);
	close_at_end(&f);
}

static void
count_line_must_be_a_number(void **state)
{
	struct fixture f;
	static const char *const bad[] = {"3x\n", " -1\n", "1.5\n", "+2\n"};
	static const unsigned long column[] = {2, 2, 2, 1};
	char text[200];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		snprintf(text, sizeof text, "%s%s\n", bad[i], puzzle);
		open_text(&f, text);
		expect_next(&f, SUDOKU_EINPUT, 1, column[i],
			    "count line is not a number");
		expect_next(&f, SUDOKU_OK, 2, 0, NULL);
		assert_int_equal(sudoku_reader_announced(f.r, NULL), -1);
		close_text(&f);
	}
	/* Only the first line can be a count: later, it is a bad line. */
	snprintf(text, sizeof text, "%s\n7\n", puzzle);
	open_text(&f, text);
	assert_int_equal(next(&f), SUDOKU_OK);
	expect_next(&f, SUDOKU_EINPUT, 2, 2,
		    "too few cells: found 1, expected 9 in a grid row or 81 "
		    "in a line");
	assert_int_equal(sudoku_reader_announced(f.r, NULL), -1);
	close_text(&f);
}

static void
title_lines_name_the_grids(void **state)
{
	struct fixture f;

	(void)state;
	open_rows(&f, "Grid 01\n@GRID  7  \r\n@", "", '0');
	expect_next(&f, SUDOKU_OK, 2, 0, NULL);
	assert_string_equal(f.in.title, "Grid 01");
	expect_next(&f, SUDOKU_OK, 12, 0, NULL);
	assert_string_equal(f.in.title, "GRID  7");
	assert_int_equal(f.in.blank_before, 0);
	close_at_end(&f);
}

static void
title_without_a_grid_is_an_error(void **state)
{
	struct fixture f;

	(void)state;
	open_rows(&f, "Grid 01\nGrid 02\n@Grid 03\n", "", '0');
	expect_next(&f, SUDOKU_EINPUT, 1, 0,
		    "title 'Grid 01' is not followed by a puzzle");
	assert_int_equal(next(&f), SUDOKU_OK);
	assert_string_equal(f.in.title, "Grid 02");
	expect_next(&f, SUDOKU_EINPUT, 12, 0, NULL);
	close_at_end(&f);
}

static void
blank_lines_and_spacing_are_reported(void **state)
{
	struct fixture f;
	char text[800] = "";

	(void)state;
	append_rows(text, " ", '?');	/* '?' is a blank too */
	strcat(text, " \n\n");
	append_rows(text, "", '.');
	append_rows(text, "|", '.');
	open_text(&f, text);
	assert_int_equal(next(&f), SUDOKU_OK);
	assert_grid_is(&f.g, puzzle);
	assert_int_equal(f.in.layout, SUDOKU_LAYOUT_GRID);
	assert_int_equal(f.in.spaced, 1);
	assert_string_equal(f.in.title, "");
	assert_int_equal(f.in.has_solution, 0);
	assert_int_equal(next(&f), SUDOKU_OK);
	assert_int_equal(f.in.blank_before, 1);
	assert_int_equal(f.in.spaced, 0);
	assert_int_equal(next(&f), SUDOKU_OK);
	assert_int_equal(f.in.blank_before, 0);
	assert_int_equal(f.in.spaced, 1);
	close_text(&f);
}

static void
kaggle_csv_header_picks_the_fields(void **state)
{
	struct fixture f;
	char text[800];

	(void)state;
	snprintf(text, sizeof text,
		 "\xef\xbb\xbfquizzes,solutions\r\n%s,%s\r\n"
		 "%s,%s\r\n",
		 puzzle, solution, puzzle, puzzle);
	open_text(&f, text);
	expect_next(&f, SUDOKU_OK, 2, 0, NULL);
	assert_grid_is(&f.g, puzzle);
	assert_int_equal(f.in.layout, SUDOKU_LAYOUT_LINE);
	assert_int_equal(f.in.has_solution, 1);
	assert_int_equal(f.in.solution_column, 83);
	assert_grid_is(&f.in.solution, solution);
	assert_int_equal(next(&f), SUDOKU_OK);
	assert_grid_is(&f.in.solution, puzzle);
	close_at_end(&f);
}

static void
csv_header_finds_the_puzzle_anywhere(void **state)
{
	struct fixture f;
	char text[800], bad[82];

	(void)state;
	memcpy(bad, puzzle, 82);
	bad[1] = '3';	/* the 3 of cell 3 repeats it in row 1 */
	snprintf(text, sizeof text,
		 "id,Puzzle,\"solution\",clues,difficulty\n"
		 "7,\"%s\",%s,25,1.5\n"
		 "8,%s,%.80s,25,1.5\n"
		 "9,%s,%s\n",
		 puzzle, solution, bad, solution, puzzle, solution);
	open_text(&f, text);
	expect_next(&f, SUDOKU_OK, 0, 4, NULL);	/* inside the quotes */
	assert_grid_is(&f.g, puzzle);
	assert_int_equal(f.in.has_solution, 1);
	assert_int_equal(f.in.solution_column, 87);
	assert_grid_is(&f.in.solution, solution);
	/* Cell 3 of a field at column 3. */
	expect_next(&f, SUDOKU_ECONFLICT, 3, 5, NULL);
	assert_int_equal(f.in.has_solution, -1);	/* 80 cells */
	assert_int_equal(f.in.solution_column, 85);
	expect_next(&f, SUDOKU_EINPUT, 4, 166,
		    "too few fields: found 3, expected 5");
	close_at_end(&f);
}

static void
csv_header_needs_a_puzzle_field(void **state)
{
	struct fixture f;
	char text[800];

	(void)state;
	snprintf(text, sizeof text, "id,answer\n%s,%s\n", puzzle, solution);
	open_text(&f, text);
	expect_next(&f, SUDOKU_EINPUT, 1, 1,
		    "CSV header names no puzzle field (quizzes or puzzle)");
	/* The rows are then read as without a header. */
	assert_int_equal(next(&f), SUDOKU_OK);
	assert_grid_is(&f.g, puzzle);
	assert_int_equal(f.in.has_solution, 1);
	close_text(&f);
}

static void
line_with_a_second_field_carries_its_solution(void **state)
{
	struct fixture f;
	char text[800];

	(void)state;
	snprintf(text, sizeof text, "%s,%s\n%s,abc\n", puzzle, solution,
		 puzzle);
	open_text(&f, text);
	assert_int_equal(next(&f), SUDOKU_OK);
	assert_int_equal(f.in.has_solution, 1);
	assert_grid_is(&f.in.solution, solution);
	assert_int_equal(next(&f), SUDOKU_OK);
	assert_int_equal(f.in.has_solution, 0);
	close_text(&f);
}

/* Inputs read to their end, each a row: the text, and what the reader
 * answers to it in turn. */

/* One answer: its status and, where not 0 or NULL, the line, the column
 * and the message it names. */
struct answer {
	enum sudoku_status status;
	unsigned long line;
	unsigned long column;
	const char *what;
};

/* The layout of each puzzle in an input (all of them 'puzzle'), the
 * input, and the answers to it, up to the first SUDOKU_END. */
struct answers_case {
	enum sudoku_layout layout;
	const char *text;
	struct answer answers[7];
};

static const struct answers_case answers_cases[] = {
    /* A line "End" (blanks aside) ends the input: nothing after is read. */
    {SUDOKU_LAYOUT_LINE, PUZZLE "\n  End \t\r\n" PUZZLE "\nnot read\n",
     {{SUDOKU_OK, 0, 0, NULL}, {SUDOKU_END, 0, 0, NULL}}},
    /* Anything more on the line makes it a bad line. */
    {SUDOKU_LAYOUT_LINE, PUZZLE "\nend.\n" PUZZLE "\n",
     {{SUDOKU_OK, 0, 0, NULL},
      {SUDOKU_EINPUT, 2, 0, "unexpected character 'e'"},
      {SUDOKU_OK, 0, 0, NULL},
      {SUDOKU_END, 0, 0, NULL}}},
    /* Inside a grid it cuts the grid short. */
    {SUDOKU_LAYOUT_GRID, "2 0 0 0 1 0 8 9 0\n0 0 7 0 0 0 0 0 0\nend\n",
     {{SUDOKU_EINPUT, 3, 0, "incomplete grid: found 2 rows, expected 9"},
      {SUDOKU_END, 0, 0, NULL}}},
    /* A title that is not "Grid" and a number is a bad line. */
    {SUDOKU_LAYOUT_LINE, "Grid one\n",
     {{SUDOKU_EINPUT, 0, 0, "unexpected character 'G'"},
      {SUDOKU_END, 0, 0, NULL}}},
    /* A first line that is not all names is no header, but a bad line. */
    {SUDOKU_LAYOUT_LINE, "puzzle,7\n" PUZZLE "\n",
     {{SUDOKU_EINPUT, 0, 0, "unexpected character 'p'"},
      {SUDOKU_OK, 0, 0, NULL},
      {SUDOKU_END, 0, 0, NULL}}},
    /* One name alone is a header when it names the puzzles. */
    {SUDOKU_LAYOUT_LINE, "Puzzle\n" PUZZLE "\n",
     {{SUDOKU_OK, 2, 0, NULL}, {SUDOKU_END, 0, 0, NULL}}},
    /* The rows under a CSV header are checked: fields, cells, quotes. */
    {SUDOKU_LAYOUT_LINE,
     "quizzes,solutions\n" PUZZLE "\n" PUZZLE_80 "," SOLUTION "\n" PUZZLE
     "x," SOLUTION "\n\"" PUZZLE "," SOLUTION "\n" PUZZLE "," SOLUTION "\n",
     {{SUDOKU_EINPUT, 2, 82, "too few fields: found 1, expected 2"},
      {SUDOKU_EINPUT, 0, 0, "too few cells: found 80, expected 81"},
      {SUDOKU_EINPUT, 0, 0, "unexpected character 'x'"},
      {SUDOKU_EINPUT, 0, 0, "missing closing quote"},
      {SUDOKU_OK, 6, 0, NULL},
      {SUDOKU_END, 0, 0, NULL}}},
    /* What a bad line is told: its first stray byte, or how many cells. */
    {SUDOKU_LAYOUT_LINE, "Easy puzzles\n1 2 3 \r\n0 0 3 0 2 0 6 0 0 9\n",
     {{SUDOKU_EINPUT, 1, 1, "unexpected character 'E'"},
      {SUDOKU_EINPUT, 2, 6,
       "too few cells: found 3, expected 9 in a grid row or 81 in a "
       "line"},
      {SUDOKU_EINPUT, 3, 20,
       "too many cells: found 10, expected 9 in a grid row or 81 in a "
       "line"},
      {SUDOKU_END, 0, 0, NULL}}},
    /* After a bad row, the rest of its grid is skipped, but not a line of
     * words that follows a grid cut short. */
    {SUDOKU_LAYOUT_GRID,
     "1 2 3 4 5 6 7 8 9\n1 2 3 4 5 6 7 8 x\n0 0 0 0 0 0 0 0 0\n"
     "Easy puzzles\n",
     {{SUDOKU_EINPUT, 2, 17, "unexpected character 'x'"},
      {SUDOKU_EINPUT, 4, 1, "unexpected character 'E'"},
      {SUDOKU_END, 0, 0, NULL}}},
    /* Between grids too, and a grid's rows are never taken by a stray
     * line. */
    {SUDOKU_LAYOUT_GRID,
     PUZZLE_GRID "Easy puzzles\n" PUZZLE_GRID "abc\n1 2 3\n" PUZZLE_GRID,
     {{SUDOKU_OK, 1, 0, NULL},
      {SUDOKU_EINPUT, 10, 1, NULL},
      {SUDOKU_OK, 11, 0, NULL},
      {SUDOKU_EINPUT, 20, 1, NULL},
      {SUDOKU_EINPUT, 21, 0, NULL},
      {SUDOKU_OK, 22, 0, NULL},
      {SUDOKU_END, 0, 0, NULL}}},
};

/* Each row: its answers in turn, each puzzle read as 'puzzle' in the
 * row's layout, then the end stays the end. */
static void
reader_gives_each_case_its_answers(void **state)
{
	const size_t most = sizeof answers_cases[0].answers /
			    sizeof answers_cases[0].answers[0];
	struct fixture f;
	size_t i, k;

	(void)state;
	for (i = 0; i < sizeof answers_cases / sizeof answers_cases[0]; i++) {
		const struct answer *a = answers_cases[i].answers;

		open_text(&f, answers_cases[i].text);
		for (k = 0; a[k].status != SUDOKU_END; k++) {
			expect_next(&f, a[k].status, a[k].line, a[k].column,
				    a[k].what);
			if (a[k].status == SUDOKU_OK) {
				assert_int_equal(f.in.layout,
						 answers_cases[i].layout);
				assert_grid_is(&f.g, puzzle);
			}
			assert_true(k + 1 < most);	/* the row names its end */
		}
		expect_next(&f, SUDOKU_END, 0, 0, NULL);
		close_at_end(&f);
	}
}

/* The puzzle as read. */

/* Expect 'in' to keep the 'len' bytes at 'raw'. */
static void
assert_raw_is(const struct sudoku_input *in, const char *raw, size_t len)
{
	assert_int_equal(in->has_raw, 1);
	assert_int_equal(in->raw_len, len);
	assert_memory_equal(in->raw, raw, len);
}

static void
assert_raw_string(const struct sudoku_input *in, const char *raw)
{
	assert_raw_is(in, raw, strlen(raw));
}

static void
line_is_kept_as_written(void **state)
{
	struct fixture f;
	char text[800], blanks[82], odd[90];

	(void)state;
	memcpy(blanks, puzzle, sizeof blanks);
	blanks[0] = '0';
	blanks[1] = '_';
	blanks[80] = '?';
	snprintf(odd, sizeof odd, "%.40s\"\\\t%.40s", puzzle, puzzle);
	snprintf(text, sizeof text,
		 "  %s # as written\n%s:1:%s\n..3.2.6..9..3\r\n%s\n%s111\n"
		 "1%s\n",
		 blanks, puzzle, solution, odd, puzzle, puzzle + 1);
	open_text(&f, text);
	expect_next(&f, SUDOKU_OK, 1, 3, NULL);
	assert_raw_string(&f.in, blanks);
	expect_next(&f, SUDOKU_OK, 2, 1, NULL);	/* the puzzle field only */
	assert_raw_string(&f.in, puzzle);
	/* Bad lines: each whole, without its line end. */
	expect_next(&f, SUDOKU_EINPUT, 3, 0,
		    "too few cells: found 13, expected 81");
	assert_raw_string(&f.in, "..3.2.6..9..3");
	expect_next(&f, SUDOKU_EINPUT, 4, 41, "unexpected character '\"'");
	assert_raw_string(&f.in, odd);
	expect_next(&f, SUDOKU_EINPUT, 5, 0,
		    "too many cells: found 84, expected 81 (or 729 pencil marks)");
	assert_int_equal(f.in.raw_len, 84);
	assert_memory_equal(f.in.raw + 81, "111", 3);
	/* A conflict is read: its cells as they stand. */
	expect_next(&f, SUDOKU_ECONFLICT, 6, 0, NULL);
	assert_raw_is(&f.in, text + strlen(text) - 82, 81);
	close_at_end(&f);
}

/* Without a place to keep them, the bytes are not kept, good or bad. */
static void
nothing_is_kept_without_a_buffer(void **state)
{
	static const char *const lines[] = {puzzle, "..3x\n"};
	struct fixture f;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		open_text(&f, lines[i]);
		f.in.raw = NULL;
		assert_int_equal(next(&f), i == 0 ? SUDOKU_OK : SUDOKU_EINPUT);
		assert_int_equal(f.in.has_raw, 0);
		close_text(&f);
	}
}

static void
csv_puzzle_field_is_kept(void **state)
{
	struct fixture f;
	char text[900], zeros[82];
	size_t i;

	(void)state;
	for (i = 0; i < 82; i++)
		zeros[i] = puzzle[i] == '.' ? '0' : puzzle[i];
	snprintf(text, sizeof text,
		 "id,puzzle,solution\n"
		 "1,\"%s\",%s\n"
		 "2,%.80sx,%s\n"
		 "3,\"%.20sx y\",%s\n"
		 "4\n"
		 "5,%s\n"
		 "6,%s  ,%s\n",
		 zeros, solution, zeros, solution, zeros, solution, zeros,
		 zeros, solution);
	open_text(&f, text);
	expect_next(&f, SUDOKU_OK, 2, 4, NULL);	/* inside the quotes */
	assert_raw_string(&f.in, zeros);
	/* A bad field: up to the next ',', or inside its quotes. */
	expect_next(&f, SUDOKU_EINPUT, 3, 83, "unexpected character 'x'");
	assert_int_equal(f.in.raw_len, 81);
	assert_memory_equal(f.in.raw, zeros, 80);
	assert_int_equal(f.in.raw[80], 'x');
	expect_next(&f, SUDOKU_EINPUT, 4, 24, "unexpected character 'x'");
	assert_int_equal(f.in.raw_len, 23);
	assert_memory_equal(f.in.raw, zeros, 20);
	assert_memory_equal(f.in.raw + 20, "x y", 3);
	/* No puzzle field: nothing to show. */
	expect_next(&f, SUDOKU_EINPUT, 5, 2,
		    "too few fields: found 1, expected 3");
	assert_int_equal(f.in.has_raw, 0);
	/* The field was good: its cells, whatever went wrong after. */
	expect_next(&f, SUDOKU_EINPUT, 6, 0,
		    "too few fields: found 2, expected 3");
	assert_raw_string(&f.in, zeros);
	expect_next(&f, SUDOKU_OK, 7, 3, NULL);	/* without the blanks */
	assert_raw_string(&f.in, zeros);
	close_at_end(&f);
}

/*
 * A bad line of 'len' bytes (any bytes) after 'skip' bytes of comment,
 * then a good line: where the reader's buffer ends in them must not
 * matter.  Returns the stream.
 */
static FILE *
stream_with_bad_line(size_t skip, const char *bad, size_t len)
{
	FILE *fp = tmpfile();
	size_t i;

	assert_non_null(fp);
	putc('#', fp);
	for (i = 1; i + 1 < skip; i++)
		putc('-', fp);
	putc('\n', fp);
	assert_int_equal(fwrite(bad, 1, len, fp), len);
	fprintf(fp, "\n%s\n", puzzle);
	rewind(fp);
	return fp;
}

static void
overlong_line_is_cut(void **state)
{
	/* Where the bad line starts: the reader's buffer is 64 KiB. */
	static const size_t skips[] = {2,	   65536 - 300, 65536 - 200,
				       65536 - 81, 65536 - 40,	65536 - 1,
				       65536,	   65536 + 5};
	struct sudoku_grid g;
	char raw[SUDOKU_RAW_MAX];
	struct sudoku_input in = {.raw = raw};
	struct sudoku_where where;
	struct sudoku_reader *r;
	char bad[1000];
	size_t i, k;
	FILE *fp;

	(void)state;
	/* Cells first, then bytes that are none: NUL, 0xff, quotes. */
	for (i = 0; i < sizeof bad; i++)
		bad[i] = i < 50 ? puzzle[i] : "\0\xff\"\\x1"[i % 6];
	for (k = 0; k < sizeof skips / sizeof skips[0]; k++) {
		fp = stream_with_bad_line(skips[k], bad, sizeof bad);
		r = sudoku_reader_new(fp);
		assert_non_null(r);
		assert_int_equal(sudoku_read_input(r, &g, &in, &where),
				 SUDOKU_EINPUT);
		assert_int_equal(where.line, 2);
		assert_int_equal(where.column, 51);
		assert_raw_is(&in, bad, SUDOKU_RAW_MAX);
		assert_int_equal(sudoku_read_input(r, &g, &in, &where),
				 SUDOKU_OK);
		assert_raw_string(&in, puzzle);
		sudoku_reader_free(r);
		fclose(fp);
	}
	/* A line of cells as long is cut alike, and counted whole. */
	memset(bad, '1', sizeof bad);
	fp = stream_with_bad_line(65536 - 100, bad, sizeof bad);
	r = sudoku_reader_new(fp);
	assert_non_null(r);
	assert_int_equal(sudoku_read_input(r, &g, &in, &where), SUDOKU_EINPUT);
	assert_string_equal(where.what,
			    "too many cells: found 1000, expected 81 "
			    "(or 729 pencil marks)");
	assert_raw_is(&in, bad, SUDOKU_RAW_MAX);
	assert_int_equal(sudoku_read_input(r, &g, &in, &where), SUDOKU_OK);
	sudoku_reader_free(r);
	fclose(fp);
}

static void
grid_shows_its_cells_not_its_lines(void **state)
{
	struct fixture f;

	(void)state;
	/* Rejected after its first row: no one line is the puzzle. */
	open_text(&f, "1 2 3 4 5 6 7 8 9\n1 2 3 4 x\n");
	expect_next(&f, SUDOKU_EINPUT, 2, 9, "unexpected character 'x'");
	assert_int_equal(f.in.has_raw, 0);
	close_at_end(&f);
	open_rows(&f, "@\nbad\n\n1 2 3\r\n\n@", " ", '0');
	expect_next(&f, SUDOKU_OK, 1, 0, NULL);
	assert_int_equal(f.in.layout, SUDOKU_LAYOUT_GRID);
	assert_int_equal(f.in.has_raw, 0);
	/* A short line that is no puzzle is read on its own: that line is
	 * what there is to show. */
	expect_next(&f, SUDOKU_EINPUT, 11, 1, "unexpected character 'b'");
	assert_raw_string(&f.in, "bad");
	expect_next(&f, SUDOKU_EINPUT, 13, 0,
		    "too few cells: found 3, expected 9 in a grid row or 81 "
		    "in a line");
	assert_raw_string(&f.in, "1 2 3");
	expect_next(&f, SUDOKU_OK, 15, 0, NULL);
	assert_int_equal(f.in.has_raw, 0);
	close_at_end(&f);
}

/* The puzzle's first line is told apart from the line of its error, so
 * that a grid rejected on its fourth row can still be found. */
static void
input_line_is_the_first_line_of_the_puzzle(void **state)
{
	/* Status, line of 'where' and first line of each puzzle in turn. */
	static const unsigned long want[][3] = {
	    {SUDOKU_OK, 3, 3}, {SUDOKU_EINPUT, 14, 12}, {SUDOKU_OK, 16, 16}};
	struct fixture f;
	size_t i;

	(void)state;
	open_rows(&f, "# a comment\n\n@123456789\n123456789\n1234x\n\n@",
		  "", '0');
	for (i = 0; i < sizeof want / sizeof want[0]; i++) {
		expect_next(&f, (enum sudoku_status)want[i][0], want[i][1], 0,
			    NULL);
		assert_int_equal(f.in.line, want[i][2]);
	}
	close_at_end(&f);
	/* A line that is no puzzle is its own first line. */
	open_text(&f, "Grid 01\n\n");
	expect_next(&f, SUDOKU_EINPUT, 1, 1, NULL);
	assert_int_equal(f.in.line, 1);
	close_at_end(&f);
}

static void
bad_line_down_a_pipe_is_kept_without_waiting(void **state)
{
	static const char bad[] = "..3.2.6..9..3x\n";
	struct sudoku_grid g;
	char raw[SUDOKU_RAW_MAX];
	struct sudoku_input in = {.raw = raw};
	struct sudoku_reader *r;
	int fds[2];

	(void)state;
	assert_int_equal(pipe(fds), 0);
	assert_int_equal(write(fds[1], bad, sizeof bad - 1),
			 (ssize_t)sizeof bad - 1);
	assert_int_equal(write(fds[1], puzzle, 81), 81);
	assert_int_equal(write(fds[1], "\n", 1), 1);
	r = sudoku_reader_new_fd(fds[0]);
	assert_non_null(r);
	/* Both lines are complete: each is kept without waiting for more
	 * (a read past what came would never end). */
	assert_int_equal(sudoku_read_input(r, &g, &in, NULL), SUDOKU_EINPUT);
	assert_raw_string(&in, "..3.2.6..9..3x");
	assert_int_equal(sudoku_read_input(r, &g, &in, NULL), SUDOKU_OK);
	assert_raw_string(&in, puzzle);
	close(fds[1]);
	assert_int_equal(sudoku_read_input(r, &g, &in, NULL), SUDOKU_END);
	sudoku_reader_free(r);
	close(fds[0]);
}

static void
reader_keeps_bytes_the_file_buffered(void **state)
{
	struct sudoku_grid g;
	struct sudoku_where where;
	struct sudoku_reader *r;
	FILE *fp = tmpfile();

	(void)state;
	assert_non_null(fp);
	fprintf(fp, "ab%s\n", puzzle);
	rewind(fp);
	assert_int_equal(getc(fp), 'a');	/* the FILE now holds it all */
	assert_int_equal(getc(fp), 'b');
	r = sudoku_reader_new(fp);
	assert_non_null(r);
	assert_int_equal(sudoku_read(r, &g, NULL, &where), SUDOKU_OK);
	assert_grid_is(&g, puzzle);
	assert_int_equal(sudoku_read(r, &g, NULL, &where), SUDOKU_END);
	sudoku_reader_free(r);
	fclose(fp);
}

static void
descriptor_reader_reads_a_pipe(void **state)
{
	struct sudoku_grid g;
	struct sudoku_reader *r;
	int fds[2];

	(void)state;
	assert_null(sudoku_reader_new_fd(-1));
	assert_int_equal(pipe(fds), 0);
	assert_int_equal(write(fds[1], puzzle, 81), 81);
	assert_int_equal(write(fds[1], "\n", 1), 1);
	r = sudoku_reader_new_fd(fds[0]);
	assert_non_null(r);
	/* The puzzle is complete: it is read without waiting for more. */
	assert_int_equal(sudoku_read(r, &g, NULL, NULL), SUDOKU_OK);
	assert_grid_is(&g, puzzle);
	close(fds[1]);
	assert_int_equal(sudoku_read(r, &g, NULL, NULL), SUDOKU_END);
	assert_int_equal(sudoku_reader_offset(r), 82);
	sudoku_reader_free(r);
	close(fds[0]);
}

/* One answer per line: each line that is neither a puzzle, a comment nor
 * blank is read as one bad line, whatever follows it. */
static void
stray_lines_between_puzzles_are_one_each(void **state)
{
	/* A line of 104 cells: too long for a puzzle. */
	static const char long_line[] =
	    "1111111111111111111111111111111111111111111111111111111111111111"
	    "1111111111111111111111111111111111111111";
	static const char *const stray[] = {
	    "Easy puzzles", "Puzzle 01", "abc", "def", "ghi", "1 2 3",
	    "12345", "7", "0 0 3 0 2 0 6 0 0 9", "Grid one", long_line};
	struct fixture f;
	char text[2000];
	size_t i;
	int lines = 0;

	(void)state;
	snprintf(text, sizeof text, "%s\n", puzzle);
	for (i = 0; i < sizeof stray / sizeof stray[0]; i++)
		snprintf(text + strlen(text), sizeof text - strlen(text),
			 "%s\n", stray[i]);
	snprintf(text + strlen(text), sizeof text - strlen(text), "%s\n",
		 puzzle);
	open_text(&f, text);
	expect_next(&f, SUDOKU_OK, 1, 1, NULL);
	for (i = 0; i < sizeof stray / sizeof stray[0]; i++) {
		lines++;
		expect_next(&f, SUDOKU_EINPUT, i + 2, 0, NULL);
		assert_int_equal(f.in.layout, SUDOKU_LAYOUT_LINE);
		assert_raw_string(&f.in, stray[i]);
	}
	expect_next(&f, SUDOKU_OK, (unsigned long)lines + 2, 1, NULL);
	assert_grid_is(&f.g, puzzle);
	close_at_end(&f);
}

/* A line of 81 cells with blanks between them is a puzzle on one line,
 * never a grid's row; a clash in it names its cells' own columns. */
static void
line_of_81_spaced_cells_is_a_puzzle(void **state)
{
	struct fixture f;
	char text[1200] = "", spaced[200] = "";
	int i;

	(void)state;
	for (i = 0; i < 81; i++) {
		spaced[2 * i] = puzzle[i];
		spaced[2 * i + 1] = i == 80 ? '\0' : i % 9 == 8 ? '|' : ' ';
	}
	strcat(text, "1 2 3 4 5 6 7 8 9\n");	/* a grid cut short */
	strcat(text, spaced);
	strcat(text, "\n");
	strcat(text, spaced);
	text[strlen(text) - 161] = '9';	/* a second 9 in row 1 */
	strcat(text, "\n");
	open_text(&f, text);
	expect_next(&f, SUDOKU_EINPUT, 2, 0,
		    "incomplete grid: found 1 rows, expected 9");
	expect_next(&f, SUDOKU_OK, 2, 1, NULL);
	assert_grid_is(&f.g, puzzle);
	assert_int_equal(f.in.layout, SUDOKU_LAYOUT_LINE);
	assert_raw_string(&f.in, spaced);
	expect_next(&f, SUDOKU_ECONFLICT, 3, 19,
		    "invalid puzzle: clue 9 at row 2, column 1 repeats in "
		    "column 1 (first at row 1, column 1)");
	close_at_end(&f);
}

/* A 16x16 puzzle in an alphabet of digits and letters together is
 * refused in one message; one of letters on a line is read. */
static void
puzzle_of_another_size_is_one_message(void **state)
{
	static const char row16[] = "1 2 3 4 | 5 6 7 8 | 9 A B C | D E F G\n";
	struct fixture f;
	char text[2000] = "";
	int i;

	(void)state;
	for (i = 0; i < 16; i++)
		strcat(text, i == 8 ? "--------+---------+---------+--------\n"
				    : row16);
	strcat(text, row16);
	for (i = 0; i < 256; i++)
		strcat(text, i % 3 ? "." : "A");
	strcat(text, "\n");
	strcat(text, puzzle);
	open_text(&f, text);
	/* Digits and letters together are no judge's alphabet. */
	expect_next(&f, SUDOKU_EINPUT, 1, 1,
		    "a 16x16 puzzle: only 9x9 puzzles can be read");
	/* A line of 256 letters is read, and its clues checked. */
	expect_next(&f, SUDOKU_ECONFLICT, 18, 4,
		    "invalid puzzle: clue A at row 1, column 4 repeats that "
		    "of row 1, column 1");
	expect_next(&f, SUDOKU_OK, 19, 1, NULL);
	close_at_end(&f);
}

/* Compressed and UTF-16 input is named from its first bytes, once. */
static void
compressed_and_utf16_input_is_named(void **state)
{
	static const struct {
		const char *bytes;
		size_t len;
		const char *what;
	} kinds[] = {
	    {"\x1f\x8b\x08\x00", 4, "gzip-compressed: try zcat"},
	    {"BZh91AY&SY", 10, "bzip2-compressed: try bzcat"},
	    {"\xfd" "7zXZ\0\0", 7, "xz-compressed: try xzcat"},
	    {"\x28\xb5\x2f\xfd\x04", 5, "zstd-compressed: try zstdcat"},
	    {"\xff\xfe.\0.\0", 6, "UTF-16 text: try iconv -f UTF-16 -t UTF-8"},
	    {"\xfe\xff\0.\0.", 6, "UTF-16 text: try iconv -f UTF-16 -t UTF-8"},
	    {".\0.\0\n\0", 6, "UTF-16 text: try iconv -f UTF-16 -t UTF-8"},
	};
	struct sudoku_grid g;
	char text[200];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		memcpy(text, kinds[i].bytes, kinds[i].len);
		snprintf(text + kinds[i].len, sizeof text - kinds[i].len,
			 "\n%s\n", puzzle);
		expect_problem(text, kinds[i].len + 83, &g, SUDOKU_EINPUT, 1,
			       1, kinds[i].what);
	}
}

/* The rest of a compressed stream is skipped, not read as puzzles; it is
 * recognised after comment lines too. */
static void
compressed_input_ends_there(void **state)
{
	struct fixture f;
	char text[200];

	(void)state;
	snprintf(text, sizeof text, "# from a file\n\nBZh9\n%s\n", puzzle);
	open_text(&f, text);
	expect_next(&f, SUDOKU_EINPUT, 3, 1, "bzip2-compressed: try bzcat");
	assert_int_equal(next(&f), SUDOKU_END);
	assert_int_equal(sudoku_reader_offset(f.r), strlen(text));
	close_at_end(&f);
}

/* What the hook of a pipe's reader does: counts, and feeds the pipe. */
struct feeder {
	int fd;			/* the pipe's writing end */
	const char *const *lines;	/* what to write at each wait */
	int calls;
};

static void
feed_on_wait(void *arg)
{
	struct feeder *f = arg;
	const char *line = f->lines[f->calls++];
	size_t len;

	if (line == NULL) {
		close(f->fd);	/* the end of the input */
		return;
	}
	len = strlen(line);
	assert_int_equal(write(f->fd, line, len), (ssize_t)len);
}

/* The hook runs each time the reader would wait, and only then: the
 * caller can answer what it has read before the next line comes. */
static void
reader_says_when_it_would_wait(void **state)
{
	static const char *const later[] = {"abc\n", NULL};
	struct feeder feeder = {-1, later, 0};
	struct sudoku_grid g;
	struct sudoku_reader *r;
	int fds[2];

	(void)state;
	alarm(10);	/* a reader that waits for nothing fails, not hangs */
	assert_int_equal(pipe(fds), 0);
	feeder.fd = fds[1];
	assert_int_equal(write(fds[1], puzzle, 81), 81);
	assert_int_equal(write(fds[1], "\n12345678901\n1 2\n", 17), 17);
	r = sudoku_reader_new_fd(fds[0]);
	assert_non_null(r);
	sudoku_reader_on_wait(r, feed_on_wait, &feeder);
	assert_int_equal(sudoku_read(r, &g, NULL, NULL), SUDOKU_OK);
	/* Short bad lines are read whole without waiting for more. */
	assert_int_equal(sudoku_read(r, &g, NULL, NULL), SUDOKU_EINPUT);
	assert_int_equal(sudoku_read(r, &g, NULL, NULL), SUDOKU_EINPUT);
	assert_int_equal(feeder.calls, 0);
	assert_int_equal(sudoku_read(r, &g, NULL, NULL), SUDOKU_EINPUT);
	assert_int_equal(feeder.calls, 1);	/* it waited for "abc" */
	assert_int_equal(sudoku_read(r, &g, NULL, NULL), SUDOKU_END);
	assert_int_equal(feeder.calls, 2);
	alarm(0);
	sudoku_reader_free(r);
	close(fds[0]);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(line_with_dots_is_read),
	    cmocka_unit_test(every_byte_reads_alike_in_every_place),
	    cmocka_unit_test(every_blank_character_is_empty),
	    cmocka_unit_test(oj_grid_is_read),
	    cmocka_unit_test(framed_block_grid_is_read),
	    cmocka_unit_test(sdk_block_without_spaces_is_read),
	    cmocka_unit_test(trailing_field_is_ignored),
	    cmocka_unit_test(short_line_says_how_many_cells),
	    cmocka_unit_test(long_line_says_how_many_cells),
	    cmocka_unit_test(unexpected_character_is_named),
	    cmocka_unit_test(control_byte_is_shown_in_hex),
	    cmocka_unit_test(repeated_clue_is_a_conflict),
	    cmocka_unit_test(conflict_in_grid_names_line_and_column),
	    cmocka_unit_test(reader_resynchronises_after_errors),
	    cmocka_unit_test(bad_grid_row_skips_the_rest_of_its_grid),
	    cmocka_unit_test(short_grid_is_incomplete),
	    cmocka_unit_test(crlf_bom_and_missing_newline_are_fine),
	    cmocka_unit_test(empty_input_has_no_puzzle),
	    cmocka_unit_test(huge_line_is_counted_not_stored),
	    cmocka_unit_test(count_line_announces_the_puzzles),
	    cmocka_unit_test(count_line_must_be_a_number),
	    cmocka_unit_test(title_lines_name_the_grids),
	    cmocka_unit_test(title_without_a_grid_is_an_error),
	    cmocka_unit_test(blank_lines_and_spacing_are_reported),
	    cmocka_unit_test(kaggle_csv_header_picks_the_fields),
	    cmocka_unit_test(csv_header_finds_the_puzzle_anywhere),
	    cmocka_unit_test(csv_header_needs_a_puzzle_field),
	    cmocka_unit_test(line_with_a_second_field_carries_its_solution),
	    cmocka_unit_test(reader_gives_each_case_its_answers),
	    cmocka_unit_test(line_is_kept_as_written),
	    cmocka_unit_test(nothing_is_kept_without_a_buffer),
	    cmocka_unit_test(csv_puzzle_field_is_kept),
	    cmocka_unit_test(overlong_line_is_cut),
	    cmocka_unit_test(grid_shows_its_cells_not_its_lines),
	    cmocka_unit_test(input_line_is_the_first_line_of_the_puzzle),
	    cmocka_unit_test(bad_line_down_a_pipe_is_kept_without_waiting),
	    cmocka_unit_test(reader_keeps_bytes_the_file_buffered),
	    cmocka_unit_test(descriptor_reader_reads_a_pipe),
	    cmocka_unit_test(stray_lines_between_puzzles_are_one_each),
	    cmocka_unit_test(line_of_81_spaced_cells_is_a_puzzle),
	    cmocka_unit_test(puzzle_of_another_size_is_one_message),
	    cmocka_unit_test(compressed_and_utf16_input_is_named),
	    cmocka_unit_test(compressed_input_ends_there),
	    cmocka_unit_test(reader_says_when_it_would_wait),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
