/* render.c - an answer as the command writes it.
 * See LICENSE for copying terms. */
#include <stdio.h>

#include "render.h"
#include "json.h"
#include "generate.h"
#include "message.h"

/* The layout answers are written in: the option's, or the input's, rows
 * with spaces or without as its rows were. */
static enum sudoku_format
format_of(const struct settings *settings, const struct job *job)
{
	if (settings->format >= 0)
		return (enum sudoku_format)settings->format;
	if (job->input.layout == SUDOKU_LAYOUT_LINE)
		return SUDOKU_FORMAT_LINE;
	return job->input.spaced ? SUDOKU_FORMAT_GRID : SUDOKU_FORMAT_ROWS;
}

/*
 * Does a blank line go before this answer?  Answers of several lines are
 * set apart, except that two grids answered in their input's shape are
 * apart only where the input had them apart, as judges expect.
 */
static int
set_apart(const struct render *r, const struct settings *settings,
	  const struct job *job, int tall)
{
	if (r->answers == 0 || !(tall || r->last_was_tall))
		return 0;
	if (settings->format < 0 && r->last_was_grid &&
	    job->input.layout == SUDOKU_LAYOUT_GRID)
		return job->input.blank_before;
	return 1;
}

/* Does this answer take several lines (so answers need blank lines)? */
static int
multiline(const struct settings *settings, const struct job *job)
{
	if (format_of(settings, job) == SUDOKU_FORMAT_LINE ||
	    job->read_status != SUDOKU_OK)
		return 0;
	switch (settings->mode) {
	case MODE_SOLVE:
	case MODE_MINIMIZE:
	case MODE_GENERATE:
		return job->count == 1 && !job->timed_out;
	case MODE_TARGET:
		return settings->show_best && job->count > 0;
	default:
		return 0;
	}
}

/* A puzzle without exactly one solution, in the words -u uses. */
static void
put_not_unique(struct output *out, uint64_t count)
{
	output_string(out, count == 0 ? "none\n" : "multiple\n");
}

/* The answer proper, once the puzzle was read and searched in time. */
static void
put_result(struct output *out, const struct settings *settings,
	   const struct job *job)
{
	enum sudoku_format format = format_of(settings, job);

	switch (settings->mode) {
	case MODE_SOLVE:
		if (job->count == 0)
			output_string(out, "none\n");
		else
			output_grid(out, &job->answer, format);
		break;
	case MODE_UNIQUE:
		output_string(out, job->count == 1   ? "unique\n"
				   : job->count == 0 ? "none\n"
						     : "multiple\n");
		break;
	case MODE_COUNT:
		output_number(out, (long long)job->count);
		if (settings->limit != 0 && job->count == settings->limit)
			output_put(out, "+", 1);
		output_put(out, "\n", 1);
		break;
	case MODE_TARGET:
		if (job->count == 0) {
			output_string(out, "-1\n");
			break;
		}
		output_number(out, job->score);
		if (!settings->show_best) {
			output_put(out, "\n", 1);
		} else if (format == SUDOKU_FORMAT_LINE) {
			output_put(out, " ", 1);
			output_grid(out, &job->answer, format);
		} else {
			output_put(out, "\n", 1);
			output_grid(out, &job->answer, format);
		}
		break;
	case MODE_CANON:
		output_canon(out, &job->answer);
		output_put(out, "\n", 1);
		break;
	case MODE_RATE:
		if (job->count != 1) {
			put_not_unique(out, job->count);
			break;
		}
		output_rating(out, &job->rating);
		output_put(out, "\n", 1);
		break;
	case MODE_MINIMAL:
		if (job->count == 1 && job->redundant == 0) {
			output_string(out, "minimal\n");
		} else if (job->count == 1) {
			output_string(out, "redundant ");
			output_number(out, job->redundant);
			output_put(out, "\n", 1);
		} else {
			put_not_unique(out, job->count);
		}
		break;
	case MODE_MINIMIZE:
	case MODE_GENERATE:
		if (job->count == 1)
			output_grid(out, &job->answer, format);
		else
			put_not_unique(out, job->count);
		break;
	}
}

