#!/bin/sh
# check_data.sh - solve every puzzle of the shared collections, verify each
# solution independently, and check the known uniqueness of each set.
# Skips cleanly when ../shared/data is absent.  See LICENSE.
# Usage: sh tests/check_data.sh ./sudoku [tests/verify_solutions]
bin=${1:-./sudoku}
verify=${2:-tests/verify_solutions}
data=${DATA:-../shared/data}
if [ ! -d "$data" ]; then
	echo "data: 0 passed, 0 failed, 1 skipped ($data not found)"
	exit 0
fi
passed=0
failed=0
check() {
	if [ "$1" = ok ]; then
		passed=$((passed + 1))
	else
		echo "FAIL data: $2"
		failed=$((failed + 1))
	fi
}
for file in "$data"/*.txt; do
	set=${file##*/}
	puzzles=$(grep -c . "$file")
	# Solve: one line per puzzle, each solution verified.
	verified=$("$bin" -j 0 -e "$file" | "$verify" | cut -d' ' -f1)
	if [ "$verified" = "$puzzles" ]; then
		check ok
	else
		check no "$set: not every puzzle solved and verified"
	fi
	# Uniqueness: serg_benchmark is built of multi-solution puzzles.
	case $set in
	serg_benchmark.txt) want=multiple ;;
	*) want=unique ;;
	esac
	got=$("$bin" -j 0 -u "$file" | grep -c -x "$want")
	if [ "$got" -eq "$puzzles" ]; then
		check ok
	else
		check no "$set: $got of $puzzles puzzles are $want"
	fi
done
echo "data: $passed passed, $failed failed"
[ $failed = 0 ]
