/* test_sizes.c - cmocka suite for the other sizes (src/sizes/): counts
 * against the dancing-links reference on generated puzzles of every
 * size, 9x9 against sudoku_count(), solutions that are completions, and
 * the API's edges.  See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "dlx.h"
#include "sized_grids.h"
#include "sudoku.h"
#include "support.h"

/* A puzzle of 'full' keeping each clue with probability keep/100. */
static void
random_puzzle(const struct sudoku_sized *full, int keep, uint64_t *rng,
	      struct sudoku_sized *g)
{
	int side = full->box * full->box, c;

	*g = *full;
	for (c = 0; c < side * side; c++)
		if (support_below(rng, 100) >= keep)
			g->cell[c] = 0;
}

/* Compare with the reference on 'n' puzzles of boxes of 'box', clues
 * kept with probability keep_low..keep_high percent, counted to
 * 'limit'. */
static void
agree_with_dancing_links(int box, int n, int keep_low, int keep_high,
			 uint64_t limit)
{
	uint64_t rng = 0x5eed0000u + (uint64_t)box;
	int i, unique = 0, several = 0;
	struct sudoku_sized full;

	memset(&full, 0, sizeof full);
	for (i = 0; i < n; i++) {
		struct sudoku_sized g, first;
		uint64_t ours, theirs;
		int keep = keep_low +
			   support_below(&rng, keep_high - keep_low + 1);

		if (i % 8 == 0)
			sized_random_solution(box, &rng, &full);
		random_puzzle(&full, keep, &rng, &g);
		assert_int_equal(sudoku_count_sized(&g, limit, &ours, &first,
						    NULL),
				 SUDOKU_OK);
		theirs = dlx_count(&g, limit);
		if (ours != theirs)
			print_error("box %d puzzle %d: %llu, reference %llu\n",
				    box, i, (unsigned long long)ours,
				    (unsigned long long)theirs);
		assert_true(ours == theirs);
		assert_true(ours >= 1);	/* a puzzle of a full grid */
		assert_true(sudoku_sized_is_solution(&g, &first));
		unique += ours == 1;
		several += ours > 1;
	}
	print_message("    %dx%d: %d puzzles, %d unique, %d with several\n",
		      box * box, box * box, n, unique, several);
	/* The family has both kinds, or the check says little. */
	assert_true(unique > 0 && several > 0);
}

static void
sizes_agree_with_dancing_links(void **state)
{
	int quick = support_quick();

	(void)state;
	agree_with_dancing_links(2, quick ? 500 : 5000, 10, 60, 0);
	agree_with_dancing_links(3, quick ? 200 : 3000, 20, 50, 1000);
	agree_with_dancing_links(4, quick ? 40 : 2000, 40, 65, 100);
	agree_with_dancing_links(5, quick ? 6 : 200, 55, 70, 10);
}

/* 9x9 through the sized search counts as sudoku_count() does. */
static void
nine_by_nine_agrees_with_sudoku_count(void **state)
{
	struct support_puzzle puzzles[200];
	int n = support_read_puzzles(puzzles, 200), i;

	(void)state;
	assert_true(n > 0);
	for (i = 0; i < n; i++) {
		struct sudoku_sized g, first;
		uint64_t count;

		memset(&g, 0, sizeof g);
		g.box = 3;
		memcpy(g.cell, puzzles[i].puzzle.cell, SUDOKU_CELLS);
		assert_int_equal(sudoku_count_sized(&g, 1000, &count, &first,
						    NULL),
				 sudoku_find_conflict(&puzzles[i].puzzle, NULL,
						      NULL, NULL)
				     ? SUDOKU_ECONFLICT
				     : SUDOKU_OK);
		assert_true(count == sudoku_count(&puzzles[i].puzzle, 1000,
						  NULL, NULL));
		if (puzzles[i].count == 1)
			assert_memory_equal(first.cell, puzzles[i].answer.cell,
					    SUDOKU_CELLS);
	}
}

static void
bad_grids_are_refused(void **state)
{
	struct sudoku_sized g;
	uint64_t count = 7;
	int a, b;

	(void)state;
	memset(&g, 0, sizeof g);
	g.box = 6;
	assert_int_equal(sudoku_count_sized(&g, 1, &count, NULL, NULL),
			 SUDOKU_EINPUT);
	assert_true(count == 0);
	g.box = 4;
	g.cell[5] = 17;
	assert_int_equal(sudoku_count_sized(&g, 1, &count, NULL, NULL),
			 SUDOKU_EINPUT);
	g.cell[5] = 16;
	g.cell[16 * 3 + 5] = 16;	/* the same column */
	assert_int_equal(sudoku_count_sized(&g, 1, &count, NULL, NULL),
			 SUDOKU_ECONFLICT);
	assert_int_equal(sudoku_sized_find_conflict(&g, &a, &b), 1);
	assert_int_equal(a, 5);
	assert_int_equal(b, 16 * 3 + 5);
	/* The empty 4x4 grid has 288 completions. */
	memset(&g, 0, sizeof g);
	g.box = 2;
	assert_int_equal(sudoku_count_sized(&g, 0, &count, NULL, NULL),
			 SUDOKU_OK);
	assert_true(count == 288);
}

