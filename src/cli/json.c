/* json.c - answers as JSON lines (-f json): one object per puzzle.
 * See LICENSE for copying terms. */
#include <string.h>

#include "json.h"
#include "modes.h"
#include "render.h"
#include "verify.h"

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

void
json_key(struct output *out, const char *key)
{
	output_put(out, ",\"", 2);
	output_string(out, key);
	output_put(out, "\":", 2);
}

void
json_grid(struct output *out, const char *key, const struct sudoku_grid *g)
{
	char text[SUDOKU_FORMAT_MAX];

	if (key != NULL)
		json_key(out, key);
	if (g == NULL) {
		output_string(out, "null");
		return;
	}
	output_put(out, "\"", 1);
	output_put(out, text, sudoku_format(g, SUDOKU_FORMAT_LINE, text) - 1);
	output_put(out, "\"", 1);
}

void
json_number(struct output *out, const char *key, long long n)
{
	json_key(out, key);
	output_number(out, n);
}

void
json_bool(struct output *out, const char *key, int value)
{
	json_key(out, key);
	output_string(out, value ? "true" : "false");
}

static void
json_text(struct output *out, const char *key, const char *text)
{
	json_key(out, key);
	json_string(out, text, strlen(text));
}

/* The error object: where and what, as the message on stderr says; no
 * place for a puzzle that was not read from a file (-g). */
static void
json_error(struct output *out, const char *name, const struct job *job,
	   int column, const char *what)
{
	json_key(out, "error");
	output_put(out, "{", 1);
	if (name != NULL) {
		output_string(out, "\"file\":");
		json_string(out, name, strlen(name));
		json_number(out, "line", (long long)job->where.line);
		if (column)
			json_number(out, "column",
				    (long long)job->where.column);
		output_put(out, ",", 1);
	}
	output_string(out, "\"message\":");
	json_string(out, what, strlen(what));
	output_put(out, "}", 1);
}

/* Where the puzzle came from: its file, first line and text as read; for
 * a mode that reads none (-g), the seed and number that make it. */
static void
json_source(struct output *out, const char *name,
	    const struct settings *settings, const struct job *job)
{
	if (!(settings->mode->takes & TAKES_INPUT)) {
		output_string(out, "{\"seed\":");
		output_number(out, (long long)settings->seed);
		json_number(out, "index", (long long)job->index);
		return;
	}
	output_string(out, "{\"file\":");
	json_string(out, name, strlen(name));
	json_number(out, "line", (long long)(job->input.line != 0
						 ? job->input.line
						 : job->where.line));
	/* A puzzle on one line is shown as it was written, even when it
	 * could not be read; a grid by its cells. */
	json_key(out, "puzzle");
	if (job->input.sized.box != 0) {	/* read, maybe refused */
		output_put(out, "\"", 1);
		output_sized_line(out, &job->input.sized);
		output_put(out, "\"", 1);
	} else if (job->input.pencil && job->read_status != SUDOKU_EINPUT) {
		output_put(out, "\"", 1);
		output_marks(out, &job->input.marks, -1);
		output_put(out, "\"", 1);
	} else if (job->input.has_raw)
		json_string(out, job->input.raw, job->input.raw_len);
	else if (job->read_status == SUDOKU_EINPUT)
		output_string(out, "null");
	else
		json_grid(out, NULL, &job->puzzle);
}

/* --verify: whether the solution the input gives is the one found. */
static void
json_verify(struct output *out, const struct job *job)
{
	const char *why = NULL;

	json_key(out, "verify");
	output_put(out, "{", 1);
	output_string(out, verify_check(job, &why) == STATUS_OK
			       ? "\"ok\":true"
			       : "\"ok\":false");
	if (why != NULL)
		json_text(out, "message", why);
	output_put(out, "}", 1);
}

void
json_answer(struct output *out, const char *name,
	    const struct settings *settings, const struct job *job,
	    enum verdict verdict)
{
	static const char *const status[] = {
	    [VERDICT_INVALID] = "invalid",	 [VERDICT_CONFLICT] = "invalid",
	    [VERDICT_TIMEOUT] = "timeout",	 [VERDICT_NO_MEMORY] = "error",
	    [VERDICT_NONE] = "ok",		 [VERDICT_SOLVED] = "ok",
	    [VERDICT_MULTIPLE] = "ok"};
	const struct mode *mode = settings->mode;
	const char *file = mode->takes & TAKES_INPUT ? name : NULL;

	json_source(out, name, settings, job);
	json_text(out, "status", status[verdict]);
	switch (verdict) {
	case VERDICT_INVALID:
	case VERDICT_CONFLICT:
		json_error(out, file, job, 1, job->where.what);
		if (mode_answers_conflict(settings, job))
			mode->json(out, settings, job);
		break;
	case VERDICT_TIMEOUT:
		json_error(out, file, job, 0, RENDER_TIMEOUT);
		if (mode->counts)
			mode->json(out, settings, job);
		break;
	case VERDICT_NO_MEMORY:
		json_error(out, file, job, 0, RENDER_NO_MEMORY);
		break;
	default:
		if (settings->verify)
			json_verify(out, job);
		mode->json(out, settings, job);
	}
	output_put(out, "}\n", 2);
}
