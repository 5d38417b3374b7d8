/* stream_client.c - talk to the sudoku command as a co-process does: write
 * a puzzle, wait for its answer with the pipe left open.  See LICENSE.
 *
 * Usage: stream_client converse SUDOKU [ARG...]
 *        stream_client typed SUDOKU
 *        stream_client progress signal|eof SUDOKU
 *
 * converse: one puzzle, a bad line, a grid of nine rows, a short line
 * of cells and three lines written at once (a clash among them), each
 * answered (and a bad one's message written) within SUDOKU_STREAM_MS
 * milliseconds (default 100) of being written.
 * typed: with standard input a terminal, --progress draws nothing.
 * progress: a drawn progress line is erased when the program is
 * interrupted (SIGINT, of which it then dies) or reaches the end.
 * Exits 0 when all holds, 1 with a message when not, 2 on a usage or
 * system error. */
/* The feature test macro of the pseudo-terminal functions: reserved for
 * exactly this use. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "support.h"

static const char puzzle[] = "..3.2.6..9..3.5..1..18.64....81.29..7......."
			     "8..67.82....26.95..8..2.3..9..5.1.3..\n";
static const char solution[] = "483921657967345821251876493548132976729564138"
			       "136798245372689514814253769695417382";
/* The puzzle, the same with a clash (its first two cells 1), the puzzle;
 * and what the last two answers are. */
static const char together[] =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.."
    "9..5.1.3..\n"
    "113.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.."
    "9..5.1.3..\n"
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3.."
    "9..5.1.3..\n";
static const char invalid_then_solution[] =
    "invalid\n483921657967345821251876493548132976729564138136798245372689514"
    "814253769695417382\n";
static const char grid[] = "2 0 0 0 1 0 8 9 0\n0 0 7 0 0 0 0 0 0\n"
			   "0 0 0 9 0 0 0 0 7\n0 6 0 0 0 1 3 0 0\n"
			   "0 9 0 7 3 4 0 8 0\n0 0 3 6 0 0 0 5 0\n"
			   "6 0 0 0 0 2 0 0 0\n0 0 0 0 0 0 1 0 0\n"
			   "0 5 9 0 8 0 0 0 3\n";

/* The command, and what it wrote so far on each stream. */
struct child {
	pid_t pid;
	int in;			/* its standard input; -1 once closed */
	int fd[2];		/* its standard output and error */
	char text[2][1 << 17];
	size_t len[2];
	size_t from[2];		/* where the answers to the last send start */
};

static void
die(const char *what)
{
	fprintf(stderr, "stream_client: %s: %s\n", what, strerror(errno));
	exit(2);
}

/* Start 'argv' with its standard input from 'input' (-1: a new pipe). */
static void
start(struct child *c, char **argv, int input)
{
	int in[2] = {input, -1}, out[2], err[2];

	if ((input < 0 && pipe(in) != 0) || pipe(out) != 0 || pipe(err) != 0)
		die("pipe");
	c->pid = fork();
	if (c->pid < 0)
		die("fork");
	if (c->pid == 0) {
		/* As from a terminal, whatever this test was started from. */
		signal(SIGINT, SIG_DFL);
		signal(SIGPIPE, SIG_DFL);
		dup2(in[0], 0);
		dup2(out[1], 1);
		dup2(err[1], 2);
		if (in[1] >= 0)
			close(in[1]);
		close(out[0]);
		close(err[0]);
		execv(argv[0], argv);
		_exit(127);
	}
	if (input < 0)
		close(in[0]);
	close(out[1]);
	close(err[1]);
	c->in = in[1];
	c->fd[0] = out[0];
	c->fd[1] = err[0];
	c->len[0] = c->len[1] = 0;
	c->from[0] = c->from[1] = 0;
}

/* Write 'text' to the command; what it writes next is its answer. */
static void
send(struct child *c, const char *text)
{
	size_t len = strlen(text);

	c->from[0] = c->len[0];
	c->from[1] = c->len[1];
	if (write(c->in, text, len) != (ssize_t)len)
		die("write");
}

