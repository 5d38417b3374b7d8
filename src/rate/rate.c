/* rate.c - the Sudoku Explainer rating: SE's easiest step, again and
 * again, until the grid is full.  See LICENSE for copying terms. */
#include <string.h>

#include "rate/chains.h"

static const struct {
	const char *name;
	int low, high;		/* the ER values the technique gives */
} techniques[SUDOKU_TECHNIQUES] = {
    {"hidden-single", 10, 15},
    {"direct-pointing", 17, 17},
    {"direct-claiming", 19, 19},
    {"direct-hidden-pair", 20, 20},
    {"naked-single", 23, 23},
    {"direct-hidden-triple", 25, 25},
    {"pointing", 26, 26},
    {"claiming", 28, 28},
    {"naked-pair", 30, 30},
    {"x-wing", 32, 32},
    {"hidden-pair", 34, 34},
    {"naked-triple", 36, 36},
    {"swordfish", 38, 38},
    {"hidden-triple", 40, 40},
    {"xy-wing", 42, 42},
    {"xyz-wing", 44, 44},
    {"unique-rectangle", 45, 51},
    {"unique-loop", 46, 56},
    {"naked-quad", 50, 50},
    {"jellyfish", 52, 52},
    {"hidden-quad", 54, 54},
    {"bug", 56, 62},
    {"aligned-pair-exclusion", 62, 62},
    {"cycle", 65, 69},
    {"forcing-chain", 70, 74},
    {"aligned-triple-exclusion", 75, 75},
    {"nishio", 75, 79},
    {"multiple-forcing-chain", 80, 84},
    {"dynamic-forcing-chain", 85, 89},
    {"dynamic-forcing-chain-plus", 90, 94},
    {"nested-forcing-chain", 95, 199},
    {"search", 200, 200},
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

/* Rate the unique puzzle 'p'; 0, or -1 when the deadline passed. */
static int
rate_steps(const struct sudoku_grid *p, struct sudoku_rating *rating,
	   struct deadline *d)
{
	struct se_step step;
	struct se_grid g;
	enum sudoku_technique t;
	int open = 0, i;

	sudoku_se_grid_init(&g, p);
	for (i = 0; i < SE_CELLS; i++)
		open += g.value[i] == 0;
	rating->complete = 1;
	rating->name = "";
	while (open > 0) {
		int r;

		if (d->at != 0 && sudoku_deadline_check_slow(d))
			return -1;
		r = sudoku_se_next_step(&g, &step, d, &t);
		if (r < 0)
			return -1;
		if (r == 0) {
			rating->er = 200;
			rating->technique = SUDOKU_SEARCH;
			rating->name = "Beyond solver";
			rating->steps[SUDOKU_SEARCH]++;
			return 0;
		}
		rating->steps[t]++;
		if (step.difficulty > rating->er) {
			rating->er = step.difficulty;
			rating->technique = t;
			rating->name = step.technique;
		}
		sudoku_se_apply(&g, &step);
		if (step.place_cell >= 0)
			open--;
		if (rating->ep == 0) {
			if (rating->ed == 0)
				rating->ed = rating->er;
			if (step.place_cell >= 0)
				rating->ep = rating->er;
		}
		if (rating->stop_above > 0 && rating->er > rating->stop_above) {
			rating->complete = 0;
			return 0;
		}
	}
	return 0;
}

enum sudoku_status
sudoku_rate(const struct sudoku_grid *g, struct sudoku_rating *rating,
	    struct sudoku_search *search)
{
	int stop_above = rating->stop_above;
	enum sudoku_status status = sudoku_check_clues(g);
	struct deadline d;
	uint64_t n;

	memset(rating, 0, sizeof *rating);
	rating->stop_above = stop_above;
	rating->name = "";
	sudoku_deadline_start(&d, search);
	if (status != SUDOKU_OK)
		return status;
	/* The solver says first whether there is one answer to explain. */
	n = sudoku_deadline_count(&d, g, 2, NULL, search);
	if (!d.expired) {
		struct sudoku_grid form;

		rating->solutions = n;
		if (n != 1)
			return n == 0 ? SUDOKU_NONE : SUDOKU_MULTIPLE;
		/*
		 * Among equally easy steps SE takes the first in cell and
		 * digit order, so an image of a puzzle can take another path
		 * and, with chains, end 0.1 apart (2 of 100 top1465 puzzles).
		 * Rating the canonical form gives every image one rating.
		 */
		status = sudoku_canon(g, &form, NULL);
		if (status == SUDOKU_OK && rate_steps(&form, rating, &d) < 0)
			d.expired = 1;
	}
	sudoku_deadline_finish(&d, search);
	if (status != SUDOKU_OK)
		return status;
	if (d.expired) {
		memset(rating, 0, sizeof *rating);
		rating->stop_above = stop_above;
		rating->name = "";
		return SUDOKU_ETIMEOUT;
	}
	return SUDOKU_OK;
}
