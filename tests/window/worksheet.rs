//! Worksheet mode, driven like a student through AccessKit
//! (`egui_kittest`): the classic tree as a sheet, filled from the keyboard
//! in search order, checked; a right sheet scores 100 %, and each kind of
//! wrong cell is listed with its right answer and its sentence; a click
//! on an edge of the sheet's tree marks its move pruned.
use crate::common::explorer::{classic, labels, line};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

/// Types `text` into the entry field (empty: nothing) and presses Tab.
fn answer(harness: &mut Harness<'_, App>, text: &str) {
    if !text.is_empty() {
        harness.event(egui::Event::Text(text.to_owned()));
        harness.run();
    }
    press(harness, Key::Tab);
}

fn click(harness: &mut Harness<'_, App>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// The classic tree in worksheet mode, values only.
fn values_only() -> Harness<'static, App> {
    let mut harness = classic();
    press(&mut harness, Key::W);
    click(&mut harness, "values only");
    assert_eq!(
        line(&harness, "Cell 1 of"),
        "Cell 1 of 16: Pruned? the move into 1"
    );
    harness
}

#[test]
fn a_sheet_filled_right_from_the_keyboard_scores_100_percent() {
    let mut harness = values_only();
    // In search order: the move into 1 and its leaves, 1's value; the
    // move into 2, its leaves (2 2 and 2 3 pruned: Space marks), 2's value;
    // then 3, and the root. Fail-soft (the default, AIMA Fig. 5.5): 2 is
    // ≤2 (written 2 or ≤2), 3 is exactly 2.
    for text in [
        "", "", "", "", "3", "", "", " ", " ", "≤2", "", "", "", "", "2", "3",
    ] {
        answer(&mut harness, text);
    }
    click(&mut harness, "Check");
    assert_eq!(
        line(&harness, "Worksheet score: "),
        "Worksheet score: 6 / 6 right (100 %)"
    );
    assert!(labels(&harness, "right is").is_empty());
}

#[test]
fn each_kind_of_wrong_cell_is_listed_with_its_answer_and_why() {
    let mut harness = values_only();
    // 1's value wrong; 2.2 marked but 2.3 left blank (missing); 2's value right; 3.1
    // marked though it was searched; 3's and the root's values left empty.
    // Right: the mark on 2.2 and 2's value, of 6 cells and the wrong mark.
    for text in ["", "", "", "", "12", "", "", " ", "", "2", "", " "] {
        answer(&mut harness, text);
    }
    click(&mut harness, "Check");
    assert_eq!(
        line(&harness, "Worksheet score: "),
        "Worksheet score: 2 / 7 right (28 %)"
    );
    assert_eq!(
        line(&harness, "1, value"),
        "1, value: wrong; right is 3 — the value here is 3: MIN at 1 takes the smallest of its children's values"
    );
    assert_eq!(
        line(&harness, "2.3, pruned"),
        "2.3, pruned: missing; right is pruned — pruned because MIN at 2 already had β = 2 ≤ α = 3 from MAX at the root"
    );
    assert_eq!(
        line(&harness, "3.1, pruned"),
        "3.1, pruned: wrong; right is not pruned — not pruned: when this move came, MIN at 3 still had the open window [3, +∞]"
    );
    assert_eq!(
        line(&harness, "3, value"),
        "3, value: missing; right is 2 — the value here is 2: MIN at 3 takes the smallest of its children's values"
    );
    // The hint fills the first cell that is not right, and the check after it
    // has one mistake less.
    click(&mut harness, "Show the next step");
    click(&mut harness, "Check");
    assert_eq!(
        line(&harness, "Worksheet score: "),
        "Worksheet score: 3 / 7 right (42 %)"
    );
}

#[test]
fn wrong_windows_name_the_ancestor_and_entries_survive_leaving_the_mode() {
    let mut harness = classic();
    press(&mut harness, Key::W);
    // root α β; the move into 1; 1's α β; its three leaves; 1's value, α, β out;
    // the move into 2; 2's α β (both wrong).
    for text in [
        "-inf", "inf", "", "-inf", "inf", "", "", "", "3", "-inf", "3", "", "5", "2",
    ] {
        answer(&mut harness, text);
    }
    click(&mut harness, "Check");
    assert_eq!(
        line(&harness, "2, α in"),
        "2, α in: wrong; right is 3 — α here is 3: it comes from MAX at the root, whose best so far was 3"
    );
    assert_eq!(
        line(&harness, "2, β in"),
        "2, β in: wrong; right is +∞ — β here is +∞: no MIN node above has a value yet"
    );
    let score = line(&harness, "Worksheet score: ");
    // Leaving worksheet mode and coming back keeps every entry.
    press(&mut harness, Key::W);
    assert!(labels(&harness, "Worksheet score: ").is_empty());
    press(&mut harness, Key::W);
    click(&mut harness, "Check");
    assert_eq!(line(&harness, "Worksheet score: "), score);
}

