/* json.h - answers as JSON lines (-f json): one object per puzzle.
 * See LICENSE for copying terms. */
#ifndef SUDOKU_JSON_H
#define SUDOKU_JSON_H

#include <stddef.h>

#include "cli.h"
#include "job.h"
#include "output.h"

/*
 * Write 'len' bytes at 's' as a JSON string, quotes included.  Any bytes
 * may come: valid UTF-8 is copied, '"', '\' and control characters are
 * escaped, and each byte that is not part of valid UTF-8 becomes U+FFFD.
 * Runs of bytes that stand for themselves go out in one piece.
 */
void json_string(struct output *out, const char *s, size_t len);

/* The fields of an object, each with its leading comma: a name and the
 * value (json_key), a grid's 81 cells ('.' for blank) or null when 'g'
 * is NULL, a number, true or false.  json_grid() with a NULL key writes
 * the value alone. */
void json_key(struct output *out, const char *key);
void json_grid(struct output *out, const char *key,
	       const struct sudoku_grid *g);
void json_number(struct output *out, const char *key, long long n);
void json_bool(struct output *out, const char *key, int value);

/*
 * Write the answer to 'job', read from the input called 'name', whose
 * verdict is 'v', as one line holding one JSON object; sudoku(1) and
 * README.md give its schema, tests/check_json.sh checks it.
 */
void json_answer(struct output *out, const char *name,
		 const struct settings *settings, const struct job *job,
		 enum verdict v);

#endif /* SUDOKU_JSON_H */
