#!/bin/sh
# bench.sh - whole-process throughput of the sudoku binary, beside a reference.
# See LICENSE for copying terms.
#
# usage: sh bench/bench.sh ./sudoku
#
# Runs the binary over every *.txt file in $DATA, stdin from the file and
# stdout to /dev/null, in solve mode and with -u: one warm-up, then $RUNS
# timed runs, and prints per data set the median puzzles/s in CPU time (user
# + sys of the process, the steadiest figure on a shared machine) with its
# minimum and maximum, the median in wall time, and guesses per puzzle from
# the --stats line.  Then -j 2 against -j 1 in wall time on the hard sets,
# the peak RSS against cat(1) on the largest file, and a Kaggle-shaped
# CSV against the same puzzles as lines.  Beside the data sets, a family of
# sparse grids made at run time (0-20 clues kept from a random full grid,
# the search's worst case; see bench/gen_target_grids.c), and its worst
# grid's guesses, each grid a run of its own.  And a count family: puzzles
# of many completions (17clue.txt's first ones with their first three
# clues removed), counted to a large limit with -c.  Then the solving cores side
# by side: every core this CPU runs forced with SUDOKU_CORE, in the same
# alternation, against the default (the core sudoku chooses by timing
# them, see sudoku(1)) and the reference, under the CPU's vendor, family
# and model, so that each machine shows which core wins and by how much.
#
# Environment (all optional):
#   DATA=dir          puzzle files (make bench passes its DATA); absent: skip
#   RUNS=n            timed runs per data set and mode (default 5)
#   REF='cmd args'    reference solver, solve one: reads 81-character
#                     puzzles on stdin, one per line.  Split at blanks, no
#                     shell quoting.  Its runs alternate with ours.
#   REF_UNIQUE='cmd'  reference for the uniqueness check (-u)
#   REF_COUNT='cmd'   reference for the count family (-c -l $COUNT_LIMIT)
#   REF_NAME=name     its name in the tables (default ref)
#   REF2, REF2_UNIQUE, REF2_COUNT, REF2_NAME (default ref2)
#                     a second reference, the same way: its columns follow
#                     the first's, its runs follow the first's in the
#                     alternation; either reference may be left out
#   MODES='a b'       the tables to make, of solve unique count (default
#                     all three)
#   EXTRAS=0          leave out the CSV input and peak memory sections
#   SCALING='a b'     data sets for -j 2 against -j 1 (default
#                     hardest1905_11plus hardest1106 top1465)
#   CPUTIME=path      the timing helper (default bench/cputime)
#   SPARSE=n          grids of the sparse family (default 2000, 0: none)
#   SEED=n            its seed (default 7)
#   GEN=path          its generator (default bench/gen_target_grids)
#   COUNT=n           puzzles of the count family (default 150, 0: none)
#   COUNT_LIMIT=n     the limit they are counted to (default 100000)
#   COUNT_CLUES=k     the clues removed: first (the first three, the
#                     default) or random (three drawn from SEED)
#   CORES='a b'       cores to time forced (default: every core this CPU
#                     runs; CORES=none: no per-core table)
#   EASY_COPIES=n     copies of kaggle_10k.txt timed at each -j (60)
#   EASY_JOBS='a b'   the -j counts on it (default 1 2 4 ... up to nproc)
#
# SUDOKU_CORE is unset: the default is what is measured.  bench/run_all.sh
# runs this with both references on every data set of a folder.
#
# Exits 0 unless our binary failed (exit status 2, or a puzzle it reported
# invalid or timed out); slow results are reported, not failed.

# $flags, $ref and the numbers from stats() are split at blanks on purpose.
# shellcheck disable=SC2086,SC2046

