/* dlx.c - dancing links over the exact cover of a Sudoku of any size:
 * columns for each cell, each digit of each row, column and box; a row
 * for each digit a cell may take.  See LICENSE for copying terms. */
#include <stdlib.h>

#include "dlx.h"

struct links {
	int *left, *right, *up, *down, *column, *size;
	uint64_t count, limit;
};

static void
cover(struct links *l, int c)
{
	int i, j;

	l->right[l->left[c]] = l->right[c];
	l->left[l->right[c]] = l->left[c];
	for (i = l->down[c]; i != c; i = l->down[i])
		for (j = l->right[i]; j != i; j = l->right[j]) {
			l->down[l->up[j]] = l->down[j];
			l->up[l->down[j]] = l->up[j];
			l->size[l->column[j]]--;
		}
}

static void
uncover(struct links *l, int c)
{
	int i, j;

	for (i = l->up[c]; i != c; i = l->up[i])
		for (j = l->left[i]; j != i; j = l->left[j]) {
			l->size[l->column[j]]++;
			l->down[l->up[j]] = j;
			l->up[l->down[j]] = j;
		}
	l->right[l->left[c]] = c;
	l->left[l->right[c]] = c;
}

static void
solve(struct links *l)
{
	int c, best = l->right[0], i, j;

	if (best == 0) {
		l->count++;
		return;
	}
	for (c = l->right[best]; c != 0; c = l->right[c])
		if (l->size[c] < l->size[best])
			best = c;
	if (l->size[best] == 0)
		return;
	cover(l, best);
	for (i = l->down[best]; i != best; i = l->down[i]) {
		for (j = l->right[i]; j != i; j = l->right[j])
			cover(l, l->column[j]);
		solve(l);
		for (j = l->left[i]; j != i; j = l->left[j])
			uncover(l, l->column[j]);
		if (l->limit != 0 && l->count >= l->limit)
			break;
	}
	uncover(l, best);
}

/* Append a node of column 'c' to the row whose first node is '*first'. */
static void
add_node(struct links *l, int *next, int c, int *first)
{
	int n = (*next)++;

	l->column[n] = c;
	l->size[c]++;
	l->up[n] = l->up[c];
	l->down[n] = c;
	l->down[l->up[c]] = n;
	l->up[c] = n;
	if (*first < 0) {
		*first = n;
		l->left[n] = l->right[n] = n;
	} else {
		l->left[n] = l->left[*first];
		l->right[n] = *first;
		l->right[l->left[*first]] = n;
		l->left[*first] = n;
	}
}

uint64_t
dlx_count(const struct sudoku_sized *g, uint64_t limit)
{
	int box = g->box, side = box * box, cells = side * side;
	int columns = 4 * cells, nodes = 1 + columns + 4 * cells * side;
	int r, c, d, next, i, fail = 0;
	struct links l;
	int *all = malloc(sizeof *all * 6 * (size_t)nodes);

	if (all == NULL)
		return (uint64_t)-1;
	l.left = all;
	l.right = all + nodes;
	l.up = all + 2 * nodes;
	l.down = all + 3 * nodes;
	l.column = all + 4 * nodes;
	l.size = all + 5 * nodes;
	l.count = 0;
	l.limit = limit;
	for (i = 0; i <= columns; i++) {
		l.left[i] = i == 0 ? columns : i - 1;
		l.right[i] = i == columns ? 0 : i + 1;
		l.up[i] = l.down[i] = i;
		l.size[i] = 0;
	}
	next = columns + 1;
	for (r = 0; r < side; r++)
		for (c = 0; c < side; c++)
			for (d = 0; d < side; d++) {
				int cell = side * r + c, first = -1;
				int b = box * (r / box) + c / box;

				if (g->cell[cell] != 0 &&
				    g->cell[cell] != d + 1)
					continue;
				add_node(&l, &next, 1 + cell, &first);
				add_node(&l, &next, 1 + cells + side * r + d,
					 &first);
				add_node(&l, &next,
					 1 + 2 * cells + side * c + d,
					 &first);
				add_node(&l, &next,
					 1 + 3 * cells + side * b + d,
					 &first);
			}
	/* The clues first: each covers its row's columns, or clashes. */
	for (i = 0; i < cells && !fail; i++) {
		int n, j;

		if (g->cell[i] == 0)
			continue;
		n = l.down[1 + i];
		if (n == 1 + i) {
			fail = 1;
			break;
		}
		for (j = n;;) {
			/* A column already covered: two clues clash. */
			if (l.left[l.right[l.column[j]]] != l.column[j]) {
				fail = 1;
				break;
			}
			cover(&l, l.column[j]);
			j = l.right[j];
			if (j == n)
				break;
		}
	}
	if (!fail)
		solve(&l);
	free(all);
	return fail ? 0 : l.count;
}
