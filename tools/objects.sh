#!/bin/sh
# objects.sh - compile C sources into a folder of objects, N at a time,
# for the builds that differ from the normal one only in their flags
# (make sanitize, make tsan, make fuzz-build): each source is compiled
# once, however many programs then link it.  See LICENSE for copying terms.
# Usage: sh tools/objects.sh [-j N] DIR 'COMPILER FLAGS...' SOURCE...
# SOURCE a/b.c becomes DIR/a/b.o.  Exits 0 only if every source compiled.
jobs=1
if [ "$1" = -j ]; then
	jobs=$2
	shift 2
fi
dir=${1:?usage: objects.sh [-j N] DIR 'COMPILER FLAGS...' SOURCE...}
cc=${2:?usage: objects.sh [-j N] DIR 'COMPILER FLAGS...' SOURCE...}
shift 2

# lane K: compile the sources at positions K, K + jobs, K + 2 * jobs...
lane() {
	i=0
	for f in "$@"; do
		i=$((i + 1))
		[ $(((i - 1) % jobs)) = "$lane" ] || continue
		o=$dir/${f%.c}.o
		mkdir -p "${o%/*}" || exit 1
		# shellcheck disable=SC2086 # the compiler and flags are split
		$cc -c -o "$o" "$f" || exit 1
	done
}

pids=
lane=0
while [ "$lane" -lt "$jobs" ]; do
	lane "$@" &
	pids="$pids $!"
	lane=$((lane + 1))
done
status=0
for pid in $pids; do
	wait "$pid" || status=1
done
exit $status
