/* layout.c - reading puzzles in every common layout: one-line, OJ grids,
 * block layouts, judge inputs and CSV, with positions for every message;
 * the bytes come from stream.c through stream.h.
 * See LICENSE for copying terms. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "read/stream.h"

enum {
	HEADER_MAX = 1024,	/* bytes a CSV header line may take */
	NAME_MAX_LEN = 16,	/* longest CSV field name compared */
	COUNT_DIGITS = 8,	/* a count line is shorter than a grid row */
	SHAPE_MAX = 1024	/* bytes of a line scanned for its shape */
};


/* A rule line of a framed grid is made of these (and blanks). */
static int
is_rule(int c)
{
	return c == '-' || c == '+' || c == '=' || c == '|';
}


/* The same at the current position. */
#define report(r, where, ...) \
	sudoku_reader_report((where), (r)->line, (r)->column, __VA_ARGS__)

/* Describe byte 'c', which is no cell, for an error message. */
static void
report_unexpected(const struct sudoku_reader *r, struct sudoku_where *where,
		  int c)
{
	if (c > ' ' && c < 0x7f)
		report(r, where, "unexpected character '%c'", c);
	else
		report(r, where, "unexpected byte 0x%02x", (unsigned)c);
}

/*
 * Decide the layout of the puzzle whose first line starts here.  A line
 * whose first word is longer than a row (ten or more bytes before a blank,
 * '|', ':' or ',') holds a whole puzzle; anything else is the first row of
 * a grid.
 */
static enum sudoku_layout
classify_line(struct sudoku_reader *r)
{
	size_t k;
	int c, ok;

	/* Ten bytes that are cells, none of those bytes: every line of
	 * digits and dots is decided here without a byte by byte look. */
	if (r->len - r->pos >= 10) {
		const unsigned char *p = r->buf + r->pos;

		(void)common_cells(cells_at(p, 8), &ok);
		if (ok && cell_value[p[8]] != NOT_A_CELL &&
		    cell_value[p[9]] != NOT_A_CELL)
			return SUDOKU_LAYOUT_LINE;
	}
	for (k = 0; k < 10; k++) {
		c = peek_at(r, k);
		if (ends_line(c) || is_blank(c) || c == '|' || c == ':' ||
		    c == ',')
			return SUDOKU_LAYOUT_GRID;
	}
	return SUDOKU_LAYOUT_LINE;
}

/*
 * Is the line starting here (after blanks) a rule line of a framed grid,
 * such as "------+-------+------" or "|-------+-------|"?  It is made of
 * '-', '+', '=', '|' and blanks, with at least one of the first three.
 */
static int
rule_line_ahead(struct sudoku_reader *r)
{
	size_t k;
	int c, ruled = 0;

	for (k = 0;; k++) {
		c = peek_at(r, k);
		if (ends_line(c))
			return ruled;
		if (!is_rule(c) && !is_blank(c))
			return 0;
		if (c != '|' && !is_blank(c))
			ruled = 1;
		if (k >= LOOKAHEAD)	/* a long rule: judged by its start */
			return ruled;
	}
}

/* Does the line go on from 'k' bytes ahead with blanks only?  Returns
 * the offset of its end, or 0 when it does not. */
static size_t
only_blanks_from(struct sudoku_reader *r, size_t k)
{
	for (; k < LOOKAHEAD; k++) {
		if (ends_line(peek_at(r, k)))
			return k;
		if (!is_blank(peek_at(r, k)))
			return 0;
	}
	return 0;
}

/* Is the line starting here the word 'end' alone (any case), which ends
 * the input as in POJ 3074? */
static int
end_line_ahead(struct sudoku_reader *r)
{
	return (peek_at(r, 0) | 0x20) == 'e' && (peek_at(r, 1) | 0x20) == 'n' &&
	       (peek_at(r, 2) | 0x20) == 'd' && only_blanks_from(r, 3) != 0;
}

/*
 * Is the line starting here a title such as "Grid 01" (Project Euler 96):
 * the word "grid" in any case, blanks, a number?  Returns the length of
 * the title without trailing blanks, or 0.
 */
static size_t
title_ahead(struct sudoku_reader *r)
{
	static const char word[] = "grid";
	size_t k, end;

	for (k = 0; k < 4; k++)
		if ((peek_at(r, k) | 0x20) != word[k])
			return 0;
	if (!is_blank(peek_at(r, k)))
		return 0;
	while (k < LOOKAHEAD && is_blank(peek_at(r, k)))
		k++;
	if (!is_digit(peek_at(r, k)))
		return 0;
	while (k < LOOKAHEAD && is_digit(peek_at(r, k)))
		k++;
	end = k;
	return only_blanks_from(r, k) != 0 ? end : 0;
}

/* Keep the title line starting here for the puzzle that follows it. */
static void
take_title(struct sudoku_reader *r, size_t len)
{
	if (len >= sizeof r->title)
		len = sizeof r->title - 1;
	memcpy(r->title, r->buf + r->pos, len);	/* peeked: in the buffer */
	r->title[len] = '\0';
	r->title_len = len;
	r->title_line = r->line;
	skip_line(r);
}

