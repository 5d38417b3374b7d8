/* uniqueness.c - unique rectangles and loops, types 1 to 4, as SE finds
 * them (with lkSudoku's corrections, which SE's rater applies by default).
 * See LICENSE for copying terms. */
#include <string.h>

#include "rate/se.h"

enum { MAX_LOOP = SE_CELLS };

/* The search: loops of cells holding both v1 and v2 ('pair'). */
struct loops {
	const struct se_grid *g;
	const struct se_view *v;
	unsigned pair;
	struct se_cells holders;     /* the cells holding both digits */
	int v1, v2;
	int cell[MAX_LOOP], len;
	uint8_t in_loop[SE_CELLS];
	/* The regions of the cells at even and odd places: a region twice
	 * at places of one parity makes the loop invalid, so such a path is
	 * not extended (valid_loop() would reject all its loops). */
	uint32_t seen[2];
	/* The best step so far: SE sorts its hints by difficulty, then type,
	 * keeping the order found among equals. */
	struct se_step *best, try;
	int best_type, found;
	/* The cells the search of this pair read: the holders, and the
	 * extra cells of its valid loops with their peers. */
	struct se_cells *reads;
};

/* The regions of each cell (bit u for unit u), and those of one type as
 * extend() numbers them: blocks, rows, columns. */
#define REGIONS(c)                                                             \
	(1u << (c) / 9 | 1u << (9 + (c) % 9) |                                 \
	 1u << (18 + (c) / 27 * 3 + (c) % 9 / 3))
#define REGIONS_ROW(r)                                                         \
	REGIONS(9 * (r)), REGIONS(9 * (r) + 1), REGIONS(9 * (r) + 2),          \
	    REGIONS(9 * (r) + 3), REGIONS(9 * (r) + 4), REGIONS(9 * (r) + 5),  \
	    REGIONS(9 * (r) + 6), REGIONS(9 * (r) + 7), REGIONS(9 * (r) + 8)
static const uint32_t regions_of[SE_CELLS] = {
    REGIONS_ROW(0), REGIONS_ROW(1), REGIONS_ROW(2),
    REGIONS_ROW(3), REGIONS_ROW(4), REGIONS_ROW(5),
    REGIONS_ROW(6), REGIONS_ROW(7), REGIONS_ROW(8)};
static const uint32_t units_of_type[3] = {0x7fc0000, 0x1ff, 0x3fe00};
/* The first unit of each type (see se_unit()). */
static const int first_of_type[3] = {18, 0, 9};

static int
base_difficulty(int len)
{
	return 45 + (len >= 10 ? 3 : 0) + (len >= 8 ? 2 : len >= 6 ? 1 : 0);
}

