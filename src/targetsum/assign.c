/* assign.c - the largest-profit assignment of at most nine rows to
 * as many columns, with forbidden pairs: the Hungarian method; and what
 * forcing each pair on it costs.  See LICENSE for copying terms. */
#include "target.h"

/*
 * Shortest augmenting paths with potentials, in the minimisation form on
 * cost = -profit: rows are added one at a time, and each addition grows a
 * tree of tight edges from the new row until it reaches a free column,
 * raising the potentials of the tree by the least slack each step.  The
 * potentials stay dual feasible throughout (pot_row + pot_col <= cost on
 * every allowed pair, equal on matched pairs), which is what the caller's
 * reduced costs rely on.  Column 0 is the virtual start of each path.
 * Everything is exact integer arithmetic.
 */

/* The cost of a forbidden pair: far above any sum of real ones, and far
 * from overflow after the potentials are taken off. */
#define FORBIDDEN (1LL << 61)

int
sudoku_assign_max(int n, long long profit[9][9], const uint16_t allowed[9],
		  int warm, struct sudoku_assignment *out)
{
	long long pr[10] = {0}, pc[10] = {0}, minv[10];
	int owner[10] = {0}, way[10] = {0}, mine[10] = {0};
	unsigned taken = 0;	/* bit j: column j has an owner */
	unsigned all = ((1u << n) - 1) << 1;	/* bits of columns 1..n */
	int i, j;

	/* Column potentials from the warm start (or 0), each row's at its
	 * least reduced cost, which makes them feasible; then match along
	 * tight pairs, the warm start's own first, else the lowest free
	 * one: usually most rows, which then need no path of their own.
	 * One pass over each row's allowed pairs finds its tight columns:
	 * a forbidden pair's reduced cost, near FORBIDDEN, is never the
	 * least. */
	if (warm)
		for (j = 1; j <= n; j++)
			pc[j] = -out->v[j - 1];
	for (i = 1; i <= n; i++) {
		long long least = FORBIDDEN;
		unsigned tight = 0, ok = allowed[i - 1], left;

		if (ok == 0)
			return 0;
		for (left = ok; left; left &= left - 1) {
			long long rc;

			j = lowest_bit(left) + 1;
			rc = -profit[i - 1][j - 1] - pc[j];
			if (rc < least) {
				least = rc;
				tight = 0;
			}
			if (rc == least)
				tight |= 1u << j;
		}
		pr[i] = least;
		tight &= ~taken;
		j = warm ? out->col[i - 1] + 1 : 0;
		if (j == 0 || !((tight >> j) & 1))
			j = tight ? lowest_bit(tight) : 0;
		if (j != 0) {
			owner[j] = i;
			mine[i] = j;
			taken |= 1u << j;
		}
	}
	/* Each row left over grows a tree of tight pairs until it reaches a
	 * free column, raising the tree's potentials by the least slack at
	 * each step; column 0 is the path's virtual start.  The raises are
	 * summed in 'shift' and paid once the path is found: a tree column
	 * gets those since it joined, and each column off the tree keeps its
	 * least slack plus 'shift', so no step touches every column. */
	for (i = 1; i <= n; i++) {
		unsigned used = 0, left;
		int j0 = 0;
		long long shift = 0, joined[10];

		if (mine[i] != 0)
			continue;
		for (j = 1; j <= n; j++)
			minv[j] = FORBIDDEN;
		owner[0] = i;
		do {
			int i0 = owner[j0], j1 = 0;
			long long delta = FORBIDDEN;
			unsigned ok = (unsigned)allowed[i0 - 1] << 1;

			used |= 1u << j0;
			joined[j0] = shift;
			/* The columns off the tree, in order: a forbidden
			 * pair leaves minv[j] near FORBIDDEN, as its own
			 * cost would. */
			for (left = all & ~used; left; left &= left - 1) {
				long long slack;

				j = lowest_bit(left);
				if ((ok >> j) & 1) {
					long long cur = -profit[i0 - 1][j - 1] -
							pr[i0] - pc[j];

					if (cur < minv[j] - shift) {
						minv[j] = cur + shift;
						way[j] = j0;
					}
				}
				slack = minv[j] - shift;
				if (slack < delta) {
					delta = slack;
					j1 = j;
				}
			}
			if (delta >= FORBIDDEN / 2)
				return 0; /* no perfect matching */
			shift += delta;
			j0 = j1;
		} while (owner[j0] != 0);
		for (left = used; left; left &= left - 1) {
			j = lowest_bit(left);
			pr[owner[j]] += shift - joined[j];
			pc[j] -= shift - joined[j];
		}
		do {
			int j1 = way[j0];

			owner[j0] = owner[j1];
			j0 = j1;
		} while (j0 != 0);
	}
	out->value = 0;
	for (j = 1; j <= n; j++) {
		out->col[owner[j] - 1] = j - 1;
		out->value += profit[owner[j] - 1][j - 1];
	}
	/* Back to the maximisation form: u + v >= profit, equal on the
	 * matching, and sum u + sum v is the value. */
	for (i = 0; i < n; i++) {
		out->u[i] = -pr[i + 1];
		out->v[i] = -pc[i + 1];
	}
	return 1;
}

/*
 * Forcing row j onto column k takes k from its owner, which must move on
 * to another column, whose owner moves on in turn, until some row takes
 * j's old column: an alternating cycle, and the cheapest such cycle is
 * the exact loss (the other rows' reduced costs on the matching are 0).
 * 'detour[i][b]' is the least sum of reduced costs of a chain that
 * starts with row i leaving its column and ends with b's column taken:
 * all pairs at once by Floyd and Warshall's relaxation, over the chains
 * cheaper than 'limit' only (bit b of reach[i] marks detour[i][b] below
 * it), since dearer ones decide nothing.
 */
void
sudoku_assign_forcing(int n, long long rc[9][9],
		      const uint16_t allowed[9],
		      const struct sudoku_assignment *a, long long limit,
		      long long cost[9][9])
{
	long long detour[9][9];
	unsigned reach[9];
	int owner[9], i, b, k;

	for (i = 0; i < n; i++) {
		owner[a->col[i]] = i;
		reach[i] = 1u << i;
		for (b = 0; b < n; b++) {
			int j = a->col[b];

			detour[i][b] = i == b ? 0 : rc[i][j];
			if (b != i && ((allowed[i] >> j) & 1) && rc[i][j] < limit)
				reach[i] |= 1u << b;
		}
	}
	for (k = 0; k < n; k++) {
		unsigned via = reach[k] & ~(1u << k);

		if (via == 0)
			continue;
		for (i = 0; i < n; i++) {
			unsigned left;

			if (i == k || !((reach[i] >> k) & 1))
				continue;
			for (left = via; left; left &= left - 1) {
				long long d;

				b = lowest_bit(left);
				d = detour[i][k] + detour[k][b];
				if (!((reach[i] >> b) & 1) || d < detour[i][b]) {
					detour[i][b] = d;
					if (d < limit)
						reach[i] |= 1u << b;
				}
			}
		}
	}
	for (i = 0; i < n; i++) {
		for (k = 0; k < n; k++) {
			int from = owner[k];

			cost[i][k] = limit;
			if (!((allowed[i] >> k) & 1) || rc[i][k] >= limit)
				continue;
			if ((reach[from] >> i) & 1)
				cost[i][k] = rc[i][k] + detour[from][i];
			if (cost[i][k] > limit)
				cost[i][k] = limit;
		}
	}
}
