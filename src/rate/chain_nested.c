/* chain_nested.c - SE's nested forcing chains: the forcing chains a
 * dynamic chain of a nested level runs on the grid as the chain left it,
 * the "off"s of the outer chain each of their hints rests on, and the
 * size they add to the outer hint.  See LICENSE for copying terms. */
#include <stdlib.h>
#include <string.h>

#include "rate/chain_forcing.h"
#include "rate/chain_nested.h"

/* One inner hint: its figures, the outer "off"s it rests on (SE's rule
 * parents), what it removes, and a fingerprint of its chains; the keys
 * live in the pool of struct inner.  Until they are read (n_parents
 * -1), 'parents' holds its chains' ends instead, nodes of 'graph'. */
struct inner_hint {
	int difficulty, complexity, sort_key;
	int removed, n_removed, parents, n_parents;
	int n_target, start_cause, cycle;
	uint64_t print;
};

/* What the hints' rule parents are read with, kept from one search to
 * the next: a queue, and the potentials met (those whose mark is the
 * current stamp) per chain and per hint. */
struct nest_work {
	int32_t queue[CHAIN_KEYS];
	uint32_t done[CHAIN_KEYS], seen[CHAIN_KEYS];
	uint32_t done_stamp, seen_stamp;
	struct inner_hint *hint; /* struct inner's arrays, kept */
	int *pool;
	int hint_cap, pool_cap;
};

/* The hints of one inner producer, and the candidates that the outer
 * chain took from the step's grid: per cell, and per digit as cells. */
struct inner {
	const uint16_t *source, *grid;
	struct inner_hint *hint;
	int n, cap;
	int *pool;
	int n_pool, pool_cap;
	int failed;
	/* 'late': the producer's graph outlives its search (that of the
	 * forcing chains does, not the single chains'), and the rule
	 * parents are read only for the hints that are kept, on 'graph'. */
	int late;
	const struct chain_graph *graph;
	struct nest_work *work;
	uint16_t gone[81];
	uint64_t gone_where[9][2];
};

void
sudoku_chain_nest_free(struct chain_nest_table *t)
{
	if (t->work) {
		free(t->work->hint);
		free(t->work->pool);
		free(t->work);
	}
	free(t->complexity);
	free(t->print);
	sudoku_chain_unary.release(t->unary);
	sudoku_chain_forcing.release(t->forcing);
	memset(t, 0, sizeof *t);
}

static int
nest_add(struct chain_nest_table *t, int complexity, uint64_t print)
{
	if (t->n == t->cap) {
		/* One capacity for both: it changes when both have grown. */
		int cap = t->cap, failed = 0;

		t->complexity =
		    sudoku_chain_grow(t->complexity, &cap, t->n + 1,
				      sizeof *t->complexity, 256, &failed);
		if (failed)
			return -1;
		t->print = sudoku_chain_grow(t->print, &t->cap, t->n + 1,
					     sizeof *t->print, 256, &failed);
		if (failed)
			return -1;
	}
	t->complexity[t->n] = complexity;
	t->print[t->n] = print;
	return t->n++;
}

static int
pool_room(struct inner *in, int more)
{
	int failed = 0;

	if (in->n_pool + more > in->pool_cap)
		in->pool = sudoku_chain_grow(in->pool, &in->pool_cap,
					     in->n_pool + more,
					     sizeof *in->pool, 4096, &failed);
	return failed ? -1 : 0;
}

static uint64_t
mix(uint64_t h, int x)
{
	return (h ^ (uint64_t)(x + 1)) * 0x100000001b3ull;
}

/* New stamps for the potentials met per hint and per chain, their
 * marks cleared when the count wraps. */
static void
new_hint(struct nest_work *w)
{
	if (++w->seen_stamp == 0) {
		memset(w->seen, 0, sizeof w->seen);
		w->seen_stamp = 1;
	}
}

static uint32_t
new_chain(struct nest_work *w)
{
	if (++w->done_stamp == 0) {
		memset(w->done, 0, sizeof w->done);
		w->done_stamp = 1;
	}
	return w->done_stamp;
}

/* Append "off" potential 'key' to out[0..n-1] unless the hint has it
 * already; returns the new count. */
