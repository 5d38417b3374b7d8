#!/bin/sh
# bench_csv.sh - a Kaggle-shaped CSV against the same puzzles as plain
# 81-character lines.  See LICENSE for copying terms.
#
# usage: sh tests/bench_csv.sh ./sudoku
#
# From $DATA/kaggle_10k.txt repeated $COPIES times it writes the plain
# file and a CSV as the Kaggle set has it (header "quizzes,solutions", '0'
# blanks, the solution the binary itself prints), then times 'sudoku -s'
# on the lines, on the CSV and on the CSV with --verify, alternating, $RUNS
# times each, and prints the median puzzles/s in CPU time and each against
# the plain lines.  Issue #16: the CSV within 10% of the plain lines.
#
# Environment (all optional): DATA (default ../shared/data), RUNS (5),
# COPIES (10: 100,000 puzzles), CPUTIME (tests/cputime).
# Exits 0 unless the binary failed; a slow result is reported, not failed.

prog=${1:?usage: sh tests/bench_csv.sh ./sudoku}
DATA=${DATA:-../shared/data}
RUNS=${RUNS:-5}
COPIES=${COPIES:-10}
CPUTIME=${CPUTIME:-$(dirname "$0")/cputime}
BAR=0.90

if [ ! -f "$DATA/kaggle_10k.txt" ]; then
	echo "bench_csv: no $DATA/kaggle_10k.txt; skipping"
	exit 0
fi
if [ ! -x "$CPUTIME" ]; then
	echo "bench_csv: $CPUTIME not built (make tests/cputime)" >&2
	exit 2
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench_csv.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
i=0
while [ $i -lt "$COPIES" ]; do
	cat "$DATA/kaggle_10k.txt"
	i=$((i + 1))
done >"$tmp/lines.txt"
"$prog" -f line "$tmp/lines.txt" >"$tmp/solutions" || exit 2
{
	echo 'quizzes,solutions'
	tr . 0 <"$tmp/lines.txt" | paste -d , - "$tmp/solutions"
} >"$tmp/kaggle.csv"
npuz=$(wc -l <"$tmp/lines.txt")

# One timed run of "$prog" $2... on file $1; appends CPU puzzles/s to $3.
run() {
	input=$1 out=$2
	shift 2
	"$CPUTIME" -o "$tmp/res" "$prog" -s "$@" <"$input" >/dev/null \
	    2>"$tmp/err"
	read -r _ user sys _ code <"$tmp/res"
	if [ "$code" -ne 0 ]; then
		echo "bench_csv: $prog -s $* failed (exit $code):" >&2
		cat "$tmp/err" >&2
		exit 1
	fi
	awk -v n="$npuz" -v u="$user" -v s="$sys" \
	    'BEGIN { printf "%.1f\n", (u + s > 0 ? n / (u + s) : 0) }' >>"$out"
}
median() {
	sort -n "$1" | awk '{ v[NR] = $1 } END {
		printf "%.0f\n", NR % 2 ? v[(NR + 1) / 2] \
		    : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

run "$tmp/lines.txt" "$tmp/warm"	# warm-up, not counted
i=0
while [ $i -lt "$RUNS" ]; do
	run "$tmp/lines.txt" "$tmp/plain"
	run "$tmp/kaggle.csv" "$tmp/csv"
	run "$tmp/kaggle.csv" "$tmp/verify" --verify
	i=$((i + 1))
done
plain=$(median "$tmp/plain")
echo "CSV input: $npuz Kaggle puzzles, CPU puzzles/s, median of $RUNS" \
    "alternating runs (issue #16: CSV at least ${BAR}x the lines)"
printf '%-28s %10s %7s\n' input "CPU p/s" "x lines"
printf '%-28s %10d %7s\n' "81-character lines" "$plain" 1.00
for kind in csv verify; do
	label="quizzes,solutions CSV"
	[ $kind = verify ] && label="the same CSV, --verify"
	awk -v l="$label" -v p="$(median "$tmp/$kind")" -v b="$plain" \
	    -v bar="$BAR" 'BEGIN {
		r = b ? p / b : 0
		printf "%-28s %10d %7.2f%s\n", l, p, r,
		    (r >= bar ? "" : "  below the bar")
	}'
done
