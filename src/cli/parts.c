/* parts.c - the batch engine's wide path: parts of the input answered
 * whole on the workers, written out in input order (parts.h).
 * See LICENSE for copying terms. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "explain.h"
#include "job.h"
#include "message.h"
#include "modes.h"
#include "parts.h"
#include "progress.h"
#include "verify.h"

enum {
	/* Parts in flight per thread: enough that a worker finds one
	 * queued while the oldest waits to be written. */
	PARTS_PER_THREAD = 4,
	PARTS_MAX = 128,
	/* Lines of a part before one was timed: one.  The parts queued
	 * then are those in flight, and a slow mode's first lines may be
	 * all its input: -r on the hardest sample's 30 lines, in two parts
	 * of 16 and 14, ran 1.34 times as fast on two threads as on one,
	 * and 1.90 times in parts of a line.  Once one is timed the parts
	 * take PART_SECONDS. */
	FIRST_LINES = 1,
	MOST_LINES = 4096,
	/* The least lines a part may take, whatever they take: what a
	 * full buffer of the reader holds of the longest rows. */
	LEAST_LINES_MAX = 128
};

/* What a part should take to answer: long beside what a part costs to
 * queue and write, short beside a run, so that the last ones end close
 * together. */
#define PART_SECONDS 1e-3
/* The least work worth a part: below it, lines of one puzzle each between
 * other layouts stay on the window's path, rather than wake and stop the
 * workers for a few puzzles at every change of path. */
#define LEAST_PART_SECONDS 1e-4

struct part {
	struct sudoku_reader *reader;	/* its lines */
	const char *name;		/* the input's, for messages */
	int done;			/* answered: ready to be written */
	struct job job;
	char raw[SUDOKU_RAW_MAX];	/* -e, json, csv: the line as read */
	struct render render;		/* its answers, text past the buffer
					 * in 'text' */
	struct kept text;
	struct kept errors;		/* its messages */
	struct totals totals;
	unsigned long long puzzles;
	int worst;
	double seconds;			/* it took to answer */
};

struct parts {
	const struct settings *settings;
	struct pool *pool;
	unsigned helpers;
	int running;		/* the helpers were started */
	pthread_mutex_t lock;
	pthread_cond_t queued;	/* a part was queued, or 'closing' set */
	pthread_cond_t answered;	/* a part was answered */
	int closing;		/* helpers return once none is queued */
	/* Parts by number; part n is in slot[n % count]. */
	unsigned long head;	/* the oldest not written */
	unsigned long taken;	/* the first no thread took */
	unsigned long tail;	/* the next to queue */
	double line_seconds;	/* a line took, lately; 0: none timed */
	unsigned count;
	struct part slot[];
};

struct parts *
parts_new(const struct settings *settings, struct pool *pool, unsigned helpers)
{
	unsigned count = PARTS_PER_THREAD * settings->jobs, i;
	struct parts *ps;

	if (count > PARTS_MAX)
		count = PARTS_MAX;
	ps = calloc(1, sizeof *ps + count * sizeof ps->slot[0]);
	if (ps == NULL)
		return NULL;
	ps->settings = settings;
	ps->pool = pool;
	ps->helpers = pool != NULL ? helpers : 0;
	ps->count = count;
	for (i = 0; i < count; i++)
		ps->slot[i].render.out.keep = &ps->slot[i].text;
	pthread_mutex_init(&ps->lock, NULL);
	pthread_cond_init(&ps->queued, NULL);
	pthread_cond_init(&ps->answered, NULL);
	return ps;
}

/* 'seconds' of work in lines, as a line took lately, from 1 to 'most'. */
static size_t
lines_for(const struct parts *ps, double seconds, size_t most)
{
	double lines = seconds / ps->line_seconds;

	return lines < 1 ? 1 : lines > (double)most ? most : (size_t)lines;
}

void
parts_lines(const struct parts *ps, size_t *least, size_t *most)
{
	if (ps->line_seconds <= 0) {
		*least = *most = FIRST_LINES;
		return;
	}
	*most = lines_for(ps, PART_SECONDS, MOST_LINES);
	*least = lines_for(ps, LEAST_PART_SECONDS,
			   *most < LEAST_LINES_MAX ? *most : LEAST_LINES_MAX);
}

/* Read, answer and write into memory every puzzle of a part, as
 * batch.c's answer_read() does for the jobs of a window. */
static void
answer_part(const struct settings *settings, struct part *p)
{
	struct job *job = &p->job;
	struct timespec start;
	enum sudoku_status status;
	enum verdict v;
	int s;

	stopwatch_start(&start);
	message_keep(&p->errors);
	for (;;) {
		job->input.raw = settings->keep_raw ? p->raw : NULL;
		status = sudoku_read_input(p->reader, &job->puzzle,
					   &job->input, &job->where);
		if (status == SUDOKU_END || status == SUDOKU_EREAD)
			break;	/* memory: never a read error */
		job->read_status = status;
		job_reset(job);
		job_solve(settings, job);
		v = job_verdict(job);
		s = job_account(settings, job, v, &p->totals);
		if (s > p->worst)
			p->worst = s;
		render_answer(&p->render, p->name, settings, job, v);
		s = settings->verify ? verify_solution(p->name, job)
				     : STATUS_OK;
		if (s > p->worst)
			p->worst = s;
		p->puzzles++;
	}
	message_keep(NULL);
	p->seconds = stopwatch_seconds(&start);
}

