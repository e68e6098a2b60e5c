//! The rules' words from the command line in German: a bad PGN given to
//! `analyze --pgn` and a malformed line of a trace given to `check` are
//! refused with the reason as a German would write it; the quoted input
//! and the JSON keys stay as written.

use crate::common::cli::german_refusal;
use crate::common::english::english_words_in;
use crate::common::scratch::scratch_dir;

/// A scratch file `name` holding `contents`, as a path.
fn scratch_file(test: &str, name: &str, contents: &str) -> String {
    let path = scratch_dir("cli-german-rules", test).join(name);
    std::fs::write(&path, contents).unwrap();
    path.display().to_string()
}

#[test]
fn a_bad_pgn_is_refused_in_german() {
    let path = scratch_file(
        "pgn",
        "game.pgn",
        "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Ke7 3. Qxf7",
    );
    let error = german_refusal(&["analyze", "--pgn", &path]);
    let said = "Zeile 4, Spalte 15: \"Qxf7\" ist für Weiß in \
                \"rnbq1bnr/ppppkppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQ - 2 3\" kein legaler Zug";
    assert!(error.contains(said), "{error}");
    assert!(english_words_in(said).is_empty());
}

#[test]
fn a_malformed_trace_line_is_refused_in_german() {
    let trace = "{\"gametree_trace\": 1, \"game\": \"tree\", \"position\": \"classic\"}\n\
                 {\"enter\": []}\n{\"enter\": [1], \"alpha\": 3}\n";
    let path = scratch_file("trace", "broken.jsonl", trace);
    let error = german_refusal(&["check", &path]);
    let said = "Zeile 3: \"alpha\" und \"beta\" stehen entweder beide da oder keiner von beiden: \
                \"{\"enter\": [1], \"alpha\": 3}\"";
    assert!(error.contains(said), "{error}");
    let reason = said.split(": \"{").next().unwrap();
    assert!(english_words_in(reason).is_empty(), "{reason}");
}
