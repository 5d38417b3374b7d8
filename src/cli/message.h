/* message.h - the command's messages on standard error, each prefixed
 * with the program's name.  See LICENSE for copying terms. */
#ifndef SUDOKU_MESSAGE_H
#define SUDOKU_MESSAGE_H

/* The name every message starts with. */
#define PROGRAM_NAME "sudoku"

#if defined(__GNUC__) || defined(__clang__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

/* Print "sudoku: " and the formatted text as one line on stderr. */
void message(const char *fmt, ...) PRINTF_LIKE(1, 2);

#endif /* SUDOKU_MESSAGE_H */