/* The empty 25x25 grid has more completions than any search can count:
 * the time limit stops it. */
static void
time_limit_stops_the_search(void **state)
{
	struct sudoku_sized g;
	struct sudoku_search search = {0};
	uint64_t count;
	double t;

	(void)state;
	memset(&g, 0, sizeof g);
	g.box = 5;
	search.time_limit = 0.05;
	t = support_now();
	assert_int_equal(sudoku_count_sized(&g, 0, &count, NULL, &search),
			 SUDOKU_ETIMEOUT);
	assert_int_equal(search.timed_out, 1);
	assert_true(support_now() - t < 5);
}

/* The judges' layouts: letters from 'A' and '-' in a block, '.' on a
 * line, numbers apart; digits for 4x4. */
static void
layouts_are_the_judges(void **state)
{
	struct sudoku_sized g;
	char text[SUDOKU_SIZED_FORMAT_MAX];
	size_t len;

	(void)state;
	memset(&g, 0, sizeof g);
	g.box = 4;
	g.cell[0] = 1;
	g.cell[15] = 16;
	g.cell[16] = 10;
	len = sudoku_format_sized(&g, SUDOKU_SIZED_BLOCK, text);
	assert_int_equal(len, 16 * 17);
	assert_memory_equal(text, "A--------------P\nJ---", 21);
	len = sudoku_format_sized(&g, SUDOKU_SIZED_LINE, text);
	assert_int_equal(len, 257);
	assert_memory_equal(text, "A..............PJ..", 19);
	len = sudoku_format_sized(&g, SUDOKU_SIZED_NUMBERS, text);
	/* Rows of 33, 33 and then 32 bytes: "1 0 ... 0 16", "10 0 ...". */
	assert_int_equal(len, 33 + 33 + 14 * 32);
	assert_memory_equal(text, "1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 16\n10 0", 37);
	g.box = 2;
	memset(g.cell, 0, sizeof g.cell);
	g.cell[1] = 4;
	len = sudoku_format_sized(&g, SUDOKU_SIZED_LINE, text);
	assert_int_equal(len, 17);
	assert_memory_equal(text, ".4..............\n", 17);
	g.box = 7;
	assert_int_equal(sudoku_format_sized(&g, SUDOKU_SIZED_LINE, text), 0);
}

/* Read 'text' with the reader's size set to 'side' (0: by shape). */
static enum sudoku_status
read_sized(const char *text, int side, struct sudoku_input *in)
{
	FILE *fp = fmemopen((void *)(uintptr_t)text, strlen(text), "r");
	struct sudoku_reader *r = sudoku_reader_new(fp);
	struct sudoku_where where;
	struct sudoku_grid g;
	enum sudoku_status status;

	sudoku_reader_size(r, side);
	memset(in, 0, sizeof *in);
	status = sudoku_read_input(r, &g, in, &where);
	sudoku_reader_free(r);
	fclose(fp);
	return status;
}

/* The judges' layouts are read by shape, and a size set reads only its
 * own: a 4x4 block of digits, whose first row would be a count line. */
static void
reader_reads_each_size(void **state)
{
	struct sudoku_input in;
	char text[16 * 17 + 1];
	int i;

	(void)state;
	/* A block of 16 rows of '-', an 'A' first. */
	memset(text, '-', sizeof text);
	for (i = 1; i <= 16; i++)
		text[17 * i - 1] = '\n';
	text[16 * 17] = '\0';
	text[0] = 'A';
	assert_int_equal(read_sized(text, 0, &in), SUDOKU_OK);
	assert_int_equal(in.sized.box, 4);
	assert_int_equal(in.sized_layout, SUDOKU_SIZED_BLOCK);
	assert_int_equal(in.sized.cell[0], 1);
	/* A count line, then 3 rows: cut short. */
	assert_int_equal(read_sized("1234\n3412\n2143\n4321\n", 0, &in),
			 SUDOKU_EINPUT);
	assert_int_equal(read_sized("1234\n3412\n2143\n4321\n", 4, &in),
			 SUDOKU_OK);
	assert_int_equal(in.sized.box, 2);
	assert_int_equal(in.sized.cell[4], 3);
	/* Size 9: the 16x16 block is no puzzle. */
	assert_int_equal(read_sized(text, 9, &in), SUDOKU_EINPUT);
	assert_int_equal(in.sized.box, 0);
	/* Size 16: a 9x9 line is none either. */
	assert_int_equal(read_sized("1.3.2..1.2....4.\n", 16, &in),
			 SUDOKU_EINPUT);
	/* Numbers apart. */
	assert_int_equal(read_sized("1 0 0 4\n0 4 1 0\n4 0 0 1\n0 1 4 0\n",
				    0, &in),
			 SUDOKU_OK);
	assert_int_equal(in.sized_layout, SUDOKU_SIZED_NUMBERS);
	assert_int_equal(in.sized.cell[3], 4);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(sizes_agree_with_dancing_links),
	    cmocka_unit_test(nine_by_nine_agrees_with_sudoku_count),
	    cmocka_unit_test(bad_grids_are_refused),
	    cmocka_unit_test(time_limit_stops_the_search),
	    cmocka_unit_test(layouts_are_the_judges),
	    cmocka_unit_test(reader_reads_each_size),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
