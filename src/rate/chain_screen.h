/* chain_screen.h - quick tests that a level of forcing chains has no hint
 * on a grid, so that its search need not run; private to src/rate/chain*.c.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_CHAIN_SCREEN_H
#define SUDOKU_RATE_CHAIN_SCREEN_H

#include "rate/chain_core.h"
#include "rate/chain_scc.h"

/* The places of each digit (from 0) whose assumption true (on), false
 * (off) may lead a nishio chain to a contradiction. */
struct chain_nishio_hot {
	uint64_t on[9][2], off[9][2];
};

/* 0 when SE's nishio forcing chains (chain_forcing.c) surely find no hint
 * on 'g', 1 when they may; '*hot' tells then which assumptions may find
 * one (only those: a nishio hint is a contradiction).  Keeps what it
 * learnt per thread. */
int sudoku_chain_nishio_may(const struct chain_grid *g,
			    struct chain_nishio_hot *hot);

/*
 * What multiple forcing chains (non-dynamic, both kinds of links) can
 * reach on one grid, from the components of their links' core (see
 * struct chain_core): a chain goes through the core, and leaves it only
 * to end in an "off" outside it.  Every "on" implies an "off", so two
 * chains meet when the "off"s they reach do.
 */
struct chain_offs {
	/* the "off" of digit d (from 0) in cell c at bit 81 d + c: fewer
	 * words to and or or than a pair per digit */
	uint64_t w[(9 * 81 + 63) / 64];
};

struct chain_multiple_screen {
	/* the grid's core, this thread's (chain_scc.h), NULL without
	 * memory (then every cell may have a hint) */
	const struct chain_core *core;
	/* Per component, the "off"s that the "on"s it reaches imply:
	 * every "off" it reaches. */
	struct chain_offs offs[CHAIN_KEYS];
	/* The "off"s each "on" reaches, by candidate, those whose stamp is
	 * 'stamp' (read on demand). */
	struct chain_offs reached[CHAIN_CANDS];
	uint32_t reached_stamp[CHAIN_CANDS], stamp;
	/* The grids screened one after another, each within the last, with
	 * the same core's components (the core's walks) share a lineage:
	 * reached[] of the lineage holds for them less the candidates gone
	 * (those of grid_offs: the "off" of each candidate of the grid). */
	uint32_t reached_lineage[CHAIN_CANDS], lineage;
	uint16_t last_cand[81];
	uint64_t walks;
	struct chain_offs grid_offs;
	/* The cells, and the digits of a region (9 * (9 * type + index) +
	 * digit - 1), whose forcing chains' starts reached nothing in
	 * common on a grid of the lineage (that of cell_quiet, resp.
	 * region_quiet), with the same starts: the candidates, resp. the
	 * places, they had. */
	uint32_t cell_quiet[81], region_quiet[27 * 9];
	uint16_t cell_quiet_cand[81];
	uint64_t region_quiet_where[27 * 9][2];
};

/* Fill 's' for grid 'g' ('s' must come zeroed the first time).  It
 * reads this thread's core of 'g' (sudoku_chain_core), which must stay
 * that of 'g' while 's' answers for it. */
void sudoku_chain_multiple_screen(struct chain_multiple_screen *s,
				  const struct chain_grid *g);

/* 0 when SE's multiple forcing chains (chain_forcing.c) surely find no
 * cell or region forcing chain from 'cell', a cell of 'g' of three
 * candidates or more, as 's' screened 'g'; 1 when they may. */
int sudoku_chain_multiple_may(struct chain_multiple_screen *s,
			      const struct chain_grid *g, int cell);

#endif
