/* chain_rules.c - the simpler rules that SE's dynamic (+) forcing chains
 * apply inside a chain: pointing and claiming, hidden and naked pairs,
 * X-wings, each in SE's order of search, with the "off"s of the chain
 * each hint rests on.  See LICENSE for copying terms. */
#include <string.h>

#include "internal.h"
#include "rate/chain_core.h"
#include "rate/chain_rules.h"

/* What one search collects: a hint's removals and parents. */
struct hint {
	int removed[CHAIN_CANDS], n_removed;
	int parents[CHAIN_CANDS], n_parents;
};

struct rules {
	const uint16_t *source, *grid;
	const uint8_t *value;
	sudoku_chain_rule_hint *report;
	void *ctx;
	int reported;
	const uint16_t (*pos)[9][9]; /* the grid's: see positions() */
	/* the same for the candidates of 'source' gone from 'grid': a hint
	 * rests on the chain (has parents) only where some are */
	uint16_t gone_pos[3][9][9];
	/* per region: the digits with places gone, the cells (bit k for
	 * the k-th) with candidates gone, and the empty cells' count; each
	 * rule skips at once a region where nothing is gone */
	uint16_t gone_digits[3][9], gone_cells[3][9];
	/* per type and digit: the regions (bit r) with places of it gone */
	uint16_t gone_regions[3][9];
	uint8_t empty[3][9];
	unsigned open; /* the digits placed 5 times or fewer */
	int counted;   /* 'empty' and 'open' are counted */
	struct hint h;
};


/* The positions of 'digit' in region 'r' of 'type' on the grid: bit k for
 * the region's k-th cell. */
static unsigned
positions(const struct rules *x, int type, int r, int digit)
{
	return x->pos[type][r][digit - 1];
}

/* Fill x->gone_pos and the regions' summaries from the candidates of
 * 'source' gone from 'grid' (few: a walk over them, not the regions);
 * returns 0 when none is. */
static int
positions_init(struct rules *x, const struct chain_grid *source,
	       const struct chain_grid *grid)
{
	int type, d, k, any = 0;

	memset(x->gone_pos, 0, sizeof x->gone_pos);
	memset(x->gone_digits, 0, sizeof x->gone_digits);
	memset(x->gone_cells, 0, sizeof x->gone_cells);
	memset(x->gone_regions, 0, sizeof x->gone_regions);
	x->counted = 0;
	for (d = 0; d < 9; d++)
		for (k = 0; k < 2; k++) {
			uint64_t w = source->where[d][k] & ~grid->where[d][k];

			any |= w != 0;
			for (; w; w &= w - 1) {
				int c = 64 * k + se_lowest_cell(w);
				const unsigned char *at =
				    sudoku_chain_cell_index[c];

				for (type = 0; type < 3; type++) {
					int r = chain_region_of(type, c);
					uint16_t bit =
					    (uint16_t)(1u << at[type]);

					x->gone_pos[type][r][d] |= bit;
					x->gone_cells[type][r] |= bit;
					x->gone_digits[type][r] |=
					    (uint16_t)(1u << d);
					x->gone_regions[type][d] |=
					    (uint16_t)(1u << r);
				}
			}
		}
	return any;
}

/* The empty cells per region and the digits placed 5 times or fewer
 * of the last placed digits met (the same for every chain of a step),
 * per thread. */
struct step_counts {
	uint8_t value[81];
	uint8_t empty[3][9];
	unsigned open;
	int valid;
};

static _Thread_local struct step_counts counts;