/*
 * Skip blank lines, comment lines, rule lines and a title line up to the
 * start of the next puzzle line, leaving the position at its first
 * non-blank byte.  Returns 1 there, 0 at the end of the input (or at an
 * 'end' line), 2 at a second title while one still waits for its grid.
 */
static int
skip_to_content(struct sudoku_reader *r)
{
	size_t title;
	int c;

	for (;;) {
		skip_blanks(r);
		c = peek(r);
		if (c == EOF)
			return 0;
		if (c == '\n') {
			r->blank_seen = 1;
			skip_line(r);
		} else if (c == '#' || (is_rule(c) && rule_line_ahead(r))) {
			skip_line(r);
		} else if ((c | 0x20) == 'e' && end_line_ahead(r)) {
			r->ended = 1;
			return 0;
		} else if ((c | 0x20) == 'g' && !r->csv &&
			   (title = title_ahead(r)) != 0) {
			if (r->title_len != 0)
				return 2;
			take_title(r, title);
		} else {
			return 1;
		}
	}
}


/* What a line is made of, as far as the first SHAPE_MAX bytes tell. */
struct line_shape {
	int cells;		/* bytes that are cells */
	int letters;		/* bytes that are letters */
	int others;		/* bytes that are none of these, nor blanks
				 * nor '|' */
	size_t other;		/* offset of the first byte that is no cell,
				 * blank nor '|', or SIZE_MAX */
	size_t last;		/* offset after its last byte but blanks */
};

/* Scan the line from 'k' bytes ahead to its end. */
static void
scan_line(struct sudoku_reader *r, size_t k, struct line_shape *shape)
{
	int c;

	memset(shape, 0, sizeof *shape);
	shape->other = SIZE_MAX;
	shape->last = k;
	for (; k < SHAPE_MAX && !ends_line(c = peek_at(r, k)); k++) {
		if (is_blank(c))
			continue;
		shape->last = k + 1;
		if (cell_value[c] != NOT_A_CELL) {
			shape->cells++;
			continue;
		}
		if (c == '|')
			continue;
		if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')
			shape->letters++;
		else
			shape->others++;
		if (shape->other == SIZE_MAX)
			shape->other = k;
	}
}

/* The cells of a puzzle of another size that the line holds (digits and
 * letters, nothing else), or -1. */
static int
foreign_cells(const struct line_shape *shape)
{
	return shape->others == 0 ? shape->cells + shape->letters : -1;
}

/* Is the line starting here one row of a grid: nine cells, maybe apart? */
static int
is_grid_row(const struct line_shape *shape)
{
	return shape->cells == 9 && shape->other == SIZE_MAX;
}

/*
 * The side of the puzzle of another size that a line of 'symbols' cells
 * and letters (letters are the digits above 9 of 16x16 and 25x25 puzzles)
 * holds, whole or as one row of a grid ('*whole' says which); 0 for none.
 */
static int
other_size(int symbols, int *whole)
{
	static const int sides[] = {16, 25};
	size_t i;

	for (i = 0; i < sizeof sides / sizeof sides[0]; i++) {
		*whole = symbols == sides[i] * sides[i];
		if (*whole || symbols == sides[i])
			return sides[i];
	}
	return 0;
}

/*
 * Refuse in one message a puzzle of another size whose first line is this
 * one (from 'column'): a line holding all of it ('whole'), or the first
 * row of a grid, whose other rows (lines of as many cells and letters)
 * are skipped.
 */
static enum sudoku_status
refuse_other_size(struct sudoku_reader *r, int side, int whole,
		  unsigned long column, struct sudoku_where *where)
{
	struct line_shape shape;
	int row = 1;

	sudoku_reader_report(where, r->line, column,
		  "a %dx%d puzzle: only 9x9 puzzles can be read", side, side);
	skip_line(r);
	while (!whole && row < side) {
		skip_blanks(r);
		if (peek(r) != '#' && !rule_line_ahead(r)) {
			scan_line(r, 0, &shape);
			if (foreign_cells(&shape) != side)
				break;
			row++;
		}
		skip_line(r);
	}
	return SUDOKU_EINPUT;
}

/*
 * After 'n' cells of a puzzle written on one line, check that there were
 * 81 and that the next byte 'c' may end them (per 'ends').  Returns
 * SUDOKU_OK or, with 'where' filled in, SUDOKU_EINPUT.
 */
static enum sudoku_status
check_line_cells(struct sudoku_reader *r, int n, int (*ends)(int),
		 struct sudoku_where *where)
{
	unsigned long extra;
	int c = peek(r);

