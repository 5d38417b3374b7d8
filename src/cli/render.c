/* render.c - an answer as the command writes it: the parts every mode
 * shares (messages, -e, blank lines, stand-ins for answers that could
 * not be given); the mode's row writes the answer proper.
 * See LICENSE for copying terms. */
#include <stdio.h>

#include "csv.h"
#include "json.h"
#include "message.h"
#include "modes.h"
#include "render.h"

/* The answer's shape: a line unless the mode's row says otherwise. */
static enum shape
shape_of(const struct settings *settings, const struct job *job,
	 enum verdict v)
{
	const struct mode *mode = settings->mode;

	if (v < VERDICT_NONE || mode->shape == NULL)
		return SHAPE_LINE;
	return mode->shape(settings, job);
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
	if (r->answers == 0 || !(tall || r->last_was_tall) ||
	    settings->mode->ends_blank)
		return 0;
	if (settings->format < 0 && r->last_was_grid &&
	    job->input.layout == SUDOKU_LAYOUT_GRID)
		return job->input.blank_before;
	return 1;
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

/*
 * Write the puzzle as read, for -e: 'len' bytes with each byte that
 * would break the line or the prefix (a control byte, '\' and ':') as
 * \xHH, so that the answer line stays one line whose prefix ends at its
 * first ':'.
 */
static void
put_escaped(struct output *out, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)s;
	size_t i, run = 0;

	for (i = 0; i < len; i++) {
		char esc[4] = {'\\', 'x', 0, 0};

		if (p[i] >= 0x20 && p[i] != 0x7f && p[i] != '\\' &&
		    p[i] != ':')
			continue;
		output_put(out, s + run, i - run);
		esc[2] = hex[p[i] >> 4];
		esc[3] = hex[p[i] & 15];
		output_put(out, esc, 4);
		run = i + 1;
	}
	output_put(out, s + run, len - run);
}

/* -e: the title, then the puzzle and ':' before its answer.  A puzzle
 * read is shown as 81 cells; one that could not be read as it stands in
 * the input, when it stood on one line (else nothing before the ':'). */
static void
put_echo(struct output *out, const struct job *job, enum shape shape)
{
	char text[SUDOKU_FORMAT_MAX];
	size_t len;

	if (job->input.title[0] != '\0') {
		output_string(out, job->input.title);
		output_put(out, "\n", 1);
	}
	if (job->input.sized.box != 0) {	/* read, maybe refused */
		output_sized_line(out, &job->input.sized);
	} else if (job->input.pencil && job->read_status != SUDOKU_EINPUT) {
		output_marks(out, &job->input.marks, -1);
	} else if (job->read_status != SUDOKU_EINPUT) {
		/* The puzzle as a line, without its newline. */
		len = sudoku_format(&job->puzzle, SUDOKU_FORMAT_LINE, text) - 1;
		output_put(out, text, len);
	} else if (job->input.has_raw) {
		put_escaped(out, job->input.raw, job->input.raw_len);
	}
	/* A grid answer starts on a line of its own; a score before a
	 * grid does not. */
	output_string(out, shape == SHAPE_GRID ? ":\n" : ":");
}

void
render_answer(struct render *r, const char *name,
	      const struct settings *settings, const struct job *job,
	      enum verdict v)
{
	struct output *out = &r->out;
	enum shape shape = shape_of(settings, job, v);
	int tall = shape != SHAPE_LINE;

	complain(name, job, v);
	/* -r with --rating is a filter: the others get no answer. */
	if (!mode_keeps(settings, job, v))
		return;
	if (settings->json) {
		json_answer(out, name, settings, job, v);
		return;
	}
	if (settings->csv) {
		csv_answer(out, settings, job, v);
		return;
	}
	if (set_apart(r, settings, job, tall))
		output_put(out, "\n", 1);
	if (r->answers == 0)
		r->first_was_tall = tall;
	r->last_was_tall = tall;
	r->last_was_grid = job->input.layout == SUDOKU_LAYOUT_GRID;
	r->answers++;
	if (settings->echo)
		put_echo(out, job, shape);
	switch (v) {
	case VERDICT_INVALID:
	case VERDICT_CONFLICT:
		/* The OJ statement defines -1 for a grid with no completion;
		 * clues that clash leave it none. */
		output_string(out, mode_answers_conflict(settings, job)
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
		settings->mode->text(out, name, settings, job);
		return;
	}
	if (settings->mode->ends_blank)
		output_put(out, "\n", 1);
}