prog=${1:?usage: sh bench/bench.sh ./sudoku}
DATA=${DATA:-}	# make passes the folder; unset: skipped
RUNS=${RUNS:-5}
SCALING=${SCALING-hardest1905_11plus hardest1106 top1465}
CPUTIME=${CPUTIME:-$(dirname "$0")/cputime}
SPARSE=${SPARSE:-2000}
SEED=${SEED:-7}
GEN=${GEN:-$(dirname "$0")/gen_target_grids}
COUNT=${COUNT:-150}
COUNT_LIMIT=${COUNT_LIMIT:-100000}
COUNT_CLUES=${COUNT_CLUES:-first}
MODES=${MODES:-solve unique count}
EXTRAS=${EXTRAS:-1}
SCALING_BAR=1.80	# scaling: -j 2 at least this much faster in wall time
RSS_BAR=1.5		# memory: peak RSS at most this many times cat's
CSV_BAR=0.90		# CSV input: puzzles/s at least this much of lines'

case $RUNS in
'' | *[!0-9]* | 0) echo "bench: RUNS must be a positive integer" >&2; exit 2 ;;
esac
unset SUDOKU_CORE
case $SPARSE$SEED in
'' | *[!0-9]*) echo "bench: SPARSE and SEED must be numbers" >&2; exit 2 ;;
esac
case $COUNT_CLUES in
first | random) ;;
*) echo "bench: COUNT_CLUES must be first or random" >&2; exit 2 ;;
esac
case $COUNT$COUNT_LIMIT in
'' | *[!0-9]*) echo "bench: COUNT and COUNT_LIMIT must be numbers" >&2
	exit 2 ;;
esac
for mode in $MODES; do
	case $mode in
	solve | unique | count) ;;
	*) echo "bench: MODES: no mode '$mode' (solve unique count)" >&2
		exit 2 ;;
	esac
done
if [ ! -d "$DATA" ]; then
	echo "bench: no data folder $DATA; skipping (set DATA=dir)"
	exit 0
fi
files=
for f in "$DATA"/*.txt; do
	[ -f "$f" ] && files="$files ${f##*/}"
done
set -f	# REF is split at blanks; keep its words from being globbed
if [ -z "$files" ]; then
	echo "bench: no *.txt files in $DATA; skipping"
	exit 0
fi
if [ ! -x "$CPUTIME" ]; then
	echo "bench: $CPUTIME not built (make bench/cputime)" >&2
	exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
# Time a copy: a rebuild in the tree during the run must not change it.
bin=$tmp/sudoku
cp "$prog" "$bin" || exit 2
failed=0

# The data sets and the sparse family side by side in one folder.
shown=$DATA
mkdir "$tmp/data" || exit 2
for f in $files; do
	ln -s "$(cd "$DATA" && pwd)/$f" "$tmp/data/$f" || exit 2
done
DATA=$tmp/data
sparse=
if [ "$SPARSE" -gt 0 ]; then
	sparse=sparse_seed$SEED.txt
	if ! "$GEN" -s "$SEED" -n "$SPARSE" sparse >"$DATA/$sparse"; then
		echo "bench: $GEN failed (make bench/gen_target_grids)" >&2
		exit 2
	fi
	files="$files $sparse"
fi
# The count family, timed in its own mode only: three clues removed from
# each puzzle, the first three or three drawn from SEED (count_family.sh).
counted=
if [ "$COUNT" -gt 0 ] && [ -f "$DATA/17clue.txt" ]; then
	case $COUNT_CLUES in
	first) counted=17clue_less3.txt ;;
	*) counted=17clue_rand3.txt ;;
	esac
	head -n "$COUNT" "$DATA/17clue.txt" |
	    sh "$(dirname "$0")/count_family.sh" "$COUNT_CLUES" "$SEED" \
	    >"$DATA/$counted" || exit 2
fi

# Run "$@" once on file $1 (after the shift) and leave its figures in
# $wall $user $sys $rss $code; its stderr is kept in $tmp/err.
timed() {
	input=$1
	shift
	"$CPUTIME" -o "$tmp/res" "$@" <"$input" >/dev/null 2>"$tmp/err"
	read -r wall user sys rss code <"$tmp/res"
}

