/* chain_core.c - the implication graph, SE's two implication rules, chain
 * length and the choice of the easiest hint, shared by the chaining
 * techniques.  See LICENSE for copying terms. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "rate/chain_core.h"

/* SE's regions (boxes, rows, columns): their cells in reading order,
 * and the region of each type that holds a cell. */
const unsigned char sudoku_chain_region_cells[3][9][9] = {
    {
	{0, 1, 2, 9, 10, 11, 18, 19, 20},
	{3, 4, 5, 12, 13, 14, 21, 22, 23},
	{6, 7, 8, 15, 16, 17, 24, 25, 26},
	{27, 28, 29, 36, 37, 38, 45, 46, 47},
	{30, 31, 32, 39, 40, 41, 48, 49, 50},
	{33, 34, 35, 42, 43, 44, 51, 52, 53},
	{54, 55, 56, 63, 64, 65, 72, 73, 74},
	{57, 58, 59, 66, 67, 68, 75, 76, 77},
	{60, 61, 62, 69, 70, 71, 78, 79, 80},
    },
    {
	{0, 1, 2, 3, 4, 5, 6, 7, 8},
	{9, 10, 11, 12, 13, 14, 15, 16, 17},
	{18, 19, 20, 21, 22, 23, 24, 25, 26},
	{27, 28, 29, 30, 31, 32, 33, 34, 35},
	{36, 37, 38, 39, 40, 41, 42, 43, 44},
	{45, 46, 47, 48, 49, 50, 51, 52, 53},
	{54, 55, 56, 57, 58, 59, 60, 61, 62},
	{63, 64, 65, 66, 67, 68, 69, 70, 71},
	{72, 73, 74, 75, 76, 77, 78, 79, 80},
    },
    {
	{0, 9, 18, 27, 36, 45, 54, 63, 72},
	{1, 10, 19, 28, 37, 46, 55, 64, 73},
	{2, 11, 20, 29, 38, 47, 56, 65, 74},
	{3, 12, 21, 30, 39, 48, 57, 66, 75},
	{4, 13, 22, 31, 40, 49, 58, 67, 76},
	{5, 14, 23, 32, 41, 50, 59, 68, 77},
	{6, 15, 24, 33, 42, 51, 60, 69, 78},
	{7, 16, 25, 34, 43, 52, 61, 70, 79},
	{8, 17, 26, 35, 44, 53, 62, 71, 80},
    },
};

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

int
sudoku_chain_graph_add(struct chain_graph *g, int key, const int32_t *parent,
		       int n)
{
	int i;

	if (g->failed)
		return -1;
	if (g->n == g->cap) {
		int cap = g->cap ? 2 * g->cap : 4096;
		struct chain_node *p =
		    realloc(g->node, (size_t)cap * sizeof *p);

		if (!p) {
			g->failed = 1;
			return -1;
		}
		g->node = p;
		g->cap = cap;
	}
	if (g->n_pool + n > g->pool_cap) {
		int cap = g->pool_cap ? 2 * g->pool_cap : 4096;
		int32_t *p;

		while (cap < g->n_pool + n)
			cap *= 2;
		p = realloc(g->pool, (size_t)cap * sizeof *p);
		if (!p) {
			g->failed = 1;
			return -1;
		}
		g->pool = p;
		g->pool_cap = cap;
	}
	g->node[g->n].key = (uint16_t)key;
	g->node[g->n].n_parents = (uint16_t)n;
	g->node[g->n].parents = g->n_pool;
	g->node[g->n].nested = -1;
	for (i = 0; i < n; i++)
		g->pool[g->n_pool++] = parent[i];
	return g->n++;
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
		count++;
		for (i = g->node[n].n_parents - 1; i >= 0 && top < CHAIN_KEYS;
		     i--)
			stack[top++] = chain_parent(g, n, i);
	}
	return count;
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

int
sudoku_chain_on_to_off(const uint16_t *cand, int cell, int digit, int cell_rule,
		       int *out)
{
	unsigned bit = 1u << (digit - 1), m;
	int n = 0, type, k, added[81] = {0};

	if (cell_rule)
		for (m = cand[cell] & ~bit; m; m &= m - 1)
			out[n++] = chain_key(cell, lowest_bit(m) + 1, 0);
	added[cell] = 1;
	for (type = 0; type < 3; type++) {
		int r = chain_region_of(type, cell);

		for (k = 0; k < 9; k++) {
			int c = chain_region_cell(type, r, k);

			if (!added[c] && (cand[c] & bit)) {
				out[n++] = chain_key(c, digit, 0);
				added[c] = 1;
			}
		}
	}
	return n;
}

int
sudoku_chain_off_to_on(const uint16_t *cand, int cell, int digit, int cell_rule,
		       int region_rule, int *out, int *why)
{
	unsigned bit = 1u << (digit - 1);
	int n = 0, type, k, i;

	if (cell_rule && bit_count(cand[cell]) == 2) {
		/* SE takes the lower digit when 'digit' is not among the
		 * two, which its chains never ask. */
		unsigned other =
		    cand[cell] & bit ? cand[cell] & ~bit : cand[cell];

		out[n] = chain_key(cell, lowest_bit(other) + 1, 1);
		why[n++] = -1;
	}
	if (!region_rule)
		return n;
	for (type = 0; type < 3; type++) {
		int r = chain_region_of(type, cell), other = -1;

		for (k = 0; k < 9; k++) {
			int c = chain_region_cell(type, r, k);

			if (c == cell || !(cand[c] & bit))
				continue;
			if (other >= 0) {
				other = -1;
				break;
			}
			other = c;
		}
		if (other < 0)
			continue;
		for (i = 0; i < n && out[i] != chain_key(other, digit, 1); i++)
			;
		if (i == n) {
			out[n] = chain_key(other, digit, 1);
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

void
sudoku_chain_take(struct chain_best *b, int difficulty, int complexity,
		  int sort_key, const char *name)
{
	b->found = 1;
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