/* Read what the command writes for up to 'ms' milliseconds, or until
 * what its stream 'which' wrote since the last send() holds 'needle'
 * (NULL: the whole time).  Returns 1 when it does. */
static int
wait_for(struct child *c, int which, const char *needle, double ms)
{
	double end = support_now() + ms / 1000;
	struct pollfd p[2];
	ssize_t got;
	int i, left;

	for (;;) {
		c->text[which][c->len[which]] = '\0';
		if (needle != NULL &&
		    strstr(c->text[which] + c->from[which], needle) != NULL)
			return 1;
		left = (int)((end - support_now()) * 1000);
		if (left <= 0)
			return 0;
		for (i = 0; i < 2; i++)
			p[i] = (struct pollfd){c->fd[i], POLLIN, 0};
		if (poll(p, 2, left) < 0 && errno != EINTR)
			die("poll");
		for (i = 0; i < 2; i++) {
			if (!(p[i].revents & (POLLIN | POLLHUP)))
				continue;
			got = read(c->fd[i], c->text[i] + c->len[i],
				   sizeof c->text[i] - 1 - c->len[i]);
			if (got > 0)
				c->len[i] += (size_t)got;
			else
				c->fd[i] = -1;	/* poll ignores it now */
		}
	}
}

/* Close the command's input, read the rest and return its wait status. */
static int
finish(struct child *c)
{
	int status;

	if (c->in >= 0)
		close(c->in);
	while (c->fd[0] >= 0 || c->fd[1] >= 0)
		(void)wait_for(c, 0, NULL, 100);
	if (waitpid(c->pid, &status, 0) < 0)
		die("waitpid");
	return status;
}

static int failures;

/* The last 'n' bytes of what stream 'which' wrote, for a message. */
static const char *
tail(const struct child *c, int which, size_t n)
{
	return c->text[which] + (c->len[which] > n ? c->len[which] - n : 0);
}

static void
expect(int ok, const char *what, const struct child *c)
{
	if (ok)
		return;
	printf("stream_client: %s\n--- stdout ends:\n%s--- stderr ends:\n"
	       "%s---\n",
	       what, tail(c, 0, 400), tail(c, 1, 400));
	failures++;
}

/* How long an answer may take, in milliseconds. */
static double
answer_time(void)
{
	const char *ms = getenv("SUDOKU_STREAM_MS");

	char *end;
	double v;

	if (ms == NULL)
		return 100;
	v = strtod(ms, &end);
	return end != ms && *end == '\0' && v > 0 ? v : 100;
}

static int
converse(char **argv)
{
	static struct child c;
	double limit = answer_time();
	int status, json = 0, i;

	for (i = 1; argv[i] != NULL; i++)
		json |= strcmp(argv[i], "json") == 0;
	start(&c, argv, -1);
	/* The first answer also waits for the program to start. */
	send(&c, puzzle);
	expect(wait_for(&c, 0, solution, 10000), "no answer at all", &c);
	send(&c, puzzle);
	expect(wait_for(&c, 0, solution, limit),
	       "a puzzle is not answered at once", &c);
	send(&c, "abc\n");
	expect(wait_for(&c, 1, ":3:1: unexpected character 'a'", limit),
	       "no message at once for a bad line", &c);
	expect(wait_for(&c, 0, "invalid", limit),
	       "a bad line is not answered at once", &c);
	send(&c, grid);
	expect(wait_for(&c, 0, json ? "159486723" : "1 5 9 4 8 6 7 2 3", limit),
	       "a grid is not answered at once", &c);
	send(&c, "123456789012\n");	/* shorter than a puzzle line */
	expect(wait_for(&c, 1, ":13:13: too few cells: found 12", limit),
	       "no message at once for a short line", &c);
	expect(wait_for(&c, 0, "invalid", limit),
	       "a short line is not answered at once", &c);
	/* Lines written at once, a clash among them: each answered at
	 * once, in order. */
	send(&c, together);
	expect(wait_for(&c, 1, ":15:2: invalid puzzle: clue 1", limit),
	       "no message at once for a clash among lines sent together",
	       &c);
	expect(wait_for(&c, 0, json ? "\"line\":16" : invalid_then_solution,
			limit),
	       "lines sent together are not all answered at once", &c);
	status = finish(&c);
	expect(WIFEXITED(status) && WEXITSTATUS(status) == 2,
	       "exit status is not 2 after bad lines", &c);
	return failures != 0;
}

