/* rate.c - the Sudoku Explainer rating: SE's easiest step, again and
 * again, until the grid is full.  See LICENSE for copying terms. */
#include <stdlib.h>
#include <string.h>

#include "rate/chain_core.h"
#include "rate/chains.h"

/* Each technique: its name, the ER range a puzzle whose hardest step is
 * of it had over the sample measured (see sudoku_technique_range(): the
 * 44,000 puzzles of the shared kaggle_10k, unbiased_1k, 17clue and top1465
 * sets and 20,000 made by sudoku -g, rated by -r; those it had none of,
 * direct-claiming, hidden-quad and search, keep their rule's difficulty,
 * and nested-forcing-chain the rules' span), and
 * the highest difficulty a step of it can have, a bound from the rules;
 * a chain's is negative, -base: its base, highest of its kinds, before
 * SE's length bonus. */
static const struct {
	const char *name;
	int low, high;		/* ER over the sample */
	int top;		/* the step's highest difficulty, or -base */
} techniques[SUDOKU_TECHNIQUES] = {
    {"hidden-single", 12, 15, 15},
    {"direct-pointing", 17, 17, 17},
    {"direct-claiming", 19, 19, 19},
    {"direct-hidden-pair", 20, 20, 20},
    {"naked-single", 23, 23, 23},
    {"direct-hidden-triple", 25, 25, 25},
    {"pointing", 26, 26, 26},
    {"claiming", 28, 28, 28},
    {"naked-pair", 30, 30, 30},
    {"x-wing", 32, 32, 32},
    {"hidden-pair", 34, 34, 34},
    {"naked-triple", 36, 36, 36},
    {"swordfish", 38, 38, 38},
    {"hidden-triple", 40, 40, 40},
    {"xy-wing", 42, 42, 42},
    {"xyz-wing", 44, 44, 44},
    {"unique-rectangle", 45, 46, 51},
    {"unique-loop", 46, 50, 56},
    {"naked-quad", 50, 50, 50},
    {"jellyfish", 52, 52, 52},
    {"hidden-quad", 54, 54, 54},
    {"bug", 56, 58, 62},
    {"aligned-pair-exclusion", 62, 62, 62},
    {"cycle", 65, 70, -70},
    {"forcing-chain", 70, 75, -70},
    {"aligned-triple-exclusion", 75, 75, 75},
    {"nishio", 76, 80, -75},
    {"multiple-forcing-chain", 82, 87, -80},
    {"dynamic-forcing-chain", 87, 96, -85},
    {"dynamic-forcing-chain-plus", 98, 98, -90},
    {"nested-forcing-chain", 95, 199, 200},
    {"search", 200, 200, 200},
};

const char *
sudoku_technique_name(enum sudoku_technique t)
{
	return (unsigned)t < SUDOKU_TECHNIQUES ? techniques[t].name
					       : "unknown";
}

int
sudoku_technique_range(enum sudoku_technique t, int *low, int *high)
{
	if ((unsigned)t >= SUDOKU_TECHNIQUES)
		return 0;
	*low = techniques[t].low;
	*high = techniques[t].high;
	return 1;
}

int
sudoku_technique_ceiling(enum sudoku_technique t)
{
	/* A hint without nesting has at most 9 chains, each counting each
	 * of the grid's 1458 potentials (a candidate on or off) once at
	 * most: its length bonus is at most that of 9 * 1458.  A nested
	 * chain also counts the chains it nests, without bound: its top
	 * is 200, the 'search' above it. */
	if ((unsigned)t >= SUDOKU_TECHNIQUES)
		return 0;
	if (techniques[t].top >= 0)
		return techniques[t].top;
	return -techniques[t].top + sudoku_chain_length_bonus(9 * 2 * 729);
}

