/* propagate.c - placing digits in a node of the target search, and the
 * singles that follow.  See LICENSE for copying terms. */
#include "target.h"

/*
 * Put digit 'd' in cell 'x' and strike it from the peers, queueing every
 * peer left with one candidate.  Returns 0 on a contradiction.
 */
int
sudoku_node_place(const struct ctx *c, struct node *s, int x, int d,
		  int *queue, int *qn)
{
	uint16_t bit = (uint16_t)(1u << (d - 1));
	int f, j;

	if (!(s->cand[x] & bit))
		return 0;
	if (s->val[x])
		return s->val[x] == d;
	s->val[x] = (unsigned char)d;
	s->cand[x] = bit;
	s->nfree--;
	s->fixed += c->r[x] * d;
	for (f = 0; f < 3; f++) {
		const unsigned char *cell = sudoku_unit_cell[unit_of(x, f)];

		for (j = 0; j < 9; j++) {
			int p = cell[j];

			if (p == x || !(s->cand[p] & bit))
				continue;
			if (s->val[p] || !node_strike(s, p, bit, queue, qn))
				return 0;
		}
	}
	return 1;
}

/*
 * Naked and hidden singles until nothing changes.  A digit with no place
 * left in some unit fails at once, which is what keeps most leaves of the
 * target search completable.
 */
int
sudoku_propagate(const struct ctx *c, struct node *s, int *queue, int qn)
{
	for (;;) {
		int u, progress = 0;

		while (qn > 0) {
			int x = queue[--qn];

			if (s->val[x])
				continue;
			if (!sudoku_node_place(c, s, x,
					       lowest_bit(s->cand[x]) + 1,
					       queue, &qn))
				return 0;
		}
		for (u = 0; u < NUNITS; u++) {
			unsigned once = 0, twice = 0, uniq;
			int j;

			for (j = 0; j < 9; j++) {
				unsigned m = s->cand[sudoku_unit_cell[u][j]];

				twice |= once & m;
				once |= m;
			}
			if (once != NINE_DIGITS)
				return 0;
			uniq = once & ~twice;
			while (uniq) {
				int b = lowest_bit(uniq);

				uniq &= uniq - 1;
				for (j = 0; j < 9; j++) {
					int p = sudoku_unit_cell[u][j];

					if (!(s->cand[p] & (1u << b)))
						continue;
					if (s->val[p])
						break;
					if (!sudoku_node_place(c, s, p, b + 1,
							       queue, &qn))
						return 0;
					progress = 1;
					break;
				}
				if (j == 9)
					return 0;
			}
		}
		if (!progress && qn == 0)
			return 1;
	}
}
