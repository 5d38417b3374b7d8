#!/bin/sh
# check_readme.sh - run every "$ ./sudoku ..." example of README.md and
# compare its output with the lines shown under it; check that the README
# shows no other command than those and its two set-up commands.
# See LICENSE.
#
# An example is an indented line "    $ COMMAND" followed by its indented
# output, up to the next blank line.  Every other indented block must be
# the usage line (tests/check_install.sh compares it with --help) or a
# set-up command, whose packages must be among those .ci/run installs.
# Usage: sh tests/check_readme.sh [README.md]
readme=${1:-README.md}
suite=readme
. tests/lib.sh
# Split the README into numbered command and expected-output files, and
# list the first line of every other indented block (outside ``` fences).
awk -v dir="$tmp" '
	/^```/ { fence = !fence; next }
	fence { next }
	/^    \$ / { n++; cmd = dir "/" n ".cmd"; out = dir "/" n ".out";
		   print substr($0, 7) > cmd; printf "" > out; inside = 1; next }
	inside && /^    / { print substr($0, 5) > out; next }
	/^    / && !block { print substr($0, 5) > (dir "/blocks") }
	{ inside = 0; block = /^    / }
' "$readme"
for cmd in "$tmp"/*.cmd; do
	[ -f "$cmd" ] || continue
	sh "$cmd" >"$tmp/actual" 2>/dev/null
	same_file "README example: $(cat "$cmd")" "${cmd%.cmd}.out" \
	    "$tmp/actual"
done
# One example for each job: solve, judge input, -u, -c, -t, -r.
for job in './sudoku examples/' './sudoku < examples/' ' -u ' ' -c ' \
    ' -t ' ' -r '; do
	if cat "$tmp"/*.cmd 2>/dev/null | grep -qF -- "$job"; then
		pass
	else
		fail "no README example runs '$job'"
	fi
done
# The other blocks: the usage line, and set-up commands whose packages
# CI installs too and which end in one of the two documented commands.
ci=$(sed -n 's/^apt-get install -y -qq \([^>]*\).*/\1/p' .ci/run | tr '\n' ' ')
touch "$tmp/blocks"
while IFS= read -r line; do
	case $line in
	'usage: sudoku '*) pass; continue ;;
	'sudo apt-get update && sudo apt-get install -y '*) ;;
	*) fail "README block not run by make check: $line"; continue ;;
	esac
	rest=${line#sudo apt-get update && sudo apt-get install -y }
	pkgs=${rest%% && *}
	run=${rest#"$pkgs && "}
	case $run in
	'make && ./sudoku examples/oj.txt' | 'make check') pass ;;
	*) fail "README set-up command runs '$run'" ;;
	esac
	for p in $pkgs; do
		case " $ci " in
		*" $p "*) pass ;;
		*) fail "README installs $p, which .ci/run does not" ;;
		esac
	done
done <"$tmp/blocks"
finish