/* x->empty and x->open, when a rule first needs them. */
static void
count_empty(struct rules *x)
{
	struct step_counts *k = &counts;
	int placed[10] = {0}, type, c, d;

	if (x->counted)
		return;
	x->counted = 1;
	if (!k->valid || memcmp(k->value, x->value, sizeof k->value) != 0) {
		memcpy(k->value, x->value, sizeof k->value);
		memset(k->empty, 0, sizeof k->empty);
		for (c = 0; c < 81; c++) {
			placed[x->value[c]]++;
			if (x->value[c] == 0)
				for (type = 0; type < 3; type++)
					k->empty[type]
						[chain_region_of(type, c)]++;
		}
		k->open = 0;
		for (d = 1; d <= 9; d++)
			k->open |= (unsigned)(placed[d] + 4 <= 9) << (d - 1);
		k->valid = 1;
	}
	memcpy(x->empty, k->empty, sizeof x->empty);
	x->open = k->open;
}

/* Whether mask 'm' has two bits or more, exactly two (cheaper than a
 * count without a popcount instruction). */
static inline int
two_or_more(unsigned m)
{
	return (m & (m - 1)) != 0;
}

static inline int
exactly_two(unsigned m)
{
	return two_or_more(m) && !two_or_more(m & (m - 1));
}

static void
removed_add(struct hint *h, int cell, int digit)
{
	h->removed[h->n_removed++] = chain_key(cell, digit, 0);
}

/*
 * SE keeps a hint's removals in a Java HashMap by cell: it gives them back
 * ordered by cell index modulo the table size (16, doubled while the map
 * is over three quarters full), equal ones in the order added; each
 * cell's digits ascending.  Sort h->removed so, and report the hint when
 * it has parents.
 */
static void
emit(struct rules *x)
{
	struct hint *h = &x->h;
	int cells[81], order[CHAIN_CANDS], n_cells = 0, cap = 16, i, j;

	if (h->n_parents == 0 || h->n_removed == 0)
		return;
	for (i = 0; i < h->n_removed; i++) {
		int c = chain_key_cell(h->removed[i]);

		for (j = 0; j < n_cells && cells[j] != c; j++)
			;
		if (j == n_cells)
			cells[n_cells++] = c;
		order[i] = j;
	}
	while (n_cells * 4 > cap * 3)
		cap *= 2;
	for (i = 0; i < h->n_removed; i++) {
		int c = chain_key_cell(h->removed[i]);

		order[i] = ((c & (cap - 1)) * 81 + order[i]) * 10 +
			   chain_key_digit(h->removed[i]);
	}
	for (i = 1; i < h->n_removed; i++) {
		int key = h->removed[i], rank = order[i];

		for (j = i - 1; j >= 0 && order[j] > rank; j--) {
			order[j + 1] = order[j];
			h->removed[j + 1] = h->removed[j];
		}
		order[j + 1] = rank;
		h->removed[j + 1] = key;
	}
	x->report(x->ctx, h->removed, h->n_removed, h->parents, h->n_parents,
		  -1);
	x->reported = 1;
}

/* Locking's pairs of types {t1, t2} in SE's order: box and column, box
 * and row, column and box, row and box.  For pair 'p', region r1 of t1
 * and its k-th cell: r1's cells in the same region of t2 (in1, as bits
 * of r1's), that region (r2), and its cells inside r1 (in2, as bits of
 * r2's).  Boxes hold their cells in reading order. */
static const int lock_pair[4][2] = {{0, 2}, {0, 1}, {2, 0}, {1, 0}};

static void
lock_masks(int p, int r1, int k, int *r2, unsigned *in1, unsigned *in2)
{
	switch (p) {
	case 0:
		*in1 = 0x49u << k % 3;
		*r2 = 3 * (r1 % 3) + k % 3;
		*in2 = 7u << 3 * (r1 / 3);
		break;
	case 1:
		*in1 = 7u << 3 * (k / 3);
		*r2 = 3 * (r1 / 3) + k / 3;
		*in2 = 7u << 3 * (r1 % 3);
		break;
	case 2:
		*in1 = 7u << 3 * (k / 3);
		*r2 = 3 * (k / 3) + r1 / 3;
		*in2 = 0x49u << r1 % 3;
		break;
	default:
		*in1 = 7u << 3 * (k / 3);
		*r2 = 3 * (r1 / 3) + k / 3;
		*in2 = 7u << 3 * (r1 % 3);
	}
}

