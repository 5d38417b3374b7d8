#!/bin/sh
# check_man.sh - the manual page must lint clean; mandoc is optional on a
# build machine.  See LICENSE for copying terms.
# Usage: sh tests/check_man.sh src/cli/sudoku.1
page=${1:-src/cli/sudoku.1}
suite=man
. tests/lib.sh
if command -v mandoc >/dev/null 2>&1; then
	check "mandoc -T lint $page" mandoc -T lint -W warning "$page"
else
	skip "mandoc not found"
fi
finish
