#!/bin/sh
# check_json.sh - -f json through a real JSON parser: every line of every
# mode's output over the golden inputs and the examples is one object with
# the documented fields, nothing else is on stdout, each error object says
# what the stderr message says, and file names of any bytes come through.
# Skips cleanly without python3.  See LICENSE.
# Usage: sh tests/check_json.sh ./sudoku
bin=${1:-./sudoku}
suite=json
. tests/lib.sh
if ! command -v python3 >/dev/null 2>&1; then
	skip "python3 not found"
	finish
fi

# Every mode over all the golden inputs and examples at once (a file's
# objects name it), each run's stdout and stderr kept, then one parser
# pass over all of them.
mkdir "$tmp/runs" || exit 2
n=0
for mode in solve count unique target canon rate minimal minimize; do
	case $mode in
	solve) args= ;;
	count) args="-c -l 2" ;;
	unique) args=-u ;;
	target) args=-t ;;
	canon) args=--canon ;;
	rate) args=-r ;;
	minimal) args=-m ;;
	minimize) args=--minimize ;;
	esac
	n=$((n + 1))
	# shellcheck disable=SC2086 # no arguments in solve mode
	"$bin" -f json $args tests/cli/*.in examples/*.txt \
	    >"$tmp/runs/$n.out" 2>"$tmp/runs/$n.err"
	echo "$mode" >"$tmp/runs/$n.what"
done

# Each line must parse to one object with file, line, puzzle and status,
# and the mode's fields when the status is ok; the error objects must say
# what the stderr lines say, one for one.  A puzzle on one line must be
# shown as it stands in the file, a grid by its 81 cells.  One line out
# per run.
cat >"$tmp/check.py" <<'EOF'
import codecs, json, sys

fields = {"solve": {"solution"}, "count": {"count", "capped"},
          "unique": set(), "target": {"score"}, "canon": {"canon"},
          "rate": {"er", "ep", "ed", "technique", "steps"},
          "minimal": {"minimal", "redundant"}, "minimize": {"minimized"}}


# The rules of sudoku(1) for "puzzle", from the file's own bytes.
RAW_MAX = 256
CELLS = b"0123456789._*?"
BLANKS = b" \t\r\v\f"
PUZZLE_NAMES = (b"quizzes", b"quiz", b"puzzle", b"puzzles")
NOT_READ = ("CSV header", "count line", "title")    # lines that are no puzzle

# Each byte that is not part of valid UTF-8 stands for U+FFFD on its own.
codecs.register_error("each_byte", lambda e: ("\ufffd", e.start + 1))
sources = {}


def source(name):
    """The file's lines, and its CSV puzzle field's index or None."""
    if name not in sources:
        lines = open(name, "rb").read().split(b"\n")
        lines[0] = lines[0][3:] if lines[0][:3] == b"\xef\xbb\xbf" else lines[0]
        first = [l.strip(BLANKS) for l in lines
                 if l.strip(BLANKS)[:1] not in (b"", b"#")][:1] or [b""]
        names = [f.strip(BLANKS).strip(b'"').lower()
                 for f in first[0].split(b",")]
        field = next((i for i, f in enumerate(names) if f in PUZZLE_NAMES),
                     None)
        sources[name] = (lines, field)
    return sources[name]


def csv_field(line, k):
    """Field k of a CSV row, with its quotes, as the reader steps over
    fields; None when the row is shorter."""
    quoted, start, field = False, 0, 0
    for i, c in enumerate(line + b","):
        if c == ord(",") and not quoted:
            if field == k:
                return line[start:i]
            field, start = field + 1, i + 1
        elif c == ord('"'):
            quoted = not quoted
    return None


def is_cells(b):
    return all(c in CELLS for c in b)


def expected_puzzle(obj):
    """What "puzzle" must be, or a function of it that must hold."""
    lines, k = source(obj["file"])
    line = lines[obj["line"] - 1]
    line = line[:-1] if line.endswith(b"\r") else line
    line = line.lstrip(BLANKS)
    read = obj["status"] != "invalid" or \
        obj["error"]["message"].startswith("invalid puzzle:")
    if obj["status"] == "invalid" and \
            obj["error"]["message"].startswith(NOT_READ):
        return None
    if k is not None:
        field = csv_field(line, k)
        if field is None:
            return None
        if field[:1] == b'"':   # inside the quotes, up to the closing one
            field = field[1:].split(b'"')[0]
        if read or (len(field) >= 81 and is_cells(field[:81]) and
                    not field[81:].strip(BLANKS)):
            field = field[:81]  # a good field: the cells, no blanks
        return field[:RAW_MAX].decode("utf-8", "each_byte")
    one_line = len(line) >= 10 and not any(c in BLANKS + b"|:,"
                                           for c in line[:10])
    if one_line:
        return (line[:81] if read else line[:RAW_MAX]).decode(
            "utf-8", "each_byte")
    if read:    # a grid: its 81 cells
        return lambda p: len(p) == 81 and all(c in "123456789." for c in p)
    # A grid rejected in its first row shows that row's line.
    return lambda p: p in (None, line[:RAW_MAX].decode("utf-8", "each_byte"))


def check_puzzle(obj, n):
    want = expected_puzzle(obj)
    if callable(want):
        assert want(obj["puzzle"]), (n, obj["puzzle"])
    else:
        assert obj["puzzle"] == want, (n, obj["puzzle"], want)


def check(base):
    mode = open(base + ".what").read().split()[0]
    errors = open(base + ".err", encoding="utf-8",
                  errors="replace").read().splitlines()
    # A judge's count line is checked against the whole stream, not one
    # puzzle: that message goes to stderr only.
    errors = [e for e in errors if "announced" not in e]
    said = []
    for n, line in enumerate(open(base + ".out", "rb"), 1):
        text = line.decode("utf-8")     # must be valid UTF-8
        obj = json.loads(text)
        assert isinstance(obj, dict), n
        assert text.endswith("}\n"), n
        for key in ("file", "line", "puzzle", "status"):
            assert key in obj, (n, key)
        assert obj["status"] in ("ok", "none", "multiple", "invalid",
                                 "timeout", "error"), n
        if "error" in obj:
            e = obj["error"]
            where = "%s:%d" % (e["file"], e["line"])
            if "column" in e:
                where += ":%d" % e["column"]
            said.append("sudoku: %s: %s" % (where, e["message"]))
        elif obj["status"] == "ok":
            assert not fields[mode] - set(obj), (n, fields[mode])
        check_puzzle(obj, n)
        if mode == "canon" and obj["status"] == "ok":
            assert len(obj["canon"]) == 81 and obj["canon"].isdigit(), n
    assert said == errors, (said, errors)


for i in range(1, int(sys.argv[2]) + 1):
    base = "%s/%d" % (sys.argv[1], i)
    try:
        check(base)
        print("ok")
    except Exception as e:
        print("FAIL", open(base + ".what").read().strip(), repr(e)[:300])
EOF
python3 "$tmp/check.py" "$tmp/runs" "$n" >"$tmp/results" 2>&1
while read -r line; do
	case $line in
	ok) pass ;;
	*) fail "$line" ;;
	esac
done <"$tmp/results"
same "every run checked" "$n" "$(grep -c . "$tmp/results")"

# File names are bytes: quotes, backslashes, control characters and
# invalid UTF-8 come out as valid JSON that decodes to the name (each
# invalid byte as U+FFFD).
name=$(printf 'q"b\\t\tn\001\377\303(\342\202\254.txt')
printf '%s\n' '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..' \
    'bad' >"$tmp/$name"
"$bin" -f json -u "$tmp/$name" >"$tmp/out" 2>"$tmp/err"
cat >"$tmp/name.py" <<'EOF'
import json, os, sys
name = os.fsencode(sys.argv[1]).decode("utf-8", errors="replace")
lines = open(sys.argv[2], "rb").read().decode("utf-8").splitlines()
objs = [json.loads(line) for line in lines]
print(len(objs) == 2 and all(o["file"] == name for o in objs) and
      objs[1]["error"]["file"] == name and objs[0]["status"] == "ok")
EOF
same "a file name of any bytes" True \
    "$(python3 "$tmp/name.py" "$tmp/$name" "$tmp/out" 2>&1)"

# Generated puzzles: one object each, numbered, the puzzle 81 cells.
"$bin" -f json -g 5 --seed 11 >"$tmp/out" 2>"$tmp/err"
same "-g 5 as JSON" True "$(python3 -c '
import json, sys
objs = [json.loads(l) for l in open(sys.argv[1])]
print(len(objs) == 5 and [o["index"] for o in objs] == list(range(5)) and
      all(o["status"] == "ok" and len(o["puzzle"]) == 81 for o in objs))
' "$tmp/out" 2>&1)"

# Nothing but objects on stdout, even with --echo, --stats and -j.
"$bin" -f json -e -s -j 2 -r tests/cli/rate_techniques.in >"$tmp/out" \
    2>/dev/null
same "only objects with -e -s -j 2" True "$(python3 -c '
import json, sys
print(all(isinstance(json.loads(l), dict) for l in open(sys.argv[1])))
' "$tmp/out" 2>&1)"
finish
