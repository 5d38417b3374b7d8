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

struct kept;

/* Print "sudoku: " and the formatted text as one line on stderr, or keep
 * the line where message_keep() said. */
void message(const char *fmt, ...) PRINTF_LIKE(1, 2);

/*
 * message_keep - keep the messages of the calling thread in 'k' rather
 * than print them, until called with NULL: a worker answering a part of
 * the input, whose messages are printed in input order (parts.c).  A
 * line that cannot be kept, out of memory, is printed.
 */
void message_keep(struct kept *k);

#endif /* SUDOKU_MESSAGE_H */
