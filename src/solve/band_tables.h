/* band_tables.h - lookup tables of the band solver in solve.c; never installed.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_BAND_TABLES_H
#define SUDOKU_BAND_TABLES_H

#include <stdint.h>

/*
 * The tables are defined in band_tables.c, which tools/gen_band_tables.c
 * computes from the definitions below ('make tables' writes it, 'make
 * check' checks it).  They are constant and small enough to stay in the L1
 * cache.  In each, a row of a band is 9 bits: three 3-bit minirows, one
 * per box.
 */

/* A row to 3 bits, bit k set when its minirow in box k has a cell. */
extern const unsigned char sudoku_band_shrink[512];

/*
 * A digit sits in exactly one minirow per row and per box of a band, so it
 * takes one of six configurations there, matching the rows with the boxes
 * (sudoku_band_config_cells[] lists the 27-bit minirows of each).
 * sudoku_band_config_valid maps the 9-bit map of the minirows that still
 * hold a cell for the digit (bit 3 * row + box, three sudoku_band_shrink[]
 * results side by side) to the set of the configurations whose minirows
 * are all open.
 */
extern const unsigned char sudoku_band_config_valid[512];
extern const uint32_t sudoku_band_config_cells[6];

/*
 * The same map of open minirows to the union of the cells of their
 * configurations, 0 when there are none: masking a word with it does the
 * hidden singles and the locked candidates of the band's rows and boxes.
 */
extern const uint32_t sudoku_band_config_mask[512];

/*
 * A 9-bit map of the columns of a band that hold a cell for a digit, to
 * the columns that are the only one left in their box: the digit lies in
 * that column in this band, so not in the other bands.
 */
extern const uint16_t sudoku_band_column_single[512];

/*
 * A 9-bit map of the columns where only this band still has the digit, to
 * the cells of the band it may keep: in a box with one such column only
 * that column, in a box with two or more nothing (a contradiction),
 * elsewhere everything.
 */
extern const uint32_t sudoku_band_column_claim[512];

/* A 9-bit row to itself when it has one cell, else to 0. */
extern const uint16_t sudoku_band_row_single[512];

/* A cell of a band (0..26) to the other cells of its row and box there. */
extern const uint32_t sudoku_band_peers[27];

/* A cell of a band to its sudoku_band_peers[] entry, and above it, from
 * bit 32, the 9-bit map of its column. */
extern const uint64_t sudoku_band_around[27];

#endif /* SUDOKU_BAND_TABLES_H */