	if (n < 81) {
		if (ends(c))
			report(r, where,
			       "too few cells: found %d, expected 81", n);
		else
			report_unexpected(r, where, c);
		return SUDOKU_EINPUT;
	}
	if (c != EOF && cell_value[c] != NOT_A_CELL) {
		report(r, where, "too many cells");
		for (extra = 0; c != EOF && cell_value[c] != NOT_A_CELL;
		     extra++) {
			advance(r);
			c = peek(r);
		}
		snprintf(where->what, sizeof where->what,
			 "too many cells: found %lu, expected 81 (or 729 "
			 "pencil marks)",
			 81 + extra);
		return SUDOKU_EINPUT;
	}
	if (!ends(c)) {
		report_unexpected(r, where, c);
		return SUDOKU_EINPUT;
	}
	return SUDOKU_OK;
}

/*
 * Read a solution field of 81 cells, optionally quoted, into 'in' if it
 * is not NULL; 'strict' says a header named it, so that anything else
 * there is worth a remark.  Leaves the position at the field's end.
 */
static void
read_solution_field(struct sudoku_reader *r, struct sudoku_input *in,
		    int strict)
{
	unsigned long column;
	int quoted, n, c;

	if (in == NULL)
		return;
	quoted = peek(r) == '"';
	if (quoted)
		advance(r);
	column = r->column;
	n = read_cells(r, in->solution.cell, 81);
	c = peek(r);
	if (quoted && c == '"') {
		advance(r);
		c = peek(r);
	}
	while (is_blank(c)) {
		advance(r);
		c = peek(r);
	}
	if (n == 81 && (c == ',' || ends_line(c))) {
		in->has_solution = 1;
		in->solution_column = column;
	} else if (strict) {
		in->has_solution = -1;
		in->solution_column = column;
	}
}

/* Read a puzzle written on one line: 81 cells, then optionally fields;
 * or a pencil-mark line of 729. */
static enum sudoku_status
read_line_puzzle(struct sudoku_reader *r, struct sudoku_grid *g,
		 struct sudoku_input *in, struct sudoku_where *where)
{
	unsigned long column = r->column;
	int n = read_cells(r, g->cell, 81), c = peek(r), side, whole, box;
	enum sudoku_sized_layout sized;
	enum sudoku_layout kind;
	struct line_shape rest;

	/* First: looking further ahead may move the cells in the buffer. */
	keep_before(r, in, n);
	if (n == 81 && c != EOF && cell_value[c] != NOT_A_CELL &&
	    sudoku_pencil_line_ahead(r))
		return sudoku_read_pencil_line(r, g, in, column, where);
	/* A 4x4 line or row, or a line of another size that starts with
	 * empty cells. */
	if (n < 81 && in != NULL && r->side == 0 &&
	    (box = sudoku_sized_ahead(r, &sized, g->cell, n)) != 0)
		return sudoku_read_other_size(r, g, box, sized, n, &kind, in,
					      where);
	if (n != 81 || !ends_field(c)) {
		/* Always an error, shown with the whole line. */
		sudoku_reader_keep_ahead(r, in, '\n');
		scan_line(r, 0, &rest);
		if (foreign_cells(&rest) >= 0 &&
		    (side = other_size(n + foreign_cells(&rest), &whole)) != 0)
			return refuse_other_size(r, side, whole, column, where);
		(void)check_line_cells(r, n, ends_field, where);
		skip_line(r);
		return SUDOKU_EINPUT;
	}
	if (c == ',') {
		/* Without a header a second field of 81 cells is taken for
		 * the solution, as in the Kaggle set. */
		advance(r);
		read_solution_field(r, in, 0);
	}
	skip_line(r);		/* the rest is a trailing field */
	return SUDOKU_OK;
}

/* Step over one CSV field, quoted or not, up to its ',' or the end of
 * the line. */
static void
skip_field(struct sudoku_reader *r)
{
	int c, quoted = 0;

	for (;;) {
		c = peek(r);
		if (ends_line(c) || (c == ',' && !quoted))
			return;
		if (c == '"')
			quoted = !quoted;
		advance(r);
	}
}

/* What may follow the cells of a puzzle field: its end, or blanks. */
static int
ends_csv_field(int c)
{
	return ends_line(c) || is_blank(c) || c == ',' || c == '"';
}

/* Read the puzzle field of a CSV row into 'g' and, if it is not NULL,
 * 'in'; '*column' receives its column. */
static enum sudoku_status
read_puzzle_field(struct sudoku_reader *r, struct sudoku_grid *g,
		  struct sudoku_input *in, unsigned long *column,
		  struct sudoku_where *where)
{
	int quoted = peek(r) == '"', n, c;

