# sudoku - build, test and benchmark.  See LICENSE for copying terms.
# Override anything on the command line: make CC=clang CFLAGS='-O3 -march=native'
# make install PREFIX=$HOME/.local; packagers stage with DESTDIR=$PWD/pkg
#
# The tree: src/ is the library (libsudoku.a, include/sudoku.h), src/cli/
# the sudoku command, tools/ programs that generate sources at build time,
# tests/ everything 'make check' and 'make check-all' run.
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
CPPFLAGS   = -Iinclude -D_POSIX_C_SOURCE=200809L
LDLIBS     = -lpthread
TESTLIBS   = -lcmocka -lpthread
# Cross builds set HOSTCC and HOSTCFLAGS for the machine that runs tools/.
HOSTCC     = $(CC)
HOSTCFLAGS = $(CFLAGS)

LIBOBJ  = src/reader.o src/grid.o src/weights.o src/solve.o src/score.o \
          src/target_search.o src/target_bound.o src/target_lagr.o \
          src/target_assign.o src/target_form.o src/deadline.o \
          src/band_tables.o src/core.o src/core_avx512.o src/core_avx2.o \
          src/canon.o src/canon_full.o src/rate.o src/minimal.o \
          src/symmetry.o src/generate.o
LIBHDR  = include/sudoku.h src/internal.h src/band_tables.h src/target.h \
          src/core.h src/search.h src/toolkit.h src/core_simd.h
CLIOBJ  = src/cli/main.o src/cli/options.o src/cli/batch.o src/cli/job.o \
          src/cli/render.o src/cli/output.o src/cli/progress.o \
          src/cli/message.o src/cli/verify.o src/cli/json.o \
          src/cli/generate.o
CLIHDR  = include/sudoku.h src/cli/cli.h src/cli/options.h \
          src/cli/batch.h src/cli/job.h src/cli/render.h src/cli/output.h \
          src/cli/progress.h src/cli/message.h src/cli/verify.h \
          src/cli/json.h src/cli/generate.h
# Unit tests (cmocka), and the helper programs of tests and benchmarks.
TESTS   = tests/test_grid tests/test_solve tests/test_score tests/test_api \
          tests/test_target tests/test_core tests/test_canon tests/test_rate \
          tests/test_target_ref tests/test_toolkit
TESTOBJ = tests/test_grid.o tests/test_solve.o tests/test_score.o \
          tests/test_api.o tests/test_target.o tests/test_core.o \
          tests/test_canon.o tests/test_rate.o tests/test_target_ref.o \
          tests/test_toolkit.o $(TESTSUP:.c=.o)
# What every unit test may link: support.c, and for target mode (issue
# #13) the benchmark's grid family and a second exact target search.
TESTSUP = tests/support.c tests/target_grids.c tests/target_reference.c \
          tests/target_dual.c
HELPERS = tests/verify_solutions tests/cputime tests/bench_target \
          tests/bench_tools tests/gen_target_grids tests/bench_tail
TOOLS   = tools/gen_band_tables
PROGRAMS = sudoku $(TESTS) $(HELPERS) $(TOOLS)

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
VALGRIND     = valgrind -q --error-exitcode=99 --leak-check=full

# --- Build ----------------------------------------------------------------
all: sudoku libsudoku.a sudoku.pc

sudoku: $(CLIOBJ) libsudoku.a
	$(CC) $(LDFLAGS) -o $@ $(CLIOBJ) libsudoku.a $(LDLIBS)
libsudoku.a: $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

.c.o:
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<
$(LIBOBJ): $(LIBHDR)
$(CLIOBJ): $(CLIHDR)
$(TESTOBJ) tests/bench_target.o tests/verify_solutions.o tests/cputime.o \
    tests/bench_tools.o: include/sudoku.h tests/support.h

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

# Each unit test is its one .o with the test kit and the library.
$(TESTS): tests/support.o libsudoku.a
.o:
	$(CC) $(LDFLAGS) -o $@ $< tests/support.o libsudoku.a $(TESTLIBS)
tests/test_target_ref: tests/test_target_ref.o $(TESTSUP:.c=.o) libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/test_target_ref.o $(TESTSUP:.c=.o) \
	    libsudoku.a $(TESTLIBS)
tests/gen_target_grids: tests/gen_target_grids.o tests/target_grids.o \
    tests/support.o libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/gen_target_grids.o tests/target_grids.o \
	    tests/support.o libsudoku.a
