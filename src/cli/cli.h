/* cli.h - what every part of the sudoku command shares: exit statuses,
 * the settings the options decide, the counters --stats prints.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_CLI_H
#define SUDOKU_CLI_H

#include <stdint.h>

#include "sudoku.h"

/* Exit statuses, as grep and cmp use them. */
enum {
	STATUS_OK = 0,		/* every puzzle read and answered */
	STATUS_NO = 1,		/* some answer is "no": none, or not unique */
	STATUS_TROUBLE = 2	/* usage, input, read, timeout or write error */
};

struct mode;		/* a row of the mode table: modes.h */

/* Everything the options decide. */
struct settings {
	const struct mode *mode;
	uint64_t limit;		/* count mode: stop here; 0 = no limit */
	int format;		/* an enum sudoku_format, or -1: as input */
	int echo;		/* prefix answers with the puzzle and ':' */
	int show_best;		/* target mode: print the best completion */
	unsigned jobs;		/* worker threads, at least 1 */
	double time_limit;	/* seconds per puzzle, 0 = none */
	const int *weights;	/* target weights, NULL = standard */
	int progress;		/* draw a progress line on stderr */
	int stats;		/* print the totals on stderr at the end */
	int verify;		/* compare with the solutions the input gives */
	int json;		/* -f json: one JSON object per puzzle */
	int csv;		/* -f csv: puzzle,solution lines */
	int keep_raw;		/* keep each puzzle as written: -e, json, csv */
	int pencil;		/* -f pencil: candidates, 729 to a line */
	int apply;		/* --hint --apply: the grid after the hint */
	int size;		/* --size: every puzzle N x N; 0 any */
	/* -m, --minimize and -g (see generate.c for -g) */
	uint64_t generate;	/* -g: how many puzzles */
	uint64_t seed;		/* --seed; for -g without it, from the clock */
	enum sudoku_symmetry symmetry;	/* --symmetry */
	int max_clues;		/* --max-clues: 0 or the most clues */
	/* --difficulty: -r keeps, -g makes, only the puzzles whose hardest
	 * step (rating.technique) is in difficulty_set (a bit for each enum
	 * sudoku_technique; 0: all); difficulty_name names it for messages */
	uint32_t difficulty_set;
	const char *difficulty_name;
	/* --rating: -r keeps, -g makes, only the puzzles whose ER (tenths)
	 * is in rating_low..rating_high; -1: all */
	int rating_low, rating_high;
};

/* Counters for --stats, added up over all inputs. */
struct totals {
	uint64_t puzzles;
	uint64_t solved;	/* answered with a solution, count or score */
	uint64_t none;
	uint64_t multiple;
	uint64_t invalid;
	uint64_t timeouts;
	uint64_t guesses;
	/* -r: puzzles by hardest technique, and steps of each technique */
	uint64_t hardest[SUDOKU_TECHNIQUES];
	uint64_t steps[SUDOKU_TECHNIQUES];
};

#endif /* SUDOKU_CLI_H */
