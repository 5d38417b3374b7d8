/* chains.c - the chaining techniques of the SE rating: the entry point,
 * and SE's first chaining producer (bidirectional X-, Y- and XY-cycles,
 * forcing X-chains and forcing chains), which follows single links from
 * one assumed candidate.  The forcing chains that combine several chains
 * are in chain_forcing.c.  See LICENSE for copying terms. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "rate/chain_core.h"
#include "rate/chain_forcing.h"
#include "rate/chain_nested.h"
#include "rate/chain_scc.h"
#include "rate/chains.h"

/* Entries of the X family's memo per digit (see struct unary). */
enum { X_MEMO = 256 };

/*
 * A Y-family start whose cycles were searched whole and gave no hint, by
 * the component they searched (its keys, and its cells' candidates, of
 * generation 'gen'): the cycles through a potential stay in its
 * component, whose links those alone give, and what a cycle removes only
 * shrinks with the grid.  Kept while each grid is within the last, as
 * the grids of one rating are.
 */
struct y_quiet {
	uint64_t keys[CHAIN_REACH_WORDS];
	uint16_t cand[81];
	unsigned gen;
};

/*
 * Candidates that see a set of core "on"s, as the XY family's reach
 * outside its core reads them (see xy_far): in 'cells' those of any
 * digit in their cells (each "on"'s own candidate too: it is in the
 * core, and is left out after), in peers[d] those of digit d among
 * their cells' peers, for the digits of 'digits' (the others unset).
 */
struct xy_seen {
	uint64_t cells[2];
	uint64_t peers[9][2];
	unsigned digits;
};

/* The work space of the single-chain searches; ids index 'g'. */
struct unary {
	const uint16_t *cand;
	/* cand, with each digit's places (not their masks 'pos': the
	 * chains here do not read them) */
	struct chain_grid grid;
	int y_links, x_links; /* SE's cell (Y) and region (X) links */
	int cap; /* the longest chain (complexity) that can still win */
	/* the caps of the family's cycles and forcing chains, valid while
	 * the best hint has taken caps_takes winners */
	int cycle_cap, forcing_cap, caps_valid;
	unsigned caps_takes;
	struct chain_graph g;
	/* The keys met in this search: those whose mark is 'stamp'. */
	uint32_t mark[CHAIN_KEYS], stamp;
	/* A forcing chain search's links from its start to each key met. */
	int16_t depth[CHAIN_KEYS];
	/* The "off"s that link to the cycle search's start: those whose
	 * closer is 'stamp'. */
	uint32_t closer[CHAIN_KEYS];
	/* A cycle or forcing chain search's nodes: each one's potential
	 * and the node it came from (-1 for the start), n_cyc of them.
	 * Lighter than the graph (one parent, no pool): the search adds a
	 * node for nearly every link it follows, and only a sink reads a
	 * chain as a graph (built then: path_graph). */
	uint16_t *cyc_key;
	int32_t *cyc_parent;
	int n_cyc;
	/* The keys of one chain: those whose on_path is 'path_stamp'. */
	uint32_t on_path[CHAIN_KEYS], path_stamp;
	int32_t *pend_on, *pend_off, *found;
	int16_t *found_length; /* each cycle's links: its complexity */
	int n_on, n_off, n_found;
	struct chain_scratch *space; /* the block that holds this */
	/* The links of every candidate (SE's two rules give the same ones
	 * all through a search): "on" to "off" and "off" to "on", each
	 * list the cell's links first (cell_on_off, cell_off_on of them),
	 * then the regions'; a family reads the parts it uses. */
	uint8_t n_on_off[CHAIN_CANDS], cell_on_off[CHAIN_CANDS];
	uint8_t n_off_on[CHAIN_CANDS], cell_off_on[CHAIN_CANDS];
	uint16_t on_off[CHAIN_CANDS][28], off_on[CHAIN_CANDS][4];
	/* 1 where a candidate's "on" list is to be built (on_fill) before
	 * it is read: most are never read in a nested chain's grid. */
	uint8_t on_stale[CHAIN_CANDS];
	/* The grid the tables were last filled for (zeros at first): a
	 * candidate's links depend only on its cell's candidates and its
	 * digit's places, and the grids of a nested search differ by a
	 * few candidates from one to the next. */
	uint16_t filled_cand[81];
	uint64_t filled_where[9][2];
	/* The "on" to "off" links of the Y family to its core (below),
	 * those of the core's candidates. */
	uint8_t n_core_on_off[CHAIN_CANDS];
	uint16_t core_on_off[CHAIN_CANDS][28];
	/* The XY family's candidates outside its core whose "on" reaches
	 * their "off" (see xy_far), by digit; and per component of the
	 * core, the candidates that see the "on" of a core candidate in
	 * it (seen) or in one it reaches (seen_far, those whose stamp is
	 * family_stamp). */
	uint64_t xy_far[9][2];
	uint64_t xy_at[9][2]; /* the core's candidates, by digit */
	/* What xy_far found of the core's components before it took the
	 * grid's candidates: of those of core far_core after far_walks
	 * walks (see struct chain_core), which are the same again while
	 * that count stays. */
	uint64_t far_seen[9][2], far_all[2], far_walks;
	const struct chain_core *far_core;
	/* The X family's, per component of one digit's core: the places
	 * that see its "on"s (see x_far). */
	uint64_t x_seers[CHAIN_KEYS][2];
	struct xy_seen seen[CHAIN_KEYS], seen_far[CHAIN_KEYS];
	uint32_t seen_far_stamp[CHAIN_KEYS];
	/* The components of the family's links (see chain_scc.h): a
	 * forcing chain needs its start to reach its end, and a cycle a
	 * component that holds one.  For the XY family, those of its core
	 * alone (see xy_core), this thread's (chain_scc.h); the Y family's
	 * in y_parts, of its core's cells y_roots (valid when
	 * y_parts_valid); the X family's in own_parts. */
	const struct chain_components *parts;
	struct chain_components own_parts, y_parts;
	uint16_t y_roots[81];
	int y_parts_valid;
	/* Whether a cycle of each of those components may remove anything
	 * (see part_cuts): the others' cycles need no search. */
	uint8_t cuts[CHAIN_KEYS];
	/* The X family's links stay within a digit and depend only on its
	 * places: what its components tell, per digit, remembered by those
	 * places (the chains nested in others ask again and again about
	 * digits their grids share). */
	struct x_digit {
		uint64_t where[2];
		uint64_t cyclic[2], on_reaches[2], off_reaches[2];
		/* The cells whose candidate's chains (cycles and forcing
		 * X-chains, which depend only on the digit's places) were
		 * searched whole and gave no hint: they would give none
		 * again. */
		uint64_t quiet[2];
		/* each potential's component in the digit's core (-1
		 * outside it: no cycle goes there) */
		int16_t comp[81][2];
		int valid;
	} x_memo[9][X_MEMO];
	struct x_digit *x_now[9];
	/* The Y family's quiet starts, by "on" potential (see y_quiet). */
	struct y_quiet y_quiet[CHAIN_CANDS];
	uint16_t y_last[81]; /* the grid of the last Y-family search */
	unsigned y_gen; /* that of the records still valid */
	unsigned n_reported; /* hints reported to a sink so far */
	/* The cycles' links of each potential met in this family's search
	 * (those whose inner_stamp is family_stamp): those to its own
	 * component, where a cycle through it stays. */
	uint32_t inner_stamp[CHAIN_KEYS], family_stamp;
	uint8_t n_inner[CHAIN_KEYS];
	uint16_t inner[CHAIN_KEYS][28];
};

static void on_fill(struct unary *u, int i);

/* The links of potential 'key' in the family searched, at *links; an
 * "off" one's for a cycle when 'forcing' is 0 (the cycles of one link
 * kind take only that kind's "off" to "on" links).  Returns their count.
 * An "on"'s list must be built (links_of). */
