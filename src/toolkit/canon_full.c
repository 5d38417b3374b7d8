/* canon_full.c - the minlex canonical form of a full grid, where every
 * cell is a clue and the search of canon.c would weigh all 1296 column
 * orders for every first row.  See LICENSE for copying terms. */
#include <string.h>

#include "toolkit.h"

enum {
	NONE = 0xff,		/* a column or position not yet placed */
	UNSET = 0xff		/* a best-row byte not yet decided */
};

/*
 * Whatever the first row and column order, the first row is renamed
 * 123456789: a digit's name is the position its column goes to.  So the
 * second row reads, at position j, the position of pi[col[j]], where
 * pi[c] is the column of the first row holding the digit the second row
 * has in column c.  The search places columns at positions 0, 1, ...
 * and, whenever pi sends a column to one not placed yet, puts that one
 * at the smallest position it can still take: any other place makes the
 * second row larger.  Only a position nobody claimed that way branches.
 * The second row placed so far always equals best2's start: a larger
 * cell cuts the branch, a smaller one starts a new best.  With the first
 * band's rows and the columns fixed, the names are fixed, and the other
 * two bands go in the order of their smallest rows, their rows sorted
 * (two rows differ in every column, so nothing else ties).
 */
struct full {
	const unsigned char (*rows)[9];	/* the grid, maybe transposed */
	int transpose;
	unsigned char band[3];		/* source rows of result rows 0..2 */
	unsigned char pi[9];		/* see above */
	unsigned char at[9];		/* source column at each position */
	unsigned char pos[9];		/* position of each source column */
	unsigned char stack_at[3];	/* source stack in each place */
	unsigned char place_of[3];	/* place of each source stack */
	unsigned char best2[9];		/* the best second row, 0-based */
	uint64_t rest[7];		/* its rows 2..8, packed as by pack() */
	struct sudoku_transform *how;
};

/* Source column 'c' to position 'p'; returns 1 if that placed its stack. */
static int
put(struct full *f, int c, int p)
{
	f->at[p] = (unsigned char)c;
	f->pos[c] = (unsigned char)p;
	if (f->stack_at[p / 3] != NONE)
		return 0;
	f->stack_at[p / 3] = (unsigned char)(c / 3);
	f->place_of[c / 3] = (unsigned char)(p / 3);
	return 1;
}

/* Undo put(f, c, p); 'stack_too' is what that put() returned. */
static void
take(struct full *f, int c, int p, int stack_too)
{
	f->at[p] = NONE;
	f->pos[c] = NONE;
	if (stack_too) {
		f->stack_at[p / 3] = NONE;
		f->place_of[c / 3] = NONE;
	}
}

/* A row under the column order, renamed: a nibble a cell, so that
 * comparing the numbers compares the rows. */
static uint64_t
pack(const unsigned char *row, const unsigned char at[9],
     const unsigned char name[10])
{
	uint64_t v = 0;
	int j;

	for (j = 0; j < 9; j++)
		v = v << 4 | name[row[at[j]]];
	return v;
}

/* Swap packed rows a and b, and their sources. */
static void
swap_rows(uint64_t *v, unsigned char *src, int a, int b)
{
	uint64_t t = v[a];
	unsigned char s = src[a];

	v[a] = v[b];
	src[a] = src[b];
	v[b] = t;
	src[b] = s;
}

/* Sort three packed rows and their sources, smallest first. */
static void
sort3(uint64_t v[3], unsigned char src[3])
{
	int i, k;

	for (i = 1; i < 3; i++)
		for (k = i; k > 0 && v[k - 1] > v[k]; k--)
			swap_rows(v, src, k - 1, k);
}

/* Every column is placed, and the second row equals best2: finish the
 * grid and keep it if it is smaller than the best. */
