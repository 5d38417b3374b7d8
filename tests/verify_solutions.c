/* verify_solutions.c - check 'puzzle:solution' lines, independently of the
 * library: each solution is complete, valid and agrees with its clues.
 * See LICENSE for copying terms.
 *
 * Reads standard input; prints the number of lines checked and exits 1 at
 * the first bad line, naming it.
 */
#include <stdio.h>
#include <string.h>

static int
valid_completion(const char *puzzle, const char *solution)
{
	unsigned rows[9] = {0}, cols[9] = {0}, boxes[9] = {0}, bit;
	int i, d, r, c, b;

	for (i = 0; i < 81; i++) {
		if (solution[i] < '1' || solution[i] > '9')
			return 0;
		d = solution[i] - '0';
		if (puzzle[i] >= '1' && puzzle[i] <= '9' && puzzle[i] != solution[i])
			return 0;
		r = i / 9;
		c = i % 9;
		b = (r / 3) * 3 + c / 3;
		bit = 1u << d;
		if ((rows[r] | cols[c] | boxes[b]) & bit)
			return 0;
		rows[r] |= bit;
		cols[c] |= bit;
		boxes[b] |= bit;
	}
	return 1;
}

int
main(void)
{
	char line[512];
	unsigned long n = 0;

	while (fgets(line, sizeof line, stdin) != NULL) {
		n++;
		if (strlen(line) < 164 || line[81] != ':' ||
		    !valid_completion(line, line + 82)) {
			printf("bad solution on line %lu: %s", n, line);
			return 1;
		}
	}
	printf("%lu solutions verified\n", n);
	return 0;
}