/* Pointing and claiming, SE's Locking: 'digit' of region r1 of type t1
 * all inside region r2 of type t2 removes it from the rest of r2. */
static void
locking(struct rules *x)
{
	int p, digit, r1, r2;
	unsigned rs, m, in1, in2;

	/* The cells of a region in the line of its k-th (as lock_masks):
	 * of a box's column, else of three in a row. */
	static const uint16_t column[9] = {0x49, 0x92, 0x124, 0x49, 0x92,
					   0x124, 0x49, 0x92, 0x124};
	static const uint16_t three[9] = {7, 7, 7, 0x38, 0x38, 0x38,
					  0x1c0, 0x1c0, 0x1c0};

	for (p = 0; p < 4; p++) {
		int t1 = lock_pair[p][0], t2 = lock_pair[p][1];
		const uint16_t *line = p == 0 ? column : three;

		for (digit = 1; digit <= 9; digit++)
			/* Only where places of the digit are gone. */
			for (rs = x->gone_regions[t1][digit - 1]; rs;
			     rs &= rs - 1) {
				unsigned pos, gone;
				int k;

				r1 = lowest_bit(rs);
				pos = positions(x, t1, r1, digit);
				if (!two_or_more(pos))
					continue;
				/* r1's cells in the line of its first place */
				k = lowest_bit(pos);
				in1 = line[k];
				gone = x->gone_pos[t1][r1][digit - 1] & ~in1;
				/* All in r2, and a hint's parents. */
				if ((pos & ~in1) || !gone)
					continue;
				lock_masks(p, r1, k, &r2, &in1, &in2);
				x->h.n_removed = x->h.n_parents = 0;
				for (m = positions(x, t2, r2, digit) & ~in2; m;
				     m &= m - 1)
					removed_add(&x->h,
						    chain_region_cell(
							t2, r2, lowest_bit(m)),
						    digit);
				for (m = gone; m; m &= m - 1) {
					int c = chain_region_cell(
					    t1, r1, lowest_bit(m));

					x->h.parents[x->h.n_parents++] =
					    chain_key(c, digit, 0);
				}
				emit(x);
			}
	}
}

/* The pairs of 0..8 in SE's order: (0,1), (0,2), (1,2), (0,3), ... */
static const unsigned char pair_first[36] = {
    0, 0, 1, 0, 1, 2, 0, 1, 2, 3, 0, 1, 2, 3, 4, 0, 1, 2,
    3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 7};
static const unsigned char pair_second[36] = {
    1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6,
    6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8};

/* Hidden pairs: two digits whose places in a region (two or more each)
 * are the same two cells remove the cells' other digits.  Places of
 * two digits that are two together are the same two of each. */