/* The technique of a step that is not a chain, from its SE name. */
static enum sudoku_technique
classify(const struct se_step *s)
{
	static const struct {
		const char *name;
		enum sudoku_technique t;
	} by_name[] = {
	    {"Hidden Single", SUDOKU_HIDDEN_SINGLE},
	    {"Direct Pointing", SUDOKU_DIRECT_POINTING},
	    {"Direct Claiming", SUDOKU_DIRECT_CLAIMING},
	    {"Direct Hidden Pair", SUDOKU_DIRECT_HIDDEN_PAIR},
	    {"Naked Single", SUDOKU_NAKED_SINGLE},
	    {"Direct Hidden Triplet", SUDOKU_DIRECT_HIDDEN_TRIPLE},
	    {"Pointing", SUDOKU_POINTING},
	    {"Claiming", SUDOKU_CLAIMING},
	    {"Naked Pair", SUDOKU_NAKED_PAIR},
	    {"X-Wing", SUDOKU_X_WING},
	    {"Hidden Pair", SUDOKU_HIDDEN_PAIR},
	    {"Naked Triplet", SUDOKU_NAKED_TRIPLE},
	    {"Swordfish", SUDOKU_SWORDFISH},
	    {"Hidden Triplet", SUDOKU_HIDDEN_TRIPLE},
	    {"XY-Wing", SUDOKU_XY_WING},
	    {"XYZ-Wing", SUDOKU_XYZ_WING},
	    {"Naked Quad", SUDOKU_NAKED_QUAD},
	    {"Jellyfish", SUDOKU_JELLYFISH},
	    {"Hidden Quad", SUDOKU_HIDDEN_QUAD},
	    {"Aligned Pair Exclusion", SUDOKU_ALIGNED_PAIR_EXCLUSION},
	    {"Aligned Triplet Exclusion", SUDOKU_ALIGNED_TRIPLE_EXCLUSION},
	};
	size_t i;

	if (strncmp(s->technique, "Unique Rectangle", 16) == 0)
		return SUDOKU_UNIQUE_RECTANGLE;
	if (strncmp(s->technique, "Unique Loop", 11) == 0)
		return SUDOKU_UNIQUE_LOOP;
	if (strncmp(s->technique, "BUG", 3) == 0)
		return SUDOKU_BUG;
	for (i = 0; i < sizeof by_name / sizeof by_name[0]; i++)
		if (strcmp(s->technique, by_name[i].name) == 0)
			return by_name[i].t;
	return SUDOKU_SEARCH;
}

/* The families of SE's techniques that are not chains, each one function
 * of the rating folder (se.h). */
enum family {
	F_NAKED_SINGLE, F_LOCKING, F_NAKED_SET, F_HIDDEN_SET, F_FISH, F_WING,
	F_UNIQUE_LOOPS, F_BUG, F_EXCLUSION
};

/*
 * SE's producers that are not chains, in its order (SE 1.2.1's set, with
 * its default order and difficulties), after the hidden single, which
 * sudoku_se_next_step() tries first.  'degree' is a set's size; 'flag'
 * asks for the direct kind of locking and hidden sets, or the XYZ-wing.
 */
static const struct producer {
	enum family family;
	int degree, flag;
} se_order[] = {
    {F_LOCKING, 0, 1},	  /* direct pointing and claiming */
    {F_HIDDEN_SET, 2, 1}, /* direct hidden pair */
    {F_NAKED_SINGLE, 0, 0},
    {F_HIDDEN_SET, 3, 1}, /* direct hidden triplet */
    {F_LOCKING, 0, 0},
    {F_NAKED_SET, 2, 0},
    {F_FISH, 2, 0},	  /* X-wing */
    {F_HIDDEN_SET, 2, 0},
    {F_NAKED_SET, 3, 0},
    {F_FISH, 3, 0},	  /* swordfish */
    {F_HIDDEN_SET, 3, 0},
    {F_WING, 0, 0},	  /* XY-wing */
    {F_WING, 0, 1},	  /* XYZ-wing */
    {F_UNIQUE_LOOPS, 0, 0},
    {F_NAKED_SET, 4, 0},
    {F_FISH, 4, 0},	  /* jellyfish */
    {F_HIDDEN_SET, 4, 0},
    {F_BUG, 0, 0},
    {F_EXCLUSION, 2, 0},  /* aligned pair exclusion */
};

