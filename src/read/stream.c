/* stream.c - a reader's bytes: its sources, its buffer, the position of
 * each byte; the layouts (layout.c) read puzzles from them through
 * stream.h.  See LICENSE for copying terms. */
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "read/stream.h"

/* Does 'fd' have input (or an end, or an error) to give at once? */
static int
input_ready(int fd)
{
	struct pollfd p = {fd, POLLIN, 0};
	int n;

	do
		n = poll(&p, 1, 0);
	while (n < 0 && errno == EINTR);
	return n != 0;	/* on an error, the read will tell */
}

/*
 * Read what the stream has, up to 'size' bytes.  A descriptor is read
 * directly, so that a puzzle typed at a terminal or sent down a pipe is
 * answered at once rather than after a full block.
 */
static size_t
read_some(struct sudoku_reader *r, unsigned char *dst, size_t size)
{
	ssize_t got;
	size_t n;

	if (r->fd < 0) {
		n = fread(dst, 1, size, r->fp);
		if (n == 0) {
			r->at_eof = 1;
			if (ferror(r->fp)) {
				r->failed = 1;
				r->read_errno = errno;
			}
		}
		return n;
	}
	if (r->on_wait != NULL && r->drained && !input_ready(r->fd))
		r->on_wait(r->wait_arg);
	do
		got = read(r->fd, dst, size);
	while (got < 0 && errno == EINTR);
	/* A read that got less than it asked for may have emptied a pipe:
	 * the next one polls first.  A file gives all it is asked for. */
	r->drained = got < (ssize_t)size;
	if (got <= 0) {
		r->at_eof = 1;
		if (got < 0) {
			r->failed = 1;
			r->read_errno = errno;
		}
		return 0;
	}
	return (size_t)got;
}

size_t
sudoku_reader_fill(struct sudoku_reader *r, size_t want)
{
	size_t got;

	/* The buffer holds BUFFER_SIZE bytes: looking further ahead sees the
	 * end of what it holds, never an end of the stream. */
	if (want > BUFFER_SIZE)
		want = BUFFER_SIZE;
	if (r->len - r->pos >= want || r->at_eof)
		return r->len - r->pos;
	memmove(r->buf, r->buf + r->pos, r->len - r->pos);
	r->len -= r->pos;
	r->pos = 0;
	while (r->len < want && !r->at_eof &&
	       memchr(r->buf, '\n', r->len) == NULL) {
		got = read_some(r, r->buf + r->len, BUFFER_SIZE - r->len);
		r->len += got;
		r->total_read += got;
	}
	return r->len;
}

size_t
sudoku_reader_top_up(struct sudoku_reader *r)
{
	size_t got;

	if (r->pos > 0) {
		memmove(r->buf, r->buf + r->pos, r->len - r->pos);
		r->len -= r->pos;
		r->pos = 0;
	}
	while (r->len < BUFFER_SIZE && !r->at_eof) {
		/* A line at hand is worth more than a fuller buffer later:
		 * a co-process waits for its answer. */
		if (r->fd >= 0 && r->drained &&
		    memchr(r->buf, '\n', r->len) != NULL && !input_ready(r->fd))
			break;
		got = read_some(r, r->buf + r->len, BUFFER_SIZE - r->len);
		r->len += got;
		r->total_read += got;
	}
	return r->len;
}

struct sudoku_reader *
sudoku_reader_init(struct sudoku_reader *r, FILE *fp, int fd, unsigned char *buf,
	    size_t len)
{
	memset(r, 0, sizeof *r);
	r->fp = fp;
	r->fd = fd;
	r->buf = buf;
	r->len = len;
	r->at_eof = fp == NULL && fd < 0;
	r->total_read = len;
	r->line = 1;
	r->column = 1;
	r->announced = -1;
	r->solution_field = -1;
	r->drained = 1;		/* nothing read yet: a pipe may be empty */
	return r;
}