/* A helper: answer queued parts until told to close. */
static void
work(void *arg)
{
	struct parts *ps = arg;
	struct part *p;

	pthread_mutex_lock(&ps->lock);
	for (;;) {
		while (ps->taken == ps->tail && !ps->closing)
			pthread_cond_wait(&ps->queued, &ps->lock);
		if (ps->taken == ps->tail)
			break;
		p = &ps->slot[ps->taken++ % ps->count];
		pthread_mutex_unlock(&ps->lock);
		answer_part(ps->settings, p);
		pthread_mutex_lock(&ps->lock);
		p->done = 1;
		pthread_cond_signal(&ps->answered);
	}
	pthread_mutex_unlock(&ps->lock);
}

/* Write the oldest part, answered, to 'sink', as answer_read() writes a
 * window's jobs. */
static void
write_oldest(struct parts *ps, struct parts_sink *sink)
{
	struct part *p = &ps->slot[ps->head++ % ps->count];
	struct render *r = sink->render;
	double seconds;

	if (p->errors.len > 0) {
		progress_erase();
		fwrite(p->errors.text, 1, p->errors.len, stderr);
	}
	if (p->render.answers > 0) {
		/* The blank line render_answer() would have put before the
		 * part's first answer; no answer of a part is to a grid. */
		if (r->answers > 0 && !ps->settings->mode->ends_blank &&
		    (p->render.first_was_tall || r->last_was_tall))
			output_put(&r->out, "\n", 1);
		if (r->answers == 0)
			r->first_was_tall = p->render.first_was_tall;
		r->answers += p->render.answers;
		r->last_was_tall = p->render.last_was_tall;
		r->last_was_grid = p->render.last_was_grid;
	}
	if (p->text.len > 0)
		output_put(&r->out, p->text.text, p->text.len);
	output_put(&r->out, p->render.out.buffer, p->render.out.len);
	if (p->render.out.failed && !r->out.failed) {
		r->out.failed = 1;	/* out of memory: a write error */
		r->out.failed_errno = p->render.out.failed_errno;
	}
	totals_add(sink->totals, &p->totals);
	sink->seen += p->puzzles;
	if (p->worst > sink->worst)
		sink->worst = p->worst;
	if (p->puzzles > 0) {
		seconds = p->seconds / (double)p->puzzles;
		ps->line_seconds = ps->line_seconds > 0
				       ? (3 * ps->line_seconds + seconds) / 4
				       : seconds;
	}
	sudoku_reader_free(p->reader);
	p->reader = NULL;
}

/* Wait until the oldest part is answered, answering queued parts
 * meanwhile rather than idle; then write it. */
static void
wait_oldest(struct parts *ps, struct parts_sink *sink)
{
	struct part *oldest = &ps->slot[ps->head % ps->count], *p;

	pthread_mutex_lock(&ps->lock);
	while (!oldest->done) {
		if (ps->taken == ps->tail) {
			pthread_cond_wait(&ps->answered, &ps->lock);
			continue;
		}
		p = &ps->slot[ps->taken++ % ps->count];
		pthread_mutex_unlock(&ps->lock);
		answer_part(ps->settings, p);
		pthread_mutex_lock(&ps->lock);
		p->done = 1;
	}
	pthread_mutex_unlock(&ps->lock);
	write_oldest(ps, sink);
}

/* Write the parts answered at the head of the queue, without waiting. */
static void
write_answered(struct parts *ps, struct parts_sink *sink)
{
	int done;

	while (ps->head != ps->tail) {
		pthread_mutex_lock(&ps->lock);
		done = ps->slot[ps->head % ps->count].done;
		pthread_mutex_unlock(&ps->lock);
		if (!done)
			return;
		write_oldest(ps, sink);
	}
}

void
parts_push(struct parts *ps, struct sudoku_reader *reader, const char *name,
	   struct parts_sink *sink)
{
	struct part *p;
	int start;

	write_answered(ps, sink);
	if (ps->tail - ps->head == ps->count)
		wait_oldest(ps, sink);
	p = &ps->slot[ps->tail % ps->count];
	p->reader = reader;
	p->name = name;
	p->done = 0;
	p->render.answers = 0;
	p->render.last_was_tall = p->render.last_was_grid = 0;
	p->render.first_was_tall = 0;
	p->render.out.len = 0;
	p->render.out.failed = 0;
	p->text.len = p->errors.len = 0;
	memset(&p->totals, 0, sizeof p->totals);
	p->puzzles = 0;
	p->worst = STATUS_OK;
	pthread_mutex_lock(&ps->lock);
	ps->tail++;
	start = !ps->running && ps->helpers > 0;
	ps->running |= start;
	pthread_cond_signal(&ps->queued);
	pthread_mutex_unlock(&ps->lock);
	if (start)
		pool_start(ps->pool, work, ps, ps->helpers);
}

int
parts_finish(struct parts *ps, struct parts_sink *sink)
{
	int wrote;

	if (ps == NULL)
		return 0;
	wrote = ps->head != ps->tail;
	while (ps->head != ps->tail)
		wait_oldest(ps, sink);
	if (!ps->running)
		return wrote;
	pthread_mutex_lock(&ps->lock);
	ps->closing = 1;
	pthread_cond_broadcast(&ps->queued);
	pthread_mutex_unlock(&ps->lock);
	pool_join(ps->pool);
	ps->closing = 0;
	ps->running = 0;
	return wrote;
}

void
parts_free(struct parts *ps)
{
	unsigned i;

	if (ps == NULL)
		return;
	for (i = 0; i < ps->count; i++) {
		sudoku_reader_free(ps->slot[i].reader);
		explain_free(&ps->slot[i].job, 1);
		free(ps->slot[i].text.text);
		free(ps->slot[i].errors.text);
	}
	pthread_cond_destroy(&ps->answered);
	pthread_cond_destroy(&ps->queued);
	pthread_mutex_destroy(&ps->lock);
	free(ps);
}
