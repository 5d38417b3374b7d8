/* sudoku.h - read, solve, count and score 9x9 Sudoku grids.
 * See LICENSE for copying terms.
 *
 * Every name this library defines starts with sudoku_ or SUDOKU_.  It
 * never prints or exits; what a function allocates is said where it does.
 * Usable from C++ as it is. */
#ifndef SUDOKU_H
#define SUDOKU_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SUDOKU_VERSION "0.2.0"

/* The sizes of the grid: digits 1..9, and as many rows, columns and
 * boxes; 81 cells. */
#define SUDOKU_DIGITS 9
#define SUDOKU_CELLS 81

/* Row-major: cell[9 * row + col] is 1..9, or 0 when the cell is empty. */
struct sudoku_grid {
	unsigned char cell[SUDOKU_CELLS];
};

/*
 * What every function that can fail returns.  A function given a puzzle
 * answers SUDOKU_EINPUT when a cell holds a value above 9 and otherwise
 * SUDOKU_ECONFLICT when two clues repeat a digit in a row, column or box,
 * before it searches: the same puzzle gets the same answer everywhere.
 * (sudoku_count() returns a count instead: such a grid has 0
 * completions.)  The values are fixed: new ones are only ever added at
 * the end.
 */
enum sudoku_status {
	SUDOKU_OK,		/* done: a puzzle read, a search finished */
	SUDOKU_END,		/* no further puzzle in the stream */
	SUDOKU_EINPUT,		/* malformed puzzle; see struct sudoku_where */
	SUDOKU_ECONFLICT,	/* two clues repeat a digit in a unit */
	SUDOKU_EREAD,		/* the stream failed; errno tells why */
	SUDOKU_ETIMEOUT,	/* the call reached its time limit */
	SUDOKU_NONE,		/* the puzzle has no completion */
	SUDOKU_ENOMEM,		/* out of memory (sudoku_canon(), sudoku_rate()) */
	SUDOKU_MULTIPLE,	/* more than one completion, where the call
				 * needs a puzzle with exactly one */
	SUDOKU_REJECTED		/* sudoku_generate(): every candidate it
				 * was allowed to draw was rejected */
};

/* How a puzzle was laid out in its input: decides the default output. */
enum sudoku_layout {
	SUDOKU_LAYOUT_LINE,	/* one line of 81 cells */
	SUDOKU_LAYOUT_GRID	/* nine lines of nine cells (OJ or block form) */
};

/*
 * Where and what went wrong in the input, for FILE:LINE:COL messages.
 * Every function that takes a 'where' accepts NULL for it, and then
 * reports no position; otherwise it fills in all three fields whenever
 * it returns SUDOKU_EINPUT or SUDOKU_ECONFLICT.
 */
#define SUDOKU_WHAT_MAX 96	/* bytes of sudoku_where.what, its NUL included */

struct sudoku_where {
	unsigned long line;	/* 1-based line in the stream */
	unsigned long column;	/* 1-based byte column */
	char what[SUDOKU_WHAT_MAX];	/* lower-case phrase, no final period */
};

/* Output layouts of sudoku_format(). */
enum sudoku_format {
	SUDOKU_FORMAT_LINE,	/* 81 digits and a newline */
	SUDOKU_FORMAT_GRID,	/* nine lines of nine digits separated by spaces */
	SUDOKU_FORMAT_PRETTY,	/* a framed grid for people */
	SUDOKU_FORMAT_ROWS	/* nine lines of nine digits, no spaces */
};

/* The largest number of bytes sudoku_format() writes, for any layout. */
#define SUDOKU_FORMAT_MAX 256

/*
 * A streaming puzzle reader.  It holds one fixed-size buffer, so memory
 * stays constant whatever the size of the input or its lines.
 */
struct sudoku_reader;

/*
 * sudoku_reader_new - start reading puzzles from 'fp', through 'fp': the
 * reader starts at what the stream would give next (bytes 'fp' has
 * buffered included) and reads it in large blocks with fread().  It does
 * not close 'fp'.  Returns NULL when out of memory.  A reader must be
 * used by one thread at a time.
 */
struct sudoku_reader *sudoku_reader_new(FILE *fp);

/*
 * sudoku_reader_new_fd - start reading puzzles from the file descriptor
 * 'fd' with read(2), which returns what a pipe or terminal has as soon as
 * it has it: a puzzle is answered as it arrives, without waiting for a
 * full block.  Do not read 'fd' in other ways meanwhile (nor through a
 * FILE on it that has buffered bytes: they would be skipped).  The reader
 * does not close 'fd'.  Returns NULL when out of memory or 'fd' is
 * negative.  A reader must be used by one thread at a time.
 */
struct sudoku_reader *sudoku_reader_new_fd(int fd);

/*
 * sudoku_reader_on_wait - have a reader made by sudoku_reader_new_fd()
 * call 'fn' with 'arg' each time it is about to wait for input that has
 * not come yet (a pipe, socket or terminal whose writer has written no
 * more), before it waits.  A caller that reads a stream of puzzles
 * answers those it has read there, so that a writer waiting for them is
 * not kept waiting.  'fn' must not read from the reader; it may call
 * sudoku_reader_announced() and sudoku_reader_offset().  A regular file
 * never waits, so 'fn' is not called there.  NULL stops the calls.
 */
void sudoku_reader_on_wait(struct sudoku_reader *r, void (*fn)(void *arg),
			   void *arg);

/*
 * sudoku_reader_defer_clash - with 'defer' not 0, sudoku_read() and
 * sudoku_read_input() leave out the check for clues that repeat a digit
 * on a puzzle whose cells stand side by side on one line (a line or CSV
 * field of 81 cells without blanks): they return SUDOKU_OK for it, and
 * sudoku_check_clash() makes the check later.  A caller that solves
 * every puzzle runs it only on those with no solution, since clashing
 * clues have none; the check costs about as much as reading the line.
 * Puzzles of other layouts are checked as before.  0 (the default)
 * checks every puzzle.
 */
void sudoku_reader_defer_clash(struct sudoku_reader *r, int defer);