	if (quoted)
		advance(r);
	*column = r->column;
	n = read_cells(r, g->cell, 81);
	c = peek(r);
	keep_before(r, in, n);
	if (c == ',' && n == 81 && !quoted)
		return SUDOKU_OK;	/* the common case */
	/* the whole field, if bad */
	sudoku_reader_keep_ahead(r, in, quoted ? '"' : ',');
	if (check_line_cells(r, n, ends_csv_field, where) != SUDOKU_OK)
		return SUDOKU_EINPUT;
	if (quoted) {
		if (c != '"') {
			report(r, where, "missing closing quote");
			return SUDOKU_EINPUT;
		}
		advance(r);
	}
	skip_blanks(r);
	c = peek(r);
	if (c != ',' && !ends_line(c)) {
		report_unexpected(r, where, c);
		return SUDOKU_EINPUT;
	}
	if (in != NULL)
		in->raw_len = 81;	/* the cells, without what followed */
	return SUDOKU_OK;
}

/*
 * Read a row of a CSV file whose header named its fields: the puzzle
 * from its field, the solution from its own if there is one.  A row
 * needs as many fields as the header; more are ignored.
 */
static enum sudoku_status
read_csv_row(struct sudoku_reader *r, struct sudoku_grid *g,
	     struct sudoku_input *in, unsigned long *column,
	     struct sudoku_where *where)
{
	int field;

	for (field = 0;; field++) {
		if (field == r->puzzle_field) {
			if (read_puzzle_field(r, g, in, column, where) !=
			    SUDOKU_OK) {
				skip_line(r);
				return SUDOKU_EINPUT;
			}
		} else if (field == r->solution_field) {
			read_solution_field(r, in, 1);
			skip_field(r);
		} else {
			skip_field(r);
		}
		if (field + 1 == r->fields)
			break;
		if (peek(r) != ',') {
			report(r, where, "too few fields: found %d, expected %d",
			       field + 1, r->fields);
			skip_line(r);
			return SUDOKU_EINPUT;
		}
		advance(r);
	}
	skip_line(r);
	return SUDOKU_OK;
}

/*
 * A line that is no puzzle and cannot start a grid: it is answered on its
 * own, and the next line is read afresh.
 */
static enum sudoku_status
read_bad_line(struct sudoku_reader *r, const struct line_shape *shape,
	      struct sudoku_where *where)
{
	size_t k;

	if (shape->other != SIZE_MAX) {
		for (k = 0; k < shape->other; k++)
			advance(r);	/* peeked: in the buffer */
		report_unexpected(r, where, peek(r));
	} else {
		sudoku_reader_report(where, r->line, r->column + shape->last,
			  "too %s cells: found %d, expected 9 in a grid row "
			  "or 81 in a line",
			  shape->cells < 9 ? "few" : "many", shape->cells);
	}
	skip_line(r);
	return SUDOKU_EINPUT;
}

/* Read a puzzle written on one line with blanks or '|' between its 81
 * cells, such as a grid's rows put end to end. */
static enum sudoku_status
read_spaced_line(struct sudoku_reader *r, struct sudoku_grid *g)
{
	int n = 0, c;

	for (; !ends_line(c = peek(r)); advance(r)) {
		if (cell_value[c] == NOT_A_CELL)
			continue;	/* a blank or '|': scanned */
		g->cell[n] = cell_value[c];
		r->cell_line[n] = r->line;
		r->cell_column[n] = r->column;
		n++;
	}
	r->cells_placed = 1;
	r->spaced = 1;
	skip_line(r);
	return SUDOKU_OK;
}

/*
 * Read one row of a grid: nine cells, optionally separated by blanks and
 * '|'.  Records where each cell was, for conflict messages, and whether
 * the cells were separated at all.
 */
static enum sudoku_status
read_grid_row(struct sudoku_reader *r, struct sudoku_grid *g, int row,
	      struct sudoku_where *where)
{
	int n = 0, gap = 0, c;

	for (;;) {
		c = peek(r);
		if (ends_line(c))
			break;
		if (is_blank(c) || c == '|') {
			gap = 1;
			advance(r);
			continue;
		}
		if (cell_value[c] == NOT_A_CELL) {
			report_unexpected(r, where, c);
			skip_line(r);
			return SUDOKU_EINPUT;
		}
		if (n == 9) {
			report(r, where,
			       "too many cells in row %d: expected 9", row + 1);
			skip_line(r);
			return SUDOKU_EINPUT;
		}
		if (gap && n > 0)
			r->spaced = 1;
		gap = 0;
		g->cell[9 * row + n] = cell_value[c];
		r->cell_line[9 * row + n] = r->line;
		r->cell_column[9 * row + n] = r->column;
		n++;
		advance(r);
	}
	if (n < 9) {
		report(r, where, "too few cells in row %d: found %d, expected 9",
		       row + 1, n);
		skip_line(r);
		return SUDOKU_EINPUT;
	}
	skip_line(r);
	return SUDOKU_OK;
}

/*
 * Does the line starting here (after blanks) end a grid early: a blank
 * line, the end, a whole puzzle on one line, an 'end' or a title line?
 */
