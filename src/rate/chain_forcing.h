/* chain_forcing.h - SE's forcing chains that follow every consequence of
 * an assumption (nishio, multiple and dynamic forcing chains); private to
 * src/rate/chain*.c.  See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_CHAIN_FORCING_H
#define SUDOKU_RATE_CHAIN_FORCING_H

#include "rate/chain_core.h"
#include "rate/chains.h"

/* The producer of the kinds from SE_CHAIN_NISHIO on: its variant is the
 * kind (an enum se_chain_kind). */
extern const struct chain_producer sudoku_chain_forcing;

#endif
