/* core_avx512.c - the propagation of solve.c on AVX-512 vectors.
 * See LICENSE for copying terms. */

/*
 * Everything here is compiled for AVX-512 (and popcnt), with the
 * compiler's target pragmas rather than -mavx512f, so that the default
 * build runs everywhere and takes this core only where the CPU has it (see
 * core.c).  The pragmas come first so that the headers' inline helpers,
 * such as bit_count(), are compiled for it too.
 */
#if defined(__x86_64__) && defined(__GNUC__)
#define CORE_AVX512 1
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target( \
	"avx512f,avx512bw,avx512dq,avx512vl,popcnt"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512dq,avx512vl,popcnt")
#endif
#endif

#include "core.h"

/*
 * Each band is one 512-bit vector: lane d holds the 27-bit word of digit
 * d (lanes 9-15 stay 0).  A pass applies one kind of the rules of
 * core_simd.h to all nine digits of all three bands at once, from the
 * same start (so that the three bands' work overlaps in the CPU).
 * Dependency chains, not instruction counts, set the pace here: passes
 * that took up each band in turn ran about 25% slower.
 */
#ifdef CORE_AVX512

#include <immintrin.h>

typedef __m512i vec;

#define SPLAT(x) _mm512_set1_epi32((int)(x))
#define LOAD_LANES(p) _mm512_loadu_si512(p)
#define SHR(v, n) _mm512_srli_epi32((v), (n))
#define SHL(v, n) _mm512_slli_epi32((v), (n))
#define AND(a, b) _mm512_and_si512((a), (b))
#define OR(a, b) _mm512_or_si512((a), (b))
#define SUB(a, b) _mm512_sub_epi32((a), (b))
/* a & ~b */
#define BUT(a, b) _mm512_andnot_si512((b), (a))
#define OR3(a, b, c) _mm512_ternarylogic_epi32((a), (b), (c), 0xfe)
/* Bits set in at least two of a, b, c. */
#define MAJ(a, b, c) _mm512_ternarylogic_epi32((a), (b), (c), 0xe8)
/* Lanes 0-8, the digits. */
#define DIGIT_LANES 0x1ffu /* lanes 0-8, one per digit */
#define SEARCH sudoku_search_avx512
#define VECTOR_TRIADS 1
/* The masks of next_box() and last_box() (0x40201 is ROW_STARTS). */
#define CORE_CONSTANTS(X) X(0x241209) X(0x1008040) X(0x1209048)
#define CONSTANT_TABLE sudoku_avx512_constants

#include "core_simd.h"

/* Minirow flags moved to the next box of their row, (r, b + 1) -> (r, b). */
static inline vec
next_box(vec m)
{
	return OR(AND(SHR(m, 3), K(0x241209)), AND(SHL(m, 6), K(0x1008040)));
}

/* The same for the box after that, (r, b + 2) -> (r, b). */
static inline vec
last_box(vec m)
{
	return OR(AND(SHR(m, 6), K(0x40201)), AND(SHL(m, 3), K(0x1209048)));
}

/* The lanes swapped in pairs at distance 8, 4, 2 and 1 (steps 0-3). */
static inline vec
swap(vec v, int step)
{
	switch (step) {
	case 0:
		return _mm512_shuffle_i32x4(v, v, 0x4e);
	case 1:
		return _mm512_shuffle_i32x4(v, v, 0xb1);
	case 2:
		return _mm512_shuffle_epi32(v, _MM_PERM_BADC);
	default:
		return _mm512_shuffle_epi32(v, _MM_PERM_CDAB);
	}
}

/*
 * Over all lanes, in every lane: the cells some digit may take, and in
 * '*twice' the cells two digits may take.
 */
static inline vec
count_two(vec v, vec *twice)
{
	vec t = _mm512_setzero_si512();
	int i;

	for (i = 0; i < 4; i++) {
		vec v2 = swap(v, i), t2 = swap(t, i);

		t = OR3(t, t2, AND(v, v2));
		v = OR(v, v2);
	}
	*twice = t;
	return v;
}

/*
 * Claim, config and single for the word 'w' of a band, 'others' the union
 * of the other two: returns the new word and in '*clear' the cells to take
 * from the other bands, or 0 in '*bad' lanes on a contradiction (a column
 * with no place for the digit, or a band with no configuration).
 */
static inline __attribute__((always_inline)) vec
lock(vec w, vec others, vec *clear, __mmask16 *bad)
{
	vec here = columns(w), elsewhere = columns(others);
	vec keep, m, r1, r2, fits;

	*bad |= _mm512_mask_cmpneq_epi32_mask(DIGIT_LANES, OR(here, elsewhere),
					      K(NINE_BITS));
	keep = claim_keep(BUT(here, elsewhere));
	/* (r, b) fits if (r+1, b+1) and (r+2, b+2), or (r+1, b+2) and
	 * (r+2, b+1), are open too. */
	m = occupied(w, MINIROWS);
	w = AND(w, column_cells(keep));
	r1 = AND(OR(SHR(m, 9), SHL(m, 18)), K(MINIROWS));
	r2 = AND(OR(SHR(m, 18), SHL(m, 9)), K(MINIROWS));
	fits = AND(m, OR(AND(next_box(r1), last_box(r2)),
			 AND(last_box(r1), next_box(r2))));
	w = AND(w, group_of(fits));
	*bad |= _mm512_mask_testn_epi32_mask(DIGIT_LANES, w, w);

	*clear = single_columns(here);
	return w;
}

/*
 * Row singles for the word 'w' of a band: returns the new word, in
 * '*fresh' its naked singles among the cells of '*open' (see propagate()),
 * and then in '*open' its cells of two candidates or more; or sets '*bad'
 * on a contradiction (a cell with no candidate, or a cell that two digits
 * each need; for two cells of a unit that can only take the same digit,
 * see naked()).
 */
static inline __attribute__((always_inline)) vec
claims(vec w, vec *open, vec *fresh, __mmask16 *bad)
{
	vec x, rows, claimed, twice_claimed, once, twice;
	__mmask16 k;

	/* The rows of a word with one cell, with the subtraction borrowing
	 * only inside the row (an empty row gives 0 either way). */
	x = AND(w, K(NINE_BITS));
	k = _mm512_testn_epi32_mask(x, _mm512_sub_epi32(x, K(1)));
	rows = _mm512_maskz_mov_epi32(k, x);
	x = AND(w, K(NINE_BITS << 9));
	k = _mm512_testn_epi32_mask(x, _mm512_sub_epi32(x, K(1 << 9)));
	rows = _mm512_mask_or_epi32(rows, k, rows, x);
	x = AND(w, K(NINE_BITS << 18));
	k = _mm512_testn_epi32_mask(x, _mm512_sub_epi32(x, K(1 << 18)));
	rows = _mm512_mask_or_epi32(rows, k, rows, x);
	/* Both counts from the same word, side by side: a claimed cell
	 * keeps only its digit, so after the claims the cells of two
	 * candidates are the others, unless two digits claim one cell. */
	claimed = count_two(rows, &twice_claimed);
	once = count_two(w, &twice);
	w = _mm512_ternarylogic_epi32(w, claimed, rows, 0xb0);
	*bad |= _mm512_mask_cmpneq_epi32_mask(1, once, K(BAND_CELLS)) |
		_mm512_mask_test_epi32_mask(1, twice_claimed, twice_claimed);

	*fresh = AND(BUT(w, BUT(twice, claimed)), *open);
	*open = twice;
	return w;
}

/* Whether b0..b2 are still what band[] holds. */
#define SAME()                                                          \
	((_mm512_cmpneq_epi32_mask(b0, band[0]) |                       \
	  _mm512_cmpneq_epi32_mask(b1, band[1]) |                       \
	  _mm512_cmpneq_epi32_mask(b2, band[2])) == 0)

/* Each band's new word less what the other two take from it. */
#define APPLY(n, c)                                                     \
	do {                                                            \
		b0 = BUT(n##0, OR(c##1, c##2));                         \
		b1 = BUT(n##1, OR(c##0, c##2));                         \
		b2 = BUT(n##2, OR(c##0, c##1));                         \
	} while (0)

static const int32_t lane_of_band[3][16] = {
	{0, 3, 6, 9, 12, 15, 18, 21, 24},
	{1, 4, 7, 10, 13, 16, 19, 22, 25},
	{2, 5, 8, 11, 14, 17, 20, 23, 26},
};

/* cand[] to the band vectors, and back. */
static inline void
load(const struct band_state *s, vec band[3])
{
	vec lo = _mm512_loadu_si512(s->cand);
	vec hi = _mm512_maskz_loadu_epi32(0x7ff, s->cand + 16);
	int b;

	for (b = 0; b < 3; b++)
		band[b] = _mm512_maskz_permutex2var_epi32(
		    DIGIT_LANES, lo, _mm512_loadu_si512(lane_of_band[b]), hi);
}

static const int32_t from_band[2][16] = {
	{0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5},
	{21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 0, 0, 0, 0, 0},
};
static const int32_t from_band2[2][16] = {
	{0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0, 4, 0},
	{0, 5, 0, 0, 6, 0, 0, 7, 0, 0, 8, 0, 0, 0, 0, 0},
};
/* The lanes of cand[] that come from band 2. */
static const __mmask16 of_band2[2] = {0x4924, 0x0492};

static inline void
store(struct band_state *s, const vec band[3])
{
	int h;

	for (h = 0; h < 2; h++) {
		vec v = _mm512_permutex2var_epi32(
			band[0], _mm512_loadu_si512(from_band[h]), band[1]);

		v = _mm512_mask_permutexvar_epi32(
			v, of_band2[h], _mm512_loadu_si512(from_band2[h]),
			band[2]);
		if (h == 0)
			_mm512_storeu_si512(s->cand, v);
		else
			_mm512_mask_storeu_epi32(s->cand + 16, 0x7ff, v);
	}
}

/*
 * The tally over all the lanes of 'x' (one word per digit), in every lane.
 * The first two steps merge counts that cannot reach three or four yet,
 * so they skip those.
 */
static inline __attribute__((always_inline)) struct vtally
fold_tally(vec x)
{
	vec y = swap(x, 0), one, two;
	struct vtally t;
	int i;

	one = OR(x, y);
	two = AND(x, y);
	t = tally_of_twos(one, two, swap(one, 1), swap(two, 1));
	for (i = 2; i < 4; i++) {
		struct vtally v = {swap(t.one, i), swap(t.two, i),
				   swap(t.three, i), swap(t.four, i)};

		tally_merge(&t, &v);
	}
	return t;
}

/* Whether 'v' has a bit set in any lane. */
static inline int
any(vec v)
{
	return _mm512_test_epi32_mask(v, v) != 0;
}

/*
 * search_template.h's band_triads() for band 'b' (lanes 9-15 hold no
 * word, and count nothing).  Returns 0 on a contradiction.
 */
static inline __attribute__((always_inline)) int
band_triads_vec(vec band[3], int b)
{
	int o1 = b == 0 ? 1 : 0, o2 = b == 2 ? 1 : 2;
	vec m = occupied(band[b], MINIROWS), must = minirow_must(m);
	vec fill, full, here, taken, keep;
	struct vtally t = fold_tally(OR(m, SHL(must, 1)));

	if (any(triad_verdict_vec(&t, MINIROWS, 1, &fill, &full)))
		return 0;
	if (any(OR(fill, full)))
		band[b] = BUT(band[b], minirow_clear(m, must, fill, full));

	here = columns(band[b]);
	must = column_must(here, columns(OR(band[o1], band[o2])));
	t = fold_tally(OR(here, SHL(must, 9)));
	if (any(triad_verdict_vec(&t, NINE_BITS, 9, &fill, &full)))
		return 0;
	if (!any(OR(fill, full)))
		return 1;
	keep = column_clear(here, must, fill, full, &taken);
	band[b] = BUT(band[b], column_cells(keep));
	band[o1] = BUT(band[o1], column_cells(taken));
	band[o2] = BUT(band[o2], column_cells(taken));
	return 1;
}

/* search_template.h's triads_round() on vectors: the bands in turn. */
static int
triads_round(struct band_state *s, int *changed)
{
	vec band[3], was[3];

	load(s, band);
	was[0] = band[0];
	was[1] = band[1];
	was[2] = band[2];
	if (!band_triads_vec(band, 0) || !band_triads_vec(band, 1) ||
	    !band_triads_vec(band, 2))
		return 0;
	*changed = (_mm512_cmpneq_epi32_mask(was[0], band[0]) |
		    _mm512_cmpneq_epi32_mask(was[1], band[1]) |
		    _mm512_cmpneq_epi32_mask(was[2], band[2])) != 0;
	if (*changed)
		store(s, band);
	return 1;
}

static int
propagate(struct band_state *s, uint32_t pairs[3])
{
	vec band[3], b0, b1, b2, n0, n1, n2, c0, c1, c2, o0, o1, o2, f0, f1, f2;
	__mmask16 bad = 0;
	unsigned quiet = 0;	/* per pass, last in bit 0: changed nothing */
	unsigned moved = 0;	/* some pass changed something */
	int kind = 1;		/* of the next pass: 0 lock(), 1 claims() */
	uint32_t many[3];
	int b;

	load(s, band);
	b0 = band[0];
	b1 = band[1];
	b2 = band[2];
	o0 = _mm512_set1_epi32((int)s->unsolved[0]);
	o1 = _mm512_set1_epi32((int)s->unsolved[1]);
	o2 = _mm512_set1_epi32((int)s->unsolved[2]);
	/*
	 * The three bands at once from the same start, for parallelism:
	 * the fixpoint is the same.  It is reached when a pass of either
	 * kind and the pass of the other kind before it changed nothing.
	 * Singles come first: after a placement they find most of what
	 * there is, for less than a lock pass.
	 *
	 * A naked single is cleared once, as in the AVX2 core's
	 * singles_pass(): o0..o2 hold the cells of each band that may not
	 * have been, and when no band has a new single, naked() is skipped.
	 */
	for (;;) {
		if (kind == 0) {
			n0 = lock(b0, OR(b1, b2), &c0, &bad);
			n1 = lock(b1, OR(b0, b2), &c1, &bad);
			n2 = lock(b2, OR(b0, b1), &c2, &bad);
		} else {
			n0 = claims(b0, &o0, &f0, &bad);
			n1 = claims(b1, &o1, &f1, &bad);
			n2 = claims(b2, &o2, &f2, &bad);
			if (any(OR3(f0, f1, f2))) {
				n0 = naked(n0, f0, &c0);
				n1 = naked(n1, f1, &c1);
				n2 = naked(n2, f2, &c2);
			} else {
				c0 = c1 = c2 = _mm512_setzero_si512();
			}
		}
		if (bad)
			return CONTRADICTION;
		band[0] = b0;
		band[1] = b1;
		band[2] = b2;
		APPLY(n, c);
		quiet = quiet << 1 | SAME();
		moved |= ~quiet & 1;
		if ((quiet & 3) == 3)
			break;
		kind ^= 1;
	}
	band[0] = b0;
	band[1] = b1;
	band[2] = b2;
	/* Nearly half the calls change nothing: 'cand' holds their state. */
	if (moved)
		store(s, band);

	for (b = 0; b < 3; b++) {
		vec one = band[b], two = _mm512_setzero_si512(), three = two;
		int i;

		for (i = 0; i < 4; i++) {
			vec one2 = swap(one, i), two2 = swap(two, i);

			three = OR3(three, swap(three, i),
				    OR3(AND(two, one2), AND(one, two2),
					AND(two, two2)));
			two = OR3(two, two2, AND(one, one2));
			one = OR(one, one2);
		}
		many[b] = (uint32_t)_mm_cvtsi128_si32(
			_mm512_castsi512_si128(two));
		pairs[b] = many[b] & ~(uint32_t)_mm_cvtsi128_si32(
			_mm512_castsi512_si128(three));
		s->unsolved[b] = many[b];
	}
	if ((many[0] | many[1] | many[2]) == 0)
		return SOLVED;
	return STUCK;
}

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#endif /* CORE_AVX512; elsewhere core.c leaves it out */
