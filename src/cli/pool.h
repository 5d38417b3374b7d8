/* pool.h - worker threads kept for a whole run, each window of puzzles
 * handed to them in turn, so that a window can stay small without
 * starting threads for each one.  See LICENSE for copying terms. */
#ifndef SUDOKU_POOL_H
#define SUDOKU_POOL_H

struct pool;

/*
 * pool_new - start 'helpers' threads that wait for pool_run().  Returns
 * NULL when it cannot start one (pool_run() then runs alone); may start
 * fewer than asked when the system refuses more.
 */
struct pool *pool_new(unsigned helpers);

/*
 * pool_run - run 'task'('arg') on up to 'helpers' of the pool's threads
 * and on the caller, all at once, and return when every one of them has
 * returned.  'task' shares out its work itself (a worker that finds none
 * left returns).  'p' may be NULL: the caller alone.
 */
void pool_run(struct pool *p, void (*task)(void *), void *arg,
	      unsigned helpers);

/*
 * pool_start, pool_join - pool_run() in two halves, the caller free in
 * between: pool_start() has up to 'helpers' threads start 'task'('arg')
 * and returns at once (with 'p' NULL or 'helpers' 0, none starts);
 * pool_join() returns when every one of them has returned.  The caller
 * makes 'task' return, as pool_run()'s does, before it joins.
 */
void pool_start(struct pool *p, void (*task)(void *), void *arg,
		unsigned helpers);
void pool_join(struct pool *p);

/* pool_free - stop and join the threads, free 'p' (NULL: nothing). */
void pool_free(struct pool *p);

#endif /* SUDOKU_POOL_H */