/*
 * sudoku_reader_size - read every puzzle of the stream as one of 'side'
 * x 'side' cells: 9 never reads another size, 4, 16 or 25 reads only that
 * one (a line that is no row of it is one SUDOKU_EINPUT), and a first
 * line that could be a row of it is no count line.  0 (the default)
 * tells each puzzle's size by its shape.  Other sizes are read by
 * sudoku_read_input() only.  Another 'side' counts as 0.
 */
void sudoku_reader_size(struct sudoku_reader *r, int side);

/*
 * sudoku_check_clash - the check sudoku_reader_defer_clash() left out,
 * on 'g' as read, with 'where' as the read left it (the puzzle's line
 * and first column).  Returns SUDOKU_ECONFLICT, with 'where' naming the
 * second clue of the first clash as sudoku_read() would have, or
 * SUDOKU_OK, with 'where' untouched.  On a puzzle the read checked
 * already it returns SUDOKU_OK.  Thread-safe.
 */
enum sudoku_status sudoku_check_clash(const struct sudoku_grid *g,
				      struct sudoku_where *where);

/*
 * sudoku_reader_free - release a reader made by sudoku_reader_new() or
 * sudoku_reader_new_fd().  Accepts NULL.  The stream stays open.
 */
void sudoku_reader_free(struct sudoku_reader *r);

/*
 * sudoku_read - read the next puzzle into 'g'.
 * Detects the layout of each puzzle (one line of 81 cells, side by side or
 * with blanks or '|' between them, or nine lines of nine cells with
 * optional spaces, '|' and rule lines, the first of which must hold nine
 * cells exactly); a cell is a digit 1-9 or an empty cell '0', '.', '_',
 * '*' or '?'.  Skips comment lines that start with '#', blank lines and a
 * leading UTF-8 byte-order mark.  Any other line is one malformed puzzle
 * (SUDOKU_EINPUT), and the next call starts at the line after it; a grid
 * broken by a bad row is one too.  A puzzle of another size (4x4, 16x16,
 * 25x25) or a line of 729 pencil marks is one SUDOKU_EINPUT here:
 * sudoku_read_input() reads them (struct sudoku_input's 'sized' and
 * 'marks').  A stream that starts compressed (gzip, bzip2, xz, zstd) or
 * in UTF-16 is one SUDOKU_EINPUT that ends it.  Besides puzzles
 * a stream may hold:
 *  - first, a line of one number: the count of puzzles that follow (see
 *    sudoku_reader_announced(); a line that looks like one but is not a
 *    number is an error);
 *  - first, a CSV header of field names: a field named "quizzes" or
 *    "puzzle" holds the puzzle of each row below, one named "solutions"
 *    or "solution" its solution (see struct sudoku_input); a row with
 *    fewer fields than the header, or a header with no puzzle field, is
 *    an error.  Without a header a line's first field is its puzzle;
 *  - a title line "Grid NN" before a puzzle (Project Euler 96), which is
 *    passed on in struct sudoku_input; a title with no puzzle after it is
 *    an error;
 *  - a line "end" (any case, blanks around it allowed): the input ends
 *    there, and nothing after it is read.
 * If 'layout' is not NULL it receives the puzzle's layout; if
 * 'where' is not NULL it receives the puzzle's first line (column 1), or
 * on an error the position and a description of the problem.
 * Returns SUDOKU_OK, SUDOKU_END at the end of the stream, SUDOKU_EINPUT
 * for a malformed puzzle (the reader has then moved past it, so the next
 * call reads the following puzzle), SUDOKU_ECONFLICT when the puzzle was
 * read into 'g' but two clues repeat a digit in a row, column or box
 * ('where' names the second of them), or SUDOKU_EREAD when the stream
 * failed (errno is set; further calls return SUDOKU_END).
 */
enum sudoku_status sudoku_read(struct sudoku_reader *r, struct sudoku_grid *g,
			       enum sudoku_layout *layout,
			       struct sudoku_where *where);

/*
 * Pencil marks (a sukaku): a grid given by the candidates of each cell
 * rather than by its clues.  cand[i] has bit d - 1 set while digit d is
 * still a candidate of cell i (row-major).  A cell with one candidate is
 * solved: it is a clue, and its digit is no candidate of its peers.  A
 * plain puzzle is the pencil grid of its clues' eliminations
 * (sudoku_marks_from_grid()).
 */
struct sudoku_marks {
	uint16_t cand[SUDOKU_CELLS];
};

/* Every digit a candidate: bits 0..8. */
#define SUDOKU_ALL_CANDIDATES 0x1ff

/*
 * Other sizes: grids of n^2 x n^2 cells for boxes of side n = 2 to 5
 * (4x4, 9x9, 16x16 and 25x25), as the online judges' 16x16 problems set
 * them.  The 9x9 functions above stay the fast path for 9x9; these take
 * any of the sizes, 9x9 included.
 */
#define SUDOKU_SIZED_CELLS 625	/* cells of the largest, 25x25 */

/* Row-major: cell[side * row + col] is 1..side (side = box * box), or 0
 * when empty; the cells past side * side are not read. */
struct sudoku_sized {
	int box;		/* the side of a box: 2, 3, 4 or 5 */
	unsigned char cell[SUDOKU_SIZED_CELLS];
};

/* How a grid of another size is written, as the judges write them. */
enum sudoku_sized_layout {
	/* One line of side * side symbols: '1'-'4' for 4x4, 'A'-'P' for
	 * 16x16 and 'A'-'Y' for 25x25, '.' for an empty cell (read: also
	 * '-', and '0' for 4x4). */
	SUDOKU_SIZED_LINE,
	/* 'side' lines of 'side' such symbols (POJ 3076, UVA 1309, SPOJ
	 * SUDOKU, AcWing 169), '-' for an empty cell. */
	SUDOKU_SIZED_BLOCK,
	/* 'side' lines of 'side' numbers apart, 0 for an empty cell. */
	SUDOKU_SIZED_NUMBERS
};

/* The longest title line kept in struct sudoku_input, with its NUL. */
#define SUDOKU_TITLE_MAX 64

/* The most bytes of a puzzle's line kept in struct sudoku_input. */
#define SUDOKU_RAW_MAX 256

