/* target_dual.h - a Lagrangian upper bound on K, for the tests.
 * See LICENSE for copying terms. */
#ifndef TARGET_DUAL_H
#define TARGET_DUAL_H

/*
 * target_dual_bound - an upper bound on the sum of kw[i] x digit over the
 * valid full grids in which every cell i takes a digit of allow[i] (bit d
 * for digit d).  The column and box rules are relaxed with the 162
 * multipliers 'mult' (in and out: the best ones found, multiples of
 * 1/1024 so that every sum is exact in a double); each row is then an
 * assignment of its cells to the nine digits, solved exactly by a dynamic
 * program over the subsets of digits.  Subgradient steps aimed at
 * 'aim' run for at most 'steps' evaluations, stopping early once the
 * bound is at most 'stop'.  Returns the floor of the best bound, or -1
 * when some row has no assignment (then no such grid exists).  '*evals'
 * is increased by the number of evaluations.  When the rows' assignments
 * happen to make a valid grid, it goes to grid[81] (else grid[0] is 0).
 */
int target_dual_bound(const unsigned *allow, const int *kw, double *mult,
		      int stop, double aim, int steps, unsigned long *evals,
		      unsigned char *grid);

#endif /* TARGET_DUAL_H */
