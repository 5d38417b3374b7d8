/* core.c - the solving cores: which ones this CPU runs and which one
 * sudoku_count() uses.  See LICENSE for copying terms. */
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

/*
 * Widest first.  Until the trials (core_choice.c) have timed them, the
 * default is the first core marked 'preset' that this CPU runs, else the
 * first it runs.  The mark goes to the core whose loss is smallest where
 * it is not the fastest: avx2 is within 7% of avx512 on a Zen 5, which
 * runs 512-bit operations whole, while avx512 takes a third longer than
 * avx2 on a Zen 4, which splits each in two.
 */
static const struct core {
	const char *name;
	sudoku_search_fn search;
	int (*usable)(void);
	int preset;
} cores[] = {
#ifdef VECTOR_CORES
	{"avx512", sudoku_search_avx512, has_avx512, 0},
	{"avx2", sudoku_search_avx2, has_avx2, 1},
#endif
	{"scalar", sudoku_search_scalar, always, 0},
};
#define N_CORES (int)(sizeof cores / sizeof cores[0])

int
sudoku_core_count(void)
{
	return N_CORES;
}

const char *
sudoku_core_index_name(int i)
{
	return cores[i].name;
}

sudoku_search_fn
sudoku_core_index_search(int i)
{
	return cores[i].search;
}

int
sudoku_core_find(const char *name)
{
	int i;

	for (i = 0; i < N_CORES; i++)
		if (strcmp(cores[i].name, name) == 0 && cores[i].usable())
			return i;
	return -1;
}

unsigned
sudoku_core_usable(void)
{
	unsigned mask = 0;
	int i;

	for (i = 0; i < N_CORES; i++)
		if (cores[i].usable())
			mask |= 1u << i;
	return mask;
}

int
sudoku_core_preset(void)
{
	int i;

	for (i = 0; i < N_CORES; i++)
		if (cores[i].preset && cores[i].usable())
			return i;
	return lowest_bit(sudoku_core_usable());
}
