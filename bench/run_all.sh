#!/bin/sh
# run_all.sh - the comparison with the reference solvers on a machine of
# its own, in one command: build sudoku and the references, then time
# every data set solving and with -u, and the count family at three
# limits, beside tdoku and fastdoku (bench/bench.sh, CPU time of whole
# processes, runs alternating).  See LICENSE for copying terms.
#
# usage: sh bench/run_all.sh DIR [OUT]
#
# DIR (a path without blanks) holds data/, the puzzle files (*.txt, one
# puzzle a line; 17clue.txt makes the count family), and the references:
# DIR/bin/tdoku_driver and DIR/bin/fastdoku_driver (bench/peers/), made
# first by DIR/build.sh when there is one (run as 'sh DIR/build.sh DIR
# TREE', TREE this tree; it is kept with the references' sources, which
# are not part of this project).  A reference that is not there is left
# out of the tables.  Everything printed also goes to OUT (default
# DIR/results-HOST-TIME.txt).
#
# Each data set is repeated so that one solving run of ours takes about
# TARGET seconds of CPU, and the sparse family (bench/gen_target_grids,
# SEED) and the count family are sized the same way, so that every run
# takes about 0.3 to 3 s; each table is the median of RUNS runs after a
# warm-up.  On a 2-vCPU Zen 4 the whole takes about 9 minutes; with
# PARALLEL benchmarks at a time on idle cores, about that over PARALLEL.
#
# Environment (all optional):
#   RUNS=n        timed runs per data set and mode (default 3)
#   TARGET=s      CPU seconds of one solving run of ours (default 0.5)
#   LIMITS='a b'  the count family's limits (default 1000 100000 10000000)
#   SETS='a b'    the data sets, by name (default every DIR/data/*.txt;
#                 none: none)
#   SEED=n        the sparse family's seed (default 4242; SPARSE=0: none)
#   CORES='a b'   our cores to time forced as well (default none)
#   JOBS=n        make's jobs (default: the online CPUs)
#   PARALLEL=n    benchmarks at a time, each a data set or a limit of the
#                 count family (default 1 below 8 CPUs, else a quarter
#                 of them, at most 4); each alternates its own runs, so
#                 that its ratios stay fair
#
# Exits 0 when every benchmark did.

tree=$(cd "$(dirname "$0")/.." && pwd) || exit 2
dir=${1:?usage: sh bench/run_all.sh DIR [OUT]}
dir=$(cd "$dir" && pwd) || exit 2
case $dir in *[[:space:]]*)
	echo "run_all: $dir: a path with blanks cannot be a command's" \
	    "word in bench.sh" >&2
	exit 2 ;;
