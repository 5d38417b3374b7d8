/* message.c - the command's messages on standard error.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "message.h"
#include "output.h"
#include "progress.h"

/* Where the calling thread's messages go instead of stderr, if set. */
static _Thread_local struct kept *kept_messages;

void
message_keep(struct kept *k)
{
	kept_messages = k;
}

/* Keep "sudoku: ", the formatted text and a newline in 'k'; returns 0,
 * or -1 when out of memory. */
static int
keep_message(struct kept *k, const char *fmt, va_list ap)
{
	static const char prefix[] = PROGRAM_NAME ": ";
	va_list again;
	char text[1024], *line = text;
	int n, status = -1;

	va_copy(again, ap);
	n = vsnprintf(text, sizeof text, fmt, ap);
	if (n >= 0 && (size_t)n >= sizeof text) {
		line = malloc((size_t)n + 1);
		if (line != NULL)
			vsnprintf(line, (size_t)n + 1, fmt, again);
	}
	va_end(again);
	if (n >= 0 && line != NULL &&
	    kept_put(k, prefix, sizeof prefix - 1) == 0 &&
	    kept_put(k, line, (size_t)n) == 0 && kept_put(k, "\n", 1) == 0)
		status = 0;
	if (line != text)
		free(line);
	return status;
}

void
message(const char *fmt, ...)
{
	char text[8192];
	va_list ap;
	int n;

	if (kept_messages != NULL) {
		va_start(ap, fmt);
		n = keep_message(kept_messages, fmt, ap);
		va_end(ap);
		if (n == 0)
			return;
	}
	progress_erase();
	/* One line in one write where it fits, so that the messages of
	 * processes sharing a terminal do not interleave mid-line. */
	va_start(ap, fmt);
	n = vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n < sizeof text) {
		fprintf(stderr, "%s: %s\n", PROGRAM_NAME, text);
		return;
	}
	fputs(PROGRAM_NAME ": ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}