static void
hidden_pairs_in(struct rules *x, const int *types, int t, int r)
{
	const uint16_t *pos = x->pos[types[t]][r], *lost;
	unsigned two = 0, high; /* the digits with two places */
	unsigned gone = x->gone_digits[types[t]][r];
	int d1, d2, k, d;

	/* A pair needs a place of one of its digits gone: one of two
	 * places with some gone. */
	for (; gone && !exactly_two(pos[lowest_bit(gone)]); gone &= gone - 1)
		;
	if (!gone)
		return;
	lost = x->gone_pos[types[t]][r];
	for (d = 0; d < 9; d++)
		two |= (unsigned)exactly_two(pos[d]) << d;
	/* The pairs in SE's order (as pair_first, pair_second). */
	for (high = two & (two - 1); high; high &= high - 1) {
		unsigned below;

		d2 = lowest_bit(high);
		for (below = two & ((1u << d2) - 1); below;
		     below &= below - 1) {
			unsigned both;

			d1 = lowest_bit(below);
			both = pos[d1];
			if (both != pos[d2] || !(lost[d1] | lost[d2]))
				continue;
			x->h.n_removed = x->h.n_parents = 0;
			for (k = 0; k < 9; k++) {
				int c = chain_region_cell(types[t], r, k);

				if (!(both >> k & 1))
					continue;
				for (d = 1; d <= 9; d++)
					if (d != d1 + 1 && d != d2 + 1 &&
					    (x->grid[c] >> (d - 1) & 1))
						removed_add(&x->h, c, d);
			}
			for (k = 0; k < 9; k++) {
				int c = chain_region_cell(types[t], r, k);

				if (both >> k & 1)
					continue;
				if (x->source[c] >> d1 & 1)
					x->h.parents[x->h.n_parents++] =
					    chain_key(c, d1 + 1, 0);
				if (x->source[c] >> d2 & 1)
					x->h.parents[x->h.n_parents++] =
					    chain_key(c, d2 + 1, 0);
			}
			emit(x);
		}
	}
}

/* Naked pairs: two cells of a region with the same two candidates
 * remove them from the region's other cells. */
static void
naked_pairs_in(struct rules *x, const int *types, int t, int r)
{
	unsigned two = 0, high; /* the cells with two candidates */
	unsigned gone = x->gone_cells[types[t]][r];
	int cell[9], k1, k2, k, d;

	/* A pair needs a candidate of one of its cells gone: one of two
	 * candidates with some gone. */
	for (; gone && !exactly_two(x->grid[chain_region_cell(
			   types[t], r, lowest_bit(gone))]);
	     gone &= gone - 1)
		;
	if (!gone)
		return;
	for (k = 0; k < 9; k++) {
		cell[k] = chain_region_cell(types[t], r, k);
		two |= (unsigned)exactly_two(x->grid[cell[k]]) << k;
	}
	/* The pairs in SE's order (as pair_first, pair_second), each of
	 * two such cells with the same candidates. */
	for (high = two & (two - 1); high; high &= high - 1) {
		unsigned below;

		k2 = lowest_bit(high);
		for (below = two & ((1u << k2) - 1); below;
		     below &= below - 1) {
			int c1, c2;
			unsigned both;

			k1 = lowest_bit(below);
			c1 = cell[k1];
			c2 = cell[k2];
			both = x->grid[c1];
			if (both != x->grid[c2] ||
			    !((x->source[c1] | x->source[c2]) & ~both))
				continue;
			x->h.n_removed = x->h.n_parents = 0;
			for (k = 0; k < 9; k++) {
				int c = cell[k];

				if (k == k1 || k == k2)
					continue;
				for (d = 1; d <= 9; d++)
					if ((both & x->grid[c]) >> (d - 1) & 1)
						removed_add(&x->h, c, d);
			}
			for (k = 0; k < 2; k++) {
				int c = k ? c2 : c1;

				for (d = 1; d <= 9; d++)
					if ((x->source[c] >> (d - 1) & 1) &&
					    !(both >> (d - 1) & 1))
						x->h.parents[x->h.n_parents++] =
						    chain_key(c, d, 0);
			}
			emit(x);
		}
	}
}

/* Run 'in' on SE's regions in its order for subsets (boxes,
 * columns, rows) that have at least 'empty' empty cells and candidates
 * gone. */
static void
each_region(struct rules *x, int empty,
	    void (*in)(struct rules *, const int *, int, int))
{
	static const int types[3] = {0, 2, 1};
	int t, d;

	count_empty(x);
	for (t = 0; t < 3; t++) {
		/* (a pair elsewhere does not rest on the chain) */
		unsigned rs = 0;

		for (d = 0; d < 9; d++)
			rs |= x->gone_regions[types[t]][d];
		for (; rs; rs &= rs - 1)
			if (x->empty[types[t]][lowest_bit(rs)] >= empty)
				in(x, types, t, lowest_bit(rs));
	}
}

