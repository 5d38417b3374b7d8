#!/bin/sh
# check_man.sh - the manual page must lint clean (mandoc is optional on a
# build machine), and every command of its EXAMPLES section must run: one
# whose output the page shows must print exactly that, the others must
# exit 0 or 1.  See LICENSE for copying terms.
#
# The examples run in a scratch folder where 'sudoku' is the binary under
# test and the files they name (puzzles.txt, puzzle.txt, sudoku.csv,
# puzzles.csv) are copies of examples/.  A command is a line '$ ...' of a
# .Dl line or of a .Bd -literal display, with its here-document; the lines
# after it, up to the next command or .Ed, are its output.  An example
# whose tool (jq) is missing is skipped.
# Usage: sh tests/check_man.sh [src/cli/sudoku.1] [./sudoku]
page=${1:-src/cli/sudoku.1}
bin=${2:-./sudoku}
suite=man
. tests/lib.sh
if command -v mandoc >/dev/null 2>&1; then
	check "mandoc -T lint $page" mandoc -T lint -W warning "$page"
else
	skip "mandoc not found"
fi

# The examples, one NUMBER.cmd and NUMBER.out each.
mkdir "$tmp/ex" "$tmp/run" "$tmp/bin"
awk -v dir="$tmp/ex" '
	function unescape(s) {
		gsub(/\\&/, "", s); gsub(/\\\(dq/, "\"", s)
		gsub(/\\-/, "-", s); gsub(/\\e/, "\\", s)
		return s
	}
	function start(s) {
		n++; cmd = dir "/" n ".cmd"; out = dir "/" n ".out"
		printf "" > out; print s > cmd
		heredoc = ""
		if (match(s, /<<[A-Z]+$/))
			heredoc = substr(s, RSTART + 2)
	}
	/^\.Sh / { examples = ($2 == "EXAMPLES"); next }
	!examples { next }
	/^\.Dl \$ / { start(unescape(substr($0, 7))); n_open = 0; next }
	/^\.Bd -literal/ { display = 1; n_open = 0; next }
	/^\.Ed/ { display = 0; next }
	!display { next }
	{ line = unescape($0) }
	heredoc != "" { print line > cmd; if (line == heredoc) heredoc = ""
			next }
	line ~ /^\$ / { start(substr(line, 3)); next }
	n > 0 { print line > out }
' "$page"
[ -x "$bin" ] || { fail "$bin not found: examples not run"; finish; }
case $bin in
/*) ln -s "$bin" "$tmp/bin/sudoku" ;;
*) ln -s "$PWD/$bin" "$tmp/bin/sudoku" ;;
esac
cp examples/collection.txt "$tmp/run/puzzles.txt"
cp examples/target.txt "$tmp/run/puzzle.txt"
cp examples/kaggle.txt "$tmp/run/sudoku.csv"
cp examples/kaggle.txt "$tmp/run/puzzles.csv"
found=0
for cmd in "$tmp"/ex/*.cmd; do
	[ -f "$cmd" ] || continue
	found=$((found + 1))
	what="manual example: $(head -n 1 "$cmd")"
	if grep -q 'jq ' "$cmd" && ! command -v jq >/dev/null 2>&1; then
		skip "$what (jq not found)"
		continue
	fi
	status=0
	(cd "$tmp/run" && PATH="$tmp/bin:$PATH" sh "$cmd") \
	    >"$tmp/actual" 2>"$tmp/err" || status=$?
	if [ -s "${cmd%.cmd}.out" ]; then
		same_file "$what" "${cmd%.cmd}.out" "$tmp/actual"
	elif [ "$status" -le 1 ]; then
		pass
	else
		fail "$what: exit status $status"
		head -5 "$tmp/err"
	fi
done
[ "$found" -gt 0 ] || fail "no example found in the EXAMPLES section"
finish
