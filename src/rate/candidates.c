/* candidates.c - the rater's grid of candidates: set up, look at, change.
 * See LICENSE for copying terms. */
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "rate/se.h"

/* The nine boxes, rows and columns as cell sets (see se.h). */
const struct se_cells sudoku_se_region_cells[3][9] = {
    {
	{{0x1c0e07ULL, 0x0ULL}},
	{{0xe07038ULL, 0x0ULL}},
	{{0x70381c0ULL, 0x0ULL}},
	{{0xe07038000000ULL, 0x0ULL}},
	{{0x70381c0000000ULL, 0x0ULL}},
	{{0x381c0e00000000ULL, 0x0ULL}},
	{{0x81c0000000000000ULL, 0x703ULL}},
	{{0xe00000000000000ULL, 0x381cULL}},
	{{0x7000000000000000ULL, 0x1c0e0ULL}},
    },
    {
	{{0x1ffULL, 0x0ULL}},
	{{0x3fe00ULL, 0x0ULL}},
	{{0x7fc0000ULL, 0x0ULL}},
	{{0xff8000000ULL, 0x0ULL}},
	{{0x1ff000000000ULL, 0x0ULL}},
	{{0x3fe00000000000ULL, 0x0ULL}},
	{{0x7fc0000000000000ULL, 0x0ULL}},
	{{0x8000000000000000ULL, 0xffULL}},
	{{0x0ULL, 0x1ff00ULL}},
    },
    {
	{{0x8040201008040201ULL, 0x100ULL}},
	{{0x80402010080402ULL, 0x201ULL}},
	{{0x100804020100804ULL, 0x402ULL}},
	{{0x201008040201008ULL, 0x804ULL}},
	{{0x402010080402010ULL, 0x1008ULL}},
	{{0x804020100804020ULL, 0x2010ULL}},
	{{0x1008040201008040ULL, 0x4020ULL}},
	{{0x2010080402010080ULL, 0x8040ULL}},
	{{0x4020100804020100ULL, 0x10080ULL}},
    },
};

/* The 20 peers of each cell, the cells of its box, row and column but
 * itself (see se_peers()): looked up, as the techniques ask for them in
 * their inner loops. */
