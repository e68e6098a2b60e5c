//! The tree view: the explicit search tree drawn with egui's painter on the
//! tidy layout from [`crate::layout`], with zoom, pan, fit, follow and
//! collapse.
//!
//! The view is split by job: this file holds the state, the interaction and
//! the tooltip; `view` the mapping from layout units to screen points;
//! `paint` the culled, level-of-detail drawing; `style` colours and number
//! formats; `labels` the cache of move labels; `legend` the legends of the
//! teaching overlay ([`TreeOverlay`]: hidden values, Knuth types, lecture
//! sizes, a comparison's diff).

mod labels;
mod legend;
mod paint;
mod style;
mod view;

use std::collections::BTreeSet;

use egui::{Rect, RichText, Sense, Vec2};
use petgraph::graph::NodeIndex;

use crate::input::AnyGame;
use crate::layout::{SyncKind, TreeLayout};
use crate::search::Player;
use crate::session::Session;
use crate::tree::{NodeKind, NodeStatus, SearchTree};

use super::overlay::TreeOverlay;
use labels::LabelCache;
use legend::Legends;
use paint::Scene;
use style::{Palette, score_text};
use view::View;

/// What the user did in the tree view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TreeViewAction {
    /// A node was clicked.
    Select(NodeIndex),
}

/// View state that lives across frames: zoom, pan, follow, collapsed
/// subtrees and caches. Replace it with `default()` when the search changes.
pub struct TreeViewState {
    /// The layout of the tree at the cursor.
    layout: TreeLayout,
    /// Nodes the user collapsed (drawn as leaves with a "+N" badge).
    collapsed: BTreeSet<NodeIndex>,
    /// Zoom and pan; `None` until the first frame.
    view: Option<View>,
    /// Keep fitting the whole tree to the window as it grows, until the
    /// user zooms or pans.
    fitting: bool,
    /// Keep the current node in view.
    follow: bool,
    /// The node followed last frame, so following only pans when it moves.
    followed: Option<NodeIndex>,
    /// Move labels per node.
    labels: LabelCache,
    /// The iteration (of iterative deepening) shown last frame.
    iteration: Option<usize>,
    /// Moves to the hovered node, cached while the pointer rests on it.
    hover_path: Option<(NodeIndex, String)>,
    /// Zoom asked for by [`TreeViewState::zoom_by`], applied next frame.
    pending_zoom: f32,
}

impl Default for TreeViewState {
    fn default() -> Self {
        Self {
            layout: TreeLayout::new(),
            collapsed: BTreeSet::new(),
            view: None,
            fitting: true,
            follow: true,
            followed: None,
            labels: LabelCache::default(),
            iteration: None,
            hover_path: None,
            pending_zoom: 1.0,
        }
    }
}

impl TreeViewState {
    /// Whether the view keeps the current node in view.
    #[must_use]
    pub fn follows(&self) -> bool {
        self.follow
    }

    /// Turns following the current node on or off.
    pub fn set_follow(&mut self, follow: bool) {
        self.follow = follow;
    }

    /// Fits the whole tree to the window from the next frame on, and keeps
    /// doing so as it grows until the user zooms or pans.
    pub fn fit(&mut self) {
        self.fitting = true;
    }

    /// Zooms by `factor` (above 1: closer) around the middle of the view on
    /// the next frame, as the mouse wheel does around the pointer; for
    /// keyboard shortcuts and zoom buttons.
    pub fn zoom_by(&mut self, factor: f32) {
        if factor.is_finite() && factor > 0.0 {
            self.pending_zoom *= factor;
        }
    }

    /// Collapses `node` if it is expanded, expands it if it is collapsed.
    pub fn toggle_collapsed(&mut self, node: NodeIndex) {
        if !self.collapsed.remove(&node) {
            self.collapsed.insert(node);
        }
    }

    /// Whether `node` is collapsed.
    #[must_use]
    pub fn is_collapsed(&self, node: NodeIndex) -> bool {
        self.collapsed.contains(&node)
    }
}

