/* chain_screen.h - quick tests that a level of forcing chains has no hint
 * on a grid, so that its search need not run; private to src/rate/chain*.c.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_CHAIN_SCREEN_H
#define SUDOKU_RATE_CHAIN_SCREEN_H

#include "rate/chain_core.h"
#include "rate/chain_scc.h"

/* 0 when SE's nishio forcing chains (chain_forcing.c) surely find no hint
 * on 'g', 1 when they may.  Keeps what it learnt per thread. */
int sudoku_chain_nishio_may(const struct chain_grid *g);

/* What multiple forcing chains (non-dynamic, both kinds of links) can
 * reach on one grid: the components of their links, and what each
 * reaches; 'links' holds each potential's links for them. */
struct chain_multiple_screen {
	struct chain_components parts;
	uint16_t links[CHAIN_KEYS][28];
};

/* Fill 's' for grid 'g' ('s' must come zeroed the first time, as
 * sudoku_chain_components() asks). */
void sudoku_chain_multiple_screen(struct chain_multiple_screen *s,
				  const struct chain_grid *g);

/* 0 when SE's multiple forcing chains (chain_forcing.c) surely find no
 * cell or region forcing chain from 'cell', a cell of 'g' of three
 * candidates or more, as 's' screened 'g'; 1 when they may. */
int sudoku_chain_multiple_may(const struct chain_multiple_screen *s,
			      const struct chain_grid *g, int cell);

#endif
