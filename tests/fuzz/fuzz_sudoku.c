/* fuzz_sudoku.c - libFuzzer harness: no input may crash the reader or the
 * searches, hang them, or make them give a wrong answer.
 * See LICENSE for copying terms.
 *
 * Each input is read as a stream of puzzles in five ways that must agree:
 * sudoku_parse(), a reader over fmemopen(), the same reader with the input
 * pushed across the reader's buffer boundary, a reader over a pipe, and
 * a reader whose lines are split off in parts wherever it allows.
 * Every puzzle read goes back and forth through the three output layouts;
 * the first is also solved, checked for uniqueness, counted and scored
 * with two weight tables, under a time limit, and the answers are checked
 * against each other and against a plain search written here.  Any
 * disagreement aborts, which libFuzzer reports as a crash.
 *
 * Build: make fuzz (clang -fsanitize=fuzzer,address,undefined).
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../kit/support.h"
#include "rate/se.h"
#include "sudoku.h"

enum {
	MAX_SEARCHED = 1,  /* puzzles per input searched: any other one can
			    * come first in another input */
	MAX_PUZZLES = 200, /* puzzles per input compared at all */
	COUNT_LIMIT = 50,
	READER_BUFFER = 1 << 16, /* src/read/stream.h's BUFFER_SIZE */
	NAIVE_NODES = 200000	 /* the plain search gives up here */
};

/* Per search: long enough for the real answer on most grids, short
 * enough that a slow input costs the fuzzer little. */
static const double time_limit = 0.2;

/* A search must return this soon after its time limit. */
static const double overrun_allowed = 3.0;

/* The best standard score of any grid: the empty grid's, 2745 + 161. */
static const long long standard_max = 2906;

