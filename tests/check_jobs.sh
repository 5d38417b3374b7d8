#!/bin/sh
# check_jobs.sh - output with worker threads is byte-identical to one
# thread, in every mode, on good and bad input; GNU parallel, where it is
# installed, gives the same bytes as one process.  See LICENSE.
# Usage: sh tests/check_jobs.sh ./sudoku
bin=${1:-./sudoku}
data=${DATA:-}	# make passes the folder; unset: skipped
suite=jobs
. tests/lib.sh

# Run 'sudoku ARGS INPUT' with -j 1 and -j N; stdout, stderr and the exit
# status must all agree.
same_jobs() {
	jobs=$1
	input=$2
	shift 2
	"$bin" -j 1 "$@" "$input" >"$tmp/out1" 2>"$tmp/err1"
	status1=$?
	"$bin" -j "$jobs" "$@" "$input" >"$tmp/outN" 2>"$tmp/errN"
	statusN=$?
	if cmp -s "$tmp/out1" "$tmp/outN" && cmp -s "$tmp/err1" "$tmp/errN" &&
	    [ $status1 = $statusN ]; then
		pass
	else
		fail "-j $jobs $* $input differs from -j 1"
	fi
}

# A batch of everything the golden tests hold, bad puzzles included,
# repeated so that it spans several windows of work.
mixed_batch 20 >"$tmp/mixed.txt"
for mode in "" -u -c "-c -l 5" -t "-t -b" -e -r --canon "-f json -r" \
    "-f json -t -b"; do
	# shellcheck disable=SC2086 # the mode is meant to be split
	same_jobs 4 "$tmp/mixed.txt" $mode
done
for mode in -m --minimize "--minimize --seed 3 --symmetry rot90"; do
	# shellcheck disable=SC2086 # the mode is meant to be split
	same_jobs 4 "$tmp/mixed.txt" $mode
done
# -g: the same puzzles for a seed whatever the threads, across windows.
for args in "-g 2100 --seed 17" "-g 40 --seed 5 --symmetry rot180"; do
	# shellcheck disable=SC2086 # the arguments are meant to be split
	"$bin" -j 1 $args >"$tmp/out1" 2>&1
	for jobs in 2 5; do
		# shellcheck disable=SC2086
		"$bin" -j $jobs $args >"$tmp/outN" 2>&1
		same_file "$args -j $jobs is -j 1's" "$tmp/out1" "$tmp/outN"
	done
done
# The wide path: lines of one puzzle each answered in parts on the
# workers, with bad lines, grids, titles and comments among them, in a
# batch long enough that the parts end in many places.
i=0
while [ $i -lt 60 ]; do
	cat tests/cli/jobs_lines.in
	i=$((i + 1))
done >"$tmp/wide.txt"
for mode in "" -u -e "-f json" "-f csv" "-f grid" "-c -l 3" --canon \
    "-t -b" "-e -f pretty" --hint; do
	# shellcheck disable=SC2086 # the mode is meant to be split
	same_jobs 4 "$tmp/wide.txt" $mode
done
same_jobs 3 tests/cli/jobs_csv_verify.in --verify
same_jobs 16 "$tmp/wide.txt" -e
# Two threads: windows of 512 puzzles, the threads kept across them.
same_jobs 2 "$tmp/mixed.txt"
same_jobs 2 "$tmp/mixed.txt" -u
# Far more threads than puzzles.
same_jobs 64 examples/collection.txt -u
same_jobs 64 examples/oj.txt

if [ -d "$data" ]; then
	for file in "$data"/*.txt; do
		same_jobs 4 "$file"
		same_jobs 4 "$file" -u
	done
	same_jobs 3 "$data/top1465.txt" -t
	same_jobs 3 "$data/top1465.txt" -c
	# A clash, a short line and a bad byte every few dozen lines of a
	# big easy set: errors at every distance from the parts' ends.
	awk 'NR % 97 == 0 { print "11" substr($0, 3); next }
	    NR % 89 == 0 { print substr($0, 1, 40); next }
	    NR % 83 == 0 { print substr($0, 1, 30) "x" substr($0, 32); next }
	    { print }' "$data/kaggle_10k.txt" >"$tmp/kaggle_bad.txt"
	for mode in "" -e "-f json" -u; do
		# shellcheck disable=SC2086 # the mode is meant to be split
		same_jobs 4 "$tmp/kaggle_bad.txt" $mode
	done
else
	skip "$data not found: data sets not checked"
fi

# Progress: only when asked for (stderr is no terminal here), after about
# a second, on one self-updating line that never reaches stdout.
printf '%081d\n%081d\n' 0 0 >"$tmp/empty2.txt"
"$bin" -c -l 0 --time-limit 0.7 --progress "$tmp/empty2.txt" \
    >"$tmp/out" 2>"$tmp/err"
if grep -q "$(printf '\r')sudoku: 2 puzzles, " "$tmp/err" &&
    [ "$(cat "$tmp/out")" = "$(printf 'timeout\ntimeout')" ] &&
    ! "$bin" -c -l 0 --time-limit 0.7 "$tmp/empty2.txt" 2>&1 >/dev/null |
    grep -q "$(printf '\r')"; then
	pass
else
	fail "--progress line missing, or shown without --progress"
fi

# GNU parallel splitting a line-per-puzzle stream over several processes.
if command -v parallel >/dev/null 2>&1; then
	input=examples/collection.txt
	[ -f "$data/top1465.txt" ] && input=$data/top1465.txt
	"$bin" -e -u "$input" >"$tmp/single" 2>/dev/null
	parallel --will-cite --pipe -k --block 20k "$bin" -e -u \
	    <"$input" >"$tmp/split" 2>/dev/null
	same_file "GNU parallel output is one process's" "$tmp/single" \
	    "$tmp/split"
else
	skip "GNU parallel not installed"
fi
finish
