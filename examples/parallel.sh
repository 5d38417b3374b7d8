#!/bin/sh
# parallel.sh - spread a big puzzle file over every core of several
# machines with GNU parallel; the output lines stay in input order.
# See LICENSE for copying terms.
#
# Usage: sh examples/parallel.sh PUZZLES [SSHLOGIN...]
#   sh examples/parallel.sh puzzles.txt > answers.txt
#   sh examples/parallel.sh puzzles.txt : host1 host2 > answers.txt
# (':' is this machine; the others need 'sudoku' on their PATH.)
#
# Each block of whole lines goes to one 'sudoku -u -e' process, and -k
# (--keep-order) writes the blocks' outputs back in input order, so the
# result is byte for byte what one process would print.  Change '-u -e' to
# the mode you need; any mode keeps one output line per input line.  -e
# puts each puzzle before its answer, a bad one as it stands in the input
# ('x.3.2...:invalid'), so that the output says which input was which.
set -eu
[ $# -ge 1 ] || { echo "usage: sh examples/parallel.sh PUZZLES [SSHLOGIN...]" >&2; exit 2; }
input=$1
shift
logins=
for host in "$@"; do
	logins="$logins --sshlogin $host"
done
# shellcheck disable=SC2086 # one --sshlogin option per host
exec parallel --will-cite --pipe -k --block 1M $logins sudoku -u -e <"$input"
