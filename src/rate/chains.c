/* chains.c - STUB: the chaining techniques are the `chains` branch's
 * (X-cycles to nested forcing chains, SE 6.5 and up).  Until its
 * src/rate/chains.c replaces this file, no chain is ever found, so a
 * puzzle that needs one stalls and is rated 20.0, "search".
 * See LICENSE for copying terms. */
#include "rate/chains.h"

int
se_chains_find(const struct se_grid *grid, enum se_chain_kind kind,
	       struct se_step *step, struct deadline *deadline)
{
	(void)grid;
	(void)kind;
	(void)step;
	(void)deadline;
	return 0;
}
