//! Every teaching feature of the explorer on tic-tac-toe and Connect Four,
//! driven headlessly (`egui_kittest`) and checked by what a person reads:
//! wins are told in the game's words (`W1`, "win in 1 for MAX", never
//! "mate") in the status line, narration, inspector, quiz, compare table,
//! deepening timeline and exported tree; the statistics count full
//! minimax from the game's real branching; Knuth types and slides work.
use std::process::Command;

use crate::common::explorer::{
    choose_game, compare_minimax_with_alpha_beta, deepening_rows, grouped, harness, labels,
    load_position, quiz_values_only, replace_text, show_iteration, status, step_to_value_question,
};
use crate::common::scratch::scratch_dir;
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;
use gametree::input::GameKind;

/// A game of the position panel: its registration, which names its
/// field and Load button.
struct Game {
    kind: GameKind,
    cli: &'static str,
}

const TICTACTOE: Game = Game {
    kind: GameKind::TicTacToe,
    cli: "tictactoe",
};

const CONNECT_FOUR: Game = Game {
    kind: GameKind::ConnectFour,
    cli: "connect4",
};

/// X to move completes the top row with x3.
const TTT_WIN: &str = "xx.oo....";
/// X (to move) has three in column 1 and plays the fourth.
const C4_WIN: &str = "121212";

/// Scrolls the widget labelled `label` into view, then clicks it.
fn click(harness: &mut Harness<'_, App>, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// The explorer searching `position` of `game`.
fn load(game: &Game, position: &str) -> Harness<'static, App> {
    let mut harness = harness();
    load_position(&mut harness, game.kind, position);
    harness
}

fn press(harness: &mut Harness<'_, App>, key: Key, times: usize) {
    for _ in 0..times {
        harness.key_press(key);
        harness.run();
    }
}

/// The text of the one widget whose label starts with `prefix`, without it.
fn announced(harness: &Harness<'_, App>, prefix: &str) -> String {
    let found: Vec<String> = labels(harness, prefix)
        .into_iter()
        .filter_map(|label| label.strip_prefix(prefix).map(str::to_owned))
        .collect();
    assert_eq!(found.len(), 1, "{prefix}: {found:?}");
    found.concat()
}

/// `gametree analyze --game GAME --position POSITION --json EXTRA…`.
fn analyze(game: &Game, position: &str, extra: &[&str]) -> serde_json::Value {
    let output = crate::common::cli::english(&mut Command::new(env!("CARGO_BIN_EXE_gametree")))
        .args([
            "analyze",
            "--game",
            game.cli,
            "--position",
            position,
            "--json",
        ])
        .args(extra)
        .output()
        .expect("gametree runs");
    assert!(output.status.success(), "{output:?}");
    serde_json::from_slice(&output.stdout).expect("JSON")
}

#[test]
fn a_tic_tac_toe_win_is_narrated_and_written_as_a_win() {
    let mut harness = load(&TICTACTOE, TTT_WIN);
    // Enter the root, enter x3, score it: the game ends there.
    press(&mut harness, Key::ArrowRight, 3);
    assert_eq!(
        announced(&harness, "Current narration: "),
        "Step 3: MIN after x3 ends the game (three in a row): MIN, to move, has lost, so it scores win in 1 for MAX."
    );
    press(&mut harness, Key::End, 1);
    let end = status(&harness);
    assert!(end.contains("best move x3, value W1"), "{end}");
    let done = announced(&harness, "Current narration: ");
    assert!(
        done.ends_with("MAX's best move is x3, worth win in 1 for MAX."),
        "{done}"
    );
    // The inspector writes the root's value as the tree does.
    assert!(harness.query_all_by_label("W1").count() >= 1);
    for text in [end, done] {
        assert!(!text.contains("mate") && !text.contains('#'), "{text}");
    }
}

#[test]
fn a_connect_four_win_is_narrated_and_written_as_a_win() {
    let mut harness = load(&CONNECT_FOUR, C4_WIN);
    press(&mut harness, Key::ArrowRight, 3);
    assert_eq!(
        announced(&harness, "Current narration: "),
        "Step 3: MIN after 1 ends the game (four in a row): MIN, to move, has lost, so it scores win in 1 for MAX."
    );
    press(&mut harness, Key::End, 1);
    let end = status(&harness);
    assert!(end.contains("best move 1, value W1"), "{end}");
}