static int
produce(const struct producer *p, const struct se_grid *g,
	const struct se_view *v, struct se_step *s)
{
	switch (p->family) {
	case F_NAKED_SINGLE:
		return sudoku_se_naked_single(g, v, s);
	case F_LOCKING:
		return sudoku_se_locking(g, v, s, p->flag);
	case F_NAKED_SET:
		return sudoku_se_naked_set(g, v, s, p->degree);
	case F_HIDDEN_SET:
		return sudoku_se_hidden_set(g, v, s, p->degree, p->flag);
	case F_FISH:
		return sudoku_se_fish(g, v, s, p->degree);
	case F_WING:
		return sudoku_se_wing(g, v, s, p->flag);
	case F_UNIQUE_LOOPS:
		return sudoku_se_unique_loops(g, v, s);
	case F_BUG:
		return sudoku_se_bug(g, v, s);
	case F_EXCLUSION:
		return sudoku_se_aligned_exclusion(g, v, s, p->degree);
	}
	return 0;
}

/* A chain kind's step of difficulty below 'below' (0: any), with the
 * technique it counts as. */
static int
chain(const struct se_grid *g, enum se_chain_kind kind, struct se_step *s,
      struct deadline *d, enum sudoku_technique *t, int below)
{
	static const enum sudoku_technique as[] = {
	    SUDOKU_CYCLE,
	    SUDOKU_FORCING_CHAIN,
	    SUDOKU_NISHIO,
	    SUDOKU_MULTIPLE_FORCING_CHAIN,
	    SUDOKU_DYNAMIC_FORCING_CHAIN,
	    SUDOKU_DYNAMIC_FORCING_CHAIN_PLUS,
	    SUDOKU_NESTED_FORCING_CHAIN,
	    SUDOKU_NESTED_FORCING_CHAIN,
	    SUDOKU_NESTED_FORCING_CHAIN,
	    SUDOKU_NESTED_FORCING_CHAIN};
	int r = sudoku_se_chains_find_below(g, kind, s, d, below);

	*t = as[kind];
	return r;
}

/*
 * The step SE takes on 'g': that of the first producer, in SE's order,
 * that has one.  SE's first chaining producer finds cycles and forcing
 * chains together and reports the easiest: here the two kinds, and the
 * easier of their steps.  Aligned triplet exclusion comes after it, then
 * the other chains.
 */
int
sudoku_se_next_step(const struct se_grid *g, struct se_step *s,
		    struct deadline *d, enum sudoku_technique *t)
{
	struct se_step spare_step, *spare = &spare_step;
	struct se_view v;
	enum sudoku_technique t2;
	size_t p;
	int r, r2, kind;

	/* The hidden single, the most frequent step, reads the grid alone. */
	if (sudoku_se_hidden_single(g, NULL, s)) {
		*t = SUDOKU_HIDDEN_SINGLE;
		return 1;
	}
	sudoku_se_view_build(g, &v);
	for (p = 0; p < sizeof se_order / sizeof se_order[0]; p++)
		if (produce(&se_order[p], g, &v, s)) {
			*t = classify(s);
			return 1;
		}
	r = chain(g, SE_CHAIN_CYCLES, s, d, t, 0);
	if (r < 0)
		return -1;
	/* Only an easier step than the cycles' can take their place. */
	r2 = chain(g, SE_CHAIN_FORCING, spare, d, &t2,
		   r > 0 ? s->difficulty : 0);
	if (r2 < 0)
		return -1;
	if (r2 > 0 && (r == 0 || spare->difficulty < s->difficulty)) {
		*s = *spare;
		*t = t2;
		r = 1;
	}
	if (r > 0)
		return 1;
	if (d->at != 0 && sudoku_deadline_check_slow(d))
		return -1;
	if (sudoku_se_aligned_exclusion(g, &v, s, 3)) {
		*t = SUDOKU_ALIGNED_TRIPLE_EXCLUSION;
		return 1;
	}
	for (kind = SE_CHAIN_NISHIO; kind <= SE_CHAIN_NESTED_4; kind++) {
		r = chain(g, (enum se_chain_kind)kind, s, d, t, 0);
		if (r != 0)
			return r;
	}
	return 0;
}