/* SE's name of a step: "Unique Rectangle type 2", "Unique Loop 6 type 2". */
static const char *
loop_name(int len, int type)
{
	static const char *const rect[4] = {
	    "Unique Rectangle type 1", "Unique Rectangle type 2",
	    "Unique Rectangle type 3", "Unique Rectangle type 4"};
	static const char *const loop[13][4] = {
	    {"Unique Loop 6 type 1", "Unique Loop 6 type 2",
	     "Unique Loop 6 type 3", "Unique Loop 6 type 4"},
	    {"Unique Loop 8 type 1", "Unique Loop 8 type 2",
	     "Unique Loop 8 type 3", "Unique Loop 8 type 4"},
	    {"Unique Loop 10 type 1", "Unique Loop 10 type 2",
	     "Unique Loop 10 type 3", "Unique Loop 10 type 4"},
	    {"Unique Loop 12 type 1", "Unique Loop 12 type 2",
	     "Unique Loop 12 type 3", "Unique Loop 12 type 4"},
	    {"Unique Loop 14 type 1", "Unique Loop 14 type 2",
	     "Unique Loop 14 type 3", "Unique Loop 14 type 4"},
	    {"Unique Loop 16 type 1", "Unique Loop 16 type 2",
	     "Unique Loop 16 type 3", "Unique Loop 16 type 4"},
	    {"Unique Loop 18 type 1", "Unique Loop 18 type 2",
	     "Unique Loop 18 type 3", "Unique Loop 18 type 4"},
	    {"Unique Loop 20 type 1", "Unique Loop 20 type 2",
	     "Unique Loop 20 type 3", "Unique Loop 20 type 4"},
	    {"Unique Loop 22 type 1", "Unique Loop 22 type 2",
	     "Unique Loop 22 type 3", "Unique Loop 22 type 4"},
	    {"Unique Loop 24 type 1", "Unique Loop 24 type 2",
	     "Unique Loop 24 type 3", "Unique Loop 24 type 4"},
	    {"Unique Loop 26 type 1", "Unique Loop 26 type 2",
	     "Unique Loop 26 type 3", "Unique Loop 26 type 4"},
	    {"Unique Loop 28 type 1", "Unique Loop 28 type 2",
	     "Unique Loop 28 type 3", "Unique Loop 28 type 4"},
	    {"Unique Loop 30 type 1", "Unique Loop 30 type 2",
	     "Unique Loop 30 type 3", "Unique Loop 30 type 4"},
	};
	static const char *const longer[4] = {
	    "Unique Loop type 1", "Unique Loop type 2", "Unique Loop type 3",
	    "Unique Loop type 4"};

	if (len == 4)
		return rect[type - 1];
	if (len >= 6 && len <= 30)
		return loop[(len - 6) / 2][type - 1];
	return longer[type - 1];
}

/* Keep s->try when it is worth something and easier than the best. */
static void
offer(struct loops *s, int type)
{
	if (s->try.n_elim == 0)
		return;
	if (s->found && (s->try.difficulty > s->best->difficulty ||
			 (s->try.difficulty == s->best->difficulty &&
			  type >= s->best_type)))
		return;
	*s->best = s->try;
	s->best_type = type;
	s->found = 1;
}

/* Type 2: the extra digit leaves every cell that sees all extra cells. */
static void
type2(struct loops *s, const int *extra, int n, int difficulty)
{
	const struct se_grid *g = s->g;
	unsigned value = g->cand[extra[0]] & ~s->pair;

	value &= 0u - value;
	sudoku_se_step_start(&s->try, difficulty, loop_name(s->len, 2));
	sudoku_se_step_elim_seen_by_all(&s->try, g, extra, n, value);
	offer(s, 2);
}

/* Naked set of type 3: value by value, the cells of the set (c1 and c2
 * counted when they hold it) have common peers that lose it. */
static void
type3_naked_elims(struct loops *s, int u, unsigned others, int c1, int c2,
		  unsigned digits)
{
	const struct se_grid *g = s->g;
	unsigned rest;

	for (rest = digits; rest != 0; rest &= rest - 1) {
		unsigned bit = rest & (0u - rest);
		int holders[11], n = 0, k;

		for (k = 0; k < 9; k++)
			if ((others >> k & 1) &&
			    (g->cand[sudoku_unit_cell[u][k]] & bit))
				holders[n++] = sudoku_unit_cell[u][k];
		if (g->cand[c1] & bit)
			holders[n++] = c1;
		if (g->cand[c2] & bit)
			holders[n++] = c2;
		sudoku_se_step_elim_seen_by_all(&s->try, g, holders, n, bit);
	}
}

/*
 * Type 3, naked: 'degree' cells of region 'u', c1 (at i1) and others but
 * not c2 (at i2), whose digits with the extra ones 'extra' are 'degree'.
 * SE tries the sets by increasing mask of positions; the other cells come
 * from those with two digits or more that fit in 'degree' digits with the
 * extra ones, whose combinations by rank keep that order.
 */