# Append to file $1, for the last run: puzzles/s in CPU time, puzzles/s
# in wall time, and CPUs kept busy ((user + sys) / wall).
record() {
	awk -v n="$npuz" -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN {
		c = u + s
		printf "%.4f %.4f %.4f\n", (c > 0 ? n / c : 0),
		    (w > 0 ? n / w : 0), (w > 0 ? c / w : 0)
	}' >>"$1"
}

# Median, minimum and maximum of column $2 of file $1, in printf format $3
# (default %.0f).
stats() {
	awk -v col="$2" '{ print $col }' "$1" | sort -n | awk -v f="${3:-%.0f}" '
		{ v[NR] = $1 }
		END {
			m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
			printf f " " f " " f "\n", m, v[1], v[NR]
		}'
}

# The core the --stats line in file $1 names and how it was chosen:
# measured, preset (too few puzzles to time the cores), only or forced.
core_of() {
	sed -n 's/.*, core \([a-z0-9]*\) (\(.*\))$/\1 \2/p' "$1" | awk '{
		print $1, ($2 == "measured" ? "measured" : \
		    $3 == "widest" ? "preset" : $3 == "only" ? "only" : $2)
	}'
}

# Check our run: exit status 0 or 1, a --stats line, no invalid or timeout.
check_ours() {
	line=$(grep '^sudoku: [0-9]* puzzles,' "$tmp/err" | tail -n 1)
	if [ "$code" -gt 1 ] || [ -z "$line" ] ||
	    ! echo "$line" | grep -q ' 0 invalid, 0 timeout,'; then
		shift
		echo "bench: $name: $prog $* failed (exit $code):" >&2
		sed 's/^/    /' "$tmp/err" >&2
		failed=1
		return 1
	fi
	npuz=$(echo "$line" | sed 's/^sudoku: \([0-9]*\) puzzles,.*/\1/')
	guesses=$(echo "$line" | sed 's/.* \([0-9]*\) guesses,.*/\1/')
	return 0
}

# ref_of K MODE: the command of reference K (1 or 2) in MODE (solve,
# unique or count); empty when there is none.  name_of K: its name.
ref_of() {
	case $1.$2 in
	1.solve) printf '%s\n' "${REF-}" ;;
	1.unique) printf '%s\n' "${REF_UNIQUE-}" ;;
	1.count) printf '%s\n' "${REF_COUNT-}" ;;
	2.solve) printf '%s\n' "${REF2-}" ;;
	2.unique) printf '%s\n' "${REF2_UNIQUE-}" ;;
	2.count) printf '%s\n' "${REF2_COUNT-}" ;;
	esac
}
name_of() {
	case $1 in
	1) printf '%s\n' "${REF_NAME:-ref}" ;;
	*) printf '%s\n' "${REF2_NAME:-ref2}" ;;
	esac
}
# The references named at all, in any mode: each has a column in the
# cores and guesses tables.
refs_any=
[ -n "${REF-}${REF_UNIQUE-}${REF_COUNT-}" ] && refs_any=1
[ -n "${REF2-}${REF2_UNIQUE-}${REF2_COUNT-}" ] && refs_any="$refs_any 2"

# A reference that cannot be run at all would fill the table with nonsense.
for ref in "${REF-}" "${REF_UNIQUE-}" "${REF_COUNT-}" "${REF2-}" \
    "${REF2_UNIQUE-}" "${REF2_COUNT-}"; do
	[ -n "$ref" ] || continue
	timed /dev/null $ref
	if [ "$code" -ge 126 ]; then
		echo "bench: cannot run the reference '$ref':" >&2
		cat "$tmp/err" >&2
		exit 2
	fi
done

