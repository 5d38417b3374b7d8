/* sized.c - puzzles of other sizes (4x4, 16x16, 25x25) in the judges'
 * layouts: one line of side^2 symbols, 'side' lines of 'side' symbols
 * (POJ 3076, UVA 1309, SPOJ SUDOKU), or 'side' lines of numbers.
 * See LICENSE for copying terms. */
#include <stdio.h>

#include "read/stream.h"

/* Past this a number of a row is no cell of any size (25 at most) nor
 * a count of them: reading stops adding digits to it. */
enum { NUMBER_MAX = 1 << 20 };

/* The value of symbol 'c' in a grid of side 'side' (0 for an empty
 * cell), or -1: digits for 4x4, letters from 'A' above. */
static int
symbol_value(int c, int side)
{
	if (c == '-' || c == '.' || (side <= 9 && c == '0'))
		return 0;
	if (side <= 9)
		return c >= '1' && c <= '0' + side ? c - '0' : -1;
	return c >= 'A' && c < 'A' + side ? c - 'A' + 1 : -1;
}

/* The symbol of value 'v' (1..side) for messages: a digit for 4x4, a
 * letter above. */
static char
symbol_of(int v, int side)
{
	return (char)(side <= 9 ? '0' + v : 'A' + v - 1);
}

/* What the line at the position is made of, as a row of another size. */
struct row_shape {
	int symbols;	/* bytes that are not blanks */
	int apart;	/* blanks between them */
	int letters;	/* 'A' to 'Y' */
	int empties;	/* '-' and '.' */
	int digits;	/* '0' to '9' */
	int big_digits; /* '5' to '9' */
	int numbers;	/* runs of digits */
	int top;	/* the largest number */
	int odd;	/* bytes of none of these kinds */
};

static void
scan_row(struct sudoku_reader *r, struct row_shape *row)
{
	size_t k = 0;
	int c, value = 0, in_number = 0;

	memset(row, 0, sizeof *row);
	while (is_blank(peek_at(r, k)))
		k++;
	for (; k < 2048 && !ends_line(c = peek_at(r, k)); k++) {
		if (is_blank(c)) {
			row->apart = row->symbols > 0;
			in_number = 0;
			continue;
		}
		row->symbols++;
		if (is_digit(c)) {
			/* A number above NUMBER_MAX is too large all the same:
			 * it stays there rather than overflow. */
			if (!in_number)
				value = c - '0';
			else if (value <= NUMBER_MAX)
				value = 10 * value + c - '0';
			row->numbers += !in_number;
			row->top = value > row->top ? value : row->top;
			row->digits++;
			row->big_digits += c >= '5';
			in_number = 1;
			continue;
		}
		in_number = 0;
		if (c >= 'A' && c <= 'Y')
			row->letters++;
		else if (c == '-' || c == '.')
			row->empties++;
		else
			row->odd++;
	}
}

int
sudoku_sized_ahead(struct sudoku_reader *r, enum sudoku_sized_layout *layout,
		   const unsigned char *before, int done)
{
	struct row_shape row;
	int i;

	scan_row(r, &row);
	if (done > 0 && row.apart)
		return 0;
	for (i = 0; i < done; i++) {
		row.symbols++;
		row.empties += before[i] == 0;
		row.digits += before[i] != 0;
		row.big_digits += before[i] >= 5;
	}
	if (row.odd != 0)
		return 0;
	if (row.apart) { /* numbers apart */
		*layout = SUDOKU_SIZED_NUMBERS;
		if (row.letters + row.empties != 0 || row.top > row.numbers)
			return 0;
		return row.numbers == 4	   ? 2
		       : row.numbers == 16 ? 4
		       : row.numbers == 25 ? 5
					   : 0;
	}
	/* 4x4: digits to 4, '0', '.' or '-' for empty; a line, or a row of
	 * a block. */
	if (row.letters == 0 && row.big_digits == 0) {
		*layout =
		    row.symbols == 16 ? SUDOKU_SIZED_LINE : SUDOKU_SIZED_BLOCK;
		return row.symbols == 16 || row.symbols == 4 ? 2 : 0;
	}
	if (row.digits != 0)
		return 0;
	*layout = SUDOKU_SIZED_LINE;
	if (row.symbols == 256 || row.symbols == 625)
		return row.symbols == 256 ? 4 : 5;
	*layout = SUDOKU_SIZED_BLOCK;
	return row.symbols == 16 ? 4 : row.symbols == 25 ? 5 : 0;
}

/* Say what is wrong, at line 'line' and column 'column'. */
#define refuse(where, line, column, ...)                                       \
	(sudoku_reader_report((where), (line), (column), __VA_ARGS__),         \
	 SUDOKU_EINPUT)

/* Where each cell stood, for the message on a clash. */
struct cell_places {
	unsigned long line[SUDOKU_SIZED_CELLS];
	unsigned long column[SUDOKU_SIZED_CELLS];
};

/* Read cells from 'first' to 'last' (excluded) of the line at the
 * position, in 'layout'; the position is left at the line's end. */
static enum sudoku_status
read_row(struct sudoku_reader *r, struct sudoku_sized *g, int first, int last,
	 enum sudoku_sized_layout layout, struct cell_places *at,
	 struct sudoku_where *where)
{
	int side = g->box * g->box, cell = first, c;