static void
type3_naked(struct loops *s, int u, int c1, int c2, int i1, int i2,
	    unsigned extra, int degree, int base)
{
	const struct se_grid *g = s->g;
	unsigned cand[9], shared = extra & g->cand[c1] & g->cand[c2], m;
	int at[9], n = 0, k;

	for (k = 0; k < 9; k++) {
		unsigned c = g->cand[sudoku_unit_cell[u][k]];

		if (k == i1 || k == i2 || (c & (c - 1)) == 0 ||
		    bit_count(c | extra) > degree)
			continue;
		at[n] = k;
		cand[n++] = c;
	}
	if (degree - 1 > n)
		return;
	for (m = (1u << (degree - 1)) - 1; m < (1u << n);
	     m = se_next_combination(m)) {
		unsigned naked = shared, all = extra, others = 0, r;

		for (r = m; r != 0; r &= r - 1) {
			int j = lowest_bit(r);

			naked |= cand[j];
			all |= cand[j];
			others |= 1u << at[j];
		}
		if (bit_count(naked) != degree || bit_count(all) != degree)
			continue;
		sudoku_se_step_start(&s->try, base + degree - 1,
				     loop_name(s->len, 3));
		type3_naked_elims(s, u, others, c1, c2, all);
		offer(s, 3);
	}
}

/* Type 3: the extra digits of c1 and c2 form a naked or hidden set with
 * other cells of a region they share; smallest sets first. */
static void
type3(struct loops *s, int c1, int c2, int base)
{
	const struct se_grid *g = s->g;
	const struct se_view *v = s->v;
	unsigned extra = (g->cand[c1] | g->cand[c2]) & ~s->pair;
	int n_extra = bit_count(extra), degree, t, k;

	for (degree = 2; degree <= 7; degree++)
		for (t = 0; t < 3; t++) {
			int u = se_unit_of(t, c1), empty, i1, i2;

			if (u != se_unit_of(t, c2))
				continue;
			empty = v->empty[u];
			i1 = se_index_in(u, c1);
			i2 = se_index_in(u, c2);
			if (degree * 2 <= empty && degree >= n_extra)
				type3_naked(s, u, c1, c2, i1, i2, extra, degree,
					    base);
			if (degree * 2 < empty) {
				unsigned rest = NINE_DIGITS & ~s->pair & ~extra;
				int n_rest = bit_count(rest);
				unsigned m;

				if (degree - 2 > n_rest ||
				    (n_rest == 0 && degree == 2))
					continue;
				/* Subsets of 'rest' in SE's order: masks
				 * over the ranks of its digits. */
				for (m = (1u << (degree - 2)) - 1;
				     m < (1u << n_rest) ||
				     (degree == 2 && m == 0);
				     m = m == 0 ? 1u << n_rest
						: se_next_combination(m)) {
					unsigned digits = s->pair, where = 0;
					int r = 0, d, ok = 1;

					for (d = 0; d < 9; d++) {
						if (!(rest >> d & 1))
							continue;
						if (m >> r & 1)
							digits |= 1u << d;
						r++;
					}
					for (d = 0; d < 9 && ok; d++) {
						unsigned p;

						if (!(digits >> d & 1))
							continue;
						p = v->pos[u][d] &
						    ~(1u << i2);
						ok = p != 0;
						where |= p;
					}
					if (!ok || bit_count(where) != degree)
						continue;
					where &= ~(1u << i1 | 1u << i2);
					sudoku_se_step_start(
					    &s->try,
					    base + bit_count(where) - 1,
					    loop_name(s->len, 3));
					for (k = 0; k < 9; k++)
						if (where >> k & 1)
							sudoku_se_step_elim_digits(
							    &s->try,
							    sudoku_unit_cell[u]
									    [k],
							    g->cand[sudoku_unit_cell
									[u]
									[k]] &
								~digits);
					offer(s, 3);
				}
			}
		}
}

