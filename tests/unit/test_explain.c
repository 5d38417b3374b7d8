/* test_explain.c - cmocka suite for sudoku_explain() and the pencil-mark
 * grids: every path sound and the rating's own, the first step the hint,
 * pencil grids counted, rated, written and read back.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"
#include "support.h"

/* An easy puzzle (singles only) and a hard one (top1465's first). */
static const char easy[] =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9"
    "..5.1.3..";
static const char hard[] =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4."
    "9........";

/* The digits of a mask of candidates (bit d - 1 for digit d). */
static int
bit_count_of(unsigned m)
{
	int n = 0;

	for (; m != 0; m &= m - 1)
		n++;
	return n;
}

/* Its lowest digit. */
static int
lowest_digit(unsigned m)
{
	int d = 1;

	while (!(m & 1)) {
		m >>= 1;
		d++;
	}
	return d;
}

/* What a walk along a path found. */
struct walk {
	struct sudoku_marks grid;	/* the candidates so far */
	struct sudoku_grid solution;
	int steps, bad, hardest;
	uint32_t by_technique[SUDOKU_TECHNIQUES];
	struct sudoku_step first;
	int stop_after;			/* 0: walk to the end */
};

/* Apply each step, checking it against the solution. */
static int
walk_step(const struct sudoku_step *step, void *arg)
{
	struct walk *w = arg;
	int i;

	if (w->steps == 0)
		w->first = *step;
	w->steps++;
	w->by_technique[step->technique]++;
	if (step->rating > w->hardest)
		w->hardest = step->rating;
	for (i = 0; i < step->placements; i++)
		w->bad += w->solution.cell[step->placed[i].cell] !=
			  step->placed[i].digit;
	for (i = 0; i < step->eliminations; i++)
		w->bad += w->solution.cell[step->eliminated[i].cell] ==
			  step->eliminated[i].digit;
	/* An elimination of a candidate already gone is no step. */
	for (i = 0; i < step->eliminations; i++)
		w->bad += !(w->grid.cand[step->eliminated[i].cell] >>
			    (step->eliminated[i].digit - 1) & 1);
	sudoku_marks_apply(&w->grid, step);
	return w->stop_after != 0 && w->steps >= w->stop_after;
}

/* Does every cell of 'm' hold its solution's digit alone? */
static int
is_solved(const struct sudoku_marks *m, const struct sudoku_grid *s)
{
	int i;

	for (i = 0; i < SUDOKU_CELLS; i++)
		if (m->cand[i] != 1u << (s->cell[i] - 1))
			return 0;
	return 1;
}

/*
 * Explain 'g' (as a pencil grid when 'pencil'), checking the path: sound,
 * ending solved, its hardest step and counts the rating's, its first
 * step the hint.
 */
static void
check_path(const struct sudoku_grid *g, int pencil)
{
	struct sudoku_rating rating = {0}, plain = {0}, hint = {0};
	struct walk w, h;
	struct sudoku_marks m;

	memset(&w, 0, sizeof w);
	assert_int_equal(sudoku_count(g, 2, &w.solution, NULL), 1);
	sudoku_marks_from_grid(g, &m);
	w.grid = m;
	h = w;
	h.stop_after = 1;
	if (pencil) {
		assert_int_equal(sudoku_explain_marks(&m, walk_step, &w,
						      &rating, NULL),
				 SUDOKU_OK);
		assert_int_equal(sudoku_rate_marks(&m, &plain, NULL),
				 SUDOKU_OK);
		assert_int_equal(sudoku_explain_marks(&m, walk_step, &h, &hint,
						      NULL),
				 SUDOKU_OK);
	} else {
		assert_int_equal(
		    sudoku_explain(g, walk_step, &w, &rating, NULL), SUDOKU_OK);
		assert_int_equal(sudoku_rate(g, &plain, NULL), SUDOKU_OK);
		assert_int_equal(sudoku_explain(g, walk_step, &h, &hint, NULL),
				 SUDOKU_OK);
	}
	assert_int_equal(w.bad, 0);
	assert_true(is_solved(&w.grid, &w.solution));
	assert_int_equal(rating.complete, 1);
	assert_int_equal(w.hardest, plain.er);
	assert_int_equal(rating.er, plain.er);
	assert_int_equal(rating.ep, plain.ep);
	assert_int_equal(rating.ed, plain.ed);
	assert_memory_equal(w.by_technique, plain.steps, sizeof plain.steps);
	/* The hint is the path's first step, and stops the rating there. */
	assert_int_equal(h.steps, w.steps > 0 ? 1 : 0);
	if (w.steps > 0) {
		assert_int_equal(hint.complete, w.steps == 1);
		assert_int_equal(h.first.technique, w.first.technique);
		assert_int_equal(h.first.rating, w.first.rating);
		assert_int_equal(h.first.placements, w.first.placements);
		assert_int_equal(h.first.eliminations, w.first.eliminations);
		assert_memory_equal(h.first.eliminated, w.first.eliminated,
				    sizeof w.first.eliminated[0] *
					(size_t)w.first.eliminations);
	}
}

