/* cputime.c - run a command and report its wall time, CPU time and peak RSS.
 * See LICENSE for copying terms. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"

/*
 * usage: cputime [-o FILE] command [arg ...]
 *
 * The command inherits standard input, output and error, so the caller
 * redirects them as it likes.  When it ends, one line goes to FILE (or to
 * standard error):
 *
 *	WALL USER SYS MAXRSS STATUS
 *
 * seconds of wall-clock time from fork to reaping, of user and of system
 * CPU time, the peak resident set in KiB (as the kernel reports it for
 * children: the largest of the command and anything it waited for), and
 * the command's exit status (128 + N for death by signal N).  cputime exits
 * with that same status, or 127 when the command cannot be run.
 *
 * The CPU times come from getrusage(RUSAGE_CHILDREN), in microseconds, so
 * runs of a few milliseconds are still timed usefully; time(1) prints only
 * hundredths.  Only one child is ever started, so the figures are its own.
 */

static double
seconds(const struct timeval *tv)
{
	return (double)tv->tv_sec + (double)tv->tv_usec * 1e-6;
}

int
main(int argc, char **argv)
{
	const char *report = NULL;
	struct rusage ru;
	double start, wall;
	FILE *out = stderr;
	pid_t pid;
	int first = 1, status, code;

	if (argc > 2 && strcmp(argv[1], "-o") == 0) {
		report = argv[2];
		first = 3;
	}
	if (first < argc && strcmp(argv[first], "--") == 0)
		first++;
	if (first >= argc) {
		fputs("usage: cputime [-o FILE] command [arg ...]\n", stderr);
		return 2;
	}
	start = support_now();
	pid = fork();
	if (pid < 0) {
		fprintf(stderr, "cputime: fork: %s\n", strerror(errno));
		return 127;
	}
	if (pid == 0) {
		execvp(argv[first], argv + first);
		fprintf(stderr, "cputime: %s: %s\n", argv[first],
			strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			fprintf(stderr, "cputime: waitpid: %s\n",
				strerror(errno));
			return 127;
		}
	}
	wall = support_now() - start;
	if (getrusage(RUSAGE_CHILDREN, &ru) != 0) {
		fprintf(stderr, "cputime: getrusage: %s\n", strerror(errno));
		return 127;
	}
	if (WIFEXITED(status))
		code = WEXITSTATUS(status);
	else if (WIFSIGNALED(status))
		code = 128 + WTERMSIG(status);
	else
		code = 127;
	if (report != NULL && (out = fopen(report, "w")) == NULL) {
		fprintf(stderr, "cputime: %s: %s\n", report, strerror(errno));
		return 127;
	}
	fprintf(out, "%.6f %.6f %.6f %ld %d\n", wall, seconds(&ru.ru_utime),
		seconds(&ru.ru_stime), (long)ru.ru_maxrss, code);
	if (out != stderr && fclose(out) != 0) {
		fprintf(stderr, "cputime: %s: %s\n", report, strerror(errno));
		return 127;
	}
	return code;
}