/*
 * How one puzzle was written, so that its answer can take the input's own
 * shape, and what came with it.  Filled in by sudoku_read_input().
 */
struct sudoku_input {
	enum sudoku_layout layout;
	/* The puzzle's first line, 1-based, even when it was rejected on a
	 * later line (which 'where' then names); for a line that is no
	 * puzzle, that line. */
	unsigned long line;
	int spaced;		/* grid: blanks or '|' between its cells */
	int blank_before;	/* a blank line since the previous puzzle */
	char title[SUDOKU_TITLE_MAX];	/* its title line, or "" */
	/* The solution given beside it: a CSV row's solution field, or the
	 * second field of a line without a header when that is 81 cells.
	 * 1: 'solution' holds it; 0: none; -1: the header named a solution
	 * field but the row's is not 81 cells.  'solution_column' is where
	 * that field starts (on the puzzle's line) unless has_solution is 0. */
	int has_solution;
	unsigned long solution_column;
	struct sudoku_grid solution;
	/* The puzzle as it stands in the input, when it is on one line and
	 * 'raw' asks for it (has_raw is 1): the 81 cells as written (inside
	 * any CSV quotes; with the blanks between them if it has some) or,
	 * when the reader rejects the puzzle, its line from the first
	 * non-blank byte to the line end, which is not kept (nor a '\r'
	 * before it); for a CSV row with a header, its puzzle field up to
	 * the next ',' (or closing quote).  At most SUDOKU_RAW_MAX bytes are
	 * kept: a longer line is cut there.  Any bytes, NUL included: 'raw'
	 * is no C string.  has_raw is 0 for a grid (read whole, or rejected
	 * after its first row), a CSV row without its puzzle field and a
	 * line that is no puzzle (a bad count line or header, a title with
	 * no grid). */
	int has_raw;
	size_t raw_len;
	/* In: where to keep those bytes, SUDOKU_RAW_MAX of them, or NULL
	 * not to keep them (has_raw is then 0).  A caller that does not
	 * show them saves the copy, and the memory for every puzzle it
	 * holds. */
	char *raw;
	/* 1: the puzzle is a pencil-mark grid (a line of 729 places, see
	 * struct sudoku_marks), whose candidates are in 'marks' and whose
	 * solved cells are the grid read (has_raw is then 0); 0: a plain
	 * puzzle ('marks' means nothing). */
	int pencil;
	struct sudoku_marks marks;
	/* A puzzle of another size: sized.box is 2, 4 or 5, the grid read
	 * is all 0 and 'sized' holds the puzzle, written in 'sized_layout';
	 * for a 9x9 puzzle sized.box is 0. */
	struct sudoku_sized sized;
	enum sudoku_sized_layout sized_layout;
};

/*
 * sudoku_read_input - sudoku_read(), telling more about the puzzle: if
 * 'in' is not NULL it receives how the puzzle was written (set in->raw
 * before the call: every other field is only written), whatever the
 * status (a line that is no puzzle counts as one line; after SUDOKU_END
 * or SUDOKU_EREAD its contents mean nothing).  Returns what sudoku_read()
 * returns.
 */
enum sudoku_status sudoku_read_input(struct sudoku_reader *r,
				     struct sudoku_grid *g,
				     struct sudoku_input *in,
				     struct sudoku_where *where);

/*
 * sudoku_reader_announced - the number of puzzles the stream's count line
 * announced, or -1 when it has none (so far: the first line is read by
 * the first sudoku_read()).  If 'where' is not NULL and there is a count
 * line, 'where' receives its line and column (and an empty 'what').  The
 * reader does not check the count: the caller, which counts puzzles,
 * does.
 */
long long sudoku_reader_announced(const struct sudoku_reader *r,
				  struct sudoku_where *where);

/*
 * sudoku_reader_offset - the number of bytes of the stream the reader has
 * consumed so far (for progress reports).
 */
unsigned long long sudoku_reader_offset(const struct sudoku_reader *r);

/*
 * sudoku_reader_split - hand the next lines of 'r' to a reader of their
 * own, so that another thread can read their puzzles while 'r' reads on
 * after them: up to 'max_lines' whole lines from the position, as many as
 * 'r' holds (it first reads what the stream has ready; it waits, as a
 * read would, only while it holds no whole line), each of them a line
 * that 'r' would read as one puzzle on its own: 81 cells side by side,
 * then the line's end, a blank, ':' or ',' (a second field); or, below a
 * CSV header, a row.  The new reader reads them as 'r' would have: the
 * same settings, CSV fields, statuses, positions and line numbers; it
 * reads memory of its own, is used by one thread at a time, and is freed
 * with sudoku_reader_free().  Returns NULL and takes nothing when there
 * are fewer than 'min_lines' (at least 1) such lines ahead, the next
 * line is none of those, before the first read (which reads a count line
 * or a header), after the end or a failure, where sudoku_reader_size()
 * set a size other than 9, or when out of memory: read the next puzzle
 * from 'r' itself, then try again.
 */
struct sudoku_reader *sudoku_reader_split(struct sudoku_reader *r,
					  size_t min_lines, size_t max_lines);

/*
 * sudoku_parse - read one puzzle from the 'len' bytes at 'text', as
 * sudoku_read() would read the first puzzle of a stream holding them.
 * Returns SUDOKU_OK, SUDOKU_END (no puzzle), SUDOKU_EINPUT or
 * SUDOKU_ECONFLICT, with 'layout' and 'where' as for sudoku_read().
 * Reads 'text' in place: does not allocate; thread-safe.
 */
enum sudoku_status sudoku_parse(const char *text, size_t len,
				struct sudoku_grid *g,
				enum sudoku_layout *layout,
				struct sudoku_where *where);

/*
 * sudoku_find_conflict - look for two clues of 'g' that repeat a digit in
 * a row, column or box.  Returns 0 when there is none.  Otherwise returns
 * 1 and, for each pointer that is not NULL, stores the index (0..80) of
 * the earlier clue in 'first', that of the later one in 'second' and a
 * phrase naming the unit ("row 3", counted from 1) in 'unit', a buffer
 * of SUDOKU_UNIT_NAME_MAX bytes.  Thread-safe.
 */
