/* csv.c - answers as CSV rows (-f csv).  See LICENSE for copying terms. */
#include <string.h>

#include "csv.h"

/* A field as CSV needs it: in quotes, each quote doubled, when it holds
 * a comma, a quote or a carriage return. */
static void
csv_field(struct output *out, const char *s, size_t len)
{
	size_t i, run = 0;

	if (len == 0 ||
	    (memchr(s, ',', len) == NULL && memchr(s, '"', len) == NULL &&
	     memchr(s, '\r', len) == NULL)) {
		output_put(out, s, len);
		return;
	}
	output_put(out, "\"", 1);
	for (i = 0; i < len; i++) {
		if (s[i] != '"')
			continue;
		output_put(out, s + run, i + 1 - run);
		output_put(out, "\"", 1);
		run = i + 1;
	}
	output_put(out, s + run, len - run);
	output_put(out, "\"", 1);
}

void
csv_answer(struct output *out, const struct settings *settings,
	   const struct job *job, enum verdict v)
{
	int sized = job->input.sized.box != 0;	/* read, maybe refused */

	(void)settings;
	if (sized)
		output_sized_line(out, &job->input.sized);
	else if (job->read_status != SUDOKU_EINPUT)
		output_canon(out, &job->puzzle);
	else if (job->input.has_raw)
		csv_field(out, job->input.raw, job->input.raw_len);
	output_put(out, ",", 1);
	if (v == VERDICT_SOLVED || v == VERDICT_MULTIPLE) {
		if (sized)
			output_sized_line(out, &job->sized_answer);
		else
			output_canon(out, &job->answer);
	} else
		output_string(out, v == VERDICT_NONE	  ? "none"
				   : v == VERDICT_TIMEOUT ? "timeout"
							  : "invalid");
	output_put(out, "\n", 1);
}