static int
add_parent(struct nest_work *w, int key, int *out, int n)
{
	if (w->seen[key] != w->seen_stamp) {
		w->seen[key] = w->seen_stamp;
		out[n++] = key;
	}
	return n;
}

/* The "off"s of the outer chain that an "on" potential (cell, digit)
 * held for 'cause' relies on: candidates of the cell (the cell's rule)
 * or places of the digit in the region (a region's rule) that the step's
 * grid had and the outer chain removed, in the region's order.  Appended
 * to 'out' unless the hint has them already. */
static int
cause_parents(const struct inner *in, int cell, int digit, int cause,
	      int *out, int n)
{
	const uint64_t *r;
	unsigned m;
	uint64_t w;
	int k;

	if (cause == CHAIN_CAUSE_CELL) {
		for (m = in->gone[cell]; m; m &= m - 1)
			n = add_parent(in->work,
				       chain_key(cell, lowest_bit(m) + 1, 0),
				       out, n);
		return n;
	}
	if (cause < 0)
		return n;
	r = sudoku_se_region_cells[cause][chain_region_of(cause, cell)].w;
	for (k = 0; k < 2; k++)
		for (w = in->gone_where[digit - 1][k] & r[k]; w; w &= w - 1)
			n = add_parent(
			    in->work,
			    chain_key(64 * k + se_lowest_cell(w), digit, 0),
			    out, n);
	return n;
}

/*
 * SE's rule parents of hint 'h' (collectRuleParents): every "on" of its
 * chains (the first node met for a potential standing for it; a chain's
 * start takes the hint's start cause) brings the outer "off"s of its
 * cause.  A cycle is also read backwards, where its "off"s are "on"s
 * with their own causes.  Also fingerprints the chains (SE's FullChain:
 * the targets and each one's chain in breadth-first order).
 */
static int
rule_parents(const struct inner *in, const struct chain_found *h, int *out,
	     uint64_t *print)
{
	const struct chain_graph *g = h->g;
	struct nest_work *w = in->work;
	uint32_t *done = w->done;
	int32_t *queue = w->queue;
	uint64_t fp = 0xcbf29ce484222325ull;
	int n = 0, t, id;

	new_hint(w);
	for (t = 0; t < h->n_target; t++) {
		int head = 0, tail = 0;
		uint32_t stamp = new_chain(w);

		/* Marked when queued: the order of SE's breadth-first
		 * walk, which skips a potential met again. */
		fp = mix(fp, -1);
		queue[tail++] = h->target[t];
		done[g->node[h->target[t]].key] = stamp;
		while (head < tail) {
			int key, cause, i;

			id = queue[head++];
			key = g->node[id].key;
			fp = mix(fp, key);
			cause = sudoku_chain_cause(g, id);
			if (cause == CHAIN_CAUSE_START)
				cause = h->start_cause;
			if (chain_key_on(key))
				n = cause_parents(in, chain_key_cell(key),
						  chain_key_digit(key), cause,
						  out, n);
			for (i = 0; i < g->node[id].n_parents; i++) {
				int32_t p = chain_parent(g, id, i);

				if (done[g->node[p].key] != stamp) {
					done[g->node[p].key] = stamp;
					queue[tail++] = p;
				}
			}
		}
	}
	if (h->cycle && h->n_target > 0) {
		fp = mix(fp, -2);
		for (id = h->target[0]; g->node[id].n_parents > 0;
		     id = chain_parent(g, id, 0)) {
			int key = g->node[id].key;

			fp = mix(fp, key ^ 1);
			if (!chain_key_on(key))
				n = cause_parents(
				    in, chain_key_cell(key), chain_key_digit(key),
				    sudoku_chain_cause(g, id), out, n);
		}
	}
	*print = fp;
	return n;
}