static void
finish(struct full *f)
{
	unsigned char name[10], src[7];
	uint64_t row[7];
	int j, b, k, first = f->band[0] / 3;

	for (j = 0; j < 9; j++)
		name[f->rows[f->band[0]][f->at[j]]] = (unsigned char)(j + 1);
	row[0] = pack(f->rows[f->band[2]], f->at, name);
	if (row[0] > f->rest[0])
		return;
	src[0] = f->band[2];
	for (b = 0, k = 1; b < 3; b++) {
		if (b == first)
			continue;
		for (j = 0; j < 3; j++) {
			src[k + j] = (unsigned char)(3 * b + j);
			row[k + j] = pack(f->rows[3 * b + j], f->at, name);
		}
		sort3(row + k, src + k);
		k += 3;
	}
	if (row[4] < row[1])	/* the band with the smaller first row first */
		for (j = 0; j < 3; j++)
			swap_rows(row, src, 1 + j, 4 + j);
	for (k = 0; k < 7 && row[k] == f->rest[k]; k++)
		;
	if (k == 7 || row[k] > f->rest[k])
		return;
	memcpy(f->rest, row, sizeof row);
	if (f->how == NULL)
		return;
	f->how->transpose = f->transpose;
	memcpy(f->how->row, f->band, 2);
	memcpy(f->how->row + 2, src, 7);
	memcpy(f->how->col, f->at, 9);
	f->how->digit[0] = 0;
	memcpy(f->how->digit + 1, name + 1, 9);
}

static void extend(struct full *f, int j);

/* Position j is placed: the second row's cell there, then the rest. */
static void
visit(struct full *f, int j)
{
	int x = f->pi[f->at[j]], p = NONE, stack_too = 0;

	if (f->pos[x] == NONE) {
		int place = f->place_of[x / 3];

		if (place == NONE) {
			for (place = 0; f->stack_at[place] != NONE; place++)
				;
			p = 3 * place;
		} else {
			for (p = 3 * place; f->at[p] != NONE; p++)
				;
		}
		stack_too = put(f, x, p);
	}
	if (f->pos[x] <= f->best2[j]) {
		if (f->pos[x] < f->best2[j]) {
			f->best2[j] = f->pos[x];
			memset(f->best2 + j + 1, UNSET, (size_t)(8 - j));
			memset(f->rest, UNSET, sizeof f->rest);
		}
		extend(f, j + 1);
	}
	if (p != NONE)
		take(f, x, p, stack_too);
}

/* Place positions j..8: a position no earlier one claimed takes each
 * column it may in turn. */
static void
extend(struct full *f, int j)
{
	int c;

	if (j == 9) {
		finish(f);
		return;
	}
	if (f->at[j] != NONE) {
		visit(f, j);
		return;
	}
	for (c = 0; c < 9; c++) {
		int stack = f->stack_at[j / 3], stack_too;

		if (f->pos[c] != NONE)
			continue;
		/* The stack placed here, or any stack not placed yet. */
		if (stack != NONE ? stack != c / 3 : f->place_of[c / 3] != NONE)
			continue;
		stack_too = put(f, c, j);
		visit(f, j);
		take(f, c, j, stack_too);
	}
}

void
sudoku_canon_full(const unsigned char rows[2][9][9], struct sudoku_grid *form,
		  struct sudoku_transform *how)
{
	struct full f;
	int r0, other, j, k;

	memset(f.best2, UNSET, sizeof f.best2);
	memset(f.rest, UNSET, sizeof f.rest);
	memset(f.at, NONE, sizeof f.at);
	memset(f.pos, NONE, sizeof f.pos);
	memset(f.stack_at, NONE, sizeof f.stack_at);
	memset(f.place_of, NONE, sizeof f.place_of);
	f.how = how;
	/* Both transpositions share one best, so each prunes the other. */
	for (f.transpose = 0; f.transpose < 2; f.transpose++) {
		f.rows = rows[f.transpose];
		for (r0 = 0; r0 < 9; r0++) {
			unsigned char column_of[10];

			for (j = 0; j < 9; j++)
				column_of[f.rows[r0][j]] = (unsigned char)j;
			/* The other two rows of the band, in either order. */
			for (other = 1; other <= 2; other++) {
				int base = r0 - r0 % 3;
				int second = base + (r0 + other) % 3;
				int third = base + (r0 + 3 - other) % 3;

				f.band[0] = (unsigned char)r0;
				f.band[1] = (unsigned char)second;
				f.band[2] = (unsigned char)third;
				for (j = 0; j < 9; j++)
					f.pi[j] =
					    column_of[f.rows[f.band[1]][j]];
				extend(&f, 0);
			}
		}
	}
	for (j = 0; j < 9; j++) {
		form->cell[j] = (unsigned char)(j + 1);
		form->cell[9 + j] = (unsigned char)(f.best2[j] + 1);
	}
	for (k = 0; k < 7; k++)
		for (j = 0; j < 9; j++)
			form->cell[18 + 9 * k + j] =
			    (unsigned char)(f.rest[k] >> (32 - 4 * j) & 0xf);
}
