//! `--dot FILE`: the final search tree as a Graphviz DOT graph.
//!
//! MAX nodes are boxes and MIN nodes ellipses; each node shows its value as
//! the tree view writes it at the end of the search
//! ([`crate::scene::labels::value_text`]: `3`, `≤3`, `≥5`) and the `[α, β]`
//! window it was entered with ([`crate::notation::window`]); edges carry the
//! move (the same labels as the tree view); pruned moves are dashed and
//! grey; the principal variation is bold. The text is streamed to the file
//! as it is made.

use std::collections::HashSet;
use std::io::{self, Write};

use petgraph::graph::NodeIndex;

use crate::cli::labels::{Labelled, LabelledNode};
use crate::game::{Game as _, Wording};
use crate::input::AnyGame;
use crate::notation::window;
use crate::scene::labels::value_text;
use crate::search::Cutoff;
use crate::session::Session;
use crate::tree::{NodeKind, TreeNode};

/// Writes the tree of the session's last iteration as DOT text to `out`,
/// one node at a time (the text is never held whole in memory).
///
/// # Errors
/// Whatever writing to `out` returns.
pub fn write(session: &Session<AnyGame>, out: &mut impl Write) -> io::Result<()> {
    out.write_all(b"digraph gametree {\n")?;
    out.write_all(b"  graph [ordering=out, nodesep=0.15, ranksep=0.5];\n")?;
    out.write_all(b"  node [fontname=\"Helvetica\", fontsize=10, margin=\"0.05,0.03\"];\n")?;
    out.write_all(b"  edge [fontname=\"Helvetica\", fontsize=9];\n")?;
    let Some(iteration) = session.passes().last() else {
        out.write_all(b"}\n")?;
        return out.flush();
    };
    let tree = iteration.tree();
    let pv: HashSet<NodeIndex> = tree
        .principal_variation(iteration.len())
        .into_iter()
        .collect();
    writeln!(
        out,
        "  label=\"{}\";\n  labelloc=t;",
        escape(&title(session))
    )?;
    for LabelledNode {
        index,
        node,
        parent,
        label,
    } in Labelled::new(session.game(), tree)
    {
        // An open node (a search the cap stopped) shows its best so far.
        let at = tree.node_at(index, iteration.len());
        let shown = Shown {
            node: &node,
            role: tree.role(index),
            at,
            end: iteration.len(),
            on_pv: pv.contains(&index),
            wording: session.game().wording(),
        };
        write_node(
            out,
            index.index(),
            &shown,
            parent.map(NodeIndex::index),
            &label,
        )?;
    }
    out.write_all(b"}\n")?;
    out.flush()
}

/// A node as the graph shows it at the end of the search.
struct Shown<'a> {
    node: &'a TreeNode,
    /// Who moves at the node.
    role: crate::game::Role,
    /// The node as it stands at the end, for a node left open (its best
    /// so far).
    at: Option<crate::tree::NodeAt>,
    /// The last step of the iteration.
    end: u64,
    on_pv: bool,
    /// How the game writes won games (`#2`, `W2`).
    wording: Wording,
}

/// One node numbered `number` and the edge into it from `parent`.
fn write_node(
    out: &mut impl Write,
    number: usize,
    shown: &Shown<'_>,
    parent: Option<usize>,
    label: &str,
) -> io::Result<()> {
    writeln!(out, "  n{number} [{}];", node_attributes(shown))?;
    if let Some(parent) = parent {
        let mut attributes = format!("label=\"{}\"", escape(label));
        if shown.node.kind == NodeKind::Pruned {
            attributes.push_str(", style=dashed, color=gray50, fontcolor=gray50");
        } else if shown.on_pv {
            attributes.push_str(", style=bold, penwidth=2.5");
        }
        writeln!(out, "  n{parent} -> n{number} [{attributes}];")?;
    }
    Ok(())
}

/// The graph's caption: what was searched, with which options.
fn title(session: &Session<AnyGame>) -> String {
    let options = session.options();
    let what = session.game().position_text();
    let options = crate::tr!(
        "errs-dot-caption",
        algorithm = options.algorithm.name(),
        depth = options.depth,
        ordering = options.ordering.to_string(),
        fail = options.fail.name(),
        cut = if options.window() == Some(Cutoff::Gt) {
            "gt"
        } else {
            "ge"
        },
        tt = if options.transposition_table {
            "yes"
        } else {
            "no"
        }
    );
    format!("{what}\n{options}")
}

fn node_attributes(shown: &Shown<'_>) -> String {
    let &Shown {
        node,
        role,
        at,
        end,
        on_pv,
        wording,
    } = shown;
    let shape = match role {
        crate::game::Role::Max => "box",
        crate::game::Role::Min => "ellipse",
        crate::game::Role::Chance => "circle",
    };
    let window = window(node.alpha, node.beta, wording);
    let finished = node.is_finished_at(end);
    let label = match value_text(node, role, at.as_ref(), finished, wording) {
        None if node.kind == NodeKind::Pruned => crate::tr!("errs-dot-pruned"),
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
        NodeKind::Inner | NodeKind::InnerExact => {}
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
