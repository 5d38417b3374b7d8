/* grid.c - reading puzzles in every common layout, and writing grids.
 * See LICENSE for copying terms. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

enum {
	BUFFER_SIZE = 1 << 16,	/* read in large blocks: few system calls */
	LOOKAHEAD = 128,	/* bytes a line may be examined ahead */
	NOT_A_CELL = 10		/* cell_value[] of bytes that are no cell */
};

/*
 * What each byte means inside a puzzle: 1..9 a clue, 0 an empty cell
 * ('0', '.', '_' and '*' are all used by real collections), NOT_A_CELL
 * anything else.
 */
static const unsigned char cell_value[256] = {
#define X10 NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, \
	    NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL
	X10, X10, X10, X10,		/* 0-39 */
	NOT_A_CELL, NOT_A_CELL, 0, NOT_A_CELL, NOT_A_CELL,	/* 40-44: '*' */
	NOT_A_CELL, 0, NOT_A_CELL,	/* 45-47: '.' */
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9,	/* 48-57: '0'-'9' */
	NOT_A_CELL, NOT_A_CELL,		/* 58-59 */
	X10, X10, X10,			/* 60-89 */
	NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, /* 90-94 */
	0,				/* 95: '_' */
	NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, /* 96-99 */
	X10, X10, X10, X10, X10, X10, X10, X10, X10, X10, X10, X10, X10,
	X10, X10,			/* 100-249 */
	NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL,
	NOT_A_CELL			/* 250-255 */
#undef X10
};

struct sudoku_reader {
	FILE *fp;		/* NULL when reading from memory */
	int fd;			/* fp's descriptor, or -1: use fread */
	unsigned char *buf;
	size_t len;		/* bytes held in buf */
	size_t pos;		/* next byte to look at */
	unsigned long line;	/* position of buf[pos] */
	unsigned long column;
	int at_eof;		/* no more bytes will come from fp */
	int failed;		/* the stream failed: report once, then end */
	int read_errno;
	int started;		/* the byte-order mark check is done */
	unsigned long long total_read;	/* bytes read from fp so far */
	/* Columns of the cells of the grid being read, for conflicts. */
	unsigned long cell_line[81];
	unsigned long cell_column[81];
};

/* Character classes outside cells. */
static int
is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static int
ends_line(int c)
{
	return c == '\n' || c == EOF;
}

/* A rule line of a framed grid is made of these (and blanks). */
static int
is_rule(int c)
{
	return c == '-' || c == '+' || c == '=' || c == '|';
}

/*
 * Read what the stream has, up to 'size' bytes.  The descriptor is read
 * directly where there is one, so that a puzzle typed at a terminal or
 * sent down a pipe is answered at once rather than after a full block.
 */
static size_t
read_some(struct sudoku_reader *r, unsigned char *dst, size_t size)
{
	ssize_t got;
	size_t n;

	if (r->fd < 0) {
		n = fread(dst, 1, size, r->fp);
		if (n == 0) {
			r->at_eof = 1;
			if (ferror(r->fp)) {
				r->failed = 1;
				r->read_errno = errno;
			}
		}
		return n;
	}
	do
		got = read(r->fd, dst, size);
	while (got < 0 && errno == EINTR);
	if (got <= 0) {
		r->at_eof = 1;
		if (got < 0) {
			r->failed = 1;
			r->read_errno = errno;
		}
		return 0;
	}
	return (size_t)got;
}

/*
 * Make at least 'want' bytes available from r->pos, unless the stream ends
 * first.  Returns the number of bytes available.
 */
static size_t
fill(struct sudoku_reader *r, size_t want)
{
	size_t got;

	if (r->len - r->pos >= want || r->at_eof)
		return r->len - r->pos;
	memmove(r->buf, r->buf + r->pos, r->len - r->pos);
	r->len -= r->pos;
	r->pos = 0;
	while (r->len < want && !r->at_eof) {
		got = read_some(r, r->buf + r->len, BUFFER_SIZE - r->len);
		r->len += got;
		r->total_read += got;
	}
	return r->len;
}

/* The byte 'ahead' places after the current one, or EOF. */
static int
peek_at(struct sudoku_reader *r, size_t ahead)
{
	if (r->pos + ahead < r->len)
		return r->buf[r->pos + ahead];
	if (fill(r, ahead + 1) <= ahead)
		return EOF;
	return r->buf[r->pos + ahead];
}

static int
peek(struct sudoku_reader *r)
{
	return peek_at(r, 0);
}

