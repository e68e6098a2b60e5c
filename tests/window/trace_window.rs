//! A student's search trace opened in the explorer (issue 36), driven
//! headlessly (`egui_kittest`): File → Open trace… makes the trace the
//! session; a classic alpha-beta that cuts too early is marked on the node
//! where it leaves the algorithm, and the narration at that step says why
//! in the check's words; a correct alpha-beta steps to the end through the
//! same tree as the built-in one; a trace the check refuses is refused
//! with the check's line and the session stays. At the divergence the
//! inspector and the tree item's name say the check's sentence (no
//! cutoff), the ring shows on a node drawn as a dot, and Save keeps the
//! trace itself. A student's return that prunes nothing is no cutoff in
//! the statistics, and its moves are not searched rather than pruned. A
//! bad trace dropped on the window is one error line, and the trace open
//! stays.

use std::path::{Path, PathBuf};

use egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;

use crate::common::explorer::{
    classic, drop_file, harness, labels, painted_texts, replace_text, run_to_end, status,
};
use crate::common::scratch::scratch_dir;
use crate::common::traces::classic_trace;

const PATH_FIELD: &str = "Trace file path (*.jsonl, as gametree check reads it):";

/// The check's sentence for the trace that cuts too early.
const SENTENCE: &str = "MIN at 3, after move 1 returned 14: 14 > α = 3, so alpha-beta goes on to move 2; your search returned.";

/// AIMA's alpha-beta (fail-soft) on the classic tree, with windows; the
/// lines after the header. MIN at 3 searches all three leaves.
const ALPHA_BETA: [&str; 15] = [
    r#"{"enter": [], "alpha": "-inf", "beta": "inf"}"#,
    r#"{"enter": [1], "alpha": "-inf", "beta": "inf"}"#,
    r#"{"leaf": [1, 1], "value": 3}"#,
    r#"{"leaf": [1, 2], "value": 12}"#,
    r#"{"leaf": [1, 3], "value": 8}"#,
    r#"{"return": [1], "value": 3}"#,
    r#"{"enter": [2], "alpha": 3, "beta": "inf"}"#,
    r#"{"leaf": [2, 1], "value": 2}"#,
    r#"{"return": [2], "value": 2}"#,
    r#"{"enter": [3], "alpha": 3, "beta": "inf"}"#,
    r#"{"leaf": [3, 1], "value": 14}"#,
    r#"{"leaf": [3, 2], "value": 5}"#,
    r#"{"leaf": [3, 3], "value": 2}"#,
    r#"{"return": [3], "value": 2}"#,
    r#"{"return": [], "value": 3}"#,
];

/// `events` as a trace of the classic tree, written as `name`.
fn trace_file(name: &str, events: &[&str]) -> PathBuf {
    let mut text = String::from(
        r#"{"gametree_trace": 1, "game": "tree", "position": "classic", "values": "max"}"#,
    );
    text.push('\n');
    for event in events {
        text.push_str(event);
        text.push('\n');
    }
    let path = scratch_dir("trace-window", name).join(format!("{name}.jsonl"));
    std::fs::write(&path, text).unwrap();
    path
}

/// The alpha-beta trace whose MIN at 3 returns after its first leaf.
fn cuts_too_early() -> PathBuf {
    let path = scratch_dir("trace-window", "early").join("early.jsonl");
    std::fs::write(&path, classic_trace(1, 14)).unwrap();
    path
}

fn press(harness: &mut Harness<'_, App>, key: Key, times: usize) {
    for _ in 0..times {
        harness.key_press_modifiers(Modifiers::NONE, key);
    }
    harness.run();
}

/// File → Open trace…, then the path and Enter.
fn open_trace(harness: &mut Harness<'_, App>, path: &Path) {
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label_contains("Open trace").click();
    harness.run();
    replace_text(
        harness,
        Role::TextInput,
        PATH_FIELD,
        &path.display().to_string(),
    );
    harness.key_press(Key::Enter);
    harness.run();
}

