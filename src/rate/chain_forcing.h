/* chain_forcing.h - SE's forcing chains that follow every consequence of
 * an assumption (nishio, multiple and dynamic forcing chains); private to
 * src/rate/chain*.c.  See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_CHAIN_FORCING_H
#define SUDOKU_RATE_CHAIN_FORCING_H

#include "rate/chains.h"

/* sudoku_se_chains_find_below for the kinds from SE_CHAIN_NISHIO on. */
int sudoku_chain_forcing_find(const struct se_grid *grid,
			      enum se_chain_kind kind, struct se_step *step,
			      struct deadline *deadline, int below);

#endif
