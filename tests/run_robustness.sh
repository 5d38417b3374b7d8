#!/bin/sh
# run_robustness.sh - the binary against a hostile environment: closed
# pipes, full disks, closed descriptors, unreadable operands, binary
# garbage, and searches that must stop in time.  See LICENSE.
# Usage: sh tests/run_robustness.sh ./sudoku
bin=${1:-./sudoku}
suite=robustness
. tests/lib.sh

# Check the last run's stdout, stderr and status (in $tmp/out, $tmp/err
# and $status) against what a case expects: each text a line, or nothing.
expect() {
	for part in out err; do
		if [ "$part" = out ]; then text=$2; else text=$3; fi
		if [ -n "$text" ]; then
			printf '%s\n' "$text"
		fi >"$tmp/want_$part"
	done
	outcome "$1" "$tmp/want_out" "$tmp/want_err" "$4"
}

# 'timeout' bounds the runs that must finish quickly; without it they run
# unbounded, and only a hang would show.
limit() {
	seconds=$1
	shift
	if command -v timeout >/dev/null 2>&1; then
		timeout "$seconds" "$@"
	else
		"$@"
	fi
}

puzzle=..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
solution=483921657967345821251876493548132976729564138136798245372689514814253769695417382
empty=.................................................................................

# A batch big enough for many output buffers.
i=0
while [ $i -lt 2000 ]; do
	echo "$puzzle"
	i=$((i + 1))
done >"$tmp/ten"
cat "$tmp/ten" "$tmp/ten" "$tmp/ten" "$tmp/ten" "$tmp/ten" >"$tmp/big"

# A reader that goes away early: no message, with SIGPIPE as it comes
# and with SIGPIPE ignored (as some shells and CI runners start jobs),
# when the write fails with EPIPE instead.
for sigpipe in default ignored; do
	(
		[ $sigpipe = ignored ] && trap '' PIPE
		"$bin" "$tmp/big" 2>"$tmp/err"
		echo $? >"$tmp/status"
	) | head -n 1 >"$tmp/out"
	status=$(cat "$tmp/status")
	# 141 is death by SIGPIPE, 2 a write error kept quiet.
	if [ "$(cat "$tmp/out")" = "$solution" ] && [ ! -s "$tmp/err" ] &&
	    { [ "$status" = 141 ] || [ "$status" = 2 ]; }; then
		pass
	else
		fail "closed pipe (SIGPIPE $sigpipe): status $status," \
		    "stderr: $(head -c 200 "$tmp/err")"
	fi
done

# A full disk: one message, status 2, for a small and a large output.
if [ -w /dev/full ]; then
	for input in examples/line.txt "$tmp/big"; do
		"$bin" "$input" >/dev/full 2>"$tmp/err"
		status=$?
		: >"$tmp/out"
		expect "write to /dev/full ($input)" "" \
		    "sudoku: write error: No space left on device" 2
	done
else
	skip "/dev/full not writable"
fi

# Closed standard output and input: a message, status 2, no crash.
"$bin" examples/line.txt >&- 2>"$tmp/err"
status=$?
: >"$tmp/out"
expect "closed stdout" "" "sudoku: write error: Bad file descriptor" 2
"$bin" <&- >"$tmp/out" 2>"$tmp/err"
status=$?
expect "closed stdin" "" "sudoku: <stdin>: Bad file descriptor" 2

# A directory among the operands: one message, the other files answered.
"$bin" examples/line.txt tests examples/line.txt >"$tmp/out" 2>"$tmp/err"
status=$?
expect "directory operand" "$solution
$solution" "sudoku: tests: Is a directory" 2

# An unreadable file: the same.  Root reads every file whatever its mode.
echo "$puzzle" >"$tmp/locked.txt"
chmod 000 "$tmp/locked.txt"
if cat "$tmp/locked.txt" >/dev/null 2>&1; then
	skip "unreadable file (running as root: every file is readable)"
