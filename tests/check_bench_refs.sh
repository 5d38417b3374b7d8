#!/bin/sh
# check_bench_refs.sh - bench/bench.sh with no, one and two reference
# solvers, through fake ones (shell scripts that count their input lines
# and answer as a reference does), on a folder of a few puzzles: every
# table has the columns of the references named, and only theirs; a
# reference's guesses reach the guesses table; a reference that cannot be
# run stops the benchmark (exit status 2); MODES picks the tables.  Then
# the syntax of the benchmark scripts (sh -n).  No timing is checked.
# See LICENSE.
# Usage: sh tests/check_bench_refs.sh ./sudoku bench/cputime
bin=${1:-./sudoku}
cputime=${2:-bench/cputime}
suite=bench_refs
. tests/lib.sh
needs "$bin"
needs "$cputime"

for script in bench/*.sh; do
	check "sh -n $script" sh -n "$script"
done

# The data: the test kit's puzzles, as 17clue.txt (the count family is
# made from that name) and a second set of the solvable ones.
mkdir "$tmp/data"
grep -v '^#' tests/kit/puzzles.txt | cut -d : -f 1 >"$tmp/data/17clue.txt"
grep -v '^#' tests/kit/puzzles.txt | awk -F : '$2 == 1 || $2 == 2' |
    cut -d : -f 1 >"$tmp/data/small.txt"

# fake NAME GUESSES: a reference that reads the puzzles, prints one line
# a puzzle and 'NAME: N puzzles' on standard error, with 'G guesses',
# twice the puzzles, when GUESSES is yes.
fake() {
	{
		echo '#!/bin/sh'
		echo 'n=$(wc -l | tr -d " ")'
		echo 'i=0; while [ $i -lt $n ]; do echo 1; i=$((i + 1)); done'
		if [ "$2" = yes ]; then
			echo "echo \"$1: \$n puzzles, \$((2 * n)) guesses\" >&2"
		else
			echo "echo \"$1: \$n puzzles\" >&2"
		fi
	} >"$tmp/$1"
	chmod +x "$tmp/$1"
}
fake alpha yes
fake beta no

# bench [VAR=VALUE...]: bench.sh on the folder, quick, its output in
# $tmp/out and its exit status in $status.
bench() {
	env DATA="$tmp/data" RUNS=1 SPARSE=0 COUNT=2 COUNT_LIMIT=10 \
	    CORES=none SCALING= EXTRAS=0 VERIFY="$tmp/none" \
	    CPUTIME="$cputime" "$@" sh bench/bench.sh "$bin" >"$tmp/out" 2>&1
	status=$?
}

# header MODE: the header line of that table; row MODE SET: its row.
header() {
	awk -v t="$1" 'index($0, t) == 1 { getline; print; exit }' "$tmp/out"
}
row() {
	awk -v t="$1" -v s="$2" '
		index($0, t) == 1 { on = 1; next }
		on && $1 == s { print; exit }
		on && $0 == "" { on = 0 }' "$tmp/out"
}
fields() {
	echo "$1" | awk '{ print NF }'
}

bench
same "no reference: exit status" 0 "$status"
same "no reference: solve columns" 7 "$(fields "$(row "solve one" small)")"
same "no reference: -u columns" 7 "$(fields "$(row uniqueness small)")"
same "no reference: count row" 7 \
    "$(fields "$(row count 17clue_less3)")"

bench REF="$tmp/alpha" REF_UNIQUE="$tmp/alpha" REF_COUNT="$tmp/alpha" \
    REF_NAME=alpha REF2="$tmp/beta" REF2_UNIQUE="$tmp/beta" \
    REF2_COUNT="$tmp/beta" REF2_NAME=beta
same "two references: exit status" 0 "$status"
for mode in "solve one" uniqueness "count (sudoku"; do
	h=$(header "$mode")
	case $h in
	*"alpha CPU"*"alpha wall"*"CPU x"*"wall x"*"beta CPU"*"beta wall"*)
		pass ;;
	*) fail "two references: $mode header: $h" ;;
	esac
done
same "two references: solve columns" 15 \
    "$(fields "$(row "solve one" small)")"
same "two references: count columns" 15 \
    "$(fields "$(row count 17clue_less3)")"
same "two references: guesses, alpha's and none of beta's" \
    "small solve 2.00 -" \
    "$(row "guesses per puzzle" small | awk '{ print $1, $2, $(NF - 1), $NF }')"

bench REF2_COUNT="$tmp/beta" REF2_NAME=beta MODES=count
same "second reference alone, count only: exit status" 0 "$status"
same "count only: no solve table" "" "$(header "solve one")"
h=$(header "count (sudoku")
case $h in
*alpha* | *"ref "*) fail "count only: another reference's columns: $h" ;;
*"beta CPU"*) pass ;;
*) fail "count only: no beta columns: $h" ;;
esac
same "count only: columns" 11 "$(fields "$(row count 17clue_less3)")"

bench REF="$tmp/missing"
same "a reference that cannot be run: exit status" 2 "$status"
bench MODES="solve twice"
same "an unknown mode: exit status" 2 "$status"
finish