static inline int
links_read(const struct unary *u, int key, int forcing,
	   const uint16_t **links)
{
	int i = key >> 1, from, to;

	if (chain_key_on(key)) {
		from = u->y_links ? 0 : u->cell_on_off[i];
		to = u->n_on_off[i];
		*links = u->on_off[i] + from;
	} else {
		from = u->y_links ? 0 : u->cell_off_on[i];
		to = u->x_links || forcing ? u->n_off_on[i]
					   : u->cell_off_on[i];
		*links = u->off_on[i] + from;
	}
	return to - from;
}

/* links_read, an "on"'s list built first when it is not. */
static inline int
links_of(struct unary *u, int key, int forcing, const uint16_t **links)
{
	if (chain_key_on(key) && u->on_stale[key >> 1])
		on_fill(u, key >> 1);
	return links_read(u, key, forcing, links);
}

/* The links of the family searched, as chain_scc.h reads them (a cycle's
 * links: those of a forcing chain too, in the families that have them),
 * once the "on"s' lists are built. */
static int
family_links(const void *ctx, int key, const uint16_t **links)
{
	return links_read(ctx, key, 0, links);
}

/* Append to out[n..] the "off" potential of 'digit' in each cell of the
 * set w0, w1, in the order of the cells; returns the new count. */
static inline int
offs_of(uint16_t *out, int n, uint64_t w0, uint64_t w1, int digit)
{
	for (; w0; w0 &= w0 - 1)
		out[n++] = (uint16_t)chain_key(se_lowest_cell(w0), digit, 0);
	for (; w1; w1 &= w1 - 1)
		out[n++] =
		    (uint16_t)chain_key(64 + se_lowest_cell(w1), digit, 0);
	return n;
}

/*
 * 1 when a cycle within component 'part' of 'c' may remove a candidate
 * of 'g': a cycle has four potentials or more (SE's shortest has four
 * links), and it removes what an "on" and an "off" of one digit in it
 * both see (offer_cycle), so the component must hold such a pair, with
 * a place of their digit that both see.  Most components hold none, and
 * their cycles need no search.
 */
static int
part_cuts(const struct chain_components *c, int part,
	  const struct chain_grid *g)
{
	/* seen[on][d]: the cells the component's potentials of digit d
	 * see, its "on"s' and its "off"s' apart. */
	uint64_t seen[2][9][2];
	unsigned digits = 0, m;
	int i;

	if (c->first[part + 1] - c->first[part] < 4)
		return 0;
	for (i = c->first[part]; i < c->first[part + 1]; i++) {
		int key = c->member[i], d = chain_key_digit(key) - 1;
		struct se_cells peers = se_peers(chain_key_cell(key));
		uint64_t *into = seen[chain_key_on(key)][d];

		if (!(digits >> d & 1)) {
			seen[0][d][0] = seen[0][d][1] = 0;
			seen[1][d][0] = seen[1][d][1] = 0;
			digits |= 1u << d;
		}
		into[0] |= peers.w[0];
		into[1] |= peers.w[1];
	}
	for (m = digits; m; m &= m - 1) {
		int d = lowest_bit(m);

		if ((seen[0][d][0] & seen[1][d][0] & g->where[d][0]) |
		    (seen[0][d][1] & seen[1][d][1] & g->where[d][1]))
			return 1;
	}
	return 0;
}

/* u->cuts for the components in u->parts: those with a cycle that may
 * remove something. */
static void
parts_cut(struct unary *u)
{
	int i;

	for (i = 0; i < u->parts->n; i++)
		u->cuts[i] = (uint8_t)(u->parts->cyclic[i] &&
				       part_cuts(u->parts, i, &u->grid));
}

/*
 * The XY family's core: the candidates with a strong link (an "off" that
 * implies an "on").  The links are symmetric (a implies b when not-b
 * implies not-a), so the other candidates' "on"s have no link in and
 * their "off"s none out: every cycle lies in the core, and every chain
 * between two core potentials stays in it.  Its components cost a tenth
 * of the whole graph's, and answer for the rest (xy_reaches).
 */
static int
xy_core(const struct unary *u, int cand)
{
	return u->n_off_on[cand] > 0;
}

/*
 * The Y family's core, likewise: the candidates of cells of two (its
 * one strong link is the cell's).  Its components are those of the
 * core alone: the walk from a cell of two would meet every "off" its
 * "on" sees, each a component of its own.
 */
static int
y_core(const struct unary *u, int cand)
{
	return u->cell_off_on[cand] > 0;
}

/* The Y family's core links, as chain_scc.h reads them: an "on"'s to
 * the core (y_components keeps them in core_on_off), an "off"'s (the
 * cell's other "on"). */
static int
y_core_links(const void *ctx, int key, const uint16_t **links)
{
	const struct unary *u = ctx;

	if (!chain_key_on(key))
		return links_read(u, key, 0, links);
	*links = u->core_on_off[key >> 1];
	return u->n_core_on_off[key >> 1];
}

/* The Y family's components, of its core (the walk's roots: the cells
 * of two), in u->parts (u->y_parts). */
static void
y_components(struct unary *u)
{
	uint16_t roots[81];
	int cell, j;
	unsigned m;

	for (cell = 0; cell < 81; cell++)
		roots[cell] = bit_count(u->cand[cell]) == 2 ? u->cand[cell] : 0;
	u->parts = &u->y_parts;
	/* The core's links follow from its cells alone: with the cells of
	 * the last search, its components stand. */
	if (u->y_parts_valid &&
	    memcmp(roots, u->y_roots, sizeof roots) == 0) {
		parts_cut(u);
		return;
	}
	for (cell = 0; cell < 81; cell++) {
		for (m = roots[cell]; m; m &= m - 1) {
			int i = 9 * cell + lowest_bit(m), n = 0;
			const uint16_t *out;
			int k = links_of(u, 2 * i + 1, 0, &out);

			for (j = 0; j < k; j++)
				if (y_core(u, out[j] >> 1))
					u->core_on_off[i][n++] = out[j];
			u->n_core_on_off[i] = (uint8_t)n;
		}
	}
	sudoku_chain_components(&u->y_parts, roots, y_core_links, u, 0);
	memcpy(u->y_roots, roots, sizeof u->y_roots);
	u->y_parts_valid = 1;
	parts_cut(u);
}

/* Add 'from' to 'to' (see struct xy_seen). */
static void
seen_add(struct xy_seen *to, const struct xy_seen *from)
{
	unsigned m;

	to->cells[0] |= from->cells[0];
	to->cells[1] |= from->cells[1];
	for (m = from->digits; m; m &= m - 1) {
		int d = lowest_bit(m);

		if (!(to->digits >> d & 1)) {
			to->peers[d][0] = to->peers[d][1] = 0;
			to->digits |= 1u << d;
		}
		to->peers[d][0] |= from->peers[d][0];
		to->peers[d][1] |= from->peers[d][1];
	}
}

/* The seers of the "on"s that component 'part' of the core reaches:
 * those of each component in its reach row, read once per family. */
static const struct xy_seen *
seen_far(struct unary *u, int part)
{
	const struct chain_components *c = u->parts;
	struct xy_seen *far = &u->seen_far[part];
	int w;

	if (u->seen_far_stamp[part] == u->family_stamp)
		return far;
	far->cells[0] = far->cells[1] = 0;
	far->digits = 0;
	for (w = 0; w <= part >> 6; w++) {
		uint64_t bits;

		for (bits = c->reach[part][w]; bits; bits &= bits - 1)
			seen_add(far,
				 &u->seen[64 * w + se_lowest_cell(bits)]);
	}
	u->seen_far_stamp[part] = u->family_stamp;
	return far;
}

