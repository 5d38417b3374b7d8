/* test_chains.c - cmocka suite for the chaining techniques of the SE
 * rating (src/rate/chains.c, chain_core.c, chain_forcing.c,
 * chain_screen.c): the step of
 * each producer on grids where Sudoku Explainer's own rater took one (its
 * difficulty, name, eliminations and placement), soundness of every step
 * against the solution, SE's length bonus and the deadline.
 * See LICENSE for copying terms. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sudoku.h"
#include "support.h"
#include "rate/chain_core.h"
#include "rate/chain_scc.h"
#include "rate/chain_screen.h"
#include "rate/chains.h"

/*
 * Candidate grids on which Sudoku Explainer 1.2.1's rater (serate, the
 * classic technique set) took a chaining step, written down from its
 * output: per cell "=d" for a placed digit or three hex digits of the
 * candidate mask (bit d-1 for digit d); then SE's difficulty in tenths,
 * technique, eliminations (cell:digit, ascending) and placement.
 */
static const struct {
	const char *technique;
	int difficulty;
	const char *grid;
	const char *elims, *place;
} seen[] = {
	{"Dynamic Region Forcing Chains", 88,
	 "106=6=5186=11840ca1080ca=7185187=4086=50a21200a210a1881821c20c2=6=5=1=31"
	 "0d18d=609609e08500b=711a00d=2=7034=9005029=8038=51891810a20aa=702b=312a1"
	 "25155=41f50f4=20e40300e01261541061f40f41840ec038=1=8055005075074=4=9=2060",
	 "6:2", "-"},
	{"Dynamic Cell Forcing Chains", 88,
	 "106=6=5186=11840c81080ca=7185187=4086=50a21200a210a1881821c20c2=6=5=1=31"
	 "0d18d=609609e08500b=711a00d=2=7034=9005029=8038=51891810a20aa=702b=312a1"
	 "25155=41f50f4=20e40300e01261541061f40f41840ec038=1=8055005075074=4=9=2060",
	 "76:7", "-"},
	{"Region Forcing Chains", 85,
	 "106=6=5186=11840481080ca=7185187=4086=50a21200a210a1881821c20c2=6=5=1=31"
	 "0d18d=609609e08500b=711a00d=2=7034=9005029=8038=51891810a20aa=702b=312a1"
	 "25155=41f50f4=20e40300e01261541061f40f41840ec038=1=8055005075034=4=9=2060",
	 "15:6", "-"},
	{"Cell Forcing Chains", 85,
	 "106=6=5186=118404810804a=7105107=4006=50821200a210a188182142042=6=5=1=31"
	 "0d18d=609609e08500b=711a00d=2=7034=9005029=8038=51891810a20aa=702b=312a1"
	 "25155=41f50f4=20e40300e01261541061f40f41840ec038=1=8055005075034=4=9=2060",
	 "58:3", "-"},
	{"Forcing Chain", 72,
	 "104=6=5186=118404810804a=7105107=4006=50821200a210a188182142042=6=5=1=31"
	 "0d18d=609609e08500b=711a00d=2=7034=9005029=8038=51891810a20aa=702b=312a1"
	 "25155=41f50f0=20e40300e01261541061f40f41840ec038=1=8055005075034=4=9=2060",
	 "54:3", "-"},
	{"Turbot Fish", 66,
	 "0530d2=3148109119=60c110a=4052=6140=81150060411060410c0=9=600c=2=50c100c"
	 "=6=1=7=2=500c=900c=811411c018=1=6=800c=2=7=800e00a10810c=7=103003011613e"
	 "01a=8=712800e03c=111213a=8=3109129=703803204406c=1=5=2028=8=9024",
	 "15:3", "-"},
	{"Nishio Forcing Chains", 76,
	 "=30ca0c20d0=6098=1012=9=6=5081=2=908104c04c00c04314a143051019=3022032=8="
	 "8=1026120=7128=502e00e042062=4=30910b1=90a3003=9024=50a1089=202c0ad=7053"
	 "0e20e3=4=30b1042=9013013186187191093=700e00f=6=4166067131013131=8047017",
	 "65:8", "-"},
	{"Dynamic Contradiction Forcing Chains", 90,
	 "=30ca0c20d0=6098=1012=9=6=5081=2=908104c04c00c04314a143051019=3022032=8="
	 "8=1026120=7128=502e00e042062=4=30910b1=90a3003=9024=50a1089=202c0ad=7053"
	 "0e20e3=4=30b1042=9013013186107191093=700e00f=6=4162067131013131=8047017",
	 "16:4", "-"},
	{"Forcing X-Chain", 67,
	 "=61c8=21c9=51481851411041c11d01d11c1121=31a1=4=21c51c81cd1c9129=21a11711"
	 "30=4=3170151=2=81211311301c0=11f015c10c178=21340881821b21b011d10d138=713"
	 "5088=51a81ad=2=710912c12012414216a16811c10c118138=8=110510810d=6=811911c=2=7",
	 "20:7", "-"},
	{"Bidirectional Y-Cycle", 66,
	 "1a00d0110=10c804a=310a120104044=4=6=5042103=8101=2=10a0088=3=9028=7=5=5="
	 "40a41821830210421060c4=7=9=109000a=303000a0a00a40a4=2=7188038018=1104109"
	 "01211011a=6=8041104145181092=7=3103011181=6=41ad0a40a4108041049180=5=2",
	 "30:8", "-"},
	{"Bidirectional Cycle", 72,
	 "1a00d0110=10c804a=310a120104044=4=6=5042102=8=1=2=10a0088=3=9028=7=5=5=4"
	 "0a41021830210421060c4=7=9=109000a=303000a0a00a40a4=2=7188038018=11041090"
	 "1211011a=6=8041104144181092=7=3103011181=6=41ad0a40a4108041049180=5=2",
	 "31:2 57:4 57:9", "-"},
	{"Bidirectional X-Cycle", 65,
	 "=1=2=3=51881080c0=6140=4110=6006082=7=1180014=7=8110104=1=6014=4=2110=6="
	 "7=4=3=1=2190180=8=3=4120110=2030=7=1=2=1110=7030=8=4=3120110140=102212a1"
	 "080e409008c=3148=2=8128=5060=1068=6018=8=1=7=3=9=2018",
	 "35:9", "-"},
	{"Dynamic Double Forcing Chains", 90,
	 "1850931170b0=7=40361341a408c=601c=2=9=101c0540cc18809a=7=30300b003a130=1"
	 "=200902d090005090=7125124045041=8120=2120005=4=5=5=9025=4005=7=8025=2069"
	 "=3019070038=2=9=806816801a11a170=8=30390710681e80d8118=103813003c=206c",
	 "16:5", "-"},
	{"Forcing Chain", 73,
	 "043042043=3=6=5108188180=8=5024=4=9=1=2=7024=9024=4042042=80250140110570"
	 "46053140055=6=810e108034=4094180094=2120=1=70670c0=90c10c5=4=5006024006="
	 "1086=508a=710c=6188=40e40f00a1081=9045094=2052=90f20a308b=3049098011",
	 "21:7", "21:2"},
	{"Cell Forcing Chains", 84,
	 "=105604c=61181501821181d604a052=6=3118=814a=115204c=8=9=1=205004c018=601"
	 "a10a088=7=3132=1138192012105085012121=41a0=7180=6142049=811111100a=3112="
	 "9=604d00a081007=5082044044005=5=90a1026064082=4=800c=2018=7034124120=1",
	 "73:3", "73:4"},
	{"Dynamic Cell Forcing Chains", 89,
	 "=9=307001a06a=8058=1022=4=20f10150250540c41701240b00a10f1=906f05c0cc05a0"
	 "66014011=908408c=2=60580410a40a90a5=7=500c=900a003=7018=2=6=9=1018=3=8=1"
	 "=7=4094084110=2120124=212002400d04514c041=8=5094190094003043=6045140=4",
	 "30:3", "30:8"},
	{"Turbot Fish", 66,
	 "021=3042070028=9018=8063=8022=506402c=1108126162121=4140074=8=2011024061"
	 "=5=1=4=2=9=3=6=7=8120022=3=8=7=5101=4103=7=8102=4=1=6=3102=5=2=5=1124024"
	 "=7=8120=4=3=7=8120=5=4=2=1120=4=9=6=1=2=8=7=5=3",
	 "2:7", "2:2"},
	{"Forcing X-Chain", 67,
	 "=41e51611a01e1=5=21641241e01e1170=31e9=2011148120=212517012816906801116c"
	 "=8=5160=8122124=1144106=4104101103=7088088=6106=5164=4162122=5024144=8=1"
	 "=10e0068=5044=9088024=21e0=5168088=204418c=1124180=2=3=10a00a8188=5=7",
	 "36:9", "36:3"},
	{"Dynamic Region Forcing Chains (+)", 93,
	 "=7023=8118138138=303901310802412c=203c=10680d80d0=502702f0c002c0c0122029"
	 "103181=41511541101540c1=2=6=3063123148=816a0490590510a20d0072=103a06a0c8"
	 "=9=3083=9055=60130960430c5=40ab0a702f18c=718e=50a51830ab0d407f19c10b19e1620e51c3",
	 "41:7", "-"},
	{"Dynamic Double Forcing Chains (+)", 94,
	 "=7023=8118138138=303901310802412c=203c=10680d80d0=502702f0c002c0c0122029"
	 "103181=41511541101540c1=2=6=3063123148=812a0490590510a20d0072=103a06a0c8"
	 "=9=3083=9055=60130960430c5=40ab0a702f18c=718e=50a51830ab0d407f19c10b19e1620e51c3",
	 "37:7", "-"},
};

