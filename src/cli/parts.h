/* parts.h - the batch engine's wide path: parts of the input, lines that
 * are one puzzle each (sudoku_reader_split()), each read, answered and
 * written into memory on a worker thread whole, then written out in
 * input order, so that the thread that reads only splits and writes.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_PARTS_H
#define SUDOKU_PARTS_H

#include <stddef.h>

#include "cli.h"
#include "pool.h"
#include "render.h"

/* Where the answers of the parts go, in input order: one input's. */
struct parts_sink {
	struct render *render;	/* stdout, and how the last answer sat */
	struct totals *totals;	/* for --stats */
	int worst;		/* exit status so far */
	unsigned long long seen;	/* puzzles of the input so far */
};

struct parts;

/*
 * parts_new - parts in flight for the mode of 'settings', answered by
 * up to 'helpers' threads of 'pool' (NULL: none) and by the caller while
 * it waits for them.  Returns NULL when out of memory.
 */
struct parts *parts_new(const struct settings *settings, struct pool *pool,
			unsigned helpers);

/* parts_lines - how many lines the next part should take, as the parts
 * answered so far took: at most about a millisecond of work, and at
 * least a tenth of one, else none (the window's path reads them). */
void parts_lines(const struct parts *ps, size_t *least, size_t *most);

/*
 * parts_push - queue 'reader', a part of the input called 'name', to be
 * answered; writes to 'sink' the parts answered before it (waiting for
 * the oldest, or answering parts itself, when every place is taken).
 * Takes 'reader', which it frees once written.
 */
void parts_push(struct parts *ps, struct sudoku_reader *reader,
		const char *name, struct parts_sink *sink);

/* parts_finish - answer every part queued and write them to 'sink'; the
 * helpers stop, and the pool is free for other work.  Returns 1 when it
 * wrote a part, else 0.  'ps' may be NULL. */
int parts_finish(struct parts *ps, struct parts_sink *sink);

/* parts_free - free 'ps' once finished (NULL: nothing). */
void parts_free(struct parts *ps);

#endif /* SUDOKU_PARTS_H */
