# sudoku - build, test and benchmark.  See LICENSE for copying terms.
# Override anything on the command line: make CC=clang CFLAGS='-O3 -march=native'
# make install PREFIX=$HOME/.local; packagers stage with DESTDIR=$PWD/pkg
.POSIX:
PREFIX   = /usr/local
BINDIR   = $(PREFIX)/bin
MANDIR   = $(PREFIX)/share/man
CC       = cc
CFLAGS   = -O2 -g
WARN     = -std=c11 -pedantic -Wall -Wextra -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes -Wcast-qual -Wundef
CPPFLAGS = -Iinclude -D_POSIX_C_SOURCE=200809L
LDLIBS   = -lpthread
TESTLIBS = -lcmocka
LIBOBJ   = src/grid.o src/weights.o src/solve.o src/score.o src/deadline.o
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
tests/test_score: tests/test_score.o libsudoku.a
	$(CC) $(LDFLAGS) -o $@ tests/test_score.o libsudoku.a $(TESTLIBS)

.c.o:
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<
$(LIBOBJ) $(TESTOBJ) $(CLIOBJ): include/sudoku.h
$(CLIOBJ): src/run.h
$(LIBOBJ): src/internal.h

tests/verify_solutions: tests/verify_solutions.o
	$(CC) $(LDFLAGS) -o $@ tests/verify_solutions.o

check: sudoku $(TESTS) tests/verify_solutions
	for t in $(TESTS); do ./$$t || exit 1; done
	sh tests/run_cli.sh ./sudoku
	sh tests/run_examples.sh ./sudoku
	sh tests/check_readme.sh README.md
	sh tests/check_data.sh ./sudoku tests/verify_solutions
test: check

bench: sudoku
	sh tests/bench.sh ./sudoku

SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all
sanitize: clean
	$(MAKE) check CFLAGS='-O1 -g -fno-omit-frame-pointer $(SANFLAGS)' \
	    LDFLAGS='$(SANFLAGS)'
	$(MAKE) clean

clean:
	rm -f sudoku libsudoku.a src/*.o tests/*.o $(TESTS) tests/verify_solutions

.PHONY: all check test bench sanitize clean
