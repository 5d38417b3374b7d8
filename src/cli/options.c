/* options.c - the command line's options: parsing, help, usage errors.
 * See LICENSE for copying terms. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "generate.h"
#include "message.h"
#include "modes.h"
#include "options.h"
#include "sudoku.h"

/* Stop counting here unless told otherwise: an empty grid has about
 * 6.67e21 completions. */
#define DEFAULT_LIMIT 1000000

static const char usage_line[] =
    "usage: sudoku [-ehsV] [-c [-l N] | -t [-b] [-w FILE] | -u | -r | "
    "--canon |\n"
    "              -m | --minimize | -x | --hint [--apply] | -g N "
    "[--max-clues N]\n"
    "              [--difficulty T]] [-f F] [--rating R] [-j N] "
    "[--seed S]\n"
    "              [--symmetry SYM] [--verify] [--time-limit S] [--size N]\n"
    "              [--progress | --no-progress] [file ...]\n";

static void
usage(void)
{
	fputs(usage_line, stdout);
	fputs("Solve, count, score, rate or make 9x9 Sudoku; solve and "
	      "count 4x4 to 25x25.\n"
	      "  -u, --unique        print unique, multiple or none "
	      "(default: the solution)\n"
	      "  -c, --count         the number of solutions; -l, "
	      "--limit N: stop at N, 'N+'\n"
	      "  -t, --target        best target score or -1; -b, --best: "
	      "a grid; -w, --weights\n"
	      "  -r, --rate          Sudoku Explainer rating: ER/EP/ED, "
	      "technique; --rating R\n"
	      "      --canon         the minlex canonical form (81 "
	      "digits, 0 blank)\n"
	      "  -m, --minimal       minimal, or redundant N: clues that "
	      "could go one by one\n"
	      "      --minimize      the puzzle without the clues it "
	      "does not need\n"
	      "  -g, --generate N    N new unique minimal puzzles; "
	      "--max-clues N, --seed S,\n"
	      "                      --rating R, --difficulty T (hardest "
	      "step), --symmetry SYM\n"
	      "  -x, --explain       every step of the rating; --hint: "
	      "the next one, --apply:\n"
	      "                      and the grid after it as pencil marks "
	      "(729 places)\n"
	      "  -f, --format F      grid, rows, line, pretty, json, csv "
	      "or pencil (as input)\n"
	      "  -e, --echo          prefix answers with the puzzle and ':'; "
	      "--size N: NxN only\n"
	      "  -j, --jobs N        N threads (0: one per core); -s, "
	      "--stats: totals at end\n"
	      "      --time-limit S  give up after S seconds; --verify: check "
	      "a CSV's solution\n"
	      "      --[no-]progress force the progress line on stderr "
	      "on or off\n"
	      "  -h, --help          this help; -V, --version: the "
	      "version\n"
	      "Exit status: 0 all answered, 1 some answer is no, 2 an "
	      "error; see sudoku(1).\n",
	      stdout);
}

/* A usage error: a one-line hint, exit status 2. */
static void usage_error(const char *fmt, ...) PRINTF_LIKE(1, 2);