/*
 * The candidates outside the XY family's core whose "on" reaches their
 * "off", as its components tell them (into u->xy_far, per digit, and
 * 'all', cells where any digit may be one; xy_far keeps those of the
 * grid outside the core).  Such an "on" implies the "off" of each core
 * candidate y it sees, and nothing else; its "off" is implied by the
 * "on" of each core candidate z it sees (the last link).  So it reaches
 * its "off" when it sees a y whose "off" reaches the "on" of a z it
 * sees too: when it sees y and is among the seers of the "on"s that
 * y's "off" reaches (seen_far).  Cheaper than asking each candidate in
 * turn: the core is small.
 */
static void
xy_far_core(struct unary *u, const uint64_t core[9][2], uint64_t all[2])
{
	const struct chain_components *c = u->parts;
	int i, j, d;

	all[0] = all[1] = 0;
	for (i = 0; i < c->n; i++) {
		struct xy_seen *seen = &u->seen[i];

		seen->cells[0] = seen->cells[1] = 0;
		seen->digits = 0;
		for (j = c->first[i]; j < c->first[i + 1]; j++) {
			int key = c->member[j], cell = chain_key_cell(key);
			struct se_cells peers;

			if (!chain_key_on(key))
				continue;
			d = chain_key_digit(key) - 1;
			peers = se_peers(cell);
			seen->cells[cell >> 6] |= (uint64_t)1 << (cell & 63);
			if (!(seen->digits >> d & 1)) {
				seen->peers[d][0] = seen->peers[d][1] = 0;
				seen->digits |= 1u << d;
			}
			seen->peers[d][0] |= peers.w[0];
			seen->peers[d][1] |= peers.w[1];
		}
	}
	memset(u->xy_far, 0, sizeof u->xy_far);
	for (d = 0; d < 9; d++)
		for (i = 0; i < 2; i++) {
			uint64_t w;

			for (w = core[d][i]; w; w &= w - 1) {
				int cell = 64 * i + se_lowest_cell(w);
				uint64_t bit = w & (0 - w);
				struct se_cells peers = se_peers(cell);
				const struct xy_seen *far = seen_far(
				    u, c->comp[chain_key(cell, d + 1, 0)]);
				unsigned m;

				/* Its cell's other digits, as seers of a
				 * z's "on" in the cell or of its digit in
				 * the cell's peers; its digit's peers. */
				if (far->cells[i] & bit)
					all[i] |= bit;
				u->xy_far[d][0] |= far->cells[0] & peers.w[0];
				u->xy_far[d][1] |= far->cells[1] & peers.w[1];
				for (m = far->digits; m; m &= m - 1) {
					int e = lowest_bit(m);

					if (e == d) {
						u->xy_far[e][0] |=
						    far->peers[e][0] & peers.w[0];
						u->xy_far[e][1] |=
						    far->peers[e][1] & peers.w[1];
					} else {
						u->xy_far[e][i] |=
						    far->peers[e][i] & bit;
					}
				}
			}
		}
}

/* u->xy_far (see xy_far_core) for the core 'k', in u->parts; what comes
 * of its components alone is kept for the next grid's. */
static void
xy_far(struct unary *u, const struct chain_core *k)
{
	uint64_t all[2]; /* cells where any digit may be one */
	int i, d;

	if (u->far_core == k && u->far_walks == k->walks) {
		memcpy(u->xy_far, u->far_seen, sizeof u->xy_far);
		memcpy(all, u->far_all, sizeof all);
	} else {
		xy_far_core(u, k->at, all);
		memcpy(u->far_seen, u->xy_far, sizeof u->far_seen);
		memcpy(u->far_all, all, sizeof u->far_all);
		u->far_core = k;
		u->far_walks = k->walks;
	}
	for (d = 0; d < 9; d++)
		for (i = 0; i < 2; i++)
			u->xy_far[d][i] = (u->xy_far[d][i] | all[i]) &
					  u->grid.where[d][i] &
					  ~k->at[d][i];
}

/* Whether potential 'key' of the XY family reaches its opposite, from
 * the core's components.  An "off" outside the core links nowhere; a
 * core candidate's potentials reach each other only through the core;
 * an "on" outside it, as xy_far found. */
static int
xy_reaches(const struct unary *u, int key)
{
	int cell = chain_key_cell(key), d = chain_key_digit(key) - 1;

	/* Both ends in the core: a chain between them stays there. */
	if (xy_core(u, key >> 1))
		return chain_reaches(u->parts, key, key ^ 1);
	if (!chain_key_on(key))
		return 0;
	return (int)(u->xy_far[d][cell >> 6] >> (cell & 63) & 1);
}

/* The strong links of an "off" (those of the XY family), as
 * sudoku_chain_core reads them. */
static int
strong_links(const void *ctx, int key, const uint16_t **links)
{
	const struct unary *u = ctx;

	*links = u->off_on[key >> 1];
	return u->n_off_on[key >> 1];
}

/* The XY family's core and its components, this thread's (see
 * chain_scc.h): u->parts, and what they tell.  0, or -1 without
 * memory. */
static int
xy_components(struct unary *u)
{
	const struct chain_core *k =
	    sudoku_chain_core(&u->grid, strong_links, u);

	if (!k)
		return -1;
	u->parts = &k->parts;
	parts_cut(u);
	xy_far(u, k);
	memcpy(u->xy_at, k->at, sizeof u->xy_at);
	return 0;
}

/* Bring u->grid from the last grid to 'cand': only the cells that
 * changed (a new block's grid is empty, as its candidates are). */
static void
grid_update(struct unary *u, const uint16_t *cand)
{
	struct chain_grid *g = &u->grid;
	int cell, type;
	unsigned m;

	for (cell = 0; cell < 81; cell++) {
		const unsigned char *in = sudoku_chain_cell_regions[cell];
		uint64_t bit = (uint64_t)1 << (cell & 63);

		if (cand[cell] == g->cand[cell])
			continue;
		for (m = g->cand[cell] & ~cand[cell]; m; m &= m - 1) {
			int d = lowest_bit(m);

			g->where[d][cell >> 6] &= ~bit;
			for (type = 0; type < 3; type++)
				g->places[d][in[type]]--;
		}
		for (m = cand[cell] & ~g->cand[cell]; m; m &= m - 1) {
			int d = lowest_bit(m);

			g->where[d][cell >> 6] |= bit;
			for (type = 0; type < 3; type++)
				g->places[d][in[type]]++;
		}
		g->cand[cell] = cand[cell];
	}
}

/* Build the "on" to "off" links of candidate 'i' on u->grid: the cell's
 * other digits, then the digit's places in the box, the row and the
 * column outside it (SE's order of sudoku_chain_on_to_off). */
static void
on_fill(struct unary *u, int i)
{
	const struct chain_grid *g = &u->grid;
	int cell = i / 9, d = i % 9 + 1, n = 0;
	const unsigned char *in = sudoku_chain_cell_regions[cell];
	const uint64_t *box = sudoku_se_region_cells[0][in[0]].w;
	const uint64_t *row = sudoku_se_region_cells[1][in[1] - 9].w;
	const uint64_t *col = sudoku_se_region_cells[2][in[2] - 18].w;
	const uint64_t *w = g->where[d - 1];
	uint64_t self0 = cell < 64 ? (uint64_t)1 << cell : 0;
	uint64_t self1 = cell < 64 ? 0 : (uint64_t)1 << (cell - 64);
	uint16_t *out = u->on_off[i];
	unsigned o;

	for (o = g->cand[cell] & ~(1u << (d - 1)); o; o &= o - 1)
		out[n++] = (uint16_t)chain_key(cell, lowest_bit(o) + 1, 0);
	u->cell_on_off[i] = (uint8_t)n;
	n = offs_of(out, n, w[0] & box[0] & ~self0, w[1] & box[1] & ~self1,
		    d);
	n = offs_of(out, n, w[0] & row[0] & ~box[0], w[1] & row[1] & ~box[1],
		    d);
	n = offs_of(out, n, w[0] & col[0] & ~box[0], w[1] & col[1] & ~box[1],
		    d);
	u->n_on_off[i] = (uint8_t)n;
	u->on_stale[i] = 0;
}