/* Step over one byte (there must be one), keeping the position. */
static void
advance(struct sudoku_reader *r)
{
	if (r->buf[r->pos++] == '\n') {
		r->line++;
		r->column = 1;
	} else {
		r->column++;
	}
}

/* Skip the rest of the current line, including its newline. */
static void
skip_line(struct sudoku_reader *r)
{
	const unsigned char *nl;

	for (;;) {
		if (r->pos == r->len && fill(r, 1) == 0)
			return;
		nl = memchr(r->buf + r->pos, '\n', r->len - r->pos);
		if (nl != NULL) {
			r->pos = (size_t)(nl - r->buf) + 1;
			r->line++;
			r->column = 1;
			return;
		}
		r->column += r->len - r->pos;
		r->pos = r->len;
	}
}

static void
skip_blanks(struct sudoku_reader *r)
{
	while (is_blank(peek(r)))
		advance(r);
}

static struct sudoku_reader *
reader_init(struct sudoku_reader *r, FILE *fp, unsigned char *buf, size_t len)
{
	memset(r, 0, sizeof *r);
	r->fp = fp;
	r->buf = buf;
	r->len = len;
	r->at_eof = fp == NULL;
	r->total_read = len;
	r->fd = -1;
	if (fp != NULL)
		r->fd = fileno(fp);	/* -1 for streams without one */
	r->line = 1;
	r->column = 1;
	return r;
}

struct sudoku_reader *
sudoku_reader_new(FILE *fp)
{
	struct sudoku_reader *r = malloc(sizeof *r);
	unsigned char *buf = malloc(BUFFER_SIZE);

	if (r == NULL || buf == NULL) {
		free(r);
		free(buf);
		return NULL;
	}
	return reader_init(r, fp, buf, 0);
}

void
sudoku_reader_free(struct sudoku_reader *r)
{
	if (r == NULL)
		return;
	free(r->buf);
	free(r);
}

/* Fill in 'where' at the current position; 'fmt' is a printf format. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
report(const struct sudoku_reader *r, struct sudoku_where *where,
       const char *fmt, ...)
{
	va_list ap;

	where->line = r->line;
	where->column = r->column;
	va_start(ap, fmt);
	vsnprintf(where->what, sizeof where->what, fmt, ap);
	va_end(ap);
}

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
	int c;

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
		if (k >= LOOKAHEAD)	/* a rule that long: judge by its start */
			return ruled;
	}
}

/*
 * Skip blank lines, comment lines and rule lines up to the start of the
 * next puzzle line, leaving the position at its first non-blank byte.
 * Returns 0 at the end of the stream.
 */
static int
skip_to_content(struct sudoku_reader *r)
{
	int c;

	for (;;) {
		skip_blanks(r);
		c = peek(r);
		if (c == EOF)
			return 0;
		if (c == '\n' || c == '#' || rule_line_ahead(r))
			skip_line(r);
		else
			return 1;
	}
}

/* Read a puzzle written on one line: 81 cells, then optionally a field. */
static enum sudoku_status
read_line_puzzle(struct sudoku_reader *r, struct sudoku_grid *g,
		 struct sudoku_where *where)
{
	unsigned long extra;
	int i, c;
	unsigned v;

	if (fill(r, 82) >= 82) {
		/* Fast path: the whole line is in the buffer. */
		const unsigned char *p = r->buf + r->pos;

		for (i = 0; i < 81; i++) {
			v = cell_value[p[i]];
			if (v == NOT_A_CELL)
				break;
			g->cell[i] = (unsigned char)v;
		}
		if (i == 81) {
			r->pos += 81;
			r->column += 81;
		} else {
			r->pos += (size_t)i;
			r->column += (unsigned long)i;
		}
	} else {
		i = 0;
	}
	for (; i < 81; i++) {
		c = peek(r);
		if (c == EOF || cell_value[c] == NOT_A_CELL)
			break;
		g->cell[i] = cell_value[c];
		advance(r);
	}
	c = peek(r);
	if (i < 81) {
		if (ends_line(c) || is_blank(c) || c == ':' || c == ',')
			report(r, where,
			       "too few cells: found %d, expected 81", i);
		else
			report_unexpected(r, where, c);
		skip_line(r);
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
			 "too many cells: found %lu, expected 81", 81 + extra);
		skip_line(r);
		return SUDOKU_EINPUT;
	}
	if (!ends_line(c) && !is_blank(c) && c != ':' && c != ',') {
		report_unexpected(r, where, c);
		skip_line(r);
		return SUDOKU_EINPUT;
	}
	skip_line(r);		/* the rest is a trailing field */
	return SUDOKU_OK;
}

