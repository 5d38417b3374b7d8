/* job.h - one puzzle on its way through the command: what was read, what
 * the search found, and how that counts.  See LICENSE for copying terms. */
#ifndef SUDOKU_JOB_H
#define SUDOKU_JOB_H

#include <stdint.h>

#include "cli.h"
#include "sudoku.h"

struct job {
	struct sudoku_grid puzzle;
	enum sudoku_status read_status;
	enum sudoku_layout layout;
	struct sudoku_where where;
	uint64_t count;		/* solutions found, up to the limit */
	long long score;	/* target mode */
	int timed_out;
	uint64_t guesses;
	struct sudoku_grid answer;	/* a solution, or the best completion */
};

/* What a job's answer says, whatever the mode. */
enum verdict {
	VERDICT_INVALID,	/* unreadable puzzle */
	VERDICT_CONFLICT,	/* clues that break a rule */
	VERDICT_TIMEOUT,
	VERDICT_NONE,		/* no completion */
	VERDICT_SOLVED,		/* one solution, a count of 1, or a score */
	VERDICT_MULTIPLE	/* more than one solution */
};

/* Clear what a search fills in, for a job just read. */
void job_reset(struct job *job);

/* Search as the settings say.  Touches only 'job': runs on workers. */
void job_solve(const struct settings *settings, struct job *job);

enum verdict job_verdict(const struct job *job);

/* Add the job to 'totals'; returns the exit status it calls for. */
int job_account(const struct settings *settings, const struct job *job,
		struct totals *totals);

#endif /* SUDOKU_JOB_H */