#define SUDOKU_UNIT_NAME_MAX 16
int sudoku_find_conflict(const struct sudoku_grid *g, int *first, int *second,
			 char unit[SUDOKU_UNIT_NAME_MAX]);

/*
 * sudoku_format - write 'g' into 'buf' in layout 'format'.  Empty cells
 * are written as '.' in the line layout and '0' in the others.  The text
 * always ends with a newline and is not NUL-terminated.  'buf' must hold
 * SUDOKU_FORMAT_MAX bytes.  Returns the number of bytes written.
 */
size_t sudoku_format(const struct sudoku_grid *g, enum sudoku_format format,
		     char *buf);

/*
 * Search controls and counters.  Zero-initialise, then set what you need;
 * pass NULL instead for no limit and no counters.  One structure may only
 * be used by one thread at a time.  The time limit bounds the whole call
 * it is passed to, however many searches that call runs: a call stops
 * within a few milliseconds of it.
 */
struct sudoku_search {
	double time_limit;	/* in: seconds per call, 0 for no limit */
	uint64_t guesses;	/* out: added to: branch points searched */
	int timed_out;		/* out: 1 if the last call hit time_limit */
};

/*
 * sudoku_count - count the completions of 'g', stopping at 'limit'
 * (0 means no limit).  Returns 0..limit: with a limit of 1 this solves,
 * with 2 it tests uniqueness (0 none, 1 unique, 2 several).  A grid whose
 * clues conflict has 0 completions, and so has one with a cell value
 * above 9 (not a digit: no completion keeps it).  If the result is at
 * least 1 and 'first' is not NULL, 'first' receives the first completion
 * found.
 * If 'search' has a time limit and the search reaches it, returns the
 * count so far and sets search->timed_out.  Does not allocate (a count
 * with a limit above 2 uses up to about 100 KB of stack); safe to call
 * from several threads on different grids.
 */
uint64_t sudoku_count(const struct sudoku_grid *g, uint64_t limit,
		      struct sudoku_grid *first, struct sudoku_search *search);

/*
 * sudoku_core_name - the name of the solving core sudoku_count() uses:
 * "avx512" (x86-64 CPUs with AVX-512), "avx2" (x86-64 CPUs with AVX2) or
 * "scalar" (any CPU).  The first
 * call chooses it: the core named by the environment variable SUDOKU_CORE
 * if this CPU runs it, else the fastest one it runs, first by a preset
 * and then by timing (see sudoku_core_choice()), so the name
 * can change during a run.  Every core gives the same answers, counts and
 * guesses; they differ only in speed.  Returns a static string.
 * Thread-safe.
 */
const char *sudoku_core_name(void);

/*
 * sudoku_core_select - make sudoku_count() use the core called 'name'
 * (see sudoku_core_name()), or with 'name' NULL start the default choice
 * afresh.  Returns 1, or 0 and changes nothing when 'name' is not a core
 * this CPU runs.  For tests and measurements: calls already running in
 * other threads finish on the core they started with.  Thread-safe.
 */
int sudoku_core_select(const char *name);

/* How the core of sudoku_core_name() was chosen. */
enum sudoku_core_reason {
	SUDOKU_CORE_PRESET,	/* where the choice starts; no trials yet */
	SUDOKU_CORE_MEASURED,	/* fastest in the trials */
	SUDOKU_CORE_ONLY,	/* the only core the CPU runs */
	SUDOKU_CORE_FORCED,	/* named by SUDOKU_CORE */
	SUDOKU_CORE_SELECTED	/* named to sudoku_core_select() */
};

#define SUDOKU_CORES_MAX 4

struct sudoku_core_choice {
	const char *name;	/* the core in use, as sudoku_core_name() */
	enum sudoku_core_reason reason;
	int trials;		/* searches timed on every core so far */
	int cores;		/* entries of 'core' and 'time' */
	const char *core[SUDOKU_CORES_MAX];	/* the cores the CPU runs */
	double time[SUDOKU_CORES_MAX];	/* MEASURED: median over the
					 * trials of its time relative to
					 * the preset core's (what the
					 * choice compares), divided by
					 * that of 'name' (so 'name' has
					 * 1.0); else 0 */
};

/*
 * sudoku_core_choice - how the solving core was chosen, into '*choice'.
 * Until told otherwise (SUDOKU_CORE, sudoku_core_select()) the library
 * starts on the avx2 core where the CPU runs it, else on the first of
 * sudoku_core_name()'s list it runs (avx2 is never much slower than
 * avx512, which is a third slower on some CPUs), and, in a long enough
 * run, times every core on a few of the calls of sudoku_count() (a
 * target search or a long count makes thousands of them), at most about
 * 1% of the solving time, then keeps the fastest.  A run of too few calls
 * for that (one puzzle solved alone always, usually a few hundred) keeps
 * the first.  Thread-safe.
 */
void sudoku_core_choice(struct sudoku_core_choice *choice);

/*
 * sudoku_is_solution - return 1 if 's' is a complete valid grid that
 * agrees with every clue of 'puzzle', else 0.  Thread-safe.
 */
int sudoku_is_solution(const struct sudoku_grid *puzzle,
		       const struct sudoku_grid *s);

/*
 * sudoku_target_weight - the standard target-sudoku weight of cell
 * (row, col), counted from 0: 10 - max(|row - 4|, |col - 4|), so 6 on the
 * rim and 10 in the centre.  Thread-safe.
 */
int sudoku_target_weight(int row, int col);

/*
 * sudoku_target - the largest weighted sum over all completions of 'g'.
 * 'weights' holds 81 weights in row-major order, of any sign; NULL means
 * the standard table of sudoku_target_weight().  The result is exact.
 * Returns
 *   SUDOKU_OK         '*score' (if 'score' is not NULL) holds the best sum
 *                     of weight * digit, and 'best' (if not NULL) a
 *                     completion that reaches it;
 *   SUDOKU_NONE       'g' has no completion;
 *   SUDOKU_ECONFLICT  two clues of 'g' repeat a digit in a unit;
 *   SUDOKU_EINPUT     a cell of 'g' holds a value above 9;
 *   SUDOKU_ETIMEOUT   'search' has a time limit and the search reached it
 *                     (search->timed_out is set too).
 * Only SUDOKU_OK writes '*score' and '*best'.  Does not allocate; safe to
 * call from several threads on different grids.
 */
