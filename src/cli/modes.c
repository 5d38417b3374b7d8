/* modes.c - the command's modes: each mode's functions, in the order of
 * the table at the end, which has one row per mode (see modes.h).
 * See LICENSE for copying terms. */
#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "generate.h"
#include "json.h"
#include "message.h"
#include "modes.h"

/* The layout grid answers are written in: the option's, or the input's,
 * rows with spaces or without as its rows were. */
enum sudoku_format
mode_format(const struct settings *settings, const struct job *job)
{
	if (settings->format >= 0)
		return (enum sudoku_format)settings->format;
	if (job->input.layout == SUDOKU_LAYOUT_LINE)
		return SUDOKU_FORMAT_LINE;
	return job->input.spaced ? SUDOKU_FORMAT_GRID : SUDOKU_FORMAT_ROWS;
}

/* A grid answer is a grid of several lines unless the format is a line. */
static enum shape
grid_shape(const struct settings *settings, const struct job *job)
{
	return mode_format(settings, job) == SUDOKU_FORMAT_LINE ? SHAPE_LINE
							      : SHAPE_GRID;
}

/* A puzzle without exactly one solution, in the words -u uses. */
void
mode_put_not_unique(struct output *out, uint64_t count)
{
	output_string(out, count == 0 ? "none\n" : "multiple\n");
}

/* The solutions found and whether the search stopped at its limit, the
 * fields every mode that counts shares. */
static void
json_count(struct output *out, uint64_t count, uint64_t limit)
{
	json_number(out, "count", (long long)count);
	json_bool(out, "capped", limit != 0 && count == limit);
}

/* -u, and the modes that answer only for a puzzle with one solution:
 * whether it has, and how many were found (to 2). */
void
mode_unique_json(struct output *out, const struct settings *settings,
	    const struct job *job)
{
	(void)settings;
	json_bool(out, "unique", job->count == 1);
	json_count(out, job->count, 2);
}

int
mode_not_unique(const struct settings *settings, const struct job *job)
{
	(void)settings;
	return job->count != 1;
}

static int
never_no(const struct settings *settings, const struct job *job)
{
	(void)settings;
	(void)job;
	return 0;
}

/* Solve, -u and -c: one count of the solutions, to 1, 2 or the limit. */
/* Count the completions of the job's puzzle: plain, pencil-marked or of
 * another size, with the first in job->answer (9x9) where 'answer' is
 * set: -c prints none, and a count's first completion costs a walk of its
 * own (3% of counting to 1,000). */
static uint64_t
count_to(struct job *job, uint64_t limit, struct sudoku_search *search,
	 int answer)
{
	struct sudoku_grid *first = answer ? &job->answer : NULL;

	if (job->input.sized.box != 0) {
		uint64_t count;

		if (sudoku_count_sized(&job->input.sized, limit, &count,
				       &job->sized_answer,
				       search) == SUDOKU_ENOMEM)
			job->no_memory = 1;
		return count;
	}
	if (job->input.pencil)
		return sudoku_count_marks(&job->input.marks, limit, first,
					  search);
	return sudoku_count(&job->puzzle, limit, first, search);
}

/* Solve; with -f pencil, no search: the puzzle's candidates are the
 * answer, for any puzzle whose clues do not clash. */
static void
solve_search(const struct settings *settings, struct job *job,
	     struct sudoku_search *search)
{
	if (!settings->pencil) {
		job->count = count_to(job, 1, search, 1);
		return;
	}
	job->count = 1;
	job->read_status = sudoku_check_clash(&job->puzzle, &job->where);
}

static void
unique_search(const struct settings *settings, struct job *job,
	      struct sudoku_search *search)
{
	(void)settings;
	job->count = count_to(job, 2, search, 1);
}

static void
count_search(const struct settings *settings, struct job *job,
	     struct sudoku_search *search)
{
	job->count = count_to(job, settings->limit, search, 0);
}

/* Solve (the default): the solution, or none. */
/* The layout of another size's answer: the input's, or a line for -f
 * line. */
static enum sudoku_sized_layout
sized_layout(const struct settings *settings, const struct job *job)
{
	return settings->format == SUDOKU_FORMAT_LINE ? SUDOKU_SIZED_LINE
						      : job->input.sized_layout;
}