static int
grid_stops_here(struct sudoku_reader *r)
{
	struct line_shape shape;
	int c = peek(r);

	if (ends_line(c))
		return 1;
	if (classify_line(r) == SUDOKU_LAYOUT_LINE)
		return 1;
	if (!is_digit(c) && (end_line_ahead(r) || title_ahead(r) != 0))
		return 1;
	/* A whole puzzle with blanks between its cells is no row. */
	scan_line(r, 0, &shape);
	return shape.cells == 81 && shape.other == SIZE_MAX;
}

/*
 * After an error in row 'row' of a grid, skip the rows that are left of
 * it, so that they are not read as further puzzles.  Stops early at a
 * line that cannot be one of its rows.
 */
static void
skip_rest_of_grid(struct sudoku_reader *r, int row)
{
	struct line_shape shape;
	int c;

	while (row < 8) {
		skip_blanks(r);
		c = peek(r);
		if (c != '#' && !rule_line_ahead(r)) {
			if (grid_stops_here(r))
				return;
			/* A line of words (as many letters as cells or
			 * more) is no row of it: it is read on its own. */
			scan_line(r, 0, &shape);
			if (shape.letters >= shape.cells)
				return;
			row++;
		}
		skip_line(r);
	}
}

/*
 * Read a grid of nine rows, with comment and rule lines between them.
 * 'in', if not NULL, keeps the first row's line until that row is read:
 * a short line that is no puzzle at all is taken for a grid's first row.
 */
static enum sudoku_status
read_grid_puzzle(struct sudoku_reader *r, struct sudoku_grid *g,
		 struct sudoku_input *in, struct sudoku_where *where)
{
	int row = 0, c;

	keep_before(r, in, 0);
	sudoku_reader_keep_ahead(r, in, '\n');
	r->cells_placed = 1;
	for (;;) {
		if (read_grid_row(r, g, row, where) != SUDOKU_OK) {
			skip_rest_of_grid(r, row);
			return SUDOKU_EINPUT;
		}
		if (in != NULL)
			in->has_raw = 0;	/* a grid shows its cells */
		if (++row == 9)
			return SUDOKU_OK;
		for (;;) {
			skip_blanks(r);
			c = peek(r);
			if (c != '#' && !rule_line_ahead(r))
				break;
			skip_line(r);
		}
		/* Leave a line that cuts the grid short for what follows. */
		if (grid_stops_here(r)) {
			report(r, where,
			       "incomplete grid: found %d rows, expected 9",
			       row);
			return SUDOKU_EINPUT;
		}
	}
}

/*
 * Is the line a row of a framed block of pencil marks, as HoDoKu and
 * Sudoku Explainer export them (and sudoku_format_marks() writes): nine
 * words of candidates in ascending order between blanks and '|', some
 * word of two or more?  A grid row or a spaced line of 81 cells never
 * is: their words are not nine, or each one cell, or not in order.
 */
static int
pencil_row_ahead(struct sudoku_reader *r)
{
	size_t k;
	int c, words = 0, longest = 0, length = 0, last = 0;

	for (k = 0; k < SHAPE_MAX && !ends_line(c = peek_at(r, k)); k++) {
		if (is_blank(c) || c == '|') {
			length = 0;
			continue;
		}
		if (c < '1' || c > '9' || (length > 0 && c <= last))
			return 0;
		words += length == 0;
		last = c;
		if (++length > longest)
			longest = length;
	}
	return words == 9 && longest > 1;
}

/* Read row 'row' of a pencil block: nine words of candidates into
 * 'place', each cell's position kept for messages. */
static enum sudoku_status
read_pencil_row(struct sudoku_reader *r, unsigned char *place, int row,
		struct sudoku_where *where)
{
	int cell = 9 * row, c;

	for (;;) {
		while (is_blank(c = peek(r)) || c == '|')
			advance(r);
		if (ends_line(c))
			break;
		if (cell == 9 * row + 9) {
			report(r, where, "too many cells in row %d of the "
					 "pencil marks: expected 9", row + 1);
			return SUDOKU_EINPUT;
		}
		r->cell_line[cell] = r->line;
		r->cell_column[cell] = r->column;
		for (; (c = peek(r)) >= '1' && c <= '9'; advance(r))
			place[9 * cell + c - '1'] = (unsigned char)(c - '0');
		if (!is_blank(c) && c != '|' && !ends_line(c)) {
			report_unexpected(r, where, c);
			return SUDOKU_EINPUT;
		}
		cell++;
	}
	if (cell < 9 * row + 9) {
		report(r, where, "too few cells in row %d of the pencil marks: "
				 "found %d, expected 9", row + 1, cell - 9 * row);
		return SUDOKU_EINPUT;
	}
	skip_line(r);
	return SUDOKU_OK;
}

/* Read a framed block of pencil marks: nine rows, rule lines between. */
static enum sudoku_status
read_pencil_block(struct sudoku_reader *r, struct sudoku_grid *g,
		  struct sudoku_input *in, struct sudoku_where *where)
{
	unsigned char place[PENCIL_PLACES] = {0};
	struct pencil_error error;
	int row, status;

