/* generate.c - -g: the options of one generated puzzle, and its seed.
 * See LICENSE for copying terms. */
#include <time.h>
#include <unistd.h>

#include "generate.h"

/* --rating and --difficulty: keep a puzzle only when its ER is in the
 * range asked for; the rating stops once ER is above it. */
static int
has_difficulty(const struct sudoku_grid *puzzle,
	       const struct sudoku_grid *solution,
	       struct sudoku_search *search, void *arg)
{
	const struct settings *settings = arg;
	struct sudoku_rating rating = {0};

	(void)solution;
	rating.stop_above = settings->rating_high;
	return sudoku_rate(puzzle, &rating, search) == SUDOKU_OK &&
	       rating.complete &&
	       rating.er >= settings->rating_low &&
	       rating.er <= settings->rating_high;
}

uint64_t
generate_one(const struct settings *settings, uint64_t index,
	     struct sudoku_grid *out, struct sudoku_search *search)
{
	struct sudoku_generate_options options = {0};

	options.symmetry = settings->symmetry;
	options.max_clues = settings->max_clues;
	if (settings->rating_high >= 0) {
		options.accept = has_difficulty;
		/* Only read, by every generating thread. */
		options.accept_arg = (void *)(uintptr_t)settings;
	}
	if (settings->max_clues > 0 || settings->rating_high >= 0)
		options.attempts = GENERATE_ATTEMPTS;
	return sudoku_generate(settings->seed, index, &options, out, NULL,
			       search) == SUDOKU_OK;
}

uint64_t
generate_seed(void)
{
	struct timespec ts;

	uint64_t seed;

	clock_gettime(CLOCK_REALTIME, &ts);
	/* The nanoseconds and the process tell apart runs started within
	 * one second; the library hashes the seed anyway. */
	seed = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec +
	       ((uint64_t)getpid() << 40);
	/* Folded into 53 bits, the integers a JSON reader that keeps
	 * numbers as doubles (jq, JavaScript) holds exactly: the seed that
	 * -f json reports must repeat the run. */
	return (seed ^ seed >> 53) & (((uint64_t)1 << 53) - 1);
}