const struct se_cells sudoku_se_peer_cells[SE_CELLS] = {
    {{0x80402010081c0ffeULL, 0x100ULL}},
    {{0x804020101c0ffdULL, 0x201ULL}},
    {{0x1008040201c0ffbULL, 0x402ULL}},
    {{0x201008040e071f7ULL, 0x804ULL}},
    {{0x402010080e071efULL, 0x1008ULL}},
    {{0x804020100e071dfULL, 0x2010ULL}},
    {{0x10080402070381bfULL, 0x4020ULL}},
    {{0x201008040703817fULL, 0x8040ULL}},
    {{0x40201008070380ffULL, 0x10080ULL}},
    {{0x80402010081ffc07ULL, 0x100ULL}},
    {{0x804020101ffa07ULL, 0x201ULL}},
    {{0x1008040201ff607ULL, 0x402ULL}},
    {{0x201008040e3ee38ULL, 0x804ULL}},
    {{0x402010080e3de38ULL, 0x1008ULL}},
    {{0x804020100e3be38ULL, 0x2010ULL}},
    {{0x1008040207037fc0ULL, 0x4020ULL}},
    {{0x201008040702ffc0ULL, 0x8040ULL}},
    {{0x402010080701ffc0ULL, 0x10080ULL}},
    {{0x804020100ff80e07ULL, 0x100ULL}},
    {{0x80402017f40e07ULL, 0x201ULL}},
    {{0x100804027ec0e07ULL, 0x402ULL}},
    {{0x201008047dc7038ULL, 0x804ULL}},
    {{0x402010087bc7038ULL, 0x1008ULL}},
    {{0x8040201077c7038ULL, 0x2010ULL}},
    {{0x1008040206ff81c0ULL, 0x4020ULL}},
    {{0x2010080405ff81c0ULL, 0x8040ULL}},
    {{0x4020100803ff81c0ULL, 0x10080ULL}},
    {{0x8040e07ff0040201ULL, 0x100ULL}},
    {{0x80e07fe8080402ULL, 0x201ULL}},
    {{0x100e07fd8100804ULL, 0x402ULL}},
    {{0x207038fb8201008ULL, 0x804ULL}},
    {{0x407038f78402010ULL, 0x1008ULL}},
    {{0x807038ef8804020ULL, 0x2010ULL}},
    {{0x10381c0df9008040ULL, 0x4020ULL}},
    {{0x20381c0bfa010080ULL, 0x8040ULL}},
    {{0x40381c07fc020100ULL, 0x10080ULL}},
    {{0x8040ffe038040201ULL, 0x100ULL}},
    {{0x80ffd038080402ULL, 0x201ULL}},
    {{0x100ffb038100804ULL, 0x402ULL}},
    {{0x2071f71c0201008ULL, 0x804ULL}},
    {{0x4071ef1c0402010ULL, 0x1008ULL}},
    {{0x8071df1c0804020ULL, 0x2010ULL}},
    {{0x10381bfe01008040ULL, 0x4020ULL}},
    {{0x203817fe02010080ULL, 0x8040ULL}},
    {{0x40380ffe04020100ULL, 0x10080ULL}},
    {{0x807fc07038040201ULL, 0x100ULL}},
    {{0xbfa07038080402ULL, 0x201ULL}},
    {{0x13f607038100804ULL, 0x402ULL}},
    {{0x23ee381c0201008ULL, 0x804ULL}},
    {{0x43de381c0402010ULL, 0x1008ULL}},
    {{0x83be381c0804020ULL, 0x2010ULL}},
    {{0x1037fc0e01008040ULL, 0x4020ULL}},
    {{0x202ffc0e02010080ULL, 0x8040ULL}},
    {{0x401ffc0e04020100ULL, 0x10080ULL}},
    {{0xff80201008040201ULL, 0x703ULL}},
    {{0xff40402010080402ULL, 0x703ULL}},
    {{0xfec0804020100804ULL, 0x703ULL}},
    {{0x7dc1008040201008ULL, 0x381cULL}},
    {{0x7bc2010080402010ULL, 0x381cULL}},
    {{0x77c4020100804020ULL, 0x381cULL}},
    {{0x6fc8040201008040ULL, 0x1c0e0ULL}},
    {{0x5fd0080402010080ULL, 0x1c0e0ULL}},
    {{0x3fe0100804020100ULL, 0x1c0e0ULL}},
    {{0x1c0201008040201ULL, 0x7ffULL}},
    {{0x81c0402010080402ULL, 0x7feULL}},
    {{0x81c0804020100804ULL, 0x7fdULL}},
    {{0x8e01008040201008ULL, 0x38fbULL}},
    {{0x8e02010080402010ULL, 0x38f7ULL}},
    {{0x8e04020100804020ULL, 0x38efULL}},
    {{0xf008040201008040ULL, 0x1c0dfULL}},
    {{0xf010080402010080ULL, 0x1c0bfULL}},
    {{0xf020100804020100ULL, 0x1c07fULL}},
    {{0x81c0201008040201ULL, 0x1fe03ULL}},
    {{0x81c0402010080402ULL, 0x1fd03ULL}},
    {{0x81c0804020100804ULL, 0x1fb03ULL}},
    {{0xe01008040201008ULL, 0x1f71cULL}},
    {{0xe02010080402010ULL, 0x1ef1cULL}},
    {{0xe04020100804020ULL, 0x1df1cULL}},
    {{0x7008040201008040ULL, 0x1bfe0ULL}},
    {{0x7010080402010080ULL, 0x17fe0ULL}},
    {{0x7020100804020100ULL, 0xffe0ULL}},
};

/* Place 'digit' in 'cell' and take it from the peers' candidates. */
static void
grid_place(struct se_grid *g, int cell, int digit)
{
	uint16_t keep = (uint16_t)~(1u << (digit - 1));
	int r = ROW_OF(cell), c = COL_OF(cell), b = BOX_OF(cell), k;

	g->value[cell] = (uint8_t)digit;
	g->cand[cell] = 0;
	for (k = 0; k < 9; k++) {
		g->cand[sudoku_unit_cell[r][k]] &= keep;
		g->cand[sudoku_unit_cell[9 + c][k]] &= keep;
		g->cand[sudoku_unit_cell[18 + b][k]] &= keep;
	}
}

void
sudoku_se_grid_init(struct se_grid *g, const struct sudoku_grid *p)
{
	int i;

	for (i = 0; i < SE_CELLS; i++) {
		g->value[i] = 0;
		g->cand[i] = NINE_DIGITS;
	}
	for (i = 0; i < SE_CELLS; i++)
		if (p->cell[i] >= 1 && p->cell[i] <= 9)
			grid_place(g, i, p->cell[i]);
}

