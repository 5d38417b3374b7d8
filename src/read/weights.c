/* weights.c - reading a custom target weight table.
 * See LICENSE for copying terms. */
#include <errno.h>
#include <stdio.h>

#include "read.h"

enum { WEIGHT_MAX = 1000000 };	/* keeps every sum far from overflow */

/* Fill in 'where' for an error at line 'line', column 'column'. */
static enum sudoku_status
weights_error(struct sudoku_where *where, unsigned long line,
	      unsigned long column, const char *what, int c)
{
	where->line = line;
	where->column = column;
	if (c == EOF)
		snprintf(where->what, sizeof where->what, "%s", what);
	else if (c > ' ' && c < 0x7f)
		snprintf(where->what, sizeof where->what, "%s, got '%c'", what,
			 c);
	else
		snprintf(where->what, sizeof where->what, "%s, got byte 0x%02x",
			 what, (unsigned)c);
	return SUDOKU_EINPUT;
}

enum sudoku_status
sudoku_read_weights(FILE *fp, int weights[81], struct sudoku_where *where)
{
	struct sudoku_where ignored;
	unsigned long line = 1, column = 0, start_column = 0;
	long value = 0;
	int c, n = 0, negative = 0, digits = 0, in_number = 0;

	if (where == NULL)	/* as everywhere: no position wanted */
		where = &ignored;
	for (;;) {
		c = getc(fp);
		column++;
		if (c >= '0' && c <= '9') {
			if (!in_number) {
				in_number = 1;
				start_column = column;
			}
			digits++;
			if (value <= WEIGHT_MAX)
				value = value * 10 + (c - '0');
			continue;
		}
		if (c == '-' && !in_number) {
			in_number = 1;
			negative = 1;
			start_column = column;
			continue;
		}
		if (in_number) {
			if (digits == 0)
				return weights_error(where, line, column,
						     "expected a digit after '-'",
						     c);
			if (c != EOF && c != ' ' && c != '\t' && c != '\n' &&
			    c != '\r')
				return weights_error(where, line, column,
						     "expected a number", c);
			if (value > WEIGHT_MAX)
				return weights_error(
				    where, line, start_column,
				    "weight out of range (at most 1000000 "
				    "either way)",
				    EOF);
			if (n == 81)
				return weights_error(where, line, start_column,
						     "too many weights: "
						     "expected 81",
						     EOF);
			weights[n++] = (int)(negative ? -value : value);
			in_number = negative = digits = 0;
			value = 0;
		}
		if (c == EOF)
			break;
		if (c == '\n') {
			line++;
			column = 0;
		} else if (c != ' ' && c != '\t' && c != '\r') {
			return weights_error(where, line, column,
					     "expected a number", c);
		}
	}
	if (ferror(fp))
		return SUDOKU_EREAD;
	if (n < 81) {
		weights_error(where, line, column, "too few weights", EOF);
		snprintf(where->what, sizeof where->what,
			 "too few weights: found %d, expected 81", n);
		return SUDOKU_EINPUT;
	}
	return SUDOKU_OK;
}
