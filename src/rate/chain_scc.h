/* chain_scc.h - the strongly connected components of a graph of
 * potentials (private to src/rate/chain*.c): which potentials can reach
 * which, so that a chain search can skip a start whose end is out of its
 * reach.  See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_CHAIN_SCC_H
#define SUDOKU_RATE_CHAIN_SCC_H

#include <stdint.h>

#include "rate/chain_core.h"

/* The links of potential 'key': their count, the keys at *links. */
typedef int chain_links_fn(const void *ctx, int key, const uint16_t **links);

enum { CHAIN_REACH_WORDS = (CHAIN_KEYS + 63) / 64 };

/* The depth-first walk's state (chain_scc.c's own): the order in which
 * keys were met (from 1; 0 for a key not met, as every key is between
 * walks), the lowest order each reaches, the stack of keys not yet
 * in a component, the path from the root and the next link to follow of
 * each key on it, and the links of every key met (read once, when the
 * walk meets it). */
struct chain_walk {
	int16_t order[CHAIN_KEYS], low[CHAIN_KEYS];
	uint16_t stack[CHAIN_KEYS], path[CHAIN_KEYS], next[CHAIN_KEYS];
	uint16_t n_out[CHAIN_KEYS];
	const uint16_t *out[CHAIN_KEYS];
	uint8_t on_stack[CHAIN_KEYS];
	int n_stack, n_met, n_comp; /* n_comp: keys placed in components */
};

/*
 * The components of a graph: comp[key] numbers each potential's
 * component so that a potential reaches only potentials of its own
 * component or of a lower number; cyclic[c] is 1 when component c holds
 * a cycle (two potentials or more: no potential links to itself);
 * reach[c] has bit d set when component c reaches component d (words
 * past c / 64 are not kept: read it through chain_reaches).
 */
struct chain_components {
	int n;
	int16_t comp[CHAIN_KEYS];
	uint8_t cyclic[CHAIN_KEYS];
	uint16_t member[CHAIN_KEYS]; /* the keys, component by component */
	int16_t first[CHAIN_KEYS + 1]; /* where each one's keys start */
	uint64_t reach[CHAIN_KEYS][CHAIN_REACH_WORDS];
	/* Work space, here rather than on the stack of a search that may
	 * run inside nested chains (30 KB). */
	struct chain_walk walk;
};

/* Tarjan's components of the graph whose links links(ctx, ...) gives, on
 * the potentials of the candidates of 'cand' (both keys of each) and
 * those they reach, and when 'reach' is 1 what each reaches (else
 * c->reach is not filled).  Other keys are left alone. */
void sudoku_chain_components(struct chain_components *c, const uint16_t *cand,
			     chain_links_fn *links, const void *ctx,
			     int reach);

/* 1 when potential 'from' reaches potential 'to' (both of the graph).
 * (Row c of reach holds words 0 to c / 64 only: no component reaches a
 * higher number.) */
static inline int
chain_reaches(const struct chain_components *c, int from, int to)
{
	int d = c->comp[to], f = c->comp[from];

	return d <= f && (int)(c->reach[f][d >> 6] >> (d & 63) & 1);
}

/*
 * The core of a grid's links (SE's cell and region links both): the
 * candidates with a strong link (an "off" that implies an "on").  The
 * links are symmetric (a implies b when not-b implies not-a), so the
 * other candidates' "on"s have no link in and their "off"s none out:
 * a chain between two core potentials stays in the core.  Its
 * components answer for the XY family of cycles and forcing chains
 * (chains.c) and for the multiple forcing chains' screen
 * (chain_screen.c), which search one step's grid in turn: each thread
 * keeps the last grid's, computed once for both.
 */
struct chain_core {
	uint16_t cand[81]; /* the grid's candidates */
	int valid;
	uint64_t at[9][2]; /* the core's places of each digit */
	uint16_t roots[81]; /* its digits in each cell */
	/* each core potential's links (all into the core): an "on"'s to
	 * the "off"s it implies, the cell's other digits then its digit's
	 * peers; an "off"'s strong links, as sudoku_chain_off_to_on */
	uint8_t n_links[CHAIN_KEYS];
	uint16_t links[CHAIN_KEYS][28];
	struct chain_components parts; /* with what each reaches */
	/* how often the components were found: the same count, the same
	 * core and components (those of the last grid's stood) */
	uint64_t walks;
};

/* The core of grid 'g', this thread's: computed unless 'g' has the
 * candidates of the last grid asked for; it stays as it is until this
 * thread asks for another grid's.  A caller that has the strong links
 * of each "off" listed (as sudoku_chain_off_to_on gives them) passes
 * them as off_links(ctx, ...), else NULL.  NULL without memory. */
const struct chain_core *sudoku_chain_core(const struct chain_grid *g,
					   chain_links_fn *off_links,
					   const void *ctx);

#endif