void
sudoku_se_grid_from_marks(struct se_grid *g, const struct sudoku_marks *m)
{
	int i;

	for (i = 0; i < SE_CELLS; i++) {
		g->value[i] = 0;
		g->cand[i] = (uint16_t)(m->cand[i] & NINE_DIGITS);
	}
	/* As SukakuExplainer loads one: a cell of one candidate is solved
	 * only where no peer still has that candidate; elsewhere a step
	 * (a single) must place it. */
	for (i = 0; i < SE_CELLS; i++) {
		unsigned c = m->cand[i] & NINE_DIGITS, seen = 0;
		struct se_cells peers = se_peers(i);
		int p;

		if (c == 0 || (c & (c - 1)) != 0)
			continue;
		while ((p = se_cells_pop(&peers)) >= 0)
			seen |= m->cand[p];
		if (!(seen & c)) {
			g->value[i] = (uint8_t)(lowest_bit(c) + 1);
			g->cand[i] = 0;
		}
	}
}

/* The candidates of cells c..c+3 of 'cand' as one word. */
static uint64_t
word_at(const uint16_t *cand, int c)
{
	uint64_t w;

	memcpy(&w, cand + c, sizeof w);
	return w;
}

/* The view of 'g' from scratch. */
static void
view_whole(const struct se_grid *g, struct se_view *v)
{
	int r, c;

	memset(v, 0, sizeof *v);
	/* row by row: a cell's regions from its row and column */
	for (r = 0; r < 9; r++)
		for (c = 0; c < 9; c++) {
			int i = 9 * r + c, b = r / 3 * 3 + c / 3;
			int k = 3 * (r % 3) + c % 3;
			unsigned m = g->cand[i];

			if (g->value[i] != 0) {
				v->placed[g->value[i]]++;
				continue;
			}
			v->empty[r]++;
			v->empty[9 + c]++;
			v->empty[18 + b]++;
			while (m != 0) {
				int d = lowest_bit(m);

				m &= m - 1;
				v->pos[r][d] |= (uint16_t)(1u << c);
				v->pos[9 + c][d] |= (uint16_t)(1u << r);
				v->pos[18 + b][d] |= (uint16_t)(1u << k);
			}
		}
}

/* Cell 'i' of the view's grid goes from placement 'was_value' and
 * candidates 'was' to 'now_value' and 'now' (an empty cell's candidates
 * only count). */
static void
view_cell(struct se_view *v, int i, int was_value, unsigned was,
	  int now_value, unsigned now)
{
	int r = ROW_OF(i), c = COL_OF(i), b = BOX_OF(i);
	int k = 3 * (r % 3) + c % 3;
	unsigned m;

	if (was_value != 0)
		was = 0;
	if (now_value != 0)
		now = 0;
	for (m = was ^ now; m != 0; m &= m - 1) {
		int d = lowest_bit(m);

		v->pos[r][d] ^= (uint16_t)(1u << c);
		v->pos[9 + c][d] ^= (uint16_t)(1u << r);
		v->pos[18 + b][d] ^= (uint16_t)(1u << k);
	}
	if (was_value == now_value)
		return;
	if (was_value != 0)
		v->placed[was_value]--;
	else {
		v->empty[r]--;
		v->empty[9 + c]--;
		v->empty[18 + b]--;
	}
	if (now_value != 0)
		v->placed[now_value]++;
	else {
		v->empty[r]++;
		v->empty[9 + c]++;
		v->empty[18 + b]++;
	}
}

/*
 * The last grid whose view was built and its view, per thread: the grids
 * of a rating's steps differ in a few cells, whose change updates the
 * view.  Beyond 'VIEW_CELLS' changed cells it is built again.
 */
enum { VIEW_CELLS = 32 };

struct view_memo {
	struct se_memo cells; /* the grid's candidates */
	uint8_t value[SE_CELLS];
	struct se_view v;
};

static _Thread_local struct view_memo last_view;

void
sudoku_se_view_build(const struct se_grid *g, struct se_view *v)
{
	struct view_memo *m = &last_view;
	struct se_cells changed = sudoku_se_memo_cells(&m->cells, g);
	int c, k;

	/* The placements too, eight at a time. */
	for (c = 0; m->cells.valid && c < SE_CELLS; c += 8) {
		uint64_t a = 0, b = 0;
		int n = SE_CELLS - c < 8 ? SE_CELLS - c : 8;

		memcpy(&a, m->value + c, (size_t)n);
		memcpy(&b, g->value + c, (size_t)n);
		if (a == b)
			continue;
		for (k = c; k < c + n; k++)
			if (m->value[k] != g->value[k])
				se_cells_add(&changed, k);
	}
	if (!m->cells.valid || se_cells_count(&changed) > VIEW_CELLS) {
		view_whole(g, &m->v);
	} else {
		while ((c = se_cells_pop(&changed)) >= 0)
			view_cell(&m->v, c, m->value[c], m->cells.cand[c],
				  g->value[c], g->cand[c]);
	}
	sudoku_se_memo_keep(&m->cells, g);
	memcpy(m->value, g->value, sizeof m->value);
	*v = m->v;
}

