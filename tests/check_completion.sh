#!/bin/sh
# check_completion.sh - the bash completion offers exactly the options that
# --help lists, so that a new option cannot be forgotten in either.
# See LICENSE for copying terms.
# Usage: sh tests/check_completion.sh ./sudoku [completions/sudoku.bash]
bin=${1:-./sudoku}
completion=${2:-completions/sudoku.bash}
suite=completion
. tests/lib.sh
if ! command -v bash >/dev/null 2>&1; then
	skip "bash not found"
	finish
fi
# The options of --help's option lines (those that start with a dash),
# with --[no-]X read as --X and --no-X.
"$bin" --help | grep '^ *-' |
    sed 's/--\[no-\]\([a-z-]*\)/--\1 --no-\1/g' |
    grep -o -e '--[a-z][a-z-]*' -e '-[A-Za-z]\b' |
    LC_ALL=C sort -u >"$tmp/help"
# What the completion offers for a lone '-'.
# shellcheck disable=SC2016 # the script is for bash
bash -c '. "$1" && COMP_WORDS=(sudoku -) COMP_CWORD=1 && _sudoku &&
    printf "%s\n" "${COMPREPLY[@]}"' sh "$completion" |
    LC_ALL=C sort -u >"$tmp/completion"
if [ -s "$tmp/help" ]; then
	same_file "options of --help (<) and of $completion (>)" \
	    "$tmp/help" "$tmp/completion"
else
	fail "no options found in --help"
fi
finish
