/* grid.c - what is said of a whole grid: its units' cells, whether two
 * clues clash (and so whether a search can take it), and the grid written
 * out in each output format.
 * See LICENSE for copying terms. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* The bits set in each mask of nine bits, built by doubling: a mask
 * with its top bit set has one more than the same mask without it. */
#define BITS_2(n) (n), (n) + 1, (n) + 1, (n) + 2
#define BITS_4(n) BITS_2(n), BITS_2((n) + 1), BITS_2((n) + 1), BITS_2((n) + 2)
#define BITS_6(n) BITS_4(n), BITS_4((n) + 1), BITS_4((n) + 1), BITS_4((n) + 2)
#define BITS_8(n) BITS_6(n), BITS_6((n) + 1), BITS_6((n) + 1), BITS_6((n) + 2)
const unsigned char sudoku_bits_in_mask[512] = {BITS_8(0), BITS_8(1)};
#undef BITS_2
#undef BITS_4
#undef BITS_6
#undef BITS_8

/* The cells of each unit: rows 0..8, then columns 9..17, then boxes
 * 18..26 (see internal.h). */
const unsigned char sudoku_unit_cell[27][9] = {
	{ 0,  1,  2,  3,  4,  5,  6,  7,  8},
	{ 9, 10, 11, 12, 13, 14, 15, 16, 17},
	{18, 19, 20, 21, 22, 23, 24, 25, 26},
	{27, 28, 29, 30, 31, 32, 33, 34, 35},
	{36, 37, 38, 39, 40, 41, 42, 43, 44},
	{45, 46, 47, 48, 49, 50, 51, 52, 53},
	{54, 55, 56, 57, 58, 59, 60, 61, 62},
	{63, 64, 65, 66, 67, 68, 69, 70, 71},
	{72, 73, 74, 75, 76, 77, 78, 79, 80},
	{ 0,  9, 18, 27, 36, 45, 54, 63, 72},
	{ 1, 10, 19, 28, 37, 46, 55, 64, 73},
	{ 2, 11, 20, 29, 38, 47, 56, 65, 74},
	{ 3, 12, 21, 30, 39, 48, 57, 66, 75},
	{ 4, 13, 22, 31, 40, 49, 58, 67, 76},
	{ 5, 14, 23, 32, 41, 50, 59, 68, 77},
	{ 6, 15, 24, 33, 42, 51, 60, 69, 78},
	{ 7, 16, 25, 34, 43, 52, 61, 70, 79},
	{ 8, 17, 26, 35, 44, 53, 62, 71, 80},
	{ 0,  1,  2,  9, 10, 11, 18, 19, 20},
	{ 3,  4,  5, 12, 13, 14, 21, 22, 23},
	{ 6,  7,  8, 15, 16, 17, 24, 25, 26},
	{27, 28, 29, 36, 37, 38, 45, 46, 47},
	{30, 31, 32, 39, 40, 41, 48, 49, 50},
	{33, 34, 35, 42, 43, 44, 51, 52, 53},
	{54, 55, 56, 63, 64, 65, 72, 73, 74},
	{57, 58, 59, 66, 67, 68, 75, 76, 77},
	{60, 61, 62, 69, 70, 71, 78, 79, 80},
};

/* The table of sudoku_bit_bytes, written out by the preprocessor. */
#define BIT_BYTES(x)                                                      \
	((uint64_t)((x) & 1) | (uint64_t)((x) >> 1 & 1) << 8 |             \
	 (uint64_t)((x) >> 2 & 1) << 16 | (uint64_t)((x) >> 3 & 1) << 24 | \
	 (uint64_t)((x) >> 4 & 1) << 32 | (uint64_t)((x) >> 5 & 1) << 40 | \
	 (uint64_t)((x) >> 6 & 1) << 48 | (uint64_t)((x) >> 7 & 1) << 56)
#define BIT_BYTES_4(x) BIT_BYTES(x), BIT_BYTES((x) + 1), BIT_BYTES((x) + 2), \
	BIT_BYTES((x) + 3)
#define BIT_BYTES_16(x) BIT_BYTES_4(x), BIT_BYTES_4((x) + 4), \
	BIT_BYTES_4((x) + 8), BIT_BYTES_4((x) + 12)
#define BIT_BYTES_64(x) BIT_BYTES_16(x), BIT_BYTES_16((x) + 16), \
	BIT_BYTES_16((x) + 32), BIT_BYTES_16((x) + 48)

