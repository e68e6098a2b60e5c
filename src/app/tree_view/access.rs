//! The tree by keyboard and by screen reader, after WAI-ARIA's tree view:
//! once the canvas has the focus (Tab, or T), ↑/↓ move between drawn
//! siblings, → opens a collapsed node or goes to its first child, ← folds
//! an open node or goes to its parent, Home goes to the root, End to the
//! node being searched and Enter selects the focused node for the board
//! and the inspector. On a blank sheet (a worksheet, a drill) X marks the
//! move into the focused node pruned, or unmarks it, as a click on its
//! edge does. The focused node wears a square ring, unlike the
//! round rings of the current and selected nodes.
//!
//! For assistive technology the canvas is an AccessKit `Tree` whose active
//! descendant is the focused node, and every drawn node a `TreeItem` with
//! its level, its place among its siblings, whether it is expanded, and
//! its spoken name ([`crate::teach::spoken`]).

use std::collections::HashMap;

use egui::{Id, Key, Modifiers, Rect};
use petgraph::graph::NodeIndex;

use crate::input::AnyGame;
use crate::scene::items::Items;
use crate::scene::overlay::{DivergenceMark, SheetNode, divergence_label};
use crate::scene::{Palette, Scene, TextRole};
use crate::session::Session;
use crate::teach::spoken::{self, Shown};
use crate::tree::SearchTree;

use super::{TreeViewAction, TreeViewState, paint};

/// Where the tree that has the keyboard focus writes its canvas's id, so
/// the window's shortcuts leave the arrows, Home and End to it.
const FOCUSED_TREE: &str = "search tree with the keyboard";

/// The focus ring's half side, as a share of the node's radius: outside
/// the selected node's ring (1.25 × 1.38).
const RING: f32 = 1.9;

/// The AccessKit id of `node`'s item in the tree whose canvas is `tree`:
/// salted, so that it never is the id egui gives the canvas's tooltip
/// (the canvas's id with a count, 0 for the first), which would turn the
/// root's item into the tooltip while the pointer rests on the tree.
fn item_id(tree: Id, node: NodeIndex) -> Id {
    tree.with(("tree item", node.index()))
}

/// Whether a tree canvas has the keyboard focus: then its arrows, Home,
/// End and Enter move through the tree instead of stepping.
#[must_use]
pub fn has_keyboard(ctx: &egui::Context) -> bool {
    let Some(id) = ctx.data(|data| data.get_temp::<Id>(Id::unique(FOCUSED_TREE))) else {
        return false;
    };
    ctx.memory(|memory| memory.has_focus(id))
}

/// A move through the tree asked for by a key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Nav {
    Previous,
    Next,
    Open,
    Close,
    Root,
    Current,
    Select,
    /// Mark the move into the node pruned, or unmark it (blank sheets).
    MarkPruned,
}

/// The tree's keys pressed this frame, every press in order of the keys
/// (several presses of a key in a frame all count); X only on a `blank`
/// sheet.
fn presses(ui: &egui::Ui, blank: bool) -> Vec<Nav> {
    let marks = blank.then_some((Key::X, Nav::MarkPruned));
    let keys = [
        (Key::ArrowUp, Nav::Previous),
        (Key::ArrowDown, Nav::Next),
        (Key::ArrowRight, Nav::Open),
        (Key::ArrowLeft, Nav::Close),
        (Key::Home, Nav::Root),
        (Key::End, Nav::Current),
        (Key::Enter, Nav::Select),
    ];
    ui.input_mut(|input| {
        keys.iter()
            .chain(marks.iter())
            .flat_map(|&(key, nav)| {
                let count = input.count_and_consume_key(Modifiers::NONE, key);
                std::iter::repeat_n(nav, count)
            })
            .collect()
    })
}

/// The drawn node standing for `node`: itself, or its nearest drawn ancestor.
fn drawn_or_above(items: &Items, tree: &SearchTree, node: NodeIndex) -> Option<NodeIndex> {
    let mut at = Some(node);
    while let Some(node) = at {
        if items.get(node).is_some() {
            return Some(node);
        }
        at = tree.parent(node);
    }
    None
}

impl TreeViewState {
    /// Asks for the keyboard focus on the tree next frame (the T key).
    pub fn focus_tree(&mut self) {
        self.wants_focus = true;
    }