static void
easy_and_hard_paths_are_sound(void **state)
{
	struct sudoku_grid g;

	(void)state;
	g = support_grid(easy);
	check_path(&g, 0);
	check_path(&g, 1);
	g = support_grid(hard);
	check_path(&g, 0);
	check_path(&g, 1);
}

/* Explain, with a walk that counts, and return the step count. */
static int
steps_of(const char *line, struct walk *w)
{
	struct sudoku_grid g = support_grid(line);
	struct sudoku_rating rating = {0};

	memset(w, 0, sizeof *w);
	assert_int_equal(sudoku_count(&g, 2, &w->solution, NULL), 1);
	sudoku_marks_from_grid(&g, &w->grid);
	assert_int_equal(sudoku_explain(&g, walk_step, w, &rating, NULL),
			 SUDOKU_OK);
	return w->steps;
}

static void
easy_path_is_singles_that_place_every_empty_cell(void **state)
{
	struct walk w;
	int empty = 0, i;

	(void)state;
	for (i = 0; easy[i] != '\0'; i++)
		empty += easy[i] == '.';
	/* Singles only: one step a cell, each a placement. */
	assert_int_equal(steps_of(easy, &w), empty);
	assert_int_equal(w.by_technique[SUDOKU_HIDDEN_SINGLE] +
			     w.by_technique[SUDOKU_NAKED_SINGLE],
			 empty);
	assert_true(w.hardest <= 23);
}

/* The steps are in the caller's cells: an image of the puzzle (here
 * transposed) gets the image of its path. */
static void
steps_are_in_the_callers_cells(void **state)
{
	char flipped[82];
	struct walk w, t;
	int r, c;

	(void)state;
	for (r = 0; r < 9; r++)
		for (c = 0; c < 9; c++)
			flipped[9 * c + r] = hard[9 * r + c];
	flipped[81] = '\0';
	assert_int_equal(steps_of(hard, &w), steps_of(flipped, &t));
	assert_int_equal(w.first.placements, t.first.placements);
	assert_int_equal(w.first.eliminations, t.first.eliminations);
	for (r = 0; r < w.first.placements; r++) {
		int a = w.first.placed[r].cell, b = t.first.placed[r].cell;

		assert_int_equal(a / 9, b % 9);
		assert_int_equal(a % 9, b / 9);
		assert_int_equal(w.first.placed[r].digit,
				 t.first.placed[r].digit);
	}
}

static void
explain_needs_one_solution(void **state)
{
	struct sudoku_grid g;
	struct sudoku_rating rating = {0};
	struct walk w;

	(void)state;
	memset(&w, 0, sizeof w);
	memset(&g, 0, sizeof g);
	assert_int_equal(sudoku_explain(&g, walk_step, &w, &rating, NULL),
			 SUDOKU_MULTIPLE);
	g.cell[0] = g.cell[1] = 5;
	assert_int_equal(sudoku_explain(&g, walk_step, &w, &rating, NULL),
			 SUDOKU_ECONFLICT);
	assert_int_equal(w.steps, 0);
	/* A full grid: one solution, nothing to explain. */
	g = support_grid(easy);
	assert_int_equal(sudoku_count(&g, 1, &g, NULL), 1);
	assert_int_equal(sudoku_explain(&g, walk_step, &w, &rating, NULL),
			 SUDOKU_OK);
	assert_int_equal(w.steps, 0);
	assert_int_equal(rating.er, 0);
}

