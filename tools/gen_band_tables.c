/* gen_band_tables.c - print src/solve/band_tables.c, the lookup tables of
 * the band solver.
 * See LICENSE for copying terms. */

/*
 * Run by 'make tables' (which writes src/solve/band_tables.c) and by
 * 'make check' (which compares its output with the committed file).  Each
 * table is computed from its definition in src/solve/band_tables.h, by the
 * plainest loop that states it, not by the bit tricks the solver uses:
 * this program runs once, and should be easy to check by reading.
 *
 * A band is three rows of nine cells, 27 bits: cell (row, column) of the
 * band is bit 9 * row + column.  A minirow is the three cells of a row
 * inside one box: minirow (row, box) is bits 9 * row + 3 * box + 0..2.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N_MAPS 512	/* 9-bit rows, minirow maps and column maps */
#define N_CONFIGS 6	/* ways to match three rows with three boxes */
#define N_CELLS 27	/* cells of a band */

static uint32_t
cell_bit(int row, int column)
{
	return (uint32_t)1 << (9 * row + column);
}

static uint32_t
minirow_bits(int row, int box)
{
	return (uint32_t)7 << (9 * row + 3 * box);
}

static uint32_t
column_bits(int column)
{
	return cell_bit(0, column) | cell_bit(1, column) | cell_bit(2, column);
}

static uint32_t
box_bits(int box)
{
	return minirow_bits(0, box) | minirow_bits(1, box) |
	       minirow_bits(2, box);
}

static int
count_bits(uint32_t x)
{
	int n = 0;

	for (; x != 0; x >>= 1)
		n += (int)(x & 1);
	return n;
}

/*
 * The configurations, in the order of their numbers (bits of
 * sudoku_band_config_valid): box_of_row[i][row] is the box of the minirow
 * that configuration i uses in that row.  They are the permutations of the
 * boxes in lexicographic order, so configuration 0 is the diagonal.
 */
static int box_of_row[N_CONFIGS][3];

static void
make_configs(void)
{
	int i = 0, a, b, c;

	for (a = 0; a < 3; a++)
		for (b = 0; b < 3; b++)
			for (c = 0; c < 3; c++)
				if (a != b && a != c && b != c) {
					box_of_row[i][0] = a;
					box_of_row[i][1] = b;
					box_of_row[i][2] = c;
					i++;
				}
}

/* shrink: a 9-bit row to 3 bits, bit k set when its minirow k has a cell. */
static uint32_t
shrink(unsigned row)
{
	uint32_t r = 0;
	int box;

	for (box = 0; box < 3; box++)
		if (minirow_bits(0, box) & row)
			r |= 1u << box;
	return r;
}

/* config_cells: the 27-bit cells of the three minirows of configuration i. */
static uint32_t
config_cells(unsigned i)
{
	uint32_t cells = 0;
	int row;

	for (row = 0; row < 3; row++)
		cells |= minirow_bits(row, box_of_row[i][row]);
	return cells;
}

/*
 * config_valid: a map of the open minirows, bit 3 * row + box, to the set of
 * the configurations all of whose minirows are open.
 */
static uint32_t
config_valid(unsigned open)
{
	uint32_t valid = 0;
	int i, row;

	for (i = 0; i < N_CONFIGS; i++) {
		for (row = 0; row < 3; row++)
			if (!(open & 1u << (3 * row + box_of_row[i][row])))
				break;
		if (row == 3)
			valid |= 1u << i;
	}
	return valid;
}

/* config_mask: the same map to the union of the cells of those. */
static uint32_t
config_mask(unsigned open)
{
	uint32_t valid = config_valid(open), mask = 0;
	int i;

	for (i = 0; i < N_CONFIGS; i++)
		if (valid & 1u << i)
			mask |= config_cells((unsigned)i);
	return mask;
}

/* The columns of a 9-bit column map that lie in box 'box'. */
static unsigned
columns_in_box(unsigned columns, int box)
{
	return columns & 7u << (3 * box);
}

/*
 * column_single: a map of the columns that hold the digit to those that are
 * alone in their box.
 */
static uint32_t
column_single(unsigned columns)
{
	uint32_t single = 0;
	int box;

	for (box = 0; box < 3; box++) {
		unsigned in_box = columns_in_box(columns, box);

		if (count_bits(in_box) == 1)
			single |= in_box;
	}
	return single;
}

