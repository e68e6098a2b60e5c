//! `--dot FILE`: the final search tree as a Graphviz DOT graph.
//!
//! MAX nodes are boxes and MIN nodes ellipses; each node shows its value as
//! the tree view writes it at the end of the search
//! ([`crate::scene::labels::value_text`]: `3`, `≤3`, `≥5`) and the `[α, β]`
//! window it was entered with ([`crate::notation::window`]); edges carry the
//! move (the same labels as the tree view); pruned moves are dashed and
//! grey; the principal variation is bold.

use std::collections::HashSet;
use std::fmt::Write as _;

use petgraph::graph::NodeIndex;

use crate::cli::labels::NodeLabels;
use crate::input::AnyGame;
use crate::notation::window;
use crate::scene::labels::value_text;
use crate::search::Player;
use crate::session::Session;
use crate::tree::{NodeAt, NodeKind, TreeNode};

/// The tree of the session's last iteration as DOT text.
pub fn render(session: &Session<AnyGame>) -> String {
    let mut out = String::from("digraph gametree {\n");
    out.push_str("  graph [ordering=out, nodesep=0.15, ranksep=0.5];\n");
    out.push_str("  node [fontname=\"Helvetica\", fontsize=10, margin=\"0.05,0.03\"];\n");
    out.push_str("  edge [fontname=\"Helvetica\", fontsize=9];\n");
    let Some(iteration) = session.iterations().last() else {
        out.push_str("}\n");
        return out;
    };
    let tree = iteration.tree();
    let labels = NodeLabels::of(session.game(), tree);
    let pv: HashSet<NodeIndex> = tree
        .principal_variation(iteration.len())
        .into_iter()
        .collect();
    let _ = writeln!(
        out,
        "  label=\"{}\";\n  labelloc=t;",
        escape(&title(session))
    );
    for index in tree.graph().node_indices() {
        let Some(node) = tree.node(index) else {
            continue;
        };
        let on_pv = pv.contains(&index);
        let Some(at) = tree.node_at(index, iteration.len()) else {
            continue;
        };
        let _ = writeln!(
            out,
            "  n{} [{}];",
            index.index(),
            node_attributes(node, &at, iteration.len(), on_pv)
        );
        if let Some(parent) = tree.parent(index) {
            let mut attributes = format!("label=\"{}\"", escape(labels.label(index)));
            if node.kind == NodeKind::Pruned {
                attributes.push_str(", style=dashed, color=gray50, fontcolor=gray50");
            } else if on_pv {
                attributes.push_str(", style=bold, penwidth=2.5");
            }
            let _ = writeln!(
                out,
                "  n{} -> n{} [{attributes}];",
                parent.index(),
                index.index()
            );
        }
    }
    out.push_str("}\n");
    out
}

/// The graph's caption: what was searched, with which options.
fn title(session: &Session<AnyGame>) -> String {
    let options = session.options();
    let what = match session.game() {
        AnyGame::Chess(chess) => chess.root_fen(),
        AnyGame::Tree(tree) => tree.to_list_string(),
    };
    format!(
        "{what}\n{}, depth {}, {} order, fail-{}{}",
        options.algorithm.name(),
        options.depth,
        options.ordering,
        options.fail.name(),
        if options.transposition_table {
            ", TT"
        } else {
            ""
        }
    )
}

fn node_attributes(node: &TreeNode, at: &NodeAt, end: u64, on_pv: bool) -> String {
    let shape = match node.player() {
        Player::Max => "box",
        Player::Min => "ellipse",
    };
    let window = window(node.alpha, node.beta);
    let finished = node.is_finished_at(end);
    let label = match value_text(node, at.best, finished) {
        None if node.kind == NodeKind::Pruned => String::from("pruned"),
        None => format!("?\n{window}"),
        Some(value) => {
            let tt = if finished && node.kind.tt_bound().is_some() {
                " TT"
            } else {
                ""
            };
            format!("{value}{tt}\n{window}")
        }
    };
    let mut attributes = format!("shape={shape}, label=\"{}\"", escape(&label));
    match node.kind {
        NodeKind::Pruned => attributes.push_str(", style=dashed, color=gray50, fontcolor=gray50"),
        NodeKind::Leaf(_) => attributes.push_str(", style=filled, fillcolor=gray95"),
        NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper => {
            attributes.push_str(", style=filled, fillcolor=lightyellow");
        }
        NodeKind::Inner => {}
    }
    if on_pv {
        attributes.push_str(", penwidth=2.5");
    }
    attributes
}

/// Escapes a string for a DOT quoted string; newlines become centred line breaks.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_quotes_and_newlines() {
        assert_eq!(escape("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
