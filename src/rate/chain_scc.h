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

/*
 * Tarjan's components of the graph on the potentials of the candidates
 * of 'cand' (both keys of each), whose links links(ctx, ...) gives.
 * comp[key] numbers each potential's component so that a potential
 * reaches only potentials of its own component or of a lower number;
 * cyclic[comp[key]] is 1 when the component holds a cycle (two
 * potentials or more: no potential links to itself).  Other keys are
 * left alone.
 */
void sudoku_chain_components(const uint16_t *cand, chain_links_fn *links,
			     const void *ctx, int16_t *comp, uint8_t *cyclic);

#endif
