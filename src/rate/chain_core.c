/* chain_core.c - the implication graph, SE's two implication rules, chain
 * length and the choice of the easiest hint, shared by the chaining
 * techniques.  See LICENSE for copying terms. */
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "rate/chain_core.h"

/* 18 copies of x: the keys of one cell; a cell's keys by digit. */
#define K18(x) x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x
#define D18 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9
#define D162 D18, D18, D18, D18, D18, D18, D18, D18, D18

const unsigned char sudoku_chain_key_cell[CHAIN_KEYS] = {
    K18(0), K18(1), K18(2), K18(3), K18(4), K18(5),
    K18(6), K18(7), K18(8), K18(9), K18(10), K18(11),
    K18(12), K18(13), K18(14), K18(15), K18(16), K18(17),
    K18(18), K18(19), K18(20), K18(21), K18(22), K18(23),
    K18(24), K18(25), K18(26), K18(27), K18(28), K18(29),
    K18(30), K18(31), K18(32), K18(33), K18(34), K18(35),
    K18(36), K18(37), K18(38), K18(39), K18(40), K18(41),
    K18(42), K18(43), K18(44), K18(45), K18(46), K18(47),
    K18(48), K18(49), K18(50), K18(51), K18(52), K18(53),
    K18(54), K18(55), K18(56), K18(57), K18(58), K18(59),
    K18(60), K18(61), K18(62), K18(63), K18(64), K18(65),
    K18(66), K18(67), K18(68), K18(69), K18(70), K18(71),
    K18(72), K18(73), K18(74), K18(75), K18(76), K18(77),
    K18(78), K18(79), K18(80)};

const unsigned char sudoku_chain_key_digit[CHAIN_KEYS] = {
    D162, D162, D162, D162, D162, D162, D162, D162, D162};

#undef K18
#undef D18
#undef D162

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

/* The three regions of each cell as indexes of a digit's row of
 * struct chain_grid's places: 9 * type + region. */
const unsigned char sudoku_chain_cell_regions[81][3] = {
    {0, 9, 18}, {0, 9, 19}, {0, 9, 20}, {1, 9, 21}, {1, 9, 22}, {1, 9, 23},
    {2, 9, 24}, {2, 9, 25}, {2, 9, 26}, {0, 10, 18}, {0, 10, 19}, {0, 10, 20},
    {1, 10, 21}, {1, 10, 22}, {1, 10, 23}, {2, 10, 24}, {2, 10, 25},
    {2, 10, 26}, {0, 11, 18}, {0, 11, 19}, {0, 11, 20}, {1, 11, 21},
    {1, 11, 22}, {1, 11, 23}, {2, 11, 24}, {2, 11, 25}, {2, 11, 26},
    {3, 12, 18}, {3, 12, 19}, {3, 12, 20}, {4, 12, 21}, {4, 12, 22},
    {4, 12, 23}, {5, 12, 24}, {5, 12, 25}, {5, 12, 26}, {3, 13, 18},
    {3, 13, 19}, {3, 13, 20}, {4, 13, 21}, {4, 13, 22}, {4, 13, 23},
    {5, 13, 24}, {5, 13, 25}, {5, 13, 26}, {3, 14, 18}, {3, 14, 19},
    {3, 14, 20}, {4, 14, 21}, {4, 14, 22}, {4, 14, 23}, {5, 14, 24},
    {5, 14, 25}, {5, 14, 26}, {6, 15, 18}, {6, 15, 19}, {6, 15, 20},
    {7, 15, 21}, {7, 15, 22}, {7, 15, 23}, {8, 15, 24}, {8, 15, 25},
    {8, 15, 26}, {6, 16, 18}, {6, 16, 19}, {6, 16, 20}, {7, 16, 21},
    {7, 16, 22}, {7, 16, 23}, {8, 16, 24}, {8, 16, 25}, {8, 16, 26},
    {6, 17, 18}, {6, 17, 19}, {6, 17, 20}, {7, 17, 21}, {7, 17, 22},
    {7, 17, 23}, {8, 17, 24}, {8, 17, 25}, {8, 17, 26},
};

const unsigned char sudoku_chain_cell_index[81][3] = {
#define I3(r, c) {3 * ((r) % 3) + (c) % 3, (c), (r)}
#define ROW(r)                                                                 \
	I3(r, 0), I3(r, 1), I3(r, 2), I3(r, 3), I3(r, 4), I3(r, 5), I3(r, 6), \
	    I3(r, 7), I3(r, 8)
    ROW(0), ROW(1), ROW(2), ROW(3), ROW(4), ROW(5), ROW(6), ROW(7), ROW(8)
#undef ROW
#undef I3
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

int
sudoku_chain_graph_room(struct chain_graph *g, int nodes, int parents)
{
	if (g->n + nodes > g->cap && !g->failed)
		g->node = sudoku_chain_grow(g->node, &g->cap, g->n + nodes,
					    sizeof *g->node, 4096, &g->failed);
	if (g->n_pool + parents > g->pool_cap && !g->failed)
		g->pool = sudoku_chain_grow(g->pool, &g->pool_cap,
					    g->n_pool + parents,
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
	memset(g->places, 0, sizeof g->places);
	memset(g->pos, 0, sizeof g->pos);
	for (c = 0; c < 81; c++) {
		/* The cell's regions and its place in each, looked up once. */
		const unsigned char *at = sudoku_chain_cell_regions[c];
		const unsigned char *k = sudoku_chain_cell_index[c];

		for (m = cand[c]; m; m &= m - 1) {
			int d = lowest_bit(m);

			g->where[d][c >> 6] |= (uint64_t)1 << (c & 63);
			g->places[d][at[0]]++;
			g->places[d][at[1]]++;
			g->places[d][at[2]]++;
			g->pos[0][at[0]][d] |= (uint16_t)(1u << k[0]);
			g->pos[1][at[1] - 9][d] |= (uint16_t)(1u << k[1]);
			g->pos[2][at[2] - 18][d] |= (uint16_t)(1u << k[2]);
		}
	}
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
