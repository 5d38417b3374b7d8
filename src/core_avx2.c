/* core_avx2.c - the propagation of solve.c on AVX2 vectors.
 * See LICENSE for copying terms. */

/*
 * Compiled for AVX2 (and popcnt, bmi, bmi2) with target pragmas, like
 * core_avx512.c, so that the default build runs everywhere and takes this
 * core only where the CPU has it (sudoku_cpu_has_avx2()).
 */
#if defined(__x86_64__) && defined(__GNUC__)
#define CORE_AVX2 1
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target( \
	"avx2,bmi,bmi2,popcnt"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,popcnt")
#endif
#endif

#include "core.h"

/*
 * The rules and the passes are those of core_avx512.c, on 256-bit vectors:
 * each band is one vector of digits 0-7 (lane d the 27-bit word of digit
 * d), and digit 8 of all three bands is one more vector, lane b its word
 * in band b (lanes 3-7 stay 0).  Lanes of the same digit in other bands
 * are other vectors for digits 0-7 and other lanes for digit 8; the counts
 * over the digits of a band take digit 8 from its lane.
 */
#if CORE_AVX2

#include <immintrin.h>

typedef __m256i vec;

#define MINIROWS 0x1249249u
#define BOX_STARTS 0x49u
#define ROW_STARTS 0x40201u

#define K(x) _mm256_set1_epi32((int)(x))
#define ZERO _mm256_setzero_si256()
#define SHR(v, n) _mm256_srli_epi32((v), (n))
#define SHL(v, n) _mm256_slli_epi32((v), (n))
#define AND(a, b) _mm256_and_si256((a), (b))
#define OR(a, b) _mm256_or_si256((a), (b))
#define BUT(a, b) _mm256_andnot_si256((b), (a))
#define EQ(a, b) _mm256_cmpeq_epi32((a), (b))
#define OR3(a, b, c) OR(OR((a), (b)), (c))
#define MAJ(a, b, c) OR(AND((a), (b)), AND((c), OR((a), (b))))

static inline vec
columns(vec w)
{
	return AND(OR3(w, SHR(w, 9), SHR(w, 18)), K(0x1ff));
}

static inline vec
column_cells(vec c)
{
	return OR3(c, SHL(c, 9), SHL(c, 18));
}

static inline vec
group_of(vec f)
{
	return _mm256_sub_epi32(SHL(f, 3), f);	/* 7 * f */
}

static inline vec
crowded(vec x, uint32_t at)
{
	return AND(MAJ(x, SHR(x, 1), SHR(x, 2)), K(at));
}

static inline vec
occupied(vec x, uint32_t at)
{
	return AND(OR3(x, SHR(x, 1), SHR(x, 2)), K(at));
}

/* The lanes swapped in pairs at distance 4, 2 and 1 (steps 0-2). */
static inline vec
swap(vec v, int step)
{
	switch (step) {
	case 0:
		return _mm256_permute2x128_si256(v, v, 0x01);
	case 1:
		return _mm256_shuffle_epi32(v, 0x4e);
	default:
		return _mm256_shuffle_epi32(v, 0xb1);
	}
}

/*
 * The eight lanes of 'a' folded into lanes 0-3 and those of 'b' into lanes
 * 4-7, with the matching lanes of 'x8' (digit 8) one more: the cells that
 * some lane has, and in '*twice' those that two lanes have.  Two bands
 * fold side by side in half the shuffles.
 */
static inline vec
count_pair(vec a, vec b, vec x8, vec *twice)
{
	vec p = _mm256_blend_epi32(a, b, 0xf0);
	vec q = _mm256_permute2x128_si256(a, b, 0x21);
	vec one = OR(p, q), two = AND(p, q);
	int i;

	for (i = 1; i < 3; i++) {
		vec one2 = swap(one, i);

		two = OR3(two, swap(two, i), AND(one, one2));
		one = OR(one, one2);
	}
	*twice = OR(two, AND(one, x8));
	return OR(one, x8);
}

/* Lanes 0-3 of 'v' in every lane (half 0), or lanes 4-7 (half 1). */
static inline vec
spread(vec v, int half)
{
	return half ? _mm256_permute2x128_si256(v, v, 0x11)
		    : _mm256_permute2x128_si256(v, v, 0x00);
}

/* The lanes of 'v' at the given positions. */
#define PICK(v, a, b, c, d, e, f, g, h)                                 \
	_mm256_permutevar8x32_epi32((v), _mm256_setr_epi32(a, b, c, d, e, \
							   f, g, h))

/* Digit 8's lanes rotated by one and by two bands, ORed: the other bands. */
static inline vec
other_bands(vec v)
{
	return OR(_mm256_shuffle_epi32(v, 0xc9), _mm256_shuffle_epi32(v, 0xd2));
}

/* The cells of configuration 'c' if its minirows are all open in 'm'. */
#define CONFIG(m, c) AND(EQ(AND((m), K((c) & MINIROWS)), K((c) & MINIROWS)), K(c))

/*
 * lock() of core_avx512.c, given the columns 'here' of 'w' and those of
 * its digit in the other bands ('elsewhere'): 'bad' gains the lanes left
 * without a cell, except in 'dead' lanes, which hold no word.  The
 * configurations are tested one by one: six compares cost less than
 * moving minirow flags around without ternary logic.
 */
static inline __attribute__((always_inline)) vec
lock(vec w, vec here, vec elsewhere, vec dead, vec *clear, vec *bad)
{
	vec only = BUT(here, elsewhere), keep, m, fits;

	keep = OR(BUT(K(0x1ff), group_of(occupied(only, BOX_STARTS))),
		  BUT(only, group_of(crowded(only, BOX_STARTS))));
	m = occupied(w, MINIROWS);
	/* sudoku_band_config_cells[] of band_tables.h */
	fits = OR3(CONFIG(m, 0x7007007), CONFIG(m, 0x0e38007),
		   CONFIG(m, 0x7000e38));
	fits = OR(fits, OR3(CONFIG(m, 0x01f8038), CONFIG(m, 0x0e00fc0),
			    CONFIG(m, 0x01c71c0)));
	w = AND(AND(w, column_cells(keep)), fits);
	*bad = OR(*bad, BUT(EQ(w, ZERO), dead));

	here = columns(w);
	*clear = column_cells(BUT(here, group_of(crowded(here, BOX_STARTS))));
	return w;
}

/* The rows of each lane of 'w' that have one cell. */
static inline vec
row_singles(vec w)
{
	vec x, rows;

	x = AND(w, K(0x1ff));
	rows = AND(x, EQ(AND(x, _mm256_sub_epi32(x, K(1))), ZERO));
	x = AND(w, K(0x1ff << 9));
	rows = OR(rows, AND(x, EQ(AND(x, _mm256_sub_epi32(x, K(1 << 9))),
				  ZERO)));
	x = AND(w, K(0x1ff << 18));
	return OR(rows, AND(x, EQ(AND(x, _mm256_sub_epi32(x, K(1 << 18))),
				  ZERO)));
}

/*
 * The rest of singles() of core_avx512.c, given the band's counts: the
 * cells some lane claims (its row's last cell) and those of two
 * candidates or more.
 */
static inline __attribute__((always_inline)) vec
naked(vec w, vec rows, vec claimed, vec twice, vec *clear, vec *good)
{
	vec p, m, x, span, crowd;

	w = BUT(w, BUT(claimed, rows));
	p = BUT(w, BUT(twice, claimed));
	m = occupied(p, MINIROWS);
	crowd = OR3(crowded(p, MINIROWS),
		    AND(MAJ(m, SHR(m, 3), SHR(m, 6)), K(ROW_STARTS)),
		    AND(MAJ(m, SHR(m, 9), SHR(m, 18)), K(BOX_STARTS)));
	*good = AND(*good, EQ(crowd, ZERO));
	x = AND(OR3(m, SHR(m, 3), SHR(m, 6)), K(ROW_STARTS));
	span = _mm256_sub_epi32(SHL(x, 9), x);
	x = AND(OR3(m, SHR(m, 9), SHR(m, 18)), K(BOX_STARTS));
	span = OR(span, column_cells(group_of(x)));
	*clear = column_cells(columns(p));
	return OR(BUT(w, span), p);
}

/* Lane b of 'v[b]' for b = 0..2, lanes 3-7 whatever. */
static inline vec
gather_bands(const vec v[3])
{
	return _mm256_blend_epi32(_mm256_blend_epi32(v[0], v[1], 0x02), v[2],
				  0x04);
}

/* Lanes 0-2 of the digit-8 vector. */
#define LIVE8 _mm256_setr_epi32(-1, -1, -1, 0, 0, 0, 0, 0)

/* band_of[b][d] & 7: the lane of cand[3 * d + b] in its group of 8. */
static const int32_t lane_of[3][8] = {
	{0, 3, 6, 1, 4, 7, 2, 5},
	{1, 4, 7, 2, 5, 0, 3, 6},
	{2, 5, 0, 3, 6, 1, 4, 7},
};
/* From cand[] lanes, the band of each lane: d such that 3d+b = lane. */
static const int32_t digit_at[3][8] = {
	{0, 3, 6, 1, 4, 7, 2, 5},
	{5, 0, 3, 6, 1, 4, 7, 2},
	{2, 5, 0, 3, 6, 1, 4, 7},
};

static inline void
load(const struct state *s, vec band[3], vec *nine)
{
	vec a = _mm256_loadu_si256((const __m256i *)s->cand);
	vec b = _mm256_loadu_si256((const __m256i *)(s->cand + 8));
	vec c = _mm256_loadu_si256((const __m256i *)(s->cand + 16));
	__m128i n = _mm_loadu_si128((const __m128i *)(s->cand + 24));

	band[0] = _mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x92), c, 0x24);
	band[1] = _mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x24), c, 0x49);
	band[2] = _mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x49), c, 0x92);
	band[0] = _mm256_permutevar8x32_epi32(
		band[0], _mm256_loadu_si256((const __m256i *)lane_of[0]));
	band[1] = _mm256_permutevar8x32_epi32(
		band[1], _mm256_loadu_si256((const __m256i *)lane_of[1]));
	band[2] = _mm256_permutevar8x32_epi32(
		band[2], _mm256_loadu_si256((const __m256i *)lane_of[2]));
	n = _mm_blend_epi32(n, _mm_setzero_si128(), 0x8);
	*nine = _mm256_inserti128_si256(ZERO, n, 0);
}

