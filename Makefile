# sudoku - build, test and benchmark.  See LICENSE for copying terms.
# Override anything on the command line: make CC=clang CFLAGS='-O3 -march=native'
# make install PREFIX=$HOME/.local; packagers stage with DESTDIR=$PWD/pkg
.POSIX:
PREFIX   = /usr/local
BINDIR   = $(PREFIX)/bin
MANDIR   = $(PREFIX)/share/man
LIBDIR   = $(PREFIX)/lib
INCLUDEDIR = $(PREFIX)/include
PKGCONFIGDIR = $(LIBDIR)/pkgconfig
BASHCOMPDIR = $(PREFIX)/share/bash-completion/completions
CC       = cc
CFLAGS   = -O2 -g
WARN     = -std=c11 -pedantic -Wall -Wextra -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes -Wcast-qual -Wundef
CPPFLAGS = -Iinclude -D_POSIX_C_SOURCE=200809L
LDLIBS   = -lpthread
TESTLIBS = -lcmocka
LIBOBJ   = src/grid.o src/weights.o src/solve.o src/score.o src/target_bound.o \
           src/target_form.o src/deadline.o src/band_tables.o
TESTOBJ  = tests/test_grid.o tests/test_solve.o tests/test_score.o
TESTS    = tests/test_grid tests/test_solve tests/test_score

all: sudoku

CLIOBJ   = src/main.o src/run.o

sudoku: $(CLIOBJ) libsudoku.a
	$(CC) $(LDFLAGS) -o $@ $(CLIOBJ) libsudoku.a $(LDLIBS)
libsudoku.a: $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

tests/test_grid: tests/test_grid.o libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/test_grid.o libsudoku.a $(TESTLIBS)
tests/test_solve: tests/test_solve.o libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/test_solve.o libsudoku.a $(TESTLIBS)
tests/test_score: tests/test_score.o tests/support.o libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/test_score.o tests/support.o libsudoku.a \
	    $(TESTLIBS)

.c.o:
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<
$(LIBOBJ) $(TESTOBJ) $(CLIOBJ): include/sudoku.h
$(CLIOBJ): src/run.h
$(LIBOBJ): src/internal.h
src/solve.o src/band_tables.o: src/band_tables.h
src/score.o src/target_bound.o src/target_form.o: src/target.h
tests/support.o: include/sudoku.h
tests/support.o tests/test_score.o tests/bench_target.o: tests/support.h

tests/verify_solutions: tests/verify_solutions.o
	$(CC) $(LDFLAGS) -o $@ tests/verify_solutions.o

check: sudoku $(TESTS) tests/verify_solutions
	for t in $(TESTS); do ./$$t || exit 1; done
	sh tests/run_cli.sh ./sudoku
	sh tests/run_examples.sh ./sudoku
	sh tests/check_readme.sh README.md
	CC='$(CC)' CFLAGS='$(CFLAGS)' LDFLAGS='$(LDFLAGS)' MAKE='$(MAKE)' \
	    sh tests/check_install.sh
	sh tests/check_data.sh ./sudoku tests/verify_solutions
	sh tests/check_jobs.sh ./sudoku
	sh tests/run_robustness.sh ./sudoku
test: check

tests/cputime: tests/cputime.o
	$(CC) $(LDFLAGS) -o $@ tests/cputime.o
tests/bench_target: tests/bench_target.o tests/support.o libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/bench_target.o tests/support.o \
	    libsudoku.a $(LDLIBS)
tests/bench_target.o: include/sudoku.h

bench: sudoku tests/cputime tests/bench_target tests/verify_solutions
	sh tests/bench.sh ./sudoku
	./tests/bench_target

SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all
sanitize: clean
	$(MAKE) check CFLAGS='-O1 -g -fno-omit-frame-pointer $(SANFLAGS)' \
	    LDFLAGS='$(SANFLAGS)'
	$(MAKE) clean

# The solver's lookup tables are generated, and committed: 'make tables'
# rewrites src/band_tables.c after a change to tools/gen_band_tables.c, and
# 'make check' fails if the committed file is not what the generator prints.
# Cross builds set HOSTCC and HOSTCFLAGS for the machine that runs it.
HOSTCC     = $(CC)
HOSTCFLAGS = $(CFLAGS)
tools/gen_band_tables: tools/gen_band_tables.c
	$(HOSTCC) $(WARN) $(HOSTCFLAGS) -o $@ tools/gen_band_tables.c
tables: tools/gen_band_tables
	./tools/gen_band_tables > src/band_tables.c.tmp
	mv -f src/band_tables.c.tmp src/band_tables.c
check: check-tables
check-tables: tools/gen_band_tables
	sh tests/check_tables.sh ./tools/gen_band_tables src/band_tables.c
.PHONY: tables check-tables

# The manual page must lint clean; mandoc is optional on a build machine.
check: man-lint
man-lint:
	@if command -v mandoc >/dev/null 2>&1; then \
	    mandoc -T lint -W warning src/sudoku.1 && \
	    echo 'man-lint: src/sudoku.1 passed'; \
	else echo 'man-lint: skipped (mandoc not found)'; fi