	for (;;) {
		int value = 0, digits = 0;

		skip_blanks(r);
		c = peek(r);
		if (ends_line(c))
			break;
		if (cell == last)
			return refuse(where, r->line, r->column,
				      "too many cells in a %dx%d row: "
				      "expected %d",
				      side, side, side);
		at->line[cell] = r->line;
		at->column[cell] = r->column;
		if (layout == SUDOKU_SIZED_NUMBERS) {
			for (; is_digit(c = peek(r)); advance(r), digits++)
				if (value <= NUMBER_MAX)
					value = 10 * value + c - '0';
			if (digits == 0 || value > side)
				return refuse(where, at->line[cell],
					      at->column[cell],
					      "not a cell of a %dx%d puzzle: "
					      "a number 0 to %d",
					      side, side, side);
			if (!is_blank(c) && !ends_line(c))
				return refuse(where, r->line, r->column,
					      "unexpected character '%c'", c);
		} else {
			value = symbol_value(c, side);
			if (value < 0)
				return refuse(where, r->line, r->column,
					      "unexpected character '%c' in a "
					      "%dx%d puzzle",
					      c, side, side);
			advance(r);
		}
		g->cell[cell++] = (unsigned char)value;
	}
	if (cell < last)
		return refuse(where, r->line, r->column,
			      "too few cells: found %d, expected %d",
			      cell - first, last - first);
	return SUDOKU_OK;
}

/* Is the line at the position blank, or the end? */
static int
blank_line_ahead(struct sudoku_reader *r)
{
	size_t k = 0;

	while (is_blank(peek_at(r, k)))
		k++;
	return ends_line(peek_at(r, k));
}

/* Skip the rest of a grid after a bad row 'row': its lines up to a blank
 * one, 'side' rows in all. */
static void
skip_rows(struct sudoku_reader *r, int side, int row)
{
	skip_line(r);
	while (++row < side && !blank_line_ahead(r))
		skip_line(r);
}

enum sudoku_status
sudoku_read_sized(struct sudoku_reader *r, int box,
		  enum sudoku_sized_layout layout, const unsigned char *before,
		  int done, struct sudoku_input *in, struct sudoku_where *where)
{
	struct cell_places at;
	struct sudoku_sized *g = &in->sized;
	int side = box * box, rows = layout == SUDOKU_SIZED_LINE ? 1 : side;
	int row, first, second;

	memset(g, 0, sizeof *g);
	g->box = box;
	if (done > 0) /* digits of a 4x4 row, or empty cells */
		memcpy(g->cell, before, (size_t)done);
	in->sized_layout = layout;
	/* Its first line as written, shown when it cannot be read; the
	 * 'done' cells before the position were kept already. */
	if (done == 0)
		keep_before(r, in, 0);
	sudoku_reader_keep_ahead(r, in, '\n');
	/* The rows of a block are the lines up to a blank one. */
	for (row = 0; row < rows; row++) {
		int cells = rows == 1 ? side * side : side;

		if (row > 0 && blank_line_ahead(r)) {
			g->box = 0;
			return refuse(where, r->line, r->column,
				      "incomplete %dx%d puzzle: found %d rows, "
				      "expected %d",
				      side, side, row, side);
		}
		if (read_row(r, g, cells * row + (row == 0 ? done : 0),
			     cells * row + cells, layout, &at,
			     where) != SUDOKU_OK) {
			g->box = 0;
			skip_rows(r, rows, row);
			return SUDOKU_EINPUT;
		}
		skip_line(r);
	}
	in->has_raw = 0; /* read: its cells say it */
	if (sudoku_sized_find_conflict(g, &first, &second)) {
		sudoku_reader_report(where, at.line[second], at.column[second],
				     "invalid puzzle: clue %c at row %d, "
				     "column %d repeats that of row %d, "
				     "column %d",
				     symbol_of(g->cell[second], side),
				     second / side + 1, second % side + 1,
				     first / side + 1, first % side + 1);
		return SUDOKU_ECONFLICT;
	}
	return SUDOKU_OK;
}

/*
 * Could the line be the first of a puzzle of another size that no 9x9
 * read would take up: one that starts with a letter or '-'?  (A 9x9 line
 * pays one peek; a 4x4 line or row of digits is taken up where the 9x9
 * reads refuse it.)  Where sudoku_reader_size() set a size, every line
 * is one of its puzzles or none (9x9: never another size).  Returns the
 * box, 0 for none, or -1 for a line that is no row of the size set.
 */
int
sudoku_other_size_ahead(struct sudoku_reader *r,
			enum sudoku_sized_layout *sized)
{
	int c = peek(r), box;

	if (r->side == 9)
		return 0;
	if (r->side != 0) {
		box = sudoku_sized_ahead(r, sized, NULL, 0);
		return box * box == r->side ? box : -1;
	}
	if (!((c >= 'A' && c <= 'Y') || c == '-'))
		return 0;
	return sudoku_sized_ahead(r, sized, NULL, 0);
}

/* Read a puzzle of another size into 'in', the first 'done' cells of
 * its line read already into 'g'; the 9x9 grid read is then empty. */
enum sudoku_status
sudoku_read_other_size(struct sudoku_reader *r, struct sudoku_grid *g, int box,
		       enum sudoku_sized_layout sized, int done,
		       enum sudoku_layout *kind, struct sudoku_input *in,
		       struct sudoku_where *where)
{
	unsigned char before[SUDOKU_CELLS];

	memcpy(before, g->cell, (size_t)done);
	memset(g, 0, sizeof *g);
	*kind = sized == SUDOKU_SIZED_LINE ? SUDOKU_LAYOUT_LINE
					   : SUDOKU_LAYOUT_GRID;
	r->spaced = sized == SUDOKU_SIZED_NUMBERS;
	return sudoku_read_sized(r, box, sized, before, done, in, where);
}
