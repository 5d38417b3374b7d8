/* chain_scc.c - Tarjan's strongly connected components of a graph of
 * potentials, without recursion.  See LICENSE for copying terms. */
#include "rate/chain_scc.h"

/* Pop the component rooted at 'key' off the stack. */
static void
close_component(struct chain_walk *w, int key, struct chain_components *c)
{
	int size = 0, top;

	c->first[c->n] = (int16_t)w->n_comp;
	do {
		top = w->stack[--w->n_stack];
		w->on_stack[top] = 0;
		c->comp[top] = (int16_t)c->n;
		c->member[w->n_comp++] = (uint16_t)top;
		size++;
	} while (top != key);
	c->cyclic[c->n++] = size > 1;
}

/* Put 'key', met at 'depth', on the path and the stack, with its links
 * (read once: the walk follows them one by one as it comes back to it,
 * and close_reach reads them again). */
static void
meet(struct chain_walk *w, int key, int depth, chain_links_fn *links,
     const void *ctx)
{
	w->path[depth] = (uint16_t)key;
	w->n_out[key] = (uint16_t)links(ctx, key, &w->out[key]);
	w->next[depth] = 0;
	w->order[key] = w->low[key] = (int16_t)++w->n_met;
	w->stack[w->n_stack++] = (uint16_t)key;
	w->on_stack[key] = 1;
}

/* The depth-first walk from 'root', a key not met yet. */
static void
walk_from(struct chain_walk *w, int root, chain_links_fn *links,
	  const void *ctx, struct chain_components *c)
{
	int depth = 0;

	meet(w, root, 0, links, ctx);
	while (depth >= 0) {
		int key = w->path[depth], next = w->next[depth], to = -1;
		const uint16_t *out = w->out[key];

		/* The links to keys met before, in one go, up to the
		 * first key not met yet: the walk goes down to it. */
		while (next < w->n_out[key]) {
			to = out[next++];
			if (w->order[to] == 0)
				break;
			if (w->on_stack[to] && w->order[to] < w->low[key])
				w->low[key] = w->order[to];
			to = -1;
		}
		w->next[depth] = (uint16_t)next;
		if (to >= 0) {
			meet(w, to, ++depth, links, ctx);
			continue;
		}
		if (w->low[key] == w->order[key])
			close_component(w, key, c);
		if (--depth >= 0 && w->low[key] < w->low[w->path[depth]])
			w->low[w->path[depth]] = w->low[key];
	}
}

/* to[lo..hi] |= from[lo..hi]. */
static void
or_words(uint64_t *restrict to, const uint64_t *restrict from, int lo, int hi)
{
	int w;

	for (w = lo; w <= hi; w++)
		to[w] |= from[w];
}

/* What each component reaches: itself and what its links' components
 * reach, which have lower numbers (done before it).  Row i is kept only
 * up to word i / 64 (no higher number is reached), and from word low[i]
 * (none below is set). */
static void
close_reach(struct chain_components *c)
{
	const struct chain_walk *walk = &c->walk;
	int16_t *low = c->walk.low;	/* the walk's, done with */
	int i, j, k, w;

	for (i = 0; i < c->n; i++) {
		uint64_t *row = c->reach[i];

		for (w = 0; w <= i >> 6; w++)
			row[w] = 0;
		row[i >> 6] |= (uint64_t)1 << (i & 63);
		low[i] = (int16_t)(i >> 6);
		for (j = c->first[i]; j < c->first[i + 1]; j++) {
			const uint16_t *out = walk->out[c->member[j]];
			int n = walk->n_out[c->member[j]];

			for (k = 0; k < n; k++) {
				int d = c->comp[out[k]];

				if (d == i || (row[d >> 6] >> (d & 63) & 1))
					continue;
				or_words(row, c->reach[d], low[d], d >> 6);
				if (low[d] < low[i])
					low[i] = low[d];
			}
		}
	}
}

void
sudoku_chain_components(struct chain_components *c, const uint16_t *cand,
			chain_links_fn *links, const void *ctx, int reach)
{
	struct chain_walk *w = &c->walk;
	unsigned m;
	int cell, key;

	/* Every order is 0 (not met) here: the work space comes zeroed,
	 * and each walk clears the orders it set (below), which costs
	 * less than clearing every key when it meets few. */
	w->n_stack = w->n_met = w->n_comp = 0;
	c->n = 0;
	/* The roots in the order of the keys: cell by cell, digit by
	 * digit, the "off" then the "on". */
	for (cell = 0; cell < 81; cell++)
		for (m = cand[cell]; m; m &= m - 1) {
			int off = chain_key(cell, lowest_bit(m) + 1, 0);

			for (key = off; key <= off + 1; key++)
				if (w->order[key] == 0)
					walk_from(w, key, links, ctx, c);
		}
	c->first[c->n] = (int16_t)w->n_comp;
	for (key = 0; key < w->n_comp; key++)
		w->order[c->member[key]] = 0;
	if (reach)
		close_reach(c);
}
