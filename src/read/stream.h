/* stream.h - the bytes under the layouts; never installed.
 *
 * src/read/stream.c holds a reader's bytes: the struct sudoku_reader,
 * its sources (a FILE, a descriptor read directly, or memory), its
 * buffer and the position (line and column) of every byte in it, the
 * wait hook and the public sudoku_reader_new*(), _free(), _on_wait(),
 * _defer_clash() and _offset().  src/read/layout.c makes puzzles of
 * those bytes and may use of them only what this header gives:
 *
 *   peek(), peek_at()    the byte at the position or 'ahead' of it, or
 *                        EOF; never past a line end that is in the buffer
 *                        (a pipe may have no more yet);
 *   advance()            step over one byte, counting lines and columns;
 *   skip_line(), skip_blanks()   the rest of a line, blanks;
 *   read_cells()         up to 'max' cells in a row (eight at a time);
 *   r->buf + r->pos      the bytes peeked: still in the buffer;
 *   keep_before(), sudoku_reader_keep_ahead()   the puzzle's bytes as
 *                        they stand in the input, for sudoku_input;
 *   cell_value[], is_blank(), ends_line(), is_digit(), common_cells()
 *                        what a byte is;
 *   sudoku_reader_init() a reader of bytes in memory (sudoku_parse());
 *   sudoku_reader_top_up()   a buffer filled without waiting (split.c);
 *   sudoku_reader_foreign()   a compressed or UTF-16 stream, by its start.
 *
 * The fields of the struct after 'total_read' are the layouts' own: the
 * stream only sets them to their starting values (split.c copies them to
 * the reader of a part).  What is called per
 * byte is inline here, so that the layouts pay no call for it.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_STREAM_H
#define SUDOKU_STREAM_H

#include <stdio.h>
#include <string.h>

#include "read/read.h"

enum {
	BUFFER_SIZE = 1 << 16,	/* read in large blocks: few system calls */
	LOOKAHEAD = 128,	/* bytes a line may be examined ahead */
	NOT_A_CELL = 10		/* cell_value[] of bytes that are no cell */
};

/* The cell a byte stands for (0 for an empty one), or NOT_A_CELL. */
static const unsigned char cell_value[256] = {
#define X10 NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, \
	    NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL
	X10, X10, X10, X10,		/* 0-39 */
	NOT_A_CELL, NOT_A_CELL, 0, NOT_A_CELL, NOT_A_CELL,	/* 40-44: '*' */
	NOT_A_CELL, 0, NOT_A_CELL,	/* 45-47: '.' */
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9,	/* 48-57: '0'-'9' */
	NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, /* 58-62 */
	0,				/* 63: '?' */
	NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL, NOT_A_CELL,
	NOT_A_CELL,			/* 64-69 */
	X10, X10,			/* 70-89 */
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
	FILE *fp;		/* NULL when reading from memory or 'fd' */
	int fd;			/* the descriptor read directly, or -1 */
	/* Called before a read that would wait (see sudoku_reader_on_wait). */
	void (*on_wait)(void *arg);
	void *wait_arg;
	int drained;		/* the last read() had less than it asked for */
	unsigned char *buf;
	size_t len;		/* bytes held in buf */
	size_t pos;		/* next byte to look at */
	unsigned long line;	/* position of buf[pos] */
	unsigned long column;
	int at_eof;		/* no more bytes will come from the stream */
	int failed;		/* the stream failed: report once, then end */
	int read_errno;
	int started;		/* the checks of the first line are done */
	int ended;		/* an 'end' line was read: nothing follows */
	int refused;		/* compressed or UTF-16: skip to the end */
	unsigned long long total_read;	/* bytes read from the stream */
	/* What a leading count line announced, and where. */
	long long announced;	/* -1: no count line */
	unsigned long count_line, count_column;
	/* A CSV header: which fields hold what. */
	int csv;		/* rows are read field by field */
	int fields;		/* fields the header named */
	int puzzle_field;	/* 0-based */
	int solution_field;	/* -1: none */
	/* Gathered on the way to the next puzzle. */
	int blank_seen;		/* a blank line since the last puzzle */
	int spaced;		/* the grid's cells had separators */
	size_t title_len;	/* a title line waits for its grid */
	unsigned long title_line;
	char title[SUDOKU_TITLE_MAX];
	int cells_placed;	/* cell_line and cell_column hold the puzzle's
				 * cells (a grid, or a line with blanks) */
	int defer_clash;	/* see sudoku_reader_defer_clash() */
	int side;		/* see sudoku_reader_size(): 0 any */
	/* Columns of the cells of the grid being read, for conflicts. */
	unsigned long cell_line[81];
	unsigned long cell_column[81];
};