    /// The node the user picked (Enter on it, a click), if any: the one
    /// tree item that assistive technology reads as selected. The node the
    /// search is at is no pick, though the panels show it meanwhile (its
    /// name says "being searched"): a selection that moved at every step
    /// pulled Orca 43 from the focused control, the narration too, to
    /// the tree at every step.
    pub fn set_picked(&mut self, picked: Option<NodeIndex>) {
        self.picked = picked;
    }

    /// The node the tree's keyboard focus is on, if the tree had it.
    #[must_use]
    pub fn keyboard_node(&self) -> Option<NodeIndex> {
        self.focus
    }

    /// Reads the tree's keys while `response` (the canvas) has the focus
    /// and moves the focus through `items`; Enter selects.
    fn keys_ui(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        session: &Session<AnyGame>,
        tree: &SearchTree,
        items: &Items,
        blank: bool,
    ) -> Option<TreeViewAction> {
        if std::mem::take(&mut self.wants_focus) {
            response.request_focus();
        }
        if !response.has_focus() {
            return None;
        }
        ui.data_mut(|data| data.insert_temp(Id::unique(FOCUSED_TREE), response.id));
        ui.memory_mut(|memory| {
            memory.set_focus_lock_filter(
                response.id,
                egui::EventFilter {
                    horizontal_arrows: true,
                    vertical_arrows: true,
                    ..Default::default()
                },
            );
        });
        let current = session
            .current_node()
            .and_then(|node| drawn_or_above(items, tree, node));
        let mut focus = self
            .focus
            .filter(|&node| items.get(node).is_some())
            .or(current)
            .or_else(|| items.first())?;
        let mut action = None;
        for nav in presses(ui, blank) {
            let moved = match nav {
                Nav::Previous => items.sibling(focus, -1),
                Nav::Next => items.sibling(focus, 1),
                Nav::Open => {
                    if self.collapsed.remove(&focus) {
                        None
                    } else {
                        items.first_child(focus)
                    }
                }
                Nav::Close if items.first_child(focus).is_some() => {
                    self.collapsed.insert(focus);
                    None
                }
                Nav::Close => items.parent(focus),
                Nav::Root => items.first(),
                Nav::Current => current,
                Nav::Select => {
                    action = Some(TreeViewAction::Select(focus));
                    None
                }
                Nav::MarkPruned => {
                    action = Some(TreeViewAction::Edge(focus));
                    None
                }
            };
            if let Some(node) = moved {
                focus = node;
            }
            ui.ctx().request_repaint();
        }
        if self.focus != Some(focus) {
            self.focus = Some(focus);
            self.focus_moved = true;
            ui.ctx().request_repaint();
        }
        action
    }
}

/// Draws the square focus ring round the focused node of `scene`, when the
/// canvas at `rect` has the focus.
fn focus_ring_ui(
    painter: &egui::Painter,
    rect: Rect,
    scene: &Scene,
    palette: &Palette,
    focus: Option<NodeIndex>,
) {
    let Some(drawn) = focus.and_then(|node| scene.drawn(node)) else {
        return;
    };
    let centre = rect.min + egui::vec2(drawn.at.x, drawn.at.y);
    let half = (drawn.radius * RING).max(8.0);
    painter.rect_stroke(
        Rect::from_center_size(centre, egui::Vec2::splat(2.0 * half)),
        2.0,
        egui::Stroke::new(2.5, paint::color(palette.text)),
        egui::StrokeKind::Outside,
    );
}

/// The value written at each node of `scene` that has one (its value, a
/// pruned leaf's or a leaf's not reached yet), but not a hidden value's
/// mark: what a reader hears is what the eye reads.
fn drawn_values(scene: &Scene) -> HashMap<NodeIndex, &str> {
    scene
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            crate::scene::Shape::Text {
                text,
                role: TextRole::Value(node) | TextRole::Ahead(node) | TextRole::Skipped(node),
                ..
            } if text != crate::scene::HIDDEN_VALUE => Some((*node, text.as_str())),
            _ => None,
        })
        .collect()
}

/// What the tree's canvas shows this frame, for its keys and for
/// assistive technology.
pub(super) struct Access<'a> {
    pub session: &'a Session<AnyGame>,
    pub tree: &'a SearchTree,
    pub scene: &'a Scene,
    pub palette: &'a Palette,
    pub hide_values: bool,
    /// A blank sheet's entries (a worksheet, a drill), by node.
    pub sheet: Option<&'a HashMap<NodeIndex, SheetNode>>,
    /// A student's trace's first divergence, said in its node's name.
    pub divergence: Option<&'a DivergenceMark>,
}

