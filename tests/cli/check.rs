//! `gametree check TRACE.jsonl` end to end: the report and the exit status
//! (0 a correct search, 1 a divergence, 2 a trace that cannot be read),
//! `--json` for autograders, the options that choose the algorithm, and a
//! bad trace as one error line.

use std::path::PathBuf;

use serde_json::Value;

use crate::common::cli::{gametree, usage_error};
use crate::common::scratch::scratch_dir;
use crate::common::traces::classic_trace;

/// `contents` written to a fresh file `name`.
fn trace_file(test: &str, name: &str, contents: &str) -> PathBuf {
    let path = scratch_dir("check", test).join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn check(args: &[&str]) -> std::process::Output {
    let mut all = vec!["check"];
    all.extend_from_slice(args);
    gametree(&all)
}

#[test]
fn a_correct_search_exits_0_and_names_its_algorithm() {
    let path = trace_file("correct", "student.jsonl", &classic_trace(3, 2));
    let path = path.to_str().unwrap();
    let output = check(&[path, "--cutoff", "ge"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stderr.is_empty());
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        format!(
            "{path}: alpha-beta, fail-soft, cutoff at α ≥ β\n  15 events, 11 nodes, the root's value 3\n"
        )
    );
    // Without --cutoff both tests fit, and the report says why.
    let both = String::from_utf8(check(&[path]).stdout).unwrap();
    assert!(
        both.starts_with(&format!("{path} fits 2 algorithms:\n")),
        "{both}"
    );
    assert!(
        both.contains("They search alike here: α ≥ β and α > β differ only"),
        "{both}"
    );
}

#[test]
fn a_divergence_exits_1_with_its_sentence_and_its_json() {
    let path = trace_file("diverges", "student.jsonl", &classic_trace(1, 14));
    let path = path.to_str().unwrap();
    let output = check(&[path]);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stderr.is_empty());
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        text.lines().nth(1),
        Some(
            "  MIN at 3, after move 1 returned 14: 14 > α = 3, so alpha-beta goes on to move 2; your search returned."
        ),
        "{text}"
    );
    assert!(text.starts_with(&format!(
        "{path}: event 12 (line 13) leaves alpha-beta, fail-soft, cutoff at α ≥ β:\n"
    )));
    let output = check(&[path, "--json"]);
    assert_eq!(output.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["matches"], serde_json::json!([]));
    let divergence = &report["divergence"];
    assert_eq!(divergence["event"], 12);
    assert_eq!(divergence["line"], 13);
    assert_eq!(divergence["path"], serde_json::json!([3]));
    assert_eq!(divergence["kind"], "returned-early");
    assert_eq!(divergence["reference"]["algorithm"], "alphabeta");
    assert_eq!(divergence["reference"]["fail"], "soft");
    assert_eq!(divergence["reference"]["cutoff"], "ge");
}

#[test]
fn the_options_narrow_the_algorithms_checked() {
    let path = trace_file("options", "student.jsonl", &classic_trace(3, 2));
    let path = path.to_str().unwrap();
    // A fail-soft search is no fail-hard one: MIN at 2 returns 3 there.
    let hard = check(&[path, "--fail", "hard", "--json"]);
    assert_eq!(hard.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&hard.stdout).unwrap();
    assert_eq!(report["divergence"]["event"], 9);
    assert_eq!(report["divergence"]["kind"], "wrong-value");
    // Minimax passes no window.
    let minimax = check(&[path, "--algo", "minimax", "--json"]);
    assert_eq!(minimax.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&minimax.stdout).unwrap();
    assert_eq!(report["divergence"]["kind"], "window-in-minimax");
    let soft = check(&[path, "--algo", "alphabeta", "--fail", "soft", "--json"]);
    assert_eq!(soft.status.code(), Some(0));
    let report: Value = serde_json::from_slice(&soft.stdout).unwrap();
    assert_eq!(report["matches"].as_array().unwrap().len(), 2);
    for (args, message) in [
        (
            &["--algo", "pvs"][..],
            "error: invalid value for --algo <ALGO>: algorithm \"pvs\" is not one gametree check knows: minimax, alphabeta, negamax, negamax-ab\n",
        ),
        (
            &["--algo", "negamax-ab"],
            "error: --algo negamax-ab checks a trace whose values are the side to move's (negamax); this trace's header says \"values\": \"max\"\n",
        ),
        (
            &["--algo", "minimax", "--fail", "hard"],
            "error: --fail and --cutoff choose among alpha-beta's forms; minimax has none\n",
        ),
    ] {
        let mut all = vec![path];
        all.extend_from_slice(args);
        assert_eq!(usage_error(&check(&all)), message);
    }
}

#[test]
fn a_trace_that_cannot_be_read_is_one_error_line_with_exit_2() {
    let broken = "{\"gametree_trace\": 1, \"game\": \"tree\", \"position\": \"classic\"}\n{\"enter\": []}\n{\"leaf\": [1], \"value\": \"three\"}\n";
    let path = trace_file("broken", "broken.jsonl", broken);
    let path = path.to_str().unwrap();
    let message = usage_error(&check(&[path, "--json"]));
    assert_eq!(
        message,
        format!(
            "error: \"{path}\": line 3: \"value\" is a number, \"inf\" or \"-inf\": \"{{\"leaf\": [1], \"value\": \"three\"}}\"\n"
        )
    );
    let missing = usage_error(&check(&["/nonexistent/trace.jsonl"]));
    assert!(
        missing.starts_with("error: cannot read \"/nonexistent/trace.jsonl\": "),
        "{missing}"
    );
    let dir = scratch_dir("check", "directory");
    let directory = usage_error(&check(&[dir.to_str().unwrap()]));
    assert!(
        directory.ends_with("it is a directory, not a regular file\n"),
        "{directory}"
    );
}
