//! How a worksheet is drawn on the tree: the scene overlay's entry for
//! every node of the whole tree, from what is written in its cells and,
//! once checked, how they were graded. One builder for every picture of a
//! sheet: the explorer's (blank, half filled, checked) and the printed
//! exam and key, which is the sheet filled from the key
//! ([`key_answers`]), so the checked view and the key are one drawing.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use petgraph::graph::NodeIndex;

use crate::scene::overlay::{BLANK_WINDOW, SheetMark, SheetNode, WINDOWS_APART};

use super::cells::{CellKind, Fill, cells};
use super::grade::{Answers, Report, Verdict, answer_text};
use super::key::KeyEntry;
use super::sheet::SheetCell;

/// Everything a sheet's drawing is made from.
#[derive(Clone, Copy, Debug)]
pub struct Drawing<'a> {
    /// The sheet's cells over the whole tree, in search order.
    pub cells: &'a [SheetCell],
    /// What is written.
    pub answers: &'a Answers,
    /// The last check, if the answers have not changed since.
    pub report: Option<&'a Report>,
    /// The node of the cell being filled, ringed.
    pub current: Option<NodeIndex>,
    /// Whether windows are filled in, or only values.
    pub fill: Fill,
    /// The key, once the answers may be shown (checked, or printed as the
    /// key): nodes the search never visited are greyed.
    pub reveal: Option<&'a [KeyEntry]>,
}

/// What is written where the student writes nothing: an empty cell.
const EMPTY: &str = "___";

/// The overlay's entry for every node of the sheet.
#[must_use]
pub fn sheet_nodes(drawing: &Drawing<'_>) -> HashMap<NodeIndex, SheetNode> {
    let &Drawing {
        cells,
        answers,
        report,
        current,
        fill,
        reveal,
    } = drawing;
    let visited: Option<HashSet<&str>> = reveal.map(|key| {
        key.iter()
            .filter(|entry| !entry.pruned)
            .map(|entry| entry.path.as_str())
            .collect()
    });
    let windows = fill == Fill::Windows;
    let mut out = HashMap::new();
    for cell in cells {
        if out.contains_key(&cell.node) {
            continue;
        }
        let path = cell.path.as_str();
        let unvisited = visited.as_ref().is_some_and(|set| !set.contains(path));
        let shown = |kind: CellKind| -> String {
            let typed = answers.text(path, kind);
            let typed = if typed.is_empty() { EMPTY } else { typed };
            match report.and_then(|r| r.cell(path, kind)) {
                Some(g) if g.verdict != Verdict::Right => format!("{} ({typed})", g.answer),
                _ => typed.to_owned(),
            }
        };
        let inner = cells
            .iter()
            .any(|c| c.node == cell.node && c.kind == CellKind::Value);
        let written = |kinds: &[CellKind]| {
            !unvisited
                && (report.is_some()
                    || kinds
                        .iter()
                        .any(|&kind| !answers.text(path, kind).is_empty()))
        };
        let value = (inner && written(&[CellKind::Value])).then(|| shown(CellKind::Value));
        // A box to fill only where there are window cells: inner nodes,
        // with windows filled in, that the search visited.
        let has_windows = inner && windows && !unvisited;
        let window = has_windows.then(|| {
            if !written(&[
                CellKind::AlphaIn,
                CellKind::BetaIn,
                CellKind::AlphaOut,
                CellKind::BetaOut,
            ]) {
                return BLANK_WINDOW.to_owned();
            }
            let mut text = format!(
                "[{}, {}]",
                shown(CellKind::AlphaIn),
                shown(CellKind::BetaIn)
            );
            if written(&[CellKind::AlphaOut, CellKind::BetaOut]) {
                let _ = write!(
                    text,
                    "{WINDOWS_APART}[{}, {}]",
                    shown(CellKind::AlphaOut),
                    shown(CellKind::BetaOut)
                );
            }
            text
        });
        let mark = if current == Some(cell.node) {
            SheetMark::Current
        } else {
            report.map_or(SheetMark::None, |report| {
                let mut graded = report.cells.iter().filter(|g| g.path == path).peekable();
                if graded.peek().is_none() {
                    SheetMark::None
                } else if graded.all(|g| g.verdict == Verdict::Right) {
                    SheetMark::Right
                } else {
                    SheetMark::Wrong
                }
            })
        };
        out.insert(
            cell.node,
            SheetNode {
                value,
                window,
                pruned: answers.pruned.contains(path),
                mark,
                unvisited,
            },
        );
    }
    out
}

/// The sheet written as the key says: every window, every value with its
/// bound (`≤3`), and every pruned move marked (a sheet that scores 100 %).
#[must_use]
pub fn key_answers(key: &[KeyEntry]) -> Answers {
    let mut answers = Answers::default();
    for cell in cells(key, Fill::Windows) {
        let Some(entry) = key.get(cell.entry) else {
            continue;
        };
        if cell.kind == CellKind::Pruned {
            answers.pruned.insert(entry.path.clone());
        } else if let (CellKind::Value, Some(text)) = (cell.kind, &entry.value_text) {
            // With its bound, `≤3`, as the grading reads it too.
            answers.set(&entry.path, cell.kind, text);
        } else {
            answers.set(&entry.path, cell.kind, &answer_text(key, cell));
        }
    }
    answers
}
