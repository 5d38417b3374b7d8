/* deadline.c - time limits for long searches.
 * See LICENSE for copying terms. */
#include <time.h>

#include "internal.h"

enum { STEPS_PER_CLOCK_READING = 4096 };

double
sudoku_clock(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void
sudoku_deadline_start(struct deadline *d, const struct sudoku_search *search)
{
	d->at = 0;
	d->countdown = STEPS_PER_CLOCK_READING;
	d->expired = 0;
	if (search != NULL && search->time_limit > 0)
		d->at = sudoku_clock() + search->time_limit;
}

int
sudoku_deadline_check_slow(struct deadline *d)
{
	d->countdown = STEPS_PER_CLOCK_READING;
	if (!d->expired && sudoku_clock() >= d->at)
		d->expired = 1;
	return d->expired;
}

double
sudoku_deadline_left(const struct deadline *d)
{
	return d->at - sudoku_clock();
}