/*
 * Read one row of a grid: nine cells, optionally separated by blanks and
 * '|'.  Records where each cell was, for conflict messages.
 */
static enum sudoku_status
read_grid_row(struct sudoku_reader *r, struct sudoku_grid *g, int row,
	      struct sudoku_where *where)
{
	int n = 0, c;

	for (;;) {
		c = peek(r);
		if (ends_line(c))
			break;
		if (is_blank(c) || c == '|') {
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
 * After an error in row 'row' of a grid, skip the rows that are left of
 * it, so that they are not read as further puzzles.  Stops early at a
 * blank line, at the end, or at a line that holds a whole puzzle.
 */
static void
skip_rest_of_grid(struct sudoku_reader *r, int row)
{
	int c;

	while (row < 8) {
		skip_blanks(r);
		c = peek(r);
		if (ends_line(c))
			return;
		if (c != '#' && !rule_line_ahead(r)) {
			if (classify_line(r) == SUDOKU_LAYOUT_LINE)
				return;
			row++;
		}
		skip_line(r);
	}
}

/* Read a grid of nine rows, with comment and rule lines between them. */
static enum sudoku_status
read_grid_puzzle(struct sudoku_reader *r, struct sudoku_grid *g,
		 struct sudoku_where *where)
{
	int row = 0, c;

	for (;;) {
		if (read_grid_row(r, g, row, where) != SUDOKU_OK) {
			skip_rest_of_grid(r, row);
			return SUDOKU_EINPUT;
		}
		if (++row == 9)
			return SUDOKU_OK;
		for (;;) {
			skip_blanks(r);
			c = peek(r);
			if (c != '#' && !rule_line_ahead(r))
				break;
			skip_line(r);
		}
		/* A blank line, the end, or a whole puzzle on one line cut the
		 * grid short; leave the line for the next puzzle. */
		if (ends_line(c) || classify_line(r) == SUDOKU_LAYOUT_LINE) {
			report(r, where,
			       "incomplete grid: found %d rows, expected 9",
			       row);
			return SUDOKU_EINPUT;
		}
	}
}

/* Turn a conflict among the clues just read into a message. */
static enum sudoku_status
check_clues(const struct sudoku_reader *r, const struct sudoku_grid *g,
	    enum sudoku_layout layout, unsigned long line,
	    unsigned long column, struct sudoku_where *where)
{
	int first, second;
	char unit[16];

	if (!sudoku_find_conflict(g, &first, &second, unit))
		return SUDOKU_OK;
	if (layout == SUDOKU_LAYOUT_LINE) {
		where->line = line;
		where->column = column + (unsigned long)second;
		snprintf(where->what, sizeof where->what,
			 "invalid puzzle: clue %d repeats in %s "
			 "(first at column %lu)",
			 g->cell[second], unit,
			 column + (unsigned long)first);
	} else {
		where->line = r->cell_line[second];
		where->column = r->cell_column[second];
		snprintf(where->what, sizeof where->what,
			 "invalid puzzle: clue %d repeats in %s "
			 "(first at line %lu, column %lu)",
			 g->cell[second], unit, r->cell_line[first],
			 r->cell_column[first]);
	}
	return SUDOKU_ECONFLICT;
}

enum sudoku_status
sudoku_read(struct sudoku_reader *r, struct sudoku_grid *g,
	    enum sudoku_layout *layout, struct sudoku_where *where)
{
	struct sudoku_where ignored;
	enum sudoku_layout kind;
	enum sudoku_status status;
	unsigned long line, column;

	if (where == NULL)
		where = &ignored;
	if (!r->started) {
		r->started = 1;
		if (peek_at(r, 0) == 0xef && peek_at(r, 1) == 0xbb &&
		    peek_at(r, 2) == 0xbf)
			r->pos += 3;	/* a byte-order mark: not a column */
	}
	if (!skip_to_content(r)) {
		if (r->failed) {
			r->failed = 0;
			errno = r->read_errno;
			return SUDOKU_EREAD;
		}
		return SUDOKU_END;
	}
	line = r->line;
	column = r->column;
	kind = classify_line(r);
	if (layout != NULL)
		*layout = kind;
	if (kind == SUDOKU_LAYOUT_LINE)
		status = read_line_puzzle(r, g, where);
	else
		status = read_grid_puzzle(r, g, where);
	if (status != SUDOKU_OK)
		return status;
	where->line = line;
	where->column = column;
	where->what[0] = '\0';
	return check_clues(r, g, kind, line, column, where);
}

unsigned long long
sudoku_reader_offset(const struct sudoku_reader *r)
{
	return r->total_read - (r->len - r->pos);
}

enum sudoku_status
sudoku_parse(const char *text, size_t len, struct sudoku_grid *g,
	     enum sudoku_layout *layout, struct sudoku_where *where)
{
	struct sudoku_reader r;

	/* The reader only reads its buffer when there is no stream. */
	reader_init(&r, NULL, (unsigned char *)(uintptr_t)text, len);
	return sudoku_read(&r, g, layout, where);
}

/* Names of units for messages, indexed by unit number. */
static const char *const unit_kind[3] = {"row", "column", "box"};

/* The box of each cell, so that the common case needs no division. */
static const unsigned char box_of_cell[81] = {
	0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2,
	0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5,
	3, 3, 3, 4, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 5,
	6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8,
	6, 6, 6, 7, 7, 7, 8, 8, 8};

/*
 * Does any digit repeat in a unit?  One pass with a mask per unit: this
 * runs for every puzzle read, so it must cost next to nothing.
 */
static int
has_conflict(const struct sudoku_grid *g)
{
	unsigned cols[9] = {0}, boxes[9] = {0}, row, bit, bad = 0;
	int r, c, i, d;

	for (r = 0, i = 0; r < 9; r++) {
		row = 0;	/* in a register: no store-to-load chain */
		for (c = 0; c < 9; c++, i++) {
			d = g->cell[i];
			/* An empty cell (or a byte that is no digit) adds a bit
			 * no unit looks at. */
			bit = d >= 1 && d <= 9 ? 1u << d : 1u;
			bad |= (row | cols[c] | boxes[box_of_cell[i]]) & bit;
			row |= bit;
			cols[c] |= bit;
			boxes[box_of_cell[i]] |= bit;
		}
	}
	return (bad & ~1u) != 0;
}

int
sudoku_find_conflict(const struct sudoku_grid *g, int *first, int *second,
		     char unit[16])
{
	unsigned seen[3][9] = {{0}};
	int i, j, k, d, u[3], cells_of[3];

	if (!has_conflict(g))
		return 0;
	/* There is one: find the first in reading order, and its twin. */
	for (i = 0; i < 81; i++) {
		d = g->cell[i];
		if (d < 1 || d > 9)
			continue;
		u[0] = ROW_OF(i);
		u[1] = COL_OF(i);
		u[2] = BOX_OF(i);
		for (k = 0; k < 3; k++) {
			if (!(seen[k][u[k]] & 1u << d))
				continue;
			/* Find the earlier clue in the same unit. */
			for (j = 0; j < i; j++) {
				cells_of[0] = ROW_OF(j);
				cells_of[1] = COL_OF(j);
				cells_of[2] = BOX_OF(j);
				if (cells_of[k] == u[k] && g->cell[j] == d)
					break;
			}
			if (first != NULL)
				*first = j;
			if (second != NULL)
				*second = i;
			if (unit != NULL)
				snprintf(unit, 16, "%s %d", unit_kind[k],
					 u[k] + 1);
			return 1;
		}
		for (k = 0; k < 3; k++)
			seen[k][u[k]] |= 1u << d;
	}
	return 0;
}

size_t
sudoku_format(const struct sudoku_grid *g, enum sudoku_format format,
	      char *buf)
{
	char *p = buf;
	int r, c, d;

	switch (format) {
	case SUDOKU_FORMAT_LINE:
		for (r = 0; r < 81; r++) {
			d = g->cell[r];
			*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '.';
		}
		*p++ = '\n';
		break;
	case SUDOKU_FORMAT_GRID:
		for (r = 0; r < 9; r++) {
			for (c = 0; c < 9; c++) {
				d = g->cell[9 * r + c];
				*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '0';
				*p++ = c == 8 ? '\n' : ' ';
			}
		}
		break;
	case SUDOKU_FORMAT_PRETTY:
		for (r = 0; r < 9; r++) {
			if (r == 3 || r == 6) {
				memcpy(p, "------+-------+------\n", 22);
				p += 22;
			}
			for (c = 0; c < 9; c++) {
				d = g->cell[9 * r + c];
				*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '.';
				if (c == 8) {
					*p++ = '\n';
				} else {
					*p++ = ' ';
					if (c == 2 || c == 5) {
						*p++ = '|';
						*p++ = ' ';
					}
				}
			}
		}
		break;
	}
	return (size_t)(p - buf);
}
