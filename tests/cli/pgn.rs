//! `gametree analyze --pgn FILE [--ply N]` (`-` for standard input) and
//! `--fen` with a `[FEN "…"]` tag or a move list: the real binary searches
//! the position picked from a game, and a bad PGN is one `error:` line
//! (exit 2) naming its line and column.

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

use crate::common::cli::{analyze, json, usage_error};
use crate::common::scratch::scratch_dir;

/// The Opera Game (Morphy, Paris 1858), with comments, NAGs and variations.
const OPERA: &str = include_str!("../data/pgn/opera.pgn");

/// Writes `text` to a fresh file and returns its path.
fn pgn_file(name: &str, text: &str) -> String {
    let path = scratch_dir("cli-pgn", name).join("game.pgn");
    if let Err(error) = std::fs::write(&path, text) {
        panic!("cannot write {}: {error}", path.display());
    }
    path.display().to_string()
}

#[test]
fn the_last_position_of_the_game_is_searched_by_default() {
    let path = pgn_file("last", OPERA);
    let value = json(&["--pgn", &path, "--depth", "1"]);
    // 17. Rd8#: Black is checkmated, to move.
    assert_eq!(
        value["fen"],
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
}

#[test]
fn ply_picks_any_position_of_the_game() {
    let path = pgn_file("ply", OPERA);
    let value = json(&["--pgn", &path, "--ply", "30", "--depth", "1"]);
    // After 15... Nxd7 (ply 30): White to move, about to play 16. Qb8+.
    assert_eq!(
        value["fen"],
        "4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 0 16"
    );
    let start = json(&["--pgn", &path, "--ply", "0", "--depth", "1"]);
    assert_eq!(
        start["fen"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let error = usage_error(&analyze(&["--pgn", &path, "--ply", "34"]));
    assert!(error.contains("--ply 34 is past the end"), "{error}");
    assert!(error.contains("which has 33 plies"), "{error}");
}

#[test]
fn fen_takes_a_pasted_fen_tag_and_a_move_list() {
    let fen = "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1";
    let tag = format!("[FEN \"{fen}\"]");
    assert_eq!(json(&["--fen", &tag, "--depth", "1"])["fen"], fen);
    let moves = json(&["--fen", "1. e4 e5 2. Nf3", "--depth", "1"]);
    assert_eq!(
        moves["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
}

#[test]
fn a_bad_pgn_is_one_error_line_with_its_line_and_column() {
    let path = pgn_file("bad", "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Ke7 3. Qxf7");
    let error = usage_error(&analyze(&["--pgn", &path]));
    assert!(error.contains("game.pgn"), "{error}");
    assert!(
        error.contains("line 4, column 15: \"Qxf7\" is not a legal move for White"),
        "{error}"
    );
    let tag = usage_error(&analyze(&["--fen", "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]"]));
    assert!(tag.contains("line 1, column 6"), "{tag}");
    let missing = usage_error(&analyze(&["--pgn", "/nonexistent/game.pgn"]));
    assert!(missing.contains("cannot read PGN file"), "{missing}");
}

#[test]
fn pgn_conflicts_with_other_positions_and_games() {
    let path = pgn_file("conflicts", OPERA);
    let both = analyze(&["--pgn", &path, "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"]);
    assert_eq!(both.status.code(), Some(2));
    let error = usage_error(&analyze(&["--pgn", &path, "--game", "tictactoe"]));
    assert!(error.contains("--pgn gives a chess position"), "{error}");
    let ply_alone = analyze(&["--ply", "3"]);
    assert_eq!(ply_alone.status.code(), Some(2));
}

/// `gametree analyze ARGS…` with `input` on its standard input.
fn analyze_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = crate::common::cli::english(&mut Command::new(env!("CARGO_BIN_EXE_gametree")))
        .arg("analyze")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("the binary does not run: {error}"));
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(input.as_bytes())
            .unwrap_or_else(|error| panic!("cannot write to its stdin: {error}"));
    }
    child
        .wait_with_output()
        .unwrap_or_else(|error| panic!("it did not finish: {error}"))
}

#[test]
fn pgn_dash_reads_the_game_from_standard_input() {
    let output = analyze_with_stdin(
        &["--pgn", "-", "--ply", "30", "--depth", "3", "--json"],
        OPERA,
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let value: serde_json::Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|error| panic!("stdout is not one JSON object: {error}"));
    // The same position as from the file: after 15... Nxd7, Morphy's mate in 2.
    assert_eq!(
        value["fen"],
        "4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 0 16"
    );
    assert_eq!(value["value_text"], "#2");
    let bad = usage_error(&analyze_with_stdin(&["--pgn", "-"], "1. e4 Ke7"));
    assert!(
        bad.contains("the PGN on standard input: line 1, column 7: \"Ke7\""),
        "{bad}"
    );
    let short = usage_error(&analyze_with_stdin(&["--pgn", "-", "--ply", "5"], "1. e4"));
    assert!(short.contains("which has 1 ply"), "{short}");
}
