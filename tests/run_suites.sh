#!/bin/sh
# run_suites.sh - run independent test suites N at a time: each suite's
# output is printed whole, under its command, when it ends, and the
# failed suites are named again at the end.  Exits 0 only if every suite
# did.  See LICENSE for copying terms.
# Usage: sh tests/run_suites.sh [-j N] COMMAND...
# Each COMMAND is one suite: a program and its arguments, as the shell
# reads them, which the suite's process becomes (exec), so that a Ctrl-C
# or TERM that stops the run stops it too.  They are handed out in the
# order given: the longest first let the lanes end together.
jobs=2
if [ "$1" = -j ]; then
	jobs=$2
	shift 2
fi
suite=suites
. tests/lib.sh

n=0
for command in "$@"; do
	n=$((n + 1))
	printf '%s\n' "$command" >"$tmp/$n.command"
done

# lane: run the suites no other lane has taken (mkdir claims one
# atomically), each into its log, and write 'NUMBER STATUS' when it ends.
# On TERM the suite running is stopped too.
lane() {
	pid=
	trap 'kill $pid 2>/dev/null; exit 143' TERM
	i=1
	while [ "$i" -le "$n" ]; do
		if mkdir "$tmp/$i.taken" 2>/dev/null; then
			sh -c "exec $(cat "$tmp/$i.command")" \
			    >"$tmp/$i.log" 2>&1 &
			pid=$!
			wait "$pid"
			echo "$i $?"
		fi
		i=$((i + 1))
	done
}

# The lanes report down one pipe, which this shell reads as they end (a
# line that short is written whole).  A Ctrl-C stops the lanes first.
mkfifo "$tmp/ended" || exit 2
lanes=
k=0
while [ "$k" -lt "$jobs" ]; do
	lane >"$tmp/ended" &
	lanes="$lanes $!"
	k=$((k + 1))
done
trap 'kill $lanes 2>/dev/null; rm -rf "$tmp"; trap - INT; kill -INT $$' INT
trap 'kill $lanes 2>/dev/null; rm -rf "$tmp"; trap - TERM; kill -TERM $$' TERM
: >"$tmp/failed"
while read -r i status; do
	read -r command <"$tmp/$i.command"
	echo "--- $command"
	cat "$tmp/$i.log"
	if [ "$status" = 0 ]; then
		pass
	else
		fail "$command (exit status $status)"
		echo "$command" >>"$tmp/failed"
	fi
done <"$tmp/ended"
wait
ended=$((passed + failed))
[ "$ended" = "$n" ] || fail "$((n - ended)) of $n suites did not end"
sed 's/^/FAILED: /' "$tmp/failed"
finish