# The CPU's name, and its vendor, family and model, which tell apart
# CPUs of one name (a Zen 4 and a Zen 5 EPYC) that run the cores at
# different speeds.
cpu_field() {
	sed -n "s/^$1[	 ]*: *//p" /proc/cpuinfo 2>/dev/null | head -n 1
}
cpu=$(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1)
[ -n "$cpu" ] || cpu=$(cpu_field 'model name')
vendor=$(cpu_field vendor_id)
family=$(cpu_field 'cpu family')
model=$(cpu_field model)
cpu_id="${vendor:-unknown vendor}, family ${family:-?}, model ${model:-?}"

# The cores this CPU runs: SUDOKU_CORE naming another is refused.
cores=
for core in avx512 avx2 scalar; do
	SUDOKU_CORE=$core "$bin" </dev/null >/dev/null 2>&1 &&
	    cores="$cores $core"
done
timed_cores=${CORES-$cores}
[ "$timed_cores" = none ] && timed_cores=
echo "sudoku bench: $prog, $(date '+%Y-%m-%d %H:%M %Z')"
echo "CPU: ${cpu:-$(uname -m)} ($cpu_id)," \
    "$(getconf _NPROCESSORS_ONLN 2>/dev/null) online;" \
    "load average at start: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)"
echo "data: $shown${sparse:+ and $sparse (gen_target_grids -s $SEED -n $SPARSE sparse)};"
[ -n "$counted" ] && echo "count family: $counted, the first $COUNT" \
    "puzzles of 17clue.txt without their $COUNT_CLUES three clues;"
for k in $refs_any; do
	echo "reference $(name_of "$k"): solve '$(ref_of "$k" solve)'," \
	    "-u '$(ref_of "$k" unique)', count '$(ref_of "$k" count)';"
done
echo "$RUNS timed runs after 1 warm-up, ours and the references" \
    "alternating;"
echo "puzzles/s = puzzles / time, median of the runs (min and max in CPU" \
    "time); CPU = user + sys"

# A rate of puzzles/s as the tables show it: whole numbers, but two
# decimals below 100 (the count family at a large limit).
rate() {
	awk -v v="$1" 'BEGIN { printf (v < 100 ? "%.2f" : "%.0f"), v }'
}

