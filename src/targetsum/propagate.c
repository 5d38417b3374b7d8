/* propagate.c - placing digits in a node of the target search, and the
 * singles and locked candidates that follow.  See LICENSE for copying
 * terms. */
#include "target.h"

/*
 * Strike the digits of 'mask' from cell 'x' if it has any of them.
 * Returns -1 on a contradiction (a solved cell's digit struck empties
 * it), else 1 if it struck any, 0 if not.
 */
static int
strike_some(struct node *s, int x, unsigned mask, int *queue, int *qn)
{
	if (!(s->cand[x] & mask))
		return 0;
	return node_strike(s, x, mask, queue, qn) ? 1 : -1;
}

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

		/* A solved peer with the digit has no other to keep. */
		for (j = 0; j < 9; j++)
			if (cell[j] != x &&
			    strike_some(s, cell[j], bit, queue, qn) < 0)
				return 0;
	}
	return 1;
}

/* Cell 'pos' of row 'line' when 'across', else of column 'line'. */
static inline int
line_cell(int across, int line, int pos)
{
	return across ? 9 * line + pos : 9 * pos + line;
}

/*
 * Locked candidates along the rows ('across') or the columns: where the
 * three cells a line shares with a box are the box's only places for a
 * digit, the rest of the line cannot take it ("pointing"), and where they
 * are the line's only places, the rest of the box cannot ("claiming").
 * Returns -1 on a contradiction, else whether any candidate went.
 */
static int
locked_lines(struct node *s, int across, int *queue, int *qn)
{
	unsigned seg[9][3];	/* [line][box along it]: its cells' digits */
	int line, k, j, struck = 0;

	for (line = 0; line < 9; line++)
		for (k = 0; k < 3; k++)
			for (j = 3 * k, seg[line][k] = 0; j < 3 * k + 3; j++)
				seg[line][k] |=
					s->cand[line_cell(across, line, j)];
	for (line = 0; line < 9; line++) {
		/* The other two lines of the band (stack). */
		int next = line / 3 * 3 + (line + 1) % 3;
		int last = line / 3 * 3 + (line + 2) % 3;

		for (k = 0; k < 3; k++) {
			unsigned in = seg[line][k];
			unsigned along = seg[line][(k + 1) % 3] |
					 seg[line][(k + 2) % 3];
			unsigned box = seg[next][k] | seg[last][k];
			unsigned pointing = in & along & ~box;
			unsigned claiming = in & box & ~along;

			for (j = 0; pointing && j < 9; j++) {
				int x = line_cell(across, line, j);
				int r = j / 3 == k ? 0
						   : strike_some(s, x, pointing,
								 queue, qn);

				if (r < 0)
					return -1;
				struck |= r;
			}
			for (j = 0; claiming && j < 6; j++) {
				int other = j < 3 ? next : last;
				int r = strike_some(s,
						    line_cell(across, other,
							      3 * k + j % 3),
						    claiming, queue, qn);

				if (r < 0)
					return -1;
				struck |= r;
			}
		}
	}
	return struck;
}

/*
 * Naked and hidden singles, then with c->locked locked candidates, until
 * nothing changes.  A digit with no place left in some unit fails at
 * once, which is what keeps most leaves of the target search completable.
 */
int
sudoku_propagate(const struct ctx *c, struct node *s, int *queue, int qn)
{
	for (;;) {
		int u, progress = 0, found;

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
			unsigned once = 0, twice = 0, placed = 0, uniq;
			int j;

			for (j = 0; j < 9; j++) {
				int p = sudoku_unit_cell[u][j];
				unsigned m = s->cand[p];

				twice |= once & m;
				once |= m;
				if (s->val[p])
					placed |= m;
			}
			if (once != NINE_DIGITS)
				return 0;
			/* The digits that only one unsolved cell can take. */
			uniq = once & ~twice & ~placed;
			while (uniq) {
				int b = lowest_bit(uniq);

				uniq &= uniq - 1;
				for (j = 0; j < 9; j++) {
					int p = sudoku_unit_cell[u][j];

					if (!(s->cand[p] & (1u << b)))
						continue;
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
		if (progress || qn != 0)
			continue;
		if (!c->locked)
			return 1;
		found = locked_lines(s, 1, queue, &qn);
		if (found == 0)
			found = locked_lines(s, 0, queue, &qn);
		if (found <= 0)
			return found == 0;
	}
}
