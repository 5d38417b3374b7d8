/* wings.c - XY-wing and XYZ-wing.
 * See LICENSE for copying terms. */
#include "rate/se.h"

/*
 * A pivot with candidates xy (xyz for the XYZ-wing) sees two bivalue cells
 * xz and yz: z leaves every cell that sees both wings (and the pivot, for
 * the XYZ-wing).  SE's order: pivots in reading order, then the first wing,
 * then the second, each among the pivot's peers in reading order.
 * XY-wing 4.2, XYZ-wing 4.4.
 */
int
sudoku_se_wing(const struct se_grid *g, const struct se_view *v,
	       struct se_step *step, int xyz)
{
	struct se_cells pairs = {{0, 0}};
	int pivot, i, j, c;

	(void)v;
	for (c = 0; c < SE_CELLS; c++)
		if (bit_count(g->cand[c]) == 2)
			se_cells_add(&pairs, c);
	for (pivot = 0; pivot < SE_CELLS; pivot++) {
		unsigned xy = g->cand[pivot];
		struct se_cells peers;
		int wing[20], n = 0;

		if (bit_count(xy) != (xyz ? 3 : 2))
			continue;
		/* The pivot's bivalue peers, in reading order, that can be
		 * wings: two of the XYZ-wing's pivot's digits, one of the
		 * XY-wing's. */
		peers = se_peers(pivot);
		peers.w[0] &= pairs.w[0];
		peers.w[1] &= pairs.w[1];
		while ((c = se_cells_pop(&peers)) >= 0) {
			unsigned m = g->cand[c];

			if (xyz ? (m & ~xy) == 0 : bit_count(m & xy) == 1)
				wing[n++] = c;
		}
		for (i = 0; i < n; i++) {
			int a = wing[i];
			unsigned xz = g->cand[a];

			if (bit_count(xy & ~xz) != 1)
				continue;
			for (j = 0; j < n; j++) {
				int b = wing[j];
				unsigned yz = g->cand[b], z;
				int ends[3] = {a, b, pivot};

				/* The three hold three digits, z in both wings
				 * (and the XYZ-wing's pivot) alone: for the
				 * XY-wing the second wing is xy ^ xz, for the
				 * XYZ-wing another two of the pivot's three. */
				if (xyz ? (yz & ~xy) != 0 || yz == xz
					: yz != (xy ^ xz))
					continue;
				z = xz & yz;
				sudoku_se_step_start(step, xyz ? 44 : 42,
						     xyz ? "XYZ-Wing"
							 : "XY-Wing");
				/* The XY-wing's pivot holds no z. */
				sudoku_se_step_elim_seen_by_all(step, g, ends,
								xyz ? 3 : 2, z);
				if (step->n_elim > 0)
					return 1;
			}
		}
	}
	return 0;
}
