//! The example searches of `examples/trace/` run as a student runs them
//! (plain Python over a textbook tree, python-chess at depth 2), and their
//! traces checked: both are alpha-beta. Skipped where python3 (or
//! python-chess) is missing, except on CI (`CI` set), which installs both.

use std::path::Path;
use std::process::Command;

use crate::common::cli::gametree;
use crate::common::scratch::scratch_dir;

/// The trace `script` prints with `args`, written to a scratch file; `None`
/// when python3, or a module the script imports, is missing (a failure on CI).
fn run_example(script: &str, args: &[&str], module: Option<&str>) -> Option<String> {
    let available = Command::new("python3")
        .args(["-c", &format!("import {}", module.unwrap_or("json"))])
        .output()
        .is_ok_and(|output| output.status.success());
    if !available {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have python3 and python-chess for {script}"
        );
        eprintln!("skipped: python3 with {module:?} is not installed");
        return None;
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/trace")
        .join(script);
    let output = Command::new("python3")
        .arg(path)
        .args(args)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{script}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let file = scratch_dir("check-examples", script).join("trace.jsonl");
    std::fs::write(&file, &output.stdout).unwrap();
    Some(file.to_str().unwrap().to_owned())
}

#[test]
fn the_plain_python_tree_search_is_alpha_beta() {
    let Some(trace) = run_example("alphabeta_tree.py", &["[[3,12,8],[2,4,6],[14,5,2]]"], None)
    else {
        return;
    };
    let output = gametree(&["check", &trace, "--cutoff", "ge"]);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        format!(
            "{trace}: alpha-beta, fail-soft, cutoff at α ≥ β\n  29 events, 11 nodes, the root's value 3\n"
        )
    );
}

#[test]
fn the_python_chess_search_at_depth_2_is_alpha_beta() {
    // After 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6: White mates with Qxf7.
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    let Some(trace) = run_example("alphabeta_chess.py", &[fen, "2"], Some("chess")) else {
        return;
    };
    let output = gametree(&["check", &trace, "--json"]);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let names: Vec<&str> = report["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"alpha-beta, fail-soft, cutoff at α ≥ β"),
        "{names:?}"
    );
    assert_eq!(
        report["value"], 1000,
        "Qxf7 mates: the material search's mate value"
    );
}
