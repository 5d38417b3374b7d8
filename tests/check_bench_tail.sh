#!/bin/sh
# check_bench_tail.sh - bench/bench_tail's comparison with CBC, end to end,
# through fake cbc commands (shell scripts that answer as told, so that
# no CBC is needed): the same answer passes; another answer, or
# "Infeasible" for a grid that has a completion, is a disagreement and
# fails the benchmark (exit status 1); a CBC that gives no answer (killed
# by a signal, a non-zero exit status, no solution file, a solution it
# cannot read) is a CBC failure: reported on its own line, counted in the
# summary, left out of CBC's times, and the benchmark still passes.  A
# wrong answer of ours fails it too.
# See LICENSE.
# Usage: sh tests/check_bench_tail.sh ./sudoku ./bench/bench_tail
bin=${1:-./sudoku}
bench=${2:-./bench/bench_tail}
suite=bench_tail
. tests/lib.sh
needs "$bench"
# No core file from the fake that aborts.
# shellcheck disable=SC3045 # where -c is missing, it fails quietly
ulimit -c 0 2>/dev/null

# A full grid, and the same with its first and last cells open: both
# score 2861 with the standard weights (the sum of each digit times 10
# minus its cell's distance from the centre, the larger of the row and
# column distances), computed apart from the program under test.
full=483921657967345821251876493548132976729564138136798245372689514814253769695417382
open=.$(echo "$full" | cut -c 2-80).
same "sudoku's answer" "2861 $full" "$(echo "$open" | "$bin" -t -b)"