tests/bench_tail: tests/bench_tail.o tests/support.o libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/bench_tail.o tests/support.o libsudoku.a
tests/test_target_ref.o tests/target_reference.o tests/target_grids.o \
    tests/gen_target_grids.o tests/target_dual.o: tests/target_grids.h \
    tests/target_reference.h tests/target_dual.h \
    include/sudoku.h tests/support.h
tests/verify_solutions: tests/verify_solutions.o tests/support.o
	$(CC) $(LDFLAGS) -o $@ tests/verify_solutions.o tests/support.o
tests/cputime: tests/cputime.o tests/support.o
	$(CC) $(LDFLAGS) -o $@ tests/cputime.o tests/support.o
tests/bench_target: tests/bench_target.o tests/support.o tests/target_grids.o \
    libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/bench_target.o tests/support.o \
	    tests/target_grids.o \
	    libsudoku.a $(LDLIBS)
tests/bench_tools: tests/bench_tools.o tests/support.o libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/bench_tools.o tests/support.o libsudoku.a \
	    $(LDLIBS)

# The solver's lookup tables are generated, and committed: 'make tables'
# rewrites src/band_tables.c after a change to tools/gen_band_tables.c, and
# 'make check' fails if the committed file is not what the generator prints.
tools/gen_band_tables: tools/gen_band_tables.c
	$(HOSTCC) $(WARN) $(HOSTCFLAGS) -o $@ tools/gen_band_tables.c
tables: tools/gen_band_tables
	./tools/gen_band_tables > src/band_tables.c.tmp
	mv -f src/band_tables.c.tmp src/band_tables.c

# --- Tests ----------------------------------------------------------------
# check: what every change must pass, in seconds.  check-all: that, then
# install, the shared data sets, threads and the hostile environment.
# SUDOKU_DATA=none: the unit tests leave the shared data sets to check-all.
check: sudoku $(TESTS) tools/gen_band_tables
	SUDOKU_DATA=none sh tests/run_units.sh $(TESTS)
	sh tests/run_golden.sh ./sudoku
	sh tests/check_tables.sh ./tools/gen_band_tables src/band_tables.c
	sh tests/check_man.sh src/sudoku.1
	sh tests/check_readme.sh README.md
	sh tests/check_completion.sh ./sudoku
	sh tests/check_json.sh ./sudoku
check-all: check tests/verify_solutions
	sh tests/run_units.sh tests/test_solve tests/test_core tests/test_toolkit
	SUDOKU_TEST_QUICK=1 sh tests/check_cores.sh -d ./sudoku $(TESTS)
	CC='$(CC)' CFLAGS='$(CFLAGS)' LDFLAGS='$(LDFLAGS)' MAKE='$(MAKE)' \
	    sh tests/check_install.sh
	sh tests/check_data.sh ./sudoku tests/verify_solutions
	sh tests/check_jobs.sh ./sudoku
	sh tests/check_inputs.sh ./sudoku
	sh tests/run_robustness.sh ./sudoku
	CC='$(CC)' CXX='$(CXX)' CFLAGS='$(CFLAGS)' CPPFLAGS='$(CPPFLAGS)' \
	    LIBSRC='$(LIBSRC)' MAKE='$(MAKE)' sh tests/check_symbols.sh
test: check

# The unit tests and every suite of the binary under AddressSanitizer and
# UndefinedBehaviorSanitizer.
sanitize: tests/verify_solutions
	mkdir -p $(SANDIR)
	$(CC) $(WARN) $(CPPFLAGS) $(SANFLAGS) $(LDFLAGS) -o $(SANDIR)/sudoku \
	    $(CLISRC) $(LIBSRC) $(LDLIBS)
	for t in $(TESTS); do \
	    $(CC) $(WARN) $(CPPFLAGS) $(SANFLAGS) $(LDFLAGS) \
	        -o $(SANDIR)/`basename $$t` $$t.c $(TESTSUP) $(LIBSRC) \
	        $(TESTLIBS) || exit 1; \
	done
	SUDOKU_TEST_QUICK=1 sh tests/run_units.sh $(SANDIR)/test_*
	sh tests/run_golden.sh $(SANDIR)/sudoku
	SUDOKU_TEST_QUICK=1 \
	    sh tests/check_cores.sh $(SANDIR)/sudoku $(SANDIR)/test_*
	sh tests/check_data.sh $(SANDIR)/sudoku tests/verify_solutions
	sh tests/check_jobs.sh $(SANDIR)/sudoku
	sh tests/check_inputs.sh $(SANDIR)/sudoku
	sh tests/run_robustness.sh $(SANDIR)/sudoku

