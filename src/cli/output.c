/* output.c - standard output through one large buffer, or text kept in
 * memory for a part of the input.  See LICENSE for copying terms. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output.h"

int
kept_put(struct kept *k, const char *text, size_t len)
{
	size_t cap = k->cap > 0 ? k->cap : OUTPUT_SIZE;
	char *grown;

	while (cap - k->len < len)
		cap *= 2;
	if (cap != k->cap) {
		grown = realloc(k->text, cap);
		if (grown == NULL)
			return -1;
		k->text = grown;
		k->cap = cap;
	}
	memcpy(k->text + k->len, text, len);
	k->len += len;
	return 0;
}

/* Write 'len' bytes out, to stdout or what 'out' keeps. */
static void
write_out(struct output *out, const char *text, size_t len)
{
	if (out->failed || len == 0)
		return;
	if (out->keep != NULL) {
		if (kept_put(out->keep, text, len) != 0) {
			out->failed = 1;
			out->failed_errno = ENOMEM;
		}
	} else if (fwrite(text, 1, len, stdout) != len) {
		out->failed = 1;
		out->failed_errno = errno;
	}
}

void
output_drain(struct output *out)
{
	write_out(out, out->buffer, out->len);
	out->len = 0;
}

void
output_put_slow(struct output *out, const char *text, size_t len)
{
	output_drain(out);
	if (len <= sizeof out->buffer) {
		memcpy(out->buffer, text, len);
		out->len = len;
	} else {
		write_out(out, text, len);
	}
}

void
output_canon(struct output *out, const struct sudoku_grid *g)
{
	char text[81];
	int i;

	for (i = 0; i < 81; i++)
		text[i] = (char)('0' + g->cell[i]);
	output_put(out, text, sizeof text);
}

int
output_flush(struct output *out)
{
	output_drain(out);
	if (!out->failed && fflush(stdout) != 0) {
		out->failed = 1;
		out->failed_errno = errno;
	}
	if (out->failed)
		errno = out->failed_errno;
	return out->failed ? -1 : 0;
}

void
output_number(struct output *out, long long n)
{
	char text[24], *p = text + sizeof text;
	unsigned long long u = n < 0 ? 0 - (unsigned long long)n
				     : (unsigned long long)n;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (n < 0)
		*--p = '-';
	output_put(out, p, (size_t)(text + sizeof text - p));
}

void
output_tenths(struct output *out, int tenths)
{
	char text[2] = {'.', (char)('0' + tenths % 10)};

	output_number(out, tenths / 10);
	output_put(out, text, 2);
}

void
output_rating(struct output *out, const struct sudoku_rating *rating)
{
	output_tenths(out, rating->er);
	output_put(out, "/", 1);
	output_tenths(out, rating->ep);
	output_put(out, "/", 1);
	output_tenths(out, rating->ed);
	output_put(out, " ", 1);
	output_string(out, rating->er == 0 ? "full"
					   : sudoku_technique_name(
						 rating->technique));
}

void
output_marks(struct output *out, const struct sudoku_marks *m, int format)
{
	char text[SUDOKU_MARKS_FORMAT_MAX];
	size_t len;

	if (format < 0) {
		len = sudoku_format_marks(m, SUDOKU_FORMAT_LINE, text) - 1;
		output_put(out, text, len);
		return;
	}
	len = sudoku_format_marks(m, (enum sudoku_format)format, text);
	output_put(out, text, len);
}

void
output_sized(struct output *out, const struct sudoku_sized *g,
	     enum sudoku_sized_layout layout)
{
	char text[SUDOKU_SIZED_FORMAT_MAX];
	size_t len = sudoku_format_sized(g, layout, text);

	output_put(out, text, len);
}

void
output_sized_line(struct output *out, const struct sudoku_sized *g)
{
	char text[SUDOKU_SIZED_FORMAT_MAX];
	size_t len = sudoku_format_sized(g, SUDOKU_SIZED_LINE, text);

	if (len > 0)
		output_put(out, text, len - 1);
}