static void
usage_error(const char *fmt, ...)
{
	char text[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	message("%s", text);
	fputs("Try '" PROGRAM_NAME " --help' for more information.\n",
	      stderr);
	exit(STATUS_TROUBLE);
}


/* SUDOKU_CORE, when set, must name a core this CPU runs (see sudoku.1). */
static void
check_core(void)
{
	const char *want = getenv("SUDOKU_CORE");

	if (want != NULL && *want != '\0' &&
	    strcmp(want, sudoku_core_name()) != 0) {
		message("SUDOKU_CORE=%s: not a core this CPU runs (avx512, "
			"avx2, scalar)", want);
		exit(STATUS_TROUBLE);
	}
}

/* Parse a whole non-negative decimal number no larger than 'max'. */
static unsigned long long
parse_count(const char *text, const char *option, unsigned long long max)
{
	unsigned long long value;
	char *end;

	errno = 0;
	if (text[0] < '0' || text[0] > '9')
		usage_error("%s needs a non-negative number", option);
	value = strtoull(text, &end, 10);
	if (*end != '\0' || errno == ERANGE || value > max)
		usage_error("%s: number out of range or malformed", option);
	return value;
}

static unsigned
online_cores(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 256 ? 256 : (unsigned)n;
}

static void
load_weights(const char *path, int weights[81])
{
	struct sudoku_where where;
	enum sudoku_status status;
	FILE *fp = fopen(path, "r");

	if (fp == NULL) {
		message("%s: %s", path, strerror(errno));
		exit(STATUS_TROUBLE);
	}
	status = sudoku_read_weights(fp, weights, &where);
	if (status == SUDOKU_EREAD) {
		message("%s: %s", path, strerror(errno));
		exit(STATUS_TROUBLE);
	}
	if (status != SUDOKU_OK) {
		message("%s:%lu:%lu: %s", path, where.line, where.column,
			where.what);
		exit(STATUS_TROUBLE);
	}
	fclose(fp);
}

enum {
	OPT_TIME_LIMIT = CHAR_MAX + 1,
	OPT_PROGRESS,
	OPT_NO_PROGRESS,
	OPT_VERIFY,
	OPT_CANON,
	OPT_MINIMIZE,
	OPT_SEED,
	OPT_SYMMETRY,
	OPT_MAX_CLUES,
	OPT_DIFFICULTY,
	OPT_RATING,
	OPT_HINT,
	OPT_APPLY,
	OPT_SIZE
};

static enum sudoku_symmetry
parse_symmetry(const char *text)
{
	static const char *const names[] = {"none", "rot180", "rot90",
					    "mirror", "diagonal"};
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(text, names[i]) == 0)
			return (enum sudoku_symmetry)i;
	usage_error("unknown symmetry '%s' (use none, rot180, rot90, mirror "
		    "or diagonal)",
		    text);
	return SUDOKU_SYMMETRY_NONE;
}

/* --difficulty: a technique by the name -r prints for it, whose steps
 * must be the hardest; "locked-candidates" is pointing or claiming. */
static void
parse_technique(const char *text, struct settings *settings)
{
	int t;

	settings->difficulty_name = text;
	if (strcmp(text, "locked-candidates") == 0) {
		settings->difficulty_set = (uint32_t)1 << SUDOKU_POINTING |
					   (uint32_t)1 << SUDOKU_CLAIMING;
		return;
	}
	for (t = 0; t < SUDOKU_TECHNIQUES; t++)
		if (strcmp(text, sudoku_technique_name(
					 (enum sudoku_technique)t)) == 0) {
			settings->difficulty_set = (uint32_t)1 << t;
			return;
		}
	usage_error("unknown difficulty '%s' (use a technique as -r names "
		    "it, from hidden-single to search)",
		    text);
}

/* One ER value of --rating ('arg'), from 'text' to 'end': 0 to 20 with at
 * most one decimal, in tenths; 'otherwise' when empty. */
static int
parse_er(const char *text, const char *end, int otherwise, const char *arg)
{
	int units = 0, tenths = 0, digits = 0;
	const char *p = text;

	if (p == end)
		return otherwise;
	while (p < end && *p >= '0' && *p <= '9' && digits < 3) {
		units = 10 * units + (*p++ - '0');
		digits++;
	}
	if (p < end && *p == '.' && p + 1 < end && p[1] >= '0' &&
	    p[1] <= '9') {
		tenths = p[1] - '0';
		p += 2;
	}
	if (digits == 0 || p != end || units > 20 || (units == 20 && tenths))
		usage_error("bad --rating '%s' (use MIN-MAX as 7.0-9.5, MIN- "
			    "or MIN, ER values from 0 to 20)",
			    arg);
	return 10 * units + tenths;
}

