//! `gametree analyze --game tictactoe|connect4`: the real binary on
//! tic-tac-toe and Connect Four, its counts, its choices, its text, and one
//! `error:` line (exit 2) for every bad position and contradictory flag.

use std::path::PathBuf;

use crate::common::cli::{analyze, json, usage_error};
use crate::common::scratch::scratch_dir;
use serde_json::Value;

/// White to move mates with Qh5xf7# (Scholar's mate).
const MATE_IN_ONE: &str = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

fn temp_path(name: &str) -> PathBuf {
    scratch_dir("cli-games", name).join(name)
}

fn stdout(args: &[&str]) -> String {
    let output = analyze(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn tic_tac_toe_is_searched_whole_by_default_and_is_a_draw() {
    let report = json(&["--game", "tictactoe", "--algo", "minimax"]);
    assert_eq!(report["game"], "tictactoe");
    assert_eq!(report["position"], ".........");
    assert_eq!(report["options"]["depth"], 9);
    assert_eq!(report["options"]["eval"], Value::Null);
    assert_eq!(report["fen"], Value::Null);
    assert_eq!(report["nodes"], 549_946);
    assert_eq!(report["leaves"], 255_168);
    assert_eq!(report["value"], 0);
    assert_eq!(report["value_text"], "0");
    assert_eq!(report["pv"].as_array().map(Vec::len), Some(9));

    let pruned = json(&["--game", "tictactoe"]);
    assert_eq!(pruned["options"]["algo"], "alphabeta");
    assert_eq!(pruned["value"], 0);
    assert!(pruned["nodes"].as_u64().unwrap() < 549_946 / 10, "{pruned}");
}

#[test]
fn an_immediate_win_is_taken() {
    // X to move; x3 completes the top row.
    let report = json(&["--game", "tictactoe", "--position", "xx.oo...."]);
    assert_eq!(report["best_move"], "x3");
    assert_eq!(report["mate_in_plies"], 1);
    assert_eq!(report["value_text"], "W1");
    let text = stdout(&["--game", "tictactoe", "--position", "xx.oo...."]);
    assert!(text.contains("position   xx.oo....\n"), "{text}");
    assert!(
        text.contains("value      W1 (MAX's view: MAX wins in 1 move, 1 ply)"),
        "{text}"
    );
    assert!(text.contains("best move  x3 (3)\n"), "{text}");
    assert!(!text.contains("mate"), "{text}");
    assert!(!text.contains('#'), "no chess mate marks: {text}");

    // Connect Four: X has three in column 1 and plays the fourth.
    let report = json(&["--game", "connect4", "--position", "121212"]);
    assert_eq!(report["best_move"], "1");
    assert_eq!(report["mate_in_plies"], 1);
}

#[test]
fn a_forced_block_is_chosen() {
    // O to move must take cell 3, or X completes the top row: with minimax
    // every other move returns a loss.
    let report = json(&[
        "--game",
        "tictactoe",
        "--position",
        "xx..o....",
        "--algo",
        "minimax",
    ]);
    assert_eq!(report["best_move"], "o3");
    assert_eq!(report["value"], 0);
    let moves = report["root_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 6);
    for root_move in moves {
        if root_move["move"] != "o3" {
            assert!(root_move["value"].as_i64().unwrap() < 0, "{root_move}");
        }
    }

    // Connect Four: X has three in column 1; O must play 1.
    let report = json(&[
        "--game",
        "connect4",
        "--position",
        "12121",
        "--algo",
        "minimax",
        "--depth",
        "2",
    ]);
    assert_eq!(report["best_move"], "1");
    for root_move in report["root_moves"].as_array().unwrap() {
        if root_move["move"] != "1" {
            assert!(
                root_move["value_text"].as_str().unwrap().starts_with('L'),
                "{root_move}"
            );
        }
    }
}

#[test]
fn connect_four_minimax_depth_6_enters_every_node() {
    let report = json(&["--game", "connect4", "--algo", "minimax", "--depth", "6"]);
    assert_eq!(report["game"], "connect4");
    assert_eq!(report["position"], "");
    assert_eq!(report["nodes"], 137_257);
    assert_eq!(report["leaves"], 117_649);
    assert_eq!(report["max_ply"], 6);
}

#[test]
fn connect_four_defaults_to_depth_4_and_deepens_iteratively() {
    let report = json(&["--game", "connect4", "--id"]);
    assert_eq!(report["options"]["depth"], 4);
    let depths: Vec<u64> = report["iterations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|iteration| iteration["depth"].as_u64().unwrap())
        .collect();
    assert_eq!(depths, [1, 2, 3, 4]);
    let text = stdout(&["--game", "connect4"]);
    assert!(text.starts_with("position   (the empty board)\n"), "{text}");
    assert!(text.contains("search     alphabeta, depth 4,"), "{text}");
}

#[test]
fn a_finished_game_says_who_has_won() {
    // X completed column 1 with its fourth disc; O, to move, has lost.
    let text = stdout(&["--game", "connect4", "--position", "1212121"]);
    assert!(
        text.contains("(MAX's view: the game is over, MIN has won)"),
        "{text}"
    );
    assert!(text.contains("best move  none"), "{text}");
}

#[test]
fn every_ordering_and_algorithm_agrees_on_the_value() {
    for algo in ["minimax", "alphabeta", "negamax", "negamax-ab"] {
        for order in ["natural", "best", "worst", "random:7"] {
            let report = json(&[
                "--game",
                "tictactoe",
                "--position",
                "x...o....",
                "--algo",
                algo,
                "--order",
                order,
            ]);
            assert_eq!(report["value"], 0, "{algo} {order}");
        }
    }
}

#[test]
fn bad_positions_name_the_rule() {
    let cases: [(&str, &str, &str); 9] = [
        ("tictactoe", "xxx......", "too many X"),
        ("tictactoe", "oo.......", "too many O"),
        ("tictactoe", "xxxooo...", "three in a row for both sides"),
        ("tictactoe", "xxxoo.o..", "a move after the game ended"),
        ("tictactoe", "xx.ab....", "only x, o and . are allowed"),
        ("tictactoe", "xx", "needs exactly 9"),
        ("connect4", "1111111", "over-full in column 1"),
        ("connect4", "12121212", "a move after the game ended"),
        ("connect4", "448", "only the columns 1-7 are allowed"),
    ];
    for (game, position, rule) in cases {
        let line = usage_error(&analyze(&["--game", game, "--position", position]));
        assert!(line.contains(rule), "{game} {position}: {line}");
        assert!(line.contains(&format!("\"{position}\"")), "{line}");
    }
}

#[test]
fn a_forged_line_in_a_position_stays_on_the_error_line() {
    let forged = "xx\n\u{1b}[31merror: forged";
    let line = usage_error(&analyze(&["--game", "tictactoe", "--position", forged]));
    assert!(line.contains("xx\\n\\u{1b}[31merror: forged"), "{line}");
    let line = usage_error(&analyze(&["--game", "connect4", "--position", forged]));
    assert!(line.contains("\\n"), "{line}");
}

#[test]
fn contradictory_flags_are_refused() {
    let cases: [(&[&str], &str); 8] = [
        (&["--game", "tictactoe", "--fen", MATE_IN_ONE], "--fen"),
        (&["--game", "chess", "--tree", "classic"], "--tree"),
        (&["--position", "4453"], "--position needs --game"),
        (&["--game", "connect4", "--eval", "pst"], "--eval"),
        (&["--game", "tictactoe", "--eval", "material"], "--eval"),
        (&["--game", "tree"], "--game tree needs the tree"),
        (
            &["--game", "othello"],
            "the games are chess, tree, tictactoe, connect4 or pig",
        ),
        (
            &[
                "--game",
                "tictactoe",
                "--position",
                ".........",
                "--fen",
                MATE_IN_ONE,
            ],
            "--fen",
        ),
    ];
    for (args, named) in cases {
        let line = usage_error(&analyze(args));
        assert!(line.contains(named), "{args:?}: {line}");
    }
    let line = usage_error(&analyze(&["--game", "connect4", "--session", "x.gametree"]));
    assert!(line.contains("--session"), "{line}");
}

#[test]
fn game_chess_and_game_tree_match_fen_and_tree() {
    assert_eq!(
        json(&["--game", "chess", "--position", MATE_IN_ONE, "--depth", "2"]),
        json(&["--fen", MATE_IN_ONE, "--depth", "2"])
    );
    assert_eq!(
        json(&["--game", "chess", "--fen", MATE_IN_ONE, "--depth", "2"]),
        json(&["--fen", MATE_IN_ONE, "--depth", "2"])
    );
    assert_eq!(
        json(&["--game", "tree", "--position", "classic"]),
        json(&["--tree", "classic"])
    );
    let report = json(&["--game", "chess", "--depth", "1"]);
    assert_eq!(report["nodes"], 21);
}

#[test]
fn trace_has_one_line_per_step() {
    for args in [
        ["--game", "tictactoe", "--position", "xx..o...."],
        ["--game", "connect4", "--position", "4453"],
    ] {
        let steps = json(&args)["steps"].as_u64().unwrap();
        let mut traced = args.to_vec();
        traced.push("--trace");
        let text = stdout(&traced);
        assert_eq!(text.lines().count() as u64, steps, "{args:?}");
        assert!(
            text.lines().next().unwrap().contains("MAX node, ply 0"),
            "{text}"
        );
    }
}

#[test]
fn dot_tree_and_board_pictures_are_written() {
    let dot = temp_path("ttt.dot");
    let svg = temp_path("ttt.svg");
    let output = analyze(&[
        "--game",
        "tictactoe",
        "--position",
        "xx.oo....",
        "--dot",
        dot.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert!(output.status.success());
    let dot_text = std::fs::read_to_string(&dot).unwrap();
    assert!(dot_text.contains("label=\"x3\""), "{dot_text}");
    let svg_text = std::fs::read_to_string(&svg).unwrap();
    assert!(svg_text.contains(">x3<"), "{svg_text}");
    let _ = std::fs::remove_file(dot);
    let _ = std::fs::remove_file(svg);

    // The board picture: Connect Four's frame and discs (its cells are
    // checked in tests/cli/export_grid.rs).
    let board = temp_path("board.svg");
    let output = analyze(&["--game", "connect4", "--board-svg", board.to_str().unwrap()]);
    assert!(output.status.success());
    let board_text = std::fs::read_to_string(&board).unwrap();
    assert_eq!(board_text.matches("class=\"cell\"").count(), 42);
    let _ = std::fs::remove_file(board);
}

#[test]
fn a_saved_game_session_reads_back_as_the_same_search() {
    let path = temp_path("c4.gametree");
    let path_text = path.to_str().unwrap();
    let saved = analyze(&[
        "--game",
        "connect4",
        "--position",
        "4453",
        "--depth",
        "3",
        "--json",
        "--save-session",
        path_text,
    ]);
    assert!(
        saved.status.success(),
        "{}",
        String::from_utf8_lossy(&saved.stderr)
    );
    let file = std::fs::read_to_string(&path).unwrap();
    assert!(file.contains("\"game\": \"connect4\""), "{file}");
    assert!(file.contains("\"position\": \"4453\""), "{file}");
    let again = json(&["--session", path_text]);
    std::fs::remove_file(&path).ok();
    let first: serde_json::Value = serde_json::from_slice(&saved.stdout).unwrap();
    for field in [
        "game",
        "position",
        "value",
        "best_move",
        "pv",
        "nodes",
        "steps",
    ] {
        assert!(!first[field].is_null(), "{field}");
        assert_eq!(again[field], first[field], "{field}");
    }
    assert_eq!(again["game"], "connect4");
}

#[test]
fn wins_read_as_wins_in_the_trace_dot_svg_and_deepening_lines() {
    for (game, position, best) in [
        ("tictactoe", "xx.oo....", "x3"),
        ("connect4", "121212", "1"),
    ] {
        let base = ["--game", game, "--position", position, "--depth", "3"];
        let trace = stdout(&[&base[..], &["--trace"]].concat());
        assert!(
            trace.contains("  value W1 (") && trace.contains(" returns W1, improved"),
            "{trace}"
        );
        let deepening = stdout(&[&base[..], &["--id"]].concat());
        for depth in 1..=3 {
            let line = format!("depth  {depth}   value W1, best {best}, ");
            assert!(deepening.contains(&line), "{line}: {deepening}");
        }
        let (dot, svg) = (
            temp_path(&format!("{game}-win.dot")),
            temp_path(&format!("{game}-win.svg")),
        );
        let pictures = [
            "--dot",
            dot.to_str().unwrap(),
            "--svg",
            svg.to_str().unwrap(),
        ];
        assert!(
            analyze(&[&base[..], &pictures[..]].concat())
                .status
                .success()
        );
        let dot_text = std::fs::read_to_string(&dot).unwrap();
        assert!(dot_text.contains("label=\"W1\\n[−∞, +∞]\""), "{dot_text}");
        let svg_text = std::fs::read_to_string(&svg).unwrap();
        assert!(svg_text.contains(">W1</text>"), "{svg_text}");
        for text in [&trace, &deepening, &dot_text, &svg_text] {
            assert!(!text.contains("mate") && !text.contains(">#"), "{text}");
        }
        let _ = std::fs::remove_file(dot);
        let _ = std::fs::remove_file(svg);
    }
}

#[test]
fn slides_of_both_games_narrate_wins_in_their_words() {
    for (game, position, label) in [
        ("tictactoe", "xx.oo....", "x3"),
        ("connect4", "121212", "1"),
    ] {
        let dir = temp_path(&format!("{game}-slides"));
        let output = analyze(&[
            "--game",
            game,
            "--position",
            position,
            "--depth",
            "2",
            "--slides",
            dir.to_str().unwrap(),
            "--slides-at",
            "key",
            "--step",
            "4",
        ]);
        assert!(output.status.success(), "{output:?}");
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(Result::ok)
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        // Enter root, enter the winning move, (its leaf is not key), backup.
        assert_eq!(
            names,
            [
                "step-0001.png",
                "step-0001.svg",
                "step-0002.png",
                "step-0002.svg",
                "step-0004.png",
                "step-0004.svg"
            ]
        );
        let backup = std::fs::read_to_string(dir.join("step-0004.svg")).unwrap();
        let caption = format!("Back at MAX at the root, {label} returned win in 1 for MAX");
        assert!(backup.contains(&caption), "{caption}: {backup}");
        let _ = std::fs::remove_dir_all(dir);
    }
}
