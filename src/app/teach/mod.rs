//! Teaching: the panel under the tree with the pseudocode and the
//! narration, quiz mode's questions and worksheet mode's blank tree.

pub(super) mod narration;
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
}
