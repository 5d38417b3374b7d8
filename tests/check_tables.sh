#!/bin/sh
# check_tables.sh - check that a committed generated file is what its
# generator prints now.  See LICENSE.
#
# The solver's tables in src/solve/band_tables.c are written by 'make
# tables', and the header dependencies in deps.mk by 'make deps'; this
# fails if someone edited one by hand, or changed the generator or its
# input without generating again.
# Usage: sh tests/check_tables.sh GENERATOR FILE [ARGUMENT...]
gen=${1:?usage: check_tables.sh GENERATOR FILE [ARGUMENT...]}
file=${2:?usage: check_tables.sh GENERATOR FILE [ARGUMENT...]}
shift 2
suite=tables
. tests/lib.sh
if "$gen" "$@" >"$tmp/generated"; then
	what="$file differs from what $gen prints (run make tables or deps)"
	same_file "$what" "$file" "$tmp/generated"
else
	fail "$gen failed"
fi
finish
