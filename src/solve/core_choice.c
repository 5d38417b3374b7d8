/* core_choice.c - which core sudoku_count() uses: the one SUDOKU_CORE
 * names, or the fastest in trials on the run's own puzzles.
 * See LICENSE for copying terms. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "internal.h"

/*
 * Which core is fastest depends on the CPU more than its features tell:
 * a Zen 4 runs each 512-bit operation as two 256-bit halves, a Zen 5 does
 * not, and sparse grids favour no core at all.  So the core the table
 * marks (core.c) is only where the choice starts ("preset").  While it
 * is, a few of the run's puzzles are solved once more on every core,
 * alternately, and timed: a trial.  After TRIALS of them the core with
 * the lowest median time relative to the preset one is used, if it is at
 * least SWITCH_GAIN times as fast (the preset otherwise: two cores that
 * close are not told apart on a busy machine).
 *
 * Every core finds the same answer, so which one ran never shows in the
 * output.  What trials cost is bounded: each thread starts one only while
 * the repeats so far and the one it would add stay below TRIAL_SHARE of
 * its solving time, so a short run (an online judge's single puzzle) has
 * none and keeps the preset core, and a long one pays about TRIAL_SHARE
 * for its first few thousand puzzles and nothing after.
 */
enum { TRIALS = 7 };
#define TRIAL_SHARE 0.01
#define SWITCH_GAIN 1.03
/* What a trial's repeat may be charged, in first searches: the slowest
 * core, with room to spare (a repeat under the test handicap may cost
 * more than it is charged, which only brings the tests' trials sooner). */
#define REPEAT_CHARGE 16.0
/* How many times as long a core that SUDOKU_CORE_HANDICAP names takes:
 * enough that the vector cores lose to scalar even on a loaded machine,
 * where four times was about as slow as scalar on 22-31 clues. */
#define HANDICAP 16.0

/*
 * The choice, shared by all threads.  Threads that race to make it
 * compute the same values, and which core runs changes only the speed, so
 * atomics without locks are enough.
 */
static atomic_int chosen = -1;	/* index of the core in use, -1 at first */
static atomic_int reason;	/* enum sudoku_core_reason */
static atomic_int preset;	/* where the choice starts */
static atomic_uint usable;	/* bit i: the CPU runs core i */
static atomic_uint handicap;	/* bit i: core i is slowed down (tests) */
static atomic_int claimed;	/* trials that took a slot below */
static atomic_int finished;	/* trials whose times are all stored */
/* Nanoseconds each core took in each trial. */
static _Atomic uint64_t trial_ns[TRIALS][SUDOKU_CORES_MAX];

/* What one thread spent while the choice is open. */
struct spending {
	double solving;	/* seconds in the searches that gave answers */
	double extra;	/* seconds in the trials' repeats */
	double typical;	/* running mean of one search, in seconds */
	unsigned trials;	/* started, to rotate the order of the cores */
};
static _Thread_local struct spending spent;

#define LOAD(x) atomic_load_explicit(&(x), memory_order_relaxed)
#define STORE(x, v) atomic_store_explicit(&(x), (v), memory_order_relaxed)

/* The cores SUDOKU_CORE_HANDICAP names, separated by commas. */
static unsigned
handicapped(void)
{
	const char *list = getenv("SUDOKU_CORE_HANDICAP");
	unsigned mask = 0;
	char name[16];

	while (list != NULL && *list != '\0') {
		size_t len = strcspn(list, ",");
		int i;

		if (len < sizeof name) {
			memcpy(name, list, len);
			name[len] = '\0';
			i = sudoku_core_find(name);
			if (i >= 0)
				mask |= 1u << i;
		}
		list += len + (list[len] == ',');
	}
	return mask;
}

/*
 * Start the choice afresh: the core SUDOKU_CORE names if the CPU runs it,
 * else the only one or the preset, with no trial yet.
 */
