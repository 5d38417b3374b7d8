/* explain.c - -x and --hint: the steps of the rating's path as lines of
 * text or JSON objects, written on the worker that finds them.
 * See LICENSE for copying terms. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "json.h"

/* What a step callback writes into, and how. */
struct writer {
	struct job *job;
	int json;	/* JSON objects, not lines of text */
	int first_only;	/* --hint: stop after one step */
	int apply;	/* --hint --apply: the grid after it too */
	int failed;	/* out of memory */
};

/* Append 'len' bytes to the job's steps. */
static void
put(struct writer *w, const char *text, size_t len)
{
	struct step_text *t = &w->job->steps;

	if (w->failed)
		return;
	if (t->len + len > t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 4096;
		char *grown;

		while (cap < t->len + len)
			cap *= 2;
		grown = realloc(t->text, cap);
		if (grown == NULL) {
			w->failed = 1;
			return;
		}
		t->text = grown;
		t->cap = cap;
	}
	memcpy(t->text + t->len, text, len);
	t->len += len;
}

static void
put_string(struct writer *w, const char *s)
{
	put(w, s, strlen(s));
}

/* One placement "r4c5=7" or elimination "r1c2<>3", quoted in JSON. */
static void
put_action(struct writer *w, const struct sudoku_candidate *c,
	   const char *op, const char *sep)
{
	char text[24];
	int n = snprintf(text, sizeof text, "%s%sr%dc%d%s%d%s", sep,
			 w->json ? "\"" : "", c->cell / 9 + 1, c->cell % 9 + 1,
			 op, c->digit, w->json ? "\"" : "");

	put(w, text, (size_t)n);
}

/* "naked-pair 3.0: r1c2<>3 r1c5<>3" and a newline. */
static void
put_step_text(struct writer *w, const struct sudoku_step *s)
{
	char head[64];
	int i, n = snprintf(head, sizeof head, "%s %d.%d:",
			    sudoku_technique_name(s->technique),
			    s->rating / 10, s->rating % 10);

	put(w, head, (size_t)n);
	for (i = 0; i < s->placements; i++)
		put_action(w, &s->placed[i], "=", " ");
	for (i = 0; i < s->eliminations; i++)
		put_action(w, &s->eliminated[i], "<>", " ");
	put(w, "\n", 1);
}

/* {"technique":..,"rating":..,"placements":[..],"eliminations":[..]} */
static void
put_step_json(struct writer *w, const struct sudoku_step *s)
{
	char head[96];
	int i, n = snprintf(head, sizeof head,
			    "{\"technique\":\"%s\",\"rating\":%d.%d,"
			    "\"placements\":[",
			    sudoku_technique_name(s->technique),
			    s->rating / 10, s->rating % 10);

	put(w, head, (size_t)n);
	for (i = 0; i < s->placements; i++)
		put_action(w, &s->placed[i], "=", i ? "," : "");
	put_string(w, "],\"eliminations\":[");
	for (i = 0; i < s->eliminations; i++)
		put_action(w, &s->eliminated[i], "<>", i ? "," : "");
	put_string(w, "]}");
}

/* Take each solved cell's digit from its peers, once: the candidates
 * after the clues' eliminations, as -f pencil writes them. */
static void
clues_eliminate(struct sudoku_marks *m)
{
	struct sudoku_grid clues;
	struct sudoku_marks implied;
	int i;

	sudoku_marks_clues(m, &clues);
	sudoku_marks_from_grid(&clues, &implied);
	for (i = 0; i < SUDOKU_CELLS; i++)
		if (clues.cell[i] == 0)
			m->cand[i] &= implied.cand[i];
}

static int
on_step(const struct sudoku_step *step, void *arg)
{
	struct writer *w = arg;

	if (w->json) {
		if (w->job->explained > 0)
			put(w, ",", 1);
		put_step_json(w, step);
	} else {
		put_step_text(w, step);
	}
	w->job->explained++;
	if (w->apply) {
		sudoku_marks_apply(&w->job->after, step);
		clues_eliminate(&w->job->after);
	}
	return w->first_only || w->failed;
}