/*
 * Candidate grids (from hardest1106 puzzles) on which SE 1.2.1's nested
 * forcing chains took a step, written down from its output as above:
 * the kind (SE's producer of that level run on the grid), technique,
 * difficulty, grid, eliminations and placement.
 */
static const struct {
	enum se_chain_kind kind;
	const char *technique;
	int difficulty;
	const char *grid;
	const char *elims, *place;
} nested_seen[] = {
	{SE_CHAIN_NESTED_1,
	 "Dynamic Contradiction Forcing Chains (+ Forcing Chains)", 103,
	 "08d=20a40ad=502d0ed0ec=919d1991b4=708d12f0af0ac0aa=71891a41ad08d12f=5"
	 "0ac0aa=21d11d413d04d17d0ec0bc0f8115151=4135045=8066074072094=60d401c="
	 "205c0cc=9=1098=30d0=20c9059=90f80f8=60d8=2098=90580c8=1=31981d8=109c="
	 "605c0c8=20d8",
	 "31:4", "-"},
	{SE_CHAIN_NESTED_1,
	 "Dynamic Region Forcing Chains (+ Forcing Chains)", 104,
	 "08d=20a40ad=502d0650ec=919d1991b4=708d12e0af0ac0aa=71891a41ad08d12e=5"
	 "0ac0aa=21d11d413d04517d0ac0bc0f8115151=4135045=8066074072094=60d401c="
	 "205c0cc=9=1098=30d0=20c9059=90f80f8=60d8=2098=90580c8=1=31981d8=109c="
	 "605c0c8=20d8",
	 "51:7", "-"},
	{SE_CHAIN_NESTED_1,
	 "Dynamic Cell Forcing Chains (+ Forcing Chains)", 104,
	 "1e1163046=4113133151094145149=5149105=8105=204c=61a912b10f137113=7119"
	 "09410d=21e11411f1=41b1170034144=31e81481f21521b2178=1148169169=5161=3"
	 "121=8068=2=514b14b143=610b=304a=804904f=60c704308f049=9=514914f=81571"
	 "5311f06906a049",
	 "19:2", "-"},
	{SE_CHAIN_NESTED_2,
	 "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)", 107,
	 "08d=20a40ad=502d0ed0ec=919d1991b4=708d12f0af0ac0aa=71891a41ad08d12f=5"
	 "0ac0aa=21d11d413d04d17d0ec0bc0f8115151=4135045=8066074072094=60d401c="
	 "205c0cc=9=1098=30d0=20c9059=90f80f8=60d8=2098=90580c8=1=31981d8=109c="
	 "605c0c8=20d8",
	 "51:8", "-"},
	{SE_CHAIN_NESTED_3,
	 "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)", 112,
	 "08d=20a40ad=502d0ed0ec=919d1991b4=708d12f0af0ac0aa=71891a41ad08d12f=5"
	 "0ac0aa=21d11d413d04d17d0ec0bc0f8115151=4135045=8066074072094=60d401c="
	 "205c0cc=9=1098=30d0=20c9059=90f80f8=60d8=2098=90580c8=1=31981d8=109c="
	 "605c0c8=20d8",
	 "80:4", "-"},
};

