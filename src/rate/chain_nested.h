/* chain_nested.h - SE's nested forcing chains (private to
 * src/rate/chain*.c): the forcing chains that a dynamic chain of a nested
 * level applies inside itself, and what they add to its size.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_CHAIN_NESTED_H
#define SUDOKU_RATE_CHAIN_NESTED_H

#include <stdint.h>

#include "internal.h"
#include "rate/chain_core.h"
#include "rate/chain_rules.h"
#include "rate/chains.h"

/*
 * What the inner producers reported on the grids a nesting search met:
 * the same grid comes back, from another assumption, at the next nested
 * level or at a later step, and gets the same hints.  A table of
 * NEST_CACHE_SLOTS grids (open addressing, by a hash of the grid and the
 * producer) over a pool of NEST_CACHE_POOL ints that holds each grid and
 * its hints; emptied when half the table or the pool is taken.  A hint's
 * parents are those of the step it was kept at; a later step's grid has
 * fewer candidates, and its parents are those still in it.
 */
enum { NEST_CACHE_SLOTS = 1 << 14, NEST_CACHE_POOL = 1 << 20 };

struct chain_nest_cache {
	uint16_t step[81]; /* the grid of the last step met: the entries'
			      steps' grids hold it */
	uint8_t value[81]; /* the placed digits, the same for all */
	int valid;
	int n_pool, n_entries;
	struct nest_cache_slot {
		uint64_t hash; /* 0: free */
		int32_t at;    /* where its grid and hints start in 'pool' */
	} slot[NEST_CACHE_SLOTS];
	int32_t pool[NEST_CACHE_POOL];
};

/* The inner chains a nesting search used so far: each one's size (SE's
 * complexity) and a fingerprint of its chains, so that one chain that
 * several links rest on counts once. */
struct chain_nest_table {
	int n, cap;
	int *complexity;
	uint64_t *print;
	void *unary, *forcing; /* work spaces of the inner producers, kept
				  for reuse */
	struct nest_work *work; /* chain_nested.c's own, kept too */
	struct chain_nest_cache *cache; /* NULL: none */
};

void sudoku_chain_nest_free(struct chain_nest_table *t);

/*
 * The inner rules of nested level 'kind' (SE_CHAIN_NESTED_1..4: forcing
 * chains and cycles; then multiple forcing chains; dynamic forcing
 * chains; dynamic forcing chains (+)), tried in SE's order on 'grid', the
 * candidates as the outer chain left them ('source' is the grid of the
 * step, 'value' its placed digits).  Every hint of the first rule that
 * has one resting on the outer chain goes to 'hint' (easiest first, one
 * per set of removals), with its parents (the outer "off"s it needs) and
 * its index in 't'.  Returns 1 when a hint was reported, 0 when none,
 * -1 on the deadline or without memory.
 */
int sudoku_chain_nested_rules(struct chain_nest_table *t,
			      enum se_chain_kind kind, const uint16_t *source,
			      const uint16_t *grid, const uint8_t *value,
			      sudoku_chain_rule_hint *hint, void *ctx,
			      struct deadline *deadline);

/* What the inner chains that nodes target[0..n-1] rest on add to the
 * size of a hint (each distinct inner chain counted once). */
int sudoku_chain_nested_complexity(const struct chain_graph *g,
				   const int32_t *target, int n,
				   const struct chain_nest_table *t);

/* SE's first chaining producer (chains.c): all cycles and forcing chains
 * of the X-links and the Y-links, apart (variant 0), together (1), or
 * both apart then together, in SE's order (2: for a sink, every hint). */
extern const struct chain_producer sudoku_chain_unary;

#endif