enum sudoku_status sudoku_target(const struct sudoku_grid *g,
				 const int weights[SUDOKU_CELLS],
				 long long *score,
				 struct sudoku_grid *best,
				 struct sudoku_search *search);

/*
 * sudoku_read_weights - read a weight table for sudoku_target() from
 * 'fp': 81 integers (an optional '-' and decimal digits, each at most
 * 1000000 in size) in row-major order, separated by any blanks and
 * newlines.  Returns SUDOKU_OK with 'weights' filled, SUDOKU_EINPUT with
 * 'where' describing the problem, or SUDOKU_EREAD when the stream failed
 * (errno is set).  Thread-safe for different streams.
 */
enum sudoku_status sudoku_read_weights(FILE *fp, int weights[SUDOKU_CELLS],
				       struct sudoku_where *where);

/*
 * sudoku_score - the sum of weight * digit over the cells of 's', with
 * 'weights' as for sudoku_target() (NULL for the standard table).  Any
 * cell values are summed as they are.  Thread-safe.
 */
long long sudoku_score(const struct sudoku_grid *s,
		       const int weights[SUDOKU_CELLS]);

/*
 * A transformation of the grid, one of its 3,359,232 symmetries with a
 * renaming of digits: read 'g' transposed when 'transpose' is 1, then
 * cell (r, c) of the result holds digit[d] where d is the cell at row
 * row[r], column col[c] (rows and columns counted from 0; digit[0] is 0).
 * row[] keeps the three rows of a band together and moves bands whole, and
 * col[] does the same with stacks, so the result is a Sudoku grid again.
 */
struct sudoku_transform {
	int transpose;
	unsigned char row[SUDOKU_DIGITS];
	unsigned char col[SUDOKU_DIGITS];
	unsigned char digit[SUDOKU_DIGITS + 1];
};

/*
 * sudoku_canon - the canonical form of 'g': of the 3,359,232 grids that
 * transposing, permuting bands, stacks, the rows within each band and
 * the columns within each stack give, each with its digits renamed 1, 2,
 * ... in order of first appearance (reading row by row), the one whose 81
 * cells, blank as 0, read as the smallest string.  Two grids (puzzles or
 * full grids) are the same up to symmetry and renaming exactly when their
 * forms are equal.  Writes the form to 'form' ('form' may be 'g'); if
 * 'how' is not NULL it receives a transformation taking 'g' to the form.
 * Returns SUDOKU_OK; SUDOKU_EINPUT or SUDOKU_ECONFLICT ('form' untouched)
 * when a cell holds a value above 9 or two clues repeat a digit in a
 * unit; or SUDOKU_ENOMEM when the work area (about 250 KB, freed before
 * returning) cannot be allocated; a full grid needs none.  Thread-safe.
 */
enum sudoku_status sudoku_canon(const struct sudoku_grid *g,
				struct sudoku_grid *form,
				struct sudoku_transform *how);

/*
 * The Sudoku Explainer rating (SE 1.2.1's classic technique set): a
 * puzzle is solved step by step, each time by the easiest technique that
 * applies, in SE's order below; each step has SE's difficulty, from 1.0 to
 * about 11, here in tenths (2.3 is 23).  ER is the hardest step, EP the
 * hardest up to the first placement, ED the first step's.  The comments
 * give each technique's difficulty.
 */
enum sudoku_technique {
	SUDOKU_HIDDEN_SINGLE,		/* 1.0 last cell, 1.2 box, 1.5 line */
	SUDOKU_DIRECT_POINTING,		/* 1.7: pointing gives a single */
	SUDOKU_DIRECT_CLAIMING,		/* 1.9: claiming gives a single */
	SUDOKU_DIRECT_HIDDEN_PAIR,	/* 2.0: a hidden pair gives a single */
	SUDOKU_NAKED_SINGLE,		/* 2.3 */
	SUDOKU_DIRECT_HIDDEN_TRIPLE,	/* 2.5 */
	SUDOKU_POINTING,		/* 2.6: a box's digit on one line */
	SUDOKU_CLAIMING,		/* 2.8: a line's digit in one box */
	SUDOKU_NAKED_PAIR,		/* 3.0 */
	SUDOKU_X_WING,			/* 3.2 */
	SUDOKU_HIDDEN_PAIR,		/* 3.4 */
	SUDOKU_NAKED_TRIPLE,		/* 3.6 */
	SUDOKU_SWORDFISH,		/* 3.8 */
	SUDOKU_HIDDEN_TRIPLE,		/* 4.0 */
	SUDOKU_XY_WING,			/* 4.2 */
	SUDOKU_XYZ_WING,		/* 4.4 */
	SUDOKU_UNIQUE_RECTANGLE,	/* 4.5..5.1, types 1 to 4 */
	SUDOKU_UNIQUE_LOOP,		/* 4.6..5.6 */
	SUDOKU_NAKED_QUAD,		/* 5.0 */
	SUDOKU_JELLYFISH,		/* 5.2 */
	SUDOKU_HIDDEN_QUAD,		/* 5.4 */
	SUDOKU_BUG,			/* 5.6..6.2: bivalue universal grave */
	SUDOKU_ALIGNED_PAIR_EXCLUSION,	/* 6.2 */
	SUDOKU_CYCLE,			/* 6.5..: X/Y-cycles, forcing X-chains */
	SUDOKU_FORCING_CHAIN,		/* 7.0.. */
	SUDOKU_ALIGNED_TRIPLE_EXCLUSION, /* 7.5 */
	SUDOKU_NISHIO,			/* 7.5.. */
	SUDOKU_MULTIPLE_FORCING_CHAIN,	/* 8.0.. */
	SUDOKU_DYNAMIC_FORCING_CHAIN,	/* 8.5.. */
	SUDOKU_DYNAMIC_FORCING_CHAIN_PLUS, /* 9.0.. */
	SUDOKU_NESTED_FORCING_CHAIN,	/* 9.5.. */
	SUDOKU_SEARCH,			/* no technique applies: SE's 20.0 */
	SUDOKU_TECHNIQUES		/* the number of entries above */
};