/* The sink of an inner producer: keep the hint with its rule parents. */
static void
collect(void *ctx, const struct chain_found *h)
{
	struct inner *in = ctx;
	struct inner_hint *x;
	int parents[CHAIN_CANDS], n, i;
	uint64_t print;

	if (in->failed)
		return;
	if (in->late) {
		/* Read later: the chains' ends stand for the parents. */
		in->graph = h->g;
		n = h->n_target;
		for (i = 0; i < n; i++)
			parents[i] = h->target[i];
		print = 0;
	} else {
		n = rule_parents(in, h, parents, &print);
	}
	if (n < 0 || pool_room(in, n + h->n_removed) < 0) {
		in->failed = 1;
		return;
	}
	if (in->n == in->cap) {
		in->hint =
		    sudoku_chain_grow(in->hint, &in->cap, in->n + 1,
				      sizeof *in->hint, 256, &in->failed);
		if (in->failed)
			return;
	}
	x = &in->hint[in->n++];
	x->difficulty = h->difficulty;
	x->complexity = h->complexity;
	x->sort_key = h->sort_key;
	x->print = print;
	x->removed = in->n_pool;
	x->n_removed = h->n_removed;
	for (i = 0; i < h->n_removed; i++)
		in->pool[in->n_pool++] = h->removed[i];
	x->parents = in->n_pool;
	x->n_parents = in->late ? -1 : n;
	x->n_target = h->n_target;
	x->start_cause = h->start_cause;
	x->cycle = h->cycle;
	for (i = 0; i < n; i++)
		in->pool[in->n_pool++] = parents[i];
}

/* The rule parents of hint 'x' whose chains' ends its 'parents' hold
 * (see struct inner_hint), read now: 0, or -1 without memory. */
static int
late_parents(struct inner *in, struct inner_hint *x)
{
	int32_t target[CHAIN_CANDS];
	int parents[CHAIN_CANDS], n, i;
	struct chain_found h = {0};

	for (i = 0; i < x->n_target; i++)
		target[i] = in->pool[x->parents + i];
	h.g = in->graph;
	h.target = target;
	h.n_target = x->n_target;
	h.start_cause = x->start_cause;
	h.cycle = x->cycle;
	n = rule_parents(in, &h, parents, &x->print);
	if (pool_room(in, n) < 0)
		return -1;
	x->parents = in->n_pool;
	x->n_parents = n;
	for (i = 0; i < n; i++)
		in->pool[in->n_pool++] = parents[i];
	return 0;
}

/* SE sorts the hints of a producer by difficulty, size, kind; stably. */
static int
hint_before(const struct inner_hint *a, const struct inner_hint *b)
{
	if (a->difficulty != b->difficulty)
		return a->difficulty < b->difficulty;
	if (a->complexity != b->complexity)
		return a->complexity < b->complexity;
	return a->sort_key < b->sort_key;
}

/* order[0..n-1], the hints in SE's order: a merge sort (stable: the
 * producers report thousands of hints in the deepest levels), with
 * 'tmp' of n ints. */
static void
sort_hints(const struct inner *in, int *order, int *tmp)
{
	int n = in->n, i, width;

	for (i = 0; i < n; i++)
		order[i] = i;
	for (width = 1; width < n; width *= 2) {
		for (i = 0; i < n; i += 2 * width) {
			int mid = i + width < n ? i + width : n;
			int end = i + 2 * width < n ? i + 2 * width : n;
			int a = i, b = mid, k = i;

			while (a < mid && b < end)
				tmp[k++] = hint_before(&in->hint[order[b]],
						       &in->hint[order[a]])
					       ? order[b++]
					       : order[a++];
			while (a < mid)
				tmp[k++] = order[a++];
			while (b < end)
				tmp[k++] = order[b++];
		}
		memcpy(order, tmp, sizeof *order * (size_t)n);
	}
}

/* A hash of the set of removals of 'h' (the same in any order). */
static uint64_t
removals_hash(const struct inner *in, const struct inner_hint *h)
{
	uint64_t sum = (uint64_t)h->n_removed;
	int i;

	for (i = 0; i < h->n_removed; i++) {
		uint64_t x = (uint64_t)in->pool[h->removed + i] + 1;

		x *= 0x9e3779b97f4a7c15ull;
		sum += x ^ x >> 29;
	}
	return sum;
}

