/* progress.c - the clock and the --progress line.
 * See LICENSE for copying terms. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "message.h"
#include "progress.h"

/* Moves to the start of the line and clears it. */
#define ERASE_LINE "\r\033[K"

/* A progress line is on standard error: a signal handler reads it. */
static volatile sig_atomic_t line_shown;

void
stopwatch_start(struct timespec *start)
{
	clock_gettime(CLOCK_MONOTONIC, start);
}

double
stopwatch_seconds(const struct timespec *start)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start->tv_sec) +
	       (double)(now.tv_nsec - start->tv_nsec) * 1e-9;
}

/* A signal that ends the program: the line goes first, then the signal
 * does what it would have done (the exit status says which it was). */
static void
erase_and_die(int sig)
{
	if (line_shown)
		(void)write(STDERR_FILENO, ERASE_LINE, sizeof ERASE_LINE - 1);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Catch the signals that would leave the line on the terminal: Ctrl-C,
 * Ctrl-\, a closed terminal, kill, a reader that went away.  A signal the
 * caller had ignored stays ignored. */
static void
catch_fatal_signals(void)
{
	static const int fatal[] = {SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGPIPE};
	static int caught;
	struct sigaction old, act = {0};
	size_t i;

	if (caught)
		return;
	caught = 1;
	act.sa_handler = erase_and_die;
	sigemptyset(&act.sa_mask);
	for (i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
		if (sigaction(fatal[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_DFL)
			sigaction(fatal[i], &act, NULL);
}

void
progress_start(struct progress *p)
{
	stopwatch_start(&p->start);
	p->last_drawn = 0;
}

void
progress_draw(struct progress *p, uint64_t puzzles, unsigned long long offset,
	      long long size)
{
	double now = stopwatch_seconds(&p->start);

	if (now < 1.0 || now - p->last_drawn < 0.25)
		return;
	p->last_drawn = now;
	catch_fatal_signals();
	line_shown = 1;
	/* Not a message: it starts with a carriage return, and no newline
	 * ends it. */
	fprintf(stderr, "\r%s: %llu puzzles, %.0f/s", PROGRAM_NAME,
		(unsigned long long)puzzles, (double)puzzles / now);
	if (size > 0)
		fprintf(stderr, ", %.0f%%", 100.0 * (double)offset /
						    (double)size);
	fputs("\033[K", stderr);
}

void
progress_erase(void)
{
	if (line_shown)
		fputs(ERASE_LINE, stderr);
	line_shown = 0;
}

void
progress_end(struct progress *p)
{
	(void)p;
	progress_erase();
}