/*
 * column_claim: a map of the columns that only this band still has for the
 * digit to the cells it may keep: in a box with one such column only that
 * column, in a box with two or more nothing, elsewhere everything.
 */
static uint32_t
column_claim(unsigned claimed)
{
	uint32_t keep = 0;
	int box, column;

	for (box = 0; box < 3; box++) {
		unsigned in_box = columns_in_box(claimed, box);

		switch (count_bits(in_box)) {
		case 0:
			keep |= box_bits(box);
			break;
		case 1:
			for (column = 3 * box; column < 3 * box + 3; column++)
				if (in_box & 1u << column)
					keep |= column_bits(column);
			break;
		default:
			break;
		}
	}
	return keep;
}

/* row_single: a 9-bit row to itself when it has one cell, else to 0. */
static uint32_t
row_single(unsigned row)
{
	return count_bits(row) == 1 ? row : 0;
}

/* sudoku_band_peers: a cell to the other cells of its row and its box. */
static uint32_t
peers_of(unsigned cell)
{
	int row = (int)cell / 9, column = (int)cell % 9;
	uint32_t peers = 0;
	int i;

	for (i = 0; i < 9; i++)
		peers |= cell_bit(row, i);
	peers |= box_bits(column / 3);
	return peers & ~cell_bit(row, column);
}

/* sudoku_band_around: peers_of() a cell, and from bit 32 its column. */
static uint64_t
around_of(unsigned cell)
{
	return peers_of(cell) | (uint64_t)1 << (32 + cell % 9);
}

/*
 * Print "const TYPE sudoku_band_NAME[N] = {...};" with each value in
 * hexadecimal of 'digits' digits, as many to a line as fit in 80 columns
 * after a tab.
 */
static void
print_table(const char *type, const char *name, const uint64_t *v, int n,
	    int digits)
{
	/* A line is a tab, then "0x", the digits and ", " per value, less
	 * the space after the last one. */
	int per_line = (80 - 8 + 1) / (digits + 4);
	int i;

	printf("\nconst %s sudoku_band_%s[%d] = {", type, name, n);
	for (i = 0; i < n; i++)
		printf("%s%s0x%0*llx", i > 0 ? "," : "",
		       i % per_line == 0 ? "\n\t" : " ", digits,
		       (unsigned long long)v[i]);
	printf("\n};\n");
}

/* Print the table of 'f' over 0..n-1 (see print_table()). */
static void
print_map(const char *type, const char *name, uint32_t (*f)(unsigned), int n,
	  int digits)
{
	uint64_t v[N_MAPS];
	int i;

	for (i = 0; i < n; i++)
		v[i] = f((unsigned)i);
	print_table(type, name, v, n, digits);
}

/* print_map() of around_of(), whose values take more than 32 bits. */
static void
print_around(void)
{
	uint64_t v[N_CELLS];
	unsigned i;

	for (i = 0; i < N_CELLS; i++)
		v[i] = around_of(i);
	print_table("uint64_t", "around", v, N_CELLS, 11);
}

int
main(void)
{
	make_configs();
	printf("/* band_tables.c - lookup tables of the band solver "
	       "(src/solve/solve.c).\n"
	       " * Generated by tools/gen_band_tables.c via 'make tables': "
	       "do not edit.\n"
	       " * See band_tables.h for what each entry means, and LICENSE "
	       "for copying\n"
	       " * terms. */\n"
	       "#include \"band_tables.h\"\n");
	/* The widths in hexadecimal digits hold 3, 6, 27, 9 and 41 bits. */
	print_map("unsigned char", "shrink", shrink, N_MAPS, 1);
	print_map("unsigned char", "config_valid", config_valid, N_MAPS, 2);
	print_map("uint32_t", "config_cells", config_cells, N_CONFIGS, 7);
	print_map("uint32_t", "config_mask", config_mask, N_MAPS, 7);
	print_map("uint16_t", "column_single", column_single, N_MAPS, 3);
	print_map("uint32_t", "column_claim", column_claim, N_MAPS, 7);
	print_map("uint16_t", "row_single", row_single, N_MAPS, 3);
	print_map("uint32_t", "peers", peers_of, N_CELLS, 7);
	print_around();

	if (fflush(stdout) != 0 || ferror(stdout)) {
		perror("gen_band_tables: standard output");
		return EXIT_FAILURE;
	}
	return EXIT_SUCCESS;
}
