/* verify.c - an input checked against what it says of itself.
 * See LICENSE for copying terms. */
#include <string.h>

#include "message.h"
#include "verify.h"

int
count_puzzle(const struct sudoku_reader *reader, const char *name,
	     unsigned long long seen, const struct job *job)
{
	struct sudoku_where count;
	long long announced = sudoku_reader_announced(reader, &count);

	if (announced < 0 || seen != (unsigned long long)announced + 1)
		return STATUS_OK;
	message("%s:%lu:%lu: more puzzles than the %lld announced on line %lu",
		name, job->where.line, job->where.column, announced,
		count.line);
	return STATUS_TROUBLE;
}

int
count_end(const struct sudoku_reader *reader, const char *name,
	  unsigned long long seen)
{
	struct sudoku_where count;
	long long announced = sudoku_reader_announced(reader, &count);

	if (announced < 0 || seen >= (unsigned long long)announced)
		return STATUS_OK;
	message("%s:%lu:%lu: %lld puzzles announced, %llu found", name,
		count.line, count.column, announced, seen);
	return STATUS_TROUBLE;
}

int
verify_check(const struct job *job, const char **why)
{
	const struct sudoku_input *in = &job->input;

	*why = NULL;
	if (in->has_solution == 0) {
		*why = "no solution given to verify";
		return STATUS_TROUBLE;
	}
	if (in->has_solution < 0) {
		*why = "given solution is not 81 cells";
		return STATUS_TROUBLE;
	}
	if (job->count > 0 &&
	    memcmp(in->solution.cell, job->answer.cell, 81) == 0)
		return STATUS_OK;
	if (job->count == 0)
		*why = "given solution differs from the one found: the puzzle "
		       "has none";
	else if (sudoku_is_solution(&job->puzzle, &in->solution))
		*why = "given solution differs from the one found: the puzzle "
		       "has several";
	else
		*why = "given solution differs from the one found: it does "
		       "not solve the puzzle";
	return STATUS_NO;
}

int
verify_solution(const char *name, const struct job *job)
{
	enum verdict verdict = job_verdict(job);
	const char *why;
	int status;

	if (verdict == VERDICT_INVALID || verdict == VERDICT_CONFLICT ||
	    verdict == VERDICT_TIMEOUT)
		return STATUS_OK;	/* reported already */
	status = verify_check(job, &why);
	if (status == STATUS_OK)
		return status;
	if (job->input.has_solution == 0)
		message("%s:%lu: %s", name, job->where.line, why);
	else
		message("%s:%lu:%lu: %s", name, job->where.line,
			job->input.solution_column, why);
	return status;
}
