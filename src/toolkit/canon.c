/* canon.c - the minlex canonical form of a grid under the 3,359,232
 * Sudoku symmetries followed by relabelling digits in order of appearance.
 * See LICENSE for copying terms. */
#include <stdlib.h>
#include <string.h>

#include "toolkit.h"

enum {
	ORDERS = 1296,		/* column orders: 3! stacks, 3! in each */
	UNSET = 0xff		/* a best-row byte not yet decided */
};

/*
 * Column orders with the relabelling the rows placed so far imply.  The
 * columns that are blank in every row placed so far ('tied' positions)
 * can still be arranged in any way within their stack: one entry stands
 * for all those arrangements, and the next row sorts them as it likes
 * best.  This keeps the sets small on sparse puzzles.
 */
struct order {
	unsigned char col[9];	/* result column j shows source column col[j] */
	unsigned char label[10]; /* label[d]: digit d's new name, 0 = none yet */
	unsigned char next;	/* the next new name to hand out */
	uint16_t tied;		/* bit j: col[j] is still blank everywhere */
};

/*
 * A depth-first search over row orders.  After k rows are placed, the
 * prefix built so far equals best[0..9k) and set[k] holds the column
 * orders (with their relabellings) that give it; the first k rows with
 * every clue still blank need no set at all ('all').  A child is entered
 * only when its row is no larger than best's row k, so each level prunes
 * by the best prefix found anywhere so far.
 */
struct canon {
	unsigned char rows[2][9][9];	/* [transposed][row][column] */
	unsigned char clues[2][9];	/* clues in each row */
	unsigned char best[81];
	int transpose;
	unsigned char path[9];		/* source rows of result rows 0..k-1 */
	struct order *set[10];
	struct sudoku_transform *how;
};

