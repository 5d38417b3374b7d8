/* csv.h - answers as CSV rows (-f csv): puzzle,solution with 0 for a
 * blank, the layout of the Kaggle collections, which the reader and
 * --verify read back.  See LICENSE for copying terms. */
#ifndef SUDOKU_CSV_H
#define SUDOKU_CSV_H

#include "cli.h"
#include "job.h"
#include "output.h"

/*
 * Write the answer to 'job', whose verdict is 'v', as one CSV row: the
 * puzzle as 81 digits (a puzzle that could not be read as it stands in
 * the input, quoted where CSV needs it), a comma, and the solution as 81
 * digits or the word the text output uses instead (none, invalid,
 * timeout); a puzzle of another size and its solution as lines of its
 * symbols.  No header: one row per puzzle, as every format.
 */
void csv_answer(struct output *out, const struct settings *settings,
		const struct job *job, enum verdict v);

#endif /* SUDOKU_CSV_H */
