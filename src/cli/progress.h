/* progress.h - the clock, and a self-updating line on standard error for
 * long runs (--progress).  See LICENSE for copying terms. */
#ifndef SUDOKU_PROGRESS_H
#define SUDOKU_PROGRESS_H

#include <stdint.h>

/* Seconds on the monotonic clock, from an arbitrary origin. */
double seconds_now(void);

struct progress {
	double start, last_drawn;
	int drawn;
};

void progress_start(struct progress *p);

/* Redraw, at most four times a second after the first second:
 * 'puzzles' answered, 'offset' of 'size' input bytes read (size 0:
 * unknown). */
void progress_draw(struct progress *p, uint64_t puzzles,
		   unsigned long long offset, long long size);

/* Erase the line, if it was drawn. */
void progress_end(struct progress *p);

#endif /* SUDOKU_PROGRESS_H */
