//! The answer key of a worksheet: one entry per node the alpha-beta search
//! made (entered, or pruned by a cutoff), in the order the search made
//! them, read from the recorded search tree, so it says what
//! `gametree analyze --trace` says about the same tree. The CLI prints it
//! (`gametree worksheet --json`) and the explorer grades a sheet against it
//! ([`super::grade()`]).

use std::collections::HashMap;

use petgraph::graph::NodeIndex;
use serde::Serialize;

use crate::game::Player;
use crate::game::{Game as _, INFINITY, Score};
use crate::input::AnyGame;
use crate::notation;
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
    /// The value the node returned, in the tree's unit (thirds in a tree
    /// with three-way chance nodes: the worksheet's `unit`); `null` for a
    /// pruned move.
    pub value: Option<Score>,
    /// `"exact"`, `"lower bound"` or `"upper bound"`; `null` for a pruned move.
    pub bound: Option<String>,
    /// The value with its bound as written everywhere, exactly: `≤3`, `23/3`.
    pub value_text: Option<String>,
    /// Whether the node was evaluated as a leaf.
    pub leaf: bool,
    /// Whether the move into it was skipped by a cutoff (its subtree, not
    /// listed, is never visited).
    pub pruned: bool,
    /// The node in the recorded tree.
    #[serde(skip)]
    pub node: NodeIndex,
    /// The parent's place in the key; `None` at the root.
    #[serde(skip)]
    pub parent: Option<usize>,
    /// Who chooses at the node.
    #[serde(skip)]
    pub chooser: Player,
    /// The window on entry and on leaving, infinities included (both
    /// `[−∞, +∞]` for a pruned move, which has none).
    #[serde(skip)]
    pub windows: Windows,
    /// How the value bounds the true one, as the tree has it (an exact
    /// value outside the window included); `None` for a pruned move.
    #[serde(skip)]
    pub bound_kind: Option<crate::search::Bound>,
}

/// A node's `[α, β]` as it was entered and as it was left (after its last
/// child's value came back), from MAX's view.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Windows {
    /// α on entry.
    pub alpha_in: Score,
    /// β on entry.
    pub beta_in: Score,
    /// α on leaving.
    pub alpha_out: Score,
    /// β on leaving.
    pub beta_out: Score,
}

/// The key of `session`'s finished search tree; empty before the search
/// has entered the root.
#[must_use]
pub fn key(session: &Session<AnyGame>) -> Vec<KeyEntry> {
    let Some(tree) = session.tree() else {
        return Vec::new();
    };
    let finite = |value: Score| (value.abs() < INFINITY).then_some(value);
    let wording = session.game().wording();
    let cursor = session.local_cursor();
    let mut places = HashMap::new();
    tree.nodes()
        .enumerate()
        .map(|(place, (index, node))| {
            places.insert(index, place);
            let pruned = node.kind == NodeKind::Pruned;
            let entered = !pruned;
            let bound = node.bound();
            let left = tree.node_at(index, cursor);
            let windows = if entered {
                Windows {
                    alpha_in: node.alpha,
                    beta_in: node.beta,
                    alpha_out: left.map_or(node.alpha, |at| at.alpha),
                    beta_out: left.map_or(node.beta, |at| at.beta),
                }
            } else {
                Windows {
                    alpha_in: -INFINITY,
                    beta_in: INFINITY,
                    alpha_out: -INFINITY,
                    beta_out: INFINITY,
                }
            };
            KeyEntry {
                path: key_path(&session.path_labels(index)),
                player: tree.role(index).name(),
                alpha: finite(node.alpha).filter(|_| entered),
                beta: finite(node.beta).filter(|_| entered),
                window: entered.then(|| notation::window(node.alpha, node.beta, wording)),
                value: bound.map(|_| node.value),
                bound: bound.map(|bound| bound.to_string()),
                bound_kind: bound,
                value_text: bound.map(|bound| {
                    format!(
                        "{}{}",
                        notation::bound_mark(bound),
                        notation::exact(node.value, wording)
                    )
                }),
                leaf: matches!(node.kind, NodeKind::Leaf(_)),
                pruned,
                node: index,
                parent: tree
                    .parent(index)
                    .and_then(|parent| places.get(&parent).copied()),
                chooser: tree.player(index),
                windows,
            }
        })
        .collect()
}

/// A node's path as the key, the answers and `--json` keep it: the labels
/// joined by spaces as `--trace` writes them (`root`, `2`, `2 1`).
pub(crate) fn key_path(labels: &[String]) -> String {
    crate::game::path_text(labels, " ")
}

/// The move labels of a key path (`2 1` → `["2", "1"]`, `root` → none).
fn path_labels(path: &str) -> Vec<String> {
    path.split(' ')
        .filter(|label| *label != crate::game::ROOT_PATH && !label.is_empty())
        .map(str::to_owned)
        .collect()
}

/// A key path (`2 1`) as a student reads it: the node's one name
/// ([`crate::game::Wording::path`], `2.1`).
#[must_use]
pub fn path_name(path: &str) -> String {
    let labels = path_labels(path);
    if labels.is_empty() {
        return crate::tr!("teach-root-name");
    }
    crate::game::Wording::TREE.path(&labels)
}

/// Where a key path's node is, for sentences, as the narration says it:
/// `at the root`, `at 2.1`.
#[must_use]
pub fn path_place(path: &str) -> String {
    crate::game::Wording::TREE.place(&path_labels(path))
}
