/* pencil.c - the cells of a pencil-mark line (729 places, nine per cell)
 * as a grid of candidates, checked.  See LICENSE for copying terms. */
#include <stdio.h>

#include "read/read.h"

int
sudoku_pencil_marks(const unsigned char place[PENCIL_PLACES],
		    struct sudoku_marks *m, struct pencil_error *error)
{
	struct sudoku_grid clues;
	int i, d, first, second;
	char unit[SUDOKU_UNIT_NAME_MAX];

	for (i = 0; i < SUDOKU_CELLS; i++) {
		m->cand[i] = 0;
		for (d = 0; d < 9; d++) {
			unsigned v = place[9 * i + d];

			if (v == 0)
				continue;
			/* Place d of a cell says digit d + 1 or nothing:
			 * another digit there is a line out of step. */
			if (v != (unsigned)d + 1) {
				error->place = 9 * i + d;
				snprintf(error->what, sizeof error->what,
					 "pencil marks: '%c' in the place of "
					 "candidate %c of r%cc%c",
					 '0' + v, '1' + d, '1' + i / 9,
					 '1' + i % 9);
				return SUDOKU_EINPUT;
			}
			m->cand[i] |= (uint16_t)(1u << d);
		}
		if (m->cand[i] == 0) {
			error->place = 9 * i;
			snprintf(error->what, sizeof error->what,
				 "pencil marks: r%cc%c has no candidate",
				 '1' + i / 9, '1' + i % 9);
			return SUDOKU_EINPUT;
		}
	}
	sudoku_marks_clues(m, &clues);
	if (!sudoku_find_conflict(&clues, &first, &second, unit))
		return SUDOKU_OK;
	error->place = 9 * second + clues.cell[second] - 1;
	/* One-digit numbers as characters: the message always fits. */
	snprintf(error->what, sizeof error->what,
		 "invalid puzzle: r%cc%c's only candidate %c is that of "
		 "r%cc%c in %.15s",
		 '1' + second / 9, '1' + second % 9, '0' + clues.cell[second],
		 '1' + first / 9, '1' + first % 9, unit);
	return SUDOKU_ECONFLICT;
}