/* Fill the link tables: for each candidate, the links of the cell rule,
 * then those of the region rule (in the order of SE's rules with both:
 * those of sudoku_chain_on_to_off and sudoku_chain_off_to_on, written
 * here in place, as a nested chain does for every grid it meets).  Only
 * the candidates whose cell or digit changed since the last grid; their
 * "on" lists only when read (on_fill). */
static void
links_fill(struct unary *u)
{
	const struct chain_grid *g = &u->grid;
	unsigned same = 0; /* the digits whose places did not change */
	int cell, digit;

	for (digit = 0; digit < 9; digit++)
		if (g->where[digit][0] == u->filled_where[digit][0] &&
		    g->where[digit][1] == u->filled_where[digit][1])
			same |= 1u << digit;
	memcpy(u->filled_where, g->where, sizeof u->filled_where);
	for (cell = 0; cell < 81; cell++) {
		unsigned m = u->cand[cell], rest;
		const unsigned char *in = sudoku_chain_cell_regions[cell];
		uint64_t self0 = cell < 64 ? (uint64_t)1 << cell : 0;
		uint64_t self1 = cell < 64 ? 0 : (uint64_t)1 << (cell - 64);
		int others = bit_count(m) - 1;

		if (m == u->filled_cand[cell])
			rest = m & ~same;
		else
			rest = u->filled_cand[cell] = (uint16_t)m;
		for (; rest; rest &= rest - 1) {
			int d = lowest_bit(rest) + 1, i = 9 * cell + d - 1,
			    n = 0;
			int type, k;
			const uint64_t *w = g->where[d - 1];
			const uint8_t *places = g->places[d - 1];
			uint16_t *out = u->off_on[i];

			u->on_stale[i] = 1;
			/* "off" to "on": the cell's other digit when it has
			 * two, then the digit's other place in each region
			 * of two places, each once. */
			if (others == 1)
				out[n++] = (uint16_t)chain_key(
				    cell, lowest_bit(m & ~(1u << (d - 1))) + 1,
				    1);
			u->cell_off_on[i] = (uint8_t)n;
			for (type = 0; type < 3; type++) {
				const uint64_t *r =
				    sudoku_se_region_cells[type]
							  [in[type] - 9 * type]
							      .w;
				uint64_t w0;
				uint16_t key;

				if (places[in[type]] != 2)
					continue;
				w0 = w[0] & r[0] & ~self0;
				key = (uint16_t)chain_key(
				    w0 ? se_lowest_cell(w0)
				       : 64 + se_lowest_cell(w[1] & r[1] &
							     ~self1),
				    d, 1);
				for (k = u->cell_off_on[i];
				     k < n && out[k] != key; k++)
					;
				if (k == n)
					out[n++] = key;
			}
			u->n_off_on[i] = (uint8_t)n;
		}
	}
}

enum {
	PEND_MAX = CHAIN_CANDS * 28,
	/* A cycle search's nodes: the start, an "off" per link of each
	 * "on" read (each potential once: CHAIN_CANDS, 28 links each), and
	 * per link of each "off" read an "on" met first (CHAIN_CANDS in
	 * all) or the start again (once per "off").  A forcing chain
	 * search's: each potential once, and its end. */
	CYC_MAX = 1 + 2 * 28 * CHAIN_CANDS + CHAIN_CANDS
};

/* A node of the search for 'key', from node 'parent' (-1 for the
 * start); its id, or -1 (past the bound above: never). */
static inline int
path_node(struct unary *u, int key, int32_t parent)
{
	if (u->n_cyc == CYC_MAX) {
		u->g.failed = 1;
		return -1;
	}
	u->cyc_key[u->n_cyc] = (uint16_t)key;
	u->cyc_parent[u->n_cyc] = parent;
	return u->n_cyc++;
}

/* Mark the links of the chain that leads to node 'id' (not 'id' itself)
 * with a new stamp in u->on_path, so that each can be tested in one step. */
static void
unary_mark_path(struct unary *u, int id)
{
	if (++u->path_stamp == 0) {
		memset(u->on_path, 0, sizeof u->on_path);
		u->path_stamp = 1;
	}
	while ((id = u->cyc_parent[id]) >= 0)
		u->on_path[u->cyc_key[id]] = u->path_stamp;
}

static void
unary_reset(struct unary *u)
{
	u->g.n = 0;
	u->g.n_pool = 0;
	u->n_cyc = 0;
	u->n_found = 0;
	if (++u->stamp == 0) {
		memset(u->mark, 0, sizeof u->mark);
		memset(u->closer, 0, sizeof u->closer);
		u->stamp = 1;
	}
}

/* The component of potential 'key' in the family searched (the XY
 * family's: -1 outside its core). */
static inline int
part_of(const struct unary *u, int key)
{
	if (!u->y_links)
		return u->x_now[chain_key_digit(key) - 1]
		    ->comp[chain_key_cell(key)][chain_key_on(key)];
	if (u->x_links ? !xy_core(u, key >> 1) : !y_core(u, key >> 1))
		return -1;
	return u->parts->comp[key];
}

/* The links of potential 'key' that a cycle search follows, at *links
 * (those to its component); returns their count. */
static int
cycle_links(struct unary *u, int key, const uint16_t **links)
{
	if (u->inner_stamp[key] != u->family_stamp) {
		const uint16_t *out;
		int n = links_of(u, key, 0, &out), part = part_of(u, key), j,
		    m = 0;

		/* part_of, for the family at hand (an X link stays within
		 * its digit). */
		if (!u->y_links) {
			const struct x_digit *x =
			    u->x_now[chain_key_digit(key) - 1];

			for (j = 0; j < n; j++)
				if (x->comp[chain_key_cell(out[j])]
					   [chain_key_on(out[j])] == part)
					u->inner[key][m++] = out[j];
		} else {
			for (j = 0; j < n; j++)
				if (u->parts->comp[out[j]] == part &&
				    (u->x_links ? xy_core(u, out[j] >> 1)
						: y_core(u, out[j] >> 1)))
					u->inner[key][m++] = out[j];
		}
		u->n_inner[key] = (uint8_t)m;
		u->inner_stamp[key] = u->family_stamp;
	}
	*links = u->inner[key];
	return u->n_inner[key];
}

/* Mark the "off"s that link to the cycle search's start 'source' in
 * u->closer: not-x for each x that not-source links to (SE's rules are
 * symmetric: see forcing_length). */
static void
mark_closers(struct unary *u, int source)
{
	const uint16_t *out;
	int n = links_of(u, source ^ 1, 0, &out), j;

	for (j = 0; j < n; j++)
		u->closer[out[j] ^ 1] = u->stamp;
}

/* The "off"s that the cycle search's "on" node 'p' implies, but none the
 * chain already passed and none outside the start's component (no chain
 * from there comes back to the start: it would close no cycle, and only
 * add potentials that close none either): queued on u->pend_off.  An
 * "off" met before is queued again only if it closes a cycle: its first
 * node, read first, took every "on" it implies.  0, or -1 without
 * memory. */
static int
cycle_offs(struct unary *u, int p)
{
	const uint16_t *out;
	int n = cycle_links(u, u->cyc_key[p], &out), j, id;

	if (n > 0)
		unary_mark_path(u, p);
	for (j = 0; j < n; j++) {
		if (u->on_path[out[j]] == u->path_stamp || u->n_off == PEND_MAX)
			continue;
		if (u->mark[out[j]] == u->stamp &&
		    u->closer[out[j]] != u->stamp)
			continue;
		if ((id = path_node(u, out[j], p)) < 0)
			return -1;
		u->pend_off[u->n_off++] = id;
		u->mark[out[j]] = u->stamp;
	}
	return 0;
}

/* The "on"s that the cycle search's "off" node 'p', 'length' links from
 * 'source', implies (none outside the start's component): new ones are
 * queued on u->pend_on, and a link back to 'source' after at least four
 * closes a cycle, kept in u->found (its nodes are distinct potentials but
 * its ends, so its complexity is its length).  0, or -1 without memory. */
