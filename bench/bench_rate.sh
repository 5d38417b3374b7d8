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
# Figures are medians of puzzles / CPU time (user + sys).
prog=${1:?usage: sh bench/bench_rate.sh ./sudoku}
RUNS=${RUNS:-3}
SETS=${SETS:-top1465 17clue unbiased_1k}
DATA=${DATA:-}
CPUTIME=${CPUTIME:-$(dirname "$0")/cputime}
case $RUNS in
'' | *[!0-9]*) echo "bench: RUNS must be a positive integer" >&2; exit 2 ;;
esac
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
	: >"$tmp/ours"
	: >"$tmp/theirs"
	run=0
	while [ "$run" -le "$RUNS" ]; do
		timed "$run" "$tmp/ours" "$prog" -r "$file"
		if [ -n "${SKFR-}" ]; then
			(cd "$tmp/$set" &&
			    timed "$run" "$tmp/theirs" "$SKFR" -i"$set" 2>/dev/null)
		fi
		run=$((run + 1))
	done
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
