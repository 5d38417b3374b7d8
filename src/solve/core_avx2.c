/* core_avx2.c - the propagation of solve.c on AVX2 vectors.
 * See LICENSE for copying terms. */

/*
 * Compiled for AVX2 (and popcnt, bmi, bmi2) with target pragmas, like
 * core_avx512.c, so that the default build runs everywhere and takes this
 * core only where the CPU has them (see core.c).
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
 * The rules and passes of core_simd.h on 256-bit vectors: each band is one
 * vector of digits 0-7 (lane d the 27-bit word of digit d), and digit 8 of
 * all three bands is one more vector, 'nine', lane b its word in band b
 * (lanes 3-7 stay 0).  The same digit in the other bands is the same lane
 * of the other vectors for digits 0-7, the other lanes of 'nine' for digit
 * 8; the counts over the digits of a band take digit 8 from its lane.  So
 * a pass is four vectors where the AVX-512 core has three, each rule a few
 * more instructions without ternary logic.  Still, on a Zen 4, which runs
 * each 512-bit operation as two halves, this core is the faster one; on a
 * Zen 5 it runs a few percent behind (README.md).
 */
#ifdef CORE_AVX2

#include <immintrin.h>

typedef __m256i vec;

#define SPLAT(x) _mm256_set1_epi32((int)(x))
#define LOAD_LANES(p) _mm256_loadu_si256((const vec *)(p))
#define ZERO _mm256_setzero_si256()
#define SHR(v, n) _mm256_srli_epi32((v), (n))
#define SHL(v, n) _mm256_slli_epi32((v), (n))
#define AND(a, b) _mm256_and_si256((a), (b))
#define OR(a, b) _mm256_or_si256((a), (b))
#define SUB(a, b) _mm256_sub_epi32((a), (b))
#define ADD3(a, b, c) _mm256_add_epi32(_mm256_add_epi32((a), (b)), (c))
#define BUT(a, b) _mm256_andnot_si256((b), (a))
#define EQ(a, b) _mm256_cmpeq_epi32((a), (b))
#define OR3(a, b, c) OR(OR((a), (b)), (c))
#define MAJ(a, b, c) OR(AND((a), (b)), AND((c), OR((a), (b))))
#define SEARCH sudoku_search_avx2
#define VECTOR_TRIADS 1
#define VECTOR_PICK_CONFIG 1
/* sudoku_band_config_cells[] of band_tables.h, for lock() and
 * minus_configs(): F(c) their cells or flags, for X. */
#define CELLS(c) (c)
#define FLAGS(c) ((c) & MINIROWS)
#define BAND_CONFIGS(X, F)                                                \
	X(F(0x7007007)) X(F(0x0e38007)) X(F(0x7000e38)) X(F(0x01f8038)) \
	X(F(0x0e00fc0)) X(F(0x01c71c0))
#define CORE_CONSTANTS(X) BAND_CONFIGS(X, CELLS) BAND_CONFIGS(X, FLAGS)
#define CONSTANT_TABLE sudoku_avx2_constants

#include "core_simd.h"

