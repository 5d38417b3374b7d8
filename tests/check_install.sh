#!/bin/sh
# check_install.sh - install into a scratch DESTDIR, build examples/library.c
# against the installed files (through pkg-config when there is one), run
# what was installed, then uninstall and check that nothing is left.  Also
# checks that the manual, --help and the README agree on the usage line.
# See LICENSE for copying terms.
#
# Run from make check, which passes CC, CFLAGS, LDFLAGS and MAKE.
# Usage: sh tests/check_install.sh
cd "$(dirname "$0")/.." || exit 2
make=${MAKE:-make}
cc=${CC:-cc}
suite=install
. tests/lib.sh
destdir=$tmp/stage
prefix=/opt/sudoku-check	# only ever written below $destdir
root=$destdir$prefix
version=$(sed -n 's/^#define SUDOKU_VERSION "\(.*\)"$/\1/p' include/sudoku.h)

# Every file and link below $destdir, one a line, sorted.
staged() {
	(cd "$destdir" 2>/dev/null && find . ! -type d) |
	    sed 's|^\./|/|' | LC_ALL=C sort
}
# Build examples/library.c with the given flags, run it, check its output.
build_example() {
	what=$1
	shift
	rm -f "$tmp/library"
	# shellcheck disable=SC2086 # the flags are meant to be split
	if $cc -std=c11 -pedantic -Wall -Wextra $CFLAGS -o "$tmp/library" \
	    examples/library.c "$@" $LDFLAGS >"$tmp/log" 2>&1; then
		pass
	else
		fail "$what: examples/library.c does not build"
		sed 's/^/	/' "$tmp/log" | head -20
		return
	fi
	if "$tmp/library" >"$tmp/library.out" 2>&1 &&
	    cmp -s "$tmp/library.out" examples/library.out; then
		pass
	else
		fail "$what: output differs from examples/library.out"
		diff examples/library.out "$tmp/library.out" | head -10
	fi
}

# The README shows examples/library.c as it is, and how to build it here.
# shellcheck disable=SC2016 # the backquotes are the README's
same "README Library section shows examples/library.c" \
    "$(cat examples/library.c)" \
    "$(sed -n '/^## Library/,/^## /p' README.md |
	sed -n '/^```c$/,/^```$/p' | sed '1d;$d')"
build_example "in the tree" -Iinclude libsudoku.a

# Install with the default layout below a scratch PREFIX.
# shellcheck disable=SC2086 # $make may carry options
check "make install" $make install DESTDIR="$destdir" PREFIX="$prefix"
same "installed files" "$prefix/bin/sudoku
$prefix/include/sudoku.h
$prefix/lib/libsudoku.a
$prefix/lib/pkgconfig/sudoku.pc
$prefix/share/bash-completion/completions/sudoku
$prefix/share/man/man1/sudoku.1" "$(staged)"
check "installed sudoku is executable" test -x "$root/bin/sudoku"
same "installed sudoku -V" "sudoku $version" "$("$root/bin/sudoku" -V)"
same "installed sudoku solves examples/line.txt" "$(cat examples/line.out)" \
    "$("$root/bin/sudoku" examples/line.txt)"
check "sudoku.pc names the prefix" grep -qx "prefix=$prefix" \
    "$root/lib/pkgconfig/sudoku.pc"
# shellcheck disable=SC2016 # $1 is for the inner shell
check "sudoku.pc has no unfilled @VARIABLE@" \
    sh -c '! grep -q @ "$1"' sh "$root/lib/pkgconfig/sudoku.pc"

# The library example, first with explicit flags...
build_example "with -I and -L" -I"$root/include" -L"$root/lib" -lsudoku
# ...then as a user would, through pkg-config.
if command -v pkg-config >/dev/null 2>&1; then
	PKG_CONFIG_PATH=$root/lib/pkgconfig
	PKG_CONFIG_SYSROOT_DIR=$destdir
	export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
	same "pkg-config --modversion sudoku" "$version" \
	    "$(pkg-config --modversion sudoku 2>&1)"
	if flags=$(pkg-config --cflags --libs sudoku); then
		# shellcheck disable=SC2086 # the flags are meant to be split
		build_example "with pkg-config" $flags
	else
		fail "pkg-config --cflags --libs sudoku"
	fi
	unset PKG_CONFIG_SYSROOT_DIR
	# sudoku.pc is relative to its prefix: a staged tree can be used
	# where it is.
	if flags=$(pkg-config --define-variable=prefix="$root" \
	    --cflags --libs sudoku); then
		# shellcheck disable=SC2086 # the flags are meant to be split
		build_example "with pkg-config --define-variable" $flags
	else
		fail "pkg-config --define-variable=prefix=... sudoku"
	fi
	unset PKG_CONFIG_PATH
