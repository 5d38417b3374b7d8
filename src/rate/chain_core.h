/* chain_core.h - what the chaining techniques share (private to
 * src/rate/chain*.c): potentials, the implication graph with its parent
 * links, SE's two implication rules, chain length and the choice of the
 * easiest hint.  See LICENSE for copying terms.
 *
 * A potential is a candidate (cell, digit) assumed true ("on") or false
 * ("off"), numbered key = 2 * (9 * cell + digit - 1) + on.
 */
#ifndef SUDOKU_RATE_CHAIN_CORE_H
#define SUDOKU_RATE_CHAIN_CORE_H

#include <stddef.h>
#include <stdint.h>

#include "internal.h"
#include "rate/se.h"

enum { CHAIN_CANDS = 729, CHAIN_KEYS = 2 * CHAIN_CANDS };

static inline int
chain_key(int cell, int digit, int on)
{
	return 2 * (9 * cell + digit - 1) + on;
}

/* The cell and the digit of each key, looked up: the chains read them
 * for nearly every link they follow, and a division by 18 and a
 * remainder by 9 cost several instructions each. */
extern const unsigned char sudoku_chain_key_cell[CHAIN_KEYS];
extern const unsigned char sudoku_chain_key_digit[CHAIN_KEYS];

static inline int
chain_key_cell(int key)
{
	return sudoku_chain_key_cell[key];
}
static inline int
chain_key_digit(int key)
{
	return sudoku_chain_key_digit[key];
}
static inline int
chain_key_on(int key)
{
	return key & 1;
}

/* SE's regions in its order of types: 0 boxes, 1 rows, 2 columns.  The
 * k-th cell (reading order) of region 'i' of 'type', and the region of
 * 'type' that holds 'cell'. */
extern const unsigned char sudoku_chain_region_index[3][81];

static inline int
chain_region_cell(int type, int i, int k)
{
	return sudoku_unit_cell[se_unit(type, i)][k];
}

static inline int
chain_region_of(int type, int cell)
{
	return sudoku_chain_region_index[type][cell];
}

/* The three regions of each cell, box, row, column, as 9 * type +
 * region: its index in a digit's row of struct chain_grid's places. */
extern const unsigned char sudoku_chain_cell_regions[81][3];

/* The position of each cell in its box, row and column (SE's types). */
extern const unsigned char sudoku_chain_cell_index[81][3];

/*
 * The implication graph: nodes are potentials with the potentials that
 * imply them (the first parent is the link of the chain; the others are
 * the candidates a dynamic chain removed earlier and relies on).  Nodes
 * live in one growing arena; ids stay valid until sudoku_chain_graph_free.
 */
struct chain_node {
	uint16_t key;
	uint16_t n_parents;
	int32_t parents; /* index of the first parent in 'pool' */
	int32_t nested;  /* the inner chain that removed it (an index of
			    struct chain_nest_table), or -1 */
};

struct chain_graph {
	struct chain_node *node;
	int32_t *pool;
	int n, cap, n_pool, pool_cap;
	int failed; /* an allocation failed */
};

/*
 * 'array', of '*cap' elements of 'size' bytes, grown to hold 'need' (more
 * than '*cap'): the capacity doubles, from 'first' when it is 0, until it
 * does.  Returns the array, which may have moved; when memory runs out,
 * sets '*failed' and returns 'array' as it was, with '*cap'.
 */
void *sudoku_chain_grow(void *array, int *cap, int need, size_t size, int first,
			int *failed);

/* Make room in 'g' for one more node with 'n' parents; 0, or -1 when
 * memory ran out (then g->failed is set). */
int sudoku_chain_graph_grow(struct chain_graph *g, int n);

/* Make room in 'g' for 'nodes' more nodes with 'parents' parents in all
 * (see chain_graph_reserve); 0, or -1 when memory ran out. */
int sudoku_chain_graph_room(struct chain_graph *g, int nodes, int parents);

/* Add a node for 'key' whose parents are parent[0..n-1]; returns its id,
 * or -1 when memory ran out (then g->failed is set).  Inline: the chain
 * searches add a node for nearly every link they follow. */
