/* core.c - choose the solving core once, at the first search.
 * See LICENSE for copying terms. */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "internal.h"

static int
always(void)
{
	return 1;
}

/*
 * What the vector cores need, asked of the CPU at run time: this file is
 * compiled for any x86-64, the cores with target pragmas.  Other compilers
 * and machines have the scalar core only.
 */
#if defined(__x86_64__) && defined(__GNUC__)
static int
has_avx512(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx512f") &&
	       __builtin_cpu_supports("avx512bw") &&
	       __builtin_cpu_supports("avx512dq") &&
	       __builtin_cpu_supports("avx512vl");
}

static int
has_avx2(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2") &&
	       __builtin_cpu_supports("bmi") &&
	       __builtin_cpu_supports("bmi2") &&
	       __builtin_cpu_supports("popcnt");
}
#define VECTOR_CORES 1
#endif

/* Fastest first: the default is the first one this CPU runs. */
static const struct core {
	const char *name;
	sudoku_search_fn search;
	int (*usable)(void);
} cores[] = {
#ifdef VECTOR_CORES
	{"avx512", sudoku_search_avx512, has_avx512},
	{"avx2", sudoku_search_avx2, has_avx2},
#endif
	{"scalar", sudoku_search_scalar, always},
};
#define N_CORES (int)(sizeof cores / sizeof cores[0])

/*
 * The index of the core in use, -1 until the first search chooses it.
 * Threads that race to choose compute the same answer, so an atomic store
 * is all the locking this needs.
 */
#if defined(__STDC_NO_ATOMICS__)
static volatile int chosen = -1;
#define LOAD(x) (x)
#define STORE(x, v) ((x) = (v))
#else
#include <stdatomic.h>
static atomic_int chosen = -1;
#define LOAD(x) atomic_load_explicit(&(x), memory_order_relaxed)
#define STORE(x, v) atomic_store_explicit(&(x), (v), memory_order_relaxed)
#endif

static int
find(const char *name)
{
	int i;

	for (i = 0; i < N_CORES; i++)
		if (strcmp(cores[i].name, name) == 0 && cores[i].usable())
			return i;
	return -1;
}

/* SUDOKU_CORE when it names a core this CPU runs, else the fastest. */
static int
default_core(void)
{
	const char *want = getenv("SUDOKU_CORE");
	int i = want != NULL ? find(want) : -1;

	if (i >= 0)
		return i;
	i = 0;
	while (!cores[i].usable())	/* the last one always is */
		i++;
	return i;
}

static int
current(void)
{
	int i = LOAD(chosen);

	if (i < 0) {
		i = default_core();
		STORE(chosen, i);
	}
	return i;
}

sudoku_search_fn
sudoku_core_current(void)
{
	return cores[current()].search;
}

const char *
sudoku_core_name(void)
{
	return cores[current()].name;
}

int
sudoku_core_select(const char *name)
{
	int i = name != NULL ? find(name) : default_core();

	if (i < 0)
		return 0;
	STORE(chosen, i);
	return 1;
}
