/* deadline.c - the clock, and the one time budget of a library call (see
 * internal.h).  See LICENSE for copying terms. */
#include <float.h>
#include <time.h>

#include "internal.h"

/* Reading the clock costs about 20 ns; a search step 50 ns to 1 us: one
 * reading per 4096 steps keeps the cost out of sight and the overrun
 * under a few milliseconds. */
enum { STEPS_PER_CLOCK_READING = 4096 };

double
sudoku_clock(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void
sudoku_deadline_start(struct deadline *d, struct sudoku_search *search)
{
	d->at = 0;
	d->countdown = STEPS_PER_CLOCK_READING;
	d->expired = 0;
	if (search == NULL)
		return;
	search->timed_out = 0;
	if (search->time_limit > 0)
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
	if (d->at == 0)
		return DBL_MAX;
	return d->expired ? 0 : d->at - sudoku_clock();
}

void
sudoku_deadline_finish(const struct deadline *d, struct sudoku_search *search)
{
	if (search != NULL)
		search->timed_out = d->expired;
}