static inline int
sudoku_chain_graph_add(struct chain_graph *g, int key, const int32_t *parent,
		       int n)
{
	int i;

	if (g->failed)
		return -1;
	if ((g->n == g->cap || g->n_pool + n > g->pool_cap) &&
	    sudoku_chain_graph_grow(g, n) < 0)
		return -1;
	g->node[g->n].key = (uint16_t)key;
	g->node[g->n].n_parents = (uint16_t)n;
	g->node[g->n].parents = g->n_pool;
	g->node[g->n].nested = -1;
	for (i = 0; i < n; i++)
		g->pool[g->n_pool++] = parent[i];
	return g->n++;
}
void sudoku_chain_graph_free(struct chain_graph *g);

/* Room in 'g' for 'nodes' more nodes with 'parents' parents in all: 0,
 * or -1 when memory ran out (then g->failed is set).  After it,
 * chain_graph_push may add that many without asking. */
static inline int
chain_graph_reserve(struct chain_graph *g, int nodes, int parents)
{
	if (g->failed)
		return -1;
	if (g->n + nodes <= g->cap && g->n_pool + parents <= g->pool_cap)
		return 0;
	return sudoku_chain_graph_room(g, nodes, parents);
}

/* sudoku_chain_graph_add in room that chain_graph_reserve made. */
static inline int
chain_graph_push(struct chain_graph *g, int key, const int32_t *parent, int n)
{
	struct chain_node *node = &g->node[g->n];
	int32_t *pool = &g->pool[g->n_pool];
	int i;

	node->key = (uint16_t)key;
	node->n_parents = (uint16_t)n;
	node->parents = g->n_pool;
	node->nested = -1;
	/* Most nodes have one parent: no call to memcpy for it. */
	if (n == 1)
		pool[0] = parent[0];
	else
		for (i = 0; i < n; i++)
			pool[i] = parent[i];
	g->n_pool += n;
	return g->n++;
}

static inline int32_t
chain_parent(const struct chain_graph *g, int id, int i)
{
	return g->pool[g->node[id].parents + i];
}

/* Why a node holds, read from its key and its first parent's (SE keeps
 * it as the potential's "cause"): CHAIN_CAUSE_START for an assumption
 * (no parents), CHAIN_CAUSE_CELL when the link stays in one cell, else
 * the first region type (0 box, 1 row, 2 column) the two cells share. */
enum { CHAIN_CAUSE_START = -2, CHAIN_CAUSE_CELL = -1 };
int sudoku_chain_cause(const struct chain_graph *g, int id);

/* SE's count of the potentials a node rests on, itself included (each
 * potential counted once). */
int sudoku_chain_ancestors(const struct chain_graph *g, int id);

/* The same count when it is at most 'cap'; otherwise some number above
 * 'cap' (the walk stops there: a hint that long cannot win). */
int sudoku_chain_ancestors_upto(const struct chain_graph *g, int id, int cap);

/*
 * Work space that outlives a search, so that the rating does not allocate
 * on every step: each thread keeps the blocks it released and gets them
 * back on its next search (freed when the thread ends).  A block holds a
 * graph, emptied but with its memory kept, and 'size' bytes at 'data'.
 * A search that runs inside another gets a block of its own.  Blocks are
 * matched by owner and size, so a search gets its data back as it left
 * it (unless 'fresh'): it may keep it tidy between uses instead of
 * clearing it, and no other search's data of the same size can reach it.
 */
struct chain_producer;	/* below */
struct chain_scratch {
	struct chain_scratch *next; /* the thread's released blocks */
	const struct chain_producer *owner;
	size_t size;
	int fresh; /* 1 when the data was just allocated (zeroed) */
	struct chain_graph graph;
	void *data;
};

/* A block of 'size' bytes of 'owner' for this thread, or NULL without
 * memory.  A search takes over the block's graph; it gives the block back
 * with sudoku_chain_scratch_put, with 'graph' as it left it. */
struct chain_scratch *
sudoku_chain_scratch_get(const struct chain_producer *owner, size_t size);
void sudoku_chain_scratch_put(struct chain_scratch *s,
			      const struct chain_graph *graph);

/* SE's bonus in tenths for chains of total size 'complexity'. */
int sudoku_chain_length_bonus(int complexity);

/* A grid of candidates, with for each digit the set of cells that may
 * hold it (as in struct se_cells), so that the rules below find
 * a digit's places in a region with a few word operations, and how many
 * places it has in each region (by SE's type, then index), so that the
 * "off" to "on" rule, the dynamic chains' most frequent question, skips
 * the regions of more than two places without reading them. */
struct chain_grid {
	uint16_t cand[81];
	uint64_t where[9][2];
	uint8_t places[9][27]; /* [digit - 1][9 * type + region] */
	/* The same places as masks, pos[type][region][digit - 1] with bit
	 * k for the region's k-th cell, for the rules of dynamic (+)
	 * chains (chain_rules.c). */
	uint16_t pos[3][9][9];
};

