/* chains.h - the chaining techniques of the SE rating (the `chains`
 * branch's; see src/rate/se.h for the grid and the step).
 * See LICENSE for copying terms.
 *
 * Facts about SE 1.2.1's order that the caller needs (from SE's Solver
 * and its chaining producer):
 *  - SE's first chaining producer ("Forcing Chains & Cycles") reports the
 *    easiest of X-cycles and forcing X-chains (6.5/6.6 + length),
 *    Y-cycles (6.5 + length) and the cycles and forcing chains that mix
 *    both link kinds (7.0 + length).  SE_CHAIN_CYCLES gives the easiest of
 *    the first two families, SE_CHAIN_FORCING the easiest of the third:
 *    take the easier of the two, SE_CHAIN_CYCLES on a tie.
 *  - Then come aligned triplet exclusion (7.5, not a chain), nishio,
 *    multiple, dynamic forcing chains, dynamic (+), then the nested levels,
 *    each only when every producer before it found nothing.
 *  - The nested levels are SE's dynamic forcing chains (+) that also
 *    apply, inside the chain and after its simpler rules, whole chaining
 *    producers on the grid as the chain left it: SE_CHAIN_NESTED_1
 *    forcing chains and cycles (SE's level 2, base 9.5), _2 those, then
 *    multiple forcing chains (level 3, 10.0), _3 dynamic forcing chains
 *    (level 4, 10.5), _4 dynamic forcing chains (+) (level 4 with
 *    nesting 1, also 10.5).  SE tries them in that order, each only when
 *    the one before found nothing; its deeper experimental levels (level
 *    4 with nesting 2 and 3) are not implemented.  A nested hint's size
 *    adds the size of each distinct inner chain it rests on.
 *  - Every producer sorts its hints by difficulty, then by the size of
 *    the chains, then by the kind of hint, and reports the first.
 */
#ifndef SUDOKU_RATE_CHAINS_H
#define SUDOKU_RATE_CHAINS_H

#include "internal.h"
#include "rate/se.h"

enum se_chain_kind {
	SE_CHAIN_CYCLES,   /* X-cycles, Y-cycles, forcing X-chains (SE 6.5..) */
	SE_CHAIN_FORCING,  /* cell/region forcing chains, non-dynamic (7.0..) */
	SE_CHAIN_NISHIO,   /* nishio forcing chains (7.5..) */
	SE_CHAIN_MULTIPLE, /* multiple (cell/region) forcing chains (8.0..) */
	SE_CHAIN_DYNAMIC,  /* dynamic forcing chains (8.5..) */
	SE_CHAIN_DYNAMIC_PLUS, /* dynamic forcing chains (+) (9.0..) */
	SE_CHAIN_NESTED_1,     /* nested forcing chains, levels 1..4 (9.5..) */
	SE_CHAIN_NESTED_2,
	SE_CHAIN_NESTED_3,
	SE_CHAIN_NESTED_4
};

/* Finds the step SE's producer of 'kind' would report first on 'grid' (its
 * easiest hint, SE's difficulty with length bonus), writes it to 'step' and
 * returns 1; returns 0 when that producer finds nothing.  'deadline' may be
 * NULL; when it passes the function returns -1.  Thread safe: it keeps no
 * state between calls. */
int sudoku_se_chains_find(const struct se_grid *grid, enum se_chain_kind kind,
			  struct se_step *step, struct deadline *deadline);

/* The same, when that step's difficulty is below 'below'; returns 0 when
 * it is not (then 'step' is left as it was).  The search skips what cannot
 * be below it: the caller that wants only an easier step than one it
 * holds saves the rest of the search. */
int sudoku_se_chains_find_below(const struct se_grid *grid,
				enum se_chain_kind kind, struct se_step *step,
				struct deadline *deadline, int below);

#endif