# Everything install puts, uninstall removes; directories stay.
install: sudoku libsudoku.a
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
	    $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(BASHCOMPDIR)
	cp -f sudoku $(DESTDIR)$(BINDIR)/ && chmod 755 $(DESTDIR)$(BINDIR)/sudoku
	cp -f src/sudoku.1 $(DESTDIR)$(MANDIR)/man1/
	chmod 644 $(DESTDIR)$(MANDIR)/man1/sudoku.1
	cp -f libsudoku.a $(DESTDIR)$(LIBDIR)/
	chmod 644 $(DESTDIR)$(LIBDIR)/libsudoku.a
	cp -f include/sudoku.h $(DESTDIR)$(INCLUDEDIR)/
	chmod 644 $(DESTDIR)$(INCLUDEDIR)/sudoku.h
	v=`sed -n 's/^#define SUDOKU_VERSION "\(.*\)"$$/\1/p' include/sudoku.h` && \
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
	    -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' -e "s|@VERSION@|$$v|g" \
	    sudoku.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc
	cp -f completions/sudoku.bash $(DESTDIR)$(BASHCOMPDIR)/sudoku
	chmod 644 $(DESTDIR)$(BASHCOMPDIR)/sudoku
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/sudoku $(DESTDIR)$(MANDIR)/man1/sudoku.1 \
	    $(DESTDIR)$(LIBDIR)/libsudoku.a $(DESTDIR)$(INCLUDEDIR)/sudoku.h \
	    $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc $(DESTDIR)$(BASHCOMPDIR)/sudoku
.PHONY: man-lint install uninstall

clean:
	rm -f sudoku libsudoku.a src/*.o tests/*.o $(TESTS) tests/verify_solutions
	rm -f tests/cputime tests/bench_target
	rm -f tools/gen_band_tables src/band_tables.c.tmp
	rm -rf tests/fuzz/fuzz_sudoku tests/fuzz/obj

.PHONY: all check test bench sanitize clean

# Hardening (issue #7).  make fuzz: libFuzzer for FUZZ_SECONDS over the
# seed corpus and what earlier runs kept in tests/fuzz/runs/, where any
# finding is written too; a crash, hang, leak or failed check fails it.
# The library is built with ASan and UBSan; the searches compare computed
# values, not input bytes, so their comparisons are not traced (a third
# of the speed for nothing).
FUZZCC       = clang
FUZZ_SECONDS = 60
FUZZFLAGS    = -g -O2 -fsanitize=fuzzer,address,undefined \
               -fno-sanitize-recover=all
fuzz-build:
	rm -rf tests/fuzz/obj && mkdir -p tests/fuzz/obj
	for f in $(LIBOBJ:.o=.c); do \
	    case $$f in src/grid.c|src/weights.c) cmp= ;; \
	    *) cmp=-fno-sanitize-coverage=trace-cmp ;; esac; \
	    $(FUZZCC) $(WARN) $(CPPFLAGS) $(FUZZFLAGS) $$cmp -c \
	        -o tests/fuzz/obj/`basename $$f .c`.o $$f || exit 1; \
	done
	$(FUZZCC) $(WARN) $(CPPFLAGS) $(FUZZFLAGS) -o tests/fuzz/fuzz_sudoku \
	    tests/fuzz/fuzz_sudoku.c tests/support.c tests/fuzz/obj/*.o
fuzz: fuzz-build
	mkdir -p tests/fuzz/runs
	./tests/fuzz/fuzz_sudoku -max_total_time=$(FUZZ_SECONDS) -timeout=30 \
	    -print_final_stats=1 -dict=tests/fuzz/sudoku.dict \
	    -artifact_prefix=tests/fuzz/runs/ tests/fuzz/runs tests/fuzz/corpus

# The unit tests and the end-to-end cases under valgrind (the data sets
# would take hours there).
VALGRIND = valgrind -q --error-exitcode=99 --leak-check=full
valgrind: sudoku $(TESTS)
	for t in $(TESTS); do $(VALGRIND) ./$$t || exit 1; done
	WRAP='$(VALGRIND)' sh tests/run_cli.sh ./sudoku

# Static analysis: tests/cppcheck-suppressions.txt and .clang-tidy say
# what each leaves out and why.
lint:
	cppcheck --quiet --error-exitcode=1 --inline-suppr \
	    --enable=warning,style,performance,portability --std=c11 \
	    --suppressions-list=tests/cppcheck-suppressions.txt $(CPPFLAGS) \
	    src tests tools
	clang-tidy --quiet src/*.c tests/*.c tests/fuzz/*.c tools/*.c -- \
	    $(WARN) $(CPPFLAGS)
	@echo 'lint: cppcheck and clang-tidy passed'

# The end-to-end cases and the robustness checks, whose last part runs
# -j 4 over a mixed batch, under ThreadSanitizer.
TSANFLAGS = -fsanitize=thread
tsan: clean
	$(MAKE) sudoku CFLAGS='-O1 -g $(TSANFLAGS)' LDFLAGS='$(TSANFLAGS)'
	TSAN_OPTIONS='halt_on_error=1 exitcode=66' sh tests/run_cli.sh ./sudoku
	TSAN_OPTIONS='halt_on_error=1 exitcode=66' \
	    sh tests/run_robustness.sh ./sudoku
	$(MAKE) clean
.PHONY: fuzz fuzz-build valgrind lint tsan