static struct se_grid
decode(const char *text)
{
	struct se_grid g;
	int c;

	for (c = 0; c < SE_CELLS; c++) {
		if (*text == '=') {
			g.value[c] = (uint8_t)(text[1] - '0');
			g.cand[c] = 0;
			text += 2;
		} else {
			char hex[4] = {text[0], text[1], text[2], 0};

			g.value[c] = 0;
			g.cand[c] = (uint16_t)strtol(hex, NULL, 16);
			text += 3;
		}
	}
	assert_int_equal(*text, 0);
	return g;
}

/* The step SE takes among the chains: the first of its chaining producers
 * that finds one (the first two as one producer, the easier winning). */
static int
se_order(const struct se_grid *g, struct se_step *s)
{
	static struct se_step other;
	int kind, r;

	r = sudoku_se_chains_find(g, SE_CHAIN_CYCLES, s, NULL);
	if (sudoku_se_chains_find(g, SE_CHAIN_FORCING, &other, NULL) > 0 &&
	    (r == 0 || other.difficulty < s->difficulty)) {
		*s = other;
		r = 1;
	}
	for (kind = SE_CHAIN_NISHIO; r == 0 && kind <= SE_CHAIN_DYNAMIC_PLUS;
	     kind++)
		r = sudoku_se_chains_find(g, (enum se_chain_kind)kind, s, NULL);
	return r;
}

/* "cell:digit ..." of the step's eliminations, ascending. */
static void
elims_text(const struct se_step *s, char *out)
{
	int key[SE_MAX_ELIMS], i, j;

	for (i = 0; i < s->n_elim; i++)
		key[i] = 10 * s->elim_cell[i] + s->elim_digit[i];
	for (i = 0; i < s->n_elim; i++)
		for (j = i + 1; j < s->n_elim; j++)
			if (key[j] < key[i]) {
				int t = key[i];

				key[i] = key[j];
				key[j] = t;
			}
	*out = 0;
	for (i = 0; i < s->n_elim; i++)
		out += sprintf(out, "%s%d:%d", i ? " " : "", key[i] / 10,
			       key[i] % 10);
}

/* Step 's' is SE's: its technique, difficulty, eliminations and
 * placement ("-" for none). */
static void
assert_step(const struct se_step *s, const char *technique, int difficulty,
	    const char *elims, const char *place)
{
	char text[4 * SE_MAX_ELIMS * 4], at[16];

	assert_string_equal(s->technique, technique);
	assert_int_equal(s->difficulty, difficulty);
	elims_text(s, text);
	assert_string_equal(text, elims);
	if (s->place_cell >= 0)
		sprintf(at, "%d:%d", s->place_cell, s->place_digit);
	else
		strcpy(at, "-");
	assert_string_equal(at, place);
}

static void
steps_match_sudoku_explainer(void **state)
{
	static struct se_step s;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof seen / sizeof seen[0]; i++) {
		struct se_grid g = decode(seen[i].grid);

		assert_int_equal(se_order(&g, &s), 1);
		assert_step(&s, seen[i].technique, seen[i].difficulty,
			    seen[i].elims, seen[i].place);
	}
}

/* Steps 'a' and 'b' are the same: technique, difficulty, placement and
 * eliminations. */
static void
assert_same_step(const struct se_step *a, const struct se_step *b)
{
	assert_string_equal(a->technique, b->technique);
	assert_int_equal(a->difficulty, b->difficulty);
	assert_int_equal(a->place_cell, b->place_cell);
	assert_int_equal(a->n_elim, b->n_elim);
	assert_memory_equal(a->elim_cell, b->elim_cell, (size_t)b->n_elim);
	assert_memory_equal(a->elim_digit, b->elim_digit, (size_t)b->n_elim);
}

/* A search bounded just above a kind's step finds that very step; bounded
 * at its difficulty it finds nothing and leaves the step alone. */
static void
bounded_search_finds_the_same_step(void **state)
{
	static struct se_step s, t;
	size_t i;
	int kind, checked = 0;

	(void)state;
	for (i = 0; i < sizeof seen / sizeof seen[0]; i++) {
		struct se_grid g = decode(seen[i].grid);

		for (kind = SE_CHAIN_CYCLES; kind <= SE_CHAIN_MULTIPLE;
		     kind++) {
			enum se_chain_kind k = (enum se_chain_kind)kind;

			if (sudoku_se_chains_find(&g, k, &s, NULL) != 1)
				continue;
			assert_int_equal(sudoku_se_chains_find_below(
					     &g, k, &t, NULL, s.difficulty + 1),
					 1);
			assert_same_step(&t, &s);
			t.difficulty = -1;
			assert_int_equal(sudoku_se_chains_find_below(
					     &g, k, &t, NULL, s.difficulty),
					 0);
			assert_int_equal(t.difficulty, -1);
			checked++;
		}
	}
	assert_true(checked > 10);
}

