#!/bin/sh
# check_data.sh - solve every puzzle of the shared collections, verify each
# solution independently, and check the known uniqueness of each set.
# Skips cleanly when ../shared/data is absent.  See LICENSE.
# Usage: sh tests/check_data.sh ./sudoku [tests/verify_solutions]
bin=${1:-./sudoku}
verify=${2:-tests/verify_solutions}
data=${DATA:-../shared/data}
suite=data
. tests/lib.sh
if [ ! -d "$data" ]; then
	skip "$data not found"
	finish
fi
for file in "$data"/*.txt; do
	set=${file##*/}
	puzzles=$(grep -c . "$file")
	# Solve: one line per puzzle, each solution verified.
	verified=$("$bin" -j 0 -e "$file" | "$verify" | cut -d' ' -f1)
	same "$set: every puzzle solved and verified" "$puzzles" "$verified"
	# Uniqueness: serg_benchmark is built of multi-solution puzzles.
	case $set in
	serg_benchmark.txt) want=multiple ;;
	*) want=unique ;;
	esac
	got=$("$bin" -j 0 -u "$file" | grep -c -x "$want")
	same "$set: every puzzle is $want" "$puzzles" "$got"
done
finish