/* Character classes outside cells. */
static inline int
is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static inline int
ends_line(int c)
{
	return c == '\n' || c == EOF;
}

static inline int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/*
 * Make at least 'want' bytes available from r->pos, unless the stream ends
 * first or the bytes available hold a line end: nothing looks past a line
 * end, and a pipe may not have more yet.  Returns the number of bytes
 * available.
 */
size_t sudoku_reader_fill(struct sudoku_reader *r, size_t want);

/*
 * Move the bytes ahead to the start of the buffer and read after them
 * what the stream gives without waiting, up to a full buffer; wait (the
 * hook called first, as for any read) only while the buffer holds no line
 * end.  Returns the number of bytes available.  For
 * sudoku_reader_split() (split.c), which hands out whole lines.
 */
size_t sudoku_reader_top_up(struct sudoku_reader *r);

/* A reader of the 'len' bytes at 'buf' when 'fp' is NULL and 'fd' -1,
 * else of the stream, 'buf' its buffer of BUFFER_SIZE bytes. */
struct sudoku_reader *sudoku_reader_init(struct sudoku_reader *r, FILE *fp,
					 int fd, unsigned char *buf,
					 size_t len);

/*
 * Add to what 'in' keeps the bytes ahead of the position, which stays,
 * up to 'stop', the end of the line or SUDOKU_RAW_MAX bytes in all.  A
 * '\r' that ends the line belongs to the line end, not to the puzzle.
 */
void sudoku_reader_keep_ahead(struct sudoku_reader *r, struct sudoku_input *in,
			      int stop);

/* Is the stream compressed, or text in UTF-16, as its first bytes say?
 * Returns what to tell the user, or NULL. */
const char *sudoku_reader_foreign(struct sudoku_reader *r);

/* The byte 'ahead' places after the current one, or EOF. */
static inline int
peek_at(struct sudoku_reader *r, size_t ahead)
{
	if (r->pos + ahead < r->len)
		return r->buf[r->pos + ahead];
	if (sudoku_reader_fill(r, ahead + 1) <= ahead)
		return EOF;
	return r->buf[r->pos + ahead];
}

static inline int
peek(struct sudoku_reader *r)
{
	return peek_at(r, 0);
}

