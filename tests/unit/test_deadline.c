/* test_deadline.c - cmocka suite for the one time budget: in every call
 * that takes a struct sudoku_search, time_limit bounds the whole call.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "sudoku.h"
#include "support.h"

/*
 * The limit of the calls made to run long, and how much longer they may
 * work (in the thread's CPU time, see check_stopped()): the clock is read
 * every few thousand search steps (well under a millisecond).
 */
#define LIMIT 0.1
#define MARGIN 0.05

/*
 * The rating, minimality, minimizing and target calls end on their own,
 * so each is given a quarter of its fastest of RUNS runs, timed in the
 * thread's CPU time: a loaded machine stretches a run's wall time (four
 * times over at a load of eight on two cores, and a quarter of that was
 * the whole call), not the work it takes, and the limit, on the wall
 * clock, then comes sooner still.  A call whose runs add up to
 * TIMING_BUDGET seconds (the rating of the slow puzzle, a fifth of a
 * second) is timed twice only: so long a run is not blurred by the
 * clock.
 */
#define RUNS 5
#define TIMING_BUDGET 0.2

/* Among the slowest puzzles of the hardest collections for all three:
 * the rating techniques stall on it, so it is rated by search too. */
static const char slow[] =
    "..3.5.....567....27..2...4......18..3...2...66...7...453..4...7.."
    ".....9.......4..";

/* When a limited call started: on the wall clock, which its limit is on,
 * and in the thread's CPU time. */
struct started {
	double wall, cpu;
};

static struct started
start_now(void)
{
	struct started t;

	t.wall = support_now();
	t.cpu = support_thread_cpu();
	return t;
}

/*
 * Check that a call that ran from 'start' stopped at its limit, give or
 * take 'margin': it timed out, and worked no longer than that.  The work
 * is the thread's CPU time: on a loaded machine the thread can wait for
 * a CPU for longer than the margin, on the wall clock, after its limit.
 */
static void
check_stopped(const char *call, struct started start, double limit,
	      double margin, enum sudoku_status status,
	      const struct sudoku_search *search)
{
	double worked = support_thread_cpu() - start.cpu;

	printf("    %s: %.4f s (%.4f s on the wall clock) for a limit of "
	       "%.4f s\n",
	       call, worked, support_now() - start.wall, limit);
	assert_int_equal(status, SUDOKU_ETIMEOUT);
	assert_int_equal(search->timed_out, 1);
	assert_true(worked < limit + margin);
}

/*
 * The work of the count between two readings of the clock, at least: the
 * count's first 4096 completions of the empty grid take one step or more
 * each, and the clock is read once per 4096 steps.  Natively well under a
 * millisecond; under valgrind it can approach MARGIN.
 */
static double
count_between_readings(void)
{
	struct sudoku_grid empty = {{0}};
	double began = support_thread_cpu();

	assert_int_equal(sudoku_count(&empty, 4096, NULL, NULL), 4096);
	return support_thread_cpu() - began;
}

/* Every completion of the empty grid: more than 10^21 of them.  The
 * count may overrun its limit by MARGIN plus the work between two
 * readings of the clock. */
static void
count_stops_at_its_limit(void **state)
{
	struct sudoku_grid empty = {{0}};
	struct sudoku_search search = {0};
	struct started start;
	double late = MARGIN + count_between_readings();
	uint64_t n;

	(void)state;
	printf("    count: may work %.4f s past its limit\n", late);
	search.time_limit = LIMIT;
	start = start_now();
	n = sudoku_count(&empty, 0, NULL, &search);
	check_stopped("count", start, LIMIT, late,
		      search.timed_out ? SUDOKU_ETIMEOUT : SUDOKU_OK, &search);
	assert_true(support_now() - start.wall >= LIMIT);
	assert_true(n > 0);
}

/* Generate with options 'o' under the limit: it must run to it. */
static void
check_generate(const char *name, const struct sudoku_generate_options *o)
{
	struct sudoku_search search = {0};
	struct sudoku_grid p;
	struct started start;

	search.time_limit = LIMIT;
	start = start_now();
	check_stopped(name, start, LIMIT, MARGIN,
		      sudoku_generate(4, 0, o, &p, NULL, &search), &search);
	assert_true(support_now() - start.wall >= LIMIT);
	assert_true(search.guesses > 0);
}

