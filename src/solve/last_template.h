/* last_template.h - a template part, not a header: the completions of a
 * count's last open cells, counted row by row without walking them.
 * Included by few_template.h and so compiled once per core: the test of
 * a row's ways runs on the core's vectors.  See LICENSE for copying
 * terms. */

/*
 * The last open cells of a count (few_template.h hands them over when
 * few are left): cell[i] (0-80) may take the digits of cand[i] (bit d - 1
 * for digit d), and every solved cell's digit is already gone from its
 * peers, so a completion is a choice of a candidate per cell that gives
 * no two peers the same digit.  At most 32 cells.
 */
struct last_cells {
	int n;
	unsigned char cell[32];
	uint16_t cand[32];
};

/*
 * The open cells of a state whose solved digits are gone from their peers
 * (see struct last_cells) are filled one row at a time.  What a row's
 * choice means for the rows below is only which digits it took from each
 * column and box, one bit per (column, digit) and (box, digit) pair that
 * some open cell can take: at most one pair of each kind per open cell,
 * so 2 * 32 bits.  So the count is a sum over states, one 64-bit set of
 * used pairs each, with how many ways lead to it: rows that leave the
 * same pairs used merge, and a count of 100,000 completions may take a
 * few hundred states instead of 100,000 leaves.  The rows are taken from
 * the top down to about half the cells, and from the bottom up for the
 * rest: a completion is a state of each half whose pairs are the other's
 * complement, found by one lookup, so neither half meets the many states
 * of the middle rows (15-20% faster than one way down).
 *
 * Which of a row's ways fit a state is data a branch predictor cannot
 * learn, so the ways are tested against each state without a branch,
 * all of them: on the count family that is faster than grouping them by
 * a cell's digit and skipping the groups that cannot fit.
 */

/* States held per row: three tables of this many, on the stack. */
#define LAST_STATES 1024
/* Every row's ways together, on the stack; rows of more are walked. */
#define LAST_WAYS 2048
/* Counts are kept below this, where two sums cannot overflow. */
#define LAST_COUNT_MAX ((uint64_t)1 << 62)

struct states {
	int n;
	uint64_t used[LAST_STATES];	/* the pairs taken so far */
	uint64_t ways[LAST_STATES];	/* the ways that take them */
	int16_t slot[2 * LAST_STATES];	/* hash slots: index + 1, 0 empty */
	int16_t slot_of[LAST_STATES];	/* each state's slot */
};

/* Empty 't' for the next row: only its own slots, not the whole table
 * (most rows hold a few dozen states). */
static void
states_clear(struct states *t)
{
	for (int i = 0; i < t->n; i++)
		t->slot[t->slot_of[i]] = 0;
	t->n = 0;
}

/* The hash slot of 'used' in 't': the one that holds it, or the empty
 * one where it would go. */
static unsigned
states_slot(const struct states *t, uint64_t used)
{
	uint64_t h = used * 0x9e3779b97f4a7c15u;
	unsigned k = (unsigned)(h >> 53);	/* 11 bits: 2 * LAST_STATES */

	while (t->slot[k] != 0 && t->used[t->slot[k] - 1] != used)
		k = (k + 1) & (2 * LAST_STATES - 1);
	return k;
}

/* The ways of 'used' in 't' grow by 'ways'; returns 0 when 't' is full
 * or the count outgrows LAST_COUNT_MAX. */
static int
states_add(struct states *t, uint64_t used, uint64_t ways)
{
	unsigned k = states_slot(t, used);
	int i = t->slot[k] - 1;

	if (i >= 0) {
		t->ways[i] += ways;
		return t->ways[i] < LAST_COUNT_MAX;
	}
	if (t->n == LAST_STATES)
		return 0;
	t->slot[k] = (int16_t)(t->n + 1);
	t->slot_of[t->n] = (int16_t)k;
	t->used[t->n] = used;
	t->ways[t->n] = ways;
	t->n++;
	return 1;
}

/* One row's open cells, and its ways to fill them (distinct digits from
 * their candidates), each as the pairs it takes: way[0..ways). */
struct row {
	int n, ways;
	uint16_t cand[9];
	uint64_t takes[9][9];	/* [cell][digit - 1]: its two pair bits */
	uint64_t *way;
};

/* Order the row's cells from the fewest candidates, which prunes the
 * walk of row_list() soonest. */
static void
row_order(struct row *r)
{
	for (int i = 1; i < r->n; i++)
		for (int j = i; j > 0 && bit_count(r->cand[j]) <
					 bit_count(r->cand[j - 1]); j--) {
			uint16_t c = r->cand[j];

			r->cand[j] = r->cand[j - 1];
			r->cand[j - 1] = c;
			for (int d = 0; d < 9; d++) {
				uint64_t t = r->takes[j][d];

				r->takes[j][d] = r->takes[j - 1][d];
				r->takes[j - 1][d] = t;
			}
		}
}

