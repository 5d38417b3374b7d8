#!/bin/sh
# check_tables.sh - check that a committed generated file is what its
# generator prints now.  See LICENSE.
#
# The solver's tables in src/solve/band_tables.c are written by 'make tables'; this
# fails if someone edited them by hand or changed the generator without
# regenerating.
# Usage: sh tests/check_tables.sh GENERATOR FILE
gen=${1:?usage: check_tables.sh GENERATOR FILE}
file=${2:?usage: check_tables.sh GENERATOR FILE}
suite=tables
. tests/lib.sh
if "$gen" >"$tmp/generated"; then
	same_file "$file differs from what $gen prints (run make tables)" \
	    "$file" "$tmp/generated"
else
	fail "$gen failed"
fi
finish
