/* chain_forcing.c - SE's forcing chains that follow every consequence of
 * an assumption: nishio (7.5), multiple (8.0) and dynamic (8.5) forcing
 * chains, and dynamic forcing chains (+) (9.0) that also apply the
 * simpler rules of chain_rules.c.  An assumption's consequences are found
 * breadth first ("on"s before "off"s, as SE does); dynamic chains also take
 * each "off" out of the grid, so that later links see the grid as the chain
 * left it, and a link then rests on those earlier "off"s too.  See LICENSE for
 * copying terms. */
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "rate/chain_core.h"
#include "rate/chain_forcing.h"
#include "rate/chain_nested.h"
#include "rate/chain_rules.h"
#include "rate/chain_screen.h"

/* The consequences of one assumption: the n potentials it implies, in
 * order of discovery, are the nodes base, base + 1, ... of the graph (one
 * search adds them in a row); 'has' holds their keys, and absurd_on and
 * absurd_off the two nodes of a contradiction if it met one (then the
 * search stopped there). */
struct outcome {
	int32_t base;
	int n;
	int32_t absurd_on, absurd_off;
	uint64_t has[(CHAIN_KEYS + 63) / 64];
};

/* The search of one producer of SE: its rules, and its shared state. */
struct forcing {
	const uint16_t *cand; /* the grid of the step */
	/* cand, with each digit's places */
	struct chain_grid start;
	const uint8_t *value;
	int dynamic, nishio, multiple, plus, base;
	enum se_chain_kind kind;
	struct deadline *deadline;
	struct chain_nest_table nest; /* inner chains of a nested level */
	const char *names[4];	      /* contradiction, double, cell, region */
	struct chain_graph g;
	/* While follow() runs, the node of each potential of its outcome,
	 * by key: one at or past the outcome's base, else none (the graph
	 * only grows in a step, so what earlier searches left there tells
	 * none, and one small table serves them all with no tidying). */
	int32_t *id;
	int32_t *targets; /* room for common_nodes() */
	uint8_t on_known[CHAIN_CANDS]; /* outcomes[i] holds this step's */
	struct outcome *off;	       /* assuming a candidate is false */
	struct chain_scratch *space;   /* the block that holds this */
	/* assuming each candidate, by candidate (see on_known) */
	struct outcome *outcomes;
	struct chain_best best;
	struct chain_multiple_screen *screen; /* of multiple chains */
	struct chain_nishio_hot hot;	      /* of nishio chains */
	/* longest_winner() of the best so far by sort key, when known */
	int caps[8];
	unsigned caps_known;
};

/* A producer's search and its outcomes, in one block of work space. */
struct forcing_space {
	struct forcing f;
	int32_t id[CHAIN_KEYS];
	int32_t targets[9 * CHAIN_KEYS];
	struct outcome off, on[CHAIN_CANDS];
	struct chain_nest_cache cache; /* for f.nest */
	struct chain_multiple_screen screen;
	/* The last start grid, when 'last_known' (the kinds of forcing
	 * chains search one step's grid in turn, each from its start). */
	struct chain_grid last;
	int last_known;
};

enum { NAME_ABSURD, NAME_DOUBLE, NAME_CELL, NAME_REGION };

static int
outcome_add(struct forcing *f, struct outcome *o, int key,
	    const int32_t *parent, int n)
{
	int id = sudoku_chain_graph_add(&f->g, key, parent, n);

	if (id >= 0) {
		f->id[key] = id;
		o->has[key >> 6] |= (uint64_t)1 << (key & 63);
		o->n++;
	}
	return id;
}

/* The node of potential 'key' in outcome 'o' while follow() finds it, or
 * -1. */
static inline int32_t
node_of(const struct forcing *f, const struct outcome *o, int key)
{
	int32_t id = f->id[key];

	return id >= o->base ? id : -1;
}

/* outcome_add in the room follow() reserved: at most FOLLOW_NODES nodes
 * of at most 10 parents each. */
enum { FOLLOW_NODES = CHAIN_KEYS + 1, FOLLOW_PARENTS = 10 * FOLLOW_NODES };

