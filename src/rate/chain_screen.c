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
 * 1 when assuming 'digit' true (false when not 'on') in 'start', one of
 * its places 'p', may lead a nishio chain to a contradiction.  A nishio
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
static _Thread_local struct {
	uint64_t places[9][2];
	unsigned known;
} clean;

int
sudoku_chain_nishio_may(const struct chain_grid *g)
{
	int d, c;

	for (d = 0; d < 9; d++) {
		const uint64_t *p = g->where[d];
		struct se_cells left = {{p[0], p[1]}};

		if ((clean.known >> d & 1) && clean.places[d][0] == p[0] &&
		    clean.places[d][1] == p[1])
			continue;
		while ((c = se_cells_pop(&left)) >= 0)
			if (may_contradict(p, c, 1) ||
			    may_contradict(p, c, 0))
				return 1;
		clean.places[d][0] = p[0];
		clean.places[d][1] = p[1];
		clean.known |= 1u << d;
	}
	return 0;
}
