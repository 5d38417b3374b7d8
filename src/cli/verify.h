/* verify.h - an input checked against what it says of itself: the number
 * of puzzles its count line announced, and the solutions it gives beside
 * them (--verify).  See LICENSE for copying terms. */
#ifndef SUDOKU_VERIFY_H
#define SUDOKU_VERIFY_H

#include "cli.h"
#include "job.h"
#include "sudoku.h"

/*
 * count_puzzle - 'job' is puzzle number 'seen' of the input 'name' that
 * 'reader' reads.  Returns STATUS_TROUBLE, with a message, for the first
 * puzzle beyond the number a count line announced, else STATUS_OK.
 */
int count_puzzle(const struct sudoku_reader *reader, const char *name,
		 unsigned long long seen, const struct job *job);

/*
 * count_end - at the end of the input, after 'seen' puzzles.  Returns
 * STATUS_TROUBLE, with a message, when a count line announced more.
 */
int count_end(const struct sudoku_reader *reader, const char *name,
	      unsigned long long seen);

/*
 * verify_check - compare the solution found for 'job', a puzzle read and
 * answered in time, with the one its input gave, saying nothing.
 * Returns STATUS_OK when they agree, STATUS_NO when they differ and
 * STATUS_TROUBLE when the input gave none to compare with; '*why' is then
 * set to a static phrase that says so (NULL when they agree).
 */
int verify_check(const struct job *job, const char **why);

/*
 * verify_solution - compare the solution found for 'job' with the one its
 * input gave.  Returns STATUS_OK when they agree (or the puzzle was
 * already reported as unreadable or timed out), STATUS_NO with a message
 * when they differ, STATUS_TROUBLE with a message when the input gave
 * none to compare with.
 */
int verify_solution(const char *name, const struct job *job);

#endif /* SUDOKU_VERIFY_H */
