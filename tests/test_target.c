/* test_target.c - cmocka suite for the target search's internal parts:
 * the assignment solver (src/target_assign.c) against brute force, and
 * the Lagrangian bound (src/target_lagr.c), which must never cut a
 * completion that beats the best so far.  See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "../src/target.h"
#include "support.h"

/* The best total over all permutations of 0..n-1 allowed row by row, by
 * trying them all; returns 0 when none is allowed. */
static int
brute_assign(int n, long long p[9][9], const uint16_t allowed[9], int row,
	     unsigned used, long long sum, long long *best, int *found)
{
	int j;

	if (row == n) {
		if (!*found || sum > *best)
			*best = sum;
		*found = 1;
		return 1;
	}
	for (j = 0; j < n; j++)
		if (!(used & (1u << j)) && (allowed[row] & (1u << j)))
			brute_assign(n, p, allowed, row + 1, used | (1u << j),
				     sum + p[row][j], best, found);
	return *found;
}

/* A random problem of size n: profits in -50..50, each pair allowed with
 * probability 3/4. */
static void
random_problem(int n, long long p[9][9], uint16_t allowed[9], uint64_t *rng)
{
	int i, j;

	for (i = 0; i < n; i++) {
		allowed[i] = 0;
		for (j = 0; j < n; j++) {
			p[i][j] = support_below(rng, 101) - 50;
			if (support_below(rng, 4) != 0)
				allowed[i] |= (uint16_t)(1u << j);
		}
	}
}

/* The solution is a permutation of allowed pairs worth 'value', and the
 * duals cover every allowed pair and sum to it. */
static void
check_solution(int n, long long p[9][9], const uint16_t allowed[9],
	       const struct sudoku_assignment *a)
{
	long long sum = 0, duals = 0;
	unsigned cols = 0;
	int i, j;

	for (i = 0; i < n; i++) {
		assert_true(allowed[i] & (1u << a->col[i]));
		cols |= 1u << a->col[i];
		sum += p[i][a->col[i]];
		duals += a->u[i] + a->v[i];
		for (j = 0; j < n; j++)
			if (allowed[i] & (1u << j))
				assert_true(a->u[i] + a->v[j] >= p[i][j]);
	}
	assert_int_equal(cols, (1u << n) - 1);
	assert_int_equal(sum, a->value);
	assert_int_equal(duals, a->value);
}

static void
assignment_matches_brute_force(void **state)
{
	uint64_t rng = 11;
	int k, feasible = 0, infeasible = 0;

	(void)state;
	for (k = 0; k < 600; k++) {
		long long p[9][9], want = 0;
		uint16_t allowed[9];
		struct sudoku_assignment a;
		int n = 1 + k % 7, found = 0, ok;

		random_problem(n, p, allowed, &rng);
		ok = sudoku_assign_max(n, p, allowed, 0, &a);
		assert_int_equal(ok, brute_assign(n, p, allowed, 0, 0, 0,
						  &want, &found));
		if (!ok) {
			infeasible++;
			continue;
		}
		feasible++;
		assert_int_equal(a.value, want);
		check_solution(n, p, allowed, &a);
	}
	/* Both outcomes were exercised. */
	assert_true(feasible > 100 && infeasible > 10);
}

/* Forcing row i onto column j costs at least its reduced cost. */
static void
reduced_costs_bound_every_forced_pair(void **state)
{
	uint64_t rng = 12;
	int k, i, j;

	(void)state;
	for (k = 0; k < 150; k++) {
		long long p[9][9];
		uint16_t allowed[9];
		struct sudoku_assignment a;
		int n = 2 + k % 6;

		random_problem(n, p, allowed, &rng);
		if (!sudoku_assign_max(n, p, allowed, 0, &a))
			continue;
		for (i = 0; i < n; i++) {
			for (j = 0; j < n; j++) {
				uint16_t forced[9];
				long long best = 0;
				int found = 0;

				if (!(allowed[i] & (1u << j)))
					continue;
				memcpy(forced, allowed, sizeof forced);
				forced[i] = (uint16_t)(1u << j);
				/* Forcing may leave no permutation. */
				if (!brute_assign(n, p, forced, 0, 0, 0, &best,
						  &found))
					continue;
				assert_true(best <= a.value -
						     (a.u[i] + a.v[j] - p[i][j]));
			}
		}
	}
}

/* A warm start from a nearby problem's solution gives the same value. */
static void
warm_start_gives_the_same_value(void **state)
{
	uint64_t rng = 13;
	int k, i, j;

	(void)state;
	for (k = 0; k < 300; k++) {
		long long p[9][9];
		uint16_t allowed[9];
		struct sudoku_assignment cold, warm;
		int n = 1 + k % 9;

		random_problem(n, p, allowed, &rng);
		if (!sudoku_assign_max(n, p, allowed, 0, &warm))
			continue;
		for (i = 0; i < n; i++)
			for (j = 0; j < n; j++)
				p[i][j] += support_below(&rng, 11) - 5;
		assert_true(sudoku_assign_max(n, p, allowed, 0, &cold));
		assert_true(sudoku_assign_max(n, p, allowed, 1, &warm));
		assert_int_equal(warm.value, cold.value);
		check_solution(n, p, allowed, &warm);
	}
}