static void
pencil_grids_are_counted(void **state)
{
	struct sudoku_grid g = support_grid(hard), first, solution;
	struct sudoku_marks m;
	int i;

	(void)state;
	assert_int_equal(sudoku_count(&g, 1, &solution, NULL), 1);
	sudoku_marks_from_grid(&g, &m);
	assert_int_equal(sudoku_count_marks(&m, 0, &first, NULL), 1);
	assert_memory_equal(&first, &solution, sizeof first);
	/* The empty grid's pencil grid has as many completions as it. */
	memset(&g, 0, sizeof g);
	sudoku_marks_from_grid(&g, &m);
	assert_int_equal(sudoku_count_marks(&m, 1000, NULL, NULL), 1000);
	/* Take the solution's digit from one empty cell: no completion. */
	g = support_grid(hard);
	sudoku_marks_from_grid(&g, &m);
	for (i = 0; g.cell[i] != 0; i++)
		;
	m.cand[i] &= (uint16_t)~(1u << (solution.cell[i] - 1));
	assert_int_equal(sudoku_count_marks(&m, 2, NULL, NULL), 0);
	assert_int_equal(sudoku_rate_marks(&m, &(struct sudoku_rating){0},
					   NULL),
			 SUDOKU_NONE);
	/* A cell of no candidate has none either. */
	sudoku_marks_from_grid(&g, &m);
	m.cand[i] = 0;
	assert_int_equal(sudoku_count_marks(&m, 2, NULL, NULL), 0);
	assert_int_equal(sudoku_marks_tidy(&m), -1);
}

/* Candidates narrow the completions as clues would: a cell of two
 * candidates has the completions of the two puzzles with either as its
 * clue, and none beyond.  Three clues fewer make millions of completions
 * to count; with SUDOKU_TEST_QUICK one fewer makes thousands. */
static void
pencil_candidates_narrow_the_count(void **state)
{
	struct sudoku_grid g = support_grid(hard), one, other;
	struct sudoku_marks m;
	uint64_t with_one, with_other;
	int i, cell = 0, removed = 0;

	(void)state;
	/* Fewer clues: several completions. */
	for (i = 0; i < SUDOKU_CELLS && removed < (support_quick() ? 1 : 3);
	     i++)
		if (g.cell[i] != 0) {
			g.cell[i] = 0;
			removed++;
		}
	sudoku_marks_from_grid(&g, &m);
	assert_true(sudoku_count_marks(&m, 0, NULL, NULL) ==
		    sudoku_count(&g, 0, NULL, NULL));
	/* The first open cell whose two lowest candidates both complete. */
	for (;; cell++) {
		assert_true(cell < SUDOKU_CELLS);
		if (g.cell[cell] != 0 || bit_count_of(m.cand[cell]) < 2)
			continue;
		one = other = g;
		one.cell[cell] = (unsigned char)lowest_digit(m.cand[cell]);
		other.cell[cell] = (unsigned char)lowest_digit(
		    m.cand[cell] & ~(1u << (one.cell[cell] - 1)));
		with_one = sudoku_count(&one, 0, NULL, NULL);
		with_other = sudoku_count(&other, 0, NULL, NULL);
		if (with_one > 0 && with_other > 0)
			break;
	}
	m.cand[cell] = (uint16_t)(1u << (one.cell[cell] - 1) |
				  1u << (other.cell[cell] - 1));
	assert_true(sudoku_count_marks(&m, 0, NULL, NULL) ==
		    with_one + with_other);
}

