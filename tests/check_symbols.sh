#!/bin/sh
# check_symbols.sh - the library as a user's program sees it: every symbol
# the installed static library exports, and every one a shared build of
# the same sources exports, starts with sudoku_ (an internal name could
# clash with the program's own); and a C++ program built against the
# installed header links and runs.  See LICENSE for copying terms.
#
# Run from make check-all, which passes CC, CXX, CFLAGS, CPPFLAGS, LIBSRC
# and MAKE.  Usage: sh tests/check_symbols.sh
make=${MAKE:-make}
cc=${CC:-cc}
cxx=${CXX:-g++}
suite=symbols
. tests/lib.sh
root=$tmp/stage/usr

# offenders FILE...: the defined global names that do not start with
# sudoku_, leaving out those the linker itself puts in a shared object.
offenders() {
	nm "$@" 2>/dev/null | awk 'NF == 3 && $2 ~ /^[A-TV-Z]$/ { print $3 }' |
	    grep -v -e '^sudoku_' -e '^_init$' -e '^_fini$' -e '^_edata$' \
	    -e '^_end$' -e '^__bss_start$' | LC_ALL=C sort -u |
	    tr '\n' ' ' | sed 's/ $//'
}

# shellcheck disable=SC2086 # $make may carry options
check "make install" $make install DESTDIR="$tmp/stage" PREFIX=/usr
if [ -f "$root/lib/libsudoku.a" ]; then
	same "exported by libsudoku.a without the sudoku_ prefix" "" \
	    "$(offenders -g --defined-only "$root/lib/libsudoku.a")"
fi

# A shared build of the library sources, as a packager would make it.
# shellcheck disable=SC2086 # the flags and the file list are meant to be split
if $cc -shared -fPIC $CPPFLAGS $CFLAGS -o "$tmp/libsudoku.so" $LIBSRC \
    >"$tmp/log" 2>&1; then
	same "exported by libsudoku.so without the sudoku_ prefix" "" \
	    "$(offenders -D --defined-only "$tmp/libsudoku.so")"
else
	fail "shared build of $LIBSRC"
	sed 's/^/	/' "$tmp/log" | head -20
fi

# C++: the header's extern "C" makes the names link.
if command -v "$cxx" >/dev/null 2>&1; then
	cat >"$tmp/prog.cc" <<'PROG'
#include <sudoku.h>
#include <cstdio>
#include <cstring>

int main()
{
	const char *text = "..3.2.6..9..3.5..1..18.64....81.29..7.......8"
			   "..67.82....26.95..8..2.3..9..5.1.3..";
	sudoku_grid g, s;
	unsigned long long n;

	if (sudoku_parse(text, std::strlen(text), &g, NULL, NULL) != SUDOKU_OK)
		return 2;
	n = sudoku_count(&g, 2, &s, NULL);
	std::printf("%llu %d %lld\n", n, sudoku_is_solution(&g, &s),
		    sudoku_score(&s, NULL));
	return 0;
}
PROG
	check "$cxx builds a program against the installed header" \
	    "$cxx" -Wall -Wextra -I"$root/include" -o "$tmp/prog" \
	    "$tmp/prog.cc" "$root/lib/libsudoku.a"
	if [ -x "$tmp/prog" ]; then
		same "the C++ program runs" "1 1 2861" "$("$tmp/prog" 2>&1)"
	fi
else
	skip "$cxx not found: C++ use not checked"
fi
finish
