/* batch.c - the command's batch engine: read a window of puzzles, answer
 * it on worker threads, write the answers in input order; or, for lines
 * of one puzzle each, hand them to the workers whole (parts.c).
 * See LICENSE for copying terms. */
#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "explain.h"
#include "message.h"
#include "modes.h"
#include "pool.h"
#include "progress.h"
#include "verify.h"

/* The worker threads share a window and take chunks of it in turn. */
struct window {
	const struct settings *settings;
	struct job *jobs;
	size_t count;
	size_t chunk;		/* jobs a worker takes at a time */
	size_t next;		/* first job no worker has taken */
	pthread_mutex_t lock;
};

static void
work(void *arg)
{
	struct window *w = arg;
	size_t first, last;

	for (;;) {
		pthread_mutex_lock(&w->lock);
		first = w->next;
		last = first + w->chunk < w->count ? first + w->chunk
						   : w->count;
		w->next = last;
		pthread_mutex_unlock(&w->lock);
		if (first >= last)
			return;
		for (; first < last; first++)
			job_solve(w->settings, &w->jobs[first]);
	}
}

/* Answer a window of jobs on the batch's threads, the caller's among
 * them: as many as the window has chunks for, up to -j. */
static void
answer_window(struct batch *b, struct job *jobs, size_t n)
{
	const struct settings *settings = b->settings;
	/* A new puzzle is a thousand searches: share them out singly. */
	size_t chunk = settings->mode->slow ? 1 : CHUNK;
	struct window w = {settings, jobs, n, chunk, 0,
			   PTHREAD_MUTEX_INITIALIZER};
	unsigned helpers = settings->jobs - 1;

	if (helpers > n / chunk)	/* no thread without work */
		helpers = (unsigned)(n / chunk);
	if (helpers > 0 && b->pool == NULL)
		b->pool = pool_new(settings->jobs - 1);
	pool_run(b->pool, work, &w, helpers);
	pthread_mutex_destroy(&w.lock);
}

void
batch_end(struct batch *b)
{
	parts_free(b->parts);
	b->parts = NULL;
	pool_free(b->pool);
	b->pool = NULL;
	explain_free(b->jobs, WINDOW);
}

int
batch_write_failed(const struct batch *b)
{
	return b->render.out.failed;
}

int
batch_flush(struct batch *b)
{
	return output_flush(&b->render.out);
}

/* Count and write the answers of a window in order; returns the worst
 * exit status they call for. */
static int
write_window(struct batch *b, const char *name, size_t n)
{
	size_t i;
	int s, worst = STATUS_OK;

	for (i = 0; i < n; i++) {
		const struct job *job = &b->jobs[i];
		enum verdict v = job_verdict(job);

		s = job_account(b->settings, job, v, &b->totals);
		if (s > worst)
			worst = s;
		render_answer(&b->render, name, b->settings, job, v);
	}
	return worst;
}

int
batch_generate(struct batch *b, uint64_t count)
{
	struct progress progress;
	uint64_t next = 0;
	size_t n;
	int worst = STATUS_OK, s;

	progress_start(&progress);
	while (next < count && !batch_write_failed(b)) {
		for (n = 0; n < WINDOW && next < count; n++, next++) {
			struct job *job = &b->jobs[n];

			memset(job, 0, sizeof *job);
			job->read_status = SUDOKU_OK;
			job->input.layout = SUDOKU_LAYOUT_LINE;
			job->where.line = (unsigned long)next + 1;
			job->where.column = 1;
			job->index = next;
		}
		answer_window(b, b->jobs, n);
		s = write_window(b, "generate", n);
		if (s > worst)
			worst = s;
		if (b->settings->progress)
			progress_draw(&progress, b->totals.puzzles, 0, 0);
	}
	progress_end(&progress);
	if (batch_write_failed(b))
		worst = STATUS_TROUBLE;
	return worst;
}

/* One input on its way: the window being filled, and what of it was
 * answered already. */
struct run {
	struct batch *b;
	struct sudoku_reader *reader;
	const char *name;
	size_t read;		/* jobs of the window read in full */
	size_t answered;	/* jobs of the window answered and written */
	struct parts_sink out;	/* the exit status and count so far */
};

/* Answer and write the jobs read since the last answers. */
static void
answer_read(struct run *run)
{
	struct batch *b = run->b;
	const struct settings *settings = b->settings;
	size_t i;
	int s;

	if (run->read == run->answered)
		return;
	answer_window(b, b->jobs + run->answered,
		      run->read - run->answered);
	for (i = run->answered; i < run->read; i++) {
		const struct job *job = &b->jobs[i];
		enum verdict v = job_verdict(job);

		s = job_account(settings, job, v, &b->totals);
		if (s > run->out.worst)
			run->out.worst = s;
		render_answer(&b->render, run->name, settings, job, v);
		s = count_puzzle(run->reader, run->name, ++run->out.seen, job);
		if (s > run->out.worst)
			run->out.worst = s;
		s = settings->verify ? verify_solution(run->name, job)
				     : STATUS_OK;
		if (s > run->out.worst)
			run->out.worst = s;
	}
	run->answered = run->read;
}

