//! The answer key of a worksheet: one entry per node the alpha-beta search
//! made (entered, or pruned by a cutoff), in the order the search made
//! them, read from the recorded search tree, so it says what
//! `gametree analyze --trace` says about the same tree.

use serde::Serialize;

use crate::game::{INFINITY, Score};
use crate::input::AnyGame;
use crate::notation;
use crate::scene::tooltip::path_text;
use crate::session::Session;
use crate::tree::NodeKind;

/// One node of the key.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct KeyEntry {
    /// The moves from the root, as `--trace` writes them: `root`, `2`, `2 1`.
    pub path: String,
    /// `"MAX"` or `"MIN"`.
    pub player: &'static str,
    /// α on entry; `null` for −∞ and for a pruned move.
    pub alpha: Option<Score>,
    /// β on entry; `null` for +∞ and for a pruned move.
    pub beta: Option<Score>,
    /// The window on entry as written everywhere, `[3, +∞]`; `null` for a
    /// pruned move.
    pub window: Option<String>,
    /// The value the node returned; `null` for a pruned move.
    pub value: Option<Score>,
    /// `"exact"`, `"lower bound"` or `"upper bound"`; `null` for a pruned move.
    pub bound: Option<String>,
    /// The value with its bound as written everywhere, `≤3`.
    pub value_text: Option<String>,
    /// Whether the node was evaluated as a leaf.
    pub leaf: bool,
    /// Whether the move into it was skipped by a cutoff (its subtree, not
    /// listed, is never visited).
    pub pruned: bool,
}

/// The key of `session`'s finished search tree; empty before the search
/// has entered the root.
#[must_use]
pub fn key(session: &Session<AnyGame>) -> Vec<KeyEntry> {
    let Some(tree) = session.tree() else {
        return Vec::new();
    };
    let finite = |value: Score| (value.abs() < INFINITY).then_some(value);
    tree.nodes()
        .map(|(index, node)| {
            let pruned = node.kind == NodeKind::Pruned;
            let entered = !pruned;
            let bound = node.bound();
            KeyEntry {
                path: path_text(session, index),
                player: tree.player(index).name(),
                alpha: finite(node.alpha).filter(|_| entered),
                beta: finite(node.beta).filter(|_| entered),
                window: entered.then(|| notation::window(node.alpha, node.beta)),
                value: bound.map(|_| node.value),
                bound: bound.map(|bound| bound.to_string()),
                value_text: bound.map(|bound| notation::bounded(node.value, bound)),
                leaf: matches!(node.kind, NodeKind::Leaf(_)),
                pruned,
            }
        })
        .collect()
}