static void
marks_are_written_and_read_back(void **state)
{
	struct sudoku_grid g = support_grid(hard), back;
	struct sudoku_marks m;
	struct sudoku_input in = {0};
	struct sudoku_where where;
	char text[SUDOKU_MARKS_FORMAT_MAX];
	size_t len;
	int i;

	(void)state;
	sudoku_marks_from_grid(&g, &m);
	len = sudoku_format_marks(&m, SUDOKU_FORMAT_LINE, text);
	assert_int_equal(len, 730);
	assert_int_equal(text[729], '\n');
	/* r1c1 holds the clue 4: only its fourth place is a digit. */
	assert_memory_equal(text, "...4.....", 9);
	{
		FILE *fp = fmemopen(text, len, "r");
		struct sudoku_reader *r = sudoku_reader_new(fp);

		assert_int_equal(sudoku_read_input(r, &back, &in, &where),
				 SUDOKU_OK);
		assert_int_equal(in.pencil, 1);
		assert_memory_equal(&in.marks, &m, sizeof m);
		for (i = 0; i < SUDOKU_CELLS; i++)
			assert_int_equal(back.cell[i], g.cell[i]);
		sudoku_reader_free(r);
		fclose(fp);
	}
	/* A plain reader has nowhere to put the candidates. */
	assert_int_equal(sudoku_parse(text, len, &back, NULL, &where),
			 SUDOKU_EINPUT);
	/* The block: nine rows, four rules, '|' between stacks. */
	len = sudoku_format_marks(&m, SUDOKU_FORMAT_GRID, text);
	assert_true(len < SUDOKU_MARKS_FORMAT_MAX);
	assert_int_equal(text[0], '+');
	assert_int_equal(text[len - 1], '\n');
	{
		size_t k, lines = 0, bars = 0;

		for (k = 0; k < len; k++) {
			lines += text[k] == '\n';
			bars += text[k] == '|';
		}
		assert_int_equal(lines, 13);
		assert_int_equal(bars, 36);
	}
	/* ... and reads back as the same candidates. */
	{
		FILE *fp = fmemopen(text, len, "r");
		struct sudoku_reader *r = sudoku_reader_new(fp);

		memset(&in, 0, sizeof in);
		assert_int_equal(sudoku_read_input(r, &back, &in, &where),
				 SUDOKU_OK);
		assert_int_equal(in.pencil, 1);
		assert_int_equal(in.layout, SUDOKU_LAYOUT_GRID);
		assert_memory_equal(&in.marks, &m, sizeof m);
		assert_int_equal(sudoku_read_input(r, &back, &in, &where),
				 SUDOKU_END);
		sudoku_reader_free(r);
		fclose(fp);
	}
}

/* Read one line, expecting 'status' and 'what' at 'column'. */
static void
expect_bad_line(const char *line, enum sudoku_status status,
		unsigned long column, const char *what)
{
	struct sudoku_grid g;
	struct sudoku_input in = {0};
	struct sudoku_where where;
	FILE *fp = fmemopen((void *)(uintptr_t)line, strlen(line), "r");
	struct sudoku_reader *r = sudoku_reader_new(fp);

	assert_int_equal(sudoku_read_input(r, &g, &in, &where), status);
	assert_int_equal(where.line, 1);
	assert_int_equal(where.column, column);
	assert_string_equal(where.what, what);
	sudoku_reader_free(r);
	fclose(fp);
}

static void
bad_pencil_lines_say_where(void **state)
{
	struct sudoku_grid g;
	struct sudoku_marks m;
	char line[740];

	(void)state;
	memset(&g, 0, sizeof g);
	sudoku_marks_from_grid(&g, &m);
	sudoku_format_marks(&m, SUDOKU_FORMAT_LINE, line);
	line[729] = '\0';
	line[10] = '5';		/* r1c2's second place */
	expect_bad_line(line, SUDOKU_EINPUT, 11,
			"pencil marks: '5' in the place of candidate 2 of "
			"r1c2");
	sudoku_format_marks(&m, SUDOKU_FORMAT_LINE, line);
	line[729] = '\0';
	memset(line + 18, '.', 9);	/* r1c3: nothing */
	expect_bad_line(line, SUDOKU_EINPUT, 19,
			"pencil marks: r1c3 has no candidate");
	sudoku_format_marks(&m, SUDOKU_FORMAT_LINE, line);
	line[729] = '\0';
	memcpy(line, "1........", 9);		/* r1c1 = 1 */
	memcpy(line + 9 * 80, "1........", 9);	/* r9c9 = 1: fine */
	memcpy(line + 9 * 10, "1........", 9);	/* r2c2 = 1: box 1 */
	expect_bad_line(line, SUDOKU_ECONFLICT, 9 * 10 + 1,
			"invalid puzzle: r2c2's only candidate 1 is that of "
			"r1c1 in box 1");
	line[728] = '\0';
	expect_bad_line(line, SUDOKU_EINPUT, 82,
			"too many cells: found 728, expected 81 (or 729 "
			"pencil marks)");
}

/* The pencil form of a plain puzzle rates as SukakuExplainer rates it:
 * here as the plain puzzle, whose path ties no step. */
static void
pencil_form_rates_like_the_puzzle(void **state)
{
	struct sudoku_grid g = support_grid(easy);
	struct sudoku_rating a = {0}, b = {0};
	struct sudoku_marks m;

	(void)state;
	sudoku_marks_from_grid(&g, &m);
	assert_int_equal(sudoku_rate(&g, &a, NULL), SUDOKU_OK);
	assert_int_equal(sudoku_rate_marks(&m, &b, NULL), SUDOKU_OK);
	assert_int_equal(a.er, b.er);
	assert_int_equal(a.technique, b.technique);
}