/*
 * sudoku_technique_name - a static lower-case name for 't', such as
 * "hidden-single", "xy-wing" or "search"; "unknown" when out of range.
 * Thread-safe.
 */
const char *sudoku_technique_name(enum sudoku_technique t);

/*
 * sudoku_technique_range - the ER values (tenths) puzzles whose hardest
 * step is 't' had over a sample of about 80,000 rated puzzles (the
 * shared benchmark sets and puzzles of sudoku -g; see sudoku(1)): stores
 * the lowest and highest in '*low' and '*high' and returns 1, or returns
 * 0 when 't' is out of range.  A measurement, not a bound: a puzzle of
 * 't' can rate outside it (a chain's length bonus has no fixed top, see
 * sudoku_technique_ceiling()); a technique the sample lacked gives its
 * difficulty.  Thread-safe.
 */
int sudoku_technique_range(enum sudoku_technique t, int *low, int *high);

/*
 * sudoku_technique_ceiling - the highest difficulty (tenths) a step of
 * 't' can have, a bound from the rating's rules rather than a
 * measurement: 't''s difficulty when it has one (32 for x-wing), the
 * top of its types for the unique rectangles and loops and the BUG, and
 * for a chain its base plus the length bonus of the most complex hint
 * a grid allows; 200 for the nested chains, whose nesting has no bound,
 * and 'search'.  A rating with stop_above at this value is never cut
 * short on a puzzle whose hardest step is 't'.  0 when 't' is out of
 * range.  Thread-safe.
 */
int sudoku_technique_ceiling(enum sudoku_technique t);

/*
 * A rating.  Set 'stop_above' (0: rate to the end); the rest is output.
 */
struct sudoku_rating {
	int stop_above;		/* in: stop once ER exceeds this (tenths) */
	uint64_t solutions;	/* 0, 1 or 2 (two or more) */
	int er, ep, ed;		/* tenths; 0 for a full grid */
	enum sudoku_technique technique; /* the technique of the ER step */
	const char *name;	/* SE's name of it, e.g. "Unique Rectangle
				 * type 2" (static); "" for a full grid */
	int complete;		/* 1: rated to the end; 0: stopped because
				 * ER went above stop_above */
	uint32_t steps[SUDOKU_TECHNIQUES]; /* the steps of each technique */
};

/*
 * sudoku_rate - the Sudoku Explainer rating of 'g'.  The solver first
 * counts solutions (up to 2) into rating->solutions; only a puzzle with
 * one solution is rated, otherwise the other fields are 0 ('name' "")
 * and the call returns SUDOKU_NONE or SUDOKU_MULTIPLE.  The rating then
 * applies, until the grid is full, the easiest step SE would, and
 * keeps ER, EP and ED, the technique and SE's name of the ER step and the
 * steps of each technique.  A puzzle no technique finishes gets ER 200
 * (SE's 20.0, "beyond solver") and technique SUDOKU_SEARCH.  With
 * rating->stop_above set the rating stops as soon as ER exceeds it
 * (rating->complete is then 0).  The steps are those SE takes on the
 * canonical form of 'g' (sudoku_canon()), so every symmetric image of a
 * puzzle (digits renamed, transposed, rows, columns, bands or stacks
 * moved) gets the same rating; SE itself, which breaks ties among
 * equally easy steps by the order of the cells, can rate an image 0.1 to
 * 0.3 apart.  'search' as for sudoku_count() (NULL for no limit):
 * its time limit bounds the whole call; its guesses include those counted
 * here.  Returns SUDOKU_OK when 'g' was rated; SUDOKU_NONE or
 * SUDOKU_MULTIPLE; SUDOKU_EINPUT or SUDOKU_ECONFLICT (see enum
 * sudoku_status; the fields are then 0 as above); or
 * SUDOKU_ETIMEOUT when the time limit was reached (search->timed_out is
 * set); or SUDOKU_ENOMEM when the canonical form's work area (about 250
 * KB, freed before returning) cannot be allocated.  Thread-safe on
 * different ratings.
 */
enum sudoku_status sudoku_rate(const struct sudoku_grid *g,
			       struct sudoku_rating *rating,
			       struct sudoku_search *search);


/*
 * sudoku_marks_from_grid - the candidates of 'g' after its clues'
 * eliminations: a clue's cell has its digit alone, an empty cell every
 * digit no clue of its row, column or box holds (possibly none, where
 * the clues leave it no digit).  Cell values above 9 count as empty.
 * Thread-safe.
 */
void sudoku_marks_from_grid(const struct sudoku_grid *g,
			    struct sudoku_marks *m);

/*
 * sudoku_marks_clues - the solved cells of 'm' (those of one candidate)
 * as a grid of clues in 'g', the others 0.  Returns how many there are.
 * Thread-safe.
 */
int sudoku_marks_clues(const struct sudoku_marks *m, struct sudoku_grid *g);

/*
 * sudoku_marks_tidy - take each solved cell's digit from the candidates
 * of its peers, as often as that solves more cells, so that 'm' says
 * what its clues imply.  Returns 0, or -1 when a cell is left without a
 * candidate or two solved cells of a unit hold one digit (then 'm' has
 * no completion and is left part-way).  Thread-safe.
 */
int sudoku_marks_tidy(struct sudoku_marks *m);

/*
 * sudoku_count_marks - sudoku_count() for a pencil grid: the completions
 * that give each cell one of its candidates, up to 'limit' (0: none),
 * with 'first' and 'search' as there.  A cell with no candidate, or two
 * solved cells of a unit with one digit, give 0.  Does not allocate;
 * thread-safe on different grids.
 */
uint64_t sudoku_count_marks(const struct sudoku_marks *m, uint64_t limit,
			    struct sudoku_grid *first,
			    struct sudoku_search *search);

