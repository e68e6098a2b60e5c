//! `gametree analyze` end to end: the real binary, its JSON, DOT and trace
//! output, and its exit status and stderr for bad input.

use std::path::PathBuf;

use crate::common::cli::{analyze, gametree, json};
use crate::common::scratch::scratch_dir;
use serde_json::Value;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
/// White to move mates with Qh5xf7# (Scholar's mate).
const MATE_IN_ONE: &str = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

fn temp_path(name: &str) -> PathBuf {
    scratch_dir("cli", name).join(name)
}

#[test]
fn classic_tree_json() {
    let report = json(&["--tree", CLASSIC]);
    assert_eq!(report["value"], 3);
    assert_eq!(report["best_move"], "1");
    assert_eq!(report["best_move_uci"], Value::Null);
    assert_eq!(report["mate_in_plies"], Value::Null);
    assert_eq!(report["value_text"], "3");
    assert_eq!(
        report["evaluated"],
        serde_json::json!([3, 12, 8, 2, 14, 5, 2])
    );
    assert_eq!(report["pruned"], 2);
    assert_eq!(report["cutoffs"], 1);
    assert_eq!(report["pv"], serde_json::json!(["1", "1"]));
    assert_eq!(report["truncated"], false);
    assert_eq!(report["max_ply"], 2);
    for field in ["nodes", "leaves", "tt_hits", "steps"] {
        assert!(report[field].is_u64(), "{field}: {report}");
    }
    assert_eq!(report["leaves"], 7);
}

#[test]
fn classic_tree_minimax_evaluates_every_leaf() {
    let report = json(&["--tree", "classic", "--algo", "minimax"]);
    assert_eq!(report["value"], 3);
    assert_eq!(
        report["evaluated"],
        serde_json::json!([3, 12, 8, 2, 4, 6, 14, 5, 2])
    );
    assert_eq!(report["pruned"], 0);
    assert_eq!(report["nodes"], 13);
}

#[test]
fn mate_in_one() {
    let report = json(&["--fen", MATE_IN_ONE, "--depth", "2"]);
    // Qxf7# is one ply and one move away: 1 ply, written #1.
    assert_eq!(report["mate_in_plies"], 1);
    assert_eq!(report["value_text"], "#1");
    assert_eq!(report["best_move"], "Qxf7#");
    assert_eq!(report["best_move_uci"], "h5f7");
    assert_eq!(report["pv"][0], "Qxf7#");
    assert!(report["value"].as_i64().is_some_and(|v| v > 0), "{report}");
}

#[test]
fn iterative_deepening_lists_every_depth() {
    let report = json(&["--depth", "3", "--id", "--order", "captures"]);
    let iterations = report["iterations"]
        .as_array()
        .expect("an iterations array");
    assert_eq!(iterations.len(), 3);
    for (depth, iteration) in (1..).zip(iterations) {
        assert_eq!(iteration["depth"], depth);
        for field in ["best_move", "value", "nodes", "pv"] {
            assert!(!iteration[field].is_null(), "{field}: {iteration}");
        }
    }
    assert_eq!(iterations[2]["value"], report["value"]);
}

#[test]
fn iterative_deepening_gives_each_depths_effective_branching_factor() {
    // Minimax from the start position: 1 + 20 = 21 nodes at depth 1,
    // 1 + 20 + 400 = 421 at depth 2, so EBF(2) = 421 / 21.
    let args = ["--algo", "minimax", "--depth", "2", "--id"];
    let report = json(&args);
    let iterations = report["iterations"].as_array().unwrap();
    let nodes: Vec<u64> = iterations
        .iter()
        .map(|iteration| iteration["nodes"].as_u64().unwrap())
        .collect();
    assert_eq!(nodes, [21, 421]);
    assert!(iterations[0]["ebf"].is_null(), "no depth before depth 1");
    let ebf = 421.0 / 21.0;
    assert_eq!(iterations[1]["ebf"].as_f64(), Some(ebf));
    assert_eq!(report["ebf"].as_f64(), Some(ebf));
    let output = analyze(&args);
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("nodes 421 (EBF 20.05), pv"), "{text}");
    // Without --id there is no EBF to give.
    assert!(
        json(&["--algo", "minimax", "--depth", "2"])
            .get("ebf")
            .is_none()
    );
}