static inline void
store(struct state *s, const vec band[3], vec nine)
{
	vec p0 = _mm256_permutevar8x32_epi32(
		band[0], _mm256_loadu_si256((const __m256i *)digit_at[0]));
	vec p1 = _mm256_permutevar8x32_epi32(
		band[1], _mm256_loadu_si256((const __m256i *)digit_at[1]));
	vec p2 = _mm256_permutevar8x32_epi32(
		band[2], _mm256_loadu_si256((const __m256i *)digit_at[2]));
	__m128i n = _mm256_castsi256_si128(nine);

	_mm256_storeu_si256((__m256i *)s->cand,
			    _mm256_blend_epi32(_mm256_blend_epi32(p0, p1, 0x92),
					       p2, 0x24));
	_mm256_storeu_si256((__m256i *)(s->cand + 8),
			    _mm256_blend_epi32(_mm256_blend_epi32(p0, p1, 0x24),
					       p2, 0x49));
	_mm256_storeu_si256((__m256i *)(s->cand + 16),
			    _mm256_blend_epi32(_mm256_blend_epi32(p0, p1, 0x49),
					       p2, 0x92));
	_mm_storel_epi64((__m128i *)(s->cand + 24), n);
	s->cand[26] = (uint32_t)_mm_extract_epi32(n, 2);
}

