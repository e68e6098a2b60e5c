//! Grading a filled worksheet against its key, cell by cell: right, wrong
//! (with the right answer and one sentence of why) or missing, and the
//! score. Also the hint: the next cell in search order that is not right.

use std::collections::{BTreeMap, BTreeSet};

use crate::game::{Score, Wording};
use crate::notation;
use crate::teach::question::parse_value;

use super::cells::{Cell, CellKind, Fill, cells};
use super::explain::explain;
use super::key::KeyEntry;

/// What the student has written, by node path (`root`, `2 1`): the typed
/// cells as typed, and the moves marked pruned.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Answers {
    /// Typed text by (path, cell); never holds an empty text.
    pub typed: BTreeMap<(String, CellKind), String>,
    /// Paths of the moves marked pruned.
    pub pruned: BTreeSet<String>,
}

impl Answers {
    /// The text typed into a cell; empty if none.
    #[must_use]
    pub fn text(&self, path: &str, kind: CellKind) -> &str {
        self.typed
            .get(&(path.to_owned(), kind))
            .map_or("", String::as_str)
    }

    /// Writes `text` into a cell (blank text empties it).
    pub fn set(&mut self, path: &str, kind: CellKind, text: &str) {
        let key = (path.to_owned(), kind);
        if text.trim().is_empty() {
            self.typed.remove(&key);
        } else {
            self.typed.insert(key, text.trim().to_owned());
        }
    }

    /// Marks the move into `path` pruned, or takes the mark away.
    pub fn toggle_pruned(&mut self, path: &str) {
        if !self.pruned.remove(path) {
            self.pruned.insert(path.to_owned());
        }
    }

    /// Whether nothing has been written.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.typed.is_empty() && self.pruned.is_empty()
    }
}

/// How one cell was graded.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Verdict {
    /// As the key says.
    Right,
    /// Not as the key says (or not a number).
    Wrong,
    /// Left empty.
    Missing,
}

/// One graded cell.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Graded {
    /// The cell.
    pub cell: Cell,
    /// Its node's path.
    pub path: String,
    /// Right, wrong or missing.
    pub verdict: Verdict,
    /// The right answer as written: `5`, `−∞`, `pruned`, `not pruned`.
    pub answer: String,
    /// Why that is the answer, naming the node whose bound caused it.
    pub why: String,
}

impl Graded {
    /// One line for the list of mistakes: `2 1, β in: wrong; right is 5 — β here is 5: …`.
    #[must_use]
    pub fn line(&self) -> String {
        let (node, cell) = (super::key::path_name(&self.path), self.cell.kind.name());
        let (answer, why) = (&self.answer, &self.why);
        match self.verdict {
            Verdict::Right => crate::tr!(
                "teach-grade-line-right",
                node = node,
                cell = cell,
                answer = answer,
                why = why
            ),
            Verdict::Wrong => crate::tr!(
                "teach-grade-line-wrong",
                node = node,
                cell = cell,
                answer = answer,
                why = why
            ),
            Verdict::Missing => crate::tr!(
                "teach-grade-line-missing",
                node = node,
                cell = cell,
                answer = answer,
                why = why
            ),
        }
    }
}

/// A graded sheet.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Report {
    /// Every cell in search order, then marks on moves that were searched.
    pub cells: Vec<Graded>,
    /// Cells graded right.
    pub right: usize,
}

impl Report {
    /// Cells graded.
    #[must_use]
    pub fn total(&self) -> usize {
        self.cells.len()
    }

    /// Right cells as a whole percentage, rounded down (100 only when all
    /// are right; an empty sheet with no cells is 100).
    #[must_use]
    pub fn percent(&self) -> usize {
        (self.right * 100).checked_div(self.total()).unwrap_or(100)
    }

    /// `9 / 12 right (75 %)`.
    #[must_use]
    pub fn score_text(&self) -> String {
        crate::tr!(
            "teach-grade-score",
            right = self.right.to_string(),
            total = self.total().to_string(),
            percent = self.percent().to_string()
        )
    }

    /// The graded cell of `path`, if it was graded.
    #[must_use]
    pub fn cell(&self, path: &str, kind: CellKind) -> Option<&Graded> {
        self.cells
            .iter()
            .find(|graded| graded.path == path && graded.cell.kind == kind)
    }
}

/// A value as a student may write it: a score as the quiz reads it
/// (`3`, `−2`, `+∞`, `inf`), optionally after a bound mark (`≤3`, `>=5`).
#[must_use]
pub fn parse_entry(text: &str) -> Option<Score> {
    // Worksheets are textbook trees, so no value is a won game.
    parse_value(text, Wording::TREE)
}

/// The right answer of `cell`, as a number (`None` for a pruned mark).
fn expected(entry: &KeyEntry, kind: CellKind) -> Option<Score> {
    let w = entry.windows;
    match kind {
        CellKind::AlphaIn => Some(w.alpha_in),
        CellKind::BetaIn => Some(w.beta_in),
        CellKind::AlphaOut => Some(w.alpha_out),
        CellKind::BetaOut => Some(w.beta_out),
        CellKind::Value => entry.value,
        CellKind::Pruned => None,
    }
}

/// The right answer of `cell` as written.
#[must_use]
pub fn answer_text(key: &[KeyEntry], cell: Cell) -> String {
    let Some(entry) = key.get(cell.entry) else {
        return String::new();
    };
    match (cell.kind, expected(entry, cell.kind)) {
        (CellKind::Pruned, _) if entry.pruned => crate::tr!("teach-cell-pruned"),
        (CellKind::Pruned, _) => crate::tr!("teach-grade-not-pruned"),
        (_, Some(value)) => notation::score(value, Wording::TREE),
        (_, None) => String::new(),
    }
}

/// Grades `answers` against `key`, filled as `fill` says.
#[must_use]
pub fn grade(key: &[KeyEntry], fill: Fill, answers: &Answers) -> Report {
    let mut report = Report::default();
    let mut push = |cell: Cell, path: &str, verdict: Verdict| {
        if verdict == Verdict::Right {
            report.right += 1;
        }
        report.cells.push(Graded {
            cell,
            path: path.to_owned(),
            verdict,
            answer: answer_text(key, cell),
            why: explain(key, cell),
        });
    };
    for cell in cells(key, fill) {
        let Some(entry) = key.get(cell.entry) else {
            continue;
        };
        let verdict = if cell.kind == CellKind::Pruned {
            // Only pruned moves have a "Pruned?" cell: blank is missing.
            if answers.pruned.contains(&entry.path) {
                Verdict::Right
            } else {
                Verdict::Missing
            }
        } else {
            let typed = answers.text(&entry.path, cell.kind);
            if typed.is_empty() {
                Verdict::Missing
            } else if parse_entry(typed) == expected(entry, cell.kind) {
                Verdict::Right
            } else {
                Verdict::Wrong
            }
        };
        push(cell, &entry.path, verdict);
    }
    // A mark on a move that was searched is a wrong cell of its own (marks
    // below a pruned move, which the key does not list, are ignored).
    for (place, entry) in key.iter().enumerate() {
        if !entry.pruned && entry.parent.is_some() && answers.pruned.contains(&entry.path) {
            let cell = Cell {
                entry: place,
                kind: CellKind::Pruned,
            };
            push(cell, &entry.path, Verdict::Wrong);
        }
    }
    report
}

/// The hint: the first cell of the graded sheet that is not right, in
/// search order, with its path; `None` when the sheet is all right.
#[must_use]
pub fn next_step(report: &Report) -> Option<&Graded> {
    report
        .cells
        .iter()
        .find(|graded| graded.verdict != Verdict::Right)
}
