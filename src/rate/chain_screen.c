/* chain_screen.c - quick tests that a level of forcing chains has no hint.
 * See LICENSE for copying terms. */
#include <string.h>

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

/* se_peers(), from the table of each cell's regions (no division: the
 * screens ask for peers of nearly every candidate of every grid). */
static inline struct se_cells
peers_of(int cell)
{
	const unsigned char *in = sudoku_chain_cell_regions[cell];
	const uint64_t *box = sudoku_se_region_cells[0][in[0]].w;
	const uint64_t *row = sudoku_se_region_cells[1][in[1] - 9].w;
	const uint64_t *col = sudoku_se_region_cells[2][in[2] - 18].w;
	struct se_cells p = {
	    {box[0] | row[0] | col[0], box[1] | row[1] | col[1]}};

	p.w[cell >> 6] &= ~((uint64_t)1 << (cell & 63));
	return p;
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
 * there.  What it finds does not depend on the order it goes in, so it
 * goes a round at a time: the places the new "on"s see, then the last
 * places of the regions those leave.  Without a contradiction, it adds
 * the places it found true to 'clean_on' and those it found false to
 * 'clean_off'.
 */
static int
may_contradict(const uint64_t *p, int start, int on, uint64_t *clean_on,
	       uint64_t *clean_off)
{
	const struct se_cells *regions = &sudoku_se_region_cells[0][0];
	uint64_t is_on[2] = {0, 0}, is_off[2] = {0, 0};
	uint64_t new_on[2] = {0, 0}, new_off[2] = {0, 0};

	add(on ? new_on : new_off, start);
	if (!on)
		add(is_off, start);
	for (;;) {
		uint32_t touched = 0; /* the regions of the new "off"s */
		uint64_t w;
		int k, c;

		is_on[0] |= new_on[0];
		is_on[1] |= new_on[1];
		for (k = 0; k < 2; k++)
			for (w = new_on[k]; w; w &= w - 1) {
				struct se_cells peers =
				    peers_of(64 * k + se_lowest_cell(w));

				if ((peers.w[0] & is_on[0]) |
				    (peers.w[1] & is_on[1]))
					return 1;
				new_off[0] |= peers.w[0] & p[0] & ~is_off[0];
				new_off[1] |= peers.w[1] & p[1] & ~is_off[1];
			}
		is_off[0] |= new_off[0];
		is_off[1] |= new_off[1];
		for (k = 0; k < 2; k++)
			for (w = new_off[k]; w; w &= w - 1) {
				const unsigned char *in =
				    sudoku_chain_cell_regions[64 * k +
							      se_lowest_cell(w)];

				touched |= 1u << in[0] | 1u << in[1] |
					   1u << in[2];
			}
		new_on[0] = new_on[1] = new_off[0] = new_off[1] = 0;
		for (; touched; touched &= touched - 1) {
			const uint64_t *r = regions[lowest_bit(touched)].w;
			uint64_t left0 = p[0] & r[0] & ~is_off[0],
				 left1 = p[1] & r[1] & ~is_off[1];

			if ((left0 | left1) == 0)
				return 1;
			if ((left0 & (left0 - 1)) != 0 ||
			    (left1 & (left1 - 1)) != 0 || (left0 && left1))
				continue;
			c = left0 ? se_lowest_cell(left0)
				  : 64 + se_lowest_cell(left1);
			if (!has(is_on, c))
				add(new_on, c);
		}
		if ((new_on[0] | new_on[1]) == 0)
			break;
	}
	clean_on[0] |= is_on[0];
	clean_on[1] |= is_on[1];
	clean_off[0] |= is_off[0];
	clean_off[1] |= is_off[1];
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
sudoku_chain_nishio_may(const struct chain_grid *g,
			struct chain_nishio_hot *hot)
{
	struct clean_places *was = &clean;
	int d, c, any = 0;

	memset(hot, 0, sizeof *hot);
	for (d = 0; d < 9; d++) {
		const uint64_t *p = g->where[d];
		struct se_cells left = {{p[0], p[1]}};
		/* the places found true, false, without a contradiction */
		uint64_t on[2] = {0, 0}, off[2] = {0, 0};
		int found = 0;

		if ((was->known >> d & 1) && was->places[d][0] == p[0] &&
		    was->places[d][1] == p[1])
			continue;
		/* What an assumption without a contradiction finds holds
		 * with no contradiction either: the search from a set of
		 * assumptions finds at least what it finds from a part of
		 * them, so from one it found it finds no more (what that
		 * one finds lies within).  Those need no search of their
		 * own.  (A place false first: what it finds holds the
		 * other place of a region of two.)  The others that meet
		 * one are hot; the clean sets hold only what clean
		 * searches found. */
		while ((c = se_cells_pop(&left)) >= 0) {
			if (!has(off, c) && may_contradict(p, c, 0, on, off)) {
				add(hot->off[d], c);
				found = 1;
			}
			if (!has(on, c) && may_contradict(p, c, 1, on, off)) {
				add(hot->on[d], c);
				found = 1;
			}
		}
		if (found) {
			any = 1;
			continue;
		}
		was->places[d][0] = p[0];
		was->places[d][1] = p[1];
		was->known |= 1u << d;
	}
	return any;
}

/* Add the "off" of 'digit' (from 0) in 'cell' to 'o'. */
static inline void
offs_add(struct chain_offs *o, int digit, int cell)
{
	int b = 81 * digit + cell;

	o->w[b >> 6] |= (uint64_t)1 << (b & 63);
}

/* Add the "off"s of 'digit' (from 0) in the cells of lo, hi (cells 64
 * to 80, in its low 17 bits) to 'o'. */
static inline void
offs_add_cells(struct chain_offs *o, int digit, uint64_t lo, uint64_t hi)
{
	int b = 81 * digit, i = b >> 6, sh = b & 63;

	o->w[i] |= lo << sh;
	o->w[i + 1] |= hi << sh;
	if (sh) {
		o->w[i + 1] |= lo >> (64 - sh);
		if (sh > 64 - 17)
			o->w[i + 2] |= hi >> (64 - sh);
	}
}

/* Add to 'o' the "off"s that "on" potential 'key' implies (all, in the
 * core or not). */
static void
implied_offs(const struct chain_grid *g, int key, struct chain_offs *o)
{
	int cell = chain_key_cell(key), d = chain_key_digit(key) - 1;
	struct se_cells peers = peers_of(cell);
	unsigned m = g->cand[cell] & ~(1u << d);

	offs_add_cells(o, d, peers.w[0] & g->where[d][0],
		       peers.w[1] & g->where[d][1]);
	for (; m; m &= m - 1)
		offs_add(o, lowest_bit(m), cell);
}

/* to |= from. */
static void
or_offs(struct chain_offs *to, const struct chain_offs *from)
{
	enum { WORDS = sizeof(struct chain_offs) / sizeof(uint64_t) };
	uint64_t *t = to->w;
	const uint64_t *f = from->w;
	int w;

	for (w = 0; w < WORDS; w++)
		t[w] |= f[w];
}

void
sudoku_chain_multiple_screen(struct chain_multiple_screen *s,
			     const struct chain_grid *g)
{
	const struct chain_core *k = sudoku_chain_core(g, NULL, NULL);
	const struct chain_components *c;
	int16_t merged[CHAIN_KEYS]; /* the last component that took it */
	enum { WORDS = sizeof(struct chain_offs) / sizeof(uint64_t) };
	int i, j, l, cell, digit, same;

	if (++s->stamp == 0) {
		memset(s->reached_stamp, 0, sizeof s->reached_stamp);
		s->stamp = 1;
	}
	/* A grid within the last, with the same core's components: what
	 * an "on" outside the core reached there, less the candidates gone,
	 * it reaches here (see reached). */
	for (cell = 0; cell < 81 && !(g->cand[cell] & ~s->last_cand[cell]);
	     cell++)
		;
	same = k && cell == 81 && k == s->core && k->walks == s->walks;
	if (!same)
		if (++s->lineage == 0) {
			memset(s->reached_lineage, 0,
			       sizeof s->reached_lineage);
			memset(s->cell_quiet, 0, sizeof s->cell_quiet);
			memset(s->region_quiet, 0, sizeof s->region_quiet);
			s->lineage = 1;
		}
	memcpy(s->last_cand, g->cand, sizeof s->last_cand);
	s->core = k;
	if (!k)
		return;
	s->walks = k->walks;
	memset(&s->grid_offs, 0, sizeof s->grid_offs);
	for (digit = 0; digit < 9; digit++)
		offs_add_cells(&s->grid_offs, digit, g->where[digit][0],
			       g->where[digit][1]);
	c = &k->parts;
	/* In the lineage, each component's "off"s are the last grid's less
	 * the candidates gone (the same reasons as in reached). */
	if (same) {
		for (i = 0; i < c->n; i++)
			for (j = 0; j < WORDS; j++)
				s->offs[i].w[j] &= s->grid_offs.w[j];
		return;
	}
	/* Each component's "off"s: those its "on"s imply, and those of the
	 * components it links to, which have lower numbers (done). */
	for (i = 0; i < c->n; i++)
		merged[i] = -1;
	for (i = 0; i < c->n; i++) {
		struct chain_offs *offs = &s->offs[i];

		memset(offs, 0, sizeof *offs);
		for (j = c->first[i]; j < c->first[i + 1]; j++) {
			int key = c->member[j];

			if (chain_key_on(key))
				implied_offs(g, key, offs);
			for (l = 0; l < k->n_links[key]; l++) {
				int d = c->comp[k->links[key][l]];

				if (d != i && merged[d] != i) {
					merged[d] = (int16_t)i;
					or_offs(offs, &s->offs[d]);
				}
			}
		}
	}
}

/* The "off"s that "on" potential 'key', outside the core, reaches: those
 * it implies, and what those in the core reach. */
static const struct chain_offs *
reached_outside(struct chain_multiple_screen *s, const struct chain_grid *g,
		int key)
{
	const struct chain_components *c = &s->core->parts;
	const uint64_t (*core)[2] = s->core->at;
	int cell = chain_key_cell(key), d = chain_key_digit(key) - 1;
	int part[28], n = 0, i, j;
	struct chain_offs *offs = &s->reached[key >> 1];
	struct se_cells peers;
	unsigned m;
	uint64_t w;

	/* The components of the core's "off"s it implies, each once. */
	for (m = g->cand[cell] & ~(1u << d); m; m &= m - 1)
		if (has(core[lowest_bit(m)], cell))
			part[n++] = c->comp[chain_key(cell, lowest_bit(m) + 1, 0)];
	peers = peers_of(cell);
	for (i = 0; i < 2; i++)
		for (w = peers.w[i] & core[d][i]; w; w &= w - 1)
			part[n++] = c->comp[chain_key(64 * i + se_lowest_cell(w),
						      d + 1, 0)];
	memset(offs, 0, sizeof *offs);
	implied_offs(g, key, offs);
	for (i = 0; i < n; i++) {
		for (j = 0; j < i && part[j] != part[i]; j++)
			;
		if (j == i)
			or_offs(offs, &s->offs[part[i]]);
	}
	s->reached_stamp[key >> 1] = s->stamp;
	s->reached_lineage[key >> 1] = s->lineage;
	return offs;
}

/* The "off"s that "on" potential 'key' reaches: its component's when it
 * is in the core, else reached_outside's (read once per grid).  On a
 * grid within the one it was read on, with the same components (the
 * same lineage), those it reached there that are still candidates:
 * every "off" that an "on" implies is a candidate's, and the links are
 * the same. */
static inline const struct chain_offs *
reached(struct chain_multiple_screen *s, const struct chain_grid *g, int key)
{
	enum { WORDS = sizeof(struct chain_offs) / sizeof(uint64_t) };
	int cell = chain_key_cell(key), d = chain_key_digit(key) - 1, w;
	struct chain_offs *o = &s->reached[key >> 1];

	if (has(s->core->at[d], cell))
		return &s->offs[s->core->parts.comp[key]];
	if (s->reached_stamp[key >> 1] == s->stamp)
		return o;
	if (s->reached_lineage[key >> 1] != s->lineage)
		return reached_outside(s, g, key);
	for (w = 0; w < WORDS; w++)
		o->w[w] &= s->grid_offs.w[w];
	s->reached_stamp[key >> 1] = s->stamp;
	return o;
}

/*
 * 1 when the "on" potentials keys[0..n-1] reach a potential in common.
 * The search of chain_forcing.c finds from each of them only potentials
 * it reaches (it may stop at a contradiction), so its outcomes share one
 * only then.  They share a potential exactly when they share an "off":
 * an "on" in common implies one, and no chain reaches another's start
 * outside the core (an "on" with no link in).
 */
static int
share(struct chain_multiple_screen *s, const struct chain_grid *g,
      const int *keys, int n)
{
	enum { WORDS = sizeof(struct chain_offs) / sizeof(uint64_t) };
	uint64_t all[WORDS], any = 0;
	const uint64_t *o;
	int i, w;

	if (n == 0)
		return 0;
	o = reached(s, g, keys[0])->w;
	for (w = 0; w < WORDS; w++)
		any |= all[w] = o[w];
	/* Most cells' chains fail before their last start. */
	for (i = 1; i < n && any; i++) {
		o = reached(s, g, keys[i])->w;
		any = 0;
		for (w = 0; w < WORDS; w++)
			any |= all[w] &= o[w];
	}
	return any != 0;
}

int
sudoku_chain_multiple_may(struct chain_multiple_screen *s,
			  const struct chain_grid *g, int cell)
{
	int keys[9], n = 0, type;
	unsigned m;
	/* the cells before 'cell' (below), and 'cell' itself (self) */
	uint64_t below0 = cell < 64 ? ((uint64_t)1 << cell) - 1 : ~(uint64_t)0;
	uint64_t below1 = cell < 64 ? 0 : ((uint64_t)1 << (cell - 64)) - 1;
	uint64_t self0 = cell < 64 ? (uint64_t)1 << cell : 0;
	uint64_t self1 = cell < 64 ? 0 : (uint64_t)1 << (cell - 64);

	if (!s->core)
		return 1;
	/* The cell forcing chains: each digit of the cell.  (Starts that
	 * reached nothing in common on a grid of the lineage reach nothing
	 * in common here: what each reaches is what it reached there, less
	 * the candidates gone.) */
	if (s->cell_quiet[cell] != s->lineage ||
	    s->cell_quiet_cand[cell] != g->cand[cell]) {
		for (m = g->cand[cell]; m; m &= m - 1)
			keys[n++] = chain_key(cell, lowest_bit(m) + 1, 1);
		if (share(s, g, keys, n))
			return 1;
		s->cell_quiet[cell] = s->lineage;
		s->cell_quiet_cand[cell] = g->cand[cell];
	}
	/* The region forcing chains where the cell is the digit's first
	 * place (its lowest cell: SE reads a region in reading order). */
	for (m = g->cand[cell]; m; m &= m - 1) {
		int d = lowest_bit(m);

		for (type = 0; type < 3; type++) {
			const uint64_t *r =
			    sudoku_se_region_cells[type][chain_region_of(type,
									 cell)]
				.w;
			uint64_t w0 = g->where[d][0] & r[0];
			uint64_t w1 = g->where[d][1] & r[1];
			int at = 9 * sudoku_chain_cell_regions[cell][type] + d;

			if ((w0 & below0) | (w1 & below1))
				continue;
			if (s->region_quiet[at] == s->lineage &&
			    s->region_quiet_where[at][0] == w0 &&
			    s->region_quiet_where[at][1] == w1)
				continue;
			keys[0] = chain_key(cell, d + 1, 1);
			n = 1;
			for (w0 &= ~self0; w0; w0 &= w0 - 1)
				keys[n++] = chain_key(se_lowest_cell(w0), d + 1, 1);
			for (w1 &= ~self1; w1; w1 &= w1 - 1)
				keys[n++] =
				    chain_key(64 + se_lowest_cell(w1), d + 1, 1);
			if (n >= 2 && share(s, g, keys, n))
				return 1;
			s->region_quiet[at] = s->lineage;
			s->region_quiet_where[at][0] = g->where[d][0] & r[0];
			s->region_quiet_where[at][1] = g->where[d][1] & r[1];
		}
	}
	return 0;
}
