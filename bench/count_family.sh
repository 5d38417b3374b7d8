#!/bin/sh
# count_family.sh - the count family of bench.sh and run_all.sh: puzzles
# of many completions, each puzzle of standard input (81 characters a
# line, such as 17clue.txt) without three of its clues.  See LICENSE for
# copying terms.
#
# usage: sh bench/count_family.sh KIND SEED <puzzles >family
#
# KIND first removes each puzzle's first three clues, KIND random three
# drawn by a Park-Miller generator from SEED, in awk's doubles, so that
# every awk makes the same family.
case $1 in
first) random= ;;
random) random=1 ;;
*) echo "count_family.sh: KIND must be first or random" >&2; exit 2 ;;
esac
case $2 in
'' | *[!0-9]*) echo "count_family.sh: SEED must be a number" >&2; exit 2 ;;
esac
exec awk -v random="$random" -v seed="$2" '
BEGIN { x = seed % 2147483646 + 1 }
{
	line = substr($0, 1, 81)
	n = 0
	for (i = 1; i <= 81; i++)
		if (substr(line, i, 1) ~ /[1-9]/)
			at[++n] = i
	for (k = 0; k < 3 && n > 0; k++) {
		j = k + 1
		if (random) {
			x = (x * 16807) % 2147483647
			j = x % n + 1
		}
		p = at[j]
		if (random)
			at[j] = at[n--]
		line = substr(line, 1, p - 1) "." substr(line, p + 1)
	}
	print line
}'
