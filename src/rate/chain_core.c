/* chain_core.c - the implication graph, SE's two implication rules, chain
 * length and the choice of the easiest hint, shared by the chaining
 * techniques.  See LICENSE for copying terms. */
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "rate/chain_core.h"

/* The region of each type (SE's: boxes, rows, columns) that holds a
 * cell. */
const unsigned char sudoku_chain_region_index[3][81] = {
    {0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0,
     1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4,
     5, 5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8,
     6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8},
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2,
     2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4,
     4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6,
     7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2,
     3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5,
     6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8,
     0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8},
};

void *
sudoku_chain_grow(void *array, int *cap, int need, size_t size, int first,
		  int *failed)
{
	int grown = *cap ? 2 * *cap : first;
	void *p;

	while (grown < need)
		grown *= 2;
	p = realloc(array, (size_t)grown * size);
	if (!p) {
		*failed = 1;
		return array;
	}
	*cap = grown;
	return p;
}

int
sudoku_chain_find(const struct chain_producer *p, const struct se_grid *grid,
		  int variant, struct se_step *step, struct deadline *deadline,
		  int below)
{
	struct chain_best best = {.step = step};
	void *work = NULL;
	int r;

	if (below > 0)
		sudoku_chain_best_below(&best, below);
	r = p->run(&work, grid, variant, &best, deadline);
	p->release(work);
	return r;
}

int
sudoku_chain_collect(const struct chain_producer *p,
		     const struct se_grid *grid, int variant,
		     sudoku_chain_sink *sink, void *ctx,
		     struct deadline *deadline, void **work)
{
	struct chain_best best = {.sink = sink, .sink_ctx = ctx};

	return p->run(work, grid, variant, &best, deadline) < 0 ? -1 : 0;
}

int
sudoku_chain_graph_grow(struct chain_graph *g, int n)
{
	if (g->n == g->cap)
		g->node = sudoku_chain_grow(g->node, &g->cap, g->n + 1,
					    sizeof *g->node, 4096, &g->failed);
	if (g->n_pool + n > g->pool_cap && !g->failed)
		g->pool =
		    sudoku_chain_grow(g->pool, &g->pool_cap, g->n_pool + n,
				      sizeof *g->pool, 4096, &g->failed);
	return g->failed ? -1 : 0;
}

void
sudoku_chain_graph_free(struct chain_graph *g)
{
	free(g->node);
	free(g->pool);
	memset(g, 0, sizeof *g);
}

int
sudoku_chain_cause(const struct chain_graph *g, int id)
{
	int a, b, type;

	if (g->node[id].n_parents == 0)
		return CHAIN_CAUSE_START;
	a = chain_key_cell(g->node[id].key);
	b = chain_key_cell(g->node[chain_parent(g, id, 0)].key);
	if (a == b)
		return CHAIN_CAUSE_CELL;
	for (type = 0; type < 2; type++)
		if (chain_region_of(type, a) == chain_region_of(type, b))
			break;
	return type;
}

int
sudoku_chain_ancestors(const struct chain_graph *g, int id)
{
	return sudoku_chain_ancestors_upto(g, id, INT_MAX);
}

int
sudoku_chain_ancestors_upto(const struct chain_graph *g, int id, int cap)
{
	uint64_t seen[(CHAIN_KEYS + 63) / 64] = {0};
	int32_t stack[CHAIN_KEYS + 1];
	int top = 0, count = 0;

	/* Like SE, the first node met for a potential stands for it: its
	 * parents are followed, those of a later equal node are not. */
	stack[top++] = id;
	while (top > 0) {
		int n = stack[--top], key = g->node[n].key, i;

		if (seen[key >> 6] >> (key & 63) & 1)
			continue;
		seen[key >> 6] |= (uint64_t)1 << (key & 63);
		if (++count > cap)
			break;
		for (i = g->node[n].n_parents - 1; i >= 0 && top < CHAIN_KEYS;
		     i--)
			stack[top++] = chain_parent(g, n, i);
	}
	return count;
}

/* Each thread's released blocks hang from this key; the key's destructor
 * frees them when the thread ends. */
static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;
static int scratch_keyed;

static void
scratch_free(struct chain_scratch *s)
{
	sudoku_chain_graph_free(&s->graph);
	free(s->data);
	free(s);
}