/* Type 4: one of the loop's digits is locked to c1 and c2 in a region
 * they share, so the other leaves both. */
static void
type4(struct loops *s, int c1, int c2, int base)
{
	const struct se_grid *g = s->g;
	int t, k, lock1 = 0, lock2 = 0;

	for (t = 0; t < 3; t++) {
		int u = se_unit_of(t, c1), has1 = 0, has2 = 0;

		if (u != se_unit_of(t, c2))
			continue;
		for (k = 0; k < 9; k++) {
			int c = sudoku_unit_cell[u][k];

			if (c == c1 || c == c2)
				continue;
			has1 |= (g->cand[c] >> (s->v1 - 1)) & 1;
			has2 |= (g->cand[c] >> (s->v2 - 1)) & 1;
		}
		lock1 |= !has1;
		lock2 |= !has2;
	}
	if (!lock1 && !lock2)
		return;
	sudoku_se_step_start(&s->try, base, loop_name(s->len, 4));
	sudoku_se_step_elim(&s->try, c1, lock1 ? s->v2 : s->v1);
	sudoku_se_step_elim(&s->try, c2, lock1 ? s->v2 : s->v1);
	offer(s, 4);
}

/* A closed loop: check it, then try the types its extra cells allow. */
static void
found_loop(struct loops *s)
{
	const struct se_grid *g = s->g;
	int extra[MAX_LOOP], n = 0, i, base;

	/* Each region the loop visits must hold two of its cells, one at an
	 * odd place and one at an even place; extend() already refused a
	 * region twice at places of one parity. */
	if (s->seen[0] != s->seen[1])
		return;
	for (i = 0; i < s->len; i++)
		if (g->cand[s->cell[i]] != s->pair) {
			struct se_cells p = se_peers(s->cell[i]);

			extra[n++] = s->cell[i];
			s->reads->w[0] |= p.w[0];
			s->reads->w[1] |= p.w[1];
		}
	base = base_difficulty(s->len);
	if (n == 1) {
		sudoku_se_step_start(&s->try, base, loop_name(s->len, 1));
		if (g->cand[extra[0]] >> (s->v1 - 1) & 1)
			sudoku_se_step_elim(&s->try, extra[0], s->v1);
		if (g->cand[extra[0]] >> (s->v2 - 1) & 1)
			sudoku_se_step_elim(&s->try, extra[0], s->v2);
		offer(s, 1);
	} else if (n > 2) {
		type2(s, extra, n, base);
	} else if (n == 2) {
		unsigned more =
		    (g->cand[extra[0]] | g->cand[extra[1]]) & ~s->pair;

		if (bit_count(more) == 1)
			type2(s, extra, n, base);
		else if (bit_count(more) >= 2)
			type3(s, extra[0], extra[1], base);
		type4(s, extra[0], extra[1], base);
	}
}

/*
 * Extend the loop by 'cell'.  A cell may hold more than the two digits
 * while 'allowed' cells with extra digits are left, or when all extra
 * digits so far are one digit (type 2).  The next cell shares a region of
 * another type than the last link's.
 */