/* The first chaining producer finds the same cycles and forcing chains
 * again on each grid, its memos of starts that gave no hint now warm
 * (the X family's by places, the Y family's by component). */
static void
again_finds_the_same_step(void **state)
{
	static struct se_step s, t;
	size_t i;
	int kind, r, found = 0;

	(void)state;
	for (i = 0; i < sizeof seen / sizeof seen[0]; i++) {
		struct se_grid g = decode(seen[i].grid);

		for (kind = SE_CHAIN_CYCLES; kind <= SE_CHAIN_FORCING;
		     kind++) {
			enum se_chain_kind k = (enum se_chain_kind)kind;

			r = sudoku_se_chains_find(&g, k, &s, NULL);
			assert_int_equal(sudoku_se_chains_find(&g, k, &t, NULL),
					 r);
			if (r != 1)
				continue;
			assert_same_step(&t, &s);
			found++;
		}
	}
	assert_true(found > 5);
}

/* SUDOKU_TEST_QUICK (sanitizer and valgrind runs): the first grid only. */
static size_t
nested_cases(void)
{
	return support_quick() ? 1 : sizeof nested_seen / sizeof nested_seen[0];
}

/* The solution of a candidate grid's placed digits. */
static struct sudoku_grid
solution_of(const struct se_grid *g)
{
	struct sudoku_grid p, sol;

	memcpy(p.cell, g->value, sizeof p.cell);
	assert_int_equal(sudoku_count(&p, 2, &sol, NULL), 1);
	return sol;
}

/* Each nested level gives SE's step on SE's grids, and it is sound. */
static void
nested_steps_match_sudoku_explainer(void **state)
{
	static struct se_step s;
	size_t i, n = nested_cases();

	(void)state;
	for (i = 0; i < n; i++) {
		struct se_grid g = decode(nested_seen[i].grid);
		struct sudoku_grid sol = solution_of(&g);

		assert_int_equal(
		    sudoku_se_chains_find(&g, nested_seen[i].kind, &s, NULL),
		    1);
		assert_step(&s, nested_seen[i].technique,
			    nested_seen[i].difficulty, nested_seen[i].elims,
			    nested_seen[i].place);
		assert_true(s.n_elim > 0);
		assert_true(support_step_keeps(&s, &sol));
	}
}

/* Whether 'a' has the placed digits of 'b' and only candidates of 'b'. */
static int
grid_within(const struct se_grid *a, const struct se_grid *b)
{
	int c;

	for (c = 0; c < SE_CELLS; c++)
		if (a->value[c] != b->value[c] || (a->cand[c] & ~b->cand[c]))
			return 0;
	return 1;
}

/*
 * A nested level's step on a grid just after one on a grid with more
 * candidates (what the inner chains found on the wider one is kept, with
 * the parents it had there), and again the wider one after it (kept no
 * more): each SE's step.
 */
static void
nested_steps_follow_one_another(void **state)
{
	static struct se_step s;
	size_t i, j, n = sizeof nested_seen / sizeof nested_seen[0];
	int pairs = 0;

	(void)state;
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			struct se_grid wide = decode(nested_seen[i].grid);
			struct se_grid narrow = decode(nested_seen[j].grid);
			const size_t order[2] = {i, j};
			size_t k;

			if (i == j ||
			    nested_seen[i].kind != nested_seen[j].kind ||
			    !grid_within(&narrow, &wide) ||
			    (support_quick() && pairs > 0))
				continue;
			pairs++;
			for (k = 0; k < 3; k++) {
				size_t at = order[k % 2];
				struct se_grid g = decode(nested_seen[at].grid);

				assert_int_equal(
				    sudoku_se_chains_find(
					&g, nested_seen[at].kind, &s, NULL),
				    1);
				assert_step(&s, nested_seen[at].technique,
					    nested_seen[at].difficulty,
					    nested_seen[at].elims,
					    nested_seen[at].place);
			}
		}
	assert_true(pairs > 0);
}

/* Hard puzzles (SE rates them 7.1 to 9.0); their solutions are found by
 * the library and checked by the test kit. */
static const char *const hard[] = {
    ".65.1....7..4.5........6.13..6....7..2..9..8.5....7.3...4..2..........."
    "18....492.",
    "..3...6..4.6.8......9..25..61..5.9.8...1...278....7...........1...3..7."
    "....52..9.",
    "3...6.1..65.29............881..7.5....43..9....5..2..7...43..9......7."
    ".64.....8..",
    "6.2.5.........3.4..........43...8....1....2........7..5..27..........."
    "81...6.....",
};

/* The candidates of 'p' when only the clues' peers are crossed out. */
static struct se_grid
candidates(const struct sudoku_grid *p)
{
	struct se_grid g;
	int c, o;

	for (c = 0; c < SE_CELLS; c++) {
		g.value[c] = p->cell[c];
		g.cand[c] = p->cell[c] ? 0 : 0x1ff;
	}
	for (c = 0; c < SE_CELLS; c++)
		for (o = 0; o < SE_CELLS; o++)
			if (g.value[o] && se_sees(c, o))
				g.cand[c] &= (uint16_t)~(1u << (g.value[o] - 1));
	return g;
}

