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
#include "options.h"
#include "sudoku.h"

/* Stop counting here unless told otherwise: an empty grid has about
 * 6.67e21 completions. */
#define DEFAULT_LIMIT 1000000

static const char usage_line[] =
    "usage: sudoku [-ehsV] [-c [-l N] | -t [-b] [-w FILE] | -u | -r | "
    "--canon |\n"
    "              -m | --minimize | -g N [--max-clues N] "
    "[--difficulty T]]\n"
    "              [--rating MIN-MAX] [-f F] [-j N] [--seed S] "
    "[--symmetry SYM]\n"
    "              [--time-limit S] [--progress | --no-progress] "
    "[--verify]\n"
    "              [file ...]\n";

static void
usage(void)
{
	fputs(usage_line, stdout);
	fputs("Solve, count, score, rate or make 9x9 Sudoku puzzles ('-' "
	      "or no file: stdin).\n"
	      "  -u, --unique        print unique, multiple or none "
	      "(default: the solution)\n"
	      "  -c, --count         the number of solutions; -l, "
	      "--limit N: stop at N, 'N+'\n"
	      "  -t, --target        best target-sudoku score or -1; -b, "
	      "--best: and a grid;\n"
	      "                      -w, --weights FILE: 81 weights, not "
	      "6 (rim)..10 (centre)\n"
	      "  -r, --rate          the Sudoku Explainer rating: "
	      "ER/EP/ED and ER's technique\n"
	      "      --rating MIN-MAX  -r and -g: only puzzles with ER "
	      "in MIN-MAX (e.g. 7.0-9.0)\n"
	      "      --canon         the minlex canonical form (81 "
	      "digits, 0 blank)\n"
	      "  -m, --minimal       minimal, or redundant N: clues that "
	      "could go one by one\n"
	      "      --minimize      the puzzle without the clues it "
	      "does not need\n"
	      "  -g, --generate N    N new unique minimal puzzles; "
	      "--max-clues N, --seed S,\n"
	      "                      --difficulty T (ER in the range of a "
	      "technique), --symmetry\n"
	      "                      SYM (none, rot180, rot90, mirror or "
	      "diagonal)\n"
	      "  -f, --format F      grid, rows, line, pretty or json "
	      "(default: as the input)\n"
	      "  -e, --echo          prefix each answer with the puzzle "
	      "and ':'\n"
	      "  -j, --jobs N        N threads (0: one per core); -s, "
	      "--stats: totals at end\n"
	      "      --time-limit S  give up on a puzzle after S seconds "
	      "('timeout')\n"
	      "      --verify        compare each solution with the one "
	      "a CSV gives\n"
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
	OPT_RATING
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

/* --difficulty: a technique by the name -r prints for it, and the range
 * of ER it stands for; "locked-candidates" is pointing and claiming. */
static int
parse_technique(const char *text, struct settings *settings)
{
	int t, low, high;

	if (strcmp(text, "locked-candidates") == 0) {
		settings->rating_low = 26;
		settings->rating_high = 28;
		return SUDOKU_POINTING;
	}
	for (t = 0; t < SUDOKU_TECHNIQUES; t++)
		if (strcmp(text, sudoku_technique_name(
					 (enum sudoku_technique)t)) == 0) {
			sudoku_technique_range((enum sudoku_technique)t, &low,
					       &high);
			settings->rating_low = low;
			settings->rating_high = high;
			return t;
		}
	usage_error("unknown difficulty '%s' (use a technique as -r names "
		    "it, from hidden-single to search)",
		    text);
	return -1;
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
    {NULL, 0, NULL, 0}};

int
options_parse(int argc, char **argv, struct settings *settings,
	      int weights[81])
{
	int c, modes = 0, limit_given = 0, progress = -1;
	int tools = 0, seed_given = 0, symmetry_given = 0;
	int rating_given = 0;
	const char *weights_file = NULL;
	char *end;

	settings->mode = MODE_SOLVE;
	settings->limit = DEFAULT_LIMIT;
	settings->format = -1;
	settings->jobs = 1;
	settings->difficulty = -1;
	settings->rating_low = -1;
	settings->rating_high = -1;
	opterr = 0;	/* our own messages, with our own name */
	while ((c = getopt_long(argc, argv, ":bcef:g:hj:l:mrstuVw:", long_options,
				NULL)) != -1) {
		switch (c) {
		case 'b':
			settings->show_best = 1;
			break;
		case 'c':
		case 't':
		case 'u':
			settings->mode = c == 'c'   ? MODE_COUNT
					 : c == 't' ? MODE_TARGET
						    : MODE_UNIQUE;
			modes++;
			break;
		case 'e':
			settings->echo = 1;
			break;
		case 'f':
			settings->json = 0;	/* the last -f counts */
			if (strcmp(optarg, "grid") == 0)
				settings->format = SUDOKU_FORMAT_GRID;
			else if (strcmp(optarg, "rows") == 0)
				settings->format = SUDOKU_FORMAT_ROWS;
			else if (strcmp(optarg, "line") == 0)
				settings->format = SUDOKU_FORMAT_LINE;
			else if (strcmp(optarg, "pretty") == 0)
				settings->format = SUDOKU_FORMAT_PRETTY;
			else if (strcmp(optarg, "json") == 0)
				settings->json = 1;
			else
				usage_error("unknown format '%s' (use grid, "
					    "rows, line, pretty or json)",
					    optarg);
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
			limit_given = 1;
			break;
		case 'r':
			settings->mode = MODE_RATE;
			tools++;
			break;
		case 's':
			settings->stats = 1;
			break;
		case 'V':
			puts("sudoku " SUDOKU_VERSION);
			exit(STATUS_OK);
		case 'w':
			weights_file = optarg;
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
		case OPT_PROGRESS:
			progress = 1;
			break;
		case 'm':
			settings->mode = MODE_MINIMAL;
			tools++;
			break;
		case OPT_MINIMIZE:
			settings->mode = MODE_MINIMIZE;
			tools++;
			break;
		case 'g':
			settings->mode = MODE_GENERATE;
			settings->generate =
			    parse_count(optarg, "-g", UINT64_MAX);
			tools++;
			break;
		case OPT_SEED:
			settings->seed =
			    parse_count(optarg, "--seed", UINT64_MAX);
			seed_given = 1;
			break;
		case OPT_SYMMETRY:
			settings->symmetry = parse_symmetry(optarg);
			symmetry_given = 1;
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
			break;
		case OPT_NO_PROGRESS:
			progress = 0;
			break;
		case OPT_VERIFY:
			settings->verify = 1;
			break;
		case OPT_DIFFICULTY:
			settings->difficulty = parse_technique(optarg, settings);
			break;
		case OPT_RATING:
			parse_rating(optarg, settings);
			rating_given = 1;
			break;
		case OPT_CANON:
			settings->mode = MODE_CANON;
			tools++;
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
	if (modes > 1)
		usage_error("%s", "-c, -t and -u are different modes: "
				  "choose one");
	if (tools > 0 && modes + tools > 1)
		usage_error("%s", "-r, --canon, -m, --minimize and -g are "
				  "modes of their own: choose one");
	if (seed_given && settings->mode != MODE_GENERATE &&
	    settings->mode != MODE_MINIMIZE)
		usage_error("%s", "--seed needs -g or --minimize");
	if (symmetry_given && settings->mode != MODE_GENERATE &&
	    settings->mode != MODE_MINIMIZE)
		usage_error("%s", "--symmetry needs -g or --minimize");
	if (settings->max_clues != 0 && settings->mode != MODE_GENERATE)
		usage_error("%s", "--max-clues needs -g");
	if (settings->difficulty >= 0 && settings->mode != MODE_GENERATE)
		usage_error("%s", "--difficulty needs -g");
	if (rating_given && settings->difficulty >= 0)
		usage_error("%s", "--rating and --difficulty both give the "
				  "range: choose one");
	if (rating_given && settings->mode != MODE_GENERATE &&
	    settings->mode != MODE_RATE)
		usage_error("%s", "--rating needs -r or -g");
	if (settings->mode == MODE_GENERATE) {
		if (optind < argc)
			usage_error("-g reads no input, but '%s' was given",
				    argv[optind]);
		if (settings->echo)
			usage_error("%s", "-e needs puzzles to read, and -g "
					  "reads none");
		if (!seed_given)
			settings->seed = generate_seed();
	}
	if (limit_given && settings->mode != MODE_COUNT)
		usage_error("%s", "-l needs -c");
	if ((weights_file != NULL || settings->show_best) &&
	    settings->mode != MODE_TARGET)
		usage_error("%s", "-w and -b need -t");
	if (settings->verify && settings->mode != MODE_SOLVE)
		usage_error("%s", "--verify checks solutions: not with -c, "
				  "-t or -u");
	if (weights_file != NULL) {
		load_weights(weights_file, weights);
		settings->weights = weights;
	}
	settings->progress = progress >= 0 ? progress : isatty(STDERR_FILENO);
	check_core();
	return optind;
}