static void
start(void)
{
	const char *want = getenv("SUDOKU_CORE");
	unsigned mask = sudoku_core_usable();
	int first = sudoku_core_preset();
	int i = want != NULL ? sudoku_core_find(want) : -1;
	int why = SUDOKU_CORE_FORCED;

	if (i < 0) {
		i = first;
		why = (mask & (mask - 1)) == 0 ? SUDOKU_CORE_ONLY
					       : SUDOKU_CORE_PRESET;
	}
	STORE(usable, mask);
	STORE(handicap, handicapped());
	STORE(preset, first);
	STORE(claimed, 0);
	STORE(finished, 0);
	STORE(reason, why);
	atomic_store_explicit(&chosen, i, memory_order_release);
}

static int
current(void)
{
	int i = atomic_load_explicit(&chosen, memory_order_acquire);

	if (i < 0) {
		start();
		i = LOAD(chosen);
	}
	return i;
}

/* Core i's search; a handicapped core then waits out the extra time. */
static void
run(int i, struct search *x, struct band_state *s)
{
	double begin, until, now;

	if ((LOAD(handicap) & 1u << i) == 0) {
		sudoku_core_index_search(i)(x, s);
		return;
	}
	begin = sudoku_clock();
	sudoku_core_index_search(i)(x, s);
	until = begin + HANDICAP * (sudoku_clock() - begin);
	do
		now = sudoku_clock();
	while (now < until);
}

/* The median over the trials of core c's time over core base's. */
static double
median_ratio(int c, int base)
{
	double r[TRIALS], v;
	int t, j;

	for (t = 0; t < TRIALS; t++) {
		uint64_t a = LOAD(trial_ns[t][c]), b = LOAD(trial_ns[t][base]);

		r[t] = (double)(a + 1) / (double)(b + 1);
	}
	for (t = 1; t < TRIALS; t++) {	/* insertion sort */
		v = r[t];
		for (j = t; j > 0 && r[j - 1] > v; j--)
			r[j] = r[j - 1];
		r[j] = v;
	}
	return r[TRIALS / 2];
}

/* After the last trial: the fastest core, if clearly faster than preset. */
static void
decide(void)
{
	unsigned mask = LOAD(usable);
	int base = LOAD(preset), best = base, c, expect = SUDOKU_CORE_PRESET;
	double best_ratio = 1.0;

	for (c = 0; c < sudoku_core_count(); c++) {
		double r;

		if ((mask & 1u << c) == 0)
			continue;
		r = median_ratio(c, base);
		if (r < best_ratio)
			best = c, best_ratio = r;
	}
	if (best_ratio * SWITCH_GAIN > 1.0)
		best = base;
	/* Unless sudoku_core_select() came first. */
	if (atomic_compare_exchange_strong(&reason, &expect,
					   SUDOKU_CORE_MEASURED))
		STORE(chosen, best);
}

/* Keep one trial's times; the last one decides. */
static void
record(const uint64_t ns[])
{
	int slot = atomic_fetch_add(&claimed, 1), c;

	if (slot >= TRIALS)
		return;
	for (c = 0; c < sudoku_core_count(); c++)
		STORE(trial_ns[slot][c], ns[c]);
	if (atomic_fetch_add_explicit(&finished, 1, memory_order_acq_rel) ==
	    TRIALS - 1)
		decide();
}

static void
account(double seconds)
{
	spent.solving += seconds;
	spent.typical = spent.typical > 0
			    ? spent.typical + (seconds - spent.typical) / 8
			    : seconds;
}

/* What the repeats of one trial may cost, for a search of 'seconds'. */
static int
affordable(double seconds, int cores)
{
	double cost = (double)(cores - 1) * seconds;

	return seconds > 0 &&
	       spent.extra + cost <= TRIAL_SHARE * spent.solving;
}

/*
 * One trial: the puzzle of 'x' and 's' solved by every usable core, each
 * once and timed, in an order that turns at each trial; the first search
 * is the answer.  Once only: a core that solves the same puzzle again
 * runs faster for it (its branches have learnt the puzzle), the branchy
 * scalar core most.  The cores other than the one in use start with
 * their code and tables out of the caches, which makes them look a few
 * percent slower on hard puzzles and up to twice as slow on puzzles of a
 * microsecond: the choice leans to the core in use, as SWITCH_GAIN does.
 * Given up when a search runs out of time or the puzzle proves too long
 * for the budget.
 */