/// The current sentence of the narration.
fn narration(harness: &Harness<'_, App>) -> String {
    let found = labels(harness, "Current narration: ");
    assert_eq!(found.len(), 1, "{found:?}");
    found.concat()
}

/// The tree items (every drawn node's accessible name and its box).
fn items(harness: &Harness<'_, App>) -> Vec<(String, egui::Rect)> {
    harness
        .get_by_role_and_label(Role::Tree, "Search tree")
        .children_recursive()
        .map(|item| {
            let node = item.accesskit_node();
            (node.label().unwrap_or_default(), item.rect())
        })
        .collect()
}

/// The rings the last frame painted: their centres and colours.
fn painted_circles(harness: &Harness<'_, App>) -> Vec<(egui::Pos2, egui::Color32)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(egui::Pos2, egui::Color32)>) {
        match shape {
            egui::Shape::Circle(circle) => out.push((circle.center, circle.stroke.color)),
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|shape| walk(shape, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// The colour of the drawn "diverges" label.
fn divergence_colour(harness: &Harness<'_, App>) -> egui::Color32 {
    fn walk(shape: &egui::Shape) -> Option<egui::Color32> {
        match shape {
            egui::Shape::Text(text) if text.galley.text() == "diverges" => {
                Some(text.galley.job.sections.first()?.format.color)
            }
            egui::Shape::Vec(shapes) => shapes.iter().find_map(walk),
            _ => None,
        }
    }
    harness
        .output()
        .shapes
        .iter()
        .find_map(|clipped| walk(&clipped.shape))
        .expect("a divergence label is drawn")
}

/// The drawn divergence labels' boxes.
fn divergence_labels(harness: &Harness<'_, App>) -> Vec<egui::Rect> {
    painted_texts(harness)
        .into_iter()
        .filter(|text| text.text == "diverges")
        .map(|text| text.rect)
        .collect()
}

#[test]
fn a_trace_that_cuts_too_early_is_marked_where_it_leaves_alpha_beta() {
    let mut harness = harness();
    open_trace(&mut harness, &cuts_too_early());
    let opened = status(&harness);
    assert!(opened.starts_with("Step 0 "), "{opened}");
    assert!(
        opened.contains(
            "Trace \"early.jsonl\": leaves alpha-beta, fail-soft, cutoff at α ≥ β at event 12 (line 13)"
        ),
        "{opened}"
    );
    assert!(
        divergence_labels(&harness).is_empty(),
        "marked before it happened"
    );

    // J: to the step where MIN at 3 returned with moves 2 and 3 left.
    press(&mut harness, Key::J, 1);
    let here = narration(&harness);
    assert!(
        here.contains(&format!(
            "Here your search leaves alpha-beta (at event 12 (line 13)): {SENTENCE}"
        )),
        "{here}"
    );
    // The student's return, not the algorithm's cutoff, is what is said.
    assert!(here.contains("MIN at 3 returns with"), "{here}");
    let marks = divergence_labels(&harness);
    assert_eq!(marks.len(), 1, "one mark: {marks:?}");
    let mark = marks[0].center();
    let items = items(&harness);
    let nearest = items
        .iter()
        .min_by(|a, b| {
            let distance = |rect: &egui::Rect| rect.center().distance(mark);
            distance(&a.1).total_cmp(&distance(&b.1))
        })
        .unwrap();
    assert!(
        nearest.0.starts_with("MIN at 3,"),
        "the mark is by {}",
        nearest.0
    );

    // One step back the student had not left the algorithm yet.
    press(&mut harness, Key::ArrowLeft, 1);
    assert!(!narration(&harness).contains("Here your search leaves"));
    assert!(divergence_labels(&harness).is_empty());
}

#[test]
fn a_correct_alpha_beta_trace_steps_through_the_built_in_tree() {
    let mut builtin = classic();
    run_to_end(&mut builtin);
    let expected: Vec<String> = items(&builtin).into_iter().map(|(name, _)| name).collect();

    let mut harness = harness();
    open_trace(&mut harness, &trace_file("alpha-beta", &ALPHA_BETA));
    let opened = status(&harness);
    assert!(
        opened.contains("Trace \"alpha-beta.jsonl\": fits 2 algorithms, shown as alpha-beta, fail-soft, cutoff at α ≥ β"),
        "{opened}"
    );
    run_to_end(&mut harness);
    let student: Vec<String> = items(&harness).into_iter().map(|(name, _)| name).collect();
    assert_eq!(student, expected);
    assert_eq!(
        status(&harness).split(" · ").next(),
        status(&builtin).split(" · ").next()
    );
    assert!(divergence_labels(&harness).is_empty());
}

#[test]
fn a_trace_the_check_refuses_leaves_the_session_as_it_was() {
    let mut harness = classic();
    press(&mut harness, Key::ArrowRight, 7);
    let before = narration(&harness);
    let names = |harness: &Harness<'_, App>| -> Vec<String> {
        items(harness).into_iter().map(|(name, _)| name).collect()
    };
    let before_items = names(&harness);
    let bad = trace_file("skips", &[r#"{"enter": []}"#, r#"{"enter": [2, 1]}"#]);
    open_trace(&mut harness, &bad);
    let errors = labels(&harness, "Error: cannot open");
    assert!(
        errors.iter().any(|error| error
            .contains("skips.jsonl\": line 3: this enters 2 1 while root is the open node")),
        "{errors:?}"
    );
    // The file window says it too, and stays open to try another path.
    harness.get_by_label(PATH_FIELD);
    press(&mut harness, Key::Escape, 1);
    assert_eq!(names(&harness), before_items);
    assert_eq!(narration(&harness), before);
}

#[test]
fn compare_shows_the_reference_at_the_same_step() {
    // What gametree's own alpha-beta says at step 25 of the classic tree.
    let mut builtin = classic();
    press(&mut builtin, Key::ArrowRight, 25);
    let theirs = narration(&builtin);
    let theirs = theirs.strip_prefix("Current narration: ").unwrap();

    let mut harness = harness();
    open_trace(&mut harness, &cuts_too_early());
    press(&mut harness, Key::J, 1);
    harness.get_by_label("Compare").scroll_to_me();
    harness.run();
    harness.get_by_label("Compare").click();
    harness.run();
    harness.get_by_label_contains("Your trace against Alpha-beta");
    harness.get_by_label("The two take the same steps up to step 24; from step 25 on they differ.");
    assert_eq!(
        labels(&harness, "Reference at this step: "),
        [format!("Reference at this step: {theirs}")]
    );
}

/// What the window says at the early return's node, in the check's words.
fn said_at_the_early_return() -> String {
    format!("Here your search leaves alpha-beta (at event 12 (line 13)): {SENTENCE}")
}

#[test]
fn at_the_divergence_the_window_says_what_the_check_says_and_claims_no_cutoff() {
    let mut harness = harness();
    open_trace(&mut harness, &cuts_too_early());
    press(&mut harness, Key::J, 1);
    // The inspector is on MIN at 3, whose two moves the student left.
    harness.get_by_label("Node 3");
    let said = said_at_the_early_return();
    assert_eq!(
        labels(&harness, &said)
            .iter()
            .filter(|label| **label == said)
            .count(),
        1,
        "the inspector says the check's sentence"
    );
    // alpha-beta would not have cut here: no cutoff is claimed in the
    // inspector or beside the pseudocode, whose note says why nothing is
    // pruned, as the narration does.
    assert!(harness.query_by_label("α-cutoff").is_none());
    assert!(harness.query_by_label("β-cutoff").is_none());
    assert!(
        painted_texts(&harness).iter().any(|text| text
            .text
            .contains("your search returned here, but its window")),
        "no note at the student's return"
    );
    // A search whose first MIN returns after its first leaf: it made no
    // cutoff, and neither the tree nor the outline draws one.
    let first_min_returns = trace_file(
        "first-min",
        &[
            ALPHA_BETA[0],
            ALPHA_BETA[1],
            ALPHA_BETA[2],
            r#"{"return": [1], "value": 3}"#,
        ],
    );
    let mut harness = harness_with_trace(&first_min_returns);
    press(&mut harness, Key::J, 1);
    let cutoffs = |harness: &Harness<'_, App>| -> Vec<String> {
        painted_texts(harness)
            .into_iter()
            .map(|text| text.text)
            .filter(|text| text.contains("α-cutoff") || text.contains("β-cutoff"))
            .collect()
    };
    assert!(!divergence_labels(&harness).is_empty());
    assert_eq!(cutoffs(&harness), Vec::<String>::new(), "on the tree");
    harness.get_by_label("Outline").click();
    harness.run();
    assert!(!divergence_labels(&harness).is_empty());
    assert_eq!(cutoffs(&harness), Vec::<String>::new(), "in the outline");
}

#[test]
fn the_diverging_tree_item_says_where_the_search_leaves_the_algorithm() {
    let mut harness = harness();
    open_trace(&mut harness, &cuts_too_early());
    press(&mut harness, Key::J, 1);
    let said = said_at_the_early_return();
    let names: Vec<String> = items(&harness).into_iter().map(|(name, _)| name).collect();
    let saying: Vec<&String> = names.iter().filter(|name| name.contains(&said)).collect();
    assert_eq!(saying.len(), 1, "{names:?}");
    assert!(saying[0].starts_with("MIN at 3,"), "{}", saying[0]);
    assert!(saying[0].ends_with(&format!(". {said}")), "{}", saying[0]);

    // One step back the student had not left it yet.
    press(&mut harness, Key::ArrowLeft, 1);
    let names: Vec<String> = items(&harness).into_iter().map(|(name, _)| name).collect();
    assert!(
        names
            .iter()
            .all(|name| !name.contains("your search leaves")),
        "{names:?}"
    );
}

/// A minimax trace of a uniform tree, 4 moves a node and 5 plies deep
/// (1,024 leaves), whose node 4 4 4 4 returns one more than its value.
fn wide_minimax_with_a_wrong_value() -> PathBuf {
    fn leaf_value(index: usize) -> i64 {
        i64::try_from(index * 7 % 19).unwrap()
    }
    fn search(path: &mut Vec<usize>, leaves: &mut usize, events: &mut Vec<String>) -> i64 {
        let json_path = |path: &[usize]| {
            let moves: Vec<String> = path.iter().map(ToString::to_string).collect();
            format!("[{}]", moves.join(", "))
        };
        if path.len() == 5 {
            let value = leaf_value(*leaves);
            *leaves += 1;
            events.push(format!(
                r#"{{"leaf": {}, "value": {value}}}"#,
                json_path(path)
            ));
            return value;
        }
        events.push(format!(r#"{{"enter": {}}}"#, json_path(path)));
        let mut values = Vec::new();
        for child in 1..=4 {
            path.push(child);
            values.push(search(path, leaves, events));
            path.pop();
        }
        let max = path.len().is_multiple_of(2);
        let value = if max {
            values.into_iter().max().unwrap()
        } else {
            values.into_iter().min().unwrap()
        };
        let returned = if path == &[4, 4, 4, 4] {
            value + 1
        } else {
            value
        };
        events.push(format!(
            r#"{{"return": {}, "value": {returned}}}"#,
            json_path(path)
        ));
        returned
    }
    fn tree(depth: usize, leaves: &mut usize) -> String {
        if depth == 5 {
            let value = leaf_value(*leaves);
            *leaves += 1;
            return value.to_string();
        }
        let children: Vec<String> = (0..4).map(|_| tree(depth + 1, leaves)).collect();
        format!("[{}]", children.join(","))
    }
    let mut events = Vec::new();
    search(&mut Vec::new(), &mut 0, &mut events);
    let mut text = format!(
        r#"{{"gametree_trace": 1, "game": "tree", "position": "{}", "values": "max"}}"#,
        tree(0, &mut 0)
    );
    text.push('\n');
    for event in events {
        text.push_str(&event);
        text.push('\n');
    }
    let path = scratch_dir("trace-window", "wide").join("wide.jsonl");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn the_divergence_is_marked_on_a_node_drawn_as_a_dot() {
    let mut harness = harness();
    open_trace(&mut harness, &wide_minimax_with_a_wrong_value());
    press(&mut harness, Key::J, 1);
    let items = items(&harness);
    let (_, node) = items
        .iter()
        .find(|(name, _)| name.starts_with("MAX at 4.4.4.4,"))
        .expect("the diverging node is drawn");
    // Drawn as a dot: too small for its shape.
    assert!(node.width() < 6.0, "{node:?}");
    let centre = node.center();
    // The mark's colour, as a node big enough for its label wears it.
    let colour = {
        let mut early = harness_with_trace(&cuts_too_early());
        press(&mut early, Key::J, 1);
        divergence_colour(&early)
    };
    let rings: Vec<egui::Color32> = painted_circles(&harness)
        .into_iter()
        .filter(|(at, _)| at.distance(centre) < 0.5)
        .map(|(_, colour)| colour)
        .collect();
    assert!(
        rings.contains(&colour),
        "no ring of the divergence's colour {colour:?} round the node: {rings:?}"
    );
}

/// A new window with the trace at `path` opened.
fn harness_with_trace(path: &Path) -> Harness<'static, App> {
    let mut harness = harness();
    open_trace(&mut harness, path);
    harness
}

#[test]
fn save_with_a_trace_open_keeps_the_trace_and_it_reopens_the_same() {
    let early = cuts_too_early();
    let mut harness = harness_with_trace(&early);
    press(&mut harness, Key::J, 1);
    let checked = status(&harness).split(" · ").last().unwrap().to_owned();

    // Ctrl+S: the trace has no file to save to yet, so it asks where.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    let saved = early.with_file_name("kept");
    replace_text(
        &mut harness,
        Role::TextInput,
        PATH_FIELD,
        &saved.display().to_string(),
    );
    harness.key_press(Key::Enter);
    harness.run();
    let saved = saved.with_extension("jsonl");
    assert_eq!(
        std::fs::read(&saved).unwrap(),
        std::fs::read(&early).unwrap(),
        "the trace is saved as it was read"
    );

    // Opened again (as a recent file is), it is the same student's search.
    let mut again = harness_after_open(&saved);
    assert_eq!(
        status(&again).split(" · ").last().unwrap(),
        checked.replace("early.jsonl", "kept.jsonl")
    );
    press(&mut again, Key::J, 1);
    assert!(narration(&again).contains(&said_at_the_early_return()));
}

/// A new window with the file at `path` opened by File → Open….
fn harness_after_open(path: &Path) -> Harness<'static, App> {
    let mut harness = harness();
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label_contains("Open…").click();
    harness.run();
    replace_text(
        &mut harness,
        Role::TextInput,
        "Session file path (*.gametree):",
        &path.display().to_string(),
    );
    harness.key_press(Key::Enter);
    harness.run();
    harness
}

/// The value beside `name` in a grid of the right panel (the statistics).
fn row_value(harness: &Harness<'_, App>, name: &str) -> String {
    let key = harness.get_by_label(name).rect();
    let beside: Vec<(egui::Rect, String)> = harness
        .query_all_by_role(Role::Label)
        .filter_map(|node| {
            let text = node.accesskit_node();
            let text = text.label().or_else(|| text.value())?;
            Some((node.rect(), text))
        })
        .filter(|(rect, text)| {
            !text.is_empty()
                && (rect.center().y - key.center().y).abs() < 4.0
                && rect.left() > key.right()
        })
        .collect();
    let nearest = beside
        .iter()
        .min_by(|a, b| a.0.left().total_cmp(&b.0.left()));
    nearest.map_or_else(
        || panic!("nothing beside {name}: {beside:?}"),
        |(_, text)| text.clone(),
    )
}

#[test]
fn the_students_return_is_no_cutoff_in_the_statistics_or_the_children() {
    let mut harness = harness();
    open_trace(&mut harness, &cuts_too_early());
    press(&mut harness, Key::J, 1);
    // The inspector is on MIN at 3, which returned with moves 2 and 3 left
    // while its window [3, 14] was open: nothing pruned them.
    harness.get_by_label("Node 3");
    assert_eq!(
        harness
            .query_all_by_label("not searched by your search")
            .count(),
        2,
        "moves 2 and 3 of MIN at 3"
    );
    assert!(harness.query_by_label("pruned").is_none());
    // MIN at 2's cutoff (2 ≤ α = 3) is alpha-beta's; MIN at 3's return is not.
    assert_eq!(row_value(&harness, "Cutoffs"), "1");
    assert_eq!(row_value(&harness, "Pruned moves"), "2");
    assert_eq!(
        row_value(&harness, "Returned early"),
        "1 (2 moves not searched)"
    );
    // One step back MIN at 3 has not returned yet.
    press(&mut harness, Key::ArrowLeft, 1);
    assert_eq!(row_value(&harness, "Cutoffs"), "1");
    assert!(harness.query_by_label("Returned early").is_none());
}

#[test]
fn a_bad_trace_dropped_on_the_window_is_one_error_and_the_open_trace_stays() {
    let mut harness = harness_with_trace(&cuts_too_early());
    press(&mut harness, Key::J, 1);
    let names = |harness: &Harness<'_, App>| -> Vec<String> {
        items(harness).into_iter().map(|(name, _)| name).collect()
    };
    let (before, before_items) = (narration(&harness), names(&harness));
    for (name, events, said) in [
        (
            "text-value",
            [ALPHA_BETA[0], r#"{"leaf": [1, 1], "value": "three"}"#],
            "line 3: \"value\" is a number, \"inf\" or \"-inf\"",
        ),
        (
            "skips",
            [ALPHA_BETA[0], r#"{"enter": [2, 1]}"#],
            "line 3: this enters 2 1 while root is the open node",
        ),
    ] {
        let path = trace_file(name, &events);
        drop_file(&mut harness, path.clone());
        // One line, in the status line, naming the file (quoted short, as
        // every error line quotes input) and the line; no file window
        // opens for it.
        let errors = labels(&harness, "Error: ");
        assert_eq!(errors.len(), 1, "{errors:?}");
        let expected = format!(
            "Error: cannot open {}: {said}",
            gametree::quote::quoted(&path.display().to_string())
        );
        assert!(
            errors[0].starts_with(&expected) && !errors[0].contains('\n'),
            "{errors:?}"
        );
        assert!(harness.query_by_label(PATH_FIELD).is_none());
        // The student's search is still the session, at the same step.
        assert_eq!(names(&harness), before_items);
        assert_eq!(narration(&harness), before);
    }
    // Still the same trace: back to the start and J again finds its
    // divergence, and the status line says what the check found of it.
    press(&mut harness, Key::Home, 1);
    press(&mut harness, Key::J, 1);
    assert_eq!(narration(&harness), before);
    harness.get_by_label("File").click();
    harness.run();
    harness.get_by_label_contains("Go to the trace's first divergence");
    press(&mut harness, Key::Escape, 1);
}

#[test]
fn at_1280_by_720_the_note_at_the_students_return_is_shown_whole() {
    let mut harness = crate::common::explorer::harness_sized(egui::vec2(1280.0, 720.0));
    open_trace(&mut harness, &cuts_too_early());
    press(&mut harness, Key::J, 1);
    // The note says why the highlighted break is not the algorithm's.
    let note = harness
        .get_by_label_contains("// your search returned here, but its window")
        .rect();
    let view = harness.get_by_label_contains("Values in MAX").rect();
    let status_line = harness.get_by_label_contains("Step 25 of 29").rect();
    assert!(
        note.bottom() <= view.top() && view.bottom() <= status_line.top(),
        "the note {note:?} and its view {view:?} run under the status line {status_line:?}"
    );
}