static void
extend(struct loops *s, int cell, int allowed, unsigned extra, int last_type)
{
	const struct se_grid *g = s->g;
	uint32_t regions = regions_of[cell];
	/* The cells reached by an earlier type: a cell that shares two
	 * regions with this one is reached twice, and the loops through it
	 * are the same both times (the next link can take neither region,
	 * which already holds a cell at its place's parity). */
	struct se_cells reached = {{0, 0}};
	int t;

	if (s->seen[s->len & 1] & regions)
		return;
	s->seen[s->len & 1] |= regions;
	s->cell[s->len++] = cell;
	s->in_loop[cell] = 1;
	for (t = 0; t < 3; t++) {
		const struct se_cells *r;
		struct se_cells next_ones;
		int next;

		if (t == last_type)
			continue;
		/* The region's cells that hold the pair, in its order (that
		 * of the cells). */
		r = &sudoku_se_region_cells[t][lowest_bit(regions &
							  units_of_type[t]) -
					       first_of_type[t]];
		next_ones.w[0] = r->w[0] & s->holders.w[0] & ~reached.w[0];
		next_ones.w[1] = r->w[1] & s->holders.w[1] & ~reached.w[1];
		reached.w[0] |= next_ones.w[0];
		reached.w[1] |= next_ones.w[1];
		while ((next = se_cells_pop(&next_ones)) >= 0) {
			unsigned c = g->cand[next], more;

			if (next == s->cell[0] && s->len >= 4) {
				found_loop(s);
				continue;
			}
			/* A bivalue cell of the pair before the first is
			 * an earlier first cell: its loops were all found,
			 * in both directions, from it. */
			if (s->in_loop[next] ||
			    (c == s->pair && next < s->cell[0]))
				continue;
			/* (a holder of the pair has two digits when it has
			 * no other) */
			more = (extra | c) & ~s->pair;
			if (c == s->pair || (more & (more - 1)) == 0 ||
			    allowed > 0)
				extend(s, next, allowed - (c != s->pair), more,
				       t);
		}
	}
	s->in_loop[cell] = 0;
	s->len--;
	s->seen[s->len & 1] &= ~regions;
}

/*
 * What the search saw on the last grid where it found nothing, per thread:
 * the grid, and the cells the search of each pair read (by pair_index()).
 * A pair none of whose cells read then, nor of its holders now, changed
 * since finds nothing again.  The reads of a pair without a bivalue cell
 * then are stale, but such a cell now has changed and holds the pair.
 */
static _Thread_local struct se_memo memo;
static _Thread_local struct se_cells memo_reads[81];

/* The index of the pair of digits 'pair' (two bits) in memo_reads[]. */
static int
pair_index(unsigned pair)
{
	return 9 * lowest_bit(pair) + highest_bit(pair);
}

int
sudoku_se_unique_loops(const struct se_grid *g, const struct se_view *v,
		       struct se_step *step)
{
	struct loops s = {0};
	struct se_cells changed = sudoku_se_memo_cells(&memo, g);
	struct se_cells reads[81], searched = {{0, 0}}, has[9] = {{{0, 0}}};
	int i;

	s.g = g;
	s.v = v;
	s.best = step;
	/* has[d]: the cells holding digit d + 1, whose pairs meet in the
	 * holders of a pair. */
	for (i = 0; i < SE_CELLS; i++) {
		unsigned c;

		for (c = g->cand[i]; c != 0; c &= c - 1)
			se_cells_add(&has[lowest_bit(c)], i);
	}
	for (i = 0; i < SE_CELLS; i++) {
		unsigned c = g->cand[i];
		int k;

		if (bit_count(c) != 2)
			continue;
		s.pair = c;
		s.v1 = lowest_bit(c) + 1;
		s.v2 = highest_bit(c) + 1;
		s.holders.w[0] = has[s.v1 - 1].w[0] & has[s.v2 - 1].w[0];
		s.holders.w[1] = has[s.v1 - 1].w[1] & has[s.v2 - 1].w[1];
		k = pair_index(c);
		if (memo.valid &&
		    (((memo_reads[k].w[0] | s.holders.w[0]) & changed.w[0]) |
		     ((memo_reads[k].w[1] | s.holders.w[1]) & changed.w[1])) ==
			0)
			continue;
		if (!se_cells_has(&searched, k)) {
			se_cells_add(&searched, k);
			reads[k] = s.holders;
		}
		s.reads = &reads[k];
		extend(&s, i, 2, 0, -1);
	}
	if (s.found)
		return 1;
	while ((i = se_cells_pop(&searched)) >= 0)
		memo_reads[i] = reads[i];
	sudoku_se_memo_keep(&memo, g);
	return 0;
}
