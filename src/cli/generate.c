/* generate.c - -g: the options of one generated puzzle, and its seed.
 * See LICENSE for copying terms. */
#include <time.h>
#include <unistd.h>

#include "generate.h"

int
rating_filtered(const struct settings *settings)
{
	return settings->rating_high >= 0 || settings->difficulty_set != 0;
}

int
rating_stop(const struct settings *settings)
{
	int t, stop = 0;

	if (settings->rating_high >= 0)
		return settings->rating_high;
	/* Where no step of the techniques asked for can be, the hardest
	 * step is of another: stop there, never below. */
	for (t = 0; t < SUDOKU_TECHNIQUES; t++)
		if (settings->difficulty_set >> t & 1 &&
		    sudoku_technique_ceiling((enum sudoku_technique)t) > stop)
			stop = sudoku_technique_ceiling(
			    (enum sudoku_technique)t);
	return stop;
}

int
rating_wanted(const struct settings *settings,
	      const struct sudoku_rating *rating)
{
	if (!rating->complete || rating->er == 0)
		return 0;
	if (settings->rating_high >= 0 &&
	    (rating->er < settings->rating_low ||
	     rating->er > settings->rating_high))
		return 0;
	return settings->difficulty_set == 0 ||
	       (settings->difficulty_set >> rating->technique & 1);
}

/* --rating and --difficulty: keep a puzzle only when its rating is what
 * was asked for; the rating stops where it no longer can be. */
static int
has_difficulty(const struct sudoku_grid *puzzle,
	       const struct sudoku_grid *solution,
	       struct sudoku_search *search, void *arg)
{
	const struct settings *settings = arg;
	struct sudoku_rating rating = {0};

	(void)solution;
	rating.stop_above = rating_stop(settings);
	return sudoku_rate(puzzle, &rating, search) == SUDOKU_OK &&
	       rating_wanted(settings, &rating);
}

uint64_t
generate_one(const struct settings *settings, uint64_t index,
	     struct sudoku_grid *out, struct sudoku_search *search)
{
	struct sudoku_generate_options options = {0};

	options.symmetry = settings->symmetry;
	options.max_clues = settings->max_clues;
	if (rating_filtered(settings)) {
		options.accept = has_difficulty;
		/* Only read, by every generating thread. */
		options.accept_arg = (void *)(uintptr_t)settings;
	}
	if (settings->max_clues > 0 || rating_filtered(settings))
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
