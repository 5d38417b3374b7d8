# sudoku - build, test and benchmark.  See LICENSE for copying terms.
# Override anything on the command line: make CC=clang CFLAGS='-O3 -march=native'
# make install PREFIX=$HOME/.local; packagers stage with DESTDIR=$PWD/pkg
#
# The tree: src/ is the library (libsudoku.a, include/sudoku.h) in one
# folder per subsystem (read/, solve/, targetsum/, toolkit/) around the shared
# geometry and clock, src/cli/ the sudoku command, tools/ programs that
# generate sources at build time, tests/ everything 'make check' and
# 'make check-all' run, bench/ what 'make bench' runs.
.POSIX:

# --- Variables ------------------------------------------------------------
PREFIX       = /usr/local
BINDIR       = $(PREFIX)/bin
MANDIR       = $(PREFIX)/share/man
LIBDIR       = $(PREFIX)/lib
INCLUDEDIR   = $(PREFIX)/include
PKGCONFIGDIR = $(LIBDIR)/pkgconfig
BASHCOMPDIR  = $(PREFIX)/share/bash-completion/completions

CC         = cc
CXX        = g++
CFLAGS     = -O2 -g
WARN       = -std=c11 -pedantic -Wall -Wextra -Wshadow -Wstrict-prototypes \
             -Wmissing-prototypes -Wcast-qual -Wundef
# -Isrc: a library file includes the shared "internal.h" by that name, and
# its folder's header by its bare name, found beside it.  Relative paths
# ("../internal.h") would read worse: each file would spell its depth, and
# a move would touch every include.  The CLI includes sudoku.h only.
CPPFLAGS   = -Iinclude -Isrc -D_POSIX_C_SOURCE=200809L
# Where the unit tests and benchmarks find the test kit and the references.
TESTCPPFLAGS = -Itests/kit -Itests/ref
LDLIBS     = -lpthread
TESTLIBS   = -lcmocka -lpthread
# Cross builds set HOSTCC and HOSTCFLAGS for the machine that runs tools/.
HOSTCC     = $(CC)
HOSTCFLAGS = $(CFLAGS)

LIBOBJ  = src/read/stream.o src/read/layout.o src/read/pencil.o src/read/sized.o src/read/split.o src/grid.o src/marks.o src/read/weights.o \
          src/solve/solve.o src/targetsum/score.o src/targetsum/search.o \
          src/targetsum/bound.o src/targetsum/lagrange.o src/targetsum/assign.o \
          src/targetsum/form.o src/targetsum/placement.o src/targetsum/propagate.o \
          src/deadline.o src/solve/band_tables.o \
          src/solve/core.o src/solve/core_choice.o src/solve/core_avx512.o src/solve/core_avx2.o \
          src/toolkit/canon.o src/toolkit/canon_full.o \
          src/toolkit/minimal.o src/toolkit/symmetry.o \
          src/toolkit/generate.o src/rate/rate.o src/rate/candidates.o \
          src/rate/singles.o src/rate/intersections.o src/rate/subsets.o \
          src/rate/fish.o src/rate/wings.o src/rate/uniqueness.o \
          src/rate/bug.o src/rate/exclusion.o src/rate/chains.o \
          src/rate/chain_core.o src/rate/chain_forcing.o src/rate/chain_rules.o \
          src/rate/chain_nested.o src/rate/chain_scc.o src/rate/chain_screen.o \
          src/sizes/geometry.o src/sizes/search.o src/sizes/format.o \
          src/sizes/search16.o
CLIOBJ  = src/cli/main.o src/cli/options.o src/cli/batch.o src/cli/job.o \
          src/cli/render.o src/cli/output.o src/cli/progress.o \
          src/cli/message.o src/cli/verify.o src/cli/json.o \
          src/cli/generate.o src/cli/modes.o src/cli/csv.o \
          src/cli/pool.o src/cli/parts.o src/cli/explain.o