/* --rating MIN-MAX, MIN- (MIN and up) or MIN (exactly). */
static void
parse_rating(const char *text, struct settings *settings)
{
	const char *dash = strchr(text, '-');
	const char *end = text + strlen(text);

	if (dash == NULL) {
		settings->rating_low = parse_er(text, end, 0, text);
		settings->rating_high = settings->rating_low;
		return;
	}
	settings->rating_low = parse_er(text, dash, -1, text);
	if (settings->rating_low < 0)
		parse_er(text, text + 1, 0, text);	/* no MIN: complain */
	settings->rating_high = parse_er(dash + 1, end, 200, text);
	if (settings->rating_low > settings->rating_high)
		usage_error("bad --rating '%s': MIN is above MAX", text);
}

static const struct option long_options[] = {
    {"best", no_argument, NULL, 'b'},
    {"count", no_argument, NULL, 'c'},
    {"echo", no_argument, NULL, 'e'},
    {"format", required_argument, NULL, 'f'},
    {"help", no_argument, NULL, 'h'},
    {"jobs", required_argument, NULL, 'j'},
    {"limit", required_argument, NULL, 'l'},
    {"stats", no_argument, NULL, 's'},
    {"target", no_argument, NULL, 't'},
    {"unique", no_argument, NULL, 'u'},
    {"version", no_argument, NULL, 'V'},
    {"weights", required_argument, NULL, 'w'},
    {"time-limit", required_argument, NULL, OPT_TIME_LIMIT},
    {"progress", no_argument, NULL, OPT_PROGRESS},
    {"no-progress", no_argument, NULL, OPT_NO_PROGRESS},
    {"verify", no_argument, NULL, OPT_VERIFY},
    {"rate", no_argument, NULL, 'r'},
    {"canon", no_argument, NULL, OPT_CANON},
    {"minimal", no_argument, NULL, 'm'},
    {"minimize", no_argument, NULL, OPT_MINIMIZE},
    {"generate", required_argument, NULL, 'g'},
    {"seed", required_argument, NULL, OPT_SEED},
    {"symmetry", required_argument, NULL, OPT_SYMMETRY},
    {"max-clues", required_argument, NULL, OPT_MAX_CLUES},
    {"difficulty", required_argument, NULL, OPT_DIFFICULTY},
    {"rating", required_argument, NULL, OPT_RATING},
    {"explain", no_argument, NULL, 'x'},
    {"hint", no_argument, NULL, OPT_HINT},
    {"apply", no_argument, NULL, OPT_APPLY},
    {"size", required_argument, NULL, OPT_SIZE},
    {NULL, 0, NULL, 0}};

/* The options given that only some modes take, as the user spelled
 * them, by TAKES_ bit; and the mode option given, if any. */
struct given {
	const struct mode *mode;	/* NULL: none, the default mode */
	char mode_name[16];
	char names[TAKES_BITS][16];	/* "" for an option not given */
};

/* How option 'c' was spelled: its long name if written long. */
static void
spelled(char *name, size_t size, int c, int longindex)
{
	if (longindex >= 0)
		snprintf(name, size, "--%s", long_options[longindex].name);
	else
		snprintf(name, size, "-%c", c);
}

/* The index in given->names of the option of TAKES_ bit 'takes'. */
static unsigned
bit_of(unsigned takes)
{
	unsigned bit = 0;

	while ((1u << bit) != takes)
		bit++;
	return bit;
}

/* Remember an option that only some modes take. */
static void
give(struct given *given, unsigned takes, int c, int longindex)
{
	unsigned bit = bit_of(takes);

	spelled(given->names[bit], sizeof given->names[bit], c, longindex);
}

static int
seed_given(const struct given *given)
{
	return given->names[bit_of(TAKES_SEED)][0] != '\0';
}

