/* json.c - answers as JSON lines (-f json): one object per puzzle.
 * See LICENSE for copying terms. */
#include <string.h>

#include "json.h"
#include "render.h"

/*
 * The length of the valid UTF-8 sequence at 's' (at most 'left' bytes),
 * or 0 when the first byte does not start one: no overlong forms, no
 * surrogates, nothing above U+10FFFF.
 */
static size_t
utf8_length(const unsigned char *s, size_t left)
{
	size_t n, i;
	unsigned long c;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2, c = s[0] & 0x1fu;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3, c = s[0] & 0x0fu;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4, c = s[0] & 0x07u;
	else
		return 0;
	if (n > left)
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3fu);
	}
	if ((n == 3 && c < 0x800) || (n == 4 && c < 0x10000) ||
	    (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		return 0;
	return n;
}

/* Does byte 'c' stand for itself in a JSON string? (Not all of UTF-8
 * does: utf8_length() says.) */
static int
plain_ascii(unsigned char c)
{
	return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
}

void
json_string(struct output *out, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, run = 0, n;

	output_put(out, "\"", 1);
	while (i < len) {
		char esc[6] = {'\\', 'u', '0', '0', 0, 0};

		if (plain_ascii(p[i])) {
			i++;
			continue;
		}
		if (p[i] >= 0x80 && (n = utf8_length(p + i, len - i)) > 0) {
			i += n;
			continue;
		}
		/* Write what stands for itself in one piece, then this. */
		output_put(out, s + run, i - run);
		if (p[i] == '"' || p[i] == '\\') {
			esc[1] = (char)p[i];
			output_put(out, esc, 2);
		} else if (p[i] < 0x80) {	/* a control byte */
			esc[4] = hex[p[i] >> 4];
			esc[5] = hex[p[i] & 15];
			output_put(out, esc, 6);
		} else {
			output_put(out, "\\ufffd", 6);
		}
		run = ++i;
	}
	output_put(out, s + run, i - run);
	output_put(out, "\"", 1);
}

static void
json_key(struct output *out, const char *key)
{
	output_put(out, ",\"", 2);
	output_string(out, key);
	output_put(out, "\":", 2);
}

static void
json_grid(struct output *out, const char *key, const struct sudoku_grid *g)
{
	char text[SUDOKU_FORMAT_MAX];

	json_key(out, key);
	output_put(out, "\"", 1);
	output_put(out, text, sudoku_format(g, SUDOKU_FORMAT_LINE, text) - 1);
	output_put(out, "\"", 1);
}

static void
json_number(struct output *out, const char *key, long long n)
{
	json_key(out, key);
	output_number(out, n);
}

/* The error object: where and what, as the message on stderr says. */
static void
json_error(struct output *out, const char *name, const struct job *job,
	   int column, const char *what)
{
	json_key(out, "error");
	output_string(out, "{\"file\":");
	json_string(out, name, strlen(name));
	json_number(out, "line", (long long)job->where.line);
	if (column)
		json_number(out, "column", (long long)job->where.column);
	json_key(out, "message");
	json_string(out, what, strlen(what));
	output_put(out, "}", 1);
}

static void
json_rating(struct output *out, const struct sudoku_rating *rating)
{
	int t;

	const char *sep = "{\"";

	json_key(out, "er");
	output_tenths(out, rating->er);
	json_key(out, "ep");
	output_tenths(out, rating->ep);
	json_key(out, "ed");
	output_tenths(out, rating->ed);
	json_key(out, "technique");
	output_put(out, "\"", 1);
	output_string(out, rating->er == 0 ? "full"
					   : sudoku_technique_name(
						 rating->technique));
	output_put(out, "\"", 1);
	json_key(out, "steps");
	for (t = 0; t < SUDOKU_TECHNIQUES; t++) {
		if (rating->steps[t] == 0)
			continue;
		output_put(out, sep, 2);
		output_string(out, sudoku_technique_name(t));
		output_put(out, "\":", 2);
		output_number(out, (long long)rating->steps[t]);
		sep = ",\"";
	}
	output_put(out, *sep == '{' ? "{}" : "}", *sep == '{' ? 2 : 1);
}

/* The fields of the answer proper, by mode. */
static void
json_result(struct output *out, const struct settings *settings,
	    const struct job *job)
{
	switch (settings->mode) {
	case MODE_SOLVE:
		if (job->count > 0)
			json_grid(out, "solution", &job->answer);
		break;
	case MODE_UNIQUE:
		break;
	case MODE_COUNT:
		json_number(out, "count", (long long)job->count);
		json_key(out, "capped");
		output_string(out, settings->limit != 0 &&
					   job->count == settings->limit
				       ? "true"
				       : "false");
		break;
	case MODE_TARGET:
		json_number(out, "score", job->count > 0 ? job->score : -1);
		if (settings->show_best && job->count > 0)
			json_grid(out, "best", &job->answer);
		break;
	case MODE_CANON:
		json_key(out, "canon");
		output_put(out, "\"", 1);
		output_canon(out, &job->answer);
		output_put(out, "\"", 1);
		break;
	case MODE_RATE:
		if (job->count == 1)
			json_rating(out, &job->rating);
		break;
	case MODE_MINIMAL:
		if (job->count == 1) {
			json_key(out, "minimal");
			output_string(out, job->redundant == 0 ? "true" : "false");
			json_number(out, "redundant", job->redundant);
		}
		break;
	case MODE_MINIMIZE:
		if (job->count == 1)
			json_grid(out, "minimized", &job->answer);
		break;
	case MODE_GENERATE:
		json_number(out, "index", (long long)job->index);
		break;
	/* A new mode adds its fields here. */
	}
}

void
json_answer(struct output *out, const char *name,
	    const struct settings *settings, const struct job *job,
	    enum verdict verdict)
{
	static const char *const status[] = {
	    [VERDICT_INVALID] = "invalid",	 [VERDICT_CONFLICT] = "invalid",
	    [VERDICT_TIMEOUT] = "timeout",	 [VERDICT_NO_MEMORY] = "error",
	    [VERDICT_NONE] = "none",		 [VERDICT_SOLVED] = "ok",
	    [VERDICT_MULTIPLE] = "multiple"};

	output_string(out, "{\"file\":");
	json_string(out, name, strlen(name));
	json_number(out, "line", (long long)job->where.line);
	/* A puzzle on one line is shown as it was written, even when it
	 * could not be read; a grid by its cells.  A generated puzzle is the
	 * answer itself. */
	if (settings->mode == MODE_GENERATE && job->count == 1) {
		json_grid(out, "puzzle", &job->answer);
	} else if (job->input.has_raw) {
		json_key(out, "puzzle");
		json_string(out, job->input.raw, job->input.raw_len);
	} else if (job->read_status == SUDOKU_EINPUT ||
		   settings->mode == MODE_GENERATE) {
		json_key(out, "puzzle");
		output_string(out, "null");
	} else {
		json_grid(out, "puzzle", &job->puzzle);
	}
	json_key(out, "status");
	output_put(out, "\"", 1);
	output_string(out, status[verdict]);
	output_put(out, "\"", 1);
	switch (verdict) {
	case VERDICT_INVALID:
	case VERDICT_CONFLICT:
		json_error(out, name, job, 1, job->where.what);
		break;
	case VERDICT_TIMEOUT:
		json_error(out, name, job, 0, RENDER_TIMEOUT);
		break;
	case VERDICT_NO_MEMORY:
		json_error(out, name, job, 0, RENDER_NO_MEMORY);
		break;
	default:
		json_result(out, settings, job);
	}
	output_put(out, "}\n", 2);
}