static void
scratch_free_all(void *head)
{
	struct chain_scratch *s = head, *next;

	for (; s; s = next) {
		next = s->next;
		scratch_free(s);
	}
}

static void
scratch_make_key(void)
{
	scratch_keyed = pthread_key_create(&scratch_key, scratch_free_all) == 0;
}

struct chain_scratch *
sudoku_chain_scratch_get(const struct chain_producer *owner, size_t size)
{
	struct chain_scratch *s = NULL, **at;

	pthread_once(&scratch_once, scratch_make_key);
	if (scratch_keyed) {
		struct chain_scratch *head = pthread_getspecific(scratch_key);

		for (at = &head; *at && ((*at)->owner != owner ||
					 (*at)->size != size);
		     at = &(*at)->next)
			;
		if (*at) {
			s = *at;
			*at = s->next;
			if (pthread_setspecific(scratch_key, head) != 0) {
				scratch_free(s);
				return NULL;
			}
		}
	}
	if (!s) {
		s = calloc(1, sizeof *s);
		if (!s)
			return NULL;
		s->data = calloc(1, size);
		if (!s->data) {
			free(s);
			return NULL;
		}
		s->owner = owner;
		s->size = size;
		s->fresh = 1;
	} else
		s->fresh = 0;
	s->next = NULL;
	s->graph.n = s->graph.n_pool = 0;
	s->graph.failed = 0;
	return s;
}

void
sudoku_chain_scratch_put(struct chain_scratch *s,
			 const struct chain_graph *graph)
{
	if (!s)
		return;
	s->graph = *graph;
	if (scratch_keyed) {
		s->next = pthread_getspecific(scratch_key);
		if (pthread_setspecific(scratch_key, s) == 0)
			return;
	}
	scratch_free(s);
}

int
sudoku_chain_length_bonus(int complexity)
{
	int length = complexity - 2, ceil = 4, odd = 0, bonus = 0;

	/* SE's steps: 4, 6, 8, 12, 16, 24, 32, 48, ... (x3/2 and x4/3 in
	 * turn), 0.1 for each one the length passes. */
	while (length > ceil) {
		bonus++;
		ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
		odd = !odd;
	}
	return bonus;
}

void
sudoku_chain_grid_init(struct chain_grid *g, const uint16_t *cand)
{
	int c;
	unsigned m;

	memcpy(g->cand, cand, sizeof g->cand);
	memset(g->where, 0, sizeof g->where);
	for (c = 0; c < 81; c++)
		for (m = cand[c]; m; m &= m - 1)
			g->where[lowest_bit(m)][c >> 6] |= (uint64_t)1
							   << (c & 63);
}

/* Append the "off" potential of 'digit' in each cell of set w[0..1], in
 * the order of the cells. */
static int
offs_of_cells(uint64_t w0, uint64_t w1, int digit, int *out, int n)
{
	for (; w0; w0 &= w0 - 1)
		out[n++] = chain_key(chain_lowest64(w0), digit, 0);
	for (; w1; w1 &= w1 - 1)
		out[n++] = chain_key(64 + chain_lowest64(w1), digit, 0);
	return n;
}

int
sudoku_chain_on_to_off(const struct chain_grid *g, int cell, int digit,
		       int cell_rule, int *out)
{
	const uint64_t *where = g->where[digit - 1];
	const uint64_t *box =
	    sudoku_se_region_cells[0][chain_region_of(0, cell)].w;
	const uint64_t *row = sudoku_se_region_cells[1][cell / 9].w;
	const uint64_t *col = sudoku_se_region_cells[2][cell % 9].w;
	uint64_t self0 = cell < 64 ? (uint64_t)1 << cell : 0;
	uint64_t self1 = cell < 64 ? 0 : (uint64_t)1 << (cell - 64);
	unsigned m;
	int n = 0;

	if (cell_rule)
		for (m = g->cand[cell] & ~(1u << (digit - 1)); m; m &= m - 1)
			out[n++] = chain_key(cell, lowest_bit(m) + 1, 0);
	/* SE's order: the box, then the row and the column outside it,
	 * each in reading order. */
	n = offs_of_cells(where[0] & box[0] & ~self0,
			  where[1] & box[1] & ~self1, digit, out, n);
	n = offs_of_cells(where[0] & row[0] & ~box[0],
			  where[1] & row[1] & ~box[1], digit, out, n);
	return offs_of_cells(where[0] & col[0] & ~box[0],
			     where[1] & col[1] & ~box[1], digit, out, n);
}

