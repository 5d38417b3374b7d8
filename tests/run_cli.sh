#!/bin/sh
# run_cli.sh - end-to-end tests of the real binary.  See LICENSE.
#
# Each case in tests/cli is NAME.in (standard input), optional NAME.args
# (arguments, one line, word-split by the shell; file names relative to the
# repository root), NAME.out (exact stdout), optional NAME.err (exact
# stderr; absent means empty) and NAME.status (exit status).
# Usage: sh tests/run_cli.sh ./sudoku
# WRAP prefixes every run, e.g. WRAP='valgrind -q --error-exitcode=99'.
bin=${1:-./sudoku}
dir=tests/cli
tmp=${TMPDIR:-/tmp}/sudoku-cli.$$
mkdir -p "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
passed=0
failed=0
for in in "$dir"/*.in; do
	name=${in%.in}
	case=${name##*/}
	args=
	[ -f "$name.args" ] && args=$(cat "$name.args")
	# shellcheck disable=SC2086 # the arguments are meant to be split
	$WRAP "$bin" $args <"$in" >"$tmp/out" 2>"$tmp/err"
	status=$?
	ok=1
	if ! cmp -s "$tmp/out" "$name.out"; then
		echo "FAIL $case: stdout differs"
		diff "$name.out" "$tmp/out" | head -20
		ok=0
	fi
	expected_err=/dev/null
	[ -f "$name.err" ] && expected_err=$name.err
	if ! cmp -s "$tmp/err" "$expected_err"; then
		echo "FAIL $case: stderr differs"
		diff "$expected_err" "$tmp/err" | head -20
		ok=0
	fi
	expected_status=$(cat "$name.status")
	if [ "$status" != "$expected_status" ]; then
		echo "FAIL $case: exit status $status, expected $expected_status"
		ok=0
	fi
	if [ $ok = 1 ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
done
echo "cli: $passed passed, $failed failed"
[ $failed = 0 ]