/* The lanes of each half swapped in pairs at distance 2 (step 1) or 1. */
static inline vec
swap(vec v, int step)
{
	return step == 1 ? _mm256_shuffle_epi32(v, 0x4e)
			 : _mm256_shuffle_epi32(v, 0xb1);
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

/*
 * The same for the counts of the cells with one candidate or more, two or
 * more and three or more, in count[0..2], without digit 8.
 */
static inline void
count3_pair(vec a, vec b, vec count[3])
{
	vec p = _mm256_blend_epi32(a, b, 0xf0);
	vec q = _mm256_permute2x128_si256(a, b, 0x21);
	vec one = OR(p, q), two = AND(p, q), three = ZERO;
	int i;

	for (i = 1; i < 3; i++) {
		vec one2 = swap(one, i), two2 = swap(two, i);

		three = OR3(three, swap(three, i),
			    OR(AND(two, one2), AND(one, two2)));
		two = OR3(two, two2, AND(one, one2));
		one = OR(one, one2);
	}
	count[0] = one;
	count[1] = two;
	count[2] = three;
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

/* Lanes of -1 where the minirows of configuration 'c' are all open in
 * 'm'; CONFIG() the configuration's cells there. */
#define FITS(m, c) EQ(AND((m), K((c) & MINIROWS)), K((c) & MINIROWS))
#define CONFIG(m, c) AND(FITS(m, c), K(c))

/*
 * Claim, config and single for the word 'w', given its columns 'here' and
 * those of its digit in the other bands ('elsewhere'): returns the new
 * word and in '*clear' the cells to take from the other bands; '*bad'
 * gains the lanes left without a cell, except in 'dead' lanes, which hold
 * no word.  The configurations are tested one by one: six compares cost
 * less than moving minirow flags around without ternary logic.
 */
static inline __attribute__((always_inline)) vec
lock(vec w, vec here, vec elsewhere, vec dead, vec *clear, vec *bad)
{
	vec keep = claim_keep(BUT(here, elsewhere)), m = occupied(w, MINIROWS);
#define CONFIG_OF_M(c) CONFIG(m, c),
	vec config[6] = {BAND_CONFIGS(CONFIG_OF_M, CELLS)};
#undef CONFIG_OF_M
	vec fits = OR(OR3(config[0], config[1], config[2]),
		      OR3(config[3], config[4], config[5]));

	w = AND(AND(w, column_cells(keep)), fits);
	*bad = OR(*bad, BUT(EQ(w, ZERO), dead));

	*clear = single_columns(here);
	return w;
}

/* The rows of each lane of 'w' that have one cell. */
static inline vec
row_singles(vec w)
{
	vec x, rows;

	/* x & (x - 1) within the row: an empty row gives 0 either way. */
	x = AND(w, K(NINE_BITS));
	rows = AND(x, EQ(AND(x, SUB(x, K(1))), ZERO));
	x = AND(w, K(NINE_BITS << 9));
	rows = OR(rows, AND(x, EQ(AND(x, SUB(x, K(1 << 9))), ZERO)));
	x = AND(w, K(NINE_BITS << 18));
	return OR(rows, AND(x, EQ(AND(x, SUB(x, K(1 << 18))), ZERO)));
}

/*
 * Row singles for the word 'w' given its row singles 'rows' and the cells
 * that some digit of its band claims (its row's last cell): the cell of
 * one digit loses the others.
 */
static inline vec
claims(vec w, vec rows, vec claimed)
{
	return BUT(w, BUT(claimed, rows));
}

/*
 * The naked singles of the word 'w' (after claims()) that are new: the
 * cells where its digit is the last one, or that it claims, among those
 * still 'open' (see singles_pass()).
 */
static inline vec
fresh_singles(vec w, vec claimed, vec twice, vec open)
{
	return AND(BUT(w, BUT(twice, claimed)), open);
}

/* Lane b of 'v[b]' for b = 0..2 (the lanes of 'nine'), lanes 3-7 any. */
static inline vec
gather_bands(const vec v[3])
{
	return _mm256_blend_epi32(_mm256_blend_epi32(v[0], v[1], 0x02), v[2],
				  0x04);
}

/* Lanes 3-7 of the digit-8 vector, which hold no word. */
#define DEAD8 _mm256_setr_epi32(0, 0, 0, -1, -1, -1, -1, -1)

/*
 * Band 0's count from lanes 0-3 of 'pair' and band 1's from lanes 4-7
 * (count3_pair() of the two, each the same in every lane of its half),
 * band 2's from 'last', into lanes 0-2.
 */
static inline vec
lanes_of_bands(vec pair, vec last)
{
	vec high = _mm256_permute2x128_si256(pair, pair, 1);

	return _mm256_blend_epi32(_mm256_blend_epi32(pair, high, 0x02), last,
				  0x04);
}

/*
 * The cells of two candidates or more of each band b in lane b (lanes 3-7
 * any), and in '*two_only' those of exactly two: the counts over the
 * digits 0-7 of 'band' (count3_pair()), then digit 8 from 'nine'.
 */
static inline vec
band_counts(const vec band[3], vec nine, vec *two_only)
{
	vec pair[3], last[3], one, two, three;

	count3_pair(band[0], band[1], pair);
	count3_pair(band[2], band[2], last);
	one = lanes_of_bands(pair[0], last[0]);
	two = lanes_of_bands(pair[1], last[1]);
	three = lanes_of_bands(pair[2], last[2]);
	three = OR(three, AND(two, nine));
	two = OR(two, AND(one, nine));
	*two_only = BUT(two, three);
	return two;
}

/* Lanes 0-2 of 'v' into 'to[0..2]'. */
static inline void
store_bands(uint32_t to[3], vec v)
{
	__m128i low = _mm256_castsi256_si128(v);

	_mm_storel_epi64((__m128i *)to, low);
	to[2] = (uint32_t)_mm_extract_epi32(low, 2);
}

/*
 * A lock pass over the bands 'band' (digits 0-7) and 'nine' (digit
 * 8) into n[0..3], with the cells each takes from the other bands in
 * c[0..3].  'good' loses the lanes of a contradiction, 'bad' gains them.
 */
static inline __attribute__((always_inline)) void
lock_pass(const vec band[3], vec nine, vec n[4], vec c[4], vec *good,
	  vec *bad)
{
	vec col[3] = {columns(band[0]), columns(band[1]), columns(band[2])};
	vec col8 = columns(nine), else8 = other_bands(col8);

	/* A column with no place for the digit. */
	*good = AND(*good, EQ(OR3(col[0], col[1], col[2]), K(NINE_BITS)));
	*good = AND(*good, OR(EQ(OR(col8, else8), K(NINE_BITS)), DEAD8));
	n[0] = lock(band[0], col[0], OR(col[1], col[2]), ZERO, &c[0], bad);
	n[1] = lock(band[1], col[1], OR(col[0], col[2]), ZERO, &c[1], bad);
	n[2] = lock(band[2], col[2], OR(col[0], col[1]), ZERO, &c[2], bad);
	n[3] = lock(nine, col8, else8, DEAD8, &c[3], bad);
}

/*
 * A singles pass the same way.  The counts over the digits of two
 * bands fold side by side (count_pair()), digit 8 taken from its lanes.
 *
 * A naked single needs clearing once: then its digit has left its peers
 * for good.  'open[b]' (the same in every lane) holds the cells of band b
 * that may not have been cleared yet: those that had two candidates or
 * more at the start of the last singles pass, which cleared the others
 * (or, before the first, the unsolved cells, see core.h).  Only the new
 * singles among them are cleared; on sparse grids half the passes find
 * none and skip naked() (3.6% fewer instructions; 0.5% more on the
 * collections, which find some in nine passes out of ten).  The pass
 * leaves in 'open' its own cells of two candidates or more.
 */
static inline __attribute__((always_inline)) void
singles_pass(const vec band[3], vec nine, vec n[4], vec c[4], vec *good,
	     vec open[3])
{
	vec rows[3], rows8 = row_singles(nine), claimed[3], twice[3];
	vec both8, once, tc, pair, pair_twice, claimed8, twice8, fresh[4];

	/* Digit 8's words in lanes 0-2, its row singles in lanes 4-6. */
	both8 = OR(nine, _mm256_permute2x128_si256(rows8, rows8, 0x08));
	rows[0] = row_singles(band[0]);
	rows[1] = row_singles(band[1]);
	rows[2] = row_singles(band[2]);
	pair = count_pair(rows[0], rows[1],
			  PICK(both8, 4, 4, 4, 4, 5, 5, 5, 5), &tc);
	claimed[0] = spread(pair, 0);
	claimed[1] = spread(pair, 1);
	*good = AND(*good, EQ(tc, ZERO));
	once = count_pair(band[0], band[1],
			  PICK(both8, 0, 0, 0, 0, 1, 1, 1, 1), &pair_twice);
	twice[0] = spread(pair_twice, 0);
	twice[1] = spread(pair_twice, 1);
	*good = AND(*good, EQ(once, K(BAND_CELLS)));
	pair = count_pair(band[2], rows[2],
			  PICK(both8, 2, 2, 2, 2, 6, 6, 6, 6), &pair_twice);
	claimed[2] = spread(pair, 1);
	twice[2] = spread(pair_twice, 0);
	*good = AND(*good, EQ(_mm256_blend_epi32(pair, pair_twice, 0xf0),
			      _mm256_setr_epi32(BAND_CELLS, BAND_CELLS,
						BAND_CELLS, BAND_CELLS, 0, 0, 0,
						0)));
	claimed8 = gather_bands(claimed);
	twice8 = gather_bands(twice);
	n[0] = claims(band[0], rows[0], claimed[0]);
	n[1] = claims(band[1], rows[1], claimed[1]);
	n[2] = claims(band[2], rows[2], claimed[2]);
	n[3] = claims(nine, rows8, claimed8);
	fresh[0] = fresh_singles(n[0], claimed[0], twice[0], open[0]);
	fresh[1] = fresh_singles(n[1], claimed[1], twice[1], open[1]);
	fresh[2] = fresh_singles(n[2], claimed[2], twice[2], open[2]);
	fresh[3] = fresh_singles(n[3], claimed8, twice8, gather_bands(open));
	open[0] = twice[0];
	open[1] = twice[1];
	open[2] = twice[2];
	if (_mm256_testz_si256(OR(OR(fresh[0], fresh[1]),
				  OR(fresh[2], fresh[3])),
			       K(~0u))) {
		c[0] = c[1] = c[2] = c[3] = ZERO;
		return;
	}
	n[0] = naked(n[0], fresh[0], &c[0]);
	n[1] = naked(n[1], fresh[1], &c[1]);
	n[2] = naked(n[2], fresh[2], &c[2]);
	n[3] = naked(n[3], fresh[3], &c[3]);
}

/*
 * cand[] is read as three vectors of eight words: word 3 * d + b sits in
 * lane (3 * d + b) % 8, a different lane for each digit d of band b.  So
 * blending the three vectors by lane and permuting gives band b:
 * lane_of[b][d] is that lane, and digit_at[b] the inverse permutation,
 * for the way back.
 */
static const int32_t lane_of[3][8] = {
	{0, 3, 6, 1, 4, 7, 2, 5},
	{1, 4, 7, 2, 5, 0, 3, 6},
	{2, 5, 0, 3, 6, 1, 4, 7},
};
static const int32_t digit_at[3][8] = {
	{0, 3, 6, 1, 4, 7, 2, 5},
	{5, 0, 3, 6, 1, 4, 7, 2},
	{2, 5, 0, 3, 6, 1, 4, 7},
};

static inline void
load(const struct band_state *s, vec band[3], vec *nine)
{
	vec a = _mm256_loadu_si256((const __m256i *)s->cand);
	vec b = _mm256_loadu_si256((const __m256i *)(s->cand + 8));
	vec c = _mm256_loadu_si256((const __m256i *)(s->cand + 16));
	/* Words 23-26 moved down a lane: 24-26, then 0 in lane 3. */
	__m128i n = _mm_srli_si128(
		_mm_loadu_si128((const __m128i *)(s->cand + 23)), 4);

	band[0] = _mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x92), c, 0x24);
	band[1] = _mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x24), c, 0x49);
	band[2] = _mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x49), c, 0x92);
	band[0] = _mm256_permutevar8x32_epi32(
		band[0], _mm256_loadu_si256((const __m256i *)lane_of[0]));
	band[1] = _mm256_permutevar8x32_epi32(
		band[1], _mm256_loadu_si256((const __m256i *)lane_of[1]));
	band[2] = _mm256_permutevar8x32_epi32(
		band[2], _mm256_loadu_si256((const __m256i *)lane_of[2]));
	*nine = _mm256_zextsi128_si256(n);
}

