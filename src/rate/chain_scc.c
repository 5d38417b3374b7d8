/* chain_scc.c - Tarjan's strongly connected components of a graph of
 * potentials, without recursion.  See LICENSE for copying terms. */
#include "rate/chain_scc.h"

/* The walk's state: the order in which keys were met, the lowest order
 * each reaches, the stack of keys not yet in a component. */
struct walk {
	int16_t order[CHAIN_KEYS], low[CHAIN_KEYS];
	uint16_t stack[CHAIN_KEYS], path[CHAIN_KEYS], next[CHAIN_KEYS];
	uint8_t on_stack[CHAIN_KEYS];
	int n_stack, n_met, n_comp;
};

/* Pop the component rooted at 'key' off the stack. */
static void
close_component(struct walk *w, int key, int16_t *comp, uint8_t *cyclic)
{
	int size = 0, top;

	do {
		top = w->stack[--w->n_stack];
		w->on_stack[top] = 0;
		comp[top] = (int16_t)w->n_comp;
		size++;
	} while (top != key);
	cyclic[w->n_comp++] = size > 1;
}

/* The depth-first walk from 'root', a key not met yet. */
static void
walk_from(struct walk *w, int root, chain_links_fn *links, const void *ctx,
	  int16_t *comp, uint8_t *cyclic)
{
	int depth = 0;

	w->path[0] = (uint16_t)root;
	w->next[root] = 0;
	w->order[root] = w->low[root] = (int16_t)w->n_met++;
	w->stack[w->n_stack++] = (uint16_t)root;
	w->on_stack[root] = 1;
	while (depth >= 0) {
		int key = w->path[depth], n, to;
		const uint16_t *out;

		n = links(ctx, key, &out);
		if (w->next[key] < n) {
			to = out[w->next[key]++];
			if (w->order[to] < 0) {
				w->path[++depth] = (uint16_t)to;
				w->next[to] = 0;
				w->order[to] = w->low[to] = (int16_t)w->n_met++;
				w->stack[w->n_stack++] = (uint16_t)to;
				w->on_stack[to] = 1;
			} else if (w->on_stack[to] && w->order[to] < w->low[key])
				w->low[key] = w->order[to];
			continue;
		}
		if (w->low[key] == w->order[key])
			close_component(w, key, comp, cyclic);
		if (--depth >= 0 && w->low[key] < w->low[w->path[depth]])
			w->low[w->path[depth]] = w->low[key];
	}
}

void
sudoku_chain_components(const uint16_t *cand, chain_links_fn *links,
			const void *ctx, int16_t *comp, uint8_t *cyclic)
{
	struct walk w;
	int key;

	w.n_stack = w.n_met = w.n_comp = 0;
	for (key = 0; key < CHAIN_KEYS; key++) {
		w.order[key] = -1;
		w.on_stack[key] = 0;
	}
	for (key = 0; key < CHAIN_KEYS; key++)
		if ((cand[chain_key_cell(key)] >> (chain_key_digit(key) - 1) &
		     1) &&
		    w.order[key] < 0)
			walk_from(&w, key, links, ctx, comp, cyclic);
}