/*
 * A node as the search would see it at the root of 'g': clues placed,
 * the other cells' candidates the digits their peers leave, residual
 * weights 'w' as given (the bound does not depend on the rewrite).
 */
static void
root_node(const struct sudoku_grid *g, const int w[81], struct ctx *c,
	  struct state *s)
{
	int i, f, j;

	memset(c, 0, sizeof *c);
	memset(s, 0, sizeof *s);
	for (i = 0; i < 81; i++) {
		c->r[i] = w[i];
		s->val[i] = g->cell[i];
		s->cand[i] = g->cell[i] ? (uint16_t)(1u << (g->cell[i] - 1))
					: ALL_DIGITS;
		s->fixed += (long long)w[i] * g->cell[i];
		s->nfree += !g->cell[i];
	}
	for (i = 0; i < 81; i++) {
		if (g->cell[i])
			continue;
		for (f = 0; f < 3; f++) {
			const unsigned char *u = sudoku_unit_cell[unit_of(i, f)];

			for (j = 0; j < 9; j++)
				if (g->cell[u[j]])
					s->cand[i] &= (uint16_t)~(
						1u << (g->cell[u[j]] - 1));
		}
	}
}

/*
 * With the bar one below the answer, the bound must leave the node open
 * (or hand back a completion reaching the answer), and its filtering must
 * keep every digit of an optimal completion.  With the bar at the answer
 * nothing it reports may beat it.
 */
static void
check_admissible(const struct sudoku_grid *g, const int w[81], long long want,
		 const struct sudoku_grid *optimal)
{
	struct ctx c;
	struct state s;
	struct sudoku_lagr m;
	struct sudoku_grid found;
	unsigned char prefer[81];
	long long ub = 0;
	int changed = 0, i;
	enum lagr_result r;

	root_node(g, w, &c, &s);
	c.best = want - 1;
	memset(&m, 0, sizeof m);
	r = sudoku_lagr_bound(&c, &s, &m, 400, &ub, &changed, prefer, &found);
	assert_true(r == LAGR_OPEN || r == LAGR_FOUND);
	assert_true(ub >= want);
	if (r == LAGR_FOUND) {
		assert_true(support_is_completion(g, &found));
		assert_int_equal(sudoku_score(&found, w), want);
		return;
	}
	for (i = 0; i < 81; i++)
		assert_true(s.cand[i] & (1u << (optimal->cell[i] - 1)));

	root_node(g, w, &c, &s);
	c.best = want;
	memset(&m, 0, sizeof m);
	r = sudoku_lagr_bound(&c, &s, &m, 400, &ub, &changed, prefer, &found);
	assert_true(r != LAGR_INFEASIBLE);
	if (r == LAGR_FOUND)
		assert_int_equal(sudoku_score(&found, w), want);
}

/* Grids of the issue "Target mode without a tail", with the answers an
 * integer-programming solver gives. */
static void
bound_keeps_the_optimum_of_the_slowest_grids(void **state)
{
	static const struct {
		const char *line;
		long long answer;
	} cases[] = {
		{"..................5..........................."
		 "9..................................", 2902},
		{".................................9.....4......"
		 "....9....3..............2...83.5...", 2895},
		{"...............5.............................7"
		 "...................................", 2904},
		{"...........................................6.."
		 "...................................", 2906},
	};
	int w[81], i, k;

	(void)state;
	for (i = 0; i < 81; i++)
		w[i] = sudoku_target_weight(i / 9, i % 9);
	for (k = 0; k < (int)(sizeof cases / sizeof cases[0]); k++) {
		struct sudoku_grid g = support_grid(cases[k].line), best;
		long long score = 0;

		assert_int_equal(sudoku_target(&g, NULL, &score, &best, NULL),
				 SUDOKU_OK);
		assert_int_equal(score, cases[k].answer);
		check_admissible(&g, w, score, &best);
	}
}

/* Random grids of 25-40 clues (where test_score.c checks the answers
 * against naive enumeration) and weights of both signs. */
static void
bound_keeps_the_optimum_on_random_grids(void **state)
{
	uint64_t rng = 14;
	int w[81], i, k;

	(void)state;
	for (k = 0; k < 60; k++) {
		struct sudoku_grid g, best;
		long long score = 0;

		for (i = 0; i < 81; i++)
			w[i] = k % 3 == 0   ? sudoku_target_weight(i / 9, i % 9)
			       : k % 3 == 1 ? support_below(&rng, 41) - 20
					    : support_below(&rng, 10);
		support_random_puzzle(&g, 25 + k % 16, &rng);
		assert_int_equal(sudoku_target(&g, w, &score, &best, NULL),
				 SUDOKU_OK);
		check_admissible(&g, w, score, &best);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(assignment_matches_brute_force),
		cmocka_unit_test(reduced_costs_bound_every_forced_pair),
		cmocka_unit_test(warm_start_gives_the_same_value),
		cmocka_unit_test(bound_keeps_the_optimum_of_the_slowest_grids),
		cmocka_unit_test(bound_keeps_the_optimum_on_random_grids),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