void sudoku_chain_grid_init(struct chain_grid *g, const uint16_t *cand);

/* Take candidate (cell, digit) out of 'g' (nothing when it is not
 * there); its masks of places too when 'pos' (else they go stale: only
 * the rules of dynamic (+) chains read them). */
static inline void
chain_grid_remove(struct chain_grid *g, int cell, int digit, int pos)
{
	unsigned bit = 1u << (digit - 1);
	const unsigned char *at = sudoku_chain_cell_regions[cell];
	int type;

	if (!(g->cand[cell] & bit))
		return;
	g->cand[cell] &= (uint16_t)~bit;
	g->where[digit - 1][cell >> 6] &= ~((uint64_t)1 << (cell & 63));
	g->places[digit - 1][at[0]]--;
	g->places[digit - 1][at[1]]--;
	g->places[digit - 1][at[2]]--;
	for (type = 0; pos && type < 3; type++) {
		unsigned k = sudoku_chain_cell_index[cell][type];

		g->pos[type][at[type] - 9 * type][digit - 1] &=
		    (uint16_t)~(1u << k);
	}
}

/*
 * The rules.  sudoku_chain_on_to_off lists the potentials made false when
 * candidate (cell, digit) is true on grid 'g' (its other digits when
 * 'cell_rule', then the digit's other places in box, row and column);
 * sudoku_chain_off_to_on lists the potentials made true when it is false (the
 * other digit of a two-candidate cell when 'cell_rule', the other place of
 * the digit in a box, row or column with two), with for each the region
 * type that gave it (-1: the cell).  Both return the count; 'out' must
 * hold 28 keys, resp. 4.  (Inline: the dynamic chains ask them for
 * every link they follow.)
 */
/* Append the "off" potential of 'digit' in each cell of set w[0..1], in
 * the order of the cells. */
static inline int
chain_offs_of_cells(uint64_t w0, uint64_t w1, int digit, int *out, int n)
{
	for (; w0; w0 &= w0 - 1)
		out[n++] = chain_key(se_lowest_cell(w0), digit, 0);
	for (; w1; w1 &= w1 - 1)
		out[n++] = chain_key(64 + se_lowest_cell(w1), digit, 0);
	return n;
}

static inline int
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
	n = chain_offs_of_cells(where[0] & box[0] & ~self0,
			  where[1] & box[1] & ~self1, digit, out, n);
	n = chain_offs_of_cells(where[0] & row[0] & ~box[0],
			  where[1] & row[1] & ~box[1], digit, out, n);
	return chain_offs_of_cells(where[0] & col[0] & ~box[0],
			     where[1] & col[1] & ~box[1], digit, out, n);
}

static inline int
sudoku_chain_off_to_on(const struct chain_grid *g, int cell, int digit,
		       int cell_rule, int region_rule, int *out, int *why)
{
	unsigned bit = 1u << (digit - 1), cand = g->cand[cell];
	unsigned rest = cand & (cand - 1);
	const uint8_t *places = g->places[digit - 1];
	const unsigned char *in = sudoku_chain_cell_regions[cell];
	/* the places of a region with one besides the cell */
	int two = 1 + ((cand & bit) != 0), n = 0, type, box_other = -1;
	const uint64_t *where;
	uint64_t self0, self1;

	if (cell_rule && rest && !(rest & (rest - 1))) {
		/* Two candidates.  SE takes the lower digit when 'digit' is
		 * not among the two, which its chains never ask. */
		unsigned other = (cand & bit) ? cand & ~bit : cand;

		out[n] = chain_key(cell, lowest_bit(other) + 1, 1);
		why[n++] = -1;
	}
	/* The counts first: most regions have more places. */
	if (!region_rule || (places[in[0]] != two && places[in[1]] != two &&
			     places[in[2]] != two))
		return n;
	where = g->where[digit - 1];
	self0 = cell < 64 ? (uint64_t)1 << cell : 0;
	self1 = cell < 64 ? 0 : (uint64_t)1 << (cell - 64);
	for (type = 0; type < 3; type++) {
		const uint64_t *r;
		uint64_t w0;
		int other;

		if (places[in[type]] != two)
			continue;
		r = sudoku_se_region_cells[type][in[type] - 9 * type].w;
		w0 = where[0] & r[0] & ~self0;
		other = w0 ? se_lowest_cell(w0)
			   : 64 + se_lowest_cell(where[1] & r[1] & ~self1);
		/* The row and the column share no other cell; the box may
		 * give the place either gives. */
		if (type == 0)
			box_other = other;
		else if (other == box_other)
			continue;
		out[n] = chain_key(other, digit, 1);
		why[n++] = type;
	}
	return n;
}

