/* chain_screen.c - quick tests that a level of forcing chains has no hint.
 * See LICENSE for copying terms. */
#include "rate/chain_screen.h"

/* Cell sets as two words, as in struct chain_grid's places. */
static int
has(const uint64_t *s, int c)
{
	return (int)(s[c >> 6] >> (c & 63) & 1);
}

static void
add(uint64_t *s, int c)
{
	s[c >> 6] |= (uint64_t)1 << (c & 63);
}

/*
 * 1 when assuming a digit true (false when not 'on') in cell 'start',
 * one of its places 'p', may lead a nishio chain to a contradiction.  A nishio
 * chain links one digit's places only: a place true makes the places it
 * sees false, and a place false, once taken out, makes true the last
 * place of a region.  The search below finds every potential the chain
 * finds, and maybe more: it takes out every place found false at once,
 * so a region may reach its last place sooner; a region left without a
 * place counts as a contradiction.  So no contradiction here means none
 * there.
 */
static int
may_contradict(const uint64_t *p, int start, int on)
{
	uint64_t is_on[2] = {0, 0}, is_off[2] = {0, 0};
	int queue[2 * SE_CELLS], head = 0, tail = 0;

	add(on ? is_on : is_off, start);
	queue[tail++] = 2 * start + on;
	while (head < tail) {
		int c = queue[head] >> 1, type;

		if (queue[head++] & 1) {
			struct se_cells peers = se_peers(c);
			uint64_t w;
			int k;

			if ((peers.w[0] & is_on[0]) | (peers.w[1] & is_on[1]))
				return 1;
			for (k = 0; k < 2; k++)
				for (w = peers.w[k] & p[k] & ~is_off[k]; w;
				     w &= w - 1) {
					is_off[k] |= w & (0 - w);
					queue[tail++] =
					    2 * (64 * k + chain_lowest64(w));
				}
			continue;
		}
		for (type = 0; type < 3; type++) {
			const uint64_t *r =
			    sudoku_se_region_cells[type][chain_region_of(type, c)]
				.w;
			uint64_t left0 = p[0] & r[0] & ~is_off[0],
				 left1 = p[1] & r[1] & ~is_off[1];
			int last;

			if ((left0 | left1) == 0)
				return 1;
			if ((left0 & (left0 - 1)) != 0 ||
			    (left1 & (left1 - 1)) != 0 || (left0 && left1))
				continue;
			last = left0 ? chain_lowest64(left0)
				     : 64 + chain_lowest64(left1);
			if (!has(is_on, last)) {
				add(is_on, last);
				queue[tail++] = 2 * last + 1;
			}
		}
	}
	return 0;
}

/* The places of each digit on which every assumption was last found
 * free of contradictions, per thread (bit d - 1 of 'known' when set):
 * between two steps most digits keep their places. */
struct clean_places {
	uint64_t places[9][2];
	unsigned known;
};

static _Thread_local struct clean_places clean;

int
sudoku_chain_nishio_may(const struct chain_grid *g)
{
	struct clean_places *was = &clean;
	int d, c;

	for (d = 0; d < 9; d++) {
		const uint64_t *p = g->where[d];
		struct se_cells left = {{p[0], p[1]}};

		if ((was->known >> d & 1) && was->places[d][0] == p[0] &&
		    was->places[d][1] == p[1])
			continue;
		while ((c = se_cells_pop(&left)) >= 0)
			if (may_contradict(p, c, 1) ||
			    may_contradict(p, c, 0))
				return 1;
		was->places[d][0] = p[0];
		was->places[d][1] = p[1];
		was->known |= 1u << d;
	}
	return 0;
}

/* The links of multiple forcing chains, as chain_scc.h reads them. */
struct static_links {
	const struct chain_grid *g;
	uint16_t (*links)[28];
};

static int
static_links(const void *ctx, int key, const uint16_t **links)
{
	const struct static_links *s = ctx;
	int out[28], why[4], n, i, cell = chain_key_cell(key),
			      digit = chain_key_digit(key);

	n = chain_key_on(key)
		? sudoku_chain_on_to_off(s->g, cell, digit, 1, out)
		: sudoku_chain_off_to_on(s->g, cell, digit, 1, 1, out, why);
	for (i = 0; i < n; i++)
		s->links[key][i] = (uint16_t)out[i];
	*links = s->links[key];
	return n;
}

void
sudoku_chain_multiple_screen(struct chain_multiple_screen *s,
			     const struct chain_grid *g)
{
	struct static_links ctx = {g, s->links};

	sudoku_chain_components(&s->parts, g->cand, static_links, &ctx, 1);
}

/*
 * 1 when the "on"s of cells[0..n-1]'s digit 'digit' (of cell cells[0]'s
 * digits when 'digit' is 0) reach a potential in common.  The search of
 * chain_forcing.c finds from each of them only potentials it reaches
 * (it may stop at a contradiction), so its outcomes share one only then.
 * A component reached holds potentials reached by all; the components
 * reached are those of a lower number.
 */
static int
share(const struct chain_multiple_screen *s, const struct chain_grid *g,
      const int *cells, int n, int digit)
{
	const struct chain_components *c = &s->parts;
	const uint64_t *row[9];
	unsigned m = g->cand[cells[0]];
	int i, w, top = CHAIN_KEYS;

	for (i = 0; i < n; i++, m &= m - 1) {
		int key = digit ? chain_key(cells[i], digit, 1)
				: chain_key(cells[0], lowest_bit(m) + 1, 1);
		int comp = c->comp[key];

		row[i] = c->reach[comp];
		if (comp < top)
			top = comp;
	}
	for (w = 0; w <= top >> 6; w++) {
		uint64_t all = ~(uint64_t)0;

		for (i = 0; i < n; i++)
			all &= row[i][w];
		if (all)
			return 1;
	}
	return 0;
}

int
sudoku_chain_multiple_may(const struct chain_multiple_screen *s,
			  const struct chain_grid *g, int cell)
{
	int cells[9], n = bit_count(g->cand[cell]), d, type, k;

	/* The cell forcing chains: each digit of the cell. */
	cells[0] = cell;
	if (share(s, g, cells, n, 0))
		return 1;
	/* The region forcing chains where the cell is the digit's first
	 * place. */
	for (d = 1; d <= 9; d++) {
		if (!(g->cand[cell] >> (d - 1) & 1))
			continue;
		for (type = 0; type < 3; type++) {
			int region = chain_region_of(type, cell);

			n = 0;
			for (k = 0; k < 9; k++) {
				int c = chain_region_cell(type, region, k);

				if (g->cand[c] >> (d - 1) & 1)
					cells[n++] = c;
			}
			if (cells[0] == cell && n >= 2 &&
			    share(s, g, cells, n, d))
				return 1;
		}
	}
	return 0;
}