/* -f: the last one counts. */
static void
parse_format(struct settings *settings, struct given *given,
	     const char *name)
{
	static const char *const names[] = {
	    [SUDOKU_FORMAT_LINE] = "line", [SUDOKU_FORMAT_GRID] = "grid",
	    [SUDOKU_FORMAT_PRETTY] = "pretty", [SUDOKU_FORMAT_ROWS] = "rows"};
	unsigned i;

	settings->json = strcmp(name, "json") == 0;
	settings->csv = strcmp(name, "csv") == 0;
	settings->pencil = strcmp(name, "pencil") == 0;
	snprintf(given->names[bit_of(TAKES_CSV)], sizeof given->names[0], "%s",
		 settings->csv ? "-f csv" : "");
	snprintf(given->names[bit_of(TAKES_PENCIL)], sizeof given->names[0],
		 "%s", settings->pencil ? "-f pencil" : "");
	if (settings->pencil)
		settings->format = -1;
	if (settings->json || settings->csv || settings->pencil)
		return;
	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(name, names[i]) == 0) {
			settings->format = (int)i;
			return;
		}
	usage_error("unknown format '%s' (use grid, rows, line, pretty, json, "
		    "csv or pencil)",
		    name);
}

/* A mode option; another mode given before is a usage error naming both. */
static void
select_mode(struct settings *settings, struct given *given,
	    const char *key, int c, int longindex)
{
	const struct mode *mode = mode_by_option(key);
	char name[16];

	spelled(name, sizeof name, c, longindex);
	if (given->mode != NULL && given->mode != mode)
		usage_error("%s and %s are different modes: choose one",
			    given->mode_name, name);
	memcpy(given->mode_name, name, sizeof name);
	given->mode = mode;
	settings->mode = mode;
}

/*
 * The one check of the options against the mode table: each option given
 * that only some modes take must be one the chosen mode takes; the
 * message names the options given and the modes that would take it.
 */
static void
check_mode(const struct settings *settings, const struct given *given,
	   int argc, char **argv)
{
	const struct mode *mode = settings->mode;
	unsigned bit, n;
	char takers[128];

	if (optind < argc && !(mode->takes & TAKES_INPUT))
		usage_error("%s reads no input, but '%s' was given",
			    given->mode_name, argv[optind]);
	for (bit = 0; bit < TAKES_BITS; bit++) {
		if (given->names[bit][0] == '\0' || mode->takes & 1u << bit)
			continue;
		n = mode_options_taking(1u << bit, takers, sizeof takers);
		if (given->mode == NULL)
			usage_error("%s needs %s", given->names[bit], takers);
		if (n > 3)	/* a long list says less than no list */
			usage_error("%s does not go with %s",
				    given->names[bit], given->mode_name);
		usage_error("%s does not go with %s: it needs %s",
			    given->names[bit], given->mode_name, takers);
	}
}