/* Step over one byte (there must be one), keeping the position. */
static inline void
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
static inline void
skip_line(struct sudoku_reader *r)
{
	const unsigned char *nl;

	for (;;) {
		if (r->pos == r->len && sudoku_reader_fill(r, 1) == 0)
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

static inline void
skip_blanks(struct sudoku_reader *r)
{
	while (is_blank(peek(r)))
		advance(r);
}

/*
 * The cells of eight bytes of a line made only of the common cell bytes,
 * '0' to '9' and '.', the first in the lowest byte; 'ok' says whether
 * they are (else the table reads them).  Each byte is masked before the
 * sums, so that no byte carries into the next.
 */
static inline uint64_t
common_cells(uint64_t x, int *ok)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fu, high = 0x8080808080808080u;
	uint64_t t = x ^ 0x3030303030303030u;	/* a digit to its value */
	uint64_t dot = t ^ 0x1e1e1e1e1e1e1e1eu;	/* '.' to 0 */
	uint64_t is_dot = ~(((dot & low7) + low7) | dot) & high;
	uint64_t above = (((t & low7) + 0x7676767676767676u) | t) & high;

	*ok = (above & ~is_dot) == 0;
	return t & ~((is_dot >> 7) * 0xffu);
}

/*
 * Read up to 'max' cells into 'cells', stopping at the first byte that is
 * no cell.  Returns the number read.
 */
static inline int
read_cells(struct sudoku_reader *r, unsigned char *cells, int max)
{
	int i = 0, c;
	unsigned v;

	if (r->len - r->pos > (size_t)max ||
	    sudoku_reader_fill(r, (size_t)max + 1) > (size_t)max) {
		/* Fast path: the whole field is in the buffer. */
		const unsigned char *p = r->buf + r->pos;
		int ok = 1;

		/* Eight at a time while they are common cell bytes: every
		 * puzzle's line comes here. */
		for (; i + 8 <= max; i += 8) {
			uint64_t v8 = common_cells(cells_at(p + i, 8), &ok);

			if (!ok)
				break;
			put_cells(cells + i, v8, 8);
		}
		for (; i < max; i++) {
			v = cell_value[p[i]];
			if (v == NOT_A_CELL)
				break;
			cells[i] = (unsigned char)v;
		}
		r->pos += (size_t)i;
		r->column += (unsigned long)i;
	}
	for (; i < max; i++) {
		c = peek(r);
		if (c == EOF || cell_value[c] == NOT_A_CELL)
			break;
		cells[i] = cell_value[c];
		advance(r);
	}
	return i;
}

/*
 * Keep in 'in' the puzzle as it stands in the input, starting with the
 * 'n' bytes before the position: cells that read_cells() has just read,
 * which the buffer still holds (it had them all at once, or the stream
 * had ended and nothing was moved).  Nothing is kept where 'in' or its
 * 'raw' is NULL, here and in
 * sudoku_reader_keep_ahead().
 */
static inline void
keep_before(const struct sudoku_reader *r, struct sudoku_input *in, int n)
{
	const unsigned char *from = r->buf + r->pos - (size_t)n;

	if (in == NULL || in->raw == NULL)
		return;	/* not asked for */
	in->has_raw = 1;
	in->raw_len = (size_t)n;
	if (n == 81)	/* the common case: a copy of known size, inline */
		memcpy(in->raw, from, 81);
	else
		memcpy(in->raw, from, (size_t)n);
}

/* Fill in 'where' at line 'line', column 'column': a message for a
 * puzzle, 'fmt' a printf format. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
void sudoku_reader_report(struct sudoku_where *where, unsigned long line,
			  unsigned long column, const char *fmt, ...);

/* What may follow the 81 cells of a line: blanks, another field, or the
 * end of the line. */
static inline int
ends_field(int c)
{
	return ends_line(c) || is_blank(c) || c == ':' || c == ',';
}

/*
 * Puzzles of other sizes (sized.c), for the layouts:
 * sudoku_sized_ahead() tells whether the line at the position is one
 * (a line of 16, 256 or 625 symbols, a row of 4, 16 or 25 of them, or of
 * as many numbers apart), returning its box (2, 4 or 5) and layout, or
 * 0; sudoku_read_sized() reads it into in->sized, checking its rows and
 * its clues, with messages as for 9x9 puzzles.  The caller may have
 * read the first 'done' cells of the line already, as 9x9 cells: their
 * values are before[0 .. done - 1] (0 for empty; 'before' may be NULL
 * when 'done' is 0).
 */
int sudoku_sized_ahead(struct sudoku_reader *r,
		       enum sudoku_sized_layout *layout,
		       const unsigned char *before, int done);
enum sudoku_status sudoku_read_sized(struct sudoku_reader *r, int box,
				     enum sudoku_sized_layout layout,
				     const unsigned char *before, int done,
				     struct sudoku_input *in,
				     struct sudoku_where *where);

/*
 * The layouts' way into the other sizes (sized.c) and pencil-mark lines
 * (pencil.c), for read_next() and the line and word reads of layout.c:
 * sudoku_other_size_ahead() says whether the line starts a puzzle of
 * another size that no 9x9 read would take up (its box, 0, or -1 for no
 * row of the size sudoku_reader_size() set), and
 * sudoku_read_other_size() reads one (the first 'done' cells of its
 * line read already into 'g', which it then empties; '*kind' receives
 * the layout); sudoku_pencil_line_ahead() says whether the 81 cells just
 * read start a line of 729 places, and sudoku_read_pencil_line() reads
 * the rest of it, from 'column'.
 */
int sudoku_other_size_ahead(struct sudoku_reader *r,
			    enum sudoku_sized_layout *sized);
enum sudoku_status sudoku_read_other_size(struct sudoku_reader *r,
					  struct sudoku_grid *g, int box,
					  enum sudoku_sized_layout sized,
					  int done, enum sudoku_layout *kind,
					  struct sudoku_input *in,
					  struct sudoku_where *where);
int sudoku_pencil_line_ahead(struct sudoku_reader *r);
enum sudoku_status sudoku_read_pencil_line(struct sudoku_reader *r,
					   struct sudoku_grid *g,
					   struct sudoku_input *in,
					   unsigned long column,
					   struct sudoku_where *where);

#endif /* SUDOKU_STREAM_H */