/* SE keeps one hint per set of removals (the first, easiest one). */
static int
same_removals(const struct inner *in, const struct inner_hint *a,
	      const struct inner_hint *b)
{
	int i, j;

	if (a->n_removed != b->n_removed)
		return 0;
	for (i = 0; i < a->n_removed; i++) {
		int key = in->pool[a->removed + i];

		for (j = 0; j < b->n_removed && in->pool[b->removed + j] != key;
		     j++)
			;
		if (j == b->n_removed)
			return 0;
	}
	return 1;
}

/* The grid of 'in' and 'producer' hashed (never 0). */
static uint64_t
cache_hash(const struct inner *in, int producer)
{
	uint64_t h = 0xcbf29ce484222325ull;
	int c;

	for (c = 0; c < 81; c += 3)
		h = (h ^ (in->grid[c] | (uint64_t)in->grid[c + 1] << 16 |
			  (uint64_t)in->grid[c + 2] << 32)) *
		    0x100000001b3ull;
	h = (h ^ (uint64_t)(producer + 8)) * 0x9e3779b97f4a7c15ull;
	return h | 1;
}

static void
cache_empty(struct chain_nest_cache *k)
{
	memset(k->slot, 0, sizeof k->slot);
	k->n_pool = k->n_entries = 0;
}

/* Make the cache's entries fit the step of 'in', 'value': kept when its
 * grid has no candidate that the last step's lacked and the same digits
 * are placed (the hints of a grid depend on nothing else, and their
 * parents only shrink: see cache_replay), else emptied. */
static void
cache_check(struct chain_nest_cache *k, const struct inner *in,
	    const uint8_t *value)
{
	int c;

	if (k->valid && memcmp(k->value, value, sizeof k->value) == 0) {
		for (c = 0; c < 81 && !(in->source[c] & ~k->step[c]); c++)
			;
		if (c == 81) {
			memcpy(k->step, in->source, sizeof k->step);
			return;
		}
	}
	memcpy(k->step, in->source, sizeof k->step);
	memcpy(k->value, value, sizeof k->value);
	cache_empty(k);
	k->valid = 1;
}

/* An entry's pool starts with the grid (41 ints) and the producer. */
enum { CACHE_KEY = 42 };

/* The slot of the grid of 'in' for 'producer' (hash 'h'): the one that
 * holds it, or the free one where it goes; NULL when the table is
 * full. */
static struct nest_cache_slot *
cache_slot(struct chain_nest_cache *k, const struct inner *in, int producer,
	   uint64_t h)
{
	unsigned i = (unsigned)(h >> 40) & (NEST_CACHE_SLOTS - 1), n;

	for (n = 0; n < NEST_CACHE_SLOTS; n++) {
		struct nest_cache_slot *x = &k->slot[i];

		if (x->hash == 0 ||
		    (x->hash == h && k->pool[x->at + 41] == producer &&
		     memcmp(&k->pool[x->at], in->grid, 81 * sizeof(uint16_t)) ==
			 0))
			return x;
		i = (i + 1) & (NEST_CACHE_SLOTS - 1);
	}
	return NULL;
}

/*
 * Report again the hints of a cached entry (its pool after the grid:
 * the number of hints, and each one's complexity, print, removals and
 * parents); returns 1 when one was reported.  The parents were read on
 * the grid of an earlier step or this one: this step's are those of the
 * candidates it still has, in the same order (each is the same walk's,
 * where a candidate gone from the step's grid was gone from the
 * earlier), and a hint left with none is not reported.
 */
static int
cache_replay(struct chain_nest_table *t, const struct inner *in,
	     const int32_t *p, sudoku_chain_rule_hint *hint, void *ctx)
{
	int n = p[0], i, j, at = 1, reported = 0;

	for (i = 0; i < n; i++) {
		int complexity = p[at], n_removed = p[at + 3], index;
		uint64_t print = (uint32_t)p[at + 1] |
				 (uint64_t)(uint32_t)p[at + 2] << 32;
		const int *removed = p + at + 4;
		int n_parents = p[at + 4 + n_removed], kept = 0;
		const int *parents = p + at + 5 + n_removed;
		int still[CHAIN_CANDS];

		at += 5 + n_removed + n_parents;
		for (j = 0; j < n_parents; j++)
			if (in->source[chain_key_cell(parents[j])] >>
				(chain_key_digit(parents[j]) - 1) &
			    1)
				still[kept++] = parents[j];
		if (kept == 0)
			continue;
		if ((index = nest_add(t, complexity, print)) < 0)
			return -1;
		hint(ctx, removed, n_removed, still, kept, index);
		reported = 1;
	}
	return reported;
}