/*
 * Where the steps of a rating go, if anywhere: the caller's callback,
 * with the map from the grid the steps are taken on (the canonical form)
 * back to the caller's, and the solution, which the last step of a
 * puzzle no technique finishes places.
 */
struct step_sink {
	sudoku_step_fn fn;
	void *arg;
	unsigned char cell_of[SE_CELLS];	/* the caller's cell */
	unsigned char digit_of[10];		/* the caller's digit */
	struct sudoku_grid solution;		/* the caller's */
	struct sudoku_step step;		/* the step passed on */
};

/* A sink that maps nothing. */
static void
sink_identity(struct step_sink *sink)
{
	int i;

	for (i = 0; i < SE_CELLS; i++)
		sink->cell_of[i] = (unsigned char)i;
	for (i = 0; i < 10; i++)
		sink->digit_of[i] = (unsigned char)i;
}

/*
 * A sink for steps taken on the image of a grid under 'how': cell (r, c)
 * of the image is cell (row[r], col[c]) of the grid, read transposed
 * when 'transpose' is set, and digit digit[d] of the image is d.  Digits
 * the grid lacks have no image: they take the digits left, in order.
 */
static void
sink_mapped(struct step_sink *sink, const struct sudoku_transform *how)
{
	int used[10] = {0}, r, c, d, spare = 1;

	for (r = 0; r < 9; r++)
		for (c = 0; c < 9; c++) {
			int i = how->row[r], j = how->col[c];

			sink->cell_of[9 * r + c] = (unsigned char)(
			    how->transpose ? 9 * j + i : 9 * i + j);
		}
	memset(sink->digit_of, 0, sizeof sink->digit_of);
	for (d = 1; d <= 9; d++) {
		int image = how->digit[d];

		if (image >= 1 && image <= 9 && sink->digit_of[image] == 0) {
			sink->digit_of[image] = (unsigned char)d;
			used[d] = 1;
		}
	}
	for (d = 1; d <= 9; d++) {
		if (sink->digit_of[d] != 0)
			continue;
		while (used[spare])
			spare++;
		sink->digit_of[d] = (unsigned char)spare;
		used[spare] = 1;
	}
}

static int
by_cell_and_digit(const void *a, const void *b)
{
	const struct sudoku_candidate *x = a, *y = b;

	return (9 * x->cell + x->digit) - (9 * y->cell + y->digit);
}

/* Pass step 's' (technique 't') to the sink, in the caller's cells and
 * digits; returns what the callback does. */
static int
sink_step(struct step_sink *sink, const struct se_step *s,
	  enum sudoku_technique t)
{
	struct sudoku_step *out = &sink->step;
	int i;

	out->technique = t;
	out->name = s->technique;
	out->rating = s->difficulty;
	out->placements = 0;
	if (s->place_cell >= 0) {
		out->placed[0].cell = sink->cell_of[s->place_cell];
		out->placed[0].digit = sink->digit_of[s->place_digit];
		out->placements = 1;
	}
	out->eliminations = s->n_elim;
	for (i = 0; i < s->n_elim; i++) {
		out->eliminated[i].cell = sink->cell_of[s->elim_cell[i]];
		out->eliminated[i].digit = sink->digit_of[s->elim_digit[i]];
	}
	qsort(out->eliminated, (size_t)s->n_elim, sizeof out->eliminated[0],
	      by_cell_and_digit);
	return sink->fn(out, sink->arg);
}

/* The last step where no technique applies: the solution's digit in
 * every open cell of 'g'. */
