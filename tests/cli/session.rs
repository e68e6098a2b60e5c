//! `gametree analyze --session FILE` and `--save-session FILE [--step K]`
//! through the real binary: the file round-trips, flags override it, and a
//! bad file or step gives exit status 2 and one `error:` line.

use crate::common::cli::{analyze, json, usage_error};
use crate::common::scratch::scratch_dir;
use std::path::PathBuf;
use std::process::Output;

use serde_json::Value;

fn scratch(name: &str) -> PathBuf {
    scratch_dir("cli-session", name)
}

fn read_json(path: &PathBuf) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Stderr is exactly one `error: …` line, stdout is empty, the status is 2.
fn assert_refused(output: &Output, expected: &str) {
    let stderr = usage_error(output);
    assert!(stderr.contains(expected), "{stderr}");
}

#[test]
fn a_saved_session_searches_the_same_and_keeps_its_step() {
    let dir = scratch("round-trip");
    let file = dir.join("classic.gametree");
    let path = file.to_str().unwrap();
    let direct = json(&[
        "--tree",
        "classic",
        "--algo",
        "minimax",
        "--save-session",
        path,
        "--step",
        "19",
    ]);
    let saved = read_json(&file);
    assert_eq!(saved["format"], "gametree-session");
    assert_eq!(saved["version"], 1);
    assert_eq!(saved["tree"], "[[3,12,8],[2,4,6],[14,5,2]]");
    assert_eq!(saved["options"]["algo"], "minimax");
    assert_eq!(saved["cursor"]["step"], 19);

    let again = json(&["--session", path]);
    assert_eq!(again, direct, "the file searches what was searched");

    // Saving from the session keeps its step unless --step says otherwise.
    let copy = dir.join("copy.gametree");
    json(&["--session", path, "--save-session", copy.to_str().unwrap()]);
    assert_eq!(read_json(&copy), saved);
    json(&[
        "--session",
        path,
        "--save-session",
        copy.to_str().unwrap(),
        "--step",
        "0",
    ]);
    assert_eq!(read_json(&copy)["cursor"]["step"], 0);
}

#[test]
fn without_a_step_the_saved_session_is_at_the_end() {
    let dir = scratch("end");
    let file = dir.join("chess.gametree");
    let report = json(&["--depth", "2", "--save-session", file.to_str().unwrap()]);
    let saved = read_json(&file);
    assert_eq!(saved["cursor"]["step"], report["steps"]);
    assert_eq!(saved["options"]["depth"], 2);
    assert!(
        saved["fen"]
            .as_str()
            .unwrap()
            .starts_with("rnbqkbnr/pppppppp/")
    );
}

#[test]
fn flags_given_override_the_file() {
    let dir = scratch("override");
    let file = dir.join("classic.gametree");
    let path = file.to_str().unwrap();
    json(&[
        "--tree",
        "classic",
        "--algo",
        "minimax",
        "--save-session",
        path,
    ]);
    // The file is at minimax's end, step 39; alpha-beta ends at step 34,
    // which is where a saved copy goes.
    let copy = dir.join("copy.gametree");
    let report = json(&[
        "--session",
        path,
        "--algo",
        "alphabeta",
        "--save-session",
        copy.to_str().unwrap(),
    ]);
    assert_eq!(report["options"]["algo"], "alphabeta");
    assert_eq!(read_json(&copy)["cursor"]["step"], 34);
    assert_eq!(report["pruned"], 2, "alpha-beta prunes on the classic tree");
    let report = json(&["--session", path, "--tree", "[[1,2],[3,4]]"]);
    assert_eq!(report["tree"], "[[1,2],[3,4]]");
    assert_eq!(
        report["options"]["algo"], "minimax",
        "the file's algorithm stays"
    );
}

#[test]
fn a_bad_session_file_gives_status_2_and_one_error_line() {
    let dir = scratch("bad");
    let file = dir.join("bad.gametree");
    std::fs::write(
        &file,
        r#"{"format": "gametree-session", "version": 7, "tree": "classic"}"#,
    )
    .unwrap();
    let output = analyze(&["--session", file.to_str().unwrap()]);
    assert_refused(&output, "version 7; this gametree reads version 1");
    assert_refused(&output, "bad.gametree");

    std::fs::write(
        &file,
        r#"{"format": "gametree-session", "version": 1, "tree": "[[1,2],"}"#,
    )
    .unwrap();
    assert_refused(
        &analyze(&["--session", file.to_str().unwrap()]),
        "invalid tree",
    );

    std::fs::write(&file, r#"{"format": "gametree-session", "version": 1, "tree": "classic", "cursor": {"step": 99}}"#).unwrap();
    assert_refused(
        &analyze(&["--session", file.to_str().unwrap()]),
        "step 99 is beyond the end of this search, which has 34 steps",
    );

    let missing = dir.join("missing.gametree");
    assert_refused(
        &analyze(&["--session", missing.to_str().unwrap()]),
        "cannot read it",
    );
}

#[test]
fn a_step_beyond_the_end_or_an_unwritable_path_is_refused() {
    assert_refused(
        &analyze(&["--tree", "classic", "--step", "35"]),
        "step 35 is beyond the end of this search, which has 34 steps",
    );
    let dir = scratch("unwritable");
    let target = dir.join("no-such-dir").join("x.gametree");
    assert_refused(
        &analyze(&[
            "--tree",
            "classic",
            "--save-session",
            target.to_str().unwrap(),
        ]),
        "cannot save the session to",
    );
}
