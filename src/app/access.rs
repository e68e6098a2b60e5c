//! Nodes of the accessibility tree that are not widgets: the tree view's
//! items and the chessboard's squares. egui hangs a node made with
//! [`egui::Context::accesskit_node_builder`] from the window's root unless
//! a `Ui` registered its parent; [`adopt`] moves such nodes under the
//! widget they belong to. [`spoken_text`] is the one way a sentence is
//! spoken: the narration's, the quiz's and the drill's; [`combo_value`]
//! the one way a combo box says what is chosen.

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

/// Text that a screen reader speaks when it changes: `text` drawn as a
/// focusable paragraph (not selectable, so it is no control and the
/// stepping keys still act while it has the focus), whose AccessKit name
/// and value are `spoken` and which is a `live` region. Two paths, because
/// not every reader follows live regions (Orca 43 does not): a reader
/// speaks the focused node's new name, and the caller may give it the
/// focus. A paragraph, not a label: Orca 43 drops every name change of a
/// label unheard (it takes them for the desktop shell's chatter). While
/// it has the focus the left and right arrows step the search, not the
/// focus.
pub(in crate::app) fn spoken_text(
    ui: &mut egui::Ui,
    text: impl Into<egui::WidgetText>,
    spoken: &str,
    live: egui::accesskit::Live,
) -> egui::Response {
    let response = ui.add(
        egui::Label::new(text)
            .wrap()
            .selectable(false)
            .sense(egui::Sense::focusable_noninteractive()),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Paragraph, true, spoken));
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_live(live);
        node.set_label(spoken);
        node.set_value(spoken);
    });
    if response.has_focus() {
        ui.memory_mut(|memory| {
            memory.set_focus_lock_filter(
                response.id,
                egui::EventFilter {
                    horizontal_arrows: true,
                    ..egui::EventFilter::default()
                },
            );
        });
    }
    response
}

/// Names the window for assistive technology (the AccessKit root, which
/// has no name of its own): `gametree — ` and what it shows.
pub(in crate::app) fn name_window(ctx: &Context, shows: &str) {
    let name = crate::tr!("window-accessible-name", shows = shows);
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |root| root.set_label(name));
}

/// Says what a closed combo box (`combo`, egui's) shows: `value` is its
/// AccessKit value and the name of a selected option under it. egui's
/// closed combo box has no node under it, and Orca 43 reads a combo box's
/// value only from its selected child (or a text), so it said "Algorithm
/// combo box" without the algorithm.
pub(in crate::app) fn combo_value(ctx: &Context, combo: &egui::Response, value: &str) {
    ctx.accesskit_node_builder(combo.id, |node| node.set_value(value));
    let option = combo.id.with("chosen");
    ctx.accesskit_node_builder(option, |node| {
        node.set_role(egui::accesskit::Role::MenuListOption);
        node.set_label(value);
        node.set_selected(true);
        node.set_bounds(bounds(combo.rect));
    });
    adopt(ctx, &[(combo.id, vec![option.accesskit_id()])]);
}
