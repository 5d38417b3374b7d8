/* message.c - the command's messages on standard error.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stdio.h>

#include "message.h"
#include "progress.h"

void
message(const char *fmt, ...)
{
	char text[8192];
	va_list ap;
	int n;

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