# Unit tests (cmocka) in tests/unit/, the test kit in tests/kit/, the
# independent reference implementations in tests/ref/, and the helper
# programs of the benchmarks in bench/.  'make check' runs the unit tests
# two at a time, the longest first (as 'make check' times them), but
# those that time calls (TIMED_TESTS) alone.
UNIT    = tests/unit
UNTIMED_TESTS = $(UNIT)/test_target_ref $(UNIT)/test_target_api \
          $(UNIT)/test_canon $(UNIT)/test_toolkit $(UNIT)/test_target \
          $(UNIT)/test_rate $(UNIT)/test_explain $(UNIT)/test_solve \
          $(UNIT)/test_chains $(UNIT)/test_reader $(UNIT)/test_split \
          $(UNIT)/test_api \
          $(UNIT)/test_target_propagate $(UNIT)/test_clash \
          $(UNIT)/test_sizes $(UNIT)/test_grid $(UNIT)/test_weights \
          $(UNIT)/test_count
# test_core times the solving cores to check that the choice follows the
# measurement.
TIMED_TESTS = $(UNIT)/test_core $(UNIT)/test_deadline
TESTS   = $(UNTIMED_TESTS) $(TIMED_TESTS)
# What every unit test may link: support.c, and for target mode the
# benchmark's grid family and a second exact target search.
TESTSUP = tests/kit/support.c tests/kit/target_grids.c tests/ref/dlx.c \
          tests/kit/sized_grids.c \
          tests/ref/target_reference.c tests/ref/target_dual.c
VERIFY  = tests/ref/verify_solutions
STREAM  = tests/kit/stream_client
HELPERS = $(VERIFY) $(STREAM) bench/cputime bench/bench_target \
          bench/bench_tools bench/gen_target_grids bench/bench_tail \
          bench/hunt_target bench/bench_sizes
TOOLS   = tools/gen_band_tables
PROGRAMS = sudoku $(TESTS) $(HELPERS) $(TOOLS)
# Every C source built into an object; deps.mk holds their headers.
OBJSRC  = $(LIBOBJ:.o=.c) $(CLIOBJ:.o=.c) $(TESTS:=.c) $(TESTSUP) \
          $(HELPERS:=.c)

# Shared data sets for check-all and the benchmarks, the one place their
# folder is named: the scripts get it as DATA, the unit tests as
# SUDOKU_DATA, and each skips what it does not find.
DATA    = ../shared/data
DATAENV = DATA='$(DATA)' SUDOKU_DATA='$(DATA)'

# Sanitizer builds: whole programs compiled straight into their own
# directories, so that the normal build is left as it is.
SANDIR    = build/sanitize
SANFLAGS  = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
            -fno-sanitize-recover=all
TSANDIR   = build/tsan
TSANFLAGS = -O1 -g -fsanitize=thread
LIBSRC    = $(LIBOBJ:.o=.c)
CLISRC    = $(CLIOBJ:.o=.c)

# make fuzz: libFuzzer for FUZZ_SECONDS over the golden tests' inputs and
# what earlier runs kept in tests/fuzz/runs/, where any finding is written
# too.
FUZZSEEDS    = build/fuzz-seeds
FUZZCC       = clang
FUZZ_SECONDS = 60
FUZZFLAGS    = -g -O2 -fsanitize=fuzzer,address,undefined \
               -fno-sanitize-recover=all
FUZZCOMPILE  = $(FUZZCC) $(WARN) $(CPPFLAGS) $(FUZZFLAGS)
VALGRIND     = valgrind -q --error-exitcode=99 --leak-check=full

# --- Build ----------------------------------------------------------------
all: sudoku libsudoku.a sudoku.pc

sudoku: $(CLIOBJ) libsudoku.a
	$(CC) $(LDFLAGS) -o $@ $(CLIOBJ) libsudoku.a $(LDLIBS)
libsudoku.a: $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

.c.o:
	$(CC) $(WARN) $(CPPFLAGS) $(TESTCPPFLAGS) $(CFLAGS) -c -o $@ $<

# The search and its cores take SOLVE_OPT after CFLAGS: at -O3 they run
# 2-3% faster on serg_benchmark and 1.5% on hardest1106 -u (AMD family 25
# model 17, bench/README.md).  SOLVE_OPT= builds them as the rest.
SOLVE_OPT = -O3
SOLVE_CC = $(CC) $(WARN) $(CPPFLAGS) $(TESTCPPFLAGS) $(CFLAGS) $(SOLVE_OPT)
src/solve/solve.o: src/solve/solve.c
	$(SOLVE_CC) -c -o $@ src/solve/solve.c
