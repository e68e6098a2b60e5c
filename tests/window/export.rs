//! File → Export in the real explorer (headless, `egui_kittest`): the dialog
//! writes the tree the window shows as SVG, key-step slides, a PDF deck
//! and a web page up to the search's last step, and refuses a board for a
//! textbook tree with a message.

use crate::common::explorer::{classic, labels, replace_text};
use crate::common::scratch::scratch_dir;
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

/// A path `name` in a fresh directory of its own.
fn temp(name: &str) -> std::path::PathBuf {
    scratch_dir("gui-export", name).join(name)
}

/// File → `item`, then `path` typed into the dialog's `field` and Export.
fn export(harness: &mut Harness<'_, App>, item: &str, field: &str, path: &std::path::Path) {
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label(item).click();
    harness.run();
    replace_text(
        harness,
        Role::TextInput,
        field,
        path.to_str().unwrap_or_default(),
    );
    harness.get_by_label("Export").click();
    harness.run();
}

#[test]
fn export_tree_writes_the_tree_at_the_current_step() {
    let mut harness = classic();
    for _ in 0..18 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let path = temp("tree.svg");
    export(&mut harness, "Export tree…", "File", &path);
    assert!(!labels(&harness, "Wrote ").is_empty(), "no confirmation");
    let svg = std::fs::read_to_string(&path).unwrap_or_default();
    // `α-cutoff`, its α in the Greek font as the window draws it.
    assert!(
        svg.lines().any(
            |line| line.contains("<tspan font-family=\"DejaVu Sans\">α</tspan>")
                && line.ends_with("-cutoff</tspan></text>")
        ),
        "{svg}"
    );
    // 12 is a value the search has found; 14 is not reached yet, so the
    // whole-tree view writes it in grey, as a leaf ahead, not as a value.
    let written = |class: &str, text: &str| {
        svg.lines()
            .any(|line| line.contains(&format!("class=\"{class}\"")) && line.ends_with(text))
    };
    assert!(written("value", ">12</text>"), "{svg}");
    assert!(!written("value", ">14</text>"), "{svg}");
    assert!(written("ahead", ">14</text>"), "{svg}");
    let _ = std::fs::remove_file(&path);
}

/// The names of the files in `dir`, sorted.
fn file_names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn export_slides_goes_to_the_last_step_from_an_earlier_one() {
    let mut harness = classic();
    for _ in 0..6 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let dir = temp("slides");
    export(&mut harness, "Export slides…", "Folder", &dir);
    // The "to" box says "end": the search is run on to step 34 for the
    // slides, though the window has only been to step 6.
    let names = file_names(&dir);
    assert_eq!(names.len(), 2 * 23, "{names:?}");
    for step in [1, 2, 3, 5, 6, 18, 34] {
        assert!(names.contains(&format!("step-{step:04}.svg")), "{step}");
    }
    assert!(
        !names.contains(&"step-0004.svg".to_owned()),
        "a leaf's score"
    );
    let last = std::fs::read_to_string(dir.join("step-0034.svg")).unwrap_or_default();
    assert!(last.contains("Step 34 of 34: "), "{last}");
    let _ = std::fs::remove_dir_all(&dir);
    // The window is still at step 6, and now knows the search's total.
    assert!(
        crate::common::explorer::status(&harness).starts_with("Step 6 of 34"),
        "{}",
        crate::common::explorer::status(&harness)
    );
}

#[test]
fn export_deck_writes_one_pdf_page_per_key_step() {
    let mut harness = classic();
    for _ in 0..18 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let path = temp("deck.pdf");
    export(&mut harness, "Export deck…", "File", &path);
    assert!(
        !labels(&harness, "Wrote 23 pages to ").is_empty(),
        "{:?}",
        labels(&harness, "Wrote")
    );
    let bytes = std::fs::read(&path).unwrap_or_default();
    assert!(bytes.starts_with(b"%PDF-"));
    let _ = std::fs::remove_file(&path);
    // A last step typed in is kept to.
    replace_text(&mut harness, Role::TextInput, "to", "20");
    harness.get_by_label("Export").click();
    harness.run();
    assert!(
        !labels(&harness, "Wrote 14 pages to ").is_empty(),
        "{:?}",
        labels(&harness, "Wrote")
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn export_web_page_writes_every_step_with_the_windows_summary() {
    let mut harness = classic();
    for _ in 0..6 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let path = temp("walk.html");
    export(&mut harness, "Export web page…", "File", &path);
    // Every step, though the window has only been to step 6: classic's 34
    // fit a page.
    assert!(
        !labels(&harness, "Wrote a web page of 34 steps to ").is_empty(),
        "{:?}",
        labels(&harness, "Wrote")
    );
    let html = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    // The run's summary is the window's status line at the end.
    assert!(
        html.contains("Step 34 of 34 — search complete: best move 1, value 3"),
        "{html}"
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn a_board_of_a_textbook_tree_is_refused() {
    let mut harness = classic();
    let path = temp("board.svg");
    export(&mut harness, "Export board…", "File", &path);
    harness.get_by_label_contains("there is no board picture for a textbook tree");
    assert!(!path.exists());
}