static void
trial(struct search *x, struct band_state *s)
{
	const struct search x0 = *x;
	const struct band_state s0 = *s;
	struct sudoku_grid scratch;
	uint64_t ns[SUDOKU_CORES_MAX] = {0};
	unsigned mask = LOAD(usable);
	int order[SUDOKU_CORES_MAX], n = 0, c, j, turn;
	double begin, t, first;

	for (c = 0; c < sudoku_core_count(); c++)
		if (mask & 1u << c)
			order[n++] = c;
	if (n < 2) {	/* not reached: with one core there is no choice */
		run(current(), x, s);
		return;
	}
	turn = (int)(spent.trials++ % (unsigned)n);
	begin = sudoku_clock();
	run(order[turn], x, s);
	t = first = sudoku_clock() - begin;
	account(t);
	ns[order[turn]] = (uint64_t)(t * 1e9);
	if (x->deadline.expired || !affordable(t, n))
		return;
	for (j = 1; j < n; j++) {
		struct search y = x0;
		struct band_state u = s0;

		c = order[(turn + j) % n];
		if (y.first != NULL)
			y.first = &scratch;
		begin = sudoku_clock();
		run(c, &y, &u);
		t = sudoku_clock() - begin;
		/* Charged at most REPEAT_CHARGE times the first search: a
		 * repeat that lost the CPU to another process would otherwise
		 * spend a short run's whole budget, and leave it untimed. */
		spent.extra += t < REPEAT_CHARGE * first ? t
							 : REPEAT_CHARGE * first;
		if (y.deadline.expired)
			return;
		ns[c] = (uint64_t)(t * 1e9);
	}
	record(ns);
}

/* The search while the choice is open: timed, now and then a trial. */
static void
timed_search(struct search *x, struct band_state *s)
{
	double begin;

	if (affordable(spent.typical, bit_count(LOAD(usable)))) {
		trial(x, s);
		return;
	}
	begin = sudoku_clock();
	run(current(), x, s);
	account(sudoku_clock() - begin);
}

static void
handicapped_search(struct search *x, struct band_state *s)
{
	run(current(), x, s);
}

sudoku_search_fn
sudoku_core_current(void)
{
	int i = current();

	if (LOAD(reason) == SUDOKU_CORE_PRESET)
		return timed_search;
	if (LOAD(handicap) & 1u << i)
		return handicapped_search;
	return sudoku_core_index_search(i);
}

const char *
sudoku_core_name(void)
{
	return sudoku_core_index_name(current());
}

int
sudoku_core_select(const char *name)
{
	int i;

	if (name == NULL) {
		/* This thread's budget too, as at the start of a run. */
		memset(&spent, 0, sizeof spent);
		start();
		return 1;
	}
	i = sudoku_core_find(name);
	if (i < 0)
		return 0;
	current();	/* the usable cores and the handicap, once */
	STORE(reason, SUDOKU_CORE_SELECTED);
	STORE(chosen, i);
	return 1;
}

void
sudoku_core_choice(struct sudoku_core_choice *choice)
{
	int i = current(), why = LOAD(reason), done = LOAD(finished), c;
	int base = LOAD(preset);
	unsigned mask = LOAD(usable);
	/* Each core against the preset, as decide() compared them, then
	 * against the kept one: a median of ratios does not compose, and
	 * measured against the kept core directly, a core that decide()
	 * ranked behind it could show as faster (when two are close). */
	double kept = why == SUDOKU_CORE_MEASURED ? median_ratio(i, base) : 1;

	memset(choice, 0, sizeof *choice);
	choice->name = sudoku_core_index_name(i);
	choice->reason = (enum sudoku_core_reason)why;
	choice->trials = done < TRIALS ? done : TRIALS;
	for (c = 0; c < sudoku_core_count(); c++) {
		if ((mask & 1u << c) == 0)
			continue;
		choice->core[choice->cores] = sudoku_core_index_name(c);
		if (why == SUDOKU_CORE_MEASURED)
			choice->time[choice->cores] =
			    median_ratio(c, base) / kept;
		choice->cores++;
	}
}