/* The reader is about to wait for input that has not come: answer what
 * it has read, and let it be seen at once. */
static void
answer_before_waiting(void *arg)
{
	struct run *run = arg;

	parts_finish(run->b->parts, &run->out);
	answer_read(run);
	batch_flush(run->b);
}

/* Read the next puzzle into the window; returns the read's status, with
 * errno in '*read_errno' after a read error. */
static enum sudoku_status
read_job(struct run *run, int *read_errno)
{
	const struct settings *settings = run->b->settings;
	struct job *job = &run->b->jobs[run->read];
	enum sudoku_status status;

	job->input.raw = settings->keep_raw ? run->b->raw[run->read] : NULL;
	status = sudoku_read_input(run->reader, &job->puzzle, &job->input,
				   &job->where);
	if (status == SUDOKU_EREAD)
		*read_errno = errno;
	if (status == SUDOKU_END || status == SUDOKU_EREAD)
		return status;
	job->read_status = status;
	job_reset(job);
	run->read++;
	return status;
}

/*
 * The wide path: the next lines of the input as a part of their own,
 * when they are one puzzle each, or NULL.  Not below a count line: each
 * puzzle past the count it announced is told as it is answered.
 */
static struct sudoku_reader *
split_part(struct run *run)
{
	struct batch *b = run->b;
	const struct settings *settings = b->settings;
	size_t least, most;

	if (sudoku_reader_announced(run->reader, NULL) >= 0)
		return NULL;
	if (b->parts == NULL) {
		if (b->pool == NULL)
			b->pool = pool_new(settings->jobs - 1);
		b->parts = parts_new(settings, b->pool, settings->jobs - 1);
		if (b->parts == NULL)
			return NULL;
	}
	parts_lines(b->parts, &least, &most);
	return sudoku_reader_split(run->reader, least, most);
}

int
batch_run(struct batch *b, FILE *fp, const char *name, long long size)
{
	const struct settings *settings = b->settings;
	struct run run = {b, NULL, name, 0, 0, {&b->render, &b->totals,
						  STATUS_OK, 0}};
	struct sudoku_reader *part;
	struct progress progress;
	enum sudoku_status status = SUDOKU_OK;
	int read_errno = 0, typed;
	size_t window = settings->jobs < WINDOW / THREAD_WINDOW
				? THREAD_WINDOW * settings->jobs
				: WINDOW;
	/* Threads, and puzzles quick enough that reading them one by one
	 * would keep the threads waiting: the wide path. */
	int wide = settings->jobs > 1 && !settings->mode->slow;

	/* The descriptor itself, so that a pipe's puzzles are answered as
	 * they come; nothing was read through 'fp' yet. */
	run.reader = fileno(fp) >= 0 ? sudoku_reader_new_fd(fileno(fp))
				     : sudoku_reader_new(fp);
	if (run.reader == NULL) {
		message("%s: %s", name, strerror(ENOMEM));
		return STATUS_TROUBLE;
	}
	sudoku_reader_defer_clash(run.reader, settings->mode->defers_clash);
	sudoku_reader_size(run.reader, settings->size);
	if (fileno(fp) >= 0)
		sudoku_reader_on_wait(run.reader, answer_before_waiting, &run);
	/* No progress line across what someone is typing. */
	typed = isatty(fileno(fp));
	progress_start(&progress);
	b->render.last_was_grid = 0;	/* a new input: its own shape */
	for (;;) {
		/* Lines of one puzzle each go to the workers as parts; the
		 * puzzles read before them are answered first, and the
		 * parts before any puzzle read here. */
		part = wide ? split_part(&run) : NULL;
		if (part != NULL) {
			answer_read(&run);
			run.read = run.answered = 0;
			parts_push(b->parts, part, name, &run.out);
		} else if (!(wide && parts_finish(b->parts, &run.out)) &&
			   run.read < window) {
			status = read_job(&run, &read_errno);
			if (status == SUDOKU_END || status == SUDOKU_EREAD)
				break;
			continue;
		} else {
			answer_read(&run);
			run.read = run.answered = 0;
		}
		if (batch_write_failed(b))
			break;
		if (settings->progress && !typed)
			progress_draw(&progress, b->totals.puzzles,
				      sudoku_reader_offset(run.reader), size);
	}
	answer_read(&run);
	parts_finish(b->parts, &run.out);
	if (settings->progress && !typed)
		progress_draw(&progress, b->totals.puzzles,
			      sudoku_reader_offset(run.reader), size);
	if (status == SUDOKU_EREAD) {
		message("%s: %s", name, strerror(read_errno));
		run.out.worst = STATUS_TROUBLE;
	} else if (count_end(run.reader, name, run.out.seen) > run.out.worst) {
		run.out.worst = STATUS_TROUBLE;
	}
	progress_end(&progress);
	sudoku_reader_free(run.reader);
	if (batch_write_failed(b))
		run.out.worst = STATUS_TROUBLE;
	return run.out.worst;
}
