"""check_explain.py - every path -x prints is sound, and agrees with -r.

Usage: python3 tests/check_explain.py SUDOKU FILE [HINT_SAMPLE]

Runs SUDOKU -x -f json, SUDOKU -r -f json, SUDOKU --hint -f json and
SUDOKU -f json (the solver, for the solutions) on FILE, and checks for
each puzzle with one solution that
  - the steps, applied from the puzzle's candidates, place the solution's
    digit each time, never take the solution's digit from a cell, and
    leave every cell placed;
  - the largest step rating is the ER of -r, and the steps of each
    technique are the counts -r reports;
  - --hint gives the first step;
then, on the first HINT_SAMPLE puzzles (default 3), that --hint --apply
iterated from the puzzle reaches the solution, each state a sound one.
Prints one line per failure and exits 1 if there was any."""
import json
import subprocess
import sys

sudoku, path = sys.argv[1], sys.argv[2]
hint_sample = int(sys.argv[3]) if len(sys.argv) > 3 else 3
failures = 0


def fail(line, why):
    global failures
    failures += 1
    print(f"check_explain: {path}:{line}: {why}")


def run(*args, stdin=None):
    with open(path) if stdin is None else open(stdin) as f:
        out = subprocess.run([sudoku, *args], stdin=f, capture_output=True,
                             text=True).stdout
    return [json.loads(x) for x in out.splitlines()]


def candidates(puzzle):
    """The candidates of an 81- or 729-place puzzle, clues' eliminations
    made: a list of 81 sets."""
    if len(puzzle) == 729:
        cand = [{d + 1 for d in range(9) if puzzle[9 * i + d] not in ".0"}
                for i in range(81)]
    else:
        cand = [{int(ch)} if ch in "123456789" else set(range(1, 10))
                for ch in puzzle]
    for i in range(81):
        if len(cand[i]) == 1:
            take_from_peers(cand, i, next(iter(cand[i])))
    return cand


def peers(i):
    r, c = divmod(i, 9)
    for j in range(81):
        q, k = divmod(j, 9)
        if j != i and (q == r or k == c or (q // 3, k // 3) == (r // 3, c // 3)):
            yield j


def take_from_peers(cand, i, d):
    for j in peers(i):
        cand[j].discard(d)


def cell_of(action):
    """'r4c5=7' or 'r1c2<>3': (cell, digit)."""
    cell = 9 * (int(action[1]) - 1) + int(action[3]) - 1
    return cell, int(action[-1])


def apply_step(cand, step, solution, line, placed):
    for e in step["eliminations"]:
        cell, d = cell_of(e)
        if solution[cell] == d:
            fail(line, f"{step['technique']} eliminates the solution's {e}")
        cand[cell].discard(d)
    for p in step["placements"]:
        cell, d = cell_of(p)
        if solution[cell] != d:
            fail(line, f"{step['technique']} places {p}, not the solution's")
        cand[cell] = {d}
        placed[cell] = True
        take_from_peers(cand, cell, d)


explained = run("-x", "-f", "json")
rated = run("-r", "-f", "json")
hinted = run("--hint", "-f", "json")
solved = run("-f", "json")
checked = 0
for x, r, h, s in zip(explained, rated, hinted, solved):
    line = x["line"]
    if x.get("count") != 1:
        continue
    checked += 1
    solution = [int(ch) for ch in s["solution"]]
    puzzle = x["puzzle"]
    cand = candidates(puzzle)
    placed = [len(c) == 1 for c in cand]
    counts = {}
    top = 0
    for step in x["steps"]:
        apply_step(cand, step, solution, line, placed)
        counts[step["technique"]] = counts.get(step["technique"], 0) + 1
        top = max(top, round(step["rating"] * 10))
    if not all(placed):
        fail(line, "the path leaves cells unplaced")
    if x["rating"] != r["rating"]:
        fail(line, f"-x rates {x['rating']}, -r {r['rating']}")
    if top != round(r["rating"]["er"] * 10):
        fail(line, f"hardest step {top / 10}, ER {r['rating']['er']}")
    if counts != r["rating"]["steps"]:
        fail(line, f"steps {counts}, -r counts {r['rating']['steps']}")
    first = x["steps"][0] if x["steps"] else None
    if h["hint"] != first:
        fail(line, f"--hint gives {h['hint']}, -x starts with {first}")

# --hint --apply, iterated on a sample, from each state it prints.
for x, s in list(zip(explained, solved))[:hint_sample]:
    if x.get("count") != 1:
        continue
    solution = [int(ch) for ch in s["solution"]]
    state = x["puzzle"]
    for steps in range(400):
        out = subprocess.run([sudoku, "--hint", "--apply"], input=state + "\n",
                             capture_output=True, text=True).stdout.strip()
        if out == "solved":
            break
        if len(out) != 729:
            fail(x["line"], f"--hint --apply printed {out[:40]!r}")
            break
        for i in range(81):
            if out[9 * i + solution[i] - 1] == ".":
                fail(x["line"], f"--hint --apply took r{i // 9 + 1}c{i % 9 + 1}'s solution")
        state = out
    else:
        fail(x["line"], "--hint --apply did not reach the solution")
    if state != "".join("".join(str(d) if d == solution[i] else "."
                                for d in range(1, 10)) for i in range(81)) \
            and len(state) == 729:
        fail(x["line"], "--hint --apply ended away from the solution")

if checked == 0:
    fail(0, "no puzzle with one solution to check")
print(f"check_explain: {path}: {checked} paths checked, {failures} failures")
sys.exit(1 if failures else 0)
