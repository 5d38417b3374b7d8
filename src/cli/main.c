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

/*
 * The solving core and how it was chosen, for the summary line, e.g.
 * "avx2 (measured on 7 searches: avx2 1.00, avx512 1.27, scalar 1.90)":
 * the cores' median times relative to the one in use, fastest first.
 */
static void
describe_core(char *text, size_t size)
{
	struct sudoku_core_choice c;
	int order[SUDOKU_CORES_MAX], i, j, k;
	size_t len;

	sudoku_core_choice(&c);
	len = (size_t)snprintf(text, size, "%s (", c.name);
	switch (c.reason) {
	case SUDOKU_CORE_MEASURED:
		for (i = 0; i < c.cores; i++) {
			for (j = i; j > 0 && c.time[order[j - 1]] > c.time[i];
			     j--)
				order[j] = order[j - 1];
			order[j] = i;
		}
		len += (size_t)snprintf(text + len, size - len,
					"measured on %d searches:", c.trials);
		for (i = 0; i < c.cores && len < size; i++) {
			k = order[i];
			len += (size_t)snprintf(text + len, size - len,
						"%s %s %.2f", i ? "," : "",
						c.core[k], c.time[k]);
		}
		break;
	case SUDOKU_CORE_PRESET:
		len += (size_t)snprintf(text + len, size - len,
					"preset; too few "
					"puzzles to time the cores");
		break;
	case SUDOKU_CORE_ONLY:
		len += (size_t)snprintf(text + len, size - len,
					"the only one this CPU runs");
		break;
	case SUDOKU_CORE_FORCED:
		len += (size_t)snprintf(text + len, size - len,
					"forced by SUDOKU_CORE");
		break;
	default:
		len += (size_t)snprintf(text + len, size - len, "selected");
		break;
	}
	if (len < size)
		snprintf(text + len, size - len, ")");
}

static void
print_stats(const struct totals *t, double seconds)
{
	char core[256];

	describe_core(core, sizeof core);
	message("%llu puzzles, %llu solved, %llu none, %llu multiple, "
		"%llu invalid, %llu timeout, %llu guesses, %.3f s, "
		"%.0f puzzles/s, core %s",
		(unsigned long long)t->puzzles, (unsigned long long)t->solved,
		(unsigned long long)t->none, (unsigned long long)t->multiple,
		(unsigned long long)t->invalid,
		(unsigned long long)t->timeouts,
		(unsigned long long)t->guesses, seconds,
		seconds > 0 ? (double)t->puzzles / seconds : 0.0, core);
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
	batch_end(&batch);
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
