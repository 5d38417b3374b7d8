/* job.h - one puzzle on its way through the command: what was read, what
 * the search found, and how that counts.  See LICENSE for copying terms. */
#ifndef SUDOKU_JOB_H
#define SUDOKU_JOB_H

#include <stdint.h>

#include "cli.h"
#include "sudoku.h"

/* -x and --hint: the steps written out on the worker, as text or JSON,
 * in a buffer kept from one puzzle to the next (batch_end() frees it). */
struct step_text {
	char *text;
	size_t len, cap;
};

struct job {
	struct sudoku_grid puzzle;
	enum sudoku_status read_status;
	struct sudoku_input input;	/* its shape, title, given solution */
	struct sudoku_where where;
	uint64_t count;		/* solutions found, up to the limit */
	long long score;	/* target mode */
	int timed_out;
	uint64_t guesses;
	struct sudoku_grid answer;	/* a solution, the best completion,
					 * the canonical form, a minimized or a
					 * new puzzle */
	struct sudoku_rating rating;	/* -r */
	int no_memory;		/* the search could not allocate */
	int redundant;		/* -m: clues that could go one at a time */
	uint64_t index;		/* -g: the puzzle's number, from 0 */
	struct step_text steps;	/* -x, --hint */
	int explained;		/* the steps written in 'steps' */
	struct sudoku_marks after;	/* --hint --apply: the grid after it */
	struct sudoku_sized sized_answer;	/* another size's solution */
};

/* What a job's answer says, whatever the mode. */
enum verdict {
	VERDICT_INVALID,	/* unreadable puzzle */
	VERDICT_CONFLICT,	/* clues that break a rule */
	VERDICT_TIMEOUT,
	VERDICT_NO_MEMORY,
	VERDICT_NONE,		/* no completion */
	VERDICT_SOLVED,		/* one solution, a count of 1, or a score */
	VERDICT_MULTIPLE	/* more than one solution */
};

/* Clear what a search fills in, for a job just read.  Inline, as
 * job_verdict(): both run for every puzzle. */
static inline void
job_reset(struct job *job)
{
	job->redundant = 0;
	job->count = 0;
	job->score = 0;
	job->timed_out = 0;
	job->guesses = 0;
	job->no_memory = 0;
	job->steps.len = 0;
	job->explained = 0;
}

/* Search as the settings' mode says, if the puzzle was read.  Touches
 * only 'job': runs on workers. */
void job_solve(const struct settings *settings, struct job *job);

static inline enum verdict
job_verdict(const struct job *job)
{
	if (job->read_status == SUDOKU_EINPUT)
		return VERDICT_INVALID;
	if (job->read_status == SUDOKU_ECONFLICT)
		return VERDICT_CONFLICT;
	if (job->timed_out)
		return VERDICT_TIMEOUT;
	if (job->no_memory)
		return VERDICT_NO_MEMORY;
	return job->count == 0	 ? VERDICT_NONE
	       : job->count == 1 ? VERDICT_SOLVED
				 : VERDICT_MULTIPLE;
}

/* Add the job, whose verdict is 'v', to 'totals'; returns the exit
 * status it calls for: STATUS_TROUBLE for no answer, STATUS_NO for an
 * answer its mode counts as a "no". */
int job_account(const struct settings *settings, const struct job *job,
		enum verdict v, struct totals *totals);

/* Add the counts of 'more' to 'totals'. */
void totals_add(struct totals *totals, const struct totals *more);

#endif /* SUDOKU_JOB_H */
