/* core.h - the solving folder's contract: the state and the cores behind
 * sudoku_count(), shared by solve.c, core.c and the vector cores (with
 * the search they all instantiate, search_template.h); never installed.
 * The folder exports to the rest of the library only the public
 * sudoku_count(), sudoku_is_solution() and sudoku_core_*() of sudoku.h.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_CORE_H
#define SUDOKU_CORE_H

#include <stdint.h>

#include "internal.h"

/*
 * The grid is held sideways, one bitboard per digit, each split into its
 * three bands (rows 0-2, 3-5, 6-8) of 27 cells: bit 9 * row + column of
 * word cand[3 * digit + band] is set while that cell may still take that
 * digit.  Cell c of the grid is bit c % 27 of band c / 27.  Each row of a
 * band is then 9 bits and each minirow (the three cells of a row inside
 * one box) 3 bits, so rows, boxes and columns are tested with a few
 * shifts, masks and lookups in small tables.
 *
 * A cell leaves 'unsolved' when it gets its digit; at that moment its
 * digit is cleared from all its peers and every other digit from it, so a
 * state with no unsolved cell left is a valid completion.  When a
 * propagation stops, 'unsolved' is exactly the cells of two candidates or
 * more (the vector cores set it so).
 *
 * 'seen' holds each word as the scalar propagation last took it up, so
 * that only the words that changed since are looked at again; it comes
 * last, since only the scalar core reads it.  The state has no pointers
 * and is about 230 bytes: a branch copies it rather than undoing its
 * changes (the vector cores only the part before 'seen').
 */
struct band_state {
	uint32_t cand[27];	/* [3 * digit + band]: cells open to digit */
	uint32_t unsolved[3];	/* per band: cells without a digit yet */
	uint32_t seen[27];	/* each word as last processed by update() */
};

#define BAND_CELLS 0x7ffffffu
/* Nine one-bit flags: the cells of a band word's first row, and the
 * 9-bit maps of a band's columns or triads made from them. */
#define NINE_BITS 0x1ffu
/* One column of a band: the same bit in each of its three rows. */
#define COLUMN_BITS 0x40201u

enum { CONTRADICTION = -1, STUCK = 0, SOLVED = 1 };

/*
 * A core is a propagation: it applies the same rules to 's' until none
 * finds anything more (hidden and naked singles, locked candidates in
 * both directions through the band configurations), and returns SOLVED,
 * CONTRADICTION, or STUCK with 'unsolved' the cells of two candidates or
 * more and 'pairs' those of exactly two, per band.  The rules only remove
 * candidates, so they have one fixpoint whatever order they run in: every
 * core reaches the same state, the search around them makes the same
 * choices, and the answers, the counts and the guesses are the same on
 * every core.  The cores differ only in speed.
 */
int sudoku_propagate_scalar(struct band_state *s, uint32_t pairs[3]);

/* One call of sudoku_count(). */
struct search {
	uint64_t limit;
	uint64_t count;
	uint64_t guesses;
	uint64_t guesses_at_count;	/* 'guesses' when 'count' last grew */
	struct sudoku_grid *first;
	struct deadline deadline;
	int stop;
	int sparse;	/* it met a sparse branch point (search_template.h) */
	uint64_t contradictions;	/* the propagations that failed */
};

/*
 * The search of search_template.h around each propagation: it counts
 * the completions of 's' into 'x'.  The scalar one is in solve.c, the AVX-512
 * one in core_avx512.c and the AVX2 one in core_avx2.c; core.c calls
 * those only where the CPU has what they need, and never where they are
 * not built (other compilers and machines).
 */
typedef void (*sudoku_search_fn)(struct search *x, struct band_state *s);
void sudoku_search_scalar(struct search *x, struct band_state *s);
void sudoku_search_avx512(struct search *x, struct band_state *s);
void sudoku_search_avx2(struct search *x, struct band_state *s);

/*
 * The search sudoku_count() runs now: the chosen core's, or while the
 * choice is open one that times the cores (core_choice.c).
 */
sudoku_search_fn sudoku_core_current(void);

/*
 * The table of cores (core.c), widest first; 'i' counts from 0 below
 * sudoku_core_count(), which is at most SUDOKU_CORES_MAX.
 */
int sudoku_core_count(void);
const char *sudoku_core_index_name(int i);
sudoku_search_fn sudoku_core_index_search(int i);
/* Bit i set: this CPU runs core i.  The last core (scalar) always. */
unsigned sudoku_core_usable(void);
/* The index of the core called 'name' if this CPU runs it, else -1. */
int sudoku_core_find(const char *name);
/* The index of the core to start on until the trials have timed them. */
int sudoku_core_preset(void);

#endif /* SUDOKU_CORE_H */