static inline int
outcome_push(struct forcing *f, struct outcome *o, int key,
	     const int32_t *parent, int n)
{
	int id = chain_graph_push(&f->g, key, parent, n);

	f->id[key] = id;
	o->has[key >> 6] |= (uint64_t)1 << (key & 63);
	o->n++;
	return id;
}

/* The "off"s the dynamic chain removed from the grid that a link found on
 * 'grid' relies on: candidates of 'cell' (type -1) or places of 'digit' in
 * the region of 'type' holding 'cell', present in the step's grid and gone
 * from 'grid'.  Appends their nodes to 'parent'; returns the new count. */
static int
hidden_parents(const struct forcing *f, const struct outcome *o,
	       const struct chain_grid *grid, int cell, int digit, int type,
	       int32_t *parent, int n)
{
	const uint64_t *was = f->start.where[digit - 1],
		       *now = grid->where[digit - 1], *r;
	uint64_t w;
	unsigned m;
	int k;

	if (type < 0) {
		for (m = f->cand[cell] & ~grid->cand[cell]; m; m &= m - 1) {
			int32_t id =
			    node_of(f, o, chain_key(cell, lowest_bit(m) + 1, 0));

			if (id >= 0)
				parent[n++] = id;
		}
		return n;
	}
	/* The region's places gone, in its order (that of the cells). */
	r = sudoku_se_region_cells[type][chain_region_of(type, cell)].w;
	for (k = 0; k < 2; k++)
		for (w = was[k] & ~now[k] & r[k]; w; w &= w - 1) {
			int32_t id = node_of(
			    f, o, chain_key(64 * k + se_lowest_cell(w), digit, 0));

			if (id >= 0)
				parent[n++] = id;
		}
	return n;
}

/* A potential waiting in follow()'s queue: its node, its key and the
 * length of its chain through first parents (its depth). */
struct pending {
	int32_t id;
	uint16_t key, depth;
};

/* The "off"s that the simpler rules of dynamic (+) chains add. */
struct advance {
	struct forcing *f;
	struct outcome *o;
	struct pending *pend_off;
	int tail;
};

static void
advance_hint(void *ctx, const int *removed, int n_removed, const int *parents,
	     int n_parents, int nested)
{
	struct advance *a = ctx;
	int32_t parent[CHAIN_CANDS];
	int i, n = 0;

	for (i = 0; i < n_parents; i++)
		if (node_of(a->f, a->o, parents[i]) >= 0)
			parent[n++] = node_of(a->f, a->o, parents[i]);
	for (i = 0; i < n_removed; i++) {
		int id;

		if (node_of(a->f, a->o, removed[i]) >= 0 ||
		    a->tail > CHAIN_CANDS)
			continue;
		id = outcome_add(a->f, a->o, removed[i], parent, n);
		if (id >= 0) {
			a->f->g.node[id].nested = nested;
			a->pend_off[a->tail].id = id;
			a->pend_off[a->tail].key = (uint16_t)removed[i];
			a->pend_off[a->tail++].depth = 0;
		}
	}
}

static int longest_any(struct forcing *f);

/*
 * Every consequence of potential 'start' (SE's doChaining); 0, or -1
 * without memory.  A node's chain through its first parents is as long
 * as its depth says, and its size at least that: once every "off" left to
 * follow is as deep as the longest chain that can still win, what
 * follows cannot be part of a winning hint, and the search stops (but
 * not in dynamic (+) chains, where the rules also run when the queue is
 * empty: they could add shorter ones).  What it found is then the start
 * of what the whole search would find.  The queue of "off"s is breadth
 * first, so their depths never fall along it: the one at its head says
 * whether any left is shallow enough.
 */
