//! Grading against the key of real searches: a right sheet scores 100 %,
//! and each kind of wrong cell is caught with its sentence.

use super::*;
use crate::search::{Algorithm, Cutoff};
use crate::textbook::TextbookTree;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
const DEEP: &str = "[[[3,5],[6,9]],[[1,2],[0,7]]]";

fn key_of(text: &str) -> Vec<KeyEntry> {
    let tree = TextbookTree::parse(text).unwrap();
    key(&search(&tree, Algorithm::AlphaBeta, Cutoff::Ge).unwrap())
}

/// The sheet a student who is always right fills in: the key's.
fn right_sheet(key: &[KeyEntry], _fill: Fill) -> Answers {
    key_answers(key)
}

fn graded<'a>(report: &'a Report, path: &str, kind: CellKind) -> &'a Graded {
    report
        .cell(path, kind)
        .unwrap_or_else(|| panic!("no {kind:?} cell at {path}"))
}

#[test]
fn a_fully_right_sheet_scores_100_percent_in_both_fills() {
    for text in [CLASSIC, DEEP] {
        let key = key_of(text);
        for fill in [Fill::Windows, Fill::ValuesOnly] {
            let report = grade(&key, fill, &right_sheet(&key, fill));
            assert_eq!(report.right, report.total(), "{text} {fill:?}");
            assert_eq!(report.percent(), 100);
            assert!(next_step(&report).is_none());
        }
    }
    let key = key_of(CLASSIC);
    // Root, 3 MIN nodes: 5 cells each, plus 2 pruned leaves.
    assert_eq!(grade(&key, Fill::Windows, &Answers::default()).total(), 22);
    assert_eq!(
        grade(&key, Fill::ValuesOnly, &Answers::default()).total(),
        6
    );
    let report = grade(&key, Fill::Windows, &right_sheet(&key, Fill::Windows));
    assert_eq!(report.score_text(), "22 / 22 right (100 %)");
}

#[test]
fn cells_come_in_search_order() {
    let key = key_of(CLASSIC);
    let order: Vec<String> = cells(&key, Fill::ValuesOnly)
        .iter()
        .map(|cell| format!("{} {}", key[cell.entry].path, cell.kind.name()))
        .collect();
    assert_eq!(
        order,
        [
            "1 value",
            "2 2 pruned",
            "2 3 pruned",
            "2 value",
            "3 value",
            "root value"
        ]
    );
}

#[test]
fn a_wrong_alpha_names_the_max_ancestor_it_came_from() {
    let key = key_of(CLASSIC);
    let mut answers = right_sheet(&key, Fill::Windows);
    answers.set("2", CellKind::AlphaIn, "−∞");
    let report = grade(&key, Fill::Windows, &answers);
    let cell = graded(&report, "2", CellKind::AlphaIn);
    assert_eq!(cell.verdict, Verdict::Wrong);
    assert_eq!(cell.answer, "3");
    assert_eq!(
        cell.why,
        "α here is 3: it comes from MAX at the root, whose best so far was 3"
    );
    assert_eq!(report.right + 1, report.total());
    assert_eq!(next_step(&report), Some(cell));
}

#[test]
fn a_wrong_beta_names_the_min_ancestor_it_came_from() {
    let key = key_of(DEEP);
    let mut answers = right_sheet(&key, Fill::Windows);
    answers.set("1 2", CellKind::BetaIn, "+∞");
    answers.set("3", CellKind::BetaOut, "9");
    let report = grade(&key, Fill::Windows, &answers);
    let cell = graded(&report, "1 2", CellKind::BetaIn);
    assert_eq!(cell.verdict, Verdict::Wrong);
    assert_eq!(
        cell.why,
        "β here is 5: it comes from MIN at 1, whose best so far was 5"
    );
    assert_eq!(
        report.right + 1,
        report.total(),
        "no cell at 3: DEEP has two root moves"
    );
}