# The width of reference K's puzzles/s columns: its name and ' wall'.
width_of() {
	w=$(name_of "$1")
	w=$((${#w} + 5))
	[ "$w" -lt 9 ] && w=9
	echo "$w"
}

for mode in $MODES; do
	list=$files
	case $mode in
	solve) flags=-s title="solve one (sudoku -s)" ;;
	unique) flags="-s -u" title="uniqueness (sudoku -s -u)" ;;
	count)	[ -n "$counted" ] || continue
		list=$counted flags="-s -c -l $COUNT_LIMIT"
		title="count (sudoku -s -c -l $COUNT_LIMIT)" ;;
	esac
	refs=
	for k in 1 2; do
		[ -n "$(ref_of $k $mode)" ] && refs="$refs $k"
	done
	echo
	echo "$title${refs:+; x = ours / the reference (its time / ours)}"
	printf '%-20s %7s %9s %9s %9s %9s %8s' "data set" puzzles "CPU p/s" \
	    min max "wall p/s" guesses/p
	for k in $refs; do
		w=$(width_of $k)
		printf " %${w}s %${w}s %6s %6s" "$(name_of $k) CPU" \
		    "$(name_of $k) wall" "CPU x" "wall x"
	done
	echo
	for f in $list; do
		name=${f%.txt}
		input=$DATA/$f
		scale=
		case " $SCALING " in *" $name "*) scale=1 ;; esac
		rm -f "$tmp/ours" "$tmp/ref1" "$tmp/ref2" "$tmp/j2"
		for core in $timed_cores; do
			rm -f "$tmp/core_$core"
		done
		# The warm-up also reads the puzzle and guess counts.
		timed "$input" "$bin" $flags
		check_ours "$bin" $flags || continue
		for k in $refs; do
			timed "$input" $(ref_of $k $mode)
		done
		[ -n "$scale" ] && timed "$input" "$bin" $flags -j 2
		i=0
		while [ $i -lt "$RUNS" ]; do
			timed "$input" "$bin" $flags
			check_ours "$bin" $flags || break
			record "$tmp/ours"
			chosen=$(core_of "$tmp/err")
			for k in $refs; do
				ref=$(ref_of $k $mode)
				timed "$input" $ref
				[ "$code" -eq 0 ] || echo "bench: $name: $ref:" \
				    "exit status $code" >&2
				record "$tmp/ref$k"
			done
			if [ -n "$scale" ]; then
				timed "$input" "$bin" $flags -j 2
				check_ours "$bin" $flags -j 2 || break
				record "$tmp/j2"
			fi
			for core in $timed_cores; do
				SUDOKU_CORE=$core
				export SUDOKU_CORE
				timed "$input" "$bin" $flags
				unset SUDOKU_CORE
				check_ours "$bin" $flags || break
				record "$tmp/core_$core"
			done
			i=$((i + 1))
		done
		[ $i -eq "$RUNS" ] || continue
		set -- $(stats "$tmp/ours" 1 %.4f) $(stats "$tmp/ours" 2 %.4f)
		ours_cpu=$1 ours_wall=$4
		printf '%-20s %7d %9s %9s %9s %9s %8.2f' "$name" "$npuz" \
		    "$(rate "$1")" "$(rate "$2")" "$(rate "$3")" "$(rate "$4")" \
		    "$(awk -v g="$guesses" -v n="$npuz" \
		    'BEGIN { printf "%.2f", n ? g / n : 0 }')"
		for k in $refs; do
			w=$(width_of $k)
			set -- $(stats "$tmp/ref$k" 1 %.4f) \
			    $(stats "$tmp/ref$k" 2 %.4f)
			printf " %${w}s %${w}s %6.2f %6.2f" "$(rate "$1")" \
			    "$(rate "$4")" \
			    "$(awk -v a="$ours_cpu" -v b="$1" \
			    'BEGIN { print b ? a / b : 0 }')" \
			    "$(awk -v a="$ours_wall" -v b="$4" \
			    'BEGIN { print b ? a / b : 0 }')"
		done
		echo
		line="$mode $name $ours_cpu $chosen"
		for core in $timed_cores; do
			line="$line $(stats "$tmp/core_$core" 1 | cut -d ' ' -f 1)"
		done
		for k in $refs_any; do
			if [ -s "$tmp/ref$k" ]; then
				line="$line $(stats "$tmp/ref$k" 1 |
				    cut -d ' ' -f 1)"
			else
				line="$line -"
			fi
		done
		echo "$line" >>"$tmp/cores"
		if [ -n "$scale" ]; then
			echo "$mode $name $ours_wall $ours_cpu" \
			    "$(stats "$tmp/ours" 3 %.4f | cut -d ' ' -f 1)" \
			    "$(stats "$tmp/j2" 2 | cut -d ' ' -f 1)" \
			    "$(stats "$tmp/j2" 1 | cut -d ' ' -f 1)" \
			    "$(stats "$tmp/j2" 3 %.4f | cut -d ' ' -f 1)" \
			    >>"$tmp/scaling"
		fi
	done
done