/* The 3! orders of three things, for stacks and columns within them. */
static const unsigned char three[6][3] = {
    {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/*
 * Arrange the tied columns of each stack for row 'src' the best way:
 * blanks first, then digits already named, by name, then new digits.
 * Positions of the new digits in stack s are first[s] .. first[s] +
 * count[s] - 1: any order of them gives the same row (new names go out
 * left to right) but different names, so they are branched on.
 */
static void
arrange(const unsigned char *src, const struct order *o, unsigned char col[9],
	int first[3], int count[3])
{
	int s, j;

	memcpy(col, o->col, 9);
	for (s = 0; s < 3; s++) {
		unsigned char pos[3] = {0}, zero[3] = {0}, named[3] = {0};
		unsigned char fresh[3] = {0};
		int m = 0, nz = 0, nn = 0, nf = 0, k;

		count[s] = 0;
		first[s] = 0;
		for (j = 3 * s; j < 3 * s + 3; j++)
			if (o->tied & 1u << j)
				pos[m++] = (unsigned char)j;
		if (m < 2)
			continue;
		for (k = 0; k < m; k++) {
			unsigned char c = o->col[pos[k]], d = src[c];

			if (d == 0)
				zero[nz++] = c;
			else if (o->label[d] != 0)
				named[nn++] = c;
			else
				fresh[nf++] = c;
		}
		/* At most three: sort the named ones by name. */
		for (k = 1; k < nn; k++) {
			int i = k;

			while (i > 0 && o->label[src[named[i - 1]]] >
					    o->label[src[named[i]]]) {
				unsigned char t = named[i];

				named[i] = named[i - 1];
				named[--i] = t;
			}
		}
		for (k = 0; k < nz; k++)
			col[pos[k]] = zero[k];
		for (k = 0; k < nn; k++)
			col[pos[nz + k]] = named[k];
		for (k = 0; k < nf; k++)
			col[pos[nz + nn + k]] = fresh[k];
		if (nf >= 2) {
			first[s] = pos[nz + nn];
			count[s] = nf;
		}
	}
}

/* Name the digits of row 'src' under 'col' into 'o', writing the row. */
static void
name_row(const unsigned char *src, const unsigned char col[9],
	 struct order *o, unsigned char row[9])
{
	int j;

	for (j = 0; j < 9; j++) {
		unsigned d = src[col[j]];

		if (d != 0 && o->label[d] == 0)
			o->label[d] = ++o->next;
		row[j] = o->label[d];
	}
}

/* How many orders 0..3 things have, and where 'three' lists them: the
 * orders of two are rows 0 and 2, those of three rows 0..5. */
static const int orders_of[4] = {1, 1, 2, 6};
static const int step_of[4] = {1, 1, 2, 1};

/*
 * Store in 'out' every order 'o' stands for under row 'src' arranged as
 * 'col': one per order of the new digits of each stack's tied columns.
 * Returns how many.
 */
static size_t
branch(const unsigned char *src, const struct order *o,
       const unsigned char col[9], const int first[3], const int count[3],
       struct order *out)
{
	size_t n = 0;
	int a, b, c, j;
	uint16_t tied = 0;
	unsigned char row[9];

	/* Columns blank in this row too stay tied. */
	for (j = 0; j < 9; j++)
		if ((o->tied & 1u << j) && src[col[j]] == 0)
			tied |= (uint16_t)(1u << j);
	for (a = 0; a < orders_of[count[0]]; a++)
		for (b = 0; b < orders_of[count[1]]; b++)
			for (c = 0; c < orders_of[count[2]]; c++) {
				struct order *x = &out[n++];
				const int p[3] = {a, b, c};
				int s, k;

				*x = *o;
				memcpy(x->col, col, 9);
				for (s = 0; s < 3; s++)
					for (k = 0; k < count[s]; k++)
						x->col[first[s] + k] =
						    col[first[s] +
							three[p[s] *
							      step_of[count[s]]]
							     [k]];
				x->tied = tied;
				name_row(src, x->col, x, row);
			}
	return n;
}

/*
 * Row 'src' of 'c' under each order of 'in': keep in 'out' the orders
 * giving the smallest row not larger than '*target', updating '*target'
 * when one is smaller.  With 'out' NULL only '*target' is computed.
 * Returns the number of orders kept, or 1 for "some" when 'out' is NULL,
 * or 0 when every row was larger.
 */
static size_t
min_row(const unsigned char *src, const struct order *in, size_t n,
	unsigned char target[9], struct order *out)
{
	size_t i, kept = 0;
	int j, found = 0;

	for (i = 0; i < n; i++) {
		unsigned char label[10], next = in[i].next, row[9], col[9];
		int less = 0, first[3], count[3];

		if (in[i].tied != 0)
			arrange(src, &in[i], col, first, count);
		else
			memcpy(col, in[i].col, 9);
		memcpy(label, in[i].label, sizeof label);
		for (j = 0; j < 9; j++) {
			unsigned d = src[col[j]];

			if (d != 0 && label[d] == 0)
				label[d] = ++next;
			row[j] = label[d];
			if (!less) {
				if (row[j] > target[j])
					break;
				if (row[j] < target[j])
					less = 1;
			}
		}
		if (j < 9)
			continue;
		if (less) {
			memcpy(target, row, 9);
			kept = 0;
		}
		found = 1;
		if (out == NULL)
			continue;
		if (in[i].tied != 0) {
			kept += branch(src, &in[i], col, first, count,
				       out + kept);
			continue;
		}
		memcpy(&out[kept], &in[i], sizeof out[kept]);
		memcpy(out[kept].label, label, sizeof label);
		out[kept].next = next;
		kept++;
	}
	return out != NULL ? kept : (size_t)found;
}

/*
 * The smallest form of row 'src' when every column order is allowed and
 * no digit is named yet: stacks with fewer clues first, blanks first in
 * each stack.  The digits of one row differ, so they are named 1, 2, ...
 * from left to right whatever the order.
 */
static void
first_row(const unsigned char *src, unsigned char row[9])
{
	int count[3] = {0, 0, 0}, s, j, k = 0, name = 0;

	for (j = 0; j < 9; j++)
		count[j / 3] += src[j] != 0;
	/* Sort the three counts. */
	if (count[0] > count[1]) {
		s = count[0], count[0] = count[1], count[1] = s;
	}
	if (count[1] > count[2]) {
		s = count[1], count[1] = count[2], count[2] = s;
	}
	if (count[0] > count[1]) {
		s = count[0], count[0] = count[1], count[1] = s;
	}
	for (s = 0; s < 3; s++)
		for (j = 0; j < 3; j++, k++)
			row[k] = j < 3 - count[s] ? 0 : (unsigned char)++name;
}

/*
 * Every column order that gives row 'src' its first_row() form, the
 * blank columns of each stack tied: stacks by their number of clues, and
 * each order of the clues within a stack.
 */
static size_t
first_orders(const unsigned char *src, struct order *out)
{
	int count[3] = {0, 0, 0}, s, j;
	size_t n = 0;

	for (j = 0; j < 9; j++)
		count[j / 3] += src[j] != 0;
	for (s = 0; s < 6; s++) {
		const unsigned char *st = three[s];
		struct order o;
		int first[3], clues[3], k;

		if (count[st[0]] > count[st[1]] || count[st[1]] > count[st[2]])
			continue;
		memset(&o, 0, sizeof o);
		for (k = 0; k < 3; k++) {
			const unsigned char *r = src + 3 * st[k];
			int at = 3 * k, blank;

			/* Blanks first, tied; then the clues. */
			for (blank = 0; blank < 2; blank++)
				for (j = 0; j < 3; j++)
					if ((r[j] == 0) == !blank) {
						if (r[j] == 0)
							o.tied |= (uint16_t)(
							    1u << at);
						o.col[at++] = (unsigned char)(
						    3 * st[k] + j);
					}
			first[k] = 3 * k + 3 - count[st[k]];
		}
		/* The clues are named 1, 2, ... in order whatever their
		 * order: branch on it as on new digits in tied columns. */
		for (k = 0; k < 3; k++)
			clues[k] = count[st[k]];
		n += branch(src, &o, o.col, first, clues, out + n);
	}
	return n;
}

/* Record the symmetry that reached the leaf just entered. */
static void
record(struct canon *c, const struct order *o)
{
	struct sudoku_transform *how = c->how;
	int j, d, next;

	how->transpose = c->transpose;
	memcpy(how->row, c->path, 9);
	for (j = 0; j < 9; j++)
		how->col[j] = o != NULL ? o->col[j] : (unsigned char)j;
	how->digit[0] = 0;
	next = o != NULL ? o->next : 0;
	/* Digits absent from the grid take the names left, in order. */
	for (d = 1; d <= 9; d++)
		how->digit[d] = o != NULL && o->label[d] != 0
				    ? o->label[d]
				    : (unsigned char)++next;
}

/*
 * Choose result row 'k' and those below it.  'n' orders are in set[k], or 'all'
 * says that no clue is placed yet (any order, no names).  'bands' has a
 * bit for each band already started.
 */
static void
choose_rows(struct canon *c, int k, size_t n, int all, int bands)
{
	unsigned char(*rows)[9] = c->rows[c->transpose];
	unsigned char *best = c->best + 9 * k, row[9];
	int cand[9], ncand = 0, i, b, r;

	if (k == 9) {
		if (c->how != NULL)
			record(c, all ? NULL : &c->set[9][0]);
		return;
	}
	if (k % 3 != 0) {
		b = c->path[k - k % 3] / 3;
		for (r = 3 * b; r < 3 * b + 3; r++) {
			for (i = k - k % 3; i < k; i++)
				if (c->path[i] == r)
					break;
			if (i == k)
				cand[ncand++] = r;
		}
	} else {
		for (b = 0; b < 3; b++)
			if (!(bands & 1 << b))
				for (r = 3 * b; r < 3 * b + 3; r++)
					cand[ncand++] = r;
	}
	/* First the smallest row any candidate gives, then enter those. */
	memcpy(row, best, 9);
	for (i = 0; i < ncand; i++) {
		if (all) {
			unsigned char mine[9];

			first_row(rows[cand[i]], mine);
			if (memcmp(mine, row, 9) < 0)
				memcpy(row, mine, 9);
		} else {
			min_row(rows[cand[i]], c->set[k], n, row, NULL);
		}
	}
	if (memcmp(row, best, 9) < 0) {
		memcpy(best, row, 9);
		memset(best + 9, UNSET, (size_t)(72 - 9 * k));
	}
	for (i = 0; i < ncand; i++) {
		size_t kept;

		c->path[k] = (unsigned char)cand[i];
		if (all && c->clues[c->transpose][cand[i]] == 0) {
			if (memcmp(best, "\0\0\0\0\0\0\0\0\0", 9) == 0)
				choose_rows(c, k + 1, 0, 1,
					    bands | 1 << cand[i] / 3);
			continue;
		}
		if (all) {
			first_row(rows[cand[i]], row);
			if (memcmp(row, best, 9) != 0)
				continue;
			kept = first_orders(rows[cand[i]], c->set[k + 1]);
		} else {
			memcpy(row, best, 9);
			kept = min_row(rows[cand[i]], c->set[k], n, row,
				       c->set[k + 1]);
			if (kept == 0 || memcmp(row, best, 9) != 0)
				continue;
		}
		choose_rows(c, k + 1, kept, 0, bands | 1 << cand[i] / 3);
	}
}

enum sudoku_status
sudoku_canon(const struct sudoku_grid *g, struct sudoku_grid *form,
	     struct sudoku_transform *how)
{
	struct canon c;
	struct order *orders;
	enum sudoku_status status = sudoku_check_clues(g);
	int r, j, k;

	/* The search relies on the digits of a row (or column) differing. */
	if (status != SUDOKU_OK)
		return status;
	memset(c.clues, 0, sizeof c.clues);
	for (r = 0; r < 9; r++)
		for (j = 0; j < 9; j++) {
			unsigned char d = g->cell[9 * r + j];

			c.rows[0][r][j] = d;
			c.rows[1][j][r] = d;
			c.clues[0][r] += d != 0;
			c.clues[1][j] += d != 0;
		}
	/* Every row choice ties on a full grid: it has a search of its own. */
	if (memchr(c.rows[0], 0, sizeof c.rows[0]) == NULL) {
		sudoku_canon_full((const unsigned char(*)[9][9])c.rows, form,
				  how);
		return SUDOKU_OK;
	}
	/* Every set is a subset of the first one placed: at most ORDERS. */
	orders = malloc(9 * ORDERS * sizeof *orders);
	if (orders == NULL)
		return SUDOKU_ENOMEM;
	memset(c.best, UNSET, sizeof c.best);
	c.set[0] = NULL;
	for (k = 1; k <= 9; k++)
		c.set[k] = orders + (size_t)(k - 1) * ORDERS;
	c.how = how;
	/* Both transpositions share one best, so each prunes the other. */
	for (c.transpose = 0; c.transpose < 2; c.transpose++)
		choose_rows(&c, 0, 0, 1, 0);
	for (j = 0; j < 81; j++)
		form->cell[j] = c.best[j];
	free(orders);
	return SUDOKU_OK;
}