const uint64_t sudoku_bit_bytes[256] = {
	BIT_BYTES_64(0), BIT_BYTES_64(64), BIT_BYTES_64(128), BIT_BYTES_64(192)};

/* Names of units for messages, indexed by unit number. */
static const char *const unit_kind[3] = {"row", "column", "box"};

/* The bytes of 'x' that are not 0, as eight bits: each byte's low seven
 * bits plus 127 reach its high bit unless they are 0 (masked first, so
 * that no byte carries into the next), then byte i's high bit goes to
 * bit 56 + i, each product term apart. */
static inline uint32_t
nonzero_bytes(uint64_t x)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fu;
	uint64_t high = (((x & low7) + low7) | x) & 0x8080808080808080u;

	return (uint32_t)(((high >> 7) * 0x0102040810204080u) >> 56);
}

/* The high bit of each byte of 'x' that is above 9: a byte of 10 to 127
 * reaches it plus 118, one of 128 or more has it (its carry into the
 * next byte only counts once one is found). */
static inline uint64_t
above_nine(uint64_t x)
{
	return ((x + 0x7676767676767676u) | x) & 0x8080808080808080u;
}

/* Eight cells as they show on a line, the first in the lowest byte: a
 * digit 1 to 9 as itself, anything else as '.'.  Each byte is masked
 * before the sums, so that no byte carries into the next. */
static inline uint64_t
line_chars(uint64_t x)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fu, high = 0x8080808080808080u;
	/* The high bit of a byte that is 0 (its borrow shows through), of
	 * one of 128 or more, or of one that plus 118 reaches 128. */
	uint64_t not_digit = ((x - 0x0101010101010101u) & ~x) | x |
			     (x + 0x7676767676767676u);
	uint64_t nonzero, above, digit;

	/* Eight digits, as in every solution: the characters at once. */
	if ((not_digit & high) == 0)
		return x | 0x3030303030303030u;
	nonzero = (((x & low7) + low7) | x) & high;
	above = (((x & low7) + 0x7676767676767676u) | x) & high;
	digit = ((nonzero & ~above) >> 7) * 0xffu;
	return (((x & 0x0f0f0f0f0f0f0f0fu) | 0x3030303030303030u) & digit) |
	       (0x2e2e2e2e2e2e2e2eu & ~digit);
}

int
sudoku_clue_cells(const struct sudoku_grid *g, uint32_t clues[3])
{
	uint64_t above = 0;
	int b;

	for (b = 0; b < 3; b++) {
		const unsigned char *p = g->cell + 27 * b;
		uint64_t x0 = cells_at(p, 8), x1 = cells_at(p + 8, 8);
		/* The last three from the eight that end with them: one load
		 * within the grid rather than three bytes. */
		uint64_t x2 = cells_at(p + 16, 8), x3 = cells_at(p + 19, 8) >> 40;

		above |= above_nine(x0) | above_nine(x1) | above_nine(x2) |
			 above_nine(x3);
		clues[b] = nonzero_bytes(x0) | nonzero_bytes(x1) << 8 |
			   nonzero_bytes(x2) << 16 | nonzero_bytes(x3) << 24;
	}
	return above != 0;
}

/*
 * Does any digit repeat in a unit?  One pass over the clues with a mask
 * per unit: this runs for every puzzle read, so it must cost next to
 * nothing.
 */
static int
has_conflict(const struct sudoku_grid *g, const uint32_t clues[3])
{
	/* For each cell of a band, its units in 'seen': the row of band 0,
	 * the column, the box of band 0, a byte each. */
	static const uint32_t units_of[27] = {
#define UNITS(r, c) ((r) | (9 + (c)) << 8 | (18 + (c) / 3) << 16)
#define UNIT_ROW(r) UNITS(r, 0), UNITS(r, 1), UNITS(r, 2), UNITS(r, 3), \
	UNITS(r, 4), UNITS(r, 5), UNITS(r, 6), UNITS(r, 7), UNITS(r, 8)
	    UNIT_ROW(0), UNIT_ROW(1), UNIT_ROW(2)
#undef UNIT_ROW
#undef UNITS
	};
	unsigned seen[27] = {0}, bit, bad = 0;
	uint32_t m, u;
	int b, d;

	for (b = 0; b < 3; b++)
		for (m = clues[b]; m != 0; m &= m - 1) {
			/* The row and the box of band b. */
			u = units_of[lowest_bit(m)] + (3u * b | 3u * b << 16);
			d = g->cell[27 * b + lowest_bit(m)];
			/* A byte that is no digit adds a bit no unit looks
			 * at. */
			bit = d <= 9 ? 1u << d : 1u;
			bad |= (seen[u & 255] | seen[u >> 8 & 255] |
				seen[u >> 16]) &
			       bit;
			seen[u & 255] |= bit;
			seen[u >> 8 & 255] |= bit;
			seen[u >> 16] |= bit;
		}
	return (bad & ~1u) != 0;
}

