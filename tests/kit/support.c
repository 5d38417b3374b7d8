/* support.c - helpers shared by the test, benchmark and fuzz programs.
 * See LICENSE for copying terms. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"
#include "support.h"
#include "rate/se.h"

int
support_quick(void)
{
	const char *q = getenv("SUDOKU_TEST_QUICK");

	return q != NULL && *q != '\0';
}

const char *
support_data_dir(void)
{
	const char *dir = getenv("SUDOKU_DATA");

	if (dir == NULL || *dir == '\0' || strcmp(dir, "none") == 0)
		return NULL;
	return dir;
}

static double
seconds_of(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double
support_now(void)
{
	return seconds_of(CLOCK_MONOTONIC);
}

double
support_thread_cpu(void)
{
	return seconds_of(CLOCK_THREAD_CPUTIME_ID);
}

int
support_by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

uint64_t
support_next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

int
support_below(uint64_t *state, int n)
{
	return (int)(support_next_random(state) % (uint64_t)n);
}

/* The box, 0..8 in reading order, of cell 'i' (0..80, row-major). */
static int
support_box_of(int i)
{
	return i / 27 * 3 + i % 9 / 3;
}

/* Fill 'g' from cell 'i' on, trying digits in a random order. */
static int
fill_random(struct sudoku_grid *g, int i, unsigned *rows, unsigned *cols,
	    unsigned *boxes, uint64_t *rng)
{
	int order[9], k;

	if (i == 81)
		return 1;
	for (k = 0; k < 9; k++)
		order[k] = k + 1;
	for (k = 8; k > 0; k--) {
		int j = support_below(rng, k + 1), t = order[k];

		order[k] = order[j];
		order[j] = t;
	}
	for (k = 0; k < 9; k++) {
		unsigned bit = 1u << order[k];
		int r = i / 9, c = i % 9, b = support_box_of(i);

		if ((rows[r] | cols[c] | boxes[b]) & bit)
			continue;
		rows[r] |= bit;
		cols[c] |= bit;
		boxes[b] |= bit;
		g->cell[i] = (unsigned char)order[k];
		if (fill_random(g, i + 1, rows, cols, boxes, rng))
			return 1;
		rows[r] &= ~bit;
		cols[c] &= ~bit;
		boxes[b] &= ~bit;
	}
	g->cell[i] = 0;
	return 0;
}

void
support_random_puzzle(struct sudoku_grid *g, int clues, uint64_t *rng)
{
	unsigned rows[9] = {0}, cols[9] = {0}, boxes[9] = {0};
	int pos[81], k;

	memset(g, 0, sizeof *g);
	fill_random(g, 0, rows, cols, boxes, rng);
	for (k = 0; k < 81; k++)
		pos[k] = k;
	for (k = 0; k < 81 - clues; k++) {
		int j = k + support_below(rng, 81 - k), t = pos[k];

		pos[k] = pos[j];
		pos[j] = t;
		g->cell[pos[k]] = 0;
	}
}

int
support_is_completion(const struct sudoku_grid *puzzle,
		      const struct sudoku_grid *s)
{
	unsigned rows[9] = {0}, cols[9] = {0}, boxes[9] = {0}, bit;
	int i, b;

	for (i = 0; i < 81; i++) {
		/* Range first: a shift by a larger digit is undefined. */
		if (s->cell[i] < 1 || s->cell[i] > 9)
			return 0;
		if (puzzle->cell[i] != 0 && puzzle->cell[i] != s->cell[i])
			return 0;
		bit = 1u << s->cell[i];
		b = support_box_of(i);
		if ((rows[i / 9] | cols[i % 9] | boxes[b]) & bit)
			return 0;
		rows[i / 9] |= bit;
		cols[i % 9] |= bit;
		boxes[b] |= bit;
	}
	return 1;
}

int
support_step_keeps(const struct se_step *step,
		   const struct sudoku_grid *solution)
{
	int i;

	for (i = 0; i < step->n_elim; i++)
		if (solution->cell[step->elim_cell[i]] == step->elim_digit[i])
			return 0;
	return step->place_cell < 0 ||
	       solution->cell[step->place_cell] == step->place_digit;
}

/* The search state of support_naive(). */
struct naive_state {
	struct support_naive *n;
	unsigned char cell[81];
	unsigned rows[9], cols[9], boxes[9];
};

/* The standard weights, written out here rather than asked of the
 * library: 10 in the centre, one less for each ring out to 6 at the rim. */
static int
standard_weight(int i)
{
	int dr = i / 9 - 4, dc = i % 9 - 4;

	dr = dr < 0 ? -dr : dr;
	dc = dc < 0 ? -dc : dc;
	return 10 - (dr > dc ? dr : dc);
}

static void
naive_complete(struct naive_state *st)
{
	struct support_naive *n = st->n;
	long long s = 0;
	int i;

	for (i = 0; i < 81; i++)
		s += (long long)(n->weights != NULL ? n->weights[i]
						    : standard_weight(i)) *
		     st->cell[i];
	if (n->count++ == 0 || s > n->best)
		n->best = s;
}