#[test]
fn the_quiz_takes_a_win_typed_as_the_tree_writes_it() {
    let mut harness = load(&TICTACTOE, TTT_WIN);
    quiz_values_only(&mut harness);

    // First: x3 ends the game, a win in 1 for MAX, typed W1.
    let prompt = step_to_value_question(&mut harness);
    assert_eq!(
        prompt,
        "Quiz question: What value will MIN after x3 return, in MAX's view?"
    );
    replace_text(&mut harness, Role::TextInput, "Your answer", "W1");
    harness.get_by_label("Check").click();
    harness.run();
    let right = labels(&harness, "Right: ");
    assert_eq!(right.len(), 1, "{right:?}");
    assert!(right[0].contains("win in 1 for MAX"), "{right:?}");

    // A wrong answer is corrected in the game's words.
    harness.get_by_label("Continue").click();
    harness.run();
    step_to_value_question(&mut harness);
    replace_text(&mut harness, Role::TextInput, "Your answer", "7");
    harness.get_by_label("Check").click();
    harness.run();
    let verdict = labels(&harness, "Not quite — you said 7, the answer is ");
    assert_eq!(verdict.len(), 1, "{verdict:?}");
    assert!(!verdict[0].contains("mate"), "{verdict:?}");
    let scores = labels(&harness, "Score: ");
    assert!(
        scores.iter().all(|score| score == "Score: 1 of 2 right"),
        "{scores:?}"
    );
}

#[test]
fn compare_shows_what_the_cli_prints_for_connect_four() {
    let mut harness = load(&CONNECT_FOUR, C4_WIN);
    compare_minimax_with_alpha_beta(&mut harness);
    for (column, cli) in [
        ("this search", analyze(&CONNECT_FOUR, C4_WIN, &[])),
        (
            "other",
            analyze(&CONNECT_FOUR, C4_WIN, &["--algo", "minimax"]),
        ),
    ] {
        for (row, key) in [
            ("Nodes", "nodes"),
            ("Leaves", "leaves"),
            ("Cutoffs", "cutoffs"),
        ] {
            let expected = grouped(cli[key].as_u64().unwrap());
            harness.get_by_label(&format!("{row}, {column}: {expected}"));
        }
        assert_eq!(cli["value_text"], "W1");
        harness.get_by_label(&format!("Value, {column}: W1"));
        harness.get_by_label(&format!("Best move, {column}: 1"));
    }
}

#[test]
fn compare_runs_on_tic_tac_toe() {
    let mut harness = load(&TICTACTOE, "xo.......");
    compare_minimax_with_alpha_beta(&mut harness);
    let minimax = analyze(&TICTACTOE, "xo.......", &["--algo", "minimax"]);
    let nodes = grouped(minimax["nodes"].as_u64().unwrap());
    harness.get_by_label(&format!("Nodes, other: {nodes}"));
    let value = minimax["value_text"].as_str().unwrap();
    harness.get_by_label(&format!("Value, this search: {value}"));
    harness.get_by_label(&format!("Value, other: {value}"));
}

#[test]
fn the_deepening_timeline_lists_each_depth_of_connect_four() {
    let mut harness = load(&CONNECT_FOUR, C4_WIN);
    harness
        .get_by_role_and_label(Role::CheckBox, "Iterative deepening")
        .click_accesskit();
    harness.run();
    press(&mut harness, Key::End, 1);
    assert_eq!(
        deepening_rows(&harness),
        ["Depth 1", "Depth 2", "Depth 3", "Depth 4"]
    );
    // Each depth finds the win in column 1, written W1 in its row.
    assert!(
        harness.query_all_by_label("W1").count() >= 4,
        "{:?}",
        labels(&harness, "W1")
    );
    harness.get_by_label("The best move stayed 1 at every depth.");
    let line = show_iteration(&mut harness, 2);
    assert!(line.contains("worth win in 1 for MAX"), "{line}");
}