int
sudoku_chain_off_to_on(const struct chain_grid *g, int cell, int digit,
		       int cell_rule, int region_rule, int *out, int *why)
{
	unsigned bit = 1u << (digit - 1), cand = g->cand[cell];
	const uint64_t *where = g->where[digit - 1];
	uint64_t self0 = cell < 64 ? (uint64_t)1 << cell : 0;
	uint64_t self1 = cell < 64 ? 0 : (uint64_t)1 << (cell - 64);
	int n = 0, type, i;

	if (cell_rule && bit_count(cand) == 2) {
		/* SE takes the lower digit when 'digit' is not among the
		 * two, which its chains never ask. */
		unsigned other = (cand & bit) ? cand & ~bit : cand;

		out[n] = chain_key(cell, lowest_bit(other) + 1, 1);
		why[n++] = -1;
	}
	if (!region_rule)
		return n;
	for (type = 0; type < 3; type++) {
		const uint64_t *r =
		    sudoku_se_region_cells[type][chain_region_of(type, cell)].w;
		uint64_t w0 = where[0] & r[0] & ~self0;
		uint64_t w1 = where[1] & r[1] & ~self1;
		int other, key;

		/* The digit's one other place in the region, if one. */
		if (w0 && !w1 && !(w0 & (w0 - 1)))
			other = chain_lowest64(w0);
		else if (w1 && !w0 && !(w1 & (w1 - 1)))
			other = 64 + chain_lowest64(w1);
		else
			continue;
		key = chain_key(other, digit, 1);
		for (i = 0; i < n && out[i] != key; i++)
			;
		if (i == n) {
			out[n] = key;
			why[n++] = type;
		}
	}
	return n;
}

int
sudoku_chain_beats(const struct chain_best *b, int difficulty, int complexity,
		   int sort_key)
{
	if (!b->found)
		return 1;
	if (difficulty != b->difficulty)
		return difficulty < b->difficulty;
	if (complexity != b->complexity)
		return complexity < b->complexity;
	return sort_key < b->sort_key;
}

int
sudoku_chain_longest_winner(const struct chain_best *b, int base, int sort_key)
{
	int lo = 0, hi = CHAIN_KEYS + 2;

	if (!b->found)
		return INT_MAX;
	/* Whether a chain beats b falls from 1 to 0 as it grows: the
	 * bonus never shrinks.  No chain has more than CHAIN_KEYS + 1
	 * potentials. */
	if (sudoku_chain_beats(b, base + sudoku_chain_length_bonus(hi), hi,
			       sort_key))
		return INT_MAX;
	while (hi - lo > 1) {
		int mid = (lo + hi) / 2;

		if (sudoku_chain_beats(b, base + sudoku_chain_length_bonus(mid),
				       mid, sort_key))
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

void
sudoku_chain_best_below(struct chain_best *b, int below)
{
	/* No hint has a size below 1, so only the difficulty decides. */
	b->found = 1;
	b->takes++;
	b->difficulty = below;
	b->complexity = 0;
	b->sort_key = 0;
}

void
sudoku_chain_take(struct chain_best *b, int difficulty, int complexity,
		  int sort_key, const char *name)
{
	b->found = 1;
	b->takes++;
	b->difficulty = difficulty;
	b->complexity = complexity;
	b->sort_key = sort_key;
	b->step->difficulty = difficulty;
	b->step->technique = name;
	b->step->place_cell = -1;
	b->step->place_digit = 0;
	b->step->n_elim = 0;
}

void
sudoku_chain_step_elim(struct se_step *s, int cell, int digit)
{
	if (s->n_elim < SE_MAX_ELIMS) {
		s->elim_cell[s->n_elim] = (uint8_t)cell;
		s->elim_digit[s->n_elim++] = (uint8_t)digit;
	}
}

void
sudoku_chain_step_place(struct se_step *s, const uint16_t *cand, int cell,
			int digit)
{
	unsigned m;

	for (m = cand[cell] & ~(1u << (digit - 1)); m; m &= m - 1)
		sudoku_chain_step_elim(s, cell, lowest_bit(m) + 1);
	s->place_cell = cell;
	s->place_digit = digit;
}
