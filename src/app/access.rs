//! Nodes of the accessibility tree that are not widgets: the tree view's
//! items and the chessboard's squares. egui hangs a node made with
//! [`egui::Context::accesskit_node_builder`] from the window's root unless
//! a `Ui` registered its parent; [`adopt`] moves such nodes under the
//! widget they belong to.

use std::collections::HashSet;

use egui::accesskit::NodeId;
use egui::{Context, Id};

/// Moves the children of each family (nodes made this frame, hanging from
/// the window's root) under its parent's node, in their order.
pub(in crate::app) fn adopt(ctx: &Context, families: &[(Id, Vec<NodeId>)]) {
    let moved: HashSet<NodeId> = families
        .iter()
        .flat_map(|(_, children)| children.iter().copied())
        .collect();
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |root| {
        let kept: Vec<NodeId> = root
            .children()
            .iter()
            .filter(|child| !moved.contains(child))
            .copied()
            .collect();
        root.set_children(kept);
    });
    for (parent, children) in families {
        ctx.accesskit_node_builder(*parent, |node| {
            for &child in children {
                node.push_child(child);
            }
        });
    }
}

/// An AccessKit rectangle for `rect` (in points, as egui's own nodes).
pub(in crate::app) fn bounds(rect: egui::Rect) -> egui::accesskit::Rect {
    egui::accesskit::Rect {
        x0: rect.min.x.into(),
        y0: rect.min.y.into(),
        x1: rect.max.x.into(),
        y1: rect.max.y.into(),
    }
}