/// The classic tree, as `classic()` loads it.
const CLASSIC_TREE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// Clicks the sheet's tree halfway down the edge from `parent` into
/// `child` (layout ids of the whole classic tree).
fn click_edge(harness: &mut Harness<'_, App>, parent: usize, child: usize) {
    use gametree::search::{Algorithm, Cutoff};
    let tree = gametree::textbook::TextbookTree::parse(CLASSIC_TREE).unwrap();
    let whole = gametree::teach::worksheet::search(&tree, Algorithm::Minimax, Cutoff::Ge).unwrap();
    crate::common::explorer::click_tree_edge(harness, &whole, parent, child);
}

#[test]
fn a_click_on_an_edge_marks_its_move_pruned_and_a_second_click_unmarks_it() {
    let mut harness = values_only();
    // The whole classic tree in search order: root 0; 1 and its leaves
    // 2..=4; 2 at 5 and its leaves 6..=8; the edge root → 2 and 2 → 2 2
    // run straight down the middle.
    click_edge(&mut harness, 5, 7);
    assert_eq!(
        line(&harness, "Cell "),
        "Cell 8 of 16: Pruned? the move into 2.2",
        "the click makes the mark the current cell"
    );
    click_edge(&mut harness, 0, 5);
    assert_eq!(
        line(&harness, "Cell "),
        "Cell 6 of 16: Pruned? the move into 2"
    );
    click(&mut harness, "Check");
    // 2 2 is pruned indeed; the mark on 2 (searched) is a wrong cell.
    assert!(labels(&harness, "2.2, pruned").is_empty());
    assert_eq!(
        line(&harness, "2, pruned"),
        "2, pruned: wrong; right is not pruned — not pruned: when this move came, MAX at the root still had the open window [3, +∞]"
    );
    // A second click on 2's edge takes the mark away.
    click_edge(&mut harness, 0, 5);
    click(&mut harness, "Check");
    assert!(labels(&harness, "2, pruned").is_empty());
}

#[test]
fn worksheet_mode_hides_the_search_behind_it() {
    // Issue 22, item 4: the search behind the sheet is its answer key; the
    // status line, the narration, the pseudocode's locals, the inspector
    // and the statistics gave it away, and after End all of it.
    let mut harness = classic();
    click(&mut harness, "Run to end ⏭");
    let shown = crate::common::explorer::status(&harness);
    assert!(shown.contains("value 3"), "{shown}");
    assert!(!labels(&harness, "MAX's best move is move 1").is_empty());
    press(&mut harness, Key::W);
    click(&mut harness, "Run to end ⏭");
    let hidden = crate::common::explorer::status(&harness);
    assert!(hidden.contains("best move ?, value ?"), "{hidden}");
    assert!(labels(&harness, "MAX's best move").is_empty());
    assert!(labels(&harness, "[−∞, +∞]").is_empty());
    assert!(labels(&harness, "Hidden while values are hidden").len() == 1);
    assert!(labels(&harness, "leaves (measured)").is_empty());
}

#[test]
fn the_wrong_cells_are_listed_in_a_box_a_third_of_the_window_tall() {
    // Issue 22, item 4: the list was a 3-line scroll box even at 1920×1080.
    let mut harness = crate::common::explorer::harness_sized(egui::vec2(1920.0, 1080.0));
    crate::common::explorer::load_builtin(&mut harness, "classic");
    press(&mut harness, Key::W);
    click(&mut harness, "Check");
    // An empty sheet with windows: every cell is missing, each on a line.
    let listed = labels(&harness, ": missing; right is");
    assert!(listed.len() >= 12, "{listed:?}");
    // A line scrolled out of the box lies below it, under the status line.
    let status = crate::common::explorer::status(&harness);
    let floor = harness.get_by_label(&status).rect().min.y;
    let visible = harness
        .query_all_by_label_contains(": missing; right is")
        .filter(|node| node.rect().max.y <= floor)
        .count();
    assert!(
        visible >= 12,
        "only {visible} of the wrong cells can be read at once"
    );
}

#[test]
fn the_panel_exports_a_printable_pdf_page() {
    // Issue 22: the worksheet panel's Export writes the printable page
    // when the file is a .pdf: one A4 page with its heading.
    let mut harness = classic();
    press(&mut harness, Key::W);
    click(&mut harness, "Export sheet…");
    let path = crate::common::scratch::scratch_dir("gui-worksheet", "pdf").join("sheet.pdf");
    crate::common::explorer::replace_text(
        &mut harness,
        egui::accesskit::Role::TextInput,
        "File",
        path.to_str().unwrap(),
    );
    click(&mut harness, "Export");
    assert!(!labels(&harness, "Wrote ").is_empty(), "no confirmation");
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let raw = String::from_utf8_lossy(&bytes);
    assert!(raw.contains("/Count 1") && raw.contains("/MediaBox [0 0 595.28 841.89]"));
    let text = std::process::Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .map(|output| String::from_utf8_lossy(&output.stdout).into_owned());
    if let Ok(text) = text {
        assert!(text.contains("Tree [[3,12,8],[2,4,6],[14,5,2]]"), "{text}");
        assert!(text.contains("prune when α ≥ β · fail-soft"), "{text}");
    }
}
