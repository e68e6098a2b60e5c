//! The cells of the sheet the student fills, over the whole tree (every
//! node, not only those the search visits, so the order gives nothing
//! away): for each node in search order, the mark on the move into it,
//! its α and β on entry, its children, then its value and its α and β on
//! leaving. Leaves have only the mark.

use petgraph::graph::NodeIndex;

use super::{CellKind, Fill};
use crate::input::AnyGame;
use crate::session::Session;

/// One cell of the sheet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SheetCell {
    /// The node in the whole tree.
    pub node: NodeIndex,
    /// Its path (`root`, `2 1`): how answers are kept.
    pub path: String,
    /// `MAX` or `MIN`.
    pub player: &'static str,
    /// Which cell.
    pub kind: CellKind,
}

impl SheetCell {
    /// How the cell is named next to the entry field: `β in at 2 (MIN)`.
    #[must_use]
    pub fn name(&self) -> String {
        let name = super::key::path_name(&self.path);
        if self.kind == CellKind::Pruned {
            crate::tr!("teach-sheet-cell-pruned", node = name)
        } else {
            crate::tr!(
                "teach-sheet-cell",
                cell = self.kind.name(),
                node = name,
                player = self.player
            )
        }
    }
}

/// The cells of `whole` (a search that visits every node) for `fill`.
#[must_use]
pub fn sheet_cells(whole: &Session<AnyGame>, fill: Fill) -> Vec<SheetCell> {
    let Some(tree) = whole.tree() else {
        return Vec::new();
    };
    let Some(root) = tree.root() else {
        return Vec::new();
    };
    let windows = fill == Fill::Windows;
    let mut out = Vec::new();
    let mut stack = vec![(root, false)];
    while let Some((node, leaving)) = stack.pop() {
        if tree.node(node).is_none() {
            continue;
        }
        let cell = |kind| SheetCell {
            node,
            path: super::key::key_path(&whole.path_labels(node)),
            player: tree.role(node).name(),
            kind,
        };
        let children = tree.children(node);
        if leaving {
            out.push(cell(CellKind::Value));
            if windows {
                out.extend([cell(CellKind::AlphaOut), cell(CellKind::BetaOut)]);
            }
            continue;
        }
        if node != root {
            out.push(cell(CellKind::Pruned));
        }
        if children.is_empty() {
            continue;
        }
        if windows {
            out.extend([cell(CellKind::AlphaIn), cell(CellKind::BetaIn)]);
        }
        stack.push((node, true));
        stack.extend(children.iter().rev().map(|&child| (child, false)));
    }
    out
}