static int
follow(struct forcing *f, struct outcome *o, int start)
{
	/* The grid as the chain leaves it: the step's own when the chain
	 * removes nothing, and its masks of places only for the rules. */
	struct chain_grid space, *grid = &f->start;
	struct pending pend_on[CHAIN_CANDS + 1], pend_off[CHAIN_CANDS + 1];
	int on_head = 0, on_tail = 0, off_head = 0, off_tail = 0, id, base;
	int y = !f->nishio;
	/* Not cut: a bound no depth reaches (also without a bound, when a
	 * sink takes every hint). */
	int cap = f->plus ? INT_MAX : longest_any(f);
	struct pending *first;

	if (f->dynamic) {
		grid = &space;
		memcpy(grid, &f->start,
		       f->plus ? sizeof *grid
			       : offsetof(struct chain_grid, pos));
	}
	o->n = 0;
	o->absurd_on = o->absurd_off = -1;
	memset(o->has, 0, sizeof o->has);
	/* Each potential once, and one more for a contradiction. */
	if (chain_graph_reserve(&f->g, FOLLOW_NODES, FOLLOW_PARENTS) < 0)
		return -1;
	o->base = base = f->g.n;
	id = outcome_push(f, o, start, NULL, 0);
	first = chain_key_on(start) ? &pend_on[on_tail++]
				    : &pend_off[off_tail++];
	first->id = id;
	first->key = (uint16_t)start;
	first->depth = 1;
	for (;;) {
		int out[28], why[4], n, j, p, key, cell, digit, depth;

		if (on_head < on_tail) {
			p = pend_on[on_head].id;
			key = pend_on[on_head].key;
			depth = pend_on[on_head++].depth + 1;
			n = sudoku_chain_on_to_off(grid, chain_key_cell(key),
						   chain_key_digit(key), y,
						   out);
			/* Each "off" key is even, its "on" the next one: most
			 * often neither is there. */
			for (j = 0; j < n; j++) {
				int32_t off_id = f->id[out[j]],
					on_id = f->id[out[j] + 1];

				if ((off_id >= base) | (on_id >= base)) {
					if (on_id >= base) {
						o->absurd_on = on_id;
						o->absurd_off = chain_graph_push(
						    &f->g, out[j], &p, 1);
						return 0;
					}
					continue;
				}
				id = outcome_push(f, o, out[j], &p, 1);
				pend_off[off_tail].id = id;
				pend_off[off_tail].key = (uint16_t)out[j];
				pend_off[off_tail++].depth = (uint16_t)depth;
			}
			continue;
		}
		if (off_head == off_tail) {
			struct advance a = {f, o, pend_off, off_tail};
			int r = 0;

			if (f->plus)
				r = sudoku_chain_rules(&f->start, grid,
						       f->value, advance_hint,
						       &a);
			if (r == 0 && f->kind >= SE_CHAIN_NESTED_1)
				r = sudoku_chain_nested_rules(
				    &f->nest, f->kind, f->cand, grid->cand,
				    f->value, advance_hint, &a, f->deadline);
			if (r < 0)
				return -1;
			if (r == 0 || a.tail == off_tail)
				return f->g.failed ? -1 : 0;
			off_tail = a.tail;
			/* The rules' nodes may have taken the room. */
			if (chain_graph_reserve(&f->g, FOLLOW_NODES,
						FOLLOW_PARENTS) < 0)
				return -1;
			continue;
		}
		if (pend_off[off_head].depth >= cap)
			return f->g.failed ? -1 : 0;
		p = pend_off[off_head].id;
		key = pend_off[off_head].key;
		depth = pend_off[off_head++].depth + 1;
		cell = chain_key_cell(key);
		digit = chain_key_digit(key);
		n = sudoku_chain_off_to_on(grid, cell, digit, y, 1, out, why);
		/* The grid before this "off" leaves it tells a new "on" the
		 * earlier "off"s it rests on; the rest need no parents.  Each
		 * "on" key is odd, its "off" the one before. */
		for (j = 0; j < n; j++) {
			int32_t parent[10], on_id = f->id[out[j]],
					    off_id = f->id[out[j] - 1];
			int n_parent = 1;

			if (on_id >= base && off_id < base)
				continue;
			parent[0] = p;
			if (f->dynamic)
				n_parent = hidden_parents(
				    f, o, grid, chain_key_cell(out[j]),
				    chain_key_digit(out[j]), why[j], parent,
				    1);
			if (off_id >= base) {
				o->absurd_off = off_id;
				o->absurd_on = chain_graph_push(
				    &f->g, out[j], parent, n_parent);
				return 0;
			}
			id = outcome_push(f, o, out[j], parent, n_parent);
			pend_on[on_tail].id = id;
			pend_on[on_tail].key = (uint16_t)out[j];
			pend_on[on_tail++].depth = (uint16_t)depth;
		}
		if (f->dynamic)
			chain_grid_remove(grid, cell, digit, f->plus);
	}
}