#[test]
fn start_position_defaults() {
    let report = json(&[]);
    assert_eq!(report["options"]["algo"], "alphabeta");
    assert_eq!(report["options"]["depth"], 3);
    assert_eq!(report["value"], 0);
    assert!(report["best_move_uci"].is_string());
    assert_eq!(report["pv"].as_array().map(Vec::len), Some(3));
}

#[test]
fn minimax_node_count_is_perft_sum() {
    let report = json(&["--algo", "minimax", "--depth", "3"]);
    assert_eq!(report["nodes"], 1 + 20 + 400 + 8902);
}

#[test]
fn text_output_by_default() {
    let output = analyze(&["--tree", CLASSIC]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.contains("value      3"), "{text}");
    assert!(text.contains("best move  1"), "{text}");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let bad: &[&[&str]] = &[
        &[
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
        ],
        &[
            "--fen",
            "rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ],
        &["--fen", ""],
        &["--tree", "[[1,2],[3,x]]"],
        &["--tree", "[[1,2],[3,4]"],
        &["--tree", CLASSIC, "--depth", "1"],
        &["--tree", CLASSIC, "--id"],
        &["--depth", "0"],
        &["--depth", "65"],
        &["--depth", "x"],
        &["--algo", "alpha-beta"],
        &["--order", "random:x"],
        &["--fail", "medium"],
        &["--eval", "mobility"],
        &["--max-nodes", "0"],
        &["--bogus"],
        &["--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--tree", CLASSIC],
        &["--json", "--trace"],
        &["--dot", "/nonexistent-dir/tree.dot", "--tree", CLASSIC],
    ];
    for args in bad {
        let output = analyze(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}: stdout not empty");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn unknown_subcommand_exits_2() {
    let output = gametree(&["analyse"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(String::from_utf8_lossy(&output.stderr).lines().count(), 1);
}

#[test]
fn help_exits_0() {
    let output = analyze(&["--help"]);
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    assert!(help.contains("--fen"), "{help}");
    assert!(output.stderr.is_empty());
}

#[test]
fn dot_output_is_well_formed() {
    let path = temp_path("classic.dot");
    let path_text = path.to_str().expect("a UTF-8 temp path");
    let output = analyze(&["--tree", CLASSIC, "--dot", path_text]);
    assert!(output.status.success());
    let dot = std::fs::read_to_string(&path).expect("the DOT file was written");
    std::fs::remove_file(&path).ok();
    assert!(dot.starts_with("digraph gametree {"), "{dot}");
    assert!(dot.trim_end().ends_with('}'), "{dot}");
    let opens = dot.matches('{').count();
    assert_eq!(opens, dot.matches('}').count(), "{dot}");
    assert_eq!(dot.matches('"').count() % 2, 0, "{dot}");
    // 13 nodes: the root, 3 MIN nodes, 7 evaluated leaves and 2 pruned moves.
    let nodes = dot
        .lines()
        .filter(|l| !l.contains("->"))
        .filter_map(|l| l.trim_start().strip_prefix('n'))
        .filter(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        .count();
    assert_eq!(nodes, 13, "{dot}");
    let edges: Vec<&str> = dot.lines().filter(|l| l.contains("->")).collect();
    assert_eq!(edges.len(), 12, "{dot}");
    let dashed: Vec<&&str> = edges
        .iter()
        .filter(|l| l.contains("style=dashed"))
        .collect();
    assert_eq!(dashed.len(), 2, "{dot}");
    // The pruned moves are the second and third replies of the second move.
    assert!(
        dashed[0].contains("label=\"2\"") && dashed[1].contains("label=\"3\""),
        "{dot}"
    );
    let labels: Vec<&str> = edges
        .iter()
        .filter_map(|l| l.split("label=\"").nth(1)?.split('"').next())
        .collect();
    assert_eq!(
        labels,
        ["1", "1", "2", "3", "2", "1", "2", "3", "3", "1", "2", "3"],
        "{dot}"
    );
    let bold = edges.iter().filter(|l| l.contains("style=bold")).count();
    assert_eq!(bold, 2, "{dot}");
    assert!(
        dot.contains("shape=box") && dot.contains("shape=ellipse"),
        "{dot}"
    );
    assert!(dot.contains("[−∞, +∞]"), "{dot}");
}

#[test]
fn trace_has_one_line_per_step() {
    for args in [
        &["--tree", CLASSIC][..],
        &["--depth", "2", "--order", "captures"][..],
        &["--fen", MATE_IN_ONE, "--depth", "2", "--tt"][..],
    ] {
        let steps = json(args)["steps"].as_u64().expect("steps");
        let mut traced = args.to_vec();
        traced.push("--trace");
        let output = analyze(&traced);
        assert!(output.status.success());
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        assert_eq!(text.lines().count() as u64, steps, "{args:?}");
        assert!(
            text.lines().last().is_some_and(|l| l.contains("done")),
            "{text}"
        );
    }
    let output = analyze(&["--tree", CLASSIC, "--trace"]);
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let cutoff = text
        .lines()
        .find(|line| line.contains("cutoff"))
        .expect("a cutoff line");
    assert!(cutoff.contains("pruned 2: 2, 3"), "{cutoff}");
}

/// Issue 10's reproducers: a FEN that overflowed `u8` in a debug build, a
/// FEN with a newline (a forged second `error:` line), escape sequences,
/// a NUL byte and a 100 KB field: each gives one short, escaped error line.
#[test]
fn error_lines_quote_input_short_and_escaped() {
    let huge = format!("{} w - - 0 1", "8/".repeat(50_000));
    let cases = [
        "8888888888888888888888888p/8/8/8/8/8/8/8 w - -".to_owned(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\nerror: forged w KQkq - 0 1".to_owned(),
        "rnbqkbnr/ppppp\u{1b}[31mppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq\u{7} - 0 1".to_owned(),
        huge,
    ];
    for fen in &cases {
        let output = analyze(&["--fen", fen]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert!(output.stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with("error: invalid FEN: "), "{stderr}");
        let line = stderr.trim_end_matches('\n');
        assert!(!line.chars().any(char::is_control), "{line:?}");
        assert!(line.chars().count() < 300, "{} characters", line.len());
    }
    let forged = analyze(&["--fen", &cases[1]]);
    let stderr = String::from_utf8_lossy(&forged.stderr);
    assert!(stderr.contains("RNBQKBNR\\nerror: forged"), "{stderr}");
    let escaped = analyze(&["--fen", &cases[2]]);
    assert!(
        String::from_utf8_lossy(&escaped.stderr).contains("'\\u{1b}'"),
        "{}",
        String::from_utf8_lossy(&escaped.stderr)
    );
    let long = analyze(&["--fen", &cases[4]]);
    assert!(
        String::from_utf8_lossy(&long.stderr).contains("…\" (100000 characters)"),
        "{}",
        String::from_utf8_lossy(&long.stderr)
    );
}

/// The hidden search behind `best` and `worst` is bounded by the cap: these
/// ran for minutes (or forever) before; now they stop, truncated.
#[test]
fn the_node_cap_bounds_the_ordering_oracle() {
    for order in ["best", "worst"] {
        let report = json(&["--order", order, "--depth", "7", "--max-nodes", "1"]);
        assert_eq!(report["truncated"], true, "{order}: {report}");
        assert_eq!(report["nodes"], 1, "{order}: {report}");
        assert_eq!(report["best_move"], Value::Null, "{order}: {report}");
    }
    let worst = json(&["--order", "worst", "--depth", "64", "--max-nodes", "50"]);
    assert_eq!(worst["truncated"], true, "{worst}");
    // Small searches are not touched: the oracle fits in the cap.
    let best = json(&["--order", "best", "--depth", "2"]);
    assert_eq!(best["truncated"], false, "{best}");
}

/// `--trace` streams: on a tree with one node of 65,535 children it still
/// prints one line per step, with each leaf's path and the cutoff's pruned
/// moves (it took minutes when each step was rebuilt from the tree).
#[test]
fn a_trace_of_a_very_wide_node_has_one_line_per_step() {
    let leaves: Vec<String> = (0..65_535).map(|i| (i % 7).to_string()).collect();
    let tree = format!("[{}]", leaves.join(","));
    let report = json(&["--tree", &tree, "--algo", "minimax"]);
    let output = analyze(&["--tree", &tree, "--algo", "minimax", "--trace"]);
    assert!(output.status.success());
    let trace = String::from_utf8_lossy(&output.stdout);
    let steps = report["steps"].as_u64().expect("steps");
    assert_eq!(trace.lines().count() as u64, steps);
    assert!(
        trace
            .lines()
            .any(|line| line.contains("leaf    65535  value 0 (leaf of the tree, exact)")),
        "the last leaf's line"
    );
    assert_eq!(report["evaluated"].as_array().map(Vec::len), Some(65_535));
}

#[test]
fn a_chance_tree_is_averaged_exactly_by_default_and_star1_needs_its_bounds() {
    // CS188's MAX over uniform chance nodes: 23/3, written exactly, with
    // the number beside it; expectimax without --algo.
    let averaged = json(&["--tree", "expectimax"]);
    assert_eq!(averaged["options"]["algo"], "expectimax");
    assert_eq!(averaged["value_text"], "23/3");
    assert!((averaged["value"].as_f64().unwrap() - 23.0 / 3.0).abs() < 1e-9);
    assert_eq!(averaged["root_moves"][1]["value_text"], "4");
    let star1 = json(&[
        "--tree",
        "expectimax",
        "--algo",
        "star1",
        "--bounds",
        "0..15",
    ]);
    assert_eq!(star1["value_text"], "23/3");
    assert_eq!(star1["options"]["bounds"], "0..15");
    assert_eq!(star1["pruned"], 1);
    // Without --bounds Star1 takes the leaves' range, 2..14 here (issue 33).
    let default = json(&["--tree", "expectimax", "--algo", "star1"]);
    assert_eq!(default["options"]["bounds"], "2..14");
    assert_eq!(default["value_text"], "23/3");
    let named = analyze(&["--tree", "expectimax", "--algo", "alphabeta"]);
    assert!(String::from_utf8_lossy(&named.stderr).contains("cannot search chance nodes"));
}

#[test]
fn a_star1_window_the_units_rounded_is_traced_with_its_exact_ends() {
    // Issue 33: CHANCE at 2 entered with α = 2.1; its first outcome (0.9)
    // needs (2.1 − 0.1 · 4) / 0.9 = 17/9, which tenths round down to 1.8.
    let trace = String::from_utf8(
        analyze(&[
            "--tree",
            "[chance(0.9,0.1)[2,3],chance(0.9,0.1)[1,4]]",
            "--algo",
            "star1",
            "--bounds",
            "1..4",
            "--trace",
        ])
        .stdout,
    )
    .unwrap();
    let entered = trace.lines().nth(11).unwrap();
    assert!(
        entered.ends_with(
            "enter   2 1  MAX node, ply 2, depth left 0, window [1.8, 4], 0 moves (α = 17/9 exactly, rounded down to 1.8)"
        ),
        "{entered}"
    );
    // Windows the units hold exactly say nothing more.
    let first = trace.lines().nth(2).unwrap();
    assert!(first.ends_with("window [1, 4], 0 moves"), "{first}");
    // The JSON's pass says the value in the game's values, as the top level.
    let out = json(&[
        "--tree",
        "[chance(0.9,0.1)[2,3],chance(0.9,0.1)[1,4]]",
        "--algo",
        "star1",
        "--bounds",
        "1..4",
    ]);
    assert_eq!(out["value_text"], "2.1");
    assert_eq!(out["passes"][0]["value"], out["value"]);
}
