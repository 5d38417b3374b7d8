#!/bin/sh
# run_golden.sh - the golden tests of the real binary: every case of
# tests/cli and every example.  See LICENSE for copying terms.
#
# A case in tests/cli is NAME.in (standard input), optional NAME.args
# (arguments, one line, word-split by the shell; file names relative to the
# repository root), NAME.out (exact stdout), optional NAME.err (exact
# stderr; absent means empty) and NAME.status (exit status).  A case that
# takes half a second or more has a NAME.long saying why: with -q it is
# left out (make check), with -l only those run (make check-all).
# An example is examples/NAME.txt, given as the last operand after the
# optional NAME.args; NAME.out is its exact stdout (examples without one are
# not commands' inputs), optional NAME.err its exact stderr (absent means
# empty) and optional NAME.status its exit status (absent means 0).  Last,
# the shared puzzles of tests/kit/puzzles.txt.
# Usage: sh tests/run_golden.sh [-q | -l] ./sudoku
# WRAP prefixes every run, e.g. WRAP='valgrind -q --error-exitcode=99'.
suite=golden
. tests/lib.sh
golden_args "$@"

# golden WHAT STDIN OUT ERR STATUS ARGS...: run the binary with ARGS and
# check its outcome (see lib.sh).
golden() {
	what=$1
	input=$2
	out=$3
	err=$4
	want=$5
	shift 5
	$WRAP "$bin" "$@" <"$input" >"$tmp/out" 2>"$tmp/err"
	status=$?
	outcome "$what" "$out" "$err" "$want"
}

# The builtin 'read' rather than $(cat ...): a fork less per file, which
# adds up over the cases.
for in in tests/cli/*.in; do
	name=${in%.in}
	golden_selected "$name" || continue
	args=
	[ -f "$name.args" ] && read -r args <"$name.args"
	err=/dev/null
	[ -f "$name.err" ] && err=$name.err
	read -r want <"$name.status"
	# shellcheck disable=SC2086 # the arguments are meant to be split
	golden "cli ${name##*/}" "$in" "$name.out" "$err" "$want" $args
done
[ $cases = long ] && finish
for input in examples/*.txt; do
	name=${input%.txt}
	[ -f "$name.out" ] || continue
	args=
	[ -f "$name.args" ] && read -r args <"$name.args"
	err=/dev/null
	[ -f "$name.err" ] && err=$name.err
	want=0
	[ -f "$name.status" ] && read -r want <"$name.status"
	# shellcheck disable=SC2086 # the arguments are meant to be split
	golden "example ${name##*/}" /dev/null "$name.out" "$err" "$want" \
	    $args "$input"
done

# The shared puzzles (PUZZLE:COUNT:ANSWER lines): every count as listed,
# and each unique puzzle's solution.
grep -v '^#' tests/kit/puzzles.txt >"$tmp/puzzles"
cut -d: -f1 "$tmp/puzzles" >"$tmp/puzzles.in"
cut -d: -f2 "$tmp/puzzles" >"$tmp/counts.out"
golden "puzzles.txt counts" "$tmp/puzzles.in" "$tmp/counts.out" /dev/null 0 \
    -c -l 0
grep ':1:' "$tmp/puzzles" | sed 's/:1:/:/' >"$tmp/unique.out"
cut -d: -f1 "$tmp/unique.out" >"$tmp/unique.in"
golden "puzzles.txt solutions" "$tmp/unique.in" "$tmp/unique.out" /dev/null 0 \
    -e

# -f csv reads back: a collection solved to CSV, then verified against the
# solutions it now carries, comes out the same, with nothing to report.
"$bin" -f csv examples/kaggle.txt >"$tmp/kaggle.csv" 2>"$tmp/err"
golden "-f csv round trip through --verify" "$tmp/kaggle.csv" \
    "$tmp/kaggle.csv" /dev/null 0 --verify -f csv
finish
