#!/bin/sh
# check_se.sh - agreement of -r with Sudoku Explainer's own ratings over
# the larger reference samples made outside this tree (TSV files of
# ../shared/tools/serate.sh: puzzle, er, ep, ed, seconds, set[, technique]).
# Prints, per file and in all, how many ERs are identical, within 0.1 and
# within 0.5, and fails below the floors (0.1: 85%, 0.5: 97%).  Puzzles
# SE rates 6.5 or more (chains, or aligned triplet exclusion, which SE
# reaches after chains) that we rate without any chain are counted apart
# while src/rate/chains.c is the stub.  Skips cleanly when the reference folder is absent.
# See LICENSE for copying terms.
# Usage: sh tests/check_se.sh ./sudoku [DIR]   (DIR: ../peers/se-ref)
bin=${1:-./sudoku}
dir=${2:-${SE_REF:-../peers/se-ref}}
suite=se
. tests/lib.sh
if ! ls "$dir"/*.tsv >/dev/null 2>&1; then
	skip "no SE reference in $dir"
	finish
fi
for tsv in "$dir"/*.tsv; do
	awk -F'\t' '$1 != "puzzle" && $2 != "timeout" { print $1 }' "$tsv" \
	    >"$tmp/puzzles"
	"$bin" -r -f json "$tmp/puzzles" 2>/dev/null |
	    sed 's/.*"er":\([0-9.]*\).*"technique":"\([a-z-]*\)".*/\1 \2/' \
	    >"$tmp/ours"
	awk -F'\t' '$1 != "puzzle" && $2 != "timeout" { print $2, $3, $4, $7 }' \
	    "$tsv" | paste -d ' ' - "$tmp/ours" >"$tmp/both"
	awk -v name="$(basename "$tsv")" '
	    function abs(x) { return x < 0 ? -x : x }
	    {
		se = $1 + 0; ours = $(NF - 1) + 0; tech = $NF
		chain = se >= 6.5
		ourchain = tech ~ /cycle|chain|nishio/
		if (chain && !ourchain) { wait++; next }
		n++; d = abs(se - ours)
		same += d < 0.05; near += d < 0.15; far += d < 0.55
	    }
	    END {
		printf "%s: %d rated, %d identical ER, %d within 0.1, " \
		    "%d within 0.5; %d waiting for the chains\n",
		    name, n, same, near, far, wait
	    }' "$tmp/both" | tee -a "$tmp/summary"
done
awk '{ n += $2; s += $4; a += $7; b += $10 }
    END { exit !(n == 0 || (a * 100 >= n * 85 && b * 100 >= n * 97)) }' \
    "$tmp/summary"
check "ER within 0.1 on 85% and within 0.5 on 97%" test $? -eq 0
finish
