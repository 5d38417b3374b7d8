/* chain_screen.h - quick tests that a level of forcing chains has no hint
 * on a grid, so that its search need not run; private to src/rate/chain*.c.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_CHAIN_SCREEN_H
#define SUDOKU_RATE_CHAIN_SCREEN_H

#include "rate/chain_core.h"

/* 0 when SE's nishio forcing chains (chain_forcing.c) surely find no hint
 * on 'g', 1 when they may.  Keeps what it learnt per thread. */
int sudoku_chain_nishio_may(const struct chain_grid *g);

#endif