#[test]
fn a_wrong_value_says_how_the_node_chose_or_what_stopped_it() {
    let key = key_of(CLASSIC);
    let mut answers = right_sheet(&key, Fill::ValuesOnly);
    answers.set("1", CellKind::Value, "12");
    answers.set("2", CellKind::Value, "4");
    let report = grade(&key, Fill::ValuesOnly, &answers);
    let exact = graded(&report, "1", CellKind::Value);
    assert_eq!(exact.verdict, Verdict::Wrong);
    assert_eq!(
        exact.why,
        "the value here is 3: MIN at 1 takes the smallest of its children's values"
    );
    let cut = graded(&report, "2", CellKind::Value);
    // Fail-soft (the default, AIMA Fig. 5.5): a cut MIN node returns the
    // best it found, 2.
    assert_eq!(cut.answer, "2");
    assert_eq!(
        cut.why,
        "the value here is ≤2: MIN at 2 stopped as soon as its best reached α = 3 from MAX at the root"
    );
}

#[test]
fn a_pruned_move_left_unmarked_names_the_bound_that_closed_the_window() {
    let key = key_of(CLASSIC);
    let mut answers = right_sheet(&key, Fill::ValuesOnly);
    answers.toggle_pruned("2 2");
    let report = grade(&key, Fill::ValuesOnly, &answers);
    let cell = graded(&report, "2 2", CellKind::Pruned);
    // Left blank, the "Pruned?" cell is missing, as a blank value is
    // (issue 22); a mark on a searched move is wrong (next test).
    assert_eq!(cell.verdict, Verdict::Missing);
    assert_eq!(cell.answer, "pruned");
    assert_eq!(
        cell.why,
        "pruned because MIN at 2 already had β = 2 ≤ α = 3 from MAX at the root"
    );
    let deep = key_of(DEEP);
    let report = grade(&deep, Fill::ValuesOnly, &Answers::default());
    assert_eq!(
        graded(&report, "1 2 2", CellKind::Pruned).why,
        "pruned because MAX at 1.2 already had α = 6 ≥ β = 5 from MIN at 1"
    );
}

#[test]
fn a_searched_move_marked_pruned_is_wrong_and_says_the_window_was_open() {
    let key = key_of(CLASSIC);
    let mut answers = right_sheet(&key, Fill::ValuesOnly);
    answers.toggle_pruned("3 1");
    let report = grade(&key, Fill::ValuesOnly, &answers);
    assert_eq!(report.total(), 7);
    assert_eq!(report.right, 6);
    let cell = graded(&report, "3 1", CellKind::Pruned);
    assert_eq!(cell.verdict, Verdict::Wrong);
    assert_eq!(cell.answer, "not pruned");
    assert_eq!(
        cell.why,
        "not pruned: when this move came, MIN at 3 still had the open window [3, +∞]"
    );
}

#[test]
fn empty_cells_are_missing_and_a_left_window_names_who_raised_it() {
    let key = key_of(CLASSIC);
    let report = grade(&key, Fill::Windows, &Answers::default());
    let cell = graded(&report, "root", CellKind::AlphaOut);
    assert_eq!(cell.verdict, Verdict::Missing);
    assert_eq!(
        cell.why,
        "α on leaving is 3: MAX at the root raised it to its best value 3"
    );
    assert_eq!(
        graded(&report, "root", CellKind::BetaIn).why,
        "β here is +∞: no MIN node above has a value yet"
    );
    assert_eq!(report.right, 0);
    assert_eq!(report.percent(), 0);
    let first = next_step(&report).unwrap();
    assert_eq!(
        (first.path.as_str(), first.cell.kind),
        ("root", CellKind::AlphaIn)
    );
}

