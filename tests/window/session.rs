//! Session files in the explorer, driven headlessly (`egui_kittest`): Save
//! as… then Open… brings back the step, and the open can be undone; a bad
//! file is refused in the status line and the session in memory stays
//! exactly as it was (a second save writes the same file). A file whose
//! search takes long to reach its step opens over frames with its progress
//! shown, and Esc leaves the session as it was.
use std::path::{Path, PathBuf};

use crate::common::explorer::{classic, drop_file, labels, replace_text, status};
use crate::common::scratch::scratch_dir;
use egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;
use gametree::chess::EvalKind;
use gametree::search::{MoveOrdering, SearchOptions};
use gametree::session_file::{OptionsFields, SessionFile};

const PATH_FIELD: &str = "Session file path (*.gametree):";

fn scratch(name: &str) -> PathBuf {
    scratch_dir("gui-session", name)
}

fn press(harness: &mut Harness<'_, App>, modifiers: Modifiers, key: Key, times: usize) {
    for _ in 0..times {
        harness.key_press_modifiers(modifiers, key);
    }
    harness.run();
}

/// With the file window open: replaces the path with `path` and presses
/// Enter, without running the frames that follow.
fn type_path(harness: &mut Harness<'_, App>, path: &Path) {
    replace_text(
        harness,
        Role::TextInput,
        PATH_FIELD,
        &path.display().to_string(),
    );
    harness.key_press(Key::Enter);
}

/// With the file window open: enters `path` and lets the window settle.
fn enter_path(harness: &mut Harness<'_, App>, path: &Path) {
    type_path(harness, path);
    harness.run();
}

fn save_as(harness: &mut Harness<'_, App>, path: &Path) {
    press(
        harness,
        Modifiers::COMMAND.plus(Modifiers::SHIFT),
        Key::S,
        1,
    );
    enter_path(harness, path);
}

fn open(harness: &mut Harness<'_, App>, path: &Path) {
    press(harness, Modifiers::COMMAND, Key::O, 1);
    enter_path(harness, path);
}

#[test]
fn save_as_then_open_brings_back_the_step_and_undo_takes_it_away() {
    let dir = scratch("round-trip");
    let path = dir.join("classic.gametree");
    let mut harness = classic();
    press(&mut harness, Modifiers::NONE, Key::ArrowRight, 19);
    let at_19 = status(&harness);
    assert!(at_19.starts_with("Step 19 "), "{at_19}");
    save_as(&mut harness, &path);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["cursor"]["step"], 19);
    assert_eq!(saved["tree"], "[[3,12,8],[2,4,6],[14,5,2]]");

    press(&mut harness, Modifiers::NONE, Key::Home, 1);
    assert!(
        status(&harness).starts_with("Step 0 "),
        "{}",
        status(&harness)
    );
    open(&mut harness, &path);
    assert_eq!(status(&harness), at_19, "the file's step and what it shows");

    press(&mut harness, Modifiers::COMMAND, Key::Z, 1);
    assert!(
        status(&harness).starts_with("Step 0 "),
        "{}",
        status(&harness)
    );
}

#[test]
fn a_connect_four_session_saves_and_opens_at_the_same_step() {
    let dir = scratch("connect4");
    let path = dir.join("connect4.gametree");
    let mut harness = crate::common::explorer::harness();
    let field = "Connect Four (the columns played, 1 to 7)";
    crate::common::explorer::choose_game(&mut harness, "Connect Four");
    harness
        .get_by_role_and_label(Role::TextInput, field)
        .scroll_to_me();
    harness.run();
    replace_text(&mut harness, Role::TextInput, field, "4453");
    harness.get_by_label("Load Connect Four").scroll_to_me();
    harness.run();
    harness.get_by_label("Load Connect Four").click();
    harness.run();
    press(&mut harness, Modifiers::NONE, Key::ArrowRight, 23);
    let at_23 = status(&harness);
    assert!(at_23.starts_with("Step 23 "), "{at_23}");
    let board = labels(&harness, "Connect Four board");
    assert_eq!(board.len(), 1, "the Connect Four board is shown");
    save_as(&mut harness, &path);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["game"], "connect4");
    assert_eq!(saved["position"], "4453");
    assert_eq!(saved["cursor"]["step"], 23);

    let mut fresh = crate::common::explorer::harness();
    open(&mut fresh, &path);
    assert_eq!(status(&fresh), at_23, "the file's step and what it shows");
    assert_eq!(labels(&fresh, "Connect Four board"), board);
}

#[test]
fn a_bad_file_is_refused_and_the_session_stays_exactly_as_it_was() {
    let dir = scratch("bad");
    let (mut harness, before) = classic_saved_at(&dir, 19);

    let bad = dir.join("bad.gametree");
    std::fs::write(
        &bad,
        r#"{"format": "gametree-session", "version": 2, "tree": "[[1,2],[3,4]]"}"#,
    )
    .unwrap();
    open(&mut harness, &bad);
    let said = labels(&harness, "version 2; this gametree reads version 1");
    assert!(
        said.iter()
            .any(|line| line.starts_with("Error: cannot open")),
        "the status line says why: {said:?}"
    );
    harness.get_by_label("Cancel").click();
    harness.run();

    assert_unchanged(&mut harness, &dir, &before);
}