/* Say on stderr what kept a puzzle from its answer, if anything did. */
static void
complain(const char *name, const struct job *job, enum verdict v)
{
	switch (v) {
	case VERDICT_INVALID:
	case VERDICT_CONFLICT:
		message("%s:%lu:%lu: %s", name, job->where.line,
			job->where.column, job->where.what);
		break;
	case VERDICT_TIMEOUT:
		message("%s:%lu: %s", name, job->where.line, RENDER_TIMEOUT);
		break;
	case VERDICT_NO_MEMORY:
		message("%s:%lu: %s", name, job->where.line, RENDER_NO_MEMORY);
		break;
	default:
		break;
	}
}

/* Why a puzzle could not be minimized or made, on standard error. */
static void
explain(const char *name, const struct settings *settings,
	const struct job *job)
{
	char clues[32] = "", hardest[48] = "";

	if (settings->mode == MODE_MINIMIZE) {
		message("%s:%lu:%lu: cannot minimize a puzzle with %s", name,
			job->where.line, job->where.column,
			job->count == 0 ? "no solution"
					: "more than one solution");
		return;
	}
	/* Name only the bounds that were asked for. */
	if (settings->max_clues > 0)
		snprintf(clues, sizeof clues, " with at most %d clues",
			 settings->max_clues);
	if (settings->difficulty >= 0)
		snprintf(hardest, sizeof hardest, " needing %s",
			 sudoku_technique_name(
				 (enum sudoku_technique)settings->difficulty));
	else if (settings->rating_high >= 0)
		snprintf(hardest, sizeof hardest, " rated %d.%d-%d.%d",
			 settings->rating_low / 10, settings->rating_low % 10,
			 settings->rating_high / 10,
			 settings->rating_high % 10);
	message("%s:%lu: no puzzle%s%s in %d attempts", name, job->where.line,
		clues, hardest, GENERATE_ATTEMPTS);
}

void
render_answer(struct render *r, const char *name,
	      const struct settings *settings, const struct job *job,
	      enum verdict v)
{
	struct output *out = &r->out;
	int tall = multiline(settings, job);
	char text[SUDOKU_FORMAT_MAX];
	size_t len;

	complain(name, job, v);
	/* --rating with -r is a filter: the others get no answer. */
	if (settings->mode == MODE_RATE && settings->rating_high >= 0 &&
	    !(v == VERDICT_SOLVED && job->count == 1 && job->rating.complete &&
	      job->rating.er >= settings->rating_low &&
	      job->rating.er <= settings->rating_high))
		return;
	if (settings->json) {
		json_answer(out, name, settings, job, v);
		return;
	}
	if (set_apart(r, settings, job, tall))
		output_put(out, "\n", 1);
	r->last_was_tall = tall;
	r->last_was_grid = job->input.layout == SUDOKU_LAYOUT_GRID;
	r->answers++;

	if (settings->echo && job->input.title[0] != '\0') {
		output_string(out, job->input.title);
		output_put(out, "\n", 1);
	}
	if (settings->echo && job->read_status != SUDOKU_EINPUT) {
		/* The puzzle as a line, without its newline. */
		len = sudoku_format(&job->puzzle, SUDOKU_FORMAT_LINE, text) - 1;
		output_put(out, text, len);
		/* A grid answer starts on a line of its own; a score
		 * does not. */
		if (tall && settings->mode != MODE_TARGET)
			output_put(out, ":\n", 2);
		else
			output_put(out, ":", 1);
	}
	switch (v) {
	case VERDICT_INVALID:
	case VERDICT_CONFLICT:
		/* The OJ statement defines -1 for a grid with no completion. */
		output_string(out, settings->mode == MODE_TARGET &&
					   job->read_status == SUDOKU_ECONFLICT
				       ? "-1\n"
				       : "invalid\n");
		break;
	case VERDICT_TIMEOUT:
		output_string(out, "timeout\n");
		break;
	case VERDICT_NO_MEMORY:
		output_string(out, "invalid\n");
		break;
	default:
		if (job->count != 1 && (settings->mode == MODE_MINIMIZE ||
					settings->mode == MODE_GENERATE))
			explain(name, settings, job);
		put_result(out, settings, job);
	}
}