/*
 * List the ways of row 'r' (of at least one cell) into 'out', which has
 * room for 'room', and make it r->way; returns 0 when they do not fit.
 * A walk with its own stack: it runs for every row of every count.
 */
static int
row_list(struct row *r, uint64_t *out, int room)
{
	unsigned left[9], took[10];
	uint64_t acc[10];
	int k = 0;

	r->way = out;
	r->ways = 0;
	acc[0] = 0;
	took[0] = 0;
	left[0] = r->cand[0];
	for (;;) {
		int d;

		if (left[k] == 0) {
			if (k-- == 0)
				return 1;
			continue;
		}
		d = lowest_bit(left[k]);
		left[k] &= left[k] - 1;
		acc[k + 1] = acc[k] | r->takes[k][d];
		took[k + 1] = took[k] | 1u << d;
		if (k + 1 == r->n) {
			if (r->ways == room)
				return 0;
			r->way[r->ways++] = acc[k + 1];
			continue;
		}
		k++;
		left[k] = r->cand[k] & ~took[k];
	}
}

/*
 * The ways of way[0..n) that fit 'used' (take none of its pairs), with
 * 'used' added, into 'fits' (room for n + 8); returns how many.  On the
 * vector cores eight or four ways a step, packed without a branch.
 */
static int
ways_that_fit(const uint64_t *way, int n, uint64_t used, uint64_t *fits)
{
	int k = 0, kept = 0;

#if defined(CORE_AVX512)
	__m512i u = _mm512_set1_epi64((long long)used);

	for (; k + 8 <= n; k += 8) {
		__m512i v = _mm512_loadu_si512(way + k);
		__mmask8 fit = _mm512_testn_epi64_mask(v, u);

		_mm512_storeu_si512(fits + kept, _mm512_maskz_compress_epi64(
				    fit, _mm512_or_si512(v, u)));
		kept += bit_count(fit);
	}
#elif defined(CORE_AVX2)
	/* Per mask of four fitting lanes, the 32-bit lanes that pack them. */
	static const int32_t pack[16][8] = {
		{0, 1, 0, 1, 0, 1, 0, 1}, {0, 1, 0, 1, 0, 1, 0, 1},
		{2, 3, 0, 1, 0, 1, 0, 1}, {0, 1, 2, 3, 0, 1, 0, 1},
		{4, 5, 0, 1, 0, 1, 0, 1}, {0, 1, 4, 5, 0, 1, 0, 1},
		{2, 3, 4, 5, 0, 1, 0, 1}, {0, 1, 2, 3, 4, 5, 0, 1},
		{6, 7, 0, 1, 0, 1, 0, 1}, {0, 1, 6, 7, 0, 1, 0, 1},
		{2, 3, 6, 7, 0, 1, 0, 1}, {0, 1, 2, 3, 6, 7, 0, 1},
		{4, 5, 6, 7, 0, 1, 0, 1}, {0, 1, 4, 5, 6, 7, 0, 1},
		{2, 3, 4, 5, 6, 7, 0, 1}, {0, 1, 2, 3, 4, 5, 6, 7},
	};
	__m256i u = _mm256_set1_epi64x((long long)used);

	for (; k + 4 <= n; k += 4) {
		__m256i v = _mm256_loadu_si256((const __m256i *)(way + k));
		__m256i none = _mm256_cmpeq_epi64(_mm256_and_si256(v, u),
						  _mm256_setzero_si256());
		int fit = _mm256_movemask_pd(_mm256_castsi256_pd(none));
		__m256i to = _mm256_loadu_si256((const __m256i *)pack[fit]);

		_mm256_storeu_si256((__m256i *)(fits + kept),
				    _mm256_permutevar8x32_epi32(
				    _mm256_or_si256(v, u), to));
		kept += bit_count((uint32_t)fit);
	}
#endif
	/* Which ways fit is data a predictor cannot learn: no branch. */
	for (; k < n; k++) {
		fits[kept] = used | way[k];
		kept += (used & way[k]) == 0;
	}
	return kept;
}

/*
 * Every state of 'now' with every way of row 'w' that fits it, into
 * 'next'; returns 0 when 'next' overflows.
 */
static int
row_step(const struct row *w, const struct states *now, struct states *next)
{
	uint64_t fits[128 + 8];

	states_clear(next);
	for (int i = 0; i < now->n; i++) {
		for (int from = 0; from < w->ways; from += 128) {
			int n = w->ways - from < 128 ? w->ways - from : 128;

			n = ways_that_fit(w->way + from, n, now->used[i], fits);
			for (int k = 0; k < n; k++)
				if (!states_add(next, fits[k], now->ways[i]))
					return 0;
		}
	}
	return 1;
}

/* The ways of 'used' in 't', 0 if it is not there. */
static uint64_t
states_find(const struct states *t, uint64_t used)
{
	int i = t->slot[states_slot(t, used)] - 1;

	return i < 0 ? 0 : t->ways[i];
}

