/* modes.h - the command's modes, one row each: the option that selects it,
 * the options it takes, its search, its answer as text and as JSON, and
 * what counts as a "no".  See LICENSE for copying terms. */
#ifndef SUDOKU_MODES_H
#define SUDOKU_MODES_H

#include "cli.h"
#include "job.h"
#include "output.h"

/*
 * The options that only some modes take, as bits of mode->takes.  An
 * option given to a mode without its bit is a usage error that names
 * both; options not listed here go with every mode.
 */
enum {
	TAKES_INPUT = 1 << 0,		/* file operands and standard input */
	TAKES_ECHO = 1 << 1,		/* -e */
	TAKES_LIMIT = 1 << 2,		/* -l */
	TAKES_BEST = 1 << 3,		/* -b */
	TAKES_WEIGHTS = 1 << 4,		/* -w */
	TAKES_SEED = 1 << 5,		/* --seed */
	TAKES_SYMMETRY = 1 << 6,	/* --symmetry */
	TAKES_MAX_CLUES = 1 << 7,	/* --max-clues */
	TAKES_DIFFICULTY = 1 << 8,	/* --difficulty */
	TAKES_VERIFY = 1 << 9,		/* --verify */
	TAKES_CSV = 1 << 10,		/* -f csv */
	TAKES_RATING = 1 << 11,		/* --rating */
	TAKES_PENCIL = 1 << 12,		/* -f pencil */
	TAKES_APPLY = 1 << 13,		/* --apply */
	TAKES_BITS = 14			/* how many there are */
};

/* How an answer sits in the text output, for -e and blank lines. */
enum shape {
	SHAPE_LINE,		/* one line */
	SHAPE_GRID,		/* a grid: on lines of its own */
	SHAPE_LINE_GRID		/* a line, then a grid (-t -b) */
};

struct mode {
	/* The option that selects it, as --help spells it; "" for the
	 * default. */
	const char *option;
	unsigned takes;		/* TAKES_ bits */
	/* Clues that clash are an answer ('-1' for -t), not only an
	 * error. */
	int answers_conflict;
	/* A time-out still tells the count reached, a lower bound. */
	int counts;
	/* Without --seed, a seed is drawn from the clock (and --stats
	 * says which). */
	int draws_seed;
	/* Each answer is many searches: workers take puzzles one at a
	 * time, not in chunks. */
	int slow;
	/* Its search finds no answer for clues that clash, so the reader
	 * leaves that check until a search has found none (see
	 * sudoku_reader_defer_clash()). */
	int defers_clash;
	/* It answers pencil-mark grids too (struct sudoku_input.pencil);
	 * the others refuse them as needing a plain grid. */
	int reads_pencil;
	/* It answers puzzles of other sizes (16x16 ...) too; the others
	 * say they take 9x9 only. */
	int reads_sizes;
	/* Each answer ends with a blank line of its own (-x): none is put
	 * between answers. */
	int ends_blank;
	/* The path of steps stops after its first (--hint). */
	int first_step;
	/* Search 'job' (read without error) under the controls of
	 * 'search' (the time limit set; timed_out and guesses read after)
	 * and fill in its answer.  Runs on the worker threads: touches only
	 * 'job' and 'search'. */
	void (*search)(const struct settings *settings, struct job *job,
		       struct sudoku_search *search);
	/* The answer's shape in the text formats (NULL: always a line). */
	enum shape (*shape)(const struct settings *settings,
			    const struct job *job);
	/* Write the answer as text, newline included, once the puzzle was
	 * read and searched in time; 'name' is the input's, for messages. */
	void (*text)(struct output *out, const char *name,
		     const struct settings *settings, const struct job *job);
	/* Write the answer's JSON fields (each with its leading comma) for
	 * a puzzle read and searched in time. */
	void (*json)(struct output *out, const struct settings *settings,
		     const struct job *job);
	/* Is the answer a "no" (exit status 1)? */
	int (*is_no)(const struct settings *settings, const struct job *job);
	/* With -s: count what the job adds to 'totals', and print the
	 * mode's own summary lines at the end (NULL: nothing of its own). */
	void (*account)(const struct job *job, struct totals *totals);
	void (*summary)(const struct settings *settings,
			const struct totals *totals);
};

/* Does the job's mode answer it although its clues clash? */
static inline int
mode_answers_conflict(const struct settings *settings, const struct job *job)
{
	return settings->mode->answers_conflict &&
	       job->read_status == SUDOKU_ECONFLICT;
}

/*
 * What the modes share with those written elsewhere (explain.c): the
 * layout of grid answers, the words and JSON fields -u answers with, the
 * rating as -r writes it in JSON, and a "no" for a puzzle without one
 * solution.
 */
enum sudoku_format mode_format(const struct settings *settings,
			       const struct job *job);
void mode_put_not_unique(struct output *out, uint64_t count);
void mode_unique_json(struct output *out, const struct settings *settings,
		      const struct job *job);
void mode_rating_json(struct output *out, const struct settings *settings,
		      const struct job *job);
int mode_not_unique(const struct settings *settings, const struct job *job);

/* The modes; the first is the default, solving.  A new mode is one more
 * row here (modes.c), its functions and its golden cases. */
extern const struct mode modes[];
extern const unsigned mode_count;

/* The default mode, and the mode selected by 'option' ("-c", "--canon"),
 * or NULL when 'option' selects none. */
const struct mode *mode_default(void);
const struct mode *mode_by_option(const char *option);

/*
 * The options of the modes that take option bit 'takes', as words for a
 * message, into 'text' of 'size' bytes: "-g or --minimize"; the default
 * mode is "the default solve mode".  Returns the number of those modes.
 */
unsigned mode_options_taking(unsigned takes, char *text, size_t size);

/*
 * mode_keeps - 0 when 'job' gets no answer at all: -r with --rating answers
 * only the puzzles whose ER is in the range (a filter); 1 otherwise.
 */
int mode_keeps(const struct settings *settings, const struct job *job,
	       enum verdict v);

#endif /* SUDOKU_MODES_H */