static void
apply(struct se_grid *g, const struct se_step *s)
{
	int i, o;

	for (i = 0; i < s->n_elim; i++)
		g->cand[s->elim_cell[i]] &=
		    (uint16_t)~(1u << (s->elim_digit[i] - 1));
	if (s->place_cell < 0)
		return;
	g->value[s->place_cell] = (uint8_t)s->place_digit;
	g->cand[s->place_cell] = 0;
	for (o = 0; o < SE_CELLS; o++)
		if (se_sees(o, s->place_cell))
			g->cand[o] &= (uint16_t)~(1u << (s->place_digit - 1));
}

/* Every kind, applied step after step from the bare candidates: no step
 * removes a solution digit or places a wrong one, and each does
 * something. */
static void
every_step_keeps_the_solution(void **state)
{
	static struct se_step s;
	size_t i;
	int kind, steps = 0;

	(void)state;
	for (i = 0; i < sizeof hard / sizeof hard[0]; i++) {
		struct sudoku_grid p = support_grid(hard[i]), sol;

		assert_int_equal(sudoku_count(&p, 2, &sol, NULL), 1);
		assert_true(support_is_completion(&p, &sol));
		for (kind = SE_CHAIN_CYCLES; kind <= SE_CHAIN_DYNAMIC_PLUS;
		     kind++) {
			struct se_grid g = candidates(&p);
			int n;

			/* Dynamic (+) is slow on bare candidates: few
			 * steps. */
			int most = kind == SE_CHAIN_DYNAMIC_PLUS ? 1 : 12;

			for (n = 0; n < most; n++) {
				int r;

				r = sudoku_se_chains_find(
				    &g, (enum se_chain_kind)kind, &s, NULL);
				assert_true(r == 0 || r == 1);
				if (r == 0)
					break;
				steps++;
				assert_true(s.n_elim > 0 || s.place_cell >= 0);
				assert_true(support_step_keeps(&s, &sol));
				apply(&g, &s);
			}
		}
	}
	assert_true(steps > 40);
}

/* SE adds 0.1 each time the chain size less two passes 4, 6, 8, 12, 16,
 * 24, 32, 48, ... */
static void
length_bonus_follows_se(void **state)
{
	static const int size[] = {2, 6, 7, 8, 9, 10, 11, 14, 15, 18, 19,
				   26, 27, 34, 35, 50, 51, 66};
	static const int bonus[] = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5,
				    5, 6, 6, 7, 7, 8, 8};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof size / sizeof size[0]; i++)
		assert_int_equal(sudoku_chain_length_bonus(size[i]), bonus[i]);
}

/* A small graph for the components: the keys of digit 1 in cells 0 and
 * 1 (0, 1 and 18, 19); 1 and 18 link to each other, 0 to 19. */
static int
toy_links(const void *ctx, int key, const uint16_t **links)
{
	static const uint16_t to_18 = 18, to_1 = 1, to_19 = 19;

	(void)ctx;
	switch (key) {
	case 1:
		*links = &to_18;
		return 1;
	case 18:
		*links = &to_1;
		return 1;
	case 0:
		*links = &to_19;
		return 1;
	default:
		return 0;
	}
}

/* Keys that reach each other share a component, which holds a cycle;
 * a key that reaches another alone has a higher number than it. */
static void
components_order_what_reaches_what(void **state)
{
	static struct chain_components c;
	uint16_t cand[81] = {1, 1};

	(void)state;
	sudoku_chain_components(&c, cand, toy_links, NULL, 1);
	assert_int_equal(c.comp[1], c.comp[18]);
	assert_true(c.cyclic[c.comp[1]]);
	assert_true(c.comp[0] > c.comp[19]);
	assert_int_not_equal(c.comp[0], c.comp[1]);
	assert_false(c.cyclic[c.comp[0]]);
	assert_false(c.cyclic[c.comp[19]]);
	assert_true(chain_reaches(&c, 0, 19));
	assert_true(chain_reaches(&c, 1, 18));
	assert_true(chain_reaches(&c, 18, 1));
	assert_false(chain_reaches(&c, 19, 0));
	assert_false(chain_reaches(&c, 0, 1));
	assert_false(chain_reaches(&c, 1, 19));
}

/* A grid with no chain at all: one empty cell. */
static void
nothing_found_on_a_near_solved_grid(void **state)
{
	static struct se_step s;
	struct sudoku_grid p = support_grid(hard[0]), sol;
	struct se_grid g;
	int kind;

	(void)state;
	assert_int_equal(sudoku_count(&p, 2, &sol, NULL), 1);
	sol.cell[40] = 0;
	g = candidates(&sol);
	for (kind = SE_CHAIN_CYCLES; kind <= SE_CHAIN_NESTED_4; kind++)
		assert_int_equal(sudoku_se_chains_find(
				     &g, (enum se_chain_kind)kind, &s, NULL),
				 0);
}

/* A deadline that has passed stops every kind that searches. */
static void
passed_deadline_stops_the_search(void **state)
{
	static struct se_step s;
	struct sudoku_grid p = support_grid(hard[3]);
	struct se_grid g = candidates(&p);
	struct deadline d;
	int kind;

	(void)state;
	for (kind = SE_CHAIN_CYCLES; kind <= SE_CHAIN_DYNAMIC_PLUS;
		     kind++) {
		memset(&d, 0, sizeof d);
		d.at = sudoku_clock() - 1.0;
		d.countdown = 1;
		assert_int_equal(
		    sudoku_se_chains_find(&g, (enum se_chain_kind)kind, &s, &d),
		    -1);
	}
}

/* A cell set counts its cells in both words and across the 32-bit
 * halves, and loses them one by one in order; a cell's peers. */
