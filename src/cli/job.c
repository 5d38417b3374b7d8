/* job.c - searching for one puzzle, and what its answer counts as.
 * See LICENSE for copying terms. */
#include "job.h"

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
	}
	job->timed_out = search.timed_out;
	job->guesses = search.guesses;
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
	case VERDICT_NONE:
		totals->none++;
		/* A count of 0 or a score of -1 is an answer, not a "no". */
		return settings->mode == MODE_SOLVE ||
			       settings->mode == MODE_UNIQUE
			   ? STATUS_NO
			   : STATUS_OK;
	case VERDICT_SOLVED:
		totals->solved++;
		return STATUS_OK;
	case VERDICT_MULTIPLE:
		totals->multiple++;
		return settings->mode == MODE_UNIQUE ? STATUS_NO : STATUS_OK;
	}
	return STATUS_OK;
}
