/* bench_tail.c - time target mode grid by grid, as whole processes.
 * See LICENSE for copying terms.
 *
 * usage: bench_tail [-l SECONDS] [-w WEIGHTS] [-c CBC] TITLE PROG < grids
 *
 * Reads one 81-character grid per line.  For each, runs
 * 'PROG -t -b --time-limit SECONDS [-w WEIGHTS]' with the grid on its
 * standard input and times the whole process (CPU time: user + system;
 * and wall time).  Checks that the completion printed scores the printed
 * answer.  With -c, also writes the grid's 0-1 integer program in LP
 * format (x[cell][digit], one digit per cell, each digit once per row,
 * column and box, clues fixed, maximise weight x digit) and times CBC
 * on it, one thread, whole process, and checks that both answers agree.
 * A CBC run that gives no answer (an exit status other than 0, a signal,
 * no solution file or a first line other than "Optimal - objective value
 * N" or "Infeasible") is a CBC failure, reported on its own line: it says
 * nothing about our answer.  Then prints per clue-count bucket: grids,
 * median, p99 and max (CBC's over the runs that gave an answer, '-' if
 * none did), and the five slowest grids as one-line inputs, each with its
 * root gap (the search's bound at the root minus the answer, asked of the
 * library in this process).
 *
 * Exits 1 if any answer is wrong or the two solvers disagree (timeouts
 * and CBC failures are reported, not failed), 2 on a usage or system
 * error.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "support.h"
#include "targetsum/target.h"

enum { BUCKETS = 7, SLOWEST = 5 };

static const char *const bucket_name[BUCKETS] = {
	"0", "1-4", "5-9", "10-14", "15-20", "21-40", "41-81"
};

struct run {
	double cpu, wall;	/* seconds */
	long long answer;	/* -1: no completion */
	int timeout;
	int failed;	/* CBC only: it gave no answer */
};

struct grid {
	char text[82];
	int clues;
	struct run ours, cbc;
};

static int weight[81];

static int
bucket_of(int clues)
{
	if (clues == 0)
		return 0;
	if (clues <= 4)
		return 1;
	if (clues <= 9)
		return 2;
	if (clues <= 14)
		return 3;
	if (clues <= 20)
		return 4;
	return clues <= 40 ? 5 : 6;
}