# fake NAME < BODY: the cbc command $tmp/NAME, which finds the LP file and
# the solution path among the arguments bench_tail passes ('LP -threads 1
# -solve -solution SOL') and runs the shell text BODY with them in $lp
# and $sol; exit status 3 if it does not find them.
fake() {
	cat >"$tmp/$1" <<'EOF'
#!/bin/sh
lp=$1 sol=
while [ $# -gt 0 ]; do
	[ "$1" = -solution ] && sol=$2
	shift
done
grep -q '^Maximize' "$lp" 2>/dev/null && [ -n "$sol" ] || exit 3
EOF
	cat >>"$tmp/$1"
	chmod +x "$tmp/$1"
}

# bench CBC GRID...: bench_tail with the fake CBC on the grids, its output
# in $tmp/out and its exit status in $status.
bench() {
	cbc=$1
	shift
	printf '%s\n' "$@" >"$tmp/grids"
	"$bench" -c "$tmp/$cbc" "$cbc" "$bin" <"$tmp/grids" >"$tmp/out" \
	    2>"$tmp/err"
	status=$?
}

# digest: what of $tmp/out does not depend on times: the verdict lines,
# CBC's three columns of the bucket line (T for a time), CBC's answers on
# the slowest grids' lines (sorted: those lines come slowest first), the
# summary line without its seconds, then the exit status.
digest() {
	grep -E '^(WRONG|DISAGREE|CBC FAILED):' "$tmp/out"
	awk '$1 == "41-81" && NF == 10 { print "cbc columns:", $8, $9, $10 }' \
	    "$tmp/out" | sed 's/[0-9][0-9]*\.[0-9]/T/g'
	sed -n 's/^  41-81 .*  cbc [0-9.]* ms /cbc answer: /p' "$tmp/out" |
	    LC_ALL=C sort
	tail -n 1 "$tmp/out" | sed 's/; [0-9][0-9]* s$/; T s/'
	echo "exit status $status"
}

# expect WHAT LINES...: the digest of the last run must be LINES.
expect() {
	what=$1
	shift
	same "$what" "$(printf '%s\n' "$@")" "$(digest)"
}

ok='0 timeouts, 0 wrong or disagreeing'
fake right <<'EOF'
echo "Optimal - objective value 2861.00000000" >"$sol"
EOF
bench right "$open"
expect "the same answer" "cbc columns: T T T" "cbc answer: 2861" \
    "$ok, 0 cbc failures; T s" "exit status 0"

fake wrong <<'EOF'
echo "Optimal - objective value 2860.00000000" >"$sol"
EOF
bench wrong "$open"
expect "another answer" "DISAGREE: $open: ours 2861, cbc 2860" \
    "cbc columns: T T T" "cbc answer: 2860" \
    "0 timeouts, 1 wrong or disagreeing, 0 cbc failures; T s" \
    "exit status 1"

fake infeasible <<'EOF'
echo "Infeasible - objective value 0.00000000" >"$sol"
EOF
bench infeasible "$open"
expect "infeasible, with a completion" \
    "DISAGREE: $open: ours 2861, cbc -1" \
    "cbc columns: T T T" "cbc answer: -1" \
    "0 timeouts, 1 wrong or disagreeing, 0 cbc failures; T s" \
    "exit status 1"

# CBC 2.10.8 aborts on an assertion on some grids.
fake abort <<'EOF'
kill -ABRT $$
EOF
bench abort "$open"
expect "killed by a signal" "CBC FAILED: $open: killed by signal 6" \
    "cbc columns: - - -" "cbc answer: failed" \
    "$ok, 1 cbc failures; T s" "exit status 0"

# The same number as an exit status is not a signal.
fake status <<'EOF'
exit 134
EOF
bench status "$open"
expect "an exit status" "CBC FAILED: $open: exit status 134" \
    "cbc columns: - - -" "cbc answer: failed" \
    "$ok, 1 cbc failures; T s" "exit status 0"

fake silent <<'EOF'
exit 0
EOF
bench silent "$open"
expect "no solution file" "CBC FAILED: $open: no solution file" \
    "cbc columns: - - -" "cbc answer: failed" \
    "$ok, 1 cbc failures; T s" "exit status 0"

# The first line is quoted without the blanks around it.
stopped='Stopped on time - objective value 2861.0'
fake stopped <<'EOF'
printf "  Stopped on time - objective value 2861.0 \r\n" >"$sol"
EOF
bench stopped "$open"
expect "an unrecognised solution" \
    "CBC FAILED: $open: unrecognised solution: $stopped" \
    "cbc columns: - - -" "cbc answer: failed" \
    "$ok, 1 cbc failures; T s" "exit status 0"

# Two grids of one bucket: CBC fails on the full one (the only LP with
# cell 0 fixed to 4) after a busy loop, so that its time stands above the
# other's, and answers the open one.  Only the answer's time is in CBC's
# columns.
fake mixed <<'EOF'
if grep -q "^ x0_4 = 1" "$lp"; then
	i=0
	while [ $i -lt 30000 ]; do i=$((i + 1)); done
	kill -ABRT $$
fi
echo "Optimal - objective value 2861" >"$sol"
EOF
bench mixed "$open" "$full"
expect "a failure beside an answer" "CBC FAILED: $full: killed by signal 6" \
    "cbc columns: T T T" "cbc answer: 2861" "cbc answer: failed" \
    "$ok, 1 cbc failures; T s" "exit status 0"
answered=$(sed -n 's/.*  cbc \([0-9.]*\) ms 2861$/\1/p' "$tmp/out")
crashed=$(sed -n 's/.*  cbc \([0-9.]*\) ms failed$/\1/p' "$tmp/out")
columns=$(awk '$1 == "41-81" && NF == 10 { print $8, $9, $10 }' "$tmp/out")
if [ "$columns" = "$answered $answered $answered" ] &&
    [ "$answered" != "$crashed" ]; then
	pass
else
	fail "CBC's columns ($columns) are not the answered run's time" \
	    "($answered ms) alone (the failed run: $crashed ms)"
fi

# A wrong answer of ours still fails, CBC agreeing or not: a fake sudoku
# whose completion has its first two digits swapped.
swapped=$(echo "$full" | sed 's/^\(.\)\(.\)/\2\1/')
printf '#!/bin/sh\ncat >/dev/null\necho "2861 %s"\n' "$swapped" \
    >"$tmp/sudoku"
chmod +x "$tmp/sudoku"
"$bench" -c "$tmp/right" right "$tmp/sudoku" <"$tmp/grids" >"$tmp/out" \
    2>"$tmp/err"
status=$?
expect "our wrong completion" \
    "WRONG: $open: $tmp/sudoku printed a wrong answer or exit status" \
    "WRONG: $full: $tmp/sudoku printed a wrong answer or exit status" \
    "cbc columns: T T T" "cbc answer: 2861" "cbc answer: 2861" \
    "0 timeouts, 2 wrong or disagreeing, 0 cbc failures; T s" \
    "exit status 1"

# Without -c, no CBC: the summary says so.
"$bench" "no cbc" "$bin" <"$tmp/grids" >"$tmp/out" 2>&1
status=$?
same "without cbc" "$ok (cbc not run); T s
exit status 0" "$(tail -n 1 "$tmp/out" | sed 's/; [0-9][0-9]* s$/; T s/'
echo "exit status $status")"
finish
