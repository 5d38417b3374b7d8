# lib.sh - what every test script shares; sourced, not run:
#	suite=NAME; . tests/lib.sh
# gives a fresh temporary directory $tmp (removed at the end, and on
# Ctrl-C, which then stops the whole run), pass/fail/skip counters and
# finish, which prints the one summary line and exits 0 only if nothing
# failed.  Scripts run from the repository root.  See LICENSE.

# The traps come first, so that no signal can leave the directory behind;
# on Ctrl-C the script dies of the signal, so that make stops too.
tmp=${TMPDIR:-/tmp}/sudoku-$suite.$$
trap 'rm -rf "$tmp"' EXIT
trap 'rm -rf "$tmp"; trap - INT; kill -INT $$' INT
trap 'rm -rf "$tmp"; trap - TERM; kill -TERM $$' TERM
mkdir -m 700 "$tmp" || exit 2
passed=0
failed=0
skipped=0

pass() {
	passed=$((passed + 1))
}

# fail WHAT...: count a failure and say what failed.
fail() {
	echo "FAIL $suite: $*"
	failed=$((failed + 1))
}

# skip WHAT...: count a check that could not run here, and why.
skip() {
	echo "SKIP $suite: $*"
	skipped=$((skipped + 1))
}

# check WHAT COMMAND...: run COMMAND quietly; it must succeed.
check() {
	what=$1
	shift
	if "$@" >"$tmp/log" 2>&1; then
		pass
	else
		fail "$what"
		sed 's/^/	/' "$tmp/log" | head -20
	fi
}

# same WHAT EXPECTED ACTUAL: two texts must be equal.
same() {
	if [ "$2" = "$3" ]; then
		pass
	else
		fail "$1"
		printf 'expected:\n%s\nactual:\n%s\n' "$2" "$3" |
		    sed 's/^/	/' | head -40
	fi
}

# same_file WHAT EXPECTED ACTUAL: two files must hold the same bytes.
same_file() {
	if cmp -s "$2" "$3"; then
		pass
	else
		fail "$1"
		diff "$2" "$3" | head -20
	fi
}

# outcome WHAT OUT ERR STATUS: the last run's $tmp/out, $tmp/err and
# $status must be the files OUT and ERR and the number STATUS; an empty
# ERR or STATUS is not checked.
outcome() {
	ok=1
	if ! cmp -s "$tmp/out" "$2"; then
		echo "FAIL $suite: $1: stdout differs"
		diff "$2" "$tmp/out" | head -20
		ok=0
	fi
	if [ -n "$3" ] && ! cmp -s "$tmp/err" "$3"; then
		echo "FAIL $suite: $1: stderr differs"
		diff "$3" "$tmp/err" | head -20
		ok=0
	fi
	if [ -n "$4" ] && [ "$status" != "$4" ]; then
		echo "FAIL $suite: $1: exit status $status, expected $4"
		ok=0
	fi
	if [ $ok = 1 ]; then
		pass
	else
		failed=$((failed + 1))
	fi
}

# golden_args [-q | -l] [BIN]: the arguments of the scripts that run the
# golden cases: $cases is quick (-q: without the cases marked NAME.long,
# which take long), long (-l: only those) or all, and $bin the binary.
# SUDOKU_TEST_SAMPLE=N (make valgrind, make tsan) keeps a sample: every
# Nth quick case in name order, and every case that runs threads (-j in
# its arguments); the long cases only with -l.  The same N picks the same
# cases on every run.
golden_args() {
	cases=all
	case $1 in
	-q) cases=quick; shift ;;
	-l) cases=long; shift ;;
	esac
	bin=${1:-./sudoku}
	sample=${SUDOKU_TEST_SAMPLE:-1}
	case $sample in
	'' | *[!0-9]* | 0)
		echo "SUDOKU_TEST_SAMPLE=$sample: not a whole number above 0" >&2
		exit 2 ;;
	esac
	picked=0
}

# golden_selected NAME: whether the golden case tests/cli/NAME (without
# its extension) belongs to this run's $cases and sample.
golden_selected() {
	if [ -f "$1.long" ]; then
		[ "$cases" = long ] || { [ "$cases" = all ] && [ "$sample" = 1 ]; }
		return
	fi
	[ "$cases" != long ] || return 1
	[ "$sample" = 1 ] && return 0
	grep -Eq -- '(^| )-j' "$1.args" 2>/dev/null && return 0
	picked=$((picked + 1))
	[ $((picked % sample)) = $((1 % sample)) ]
}

# golden_inputs: every input of the golden tests (tests/cli cases and
# examples), good and bad puzzles in every layout, one file a line.
golden_inputs() {
	for f in tests/cli/*.in examples/*.txt; do
		echo "$f"
	done
}

# mixed_batch N: the golden inputs that answer quickly, N times over, as
# one stream on standard output (cases that exist to take long are tested
# on their own, and so are the cases marked NAME.long: the target hunts'
# grids are sparse, and '-c' would count each of them to its limit).
mixed_batch() {
	i=0
	while [ "$i" -lt "$1" ]; do
		golden_inputs | while read -r f; do
			case $f in
			*very_long_line* | *sparse* | *time_limit*) continue ;;
			esac
			[ -f "${f%.in}.long" ] && continue
			# An 'end' line would end the whole batch there.
			grep -qix '[[:blank:]]*end[[:blank:]]*' "$f" && continue
			cat "$f"
			echo
		done
		i=$((i + 1))
	done
}

# The summary line, and the exit status: 0 when nothing failed.
# needs PATH: end the suite as skipped, saying so, when PATH is absent.
needs() {
	if [ -z "$1" ] || [ ! -e "$1" ]; then
		skip "${1:-a data folder (DATA is unset)} not found"
		finish
	fi
}

finish() {
	if [ "$skipped" = 0 ]; then
		echo "$suite: $passed passed, $failed failed"
	else
		echo "$suite: $passed passed, $failed failed, $skipped skipped"
	fi
	[ "$failed" = 0 ]
	exit
}