static void
cell_sets_count_and_pop(void **state)
{
	static const int cells[] = {0, 31, 32, 63, 64, 80};
	struct se_cells s = {{0, 0}};
	int i, c, o;

	(void)state;
	assert_int_equal(se_cells_count(&s), 0);
	for (i = 0; i < 6; i++) {
		se_cells_add(&s, cells[i]);
		assert_int_equal(se_cells_count(&s), i + 1);
	}
	/* Every cell's peers are the cells it sees, twenty of them. */
	for (c = 0; c < 81; c++) {
		s = se_peers(c);
		assert_int_equal(se_cells_count(&s), 20);
		for (o = 0; o < 81; o++)
			assert_int_equal(se_cells_has(&s, o), se_sees(c, o));
	}
	s = (struct se_cells){{0, 0}};
	for (i = 0; i < 6; i++)
		se_cells_add(&s, cells[i]);
	for (i = 0; i < 6; i++) {
		assert_int_equal(se_cells_pop(&s), cells[i]);
		assert_int_equal(se_cells_count(&s), 5 - i);
	}
	assert_int_equal(se_cells_pop(&s), -1);
}

/* The potentials that the "on" of (cell, digit) reaches on 'g' by the
 * links of multiple forcing chains (SE's two rules, both kinds), one by
 * one: reach[key] is 1 for each. */
static void
full_reach(const struct chain_grid *g, int cell, int digit, uint8_t *reach)
{
	static int queue[CHAIN_KEYS];
	int head = 0, tail = 0, out[28], why[4], n, i;

	memset(reach, 0, CHAIN_KEYS);
	queue[tail++] = chain_key(cell, digit, 1);
	reach[queue[0]] = 1;
	while (head < tail) {
		int key = queue[head++];
		int c = chain_key_cell(key), d = chain_key_digit(key);

		n = chain_key_on(key)
			? sudoku_chain_on_to_off(g, c, d, 1, out)
			: sudoku_chain_off_to_on(g, c, d, 1, 1, out, why);
		for (i = 0; i < n; i++)
			if (!reach[out[i]]) {
				reach[out[i]] = 1;
				queue[tail++] = out[i];
			}
	}
}

/* Whether the "on"s of cells[0..n-1]'s digits[0..n-1] reach a potential
 * in common, read from their whole reach. */
static int
full_share(const struct chain_grid *g, const int *cells, const int *digits,
	   int n)
{
	static uint8_t reach[9][CHAIN_KEYS];
	int i, key;

	for (i = 0; i < n; i++)
		full_reach(g, cells[i], digits[i], reach[i]);
	for (key = 0; key < CHAIN_KEYS; key++) {
		for (i = 0; i < n && reach[i][key]; i++)
			;
		if (i == n)
			return 1;
	}
	return 0;
}

/* The screen's answer for 'cell', from the whole reach of each start:
 * its cell forcing chain, and the region forcing chains of each digit
 * whose first place in a region it is. */
static int
full_may(const struct chain_grid *g, int cell)
{
	int cells[9], digits[9], n = 0, d, type, k, c;

	for (d = 1; d <= 9; d++)
		if (g->cand[cell] >> (d - 1) & 1) {
			cells[n] = cell;
			digits[n++] = d;
		}
	if (full_share(g, cells, digits, n))
		return 1;
	for (d = 1; d <= 9; d++)
		for (type = 0; type < 3 && (g->cand[cell] >> (d - 1) & 1);
		     type++) {
			int region = chain_region_of(type, cell);

			for (n = 0, k = 0; k < 9; k++) {
				c = chain_region_cell(type, region, k);
				if (g->cand[c] >> (d - 1) & 1) {
					cells[n] = c;
					digits[n++] = d;
				}
			}
			if (cells[0] == cell && n >= 2 &&
			    full_share(g, cells, digits, n))
				return 1;
		}
	return 0;
}

/* The multiple chains' screen, which reads the components of the links'
 * core only, answers for every cell of three candidates or more as the
 * whole reach of its starts does, on SE's grids above (both answers
 * occur). */
static void
multiple_screen_matches_whole_reach(void **state)
{
	static struct chain_multiple_screen screen;
	static struct chain_grid g;
	int seen_may[2] = {0, 0}, cell;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof seen / sizeof seen[0]; i++) {
		struct se_grid grid = decode(seen[i].grid);

		sudoku_chain_grid_init(&g, grid.cand);
		sudoku_chain_multiple_screen(&screen, &g);
		for (cell = 0; cell < 81; cell++) {
			int may;

			if (bit_count(g.cand[cell]) < 3)
				continue;
			may = sudoku_chain_multiple_may(&screen, &g, cell);
			assert_int_equal(may, full_may(&g, cell));
			seen_may[may]++;
		}
	}
	assert_true(seen_may[0] > 0);
	assert_true(seen_may[1] > 0);
}

/* What a thread tells of a grid's links' core: its places, each core
 * potential's component and links, which potentials reach which (a sum
 * over the pairs), and the multiple chains' screen's answers. */
struct core_answer {
	const struct chain_grid *g;
	struct chain_multiple_screen *screen; /* kept (else a new one) */
	int ok, n;
	uint64_t at[9][2];
	int16_t comp[CHAIN_KEYS];
	uint8_t n_links[CHAIN_KEYS];
	uint16_t links[CHAIN_KEYS][28];
	unsigned long reach_sum;
	uint64_t offs_hash; /* of what each component's "on"s reach */
	int8_t may[81];
};