static inline void
store(struct band_state *s, const vec band[3], vec nine)
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

/*
 * The tally over the eight lanes of 'x' (digits 0-7, one word each) and
 * 'x8' (digit 8, the same in every lane), in every lane.  The first two
 * steps merge counts that cannot reach three or four yet, so they skip
 * those.
 */
static inline __attribute__((always_inline)) struct vtally
fold_tally(vec x, vec x8)
{
	vec y = _mm256_permute2x128_si256(x, x, 1), one, two;
	struct vtally t, v;

	one = OR(x, y);
	two = AND(x, y);
	t = tally_of_twos(one, two, swap(one, 1), swap(two, 1));
	v.one = swap(t.one, 2);
	v.two = swap(t.two, 2);
	v.three = swap(t.three, 2);
	v.four = swap(t.four, 2);
	tally_merge(&t, &v);
	t.four = OR(t.four, AND(t.three, x8));
	t.three = OR(t.three, AND(t.two, x8));
	t.two = OR(t.two, AND(t.one, x8));
	t.one = OR(t.one, x8);
	return t;
}

/* Lane b of 'v' in every lane. */
static inline vec
lane(vec v, int b)
{
	return _mm256_permutevar8x32_epi32(v, K(b));
}

/*
 * search_template.h's band_triads() for band 'b': digits 0-7 in
 * band[b], digit 8 in lane b of '*nine'.  Returns 0 on a contradiction.
 */