/* The consequences of candidate (cell, digit) being true, computed once
 * per step (SE recomputes them; they do not change). */
static struct outcome *
assume_on(struct forcing *f, int cell, int digit)
{
	int i = 9 * cell + digit - 1;

	if (!f->on_known[i]) {
		if (follow(f, &f->outcomes[i], chain_key(cell, digit, 1)) < 0)
			return NULL;
		f->on_known[i] = 1;
	}
	return &f->outcomes[i];
}

/* The largest complexity a hint of 'sort_key' can have and still win. */
static int
longest_winner(struct forcing *f, int sort_key)
{
	if (!(f->caps_known >> sort_key & 1)) {
		f->caps[sort_key] =
		    sudoku_chain_longest_winner(&f->best, f->base, sort_key);
		f->caps_known |= 1u << sort_key;
	}
	return f->caps[sort_key];
}

/* The longest chain that can still win, whatever the kind of hint. */
static int
longest_any(struct forcing *f)
{
	static const int sort_keys[] = {1, 5, 6, 7};
	int cap = 0, i;

	for (i = 0; i < 4; i++)
		if (longest_winner(f, sort_keys[i]) > cap)
			cap = longest_winner(f, sort_keys[i]);
	return cap;
}

/* Offer a hint whose conclusion is potential 'key' (an "on" places the
 * digit, an "off" removes it), whose chains end in nodes target[0..n-1]
 * and start from an assumption with SE's cause 'start_cause'. */
static void
offer(struct forcing *f, int key, const int32_t *target, int n, int start_cause,
      int sort_key, const char *name)
{
	int cell = chain_key_cell(key), digit = chain_key_digit(key);
	int complexity = 0, difficulty, i, cap;

	if (chain_key_on(key) && f->cand[cell] == 1u << (digit - 1))
		return; /* nothing to remove: SE drops it */
	/* Counted only as far as the hint can still win (the rest can only
	 * add to it); a sink takes every hint. */
	cap = f->best.sink ? INT_MAX : longest_winner(f, sort_key);
	/* A chain's links through first parents are distinct potentials it
	 * rests on (but in dynamic (+) chains, whose rules may add an
	 * "off" whose "on" is known): their count bounds its size from
	 * below, and tells most losers without walking every parent. */
	for (i = 0; !f->plus && cap < INT_MAX && i < n && complexity <= cap;
	     i++) {
		int id = target[i];

		for (complexity++; f->g.node[id].n_parents > 0 &&
				   complexity <= cap;
		     complexity++)
			id = chain_parent(&f->g, id, 0);
	}
	if (complexity > cap)
		return;
	complexity = 0;
	for (i = 0; i < n && complexity <= cap; i++)
		complexity += sudoku_chain_ancestors_upto(&f->g, target[i],
							  cap - complexity);
	if (f->nest.n > 0 && complexity <= cap)
		complexity +=
		    sudoku_chain_nested_complexity(&f->g, target, n, &f->nest);
	difficulty = f->base + sudoku_chain_length_bonus(complexity);
	if (f->best.sink) {
		struct chain_found h;
		int removed[9], n_removed = 0;
		unsigned m;

		if (chain_key_on(key))
			for (m = f->cand[cell] & ~(1u << (digit - 1)); m;
			     m &= m - 1)
				removed[n_removed++] =
				    chain_key(cell, lowest_bit(m) + 1, 0);
		else
			removed[n_removed++] = key;
		h.difficulty = difficulty;
		h.complexity = complexity;
		h.sort_key = sort_key;
		h.g = &f->g;
		h.target = target;
		h.n_target = n;
		h.start_cause = start_cause;
		h.cycle = 0;
		h.removed = removed;
		h.n_removed = n_removed;
		f->best.sink(f->best.sink_ctx, &h);
		return;
	}
	if (!sudoku_chain_beats(&f->best, difficulty, complexity, sort_key))
		return;
	sudoku_chain_take(&f->best, difficulty, complexity, sort_key, name);
	f->caps_known = 0;
	if (chain_key_on(key))
		sudoku_chain_step_place(f->best.step, f->cand, cell, digit);
	else
		sudoku_chain_step_elim(f->best.step, cell, digit);
}

