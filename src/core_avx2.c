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
	return OR3(f, SHL(f, 1), SHL(f, 2));
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

static inline vec
next_box(vec m)
{
	return OR(AND(SHR(m, 3), K(0x241209)), AND(SHL(m, 6), K(0x1008040)));
}

static inline vec
last_box(vec m)
{
	return OR(AND(SHR(m, 6), K(0x40201)), AND(SHL(m, 3), K(0x1209048)));
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

/* Over the eight lanes, in every lane: the cells some lane has, and in
 * '*twice' those two lanes have. */
static inline vec
count_two(vec v, vec *twice)
{
	vec t, v2 = swap(v, 0);
	int i;

	t = AND(v, v2);
	v = OR(v, v2);
	for (i = 1; i < 3; i++) {
		vec t2 = swap(t, i);

		v2 = swap(v, i);
		t = OR3(t, t2, AND(v, v2));
		v = OR(v, v2);
	}
	*twice = t;
	return v;
}

/* Lane b of the digit-8 vector in every lane. */
static inline vec
lane(vec v, int b)
{
	return _mm256_permutevar8x32_epi32(v, K(b));
}

/* Digit 8's lanes rotated by one and by two bands, ORed: the other bands. */
static inline vec
other_bands(vec v)
{
	return OR(_mm256_shuffle_epi32(v, 0xc9), _mm256_shuffle_epi32(v, 0xd2));
}

/*
 * lock() of core_avx512.c: 'good' loses the lanes with a column that no
 * band has for the digit, 'bad' gains those left without a cell, except
 * in 'dead' lanes, which hold no word.
 */
static inline __attribute__((always_inline)) vec
lock(vec w, vec others, vec dead, vec *clear, vec *good, vec *bad)
{
	vec here = columns(w), elsewhere = columns(others);
	vec only, keep, m, r1, r2, fits;

	*good = AND(*good, OR(EQ(OR(here, elsewhere), K(0x1ff)), dead));
	only = BUT(here, elsewhere);
	keep = OR(BUT(K(0x1ff), group_of(occupied(only, BOX_STARTS))),
		  BUT(only, group_of(crowded(only, BOX_STARTS))));
	m = occupied(w, MINIROWS);
	w = AND(w, column_cells(keep));
	r1 = AND(OR(SHR(m, 9), SHL(m, 18)), K(MINIROWS));
	r2 = AND(OR(SHR(m, 18), SHL(m, 9)), K(MINIROWS));
	fits = AND(m, OR(AND(next_box(r1), last_box(r2)),
			 AND(last_box(r1), next_box(r2))));
	w = AND(w, group_of(fits));
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

/*
 * The counts of band 'b' (vector 'w', its row singles 'rows'), digit 8
 * included from lane b of 'w8' and 'rows8'.
 */
static inline __attribute__((always_inline)) void
band_counts(vec w, vec rows, vec w8, vec rows8, int b, vec *claimed,
	    vec *twice, vec *good)
{
	vec once, tc, x8 = lane(w8, b), r8 = lane(rows8, b);

	*claimed = count_two(rows, &tc);
	tc = OR(tc, AND(*claimed, r8));
	*claimed = OR(*claimed, r8);
	once = count_two(w, twice);
	*twice = OR(*twice, AND(once, x8));
	once = OR(once, x8);
	*good = AND(*good, AND(EQ(once, K(BAND_CELLS)), EQ(tc, ZERO)));
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
			n[0] = lock(band[0], OR(band[1], band[2]), ZERO, &c[0],
				    &good, &bad);
			n[1] = lock(band[1], OR(band[0], band[2]), ZERO, &c[1],
				    &good, &bad);
			n[2] = lock(band[2], OR(band[0], band[1]), ZERO, &c[2],
				    &good, &bad);
			n8 = lock(nine, other_bands(nine), dead8, &c8, &good8,
				  &bad);
		} else {
			vec rows[3], rows8, claimed[3], twice[3];

			for (b = 0; b < 3; b++)
				rows[b] = row_singles(band[b]);
			rows8 = row_singles(nine);
			for (b = 0; b < 3; b++)
				band_counts(band[b], rows[b], nine, rows8, b,
					    &claimed[b], &twice[b], &good);
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
