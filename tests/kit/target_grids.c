/* target_grids.c - the random grid family of the target-mode benchmark.
 * See LICENSE for copying terms. */
#include <stdint.h>

#include "sudoku.h"
#include "support.h"
#include "target_grids.h"


/* Row (or column) order: a permutation of the bands, and of the three
 * lines within each band, as one map from new line to old line. */
static void
line_order(int *line, uint64_t *rng)
{
	int band[3], within[3], b, k;

	support_shuffle(band, 3, rng);
	for (b = 0; b < 3; b++) {
		support_shuffle(within, 3, rng);
		for (k = 0; k < 3; k++)
			line[3 * b + k] = 3 * band[b] + within[k];
	}
}

/* Apply a random symmetry of the Sudoku rules to 'g' (blanks stay). */
static void
random_symmetry(struct sudoku_grid *g, uint64_t *rng)
{
	struct sudoku_grid old = *g;
	int digit[9], row[9], col[9], r, c;
	int transpose = support_below(rng, 2);

	support_shuffle(digit, 9, rng);
	line_order(row, rng);
	line_order(col, rng);
	for (r = 0; r < 9; r++) {
		for (c = 0; c < 9; c++) {
			int from = transpose ? 9 * col[c] + row[r] :
					       9 * row[r] + col[c];

			g->cell[9 * r + c] = old.cell[from] == 0 ? 0 :
				(unsigned char)(1 + digit[old.cell[from] - 1]);
		}
	}
}

void
target_random_grid(struct sudoku_grid *g, int clues, uint64_t *rng)
{
	/* The image of random places under a symmetry is random places. */
	support_random_puzzle(g, clues, rng);
	random_symmetry(g, rng);
}

const char *const target_slow_grids[TARGET_SLOW_GRIDS] = {
	"..................5...........................9............."
	".....................",
	".................................9.....4..........9....3...."
	"..........2...83.5...",
	"...............5.............................7.............."
	".....................",
	"...........................................6................"
	".....................",
};