static enum shape
solve_shape(const struct settings *settings, const struct job *job)
{
	if (settings->pencil)
		return SHAPE_LINE;
	if (job->input.sized.box != 0)
		return job->count == 1 &&
			       sized_layout(settings, job) != SUDOKU_SIZED_LINE
			   ? SHAPE_GRID
			   : SHAPE_LINE;
	return job->count == 1 ? grid_shape(settings, job) : SHAPE_LINE;
}

static void
solve_text(struct output *out, const char *name,
	   const struct settings *settings, const struct job *job)
{
	(void)name;
	if (settings->pencil)
		explain_put_candidates(out, job, SUDOKU_FORMAT_LINE);
	else if (job->count == 0)
		output_string(out, "none\n");
	else if (job->input.sized.box != 0)
		output_sized(out, &job->sized_answer,
			     sized_layout(settings, job));
	else
		output_grid(out, &job->answer, mode_format(settings, job));
}

static void
solve_json(struct output *out, const struct settings *settings,
	   const struct job *job)
{
	(void)settings;
	if (job->input.sized.box != 0) {
		json_key(out, "solution");
		if (job->count == 0) {
			output_string(out, "null");
			return;
		}
		output_put(out, "\"", 1);
		output_sized_line(out, &job->sized_answer);
		output_put(out, "\"", 1);
		return;
	}
	json_grid(out, "solution", job->count > 0 ? &job->answer : NULL);
}

static int
solve_is_no(const struct settings *settings, const struct job *job)
{
	(void)settings;
	return job->count == 0;
}

/* -u: unique, multiple or none. */
static void
unique_text(struct output *out, const char *name,
	    const struct settings *settings, const struct job *job)
{
	(void)name;
	(void)settings;
	if (job->count == 1)
		output_string(out, "unique\n");
	else
		mode_put_not_unique(out, job->count);
}

/* -c: the number of solutions, "N+" at the limit. */
static void
count_text(struct output *out, const char *name,
	   const struct settings *settings, const struct job *job)
{
	(void)name;
	output_number(out, (long long)job->count);
	if (settings->limit != 0 && job->count == settings->limit)
		output_put(out, "+", 1);
	output_put(out, "\n", 1);
}

static void
count_json(struct output *out, const struct settings *settings,
	   const struct job *job)
{
	json_count(out, job->count, settings->limit);
}

/* -t: the best target score, or -1; with -b a completion that has it. */
static void
target_search(const struct settings *settings, struct job *job,
	      struct sudoku_search *search)
{
	job->count = sudoku_target(&job->puzzle, settings->weights, &job->score,
				   &job->answer, search) == SUDOKU_OK;
}

static enum shape
target_shape(const struct settings *settings, const struct job *job)
{
	if (!settings->show_best || job->count == 0 ||
	    grid_shape(settings, job) == SHAPE_LINE)
		return SHAPE_LINE;
	return SHAPE_LINE_GRID;
}

static void
target_text(struct output *out, const char *name,
	    const struct settings *settings, const struct job *job)
{
	enum sudoku_format format = mode_format(settings, job);

	(void)name;
	if (job->count == 0) {
		output_string(out, "-1\n");
		return;
	}
	output_number(out, job->score);
	if (!settings->show_best) {
		output_put(out, "\n", 1);
		return;
	}
	output_put(out, format == SUDOKU_FORMAT_LINE ? " " : "\n", 1);
	output_grid(out, &job->answer, format);
}

static void
target_json(struct output *out, const struct settings *settings,
	    const struct job *job)
{
	json_number(out, "score", job->count > 0 ? job->score : -1);
	if (settings->show_best)
		json_grid(out, "best", job->count > 0 ? &job->answer : NULL);
}

/* --canon: the minlex form, 81 digits with 0 for blank. */
static void
canon_search(const struct settings *settings, struct job *job,
	     struct sudoku_search *search)
{
	(void)settings;
	(void)search; /* the canonical form takes no time limit */
	job->no_memory =
	    sudoku_canon(&job->puzzle, &job->answer, NULL) == SUDOKU_ENOMEM;
	job->count = 1;
}

static void
canon_text(struct output *out, const char *name,
	   const struct settings *settings, const struct job *job)
{
	(void)name;
	(void)settings;
	output_canon(out, &job->answer);
	output_put(out, "\n", 1);
}

