/* batch.h - the command's batch engine: read a window of puzzles, answer
 * it on worker threads, write the answers in input order; or, for lines
 * of one puzzle each, hand them to the workers whole (parts.h).
 * See LICENSE for copying terms. */
#ifndef SUDOKU_BATCH_H
#define SUDOKU_BATCH_H

#include <stdio.h>

#include "cli.h"
#include "job.h"
#include "parts.h"
#include "pool.h"
#include "render.h"

enum {
	WINDOW = 1024,		/* puzzles in flight at most */
	/* In flight per thread: the jobs' pages are most of the command's
	 * memory, and the threads stay from one window to the next. */
	THREAD_WINDOW = 256,
	CHUNK = 16		/* puzzles a worker takes at a time */
};

/* Zero-initialise one, set 'settings', and give it every input in turn. */
struct batch {
	const struct settings *settings;
	struct totals totals;		/* for --stats, over all inputs */
	struct render render;		/* what was written, and how */
	struct pool *pool;		/* -j: the threads beside the caller */
	struct parts *parts;		/* -j: the parts of the wide path */
	struct job jobs[WINDOW];
	/* -e, -f json, -f csv: each job's puzzle as read.  Apart from the
	 * jobs, so that other formats never touch these pages. */
	char raw[WINDOW][SUDOKU_RAW_MAX];
};

/*
 * batch_run - answer every puzzle of 'fp' (called 'name' in messages),
 * answers to stdout and problems to stderr.  Whenever the input has no
 * more ready (a pipe, socket or terminal), what was read is answered and
 * stdout flushed before waiting, so each answer is out as soon as its
 * puzzle is in.  'size' is the input's size
 * in bytes when known (for progress), else 0.  Returns the worst exit
 * status seen.  After a write error returns STATUS_TROUBLE, and
 * batch_write_failed() is true: callers stop then.
 */
int batch_run(struct batch *b, FILE *fp, const char *name, long long size);

/*
 * batch_generate - write 'count' new puzzles (-g), numbered from 0 in the
 * sequence of settings->seed, made on the worker threads and written in
 * order.  Returns the worst exit status, as batch_run().
 */
int batch_generate(struct batch *b, uint64_t count);

int batch_write_failed(const struct batch *b);

/* batch_end - stop the threads of 'b', once its inputs are answered. */
void batch_end(struct batch *b);

/* Flush what batch_run() buffered; returns 0, or -1 with errno set after
 * a write error. */
int batch_flush(struct batch *b);

#endif /* SUDOKU_BATCH_H */