/// Draws the tree of `session` at its cursor, filling the available space,
/// with what `overlay` asks for on top.
pub fn tree_view_ui(
    ui: &mut egui::Ui,
    session: &Session<AnyGame>,
    selected: Option<NodeIndex>,
    state: &mut TreeViewState,
    overlay: &TreeOverlay,
) -> Option<TreeViewAction> {
    toolbar_ui(ui, state);
    let palette = Palette::new(ui.visuals(), overlay.lecture);
    let legends = Legends {
        knuth: overlay.knuth_types,
        diff: !overlay.diff.is_empty(),
    };
    legend::legends_ui(ui, &palette, legends);
    // The room left inside the panel as it is now: never more than what is
    // on screen, so the tree cannot spill under a neighbouring panel.
    let room = ui.available_rect_before_wrap().intersect(ui.clip_rect());
    let size = room.size().max(Vec2::splat(64.0));
    let (response, painter) = ui.allocate_painter(size, Sense::click_and_drag());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Search tree"));
    let rect = response.rect;
    painter.rect_filled(rect, 4.0, palette.background);

    let Some(tree) = session.tree() else {
        empty_ui(&painter, rect, &palette, "No search yet");
        return None;
    };
    sync(state, session, tree);
    if state.layout.is_empty() {
        empty_ui(&painter, rect, &palette, "Step forward to enter the root");
        return None;
    }

    let TreeViewState {
        layout,
        collapsed,
        view,
        fitting,
        follow,
        followed,
        labels,
        iteration: _,
        hover_path,
        pending_zoom,
    } = state;
    let mut current_view = view.unwrap_or_else(|| View::fit(layout.bounds(), rect.size()));
    let asked = std::mem::replace(pending_zoom, 1.0);
    if (asked - 1.0).abs() > f32::EPSILON {
        current_view.zoom_around(asked, rect.size() / 2.0);
        *fitting = false;
    }
    if interact(ui, &response, &mut current_view) {
        *fitting = false;
        if response.dragged() {
            *follow = false;
        }
    }
    if *fitting {
        current_view = View::fit(layout.bounds(), rect.size());
    }
    let current = session.current_node();
    let shown_current = current.map(|node| shown_ancestor(layout, node.index()));
    if let Some(node) = shown_current
        && *follow
        && !*fitting
        && Some(NodeIndex::new(node)) != *followed
    {
        current_view.keep_in_view(layout, node, rect.size());
    }
    *followed = shown_current.map(NodeIndex::new);
    *view = Some(current_view);

    let hover = response.hover_pos();
    let mut scene = Scene {
        session,
        tree,
        layout,
        labels,
        cursor: session.local_cursor(),
        view: current_view,
        rect,
        palette,
        pointer: hover,
        current,
        selected,
        complete: session.outcome().is_some(),
        overlay,
    };
    let hovered = scene.paint(&painter);

    let mut action = None;
    if let Some(node) = hovered
        && response.clicked()
    {
        action = Some(TreeViewAction::Select(node));
    }
    if let Some(node) = hovered
        && response.double_clicked()
        && !collapsed.remove(&node)
        && layout.subtree_end(node.index()) > node.index() + 1
    {
        collapsed.insert(node);
    }
    if let Some(node) = hovered {
        let path = match hover_path.take() {
            Some((cached, path)) if cached == node => path,
            _ => path_text(session, node),
        };
        let text = tooltip_text(session, tree, layout, node, &path, overlay.hide_values);
        *hover_path = Some((node, path));
        response.on_hover_ui_at_pointer(|ui| {
            ui.label(text);
        });
    }
    action
}

/// The buttons above the tree.
fn toolbar_ui(ui: &mut egui::Ui, state: &mut TreeViewState) {
    ui.horizontal(|ui| {
        if ui
            .selectable_label(state.fitting, "Fit")
            .on_hover_text("Fit the whole tree to the window, and keep it fitted as it grows")
            .clicked()
        {
            state.fitting = true;
        }
        ui.toggle_value(&mut state.follow, "Follow")
            .on_hover_text("Keep the node being searched in view");
        // Only where it fits: a label in a horizontal row is not truncated, and
        // would widen the panel over its neighbour. Help lists the same gestures.
        let hint = RichText::new("wheel: zoom · drag: pan · double-click: collapse").weak();
        let font = egui::TextStyle::Body.resolve(ui.style());
        let hint_width = ui.fonts_mut(|fonts| {
            let galley =
                fonts.layout_no_wrap(hint.text().to_owned(), font, egui::Color32::PLACEHOLDER);
            galley.size().x
        });
        if ui.available_width() > hint_width + ui.spacing().item_spacing.x {
            ui.label(hint);
        }
    });
}

fn empty_ui(painter: &egui::Painter, rect: Rect, palette: &Palette, text: &str) {
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(20.0),
        palette.weak_text,
    );
}