# The end-to-end cases and the robustness checks, whose last part runs
# -j 4 over a mixed batch, under ThreadSanitizer.
tsan:
	mkdir -p $(TSANDIR)
	$(CC) $(WARN) $(CPPFLAGS) $(TSANFLAGS) $(LDFLAGS) -o $(TSANDIR)/sudoku \
	    $(CLISRC) $(LIBSRC) $(LDLIBS)
	TSAN_OPTIONS='halt_on_error=1 exitcode=66' \
	    sh tests/run_golden.sh $(TSANDIR)/sudoku
	TSAN_OPTIONS='halt_on_error=1 exitcode=66' \
	    sh tests/check_cores.sh $(TSANDIR)/sudoku
	TSAN_OPTIONS='halt_on_error=1 exitcode=66' \
	    sh tests/run_robustness.sh $(TSANDIR)/sudoku

# The unit tests (the long ones scaled down) and the end-to-end cases under
# valgrind; the data sets would take hours there.
valgrind: sudoku $(TESTS)
	SUDOKU_TEST_QUICK=1 sh tests/run_units.sh -w '$(VALGRIND)' $(TESTS)
	WRAP='$(VALGRIND)' sh tests/run_golden.sh ./sudoku

# Hardening: the library is built with ASan and UBSan; the searches compare
# computed values, not input bytes, so their comparisons are not traced (a
# third of the speed for nothing).  A crash, hang, leak or failed check
# fails the run.
fuzz-build:
	rm -rf tests/fuzz/obj && mkdir -p tests/fuzz/obj
	for f in $(LIBSRC); do \
	    case $$f in src/reader.c|src/weights.c) cmp= ;; \
	    *) cmp=-fno-sanitize-coverage=trace-cmp ;; esac; \
	    $(FUZZCC) $(WARN) $(CPPFLAGS) $(FUZZFLAGS) $$cmp -c \
	        -o tests/fuzz/obj/`basename $$f .c`.o $$f || exit 1; \
	done
	$(FUZZCC) $(WARN) $(CPPFLAGS) $(FUZZFLAGS) -o tests/fuzz/fuzz_sudoku \
	    tests/fuzz/fuzz_sudoku.c tests/support.c tests/fuzz/obj/*.o
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
	    src tests tools
	clang-tidy --quiet src/*.c src/cli/*.c tests/*.c tests/fuzz/*.c \
	    tools/*.c -- $(WARN) $(CPPFLAGS)
	@echo 'lint: cppcheck and clang-tidy passed'

bench: sudoku tests/cputime tests/bench_target tests/verify_solutions \
    tests/bench_tools tests/gen_target_grids
	sh tests/bench.sh ./sudoku
	./tests/bench_tools `ls ../shared/data/*.txt 2>/dev/null`
	sh tests/bench_generate.sh ./sudoku
	$(MAKE) bench-target GRIDS='$(GRIDS)' TIME_LIMIT='$(TIME_LIMIT)'

# Target mode grid by grid (issue #13): GRIDS grids per random family,
# each a process of its own with TIME_LIMIT seconds; CBC side by side
# where installed.  Then the comparison with the textbook search.
GRIDS      = 2000
TIME_LIMIT = 1
bench-target: sudoku tests/gen_target_grids tests/bench_tail \
    tests/bench_target
	GRIDS='$(GRIDS)' TIME_LIMIT='$(TIME_LIMIT)' \
	    sh tests/bench_target.sh ./sudoku

# --- Install --------------------------------------------------------------
# Everything install puts, uninstall removes; directories stay.
install: sudoku libsudoku.a sudoku.pc
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
	    $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(BASHCOMPDIR)
	cp -f sudoku $(DESTDIR)$(BINDIR)/
	chmod 755 $(DESTDIR)$(BINDIR)/sudoku
	cp -f src/sudoku.1 $(DESTDIR)$(MANDIR)/man1/
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
	rm -f src/*.o src/cli/*.o tests/*.o src/band_tables.c.tmp
	rm -rf build tests/fuzz/fuzz_sudoku tests/fuzz/obj

.PHONY: all tables check check-all test sanitize tsan valgrind fuzz-build \
	fuzz lint bench bench-target install uninstall clean FORCE