static int
cycle_ons(struct unary *u, int p, int source, int length)
{
	const uint16_t *out;
	int n = cycle_links(u, u->cyc_key[p], &out), j, id;

	for (j = 0; j < n; j++) {
		int cycle = length >= 4 && out[j] == source;

		if (!cycle && u->mark[out[j]] == u->stamp)
			continue;
		if ((id = path_node(u, out[j], p)) < 0)
			return -1;
		if (cycle && u->n_found < PEND_MAX) {
			u->found_length[u->n_found] = (int16_t)length;
			u->found[u->n_found++] = id;
		}
		if (u->mark[out[j]] != u->stamp) {
			u->mark[out[j]] = u->stamp;
			u->pend_on[u->n_on++] = id;
		}
	}
	return 0;
}

/*
 * SE's cycle search from candidate 'source' on: alternately every "off"
 * that the new "on"s imply (but none the chain already passed), then
 * every "on" the new "off"s imply; a chain that comes back to 'source'
 * after at least four links is a cycle, kept in u->found.
 */
static void
unary_cycles(struct unary *u, int source)
{
	int length = 0, i;

	unary_reset(u);
	mark_closers(u, source);
	u->pend_on[0] = path_node(u, source, -1);
	u->mark[source] = u->stamp;
	u->n_on = 1;
	u->n_off = 0;
	while ((u->n_on > 0 || u->n_off > 0) && !u->g.failed) {
		/* A cycle closed at 'length' links has that complexity. */
		if (++length > u->cap)
			return;
		for (i = 0; i < u->n_on; i++)
			if (cycle_offs(u, u->pend_on[i]) < 0)
				return;
		u->n_on = 0;
		if (++length > u->cap)
			return;
		for (i = 0; i < u->n_off; i++)
			if (cycle_ons(u, u->pend_off[i], source, length) < 0)
				return;
		u->n_off = 0;
	}
}

/* The links of node 'p' to potentials out[0..n-1] in SE's forcing chain
 * search: each new potential is queued on 'queue' (its count at *tail);
 * the first link to the opposite of 'source' is kept in *target, and ends
 * the pass (the search stops there).  A potential met before gets no node:
 * it is neither queued nor the target (that is never met twice).  0, or
 * -1 without memory. */
static int
forcing_links(struct unary *u, int p, const uint16_t *out, int n,
	      int source,
	      int *target, int32_t *queue, int *tail)
{
	int j, id;

	for (j = 0; j < n; j++) {
		if (u->mark[out[j]] == u->stamp)
			continue;
		if ((id = path_node(u, out[j], p)) < 0)
			return -1;
		if ((out[j] ^ 1) == source) {
			*target = id;
			return 0;
		}
		u->mark[out[j]] = u->stamp;
		queue[(*tail)++] = id;
	}
	return 0;
}

/*
 * SE's forcing chain search from 'source' (an "on" or an "off"
 * potential): breadth first, each potential once; a chain reaching the
 * opposite of 'source' proves it wrong.  Returns the node of that
 * opposite (the chain's end), or -1.
 */
static int
unary_forcing(struct unary *u, int source)
{
	/* The queues of "off" [0] and "on" [1] nodes: their length, and how
	 * far the search has read them. */
	int32_t *queue[2] = {u->pend_off, u->pend_on};
	int tail[2] = {0, 0}, head[2] = {0, 0}, start = chain_key_on(source);
	int target = -1, n, links = 0, on;
	const uint16_t *out;

	unary_reset(u);
	queue[start][tail[start]++] = path_node(u, source, -1);
	u->mark[source] = u->stamp;
	/* Breadth first, the "on"s then the "off"s: the nodes a pass adds
	 * have one link more than those it reads; the first chain to the
	 * target is the one SE reports, and one of 'links' links has
	 * complexity links + 1. */
	while ((head[1] < tail[1] || head[0] < tail[0]) && !u->g.failed)
		for (on = 1; on >= 0; on--) {
			if (head[on] < tail[on] && ++links + 1 > u->cap)
				return -1;
			for (; head[on] < tail[on]; head[on]++) {
				int p = queue[on][head[on]];

				n = links_of(u, u->cyc_key[p], 1, &out);
				if (forcing_links(u, p, out, n, source, &target,
						  queue[!on], &tail[!on]) < 0)
					return -1;
				if (target >= 0)
					return target;
			}
		}
	return target;
}

/*
 * The length (links) of the chain unary_forcing finds from 'source' to
 * its opposite (the shortest), or -1 when its complexity, length + 1,
 * passes u->cap: what a search without a sink needs, in half the depth.
 * SE's rules are symmetric: a links to b exactly when not-b links to
 * not-a.  So a chain source .. x .. not-source, reversed and negated
 * after x, is a chain source .. not-x, and the shortest chain has the
 * length of the least depth(x) + depth(not-x) over the potentials x met
 * breadth first.  A chain of odd length L has an x at depth (L - 1) / 2
 * with not-x at (L + 1) / 2: once every potential up to depth h is met,
 * a sum of 2h + 1 or less is the shortest, and any chain not yet seen
 * has 2h + 1 links or more.
 */
static int
forcing_length(struct unary *u, int source)
{
	int32_t *queue = u->pend_on;
	int head = 0, tail = 0, depth = 0, best = INT_MAX, end, n, j;
	const uint16_t *out;

	unary_reset(u);
	u->mark[source] = u->stamp;
	u->depth[source] = 0;
	queue[tail++] = source;
	/* Each pass meets the potentials one link deeper. */
	while (head < tail && best > 2 * depth + 1) {
		/* Any chain left has 2 * depth + 1 links or more (odd:
		 * its links go "on" to "off" and back in turn). */
		if (2 * depth + 1 > u->cap - 1)
			return -1;
		depth++;
		for (end = tail; head < end; head++) {
			n = links_of(u, queue[head], 1, &out);
			for (j = 0; j < n; j++) {
				int k = out[j];

				if (u->mark[k] == u->stamp)
					continue;
				u->mark[k] = u->stamp;
				u->depth[k] = (int16_t)depth;
				queue[tail++] = k;
				if (u->mark[k ^ 1] == u->stamp &&
				    depth + u->depth[k ^ 1] < best)
					best = depth + u->depth[k ^ 1];
			}
		}
	}
	return best <= u->cap - 1 ? best : -1;
}

/* Report to b->sink the hint of the single chain ending in node 'end'
 * ('cycle': of the cycle through it), which removes removed[0..n-1]. */
static void
report(struct unary *u, int32_t end, int complexity, int difficulty,
       int sort_key, int cycle, const int *removed, int n,
       struct chain_best *b)
{
	struct chain_found h;

	h.difficulty = difficulty;
	h.complexity = complexity;
	h.sort_key = sort_key;
	h.g = &u->g;
	h.target = &end;
	h.n_target = 1;
	h.start_cause = CHAIN_CAUSE_START;
	h.cycle = cycle;
	h.removed = removed;
	h.n_removed = n;
	u->n_reported++;
	b->sink(b->sink_ctx, &h);
}

/* The cells that see both ends of a cycle's links: per digit, the cells
 * an "on" of the cycle sees that an "off" of it sees too. */
struct cycle_cuts {
	uint64_t w[9][2];
};

static int
cuts_has(const struct cycle_cuts *cut, int cell, int digit)
{
	return (int)(cut->w[digit - 1][cell >> 6] >> (cell & 63) & 1);
}

/* The search's chain to node 'end' as the graph u->g alone, for a sink:
 * the id of its end there, or -1 without memory. */
static int
path_graph(struct unary *u, int end)
{
	uint16_t path[CHAIN_KEYS + 1];
	int n = 0, id = -1;
	int32_t parent;

	for (; end >= 0; end = u->cyc_parent[end])
		path[n++] = u->cyc_key[end];
	u->g.n = u->g.n_pool = 0;
	while (n-- > 0) {
		parent = id;
		if ((id = sudoku_chain_graph_add(&u->g, path[n], &parent,
						 parent >= 0)) < 0)
			return -1;
	}
	return id;
}

