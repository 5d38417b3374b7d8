#!/bin/sh
# check_data.sh - solve every puzzle of the shared collections, verify each
# solution independently, and check the known uniqueness of each set; the
# canonical forms of the 17-clue set (known pairwise inequivalent) are
# pairwise different, and the ratings tell the easy sets from the hard.
# Skips cleanly without the folder DATA names (make passes it).
# See LICENSE.
# Usage: sh tests/check_data.sh ./sudoku [tests/ref/verify_solutions]
bin=${1:-./sudoku}
verify=${2:-tests/ref/verify_solutions}
data=${DATA:-}	# make passes the folder; unset: skipped
suite=data
. tests/lib.sh
needs "$data"
for file in "$data"/*.txt; do
	set=${file##*/}
	puzzles=$(grep -c . "$file")
	# Solve: one line per puzzle, each solution verified.
	verified=$("$bin" -j 0 -e "$file" | "$verify" | cut -d' ' -f1)
	same "$set: every puzzle solved and verified" "$puzzles" "$verified"
	# Uniqueness: serg_benchmark is built of multi-solution puzzles.
	case $set in
	serg_benchmark.txt) want=multiple ;;
	*) want=unique ;;
	esac
	got=$("$bin" -j 0 -u "$file" | grep -c -x "$want")
	same "$set: every puzzle is $want" "$puzzles" "$got"
	# -m: these two sets are known to be minimal.  --minimize: the
	# result of each unique puzzle is minimal and a subset of it.
	case $set in
	17clue.txt | unbiased_1k.txt)
		got=$("$bin" -j 0 -m "$file" | grep -c -x minimal)
		same "$set: every puzzle is minimal" "$puzzles" "$got"
		;;
	top1465.txt | kaggle_10k.txt)
		"$bin" -j 0 --minimize --seed 9 "$file" >"$tmp/min"
		got=$("$bin" -j 0 -m "$tmp/min" | grep -c -x minimal)
		same "$set: every puzzle minimized" "$puzzles" "$got"
		got=$(grep . "$file" | paste -d ' ' - "$tmp/min" | awk '{
			for (i = 1; i <= 81; i++) {
				c = substr($2, i, 1)
				if (c != "." && c != substr($1, i, 1))
					bad++
			}
		} END { print bad + 0 }')
		same "$set: minimized clues are the puzzle's" 0 "$got"
		;;
	esac
done
if [ -f "$data/17clue.txt" ]; then
	puzzles=$(grep -c . "$data/17clue.txt")
	forms=$("$bin" -j 0 --canon "$data/17clue.txt" | sort -u | grep -c .)
	same "17clue.txt: pairwise different canonical forms" "$puzzles" \
	    "$forms"
fi
# tdoku solves every kaggle puzzle without a guess: singles suffice.
if [ -f "$data/kaggle_10k.txt" ]; then
	puzzles=$(grep -c . "$data/kaggle_10k.txt")
	got=$("$bin" -j 0 -r "$data/kaggle_10k.txt" |
	    grep -c -E ' (hidden|naked)-single$')
	same "kaggle_10k.txt: every puzzle rated singles" "$puzzles" "$got"
fi
# Sudoku Explainer 11 or more: the first three puzzles need nested forcing
# chains (9.5 and up; 10.5 and up at the levels these take).  Only three:
# a rating of one of these takes seconds.
if [ -f "$data/hardest1905_11plus.txt" ]; then
	got=$(head -n 3 "$data/hardest1905_11plus.txt" | "$bin" -j 0 -r | awk '
	    { n++; split($1, v, "/") } v[1] + 0 >= 10.5 { s++ }
	    END { print (n == 3 && s == n) ? "yes" : s " of " n }')
	same "hardest1905_11plus.txt: the first three rated 10.5 or more" yes \
	    "$got"
fi
finish
