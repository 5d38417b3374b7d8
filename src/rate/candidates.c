/* candidates.c - the rater's grid of candidates: set up, look at, change.
 * See LICENSE for copying terms. */
#include <string.h>

#include "rate/se.h"

struct se_cells
sudoku_se_peers(int c)
{
	struct se_cells s = {{0, 0}};
	const int units[3] = {ROW_OF(c), 9 + COL_OF(c), 18 + BOX_OF(c)};
	int k, i;

	for (k = 0; k < 3; k++)
		for (i = 0; i < 9; i++)
			se_cells_add(&s, sudoku_unit_cell[units[k]][i]);
	s.w[c >> 6] &= ~((uint64_t)1 << (c & 63));
	return s;
}

/* Place 'digit' in 'cell' and take it from the peers' candidates. */
static void
grid_place(struct se_grid *g, int cell, int digit)
{
	uint16_t keep = (uint16_t)~(1u << (digit - 1));
	int r = ROW_OF(cell), c = COL_OF(cell), b = BOX_OF(cell), k;

	g->value[cell] = (uint8_t)digit;
	g->cand[cell] = 0;
	for (k = 0; k < 9; k++) {
		g->cand[sudoku_unit_cell[r][k]] &= keep;
		g->cand[sudoku_unit_cell[9 + c][k]] &= keep;
		g->cand[sudoku_unit_cell[18 + b][k]] &= keep;
	}
}

void
sudoku_se_grid_init(struct se_grid *g, const struct sudoku_grid *p)
{
	int i;

	for (i = 0; i < SE_CELLS; i++) {
		g->value[i] = 0;
		g->cand[i] = NINE_DIGITS;
	}
	for (i = 0; i < SE_CELLS; i++)
		if (p->cell[i] >= 1 && p->cell[i] <= 9)
			grid_place(g, i, p->cell[i]);
}

void
sudoku_se_view_build(const struct se_grid *g, struct se_view *v)
{
	int i;

	memset(v, 0, sizeof *v);
	for (i = 0; i < SE_CELLS; i++) {
		int r = ROW_OF(i), c = COL_OF(i), b = BOX_OF(i);
		int k = 3 * (r % 3) + c % 3;
		unsigned m = g->cand[i];

		if (g->value[i] != 0) {
			v->placed[g->value[i]]++;
			continue;
		}
		v->empty[r]++;
		v->empty[9 + c]++;
		v->empty[18 + b]++;
		while (m != 0) {
			int d = lowest_bit(m);

			m &= m - 1;
			v->pos[r][d] |= (uint16_t)(1u << c);
			v->pos[9 + c][d] |= (uint16_t)(1u << r);
			v->pos[18 + b][d] |= (uint16_t)(1u << k);
		}
	}
}

void
sudoku_se_step_start(struct se_step *step, int difficulty, const char *name)
{
	step->difficulty = difficulty;
	step->technique = name;
	step->place_cell = -1;
	step->place_digit = 0;
	step->n_elim = 0;
}

void
sudoku_se_step_elim(struct se_step *step, int cell, int digit)
{
	if (step->n_elim < SE_MAX_ELIMS) {
		step->elim_cell[step->n_elim] = (uint8_t)cell;
		step->elim_digit[step->n_elim] = (uint8_t)digit;
		step->n_elim++;
	}
}

void
sudoku_se_step_elim_digits(struct se_step *step, int cell, unsigned digits)
{
	for (; digits != 0; digits &= digits - 1)
		sudoku_se_step_elim(step, cell, lowest_bit(digits) + 1);
}

void
sudoku_se_step_elim_seen_by_all(struct se_step *step, const struct se_grid *g,
				const int *cells, int n, unsigned digit)
{
	int c, i;

	for (c = 0; c < SE_CELLS; c++) {
		if (!(g->cand[c] & digit))
			continue;
		for (i = 0; i < n; i++)
			if (!se_sees(cells[i], c))
				break;
		if (i == n)
			sudoku_se_step_elim(step, c, lowest_bit(digit) + 1);
	}
}

void
sudoku_se_apply(struct se_grid *g, const struct se_step *step)
{
	int i;

	for (i = 0; i < step->n_elim; i++)
		g->cand[step->elim_cell[i]] &=
		    (uint16_t)~(1u << (step->elim_digit[i] - 1));
	if (step->place_cell >= 0)
		grid_place(g, step->place_cell, step->place_digit);
}
