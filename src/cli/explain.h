/* explain.h - the modes that tell the steps: -x, every step of the
 * rating's path, and --hint, its first (--apply: and the grid after it).
 * Their rows are in the mode table (modes.c).  See LICENSE for copying
 * terms. */
#ifndef SUDOKU_EXPLAIN_H
#define SUDOKU_EXPLAIN_H

#include "cli.h"
#include "job.h"
#include "modes.h"
#include "output.h"

/* -x: the steps, written out on the worker (as text, or as JSON with
 * -f json), then the answer: the steps and a blank line.  --hint
 * searches with explain_search() too, which stops at the first step
 * there (the mode's first_step). */
void explain_search(const struct settings *settings, struct job *job,
		    struct sudoku_search *search);
enum shape explain_shape(const struct settings *settings,
			 const struct job *job);
void explain_text(struct output *out, const char *name,
		  const struct settings *settings, const struct job *job);
void explain_json(struct output *out, const struct settings *settings,
		  const struct job *job);

/* --hint: the first step only; "solved" for a full grid. */
enum shape hint_shape(const struct settings *settings, const struct job *job);
void hint_text(struct output *out, const char *name,
	       const struct settings *settings, const struct job *job);
void hint_json(struct output *out, const struct settings *settings,
	       const struct job *job);

/* Write the candidates of the job's puzzle after its clues' eliminations
 * (-f pencil) in 'format' (a negative one: a line for JSON, see
 * output_marks()). */
void explain_put_candidates(struct output *out, const struct job *job,
			    int format);

/* Free what the jobs' steps took. */
void explain_free(struct job *jobs, size_t n);

#endif /* SUDOKU_EXPLAIN_H */
