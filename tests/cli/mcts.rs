//! `gametree analyze --algo mcts`: determinism, the JSON's visits and
//! means, the options in JSON and in session files, `--trace`,
//! `--compare`, and refusals.

use crate::common::cli::{analyze, json, usage_error};
use crate::common::scratch::scratch_dir;
use serde_json::Value;

fn moves(report: &Value) -> &Vec<Value> {
    report["root_moves"]
        .as_array()
        .expect("root_moves is a list")
}

#[test]
fn the_same_seed_gives_the_same_json() {
    let args = [
        "--game",
        "connect4",
        "--algo",
        "mcts",
        "--iterations",
        "400",
        "--seed",
        "11",
    ];
    let one = json(&args);
    let again = json(&args);
    assert_eq!(one, again);
    let mut other = args.to_vec();
    other[7] = "12";
    assert_ne!(json(&other)["root_moves"], one["root_moves"]);
}

#[test]
fn root_moves_carry_visits_and_means_and_the_best_is_the_most_visited() {
    let report = json(&[
        "--game",
        "tictactoe",
        "--algo",
        "mcts",
        "--iterations",
        "500",
    ]);
    let rows = moves(&report);
    assert_eq!(rows.len(), 9, "every move of the empty board is expanded");
    let visits: Vec<u64> = rows
        .iter()
        .map(|row| row["visits"].as_u64().unwrap())
        .collect();
    // The root's own first playout, then one visit of a move per iteration.
    assert_eq!(visits.iter().sum::<u64>(), 499);
    assert_eq!(report["iterations_done"], 500);
    let most = visits.iter().copied().max().unwrap();
    let best = report["best_move"].as_str().unwrap();
    let best_row = rows.iter().find(|row| row["move"] == best).unwrap();
    assert_eq!(best_row["visits"].as_u64(), Some(most));
    for row in rows {
        let mean = row["mean"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&mean), "{row}");
        assert_eq!(row["bound"], "mean");
    }
    let options = &report["options"];
    assert_eq!(options["algo"], "mcts");
    assert_eq!(options["iterations"], 500);
    assert_eq!(options["seed"], 0);
    assert_eq!(
        options["exploration"].as_f64(),
        Some(std::f64::consts::SQRT_2)
    );
    // The minimax family's reports carry none of it.
    let alpha_beta = json(&["--game", "tictactoe", "--position", "xx.oo...."]);
    assert!(alpha_beta["options"].get("iterations").is_none());
    assert!(moves(&alpha_beta)[0].get("visits").is_none());
}

#[test]
fn a_textbook_tree_s_two_arms() {
    let report = json(&[
        "--tree",
        "max[1,0]",
        "--algo",
        "mcts",
        "--iterations",
        "100",
    ]);
    assert_eq!(report["best_move"], "1");
    let rows = moves(&report);
    let first = rows[0]["visits"].as_u64().unwrap();
    assert!(first > 50, "{rows:?}");
    assert_eq!(rows[0]["mean"].as_f64(), Some(1.0));
    assert_eq!(report["value"], 1000);
}

#[test]
fn text_output_names_visits_and_means() {
    let output = analyze(&[
        "--tree",
        "max[1,0]",
        "--algo",
        "mcts",
        "--iterations",
        "100",
        "--exploration",
        "0.5",
    ]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("search     mcts, 100 iterations, seed 0, C 0.5, playout cap 200"),
        "{text}"
    );
    assert!(text.contains("root moves 1 N="), "{text}");
    assert!(text.contains("best move  1"), "{text}");
}

#[test]
fn trace_has_one_line_per_step_and_names_the_phases() {
    let report = json(&[
        "--tree",
        "max[[3,1],[2,8]]",
        "--algo",
        "mcts",
        "--iterations",
        "6",
    ]);
    let output = analyze(&[
        "--tree",
        "max[[3,1],[2,8]]",
        "--algo",
        "mcts",
        "--iterations",
        "6",
        "--trace",
    ]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len() as u64, report["steps"].as_u64().unwrap());
    assert!(lines[0].contains("expand  root  iteration 1"), "{text}");
    assert!(lines[1].contains("playout root  iteration 1"), "{text}");
    assert!(lines[2].contains("backprop root  iteration 1"), "{text}");
    assert!(text.contains("select  "), "{text}");
    assert!(
        lines.last().unwrap().contains("done    root  best move"),
        "{text}"
    );
}

#[test]
fn compare_puts_alpha_beta_beside_mcts() {
    // X wins at once with x3; both find it.
    let report = json(&[
        "--game",
        "tictactoe",
        "--position",
        "xx.oo....",
        "--algo",
        "mcts",
        "--iterations",
        "300",
        "--compare",
        "alphabeta",
    ]);
    assert_eq!(report["best_move"], "x3");
    let other = &report["compare"];
    assert_eq!(other["algo"], "alphabeta");
    assert_eq!(other["best_move"], "x3");
    assert_eq!(other["agree"], true);
    assert!(other["nodes"].as_u64().unwrap() > 0);
    let text =
        String::from_utf8(analyze(&["--tree", "classic", "--compare", "mcts"]).stdout).unwrap();
    assert!(text.contains("compare    mcts: best move "), "{text}");
}

#[test]
fn session_files_keep_the_options_and_replay_the_search() {
    let dir = scratch_dir("mcts", "session");
    let file = dir.join("mcts.gametree");
    let path = file.to_str().unwrap();
    let args = [
        "--game",
        "connect4",
        "--algo",
        "mcts",
        "--iterations",
        "120",
        "--seed",
        "5",
        "--exploration",
        "0.8",
    ];
    let direct = json(&args);
    let mut saving = args.to_vec();
    saving.extend(["--save-session", path]);
    let _ = json(&saving);
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("\"iterations\": 120"), "{saved}");
    assert!(saved.contains("\"exploration\": 0.8"), "{saved}");
    // Left out at their defaults.
    assert!(!saved.contains("playout_cap"), "{saved}");
    let reopened = json(&["--session", path]);
    assert_eq!(reopened["root_moves"], direct["root_moves"]);
    assert_eq!(reopened["options"], direct["options"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_mcts_options_are_refused_with_the_rule() {
    for (flag, value, rule) in [
        ("--iterations", "0", "iterations"),
        ("--exploration", "-1", "at least 0"),
        ("--exploration", "nan", "finite"),
        ("--playout-cap", "0", "playout-cap"),
    ] {
        let output = analyze(&["--tree", "[1,0]", "--algo", "mcts", flag, value]);
        let line = usage_error(&output);
        assert!(line.contains(rule), "{flag} {value}: {line}");
    }
}