else
	"$bin" "$tmp/locked.txt" examples/line.txt >"$tmp/out" 2>"$tmp/err"
	status=$?
	expect "unreadable file" "$solution" \
	    "sudoku: $tmp/locked.txt: Permission denied" 2
fi

# Binary garbage: every puzzle still gets one answer line, each problem one
# message line, and the status is 2, not a signal.
if [ -r /dev/urandom ]; then
	head -c 300000 /dev/urandom >"$tmp/garbage"
	printf '\n\n' >>"$tmp/garbage"	# whatever the bytes left open ends
	cat "$tmp/ten" >>"$tmp/garbage"
	limit 60 "$bin" "$tmp/garbage" >"$tmp/out" 2>"$tmp/err"
	status=$?
	answers=$(grep -c -x "$solution" "$tmp/out")
	others=$(grep -c -v -x -e "$solution" -e invalid "$tmp/out")
	invalid=$(grep -c -x invalid "$tmp/out")
	messages=$(grep -c '^sudoku: .*garbage:[0-9]*:[0-9]*: ' "$tmp/err")
	lines=$(wc -l <"$tmp/err")
	if [ "$status" = 2 ] && [ "$answers" = 2000 ] &&
	    [ "$invalid" = "$messages" ] && [ "$messages" = "$lines" ]; then
		pass
	else
		fail "random bytes: status $status, $answers answers," \
		    "$others other lines, $invalid invalid," \
		    "$messages of $lines message lines in form"
	fi
else
	skip "/dev/urandom not readable"
fi

# Bounded work: the hardest inputs for each mode finish in seconds.
printf '%s\n' "$empty" "1${empty#.}" >"$tmp/sparse"
for mode in "" -u -c -t "-t -b"; do
	# shellcheck disable=SC2086 # the mode is meant to be split
	limit 30 "$bin" $mode "$tmp/sparse" >"$tmp/out" 2>"$tmp/err"
	status=$?
	want=0
	[ "$mode" = -u ] && want=1	# 'multiple' is a no
	if [ "$status" = $want ] && [ "$(wc -l <"$tmp/out")" -eq 2 ]; then
		pass
	else
		fail "sparse grids with '$mode': status $status (124: too slow)"
	fi
done

# A time limit holds with several threads and many slow puzzles: every
# puzzle answers 'timeout' and the run takes seconds, not hours.
i=0
while [ $i -lt 40 ]; do
	echo "$empty"
	i=$((i + 1))
done >"$tmp/empties"
limit 30 "$bin" -j 4 -c -l 0 --time-limit 0.2 "$tmp/empties" \
    >"$tmp/out" 2>"$tmp/err"
status=$?
if [ "$status" = 2 ] && [ "$(grep -c -x timeout "$tmp/out")" = 40 ] &&
    [ "$(grep -c 'time limit reached$' "$tmp/err")" = 40 ]; then
	pass
else
	fail "time limit with -j 4: status $status (124: too slow)"
fi

# Threads: -j 4 writes the same bytes as -j 1 over a batch of every layout,
# good and bad puzzles mixed (the golden inputs), in each mode.  Under
# 'make tsan' this is the race check.
mixed_batch 4 >"$tmp/mixed"
for mode in "" -u "-c -l 1000" "-t -b" "-e -f pretty"; do
	# shellcheck disable=SC2086 # the mode is meant to be split
	limit 60 "$bin" -j 1 $mode "$tmp/mixed" >"$tmp/out1" 2>"$tmp/err1"
	status1=$?
	# shellcheck disable=SC2086
	limit 60 "$bin" -j 4 $mode "$tmp/mixed" >"$tmp/out4" 2>"$tmp/err4"
	status4=$?
	if [ "$status1" = "$status4" ] && [ "$status1" -le 2 ] &&
	    cmp -s "$tmp/out1" "$tmp/out4" && cmp -s "$tmp/err1" "$tmp/err4"
	then
		pass
	else
		fail "-j 4 '$mode' differs from -j 1 (status $status1, $status4)"
		head -5 "$tmp/err4"
	fi
done

finish