src/solve/core_avx2.o: src/solve/core_avx2.c
	$(SOLVE_CC) -c -o $@ src/solve/core_avx2.c
src/solve/core_avx512.o: src/solve/core_avx512.c
	$(SOLVE_CC) -c -o $@ src/solve/core_avx512.c
# The rater's chains too: 4-7% fewer instructions on the hardest
# puzzles' nested forcing chains, 3% on top1465 (callgrind, same CPU).
src/rate/chain_core.o: src/rate/chain_core.c
	$(SOLVE_CC) -c -o $@ src/rate/chain_core.c
src/rate/chain_forcing.o: src/rate/chain_forcing.c
	$(SOLVE_CC) -c -o $@ src/rate/chain_forcing.c
src/rate/chain_nested.o: src/rate/chain_nested.c
	$(SOLVE_CC) -c -o $@ src/rate/chain_nested.c
src/rate/chain_rules.o: src/rate/chain_rules.c
	$(SOLVE_CC) -c -o $@ src/rate/chain_rules.c
src/rate/chain_scc.o: src/rate/chain_scc.c
	$(SOLVE_CC) -c -o $@ src/rate/chain_scc.c
src/rate/chain_screen.o: src/rate/chain_screen.c
	$(SOLVE_CC) -c -o $@ src/rate/chain_screen.c
src/rate/chains.o: src/rate/chains.c
	$(SOLVE_CC) -c -o $@ src/rate/chains.c

# Each object depends on the headers it includes, as deps.mk lists them;
# 'make deps' writes it again after an #include changes, and 'make check'
# fails while it is stale.
include deps.mk
deps:
	sh tools/deps.sh $(OBJSRC) > deps.mk.tmp
	mv -f deps.mk.tmp deps.mk

# pkg-config data, relative to its prefix so that a staged (DESTDIR)
# install can be used with pkg-config --define-variable=prefix=...
sudoku.pc: sudoku.pc.in include/sudoku.h FORCE
	v=`sed -n 's/^#define SUDOKU_VERSION "\(.*\)"$$/\1/p' \
	    include/sudoku.h` && \
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
	    -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' -e "s|@VERSION@|$$v|g" \
	    -e 's|^\([a-z]*dir\)=$(PREFIX)/|\1=$${prefix}/|' \
	    sudoku.pc.in > $@.tmp && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi
FORCE:

# Each program is its objects, named once, then the libraries: a unit
# test is its one .o with the test kit and the library.
KIT = tests/kit/support.o
$(TESTS): $(KIT) libsudoku.a
.o:
	$(CC) $(LDFLAGS) -o $@ $< $(KIT) libsudoku.a $(TESTLIBS)
TARGET_REF_OBJ   = $(UNIT)/test_target_ref.o $(TESTSUP:.c=.o) libsudoku.a
GEN_GRIDS_OBJ    = bench/gen_target_grids.o tests/kit/target_grids.o \
                   $(KIT) libsudoku.a
HUNT_TARGET_OBJ  = bench/hunt_target.o tests/kit/target_grids.o $(KIT) \
                   libsudoku.a
BENCH_TAIL_OBJ   = bench/bench_tail.o $(KIT) libsudoku.a
BENCH_TARGET_OBJ = bench/bench_target.o tests/kit/target_grids.o $(KIT) \
                   libsudoku.a
BENCH_TOOLS_OBJ  = bench/bench_tools.o $(KIT) libsudoku.a
VERIFY_OBJ       = $(VERIFY).o $(KIT)
STREAM_OBJ       = $(STREAM).o $(KIT)
CPUTIME_OBJ      = bench/cputime.o $(KIT)
SIZES_OBJ        = $(UNIT)/test_sizes.o tests/ref/dlx.o \
                   tests/kit/sized_grids.o $(KIT) libsudoku.a
BENCH_SIZES_OBJ  = bench/bench_sizes.o tests/ref/dlx.o \
                   tests/kit/sized_grids.o $(KIT) libsudoku.a