/*
 * The easiest hint so far, in SE's order: by difficulty, then complexity
 * (total chain size), then SE's sort key of the hint's kind; on a full tie
 * the earlier hint stays.  The step is written only when a hint wins.
 */
struct chain_found;
typedef void sudoku_chain_sink(void *ctx, const struct chain_found *h);

struct chain_best {
	int found;
	int difficulty, complexity, sort_key;
	unsigned takes; /* how often the figures changed (for caches) */
	struct se_step *step;
	/* When set, every hint worth reporting goes to sink(sink_ctx, ...)
	 * instead (a producer used inside a nested chain). */
	sudoku_chain_sink *sink;
	void *sink_ctx;
};

/*
 * A hint as the nested chains see it: its figures, the nodes its chains
 * end in ('target', in SE's order; for a cycle the one "on" end, whose
 * reversed chain counts too), what assumption its chains start from
 * (a chain_cause: CHAIN_CAUSE_START when the start has no cause, the
 * cell or the region type of a cell or region forcing chain) and the
 * potentials it removes (keys, in SE's order).
 */
struct chain_found {
	int difficulty, complexity, sort_key;
	const struct chain_graph *g;
	const int32_t *target;
	int n_target;
	int start_cause, cycle;
	const int *removed;
	int n_removed;
};

/*
 * A chaining producer of SE: run() reports its hints on 'grid' as 'best'
 * asks (the easiest to best->step, or each to best->sink, against a copy
 * of 'best') and returns 1 when it took one into best->step (one that
 * beats what 'best' held), 0 when none, -1 on the deadline or without
 * memory.  It
 * works in the space '*work', allocated on the first run (when NULL) and
 * kept for the next; release() frees it (NULL is fine).  'variant' picks
 * what the producer looks for (see each producer).
 */
struct chain_producer {
	int (*run)(void **work, const struct se_grid *grid, int variant,
		   const struct chain_best *best, struct deadline *deadline);
	void (*release)(void *work);
};

/* The step of the easiest hint of 'p' on 'grid' in '*step', in work space
 * of its own, when its difficulty is below 'below' (0: any): 1, 0 when
 * 'p' finds none (then '*step' is left as it was), -1 on the deadline or
 * without memory.  The search skips what cannot be below 'below'. */
int sudoku_chain_find(const struct chain_producer *p,
		      const struct se_grid *grid, int variant,
		      struct se_step *step, struct deadline *deadline,
		      int below);

/* Every hint of 'p' on 'grid' to sink(ctx, ...), in the work space
 * '*work' (see struct chain_producer).  0, or -1 on the deadline or
 * without memory. */
int sudoku_chain_collect(const struct chain_producer *p,
			 const struct se_grid *grid, int variant,
			 sudoku_chain_sink *sink, void *ctx,
			 struct deadline *deadline, void **work);

/* 1 when a hint of these figures would beat 'b' (worth building). */
int sudoku_chain_beats(const struct chain_best *b, int difficulty,
		       int complexity, int sort_key);
/* The largest complexity a hint of difficulty 'base' plus the length
 * bonus and of 'sort_key' can have and still beat 'b' (0 when none can;
 * INT_MAX while 'b' has none): a search may skip longer chains. */
int sudoku_chain_longest_winner(const struct chain_best *b, int base,
				int sort_key);
/* Make 'b' a search for hints of difficulty below 'below' only (a bound
 * that no hint of that difficulty or more beats); 'b' must have found
 * nothing yet.  A later winner replaces the bound as any hint would. */
void sudoku_chain_best_below(struct chain_best *b, int below);
/* Record the winner's figures and start its step. */
void sudoku_chain_take(struct chain_best *b, int difficulty, int complexity,
		       int sort_key, const char *name);
/* Add to the taken step: a placement of 'digit' in 'cell' (with the
 * eliminations of the cell's other candidates on 'cand'), or an
 * elimination. */
void sudoku_chain_step_place(struct se_step *s, const uint16_t *cand, int cell,
			     int digit);
void sudoku_chain_step_elim(struct se_step *s, int cell, int digit);

#endif