int
sudoku_find_conflict(const struct sudoku_grid *g, int *first, int *second,
		     char unit[SUDOKU_UNIT_NAME_MAX])
{
	unsigned seen[3][9] = {{0}};
	int i, j, k, d, u[3], cells_of[3];
	uint32_t clues[3];

	sudoku_clue_cells(g, clues);
	if (!has_conflict(g, clues))
		return 0;
	/* There is one: find the first in reading order, and its twin. */
	for (i = 0; i < 81; i++) {
		d = g->cell[i];
		if (d < 1 || d > 9)
			continue;
		u[0] = ROW_OF(i);
		u[1] = COL_OF(i);
		u[2] = BOX_OF(i);
		for (k = 0; k < 3; k++) {
			if (!(seen[k][u[k]] & 1u << d))
				continue;
			/* Find the earlier clue in the same unit. */
			for (j = 0; j < i; j++) {
				cells_of[0] = ROW_OF(j);
				cells_of[1] = COL_OF(j);
				cells_of[2] = BOX_OF(j);
				if (cells_of[k] == u[k] && g->cell[j] == d)
					break;
			}
			if (first != NULL)
				*first = j;
			if (second != NULL)
				*second = i;
			if (unit != NULL)
				snprintf(unit, SUDOKU_UNIT_NAME_MAX, "%s %d",
					 unit_kind[k], u[k] + 1);
			return 1;
		}
		for (k = 0; k < 3; k++)
			seen[k][u[k]] |= 1u << d;
	}
	return 0;
}

enum sudoku_status
sudoku_check_clues(const struct sudoku_grid *g)
{
	uint32_t clues[3];

	if (sudoku_clue_cells(g, clues))
		return SUDOKU_EINPUT;
	return has_conflict(g, clues) ? SUDOKU_ECONFLICT : SUDOKU_OK;
}

size_t
sudoku_format(const struct sudoku_grid *g, enum sudoku_format format,
	      char *buf)
{
	char *p = buf;
	int r, c, d;

	switch (format) {
	case SUDOKU_FORMAT_LINE:
		/* Eight cells at a time: the line is every answer's. */
		for (r = 0; r + 8 <= 81; r += 8)
			put_cells((unsigned char *)p + r,
				  line_chars(cells_at(g->cell + r, 8)), 8);
		p[80] = g->cell[80] >= 1 && g->cell[80] <= 9
				? (char)('0' + g->cell[80])
				: '.';
		p[81] = '\n';
		p += 82;
		break;
	case SUDOKU_FORMAT_GRID:
		for (r = 0; r < 9; r++) {
			for (c = 0; c < 9; c++) {
				d = g->cell[9 * r + c];
				*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '0';
				*p++ = c == 8 ? '\n' : ' ';
			}
		}
		break;
	case SUDOKU_FORMAT_ROWS:
		for (r = 0; r < 81; r++) {
			d = g->cell[r];
			*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '0';
			if (r % 9 == 8)
				*p++ = '\n';
		}
		break;
	case SUDOKU_FORMAT_PRETTY:
		for (r = 0; r < 9; r++) {
			if (r == 3 || r == 6) {
				memcpy(p, "------+-------+------\n", 22);
				p += 22;
			}
			for (c = 0; c < 9; c++) {
				d = g->cell[9 * r + c];
				*p++ = d >= 1 && d <= 9 ? (char)('0' + d) : '.';
				if (c == 8) {
					*p++ = '\n';
				} else {
					*p++ = ' ';
					if (c == 2 || c == 5) {
						*p++ = '|';
						*p++ = ' ';
					}
				}
			}
		}
		break;
	}
	return (size_t)(p - buf);
}
