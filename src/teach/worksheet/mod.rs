//! Worksheets: the answer key of an alpha-beta search read from the
//! recorded tree (`key`), the cells a student fills in, in search order
//! (`cells`), and grading a filled sheet cell by cell with one sentence
//! for each wrong cell (`grade`, `explain`), and how a
//! sheet is drawn on the whole tree (`sheet`, `drawing`).
//!
//! Everything is read from the recorded search, so a different search (a
//! different cutoff convention, say) gives a different key and the grading
//! follows it. Answers are kept by path (`root`, `2`, `2 1`), so they
//! survive re-running the search and can be drawn on any tree of the same
//! shape.

pub(crate) mod cells;
pub(crate) mod drawing;
pub(crate) mod explain;
pub(crate) mod grade;
pub(crate) mod key;
pub mod search;
pub(crate) mod sheet;
#[cfg(test)]
mod tests;

pub use cells::{Cell, CellKind, Fill, cells};
pub use drawing::{Drawing, key_answers, sheet_nodes};
pub use grade::{Answers, Graded, Report, Verdict, answer_text, grade, next_step, parse_entry};
pub use key::{KeyEntry, Windows, key, path_name};
pub use search::{SheetError, search, search_with};
pub use sheet::{SheetCell, sheet_cells};
