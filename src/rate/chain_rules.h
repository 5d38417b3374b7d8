/* chain_rules.h - the simpler rules that SE's dynamic (+) forcing chains
 * apply inside a chain (private to src/rate/chain*.c).
 * See LICENSE for copying terms. */
#ifndef SUDOKU_RATE_CHAIN_RULES_H
#define SUDOKU_RATE_CHAIN_RULES_H

#include <stdint.h>

#include "rate/chain_core.h"

/* Called for each hint of a rule, with the potentials (keys, "off") it
 * removes in SE's order, the "off"s the chain made that the hint needs
 * (its parents) and, for a chain nested in the chain, its index in the
 * nesting chain's struct chain_nest_table (-1 for the other rules). */
typedef void sudoku_chain_rule_hint(void *ctx, const int *removed,
				    int n_removed, const int *parents,
				    int n_parents, int nested);

/*
 * SE's rules for dynamic (+) chains, tried in its order (pointing and
 * claiming, hidden pairs, naked pairs, X-wings) on 'grid', the candidates
 * as the chain left them, where 'source' holds those the chain started
 * from and 'value' the placed digits.  Reports every hint of the first
 * rule that has one resting on the chain (hints without parents held
 * before the chain and are skipped); returns 1 when a rule reported.
 */
int sudoku_chain_rules(const struct chain_grid *source,
		       const struct chain_grid *grid, const uint8_t *value,
		       sudoku_chain_rule_hint *hint, void *ctx);

#endif