static void
canon_json(struct output *out, const struct settings *settings,
	   const struct job *job)
{
	(void)settings;
	json_key(out, "canon");
	output_put(out, "\"", 1);
	output_canon(out, &job->answer);
	output_put(out, "\"", 1);
}

/* -r: the Sudoku Explainer rating; with --rating the rating stops once
 * ER is above the range. */
static void
rate_search(const struct settings *settings, struct job *job,
	    struct sudoku_search *search)
{
	memset(&job->rating, 0, sizeof job->rating);
	job->rating.stop_above = rating_stop(settings);
	job->no_memory =
	    (job->input.pencil
		 ? sudoku_rate_marks(&job->input.marks, &job->rating, search)
		 : sudoku_rate(&job->puzzle, &job->rating, search)) ==
	    SUDOKU_ENOMEM;
	job->count = job->rating.solutions;
}

static void
rate_text(struct output *out, const char *name, const struct settings *settings,
	  const struct job *job)
{
	(void)name;
	(void)settings;
	if (job->count != 1) {
		mode_put_not_unique(out, job->count);
		return;
	}
	output_rating(out, &job->rating);
	output_put(out, "\n", 1);
}

void
mode_rating_json(struct output *out, const struct settings *settings,
	  const struct job *job)
{
	const struct sudoku_rating *rating = &job->rating;
	const char *sep = "{\"";
	int t;

	mode_unique_json(out, settings, job);
	json_key(out, "rating");
	if (job->count != 1) {
		output_string(out, "null");
		return;
	}
	output_string(out, "{\"er\":");
	output_tenths(out, rating->er);
	output_string(out, ",\"ep\":");
	output_tenths(out, rating->ep);
	output_string(out, ",\"ed\":");
	output_tenths(out, rating->ed);
	output_string(out, ",\"technique\":\"");
	output_string(out, rating->er == 0 ? "full"
					   : sudoku_technique_name(
						 rating->technique));
	output_put(out, "\"", 1);
	json_key(out, "steps");
	for (t = 0; t < SUDOKU_TECHNIQUES; t++) {
		if (rating->steps[t] == 0)
			continue;
		output_put(out, sep, 2);
		output_string(out, sudoku_technique_name(t));
		output_put(out, "\":", 2);
		output_number(out, (long long)rating->steps[t]);
		sep = ",\"";
	}
	output_string(out, *sep == '{' ? "{}}" : "}}");
}

static void
rate_account(const struct job *job, struct totals *totals)
{
	int t;

	if (job->count != 1 || job->rating.er == 0)
		return;
	totals->hardest[job->rating.technique]++;
	for (t = 0; t < SUDOKU_TECHNIQUES; t++)
		totals->steps[t] += job->rating.steps[t];
}

/* How many puzzles needed each technique at most, and how often each
 * technique fired, the techniques that never did left out. */
static void
rate_summary(const struct settings *settings, const struct totals *t)
{
	char line[1024];
	size_t len = 0;
	int k, pass;

	(void)settings;
	for (pass = 0; pass < 2; pass++) {
		const uint64_t *n = pass == 0 ? t->hardest : t->steps;
		const char *sep = "";

		len += (size_t)snprintf(line + len, sizeof line - len, "%s",
					pass == 0 ? "hardest:" : "; steps:");
		for (k = 0; k < SUDOKU_TECHNIQUES; k++) {
			if (n[k] == 0)
				continue;
			len += (size_t)snprintf(
			    line + len, sizeof line - len, "%s %s %llu", sep,
			    sudoku_technique_name(k), (unsigned long long)n[k]);
			sep = ",";
		}
	}
	message("%s", line);
}

/* A toolkit status as a count of solutions: none, one, several (a
 * timeout is told by the search record). */
static uint64_t
as_count(enum sudoku_status status)
{
	return status == SUDOKU_OK ? 1 : status == SUDOKU_MULTIPLE ? 2 : 0;
}

/* -m: minimal, or redundant N. */
static void
minimal_search(const struct settings *settings, struct job *job,
	       struct sudoku_search *search)
{
	(void)settings;
	job->redundant = 0;
	job->count = as_count(
	    sudoku_minimal(&job->puzzle, &job->redundant, NULL, search));
}