impl TreeViewState {
    /// The tree for keyboards and screen readers, after the scene is
    /// painted on the canvas (`response`, `painter`): the tree's keys, the
    /// focus ring, and the AccessKit nodes. Returns what Enter asked for.
    pub(super) fn reader_ui(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        painter: &egui::Painter,
        access: &Access<'_>,
    ) -> Option<TreeViewAction> {
        let items = Items::new(access.scene, |node| access.tree.parent(node));
        let action = self.keys_ui(
            ui,
            response,
            access.session,
            access.tree,
            &items,
            access.sheet.is_some(),
        );
        if response.has_focus() {
            focus_ring_ui(
                painter,
                response.rect,
                access.scene,
                access.palette,
                self.focus,
            );
        }
        self.access_ui(ui.ctx(), response, access, &items);
        action
    }

    /// Makes the canvas (`response`) an AccessKit `Tree` and every drawn
    /// node a `TreeItem` under it; does nothing while AccessKit is off.
    fn access_ui(
        &self,
        ctx: &egui::Context,
        response: &egui::Response,
        access: &Access<'_>,
        items: &Items,
    ) {
        let tree_id = response.id;
        let rect = response.rect;
        let focused = ctx.memory(|memory| memory.has_focus(tree_id));
        let name = crate::tr!("panels-tree-name");
        let on = ctx.accesskit_node_builder(tree_id, |node| {
            node.set_role(egui::Role::Tree);
            node.set_label(name);
            node.clear_active_descendant();
        });
        if on.is_none() {
            return;
        }
        let Access {
            session,
            tree,
            scene,
            hide_values,
            sheet,
            divergence,
            ..
        } = *access;
        // AccessKit's numbers are not ARIA's: level and place count from 0,
        // and a set's size is given on its container (the parent item, or
        // the tree for the root); the items nest as the tree does.
        let child_id = |item: usize| {
            items
                .all()
                .get(item)
                .map(|item| item_id(tree_id, item.node))
        };
        let drawn_values = drawn_values(scene);
        let mut families: Vec<(Id, Vec<egui::accesskit::NodeId>)> = Vec::new();
        let mut tops = Vec::new();
        for item in items.all() {
            let Some(drawn) = scene.drawn(item.node) else {
                continue;
            };
            let index = item.node.index();
            let hidden_below = self.layout.hidden_below(index);
            let mut name = spoken::node_name(
                session,
                tree,
                item.node,
                Shown {
                    mark: drawn.mark,
                    hidden_below,
                    hide_values,
                    drawn_value: drawn_values.get(&item.node).copied(),
                    marked_pruned: sheet
                        .and_then(|sheet| sheet.get(&item.node))
                        .is_some_and(|entry| entry.pruned),
                },
            );
            if let Some(mark) =
                divergence.filter(|mark| mark.marks(item.node, session.local_cursor()))
            {
                // The check's sentence has values in it.
                let said = if hide_values {
                    divergence_label()
                } else {
                    mark.said_here()
                };
                name = format!("{name}. {said}");
            }
            let expandable = !item.children.is_empty() || hidden_below > 0;
            let centre = rect.min + egui::vec2(drawn.at.x, drawn.at.y);
            let bounds = Rect::from_center_size(centre, egui::Vec2::splat(2.0 * drawn.radius));
            let id = item_id(tree_id, item.node);
            ctx.accesskit_node_builder(id, |node| {
                node.set_role(egui::Role::TreeItem);
                node.set_label(name);
                node.set_level(item.level - 1);
                node.set_position_in_set(item.position - 1);
                if !item.children.is_empty() {
                    node.set_size_of_set(item.children.len());
                }
                if expandable {
                    node.set_expanded(hidden_below == 0);
                }
                node.set_selected(self.picked == Some(item.node));
                node.set_bounds(crate::app::access::bounds(bounds));
            });
            if item.parent.is_none() {
                tops.push(id.accesskit_id());
            }
            if !item.children.is_empty() {
                let children = item.children.iter().filter_map(|&child| child_id(child));
                families.push((id, children.map(|id| id.accesskit_id()).collect()));
            }
        }
        ctx.accesskit_node_builder(tree_id, |node| node.set_size_of_set(tops.len()));
        families.push((tree_id, tops));
        crate::app::access::adopt(ctx, &families);
        let active = self
            .focus
            .filter(|_| focused)
            .filter(|&node| items.get(node).is_some())
            .map(|node| item_id(tree_id, node).accesskit_id());
        if let Some(active) = active {
            ctx.accesskit_node_builder(tree_id, |node| node.set_active_descendant(active));
        }
    }
}
