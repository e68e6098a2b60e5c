//! The cells of a worksheet, in the order the search fills them: a node's
//! α and β as it is entered, then its children (a pruned move is a cell to
//! mark), then its value and its α and β as it is left. Leaves carry their
//! values already and have no cells.

use super::key::KeyEntry;

/// What the student fills in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Fill {
    /// α and β on entry and on leaving, the value of every inner node, and
    /// the pruned moves.
    #[default]
    Windows,
    /// Only the value of every inner node and the pruned moves.
    ValuesOnly,
}

impl Fill {
    /// `"fill windows"` or `"values only"`.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::Windows => crate::tr!("teach-fill-windows"),
            Self::ValuesOnly => crate::tr!("teach-fill-values-only"),
        }
    }
}

/// One kind of cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum CellKind {
    /// α as the node is entered.
    AlphaIn,
    /// β as the node is entered.
    BetaIn,
    /// The value the node returns.
    Value,
    /// α as the node is left.
    AlphaOut,
    /// β as the node is left.
    BetaOut,
    /// Whether the move into the node is pruned (a mark, not a number).
    Pruned,
}

impl CellKind {
    /// How the cell is named to the student: `α in`, `β out`, `value`, `pruned`.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Self::AlphaIn => crate::tr!("teach-cell-alpha-in"),
            Self::BetaIn => crate::tr!("teach-cell-beta-in"),
            Self::Value => crate::tr!("teach-cell-value"),
            Self::AlphaOut => crate::tr!("teach-cell-alpha-out"),
            Self::BetaOut => crate::tr!("teach-cell-beta-out"),
            Self::Pruned => crate::tr!("teach-cell-pruned"),
        }
    }
}

/// One cell: a kind at a node of the key.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cell {
    /// The node's place in the key.
    pub entry: usize,
    /// Which of its cells.
    pub kind: CellKind,
}

/// The cells of `key` for `fill`, in search order.
#[must_use]
pub fn cells(key: &[KeyEntry], fill: Fill) -> Vec<Cell> {
    let mut children = vec![Vec::new(); key.len()];
    let mut roots = Vec::new();
    for (place, entry) in key.iter().enumerate() {
        match entry.parent.and_then(|parent| children.get_mut(parent)) {
            Some(list) => list.push(place),
            None => roots.push(place),
        }
    }
    let mut out = Vec::new();
    // An explicit stack of (node, leaving): deep trees cannot overflow
    // the call stack.
    let mut stack: Vec<(usize, bool)> = roots.into_iter().rev().map(|r| (r, false)).collect();
    while let Some((place, leaving)) = stack.pop() {
        let Some(entry) = key.get(place) else {
            continue;
        };
        let cell = |kind| Cell { entry: place, kind };
        if entry.pruned {
            out.push(cell(CellKind::Pruned));
            continue;
        }
        if entry.leaf {
            continue;
        }
        let windows = fill == Fill::Windows;
        if leaving {
            out.push(cell(CellKind::Value));
            if windows {
                out.extend([cell(CellKind::AlphaOut), cell(CellKind::BetaOut)]);
            }
            continue;
        }
        if windows {
            out.extend([cell(CellKind::AlphaIn), cell(CellKind::BetaIn)]);
        }
        stack.push((place, true));
        if let Some(list) = children.get(place) {
            stack.extend(list.iter().rev().map(|&child| (child, false)));
        }
    }
    out
}