static double
children_cpu(void)
{
	struct rusage ru;

	getrusage(RUSAGE_CHILDREN, &ru);
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 +
	       (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
}

static void
die(const char *what)
{
	fprintf(stderr, "bench_tail: %s: %s\n", what, strerror(errno));
	exit(2);
}

static int
open_null(void)
{
	int fd = open("/dev/null", O_RDWR);

	if (fd < 0)
		_exit(127);
	return fd;
}

/*
 * Run argv with 'in' (if not NULL) on its standard input and its standard
 * output into 'out' (up to 'size' - 1 bytes, NUL-terminated; NULL: to
 * /dev/null), standard error discarded.  Returns the exit status, or -N
 * if signal N killed it (so that an exit status of 128 + N is not taken
 * for a signal), and the times in 'r'.
 */
static int
run(char *const *argv, const char *in, char *out, size_t size, struct run *r)
{
	int to[2], from[2], status;
	double cpu = children_cpu(), start = support_now();
	size_t got = 0;
	pid_t pid;

	if (pipe(to) != 0 || pipe(from) != 0)
		die("pipe");
	pid = fork();
	if (pid < 0)
		die("fork");
	if (pid == 0) {
		int null = open_null();

		dup2(to[0], 0);
		dup2(out ? from[1] : null, 1);
		dup2(null, 2);
		close(to[0]);
		close(to[1]);
		close(from[0]);
		close(from[1]);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(to[0]);
	close(from[1]);
	if (in != NULL && write(to[1], in, strlen(in)) < 0)
		die("write");
	close(to[1]);
	for (;;) {
		ssize_t n = read(from[0], out ? out + got : (char *)&status,
				 out ? size - 1 - got : sizeof status);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		if (out != NULL && (got += (size_t)n) == size - 1)
			break;
	}
	if (out != NULL)
		out[got] = '\0';
	close(from[0]);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			die("waitpid");
	r->wall = support_now() - start;
	r->cpu = children_cpu() - cpu;
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	return WIFSIGNALED(status) ? -WTERMSIG(status) : 127;
}

/* 1 if 'sol' (81 digits) is a valid full grid keeping the clues of 'g'
 * and scoring 'answer'; written here, apart from the program under test. */
static int
scores(const char *g, const char *sol, long long answer)
{
	unsigned seen[27] = {0};
	long long sum = 0;
	int i;

	for (i = 0; i < 81; i++) {
		int d = sol[i] - '0', u[3], k;

		if (d < 1 || d > 9 || (g[i] != '.' && g[i] != sol[i]))
			return 0;
		u[0] = i / 9;
		u[1] = 9 + i % 9;
		u[2] = 18 + i / 27 * 3 + i % 9 / 3;
		for (k = 0; k < 3; k++) {
			if (seen[u[k]] & (1u << d))
				return 0;
			seen[u[k]] |= 1u << d;
		}
		sum += (long long)weight[i] * d;
	}
	return sum == answer;
}

/* Time our program on grid 'gr'; returns 0 when its answer is wrong. */
static int
time_ours(struct grid *gr, char **argv)
{
	char out[256], in[83], *end;
	int code;

	snprintf(in, sizeof in, "%s\n", gr->text);
	code = run(argv, in, out, sizeof out, &gr->ours);
	gr->ours.timeout = strncmp(out, "timeout", 7) == 0;
	if (gr->ours.timeout)
		return code == 2;
	if (strncmp(out, "-1\n", 3) == 0) {
		gr->ours.answer = -1;
		return code == 1;
	}
	gr->ours.answer = strtoll(out, &end, 10);
	if (end == out || *end != ' ' || code != 0 || strlen(end) < 82)
		return 0;
	return scores(gr->text, end + 1, gr->ours.answer);
}

/* The grid's 0-1 program, in LP format. */
static void
write_lp(const char *path, const char *g)
{
	FILE *f = fopen(path, "w");
	int i, d, u, k;

	if (f == NULL)
		die(path);
	fputs("Maximize\n obj:", f);
	for (i = 0; i < 81; i++)
		for (d = 1; d <= 9; d++)
			fprintf(f, "%s %+d x%d_%d", (i * 9 + d) % 8 ? "" : "\n",
				weight[i] * d, i, d);
	fputs("\nSubject To\n", f);
	for (i = 0; i < 81; i++) {
		fprintf(f, " c%d:", i);
		for (d = 1; d <= 9; d++)
			fprintf(f, " + x%d_%d", i, d);
		fputs(" = 1\n", f);
	}
	for (u = 0; u < 27; u++) {
		for (d = 1; d <= 9; d++) {
			fprintf(f, " u%d_%d:", u, d);
			for (k = 0; k < 9; k++) {
				int r = u < 9 ? u : u < 18 ? k : (u - 18) / 3 * 3 + k / 3;
				int c = u < 9 ? k : u < 18 ? u - 9 : (u - 18) % 3 * 3 + k % 3;

				fprintf(f, " + x%d_%d", 9 * r + c, d);
			}
			fputs(" = 1\n", f);
		}
	}
	fputs("Bounds\n", f);
	for (i = 0; i < 81; i++)
		if (g[i] != '.')
			fprintf(f, " x%d_%d = 1\n", i, g[i] - '0');
	fputs("Binary\n", f);
	for (i = 0; i < 81; i++)
		for (d = 1; d <= 9; d++)
			fprintf(f, " x%d_%d\n", i, d);
	fputs("End\n", f);
	if (fclose(f) != 0)
		die(path);
}

/* CBC's answer from the first line of its solution file 'sol' into
 * 'answer'; returns 0 when there is none, with 'why' (of 'size' bytes)
 * saying why. */
static int
read_cbc_answer(const char *sol, long long *answer, char *why, size_t size)
{
	char line[256], *start, *end;
	double value;
	size_t len;
	FILE *f = fopen(sol, "r");

	if (f == NULL) {
		snprintf(why, size, "no solution file");
		return 0;
	}
	if (fgets(line, sizeof line, f) == NULL)
		line[0] = '\0';
	fclose(f);
	if (strncmp(line, "Infeasible", 10) == 0) {
		*answer = -1;
		return 1;
	}
	if (strncmp(line, "Optimal - objective value ", 26) == 0 &&
	    (value = strtod(line + 26, &end), end != line + 26)) {
		*answer = (long long)(value + (value < 0 ? -0.5 : 0.5));
		return 1;
	}
	for (start = line; isspace((unsigned char)*start); start++)
		;
	for (len = strlen(start); len > 0 &&
	     isspace((unsigned char)start[len - 1]); len--)
		start[len - 1] = '\0';
	snprintf(why, size, "unrecognised solution: %s", start);
	return 0;
}

enum cbc_outcome { CBC_AGREES, CBC_DISAGREES, CBC_FAILED };

/* Time CBC on grid 'gr' and compare its answer with ours; on CBC_FAILED
 * (it gave no answer, which says nothing about ours), 'why' (of 'size'
 * bytes) says why. */
static enum cbc_outcome
time_cbc(struct grid *gr, char *cbc, const char *dir, char *why, size_t size)
{
	char lp[4096], sol[4096];
	char *argv[8];
	int code;

	snprintf(lp, sizeof lp, "%s/model.lp", dir);
	snprintf(sol, sizeof sol, "%s/model.sol", dir);
	write_lp(lp, gr->text);
	remove(sol);
	argv[0] = cbc;
	argv[1] = lp;
	argv[2] = "-threads";
	argv[3] = "1";
	argv[4] = "-solve";
	argv[5] = "-solution";
	argv[6] = sol;
	argv[7] = NULL;
	code = run(argv, NULL, NULL, 0, &gr->cbc);
	if (code < 0)
		snprintf(why, size, "killed by signal %d", -code);
	else if (code != 0)
		snprintf(why, size, "exit status %d", code);
	else if (read_cbc_answer(sol, &gr->cbc.answer, why, size))
		return gr->ours.timeout || gr->cbc.answer == gr->ours.answer
			       ? CBC_AGREES
			       : CBC_DISAGREES;
	gr->cbc.failed = 1;
	return CBC_FAILED;
}

static double
quantile(const double *sorted, int n, double q)
{
	int k = (int)(q * n + 0.999999) - 1;

	return sorted[k < 0 ? 0 : k >= n ? n - 1 : k];
}

/* Median, p99 and max of our times (which = 0) or CBC's (1), in ms;
 * CBC's only over the runs that gave an answer, since a failed run's
 * time is not that of an answer.  Returns how many runs they cover. */
static int
summary(struct grid **g, int n, int which, double *out)
{
	double *t = malloc((size_t)n * sizeof *t);
	int k, m = 0;

	if (t == NULL)
		die("malloc");
	for (k = 0; k < n; k++)
		if (!which)
			t[m++] = g[k]->ours.cpu * 1e3;
		else if (!g[k]->cbc.failed)
			t[m++] = g[k]->cbc.cpu * 1e3;
	if (m > 0) {
		qsort(t, (size_t)m, sizeof *t, support_by_value);
		out[0] = quantile(t, m, 0.5);
		out[1] = quantile(t, m, 0.99);
		out[2] = t[m - 1];
	}
	free(t);
	return m;
}

/* The root gap of grid 'text' (-1: the search needed no bound), from one
 * in-process call; 'weights' is NULL for the standard table. */
static long long
root_gap(const char *text, const int *weights)
{
	struct sudoku_grid g;
	struct target_measure how;
	long long answer;
	int i;

	for (i = 0; i < 81; i++)
		g.cell[i] = text[i] >= '1' && text[i] <= '9'
				    ? (unsigned char)(text[i] - '0')
				    : 0;
	if (sudoku_target_measured(&g, weights, &answer, NULL, NULL, &how) !=
		    SUDOKU_OK ||
	    how.root_bound == LLONG_MIN)
		return -1;
	return how.root_bound - answer;
}

static int
slowest_first(const void *a, const void *b)
{
	const struct grid *x = *(struct grid *const *)a;
	const struct grid *y = *(struct grid *const *)b;

	return (x->ours.cpu < y->ours.cpu) - (x->ours.cpu > y->ours.cpu);
}

/* 81 integers, blank-separated, into weight[]. */
static void
read_weights(const char *path)
{
	char text[4096], *p = text, *end;
	FILE *f = fopen(path, "r");
	size_t n;
	int i;

	if (f == NULL)
		die(path);
	n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	for (i = 0; i < 81; i++, p = end) {
		weight[i] = (int)strtol(p, &end, 10);
		if (end == p) {
			fprintf(stderr, "bench_tail: %s: fewer than 81 "
				"weights\n", path);
			exit(2);
		}
	}
}

static void
usage(void)
{
	fputs("usage: bench_tail [-l SECONDS] [-w WEIGHTS] [-c CBC] "
	      "TITLE PROG < grids\n", stderr);
	exit(2);
}

int
main(int argc, char **argv)
{
	char *limit = "1", *weights = NULL, *cbc = NULL, *title, *prog;
	char dir[] = "/tmp/bench_tail.XXXXXX", line[256];
	char *cmd[9];
	struct grid *grid = NULL, **in_bucket;
	int n = 0, cap = 0, k, b, i, wrong = 0, timeouts = 0, nc = 0;
	int cbc_failures = 0;
	double start = support_now();

	for (k = 1; k + 1 < argc && argv[k][0] == '-'; k += 2) {
		if (strcmp(argv[k], "-l") == 0)
			limit = argv[k + 1];
		else if (strcmp(argv[k], "-w") == 0)
			weights = argv[k + 1];
		else if (strcmp(argv[k], "-c") == 0)
			cbc = argv[k + 1];
		else
			usage();
	}
	if (argc - k != 2)
		usage();
	title = argv[k];
	prog = argv[k + 1];
	for (i = 0; i < 81; i++) {
		int r = i / 9 - 4, c = i % 9 - 4;

		r = r < 0 ? -r : r;
		c = c < 0 ? -c : c;
		weight[i] = 10 - (r > c ? r : c);
	}
	if (weights != NULL)
		read_weights(weights);
	i = 0;
	cmd[i++] = prog;
	cmd[i++] = "-t";
	cmd[i++] = "-b";
	cmd[i++] = "--time-limit";
	cmd[i++] = limit;
	if (weights != NULL) {
		cmd[i++] = "-w";
		cmd[i++] = weights;
	}
	cmd[i] = NULL;
	if (cbc != NULL && mkdtemp(dir) == NULL)
		die("mkdtemp");
	while (fgets(line, sizeof line, stdin) != NULL) {
		struct grid *gr;

		if (strlen(line) < 81)
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			grid = realloc(grid, (size_t)cap * sizeof *grid);
			if (grid == NULL)
				die("realloc");
		}
		gr = &grid[n++];
		memset(gr, 0, sizeof *gr);
		memcpy(gr->text, line, 81);
		for (i = 0; i < 81; i++)
			gr->clues += gr->text[i] != '.';
		if (!time_ours(gr, cmd)) {
			printf("WRONG: %s: %s printed a wrong answer or exit "
			       "status\n", gr->text, prog);
			wrong++;
		}
		timeouts += gr->ours.timeout;
		if (cbc != NULL) {
			char why[320];

			nc++;
			switch (time_cbc(gr, cbc, dir, why, sizeof why)) {
			case CBC_AGREES:
				break;
			case CBC_DISAGREES:
				printf("DISAGREE: %s: ours %lld, cbc %lld\n",
				       gr->text, gr->ours.answer, gr->cbc.answer);
				wrong++;
				break;
			case CBC_FAILED:
				printf("CBC FAILED: %s: %s\n", gr->text, why);
				cbc_failures++;
				break;
			}
		}
	}
	if (cbc != NULL) {
		char path[64];

		snprintf(path, sizeof path, "%s/model.lp", dir);
		remove(path);
		snprintf(path, sizeof path, "%s/model.sol", dir);
		remove(path);
		rmdir(dir);
	}
	in_bucket = malloc(((size_t)n + 1) * sizeof(struct grid *));
	if (in_bucket == NULL)
		die("malloc");
	printf("\n%s: %d grids, CPU ms per grid, whole process (%s -t -b "
	       "--time-limit %s%s%s)%s\n", title, n, prog, limit,
	       weights ? " -w " : "", weights ? weights : "",
	       cbc ? "; cbc: 0-1 program, 1 thread, whole process" : "");
	printf("%-6s %6s %8s %8s %8s %9s %8s", "clues", "grids", "median",
	       "p99", "max", "wall max", "timeout");
	if (cbc != NULL)
		printf(" %10s %8s %8s", "cbc median", "p99", "max");
	putchar('\n');
	for (b = 0; b < BUCKETS; b++) {
		double ours[3], peer[3], wall = 0;
		int m = 0, t = 0;

		for (k = 0; k < n; k++) {
			if (bucket_of(grid[k].clues) != b)
				continue;
			in_bucket[m++] = &grid[k];
			t += grid[k].ours.timeout;
			if (grid[k].ours.wall > wall)
				wall = grid[k].ours.wall;
		}
		if (m == 0)
			continue;
		summary(in_bucket, m, 0, ours);
		printf("%-6s %6d %8.1f %8.1f %8.1f %9.1f %8d", bucket_name[b], m,
		       ours[0], ours[1], ours[2], wall * 1e3, t);
		if (cbc != NULL && summary(in_bucket, m, 1, peer) > 0)
			printf(" %10.1f %8.1f %8.1f", peer[0], peer[1], peer[2]);
		else if (cbc != NULL)
			printf(" %10s %8s %8s", "-", "-", "-");
		putchar('\n');
	}
	printf("slowest grids per bucket (CPU ms, answer, root gap):\n");
	for (b = 0; b < BUCKETS; b++) {
		int m = 0;
		long long gap;

		for (k = 0; k < n; k++)
			if (bucket_of(grid[k].clues) == b)
				in_bucket[m++] = &grid[k];
		qsort(in_bucket, (size_t)m, sizeof(struct grid *),
		      slowest_first);
		for (k = 0; k < m && k < SLOWEST; k++) {
			printf("  %-5s %s %9.1f ", bucket_name[b],
			       in_bucket[k]->text, in_bucket[k]->ours.cpu * 1e3);
			if (in_bucket[k]->ours.timeout)
				printf("timeout");
			else
				printf("%lld", in_bucket[k]->ours.answer);
			gap = root_gap(in_bucket[k]->text,
				       weights != NULL ? weight : NULL);
			if (gap < 0)
				printf(" -");
			else
				printf(" %lld", gap);
			if (cbc != NULL && in_bucket[k]->cbc.failed)
				printf("  cbc %.1f ms failed",
				       in_bucket[k]->cbc.cpu * 1e3);
			else if (cbc != NULL)
				printf("  cbc %.1f ms %lld",
				       in_bucket[k]->cbc.cpu * 1e3,
				       in_bucket[k]->cbc.answer);
			putchar('\n');
		}
	}
	printf("%d timeouts, %d wrong or disagreeing", timeouts, wrong);
	if (nc > 0)
		printf(", %d cbc failures", cbc_failures);
	else
		printf(" (cbc not run)");
	printf("; %.0f s\n", support_now() - start);
	free(in_bucket);
	free(grid);
	return wrong ? 1 : 0;
}