static void
ask_core(struct core_answer *a)
{
	struct chain_multiple_screen *s =
	    a->screen ? a->screen : calloc(1, sizeof *s);
	const struct chain_core *k = sudoku_chain_core(a->g, NULL, NULL);
	int key, to, cell;

	a->ok = s != NULL && k != NULL;
	if (!a->ok) {
		if (s != a->screen)
			free(s);
		return;
	}
	a->n = k->parts.n;
	memcpy(a->at, k->at, sizeof a->at);
	a->reach_sum = 0;
	for (key = 0; key < CHAIN_KEYS; key++) {
		int cand = key >> 1, d = cand % 9;

		a->comp[key] = -1;
		a->n_links[key] = 0;
		if (!(a->at[d][cand / 9 >> 6] >> (cand / 9 & 63) & 1))
			continue;
		a->comp[key] = k->parts.comp[key];
		a->n_links[key] = k->n_links[key];
		memcpy(a->links[key], k->links[key], sizeof a->links[key]);
	}
	for (key = 0; key < CHAIN_KEYS; key++)
		for (to = 0; a->comp[key] >= 0 && to < CHAIN_KEYS; to++)
			if (a->comp[to] >= 0 && chain_reaches(&k->parts, key, to))
				a->reach_sum += (unsigned long)key * CHAIN_KEYS + to;
	sudoku_chain_multiple_screen(s, a->g);
	a->offs_hash = 0;
	for (key = 0; key < k->parts.n; key++)
		for (to = 0; to < (int)(sizeof s->offs[0].w / 8); to++)
			a->offs_hash = a->offs_hash * 0x100000001b3ull ^
				       s->offs[key].w[to];
	for (cell = 0; cell < 81; cell++)
		a->may[cell] = (int8_t)(bit_count(a->g->cand[cell]) >= 3
					    ? sudoku_chain_multiple_may(s, a->g,
									 cell)
					    : -1);
	if (s != a->screen)
		free(s);
}

static void *
ask_core_in_thread(void *a)
{
	ask_core(a);
	return NULL;
}

static void
assert_same_core(const struct core_answer *a, const struct core_answer *b)
{
	int key;

	assert_true(a->ok && b->ok);
	assert_int_equal(a->n, b->n);
	assert_memory_equal(a->at, b->at, sizeof a->at);
	assert_memory_equal(a->comp, b->comp, sizeof a->comp);
	assert_memory_equal(a->n_links, b->n_links, sizeof a->n_links);
	for (key = 0; key < CHAIN_KEYS; key++)
		assert_memory_equal(a->links[key], b->links[key],
				    a->n_links[key] * sizeof a->links[key][0]);
	assert_true(a->reach_sum == b->reach_sum);
	assert_true(a->offs_hash == b->offs_hash);
	assert_memory_equal(a->may, b->may, sizeof a->may);
}

/*
 * The links' core that each thread keeps of the last grid changes no
 * answer: on SE's grids above in turn, this thread's core, which the
 * forcing chains (the XY family, with links of their own) computed or
 * another grid's left, is that of a new thread, which has seen none; so
 * is the multiple chains' screen read from it.
 */
static void
core_answers_as_a_fresh_thread(void **state)
{
	static struct core_answer warm, again, fresh;
	static struct chain_grid g;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof seen / sizeof seen[0]; i++) {
		struct se_grid grid = decode(seen[i].grid);
		struct se_step step;
		struct deadline d;
		pthread_t th;

		sudoku_chain_grid_init(&g, grid.cand);
		warm.g = again.g = fresh.g = &g;
		/* Every other grid, the XY family's search fills it first. */
		if (i % 2) {
			sudoku_deadline_start(&d, NULL);
			memset(&step, 0, sizeof step);
			assert_true(sudoku_se_chains_find(&grid, SE_CHAIN_FORCING,
							  &step, &d) >= 0);
		}
		ask_core(&warm);
		ask_core(&again);
		assert_int_equal(pthread_create(&th, NULL, ask_core_in_thread,
						&fresh),
				 0);
		assert_int_equal(pthread_join(th, NULL), 0);
		assert_same_core(&warm, &fresh);
		assert_same_core(&again, &fresh);
	}
}

/*
 * The same on grids that differ from the last one by a candidate and
 * keep its core's candidates: the components of the last grid's core
 * stand when the links are the same (both cases occur: the links change
 * when a cell keeps two candidates, or a region two places, of the
 * core), and so does what the screen that screened the last grid read
 * of the "on"s outside the core, less the candidate gone, and which of
 * its cells' and regions' chains reached nothing in common.
 */
static void
core_answers_as_a_fresh_thread_on_near_grids(void **state)
{
	static struct core_answer was, warm, fresh;
	static struct chain_grid g, near;
	struct chain_multiple_screen *screen = calloc(1, sizeof *screen);
	int same_links = 0, new_links = 0;
	size_t i;

	(void)state;
	assert_non_null(screen);
	warm.screen = screen;
	/* (every third grid: each asks a thread per candidate) */
	for (i = 0; i < sizeof seen / sizeof seen[0]; i += 3) {
		struct se_grid grid = decode(seen[i].grid);
		int cell;

		sudoku_chain_grid_init(&g, grid.cand);
		was.g = &g;
		ask_core(&was);
		for (cell = 0; cell < 81; cell++) {
			unsigned m;

			if (bit_count(grid.cand[cell]) < 3)
				continue;
			for (m = grid.cand[cell]; m; m &= m - 1) {
				uint16_t cand[81];
				pthread_t th;
				int k;

				memcpy(cand, grid.cand, sizeof cand);
				cand[cell] &= (uint16_t)~(m & (0 - m));
				sudoku_chain_grid_init(&near, cand);
				/* this thread's core and the screen: those
				 * of 'g', which read every cell */
				sudoku_chain_multiple_screen(screen, &g);
				assert_non_null(screen->core);
				for (k = 0; k < 81; k++)
					if (bit_count(g.cand[k]) >= 3)
						(void)sudoku_chain_multiple_may(
						    screen, &g, k);
				warm.g = fresh.g = &near;
				ask_core(&warm);
				if (memcmp(warm.at, was.at, sizeof was.at) != 0)
					continue;
				assert_int_equal(pthread_create(
						     &th, NULL,
						     ask_core_in_thread, &fresh),
						 0);
				assert_int_equal(pthread_join(th, NULL), 0);
				assert_same_core(&warm, &fresh);
				if (memcmp(warm.n_links, was.n_links,
					   sizeof was.n_links) == 0 &&
				    memcmp(warm.comp, was.comp,
					   sizeof was.comp) == 0)
					same_links++;
				else
					new_links++;
			}
		}
	}
	free(screen);
	assert_true(same_links > 0);
	assert_true(new_links > 0);
}

