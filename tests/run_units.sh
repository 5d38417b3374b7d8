#!/bin/sh
# run_units.sh - run the unit test programs; each must exit 0.
# See LICENSE for copying terms.
# Usage: sh tests/run_units.sh [-w WRAP] PROGRAM...
# WRAP prefixes every run, e.g. -w 'valgrind -q --error-exitcode=99'.
wrap=
if [ "$1" = -w ]; then
	wrap=$2
	shift 2
fi
suite=units
. tests/lib.sh
for t in "$@"; do
	case $t in */*) ;; *) t=./$t ;; esac
	# shellcheck disable=SC2086 # the wrapper is meant to be split
	if $wrap "$t"; then
		pass
	else
		fail "$t"
	fi
done
finish