bench/bench_sizes: $(BENCH_SIZES_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(BENCH_SIZES_OBJ)
$(UNIT)/test_sizes: $(SIZES_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(SIZES_OBJ) $(TESTLIBS)
$(UNIT)/test_target_ref: $(TARGET_REF_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(TARGET_REF_OBJ) $(TESTLIBS)
bench/gen_target_grids: $(GEN_GRIDS_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(GEN_GRIDS_OBJ)
bench/hunt_target: $(HUNT_TARGET_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(HUNT_TARGET_OBJ)
bench/bench_tail: $(BENCH_TAIL_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(BENCH_TAIL_OBJ)
bench/bench_target: $(BENCH_TARGET_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(BENCH_TARGET_OBJ) $(LDLIBS)
bench/bench_tools: $(BENCH_TOOLS_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(BENCH_TOOLS_OBJ) $(LDLIBS)
$(VERIFY): $(VERIFY_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(VERIFY_OBJ)
$(STREAM): $(STREAM_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(STREAM_OBJ)
bench/cputime: $(CPUTIME_OBJ)
	$(CC) $(LDFLAGS) -o $@ $(CPUTIME_OBJ)

# The solver's lookup tables are generated, and committed: 'make tables'
# rewrites src/solve/band_tables.c after a change to
# tools/gen_band_tables.c, and 'make check' fails if the committed file is
# not what the generator prints.
tools/gen_band_tables: tools/gen_band_tables.c
	$(HOSTCC) $(WARN) $(HOSTCFLAGS) -o $@ tools/gen_band_tables.c
tables: tools/gen_band_tables
	./tools/gen_band_tables > src/solve/band_tables.c.tmp
	mv -f src/solve/band_tables.c.tmp src/solve/band_tables.c

# --- Tests ----------------------------------------------------------------
# check: what every change must pass, in seconds.  check-all: that, then
# install, the shared data sets, threads and the hostile environment.
# SUDOKU_DATA=none: the unit tests leave the shared data sets to check-all;
# SUDOKU_TEST_QUICK=1: test_target_ref compares a tenth of its grids with
# the reference search (0.7 s, not 7), test_canon a third of its grids
# with the brute force (0.6 s, not 1.8), test_rate every twelfth puzzle
# of the SE references (1.2 s, not 10) and test_chains one nested grid;
# check-all runs them whole, and the golden cases that take long
# (run_golden.sh -l, check_json.sh -l; check_json.sh -q leaves them out).
# The suites run two at a time (run_suites.sh: the machines that run them
# have two cores or more), the two longest first; then those that hold
# calls to the clock, alone, so that no other suite slows them down.
check: sudoku $(TESTS) tools/gen_band_tables bench/cputime $(STREAM) \
    bench/bench_tail
	SUDOKU_DATA=none SUDOKU_TEST_QUICK=1 sh tests/run_suites.sh -j 2 \
	    'sh tests/run_golden.sh -q ./sudoku' \
	    'sh tests/check_json.sh -q ./sudoku' $(UNTIMED_TESTS) \
	    'sh tests/check_tables.sh tools/gen_band_tables src/solve/band_tables.c' \
	    'sh tests/check_tables.sh tools/deps.sh deps.mk $(OBJSRC)' \
	    'sh tests/check_man.sh src/cli/sudoku.1' \
	    'sh tests/check_readme.sh README.md' \
	    'sh tests/check_completion.sh ./sudoku' \
	    'sh tests/check_bench_tail.sh ./sudoku bench/bench_tail' \
	    'sh tests/check_bench_refs.sh ./sudoku bench/cputime'
	sh tests/run_units.sh $(TIMED_TESTS)
	sh tests/check_stream.sh ./sudoku $(STREAM)
	sh tests/check_time_limits.sh ./sudoku bench/cputime
check-all: check $(VERIFY)
	sh tests/run_golden.sh -l ./sudoku
	sh tests/check_json.sh -l ./sudoku
	$(DATAENV) sh tests/run_units.sh $(UNIT)/test_solve $(UNIT)/test_core \
	    $(UNIT)/test_toolkit $(UNIT)/test_target_ref $(UNIT)/test_canon \
	    $(UNIT)/test_rate $(UNIT)/test_chains $(UNIT)/test_explain \
	    $(UNIT)/test_sizes $(UNIT)/test_count
	$(DATAENV) sh tests/check_explain.sh ./sudoku
	sh tests/check_difficulty.sh ./sudoku
	SUDOKU_TEST_QUICK=1 $(DATAENV) \
	    sh tests/check_cores.sh -d ./sudoku $(TESTS)
	CC='$(CC)' CFLAGS='$(CFLAGS)' LDFLAGS='$(LDFLAGS)' MAKE='$(MAKE)' \
	    sh tests/check_install.sh
	$(DATAENV) sh tests/check_data.sh ./sudoku $(VERIFY)
	$(DATAENV) sh tests/check_jobs.sh ./sudoku
	$(DATAENV) sh tests/check_inputs.sh ./sudoku
	sh tests/check_stream.sh -a ./sudoku $(STREAM)
	sh tests/run_robustness.sh ./sudoku
	CC='$(CC)' CXX='$(CXX)' CFLAGS='$(CFLAGS)' CPPFLAGS='$(CPPFLAGS)' \
	    LIBSRC='$(LIBSRC)' MAKE='$(MAKE)' sh tests/check_symbols.sh
test: check

# Agreement of -r with Sudoku Explainer's ratings of larger samples, made
# outside this tree with ../shared/tools/serate.sh (TSV files in SE_REF);
# skipped when there are none.
SE_REF = ../peers/se-ref
check-se: sudoku
	sh tests/check_se.sh ./sudoku $(SE_REF)

# The unit tests and every suite of the binary under AddressSanitizer and
# UndefinedBehaviorSanitizer.  Each source is compiled once into
# $(SANDIR) (tools/objects.sh, two at a time), then every program links
# those objects.  The golden cases run whole on the default core, a
# quarter of them on the others (check_cores.sh).  The data-set checks,
# and the unit tests that read the sets, run on every tenth puzzle of each
# set (SANDATA); make check-all runs the whole sets.  check_inputs.sh,
# which knows rows of kaggle_10k.txt by number, reads the whole file.
SANSAMPLE = 4
SANDATA   = $(SANDIR)/data
SANENV    = DATA=$(SANDATA) SUDOKU_DATA=$(SANDATA)
sanitize: $(VERIFY) $(STREAM)
	rm -rf $(SANDIR) && mkdir -p $(SANDIR)
	sh tools/objects.sh -j 2 $(SANDIR) \
	    '$(CC) $(WARN) $(CPPFLAGS) $(TESTCPPFLAGS) $(SANFLAGS)' \
	    $(LIBSRC) $(CLISRC) $(TESTS:=.c) $(TESTSUP)
	cd $(SANDIR) && $(AR) rcs libsudoku.a $(LIBOBJ) && \
	    $(CC) $(SANFLAGS) $(LDFLAGS) -o sudoku $(CLIOBJ) libsudoku.a \
	        $(LDLIBS) && \
	    for t in $(TESTS); do \
	        $(CC) $(SANFLAGS) $(LDFLAGS) -o `basename $$t` $$t.o \
	            $(TESTSUP:.c=.o) libsudoku.a $(TESTLIBS) || exit 1; \
	    done
	for f in $(DATA)/*.txt; do \
	    [ -f "$$f" ] || continue; \
	    mkdir -p $(SANDATA) && awk 'NR % 10 == 1' "$$f" \
	        >$(SANDATA)/`basename "$$f"` || exit 1; \
	done
	SUDOKU_TEST_QUICK=1 $(SANENV) sh tests/run_units.sh $(SANDIR)/test_*
	sh tests/run_golden.sh $(SANDIR)/sudoku
	SUDOKU_TEST_QUICK=1 SUDOKU_TEST_SAMPLE=$(SANSAMPLE) $(SANENV) \
	    sh tests/check_cores.sh $(SANDIR)/sudoku $(SANDIR)/test_*
	$(SANENV) sh tests/check_data.sh $(SANDIR)/sudoku $(VERIFY)
	$(SANENV) sh tests/check_jobs.sh $(SANDIR)/sudoku
	$(DATAENV) sh tests/check_inputs.sh $(SANDIR)/sudoku
	SUDOKU_STREAM_MS=2000 \
	    sh tests/check_stream.sh $(SANDIR)/sudoku $(STREAM)
	sh tests/run_robustness.sh $(SANDIR)/sudoku

# The end-to-end cases (a sample: every TSANSAMPLE-th, and every one that
# runs threads) on each core, and the robustness checks, whose last part
# runs -j 4 over a mixed batch, under ThreadSanitizer.
TSANSAMPLE = 4
TSANENV    = TSAN_OPTIONS='halt_on_error=1 exitcode=66' \
             SUDOKU_TEST_SAMPLE=$(TSANSAMPLE)
tsan:
	rm -rf $(TSANDIR) && mkdir -p $(TSANDIR)
	sh tools/objects.sh -j 2 $(TSANDIR) \
	    '$(CC) $(WARN) $(CPPFLAGS) $(TSANFLAGS)' $(LIBSRC) $(CLISRC)
	cd $(TSANDIR) && $(CC) $(TSANFLAGS) $(LDFLAGS) -o sudoku $(CLIOBJ) \
	    $(LIBOBJ) $(LDLIBS)
	$(TSANENV) sh tests/run_golden.sh $(TSANDIR)/sudoku
	$(TSANENV) sh tests/check_cores.sh $(TSANDIR)/sudoku
	$(TSANENV) sh tests/run_robustness.sh $(TSANDIR)/sudoku

# The unit tests (the long ones scaled down) and a sample of the
# end-to-end cases (every VGSAMPLE-th, and every one that runs threads)
# under valgrind; the data sets would take hours there.
VGSAMPLE = 4
valgrind: sudoku $(TESTS)
	SUDOKU_TEST_QUICK=1 sh tests/run_units.sh -w '$(VALGRIND)' $(TESTS)
	WRAP='$(VALGRIND)' SUDOKU_TEST_SAMPLE=$(VGSAMPLE) \
	    sh tests/run_golden.sh ./sudoku

# Hardening: the library is built with ASan and UBSan; the searches compare
# computed values, not input bytes, so their comparisons are not traced (a
# third of the speed for nothing).  A crash, hang, leak or failed check
# fails the run.
fuzz-build:
	rm -rf tests/fuzz/obj && mkdir -p tests/fuzz/obj
	read=; rest=; \
	for f in $(LIBSRC); do \
	    case $$f in src/read/*) read="$$read $$f" ;; \
	    *) rest="$$rest $$f" ;; esac; \
	done; \
	sh tools/objects.sh -j 2 tests/fuzz/obj '$(FUZZCOMPILE)' $$read && \
	sh tools/objects.sh -j 2 tests/fuzz/obj \
	    '$(FUZZCOMPILE) -fno-sanitize-coverage=trace-cmp' $$rest
	$(FUZZCOMPILE) -o tests/fuzz/fuzz_sudoku \
	    tests/fuzz/fuzz_sudoku.c tests/kit/support.c \
	    `find tests/fuzz/obj -name '*.o' | LC_ALL=C sort`
# The seeds are the golden tests' inputs, copied afresh each run.
fuzz: fuzz-build
	mkdir -p tests/fuzz/runs
	rm -rf $(FUZZSEEDS) && mkdir -p $(FUZZSEEDS)
	for f in tests/cli/*.in examples/*.txt; do \
	    cp "$$f" $(FUZZSEEDS)/`echo "$$f" | tr / _`; done
	./tests/fuzz/fuzz_sudoku -max_total_time=$(FUZZ_SECONDS) -timeout=30 \
	    -print_final_stats=1 -dict=tests/fuzz/sudoku.dict \
	    -artifact_prefix=tests/fuzz/runs/ tests/fuzz/runs $(FUZZSEEDS)

# Static analysis: tests/cppcheck-suppressions.txt and .clang-tidy say
# what each leaves out and why.
lint:
	cppcheck --quiet --error-exitcode=1 --inline-suppr \
	    --enable=warning,style,performance,portability --std=c11 \
	    --suppressions-list=tests/cppcheck-suppressions.txt $(CPPFLAGS) \
	    $(TESTCPPFLAGS) src tests bench tools
	clang-tidy --quiet src/*.c src/*/*.c tests/*/*.c bench/*.c \
	    tools/*.c -- $(WARN) $(CPPFLAGS) $(TESTCPPFLAGS)
	@echo 'lint: cppcheck and clang-tidy passed'

# bench.sh's settings given on the command line (RUNS, REF and REF2 with
# their _UNIQUE, _COUNT and _NAME, MODES...) reach it through the
# environment, where make puts them; see bench/README.md.
bench: sudoku $(HELPERS)
	VERIFY=$(VERIFY) $(DATAENV) sh bench/bench.sh ./sudoku
	VERIFY=$(VERIFY) MODES=count COUNT_CLUES=random SPARSE=0 EXTRAS=0 \
	    CORES=none \
	    $(DATAENV) sh bench/bench.sh ./sudoku
	./bench/bench_tools `ls $(DATA)/*.txt 2>/dev/null`
	$(DATAENV) sh bench/bench_generate.sh ./sudoku
	SKFR='$(SKFR)' $(DATAENV) sh bench/bench_rate.sh ./sudoku
	./bench/bench_sizes 40 1
	$(MAKE) bench-target GRIDS='$(GRIDS)' TIME_LIMIT='$(TIME_LIMIT)' \
	    HUNT='$(HUNT)' SEED='$(SEED)'

# The SE rating beside skfr, when SKFR names its binary (built outside
# this tree): make bench-rate SKFR=../peers/skfr/skfr; with the hardest
# sample (HARD="20 10" puzzles of hardest1905_11plus and hardest1106,
# drawn by HARD_SEED) and -j 2 against -j 1 on it.
bench-rate: sudoku bench/cputime
	SKFR='$(SKFR)' $(DATAENV) sh bench/bench_rate.sh ./sudoku

# Target mode grid by grid: GRIDS grids per random family,
# each a process of its own with TIME_LIMIT seconds; CBC side by side
# where installed.  Then the hunt for slow grids, in process: HUNT grids
# with the standard weights, HUNT/10 per weight file, from SEED (the
# floor run: make bench-target HUNT=100000 SEED=1).  Then the comparison
# with the textbook search.
GRIDS      = 2000
TIME_LIMIT = 1
HUNT       = 10000
SEED       = 13
bench-target: sudoku bench/gen_target_grids bench/bench_tail \
    bench/bench_target bench/hunt_target
	GRIDS='$(GRIDS)' TIME_LIMIT='$(TIME_LIMIT)' HUNT='$(HUNT)' \
	    SEED='$(SEED)' sh bench/bench_target.sh ./sudoku

# --- Install --------------------------------------------------------------
# Everything install puts, uninstall removes; directories stay.
install: sudoku libsudoku.a sudoku.pc
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
	    $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(BASHCOMPDIR)
	cp -f sudoku $(DESTDIR)$(BINDIR)/
	chmod 755 $(DESTDIR)$(BINDIR)/sudoku
	cp -f src/cli/sudoku.1 $(DESTDIR)$(MANDIR)/man1/
	chmod 644 $(DESTDIR)$(MANDIR)/man1/sudoku.1
	cp -f libsudoku.a $(DESTDIR)$(LIBDIR)/
	chmod 644 $(DESTDIR)$(LIBDIR)/libsudoku.a
	cp -f include/sudoku.h $(DESTDIR)$(INCLUDEDIR)/
	chmod 644 $(DESTDIR)$(INCLUDEDIR)/sudoku.h
	cp -f sudoku.pc $(DESTDIR)$(PKGCONFIGDIR)/
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc
	cp -f completions/sudoku.bash $(DESTDIR)$(BASHCOMPDIR)/sudoku
	chmod 644 $(DESTDIR)$(BASHCOMPDIR)/sudoku
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/sudoku $(DESTDIR)$(MANDIR)/man1/sudoku.1 \
	    $(DESTDIR)$(LIBDIR)/libsudoku.a $(DESTDIR)$(INCLUDEDIR)/sudoku.h \
	    $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc $(DESTDIR)$(BASHCOMPDIR)/sudoku

# --- Clean ----------------------------------------------------------------
clean:
	rm -f $(PROGRAMS) libsudoku.a sudoku.pc sudoku.pc.tmp
	rm -f src/*.o src/*/*.o tests/*/*.o bench/*.o \
	    src/solve/band_tables.c.tmp
	rm -rf build tests/fuzz/fuzz_sudoku tests/fuzz/obj

.PHONY: all tables deps check check-all check-se test sanitize tsan valgrind \
	fuzz-build fuzz lint bench bench-rate bench-target install uninstall \
	clean FORCE