# The cores side by side, from the runs above.
if [ -n "$timed_cores" ] && [ -s "$tmp/cores" ]; then
	echo
	echo "solving cores on $cpu_id: CPU puzzles/s, median of $RUNS" \
	    "runs alternating with those above;"
	echo "each core forced with SUDOKU_CORE; default = sudoku's own" \
	    "choice, the core it ended on and how (measured, or preset:" \
	    "too few puzzles to time);"
	echo "x best = default / the fastest forced core${refs_any:+;" \
	    "then the references}"
	printf '%-7s %-20s' mode "data set"
	for core in $timed_cores; do printf ' %9s' "$core"; done
	printf ' %9s %-15s %6s' default chosen "x best"
	for k in $refs_any; do printf ' %9s' "$(name_of $k)"; done
	echo
	awk -v cores="$timed_cores" '
		BEGIN { k = split(cores, core, " ") }
		{
			printf "%-7s %-20s", $1, $2
			best = 0
			for (i = 1; i <= k; i++) {
				printf " %9d", $(5 + i)
				if ($(5 + i) > best)
					best = $(5 + i)
			}
			printf " %9d %-15s %6.2f", $3, $4 " " $5,
			    best ? $3 / best : 0
			for (i = 6 + k; i <= NF; i++)
				printf " %9s", $i
			print ""
		}' "$tmp/cores"
fi

# Guesses per puzzle on each core (the same by design, see
# src/solve/core.h) and the reference's, when it prints 'N guesses' on
# standard error (or 'total_guesses=N').
ref_guesses() {
	sed -n -e 's/.* \([0-9][0-9]*\) guesses.*/\1/p' \
	    -e 's/.*total_guesses=\([0-9][0-9]*\).*/\1/p' "$tmp/err" | tail -n 1
}
echo
echo "guesses per puzzle; cores:$cores${refs_any:+; then the references}"
printf '%-20s %-7s' "data set" mode
for core in $cores; do printf ' %8s' "$core"; done
for k in $refs_any; do printf ' %8s' "$(name_of $k)"; done
echo
for f in $files $counted; do
	modes=
	for mode in $MODES; do
		case $mode.$f in
		count."$counted") modes=count ;;
		count.*) ;;
		*."$counted") ;;
		*) modes="$modes $mode" ;;
		esac
	done
	for mode in $modes; do
		flags=-s
		[ $mode = unique ] && flags="-s -u"
		[ $mode = count ] && flags="-s -c -l $COUNT_LIMIT"
		printf '%-20s %-7s' "${f%.txt}" $mode
		for core in $cores; do
			SUDOKU_CORE=$core "$bin" $flags <"$DATA/$f" \
			    >/dev/null 2>"$tmp/err"
			code=0
			check_ours "$bin" $flags || continue
			awk -v g="$guesses" -v n="$npuz" \
			    'BEGIN { printf " %8.2f", n ? g / n : 0 }'
		done
		for k in $refs_any; do
			ref=$(ref_of $k $mode)
			g=
			if [ -n "$ref" ]; then
				$ref <"$DATA/$f" >/dev/null 2>"$tmp/err"
				g=$(ref_guesses)
			fi
			awk -v g="$g" -v n="$npuz" 'BEGIN {
				if (g == "") printf " %8s", "-"
				else printf " %8.2f", n ? g / n : 0 }'
		done
		echo
	done
done

# The most guesses of one grid of the sparse family, and its line: each
# grid alone through "$@", which prints 'N guesses' on standard error.
worst() {
	n=0 most=-1 at=0
	while IFS= read -r line; do
		n=$((n + 1))
		echo "$line" | "$@" >/dev/null 2>"$tmp/err"
		g=$(ref_guesses)
		[ -n "$g" ] && [ "$g" -gt "$most" ] && most=$g at=$n
	done <"$DATA/$sparse"
	[ "$most" -ge 0 ] && echo "$most guesses (line $at)" || echo "-"
}
if [ -n "$sparse" ]; then
	echo
	echo "$sparse, each grid alone in solve mode: the worst grid"
	echo "ours: $(worst "$bin" -s)"
	for k in $refs_any; do
		ref=$(ref_of $k solve)
		[ -n "$ref" ] && echo "$(name_of $k): $(worst $ref)"
	done
fi