static void
minimal_text(struct output *out, const char *name,
	     const struct settings *settings, const struct job *job)
{
	(void)name;
	(void)settings;
	if (job->count != 1) {
		mode_put_not_unique(out, job->count);
	} else if (job->redundant == 0) {
		output_string(out, "minimal\n");
	} else {
		output_string(out, "redundant ");
		output_number(out, job->redundant);
		output_put(out, "\n", 1);
	}
}

static void
minimal_json(struct output *out, const struct settings *settings,
	     const struct job *job)
{
	mode_unique_json(out, settings, job);
	json_key(out, "minimal");
	output_string(out, job->count != 1	 ? "null"
			   : job->redundant == 0 ? "true"
						 : "false");
	json_key(out, "redundant");
	if (job->count == 1)
		output_number(out, job->redundant);
	else
		output_string(out, "null");
}

/* -m: a clue too many is a "no", as "multiple" is. */
static int
minimal_is_no(const struct settings *settings, const struct job *job)
{
	(void)settings;
	return job->count != 1 || job->redundant > 0;
}

/* --minimize: the puzzle without the clues it does not need. */
static void
minimize_search(const struct settings *settings, struct job *job,
		struct sudoku_search *search)
{
	job->count =
	    as_count(sudoku_minimize(&job->puzzle, settings->symmetry,
				     settings->seed, &job->answer, search));
}

static void
minimize_text(struct output *out, const char *name,
	      const struct settings *settings, const struct job *job)
{
	if (job->count == 1) {
		output_grid(out, &job->answer, mode_format(settings, job));
		return;
	}
	message("%s:%lu:%lu: cannot minimize a puzzle with %s", name,
		job->where.line, job->where.column,
		job->count == 0 ? "no solution" : "more than one solution");
	mode_put_not_unique(out, job->count);
}

static void
minimize_json(struct output *out, const struct settings *settings,
	      const struct job *job)
{
	mode_unique_json(out, settings, job);
	json_grid(out, "minimized", job->count == 1 ? &job->answer : NULL);
}

/* -g: new puzzles, from the seed and their number. */
static void
generate_search(const struct settings *settings, struct job *job,
		struct sudoku_search *search)
{
	job->count = generate_one(settings, job->index, &job->answer, search);
}

static void
generate_text(struct output *out, const char *name,
	      const struct settings *settings, const struct job *job)
{
	char clues[32] = "", hardest[48] = "";

	if (job->count == 1) {
		output_grid(out, &job->answer, mode_format(settings, job));
		return;
	}
	/* Name only the bounds that were asked for. */
	if (settings->max_clues > 0)
		snprintf(clues, sizeof clues, " with at most %d clues",
			 settings->max_clues);
	if (settings->difficulty_set != 0)
		snprintf(hardest, sizeof hardest, " needing %s",
			 settings->difficulty_name);
	else if (settings->rating_high >= 0)
		snprintf(hardest, sizeof hardest, " rated %d.%d-%d.%d",
			 settings->rating_low / 10, settings->rating_low % 10,
			 settings->rating_high / 10,
			 settings->rating_high % 10);
	message("%s:%lu: no puzzle%s%s in %d attempts", name, job->where.line,
		clues, hardest, GENERATE_ATTEMPTS);
	mode_put_not_unique(out, job->count);
}

static void
generate_json(struct output *out, const struct settings *settings,
	      const struct job *job)
{
	int i, clues = 0;

	(void)settings;
	json_grid(out, "puzzle", job->count == 1 ? &job->answer : NULL);
	json_key(out, "clues");
	if (job->count != 1) {
		output_string(out, "null");
		return;
	}
	for (i = 0; i < 81; i++)
		clues += job->answer.cell[i] != 0;
	output_number(out, clues);
}

/* The seed, so that a run without --seed can be repeated. */
static void
generate_summary(const struct settings *settings, const struct totals *t)
{
	(void)t;
	message("seed %llu", (unsigned long long)settings->seed);
}

/* What every mode that reads puzzles takes. */
#define READS (TAKES_INPUT | TAKES_ECHO)

/* One row per mode.  Unnamed fields are 0 or NULL: no option bits, a
 * one-line answer, nothing of its own for --stats. */