/* Report to b->sink a cycle hint: it removes 'cut', cell by cell in the
 * order of SE's map. */
static void
report_cycle(struct unary *u, int end, int complexity, int difficulty,
	     int sort_key, const struct cycle_cuts *cut, struct chain_best *b)
{
	int removed[CHAIN_CANDS], n = 0, cells, cap = 16, c, d, i;
	struct se_cells any = {{0, 0}};

	if ((end = path_graph(u, end)) < 0)
		return;

	for (d = 0; d < 9; d++) {
		any.w[0] |= cut->w[d][0];
		any.w[1] |= cut->w[d][1];
	}
	cells = se_cells_count(&any);
	while (cells * 4 > cap * 3)
		cap *= 2;
	for (i = 0; i < cap; i++)
		for (c = i; c < 81; c += cap)
			for (d = 1; d <= 9; d++)
				if (cuts_has(cut, c, d))
					removed[n++] = chain_key(c, d, 0);
	report(u, end, complexity, difficulty, sort_key, 1, removed, n, b);
}

/* Report to b->sink a forcing chain hint ending in node 'end'. */
static void
report_forcing(struct unary *u, int end, int complexity, int difficulty,
	       int sort_key, struct chain_best *b)
{
	int key = u->g.node[end].key, cell = chain_key_cell(key), n = 0;
	int removed[9];
	unsigned m;

	if (chain_key_on(key)) {
		m = u->cand[cell] & ~(1u << (chain_key_digit(key) - 1));
		for (; m; m &= m - 1)
			removed[n++] = chain_key(cell, lowest_bit(m) + 1, 0);
	} else {
		removed[n++] = key;
	}
	if (n == 0)
		return; /* nothing to remove: SE drops it */
	report(u, end, complexity, difficulty, sort_key, 0, removed, n, b);
}

/* Offer SE's cycle hint of the cycle ending in node 'end', of
 * 'complexity'. */
static void
offer_cycle(struct unary *u, int end, int complexity, struct chain_best *b)
{
	/* seen[1]: the places of each digit an "on" of the cycle sees;
	 * seen[0]: those an "off" sees. */
	uint64_t in_cycle[2] = {0, 0}, seen[2][9][2] = {{{0}}}, any = 0;
	struct cycle_cuts cut;
	int cells = 0, id, c, d;
	unsigned digits = 0; /* those of the cycle's potentials */
	int both = u->x_links && u->y_links, difficulty;
	const char *name;

	difficulty = (both ? 70 : 65) + sudoku_chain_length_bonus(complexity);
	if (!b->sink && !sudoku_chain_beats(b, difficulty, complexity,
					    both	 ? 4
					    : u->y_links ? 3
							 : 2))
		return;
	/* What every "on" of the cycle sees and every "off" sees too,
	 * outside the cycle's cells, is false whichever way it goes. */
	for (id = end; u->cyc_parent[id] >= 0; id = u->cyc_parent[id]) {
		int key = u->cyc_key[id], cell = chain_key_cell(key), k;
		const uint64_t *where = u->grid.where[chain_key_digit(key) - 1];
		uint64_t *into = seen[chain_key_on(key) != 0]
				     [chain_key_digit(key) - 1];
		struct se_cells peers = se_peers(cell);

		cells += !(in_cycle[cell >> 6] >> (cell & 63) & 1);
		in_cycle[cell >> 6] |= (uint64_t)1 << (cell & 63);
		digits |= 1u << (chain_key_digit(key) - 1);
		for (k = 0; k < 2; k++)
			into[k] |= where[k] & peers.w[k];
	}
	for (d = 0; d < 9; d++) {
		cut.w[d][0] = cut.w[d][1] = 0;
		if (!(digits >> d & 1))
			continue;
		cut.w[d][0] = seen[1][d][0] & seen[0][d][0] & ~in_cycle[0];
		cut.w[d][1] = seen[1][d][1] & seen[0][d][1] & ~in_cycle[1];
		any |= cut.w[d][0] | cut.w[d][1];
	}
	if (!any)
		return;
	if (b->sink) {
		report_cycle(u, end, complexity, difficulty,
			     both	  ? 4
			     : u->y_links ? 3
					  : 2,
			     &cut, b);
		return;
	}
	if (both)
		name = "Bidirectional Cycle";
	else if (u->y_links)
		name = "Bidirectional Y-Cycle";
	else
		name =
		    cells == 4 ? "Generalized X-Wing" : "Bidirectional X-Cycle";
	sudoku_chain_take(b, difficulty, complexity,
			  both	       ? 4
			  : u->y_links ? 3
				       : 2,
			  name);
	for (c = 0; c < 81; c++)
		for (d = 1; d <= 9; d++)
			if (cuts_has(&cut, c, d))
				sudoku_chain_step_elim(b->step, c, d);
}

/* Offer SE's forcing chain hint that ends in potential 'key', of
 * 'complexity' (for a sink: the chain ending in node 'end'). */
static void
offer_forcing(struct unary *u, int end, int key, int complexity,
	      struct chain_best *b)
{
	int both = u->x_links && u->y_links, difficulty;
	const char *name;

	difficulty = (both ? 70 : 66) + sudoku_chain_length_bonus(complexity);
	if (b->sink) {
		report_forcing(u, end, complexity, difficulty, both ? 4 : 2, b);
		return;
	}
	if (!sudoku_chain_beats(b, difficulty, complexity, both ? 4 : 2))
		return;
	if (both)
		name = "Forcing Chain";
	else
		name = complexity == 6 ? "Turbot Fish" : "Forcing X-Chain";
	sudoku_chain_take(b, difficulty, complexity, both ? 4 : 2, name);
	if (chain_key_on(key))
		sudoku_chain_step_place(b->step, u->cand, chain_key_cell(key),
					chain_key_digit(key));
	else
		sudoku_chain_step_elim(b->step, chain_key_cell(key),
				       chain_key_digit(key));
}

/* The longest cycle and forcing chain of the family searched that can
 * still beat 'b', computed again only when 'b' took another winner. */
static void
unary_caps(struct unary *u, const struct chain_best *b)
{
	int both = u->x_links && u->y_links;

	if (u->caps_valid && u->caps_takes == b->takes)
		return;
	u->cycle_cap = sudoku_chain_longest_winner(
	    b, both ? 70 : 65, both ? 4 : u->y_links ? 3 : 2);
	u->forcing_cap = sudoku_chain_longest_winner(
	    b, u->y_links ? 70 : 66, u->y_links ? 4 : 2);
	u->caps_takes = b->takes;
	u->caps_valid = 1;
}

/*
 * The X family's places of digit 'd' (from 0) outside its core, the
 * places with a conjugate (a region of two places), whose "on" reaches
 * their "off", into 'far', from the components of the core in u->parts.
 * As for the XY family (xy_far): such an "on" implies the "off" of each
 * place it sees and nothing else, whose "off"s outside the core lead
 * nowhere; its "off" is implied by the "on" of each place it sees.  So
 * it reaches its "off" when it sees a core place y whose "off" reaches
 * the "on" of a place z it sees too.
 */
static void
x_far(const struct unary *u, int d, const uint64_t core[2], uint64_t far[2])
{
	const struct chain_components *c = u->parts;
	uint64_t w;
	int i;

	far[0] = far[1] = 0;
	for (i = 0; i < 2; i++)
		for (w = core[i]; w; w &= w - 1) {
			int cell = 64 * i + se_lowest_cell(w), part, k;
			struct se_cells peers = se_peers(cell);
			uint64_t seers[2] = {0, 0}; /* of the "on"s reached */

			part = c->comp[chain_key(cell, d + 1, 0)];
			for (k = 0; k <= part >> 6; k++) {
				uint64_t bits;

				for (bits = c->reach[part][k]; bits;
				     bits &= bits - 1) {
					const uint64_t *s =
					    u->x_seers[64 * k +
						       se_lowest_cell(bits)];

					seers[0] |= s[0];
					seers[1] |= s[1];
				}
			}
			far[0] |= seers[0] & peers.w[0];
			far[1] |= seers[1] & peers.w[1];
		}
	far[0] &= u->grid.where[d][0] & ~core[0];
	far[1] &= u->grid.where[d][1] & ~core[1];
}

