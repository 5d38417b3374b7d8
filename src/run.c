/* run.c - the command line's batch engine: read a window of puzzles,
 * answer it on worker threads, write the answers in input order.
 * See LICENSE for copying terms. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "run.h"

enum {
	WINDOW = 1024,		/* puzzles in flight: bounds memory */
	CHUNK = 16,		/* puzzles a worker takes at a time */
	OUTPUT_SIZE = 1 << 16
};

/* One puzzle on its way through: what was read, then what was found. */
struct job {
	struct sudoku_grid puzzle;
	enum sudoku_status read_status;
	enum sudoku_layout layout;
	struct sudoku_where where;
	uint64_t count;		/* solutions found, up to the limit */
	long long score;	/* target mode */
	int timed_out;
	uint64_t guesses;
	struct sudoku_grid answer;	/* a solution, or the best completion */
};

/* Standard output goes through one buffer, written in large blocks. */
static char output[OUTPUT_SIZE];
static size_t output_len;
static int output_failed;
static int output_errno;	/* why the write failed */

/* Whether the last answer written took several lines, across inputs. */
static int last_was_tall;

/* Write out the buffer, remembering the first failure. */
static void
write_output(void)
{
	if (output_len > 0 && !output_failed &&
	    fwrite(output, 1, output_len, stdout) != output_len) {
		output_failed = 1;
		output_errno = errno;
	}
	output_len = 0;
}

int
run_flush(void)
{
	write_output();
	if (!output_failed && fflush(stdout) != 0) {
		output_failed = 1;
		output_errno = errno;
	}
	if (output_failed)
		errno = output_errno;
	return output_failed ? -1 : 0;
}

static void
put(const char *text, size_t len)
{
	if (output_len + len > sizeof output)
		write_output();
	memcpy(output + output_len, text, len);
	output_len += len;
}

static void
put_string(const char *s)
{
	put(s, strlen(s));
}

/* Write a 64-bit count without printf, which is slow per puzzle. */
static void
put_number(long long n)
{
	char text[24], *p = text + sizeof text;
	unsigned long long u = n < 0 ? 0 - (unsigned long long)n
				     : (unsigned long long)n;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (n < 0)
		*--p = '-';
	put(p, (size_t)(text + sizeof text - p));
}

static void
put_grid(const struct sudoku_grid *g, enum sudoku_format format)
{
	char text[SUDOKU_FORMAT_MAX];

	put(text, sudoku_format(g, format, text));
}

/* Answer one puzzle.  Runs on worker threads: touches only 'job'. */
static void
answer(const struct settings *settings, struct job *job)
{
	struct sudoku_search search = {0};
	uint64_t limit;

	if (job->read_status != SUDOKU_OK)
		return;
	search.time_limit = settings->time_limit;
	switch (settings->mode) {
	case MODE_SOLVE:
	case MODE_UNIQUE:
	case MODE_COUNT:
		limit = settings->mode == MODE_SOLVE	? 1
			: settings->mode == MODE_UNIQUE ? 2
							: settings->limit;
		job->count = sudoku_count(&job->puzzle, limit, &job->answer,
					  &search);
		break;
	case MODE_TARGET:
		job->count = (uint64_t)sudoku_target(&job->puzzle,
						     settings->weights,
						     &job->score, &job->answer,
						     &search);
		break;
	}
	job->timed_out = search.timed_out;
	job->guesses = search.guesses;
}

/* The worker threads share a window and take chunks of it in turn. */
struct window {
	const struct settings *settings;
	struct job *jobs;
	size_t count;
	size_t next;		/* first job no worker has taken */
	pthread_mutex_t lock;
};

static void *
work(void *arg)
{
	struct window *w = arg;
	size_t first, last;

	for (;;) {
		pthread_mutex_lock(&w->lock);
		first = w->next;
		last = first + CHUNK < w->count ? first + CHUNK : w->count;
		w->next = last;
		pthread_mutex_unlock(&w->lock);
		if (first >= last)
			return NULL;
		for (; first < last; first++)
			answer(w->settings, &w->jobs[first]);
	}
}

