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
# what the stderr lines say, one for one.  One line out per run.
cat >"$tmp/check.py" <<'EOF'
import json, sys

fields = {"solve": {"solution"}, "count": {"count", "capped"},
          "unique": set(), "target": {"score"}, "canon": {"canon"},
          "rate": {"technique", "score", "steps"},
          "minimal": {"minimal", "redundant"}, "minimize": {"minimized"}}


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
        if obj["puzzle"] is not None:
            assert len(obj["puzzle"]) == 81, n
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