/*
 * sudoku_format_marks - write the candidates of 'm' into 'buf' (which
 * must hold SUDOKU_MARKS_FORMAT_MAX bytes) in layout 'format':
 * SUDOKU_FORMAT_LINE, 729 characters (character 9i + d is the digit
 * d + 1 when it is a candidate of cell i, else '.'); any other, a framed
 * block of nine rows, each cell its candidates in ascending order, each
 * column as wide as its widest cell, as HoDoKu and Sudoku Explainer export
 * pencil marks (sudoku_read() reads both back).  A cell with no
 * candidate is written '0' in the block.  The text ends with a newline
 * and is not NUL-terminated.  Returns the number of bytes written.
 * Thread-safe.
 */
#define SUDOKU_MARKS_FORMAT_MAX 1600
size_t sudoku_format_marks(const struct sudoku_marks *m,
			   enum sudoku_format format, char *buf);

/*
 * sudoku_rate_marks - sudoku_rate() for a pencil grid (a sukaku), as
 * SukakuExplainer rates one: the steps start from the candidates given,
 * in the cells' own order (no canonical form: the candidates of a pencil
 * grid have no symmetry to share).  Returns as sudoku_rate() (SUDOKU_NONE
 * for a grid with no completion, including one with a cell of no
 * candidate); never SUDOKU_ENOMEM.  Thread-safe on different ratings.
 */
enum sudoku_status sudoku_rate_marks(const struct sudoku_marks *m,
				     struct sudoku_rating *rating,
				     struct sudoku_search *search);

/* One elimination: digit 'digit' (1..9) is no candidate of cell 'cell'
 * (0..80) any more. */
struct sudoku_candidate {
	unsigned char cell, digit;
};

/*
 * One step of the rating's path: the easiest deduction Sudoku Explainer
 * finds in the grid as it then stands, with its placements and its
 * eliminations, each in cell and then digit order.  A step of SE places
 * at most one digit; the last step of a puzzle no technique finishes
 * (SUDOKU_SEARCH, SE's 20.0) places every cell left, from the solution.
 */
struct sudoku_step {
	enum sudoku_technique technique; /* as sudoku_technique_name() */
	const char *name;	/* SE's name, e.g. "Naked Pair" (static) */
	int rating;		/* SE's difficulty of the step, in tenths */
	int placements;		/* entries of 'placed' in use */
	int eliminations;	/* entries of 'eliminated' in use */
	struct sudoku_candidate placed[SUDOKU_CELLS];
	struct sudoku_candidate eliminated[SUDOKU_CELLS * SUDOKU_DIGITS];
};

/*
 * The callback of sudoku_explain(): called with each step in order, it
 * returns 0 to go on or nonzero to stop there (after one step: a hint).
 */
typedef int (*sudoku_step_fn)(const struct sudoku_step *step, void *arg);

/*
 * sudoku_explain - sudoku_rate(), calling 'on_step' (with 'arg') for each
 * step of the path the rating takes, in order, its cells and digits those
 * of 'g' (sudoku_rate() takes the steps on the canonical form; here they
 * are mapped back).  The largest step rating is the ER of '*rating', and
 * the steps of each technique its counts.  When 'on_step' stops the path,
 * '*rating' holds what the steps so far gave and rating->complete is 0;
 * rating->stop_above stops it as for sudoku_rate().  A puzzle no
 * technique finishes ends with a SUDOKU_SEARCH step.  Returns as
 * sudoku_rate(); 'on_step' is not called unless 'g' has one solution.
 * Thread-safe on different ratings, if 'on_step' is.
 */
enum sudoku_status sudoku_explain(const struct sudoku_grid *g,
				  sudoku_step_fn on_step, void *arg,
				  struct sudoku_rating *rating,
				  struct sudoku_search *search);

/*
 * sudoku_explain_marks - sudoku_explain() for a pencil grid, with the
 * steps sudoku_rate_marks() takes.  Never SUDOKU_ENOMEM.
 */
enum sudoku_status sudoku_explain_marks(const struct sudoku_marks *m,
					sudoku_step_fn on_step, void *arg,
					struct sudoku_rating *rating,
					struct sudoku_search *search);

/*
 * sudoku_marks_apply - the grid after 'step': its eliminations taken from
 * 'm', then its placement made (the cell left with its digit alone, which
 * leaves its peers).  Thread-safe.
 */
void sudoku_marks_apply(struct sudoku_marks *m, const struct sudoku_step *step);

/*
 * sudoku_count_sized - count the completions of 'g' into '*count',
 * stopping at 'limit' (0: none), as sudoku_count() does for 9x9: naked
 * and hidden singles, locked candidates, the cell of fewest candidates
 * first.  If the count is at least 1 and 'first' is not NULL, 'first'
 * receives the first completion found.  Returns SUDOKU_OK; SUDOKU_EINPUT
 * ('*count' 0) when g->box is not 2..5 or a cell holds a value above
 * the side; SUDOKU_ECONFLICT ('*count' 0) when two clues repeat a digit
 * in a unit; SUDOKU_ETIMEOUT when the time limit of 'search' ran out
 * ('*count' is what was found; search->timed_out is set); SUDOKU_ENOMEM
 * when its work area (about 2 MB for 25x25, freed before returning)
 * cannot be allocated.  Guesses are added to search->guesses.
 * Thread-safe on different grids.
 */
enum sudoku_status sudoku_count_sized(const struct sudoku_sized *g,
				      uint64_t limit, uint64_t *count,
				      struct sudoku_sized *first,
				      struct sudoku_search *search);

/* The most bytes sudoku_format_sized() writes. */
#define SUDOKU_SIZED_FORMAT_MAX 2048

/*
 * sudoku_format_sized - write 'g' (box 2..5) into 'buf' in 'layout'.
 * The text ends with a newline and is not NUL-terminated; 'buf' must
 * hold SUDOKU_SIZED_FORMAT_MAX bytes.  Returns the number of bytes
 * written (0 when g->box is not 2..5).  Thread-safe.
 */
size_t sudoku_format_sized(const struct sudoku_sized *g,
			   enum sudoku_sized_layout layout, char *buf);

/*
 * sudoku_sized_find_conflict - look for two clues of 'g' that repeat a
 * digit in a row, column or box: returns 1 with the earlier clue's index
 * in '*first' and the later one's in '*second' (the first such later clue
 * in reading order), else 0 (also when g->box is not 2..5).
 * Thread-safe.
 */