static void
naive_dfs(struct naive_state *st)
{
	struct support_naive *n = st->n;
	unsigned free_x = 0, bit;
	int i, x = -1, least = 10;

	if (n->capped || (n->limit != 0 && n->count >= n->limit))
		return;
	if ((n->node_cap != 0 && n->nodes >= n->node_cap) ||
	    (n->deadline > 0 && (n->nodes & 0xfff) == 0 &&
	     support_now() > n->deadline)) {
		n->capped = 1;
		return;
	}
	n->nodes++;
	for (i = 0; i < 81; i++) {
		unsigned f, m;
		int k = 0;

		if (st->cell[i] != 0)
			continue;
		f = ~(st->rows[i / 9] | st->cols[i % 9] |
		      st->boxes[support_box_of(i)]) &
		    SUPPORT_NINE_DIGITS;
		for (m = f; m != 0; m &= m - 1)
			k++;
		if (k < least) {
			least = k;
			x = i;
			free_x = f;
		}
	}
	if (x < 0) {
		naive_complete(st);
		return;
	}
	for (i = 1; i <= 9; i++) {
		bit = 1u << i;
		if (!(free_x & bit))
			continue;
		st->cell[x] = (unsigned char)i;
		st->rows[x / 9] |= bit;
		st->cols[x % 9] |= bit;
		st->boxes[support_box_of(x)] |= bit;
		naive_dfs(st);
		st->rows[x / 9] &= ~bit;
		st->cols[x % 9] &= ~bit;
		st->boxes[support_box_of(x)] &= ~bit;
	}
	st->cell[x] = 0;
}

uint64_t
support_naive(const struct sudoku_grid *g, struct support_naive *n)
{
	struct naive_state st;
	unsigned bit;
	int i, b;

	memset(&st, 0, sizeof st);
	st.n = n;
	n->count = 0;
	n->best = -1;
	n->nodes = 0;
	n->capped = 0;
	for (i = 0; i < 81; i++) {
		if (g->cell[i] == 0)
			continue;
		/* Range first: a shift by a larger digit is undefined. */
		if (g->cell[i] > 9)
			return 0;
		bit = 1u << g->cell[i];
		b = support_box_of(i);
		if ((st.rows[i / 9] | st.cols[i % 9] | st.boxes[b]) & bit)
			return 0;
		st.cell[i] = g->cell[i];
		st.rows[i / 9] |= bit;
		st.cols[i % 9] |= bit;
		st.boxes[b] |= bit;
	}
	naive_dfs(&st);
	return n->count;
}

/* 81 cells of 'text' into 'g': digits, '.' or '0' for empty.  Returns 0
 * on anything else. */
static int
cells_of(const char *text, struct sudoku_grid *g)
{
	int i;

	for (i = 0; i < 81; i++) {
		if (text[i] == '.')
			g->cell[i] = 0;
		else if (text[i] >= '0' && text[i] <= '9')
			g->cell[i] = (unsigned char)(text[i] - '0');
		else
			return 0;
	}
	return 1;
}

int
support_read_puzzles(struct support_puzzle *out, int max)
{
	char line[256], *end;
	FILE *fp = fopen(SUPPORT_PUZZLES, "r");
	int n = 0, ok = 1;

	if (fp == NULL)
		return -1;
	while (ok && n < max && fgets(line, sizeof line, fp) != NULL) {
		struct support_puzzle *p = &out[n];

		if (line[0] == '#' || line[0] == '\n')
			continue;
		memset(p, 0, sizeof *p);
		ok = strlen(line) > 83 && line[81] == ':' &&
		     cells_of(line, &p->puzzle);
		if (!ok)
			break;
		p->count = strtoull(line + 82, &end, 10);
		ok = end > line + 82 && *end == ':' &&
		     (p->count != 1 ? end[1] == '\n'
				    : cells_of(end + 1, &p->answer) &&
					  end[82] == '\n');
		n++;
	}
	fclose(fp);
	return ok ? n : -1;
}

struct sudoku_grid
support_grid(const char *line)
{
	struct sudoku_grid g;
	int i;

	for (i = 0; i < 81; i++)
		g.cell[i] = (unsigned char)(line[i] == '.' ? 0 : line[i] - '0');
	return g;
}

int
support_clues(const struct sudoku_grid *g)
{
	int i, n = 0;

	for (i = 0; i < 81; i++)
		n += g->cell[i] != 0;
	return n;
}

void
support_shuffle(int *p, int n, uint64_t *state)
{
	int k;

	for (k = 0; k < n; k++)
		p[k] = k;
	for (k = n - 1; k > 0; k--) {
		int j = support_below(state, k + 1), t = p[k];

		p[k] = p[j];
		p[j] = t;
	}
}
