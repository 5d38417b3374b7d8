#!/bin/sh
# check_cores.sh - the tests that check answers on every solving core this
# CPU runs, and the same bytes out of every core.  See LICENSE.
#
# The library picks its core at run time and SUDOKU_CORE forces one (see
# sudoku(1)).  For each core the CPU runs besides the default one, which
# the other suites test anyway, this reruns the unit tests given as
# arguments and the golden cases.  With -d it also runs the shared data
# sets (DATA, which make passes; absent: skipped) through solve and
# uniqueness mode on every core and compares the outputs and the --stats
# counts, guesses included, with the default core's.  An unknown core
# name must be refused with exit status 2.
# Usage: sh tests/check_cores.sh [-d] ./sudoku [UNIT_TEST...]
data_too=
if [ "$1" = -d ]; then
	data_too=1
	shift
fi
bin=${1:?usage: check_cores.sh [-d] ./sudoku [UNIT_TEST...]}
shift
data=${DATA:-}	# make passes the folder; unset: skipped
suite=cores
. tests/lib.sh

SUDOKU_CORE=nonesuch $WRAP "$bin" </dev/null >/dev/null 2>"$tmp/err"
same "unknown SUDOKU_CORE refused" 2 "$?"

# The core --stats names (last word of its line).
core_of() {
	sed -n 's/.*, core \([a-z0-9]*\)$/\1/p' "$1"
}
"$bin" -s </dev/null >/dev/null 2>"$tmp/err"
default=$(core_of "$tmp/err")
cores=
for core in avx512 avx2 scalar; do
	SUDOKU_CORE=$core "$bin" -s </dev/null >/dev/null 2>"$tmp/err"
	if [ "$(core_of "$tmp/err")" = "$core" ]; then
		cores="$cores $core"
	else
		skip "core $core (this CPU does not run it)"
	fi
done
echo "cores:$cores; default $default"
# The default first: the others are compared with it.
order=$default
for core in $cores; do
	[ "$core" = "$default" ] || order="$order $core"
done

for core in $cores; do
	[ "$core" = "$default" ] && continue
	[ $# -gt 0 ] && check "unit tests on $core" \
	    env SUDOKU_CORE="$core" sh tests/run_units.sh "$@"
	check "golden cases on $core" \
	    env SUDOKU_CORE="$core" sh tests/run_golden.sh "$bin"
done

if [ -n "$data_too" ] && [ -d "$data" ]; then
	for file in "$data"/*.txt; do
		for mode in solve -u; do
			flags=
			[ $mode = -u ] && flags=-u
			for core in $order; do
				SUDOKU_CORE=$core $WRAP "$bin" -s $flags \
				    "$file" >"$tmp/$core.out" 2>"$tmp/$core.err"
				# Everything but the time and the core's name.
				sed 's/, [0-9.]* s, .*//' "$tmp/$core.err" \
				    >"$tmp/$core.stats"
				[ "$core" = "$default" ] && continue
				same_file "${file##*/} $mode: $core output" \
				    "$tmp/$default.out" "$tmp/$core.out"
				same_file "${file##*/} $mode: $core counts" \
				    "$tmp/$default.stats" "$tmp/$core.stats"
			done
		done
	done
elif [ -n "$data_too" ]; then
	skip "cross-core data comparison ($data not found)"
fi
finish
