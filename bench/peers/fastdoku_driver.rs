//! fastdoku_driver - fastdoku behind the command line bench/bench.sh asks
//! of a reference solver.  See LICENSE for copying terms.
//!
//! usage: fastdoku_driver LIMIT [-q]
//!
//! Reads one puzzle a line on standard input (its first 81 characters:
//! digits 1-9 for clues, anything else a blank), counts each one's
//! solutions up to LIMIT and prints the count, one line a puzzle (-q:
//! nothing).  On standard error it ends with 'fastdoku: N puzzles, S
//! solutions'; fastdoku counts no guesses unless built with its `stats`
//! feature, which slows it, so there are none to report.  Exit status 0,
//! 1 when a line was too short to be a puzzle (it is skipped), 2 on a
//! usage or read error.
//!
//! The count is the one fastdoku's own command makes (its `auto` engine):
//! the scalar jcz engine first, with fastdoku's difficulty gate and guess
//! budget, and the triad engine for a puzzle jcz hands on.  It is the
//! main of a small crate built outside this tree with fastdoku as a path
//! dependency; see bench/README.md.  fastdoku is not part of this project.

use std::io::{self, BufRead, BufWriter, Write};
use std::process::exit;

// The predicate fastdoku's build.rs sets its triad_engine cfg by.
#[cfg(any(all(target_arch = "x86_64", target_feature = "avx2"), target_arch = "aarch64"))]
fn count(clues: &[u8; 81], limit: u64) -> u64 {
    use fastdoku::jcz::{run, Outcome};
    match run(clues, limit, fastdoku::HYBRID_MAX_UNSOLVED, fastdoku::HYBRID_GUESS_BUDGET) {
        Outcome::Done(n, _) => n,
        Outcome::Deferred => fastdoku::triad_count_solutions(clues, limit),
    }
}

#[cfg(not(any(all(target_arch = "x86_64", target_feature = "avx2"), target_arch = "aarch64")))]
fn count(clues: &[u8; 81], limit: u64) -> u64 {
    fastdoku::jcz_count_solutions(clues, limit)
}

fn usage() -> ! {
    eprintln!("usage: fastdoku_driver LIMIT [-q]");
    exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quiet = match args.len() {
        2 => false,
        3 if args[2] == "-q" => true,
        _ => usage(),
    };
    let limit: u64 = match args[1].parse() {
        Ok(n) if n > 0 && args[1].bytes().all(|b| b.is_ascii_digit()) => n,
        _ => usage(),
    };
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut line = Vec::with_capacity(128);
    let (mut puzzles, mut solutions, mut lineno, mut status) = (0u64, 0u64, 0u64, 0);
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                eprintln!("fastdoku_driver: standard input: {e}");
                exit(2);
            }
        }
        lineno += 1;
        let text = line.iter().take_while(|&&b| b != b'\n' && b != b'\r');
        if text.clone().count() < 81 {
            eprintln!(
                "fastdoku_driver: line {}: fewer than 81 characters, skipped",
                lineno
            );
            status = 1;
            continue;
        }
        let mut clues = [0u8; 81];
        for (cell, &b) in clues.iter_mut().zip(text) {
            *cell = if (b'1'..=b'9').contains(&b) { b - b'0' } else { 0 };
        }
        let found = count(&clues, limit);
        puzzles += 1;
        solutions += found;
        if !quiet && writeln!(out, "{found}").is_err() {
            eprintln!("fastdoku_driver: standard output: write failed");
            exit(2);
        }
    }
    if out.flush().is_err() {
        eprintln!("fastdoku_driver: standard output: write failed");
        exit(2);
    }
    eprintln!("fastdoku: {puzzles} puzzles, {solutions} solutions");
    exit(status);
}
