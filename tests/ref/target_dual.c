/* target_dual.c - a Lagrangian upper bound on K, for the tests.
 * See LICENSE for copying terms.
 *
 * Written for the reference search only, with nothing taken from the
 * library's bounds: rows are solved by a subset dynamic program, not by an
 * assignment algorithm, and multipliers move by plain subgradient steps.
 */
#include <string.h>

#include "target_dual.h"

#define NONE (-1e18)
#define GRAIN 1024.0	/* multipliers are multiples of 1/GRAIN */
/* Below every reachable sum, and far enough above LLONG_MIN that adding
 * nine gains to it cannot overflow. */
#define UNREACHED (-(1LL << 60))

static double
snap(double x)
{
	return (double)(long long)(x * GRAIN + (x >= 0 ? 0.5 : -0.5)) / GRAIN;
}

/* Digits set in a mask of nine bits, and the lowest of them. */
static unsigned char bits_in[512], lowest_bit[512];

static void
make_tables(void)
{
	int m;

	for (m = 1; m < 512; m++) {
		bits_in[m] = (unsigned char)(bits_in[m >> 1] + (m & 1));
		lowest_bit[m] = (unsigned char)(m & 1 ? 0 : lowest_bit[m >> 1] + 1);
	}
}

/* 'x' in units of 1/GRAIN, rounded up: exact for the multiples of 1/GRAIN
 * that snap() makes, and a gain is never understated (which could make
 * the bound too low) should another value come in. */
static long long
grains_up(double x)
{
	double v = x * GRAIN;
	long long t = (long long)v;

	return (double)t < v ? t + 1 : t;
}

/*
 * The best assignment of row r's cells to the nine digits, profit
 * kw x d minus the column and box multipliers, in units of 1/GRAIN so
 * that the sums are whole numbers; its digits go to pick[9].  NONE when
 * the row has no assignment.
 */
static double
row_best(int r, const unsigned *allow, const int *kw, const double *mult,
	 int *pick)
{
	long long dp[512], gain[9][9];
	unsigned free_at[9];
	int mask, k, d;

	for (k = 0; k < 9; k++) {
		int i = 9 * r + k, box = i / 27 * 3 + k / 3;

		free_at[k] = (allow[i] >> 1) & 0x1ffu;	/* bit d-1: digit d */
		for (d = 1; d <= 9; d++)
			gain[k][d - 1] = grains_up(kw[i] * d -
						   mult[9 * k + d - 1] -
						   mult[81 + 9 * box + d - 1]);
	}
	/* dp[mask]: the best first cells of the row holding the digits of
	 * 'mask', as many cells as it has digits. */
	for (mask = 1; mask < 512; mask++)
		dp[mask] = UNREACHED;
	dp[0] = 0;
	for (mask = 0; mask < 511; mask++) {
		unsigned open;
		int n = bits_in[mask];

		if (dp[mask] == UNREACHED)
			continue;
		for (open = free_at[n] & ~(unsigned)mask; open;
		     open &= open - 1) {
			int bit = lowest_bit[open], to = mask | 1 << bit;
			long long v = dp[mask] + gain[n][bit];

			dp[to] = v > dp[to] ? v : dp[to];
		}
	}
	if (dp[511] < UNREACHED / 2)
		return NONE;
	/* Back from the full row: a digit whose removal explains the best. */
	for (mask = 511, k = 8; k >= 0; k--) {
		unsigned open = free_at[k] & (unsigned)mask;
		int bit = lowest_bit[open];

		for (; open; open &= open - 1) {
			bit = lowest_bit[open];
			if (dp[mask & ~(1 << bit)] + gain[k][bit] == dp[mask])
				break;
		}
		pick[k] = bit + 1;
		mask &= ~(1 << bit);
	}
	return (double)dp[511] / GRAIN;
}

/* The Lagrangian at 'mult' and its subgradient 'g'; NONE if infeasible. */
static double
evaluate(const unsigned *allow, const int *kw, const double *mult, int *g,
	 int *grid)
{
	double sum = 0;
	int r, k;

	for (k = 0; k < 162; k++) {
		sum += mult[k];
		g[k] = 1;
	}
	for (r = 0; r < 9; r++) {
		int pick[9];
		double v = row_best(r, allow, kw, mult, pick);

		if (v == NONE)
			return NONE;
		sum += v;
		for (k = 0; k < 9; k++) {
			int i = 9 * r + k;

			grid[i] = pick[k];
			g[9 * k + pick[k] - 1]--;
			g[81 + 9 * (i / 27 * 3 + k / 3) + pick[k] - 1]--;
		}
	}
	return sum;
}

static int
floor_of(double x)
{
	int f = (int)x;

	return (double)f > x ? f - 1 : f;
}

int
target_dual_bound(const unsigned *allow, const int *kw, double *mult,
		  int stop, double aim, int steps, unsigned long *evals,
		  unsigned char *grid)
{
	double at[162], best = 0, theta = 1.0;
	int g[162], pick_of[81], n, k, stale = 0, have = 0;

	grid[0] = 0;
	if (bits_in[511] == 0)
		make_tables();
	memcpy(at, mult, sizeof at);
	for (n = 0; n < steps; n++) {
		double v = evaluate(allow, kw, at, g, pick_of), step;
		int norm = 0;

		++*evals;
		if (v == NONE)
			return -1;
		if (!have || v < best) {
			best = v;
			have = 1;
			stale = 0;
			memcpy(mult, at, sizeof at);
		} else if (++stale >= 10) {
			theta /= 2;
			stale = 0;
		}
		if (floor_of(best) <= stop)
			break;
		for (k = 0; k < 162; k++)
			norm += g[k] * g[k];
		if (norm == 0) {	/* the rows make a valid grid */
			for (k = 0; k < 81; k++)
				grid[k] = (unsigned char)pick_of[k];
			break;
		}
		step = theta * (v - aim > 0.25 ? v - aim : 0.25) / norm;
		for (k = 0; k < 162; k++)
			at[k] = snap(at[k] - step * g[k]);
	}
	return floor_of(best);
}