#[test]
fn the_statistics_count_full_minimax_from_the_games_branching() {
    // The whole tic-tac-toe game: 549,946 nodes and 255,168 finished games,
    // not the 9^9 leaves of a uniform tree.
    let mut harness = harness();
    choose_game(&mut harness, &GameKind::TicTacToe.title());
    click(&mut harness, "Empty 3×3 board");
    let row = |harness: &Harness<'_, App>, name: &str| -> String {
        // Every label in reading order: a grid row's value follows its name.
        let grid = labels(harness, "");
        let at = grid
            .iter()
            .position(|label| label == name)
            .unwrap_or_else(|| panic!("{name}: {grid:?}"));
        grid[at + 1].clone()
    };
    assert_eq!(row(&harness, "Minimax nodes"), "549,946");
    assert_eq!(row(&harness, "Minimax leaves"), "255,168");
    // Connect Four to the default depth 4: 1 + 7 + 7² + 7³ + 7⁴.
    choose_game(&mut harness, &GameKind::ConnectFour.title());
    click(&mut harness, "Empty 7×6 board");
    assert_eq!(row(&harness, "Minimax nodes"), "2,801");
    assert_eq!(row(&harness, "Minimax leaves"), "2,401");
}

#[test]
fn knuth_types_show_on_a_tic_tac_toe_tree() {
    let mut harness = load(&TICTACTOE, TTT_WIN);
    press(&mut harness, Key::End, 1);
    assert!(harness.query_by_label_contains("Knuth types:").is_none());
    harness.get_by_label("Knuth types").click();
    harness.run();
    harness.get_by_label("Knuth types:");
    // The exported tree is the scene the window draws: with the types on,
    // the root is PV and the moves after x3 are refuted (CUT nodes).
    let path = scratch_dir("gui-games-teach", "knuth").join("tree.svg");
    export(&mut harness, "Export tree…", "File", &path);
    let svg = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(svg.contains(">PV</text>"), "{svg}");
    assert!(svg.contains(">CUT</text>"), "{svg}");
}

/// File → `item`, then `path` typed into the dialog's `field` and Export.
fn export(harness: &mut Harness<'_, App>, item: &str, field: &str, path: &std::path::Path) {
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label(item).click();
    harness.run();
    replace_text(harness, Role::TextInput, field, path.to_str().unwrap());
    harness.get_by_label("Export").click();
    harness.run();
    assert!(!labels(harness, "Wrote ").is_empty(), "no confirmation");
}

#[test]
fn an_exported_tic_tac_toe_tree_writes_wins_not_mates() {
    let mut harness = load(&TICTACTOE, TTT_WIN);
    press(&mut harness, Key::End, 1);
    let path = scratch_dir("gui-games-teach", "ttt-tree").join("tree.svg");
    export(&mut harness, "Export tree…", "File", &path);
    let svg = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(svg.contains(">W1</text>"), "{svg}");
    // Fail-soft (the default): refuted moves keep the loss they found.
    assert!(svg.contains(">≤L2</text>"), "{svg}");
    assert!(!svg.contains(">#") && !svg.contains("≤#"), "{svg}");
}

#[test]
fn connect_four_slides_carry_the_narration_in_its_words() {
    let mut harness = load(&CONNECT_FOUR, C4_WIN);
    press(&mut harness, Key::ArrowRight, 4);
    let dir = scratch_dir("gui-games-teach", "c4-slides").join("slides");
    export(&mut harness, "Export slides…", "Folder", &dir);
    // The last step starts at the search's end; up to step 4 is asked for.
    let _ = std::fs::remove_dir_all(&dir);
    replace_text(&mut harness, Role::TextInput, "to", "4");
    harness.get_by_label("Export").click();
    harness.run();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| {
            std::path::Path::new(name)
                .extension()
                .is_some_and(|extension| extension == "svg")
        })
        .collect();
    names.sort();
    // Steps 1 and 2 enter nodes, step 4 backs up (key steps); step 3, a
    // leaf, is not one.
    assert_eq!(names, ["step-0001.svg", "step-0002.svg", "step-0004.svg"]);
    // The caption tells the backup in Connect Four's words. (The slides
    // are fitted to the whole search's tree, 342 steps here, too small at
    // 1280x720 for the values on the tree itself.)
    let backup = std::fs::read_to_string(dir.join("step-0004.svg")).unwrap();
    assert!(
        backup.contains("Step 4 of 342: Back at MAX at the root, 1 returned win in 1 for MAX"),
        "{backup}"
    );
    assert!(!backup.contains("mate"), "{backup}");
}