void
sudoku_se_step_start(struct se_step *step, int difficulty, const char *name)
{
	step->difficulty = difficulty;
	step->technique = name;
	step->place_cell = -1;
	step->place_digit = 0;
	step->n_elim = 0;
}

void
sudoku_se_step_elim(struct se_step *step, int cell, int digit)
{
	if (step->n_elim < SE_MAX_ELIMS) {
		step->elim_cell[step->n_elim] = (uint8_t)cell;
		step->elim_digit[step->n_elim] = (uint8_t)digit;
		step->n_elim++;
	}
}

void
sudoku_se_step_elim_digits(struct se_step *step, int cell, unsigned digits)
{
	for (; digits != 0; digits &= digits - 1)
		sudoku_se_step_elim(step, cell, lowest_bit(digits) + 1);
}

void
sudoku_se_step_elim_seen_by_all(struct se_step *step, const struct se_grid *g,
				const int *cells, int n, unsigned digit)
{
	/* The common peers as one set: the wings try this for every pair
	 * of wings, where a walk of the 81 cells took 5% of rating
	 * unbiased_1k. */
	struct se_cells seen = {{~(uint64_t)0, ((uint64_t)1 << 17) - 1}};
	int c, i;

	for (i = 0; i < n; i++) {
		struct se_cells p = se_peers(cells[i]);

		seen.w[0] &= p.w[0];
		seen.w[1] &= p.w[1];
	}
	while ((c = se_cells_pop(&seen)) >= 0)
		if (g->cand[c] & digit)
			sudoku_se_step_elim(step, c, lowest_bit(digit) + 1);
}

void
sudoku_se_apply(struct se_grid *g, const struct se_step *step)
{
	int i;

	for (i = 0; i < step->n_elim; i++)
		g->cand[step->elim_cell[i]] &=
		    (uint16_t)~(1u << (step->elim_digit[i] - 1));
	if (step->place_cell >= 0)
		grid_place(g, step->place_cell, step->place_digit);
}

void
sudoku_se_memo_keep(struct se_memo *m, const struct se_grid *g)
{
	memcpy(m->cand, g->cand, sizeof m->cand);
	m->valid = 1;
}

struct se_cells
sudoku_se_memo_cells(const struct se_memo *m, const struct se_grid *g)
{
	struct se_cells changed = {{~(uint64_t)0, ~(uint64_t)0}};
	int c;

	if (!m->valid)
		return changed;
	changed.w[0] = changed.w[1] = 0;
#if defined(__SSE2__)
	/* sixteen cells at a time, a bit each from the compared halves */
	for (c = 0; c + 16 <= SE_CELLS; c += 16) {
		const __m128i *a = (const __m128i *)(const void *)(m->cand + c);
		const __m128i *b = (const __m128i *)(const void *)(g->cand + c);
		__m128i lo = _mm_cmpeq_epi16(_mm_loadu_si128(a),
					     _mm_loadu_si128(b));
		__m128i hi = _mm_cmpeq_epi16(_mm_loadu_si128(a + 1),
					     _mm_loadu_si128(b + 1));
		uint64_t differ =
		    ~(unsigned)_mm_movemask_epi8(_mm_packs_epi16(lo, hi)) &
		    0xffffu;

		changed.w[c >> 6] |= differ << (c & 63);
	}
#else
	/* four cells at a time: few differ between the grids of two steps */
	for (c = 0; c + 4 <= SE_CELLS; c += 4) {
		int k;

		if (word_at(m->cand, c) == word_at(g->cand, c))
			continue;
		for (k = c; k < c + 4; k++)
			if (m->cand[k] != g->cand[k])
				se_cells_add(&changed, k);
	}
#endif
	for (; c < SE_CELLS; c++)
		if (m->cand[c] != g->cand[c])
			se_cells_add(&changed, c);
	return changed;
}

unsigned
sudoku_se_memo_digits(const struct se_memo *m, const struct se_grid *g)
{
	uint64_t words = 0;
	unsigned differ = 0;
	int c;

	if (!m->valid)
		return NINE_DIGITS;
	for (c = 0; c + 4 <= SE_CELLS; c += 4)
		words |= word_at(m->cand, c) ^ word_at(g->cand, c);
	for (; c < SE_CELLS; c++)
		differ |= (unsigned)(m->cand[c] ^ g->cand[c]);
	words |= words >> 32;
	words |= words >> 16;
	return differ | (unsigned)(words & 0xffff);
}