/// Brings the layout and the label cache up to date with the session.
fn sync(state: &mut TreeViewState, session: &Session<AnyGame>, tree: &SearchTree) {
    let iteration = session.iteration_index();
    if state.iteration != Some(iteration) {
        state.iteration = Some(iteration);
        state.layout = TreeLayout::new();
        state.labels.clear();
        state.collapsed.clear();
        state.hover_path = None;
    }
    let kind = state
        .layout
        .sync(tree, session.local_cursor(), &state.collapsed);
    if kind == SyncKind::NewTree {
        state.labels.clear();
        state.hover_path = None;
    }
}

/// Applies wheel, pinch and drag to `view`; returns whether it changed.
fn interact(ui: &egui::Ui, response: &egui::Response, view: &mut View) -> bool {
    let mut changed = false;
    if response.dragged() {
        view.pan(response.drag_delta());
        changed = true;
    }
    if let Some(pointer) = response.hover_pos() {
        let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
        let factor = zoom * (scroll.y * 0.002).exp();
        if (factor - 1.0).abs() > 1e-4 {
            view.zoom_around(factor, pointer - response.rect.min);
            changed = true;
        }
        if scroll.x.abs() > 0.0 {
            view.pan(Vec2::new(scroll.x, 0.0));
            changed = true;
        }
    }
    changed
}

/// `node` itself, or its nearest ancestor not hidden by a collapsed node.
fn shown_ancestor(layout: &TreeLayout, node: usize) -> usize {
    let mut at = node;
    while layout.is_hidden(at) {
        let Some(parent) = layout.parent(at) else {
            break;
        };
        at = parent;
    }
    at
}

fn path_text(session: &Session<AnyGame>, node: NodeIndex) -> String {
    let labels = session.path_labels(node);
    if labels.is_empty() {
        String::from("root")
    } else {
        labels.join(" ")
    }
}

/// The hover text of `node`: path, player, value and bound, window, status;
/// values read `?` while `hide_values`.
fn tooltip_text(
    session: &Session<AnyGame>,
    tree: &SearchTree,
    layout: &TreeLayout,
    node: NodeIndex,
    path: &str,
    hide_values: bool,
) -> String {
    let score_text = |score| {
        if hide_values {
            String::from("?")
        } else {
            score_text(score)
        }
    };
    let cursor = session.local_cursor();
    let (Some(weight), Some(at)) = (tree.node(node), tree.node_at(node, cursor)) else {
        return String::new();
    };
    let mut lines = vec![format!("Path: {path}")];
    let player = weight.player();
    let side = match player {
        Player::Max => "MAX (triangle up) to move",
        Player::Min => "MIN (triangle down) to move",
    };
    lines.push(format!("{side}, ply {}", weight.ply));
    match at.status {
        NodeStatus::Pruned => lines.push(String::from("Pruned: never searched")),
        NodeStatus::Open | NodeStatus::Unborn => {
            lines.push(String::from("Open: being searched"));
            if let Some(best) = at.best {
                lines.push(format!("Best so far: {}", score_text(best)));
            }
        }
        NodeStatus::Finished => {
            if let Some(bound) = weight.bound() {
                lines.push(format!("Value: {} ({bound})", score_text(weight.value)));
            }
            if let Some(knuth) = weight.knuth_type().filter(|_| tree.prunes()) {
                lines.push(format!("Knuth type: {}", knuth.name()));
            }
        }
    }
    if at.status != NodeStatus::Pruned {
        lines.push(format!(
            "α = {}, β = {}",
            score_text(at.alpha),
            score_text(at.beta)
        ));
    }
    match weight.kind {
        NodeKind::Leaf(reason) if weight.is_finished_at(cursor) => {
            lines.push(format!("Leaf: {reason}"));
        }
        kind if weight.is_finished_at(cursor) && kind.tt_bound().is_some() => {
            let bound = kind
                .tt_bound()
                .map_or_else(String::new, |bound| bound.to_string());
            lines.push(format!("Transposition-table hit ({bound})"));
        }
        _ => {}
    }
    if let Some(cutoff) = at.cutoff {
        lines.push(format!(
            "{}: its remaining moves were pruned",
            cutoff.name()
        ));
    }
    let hidden = layout.hidden_below(node.index());
    if hidden > 0 {
        lines.push(format!(
            "Collapsed: {hidden} nodes hidden (double-click to expand)"
        ));
    } else if layout.subtree_end(node.index()) > node.index() + 1 {
        lines.push(String::from("Double-click to collapse"));
    }
    lines.join("\n")
}