esac
[ -d "$dir/data" ] || { echo "run_all: no $dir/data" >&2; exit 2; }
out=${2:-$dir/results-$(uname -n)-$(date -u +%Y%m%dT%H%M%SZ).txt}
RUNS=${RUNS:-3}
TARGET=${TARGET:-0.5}
LIMITS=${LIMITS:-1000 100000 10000000}
SEED=${SEED:-4242}
SPARSE=${SPARSE-}
JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
# One benchmark a core leaves the others idle: on 8 CPUs or more, a
# quarter of them (at most 4) run side by side, each its runs alternating.
PARALLEL=${PARALLEL:-$(awk -v n="$JOBS" 'BEGIN {
	print (n < 8 ? 1 : (n / 4 > 4 ? 4 : int(n / 4))) }')}
export RUNS
cd "$tree" || exit 2

tmp=$(mktemp -d "${TMPDIR:-/tmp}/run_all.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

# CPU seconds (user + sys) of "$@" with standard input from file $1.
cpu_of() {
	input=$1
	shift
	bench/cputime -o "$tmp/res" "$@" <"$input" >/dev/null 2>&1
	awk '{ print $2 + $3 }' "$tmp/res"
}

# How many of something to take so that a run of T seconds for N of
# them becomes one of TARGET seconds, within 1..MAX: scale N T MAX.
scale() {
	awk -v n="$1" -v t="$2" -v target="$TARGET" -v max="$3" 'BEGIN {
		k = t > 0 ? int(n * target / t + 0.5) : max
		if (k < 1)
			k = 1
		if (k > max + 0)
			k = max
		print k
	}'
}

# The count family of bench.sh: family KIND N writes the first N puzzles
# of 17clue.txt without three clues, as bench.sh's COUNT_CLUES=KIND does
# (bench.sh makes its own copy: this one only sizes the runs).
family() {
	head -n "$2" "$dir/data/17clue.txt" |
	    sh bench/count_family.sh "$1" "$SEED"
}

# The CPU time ratios of one bench.sh output (file $1): per table row,
# the reference's CPU time over ours, for each reference by name.
summary() {
	awk '
		/^(solve one|uniqueness|count) \(sudoku/ {
			mode = $1 == "solve" ? "solve" : $1 == "uniqueness" ? \
			    "-u" : "count"
			if (match($0, /-l [0-9]+/))
				mode = mode " " \
				    substr($0, RSTART + 3, RLENGTH - 3)
			getline
			k = 0
			for (i = 11; i + 7 <= NF; i += 8)
				name[++k] = $i
			on = 1
			next
		}
		on && NF == 0 { on = 0 }
		on {
			printf "%-14s %-20s %9d %9s", mode, $1, $2, $3
			for (i = 1; i <= k; i++)
				printf " %s=%.2f", name[i], $(8 + 4 * i - 2)
			print ""
		}' "$1"
}

# job N LIMIT [VAR=VALUE...]: bench/bench.sh with the settings given,
# beside the references there are, which count to LIMIT in the count
# family; its output in $tmp/out.N, its exit status in $tmp/rc.N.
job() {
	n=$1 limit=$2
	shift 2
	[ -x "$fastdoku" ] && set -- REF2="$fastdoku 1 -q" \
	    REF2_UNIQUE="$fastdoku 2 -q" REF2_COUNT="$fastdoku $limit -q" \
	    REF2_NAME=fastdoku "$@"
	[ -x "$tdoku" ] && set -- REF="$tdoku 1 -q" REF_UNIQUE="$tdoku 2 -q" \
	    REF_COUNT="$tdoku $limit -q" REF_NAME=tdoku "$@"
	env "$@" SCALING= EXTRAS=0 CORES="${CORES:-none}" \
	    sh bench/bench.sh ./sudoku >"$tmp/out.$n" 2>&1
	echo $? >"$tmp/rc.$n"
}

# Wait for the jobs started, then print their outputs in order.
drain() {
	wait
	while [ "$shown" -lt "$jobs" ]; do
		shown=$((shown + 1))
		echo
		echo "== $(cat "$tmp/what.$shown")"
		cat "$tmp/out.$shown"
		[ "$(cat "$tmp/rc.$shown")" = 0 ] || status=1
	done
}

# start WHAT LIMIT [VAR=VALUE...]: one more job, PARALLEL at a time.
start() {
	[ $((jobs - shown)) -ge "$PARALLEL" ] && drain
	jobs=$((jobs + 1))
	echo "$1" >"$tmp/what.$jobs"
	shift
	job "$jobs" "$@" &
}

main() {
	status=0
	echo "run_all: $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -n)," \
	    "sudoku $(git -C "$tree" rev-parse --short HEAD 2>/dev/null ||
	    echo '(not a git tree)')"
	if command -v lscpu >/dev/null; then
		lscpu | grep -E '^(Vendor ID|CPU family|Model|Model name):'
		lscpu | grep -E '^(CPU\(s\)|Thread\(s\) per core|L3 cache):'
	else
		grep -m 4 -E '^(vendor_id|cpu family|model|model name)' \
		    /proc/cpuinfo
	fi
	echo "load average: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null);" \
	    "$PARALLEL benchmark(s) at a time"
	began=$(date +%s)
	tdoku=$dir/bin/tdoku_driver fastdoku=$dir/bin/fastdoku_driver

	echo
	echo "== building sudoku (make -j $JOBS)"
	make -j "$JOBS" sudoku bench/cputime bench/gen_target_grids \
	    tests/ref/verify_solutions >"$tmp/make.log" 2>&1 || {
		cat "$tmp/make.log"
		echo "run_all: make failed"
		return 2
	}
	if [ -f "$dir/build.sh" ]; then
		echo "== building the references (sh $dir/build.sh)"
		sh "$dir/build.sh" "$dir" "$tree" || status=1
	fi
	for peer in "$tdoku" "$fastdoku"; do
		[ -x "$peer" ] || echo "run_all: no $peer; left out"
	done

	# The data sets, each repeated to about TARGET seconds of ours, in
	# a folder of its own.
	sets=${SETS-}
	if [ "$sets" = none ]; then
		sets=
	elif [ -z "$sets" ]; then
		for f in "$dir"/data/*.txt; do
			[ -f "$f" ] && sets="$sets $(basename "$f" .txt)"
		done
	fi
	echo
	echo "== sizing the runs (TARGET=$TARGET s of our CPU a solving run)"
	for name in $sets; do
		f=$dir/data/$name.txt
		[ -f "$f" ] || { echo "run_all: no $f"; return 2; }
		t=$(cpu_of "$f" ./sudoku -s)
		copies=$(scale 1 "$t" 1000)
		mkdir -p "$tmp/sets/$name" || return 2
		i=0
		while [ $i -lt "$copies" ]; do
			cat "$f"
			i=$((i + 1))
		done >"$tmp/sets/$name/$name.txt"
		echo "$name: $(wc -l <"$f") puzzles in $t s; $copies copies"
	done
	if [ "$SPARSE" != 0 ]; then
		n=${SPARSE:-2000}
		name=sparse_seed$SEED
		mkdir -p "$tmp/sets/$name" || return 2
		sparse=$tmp/sets/$name/$name.txt
		bench/gen_target_grids -s "$SEED" -n "$n" sparse >"$sparse" ||
		    return 2
		if [ -z "$SPARSE" ]; then
			t=$(cpu_of "$sparse" ./sudoku -s)
			n=$(scale "$n" "$t" 1000000)
			bench/gen_target_grids -s "$SEED" -n "$n" sparse \
			    >"$sparse" || return 2
		fi
		echo "$name: $n grids of 0-20 clues"
		sets="$sets $name"
	fi
	# The count family at each limit: its puzzles doubled until a run
	# of ours takes 0.1 s, then scaled to TARGET, but at least 3.
	counts=
	if [ -f "$dir/data/17clue.txt" ]; then
		mkdir "$tmp/count" || return 2
		ln -s "$dir/data/17clue.txt" "$tmp/count/17clue.txt"
		for limit in $LIMITS; do
			for kind in first random; do
				n=1
				while :; do
					family "$kind" "$n" >"$tmp/family.txt"
					t=$(cpu_of "$tmp/family.txt" \
					    ./sudoku -s -c -l "$limit")
					awk -v t="$t" \
					    'BEGIN { exit !(t >= 0.1) }' && break
					[ "$n" -ge 49158 ] && break
					n=$((n * 2))
				done
				n=$(scale "$n" "$t" 49158)
				[ "$n" -lt 3 ] && n=3
				echo "count family ($kind three clues) at" \
				    "$limit: $n puzzles"
				counts="$counts $limit:$kind:$n"
			done
		done
	fi

	# The longest first: the count family at its largest limit.
	jobs=0 shown=0
	for c in $counts; do
		limit=${c%%:*} n=${c##*:} kind=${c#*:}
		kind=${kind%:*}
		start "the count family ($kind three clues) at $limit: $n" \
		    "$limit" DATA="$tmp/count" SPARSE=0 \
		    COUNT="$n" COUNT_CLUES="$kind" COUNT_LIMIT="$limit" \
		    SEED="$SEED" \
		    MODES=count VERIFY="$tmp/none"
	done
	for name in $sets; do
		start "$name: solve and -u" 2 DATA="$tmp/sets/$name" \
		    SPARSE=0 COUNT=0 MODES='solve unique' \
		    VERIFY=tests/ref/verify_solutions
	done
	drain

	echo
	echo "== summary: the reference's CPU time / ours, per data set" \
	    "(above 1: sudoku is faster)"
	printf '%-14s %-20s %9s %9s %s\n' mode "data set" puzzles "CPU p/s" \
	    "reference=ratio"
	i=0
	while [ $i -lt "$jobs" ]; do
		i=$((i + 1))
		summary "$tmp/out.$i"
	done | awk '{ print ($1 == "solve" ? 1 : $1 == "-u" ? 2 : 3), $0 }' |
	    sort -s -n -k 1,1 | cut -d ' ' -f 2-
	echo
	echo "run_all: $(($(date +%s) - began)) s in all; results in $out"
	return $status
}

{
	main
	echo $? >"$tmp/status"
} 2>&1 | tee "$out"
exit "$(cat "$tmp/status")"