static void
hidden_pairs(struct rules *x)
{
	each_region(x, 5, hidden_pairs_in);
}

static void
naked_pairs(struct rules *x)
{
	each_region(x, 4, naked_pairs_in);
}

/* X-wings: a digit in two base lines (two or more places each)
 * on the same two cover lines leaves the rest of the cover
 * lines; columns as base lines first.  Two lines of two places
 * or more whose places together are two have the same two: found
 * per digit, then taken in SE's order, by pair of lines, then digit. */
static void
x_wings(struct rules *x)
{
	static const int base_type[2] = {2, 1};
	int t, i, j, d, k;
	unsigned ds, m;

	count_empty(x);
	for (t = 0; t < 2; t++) {
		int bt = base_type[t], ct = 3 - bt, n = 0;
		/* 9 * pair + digit - 1, pairs in SE's order (as
		 * pair_first, pair_second) */
		int found[9 * 36];

		for (ds = x->open; ds; ds &= ds - 1) {
			unsigned gone, two = 0, high, below;

			d = lowest_bit(ds);
			if (!(gone = x->gone_regions[bt][d]))
				continue;
			for (i = 0; i < 9; i++)
				two |= (unsigned)exactly_two(
					   positions(x, bt, i, d + 1))
				       << i;
			for (high = two & (two - 1); high; high &= high - 1) {
				int b2 = lowest_bit(high);

				for (below = two & ((1u << b2) - 1); below;
				     below &= below - 1) {
					int b1 = lowest_bit(below);
					int pair = b2 * (b2 - 1) / 2 + b1;

					if (((gone >> b1 | gone >> b2) & 1) &&
					    positions(x, bt, b1, d + 1) ==
						positions(x, bt, b2, d + 1))
						found[n++] = 9 * pair + d;
				}
			}
		}
		for (i = 1; i < n; i++) {
			int f = found[i];

			for (j = i - 1; j >= 0 && found[j] > f; j--)
				found[j + 1] = found[j];
			found[j + 1] = f;
		}
		for (i = 0; i < n; i++) {
			int b1 = pair_first[found[i] / 9];
			int b2 = pair_second[found[i] / 9];
			unsigned cover;

			d = found[i] % 9 + 1;
			cover = positions(x, bt, b1, d);
			x->h.n_removed = x->h.n_parents = 0;
			for (k = 0; k < 9; k++) {
				if (!(cover >> k & 1))
					continue;
				for (m = positions(x, ct, k, d) &
					 ~(1u << b1 | 1u << b2);
				     m; m &= m - 1)
					removed_add(&x->h,
						    chain_region_cell(
							ct, k, lowest_bit(m)),
						    d);
			}
			/* The places gone are outside the cover. */
			for (k = 0; k < 2; k++) {
				int line = k ? b2 : b1;

				for (m = x->gone_pos[bt][line][d - 1]; m;
				     m &= m - 1)
					x->h.parents[x->h.n_parents++] =
					    chain_key(chain_region_cell(
							  bt, line,
							  lowest_bit(m)),
						      d, 0);
			}
			emit(x);
		}
	}
}

int
sudoku_chain_rules(const struct chain_grid *source,
		   const struct chain_grid *grid, const uint8_t *value,
		   sudoku_chain_rule_hint *hint, void *ctx)
{
	static void (*const rule[])(struct rules *) = {locking, hidden_pairs,
						       naked_pairs, x_wings};
	struct rules x;
	size_t i;

	x.source = source->cand;
	x.grid = grid->cand;
	x.pos = grid->pos;
	x.value = value;
	x.report = hint;
	x.ctx = ctx;
	x.reported = 0;
	if (!positions_init(&x, source, grid))
		return 0;
	for (i = 0; i < sizeof rule / sizeof rule[0] && !x.reported; i++)
		rule[i](&x);
	return x.reported;
}
