#!/bin/sh
# check_time_limits.sh - through the binary, --time-limit bounds each
# puzzle in the modes where an input can be made to run long: the process
# ends within the limit plus a small margin, with exit status 2 and the
# timeout message.  (No puzzle found makes the rating, minimality,
# minimizing or target searches run long enough to time here: the
# slowest take a few tenths of a second; test_deadline holds them to
# their limit through the library.)  See LICENSE.
# Usage: sh tests/check_time_limits.sh ./sudoku ./bench/cputime
bin=${1:-./sudoku}
cputime=${2:-./bench/cputime}
suite=time-limits
. tests/lib.sh
needs "$cputime"

limit=0.2
# Start-up, exit, a clock reading every few thousand steps and a loaded
# machine: the same margin as test_deadline, and the process around it.
margin=0.15
blank=.........
empty=$blank$blank$blank$blank$blank$blank$blank$blank$blank

# bounded WHAT INPUT ARGS...: 'sudoku ARGS --time-limit $limit' on INPUT
# must end within the limit plus the margin, in a timeout.
bounded() {
	what=$1
	input=$2
	shift 2
	printf '%s\n' "$input" >"$tmp/in"
	"$cputime" -o "$tmp/time" "$bin" "$@" --time-limit $limit \
	    <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
	status=$?
	wall=$(cut -d' ' -f1 "$tmp/time")
	if [ "$status" != 2 ]; then
		fail "$what: exit status $status, expected 2"
	elif ! grep -q 'time limit reached' "$tmp/err"; then
		fail "$what: no timeout message"
		sed 's/^/	/' "$tmp/err" | head -5
	elif ! awk -v w="$wall" -v l=$limit -v m=$margin \
	    'BEGIN { exit !(w >= l && w < l + m) }'; then
		fail "$what: $wall s for a limit of $limit s"
	else
		pass
	fi
}

# Every completion of the empty grid: more than 10^21.
bounded "count" "$empty" -c -l 0
bounded "count, json" "$empty" -c -l 0 -f json
# A 17-clue minimal puzzle: about one draw in a million.
bounded "generate" "" -g 1 --seed 1 --max-clues 17
# The rating of each candidate runs inside the same limit.
bounded "generate, difficulty" "" -g 1 --seed 1 --max-clues 17 \
    --difficulty swordfish
finish
