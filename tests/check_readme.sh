#!/bin/sh
# check_readme.sh - run every "$ ./sudoku ..." example of README.md and
# compare its output with the lines shown under it.  See LICENSE.
#
# An example is an indented line "    $ COMMAND" followed by its indented
# output, up to the next blank line.
# Usage: sh tests/check_readme.sh [README.md]
readme=${1:-README.md}
suite=readme
. tests/lib.sh
# Split the README into numbered command and expected-output files.
awk -v dir="$tmp" '
	/^    \$ / { n++; cmd = dir "/" n ".cmd"; out = dir "/" n ".out";
		   print substr($0, 7) > cmd; printf "" > out; inside = 1; next }
	inside && /^    / { print substr($0, 5) > out; next }
	{ inside = 0 }
' "$readme"
for cmd in "$tmp"/*.cmd; do
	[ -f "$cmd" ] || continue
	sh "$cmd" >"$tmp/actual" 2>/dev/null
	same_file "README example: $(cat "$cmd")" "${cmd%.cmd}.out" \
	    "$tmp/actual"
done
finish