	if (in == NULL) {
		report(r, where, "%s", "pencil marks: read them with "
				       "sudoku_read_input()");
		skip_rest_of_grid(r, -1);
		return SUDOKU_EINPUT;
	}
	in->has_raw = 0;	/* a grid shows its cells */
	for (row = 0; row < 9; row++) {
		struct line_shape shape;

		while (row > 0 && (skip_blanks(r), peek(r) == '#' ||
					       rule_line_ahead(r)))
			skip_line(r);
		scan_line(r, 0, &shape);
		if (row > 0 && (grid_stops_here(r) || shape.others != 0 ||
				shape.letters != 0)) {
			report(r, where, "incomplete pencil marks: found %d "
					 "rows, expected 9", row);
			return SUDOKU_EINPUT;
		}
		if (read_pencil_row(r, place, row, where) != SUDOKU_OK) {
			skip_line(r);
			skip_rest_of_grid(r, row);
			return SUDOKU_EINPUT;
		}
	}
	status = sudoku_pencil_marks(place, &in->marks, &error);
	if (status != SUDOKU_EINPUT) {
		in->pencil = 1;
		sudoku_marks_clues(&in->marks, g);
	}
	if (status != SUDOKU_OK)
		sudoku_reader_report(where, r->cell_line[error.place / 9],
			  r->cell_column[error.place / 9], "%s", error.what);
	return (enum sudoku_status)status;
}


/*
 * Read the puzzle whose first line starts here with a short word (a cell,
 * a few cells, or anything else): the first row of a grid, a whole puzzle
 * with blanks between its cells, a puzzle of another size, or a line that
 * is none of these, which is answered on its own.  '*kind' receives the
 * layout.
 */
static enum sudoku_status
read_words(struct sudoku_reader *r, struct sudoku_grid *g,
	   enum sudoku_layout *kind, struct sudoku_input *in,
	   struct sudoku_where *where)
{
	enum sudoku_sized_layout sized;
	struct line_shape shape;
	int side, whole;

	scan_line(r, 0, &shape);
	if (is_grid_row(&shape)) {
		*kind = SUDOKU_LAYOUT_GRID;
		return read_grid_puzzle(r, g, in, where);
	}
	if (pencil_row_ahead(r)) {
		*kind = SUDOKU_LAYOUT_GRID;
		r->spaced = 1;
		return read_pencil_block(r, g, in, where);
	}
	*kind = SUDOKU_LAYOUT_LINE;
	keep_before(r, in, 0);
	sudoku_reader_keep_ahead(r, in, '\n');
	if (shape.cells == 81 && shape.other == SIZE_MAX)
		return read_spaced_line(r, g);
	if (in != NULL && r->side == 0 &&
	    (side = sudoku_sized_ahead(r, &sized, NULL, 0)) != 0)
		return sudoku_read_other_size(r, g, side, sized, 0, kind, in,
					      where);
	if ((side = other_size(foreign_cells(&shape), &whole)) != 0)
		return refuse_other_size(r, side, whole, r->column, where);
	return read_bad_line(r, &shape, where);
}

/*
 * Look for clues of 'g' that repeat a digit, for sudoku_read() and
 * sudoku_check_clash().  On the first clash, 'where' names its second
 * clue by row and column of the grid, and by its position in the input:
 * 'cell_line' and 'cell_column' of it where the reader placed the cells
 * one by one, else (NULL) line 'line', column 'column' plus its index,
 * the cells standing side by side from 'column'.
 */
static enum sudoku_status
check_clash(const struct sudoku_grid *g, const unsigned long *cell_line,
	    const unsigned long *cell_column, unsigned long line,
	    unsigned long column, struct sudoku_where *where)
{
	int first, second;
	char unit[SUDOKU_UNIT_NAME_MAX];

	if (!sudoku_find_conflict(g, &first, &second, unit))
		return SUDOKU_OK;
	if (cell_line != NULL) {
		line = cell_line[second];
		column = cell_column[second];
	} else {
		column += (unsigned long)second;
	}
	sudoku_reader_report(where, line, column,
		  "invalid puzzle: clue %d at row %d, column %d repeats in %s "
		  "(first at row %d, column %d)",
		  g->cell[second], second / 9 + 1, second % 9 + 1, unit,
		  first / 9 + 1, first % 9 + 1);
	return SUDOKU_ECONFLICT;
}

enum sudoku_status
sudoku_check_clash(const struct sudoku_grid *g, struct sudoku_where *where)
{
	return check_clash(g, NULL, NULL, where->line, where->column, where);
}

/*
 * A leading line holding one number is the count of puzzles that follow
 * (POJ 2676).  It is one word of at most COUNT_DIGITS bytes, alone on its
 * line, starting with a digit or a sign: nine cells make a grid row.
 * Returns 1 when one was read, 0 when the line is no count line, and -1
 * (with 'where') when it is not a number.
 */
