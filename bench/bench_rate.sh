#!/bin/sh
# bench_rate.sh - the Sudoku Explainer rating (-r), puzzles per second on
# one core, beside skfr (dobrichev/skfr, a C++ rater of the same scale)
# when SKFR names its binary: the same files, runs alternating.
# See LICENSE for copying terms.
#
# usage: sh bench/bench_rate.sh ./sudoku
#
# Environment (all optional):
#   SKFR=path    skfr to compare with (built outside this tree; never
#                needed).  It reads NAME.txt in its working directory and
#                writes NAME_rat.txt there, so it runs in a scratch folder.
#   SETS="a b"   data sets, file names without .txt (default top1465 17clue
#                unbiased_1k)
#   RUNS=n       timed runs of each (default 3), after one warm-up
#   CPUTIME=path the timing helper (default bench/cputime)
#   DATA=dir     the puzzle files (make passes its DATA; unset: skipped)
#   HARD="n m"   the hardest sample: n puzzles of hardest1905_11plus past
#                its line 200 and m of hardest1106, drawn by HARD_SEED
#                (default "20 10": about half a minute a run; "0 0" skips
#                it)
#   HARD_RUNS=n  timed runs of the hardest sample (default 1, no warm-up)
#   JOBS_RUNS=n  runs of -r -j 1 and -r -j 2 on it, alternating (default 3)
#   HARD_SEED=n  the draw of the hardest sample (default 47)
# Figures are medians of puzzles / CPU time (user + sys).
prog=${1:?usage: sh bench/bench_rate.sh ./sudoku}
RUNS=${RUNS:-3}
HARD=${HARD:-20 10}
HARD_RUNS=${HARD_RUNS:-1}
JOBS_RUNS=${JOBS_RUNS:-3}
HARD_SEED=${HARD_SEED:-47}
SETS=${SETS:-top1465 17clue unbiased_1k}
DATA=${DATA:-}
CPUTIME=${CPUTIME:-$(dirname "$0")/cputime}
for n in "$RUNS" "$HARD_RUNS" "$JOBS_RUNS" "$HARD_SEED" $HARD; do
	case $n in
	'' | *[!0-9]*)
		echo "bench: RUNS, HARD_RUNS, JOBS_RUNS, HARD_SEED, HARD:" \
		    "integers" >&2
		exit 2
		;;
	esac
done
if [ ! -x "$CPUTIME" ]; then
	echo "bench: $CPUTIME not built (make bench/cputime)" >&2
	exit 2
fi
if [ -z "$DATA" ] || [ ! -d "$DATA" ]; then
	echo "bench: no data folder, rating benchmark skipped"
	exit 0
