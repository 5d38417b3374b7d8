/* progress.c - the clock and the --progress line.
 * See LICENSE for copying terms. */
#include <stdio.h>

#include "message.h"
#include "progress.h"

void
stopwatch_start(struct timespec *start)
{
	clock_gettime(CLOCK_MONOTONIC, start);
}

double
stopwatch_seconds(const struct timespec *start)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start->tv_sec) +
	       (double)(now.tv_nsec - start->tv_nsec) * 1e-9;
}

void
progress_start(struct progress *p)
{
	stopwatch_start(&p->start);
	p->last_drawn = 0;
	p->drawn = 0;
}

void
progress_draw(struct progress *p, uint64_t puzzles, unsigned long long offset,
	      long long size)
{
	double now = stopwatch_seconds(&p->start);

	if (now < 1.0 || now - p->last_drawn < 0.25)
		return;
	p->last_drawn = now;
	p->drawn = 1;
	/* Not a message: it starts with a carriage return, and no newline
	 * ends it. */
	fprintf(stderr, "\r%s: %llu puzzles, %.0f/s", PROGRAM_NAME,
		(unsigned long long)puzzles, (double)puzzles / now);
	if (size > 0)
		fprintf(stderr, ", %.0f%%", 100.0 * (double)offset /
						    (double)size);
	fputs("\033[K", stderr);
}

void
progress_end(struct progress *p)
{
	if (p->drawn)
		fputs("\r\033[K", stderr);
}