static int
sink_search(struct step_sink *sink, const struct se_grid *g)
{
	struct sudoku_step *out = &sink->step;
	int i, n = 0;

	out->technique = SUDOKU_SEARCH;
	out->name = "Beyond solver";
	out->rating = 200;
	out->eliminations = 0;
	for (i = 0; i < SE_CELLS; i++) {
		if (g->value[i] != 0)
			continue;
		out->placed[n].cell = sink->cell_of[i];
		out->placed[n].digit =
		    sink->solution.cell[sink->cell_of[i]];
		n++;
	}
	out->placements = n;
	qsort(out->placed, (size_t)n, sizeof out->placed[0],
	      by_cell_and_digit);
	return sink->fn(out, sink->arg);
}

/*
 * Rate the grid of candidates 'g', which has one solution, step by step,
 * passing each step to 'sink' (NULL: none).  Returns 0, 1 when the sink
 * stopped the path, or -1 when the deadline passed.
 */
static int
rate_steps(struct se_grid *g, struct sudoku_rating *rating,
	   struct deadline *d, struct step_sink *sink)
{
	struct se_step step;
	enum sudoku_technique t;
	int open = 0, i;

	for (i = 0; i < SE_CELLS; i++)
		open += g->value[i] == 0;
	rating->complete = 1;
	rating->name = "";
	while (open > 0) {
		int r;

		if (d->at != 0 && sudoku_deadline_check_slow(d))
			return -1;
		r = sudoku_se_next_step(g, &step, d, &t);
		if (r < 0)
			return -1;
		if (r == 0) {
			rating->er = 200;
			rating->technique = SUDOKU_SEARCH;
			rating->name = "Beyond solver";
			rating->steps[SUDOKU_SEARCH]++;
			if (sink != NULL && sink_search(sink, g) != 0)
				rating->complete = 0;
			return 0;
		}
		rating->steps[t]++;
		if (step.difficulty > rating->er) {
			rating->er = step.difficulty;
			rating->technique = t;
			rating->name = step.technique;
		}
		sudoku_se_apply(g, &step);
		if (step.place_cell >= 0)
			open--;
		if (rating->ep == 0) {
			if (rating->ed == 0)
				rating->ed = rating->er;
			if (step.place_cell >= 0)
				rating->ep = rating->er;
		}
		if (sink != NULL && sink_step(sink, &step, t) != 0) {
			rating->complete = 0;
			return open > 0;
		}
		if (rating->stop_above > 0 && rating->er > rating->stop_above) {
			rating->complete = 0;
			return 0;
		}
	}
	return 0;
}

/* Clear the rating's output, keeping its input. */
static void
rating_clear(struct sudoku_rating *rating)
{
	int stop_above = rating->stop_above;

	memset(rating, 0, sizeof *rating);
	rating->stop_above = stop_above;
	rating->name = "";
}

/* The end of a rating: what the deadline says, reported to 'search'. */
static enum sudoku_status
rating_finish(const struct deadline *d, struct sudoku_rating *rating,
	      struct sudoku_search *search, enum sudoku_status status)
{
	sudoku_deadline_finish(d, search);
	if (status != SUDOKU_OK)
		return status;
	if (d->expired) {
		rating_clear(rating);
		return SUDOKU_ETIMEOUT;
	}
	return SUDOKU_OK;
}

/* The sink of the steps for 'fn' and 'arg' in 'space'; NULL, where 'fn'
 * is, for a rating alone.  The solution goes to space->solution. */
static struct step_sink *
sink_open(struct step_sink *space, sudoku_step_fn fn, void *arg)
{
	if (fn == NULL)
		return NULL;
	space->fn = fn;
	space->arg = arg;
	return space;
}

/* sudoku_rate(), with the steps passed to 'fn' (NULL: none). */
static enum sudoku_status
rate_puzzle(const struct sudoku_grid *g, struct sudoku_rating *rating,
	    struct sudoku_search *search, sudoku_step_fn fn, void *arg)
{
	enum sudoku_status status = sudoku_check_clues(g);
	struct step_sink space, *sink = sink_open(&space, fn, arg);
	struct deadline d;
	uint64_t n;