/*
 * Rows rows[order[0..n)] taken in that order from no pair used, on tables
 * 'a' and 'b' (their slots clear but for their own states): returns the
 * one that holds the states after the last, or NULL when one overflows.
 */
static struct states *
rows_down(const struct row *rows, const int *order, int n, struct states *a,
	  struct states *b)
{
	states_clear(a);
	states_clear(b);
	states_add(a, 0, 1);
	for (int k = 0; k < n; k++) {
		struct states *t = a;

		if (!row_step(&rows[order[k]], a, b))
			return NULL;
		a = b;
		b = t;
	}
	return a;
}

/* rows_down() on rows[order[n - 1]] first, back to rows[order[0]]. */
static struct states *
rows_up(const struct row *rows, const int *order, int n, struct states *a,
	struct states *b)
{
	int back[9];

	for (int k = 0; k < n; k++)
		back[k] = order[n - 1 - k];
	return rows_down(rows, back, n, a, b);
}

/*
 * Number the pairs of the nine units of 'pairs' (unit u may take the
 * digits of pairs[u]) from bit 'base' on: rank[u][d] is the bit of unit
 * u with digit d + 1.  Returns the next free bit.
 */
static int
rank_pairs(const unsigned pairs[9], int base, unsigned char rank[9][9])
{
	for (int u = 0; u < 9; u++)
		for (unsigned m = pairs[u]; m != 0; m &= m - 1)
			rank[u][lowest_bit(m)] = (unsigned char)base++;
	return base;
}

/*
 * count_last_cells - the number of completions of 'c' into '*count',
 * counted row by row rather than walked: returns 1, or 0 when they took
 * more states than the tables hold (the caller then walks them).
 * Allocates nothing; about 90 KB of stack.
 */
static int
count_last_cells(const struct last_cells *c, uint64_t *count)
{
	struct row rows[9];
	struct states table[3];
	const struct states *top, *bottom;
	uint64_t way[LAST_WAYS], total = 0, all;
	unsigned col_pairs[9] = {0}, box_pairs[9] = {0};
	unsigned char col_rank[9][9], box_rank[9][9];
	int listed = 0, order[9], filled = 0, half = 0, cols, boxes;

	for (int i = 0; i < c->n; i++) {
		col_pairs[COL_OF(c->cell[i])] |= c->cand[i];
		box_pairs[BOX_OF(c->cell[i])] |= c->cand[i];
	}
	cols = rank_pairs(col_pairs, 0, col_rank);
	boxes = rank_pairs(box_pairs, 32, box_rank) - 32;
	if (cols > 32 || boxes > 32)
		return 0;
	all = (((uint64_t)1 << boxes) - 1) << 32 | (((uint64_t)1 << cols) - 1);
	for (int r = 0; r < 9; r++)
		rows[r].n = 0;
	for (int i = 0; i < c->n; i++) {
		int cell = c->cell[i], col = COL_OF(cell), box = BOX_OF(cell);
		struct row *r = &rows[ROW_OF(cell)];

		r->cand[r->n] = c->cand[i];
		memset(r->takes[r->n], 0, sizeof r->takes[r->n]);
		for (unsigned m = c->cand[i]; m != 0; m &= m - 1) {
			int d = lowest_bit(m);

			r->takes[r->n][d] = (uint64_t)1 << col_rank[col][d] |
					    (uint64_t)1 << box_rank[box][d];
		}
		r->n++;
	}
	for (int r = 0; r < 9; r++) {
		if (rows[r].n == 0)
			continue;
		row_order(&rows[r]);
		if (!row_list(&rows[r], way + listed, LAST_WAYS - listed))
			return 0;
		listed += rows[r].ways;
	}

	for (int r = 0; r < 9; r++)
		if (rows[r].n > 0)
			order[filled++] = r;
	/* The rows from the top down to about half the cells, and the
	 * others from the bottom up: a completion joins a state of each
	 * whose pairs are each other's complement. */
	for (int cells = 0; half < filled && 2 * cells < c->n; half++)
		cells += rows[order[half]].n;
	/* Each table's slots cleared once: then only those of its states. */
	for (int t = 0; t < 3; t++) {
		memset(table[t].slot, 0, sizeof table[t].slot);
		table[t].n = 0;
	}
	top = rows_down(rows, order, half, &table[0], &table[1]);
	if (top == NULL)
		return 0;
	bottom = rows_up(rows, order + half, filled - half,
			 top == &table[0] ? &table[1] : &table[0], &table[2]);
	if (bottom == NULL)
		return 0;
	for (int i = 0; i < bottom->n; i++) {
		uint64_t ways = states_find(top, all ^ bottom->used[i]);

		if (ways != 0 && bottom->ways[i] > LAST_COUNT_MAX / ways)
			return 0;
		total += ways * bottom->ways[i];
		if (total >= LAST_COUNT_MAX)
			return 0;
	}
	*count = total;
	return 1;
}