#[test]
fn what_the_window_shows_round_trips_through_a_file() {
    let dir = scratch("everything");
    let first = dir.join("first.gametree");
    let mut harness = classic();
    press(&mut harness, Modifiers::NONE, Key::ArrowRight, 12);
    press(&mut harness, Modifiers::NONE, Key::K, 1);
    press(&mut harness, Modifiers::NONE, Key::F, 1);
    harness.get_by_label("A+").click();
    harness.run();
    save_as(&mut harness, &first);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&first).unwrap()).unwrap();
    assert_eq!(saved["cursor"]["step"], 12);
    assert_eq!(saved["teaching"]["knuth_types"], true);
    assert_eq!(saved["view"]["board_flipped"], true);
    assert!(
        saved["view"]["text_scale"].as_f64().unwrap() > 1.1,
        "{saved}"
    );

    // Change all of it, then open the file again.
    press(&mut harness, Modifiers::NONE, Key::Home, 1);
    press(&mut harness, Modifiers::NONE, Key::K, 1);
    press(&mut harness, Modifiers::NONE, Key::F, 1);
    harness.get_by_label("A−").click();
    harness.run();
    harness.get_by_label("A−").click();
    harness.run();
    open(&mut harness, &first);
    let second = dir.join("second.gametree");
    save_as(&mut harness, &second);
    assert_eq!(
        std::fs::read_to_string(&second).unwrap(),
        std::fs::read_to_string(&first).unwrap()
    );
}

#[test]
fn a_session_file_dropped_on_the_window_opens_it() {
    let dir = scratch("drop");
    let path = dir.join("dropped.gametree");
    let mut harness = classic();
    press(&mut harness, Modifiers::NONE, Key::ArrowRight, 7);
    let at_7 = status(&harness);
    save_as(&mut harness, &path);
    press(&mut harness, Modifiers::NONE, Key::Home, 1);
    assert!(
        status(&harness).starts_with("Step 0 "),
        "{}",
        status(&harness)
    );

    drop_file(&mut harness, path);
    assert_eq!(status(&harness), at_7, "the dropped file's step");
}

#[test]
fn an_export_starts_in_the_session_files_folder() {
    let dir = scratch("export-folder");
    let path = dir.join("lesson.gametree");
    let mut harness = classic();
    save_as(&mut harness, &path);
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label("Export tree…").click();
    harness.run();
    let field = harness.get_by_role_and_label(Role::TextInput, "File");
    let value = field.accesskit_node().value().unwrap_or_default();
    assert_eq!(
        std::path::Path::new(&value),
        dir.join("gametree-tree.svg"),
        "the export path field"
    );
}

/// A best-first search to depth 6 from the start position, saved at step
/// 3: getting there orders the root's moves by a hidden search of seconds.
fn oracle_file(path: &Path) {
    let options = SearchOptions {
        depth: 6,
        ordering: MoveOrdering::Best,
        max_nodes: 50_000_000,
        ..SearchOptions::default()
    };
    let mut file = SessionFile::chess(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        OptionsFields::of(&options, EvalKind::Material),
    );
    file.cursor.step = 3;
    std::fs::write(path, file.to_json().unwrap()).unwrap();
}

/// Opens `path` and draws two frames, without waiting for the search.
/// The classic tree stepped `steps` times and saved in `dir`: the window
/// and the file's text, to compare with later.
fn classic_saved_at(dir: &std::path::Path, steps: usize) -> (Harness<'static, App>, String) {
    let path = dir.join("before.gametree");
    let mut harness = classic();
    press(&mut harness, Modifiers::NONE, Key::ArrowRight, steps);
    save_as(&mut harness, &path);
    let before = std::fs::read_to_string(&path).unwrap();
    (harness, before)
}

/// Everything in memory is as before: saving again writes the same file.
fn assert_unchanged(harness: &mut Harness<'static, App>, dir: &std::path::Path, before: &str) {
    let again = dir.join("again.gametree");
    save_as(harness, &again);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), before);
}

fn start_opening(harness: &mut Harness<'_, App>, path: &Path) {
    press(harness, Modifiers::COMMAND, Key::O, 1);
    type_path(harness, path);
    harness.step();
    harness.step();
}

#[test]
fn a_file_whose_step_takes_long_opens_over_frames_with_its_progress_shown() {
    let path = scratch("oracle").join("oracle.gametree");
    oracle_file(&path);
    let mut harness = classic();
    start_opening(&mut harness, &path);
    // The frame is back before the search reached the step: the progress
    // is in the status line, the classic tree still in the panels.
    let progress = labels(&harness, "Opening ");
    assert!(
        progress
            .iter()
            .any(|line| line.contains("running its search to step 3")
                && line.contains("steps recorded")),
        "{progress:?}"
    );
    harness.get_by_label("Inspector");
    harness.get_by_label_contains("Alpha-beta (fail-soft)");

    let mut frames = 0;
    while !labels(&harness, "Opening ").is_empty() {
        assert!(frames < 100_000, "the file did not open");
        harness.step();
        frames += 1;
    }
    harness.run();
    let status = status(&harness);
    assert!(status.starts_with("Step 3 "), "{status}");
    let ordering = harness.get_by_role_and_label(Role::ComboBox, "Move ordering");
    assert_eq!(
        ordering.accesskit_node().value().as_deref(),
        Some("Best first (oracle)")
    );
}

#[test]
fn esc_while_a_file_opens_keeps_the_session_exactly_as_it_was() {
    let dir = scratch("oracle-cancelled");
    let (mut harness, before) = classic_saved_at(&dir, 7);

    let path = dir.join("oracle.gametree");
    oracle_file(&path);
    start_opening(&mut harness, &path);
    assert!(!labels(&harness, "Opening ").is_empty());
    harness.key_press(Key::Escape);
    harness.run();
    let said = labels(&harness, "was cancelled; the session is as it was");
    assert!(
        said.iter().any(|line| line.starts_with("Error: opening")),
        "{said:?}"
    );

    assert_unchanged(&mut harness, &dir, &before);
}