	rating_clear(rating);
	sudoku_deadline_start(&d, search);
	if (status != SUDOKU_OK)
		return status;
	/* The solver says first whether there is one answer to explain. */
	n = sudoku_deadline_count(&d, g, 2, &space.solution, search);
	if (!d.expired) {
		struct sudoku_grid form;
		struct sudoku_transform how;
		struct se_grid start;

		rating->solutions = n;
		if (n != 1)
			return n == 0 ? SUDOKU_NONE : SUDOKU_MULTIPLE;
		/*
		 * Among equally easy steps SE takes the first in cell and
		 * digit order, so an image of a puzzle can take another path
		 * and, with chains, end 0.1 apart (2 of 100 top1465 puzzles).
		 * Rating the canonical form gives every image one rating.
		 */
		status = sudoku_canon(g, &form, &how);
		if (status == SUDOKU_OK) {
			if (sink != NULL)
				sink_mapped(sink, &how);
			sudoku_se_grid_init(&start, &form);
			if (rate_steps(&start, rating, &d, sink) < 0)
				d.expired = 1;
		}
	}
	return rating_finish(&d, rating, search, status);
}

/* sudoku_count_marks() within what is left of 'd'. */
static uint64_t
count_marks_within(struct deadline *d, const struct sudoku_marks *m,
		   struct sudoku_grid *first, struct sudoku_search *search)
{
	struct sudoku_search sub = {0};
	uint64_t n;

	sub.time_limit = d->at != 0 ? sudoku_deadline_left(d) : 0;
	if (d->at != 0 && sub.time_limit <= 0) {
		d->expired = 1;
		return 0;
	}
	n = sudoku_count_marks(m, 2, first, &sub);
	if (search != NULL)
		search->guesses += sub.guesses;
	d->expired |= sub.timed_out;
	return n;
}

/* sudoku_rate_marks(), with the steps passed to 'fn' (NULL: none). */
static enum sudoku_status
rate_pencil(const struct sudoku_marks *m, struct sudoku_rating *rating,
	    struct sudoku_search *search, sudoku_step_fn fn, void *arg)
{
	struct step_sink space, *sink = sink_open(&space, fn, arg);
	struct deadline d;
	uint64_t n;

	rating_clear(rating);
	sudoku_deadline_start(&d, search);
	n = count_marks_within(&d, m, &space.solution, search);
	if (!d.expired) {
		struct se_grid start;

		rating->solutions = n;
		if (n != 1)
			return n == 0 ? SUDOKU_NONE : SUDOKU_MULTIPLE;
		if (sink != NULL)
			sink_identity(sink);
		sudoku_se_grid_from_marks(&start, m);
		if (rate_steps(&start, rating, &d, sink) < 0)
			d.expired = 1;
	}
	return rating_finish(&d, rating, search, SUDOKU_OK);
}

enum sudoku_status
sudoku_rate(const struct sudoku_grid *g, struct sudoku_rating *rating,
	    struct sudoku_search *search)
{
	return rate_puzzle(g, rating, search, NULL, NULL);
}

enum sudoku_status
sudoku_rate_marks(const struct sudoku_marks *m, struct sudoku_rating *rating,
		  struct sudoku_search *search)
{
	return rate_pencil(m, rating, search, NULL, NULL);
}

enum sudoku_status
sudoku_explain(const struct sudoku_grid *g, sudoku_step_fn on_step,
	       void *arg, struct sudoku_rating *rating,
	       struct sudoku_search *search)
{
	return rate_puzzle(g, rating, search, on_step, arg);
}

enum sudoku_status
sudoku_explain_marks(const struct sudoku_marks *m, sudoku_step_fn on_step,
		     void *arg, struct sudoku_rating *rating,
		     struct sudoku_search *search)
{
	return rate_pencil(m, rating, search, on_step, arg);
}