/* The potentials that all of outcomes o[0..n-1] imply, to keys[], in
 * the order the first found them, their set to common[], and their
 * nodes in the first to node[n * i] (see common_nodes); returns their
 * count.  Their sets of keys tell first whether they share any (most
 * often they do not). */
static int
common_keys(const struct forcing *f, struct outcome *const *o, int n,
	    uint16_t *keys, uint64_t *common, int32_t *node)
{
	int count = 0, i, j;

	if (n == 0)
		return 0;
	memcpy(common, o[0]->has, sizeof o[0]->has);
	/* Most often the first few share nothing already. */
	for (j = 1; j < n; j++) {
		uint64_t any = 0;

		for (i = 0; i < (CHAIN_KEYS + 63) / 64; i++)
			any |= common[i] &= o[j]->has[i];
		if (!any)
			return 0;
	}
	for (i = 0; i < o[0]->n; i++) {
		int key = f->g.node[o[0]->base + i].key;

		if (common[key >> 6] >> (key & 63) & 1) {
			node[n * count] = o[0]->base + i;
			keys[count++] = (uint16_t)key;
		}
	}
	return count;
}

/* The node of each of potentials keys[0..count-1], set common[], in each
 * of outcomes o[1..n-1], which all hold them: node[n * i + j] for
 * keys[i] in o[j] (common_keys gave those of o[0]).  The table of nodes
 * by key, which no search uses meanwhile, maps each of the keys to its
 * place in keys[] while each outcome is read, up to the last of them
 * (and tells none after: -1). */
static void
common_nodes(struct forcing *f, struct outcome *const *o, int n,
	     const uint16_t *keys, const uint64_t *common, int count,
	     int32_t *node)
{
	int i, j;

	for (i = 0; i < count; i++)
		f->id[keys[i]] = i;
	for (j = 1; j < n; j++) {
		int left = count;

		for (i = 0; left > 0; i++) {
			int key = f->g.node[o[j]->base + i].key;

			if (common[key >> 6] >> (key & 63) & 1) {
				node[n * f->id[key] + j] = o[j]->base + i;
				left--;
			}
		}
	}
	for (i = 0; i < count; i++)
		f->id[keys[i]] = -1;
}

/* Offer every potential that all of outcomes o[0..n-1] imply (SE's cell
 * and region forcing chains, and its double forcing chains from an
 * assumption and its negation): "on"s first, then "off"s, each in the
 * order the first outcome found them. */
static void
offer_common(struct forcing *f, struct outcome **o, int n, int start_cause,
	     int sort_key, const char *name)
{
	uint16_t keys[CHAIN_KEYS];
	uint64_t common[(CHAIN_KEYS + 63) / 64];
	int count = common_keys(f, o, n, keys, common, f->targets), on, i;

	if (count == 0)
		return;
	common_nodes(f, o, n, keys, common, count, f->targets);
	for (on = 1; on >= 0; on--)
		for (i = 0; i < count; i++)
			if (chain_key_on(keys[i]) == on)
				offer(f, keys[i], &f->targets[n * i], n,
				      start_cause, sort_key, name);
}

/* SE's region forcing chains for digit 'digit' of 'cell', whose own
 * outcome is 'mine': each region where the cell is the digit's first
 * place. */
static int
region_chains(struct forcing *f, int cell, int digit, struct outcome *mine)
{
	const uint64_t *where = f->start.where[digit - 1];
	int type;

	/* A region's places in its order are its cells in increasing
	 * order, which its set of the digit's places gives. */
	for (type = 0; type < 3; type++) {
		struct outcome *o[9];
		int r = chain_region_of(type, cell), n = 0, k;
		const uint64_t *in = sudoku_se_region_cells[type][r].w;
		uint64_t w[2] = {where[0] & in[0], where[1] & in[1]};
		int count = f->start.places[digit - 1][9 * type + r];

		if ((w[0] ? se_lowest_cell(w[0])
			  : 64 + se_lowest_cell(w[1])) != cell ||
		    count < 2 || (count > 2 && !f->multiple))
			continue;
		for (k = 0; k < 2; k++)
			for (; w[k]; w[k] &= w[k] - 1) {
				int c = 64 * k + se_lowest_cell(w[k]);

				o[n] = c == cell ? mine : assume_on(f, c, digit);
				if (!o[n++])
					return -1;
			}
		offer_common(f, o, n, type, 6, f->names[NAME_REGION]);
	}
	return 0;
}