fi
suite=bench
. tests/lib.sh
cp "$prog" "$tmp/sudoku" || exit 2
prog=$tmp/sudoku
case $CPUTIME in /*) ;; *) CPUTIME=$(pwd)/$CPUTIME ;; esac
case ${SKFR-} in '' | /*) ;; *) SKFR=$(pwd)/$SKFR ;; esac
# skfr rates on one thread, as we do.
OMP_NUM_THREADS=1
export OMP_NUM_THREADS

# cpu LOG: user + sys seconds of the last line of LOG.
cpu() {
	awk 'END { print $2 + $3 }' "$1"
}

# timed RUN TIMES COMMAND...: run COMMAND under CPUTIME, its output
# thrown away, and after the warm-up (RUN 0) add its CPU seconds to the
# file TIMES.
timed() {
	timed_run=$1
	timed_to=$2
	shift 2
	"$CPUTIME" -o "$tmp/log" "$@" >/dev/null
	[ "$timed_run" -gt 0 ] && cpu "$tmp/log" >>"$timed_to"
}

# beside_skfr DIR NAME FILE FROM TO: runs FROM to TO (run 0 is a
# warm-up) of ours rating FILE and of skfr rating DIR/NAME.txt (when SKFR
# is set), alternating; their CPU seconds in $tmp/ours and $tmp/theirs.
beside_skfr() {
	: >"$tmp/ours"
	: >"$tmp/theirs"
	run=$4
	while [ "$run" -le "$5" ]; do
		timed "$run" "$tmp/ours" "$prog" -r "$3"
		if [ -n "${SKFR-}" ]; then
			(cd "$1" &&
			    timed "$run" "$tmp/theirs" "$SKFR" -i"$2" 2>/dev/null)
		fi
		run=$((run + 1))
	done
}

# median FILE: the median of a column of numbers.
median() {
	sort -g "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

printf '%-14s %8s %12s %12s %7s\n' "data set" puzzles "sudoku -r" skfr ratio
for set in $SETS; do
	file=$DATA/$set.txt
	[ -f "$file" ] || continue
	n=$(grep -c . "$file")
	mkdir -p "$tmp/$set"
	cp "$file" "$tmp/$set/$set.txt"
	beside_skfr "$tmp/$set" "$set" "$file" 0 "$RUNS"
	ours=$(median "$tmp/ours")
	if [ -n "${SKFR-}" ]; then
		theirs=$(median "$tmp/theirs")
		awk -v s="$set" -v n="$n" -v a="$ours" -v b="$theirs" 'BEGIN {
		    printf "%-14s %8d %12.0f %12.0f %7.2f\n", s, n, n / a,
			n / b, b / a }'
	else
		awk -v s="$set" -v n="$n" -v a="$ours" 'BEGIN {
		    printf "%-14s %8d %12.0f %12s %7s\n", s, n, n / a, "-", "-" }'
	fi
done
echo "(puzzles per second of CPU time, one core, median of $RUNS runs;" \
    "$(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1))"

# -x beside -r: the path written out costs little beside finding it
# (issue: at most 1.5 times -r on top1465).
printf '\n%-14s %8s %12s %12s %7s\n' "data set" puzzles "sudoku -r" "sudoku -x" "x / r"
for set in $SETS; do
	file=$DATA/$set.txt
	[ -f "$file" ] || continue
	n=$(grep -c . "$file")
	: >"$tmp/rate"
	: >"$tmp/explain"
	run=0
	while [ "$run" -le "$RUNS" ]; do
		timed "$run" "$tmp/rate" "$prog" -r "$file"
		timed "$run" "$tmp/explain" "$prog" -x "$file"
		run=$((run + 1))
	done
	awk -v s="$set" -v n="$n" -v a="$(median "$tmp/rate")" \
	    -v b="$(median "$tmp/explain")" 'BEGIN {
	    printf "%-14s %8d %12.0f %12.0f %7.2f\n", s, n, n / a, n / b, b / a }'
done
echo "(puzzles per second of CPU time, one core, median of $RUNS runs)"

# draw FILE N SKIP: N lines of FILE past its first SKIP, drawn by HARD_SEED
# (a Park-Miller generator, the same in every awk), in the file's order.
draw() {
	awk -v n="$2" -v skip="$3" -v seed="$HARD_SEED" '
	    NR > skip { line[++m] = $0 }
	    END {
		x = seed % 2147483646 + 1
		if (n > m) n = m
		while (k < n) {
			x = (x * 16807) % 2147483647
			i = x % m + 1
			if (!(i in taken)) { taken[i] = 1; k++ }
		}
		for (i = 1; i <= m; i++) if (i in taken) print line[i]
	    }' "$1"
}

# The hardest sample, where every puzzle needs nested forcing chains:
# CPU seconds beside skfr, then -j 2 against -j 1 in wall-clock time,
# whose answers must be the same.
set -- $HARD
if [ "$1$2" != 00 ] && [ -f "$DATA/hardest1905_11plus.txt" ] &&
    [ -f "$DATA/hardest1106.txt" ]; then
	mkdir -p "$tmp/hard"
	{
		draw "$DATA/hardest1905_11plus.txt" "$1" 200
		draw "$DATA/hardest1106.txt" "$2" 0
	} >"$tmp/hard/hard.txt"
	file=$tmp/hard/hard.txt
	n=$(grep -c . "$file")
	beside_skfr "$tmp/hard" hard "$file" 1 "$HARD_RUNS"
	printf '\n%-20s %8s %12s %12s %7s\n' "hardest sample" puzzles \
	    "sudoku -r" skfr ratio
	ours=$(median "$tmp/ours")
	theirs=-
	[ -n "${SKFR-}" ] && theirs=$(median "$tmp/theirs")
	awk -v n="$n" -v a="$ours" -v b="$theirs" -v h="$HARD" \
	    -v s="$HARD_SEED" 'BEGIN {
		split(h, k, " ")
		printf "%-20s %8d %11.2fs %12s %7s\n",
		    k[1] "+" k[2] ", seed " s, n, a,
		    b == "-" ? "-" : sprintf("%.2fs", b),
		    b == "-" ? "-" : sprintf("%.2f", b / a) }'
	echo "(CPU seconds, one core, median of $HARD_RUNS runs; skfr" \
	    "with OMP_NUM_THREADS=1; ratio: skfr's time / ours)"
	# -j 1 and -j 2 in turn, each run's wall-clock and CPU seconds.
	same=same
	: >"$tmp/wall1"
	: >"$tmp/wall2"
	: >"$tmp/cpu1"
	: >"$tmp/cpu2"
	run=1
	while [ "$run" -le "$JOBS_RUNS" ]; do
		for j in 1 2; do
			"$CPUTIME" -o "$tmp/log$j" "$prog" -r -j "$j" "$file" \
			    >"$tmp/out$j"
			awk 'END { print $1 }' "$tmp/log$j" >>"$tmp/wall$j"
			cpu "$tmp/log$j" >>"$tmp/cpu$j"
		done
		cmp -s "$tmp/out1" "$tmp/out2" || same=DIFFERENT
		run=$((run + 1))
	done
	awk -v a="$(median "$tmp/wall1")" -v b="$(median "$tmp/wall2")" \
	    -v ca="$(median "$tmp/cpu1")" -v cb="$(median "$tmp/cpu2")" \
	    -v same="$same" -v n="$JOBS_RUNS" 'BEGIN {
		printf "-r -j 1: %.2fs (CPU %.2fs), -j 2: %.2fs (CPU %.2fs)" \
		    " wall clock: %.2fx, answers %s (medians of %d runs)\n",
		    a, ca, b, cb, a / b, same, n }'
	[ "$same" = same ] || exit 1
fi