int
options_parse(int argc, char **argv, struct settings *settings,
	      int weights[81])
{
	struct given given = {0};
	int c, longindex, progress = -1;
	const char *weights_file = NULL;
	char *end;

	settings->mode = mode_default();
	settings->limit = DEFAULT_LIMIT;
	settings->format = -1;
	settings->jobs = 1;
	settings->rating_low = -1;
	settings->rating_high = -1;
	opterr = 0;	/* our own messages, with our own name */
	while (longindex = -1,
	       (c = getopt_long(argc, argv, ":bcef:g:hj:l:mrstuVw:x",
				long_options, &longindex)) != -1) {
		switch (c) {
		case 'b':
			settings->show_best = 1;
			give(&given, TAKES_BEST, c, longindex);
			break;
		case 'c':	/* the modes of one letter */
		case 'm':
		case 'r':
		case 't':
		case 'u':
		case 'x': {
			char key[3] = {'-', (char)c, '\0'};

			select_mode(settings, &given, key, c, longindex);
			break;
		}
		case 'e':
			settings->echo = 1;
			give(&given, TAKES_ECHO, c, longindex);
			break;
		case 'f':
			parse_format(settings, &given, optarg);
			break;
		case 'g':
			select_mode(settings, &given, "-g", c, longindex);
			settings->generate =
			    parse_count(optarg, "-g", UINT64_MAX);
			break;
		case 'h':
			usage();
			exit(STATUS_OK);
		case 'j':
			settings->jobs =
			    (unsigned)parse_count(optarg, "-j", 256);
			if (settings->jobs == 0)
				settings->jobs = online_cores();
			break;
		case 'l':
			settings->limit = parse_count(optarg, "-l", UINT64_MAX);
			give(&given, TAKES_LIMIT, c, longindex);
			break;
		case 's':
			settings->stats = 1;
			break;
		case 'V':
			puts("sudoku " SUDOKU_VERSION);
			exit(STATUS_OK);
		case 'w':
			weights_file = optarg;
			give(&given, TAKES_WEIGHTS, c, longindex);
			break;
		case OPT_CANON:
			select_mode(settings, &given, "--canon", c, longindex);
			break;
		case OPT_DIFFICULTY:
			parse_technique(optarg, settings);
			give(&given, TAKES_DIFFICULTY, c, longindex);
			break;
		case OPT_RATING:
			parse_rating(optarg, settings);
			give(&given, TAKES_RATING, c, longindex);
			break;
		case OPT_MAX_CLUES:
			/* No puzzle of fewer than 17 clues is unique. */
			settings->max_clues =
			    (int)parse_count(optarg, "--max-clues", 81);
			if (settings->max_clues < 17)
				usage_error("--max-clues %d: no puzzle with "
					    "fewer than 17 clues has one "
					    "solution",
					    settings->max_clues);
			give(&given, TAKES_MAX_CLUES, c, longindex);
			break;
		case OPT_HINT:
			select_mode(settings, &given, "--hint", c, longindex);
			break;
		case OPT_SIZE:
			settings->size = (int)parse_count(optarg, "--size", 25);
			if (settings->size != 4 && settings->size != 9 &&
			    settings->size != 16 && settings->size != 25)
				usage_error("--size %d: the sizes read are 4, "
					    "9, 16 and 25",
					    settings->size);
			give(&given, TAKES_INPUT, c, longindex);
			break;
		case OPT_APPLY:
			settings->apply = 1;
			give(&given, TAKES_APPLY, c, longindex);
			break;
		case OPT_MINIMIZE:
			select_mode(settings, &given, "--minimize", c,
				    longindex);
			break;
		case OPT_NO_PROGRESS:
			progress = 0;
			break;
		case OPT_PROGRESS:
			progress = 1;
			break;
		case OPT_SEED:
			settings->seed =
			    parse_count(optarg, "--seed", UINT64_MAX);
			give(&given, TAKES_SEED, c, longindex);
			break;
		case OPT_SYMMETRY:
			settings->symmetry = parse_symmetry(optarg);
			give(&given, TAKES_SYMMETRY, c, longindex);
			break;
		case OPT_TIME_LIMIT:
			/* Any positive number: one too large to reach (even
			 * 1e400, read as infinity) is no limit in practice. */
			settings->time_limit = strtod(optarg, &end);
			if (*end != '\0' || end == optarg ||
			    !(settings->time_limit > 0))
				usage_error("--time-limit needs a positive "
					    "number of seconds, not '%s'",
					    optarg);
			break;
		case OPT_VERIFY:
			settings->verify = 1;
			give(&given, TAKES_VERIFY, c, longindex);
			break;
		case ':':
			usage_error("option '%s' needs an argument",
				    argv[optind - 1]);
			break;
		default:
			if (optopt != 0) {
				char name[3] = {'-', (char)optopt, '\0'};

				usage_error("unknown option '%s'", name);
			}
			usage_error("unknown option '%s'", argv[optind - 1]);
		}
	}
	check_mode(settings, &given, argc, argv);
	if (given.names[bit_of(TAKES_RATING)][0] != '\0' &&
	    given.names[bit_of(TAKES_DIFFICULTY)][0] != '\0')
		usage_error("%s", "--rating and --difficulty both choose the "
				  "puzzles: choose one");
	if (settings->pencil && settings->mode != mode_default() &&
	    !settings->apply)
		usage_error("%s", "-f pencil goes with --hint only with "
				  "--apply: the grid after the hint");
	if (settings->mode->draws_seed && !seed_given(&given))
		settings->seed = generate_seed();
	settings->keep_raw = settings->echo || settings->json || settings->csv;
	if (weights_file != NULL) {
		load_weights(weights_file, weights);
		settings->weights = weights;
	}
	settings->progress = progress >= 0 ? progress : isatty(STDERR_FILENO);
	check_core();
	return optind;
}