/* 1 when nishio chains from digit d (from 0) of 'cell' assumed true
 * (on), false (!on) may meet a contradiction (see f->hot). */
static int
nishio_hot(const struct forcing *f, int cell, int d, int on)
{
	const uint64_t *w = on ? f->hot.on[d] : f->hot.off[d];

	return (int)(w[cell >> 6] >> (cell & 63) & 1);
}

/* SE's hints from one cell: each digit assumed true and false (nishio,
 * contradictions, double implications), region and cell chains.  A
 * nishio hint is a contradiction: its chains follow only the assumptions
 * that may meet one. */
static int
cell_chains(struct forcing *f, int cell)
{
	struct outcome *on[9];
	int count = bit_count(f->cand[cell]), n = 0, digit;
	int contradiction = f->dynamic || f->nishio;
	int twice = count >= 3 && f->dynamic && !f->nishio;

	for (digit = 1; digit <= 9; digit++) {
		struct outcome *o;

		if (!(f->cand[cell] >> (digit - 1) & 1))
			continue;
		if (f->nishio && !nishio_hot(f, cell, digit - 1, 1))
			o = NULL;
		else if (!(o = on[n++] = assume_on(f, cell, digit)))
			return -1;
		if (contradiction && o && o->absurd_on >= 0) {
			int32_t target[2] = {o->absurd_on, o->absurd_off};

			offer(f, chain_key(cell, digit, 0), target, 2,
			      CHAIN_CAUSE_START, 7, f->names[NAME_ABSURD]);
		}
		if ((contradiction || twice) &&
		    !(f->nishio && !nishio_hot(f, cell, digit - 1, 0))) {
			if (follow(f, f->off, chain_key(cell, digit, 0)) < 0)
				return -1;
			if (contradiction && f->off->absurd_on >= 0) {
				int32_t target[2] = {f->off->absurd_on,
						     f->off->absurd_off};

				offer(f, chain_key(cell, digit, 1), target, 2,
				      CHAIN_CAUSE_START, 7,
				      f->names[NAME_ABSURD]);
			}
		}
		if (twice) {
			/* SE's double forcing chains: what both the
			 * assumption and its negation imply. */
			struct outcome *both[2] = {o, f->off};

			offer_common(f, both, 2, CHAIN_CAUSE_START, 1,
				     f->names[NAME_DOUBLE]);
		}
		if (!f->nishio && region_chains(f, cell, digit, o) < 0)
			return -1;
	}
	if (!f->nishio && (count == 2 || f->multiple))
		offer_common(f, on, n, CHAIN_CAUSE_CELL, 5,
			     f->names[NAME_CELL]);
	return 0;
}

/* A producer's work space, from this thread's blocks (see chain_core.h);
 * run_forcing clears its table of nodes by key. */
static struct forcing *
forcing_alloc(void)
{
	struct chain_scratch *space =
	    sudoku_chain_scratch_get(&sudoku_chain_forcing,
				     sizeof(struct forcing_space));
	struct forcing_space *fs;
	struct forcing *f;

	if (!space)
		return NULL;
	fs = space->data;
	f = &fs->f;
	memset(f, 0, sizeof *f);
	f->nest.cache = &fs->cache;
	f->space = space;
	f->g = space->graph;
	f->id = fs->id;
	f->targets = fs->targets;
	f->off = &fs->off;
	f->outcomes = fs->on;
	f->screen = &fs->screen;
	return f;
}

/* The producer's release: its work space back (NULL is fine). */
static void
forcing_release(void *work)
{
	struct forcing *f = work;

	if (!f)
		return;
	sudoku_chain_nest_free(&f->nest);
	sudoku_chain_scratch_put(f->space, &f->g);
}

/* f->start, from 'cand': the last one again when it was of the same
 * candidates. */
