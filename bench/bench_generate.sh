#!/bin/sh
# bench_generate.sh - -g: unique minimal puzzles per second, on one core
# and on all of them, beside qqwing's --generate when it is installed; and
# -m and --minimize on the shared data sets, on one core.
# See LICENSE for copying terms.
#
# usage: sh bench/bench_generate.sh ./sudoku
#
# Each configuration runs once to warm up, then $RUNS times; the medians
# are printed in CPU time (user + sys, the steadiest figure on a shared
# machine) and in wall time.  Every puzzle of one run is checked with
# 'sudoku -m' (unique and minimal) before anything is timed.
#
# Environment (all optional):
#   N=n          puzzles per run (default 5000; qqwing gets N / 10)
#   RUNS=n       timed runs per configuration (default 3)
#   QQWING=path  qqwing to compare with; default: 'qqwing' on PATH, if any
#   CPUTIME=path the timing helper (default bench/cputime)
#   DATA=dir     puzzle files for -m and --minimize (make bench passes its DATA)
# Slow results are reported, not failed; a wrong puzzle fails (exit 1).
prog=${1:?usage: sh bench/bench_generate.sh ./sudoku}
N=${N:-5000}
RUNS=${RUNS:-3}
CPUTIME=${CPUTIME:-$(dirname "$0")/cputime}
FLOOR=1000	# the toolkit's floor: puzzles/s on one core
GOAL=10000
if [ -z "${QQWING-}" ] && command -v qqwing >/dev/null 2>&1; then
	QQWING=qqwing
fi

case $N$RUNS in
*[!0-9]*) echo "bench: N and RUNS must be positive integers" >&2; exit 2 ;;
esac
if [ ! -x "$CPUTIME" ]; then
	echo "bench: $CPUTIME not built (make bench/cputime)" >&2
	exit 2
fi
suite=bench
. tests/lib.sh
bin=$tmp/sudoku
cp "$prog" "$bin" || exit 2

# Every generated puzzle is unique and minimal, and they are N.
"$bin" -g "$N" --seed 1 >"$tmp/puzzles" || exit 1
answers=$("$bin" -m "$tmp/puzzles" | sort | uniq -c | sed 's/^ *//')
if [ "$answers" != "$N minimal" ]; then
	echo "bench: sudoku -g $N gave puzzles that are not unique and" \
	    "minimal: $answers" >&2
	exit 1
fi
clues=$(awk '{ n += gsub(/[1-9]/, "") } END { printf "%.1f", n / NR }' \
    "$tmp/puzzles")

# run COUNT LABEL CMD...: time CMD $RUNS times after a warm-up; print the
# medians of COUNT / CPU time and COUNT / wall time.
run() {
	count=$1
	label=$2
	shift 2
	: >"$tmp/rates"
	i=0
	while [ $i -le "$RUNS" ]; do
		"$CPUTIME" -o "$tmp/res" "$@" <"$input" >/dev/null 2>&1
		read -r wall user sys _ code <"$tmp/res"
		if [ "$code" != 0 ]; then
			echo "bench: $* failed (exit $code)" >&2
			exit 1
		fi
		[ $i -gt 0 ] && awk -v n="$count" -v w="$wall" -v u="$user" \
		    -v s="$sys" 'BEGIN { printf "%.1f %.1f\n", n / (u + s),
			n / w }' >>"$tmp/rates"
		i=$((i + 1))
	done
	for col in 1 2; do
		awk -v c=$col '{ print $c }' "$tmp/rates" | sort -n | awk '
			{ v[NR] = $1 }
			END {
				m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
				printf "%.0f\n", m
			}'
	done | paste -s -d ' ' - >"$tmp/median"
	read -r cpu_rate wall_rate <"$tmp/median"
	printf '%-40s %12s %12s\n' "$label" "$cpu_rate" "$wall_rate"
}

input=/dev/null
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
echo "generate bench: $N puzzles per run, all unique and minimal, $clues" \
    "clues on average;"
echo "median of $RUNS runs after a warm-up; load average at start:" \
    "$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)"
printf '%-40s %12s %12s\n' "puzzles/s" "CPU time" "wall time"
run "$N" "sudoku -g $N -j 1" "$bin" -g "$N" --seed 2 -j 1
one=$cpu_rate
run "$N" "sudoku -g $N -j 0 ($cores cores)" "$bin" -g "$N" --seed 2 -j 0
run "$N" "sudoku -g $N -j 1 --symmetry rot180" "$bin" -g "$N" --seed 2 \
    --symmetry rot180
if [ -n "${QQWING-}" ]; then
	q=$((N / 10))
	[ $q -gt 0 ] || q=1
	run "$q" "qqwing --generate $q --one-line" "$QQWING" --generate "$q" \
	    --one-line
else
	echo "qqwing: not found; set QQWING=path to compare"
fi
data=${DATA:-}	# make passes the folder; unset: skipped
for job in "-m 17clue" "-m unbiased_1k" "--minimize kaggle_10k" \
    "--minimize top1465"; do
	input=$data/${job#* }.txt
	[ -f "$input" ] || continue
	# shellcheck disable=SC2086 # the option is meant to be split off
	run "$(grep -c . "$input")" "sudoku ${job% *} ${job#* }" "$bin" ${job% *}
done
[ -d "$data" ] || echo "$data not found: -m and --minimize not timed"
if [ "${one%.*}" -lt $FLOOR ]; then
	echo "generate bench: BELOW FLOOR: $one puzzles/s on one core" \
	    "(floor $FLOOR, goal $GOAL)"
else
	echo "generate bench: one core $one puzzles/s (floor $FLOOR, goal" \
	    "$GOAL)"
fi