/* No minimal puzzle of 17 clues turns up in a tenth of a second. */
static void
generate_stops_at_its_limit(void **state)
{
	struct sudoku_generate_options o = {0};

	(void)state;
	o.max_clues = 17;
	check_generate("generate", &o);
}

/* A filter that runs a search of its own, longer than any limit. */
static int
count_the_empty_grid(const struct sudoku_grid *puzzle,
		     const struct sudoku_grid *solution,
		     struct sudoku_search *search, void *arg)
{
	struct sudoku_grid empty = {{0}};
	int *calls = arg;

	(void)puzzle;
	(void)solution;
	++*calls;
	assert_true(search->time_limit > 0 && search->time_limit <= LIMIT);
	sudoku_count(&empty, 0, NULL, search);
	return 1;
}

/* The filter's searches are bounded by what is left of the call's. */
static void
generate_filter_shares_the_limit(void **state)
{
	struct sudoku_generate_options o = {0};
	int calls = 0;

	(void)state;
	o.accept = count_the_empty_grid;
	o.accept_arg = &calls;
	check_generate("generate, filter", &o);
	assert_int_equal(calls, 1);
}

enum call { RATE, MINIMAL, MINIMIZE, TARGET };

/* Run 'call' on the slow puzzle, or for the target search on the empty
 * grid with random weights of both signs, far from the root's bound. */
static enum sudoku_status
run(enum call call, struct sudoku_search *search)
{
	struct sudoku_grid g = support_grid(slow), out, empty = {{0}};
	struct sudoku_rating rating = {0};
	uint64_t rng = 9;
	long long score = -7;
	int redundant, w[SUDOKU_CELLS], i;

	switch (call) {
	case TARGET:
		for (i = 0; i < SUDOKU_CELLS; i++)
			w[i] = support_below(&rng, 2001) - 1000;
		return sudoku_target(&empty, w, &score, NULL, search);
	case RATE:
		return sudoku_rate(&g, &rating, search);
	case MINIMAL:
		return sudoku_minimal(&g, &redundant, NULL, search);
	case MINIMIZE:
		break;
	}
	return sudoku_minimize(&g, SUDOKU_SYMMETRY_NONE, 0, &out, search);
}

/* Time the fastest of RUNS unlimited runs of 'call' in CPU time (two,
 * once they take TIMING_BUDGET), then check that a quarter of that, on
 * the wall clock, stops it. */
static void
check_bounded(enum call call, const char *name)
{
	struct sudoku_search search = {0};
	struct started start;
	enum sudoku_status status;
	double fastest = 1e9, timed = 0, limit;
	int k;

	for (k = 0; k < RUNS && (k < 2 || timed < TIMING_BUDGET); k++) {
		double began = support_thread_cpu(), took;

		assert_int_equal(run(call, NULL), SUDOKU_OK);
		took = support_thread_cpu() - began;
		timed += took;
		if (took < fastest)
			fastest = took;
	}
	limit = fastest / 4;
	search.time_limit = limit;
	/* A call reads the clock between units of its work (a node of the
	 * target search, a step of the rating), and under valgrind one unit
	 * can outlast MARGIN: then the margin is one whole fastest run. */
	start = start_now();
	status = run(call, &search);
	check_stopped(name, start, limit, fastest > MARGIN ? fastest : MARGIN,
		      status, &search);
}

/* The rating counts twice, and both counts share the one limit. */
static void
rate_stops_at_its_limit(void **state)
{
	(void)state;
	check_bounded(RATE, "rate");
}

static void
minimal_stops_at_its_limit(void **state)
{
	(void)state;
	check_bounded(MINIMAL, "minimal");
}

static void
minimize_stops_at_its_limit(void **state)
{
	(void)state;
	check_bounded(MINIMIZE, "minimize");
}

static void
target_stops_at_its_limit(void **state)
{
	(void)state;
	check_bounded(TARGET, "target");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(count_stops_at_its_limit),
		cmocka_unit_test(generate_stops_at_its_limit),
		cmocka_unit_test(generate_filter_shares_the_limit),
		cmocka_unit_test(rate_stops_at_its_limit),
		cmocka_unit_test(minimal_stops_at_its_limit),
		cmocka_unit_test(minimize_stops_at_its_limit),
		cmocka_unit_test(target_stops_at_its_limit),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
