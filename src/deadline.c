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

uint64_t
sudoku_deadline_count(struct deadline *d, const struct sudoku_grid *g,
		      uint64_t limit, struct sudoku_grid *first,
		      struct sudoku_search *search)
{
	struct sudoku_search sub = {0};
	uint64_t n;

	if (d->expired)
		return 0;
	if (d->at != 0) {
		sub.time_limit = sudoku_deadline_left(d);
		if (sub.time_limit <= 0) {
			d->expired = 1;
			return 0;
		}
	}
	n = sudoku_count(g, limit, first, &sub);
	if (search != NULL)
		search->guesses += sub.guesses;
	if (sub.timed_out)
		d->expired = 1;
	return n;
}

void
sudoku_deadline_finish(const struct deadline *d, struct sudoku_search *search)
{
	if (search != NULL)
		search->timed_out = d->expired;
}
