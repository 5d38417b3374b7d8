#!/bin/sh
# deps.sh - print the rules that make the object of each C source named
# depend on every header it includes, directly or through other headers:
# one rule for all the objects that include the same headers.
# 'make deps' writes deps.mk with it; 'make check' fails when deps.mk is
# not what it prints.  A quoted include is looked up beside the file that
# includes it, then in the folders the Makefile gives with -I, in order.
# Usage: sh tools/deps.sh SOURCE.c...   See LICENSE for copying terms.
LC_ALL=C
export LC_ALL
awk -v path='include src tests/kit tests/ref' '
function dir_of(f) {
	return f ~ /\// ? substr(f, 1, match(f, /\/[^\/]*$/) - 1) : "."
}
# Remove "x/../" and "./" from a path made of a folder and a name.
function tidy(f,    n, i, p, out, k) {
	n = split(f, p, "/")
	k = 0
	for (i = 1; i <= n; i++) {
		if (p[i] == "." || p[i] == "")
			continue
		if (p[i] == ".." && k > 0 && part[k] != "..") {
			k--
			continue
		}
		part[++k] = p[i]
	}
	out = part[1]
	for (i = 2; i <= k; i++)
		out = out "/" part[i]
	return out
}
function exists(f,    line) {
	if ((getline line < f) >= 0) {
		close(f)
		return 1
	}
	return 0
}
# Find header "name" as included from file "from"; "" if it is not ours.
function find(name, from,    n, d, i, f) {
	f = tidy(dir_of(from) "/" name)
	if (exists(f))
		return f
	n = split(path, d, " ")
	for (i = 1; i <= n; i++) {
		f = tidy(d[i] "/" name)
		if (exists(f))
			return f
	}
	return ""
}
# Add to seen[] every header "file" includes, and theirs.
function scan(file,    line, name, h) {
	while ((getline line < file) > 0) {
		if (line !~ /^[ \t]*#[ \t]*include[ \t]*"/)
			continue
		name = line
		sub(/^[^"]*"/, "", name)
		sub(/".*$/, "", name)
		h = find(name, file)
		if (h != "" && !(h in seen)) {
			seen[h] = 1
			scan(h)
		}
	}
	close(file)
}
BEGIN {
	print "# deps.mk - the headers each object includes, directly or not."
	print "# Written by tools/deps.sh (make deps); do not edit."
	for (a = 1; a < ARGC; a++) {
		src = ARGV[a]
		split("", seen)
		scan(src)
		n = 0
		for (h in seen)
			list[++n] = h
		# Sort the headers: the order must not depend on awk.
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && list[j - 1] > list[j]; j--) {
				t = list[j]; list[j] = list[j - 1]; list[j - 1] = t
			}
		obj = src
		sub(/\.c$/, ".o", obj)
		key = ""
		for (i = 1; i <= n; i++)
			key = key " " list[i]
		# Objects that include the same headers share one rule.
		if (!(key in objs))
			keys[++nkeys] = key
		objs[key] = objs[key] " " obj
	}
	for (k = 1; k <= nkeys; k++)
		print wrap(substr(objs[keys[k]], 2) ":" keys[k])
}
# The words of a rule, as many to a line as fit in 76 columns, the
# lines after the first indented and each but the last ending in "\\".
function wrap(rule,    w, n, i, out, width) {
	n = split(rule, w, " ")
	out = w[1]
	width = length(out)
	for (i = 2; i <= n; i++) {
		if (width + 1 + length(w[i]) > 76) {
			out = out " \\\n   "
			width = 3
		}
		out = out " " w[i]
		width += 1 + length(w[i])
	}
	return out
}' "$@"
