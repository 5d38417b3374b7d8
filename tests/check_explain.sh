#!/bin/sh
# check_explain.sh - the paths of -x through the binary, in plain and
# pencil-mark form (tests/check_explain.py says what is checked): the
# examples always, and a sample of each shared collection when there is
# one.  Usage: sh tests/check_explain.sh ./sudoku
bin=${1:-./sudoku}
data=${DATA:-}	# make passes the folder; unset: the examples only
suite=explain
. tests/lib.sh

if ! command -v python3 >/dev/null 2>&1; then
	skip "python3 not found"
	finish
fi

# explain WHAT FILE: check the paths of FILE and of its pencil form.
explain() {
	check "$1: the paths of -x" python3 tests/check_explain.py "$bin" "$2"
	"$bin" -f pencil "$2" >"$tmp/pencil" 2>/dev/null
	check "$1 as pencil marks: the paths of -x" \
	    python3 tests/check_explain.py "$bin" "$tmp/pencil"
}

explain "examples/rated.txt" examples/rated.txt
for set in unbiased_1k 17clue top1465; do
	if [ ! -f "$data/$set.txt" ]; then
		skip "$set: no $data/$set.txt"
		continue
	fi
	# Every fifth of the first 200 lines: 40 puzzles a set.
	awk 'NR <= 200 && NR % 5 == 1' "$data/$set.txt" >"$tmp/$set.txt"
	explain "$set" "$tmp/$set.txt"
done
finish
