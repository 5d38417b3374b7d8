/* chain_scc.c - Tarjan's strongly connected components of a graph of
 * potentials, without recursion.  See LICENSE for copying terms. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
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

/* Each thread's core (see chain_scc.h), freed when the thread ends. */
static pthread_key_t core_key;
static pthread_once_t core_once = PTHREAD_ONCE_INIT;
static int core_keyed;

static void
core_make_key(void)
{
	core_keyed = pthread_key_create(&core_key, free) == 0;
}

/* The links of the core, as sudoku_chain_components reads them. */
static int
core_links(const void *ctx, int key, const uint16_t **links)
{
	const struct chain_core *k = ctx;

	*links = k->links[key];
	return k->n_links[key];
}

/* Put link 'key' at to[i], and tell whether it was there already. */
static inline int
link_put(uint16_t *to, int i, int key)
{
	int was = to[i] == key;

	to[i] = (uint16_t)key;
	return was;
}

/* Fill 'k' for grid 'g' (see sudoku_chain_core for 'off_links'). */
static void
core_fill(struct chain_core *k, const struct chain_grid *g,
	  chain_links_fn *off_links, const void *ctx)
{
	uint16_t roots[81];
	int cell, n, i, same;
	unsigned m, o;

	memcpy(k->cand, g->cand, sizeof k->cand);
	memset(k->at, 0, sizeof k->at);
	for (cell = 0; cell < 81; cell++) {
		const unsigned char *in = sudoku_chain_cell_regions[cell];
		int two = bit_count(g->cand[cell]) == 2;

		roots[cell] = 0;
		for (m = g->cand[cell]; m; m &= m - 1) {
			const uint8_t *places = g->places[lowest_bit(m)];

			if (two || places[in[0]] == 2 || places[in[1]] == 2 ||
			    places[in[2]] == 2) {
				k->at[lowest_bit(m)][cell >> 6] |=
				    (uint64_t)1 << (cell & 63);
				roots[cell] |= (uint16_t)(m & (0 - m));
			}
		}
	}
	/* Grids that follow one another often differ outside the core's
	 * links: then the components of the last grid's stand.  The "on"s'
	 * links follow from the core's candidates; the "off"s' are
	 * compared as they are written. */
	same = k->valid && memcmp(roots, k->roots, sizeof roots) == 0;
	memcpy(k->roots, roots, sizeof k->roots);
	for (cell = 0; cell < 81; cell++) {
		struct se_cells peers;

		if (!roots[cell])
			continue;
		peers = se_peers(cell);
		for (m = roots[cell]; m; m &= m - 1) {
			int d = lowest_bit(m), on = chain_key(cell, d + 1, 1);
			int out[4], why[4];
			uint16_t *to = k->links[on];
			uint64_t w;

			n = 0;
			for (o = roots[cell] & ~(1u << d); o; o &= o - 1)
				to[n++] = (uint16_t)chain_key(
				    cell, lowest_bit(o) + 1, 0);
			for (i = 0; i < 2; i++)
				for (w = peers.w[i] & k->at[d][i]; w;
				     w &= w - 1)
					to[n++] = (uint16_t)chain_key(
					    64 * i + se_lowest_cell(w), d + 1,
					    0);
			k->n_links[on] = (uint8_t)n;
			to = k->links[on ^ 1];
			if (off_links) {
				const uint16_t *listed;

				n = off_links(ctx, on ^ 1, &listed);
				for (i = 0; i < n; i++)
					same &= link_put(to, i, listed[i]);
			} else {
				n = sudoku_chain_off_to_on(g, cell, d + 1, 1, 1,
							   out, why);
				for (i = 0; i < n; i++)
					same &= link_put(to, i, out[i]);
			}
			same &= k->n_links[on ^ 1] == n;
			k->n_links[on ^ 1] = (uint8_t)n;
		}
	}
	if (!same) {
		sudoku_chain_components(&k->parts, k->roots, core_links, k, 1);
		k->walks++;
	}
	k->valid = 1;
}

const struct chain_core *
sudoku_chain_core(const struct chain_grid *g, chain_links_fn *off_links,
		  const void *ctx)
{
	struct chain_core *k;

	pthread_once(&core_once, core_make_key);
	if (!core_keyed)
		return NULL;
	k = pthread_getspecific(core_key);
	if (!k) {
		/* zeroed, as sudoku_chain_components asks */
		k = calloc(1, sizeof *k);
		if (!k)
			return NULL;
		if (pthread_setspecific(core_key, k) != 0) {
			free(k);
			return NULL;
		}
	}
	if (!k->valid || memcmp(k->cand, g->cand, sizeof k->cand) != 0)
		core_fill(k, g, off_links, ctx);
	return k;
}