static inline __attribute__((always_inline)) int
band_triads_vec(vec band[3], vec *nine, int b)
{
	int o1 = b == 0 ? 1 : 0, o2 = b == 2 ? 1 : 2;
	vec m = occupied(band[b], MINIROWS), m8 = occupied(*nine, MINIROWS);
	vec must = minirow_must(m), must8 = minirow_must(m8);
	vec fill, full, here, else8, taken, taken8, keep;
	struct vtally t;
	const vec lane_b = EQ(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), K(b));

	t = fold_tally(OR(m, SHL(must, 1)), lane(OR(m8, SHL(must8, 1)), b));
	if (!_mm256_testz_si256(triad_verdict_vec(&t, MINIROWS, 1, &fill,
						  &full),
				K(~0u)))
		return 0;
	if (!_mm256_testz_si256(OR(fill, full), OR(fill, full))) {
		band[b] = BUT(band[b], minirow_clear(m, must, fill, full));
		*nine = BUT(*nine, AND(minirow_clear(m8, must8, fill, full),
				       lane_b));
	}

	here = columns(band[b]);
	must = column_must(here, columns(OR(band[o1], band[o2])));
	m8 = columns(*nine);
	else8 = other_bands(m8);
	must8 = column_must(m8, else8);
	t = fold_tally(OR(here, SHL(must, 9)), lane(OR(m8, SHL(must8, 9)), b));
	if (!_mm256_testz_si256(triad_verdict_vec(&t, NINE_BITS, 9, &fill,
						  &full),
				K(~0u)))
		return 0;
	if (_mm256_testz_si256(OR(fill, full), OR(fill, full)))
		return 1;
	keep = column_clear(here, must, fill, full, &taken);
	band[b] = BUT(band[b], column_cells(keep));
	band[o1] = BUT(band[o1], column_cells(taken));
	band[o2] = BUT(band[o2], column_cells(taken));
	keep = column_clear(m8, must8, fill, full, &taken8);
	keep = AND(keep, lane_b);
	taken8 = AND(taken8, lane_b);
	*nine = BUT(*nine, column_cells(OR(keep, other_bands(taken8))));
	return 1;
}