static struct sudoku_reader *
reader_new(FILE *fp, int fd)
{
	struct sudoku_reader *r = malloc(sizeof *r);
	unsigned char *buf = malloc(BUFFER_SIZE);

	if (r == NULL || buf == NULL) {
		free(r);
		free(buf);
		return NULL;
	}
	return sudoku_reader_init(r, fp, fd, buf, 0);
}

struct sudoku_reader *
sudoku_reader_new(FILE *fp)
{
	return reader_new(fp, -1);
}

struct sudoku_reader *
sudoku_reader_new_fd(int fd)
{
	return fd < 0 ? NULL : reader_new(NULL, fd);
}

void
sudoku_reader_on_wait(struct sudoku_reader *r, void (*fn)(void *arg),
		      void *arg)
{
	r->on_wait = fn;
	r->wait_arg = arg;
}

void
sudoku_reader_defer_clash(struct sudoku_reader *r, int defer)
{
	r->defer_clash = defer;
}

void
sudoku_reader_size(struct sudoku_reader *r, int side)
{
	r->side = side == 4 || side == 9 || side == 16 || side == 25 ? side : 0;
}

void
sudoku_reader_free(struct sudoku_reader *r)
{
	if (r == NULL)
		return;
	free(r->buf);
	free(r);
}

unsigned long long
sudoku_reader_offset(const struct sudoku_reader *r)
{
	return r->total_read - (r->len - r->pos);
}

const char *
sudoku_reader_foreign(struct sudoku_reader *r)
{
	static const struct {
		unsigned char magic[6];
		size_t len;
		const char *what;
	} kinds[] = {
	    {{0x1f, 0x8b}, 2, "gzip-compressed: try zcat"},
	    {{'B', 'Z', 'h'}, 3, "bzip2-compressed: try bzcat"},
	    {{0xfd, '7', 'z', 'X', 'Z', 0}, 6, "xz-compressed: try xzcat"},
	    {{0x28, 0xb5, 0x2f, 0xfd}, 4, "zstd-compressed: try zstdcat"},
	    {{0xff, 0xfe}, 2, "UTF-16 text: try iconv -f UTF-16 -t UTF-8"},
	    {{0xfe, 0xff}, 2, "UTF-16 text: try iconv -f UTF-16 -t UTF-8"},
	};
	int b[4];
	size_t i, k;

	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		for (k = 0; k < kinds[i].len; k++)
			if (peek_at(r, k) != kinds[i].magic[k])
				break;
		if (k == kinds[i].len)
			return kinds[i].what;
	}
	/* UTF-16 without a byte-order mark: every other byte is NUL. */
	for (k = 0; k < 4; k++)
		b[k] = peek_at(r, k);
	if ((b[0] > 0 && b[1] == 0 && b[2] > 0 && b[3] == 0) ||
	    (b[0] == 0 && b[1] > 0 && b[2] == 0 && b[3] > 0))
		return kinds[4].what;
	return NULL;
}

/*
 * Add to what 'in' keeps the bytes ahead of the position, which stays,
 * up to 'stop', the end of the line or SUDOKU_RAW_MAX bytes in all.  A
 * '\r' that ends the line belongs to the line end, not to the puzzle.
 */
void
sudoku_reader_keep_ahead(struct sudoku_reader *r, struct sudoku_input *in,
			 int stop)
{
	size_t k = 0;
	int c;

	if (in == NULL || in->raw == NULL)
		return;
	while (in->raw_len < SUDOKU_RAW_MAX) {
		c = peek_at(r, k);
		if (ends_line(c) || c == stop)
			break;
		in->raw[in->raw_len++] = (char)c;
		k++;
	}
	if (in->raw_len > 0 && in->raw[in->raw_len - 1] == '\r' &&
	    ends_line(peek_at(r, k)))
		in->raw_len--;
}

void
sudoku_reader_report(struct sudoku_where *where, unsigned long line,
		     unsigned long column, const char *fmt, ...)
{
	va_list ap;

	where->line = line;
	where->column = column;
	va_start(ap, fmt);
	vsnprintf(where->what, sizeof where->what, fmt, ap);
	va_end(ap);
}
