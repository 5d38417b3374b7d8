/* job.c - searching for one puzzle, and what its answer counts as.
 * See LICENSE for copying terms. */
#include <stdio.h>

#include "job.h"
#include "modes.h"

void
job_solve(const struct settings *settings, struct job *job)
{
	struct sudoku_search search = {0};

	if (job->read_status != SUDOKU_OK)
		return;
	if (job->input.sized.box != 0 && !settings->mode->reads_sizes) {
		int side = job->input.sized.box * job->input.sized.box;

		job->read_status = SUDOKU_EINPUT;
		snprintf(job->where.what, sizeof job->where.what,
			 "a %dx%d puzzle: %s takes 9x9 puzzles only", side,
			 side, settings->mode->option);
		return;
	}
	if (job->input.pencil && !settings->mode->reads_pencil) {
		job->read_status = SUDOKU_EINPUT;
		snprintf(job->where.what, sizeof job->where.what,
			 "pencil marks: %s needs a plain grid",
			 settings->mode->option);
		return;
	}
	search.time_limit = settings->time_limit;
	settings->mode->search(settings, job, &search);
	job->timed_out = search.timed_out;
	job->guesses = search.guesses;
	/* The reader left the check for clashing clues to here: they have
	 * no solution, so only a puzzle without one needs it. */
	if (settings->mode->defers_clash && job->count == 0)
		job->read_status = sudoku_check_clash(&job->puzzle, &job->where);
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
		break;
	case VERDICT_SOLVED:
		totals->solved++;
		break;
	case VERDICT_MULTIPLE:
		totals->multiple++;
		break;
	}
	if (settings->mode->account != NULL)
		settings->mode->account(job, totals);
	return settings->mode->is_no(settings, job) ? STATUS_NO : STATUS_OK;
}

void
totals_add(struct totals *totals, const struct totals *more)
{
	int t;

	totals->puzzles += more->puzzles;
	totals->solved += more->solved;
	totals->none += more->none;
	totals->multiple += more->multiple;
	totals->invalid += more->invalid;
	totals->timeouts += more->timeouts;
	totals->guesses += more->guesses;
	for (t = 0; t < SUDOKU_TECHNIQUES; t++) {
		totals->hardest[t] += more->hardest[t];
		totals->steps[t] += more->steps[t];
	}
}