/* A search of SE's first chaining producer on a grid, and what it
 * found. */
struct unary_answer {
	const struct se_grid *g;
	enum se_chain_kind kind;
	struct se_step step;
	int r;
};

static void *
unary_in_thread(void *a)
{
	struct unary_answer *c = a;

	memset(&c->step, 0, sizeof c->step);
	c->r = sudoku_se_chains_find(c->g, c->kind, &c->step, NULL);
	return NULL;
}

/*
 * What the first producer keeps of the grids it searched (the Y
 * family's components while the cells of two stay, what the XY family
 * found of its core's components while they stay) changes no answer: on
 * grids that differ by a candidate from one it searched before, this
 * thread finds the cycles' and forcing chains' steps a new thread finds
 * (grids that keep the cells of two and grids that do not both occur).
 */
static void
unary_answers_as_a_fresh_thread_on_near_grids(void **state)
{
	static struct unary_answer warm, fresh;
	int kept = 0, changed = 0, found[2] = {0, 0}, kind;
	size_t i;

	(void)state;
	/* (every fourth grid: each asks a thread per candidate) */
	for (i = 0; i < sizeof seen / sizeof seen[0]; i += 4) {
		struct se_grid grid = decode(seen[i].grid), near = grid;
		int cell;

		for (cell = 0; cell < 81; cell++) {
			unsigned m;

			if (bit_count(grid.cand[cell]) < 3)
				continue;
			for (m = grid.cand[cell]; m; m &= m - 1) {
				near.cand[cell] =
				    (uint16_t)(grid.cand[cell] & ~(m & (0 - m)));
				for (kind = 0; kind < 2; kind++) {
					pthread_t th;

					warm.kind = fresh.kind =
					    kind ? SE_CHAIN_FORCING
						 : SE_CHAIN_CYCLES;
					warm.g = &grid;
					unary_in_thread(&warm);
					warm.g = fresh.g = &near;
					unary_in_thread(&warm);
					assert_int_equal(
					    pthread_create(&th, NULL,
							   unary_in_thread,
							   &fresh),
					    0);
					assert_int_equal(pthread_join(th, NULL),
							 0);
					assert_int_equal(warm.r, fresh.r);
					if (warm.r != 1)
						continue;
					assert_same_step(&warm.step,
							 &fresh.step);
					found[kind]++;
				}
				if (bit_count(near.cand[cell]) == 2)
					changed++;
				else
					kept++;
				near.cand[cell] = grid.cand[cell];
			}
		}
	}
	assert_true(found[0] > 0 && found[1] > 0);
	assert_true(kept > 0 && changed > 0);
}

/*
 * What the forcing chains keep of the last grid they started from (its
 * masks of places, which every kind of them reads) changes no answer: on
 * SE's grids in turn, each kind searched after the others on the same
 * grid, and on a grid one candidate apart, this thread finds the steps a
 * new thread finds.
 */
static void
forcing_answers_as_a_fresh_thread(void **state)
{
	static struct unary_answer warm, fresh;
	int found = 0, kind;
	size_t i, step = support_quick() ? 4 : 1;

	(void)state;
	for (i = 0; i < sizeof seen / sizeof seen[0]; i += step) {
		struct se_grid grid = decode(seen[i].grid), near = grid;
		int cell, round;

		/* the first cell of three candidates or more, one less */
		for (cell = 0; bit_count(grid.cand[cell]) < 3; cell++)
			;
		near.cand[cell] &= (uint16_t)(near.cand[cell] - 1);
		for (round = 0; round < 2; round++)
			for (kind = SE_CHAIN_NISHIO;
			     kind <= SE_CHAIN_DYNAMIC_PLUS; kind++) {
				pthread_t th;

				warm.kind = fresh.kind = (enum se_chain_kind)kind;
				warm.g = fresh.g = round ? &near : &grid;
				unary_in_thread(&warm);
				assert_int_equal(pthread_create(&th, NULL,
								unary_in_thread,
								&fresh),
						 0);
				assert_int_equal(pthread_join(th, NULL), 0);
				assert_int_equal(warm.r, fresh.r);
				if (warm.r != 1)
					continue;
				assert_same_step(&warm.step, &fresh.step);
				found++;
			}
	}
	assert_true(found > 5);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(steps_match_sudoku_explainer),
		cmocka_unit_test(nested_steps_match_sudoku_explainer),
		cmocka_unit_test(nested_steps_follow_one_another),
		cmocka_unit_test(bounded_search_finds_the_same_step),
		cmocka_unit_test(again_finds_the_same_step),
		cmocka_unit_test(every_step_keeps_the_solution),
		cmocka_unit_test(length_bonus_follows_se),
		cmocka_unit_test(components_order_what_reaches_what),
		cmocka_unit_test(multiple_screen_matches_whole_reach),
		cmocka_unit_test(core_answers_as_a_fresh_thread),
		cmocka_unit_test(core_answers_as_a_fresh_thread_on_near_grids),
		cmocka_unit_test(unary_answers_as_a_fresh_thread_on_near_grids),
		cmocka_unit_test(forcing_answers_as_a_fresh_thread),
		cmocka_unit_test(nothing_found_on_a_near_solved_grid),
		cmocka_unit_test(passed_deadline_stops_the_search),
		cmocka_unit_test(cell_sets_count_and_pop),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
