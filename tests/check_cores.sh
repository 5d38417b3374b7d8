#!/bin/sh
# check_cores.sh - the tests that check answers on every solving core this
# CPU runs, the same bytes out of every core, and the choice of the core.
# See LICENSE.
#
# The library picks its core at run time, timing them in a long run, and
# SUDOKU_CORE forces one (see sudoku(1)); -s says which and how.  For each
# core the CPU runs besides the default one, which the other suites test
# anyway, this reruns the unit tests given as arguments and the golden
# cases.  With -d it also runs the shared data
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

# The core --stats names, and how it was chosen (the words in brackets).
core_of() {
	sed -n 's/.*, core \([a-z0-9]*\) (.*)$/\1/p' "$1"
}
how_of() {
	sed -n 's/.*, core [a-z0-9]* (\(.*\))$/\1/p' "$1"
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
SUDOKU_CORE=$default "$bin" -s </dev/null >/dev/null 2>"$tmp/err"
same "SUDOKU_CORE said to force the core" "forced by SUDOKU_CORE" \
    "$(how_of "$tmp/err")"

# The choice by measurement: one puzzle times nothing; a long run times
# the cores and keeps the fastest, here the other one when the default is
# made sixteen times as slow (SUDOKU_CORE_HANDICAP, see src/solve/core_choice.c),
# on one thread and on two.
grep -v '^#' tests/kit/puzzles.txt | cut -d : -f 1 | grep . | head -n 7 \
    >"$tmp/seven"
i=0
while [ $i -lt 1000 ]; do
	cat "$tmp/seven"
	i=$((i + 1))
done >"$tmp/long"
head -n 1 "$tmp/seven" | "$bin" -s >/dev/null 2>"$tmp/err"
if [ "$(echo $cores | wc -w)" -lt 2 ]; then
	same "one puzzle, one core" "the only one this CPU runs" \
	    "$(how_of "$tmp/err")"
	skip "choice by measurement (one core only)"
else
	same "one puzzle: no core timed" \
	    "preset; too few puzzles to time the cores" \
	    "$(how_of "$tmp/err")"
	for jobs in 1 2; do
		SUDOKU_CORE_HANDICAP=$default $WRAP "$bin" -s -j $jobs \
		    "$tmp/long" >/dev/null 2>"$tmp/err"
		chosen=$(core_of "$tmp/err")
		case $chosen in
		'' | "$default") fail "-j $jobs: $default made slow, yet" \
		    "chosen: $(cat "$tmp/err")" ;;
		*) pass ;;
		esac
		case $(how_of "$tmp/err") in
		"measured on 7 searches: $chosen 1.00, "*) pass ;;
		*) fail "-j $jobs: not measured: $(cat "$tmp/err")" ;;
		esac
	done
fi

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
