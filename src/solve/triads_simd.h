/* triads_simd.h - the triads of search_template.h on vectors of band
 * words; never installed.  See LICENSE for copying terms. */

/*
 * Included by core_simd.h for the cores that define VECTOR_TRIADS, with
 * its 'vec' and operations.  These are the lane-wise parts of
 * search_template.h's band_triads(), a lane per digit of one band; the
 * core counts the digits over the lanes (fold_tally()) and runs the bands
 * in turn, as band_triads() does, so that it reaches the same state.
 *
 * A minirow is held as the flag of its first cell (bit 9 * row + 3 * box,
 * MINIROWS), a column as one of nine bits.  What a digit can take and what
 * it must take are counted together: the musts sit one bit above the
 * flags of minirows, nine bits above those of columns.
 */
#ifndef SUDOKU_TRIADS_SIMD_H
#define SUDOKU_TRIADS_SIMD_H

/* How many digits have each bit: at least one, two, three, four. */
struct vtally {
	vec one, two, three, four;
};

/* 'a' gains the counts of 'b' (the counts stop at four). */
static inline __attribute__((always_inline)) void
tally_merge(struct vtally *a, const struct vtally *b)
{
	a->four = OR3(a->four, b->four,
		      OR3(AND(a->three, b->one), AND(a->two, b->two),
			  AND(a->one, b->three)));
	a->three = OR3(a->three, b->three,
		       OR(AND(a->two, b->one), AND(a->one, b->two)));
	a->two = OR3(a->two, b->two, AND(a->one, b->one));
	a->one = OR(a->one, b->one);
}

/* The tally of two counts that stop at two: 'one' and 'two', and 'one2'
 * and 'two2'. */
static inline struct vtally
tally_of_twos(vec one, vec two, vec one2, vec two2)
{
	struct vtally t;

	t.four = AND(two, two2);
	t.three = OR(AND(two, one2), AND(one, two2));
	t.two = OR3(two, two2, AND(one, one2));
	t.one = OR(one, one2);
	return t;
}

/* The flags of the minirows of 'm' alone in their row. */
static inline vec
minirow_must(vec m)
{
	vec one = AND(OR3(m, SHR(m, 3), SHR(m, 6)), K(ROW_STARTS));
	vec single = BUT(one, AND(MAJ(m, SHR(m, 3), SHR(m, 6)),
				  K(ROW_STARTS)));

	return AND(m, OR3(single, SHL(single, 3), SHL(single, 6)));
}

/*
 * The verdict of a tally 't' (the same in every lane) over triads at the
 * bits 'at', their musts 'shift' bits higher: nonzero lanes in the result
 * on a contradiction (a triad with fewer than three digits that can go
 * there, or more than three that must), else 0, with '*fill' the triads
 * with exactly three that can and '*full' those with three that must.
 */
static inline __attribute__((always_inline)) vec
triad_verdict_vec(const struct vtally *t, uint32_t at, int shift, vec *fill,
		  vec *full)
{
	vec exact = BUT(t->three, t->four);

	*fill = AND(exact, K(at));
	*full = AND(SHR(exact, shift), K(at));
	return OR(BUT(K(at), t->three), AND(t->four, K(at << shift)));
}

/*
 * What the minirow verdict clears from the word of a digit with open
 * minirows 'm' and musts 'must': the rows and boxes of the minirows it
 * takes in a filled triad, but those minirows, and the full minirows it
 * need not take.
 */
static inline __attribute__((always_inline)) vec
minirow_clear(vec m, vec must, vec fill, vec full)
{
	vec taken = BUT(AND(m, fill), must);
	vec r1 = AND(OR3(taken, SHR(taken, 3), SHR(taken, 6)), K(ROW_STARTS));
	vec r2 = AND(MAJ(taken, SHR(taken, 3), SHR(taken, 6)), K(ROW_STARTS));
	vec b1 = AND(OR3(taken, SHR(taken, 9), SHR(taken, 18)), K(BOX_STARTS));
	vec b2 = AND(MAJ(taken, SHR(taken, 9), SHR(taken, 18)), K(BOX_STARTS));
	vec near1, near2;

	/* A minirow near one taken (near2: near two, so near another if
	 * it is taken itself): in its row, or in its box. */
	near1 = OR(OR3(r1, SHL(r1, 3), SHL(r1, 6)), column_cells(b1));
	near2 = OR(OR3(r2, SHL(r2, 3), SHL(r2, 6)), column_cells(b2));
	return group_of(OR3(AND(taken, near2), BUT(near1, taken),
			    BUT(full, must)));
}

/* The columns a word with columns 'here' must use: those no other band
 * has ('elsewhere' those they have), and each alone in its box. */
static inline vec
column_must(vec here, vec elsewhere)
{
	return OR(BUT(here, elsewhere),
		  BUT(here, group_of(crowded(here, BOX_STARTS))));
}

/*
 * What the column verdict clears from the word of a digit with columns
 * 'here' and musts 'must': returns the columns it leaves in this band (the
 * rest of the box of a column it takes in a filled triad, and the full
 * columns it need not take); '*taken' are those the other bands lose.
 */
static inline __attribute__((always_inline)) vec
column_clear(vec here, vec must, vec fill, vec full, vec *taken)
{
	vec t = BUT(AND(here, fill), must);
	vec rest = OR(AND(t, group_of(crowded(t, BOX_STARTS))),
		      BUT(group_of(occupied(t, BOX_STARTS)), t));

	*taken = t;
	return OR(rest, BUT(full, must));
}

#endif /* SUDOKU_TRIADS_SIMD_H */