/* The candidates of a puzzle, plain or pencil-marked, after its clues'
 * eliminations. */
static void
candidates_of(const struct job *job, struct sudoku_marks *m)
{
	if (!job->input.pencil) {
		sudoku_marks_from_grid(&job->puzzle, m);
		return;
	}
	*m = job->input.marks;
	clues_eliminate(m);
}

void
explain_put_candidates(struct output *out, const struct job *job, int format)
{
	struct sudoku_marks m;

	candidates_of(job, &m);
	output_marks(out, &m, format);
}

/* Rate the job's puzzle, passing each step to a writer. */
static void
explain_steps(const struct settings *settings, struct job *job,
	      struct sudoku_search *search, int first_only)
{
	struct writer w = {job, settings->json, first_only, settings->apply,
			   0};
	enum sudoku_status status;

	memset(&job->rating, 0, sizeof job->rating);
	job->steps.len = 0;
	job->explained = 0;
	if (job->input.pencil) {
		job->after = job->input.marks;
		status = sudoku_explain_marks(&job->input.marks, on_step, &w,
					      &job->rating, search);
	} else {
		sudoku_marks_from_grid(&job->puzzle, &job->after);
		status = sudoku_explain(&job->puzzle, on_step, &w,
					&job->rating, search);
	}
	job->no_memory = status == SUDOKU_ENOMEM || w.failed;
	job->count = job->rating.solutions;
}

void
explain_search(const struct settings *settings, struct job *job,
	       struct sudoku_search *search)
{
	explain_steps(settings, job, search, settings->mode->first_step);
}

enum shape
explain_shape(const struct settings *settings, const struct job *job)
{
	(void)settings;
	return job->count == 1 ? SHAPE_GRID : SHAPE_LINE;
}

void
explain_text(struct output *out, const char *name,
	     const struct settings *settings, const struct job *job)
{
	(void)name;
	(void)settings;
	if (job->count != 1)
		mode_put_not_unique(out, job->count);
	else
		output_put(out, job->steps.text, job->steps.len);
	output_put(out, "\n", 1);
}

void
explain_json(struct output *out, const struct settings *settings,
	     const struct job *job)
{
	mode_rating_json(out, settings, job);
	json_key(out, "steps");
	if (job->count != 1) {
		output_string(out, "null");
		return;
	}
	output_put(out, "[", 1);
	output_put(out, job->steps.text, job->steps.len);
	output_put(out, "]", 1);
}

/* --apply writes a grid: in the block layout, the framed grid of
 * candidates. */
enum shape
hint_shape(const struct settings *settings, const struct job *job)
{
	if (!settings->apply || job->count != 1 || job->explained == 0)
		return SHAPE_LINE;
	return mode_format(settings, job) == SUDOKU_FORMAT_LINE ? SHAPE_LINE
								: SHAPE_GRID;
}

void
hint_text(struct output *out, const char *name,
	  const struct settings *settings, const struct job *job)
{
	(void)name;
	if (job->count != 1)
		mode_put_not_unique(out, job->count);
	else if (job->explained == 0)
		output_string(out, "solved\n");
	else if (settings->apply)
		output_marks(out, &job->after, (int)mode_format(settings, job));
	else
		output_put(out, job->steps.text, job->steps.len);
}

void
hint_json(struct output *out, const struct settings *settings,
	  const struct job *job)
{
	mode_unique_json(out, settings, job);
	json_bool(out, "solved", job->count == 1 && job->explained == 0);
	json_key(out, "hint");
	if (job->count != 1 || job->explained == 0) {
		output_string(out, "null");
		return;
	}
	output_put(out, job->steps.text, job->steps.len);
	if (!settings->apply)
		return;
	json_key(out, "after");
	output_put(out, "\"", 1);
	output_marks(out, &job->after, -1);
	output_put(out, "\"", 1);
}

void
explain_free(struct job *jobs, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(jobs[i].steps.text);
		jobs[i].steps.text = NULL;
		jobs[i].steps.cap = 0;
	}
}
