/* pool.c - worker threads kept for a whole run (pool.h).
 * See LICENSE for copying terms. */
#include <pthread.h>
#include <stdlib.h>

#include "pool.h"

#define POOL_MAX 256	/* threads, as many as -j allows */

struct pool {
	pthread_mutex_t lock;
	pthread_cond_t go;	/* a new round, or the end */
	pthread_cond_t done;	/* the last worker of a round returned */
	void (*task)(void *);
	void *arg;
	unsigned long round;	/* rounds started */
	unsigned invited;	/* threads the current round wants */
	unsigned busy;		/* of those, still running the task */
	int quit;
	unsigned count;
	pthread_t threads[POOL_MAX];
	struct pool_slot {
		struct pool *pool;
		unsigned number;
	} slots[POOL_MAX];
};

/* A worker: wait for a round that invites it, run the task, report. */
static void *
worker(void *arg)
{
	struct pool_slot *slot = arg;
	struct pool *p = slot->pool;
	unsigned long seen = 0;

	pthread_mutex_lock(&p->lock);
	for (;;) {
		while (!p->quit && p->round == seen)
			pthread_cond_wait(&p->go, &p->lock);
		if (p->quit)
			break;
		seen = p->round;
		if (slot->number >= p->invited)
			continue;
		pthread_mutex_unlock(&p->lock);
		p->task(p->arg);
		pthread_mutex_lock(&p->lock);
		if (--p->busy == 0)
			pthread_cond_signal(&p->done);
	}
	pthread_mutex_unlock(&p->lock);
	return NULL;
}

struct pool *
pool_new(unsigned helpers)
{
	struct pool *p;

	if (helpers == 0)
		return NULL;
	p = calloc(1, sizeof *p);
	if (p == NULL)
		return NULL;
	if (helpers > POOL_MAX)
		helpers = POOL_MAX;
	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->go, NULL);
	pthread_cond_init(&p->done, NULL);
	for (; p->count < helpers; p->count++) {
		p->slots[p->count].pool = p;
		p->slots[p->count].number = p->count;
		if (pthread_create(&p->threads[p->count], NULL, worker,
				   &p->slots[p->count]) != 0)
			break;
	}
	if (p->count == 0) {
		pool_free(p);
		return NULL;
	}
	return p;
}

void
pool_start(struct pool *p, void (*task)(void *), void *arg, unsigned helpers)
{
	if (p == NULL || helpers == 0)
		return;
	pthread_mutex_lock(&p->lock);
	p->task = task;
	p->arg = arg;
	p->invited = helpers < p->count ? helpers : p->count;
	p->busy = p->invited;
	p->round++;
	pthread_cond_broadcast(&p->go);
	pthread_mutex_unlock(&p->lock);
}

void
pool_join(struct pool *p)
{
	if (p == NULL)
		return;
	pthread_mutex_lock(&p->lock);
	while (p->busy != 0)
		pthread_cond_wait(&p->done, &p->lock);
	pthread_mutex_unlock(&p->lock);
}

void
pool_run(struct pool *p, void (*task)(void *), void *arg, unsigned helpers)
{
	pool_start(p, task, arg, helpers);
	task(arg);
	pool_join(p);
}

void
pool_free(struct pool *p)
{
	unsigned i;

	if (p == NULL)
		return;
	pthread_mutex_lock(&p->lock);
	p->quit = 1;
	pthread_cond_broadcast(&p->go);
	pthread_mutex_unlock(&p->lock);
	for (i = 0; i < p->count; i++)
		pthread_join(p->threads[i], NULL);
	pthread_cond_destroy(&p->done);
	pthread_cond_destroy(&p->go);
	pthread_mutex_destroy(&p->lock);
	free(p);
}
