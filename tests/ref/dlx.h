/* dlx.h - a plain dancing-links (Algorithm X) solver for grids of any
 * size: the independent reference the other sizes' search is checked and
 * timed against.  See LICENSE for copying terms. */
#ifndef DLX_H
#define DLX_H

#include <stdint.h>

#include "sudoku.h"

/*
 * dlx_count - the completions of 'g' (box 2..5) up to 'limit' (0: none),
 * by exact cover with dancing links, the column of fewest rows first and
 * nothing else.  Clues that clash give 0; so does a failed allocation,
 * which returns (uint64_t)-1 instead.
 */
uint64_t dlx_count(const struct sudoku_sized *g, uint64_t limit);

#endif /* DLX_H */