#define CHECK(cond)                                                            \
	do {                                                                   \
		if (!(cond))                                                   \
			failed(#cond, __LINE__);                               \
	} while (0)

static void
failed(const char *what, int line)
{
	fprintf(stderr, "fuzz_sudoku.c:%d: property violated: %s\n", line,
		what);
	abort();
}

static uint64_t
hash_bytes(const uint8_t *data, size_t size)
{
	uint64_t h = 0xcbf29ce484222325u; /* FNV-1a */
	size_t i;

	for (i = 0; i < size; i++)
		h = (h ^ data[i]) * 0x100000001b3u;
	return h;
}

static long long
own_score(const struct sudoku_grid *s, const int *weights)
{
	long long sum = 0;
	int i;

	for (i = 0; i < 81; i++)
		sum += (long long)(weights != NULL
				       ? weights[i]
				       : sudoku_target_weight(i / 9, i % 9)) *
		       s->cell[i];
	return sum;
}

/* A completion must pass both checkers and agree with the clues. */
static void
check_completion(const struct sudoku_grid *puzzle, const struct sudoku_grid *s)
{
	CHECK(sudoku_is_solution(puzzle, s) == 1);
	CHECK(support_is_completion(puzzle, s));
}

/*
 * A weight table derived from the input: small, the command line's
 * range, the extremes of int, an affine image of the standard table,
 * all equal, or a single weight.  Returns the kind, and for the affine
 * and constant kinds their factor and offset.
 */
enum weights_kind {
	W_SMALL,
	W_CLI,
	W_EXTREME,
	W_AFFINE,
	W_CONSTANT,
	W_SINGLE,
	W_KINDS
};

static enum weights_kind
make_weights(uint64_t seed, int w[81], long long *a, long long *b)
{
	static const int extremes[] = {INT_MIN, INT_MIN + 1, -1000000, -1, 0, 1,
				       1000000, INT_MAX - 1, INT_MAX};
	enum weights_kind kind = (enum weights_kind)(seed % W_KINDS);
	uint64_t rng = seed;
	int i;

	*a = 1 + (long long)(support_next_random(&rng) % 1000);
	if (support_next_random(&rng) & 1)
		*a = -*a;
	*b = (long long)(support_next_random(&rng) % 2000001) - 1000000;
	for (i = 0; i < 81; i++) {
		uint64_t x = support_next_random(&rng);

		switch (kind) {
		case W_SMALL:
			w[i] = (int)(x % 19) - 9;
			break;
		case W_CLI:
			w[i] = (int)(x % 2000001) - 1000000;
			break;
		case W_EXTREME:
			w[i] = x & 1 ? extremes[(x >> 1) % 9]
				     : (int)(int32_t)(uint32_t)(x >> 32);
			break;
		case W_AFFINE:
			w[i] =
			    (int)(*a * sudoku_target_weight(i / 9, i % 9) + *b);
			break;
		case W_CONSTANT:
			w[i] = (int)*b;
			break;
		case W_SINGLE:
		default:
			w[i] = i == (int)(seed % 81) ? (int)*b : 0;
			break;
		}
	}
	return kind;
}

/* A grid must read back from each layout sudoku_format() writes. */
static void
check_round_trip(const struct sudoku_grid *g, enum sudoku_status status)
{
	static const enum sudoku_format formats[3] = {
	    SUDOKU_FORMAT_LINE, SUDOKU_FORMAT_GRID, SUDOKU_FORMAT_PRETTY};
	struct sudoku_where where;
	struct sudoku_grid back;
	enum sudoku_layout layout;
	char *text = malloc(SUDOKU_FORMAT_MAX); /* exactly: ASan checks */
	size_t len;
	int k;

	CHECK(text != NULL);
	for (k = 0; k < 3; k++) {
		len = sudoku_format(g, formats[k], text);
		CHECK(len > 0 && len <= SUDOKU_FORMAT_MAX);
		CHECK(text[len - 1] == '\n');
		memset(&back, 0xff, sizeof back);
		CHECK(sudoku_parse(text, len, &back, &layout, &where) ==
		      status);
		CHECK(memcmp(back.cell, g->cell, 81) == 0);
		CHECK(layout == (formats[k] == SUDOKU_FORMAT_LINE
				     ? SUDOKU_LAYOUT_LINE
				     : SUDOKU_LAYOUT_GRID));
		if (status == SUDOKU_OK)
			CHECK(where.line == 1 && where.column == 1);
	}
	free(text);
}

/* A search must stop near its time limit, and say so only when it ran
 * that long. */
static void
check_time(const struct sudoku_search *s, double started)
{
	double spent = support_now() - started;

	CHECK(spent < s->time_limit + overrun_allowed);
	CHECK(!s->timed_out || spent >= s->time_limit * 0.99);
}

/*
 * sudoku_target's status on a puzzle read with 'status' must say what
 * happened: a time-out exactly when the search says so, a conflict
 * exactly when the reader saw one.  Returns 1 when it gave a score.
 */
static int
target_answered(enum sudoku_status t, const struct sudoku_search *s,
		enum sudoku_status status)
{
	CHECK(t == SUDOKU_OK || t == SUDOKU_NONE || t == SUDOKU_ECONFLICT ||
	      t == SUDOKU_ETIMEOUT);
	CHECK((t == SUDOKU_ETIMEOUT) == (s->timed_out != 0));
	CHECK((t == SUDOKU_ECONFLICT) == (status == SUDOKU_ECONFLICT));
	return t == SUDOKU_OK;
}

/*
 * The scalar core against the one in use (see sudoku_core_name()): the
 * same count, first completion and guesses, unless either timed out.
 */
static void
check_cores(const struct sudoku_grid *g, uint64_t limit, uint64_t count,
	    const struct sudoku_grid *first, const struct sudoku_search *s)
{
	struct sudoku_search scalar = {0};
	struct sudoku_grid other;
	uint64_t c;

	scalar.time_limit = time_limit;
	CHECK(sudoku_core_select("scalar"));
	c = sudoku_count(g, limit, &other, &scalar);
	CHECK(sudoku_core_select(NULL));
	if (s->timed_out || scalar.timed_out)
		return;
	CHECK(c == count && scalar.guesses == s->guesses);
	if (c > 0)
		CHECK(memcmp(other.cell, first->cell, 81) == 0);
}

/* Everything about one puzzle that was read with 'status'. */
static void
check_searches(const struct sudoku_grid *g, enum sudoku_status status,
	       uint64_t seed)
{
	struct sudoku_search s1 = {0}, s2 = {0}, sn = {0}, st = {0}, sw = {0};
	struct sudoku_grid first1, first2, firstn, best, best_w;
	struct support_naive naive = {NULL, 0, NAIVE_NODES, 0, 0, 0, 0, 0};
	struct support_naive naive_w = {NULL, 0, NAIVE_NODES, 0, 0, 0, 0, 0};
	uint64_t c1, c2, cn;
	long long score = 0, score_w = 0, a, b;
	int weights[81], t, tw;
	enum weights_kind kind;
	double started;

	s1.time_limit = s2.time_limit = sn.time_limit = time_limit;
	st.time_limit = sw.time_limit = time_limit;

	started = support_now();
	c1 = sudoku_count(g, 1, &first1, &s1);
	check_time(&s1, started);
	started = support_now();
	c2 = sudoku_count(g, 2, &first2, &s2);
	check_time(&s2, started);
	started = support_now();
	cn = sudoku_count(g, COUNT_LIMIT, &firstn, &sn);
	check_time(&sn, started);

	CHECK(c1 <= 1 && c2 <= 2 && cn <= COUNT_LIMIT);
	check_cores(g, 1, c1, &first1, &s1);
	check_cores(g, 2, c2, &first2, &s2);
	if (c1 > 0)
		check_completion(g, &first1);
	if (c2 > 0)
		check_completion(g, &first2);
	if (cn > 0)
		check_completion(g, &firstn);
	/* A timed-out count is a lower bound; a finished one is exact. */
	if (!s1.timed_out && !s2.timed_out)
		CHECK(c1 == (c2 < 1 ? c2 : 1));
	if (!s2.timed_out && !sn.timed_out)
		CHECK(c2 == (cn < 2 ? cn : 2));
	if (!s2.timed_out)
		CHECK((c1 < 2 ? c1 : 2) <= c2 && (cn < 2 ? cn : 2) <= c2);
	if (!sn.timed_out)
		CHECK(c1 <= cn && c2 <= cn);
	if (status == SUDOKU_ECONFLICT)
		CHECK(c1 == 0 && c2 == 0 && cn == 0 && !s1.timed_out);

	started = support_now();
	t = target_answered(sudoku_target(g, NULL, &score, &best, &st), &st,
			    status);
	check_time(&st, started);
	if (t) {
		check_completion(g, &best);
		CHECK(sudoku_score(&best, NULL) == score);
		CHECK(own_score(&best, NULL) == score);
		CHECK(score <= standard_max);
		/* The best is at least as good as any completion seen. */
		if (c1 > 0)
			CHECK(score >= own_score(&first1, NULL));
		if (cn > 0)
			CHECK(score >= own_score(&firstn, NULL));
		if (!s2.timed_out && c2 == 1)
			CHECK(memcmp(best.cell, first2.cell, 81) == 0);
	}
	if (!st.timed_out && !s1.timed_out)
		CHECK(t == (int)c1);
	if (!st.timed_out && c1 > 0)
		CHECK(t == 1);

	kind = make_weights(seed, weights, &a, &b);
	started = support_now();
	tw = target_answered(sudoku_target(g, weights, &score_w, &best_w, &sw),
			     &sw, status);
	check_time(&sw, started);
	if (tw) {
		check_completion(g, &best_w);
		CHECK(sudoku_score(&best_w, weights) == score_w);
		CHECK(own_score(&best_w, weights) == score_w);
		if (c1 > 0)
			CHECK(score_w >= own_score(&first1, weights));
		if (cn > 0)
			CHECK(score_w >= own_score(&firstn, weights));
		if (kind == W_CONSTANT)
			CHECK(score_w == 405 * b);
		if (kind == W_AFFINE && a > 0 && t)
			CHECK(score_w == a * score + 405 * b);
	}
	if (!sw.timed_out && !s1.timed_out)
		CHECK(tw == (int)c1);
	if (!sw.timed_out && !st.timed_out)
		CHECK(tw == t);

	/* With few completions, check the answers against the plain search,
	 * which knows them all. */
	if (sn.timed_out || cn >= COUNT_LIMIT)
		return;
	naive_w.weights = weights;
	support_naive(g, &naive);
	support_naive(g, &naive_w);
	if (naive.capped || naive_w.capped)
		return;
	CHECK(naive.count == cn && naive_w.count == cn);
	if (!st.timed_out)
		CHECK(t == (naive.count > 0) && (!t || score == naive.best));
	if (!sw.timed_out)
		CHECK(tw == (naive.count > 0) &&
		      (!tw || score_w == naive_w.best));
}

/*
 * The canonical form is its own form and keeps the number of clues; the
 * rating's steps never lose the solution of a puzzle that has one.
 */
static void
check_toolkit(const struct sudoku_grid *g)
{
	struct sudoku_grid form, again, solution;
	struct sudoku_rating rating = {0};
	struct sudoku_search search = {0};
	struct se_grid c;
	struct se_step step;
	struct deadline d;
	enum sudoku_technique t;
	int i, clues = 0, kept = 0;

	if (sudoku_canon(g, &form, NULL) != SUDOKU_OK) {
		CHECK(sudoku_find_conflict(g, NULL, NULL, NULL));
		return;
	}
	CHECK(sudoku_canon(&form, &again, NULL) == SUDOKU_OK);
	CHECK(memcmp(&form, &again, sizeof form) == 0);
	for (i = 0; i < 81; i++) {
		clues += g->cell[i] != 0;
		kept += form.cell[i] != 0;
	}
	CHECK(clues == kept);
	search.time_limit = time_limit;
	if (sudoku_rate(g, &rating, &search) != SUDOKU_OK)
		return;
	CHECK(rating.solutions == 1);
	CHECK(sudoku_count(g, 1, &solution, NULL) == 1);
	sudoku_se_grid_init(&c, g);
	sudoku_deadline_start(&d, &search);
	while (sudoku_se_next_step(&c, &step, &d, &t) == 1) {
		sudoku_se_apply(&c, &step);
		for (i = 0; i < 81; i++)
			CHECK(c.value[i] == solution.cell[i] ||
			      (c.value[i] == 0 &&
			       (c.cand[i] & 1u << (solution.cell[i] - 1))));
	}
}

/* What one read returned, for comparing readers. */
struct reading {
	enum sudoku_status status;
	enum sudoku_layout layout;
	struct sudoku_grid grid;
	struct sudoku_where where;
};

static void
check_where(const struct sudoku_where *where)
{
	CHECK(memchr(where->what, '\0', sizeof where->what) != NULL);
	CHECK(where->line >= 1 && where->column >= 1);
}

static int
is_blank_byte(char c)
{
	return c != '\0' && strchr(" \t\r\v\f", c) != NULL;
}

/* Does 'text' hold a line 'end' (after blanks), which stops a reader? */
static int
at_end_line(const char *text, size_t len)
{
	size_t k;

	for (; len > 0 && is_blank_byte(*text); len--)
		text++;
	if (len < 3 || (text[0] | 0x20) != 'e' || (text[1] | 0x20) != 'n' ||
	    (text[2] | 0x20) != 'd')
		return 0;
	for (k = 3; k < len && text[k] != '\n'; k++)
		if (!is_blank_byte(text[k]))
			return 0;
	return 1;
}

/*
 * Read every puzzle of 'text', through 'fp' or else the descriptor 'fd',
 * into 'out' (at most 'max'), checking that each read moves on.  Returns
 * the number of readings, the last being the final SUDOKU_END or
 * SUDOKU_EREAD.
 */
static size_t
read_all(FILE *fp, int fd, const char *text, struct reading *out, size_t max,
	 size_t input_size)
{
	struct sudoku_reader *r = fp != NULL ? sudoku_reader_new(fp)
					     : sudoku_reader_new_fd(fd);
	unsigned long long at;
	unsigned long long offset = 0, next;
	unsigned long line = 0;
	size_t n = 0;

	CHECK(r != NULL);
	for (;;) {
		struct reading *x = &out[n < max ? n : max];

		memset(x, 0, sizeof *x);
		x->status = sudoku_read(r, &x->grid, &x->layout, &x->where);
		n++;
		if (x->status == SUDOKU_END || x->status == SUDOKU_EREAD)
			break;
		CHECK(x->status == SUDOKU_OK || x->status == SUDOKU_EINPUT ||
		      x->status == SUDOKU_ECONFLICT);
		check_where(&x->where);
		/* Every puzzle, good or bad, consumes input: no endless
		 * loop, and never more puzzles than bytes. */
		next = sudoku_reader_offset(r);
		CHECK(next > offset);
		CHECK(next <= input_size);
		offset = next;
		CHECK(n <= input_size);
		/* Positions only move forward. */
		CHECK(x->where.line >= line);
		line = x->where.line;
	}
	/* A reader that has ended stays ended. */
	if (out[n - 1 < max ? n - 1 : max].status == SUDOKU_END) {
		struct sudoku_grid g;

		CHECK(sudoku_read(r, &g, NULL, NULL) == SUDOKU_END);
		/* It read everything, or an 'end' line stopped it there. */
		at = sudoku_reader_offset(r);
		CHECK(at == input_size ||
		      at_end_line(text + at, input_size - (size_t)at));
	}
	sudoku_reader_free(r);
	return n < max ? n : max;
}

/*
 * Two messages about the same problem, 'shift' lines apart: equal, but
 * for a line number that a conflict in a grid names.
 */
static int
same_message(const char *x, const char *y, unsigned long shift)
{
	static const char at[] = "(first at line ";
	const char *p = strstr(x, at), *q = strstr(y, at);
	char *end_x, *end_y;

	if (p == NULL || q == NULL)
		return p == q && strcmp(x, y) == 0;
	if (p - x != q - y || strncmp(x, y, (size_t)(p - x)) != 0)
		return 0;
	p += sizeof at - 1;
	q += sizeof at - 1;
	if (strtoul(p, &end_x, 10) + shift != strtoul(q, &end_y, 10))
		return 0;
	/* The column and the rest must match as they are. */
	return strcmp(end_x, end_y) == 0;
}

/* Two readings of the same puzzle, 'shift' lines apart, must agree. */
static void
check_same(const struct reading *x, const struct reading *y,
	   unsigned long shift)
{
	CHECK(x->status == y->status);
	if (x->status == SUDOKU_END || x->status == SUDOKU_EREAD)
		return;
	CHECK(x->where.line + shift == y->where.line);
	CHECK(x->where.column == y->where.column);
	if (!same_message(x->where.what, y->where.what, shift))
		failed("same message", __LINE__);
	if (x->status == SUDOKU_EINPUT)
		return;
	CHECK(x->layout == y->layout);
	CHECK(memcmp(x->grid.cell, y->grid.cell, 81) == 0);
}

/* Read 'data' through a pipe, so that the reader uses read(2). */
static size_t
read_through_pipe(const uint8_t *data, size_t size, struct reading *out,
		  size_t max)
{
	int fds[2];
	size_t n;

	/* A pipe holds 64 KiB; larger inputs would need a writer thread. */
	if (size > 60000 || pipe(fds) != 0)
		return 0;
	CHECK(size == 0 || write(fds[1], data, size) == (ssize_t)size);
	close(fds[1]);
	n = read_all(NULL, fds[0], (const char *)data, out, max, size);
	close(fds[0]);
	return n;
}

/*
 * Read 'data' after a comment line long enough to push byte 'at' of it to
 * the start of the reader's second buffer load, so that lines and grids
 * are cut where a large file would cut them.  A leading byte-order mark
 * stays in front.  Everything must read as before, one line further down.
 */
static size_t
read_across_boundary(const uint8_t *data, size_t size, size_t at,
		     struct reading *out, size_t max)
{
	size_t bom = size >= 3 && memcmp(data, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
	size_t pad = READER_BUFFER - at, total = bom + pad + (size - bom);
	char *text = malloc(total);
	FILE *fp;
	size_t n;

	CHECK(text != NULL);
	memcpy(text, data, bom);
	text[bom] = '#';
	memset(text + bom + 1, 'x', pad - 2);
	text[bom + pad - 1] = '\n';
	memcpy(text + bom + pad, data + bom, size - bom);
	fp = fmemopen(text, total, "r");
	CHECK(fp != NULL);
	n = read_all(fp, -1, text, out, max, total);
	fclose(fp);
	free(text);
	return n;
}

/*
 * Read 'data' as read_all() does, but hand every part that
 * sudoku_reader_split() gives, of at most 'lines' lines, to a reader of
 * its own: the readings must be the same.
 */
static size_t
read_split(const uint8_t *data, size_t size, size_t lines,
	   struct reading *out, size_t max)
{
	FILE *fp = fmemopen((void *)(uintptr_t)data, size, "r");
	struct sudoku_reader *r, *part;
	struct reading *x;
	size_t n = 0;

	CHECK(fp != NULL);
	r = sudoku_reader_new(fp);
	CHECK(r != NULL);
	for (;;) {
		part = sudoku_reader_split(r, 1, lines);
		do {
			x = &out[n < max ? n : max];
			memset(x, 0, sizeof *x);
			x->status = sudoku_read(part != NULL ? part : r,
						&x->grid, &x->layout,
						&x->where);
			n++;
		} while (part != NULL && x->status != SUDOKU_END);
		if (part != NULL) {
			n--;	/* the part's end is not the stream's */
			sudoku_reader_free(part);
			continue;
		}
		if (x->status == SUDOKU_END || x->status == SUDOKU_EREAD)
			break;
	}
	sudoku_reader_free(r);
	fclose(fp);
	return n < max ? n : max;
}

/* sudoku_read_weights() must take any bytes too. */
static void
check_weights_reader(const uint8_t *data, size_t size)
{
	struct sudoku_where where;
	enum sudoku_status status;
	int weights[81], i;
	FILE *fp;

	if (size == 0)
		return;
	fp = fmemopen((void *)(uintptr_t)data, size, "r");
	CHECK(fp != NULL);
	memset(&where, 0, sizeof where);
	status = sudoku_read_weights(fp, weights, &where);
	fclose(fp);
	CHECK(status == SUDOKU_OK || status == SUDOKU_EINPUT);
	if (status == SUDOKU_EINPUT)
		check_where(&where);
	else
		for (i = 0; i < 81; i++)
			CHECK(weights[i] >= -1000000 && weights[i] <= 1000000);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct reading mem[MAX_PUZZLES + 1], padded[MAX_PUZZLES + 1],
	    piped[MAX_PUZZLES + 1], split[MAX_PUZZLES + 1];
	struct reading parsed;
	uint64_t seed = hash_bytes(data, size);
	size_t n, m, i, searched = 0;
	FILE *fp;

	check_weights_reader(data, size);

	memset(&parsed, 0, sizeof parsed);
	parsed.status = sudoku_parse((const char *)data, size, &parsed.grid,
				     &parsed.layout, &parsed.where);

	/* glibc's fmemopen() takes no empty buffer before 2.22. */
	fp = size > 0 ? fmemopen((void *)(uintptr_t)data, size, "r") : NULL;
	if (fp == NULL)
		return 0;
	n = read_all(fp, -1, (const char *)data, mem, MAX_PUZZLES, size);
	fclose(fp);

	/* sudoku_parse() reads what a stream's first read does. */
	CHECK(parsed.status != SUDOKU_EREAD);
	check_same(&parsed, &mem[0], 0);

	m = read_across_boundary(
	    data, size, (size_t)(seed % ((size < 4096 ? size : 4096) + 1)),
	    padded, MAX_PUZZLES);
	CHECK(m == n);
	for (i = 0; i < n; i++)
		check_same(&mem[i], &padded[i], 1);
	m = read_through_pipe(data, size, piped, MAX_PUZZLES);
	if (m > 0) {
		CHECK(m == n);
		for (i = 0; i < n; i++)
			check_same(&mem[i], &piped[i], 0);
	}
	m = read_split(data, size, 1 + seed % 3, split, MAX_PUZZLES);
	CHECK(m == n);
	for (i = 0; i < n; i++)
		check_same(&mem[i], &split[i], 0);

	for (i = 0; i < n; i++) {
		const struct reading *x = &mem[i];
		int d;

		if (x->status != SUDOKU_OK && x->status != SUDOKU_ECONFLICT)
			continue;
		for (d = 0; d < 81; d++)
			CHECK(x->grid.cell[d] <= 9);
		CHECK(sudoku_find_conflict(&x->grid, NULL, NULL, NULL) ==
		      (x->status == SUDOKU_ECONFLICT));
		check_round_trip(&x->grid, x->status);
		if (searched < MAX_SEARCHED) {
			check_searches(&x->grid, x->status, seed + i);
			check_toolkit(&x->grid);
			searched++;
		}
	}
	return 0;
}
