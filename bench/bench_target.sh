#!/bin/sh
# bench_target.sh - the target-mode benchmark: every grid timed on its own.
# See LICENSE for copying terms.
#
# usage: sh bench/bench_target.sh ./sudoku
#
# Builds the seeded grid family of target mode with bench/gen_target_grids
# (GRIDS grids with 0-20 clues kept from a random full grid, GRIDS with
# 21-40, and the fixed grids: the formerly slowest grids, the empty grid,
# the 729 one-clue grids and a full grid), then times each grid as a whole
# process with bench/bench_tail, for the standard weights and for the two
# weight files in tests/targetsum/.  Where cbc (COIN-OR CBC) is installed,
# each grid's 0-1 integer program is solved by it side by side and its
# answer must equal ours.  Then the hunt for slow grids (bench/hunt_target,
# in process, one library call per grid): HUNT seeded sparse grids with
# the standard weights and HUNT/10 with each weight file, reporting the
# median, p99, max and the root gap; each hunt's slowest grids are timed
# again as whole processes, beside CBC.  Last, the in-process comparison
# with the textbook search (bench/bench_target).
#
# Environment (all optional):
#   GRIDS=n        grids per random family (default 2000)
#   SEED=n         seed of the random families and the hunt (default 13)
#   HUNT=n         grids of the hunt with the standard weights (default
#                  10000; 0 skips the hunt)
#   TIME_LIMIT=s   --time-limit per grid, seconds (default 1)
#   CBC=cmd        the CBC program (default: cbc if found; CBC= skips it)
#   WEIGHTS='a b'  which tables: standard signed digits (default all three)
#
# Exits 1 if an answer was wrong or CBC disagreed; timeouts and CBC
# failures (a run that gives no answer) are reported.

prog=${1:?usage: sh bench/bench_target.sh ./sudoku}
here=$(dirname "$0")
GRIDS=${GRIDS:-2000}
SEED=${SEED:-13}
TIME_LIMIT=${TIME_LIMIT:-1}
HUNT=${HUNT:-10000}
WEIGHTS=${WEIGHTS:-standard signed digits}
if [ "${CBC+set}" != set ]; then
	CBC=$(command -v cbc 2>/dev/null)
fi
for n in "$GRIDS" "$SEED" "$HUNT"; do
	case $n in
	'' | *[!0-9]*)
		echo "bench_target: GRIDS, SEED and HUNT must be numbers" >&2
		exit 2 ;;
	esac
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench_target.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
bin=$tmp/sudoku
cp "$prog" "$bin" || exit 2

"$here/gen_target_grids" -s "$SEED" -n "$GRIDS" sparse >"$tmp/random" &&
    "$here/gen_target_grids" -s "$((SEED + 1))" -n "$GRIDS" dense \
    >>"$tmp/random" && "$here/gen_target_grids" fixed >"$tmp/fixed" || exit 2

echo "target bench: $prog, $(date '+%Y-%m-%d %H:%M %Z'), load average" \
    "$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)"
echo "random: $GRIDS grids with 0-20 clues (seed $SEED) and $GRIDS with" \
    "21-40 (seed $((SEED + 1))); fixed: formerly slowest, empty, 729" \
    "one-clue grids, a full grid"
if [ -n "$CBC" ]; then
	echo "cbc: $CBC ($("$CBC" -quit 2>/dev/null | sed -n 's/^Version: *//p' |
	    head -n 1))"
else
	echo "cbc: not found; the integer-program comparison is skipped" \
	    "(Debian: apt-get install coinor-cbc)"
fi

failed=0
for w in $WEIGHTS; do
	case $w in
	standard) wflag= ;;
	signed) wflag="-w $here/../tests/targetsum/weights_signed.txt" ;;
	digits) wflag="-w $here/../tests/targetsum/weights_digits.txt" ;;
	*) echo "bench_target: unknown weights '$w'" >&2; exit 2 ;;
	esac
	for set in random fixed; do
		# $wflag is split at blanks on purpose.
		# shellcheck disable=SC2086
		"$here/bench_tail" -l "$TIME_LIMIT" $wflag \
		    ${CBC:+-c "$CBC"} "$set grids, $w weights" "$bin" \
		    <"$tmp/$set" || failed=1
	done
done
for w in $WEIGHTS; do
	[ "$HUNT" -gt 0 ] || break
	count=$HUNT
	case $w in
	standard) wflag= ;;
	signed) wflag="-w $here/../tests/targetsum/weights_signed.txt" ;;
	digits) wflag="-w $here/../tests/targetsum/weights_digits.txt" ;;
	esac
	[ "$w" = standard ] || count=$(((HUNT + 9) / 10))
	# shellcheck disable=SC2086
	"$here/hunt_target" -n "$count" -s "$SEED" -k 5 $wflag \
	    "hunt, $w weights" >"$tmp/hunt" || failed=1
	cat "$tmp/hunt"
	awk 'NF == 6 && length($1) == 81 { print $1 }' "$tmp/hunt" \
	    >"$tmp/slowest"
	# shellcheck disable=SC2086
	"$here/bench_tail" -l "$TIME_LIMIT" $wflag ${CBC:+-c "$CBC"} \
	    "the hunt's slowest grids, $w weights" "$bin" <"$tmp/slowest" ||
	    failed=1
done
echo
"$here/bench_target" || failed=1
exit $failed