else
	skip "pkg-config not found: library built with -I and -L only"
fi

# The installed bash completion defines itself and completes -f values.
if command -v bash >/dev/null 2>&1; then
	same "bash completion: complete -p sudoku" \
	    "complete -F _sudoku sudoku" \
	    "$(bash -c '. "$1" && complete -p sudoku' sh \
		"$root/share/bash-completion/completions/sudoku" 2>&1)"
	same "bash completion: sudoku -f TAB" "grid rows line pretty json csv pencil" \
	    "$(bash -c '. "$1" && COMP_WORDS=(sudoku -f "") COMP_CWORD=2 &&
		_sudoku && echo "${COMPREPLY[*]}"' sh \
		"$root/share/bash-completion/completions/sudoku" 2>&1)"
else
	skip "bash not found: completion not checked"
fi

# One usage line everywhere: --help, the manual's SYNOPSIS, the README.
usage=$("$root/bin/sudoku" -h | sed -n '1,/\[file \.\.\.\]$/p' |
    sed 's/^usage: //' | tr -s ' \n' '  ' | sed 's/ $//')
if command -v mandoc >/dev/null 2>&1; then
	bs=$(printf '\b')
	synopsis=$(mandoc -T ascii "$root/share/man/man1/sudoku.1" |
	    sed "s/.$bs//g" | sed -n '/^SYNOPSIS/,/^[A-Z]/p' |
	    sed '1d;$d' | tr -s ' \n' '  ' | sed 's/^ //;s/ $//')
	same "manual SYNOPSIS is the usage line" "$usage" "$synopsis"
else
	skip "mandoc not found: manual SYNOPSIS not compared"
fi
readme=$(sed -n '/^    usage: sudoku/,/\[file \.\.\.\]$/p' README.md |
    sed 's/^    usage: //' | tr -s ' \n' '  ' | sed 's/^ //;s/ $//')
same "README usage is the usage line" "$usage" "$readme"
# --help fits one screen.
same "--help fits in 24 lines of 80 columns" "ok" \
    "$("$root/bin/sudoku" -h | awk 'length > 80 { print "line " NR
	": " length " columns" } END { if (NR > 24) print NR " lines";
	else print "ok" }')"

# Uninstall removes what install put and nothing else.
mkdir -p "$root/bin" && : >"$root/bin/other"
# shellcheck disable=SC2086 # $make may carry options
check "make uninstall" $make uninstall DESTDIR="$destdir" PREFIX="$prefix"
same "files left after make uninstall" "$prefix/bin/other" "$(staged)"
rm -rf "$destdir"

# Every directory can be moved on its own, and uninstall follows it.
dirs="BINDIR=$prefix/games MANDIR=$prefix/man LIBDIR=$prefix/lib64
INCLUDEDIR=$prefix/inc PKGCONFIGDIR=$prefix/pc BASHCOMPDIR=$prefix/bash"
# shellcheck disable=SC2086 # the assignments are meant to be split
check "make install with every directory moved" \
    $make install DESTDIR="$destdir" PREFIX="$prefix" $dirs
same "files installed in moved directories" "$prefix/bash/sudoku
$prefix/games/sudoku
$prefix/inc/sudoku.h
$prefix/lib64/libsudoku.a
$prefix/man/man1/sudoku.1
$prefix/pc/sudoku.pc" "$(staged)"
# shellcheck disable=SC2016 # ${prefix} is pkg-config's
check "sudoku.pc names the moved directories" \
    grep -qx 'libdir=${prefix}/lib64' "$root/pc/sudoku.pc"
# shellcheck disable=SC2086 # the assignments are meant to be split
check "make uninstall with every directory moved" \
    $make uninstall DESTDIR="$destdir" PREFIX="$prefix" $dirs
same "files left after make uninstall" "" "$(staged)"

finish
