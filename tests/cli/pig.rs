//! `gametree analyze --game pig`: the real binary on the dice game, its
//! report, its board picture, its session file, and one `error:` line
//! (exit 2) naming the rule for every bad position.

use crate::common::cli::{analyze, json, usage_error};
use crate::common::scratch::scratch_dir;

#[test]
fn pig_is_searched_from_its_position_and_reports_its_moves() {
    let report = json(&[
        "--game",
        "pig",
        "--position",
        "12-7 a+5",
        "--depth",
        "2",
        "--algo",
        "expectimax",
    ]);
    assert_eq!(report["game"], "pig");
    assert_eq!(report["position"], "12-7 a+5");
    let moves: Vec<&str> = report["root_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["move"].as_str().unwrap())
        .collect();
    assert_eq!(moves, ["roll", "hold"]);
    // Without --position: a new game to 20, where the only move is to roll.
    let start = json(&["--game", "pig", "--depth", "1", "--algo", "expectimax"]);
    assert_eq!(start["position"], "0-0 a");
    assert_eq!(start["root_moves"].as_array().unwrap().len(), 1);
}

#[test]
fn expectimax_at_depth_2_gives_the_value_worked_by_hand_and_star1_agrees() {
    // A has 12 banked and 5 at stake, B 7; goal 20; depth 2 plies.
    // - hold: B, with nothing at stake, must roll; the throw is at the
    //   depth limit, worth 17 − 7 = 10 points;
    // - roll: the die shows 1: A loses the 5, 12 − 7 = 5; 2: 19 − 7 = 12;
    //   3 to 6: A reaches 20, the goal, +20 each; the average is
    //   (5 + 12 + 4 × 20) / 6 = 97/6 ≈ 16.17 points.
    let args = |algo| {
        json(&[
            "--game",
            "pig",
            "--position",
            "12-7 a+5",
            "--depth",
            "2",
            "--algo",
            algo,
        ])
    };
    let report = args("expectimax");
    // JSON's `value` is in points (20,952 units / 1296), `value_text` exact.
    let value = report["value"].as_f64().unwrap();
    assert!((value - 97.0 / 6.0).abs() < 1e-9, "{value}");
    assert_eq!(report["value_text"], "97/6");
    assert_eq!(report["best_move"], "roll");
    let hold = &report["root_moves"][1];
    assert_eq!(
        (hold["move"].as_str(), hold["value_text"].as_str()),
        (Some("hold"), Some("10"))
    );
    let star1 = args("star1");
    assert_eq!(star1["value"], report["value"]);
}

#[test]
fn star1_prunes_pig_with_its_own_bounds_and_keeps_expectimax_value() {
    // Star1 takes ±goal (±20 points) as the leaves' bounds from the game.
    for depth in ["4", "6", "8"] {
        let args = |algo| {
            json(&[
                "--game",
                "pig",
                "--position",
                "12-7 a+5",
                "--depth",
                depth,
                "--algo",
                algo,
            ])
        };
        let (full, pruned) = (args("expectimax"), args("star1"));
        assert_eq!(pruned["value"], full["value"], "depth {depth}");
        let nodes = |report: &serde_json::Value| report["nodes"].as_u64().unwrap();
        assert!(nodes(&pruned) < nodes(&full), "depth {depth}");
    }
    // Deeper than 8 plies the averages would not stay exact.
    let line = usage_error(&analyze(&[
        "--game",
        "pig",
        "--depth",
        "9",
        "--algo",
        "expectimax",
    ]));
    assert!(line.contains("at most 8 plies"), "{line}");
}

#[test]
fn bad_pig_positions_name_the_rule() {
    let cases = [
        ("12-7 a+1", "never 1"),
        ("goal 99 0-0 a", "the goal is a number from 2 to 50"),
        ("12:7 a", "write them as A-B"),
        ("12-7", "does not say who is to move"),
        ("12-7 c", "where the player to move goes"),
        ("12-7 a hold", "only roll may follow"),
        ("20-21 a", "both players at the goal"),
        ("20-3 a", "goes on after A reached the goal 20"),
        ("12-7 a+8", "reaching the goal 20 ends the game"),
    ];
    for (position, rule) in cases {
        let line = usage_error(&analyze(&["--game", "pig", "--position", position]));
        assert!(line.contains(rule), "{position}: {line}");
        assert!(line.contains(&format!("\"{position}\"")), "{line}");
    }
}

#[test]
fn the_board_picture_is_the_scoreboard() {
    let dir = scratch_dir("cli-pig", "board");
    let svg = dir.join("pig.svg");
    let output = analyze(&[
        "--game",
        "pig",
        "--position",
        "12-7 a+5",
        "--depth",
        "2",
        "--algo",
        "expectimax",
        "--board-svg",
        svg.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = std::fs::read_to_string(&svg).unwrap();
    let document = roxmltree::Document::parse(&text).unwrap();
    let marks: Vec<&str> = document
        .descendants()
        .filter(|node| node.attribute("class") == Some("cell"))
        .filter_map(|node| node.attribute("data-mark"))
        .collect();
    // Two rows of 20 holes: A's 12 banked and 5 at stake, B's 7.
    assert_eq!(marks.len(), 40);
    let count = |mark: &str| marks.iter().filter(|&&m| m == mark).count();
    assert_eq!(count("disc-first"), 17);
    assert_eq!(count("disc-second"), 7);
    assert!(
        text.contains(
            "<title>Pig scoreboard, goal 20: A 12 banked, B 7; A to move with 5 at stake</title>"
        ),
        "{text}"
    );
}

#[test]
fn a_saved_pig_session_searches_the_same() {
    let dir = scratch_dir("cli-pig", "session");
    let file = dir.join("pig.gametree");
    let path = file.to_str().unwrap();
    let direct = json(&[
        "--game",
        "pig",
        "--position",
        "goal 10 4-5 b+3 roll",
        "--depth",
        "3",
        "--algo",
        "star1",
        "--save-session",
        path,
    ]);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(saved["game"], "pig");
    assert_eq!(saved["position"], "goal 10 4-5 b+3 roll");
    let opened = json(&["--session", path]);
    assert_eq!(opened["value"], direct["value"]);
    assert_eq!(opened["root_moves"], direct["root_moves"]);
}
