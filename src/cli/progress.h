/* progress.h - the clock, and a self-updating line on standard error for
 * long runs (--progress).  See LICENSE for copying terms. */
#ifndef SUDOKU_PROGRESS_H
#define SUDOKU_PROGRESS_H

#include <stdint.h>

#include <time.h>

/* Start a stopwatch on the monotonic clock. */
void stopwatch_start(struct timespec *start);

/* Seconds since stopwatch_start(start). */
double stopwatch_seconds(const struct timespec *start);

struct progress {
	struct timespec start;
	double last_drawn;	/* stopwatch seconds */
};

void progress_start(struct progress *p);

/* Redraw, at most four times a second after the first second:
 * 'puzzles' answered, 'offset' of 'size' input bytes read (size 0:
 * unknown).  From the first drawing on, a signal that ends the program
 * (Ctrl-C, SIGTERM, SIGPIPE...) erases the line first. */
void progress_draw(struct progress *p, uint64_t puzzles,
		   unsigned long long offset, long long size);

/* Erase the line, if it was drawn. */
void progress_end(struct progress *p);

/* Erase the line if one is drawn, so that a message starts a line of its
 * own; the next progress_draw() draws it again. */
void progress_erase(void);

#endif /* SUDOKU_PROGRESS_H */
