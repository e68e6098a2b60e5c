//! The tree view: the explicit search tree drawn with egui's painter on the
//! tidy layout from [`crate::layout`], with zoom, pan, follow and collapse.

use petgraph::graph::NodeIndex;

use crate::input::AnyGame;
use crate::session::Session;

/// What the user did in the tree view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TreeViewAction {
    /// A node was clicked.
    Select(NodeIndex),
}

/// View state that lives across frames: zoom, pan, follow, collapsed
/// subtrees and caches. Replace it with `default()` when the search changes.
#[derive(Default)]
pub struct TreeViewState {}

/// Draws the tree of `session` at its cursor, filling the available space.
pub fn tree_view_ui(
    ui: &mut egui::Ui,
    session: &Session<AnyGame>,
    selected: Option<NodeIndex>,
    state: &mut TreeViewState,
) -> Option<TreeViewAction> {
    let _ = (ui, session, selected, state);
    None
}