static int
read_count_line(struct sudoku_reader *r, struct sudoku_where *where)
{
	enum sudoku_sized_layout sized;
	long long value = 0;
	size_t k, len, digits;
	int c = peek(r);

	if (!is_digit(c) && c != '-' && c != '+')
		return 0;
	for (len = digits = 0; len <= COUNT_DIGITS; len++) {
		c = peek_at(r, len);
		if (ends_line(c) || is_blank(c))
			break;
		digits += is_digit(c);
	}
	if (len > COUNT_DIGITS || only_blanks_from(r, len) == 0)
		return 0;
	/* "2-1." is the first row of a 4x4 block, not a bad count. */
	if ((digits < len || r->side != 0) &&
	    sudoku_sized_ahead(r, &sized, NULL, 0) != 0)
		return 0;
	for (k = 0; k < len; k++) {
		c = peek_at(r, k);
		if (!is_digit(c)) {
			sudoku_reader_report(where, r->line, r->column + k, "%s",
				  "count line is not a number");
			skip_line(r);
			return -1;
		}
		value = 10 * value + (c - '0');
	}
	r->announced = value;
	r->count_line = r->line;
	r->count_column = r->column;
	skip_line(r);
	return 1;
}

/* Is 'name' (lower case) one of 'names'? */
static int
name_is(const char *name, const char *const *names)
{
	for (; *names != NULL; names++)
		if (strcmp(name, *names) == 0)
			return 1;
	return 0;
}

/* Can 'c' start or continue a field name of a CSV header? */
static int
is_name_start(int c)
{
	return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || c == '_';
}

static int
is_name_byte(int c)
{
	return is_name_start(c) || is_digit(c) || c == ' ' || c == '-' ||
	       c == '.';
}

/*
 * A first line of field names, such as "quizzes,solutions" (Kaggle) or
 * "id,puzzle,solution,clues,difficulty", is a CSV header: it picks the
 * puzzle and solution fields of the rows below.  A line of one name is a
 * header only if that is a puzzle name.  Returns 1 when a header was read,
 * 0 when the line is none, and -1 (with 'where') for a header that names
 * no puzzle field; the rows are then read as without one.
 */
static int
read_header(struct sudoku_reader *r, struct sudoku_where *where)
{
	static const char *const puzzle_names[] = {"quizzes", "quiz", "puzzle",
						   "puzzles", NULL};
	static const char *const solution_names[] = {"solutions", "solution",
						     NULL};
	char name[NAME_MAX_LEN + 1];
	int field = 0, puzzle = -1, solution = -1, quoted, c;
	size_t k = 0, n;

	if (!is_name_start(peek(r)) && peek(r) != '"')
		return 0;
	for (;;) {
		quoted = peek_at(r, k) == '"';
		k += (size_t)quoted;
		if (!is_name_start(peek_at(r, k)))
			return 0;
		for (n = 0; k < HEADER_MAX && is_name_byte(c = peek_at(r, k));
		     k++)
			if (n < NAME_MAX_LEN)
				name[n++] = (char)(c | (is_digit(c) ? 0 : 0x20));
		while (n > 0 && name[n - 1] == ' ')
			n--;
		name[n] = '\0';
		if (quoted && peek_at(r, k++) != '"')
			return 0;
		while (is_blank(peek_at(r, k)))
			k++;
		if (puzzle < 0 && name_is(name, puzzle_names))
			puzzle = field;
		else if (solution < 0 && name_is(name, solution_names))
			solution = field;
		field++;
		c = peek_at(r, k++);
		if (ends_line(c))
			break;
		if (c != ',' || k >= HEADER_MAX)
			return 0;
	}
	if (field == 1 && puzzle < 0)
		return 0;
	if (puzzle < 0) {
		report(r, where, "CSV header names no puzzle field "
				 "(quizzes or puzzle)");
		skip_line(r);
		return -1;
	}
	r->csv = 1;
	r->fields = field;
	r->puzzle_field = puzzle;
	r->solution_field = solution;
	skip_line(r);
	return 1;
}


/* A line that is no puzzle of the size sudoku_reader_size() set. */
static enum sudoku_status
refuse_forced_size(struct sudoku_reader *r, struct sudoku_where *where)
{
	report(r, where, "not a row of a %dx%d puzzle (the size asked for)",
	       r->side, r->side);
	skip_line(r);
	return SUDOKU_EINPUT;
}

/* What the first line of a stream may be besides a puzzle: a byte-order
 * mark before it, a count line or a CSV header.  A compressed or UTF-16
 * stream is refused there, in one message, and the rest of it skipped. */
static enum sudoku_status
read_first_line(struct sudoku_reader *r, struct sudoku_where *where)
{
	const char *foreign;
	int found;

	r->started = 1;
	if (peek_at(r, 0) == 0xef && peek_at(r, 1) == 0xbb &&
	    peek_at(r, 2) == 0xbf)
		r->pos += 3;	/* a byte-order mark: not a column */
	if (skip_to_content(r) != 1 || r->title_len != 0)
		return SUDOKU_OK;
	if ((foreign = sudoku_reader_foreign(r)) != NULL) {
		report(r, where, "%s", foreign);
		skip_line(r);
		r->refused = 1;
		return SUDOKU_EINPUT;
	}
	found = read_count_line(r, where);
	if (found == 0)
		found = read_header(r, where);
	return found < 0 ? SUDOKU_EINPUT : SUDOKU_OK;
}