/* The X family's components of digit 'd' (from 0): its potentials'
 * cycles and reach, from those of its core (see x_far), remembered by
 * the digit's places (struct x_digit). */
static struct x_digit *
x_digit_parts(struct unary *u, int d)
{
	const uint64_t *where = u->grid.where[d];
	uint64_t h = (where[0] * 0x9e3779b97f4a7c15ull) ^
		     ((where[1] + (uint64_t)d) * 0xc2b2ae3d27d4eb4full);
	struct x_digit *x = &u->x_memo[d][h >> 56 & (X_MEMO - 1)];
	const struct chain_components *c = &u->own_parts;
	uint16_t roots[81];
	uint64_t core[2] = {0, 0}, far[2];
	int cell, i, j;

	if (x->valid && x->where[0] == where[0] && x->where[1] == where[1])
		return x;
	for (cell = 0; cell < 81; cell++) {
		const unsigned char *in = sudoku_chain_cell_regions[cell];
		const uint8_t *places = u->grid.places[d];

		roots[cell] = 0;
		if (!(u->cand[cell] & (1u << d)) ||
		    (places[in[0]] != 2 && places[in[1]] != 2 &&
		     places[in[2]] != 2))
			continue;
		roots[cell] = (uint16_t)(1u << d);
		core[cell >> 6] |= (uint64_t)1 << (cell & 63);
		if (u->on_stale[9 * cell + d])
			on_fill(u, 9 * cell + d);
	}
	sudoku_chain_components(&u->own_parts, roots, family_links, u, 1);
	u->parts = &u->own_parts;
	parts_cut(u);
	/* The seers of each component's "on"s, for x_far. */
	for (i = 0; i < c->n; i++) {
		u->x_seers[i][0] = u->x_seers[i][1] = 0;
		for (j = c->first[i]; j < c->first[i + 1]; j++) {
			int key = c->member[j];
			struct se_cells peers;

			if (!chain_key_on(key))
				continue;
			peers = se_peers(chain_key_cell(key));
			u->x_seers[i][0] |= peers.w[0];
			u->x_seers[i][1] |= peers.w[1];
		}
	}
	x_far(u, d, core, far);
	memset(x, 0, sizeof *x);
	x->where[0] = where[0];
	x->where[1] = where[1];
	x->on_reaches[0] = far[0];
	x->on_reaches[1] = far[1];
	for (cell = 0; cell < 81; cell++) {
		int on = chain_key(cell, d + 1, 1);
		uint64_t bit = (uint64_t)1 << (cell & 63);

		/* Outside the core, no cycle: no component to stay in. */
		x->comp[cell][0] = x->comp[cell][1] = -1;
		if (!roots[cell])
			continue;
		x->comp[cell][1] = c->comp[on];
		x->comp[cell][0] = c->comp[on ^ 1];
		if (u->cuts[c->comp[on]])
			x->cyclic[cell >> 6] |= bit;
		if (chain_reaches(c, on, on ^ 1))
			x->on_reaches[cell >> 6] |= bit;
		if (chain_reaches(c, on ^ 1, on))
			x->off_reaches[cell >> 6] |= bit;
	}
	x->valid = 1;
	return x;
}

/* Whether potential 'key' of the family searched lies on a cycle
 * ('reach' 0) or reaches its opposite (1). */
static inline int
family_has(const struct unary *u, int key, int reach)
{
	int cell = chain_key_cell(key), d = chain_key_digit(key) - 1;
	const struct x_digit *x;
	const uint64_t *set;

	if (u->y_links && u->x_links)
		return reach ? xy_reaches(u, key)
			     : xy_core(u, key >> 1) &&
				   u->cuts[u->parts->comp[key]];
	if (u->y_links)
		return reach ? chain_reaches(u->parts, key, key ^ 1)
			     : u->cuts[u->parts->comp[key]];
	x = u->x_now[d];
	set = !reach ? x->cyclic : chain_key_on(key) ? x->on_reaches
						     : x->off_reaches;
	return (int)(set[cell >> 6] >> (cell & 63) & 1);
}

/* Keep the Y family's quiet records if the grid is within the last one,
 * else forget them. */
static void
y_quiet_renew(struct unary *u)
{
	int cell;

	for (cell = 0; cell < 81; cell++)
		if (u->cand[cell] & ~u->y_last[cell])
			break;
	if (cell < 81 || u->y_gen == 0)
		u->y_gen++;
	memcpy(u->y_last, u->cand, sizeof u->y_last);
}

/* The keys of the component of potential 'key' in the Y family, and
 * whether they and their cells' candidates are those of record 'q'
 * (copied there when 'store'). */
static int
y_quiet_same(struct unary *u, int key, struct y_quiet *q, int store)
{
	uint64_t keys[CHAIN_REACH_WORDS] = {0};
	const struct chain_components *parts = u->parts;
	int c = parts->comp[key], i, k;

	for (i = parts->first[c]; i < parts->first[c + 1]; i++) {
		k = parts->member[i];
		keys[k >> 6] |= (uint64_t)1 << (k & 63);
	}
	if (store) {
		memcpy(q->keys, keys, sizeof keys);
		memcpy(q->cand, u->cand, sizeof q->cand);
		q->gen = u->y_gen;
		return 1;
	}
	if (q->gen != u->y_gen || memcmp(q->keys, keys, sizeof keys) != 0)
		return 0;
	for (i = parts->first[c]; i < parts->first[c + 1]; i++) {
		int cell = chain_key_cell(parts->member[i]);

		if (u->cand[cell] != q->cand[cell])
			return 0;
	}
	return 1;
}

/*
 * The candidates of the family searched that may start a search, by
 * digit into todo, and their cells into 'cells': those on a cycle that
 * may remove something or whose potentials reach their opposites
 * (family_has), less the X family's quiet ones.  Most candidates of a
 * nested chain's grid are none of these: the search walks only these.
 */
static void
family_todo(const struct unary *u, uint64_t todo[9][2], uint64_t cells[2])
{
	const struct chain_components *c = u->parts;
	int d, i;

	cells[0] = cells[1] = 0;
	for (d = 0; d < 9; d++) {
		for (i = 0; i < 2; i++) {
			uint64_t w;

			if (!u->y_links) {
				const struct x_digit *x = u->x_now[d];

				todo[d][i] = (x->cyclic[i] | x->on_reaches[i] |
					      x->off_reaches[i]) &
					     ~x->quiet[i];
			} else if (!u->x_links) {
				todo[d][i] = 0; /* below */
			} else {
				todo[d][i] = u->xy_far[d][i];
				for (w = u->xy_at[d][i]; w; w &= w - 1) {
					int cell = 64 * i + se_lowest_cell(w);
					int on = chain_key(cell, d + 1, 1);

					if (u->cuts[c->comp[on]] ||
					    chain_reaches(c, on, on ^ 1) ||
					    chain_reaches(c, on ^ 1, on))
						todo[d][i] |= w & (0 - w);
				}
			}
			cells[i] |= todo[d][i];
		}
	}
	/* The Y family's: in its core, the cells of two. */
	for (i = 0; u->y_links && !u->x_links && i < 81; i++) {
		unsigned m = u->cand[i], rest = m & (m - 1);
		uint64_t bit = (uint64_t)1 << (i & 63);

		if (!rest || (rest & (rest - 1)))
			continue;
		for (; m; m &= m - 1) {
			int on = chain_key(i, lowest_bit(m) + 1, 1);

			if (u->cuts[c->comp[on]]) {
				todo[lowest_bit(m)][i >> 6] |= bit;
				cells[i >> 6] |= bit;
			}
		}
	}
}