/* Every path of the shared collections (thousands of puzzles; a sample
 * with SUDOKU_TEST_QUICK), in both forms. */
static void
shared_collections_explain_soundly(void **state)
{
	static const char *const sets[] = {"unbiased_1k.txt", "17clue.txt",
					   "top1465.txt"};
	const char *dir = support_data_dir();
	int per_set = support_quick() ? 60 : 1000, checked = 0;
	size_t s;

	(void)state;
	if (dir == NULL)
		skip();
	for (s = 0; s < sizeof sets / sizeof sets[0]; s++) {
		char path[4096], line[1024];
		FILE *fp;
		int n = 0;

		snprintf(path, sizeof path, "%s/%s", dir, sets[s]);
		fp = fopen(path, "r");
		if (fp == NULL)
			continue;
		while (n < per_set && fgets(line, sizeof line, fp) != NULL) {
			struct sudoku_grid g;

			if (sudoku_parse(line, strlen(line), &g, NULL, NULL) !=
				SUDOKU_OK ||
			    sudoku_count(&g, 2, NULL, NULL) != 1)
				continue;
			check_path(&g, n % 2);
			n++;
		}
		fclose(fp);
		checked += n;
	}
	print_message("    %d paths checked\n", checked);
	if (checked == 0)
		skip();
}

/* "7.3" as 73. */
static int
tenths_of(const char *s)
{
	return (int)(strtod(s, NULL) * 10 + 0.5);
}

/*
 * tests/kit/sukaku_reference.txt: pencil-mark puzzles with the rating
 * SukakuExplainer gave them.  At least 90% of the ERs exact and every
 * one within 0.5 (all of them exact when this was written); EP and ED
 * too.  With SUDOKU_TEST_QUICK, every fifth line.
 */
static void
sukaku_ratings_agree_with_sukaku_explainer(void **state)
{
	FILE *fp = fopen("tests/kit/sukaku_reference.txt", "r");
	char line[1024];
	int n = 0, exact = 0, near = 0, other = 0, k = 0;

	(void)state;
	assert_non_null(fp);
	while (fgets(line, sizeof line, fp) != NULL) {
		char *f[5], *p = line;
		struct sudoku_grid g;
		struct sudoku_input in = {0};
		struct sudoku_where where;
		struct sudoku_rating rating = {0};
		struct sudoku_reader *r;
		FILE *one;
		int i;

		if (line[0] == '#' || (support_quick() && k++ % 5 != 0))
			continue;
		for (i = 0; i < 5; i++) {
			f[i] = p;
			p = strchr(p, i < 4 ? '\t' : '\n');
			assert_non_null(p);
			*p++ = '\0';
		}
		one = fmemopen(f[0], strlen(f[0]), "r");
		r = sudoku_reader_new(one);
		assert_int_equal(sudoku_read_input(r, &g, &in, &where),
				 SUDOKU_OK);
		assert_int_equal(in.pencil, 1);
		sudoku_reader_free(r);
		fclose(one);
		assert_int_equal(sudoku_rate_marks(&in.marks, &rating, NULL),
				 SUDOKU_OK);
		n++;
		exact += rating.er == tenths_of(f[1]);
		near += abs(rating.er - tenths_of(f[1])) <= 5;
		other += rating.ep != tenths_of(f[2]) ||
			 rating.ed != tenths_of(f[3]);
	}
	fclose(fp);
	print_message("    %d sukaku: ER %d exact, %d within 0.5; EP or ED "
		      "off on %d\n",
		      n, exact, near, other);
	assert_true(n >= 30);
	assert_true(10 * exact >= 9 * n);
	assert_int_equal(near, n);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(easy_and_hard_paths_are_sound),
	    cmocka_unit_test(easy_path_is_singles_that_place_every_empty_cell),
	    cmocka_unit_test(steps_are_in_the_callers_cells),
	    cmocka_unit_test(explain_needs_one_solution),
	    cmocka_unit_test(pencil_grids_are_counted),
	    cmocka_unit_test(pencil_candidates_narrow_the_count),
	    cmocka_unit_test(marks_are_written_and_read_back),
	    cmocka_unit_test(bad_pencil_lines_say_where),
	    cmocka_unit_test(pencil_form_rates_like_the_puzzle),
	    cmocka_unit_test(sukaku_ratings_agree_with_sukaku_explainer),
	    cmocka_unit_test(shared_collections_explain_soundly),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
