#!/bin/sh
# check_json.sh - -f json through a real JSON parser: every line of every
# mode's output over the golden inputs and the examples, and every golden
# JSON line of tests/cli, is one object that the documented schema
# (src/cli/sudoku-json.schema.json) accepts; nothing else is on stdout,
# each error object says what the stderr message says, and file names of
# any bytes come through.  The schema is checked by tests/json_schema.py,
# ours.  Skips cleanly without python3.  With -q the inputs of the golden
# cases marked NAME.long (see run_golden.sh) are left out (make check);
# with -l only those go through every mode, and nothing else is checked
# (make check-all, after make check).  See LICENSE.
# Usage: sh tests/check_json.sh [-q | -l] ./sudoku
suite=json
. tests/lib.sh
golden_args "$@"
if ! command -v python3 >/dev/null 2>&1; then
	skip "python3 not found"
	finish
fi

# Every mode over all the golden inputs and examples at once (a file's
# objects name it), each run's stdout and stderr kept, then one parser
# pass over all of them.
mkdir "$tmp/runs" || exit 2
inputs=
for input in tests/cli/*.in; do
	golden_selected "${input%.in}" && inputs="$inputs $input"
done
# The examples answer quickly: -l leaves them to -q.
[ $cases = long ] || inputs="$inputs examples/*.txt"
n=0
# The modes are those of the schema that read input (a new one is checked
# as soon as the schema has it), some with options that add fields.
python3 -c '
import sys
sys.path.insert(0, "tests")
from json_schema import load, modes
schema = load("src/cli/sudoku-json.schema.json")
for mode, option in modes(schema).items():
    if "file" in schema["$defs"]["mode_" + mode]["oneOf"][0]["required"]:
        print(mode, option)
' >"$tmp/modes" || exit 2
while read -r mode option; do
	case $mode in
	solve) option=--verify ;;
	count) option="-c -l 2" ;;
	target) option="-t -b" ;;
	hint) option="--hint --apply" ;;
	esac
	n=$((n + 1))
	# shellcheck disable=SC2086 # options and inputs are meant to be split
	"$bin" -f json $option $inputs \
	    >"$tmp/runs/$n.out" 2>"$tmp/runs/$n.err"
	echo "$mode" >"$tmp/runs/$n.what"
done <"$tmp/modes"
same "the schema's eight reading modes, or more, run" yes \
    "$([ "$n" -ge 8 ] && echo yes)"

# Each line must parse to one object with file, line, puzzle and status,
# and the mode's fields when the status is ok; the error objects must say
# what the stderr lines say, one for one.  A puzzle on one line must be
# shown as it stands in the file, a grid by its 81 cells.  One line out
# per run.
cat >"$tmp/check.py" <<'EOF'
import codecs, json, sys

sys.path.insert(0, "tests")
from json_schema import load, validate
schema = load("src/cli/sudoku-json.schema.json")


# The rules of sudoku(1) for "puzzle", from the file's own bytes.
RAW_MAX = 256
CELLS = b"0123456789._*?"
PLACES = b"0123456789."     # a pencil-mark line: 729 of them
BLANKS = b" \t\r\v\f"
PUZZLE_NAMES = (b"quizzes", b"quiz", b"puzzle", b"puzzles")
NOT_READ = ("CSV header", "count line", "title",    # lines that are no puzzle
            "gzip-", "bzip2-", "xz-", "zstd-", "UTF-16")   # nor text

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
    sized_read = obj["status"] != "invalid" or \
        obj["error"]["message"].endswith("takes 9x9 puzzles only") or \
        obj["error"]["message"].startswith("invalid puzzle:")
    if sized_read and obj["puzzle"] is not None and \
            len(obj["puzzle"]) in (16, 256, 625):
        # Another size, read: its cells as a line, '.' for empty.
        side = {16: 4, 256: 16, 625: 25}[len(obj["puzzle"])]
        alphabet = "1234." if side == 4 else \
            "ABCDEFGHIJKLMNOPQRSTUVWXY"[:side] + "."
        return lambda p: all(c in alphabet for c in p)
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
    if len(line) == 9 * 81 and all(c in PLACES for c in line):
        if read:    # its places, with '.' for a candidate out
            return line.replace(b"0", b".").decode("ascii")
        # Not read (a place out of order, a cell with no candidate, a
        # mode that needs a plain grid): as written, or null for now.
        return lambda p: p in (None, line[:RAW_MAX].decode("ascii"))
    one_line = len(line) >= 10 and not any(c in BLANKS + b"|:,"
                                           for c in line[:10])
    if one_line:
        return (line[:81] if read else line[:RAW_MAX]).decode(
            "utf-8", "each_byte")
    if read and sum(c in CELLS for c in line) == 81:  # cells with blanks
        return line[:RAW_MAX].decode("utf-8", "each_byte")
    if read:    # a grid: its 81 cells, or a block of pencil marks: 729
        return lambda p: len(p) in (81, 729) and \
            all(c in "123456789." for c in p)
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
    # So is --verify's verdict, which the object carries in "verify".
    errors = [e for e in errors if "announced" not in e and
              "given solution" not in e and "no solution given" not in e]
    said = []
    for n, line in enumerate(open(base + ".out", "rb"), 1):
        text = line.decode("utf-8")     # must be valid UTF-8
        obj = json.loads(text)
        assert text.endswith("}\n"), n
        validate(obj, schema, mode, n)
        if "error" in obj:
            e = obj["error"]
            where = "%s:%d" % (e["file"], e["line"])
            if "column" in e:
                where += ":%d" % e["column"]
            said.append("sudoku: %s: %s" % (where, e["message"]))
        check_puzzle(obj, n)
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
# The checks below do not depend on the golden inputs: -q ran them.
[ $cases = long ] && finish

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

# Every golden JSON line of tests/cli against the schema, in the mode
# its arguments choose.
cat >"$tmp/golden.py" <<'EOF'
import glob, json, sys
sys.path.insert(0, "tests")
from json_schema import load, mode_of, validate
schema = load("src/cli/sudoku-json.schema.json")
lines = 0
for args in sorted(glob.glob("tests/cli/*.args")):
    words = open(args).read().split()
    if "json" not in words:
        continue
    for n, line in enumerate(open(args[:-5] + ".out"), 1):
        validate(json.loads(line), schema, mode_of(words, schema),
                 args + ":%d" % n)
        lines += 1
print(lines > 0)
EOF
same "golden JSON lines against the schema" True \
    "$(python3 "$tmp/golden.py" 2>&1)"

# The schema itself must catch what it forbids, or the checks above prove
# nothing: a status of another mode's model, a field of another mode, a
# missing verdict, a solution of the wrong length.
same "the schema refuses what it should" "[True, True, True, True]" \
    "$(python3 -c '
import sys
sys.path.insert(0, "tests")
from json_schema import errors, load
s = load("src/cli/sudoku-json.schema.json")
base = {"file": "f", "line": 1, "puzzle": None, "status": "ok"}
def bad(obj, mode):
    return bool(errors(obj, {"$ref": "#/$defs/mode_" + mode}, s))
print([bad(dict(base, status="multiple", unique=False, count=2,
                capped=True), "unique"),
       bad(dict(base, solution=None, count=1), "solve"),
       bad(dict(base), "count"),
       bad(dict(base, solution="12"), "solve")])
' 2>&1)"

# Generated puzzles: one object each, with its seed and number and the
# puzzle's clues; without --seed, the seed drawn is in every object and
# makes the same puzzles again.
"$bin" -f json -g 5 --seed 11 >"$tmp/out" 2>"$tmp/err"
same "-g 5 as JSON" True "$(python3 -c '
import json, sys
sys.path.insert(0, "tests")
from json_schema import load, validate
schema = load("src/cli/sudoku-json.schema.json")
objs = [json.loads(l) for l in open(sys.argv[1])]
for o in objs:
    validate(o, schema, "generate", o)
print(len(objs) == 5 and [o["index"] for o in objs] == list(range(5)) and
      all(o["seed"] == 11 and o["status"] == "ok" and
          o["clues"] == 81 - o["puzzle"].count(".") for o in objs))
' "$tmp/out" 2>&1)"
"$bin" -f json -g 2 >"$tmp/out" 2>"$tmp/err"
# A drawn seed stays below 2^53, which readers that keep numbers as
# doubles (jq, JavaScript) hold exactly.
seed=$(python3 -c '
import json, sys
seed = json.loads(open(sys.argv[1]).readline())["seed"]
print(seed if seed < 2 ** 53 else "beyond-2^53")' "$tmp/out" 2>&1)
"$bin" -f json -g 2 --seed "$seed" >"$tmp/again" 2>&1
same_file "-g without --seed: the seed in JSON repeats the run" \
    "$tmp/out" "$tmp/again"

# With -s, -g says the seed it used on standard error, which makes the
# same puzzles again.
"$bin" -s -g 2 >"$tmp/out" 2>"$tmp/err"
seed=$(sed -n 's/^sudoku: seed \([0-9][0-9]*\)$/\1/p' "$tmp/err")
"$bin" -g 2 --seed "${seed:-none}" >"$tmp/again" 2>&1
same_file "-s -g: the seed on stderr repeats the run" "$tmp/out" \
    "$tmp/again"

# A count cut by the time limit keeps the count reached, and says why.
"$bin" -f json -c -l 0 --time-limit 0.05 >"$tmp/out" 2>"$tmp/err" <<'EOF'
.................................................................................
EOF
same "-c cut by --time-limit: the count reached" True "$(python3 -c '
import json, sys
sys.path.insert(0, "tests")
from json_schema import load, validate
o = json.loads(open(sys.argv[1]).read())
validate(o, load("src/cli/sudoku-json.schema.json"), "count", o)
print(o["status"] == "timeout" and o["count"] > 0 and not o["capped"] and
      o["error"]["message"] == "time limit reached")
' "$tmp/out" 2>&1)"

# Nothing but objects on stdout, even with --echo, --stats and -j.
"$bin" -f json -e -s -j 2 -r tests/cli/rate_techniques.in >"$tmp/out" \
    2>/dev/null
same "only objects with -e -s -j 2" True "$(python3 -c '
import json, sys
print(all(isinstance(json.loads(l), dict) for l in open(sys.argv[1])))
' "$tmp/out" 2>&1)"
finish
