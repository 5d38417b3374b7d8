#!/bin/sh
# check_readme.sh - run every "$ ./sudoku ..." example of README.md and
# compare its output with the lines shown under it.  See LICENSE.
#
# An example is an indented line "    $ COMMAND" followed by its indented
# output, up to the next blank line.
# Usage: sh tests/check_readme.sh [README.md]
readme=${1:-README.md}
tmp=${TMPDIR:-/tmp}/sudoku-readme.$$
mkdir -p "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
# Split the README into numbered command and expected-output files.
awk -v dir="$tmp" '
	/^    \$ / { n++; cmd = dir "/" n ".cmd"; out = dir "/" n ".out";
		   print substr($0, 7) > cmd; printf "" > out; inside = 1; next }
	inside && /^    / { print substr($0, 5) > out; next }
	{ inside = 0 }
' "$readme"
passed=0
failed=0
for cmd in "$tmp"/*.cmd; do
	[ -f "$cmd" ] || continue
	expected=${cmd%.cmd}.out
	if sh "$cmd" 2>/dev/null | cmp -s - "$expected"; then
		passed=$((passed + 1))
	else
		echo "FAIL README example: $(cat "$cmd")"
		sh "$cmd" 2>&1 | diff "$expected" - | head -10
		failed=$((failed + 1))
	fi
done
echo "readme: $passed passed, $failed failed"
[ $failed = 0 ]