/* Keep the hints that run_inner reported, order[0..n-1] of 'in' (those
 * set in 'keep'; none when 'keep' is NULL), for the grid of 'in' in slot
 * 'x' (hash 'h'); the cache emptied first when full. */
static void
cache_store(struct chain_nest_cache *k, struct nest_cache_slot *x,
	    uint64_t h, const struct inner *in, int producer, const int *order,
	    const uint8_t *keep)
{
	int size = CACHE_KEY + 1, i, at, n = 0;
	int32_t *p;

	for (i = 0; keep != NULL && i < in->n; i++)
		if (keep[i]) {
			size += 5 + in->hint[order[i]].n_removed +
				in->hint[order[i]].n_parents;
			n++;
		}
	if (size > NEST_CACHE_POOL)
		return;
	if (size > NEST_CACHE_POOL - k->n_pool ||
	    k->n_entries >= NEST_CACHE_SLOTS / 2) {
		cache_empty(k);
		x = cache_slot(k, in, producer, h);
	}
	at = k->n_pool;
	k->n_pool += size;
	k->n_entries++;
	p = &k->pool[at];
	p[40] = 0; /* the grid's last half int */
	memcpy(p, in->grid, 81 * sizeof(uint16_t));
	p[41] = producer;
	p += CACHE_KEY;
	*p++ = n;
	for (i = 0; keep != NULL && i < in->n; i++) {
		const struct inner_hint *y = &in->hint[order[i]];

		if (!keep[i])
			continue;
		*p++ = y->complexity;
		*p++ = (int32_t)(uint32_t)y->print;
		*p++ = (int32_t)(uint32_t)(y->print >> 32);
		*p++ = y->n_removed;
		memcpy(p, in->pool + y->removed,
		       sizeof *p * (size_t)y->n_removed);
		p += y->n_removed;
		*p++ = y->n_parents;
		memcpy(p, in->pool + y->parents,
		       sizeof *p * (size_t)y->n_parents);
		p += y->n_parents;
	}
	x->hash = h;
	x->at = at;
}

/* Run one inner producer and report its hints; 1, 0 or -1. */
static int
run_inner(struct inner *in, struct chain_nest_table *t, int producer,
	  const uint8_t *value, sudoku_chain_rule_hint *hint, void *ctx,
	  struct deadline *deadline)
{
	struct se_grid grid;
	struct nest_cache_slot *slot = NULL;
	uint64_t h = 0;
	uint8_t *keep;
	int *order, *first, i, j, slots, r, reported = 0;

	if (t->cache) {
		cache_check(t->cache, in, value);
		h = cache_hash(in, producer);
		slot = cache_slot(t->cache, in, producer, h);
		if (slot && slot->hash != 0)
			return cache_replay(
			    t, in, &t->cache->pool[slot->at + CACHE_KEY],
			    hint, ctx);
	}

