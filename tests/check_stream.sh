#!/bin/sh
# check_stream.sh - the command as a co-process: each answer (and each
# message) as soon as its puzzle is written, the writer's end left open,
# in text and JSON, on one thread and two.  With -a also the terminal:
# no progress line while typing, and a progress line erased on Ctrl-C and
# at the end (these wait for the progress delay: seconds).  See LICENSE.
# Usage: sh tests/check_stream.sh [-a] ./sudoku ./tests/kit/stream_client
# SUDOKU_STREAM_MS is how long an answer may take (default 100 ms).
all=
if [ "$1" = -a ]; then
	all=1
	shift
fi
bin=${1:-./sudoku}
client=${2:-./tests/kit/stream_client}
suite=stream
. tests/lib.sh

# run WHAT ARGS...: the client must report nothing wrong.
run() {
	what=$1
	shift
	"$client" "$@" >"$tmp/log" 2>&1
	case $? in
	0) pass ;;
	2) skip "$what: $(cat "$tmp/log")" ;;
	*) fail "$what"; sed 's/^/	/' "$tmp/log" | head -40 ;;
	esac
}

run "text" converse "$bin"
run "json" converse "$bin" -f json
run "text, two threads" converse "$bin" -j 2
run "json, two threads" converse "$bin" -f json -j 2
run "text, four threads" converse "$bin" -j 4
run "text, sixteen threads" converse "$bin" -j 16
if [ -n "$all" ]; then
	run "typed at a terminal" typed "$bin"
	run "progress erased on SIGINT" progress signal "$bin"
	run "progress erased at the end" progress eof "$bin"
fi
finish