/* search_template.h's triads_round() on vectors: the bands in turn. */
static int
triads_round(struct band_state *s, int *changed)
{
	vec band[3], nine, was[4], diff;

	load(s, band, &nine);
	was[0] = band[0];
	was[1] = band[1];
	was[2] = band[2];
	was[3] = nine;
	if (!band_triads_vec(band, &nine, 0) ||
	    !band_triads_vec(band, &nine, 1) ||
	    !band_triads_vec(band, &nine, 2))
		return 0;
	diff = OR(OR(_mm256_xor_si256(was[0], band[0]),
		     _mm256_xor_si256(was[1], band[1])),
		  OR(_mm256_xor_si256(was[2], band[2]),
		     _mm256_xor_si256(was[3], nine)));
	*changed = !_mm256_testz_si256(diff, diff);
	if (*changed)
		store(s, band, nine);
	return 1;
}

/* How many configurations each lane's word has left, negated. */
static inline vec
minus_configs(vec w)
{
	vec m = occupied(w, MINIROWS);
#define FITS_OF_M(c) FITS(m, c),
	vec fits[6] = {BAND_CONFIGS(FITS_OF_M, CELLS)};
#undef FITS_OF_M

	return _mm256_add_epi32(ADD3(fits[0], fits[1], fits[2]),
				ADD3(fits[3], fits[4], fits[5]));
}

