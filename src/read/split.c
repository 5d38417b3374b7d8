/* split.c - a reader's lines handed to a reader of their own, where each
 * line is sure to be one puzzle: a thread can read them while the first
 * reader reads on (sudoku_reader_split()).  See LICENSE for copying terms. */
#include <stdlib.h>

#include "read/stream.h"

/* Below this many bytes ahead the buffer is topped up before a split:
 * large parts, few of them, and little moved to the buffer's start. */
enum { SPLIT_LOW = BUFFER_SIZE / 8 };

/*
 * Are the 80 bytes at 'p' all digits or '.', the cells of the common
 * sets?  No early exit, and bytes rather than the table: the compiler
 * checks sixteen or more at a time, which matters here, on the one
 * thread that reads.
 */
static int
common_bytes(const unsigned char *p)
{
	unsigned char bad = 0;
	size_t i;

	for (i = 0; i < 80; i++)
		bad |= (unsigned char)((unsigned char)(p[i] - '0') > 9) &
		       (unsigned char)(p[i] != '.');
	return bad == 0;
}

/*
 * The offset after the line that starts at buf[k], if the layouts would
 * read it as one puzzle on its own line whatever came before or after,
 * else 0 (or when its end is not in the buffer).  Without a CSV header:
 * 81 cells, then the line's end or what read_line_puzzle() takes for a
 * second field or a trailing one (a blank, ':' or ','), never a cell (a
 * pencil-mark line) nor anything a grid or another size starts with.
 * With one: a row, unless its first byte is what skip_to_content() looks
 * at twice (a blank, a comment, a rule, "end").
 */
static size_t
plain_line_end(const struct sudoku_reader *r, size_t k)
{
	const unsigned char *p = r->buf + k, *nl;
	size_t avail = r->len - k;
	int i, c;

	if (r->csv) {
		if (avail == 0)
			return 0;
		c = p[0];
		if (is_blank(c) || c == '\n' || c == '#' || c == '-' ||
		    c == '+' || c == '=' || c == '|' || (c | 0x20) == 'e')
			return 0;
	} else {
		if (avail <= 81)
			return 0;
		for (i = common_bytes(p) ? 80 : 0; i < 81; i++)
			if (cell_value[p[i]] == NOT_A_CELL)
				return 0;
		if (!ends_field(p[81]))
			return 0;
		if (p[81] == '\n')
			return k + 82;
	}
	nl = memchr(p, '\n', avail);
	return nl != NULL ? (size_t)(nl - r->buf) + 1 : 0;
}

struct sudoku_reader *
sudoku_reader_split(struct sudoku_reader *r, size_t min_lines,
		    size_t max_lines)
{
	struct sudoku_reader *part;
	unsigned char *buf;
	size_t end, next, lines = 0, len;

	/* Only between puzzles, once the first line said what the stream
	 * holds, and where every line is read the same way. */
	if (!r->started || r->ended || r->refused || r->failed ||
	    r->column != 1 || (r->side != 0 && r->side != 9) || max_lines == 0)
		return NULL;
	if (r->len - r->pos < SPLIT_LOW && !r->at_eof)
		sudoku_reader_top_up(r);
	for (end = r->pos; lines < max_lines; lines++) {
		next = plain_line_end(r, end);
		if (next == 0)
			break;
		end = next;
	}
	if (lines == 0 || lines < min_lines)
		return NULL;
	len = end - r->pos;
	part = malloc(sizeof *part);
	buf = malloc(len);
	if (part == NULL || buf == NULL) {
		free(part);
		free(buf);
		return NULL;
	}
	memcpy(buf, r->buf + r->pos, len);
	sudoku_reader_init(part, NULL, -1, buf, len);
	/* What the first line decided, and the settings. */
	part->line = r->line;
	part->started = 1;
	part->announced = r->announced;
	part->count_line = r->count_line;
	part->count_column = r->count_column;
	part->csv = r->csv;
	part->fields = r->fields;
	part->puzzle_field = r->puzzle_field;
	part->solution_field = r->solution_field;
	part->defer_clash = r->defer_clash;
	part->side = r->side;
	r->pos = end;
	r->line += lines;
	return part;
}
