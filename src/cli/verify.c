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
verify_solution(const char *name, const struct job *job)
{
	const struct sudoku_input *in = &job->input;
	enum verdict verdict = job_verdict(job);
	const char *why;

	if (verdict == VERDICT_INVALID || verdict == VERDICT_CONFLICT ||
	    verdict == VERDICT_TIMEOUT)
		return STATUS_OK;	/* reported already */
	if (in->has_solution == 0) {
		message("%s:%lu: no solution given to verify", name,
			job->where.line);
		return STATUS_TROUBLE;
	}
	if (in->has_solution < 0) {
		message("%s:%lu:%lu: given solution is not 81 cells", name,
			job->where.line, in->solution_column);
		return STATUS_TROUBLE;
	}
	if (job->count > 0 &&
	    memcmp(in->solution.cell, job->answer.cell, 81) == 0)
		return STATUS_OK;
	if (job->count == 0)
		why = "the puzzle has none";
	else if (sudoku_is_solution(&job->puzzle, &in->solution))
		why = "the puzzle has several";
	else
		why = "it does not solve the puzzle";
	message("%s:%lu:%lu: given solution differs from the one found: %s",
		name, job->where.line, in->solution_column, why);
	return STATUS_NO;
}