const struct mode modes[] = {
    {.option = "", .takes = READS | TAKES_VERIFY | TAKES_CSV | TAKES_PENCIL,
     .defers_clash = 1, .reads_pencil = 1, .reads_sizes = 1,
     .search = solve_search,
     .shape = solve_shape, .text = solve_text, .json = solve_json,
     .is_no = solve_is_no},
    {.option = "-u", .takes = READS, .defers_clash = 1, .reads_pencil = 1,
     .reads_sizes = 1,
     .search = unique_search, .text = unique_text, .json = mode_unique_json,
     .is_no = mode_not_unique},
    {.option = "-c", .takes = READS | TAKES_LIMIT, .counts = 1,
     .defers_clash = 1, .reads_pencil = 1, .reads_sizes = 1,
     .search = count_search,
     .text = count_text, .json = count_json, .is_no = never_no},
    {.option = "-t", .takes = READS | TAKES_BEST | TAKES_WEIGHTS,
     .answers_conflict = 1, .search = target_search, .shape = target_shape,
     .text = target_text, .json = target_json, .is_no = never_no},
    {.option = "-r", .takes = READS | TAKES_DIFFICULTY | TAKES_RATING,
     .reads_pencil = 1,
     .search = rate_search,
     .text = rate_text, .json = mode_rating_json, .is_no = mode_not_unique,
     .account = rate_account, .summary = rate_summary},
    {.option = "--canon", .takes = READS, .search = canon_search,
     .text = canon_text, .json = canon_json, .is_no = never_no},
    {.option = "-m", .takes = READS, .search = minimal_search,
     .text = minimal_text, .json = minimal_json, .is_no = minimal_is_no},
    {.option = "--minimize", .takes = READS | TAKES_SEED | TAKES_SYMMETRY,
     .search = minimize_search, .shape = solve_shape,
     .text = minimize_text, .json = minimize_json, .is_no = mode_not_unique},
    {.option = "-g",
     .takes = TAKES_SEED | TAKES_SYMMETRY | TAKES_MAX_CLUES |
	      TAKES_DIFFICULTY | TAKES_RATING,
     .draws_seed = 1, .slow = 1, .search = generate_search,
     .shape = solve_shape, .text = generate_text, .json = generate_json,
     .is_no = mode_not_unique, .summary = generate_summary},
    {.option = "-x", .takes = READS, .reads_pencil = 1, .ends_blank = 1,
     .slow = 1, .search = explain_search, .shape = explain_shape,
     .text = explain_text, .json = explain_json, .is_no = mode_not_unique,
     .account = rate_account, .summary = rate_summary},
    {.option = "--hint", .takes = READS | TAKES_APPLY | TAKES_PENCIL,
     .reads_pencil = 1, .first_step = 1, .search = explain_search,
     .shape = hint_shape, .text = hint_text, .json = hint_json,
     .is_no = mode_not_unique},
};

const unsigned mode_count = sizeof modes / sizeof modes[0];

const struct mode *
mode_default(void)
{
	return &modes[0];
}

const struct mode *
mode_by_option(const char *option)
{
	unsigned i;

	for (i = 1; i < mode_count; i++)
		if (strcmp(option, modes[i].option) == 0)
			return &modes[i];
	return NULL;
}

unsigned
mode_options_taking(unsigned takes, char *text, size_t size)
{
	unsigned i, n = 0, found = 0;
	size_t len = 0;

	for (i = 0; i < mode_count; i++)
		n += (modes[i].takes & takes) != 0;
	text[0] = '\0';
	for (i = 0; i < mode_count && len < size; i++) {
		if ((modes[i].takes & takes) == 0)
			continue;
		found++;
		len += (size_t)snprintf(text + len, size - len, "%s%s",
					found == 1   ? ""
					: found == n ? " or "
						     : ", ",
					i == 0 ? "the default solve mode"
					       : modes[i].option);
	}
	return n;
}

int
mode_keeps(const struct settings *settings, const struct job *job,
	   enum verdict v)
{
	if (settings->mode->search != rate_search || !rating_filtered(settings))
		return 1;
	return v == VERDICT_SOLVED && job->count == 1 &&
	       rating_wanted(settings, &job->rating);
}