/* With a terminal as standard input, nothing is drawn across it. */
static int
typed(char *bin)
{
	static struct child c;
	char *argv[] = {bin, "--progress", NULL};
	struct termios mode;
	int master, slave, status;

	master = posix_openpt(O_RDWR | O_NOCTTY);
	if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0)
		die("posix_openpt");
	slave = open(ptsname(master), O_RDWR | O_NOCTTY);
	if (slave < 0 || tcgetattr(slave, &mode) != 0)
		die("open the terminal");
	mode.c_lflag &= ~(tcflag_t)ECHO;	/* nothing to read back */
	if (tcsetattr(slave, TCSANOW, &mode) != 0)
		die("tcsetattr");
	start(&c, argv, slave);
	close(slave);
	c.in = master;
	send(&c, puzzle);
	expect(wait_for(&c, 0, solution, 10000), "no answer at all", &c);
	(void)wait_for(&c, 0, NULL, 1300);	/* past the progress delay */
	send(&c, "abc\n");
	expect(wait_for(&c, 0, "invalid", 10000), "no second answer", &c);
	send(&c, "\004");	/* end of input, as Ctrl-D */
	status = finish(&c);
	expect(WIFEXITED(status) && WEXITSTATUS(status) == 2,
	       "exit status is not 2 after a bad line", &c);
	expect(strchr(c.text[1], '\r') == NULL,
	       "a progress line was drawn while typing", &c);
	return failures != 0;
}

/* A progress line is drawn, then the program is interrupted or its input
 * ends: the line must be erased, and an interrupted program die of it. */
static int
progress(const char *how, char *bin)
{
	static const char erase[] = "\r\033[K";
	static struct child c;
	char *argv[] = {bin, "--progress", NULL};
	size_t n, len;
	int i, status;

	start(&c, argv, -1);
	send(&c, puzzle);
	expect(wait_for(&c, 0, solution, 10000), "no answer at all", &c);
	(void)wait_for(&c, 0, NULL, 1300);	/* past the progress delay */
	for (i = 0; i < 1100; i++) {	/* more than a window of puzzles */
		send(&c, puzzle);
		if (i % 50 == 49)	/* its answers must not fill a pipe */
			(void)wait_for(&c, 0, NULL, 5);
	}
	c.from[1] = 0;	/* drawn while they were being written, maybe */
	expect(wait_for(&c, 1, "puzzles", 10000), "no progress line", &c);
	if (strcmp(how, "signal") == 0) {
		kill(c.pid, SIGINT);
		status = finish(&c);
		expect(WIFSIGNALED(status) && WTERMSIG(status) == SIGINT,
		       "did not die of SIGINT", &c);
	} else {
		status = finish(&c);
		expect(WIFEXITED(status) && WEXITSTATUS(status) == 0,
		       "exit status is not 0", &c);
	}
	n = c.len[1];
	len = sizeof erase - 1;
	expect(n >= len && memcmp(c.text[1] + n - len, erase, len) == 0,
	       "the progress line was not erased", &c);
	return failures != 0;
}

int
main(int argc, char **argv)
{
	signal(SIGPIPE, SIG_IGN);	/* a dead command fails a write */
	if (argc >= 3 && strcmp(argv[1], "converse") == 0)
		return converse(argv + 2);
	if (argc == 3 && strcmp(argv[1], "typed") == 0)
		return typed(argv[2]);
	if (argc == 4 && strcmp(argv[1], "progress") == 0)
		return progress(argv[2], argv[3]);
	fputs("usage: stream_client converse SUDOKU [ARG...]\n"
	      "       stream_client typed SUDOKU\n"
	      "       stream_client progress signal|eof SUDOKU\n",
	      stderr);
	return 2;
}