static int
propagate(struct state *s, uint32_t pairs[3])
{
	vec band[3], nine, n[3], c[3], n8, c8, good = K(~0u), bad = ZERO;
	vec good8 = K(~0u), dead8 = BUT(K(~0u), LIVE8), changed;
	uint32_t many[3];
	unsigned quiet = 0;
	int kind = 0, b;

	load(s, band, &nine);
	for (;;) {
		if (kind == 0) {
			vec col[3], col8 = columns(nine), else8;

			for (b = 0; b < 3; b++)
				col[b] = columns(band[b]);
			else8 = other_bands(col8);
			/* A column with no place for the digit. */
			good = AND(good, EQ(OR3(col[0], col[1], col[2]),
					    K(0x1ff)));
			good8 = AND(good8, EQ(OR(col8, else8), K(0x1ff)));
			n[0] = lock(band[0], col[0], OR(col[1], col[2]), ZERO,
				    &c[0], &bad);
			n[1] = lock(band[1], col[1], OR(col[0], col[2]), ZERO,
				    &c[1], &bad);
			n[2] = lock(band[2], col[2], OR(col[0], col[1]), ZERO,
				    &c[2], &bad);
			n8 = lock(nine, col8, else8, dead8, &c8, &bad);
		} else {
			vec rows[3], rows8, claimed[3], twice[3], both8;
			vec o01, t01, c01, tc01, o2r, t2r;

			for (b = 0; b < 3; b++)
				rows[b] = row_singles(band[b]);
			rows8 = row_singles(nine);
			/* Digit 8's words in lanes 0-2, its row singles in
			 * lanes 4-6. */
			both8 = OR(nine, _mm256_permute2x128_si256(rows8, rows8,
								    0x08));
			o01 = count_pair(band[0], band[1],
					 PICK(both8, 0, 0, 0, 0, 1, 1, 1, 1),
					 &t01);
			o2r = count_pair(band[2], rows[2],
					 PICK(both8, 2, 2, 2, 2, 6, 6, 6, 6),
					 &t2r);
			c01 = count_pair(rows[0], rows[1],
					 PICK(both8, 4, 4, 4, 4, 5, 5, 5, 5),
					 &tc01);
			/* Every cell has a candidate and no cell is the
			 * last of its row for two digits. */
			good = AND(good, AND(EQ(o01, K(BAND_CELLS)),
					     EQ(tc01, ZERO)));
			good = AND(good,
				   EQ(_mm256_blend_epi32(o2r, t2r, 0xf0),
				      _mm256_setr_epi32(BAND_CELLS, BAND_CELLS,
							BAND_CELLS, BAND_CELLS,
							0, 0, 0, 0)));
			claimed[0] = spread(c01, 0);
			claimed[1] = spread(c01, 1);
			claimed[2] = spread(o2r, 1);
			twice[0] = spread(t01, 0);
			twice[1] = spread(t01, 1);
			twice[2] = spread(t2r, 0);
			for (b = 0; b < 3; b++)
				n[b] = naked(band[b], rows[b], claimed[b],
					     twice[b], &c[b], &good);
			n8 = naked(nine, rows8, gather_bands(claimed),
				   gather_bands(twice), &c8, &good8);
		}
		good = AND(good, OR(good8, dead8));
		if (!_mm256_testc_si256(good, K(~0u)) ||
		    !_mm256_testz_si256(bad, bad))
			return CONTRADICTION;
		n[0] = BUT(n[0], OR(c[1], c[2]));
		n[1] = BUT(n[1], OR(c[0], c[2]));
		n[2] = BUT(n[2], OR(c[0], c[1]));
		n8 = BUT(n8, other_bands(c8));
		changed = OR(OR(_mm256_xor_si256(n[0], band[0]),
				_mm256_xor_si256(n[1], band[1])),
			     OR(_mm256_xor_si256(n[2], band[2]),
				_mm256_xor_si256(n8, nine)));
		for (b = 0; b < 3; b++)
			band[b] = n[b];
		nine = n8;
		quiet = quiet << 1 | (unsigned)_mm256_testz_si256(changed,
								   changed);
		if ((quiet & 3) == 3)
			break;
		kind ^= 1;
	}
	store(s, band, nine);

	for (b = 0; b < 3; b++) {
		vec one = band[b], two = ZERO, three = ZERO;
		uint32_t x, o, t, h;
		int i;

		for (i = 0; i < 3; i++) {
			vec one2 = swap(one, i), two2 = swap(two, i);

			three = OR3(three, swap(three, i),
				    OR3(AND(two, one2), AND(one, two2),
					AND(two, two2)));
			two = OR3(two, two2, AND(one, one2));
			one = OR(one, one2);
		}
		x = s->cand[24 + b];
		o = (uint32_t)_mm256_cvtsi256_si32(one);
		t = (uint32_t)_mm256_cvtsi256_si32(two);
		h = (uint32_t)_mm256_cvtsi256_si32(three) | (t & x);
		t |= o & x;
		many[b] = t;
		pairs[b] = t & ~h;
		s->unsolved[b] = t;
	}
	if ((many[0] | many[1] | many[2]) == 0)
		return SOLVED;
	return STUCK;
}

#define PROPAGATE propagate
#define SEARCH sudoku_search_avx2
#include "search.h"

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

int
sudoku_cpu_has_avx2(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2") &&
	       __builtin_cpu_supports("bmi") &&
	       __builtin_cpu_supports("bmi2") &&
	       __builtin_cpu_supports("popcnt");
}

#else /* not x86-64 with GCC or Clang */

void
sudoku_search_avx2(struct search *x, struct state *s)
{
	sudoku_search_scalar(x, s);
}

int
sudoku_cpu_has_avx2(void)
{
	return 0;
}

#endif