	memcpy(grid.cand, in->grid, sizeof grid.cand);
	memcpy(grid.value, value, sizeof grid.value);
	in->n = in->n_pool = 0;
	in->late = producer >= 0;
	if (producer < 0)
		r = sudoku_chain_collect(&sudoku_chain_unary, &grid, 2,
					 collect, in, deadline, &t->unary);
	else
		r = sudoku_chain_collect(&sudoku_chain_forcing, &grid,
					 producer, collect, in, deadline,
					 &t->forcing);
	if (r < 0 || in->failed)
		return -1;
	if (in->n == 0) {
		if (slot)
			cache_store(t->cache, slot, h, in, producer, NULL,
				    NULL);
		return 0;
	}
	/* The order, a merge sort's room, and a table of the first hint of
	 * each set of removals (open addressing, by their hash; -1 free). */
	for (slots = 2; slots < 2 * in->n; slots *= 2)
		;
	order = malloc(sizeof *order * (size_t)(2 * in->n + slots) +
		       (size_t)in->n);
	if (!order)
		return -1;
	first = order + 2 * in->n;
	keep = (uint8_t *)(first + slots);
	memset(keep, 0, (size_t)in->n);
	memset(first, -1, sizeof *first * (size_t)slots);
	sort_hints(in, order, order + in->n);
	for (i = 0; i < in->n; i++) {
		struct inner_hint *x = &in->hint[order[i]];
		int index;

		for (j = (int)(removals_hash(in, x) & (uint64_t)(slots - 1));
		     first[j] >= 0;
		     j = (j + 1) & (slots - 1))
			if (same_removals(in, &in->hint[first[j]], x))
				break;
		if (first[j] >= 0)
			continue; /* an easier hint removes the same */
		first[j] = order[i];
		if (x->n_parents < 0 && late_parents(in, x) < 0) {
			free(order);
			return -1;
		}
		if (x->n_parents == 0)
			continue;
		if ((index = nest_add(t, x->complexity, x->print)) < 0) {
			free(order);
			return -1;
		}
		hint(ctx, in->pool + x->removed, x->n_removed,
		     in->pool + x->parents, x->n_parents, index);
		keep[i] = 1;
		reported = 1;
	}
	if (slot)
		cache_store(t->cache, slot, h, in, producer, order, keep);
	free(order);
	return reported;
}

int
sudoku_chain_nested_rules(struct chain_nest_table *t, enum se_chain_kind kind,
			  const uint16_t *source, const uint16_t *grid,
			  const uint8_t *value, sudoku_chain_rule_hint *hint,
			  void *ctx, struct deadline *deadline)
{
	/* SE's inner producers per level, in its order (-1: forcing
	 * chains and cycles). */
	static const int producers[4][2] = {
	    {-1, -2},
	    {-1, SE_CHAIN_MULTIPLE},
	    {SE_CHAIN_DYNAMIC, -2},
	    {SE_CHAIN_DYNAMIC_PLUS, -2}};
	struct inner in = {0};
	struct nest_work *w = t->work;
	int i, r = 0;

	if (!w && !(w = t->work = calloc(1, sizeof *w)))
		return -1;
	in.source = source;
	in.grid = grid;
	in.work = w;
	in.hint = w->hint;
	in.cap = w->hint_cap;
	in.pool = w->pool;
	in.pool_cap = w->pool_cap;
	for (i = 0; i < 81; i++) {
		unsigned m;

		in.gone[i] = (uint16_t)(source[i] & ~grid[i]);
		for (m = in.gone[i]; m; m &= m - 1)
			in.gone_where[lowest_bit(m)][i >> 6] |= (uint64_t)1
								<< (i & 63);
	}
	for (i = 0; i < 2 && r == 0; i++) {
		int p = producers[kind - SE_CHAIN_NESTED_1][i];

		if (p == -2)
			break;
		r = run_inner(&in, t, p, value, hint, ctx, deadline);
	}
	w->hint = in.hint;
	w->hint_cap = in.cap;
	w->pool = in.pool;
	w->pool_cap = in.pool_cap;
	return r;
}

int
sudoku_chain_nested_complexity(const struct chain_graph *g,
			       const int32_t *target, int n,
			       const struct chain_nest_table *t)
{
	uint8_t done[CHAIN_KEYS];
	int32_t stack[CHAIN_KEYS + 1];
	uint64_t *counted = malloc(sizeof *counted * (size_t)t->n);
	int n_counted = 0, sum = 0, i, k;

	if (!counted)
		return 0;

	for (i = 0; i < n; i++) {
		int top = 0;

		memset(done, 0, sizeof done);
		stack[top++] = target[i];
		while (top > 0) {
			int id = stack[--top], key = g->node[id].key, nest;

			if (done[key])
				continue;
			done[key] = 1;
			nest = g->node[id].nested;
			if (nest >= 0) {
				for (k = 0; k < n_counted &&
					    counted[k] != t->print[nest];
				     k++)
					;
				if (k == n_counted) {
					counted[n_counted++] = t->print[nest];
					sum += t->complexity[nest];
				}
			}
			for (k = g->node[id].n_parents - 1;
			     k >= 0 && top < CHAIN_KEYS; k--)
				stack[top++] = chain_parent(g, id, k);
		}
	}
	free(counted);
	return sum;
}
