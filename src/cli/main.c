/* main.c - the sudoku command: the inputs in turn, the summary, the exit
 * status.  See LICENSE for copying terms. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "batch.h"
#include "message.h"
#include "modes.h"
#include "options.h"
#include "progress.h"

static void
print_stats(const struct totals *t, double seconds)
{
	message("%llu puzzles, %llu solved, %llu none, %llu multiple, "
		"%llu invalid, %llu timeout, %llu guesses, %.3f s, "
		"%.0f puzzles/s, core %s",
		(unsigned long long)t->puzzles, (unsigned long long)t->solved,
		(unsigned long long)t->none, (unsigned long long)t->multiple,
		(unsigned long long)t->invalid,
		(unsigned long long)t->timeouts,
		(unsigned long long)t->guesses, seconds,
		seconds > 0 ? (double)t->puzzles / seconds : 0.0,
		sudoku_core_name());
}

/* Answer one named input ('-': standard input); returns its exit status. */
static int
run_file(struct batch *b, const char *path)
{
	struct stat st;
	long long size = 0;
	FILE *fp;
	int status;

	if (strcmp(path, "-") == 0)
		return batch_run(b, stdin, "<stdin>", 0);
	fp = fopen(path, "r");
	if (fp == NULL) {
		message("%s: %s", path, strerror(errno));
		return STATUS_TROUBLE;
	}
	if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode))
		size = (long long)st.st_size;
	status = batch_run(b, fp, path, size);
	fclose(fp);
	return status;
}

int
main(int argc, char **argv)
{
	static struct batch batch;	/* large: a window of puzzles */
	struct settings settings = {0};
	int weights[81], first, i, status, worst = STATUS_OK;
	struct timespec start;

	stopwatch_start(&start);
	first = options_parse(argc, argv, &settings, weights);
	batch.settings = &settings;
	if (!(settings.mode->takes & TAKES_INPUT)) {
		worst = batch_generate(&batch, settings.generate);
	} else if (first == argc) {
		worst = run_file(&batch, "-");
	} else {
		for (i = first; i < argc && !batch_write_failed(&batch); i++) {
			status = run_file(&batch, argv[i]);
			if (status > worst)
				worst = status;
		}
	}
	if (batch_flush(&batch) != 0) {
		/* A reader that stopped early ('sudoku big | head') is no
		 * news, even where SIGPIPE is ignored and the write fails. */
		if (errno != EPIPE)
			message("write error: %s", strerror(errno));
		worst = STATUS_TROUBLE;
	}
	if (settings.stats) {
		print_stats(&batch.totals, stopwatch_seconds(&start));
		if (settings.mode->summary != NULL)
			settings.mode->summary(&settings, &batch.totals);
	}
	return worst;
}