int sudoku_sized_find_conflict(const struct sudoku_sized *g, int *first,
			       int *second);

/*
 * sudoku_sized_is_solution - 1 if 's' is a complete valid grid of the
 * size of 'puzzle' that agrees with every clue of it, else 0.
 * Thread-safe.
 */
int sudoku_sized_is_solution(const struct sudoku_sized *puzzle,
			     const struct sudoku_sized *s);

/*
 * The collection builder's toolkit: is every clue needed, make it so, make
 * new puzzles.  All of it runs on sudoku_count() with a limit of 2.
 */

/* Symmetries of a clue pattern: a symmetric puzzle has a clue in a cell
 * exactly when it has one in each image of that cell. */
enum sudoku_symmetry {
	SUDOKU_SYMMETRY_NONE,
	SUDOKU_SYMMETRY_ROT180,		/* half turn: (r, c) ~ (8-r, 8-c) */
	SUDOKU_SYMMETRY_ROT90,		/* quarter turns: (r, c) ~ (c, 8-r) */
	SUDOKU_SYMMETRY_MIRROR,		/* left-right: (r, c) ~ (r, 8-c) */
	SUDOKU_SYMMETRY_DIAGONAL	/* main diagonal: (r, c) ~ (c, r) */
};

/*
 * sudoku_minimal - check whether every clue of 'g' is needed.
 * Returns SUDOKU_OK when 'g' has a unique solution, and then stores in
 * '*redundant' (if not NULL) the number of clues each of which could be
 * removed alone with the solution staying unique, 0 for a minimal
 * puzzle, and sets removable[i] to 1 for those clues and to 0 for every
 * other cell (if 'removable' is not NULL).  Otherwise returns, writing
 * neither: SUDOKU_NONE or SUDOKU_MULTIPLE (no solution, several);
 * SUDOKU_EINPUT or SUDOKU_ECONFLICT (see enum sudoku_status); or
 * SUDOKU_ETIMEOUT when the time limit of 'search' ran out (it bounds the
 * whole call; search->timed_out is then set).  Guesses of all the
 * searches are added to search->guesses.  Does not allocate; thread-safe
 * for different grids.
 */
enum sudoku_status sudoku_minimal(const struct sudoku_grid *g, int *redundant,
				  unsigned char removable[SUDOKU_CELLS],
				  struct sudoku_search *search);

/*
 * sudoku_minimize - remove clues from 'g', which must have a unique
 * solution, until every remaining one is needed, and store the result in
 * 'out' (which may be 'g').  The result has the same unique solution and
 * a subset of the clues of 'g'.  Clues are tried once each, in reading
 * order when 'seed' is 0, else in an order drawn from 'seed' (the same
 * seed gives the same result everywhere).  With a 'symmetry' other than
 * SUDOKU_SYMMETRY_NONE the clues of a symmetry group (a cell and its
 * images) are removed together or not at all, and the result is minimal
 * in that sense: no group can go, though a single clue may.
 * Returns SUDOKU_OK on success; SUDOKU_NONE or SUDOKU_MULTIPLE when 'g'
 * has no solution or several, SUDOKU_EINPUT or SUDOKU_ECONFLICT (see enum
 * sudoku_status), with 'out' left alone; SUDOKU_ETIMEOUT when the time
 * limit of 'search' ran out (it bounds the whole call; 'out' then holds a
 * unique puzzle that may not be minimal yet).  Guesses are added to
 * search->guesses.  Does not allocate; thread-safe for different grids.
 */
enum sudoku_status sudoku_minimize(const struct sudoku_grid *g,
				   enum sudoku_symmetry symmetry,
				   uint64_t seed, struct sudoku_grid *out,
				   struct sudoku_search *search);

/*
 * Settings for sudoku_generate().  Zero-initialised, they ask for a
 * minimal puzzle with no symmetry and no other condition.
 */
struct sudoku_generate_options {
	enum sudoku_symmetry symmetry;	/* clue pattern; minimal by groups */
	int max_clues;			/* 0, or accept at most this many */
	unsigned long attempts;		/* 0, or give up after this many */
	/*
	 * NULL, or a filter: called with each candidate puzzle and its
	 * solution, it returns nonzero to accept the puzzle, 0 to try
	 * another (e.g. a difficulty class).  'search' holds what is left
	 * of the call's time limit (0: none) for any search the filter
	 * runs, such as sudoku_rate(); its guesses are added to the call's,
	 * and if it times out the call returns SUDOKU_ETIMEOUT.  Called on
	 * the generating thread; it must be thread-safe if several threads
	 * generate.
	 */
	int (*accept)(const struct sudoku_grid *puzzle,
		      const struct sudoku_grid *solution,
		      struct sudoku_search *search, void *arg);
	void *accept_arg;		/* passed to 'accept' */
};

/*
 * sudoku_generate - make puzzle number 'index' of the sequence that
 * 'seed' names: a puzzle with a unique solution, minimal (by symmetry
 * groups when options->symmetry asks for one), stored in 'puzzle', and
 * its solution in 'solution' if that is not NULL.  The result depends
 * only on 'seed', 'index' and the options, so puzzles of one sequence can
 * be made in any order and on any number of threads.  The solution grid
 * is drawn by placing random digits in random cells until the solution
 * is unique, so each digit is equally likely in each cell.  A candidate
 * that has more than options->max_clues clues, or that options->accept
 * rejects, is thrown away and another is drawn.  'options' may be NULL.
 * Returns SUDOKU_OK; SUDOKU_REJECTED when options->attempts candidates
 * were all thrown away; SUDOKU_ETIMEOUT when the time limit of 'search'
 * (for the whole call, the filter's searches included) ran out, with
 * search->timed_out set.  Guesses are added to search->guesses.  Does
 * not allocate; thread-safe.
 */
enum sudoku_status sudoku_generate(uint64_t seed, uint64_t index,
				   const struct sudoku_generate_options *options,
				   struct sudoku_grid *puzzle,
				   struct sudoku_grid *solution,
				   struct sudoku_search *search);

#ifdef __cplusplus
}
#endif

#endif /* SUDOKU_H */