/* Answer a window of jobs on 'jobs' threads, the caller's among them. */
static void
answer_window(const struct settings *settings, struct job *jobs, size_t n)
{
	struct window w = {settings, jobs, n, 0, PTHREAD_MUTEX_INITIALIZER};
	pthread_t threads[256];
	unsigned started = 0, wanted, i;

	wanted = settings->jobs;
	if (wanted > n / CHUNK + 1)	/* no thread without work */
		wanted = (unsigned)(n / CHUNK + 1);
	if (wanted > sizeof threads / sizeof threads[0] + 1)
		wanted = sizeof threads / sizeof threads[0] + 1;
	while (started + 1 < wanted &&
	       pthread_create(&threads[started], NULL, work, &w) == 0)
		started++;
	work(&w);
	for (i = 0; i < started; i++)
		pthread_join(threads[i], NULL);
}

/* Report a problem with one puzzle on stderr. */
static void
complain_at(const char *name, const struct sudoku_where *where)
{
	fprintf(stderr, "sudoku: %s:%lu:%lu: %s\n", name, where->line,
		where->column, where->what);
}

/* Does this answer take several lines (so answers need blank lines)? */
static int
multiline(const struct settings *settings, const struct job *job)
{
	int format = settings->format;

	if (format < 0)
		format = job->layout == SUDOKU_LAYOUT_LINE ? SUDOKU_FORMAT_LINE
							   : SUDOKU_FORMAT_GRID;
	if (format == SUDOKU_FORMAT_LINE || job->read_status != SUDOKU_OK)
		return 0;
	switch (settings->mode) {
	case MODE_SOLVE:
		return job->count > 0 && !job->timed_out;
	case MODE_TARGET:
		return settings->show_best && job->count > 0;
	default:
		return 0;
	}
}

/*
 * Write the answer to one puzzle and count it.  Returns the exit status
 * it calls for.
 */
static int
emit(const char *name, const struct settings *settings, const struct job *job,
     struct totals *totals)
{
	enum sudoku_format format;
	int status = STATUS_OK, tall = multiline(settings, job);
	char text[SUDOKU_FORMAT_MAX];

	format = settings->format >= 0 ? (enum sudoku_format)settings->format
		 : job->layout == SUDOKU_LAYOUT_LINE ? SUDOKU_FORMAT_LINE
						      : SUDOKU_FORMAT_GRID;
	if (totals->puzzles > 0 && (tall || last_was_tall))
		put("\n", 1);
	last_was_tall = tall;
	totals->puzzles++;
	totals->guesses += job->guesses;

	if (settings->echo && job->read_status != SUDOKU_EINPUT) {
		put(text, sudoku_format(&job->puzzle, SUDOKU_FORMAT_LINE, text)
				  - 1);
		/* A grid answer starts on a line of its own; a score does not. */
		if (tall && settings->mode == MODE_SOLVE)
			put(":\n", 2);
		else
			put(":", 1);
	}
	if (job->read_status == SUDOKU_EINPUT) {
		complain_at(name, &job->where);
		totals->invalid++;
		put_string("invalid\n");
		return STATUS_TROUBLE;
	}
	if (job->read_status == SUDOKU_ECONFLICT) {
		complain_at(name, &job->where);
		totals->invalid++;
		/* The OJ statement defines -1 for a grid with no completion. */
		put_string(settings->mode == MODE_TARGET ? "-1\n"
							 : "invalid\n");
		return STATUS_TROUBLE;
	}
	if (job->timed_out) {
		fprintf(stderr, "sudoku: %s:%lu: time limit reached\n", name,
			job->where.line);
		totals->timeouts++;
		put_string("timeout\n");
		return STATUS_TROUBLE;
	}
	switch (settings->mode) {
	case MODE_SOLVE:
		if (job->count == 0) {
			totals->none++;
			put_string("none\n");
			return STATUS_NO;
		}
		totals->solved++;
		put_grid(&job->answer, format);
		break;
	case MODE_UNIQUE:
		if (job->count == 1) {
			totals->solved++;
			put_string("unique\n");
		} else if (job->count == 0) {
			totals->none++;
			put_string("none\n");
			status = STATUS_NO;
		} else {
			totals->multiple++;
			put_string("multiple\n");
			status = STATUS_NO;
		}
		break;
	case MODE_COUNT:
		if (job->count == 0)
			totals->none++;
		else if (job->count == 1)
			totals->solved++;
		else
			totals->multiple++;
		put_number((long long)job->count);
		if (settings->limit != 0 && job->count == settings->limit)
			put("+", 1);
		put("\n", 1);
		break;
	case MODE_TARGET:
		if (job->count == 0) {
			totals->none++;
			put_string("-1\n");
			break;
		}
		totals->solved++;
		put_number(job->score);
		if (!settings->show_best) {
			put("\n", 1);
		} else if (format == SUDOKU_FORMAT_LINE) {
			put(" ", 1);
			put_grid(&job->answer, format);
		} else {
			put("\n", 1);
			put_grid(&job->answer, format);
		}
		break;
	}
	return status;
}

