/* sizes.h - the other sizes' folder contract: the geometry of an n^2 x n^2
 * grid, shared by its search and its checks; never installed.  The folder
 * exports to the rest of the library only the public sudoku_sized_*()
 * functions of sudoku.h.  See LICENSE for copying terms. */
#ifndef SUDOKU_SIZES_H
#define SUDOKU_SIZES_H

#include <stdint.h>

#include "internal.h"

enum {
	SIZES_SIDE_MAX = 25,			/* digits, rows, columns */
	SIZES_CELLS_MAX = SUDOKU_SIZED_CELLS,	/* 625 */
	SIZES_UNITS_MAX = 3 * SIZES_SIDE_MAX	/* rows, columns, boxes */
};

/*
 * The geometry of one size, worked out for each call (a few microseconds
 * beside any search): unit[u] lists the cells of unit u (rows, then
 * columns, then boxes, each in reading order), units_of[c] the three
 * units of cell c.
 */
struct sizes_geometry {
	int box;		/* 2..5 */
	int side;		/* box * box: digits in a unit */
	int cells;		/* side * side */
	uint32_t all;		/* every digit: bits 0 .. side - 1 */
	uint16_t unit[SIZES_UNITS_MAX][SIZES_SIDE_MAX];
	uint8_t units_of[SIZES_CELLS_MAX][3];
};

/* What a search of another size keeps for its call besides its states:
 * the controls and counts of sudoku_count_sized(), the first completion,
 * the time budget. */
struct sizes_call {
	uint64_t limit, count, guesses, nodes;
	struct sudoku_sized *first;
	struct deadline deadline;
	int stop;
};

/* Start 'call' with sudoku_count_sized()'s arguments. */
static inline void
sizes_call_start(struct sizes_call *call, uint64_t limit,
		 struct sudoku_sized *first, struct sudoku_search *search)
{
	call->limit = limit;
	call->count = call->guesses = call->nodes = 0;
	call->first = first;
	call->stop = 0;
	sudoku_deadline_start(&call->deadline, search);
}

/* At each node: 1 once the search must stop.  A node of a large grid
 * costs tens of microseconds, so the clock is read every 16 of them,
 * not every few thousand as in 9x9. */
static inline int
sizes_call_stopped(struct sizes_call *call)
{
	if (call->deadline.at != 0 && (++call->nodes & 15) == 0 &&
	    sudoku_deadline_check_slow(&call->deadline))
		call->stop = 1;
	return call->stop;
}

/* A completion found: returns 1 when it is the first, which the caller
 * then writes to call->first if that is not NULL. */
static inline int
sizes_call_found(struct sizes_call *call)
{
	if (call->limit != 0 && call->count + 1 >= call->limit)
		call->stop = 1;
	return call->count++ == 0;
}

/* Report the call's guesses and time-out to 'search'; returns 1 when the
 * time ran out. */
static inline int
sizes_call_finish(const struct sizes_call *call, struct sudoku_search *search)
{
	sudoku_deadline_finish(&call->deadline, search);
	if (search != NULL)
		search->guesses += call->guesses;
	return call->deadline.expired;
}

/*
 * sudoku_sizes_search16 - the 16x16 search on digit bitboards
 * (search16.c), for sudoku_count_sized() with 'g' a 16x16 grid whose
 * clues are in range and do not clash: the count to 'limit' into
 * '*found', the first completion into 'first' if not NULL.  Returns 1
 * when the time limit of 'search' ran out, 0 when not, -1 when out of
 * memory.
 */
int sudoku_sizes_search16(const struct sudoku_sized *g, uint64_t limit,
			  uint64_t *found, struct sudoku_sized *first,
			  struct sudoku_search *search);

/* Fill 'geo' for boxes of side 'box' (2..5). */
void sudoku_sizes_geometry(struct sizes_geometry *geo, int box);

#endif /* SUDOKU_SIZES_H */
