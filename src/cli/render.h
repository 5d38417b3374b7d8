/* render.h - an answer as the command writes it: the lines on standard
 * output, and on standard error what was wrong with the puzzle.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_RENDER_H
#define SUDOKU_RENDER_H

#include <stdint.h>

#include "cli.h"
#include "job.h"
#include "output.h"

/* Zero-initialise one; it lives as long as the command. */
struct render {
	struct output out;
	uint64_t answers;	/* answers written, over all inputs */
	int last_was_tall;	/* the last one took several lines */
	int last_was_grid;	/* it was to a grid of the current input */
	int first_was_tall;	/* the first one did (parts.c) */
};

/* The messages for a puzzle that timed out or ran out of memory. */
#define RENDER_TIMEOUT "time limit reached"
#define RENDER_NO_MEMORY "out of memory"

/*
 * Write the answer to 'job', read from the input called 'name', whose
 * verdict is 'v': as text, or with -f json as one JSON object (json.c);
 * what was wrong with the puzzle goes to stderr either way.
 */
void render_answer(struct render *r, const char *name,
		   const struct settings *settings, const struct job *job,
		   enum verdict v);

#endif /* SUDOKU_RENDER_H */
