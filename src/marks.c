/* marks.c - pencil-mark grids: from clues, tidied, stepped, written out.
 * See LICENSE for copying terms. */
#include <string.h>

#include "internal.h"

/* Is 'm' a mask of one digit? */
static int
one_digit(unsigned m)
{
	return m != 0 && (m & (m - 1)) == 0;
}

/* Take the digit mask 'bit' from the candidates of the peers of 'cell'. */
static void
take_from_peers(struct sudoku_marks *m, int cell, unsigned bit)
{
	const int units[3] = {ROW_OF(cell), 9 + COL_OF(cell),
			      18 + BOX_OF(cell)};
	int k, u;

	for (u = 0; u < 3; u++)
		for (k = 0; k < 9; k++) {
			int peer = sudoku_unit_cell[units[u]][k];

			if (peer != cell)
				m->cand[peer] &= (uint16_t)~bit;
		}
}

void
sudoku_marks_from_grid(const struct sudoku_grid *g, struct sudoku_marks *m)
{
	int i;

	for (i = 0; i < SUDOKU_CELLS; i++)
		m->cand[i] = SUDOKU_ALL_CANDIDATES;
	for (i = 0; i < SUDOKU_CELLS; i++)
		if (g->cell[i] >= 1 && g->cell[i] <= 9)
			m->cand[i] = (uint16_t)(1u << (g->cell[i] - 1));
	/* Clues that clash take each other's digit: a cell left with no
	 * candidate says so, which is what the clues imply. */
	for (i = 0; i < SUDOKU_CELLS; i++)
		if (g->cell[i] >= 1 && g->cell[i] <= 9)
			take_from_peers(m, i, 1u << (g->cell[i] - 1));
}

int
sudoku_marks_clues(const struct sudoku_marks *m, struct sudoku_grid *g)
{
	int i, n = 0;

	for (i = 0; i < SUDOKU_CELLS; i++) {
		g->cell[i] = 0;
		if (one_digit(m->cand[i])) {
			g->cell[i] =
			    (unsigned char)(lowest_bit(m->cand[i]) + 1);
			n++;
		}
	}
	return n;
}

int
sudoku_marks_tidy(struct sudoku_marks *m)
{
	uint16_t before[SUDOKU_CELLS];
	int i;

	do {
		memcpy(before, m->cand, sizeof before);
		for (i = 0; i < SUDOKU_CELLS; i++) {
			unsigned bit = m->cand[i];

			if (bit == 0)
				return -1;
			if (one_digit(bit))
				take_from_peers(m, i, bit);
		}
	} while (memcmp(before, m->cand, sizeof before) != 0);
	for (i = 0; i < SUDOKU_CELLS; i++)
		if (m->cand[i] == 0)
			return -1;
	return 0;
}

void
sudoku_marks_apply(struct sudoku_marks *m, const struct sudoku_step *step)
{
	int i;

	for (i = 0; i < step->eliminations; i++) {
		const struct sudoku_candidate *e = &step->eliminated[i];

		m->cand[e->cell] &= (uint16_t)~(1u << (e->digit - 1));
	}
	for (i = 0; i < step->placements; i++) {
		const struct sudoku_candidate *p = &step->placed[i];
		unsigned bit = 1u << (p->digit - 1);

		m->cand[p->cell] = (uint16_t)bit;
		take_from_peers(m, p->cell, bit);
	}
}

/* Write the candidates of 'cand' at 'out', ascending; '0' for none.
 * Returns how many bytes. */
static size_t
put_candidates(unsigned cand, char *out)
{
	size_t n = 0;
	int d;

	for (d = 0; d < 9; d++)
		if (cand >> d & 1)
			out[n++] = (char)('1' + d);
	if (n == 0)
		out[n++] = '0';
	return n;
}

/* The rule above, between or below the bands of the block layout. */
static size_t
put_rule(const int width[9], char *out)
{
	size_t n = 0;
	int s, c, k;

	out[n++] = '+';
	for (s = 0; s < 3; s++) {
		/* A space before each cell and one after the stack. */
		int len = 1;

		for (c = 3 * s; c < 3 * s + 3; c++)
			len += width[c] + 1;
		for (k = 0; k < len; k++)
			out[n++] = '-';
		out[n++] = '+';
	}
	out[n++] = '\n';
	return n;
}

/* The framed block: '+---+' rules, '|' between stacks, each column as
 * wide as its widest cell. */
static size_t
format_block(const struct sudoku_marks *m, char *buf)
{
	int width[9], r, c;
	size_t n = 0;

	for (c = 0; c < 9; c++) {
		width[c] = 1;
		for (r = 0; r < 9; r++) {
			int k = bit_count(m->cand[9 * r + c]);

			if (k > width[c])
				width[c] = k;
		}
	}
	for (r = 0; r < 9; r++) {
		if (r % 3 == 0)
			n += put_rule(width, buf + n);
		for (c = 0; c < 9; c++) {
			size_t len;

			if (c % 3 == 0) {
				if (c > 0)
					buf[n++] = ' ';
				buf[n++] = '|';
			}
			buf[n++] = ' ';
			len = put_candidates(m->cand[9 * r + c], buf + n);
			n += len;
			for (; (int)len < width[c]; len++)
				buf[n++] = ' ';
		}
		buf[n++] = ' ';
		buf[n++] = '|';
		buf[n++] = '\n';
	}
	n += put_rule(width, buf + n);
	return n;
}

size_t
sudoku_format_marks(const struct sudoku_marks *m, enum sudoku_format format,
		    char *buf)
{
	int i, d;

	if (format != SUDOKU_FORMAT_LINE)
		return format_block(m, buf);
	for (i = 0; i < SUDOKU_CELLS; i++)
		for (d = 0; d < 9; d++)
			buf[9 * i + d] =
			    (char)(m->cand[i] >> d & 1 ? '1' + d : '.');
	buf[SUDOKU_CELLS * 9] = '\n';
	return SUDOKU_CELLS * 9 + 1;
}
