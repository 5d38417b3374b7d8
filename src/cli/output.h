/* output.h - standard output through one large buffer, with the first
 * write error remembered.  See LICENSE for copying terms. */
#ifndef SUDOKU_OUTPUT_H
#define SUDOKU_OUTPUT_H

#include <stddef.h>
#include <string.h>

#include "sudoku.h"

enum { OUTPUT_SIZE = 1 << 16 };

/* Text kept in memory, grown as it comes: what a worker wrote for a part
 * of the input, written out later in input order (parts.c).  Zero-
 * initialise one; free its 'text'. */
struct kept {
	char *text;
	size_t len, cap;
};

/* Add 'len' bytes to 'k'; returns 0, or -1 when out of memory. */
int kept_put(struct kept *k, const char *text, size_t len);

/* Zero-initialise one; it lives as long as the command. */
struct output {
	char buffer[OUTPUT_SIZE];
	size_t len;
	int failed;		/* a write failed; nothing more is written */
	int failed_errno;	/* why */
	/* Not NULL: what the buffer drains goes there, not to stdout. */
	struct kept *keep;
};

/* Write out the buffer, remembering the first failure. */
void output_drain(struct output *out);

/* output_put() when 'text' does not fit what is left of the buffer:
 * drains it, and writes straight through what is larger than all of it. */
void output_put_slow(struct output *out, const char *text, size_t len);

/* Inline: it runs several times per puzzle. */
static inline void
output_put(struct output *out, const char *text, size_t len)
{
	if (out->len + len > sizeof out->buffer) {
		output_put_slow(out, text, len);
		return;
	}
	memcpy(out->buffer + out->len, text, len);
	out->len += len;
}

static inline void
output_string(struct output *out, const char *s)
{
	output_put(out, s, strlen(s));
}

/* A number in decimal, without printf, which is slow per puzzle. */
void output_number(struct output *out, long long n);

/* A rating value in tenths as a decimal: 23 as "2.3". */
void output_tenths(struct output *out, int tenths);

/* -r's answer: "ER/EP/ED technique", as "4.2/1.2/1.2 xy-wing" (no
 * newline); a full grid has "0.0/0.0/0.0 full". */
void output_rating(struct output *out, const struct sudoku_rating *rating);
static inline void
output_grid(struct output *out, const struct sudoku_grid *g,
	    enum sudoku_format format)
{
	char text[SUDOKU_FORMAT_MAX];

	/* Straight into the buffer when any layout fits: one copy less. */
	if (out->len + SUDOKU_FORMAT_MAX <= sizeof out->buffer) {
		out->len += sudoku_format(g, format, out->buffer + out->len);
		return;
	}
	output_put(out, text, sudoku_format(g, format, text));
}

/* Pencil marks in 'format' (sudoku_format_marks()), or with a negative
 * 'format' the 729 places of a line without its newline (for JSON). */
void output_marks(struct output *out, const struct sudoku_marks *m,
		  int format);

/* A grid of another size in 'layout', and as one line without its
 * newline (for JSON and -e). */
void output_sized(struct output *out, const struct sudoku_sized *g,
		  enum sudoku_sized_layout layout);
void output_sized_line(struct output *out, const struct sudoku_sized *g);

/* A canonical form: 81 digits, blank as 0, no newline. */
void output_canon(struct output *out, const struct sudoku_grid *g);

/* Write out and flush stdout; returns 0, or -1 with errno set after a
 * write error (now or earlier). */
int output_flush(struct output *out);

#endif /* SUDOKU_OUTPUT_H */