static void
start_grid(struct forcing *f, const uint16_t *cand)
{
	struct forcing_space *fs = f->space->data;

	if (fs->last_known &&
	    memcmp(fs->last.cand, cand, sizeof fs->last.cand) == 0) {
		f->start = fs->last;
		return;
	}
	sudoku_chain_grid_init(&f->start, cand);
	fs->last = f->start;
	fs->last_known = 1;
}

/* The producer of 'kind' on 'grid', reporting to 'best', in work space
 * '*work' (its buffers are kept; what it knew of another grid is not). */
static int
run_forcing(void **work, const struct se_grid *grid, int kind,
	    const struct chain_best *best, struct deadline *deadline)
{
	static const char *const names[][4] = {
	    {"Nishio Forcing Chains", "", "", ""},
	    {"", "", "Cell Forcing Chains", "Region Forcing Chains"},
	    {"Dynamic Contradiction Forcing Chains",
	     "Dynamic Double Forcing Chains", "Dynamic Cell Forcing Chains",
	     "Dynamic Region Forcing Chains"},
	    {"Dynamic Contradiction Forcing Chains (+)",
	     "Dynamic Double Forcing Chains (+)",
	     "Dynamic Cell Forcing Chains (+)",
	     "Dynamic Region Forcing Chains (+)"},
	    {"Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
	     "Dynamic Double Forcing Chains (+ Forcing Chains)",
	     "Dynamic Cell Forcing Chains (+ Forcing Chains)",
	     "Dynamic Region Forcing Chains (+ Forcing Chains)"},
	    {"Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
	     "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)",
	     "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)",
	     "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)"},
	    {"Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)",
	     "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)",
	     "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)",
	     "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)"}};
	/* SE's base difficulty: 7.5, 8.0, 8.5, then 8.5 + 0.5 * level for
	 * the levels 1 (+), 2, 3, 4, 4 (its last two differ only in the
	 * chains they nest). */
	static const int base[] = {75, 80, 85, 90, 95, 100, 105, 105};
	struct forcing *f = *work ? *work : (*work = forcing_alloc());
	int cell, r = 0, k = kind - SE_CHAIN_NISHIO;

	if (!f)
		return -1;
	memset(f->on_known, 0, sizeof f->on_known);
	/* The graph starts again: no node of the table is one of it. */
	memset(f->id, 0xff, CHAIN_KEYS * sizeof *f->id);
	f->g.n = f->g.n_pool = 0;
	f->nest.n = 0;
	f->caps_known = 0;
	f->cand = grid->cand;
	start_grid(f, grid->cand);
	f->value = grid->value;
	f->kind = (enum se_chain_kind)kind;
	f->deadline = deadline;
	f->plus = kind >= SE_CHAIN_DYNAMIC_PLUS;
	f->nishio = kind == SE_CHAIN_NISHIO;
	f->dynamic = kind != SE_CHAIN_MULTIPLE;
	f->multiple = kind != SE_CHAIN_NISHIO;
	f->base = base[k];
	memcpy(f->names, names[k < 6 ? k : 6], sizeof f->names);
	f->best = *best;
	if (f->nishio && !sudoku_chain_nishio_may(&f->start, &f->hot))
		return 0;
	/* Multiple forcing chains find a hint from few cells: what their
	 * links reach tells most others apart first. */
	if (kind == SE_CHAIN_MULTIPLE)
		sudoku_chain_multiple_screen(f->screen, &f->start);
	for (cell = 0; cell < 81 && r == 0; cell++) {
		int count = bit_count(grid->cand[cell]);

		if (count < 2 || (count == 2 && !f->dynamic))
			continue;
		if (kind == SE_CHAIN_MULTIPLE &&
		    !sudoku_chain_multiple_may(f->screen, &f->start, cell))
			continue;
		/* One cell's chains take long: read the clock before each. */
		if (deadline && deadline->at != 0 &&
		    sudoku_deadline_check_slow(deadline))
			r = -1;
		else
			r = cell_chains(f, cell);
	}
	if (f->g.failed)
		r = -1;
	return r < 0 ? -1 : f->best.takes != best->takes;
}

const struct chain_producer sudoku_chain_forcing = {
    run_forcing, forcing_release};