if [ -s "$tmp/scaling" ]; then
	echo
	echo "threads: wall-time puzzles/s, -j 2 against -j 1, median of" \
	    "$RUNS alternating runs (goal: at least ${SCALING_BAR}x);"
	echo "busy = CPUs kept busy, (user + sys) / wall; CPU x = -j 2" \
	    "against -j 1 in CPU time (thread overhead)"
	printf '%-7s %-20s %9s %9s %6s %5s %5s %6s\n' mode "data set" \
	    "-j 1" "-j 2" ratio busy1 busy2 "CPU x"
	while read -r mode name wall1 cpu1 busy1 wall2 cpu2 busy2; do
		awk -v m="$mode" -v s="$name" -v w1="$wall1" -v c1="$cpu1" \
		    -v b1="$busy1" -v w2="$wall2" -v c2="$cpu2" -v b2="$busy2" \
		    -v bar="$SCALING_BAR" 'BEGIN {
			r = w1 ? w2 / w1 : 0
			printf "%-7s %-20s %9d %9d %6.2f %5.2f %5.2f %6.2f%s\n",
			    m, s, w1, w2, r, b1, b2, (c1 ? c2 / c1 : 0),
			    (r >= bar ? "" : b2 < bar ? \
			    "  below the bar; -j 2 had < " bar " CPUs: busy?" : \
			    "  below the bar")
		}'
	done <"$tmp/scaling"
fi

# CSV input: a CSV of the Kaggle shape (header, '0' blanks, the solution
# beside each puzzle) against the same puzzles as plain lines: ten copies
# of kaggle_10k.txt, CPU puzzles/s, the three kinds of run alternating.
if [ "$EXTRAS" != 0 ] && [ -f "$DATA/kaggle_10k.txt" ]; then
	for i in 1 2 3 4 5 6 7 8 9 10; do
		cat "$DATA/kaggle_10k.txt"
	done >"$tmp/kaggle.txt"
	"$bin" -f line "$tmp/kaggle.txt" >"$tmp/kaggle.sol"
	{
		echo 'quizzes,solutions'
		tr . 0 <"$tmp/kaggle.txt" | paste -d , - "$tmp/kaggle.sol"
	} >"$tmp/kaggle.csv"
	rm -f "$tmp/lines" "$tmp/csv" "$tmp/verify"
	i=0
	while [ $i -lt "$RUNS" ]; do
		timed "$tmp/kaggle.txt" "$bin" -s
		check_ours "$bin" -s && record "$tmp/lines"
		timed "$tmp/kaggle.csv" "$bin" -s
		check_ours "$bin" -s && record "$tmp/csv"
		timed "$tmp/kaggle.csv" "$bin" -s --verify
		check_ours "$bin" -s --verify && record "$tmp/verify"
		i=$((i + 1))
	done
	lines=$(stats "$tmp/lines" 1 | cut -d ' ' -f 1)
	echo
	echo "CSV input, $npuz Kaggle puzzles: CPU puzzles/s, median of $RUNS" \
	    "(goal: at least ${CSV_BAR}x the plain lines)"
	printf '%-28s %9s %9s %9s %7s\n' input "CPU p/s" min max "x lines"
	for kind in lines csv verify; do
		case $kind in
		lines) label="81-character lines" ;;
		csv) label="quizzes,solutions CSV" ;;
		verify) label="the CSV with --verify" ;;
		esac
		set -- $(stats "$tmp/$kind" 1)
		awk -v l="$label" -v m="$1" -v lo="$2" -v hi="$3" -v b="$lines" \
		    -v bar="$CSV_BAR" 'BEGIN {
			r = b ? m / b : 0
			printf "%-28s %9d %9d %9d %7.2f%s\n", l, m, lo, hi, r,
			    (r >= bar ? "" : "  below the bar")
		}'
	done
fi