/* The lanes of 'v' that are -1, as bits. */
static inline unsigned
lane_bits(vec v)
{
	return (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(v));
}

/* search_template.h's pick_config(): all the words counted at once. */
static unsigned
pick_config(const struct band_state *s, int *word)
{
	vec band[3], nine;
	unsigned two8, digits;
	int b, best = 27;

	load(s, band, &nine);
	two8 = lane_bits(EQ(minus_configs(nine), K(-2)));
	for (b = 0; b < 3; b++) {
		/* Lane d of band[b] is digit d; digit 8 is lane b of nine. */
		digits = lane_bits(EQ(minus_configs(band[b]), K(-2))) |
			 (two8 >> b & 1) << 8;
		if (digits != 0 && 3 * lowest_bit(digits) + b < best)
			best = 3 * lowest_bit(digits) + b;
	}
	if (best == 27)
		return 0;
	*word = best;
	return sudoku_band_config_valid[minirows(s->cand[best])];
}

static int
propagate(struct band_state *s, uint32_t pairs[3])
{
	vec band[3], nine, n[4], c[4], good = K(~0u), bad = ZERO;
	vec changed, many, two_only, open[3];
	unsigned quiet = 0, moved = 0;
	int kind = 1, b;

	load(s, band, &nine);
	for (b = 0; b < 3; b++)
		open[b] = _mm256_set1_epi32((int)s->unsolved[b]);
	/* Singles first: the search comes here after placing a digit or
	 * keeping one configuration, whose consequences the cheaper singles
	 * pass mostly finds (2-3% fewer instructions; same fixpoint). */
	for (;;) {
		if (kind == 0)
			lock_pass(band, nine, n, c, &good, &bad);
		else
			singles_pass(band, nine, n, c, &good, open);
		if (!_mm256_testc_si256(good, K(~0u)) ||
		    !_mm256_testz_si256(bad, bad))
			return CONTRADICTION;
		n[0] = BUT(n[0], OR(c[1], c[2]));
		n[1] = BUT(n[1], OR(c[0], c[2]));
		n[2] = BUT(n[2], OR(c[0], c[1]));
		n[3] = BUT(n[3], other_bands(c[3]));
		changed = OR(OR(_mm256_xor_si256(n[0], band[0]),
				_mm256_xor_si256(n[1], band[1])),
			     OR(_mm256_xor_si256(n[2], band[2]),
				_mm256_xor_si256(n[3], nine)));
		band[0] = n[0];
		band[1] = n[1];
		band[2] = n[2];
		nine = n[3];
		quiet = quiet << 1 | (unsigned)_mm256_testz_si256(changed,
								   changed);
		moved |= ~quiet & 1;
		if ((quiet & 3) == 3)
			break;
		kind ^= 1;
	}
	/* Nearly half the calls change nothing: 'cand' holds their state. */
	if (moved)
		store(s, band, nine);

	many = band_counts(band, nine, &two_only);
	store_bands(s->unsolved, many);
	store_bands(pairs, two_only);
	return _mm256_testz_si256(many, BUT(K(~0u), DEAD8)) ? SOLVED : STUCK;
}

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#endif /* CORE_AVX2; elsewhere core.c leaves it out */
