#!/bin/sh
# check_inputs.sh - judge and collection inputs at scale: a Kaggle-shaped
# CSV of 10,000 rows with --verify (and one altered solution), judge
# formats with many cases, each with threads, --stats and --progress.
# The puzzles come from the shared data set kaggle_10k.txt, the solutions
# from the binary itself (check_data.sh checks those independently).
# Usage: sh tests/check_inputs.sh ./sudoku
bin=${1:-./sudoku}
data=${DATA:-}	# make passes the folder; unset: skipped
suite=inputs
. tests/lib.sh

needs "$data/kaggle_10k.txt"

# The Kaggle shape: a header, then puzzle,solution rows with '0' blanks.
"$bin" -f line "$data/kaggle_10k.txt" >"$tmp/solutions"
{
	echo 'quizzes,solutions'
	tr . 0 <"$data/kaggle_10k.txt" | paste -d , - "$tmp/solutions"
} >"$tmp/kaggle.csv"

"$bin" --verify "$tmp/kaggle.csv" >"$tmp/out" 2>"$tmp/err"
same "10,000 rows: --verify exit status" 0 "$?"
same_file "10,000 rows: every row answered with its solution" \
    "$tmp/solutions" "$tmp/out"
same "10,000 rows: nothing on stderr" "" "$(cat "$tmp/err")"

# Row 5000 (line 5001) with two cells of its solution swapped.
awk -F , 'NR == 5001 { $2 = substr($2, 2, 1) substr($2, 1, 1) \
    substr($2, 3) } { print }' OFS=, "$tmp/kaggle.csv" >"$tmp/altered.csv"
"$bin" --verify "$tmp/altered.csv" >"$tmp/out" 2>"$tmp/err"
same "altered solution: --verify exit status" 1 "$?"
same "altered solution: the row is named" \
    "sudoku: $tmp/altered.csv:5001:83: given solution differs from the one found: it does not solve the puzzle" \
    "$(cat "$tmp/err")"
same_file "altered solution: still every row answered" "$tmp/solutions" \
    "$tmp/out"

# Threads: the same bytes, messages and status as one thread.
"$bin" -j 3 --verify "$tmp/altered.csv" >"$tmp/out3" 2>"$tmp/err3"
same "-j 3 --verify exit status" 1 "$?"
same_file "-j 3 --verify output" "$tmp/out" "$tmp/out3"
same_file "-j 3 --verify messages" "$tmp/err" "$tmp/err3"

# --stats counts every row, and --echo carries each puzzle along.
"$bin" -s -e "$tmp/kaggle.csv" 2>"$tmp/err" | cut -d : -f 1 |
    tr 0 . >"$tmp/echoed"
same_file "--echo on CSV rows: the puzzles" "$data/kaggle_10k.txt" \
    "$tmp/echoed"
same "--stats on CSV rows" "sudoku: 10000 puzzles, 10000 solved, 0 none," \
    "$(cut -d ' ' -f 1-7 "$tmp/err")"

# Judge shapes of the first 500 puzzles: POJ 2676 (a count line, rows of
# digits) and HDU 1426 ('?' blanks, spaces, a blank line between cases).
head -n 500 "$data/kaggle_10k.txt" >"$tmp/500.txt"
head -n 500 "$tmp/solutions" >"$tmp/500.sol"
# rows SEP: each 81-cell line as nine rows, cells joined by SEP, and a
# blank line between grids when SEP is a space.
rows() {
	awk -v sep="$1" '{
		if (sep != "" && NR > 1)
			print ""
		for (i = 0; i < 9; i++) {
			r = substr($0, 9 * i + 1, 9)
			if (sep != "") {
				gsub(/./, "& ", r)
				sub(/ $/, "", r)
			}
			print r
		}
	}'
}
{
	echo 500
	tr . 0 <"$tmp/500.txt" | rows ""
} >"$tmp/poj.txt"
rows "" <"$tmp/500.sol" >"$tmp/poj.expected"
tr . '?' <"$tmp/500.txt" | rows " " >"$tmp/hdu.txt"
rows " " <"$tmp/500.sol" >"$tmp/hdu.expected"
for shape in poj hdu; do
	for jobs in 1 3; do
		"$bin" -j $jobs "$tmp/$shape.txt" >"$tmp/out" 2>"$tmp/err"
		same "$shape, -j $jobs: exit status" 0 "$?"
		same_file "$shape, -j $jobs: the judge's shape" \
		    "$tmp/$shape.expected" "$tmp/out"
	done
	"$bin" -s "$tmp/$shape.txt" 2>&1 >/dev/null | cut -d ' ' -f 1-5 \
	    >"$tmp/stats"
	same "$shape: --stats" "sudoku: 500 puzzles, 500 solved," \
	    "$(cat "$tmp/stats")"
done
# One case fewer than announced: every puzzle answered, the count named.
sed '$d' "$tmp/poj.txt" | sed '$d' | sed '$d' | sed '$d' | sed '$d' |
    sed '$d' | sed '$d' | sed '$d' | sed '$d' >"$tmp/short.txt"
"$bin" "$tmp/short.txt" >"$tmp/out" 2>"$tmp/err"
same "count larger than the puzzles: exit status" 2 "$?"
same "count larger than the puzzles: message" \
    "sudoku: $tmp/short.txt:1:1: 500 puzzles announced, 499 found" \
    "$(cat "$tmp/err")"
same "count larger than the puzzles: every puzzle answered" 4491 \
    "$(wc -l <"$tmp/out" | tr -d ' ')"

# Progress on a CSV and on a count-line file: two puzzles that time out.
z=000000000000000000000000000000000000000000000000000000000000000000000000000000000
printf 'quizzes,solutions\n%s,%s\n%s,%s\n' $z $z $z $z >"$tmp/slow.csv"
{
	echo 2
	yes 000000000 | head -n 18
} >"$tmp/slow.txt"
for f in slow.csv slow.txt; do
	"$bin" -c -l 0 --time-limit 0.7 --progress "$tmp/$f" \
	    >"$tmp/out" 2>"$tmp/err"
	if grep -q "$(printf '\r')sudoku: 2 puzzles, " "$tmp/err" &&
	    [ "$(cat "$tmp/out")" = "$(printf 'timeout\ntimeout')" ]; then
		pass
	else
		fail "--progress on $f"
	fi
done
finish
