#!/bin/sh
# run_examples.sh - check every example against its expected output.
# See LICENSE for copying terms.
#
# examples/NAME.txt is the input, optional NAME.args the options (one
# line), NAME.out the exact standard output of 'sudoku ARGS NAME.txt'.
# Usage: sh tests/run_examples.sh ./sudoku
bin=${1:-./sudoku}
passed=0
failed=0
for input in examples/*.txt; do
	name=${input%.txt}
	[ -f "$name.out" ] || continue
	args=
	[ -f "$name.args" ] && args=$(cat "$name.args")
	# shellcheck disable=SC2086 # the arguments are meant to be split
	if "$bin" $args "$input" 2>/dev/null | cmp -s - "$name.out"; then
		passed=$((passed + 1))
	else
		echo "FAIL example ${name##*/}: output differs from $name.out"
		failed=$((failed + 1))
	fi
done
echo "examples: $passed passed, $failed failed"
[ $failed = 0 ]
