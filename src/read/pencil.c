/* pencil.c - pencil-mark lines (729 places, nine per cell): read, and
 * made a grid of candidates, checked.  See LICENSE for copying terms. */
#include <stdio.h>

#include "read/stream.h"

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

/* Do the 81 cells just read start a pencil-mark line: 648 cells more,
 * then the end of the field? */
int
sudoku_pencil_line_ahead(struct sudoku_reader *r)
{
	size_t k;
	int c;

	for (k = 0; k < PENCIL_PLACES - 81; k++) {
		c = peek_at(r, k);
		if (c == EOF || cell_value[c] == NOT_A_CELL)
			return 0;
	}
	return ends_field(peek_at(r, k));
}

/*
 * Read the rest of a pencil-mark line whose first 81 places, from
 * 'column', are in 'g': its candidates go to 'in', its solved cells to
 * 'g'.  A caller without 'in' has nowhere to keep them: an error.
 */
enum sudoku_status
sudoku_read_pencil_line(struct sudoku_reader *r, struct sudoku_grid *g,
			struct sudoku_input *in, unsigned long column,
			struct sudoku_where *where)
{
	unsigned char place[PENCIL_PLACES];
	struct pencil_error error;
	int status;

	memcpy(place, g->cell, 81);
	(void)read_cells(r, place + 81, PENCIL_PLACES - 81);
	if (in == NULL) {
		sudoku_reader_report(where, r->line, column, "%s",
				     "a pencil-mark line: read it with "
				     "sudoku_read_input()");
		skip_line(r);
		return SUDOKU_EINPUT;
	}
	in->has_raw = 0; /* the marks say it all, or too much for it */
	status = sudoku_pencil_marks(place, &in->marks, &error);
	if (status != SUDOKU_EINPUT) {
		in->pencil = 1;
		sudoku_marks_clues(&in->marks, g);
	}
	if (status != SUDOKU_OK)
		sudoku_reader_report(where, r->line,
				     column + (unsigned long)error.place, "%s",
				     error.what);
	skip_line(r); /* the rest is a trailing field */
	return (enum sudoku_status)status;
}