/* SE's search of one family of links (X, Y or both) over every candidate
 * of every cell with two or more; 0, or -1 on the deadline or without
 * memory. */
static int
unary_family(struct unary *u, int y_links, int x_links, struct chain_best *b,
	     struct deadline *deadline)
{
	uint64_t todo[9][2], cells[2];
	int cell, d, i;
	unsigned m;

	u->y_links = y_links;
	u->x_links = x_links;
	u->caps_valid = 0;
	if (++u->family_stamp == 0) {
		memset(u->inner_stamp, 0, sizeof u->inner_stamp);
		memset(u->seen_far_stamp, 0, sizeof u->seen_far_stamp);
		u->family_stamp = 1;
	}
	/* Without region links the search starts only in cells of two
	 * candidates, and asks only about their potentials: the walk starts
	 * from those alone (it meets the other potentials it needs).  Only
	 * there do the "off"s link on, so it meets few.  (Only the families
	 * with region links have forcing chains.) */
	if (!y_links) {
		for (d = 0; d < 9; d++)
			u->x_now[d] = x_digit_parts(u, d);
	} else if (x_links) {
		if (xy_components(u) < 0)
			return -1;
	} else {
		y_quiet_renew(u);
		y_components(u);
	}
	family_todo(u, todo, cells);
	for (cell = 0; cell < 81; cell++) {
		uint64_t at = (uint64_t)1 << (cell & 63);
		unsigned digits = 0;
		int n;

		if (!(cells[cell >> 6] & at))
			continue;
		n = bit_count(u->cand[cell]);
		if (n < 2 || (!x_links && n > 2))
			continue;
		/* One cell's chains take long: read the clock before each. */
		if (deadline && deadline->at != 0 &&
		    sudoku_deadline_check_slow(deadline))
			return -1;
		for (m = u->cand[cell]; m; m &= m - 1)
			if (todo[lowest_bit(m)][cell >> 6] & at)
				digits |= m & (0 - m);
		for (m = digits; m; m &= m - 1) {
			int on = chain_key(cell, lowest_bit(m) + 1, 1), end;
			unsigned reported = u->n_reported, takes = b->takes;
			int whole = b->sink || !b->found;
			uint64_t *quiet = y_links ? NULL
					  : u->x_now[lowest_bit(m)]->quiet;
			uint64_t bit = (uint64_t)1 << (cell & 63);

			if (quiet && (quiet[cell >> 6] & bit))
				continue;
			if (family_has(u, on, 0) &&
			    !(y_links && !x_links &&
			      y_quiet_same(u, on, &u->y_quiet[on >> 1], 0))) {
				unary_caps(u, b);
				u->cap = u->cycle_cap;
				unary_cycles(u, on);
				for (i = 0; i < u->n_found; i++)
					offer_cycle(u, u->found[i],
						    u->found_length[i], b);
			}
			if (!x_links) {
				/* As the X family's quiet starts, below. */
				if (whole && u->n_reported == reported &&
				    b->takes == takes && family_has(u, on, 0))
					y_quiet_same(u, on, &u->y_quiet[on >> 1],
						     1);
				continue;
			}
			/* A forcing chain from a potential, on then off,
			 * ends in its opposite: skipped where that is out
			 * of reach. */
			for (i = 0; i < 2; i++) {
				int from = i == 0 ? on : on ^ 1;

				if (!family_has(u, from, 1))
					continue;
				unary_caps(u, b);
				u->cap = u->forcing_cap;
				/* Only a sink reads the chain: the rest, its
				 * length. */
				if (b->sink) {
					end = unary_forcing(u, from);
					if (end >= 0 &&
					    (end = path_graph(u, end)) >= 0)
						offer_forcing(
						    u, end, u->g.node[end].key,
						    sudoku_chain_ancestors(
							&u->g, end),
						    b);
				} else if ((end = forcing_length(u, from)) >=
					   0) {
					offer_forcing(u, -1, from ^ 1, end + 1,
						      b);
				}
			}
			if (u->g.failed)
				return -1;
			/* Only a sink's search is whole (no cap on its
			 * chains' length), or one before any hint; a hint
			 * from it is reported, or taken. */
			if (quiet && whole && u->n_reported == reported &&
			    b->takes == takes)
				quiet[cell >> 6] |= bit;
		}
	}
	return u->g.failed ? -1 : 0;
}

/* The single-chain search and its queues, in one block of work space. */
struct unary_space {
	struct unary u;
	int32_t pend_on[CHAIN_KEYS + 1], pend_off[PEND_MAX], found[PEND_MAX];
	int16_t found_length[PEND_MAX];
	int32_t cyc_parent[CYC_MAX];
	uint16_t cyc_key[CYC_MAX];
};

/* A search's work space, from this thread's blocks (see chain_core.h):
 * its marks are kept from one search to the next, and a new block's
 * come zeroed, stamps and all, as a search expects them. */
static struct unary *
unary_alloc(void)
{
	struct chain_scratch *space =
	    sudoku_chain_scratch_get(&sudoku_chain_unary,
				     sizeof(struct unary_space));
	struct unary_space *us = space ? space->data : NULL;

	if (us) {
		us->u.space = space;
		us->u.g = space->graph;
		us->u.pend_on = us->pend_on;
		us->u.pend_off = us->pend_off;
		us->u.found = us->found;
		us->u.found_length = us->found_length;
		us->u.cyc_key = us->cyc_key;
		us->u.cyc_parent = us->cyc_parent;
	}
	return us ? &us->u : NULL;
}

/* The producer's release: its work space back (NULL is fine). */
static void
unary_release(void *work)
{
	const struct unary *u = work;

	if (u)
		sudoku_chain_scratch_put(u->space, &u->g);
}

/* SE's first chaining producer: X-links and Y-links apart
 * ('mixed' 0), together (1), or all three families (2: X, Y, both, in
 * SE's order, for a sink in best). */
static int
run_unary(void **work, const struct se_grid *grid, int mixed,
	  const struct chain_best *best, struct deadline *deadline)
{
	struct unary *u = *work ? *work : (*work = unary_alloc());
	struct chain_best b = *best;
	int r;

	if (!u)
		return -1;
	u->cand = grid->cand;
	grid_update(u, grid->cand);
	links_fill(u);
	if (mixed == 1)
		r = unary_family(u, 1, 1, &b, deadline);
	else if ((r = unary_family(u, 0, 1, &b, deadline)) == 0)
		r = unary_family(u, 1, 0, &b, deadline);
	if (mixed == 2 && r == 0)
		r = unary_family(u, 1, 1, &b, deadline);
	return r < 0 ? -1 : b.takes != best->takes;
}

const struct chain_producer sudoku_chain_unary = {run_unary,
						  unary_release};

int
sudoku_se_chains_find_below(const struct se_grid *grid,
			    enum se_chain_kind kind, struct se_step *step,
			    struct deadline *deadline, int below)
{
	switch (kind) {
	case SE_CHAIN_CYCLES:
		return sudoku_chain_find(&sudoku_chain_unary, grid, 0, step,
					 deadline, below);
	case SE_CHAIN_FORCING:
		/* Its chains are worth 7.0 or more. */
		if (below > 0 && below <= 70)
			return 0;
		return sudoku_chain_find(&sudoku_chain_unary, grid, 1, step,
					 deadline, below);
	default:
		return sudoku_chain_find(&sudoku_chain_forcing, grid, kind,
					 step, deadline, below);
	}
}

int
sudoku_se_chains_find(const struct se_grid *grid, enum se_chain_kind kind,
		      struct se_step *step, struct deadline *deadline)
{
	return sudoku_se_chains_find_below(grid, kind, step, deadline, 0);
}
