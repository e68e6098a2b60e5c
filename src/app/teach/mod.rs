//! Teaching: the panel under the tree with the pseudocode and the
//! narration, quiz mode's questions, and practice: worksheet mode's blank
//! tree, the quick drill and move ordering side by side.

pub(super) mod drill;
pub(super) mod narration;
pub(super) mod ordering;
pub(super) mod panel;
pub(super) mod pseudocode;
pub(super) mod quiz;
pub(super) mod worksheet;

/// The teaching features' state in [`App`](super::App).
#[derive(Default)]
pub(super) struct Teaching {
    /// The narration log's scrolling.
    pub(super) narration: narration::NarrationState,
    /// Quiz mode: its settings, score and open question; the runner's gate.
    pub(super) quiz: quiz::QuizPanel,
    /// Worksheet mode: the sheet, its answers and its check.
    pub(super) worksheet: worksheet::WorksheetPanel,
    /// The quick drill: a random tree, the pruned edges and the root value.
    pub(super) drill: drill::DrillPanel,
    /// Best, natural and worst order side by side.
    pub(super) ordering: ordering::OrderingPanel,
}

/// Which of the practice modes that take the tree's place are on.
#[derive(Clone, Copy, Default)]
pub(super) struct Modes {
    pub(super) worksheet: bool,
    pub(super) drill: bool,
    pub(super) ordering: bool,
}

impl Teaching {
    /// The practice modes on now.
    pub(super) fn modes(&self) -> Modes {
        Modes {
            worksheet: self.worksheet.open,
            drill: self.drill.open,
            ordering: self.ordering.open,
        }
    }
}