#[test]
fn entries_read_bound_marks_signs_and_infinities() {
    assert_eq!(parse_entry("≤3"), Some(3));
    assert_eq!(parse_entry(">= -2"), Some(-2));
    assert_eq!(parse_entry("−∞"), Some(-crate::game::INFINITY));
    assert_eq!(parse_entry("inf"), Some(crate::game::INFINITY));
    assert_eq!(parse_entry("three"), None);
    let key = key_of(CLASSIC);
    let mut answers = right_sheet(&key, Fill::ValuesOnly);
    answers.set("1", CellKind::Value, "three");
    let report = grade(&key, Fill::ValuesOnly, &answers);
    assert_eq!(
        graded(&report, "1", CellKind::Value).verdict,
        Verdict::Wrong
    );
}

/// The drawing of `text`'s sheet over the whole tree, by path.
fn drawn(
    text: &str,
    answers: Option<&Answers>,
) -> std::collections::BTreeMap<String, crate::scene::overlay::SheetNode> {
    let tree = TextbookTree::parse(text).unwrap();
    let whole = search(&tree, Algorithm::Minimax, Cutoff::Ge).unwrap();
    let key = key(&search(&tree, Algorithm::AlphaBeta, Cutoff::Ge).unwrap());
    let cells = sheet_cells(&whole, Fill::Windows);
    let empty = Answers::default();
    let nodes = sheet_nodes(&Drawing {
        cells: &cells,
        answers: answers.unwrap_or(&empty),
        report: None,
        current: None,
        fill: Fill::Windows,
        reveal: answers.map(|_| key.as_slice()),
    });
    cells
        .iter()
        .filter_map(|cell| Some((cell.path.clone(), nodes.get(&cell.node)?.clone())))
        .collect()
}

#[test]
fn the_key_is_the_sheet_filled_from_the_key_with_unvisited_nodes_grey() {
    let blank = drawn(DEEP, None);
    let key = key_answers(&key_of(DEEP));
    let filled = drawn(DEEP, Some(&key));
    // Every node of the whole tree is on both, the same nodes.
    assert_eq!(blank.len(), 15);
    assert!(blank.keys().eq(filled.keys()));
    assert!(blank.values().all(|n| n.value.is_none()));
    // An empty box at each of the 7 inner nodes, none under the 8 leaves
    // (a leaf has no window cells to fill).
    let boxes = blank
        .iter()
        .filter(|(_, n)| n.window.as_deref() == Some(crate::scene::overlay::BLANK_WINDOW))
        .count();
    assert_eq!(boxes, 7);
    assert!(
        blank
            .iter()
            .filter(|(path, _)| path.split(' ').count() == 3)
            .all(|(_, n)| n.window.is_none())
    );
    assert!(blank.values().all(|n| !n.pruned && !n.unvisited));
    // 1 2 2 is cut off under 1 2; all of 2 2 under 2.
    let at = |path: &str| &filled[path];
    assert_eq!(at("root").value.as_deref(), Some("5"));
    assert_eq!(at("root").window.as_deref(), Some("[−∞, +∞] / [5, +∞]"));
    assert_eq!(
        at("1 2").value.as_deref(),
        Some("≥6"),
        "fail-soft (the default): the best it found, a bound"
    );
    assert!(at("1 2 2").pruned && at("1 2 2").unvisited);
    assert!(at("2 2").pruned && at("2 2").unvisited);
    for path in ["2 2 1", "2 2 2"] {
        assert!(!at(path).pruned && at(path).unvisited, "{path}");
    }
    assert!(at("2 2").value.is_none() && at("2 2").window.is_none());
    assert!(!at("2 1").unvisited && at("2 1").value.is_some());
}

#[test]
fn a_values_only_sheet_draws_no_window_boxes() {
    let tree = TextbookTree::parse(DEEP).unwrap();
    let whole = search(&tree, Algorithm::Minimax, Cutoff::Ge).unwrap();
    let cells = sheet_cells(&whole, Fill::ValuesOnly);
    let nodes = sheet_nodes(&Drawing {
        cells: &cells,
        answers: &Answers::default(),
        report: None,
        current: None,
        fill: Fill::ValuesOnly,
        reveal: None,
    });
    assert_eq!(nodes.len(), 15);
    assert!(nodes.values().all(|n| n.window.is_none()));
}
