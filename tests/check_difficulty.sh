#!/bin/sh
# check_difficulty.sh - --difficulty T end to end, for every technique
# name -r can print: make puzzles with -g N --difficulty T (fixed seed,
# a time limit so that none can hang), rate them with -r and compare the
# names.  The techniques too rare to make in a few seconds are checked
# with -r --difficulty T over tests/kit/rare_steps.txt, which holds
# puzzles of them from the shared collections, and those no sample had
# are named as skipped.  See LICENSE for copying terms.
# Usage: sh tests/check_difficulty.sh ./sudoku
bin=${1:-./sudoku}
suite=difficulty
. tests/lib.sh

# made T N: -g N --difficulty T, then -r on what came out.
made() {
	"$bin" -g "$2" --seed 48 -j 1 --no-progress --time-limit 20 \
	    --difficulty "$1" >"$tmp/made" 2>"$tmp/err"
	names=$("$bin" -r -j 1 "$tmp/made" 2>&1 | awk '{ print $2 }' |
	    sort | uniq -c | awk '{ print $2 " " $1 }' | tr '\n' ' ')
	want=$3
	[ -n "$want" ] || want="$1 $2 "
	same "-g $2 --difficulty $1: rated" "$want" "$names"
}

# filtered T N: -r --difficulty T keeps the N puzzles of the rare file
# whose hardest step is T, and -r on them names T.
filtered() {
	"$bin" -r -j 1 --no-progress --difficulty "$1" \
	    tests/kit/rare_steps.txt >"$tmp/kept" 2>"$tmp/err"
	names=$(awk '{ print $2 }' "$tmp/kept" | sort | uniq -c |
	    awk '{ print $2 " " $1 }' | tr '\n' ' ')
	same "-r --difficulty $1 over rare_steps.txt" "$1 $2 " "$names"
}

for t in hidden-single direct-pointing direct-hidden-pair naked-single \
    direct-hidden-triple pointing claiming naked-pair x-wing hidden-pair \
    naked-triple xy-wing xyz-wing unique-rectangle unique-loop bug cycle \
    forcing-chain multiple-forcing-chain; do
	made $t 2
done
# About one a second or fewer (see sudoku(1)): one puzzle.
for t in hidden-triple swordfish aligned-pair-exclusion aligned-triple-exclusion \
    nishio dynamic-forcing-chain; do
	made $t 1
done
made locked-candidates 4 "claiming 1 pointing 3 "
for t in swordfish jellyfish aligned-triple-exclusion; do
	filtered $t 2
done
for t in aligned-pair-exclusion dynamic-forcing-chain-plus \
    nested-forcing-chain; do
	filtered $t 1
done
# None in the 141,000 puzzles measured (the man page's sample).
for t in direct-claiming naked-quad hidden-quad search; do
	skip "$t: no puzzle of it known to test with"
done
finish
