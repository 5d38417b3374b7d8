/* job.c - searching for one puzzle, and what its answer counts as.
 * See LICENSE for copying terms. */
#include <string.h>

#include "generate.h"
#include "job.h"

/* A toolkit result, -1 (time out) to 2, as a count of solutions. */
static uint64_t
as_count(int result)
{
	return result < 0 ? 0 : (uint64_t)result;
}

void
job_solve(const struct settings *settings, struct job *job)
{
	struct sudoku_search search = {0};
	uint64_t limit;

	if (job->read_status != SUDOKU_OK)
		return;
	search.time_limit = settings->time_limit;
	switch (settings->mode) {
	case MODE_SOLVE:
	case MODE_UNIQUE:
	case MODE_COUNT:
		limit = settings->mode == MODE_SOLVE	? 1
			: settings->mode == MODE_UNIQUE ? 2
							: settings->limit;
		job->count = sudoku_count(&job->puzzle, limit, &job->answer,
					  &search);
		break;
	case MODE_TARGET:
		job->count = sudoku_target(&job->puzzle, settings->weights,
					   &job->score, &job->answer,
					   &search) == SUDOKU_OK;
		break;
	case MODE_CANON:
		job->no_memory = sudoku_canon(&job->puzzle, &job->answer,
					      NULL) == SUDOKU_ENOMEM;
		job->count = 1;
		break;
	case MODE_RATE:
		memset(&job->rating, 0, sizeof job->rating);
		/* A filter stops rating once ER is above its range. */
		job->rating.stop_above =
		    settings->rating_high >= 0 ? settings->rating_high : 0;
		sudoku_rate(&job->puzzle, &job->rating, &search);
		job->count = job->rating.solutions;
		break;
	case MODE_MINIMAL:
		job->count = as_count(sudoku_minimal(
			&job->puzzle, &job->redundant, NULL, &search));
		break;
	case MODE_MINIMIZE:
		job->count = as_count(sudoku_minimize(
			&job->puzzle, settings->symmetry, settings->seed,
			&job->answer, &search));
		break;
	case MODE_GENERATE:
		job->count = generate_one(settings, job->index, &job->answer,
					  &search);
		break;
	}
	job->timed_out = search.timed_out;
	job->guesses = search.guesses;
}

static void
account_rating(const struct sudoku_rating *rating, struct totals *totals)
{
	int t;

	if (rating->er == 0)
		return;
	totals->hardest[rating->technique]++;
	for (t = 0; t < SUDOKU_TECHNIQUES; t++)
		totals->steps[t] += rating->steps[t];
}

int
job_account(const struct settings *settings, const struct job *job,
	    enum verdict v, struct totals *totals)
{
	totals->puzzles++;
	totals->guesses += job->guesses;
	switch (v) {
	case VERDICT_INVALID:
	case VERDICT_CONFLICT:
		totals->invalid++;
		return STATUS_TROUBLE;
	case VERDICT_TIMEOUT:
		totals->timeouts++;
		return STATUS_TROUBLE;
	case VERDICT_NO_MEMORY:
		return STATUS_TROUBLE;
	case VERDICT_NONE:
		totals->none++;
		/* A count of 0 or a score of -1 is an answer, not a "no". */
		return settings->mode == MODE_COUNT ||
			       settings->mode == MODE_TARGET
			   ? STATUS_OK
			   : STATUS_NO;
	case VERDICT_SOLVED:
		totals->solved++;
		if (settings->mode == MODE_RATE)
			account_rating(&job->rating, totals);
		/* -m: a clue too many is a "no", as "multiple" is. */
		return settings->mode == MODE_MINIMAL && job->redundant > 0
			   ? STATUS_NO
			   : STATUS_OK;
	case VERDICT_MULTIPLE:
		totals->multiple++;
		/* Only a puzzle with one solution can be rated, minimized or
		 * called unique. */
		return settings->mode == MODE_COUNT ||
			       settings->mode == MODE_SOLVE ||
			       settings->mode == MODE_TARGET
			   ? STATUS_OK
			   : STATUS_NO;
	}
	return STATUS_OK;
}