static enum sudoku_status
read_next(struct sudoku_reader *r, struct sudoku_grid *g,
	  enum sudoku_layout *layout, struct sudoku_input *in,
	  struct sudoku_where *where)
{
	enum sudoku_layout kind = SUDOKU_LAYOUT_LINE;
	enum sudoku_sized_layout sized;
	enum sudoku_status status;
	unsigned long line, column;
	int found, box;

	if (r->ended)
		return SUDOKU_END;
	if (r->refused) {	/* said once: the rest is no puzzle either */
		while (peek(r) != EOF)
			skip_line(r);
		r->ended = 1;
		return SUDOKU_END;
	}
	r->blank_seen = 0;
	r->spaced = 0;
	if (in != NULL) {	/* what a line that is no puzzle reports */
		in->layout = SUDOKU_LAYOUT_LINE;
		in->title[0] = '\0';
		in->spaced = in->has_solution = in->has_raw = in->pencil = 0;
		in->sized.box = 0;
		in->line = in->solution_column = 0;
		in->raw_len = 0;
	}
	if (!r->started && read_first_line(r, where) != SUDOKU_OK)
		return SUDOKU_EINPUT;
	found = skip_to_content(r);
	if (in != NULL) {
		in->blank_before = r->blank_seen;
		memcpy(in->title, r->title, r->title_len);
		in->title[r->title_len] = '\0';
	}
	if (found != 1 && r->title_len != 0) {
		sudoku_reader_report(where, r->title_line, 1,
			  "title '%s' is not followed by a puzzle", r->title);
		r->title_len = 0;
		return SUDOKU_EINPUT;
	}
	if (found != 1) {
		if (r->failed) {
			r->failed = 0;
			r->at_eof = 1;
			errno = r->read_errno;
			return SUDOKU_EREAD;
		}
		return SUDOKU_END;
	}
	r->title_len = 0;
	r->cells_placed = 0;
	line = r->line;
	column = r->column;
	if (in != NULL)
		in->line = line;
	if (r->csv)
		status = read_csv_row(r, g, in, &column, where);
	else if (in != NULL &&
		 (box = sudoku_other_size_ahead(r, &sized)) != 0)
		status = box > 0 ? sudoku_read_other_size(r, g, box, sized, 0,
							  &kind, in, where)
				 : refuse_forced_size(r, where);
	else if ((kind = classify_line(r)) == SUDOKU_LAYOUT_LINE)
		status = read_line_puzzle(r, g, in, where);
	else
		status = read_words(r, g, &kind, in, where);
	if (layout != NULL)
		*layout = kind;
	if (in != NULL) {
		in->layout = kind;
		in->spaced = r->spaced;
	}
	if (status != SUDOKU_OK)
		return status;
	where->line = line;
	where->column = column;
	where->what[0] = '\0';
	if (r->defer_clash && !r->cells_placed)
		return SUDOKU_OK;	/* sudoku_check_clash() can tell */
	return check_clash(g, r->cells_placed ? r->cell_line : NULL,
			   r->cell_column, line, column, where);
}

enum sudoku_status
sudoku_read(struct sudoku_reader *r, struct sudoku_grid *g,
	    enum sudoku_layout *layout, struct sudoku_where *where)
{
	struct sudoku_where ignored;

	return read_next(r, g, layout, NULL, where != NULL ? where : &ignored);
}

enum sudoku_status
sudoku_read_input(struct sudoku_reader *r, struct sudoku_grid *g,
		  struct sudoku_input *in, struct sudoku_where *where)
{
	struct sudoku_where ignored;
	enum sudoku_status status;

	if (where == NULL)
		where = &ignored;
	status = read_next(r, g, NULL, in, where);
	/* A line that is no puzzle is its own first line. */
	if (status != SUDOKU_END && in != NULL && in->line == 0)
		in->line = where->line;
	return status;
}

long long
sudoku_reader_announced(const struct sudoku_reader *r,
			struct sudoku_where *where)
{
	if (r->announced >= 0 && where != NULL)
		sudoku_reader_report(where, r->count_line, r->count_column,
				     "%s", "");
	return r->announced;
}


enum sudoku_status
sudoku_parse(const char *text, size_t len, struct sudoku_grid *g,
	     enum sudoku_layout *layout, struct sudoku_where *where)
{
	struct sudoku_reader r;

	/* The reader only reads its buffer when there is no stream. */
	sudoku_reader_init(&r, NULL, -1, (unsigned char *)(uintptr_t)text, len);
	return sudoku_read(&r, g, layout, where);
}