static double
seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A self-updating line on stderr for long runs; see --progress. */
struct progress {
	double start, last_drawn;
	int drawn;
};

static void
draw_progress(struct progress *p, const struct totals *totals,
	      unsigned long long offset, long long size)
{
	double now = seconds_now();

	if (now - p->start < 1.0 || now - p->last_drawn < 0.25)
		return;
	p->last_drawn = now;
	p->drawn = 1;
	fprintf(stderr, "\rsudoku: %llu puzzles, %.0f/s",
		(unsigned long long)totals->puzzles,
		(double)totals->puzzles / (now - p->start));
	if (size > 0)
		fprintf(stderr, ", %.0f%%", 100.0 * (double)offset /
						    (double)size);
	fputs("\033[K", stderr);
}

int
run_stream(FILE *fp, const char *name, long long size,
	   const struct settings *settings, struct totals *totals,
	   int *write_failed)
{
	static struct job jobs[WINDOW];
	struct sudoku_reader *reader;
	struct progress progress = {seconds_now(), 0, 0};
	enum sudoku_status status = SUDOKU_OK;
	size_t n, i, window;
	int worst = STATUS_OK, s, read_errno = 0;

	reader = sudoku_reader_new(fp);
	if (reader == NULL) {
		fprintf(stderr, "sudoku: %s: %s\n", name, strerror(ENOMEM));
		return STATUS_TROUBLE;
	}
	/* Answer a terminal's puzzles one at a time, as they are typed. */
	window = isatty(fileno(fp)) ? 1 : WINDOW;
	while (status != SUDOKU_END && status != SUDOKU_EREAD) {
		for (n = 0; n < window; n++) {
			struct job *job = &jobs[n];

			status = sudoku_read(reader, &job->puzzle,
					     &job->layout, &job->where);
			if (status == SUDOKU_EREAD)
				read_errno = errno;
			if (status == SUDOKU_END || status == SUDOKU_EREAD)
				break;
			job->read_status = status;
			job->count = 0;
			job->score = 0;
			job->timed_out = 0;
			job->guesses = 0;
		}
		answer_window(settings, jobs, n);
		for (i = 0; i < n; i++) {
			s = emit(name, settings, &jobs[i], totals);
			if (s > worst)
				worst = s;
		}
		if (window == 1 && n > 0 && run_flush() != 0)
			output_failed = 1;
		if (output_failed)
			break;
		if (settings->progress)
			draw_progress(&progress, totals,
				      sudoku_reader_offset(reader), size);
	}
	if (status == SUDOKU_EREAD) {
		fprintf(stderr, "sudoku: %s: %s\n", name, strerror(read_errno));
		worst = STATUS_TROUBLE;
	}
	if (progress.drawn)
		fputs("\r\033[K", stderr);
	sudoku_reader_free(reader);
	if (output_failed) {
		*write_failed = 1;
		worst = STATUS_TROUBLE;
	}
	return worst;
}
