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

#include "message.h"
#include "options.h"
#include "sudoku.h"

/* Stop counting here unless told otherwise: an empty grid has about
 * 6.67e21 completions. */
#define DEFAULT_LIMIT 1000000

static const char usage_line[] =
    "usage: sudoku [-ehsV] [-c [-l N] | -t [-b] [-w FILE] | -u | -r | "
    "--canon]\n"
    "              [-f FORMAT] [-j N] [--time-limit S] "
    "[--progress | --no-progress]\n"
    "              [--verify] [file ...]\n";

static void
usage(void)
{
	fputs(usage_line, stdout);
	fputs("Solve, count or score the 9x9 Sudoku puzzles of each file "
	      "('-' or none: stdin).\n"
	      "Modes (default: print each solution, or 'none'):\n"
	      "  -u, --unique        print unique, multiple or none\n"
	      "  -c, --count         print the number of solutions\n"
	      "  -l, --limit N       with -c: stop at N, shown 'N+' "
	      "(1000000; 0: no limit)\n"
	      "  -t, --target        print the best target-sudoku score, "
	      "or -1 if none\n"
	      "  -w, --weights FILE  with -t: 81 weights instead of 6 (rim) "
	      "to 10 (centre)\n"
	      "  -b, --best          with -t: also print a completion that "
	      "scores it\n"
	      "  -r, --rate          print the hardest technique needed and "
	      "a score (10-109)\n"
	      "      --canon         print the minlex canonical form "
	      "(81 digits, 0 blank)\n"
	      "Output and control:\n"
	      "  -f, --format F      grid, rows, line, pretty or json "
	      "(default: as the input)\n"
	      "  -e, --echo          prefix each answer with the puzzle "
	      "and ':'\n"
	      "  -j, --jobs N        use N threads (0: every core; default "
	      "1)\n"
	      "  -s, --stats         print a summary on stderr at the end\n"
	      "      --time-limit S  give up on a puzzle after S seconds "
	      "('timeout')\n"
	      "      --[no-]progress force the progress line on stderr on "
	      "or off\n"
	      "      --verify        compare with the solutions the input "
	      "gives (CSV)\n"
	      "  -h, --help          print this help; -V, --version: the "
	      "version\n"
	      "Exit status: 0 all answered; 1 some puzzle has no solution, "
	      "or with -u or -r\n"
	      "is not unique, or with --verify disagrees; 2 bad usage or "
	      "input, unreadable\n"
	      "file, timeout or write error.\n"
	      "Examples:\n"
	      "  sudoku < sample.in               answer a judge's sample "
	      "in its own format\n"
	      "  sudoku -u -j 0 < puzzles.txt     check a collection for "
	      "uniqueness\n"
	      "  sudoku -t examples/target.txt    best target-sudoku score\n"
	      "  sudoku -r -s puzzles.txt         how hard, and which "
	      "techniques it took\n"
	      "  sudoku --canon in.txt | sort -u  the distinct puzzles up "
	      "to symmetry\n",
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
			"scalar)", want);
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
	OPT_CANON
};

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
    {NULL, 0, NULL, 0}};

int
options_parse(int argc, char **argv, struct settings *settings,
	      int weights[81])
{
	int c, modes = 0, limit_given = 0, progress = -1, tools = 0;
	const char *weights_file = NULL;
	char *end;

	settings->mode = MODE_SOLVE;
	settings->limit = DEFAULT_LIMIT;
	settings->format = -1;
	settings->jobs = 1;
	opterr = 0;	/* our own messages, with our own name */
	while ((c = getopt_long(argc, argv, ":bcef:hj:l:rstuVw:", long_options,
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
		case OPT_NO_PROGRESS:
			progress = 0;
			break;
		case OPT_VERIFY:
			settings->verify = 1;
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
		usage_error("%s", "-r and --canon are modes of their own: "
				  "choose one");
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

