//! `gametree analyze --json`'s `root_moves` ("why this move?") against a
//! minimax run of the same position, and the numbered principal variation.
use crate::common::cli::{analyze, json, strings};
use serde_json::Value;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const MATE_IN_ONE: &str = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

fn moves(report: &Value) -> &Vec<Value> {
    report["root_moves"]
        .as_array()
        .expect("root_moves is a list")
}

fn int(value: &Value) -> i64 {
    value.as_i64().expect("an integer")
}

/// Checks an alpha-beta report's root moves against the exact values of a
/// minimax run: every bound holds, refutations are the first move of their
/// lines, and the best move carries the root's value.
fn check_against_minimax(fen: &str, depth: &str, fail: &str) {
    let alpha_beta = json(&["--fen", fen, "--depth", depth, "--fail", fail]);
    let minimax = json(&["--fen", fen, "--depth", depth, "--algo", "minimax"]);
    let exact = moves(&minimax);
    let rows = moves(&alpha_beta);
    // Every legal move was searched by both, in the same (natural) order.
    let names = |rows: &[Value]| -> Vec<String> {
        rows.iter()
            .map(|row| row["move"].as_str().expect("a label").to_owned())
            .collect()
    };
    assert_eq!(names(rows), names(exact), "{fen}");
    assert_eq!(alpha_beta["value"], minimax["value"], "{fen}");
    let root = int(&alpha_beta["value"]);
    for (row, truth) in rows.iter().zip(exact) {
        let (value, true_value) = (int(&row["value"]), int(&truth["value"]));
        assert_eq!(
            truth["bound"], "exact",
            "minimax knows every value: {truth}"
        );
        let plies = truth["line"].as_array().map_or(0, Vec::len);
        assert!(plies < depth.parse().expect("a depth"), "{truth}");
        match row["bound"].as_str() {
            Some("exact") => assert_eq!(value, true_value, "{fen}: {row} vs {truth}"),
            Some("upper") => assert!(true_value <= value, "{fen}: {row} vs {truth}"),
            Some("lower") => assert!(true_value >= value, "{fen}: {row} vs {truth}"),
            other => panic!("bound {other:?} in {row}"),
        }
        let mark = match row["bound"].as_str() {
            Some("upper") => "≤",
            Some("lower") => "≥",
            _ => "",
        };
        assert!(
            row["value_text"]
                .as_str()
                .is_some_and(|text| text.starts_with(mark)),
            "{row}"
        );
        if row["move"] == alpha_beta["best_move"] {
            assert_eq!(value, root, "the best move carries the root's value: {row}");
            assert_eq!(row["bound"], "exact", "{row}");
            assert_eq!(row["uci"], alpha_beta["best_move_uci"], "{row}");
            assert!(row["refutation"].is_null(), "{row}");
            // Its line is the rest of the principal variation.
            let pv = alpha_beta["pv"].as_array().expect("a pv");
            assert_eq!(
                row["line"].as_array().map(Vec::as_slice),
                pv.get(1..),
                "{row}"
            );
            continue;
        }
        // Every other move is at most as good as the best.
        assert!(true_value <= root, "{fen}: {row}");
        let refuted = row["bound"] == "upper" || value < root;
        if refuted {
            let line = row["line"].as_array().expect("a line");
            assert_eq!(Some(&row["refutation"]), line.first(), "{fen}: {row}");
            assert!(!row["refutation"].is_null(), "{fen}: {row}");
            if !row["worse_by"].is_null() {
                assert_eq!(int(&row["worse_by"]), root - value, "{row}");
            }
        } else {
            assert!(row["refutation"].is_null(), "{fen}: {row}");
        }
    }
}

#[test]
fn start_position_depth_3_bounds_hold_against_minimax() {
    check_against_minimax(START, "3", "hard");
}

#[test]
fn kiwipete_depth_3_bounds_hold_against_minimax_fail_hard_and_soft() {
    check_against_minimax(KIWIPETE, "3", "hard");
    check_against_minimax(KIWIPETE, "3", "soft");
}

#[test]
fn mate_in_one_every_other_move_is_refuted() {
    check_against_minimax(MATE_IN_ONE, "2", "soft");
    let report = json(&["--fen", MATE_IN_ONE, "--depth", "2", "--fail", "soft"]);
    for row in moves(&report) {
        if row["move"] == "Qxf7#" {
            assert_eq!(row["value_text"], "#1", "{row}");
            // Checkmate ends the line: nothing follows it.
            assert_eq!(row["line"], serde_json::json!([]), "{row}");
        } else {
            assert!(row["refutation"].is_string(), "{row}");
            // Mate is not a difference of pawns: no `worse_by` against #1.
            assert!(row["worse_by"].is_null(), "{row}");
        }
    }
    // Black to reply after Bxf7+: the king takes (or moves), a real reply.
    let bishop = moves(&report)
        .iter()
        .find(|row| row["move"] == "Bxf7+")
        .expect("Bxf7+ is a root move");
    assert!(
        bishop["refutation"]
            .as_str()
            .is_some_and(|reply| reply.starts_with('K')),
        "{bishop}"
    );
}

#[test]
fn the_principal_variation_is_numbered_from_the_fen() {
    let report = json(&["--fen", START, "--depth", "3"]);
    let pv = strings(&report["pv"]);
    assert_eq!(
        report["pv_text"],
        format!("1. {} {} 2. {}", pv[0], pv[1], pv[2])
    );
    // Black to move at move 12: `12... ` then White's 13th.
    let black = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 3 12";
    let report = json(&["--fen", black, "--depth", "2"]);
    let pv = strings(&report["pv"]);
    let text = format!("12... {} 13. {}", pv[0], pv[1]);
    assert_eq!(report["pv_text"], text.as_str());
    // The text output prints the same line.
    let output = analyze(&["--fen", black, "--depth", "2"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains(&format!("pv         {text}\n")), "{stdout}");
}

/// The `ties` line of `gametree analyze ARGS…`'s text, if any.
fn ties_line(args: &[&str]) -> Option<String> {
    let output = analyze(args);
    assert!(output.status.success());
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|line| line.strip_prefix("ties       "))
        .map(str::to_owned)
}

#[test]
fn a_best_move_that_only_ties_says_it_won_by_coming_first() {
    // Material sees nothing in three plies from the start: a3, generated
    // first, is "best"; the 19 others are cut at 0 by alpha-beta, exactly
    // 0 for minimax.
    let alpha_beta = ties_line(&["--fen", START, "--depth", "3"]).unwrap();
    assert_eq!(
        alpha_beta,
        "a3 is best only because it was searched first: 19 other moves are worth at most 0, not proven worse (the search stops a move once it cannot beat the best so far)."
    );
    let minimax = ties_line(&["--fen", START, "--depth", "2", "--algo", "minimax"]).unwrap();
    // Three named, then the rest counted.
    assert!(
        minimax.starts_with("a3 is best only because it was searched first: "),
        "{minimax}"
    );
    assert!(
        minimax.ends_with(" and 16 more tie with it at 0."),
        "{minimax}"
    );
    // A mate has no equal; nor has classic's 3.
    assert_eq!(ties_line(&["--fen", MATE_IN_ONE, "--depth", "1"]), None);
    assert_eq!(ties_line(&["--tree", "classic"]), None);
}