# Threads on an easy set, where the one thread that reads and writes
# limits them (the hard sets above do not show it): kaggle_10k.txt
# $EASY_COPIES times over, wall-time puzzles/s at -j 1, 2, 4, 8, 16 ... up
# to the CPUs online (or $EASY_JOBS), median of $RUNS runs each, against
# -j 1; busy = CPUs kept busy, (user + sys) / wall.  Goal: 8x at -j 16.
if [ -f "$DATA/kaggle_10k.txt" ]; then
	copies=${EASY_COPIES:-60}
	online=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
	jobs=${EASY_JOBS:-$(j=1; while [ "$j" -le "$online" ]; do
		printf '%s ' "$j"; j=$((j * 2)); done)}
	i=0
	while [ "$i" -lt "$copies" ]; do
		cat "$DATA/kaggle_10k.txt"
		i=$((i + 1))
	done >"$tmp/easy.txt"
	echo
	echo "threads on an easy set: kaggle_10k.txt x$copies, wall-time" \
	    "puzzles/s, median of $RUNS ($online CPUs online)"
	printf '%-6s %10s %7s %5s\n' "-j" "wall p/s" "x -j 1" busy
	base=
	for j in $jobs; do
		rm -f "$tmp/easy"
		i=0
		while [ $i -lt "$RUNS" ]; do
			timed "$tmp/easy.txt" "$bin" -s -j "$j"
			check_ours "$bin" -s -j "$j" && record "$tmp/easy"
			i=$((i + 1))
		done
		[ -s "$tmp/easy" ] || continue
		rate=$(stats "$tmp/easy" 2 | cut -d ' ' -f 1)
		busy=$(stats "$tmp/easy" 3 %.2f | cut -d ' ' -f 1)
		[ -n "$base" ] || base=$rate
		awk -v j="$j" -v r="$rate" -v b="$base" -v u="$busy" 'BEGIN {
			printf "%-6s %10d %7.2f %5s\n", j, r, (b ? r / b : 0), u
		}'
	done
	rm -f "$tmp/easy.txt"
fi

# Peak RSS on the largest data set: the largest of 3 runs each.
if [ "$EXTRAS" != 0 ]; then
	big='' bigsize=-1
	for f in $files; do
		[ "$f" = "$sparse" ] && continue
		size=$(wc -c <"$DATA/$f")
		[ "$size" -gt "$bigsize" ] && big=$f bigsize=$size
	done
	input=$DATA/$big
	name=${big%.txt}
	echo
	echo "peak RSS on $big ($bigsize bytes), KiB, largest of 3 runs" \
	    "(goal: at most ${RSS_BAR}x cat)"
	printf '%-24s %8s %6s\n' command KiB "x cat"
	peak() {
		max=0
		for i in 1 2 3; do
			timed "$input" "$@"
			[ "$rss" -gt "$max" ] && max=$rss
		done
	}
	peak cat
	cat_rss=$max
	printf '%-24s %8d\n' cat "$cat_rss"
	for flags in "-s" "-s -u" "-s -j 2"; do
		peak "$bin" $flags
		check_ours "$bin" $flags
		awk -v c="$prog $flags" -v m="$max" -v k="$cat_rss" \
		    -v bar="$RSS_BAR" 'BEGIN {
			r = k ? m / k : 0
			printf "%-24s %8d %6.2f%s\n", c, m, r,
			    (r <= bar ? "" : "  above the bar")
		}'
	done
fi

# Speed without correctness is worth nothing: verify every solution of the
# benchmark sets with the independent checker.
VERIFY=${VERIFY:-$(dirname "$0")/verify_solutions}
echo
if [ -x "$VERIFY" ]; then
	for f in $files; do
		if verified=$("$bin" -e "$DATA/$f" | "$VERIFY"); then
			echo "$f: $verified"
		else
			echo "$f: WRONG: $verified"
			failed=1
		fi
	done
else
	echo "bench: $VERIFY not built; solutions not verified"
fi
echo "load average at end: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)"
exit $failed
