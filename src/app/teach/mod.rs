//! Teaching: the panel under the tree with the pseudocode and the
//! narration, quiz mode's questions and worksheet mode's blank tree.

pub(super) mod narration;
pub(super) mod panel;
pub(super) mod pseudocode;
pub(super) mod quiz;
pub(super) mod worksheet;
