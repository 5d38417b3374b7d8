/* options.h - the command line's options.  See LICENSE for copying terms. */
#ifndef SUDOKU_OPTIONS_H
#define SUDOKU_OPTIONS_H

#include "cli.h"

/*
 * Parse the options into 'settings' (custom target weights are loaded
 * into 'weights'); returns the index of the first operand.  --help and
 * --version print and exit; a usage error or unreadable weights file is
 * reported and exits with STATUS_TROUBLE.
 */
int options_parse(int argc, char **argv, struct settings *settings,
		  int weights[81]);

#endif /* SUDOKU_OPTIONS_H */
