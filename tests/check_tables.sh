#!/bin/sh
# check_tables.sh - check that a committed generated file is what its
# generator prints now.  See LICENSE.
#
# The solver's tables in src/band_tables.c are written by 'make tables'; this
# fails if someone edited them by hand or changed the generator without
# regenerating.
# Usage: sh tests/check_tables.sh GENERATOR FILE
gen=${1:?usage: check_tables.sh GENERATOR FILE}
file=${2:?usage: check_tables.sh GENERATOR FILE}
tmp=${TMPDIR:-/tmp}/sudoku-tables.$$
trap 'rm -f "$tmp"' EXIT INT TERM
"$gen" > "$tmp" || { echo "FAIL $gen failed"; exit 1; }
if ! cmp -s "$tmp" "$file"; then
	echo "FAIL $file differs from what $gen prints (run make tables):"
	diff "$file" "$tmp" | head -20
	exit 1
fi
echo "check_tables: $file is up to date"
