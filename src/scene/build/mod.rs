//! Building the scene: one pre-order walk over the laid-out nodes that skips
//! every subtree off screen, summarises a subtree as a band only when its
//! drawn width is under [`BAND_WIDTH`] (never the path to the node being
//! searched), and writes a label only where it fits between its neighbours.
//!
//! Sizes: a node's radius is 0.4 of its room (the distance to the nearest
//! place a node of its level can be), capped by the level height; its labels
//! sit outside the rings drawn round the current and the selected node, so a
//! ring never covers a node's own value, window or cutoff name.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

mod edges;
mod labels;
mod mcts;
mod nodes;
mod table;

use labels::{Rank, Request, Spot};
use nodes::{current_ring, selected_ring};

use std::collections::{BTreeSet, HashSet};

use petgraph::graph::NodeIndex;

use super::labels::LabelCache;
use super::overlay::{DiffMark, SheetMark, TreeOverlay, WINDOWS_APART};
use super::palette::{Palette, Rgba};
use super::room::{BoxKind, Over, Room};
use super::view::{FAN_SPREAD, View};
use super::{
    Anchor, DrawnNode, LINE_HEIGHT, Mark, Point, Scene, Shape, Stroke, TextRole, text_bounds,
    text_width,
};
use crate::game::{Game as _, Outcome, Terminal};
use crate::game::{Player, Role};
use crate::input::{AnyGame, AnyState};
use crate::layout::{Extent, GameShape, Passes, Rules, SyncKind, TreeLayout};
use crate::notation;
use crate::search::SearchEvent;
use crate::session::{Pass, Session};
use crate::tree::{KnuthType, NodeKind, NodeStatus, SearchTree, TreeNode, layout_node, node_index};

/// A subtree drawn narrower than this many points is summarised as a band.
const BAND_WIDTH: f32 = 4.0;
/// Below this radius a node is a dot.
const SHAPE_RADIUS: f32 = 3.0;
/// The smallest text written on the tree, in points.
const MIN_TEXT: f32 = 12.0;
/// Pruned sibling moves share one column; they are fanned out one by one
/// when this many points separate them, else drawn as one group mark.
const FAN_SPACING: f32 = 16.0;
/// How far a text's plate reaches beyond its text, across and down, in points.
const PLATE: (f32, f32) = (3.0, 1.0);
/// How much smaller the text gets at each try when decisive labels find
/// no room at the user's text size.
const TEXT_SCALE_STEP: f32 = 0.2;
/// Gap kept between neighbouring labels, in points.
const GAP: f32 = 6.0;
/// Between two levels: this many radii of the nodes (their shapes and
/// the rings round them) and this many points of gap, beside a window line.
const LEVEL_RADII: f32 = 3.5;
const LEVEL_GAP: f32 = 4.0;
/// How much thicker lines are in lecture mode.
const LECTURE_THICK: f32 = 1.8;
/// The rings' line width before lecture thickening, at least and at most.
const RING_WIDTH: (f32, f32) = (2.5, 4.5);
/// Where along an edge (0 at the parent, 1 at the child) its move label
/// may go, in the order tried.
const LABEL_SPOTS: [f32; 4] = [0.62, 0.72, 0.8, 0.5];

/// Everything one scene is built from.
pub struct SceneInput<'a> {
    /// The session shown.
    pub session: &'a Session<AnyGame>,
    /// Its tree in the iteration shown.
    pub tree: &'a SearchTree,
    /// The layout of that tree at the cursor.
    pub layout: &'a TreeLayout,
    /// Move labels, kept across frames.
    pub labels: &'a mut LabelCache,
    /// The cursor within the tree's iteration.
    pub cursor: u64,
    /// Zoom and pan.
    pub view: View,
    /// The outline's rows as the user scrolled them (wheel, drag), in
    /// points from the row under the root's; `None` follows the search
    /// ([`super::outline`]). The fan ignores it.
    pub outline_scroll: Option<f32>,
    /// The scene's width and height in points.
    pub size: Point,
    /// The colours.
    pub palette: Palette,
    /// The node being searched.
    pub current: Option<NodeIndex>,
    /// The node the user picked.
    pub selected: Option<NodeIndex>,
    /// Whether the search is over (the principal variation is final).
    pub complete: bool,
    /// Hidden values, Knuth types, lecture sizes, diff marks.
    pub overlay: &'a TreeOverlay,
    /// Write the never-examined values of pruned textbook leaves in grey
    /// (never while values are hidden).
    pub show_skipped: bool,
    /// How much larger than its default the tree's text is (the user's
    /// text-size control).
    pub text_scale: f32,
    /// The smallest text written on the tree, in points (at least 12): the
    /// body text size in lecture mode, so labels are never smaller than it.
    pub min_text: f32,
    /// Draw the nodes the search has not reached yet, where the finished
    /// picture has them (the layout must be of the whole recorded tree).
    pub whole_tree: bool,
    /// A top-down fan or an outline, one node a row ([`super::outline`]).
    pub form: super::TreeForm,
}

/// Shapes by layer, painted back to front.
#[derive(Default)]
struct Layers {
    /// Bands and thin edges.
    back: Vec<Shape>,
    /// Edges drawn as strokes.
    edges: Vec<Shape>,
    /// The current path or the principal variation.
    path: Vec<Shape>,
    /// Node shapes and halos.
    nodes: Vec<Shape>,
    /// Rings round the current and the selected node.
    rings: Vec<Shape>,
    /// Text, on top.
    texts: Vec<Shape>,
}

/// The step up to which the tree shown by `session` is laid out: the pass's
/// whole recording, so that nodes keep their places from step to step; but
/// the cursor for Monte Carlo tree search, whose tree grows where the
/// search looks, so that the picture is the tree as it stands.
fn layout_cursor(session: &Session<AnyGame>) -> u64 {
    if session.tree().is_some_and(SearchTree::is_mcts) {
        session.local_cursor()
    } else {
        session.recorded_local()
    }
}

/// Brings `layout` up to date with `tree`, the tree `session` shows, as
/// the scene draws it: laid out to the pass's whole recording (as it stands
/// for Monte Carlo tree search), a textbook tree in its shape as given
/// (every pruned move keeps its subtree's room, so that every algorithm and
/// every pass of one tree share one picture), and a PVS re-search taking
/// room only once it is entered, so that nothing tells ahead which move
/// will be searched again.
pub fn sync_layout(
    layout: &mut TreeLayout,
    session: &Session<AnyGame>,
    tree: &SearchTree,
    collapsed: &BTreeSet<NodeIndex>,
) -> SyncKind {
    let book = session.game().as_textbook();
    let shape = std::cell::OnceCell::new();
    let extent = |node: NodeIndex| -> Option<Extent> {
        let book = book?;
        let Some(AnyState::Tree(state)) = session.state_of(node) else {
            return None;
        };
        shape.get_or_init(|| GameShape::of(book)).extent(state)
    };
    // A game searched in passes: the passes of the depth shown.
    let depth = session.pass().map(Pass::depth);
    let (trees, shown): (Vec<&SearchTree>, Vec<bool>) = session
        .passes()
        .iter()
        .filter(|pass| Some(pass.depth()) == depth)
        .map(|pass| (pass.tree(), std::ptr::eq(pass.tree(), tree)))
        .unzip();
    let passes = (book.is_none() && session.options().algorithm.searches_in_passes())
        .then(|| shown.iter().position(|&shown| shown))
        .flatten()
        .map(|shown| Passes {
            trees: &trees,
            shown,
        });
    let rules = Rules {
        game: book
            .is_some()
            .then_some(&extent as &dyn Fn(NodeIndex) -> Option<Extent>),
        cursor: Some(session.local_cursor()),
        passes,
    };
    layout.sync_with(tree, layout_cursor(session), collapsed, rules)
}

/// Points added to the radius a value needs, so that a level fitted to it
/// holds the value after rounding.
const RADIUS_SLACK: f32 = 0.5;

/// The least points per ply at which the tree's text, `text_scale` times
/// its default with `min_text` the smallest (as [`SceneInput`] has them),
/// fits between the levels of a fan: a node's shape large enough to hold
/// its value, a window line and the rings (`Builder::level_radius`'s
/// budget). A zoomed-in view never squeezes its levels below this.
#[must_use]
pub fn level_for_text(text_scale: f32, min_text: f32, lecture: bool) -> f32 {
    let scale = if text_scale.is_finite() {
        text_scale.clamp(0.5, 3.0)
    } else {
        1.0
    };
    let smallest = min_text.max(MIN_TEXT) * scale;
    let window = text_bounds(
        Point::default(),
        Anchor::LeftTop,
        "",
        (16.0 * scale).max(smallest),
    )
    .1
    .y;
    // The shape holding the least: an inner node's value stays inside its
    // triangle at every size (A+ pressed three times put it beside).
    let tall = nodes::VALUED_LEAF_ROOM.1.min(nodes::SHAPE_ROOM.1);
    let radius = smallest / tall + RADIUS_SLACK;
    let ring = RING_WIDTH.1 * if lecture { LECTURE_THICK } else { 1.0 };
    LEVEL_RADII * radius + window + ring + LEVEL_GAP
}

/// Builds the scene of `input`. Where a label that decides the picture
/// finds no room at the text size asked for (the user's A+), the text is
/// made smaller, a step at a time down to its default size, until it does.
#[must_use]
pub fn build(mut input: SceneInput<'_>) -> Scene {
    // The outline reads a pre-order tree; Monte Carlo tree search's is
    // drawn as a fan.
    if input.form == super::TreeForm::Outline && !input.tree.is_mcts() {
        return super::outline::build(&mut input);
    }
    loop {
        let scene = build_once(&mut input);
        if scene.crowded.is_empty() || input.text_scale <= 1.0 || !input.text_scale.is_finite() {
            return scene;
        }
        input.text_scale = (input.text_scale - TEXT_SCALE_STEP).max(1.0);
    }
}

/// Builds the scene of `input` at its text size.
fn build_once(input: &mut SceneInput<'_>) -> Scene {
    let room = Room::new(input.size);
    let mut builder = Builder {
        input,
        layers: Layers::default(),
        nodes: Vec::new(),
        room,
        requests: Vec::new(),
        decisive_moves: HashSet::new(),
        decisive_values: HashSet::new(),
        crowded: Vec::new(),
        given: None,
    };
    builder.find_decisive();
    builder.walk();
    builder.highlights();
    if builder.is_mcts() {
        builder.mcts_phase();
    }
    builder.place_labels();
    let Builder {
        input,
        layers,
        nodes,
        crowded,
        ..
    } = builder;
    let Layers {
        back,
        edges,
        path,
        nodes: node_shapes,
        rings,
        texts,
    } = layers;
    let mut shapes = back;
    for layer in [edges, path, node_shapes, rings, texts] {
        shapes.extend(layer);
    }
    Scene {
        size: input.size,
        background: input.palette.background,
        shapes,
        nodes,
        crowded,
    }
}

struct Builder<'b, 'a> {
    input: &'b mut SceneInput<'a>,
    layers: Layers,
    nodes: Vec<DrawnNode>,
    /// What labels must keep clear of.
    room: Room,
    /// Labels asked for, placed by [`Builder::place_labels`].
    requests: Vec<Request>,
    /// Nodes whose move label is decisive (pruned moves, the best line, the
    /// child that caused a cutoff).
    decisive_moves: HashSet<usize>,
    /// Nodes whose value is decisive (the current node, the child that
    /// caused a cutoff).
    decisive_values: HashSet<usize>,
    /// Decisive labels that found no free spot.
    crowded: Vec<TextRole>,
    /// The textbook tree's layout as given, once a pruned move's subtree
    /// is drawn ([`Builder::given_below`]).
    given: Option<GameShape>,
}

impl Builder<'_, '_> {
    fn at(&self, id: usize) -> Point {
        let layout = self.input.layout;
        self.input
            .view
            .point(layout.x(id), f32::from(layout.ply(id)))
    }

    fn column_x(&self, column: f32) -> f32 {
        self.input.view.point(column, 0.0).x
    }

    fn ply_y(&self, ply: u8) -> f32 {
        self.input.view.point(0.0, f32::from(ply)).y
    }

    /// Points from node `id` to the nearest place a node of its level can
    /// be: its neighbours lie outside its subtree's columns.
    fn room(&self, id: usize) -> f32 {
        let layout = self.input.layout;
        self.room_in(layout.x(id), layout.columns(id))
    }

    /// Points from a node in column `x`, over the leaf columns `lo..=hi`
    /// of its subtree, to the nearest place a node of its level can be.
    fn room_in(&self, x: f32, (lo, hi): (u32, u32)) -> f32 {
        (x - lo as f32 + 1.0).min(hi as f32 + 1.0 - x) * self.input.view.scale.x
    }

    /// The radius node `id` is drawn with: 0.4 of its room, and small
    /// enough that a node's labels under it stay clear of the rings of the
    /// level below.
    fn radius(&self, id: usize) -> f32 {
        (self.room(id) * 0.4).min(self.level_radius())
    }

    /// [`Self::radius`] of a node in column `x` over the leaf columns
    /// `lo..=hi`.
    fn radius_in(&self, x: f32, columns: (u32, u32)) -> f32 {
        (self.room_in(x, columns) * 0.4).min(self.level_radius())
    }

    /// The largest radius at this zoom and text size: what the level
    /// height leaves once a window line and two rings' reach fit between
    /// two levels.
    fn level_radius(&self) -> f32 {
        let level = self.input.view.scale.y;
        let window = text_bounds(Point::default(), Anchor::LeftTop, "", self.text_size(16.0))
            .1
            .y;
        let budget = (level - window - self.ring_width() - LEVEL_GAP) / LEVEL_RADII;
        // A+ enlarges the shapes with the text, as far as the levels allow.
        let asked = self.input.view.level_radius() * self.text_scale().max(1.0);
        asked.min(budget.max(SHAPE_RADIUS))
    }

    /// How much thicker lines are: more in lecture mode, for a projector.
    fn thick(&self) -> f32 {
        if self.input.overlay.lecture {
            LECTURE_THICK
        } else {
            1.0
        }
    }

    /// The smallest text on the tree.
    fn min_text(&self) -> f32 {
        self.input.min_text.max(MIN_TEXT) * self.text_scale()
    }

    /// The user's text scale, within sensible limits.
    fn text_scale(&self) -> f32 {
        if self.input.text_scale.is_finite() {
            self.input.text_scale.clamp(0.5, 3.0)
        } else {
            1.0
        }
    }

    /// A text size: `base` scaled by the user's text size, never under the minimum.
    fn text_size(&self, base: f32) -> f32 {
        (base * self.text_scale()).max(self.min_text())
    }

    /// The width of the rings' lines.
    fn ring_width(&self) -> f32 {
        (self.input.view.level_radius() * 0.15).clamp(RING_WIDTH.0, RING_WIDTH.1) * self.thick()
    }

    /// How far from a node's centre its labels start, so that neither ring
    /// (current or selected) can cover them.
    fn clearance(&self, radius: f32) -> f32 {
        selected_ring(radius) + self.ring_width() / 2.0 + 2.0
    }

    /// A score as written on the tree: `?` while values are hidden.
    fn score(&self, text: String) -> String {
        if self.input.overlay.hide_values {
            String::from(super::HIDDEN_VALUE)
        } else {
            text
        }
    }

    fn current_id(&self) -> Option<usize> {
        self.input.current.map(NodeIndex::index)
    }

    /// The pre-order walk with culling and level of detail.
    fn walk(&mut self) {
        let layout = self.input.layout;
        let size = self.input.size;
        let pad = self.input.view.level_radius() * 1.6 + 60.0;
        let half_column = self.input.view.scale.x / 2.0;
        let current = self.current_id();
        let visible = self.visible();
        // Positions of the layout's pre-order: a node's id in a pre-order
        // tree, not in Monte Carlo tree search's.
        let mut position = 0;
        while position < layout.len() {
            let id = layout.id_at(position);
            let end = layout.subtree_end(id).max(position + 1);
            if layout.is_hidden(id) {
                position += 1;
                continue;
            }
            if id >= visible {
                // Not reached at this step: drawn only in the whole-tree view.
                if !self.whole_tree() {
                    if layout.in_id_order() {
                        // Every later node is reached later still.
                        break;
                    }
                    // Nor is anything below it.
                    position = end;
                    continue;
                }
                self.ahead(id);
                position += 1;
                continue;
            }
            let Some(node) = self.input.tree.node(layout_node(id)) else {
                position += 1;
                continue;
            };
            if node.kind == NodeKind::Pruned {
                // Pruned moves come only in pre-order trees: ids are positions.
                position = self.pruned_run(id);
                continue;
            }
            let here = self.at(id);
            if let Some(parent) = crate::layout::parent(self.input.tree, id) {
                self.edge(parent, id, here);
            }
            let (lo, hi) = layout.columns(id);
            let left = self.column_x(lo as f32) - half_column - pad;
            let right = self.column_x(hi as f32) + half_column + pad;
            let bottom = self.ply_y(layout.deepest(id)) + pad;
            if right < 0.0 || left > size.x || here.y - pad > size.y || bottom < 0.0 {
                position = end;
                continue;
            }
            let collapsed = layout.is_collapsed(id);
            let drawn_width = (hi - lo + 1) as f32 * self.input.view.scale.x;
            let on_current_path = current
                .map(|c| layout.position(c))
                .is_some_and(|c| position <= c && c < end);
            let summarised =
                end > position + 1 && !collapsed && !on_current_path && drawn_width < BAND_WIDTH;
            if summarised {
                let band_half = (half_column * 0.7).max(0.75);
                self.layers.back.push(Shape::Rect {
                    min: Point::new(self.column_x(lo as f32) - band_half, here.y),
                    max: Point::new(
                        self.column_x(hi as f32) + band_half,
                        self.ply_y(layout.deepest(id)),
                    ),
                    rounding: 0.0,
                    fill: self.input.palette.band,
                });
            }
            let mark = self.node(id, &node, here);
            let mark = if summarised {
                Mark::Band {
                    count: (end - position) as u32,
                }
            } else {
                mark
            };
            self.nodes.push(DrawnNode {
                node: layout_node(id),
                at: here,
                radius: self.radius(id),
                mark,
            });
            position = if summarised || collapsed {
                end
            } else {
                position + 1
            };
        }
    }

    /// Whether nodes not reached yet are drawn: the whole-tree view, for
    /// textbook trees (a game's tree is too large to draw ahead).
    fn whole_tree(&self) -> bool {
        self.input.whole_tree && self.input.session.game().as_textbook().is_some()
    }

    /// How many nodes are reached at the cursor: a prefix of the ids.
    fn visible(&self) -> usize {
        self.input
            .tree
            .visible_count(self.input.cursor)
            .min(self.input.layout.len())
    }

    /// Node `id`, not reached at the cursor, in the whole-tree view: a
    /// faint outline where the finished picture has it, on a faint edge,
    /// with a textbook leaf's value in grey; a pruned move with its subtree
    /// as given ([`Builder::given_below`]).
    fn ahead(&mut self, id: usize) {
        let layout = self.input.layout;
        let at = self.at(id).offset(self.fan_offset(id), 0.0);
        let radius = self.radius(id);
        let from = crate::layout::parent(self.input.tree, id)
            .map(|parent| (self.at(parent), self.radius(parent) * 1.25));
        let value = self.state_of(id).and_then(|state| self.given_value(&state));
        self.faint_node(id, from, (at, radius), value);
        if layout.is_collapsed(id) && radius >= SHAPE_RADIUS {
            self.fold_mark(id, at, radius);
        }
        self.given_below(id, at, radius * 1.25);
    }

    /// A node no search has entered at the cursor, for `owner`: a faint
    /// dashed outline at `at` of `radius`, on a faint edge from `from`
    /// (the parent's centre and reach), with `value` in grey.
    fn faint_node(
        &mut self,
        owner: usize,
        from: Option<(Point, f32)>,
        (at, radius): (Point, f32),
        value: Option<String>,
    ) {
        let palette = self.input.palette;
        let faint = palette.pruned;
        if let Some((from, reach)) = from {
            self.layers.back.push(Shape::Line {
                points: vec![from, at],
                stroke: Stroke::dashed(self.thick(), faint),
            });
            self.edge_span(from, at, (reach, radius * 1.25), (None, owner));
        }
        self.nodes.push(DrawnNode {
            node: layout_node(owner),
            at,
            radius,
            mark: Mark::Ahead,
        });
        if radius < SHAPE_RADIUS {
            self.dot(at, radius, faint);
            return;
        }
        let big = radius * 1.25;
        self.layers.nodes.push(Shape::Circle {
            center: at,
            radius: big * 0.8,
            fill: Some(palette.background),
            stroke: Some(Stroke::dashed(1.5 * self.thick(), faint)),
        });
        self.room.add_box(
            (at.offset(-big, -big), at.offset(big, big)),
            owner,
            BoxKind::Shape,
        );
        if let Some(text) = value {
            self.grey_label(
                owner,
                (at, radius),
                text,
                TextRole::Ahead(layout_node(owner)),
            );
        }
    }

    /// In the whole-tree view, the subtree as given under pruned move `id`
    /// of a textbook tree (drawn at `at`, reaching `reach` round it): what
    /// no search of it enters, faint, where the whole tree has it, its
    /// leaves' values in grey. Nothing for any other node.
    pub(super) fn given_below(&mut self, id: usize, at: Point, reach: f32) {
        let layout = self.input.layout;
        let pruned = self
            .input
            .tree
            .node(layout_node(id))
            .is_some_and(|node| node.kind == NodeKind::Pruned);
        if !pruned || !self.whole_tree() {
            return;
        }
        let Some(book) = self.input.session.game().as_textbook() else {
            return;
        };
        let Some(AnyState::Tree(top)) = self.state_of(id) else {
            return;
        };
        let shape = self.given.take().unwrap_or_else(|| GameShape::of(book));
        let (first, _) = layout.columns(id);
        let ply = layout.ply(id);
        // Pre-order, drawn as popped: each node with its parent's centre
        // and reach.
        let mut pending: Vec<(u32, Point, f32)> = book
            .children(top)
            .iter()
            .rev()
            .map(|&child| (child, at, reach))
            .collect();
        while let Some((state, from, from_reach)) = pending.pop() {
            let Some((place, (lo, hi))) = shape.place_under(state, top, first, ply) else {
                continue;
            };
            let here = self.input.view.point(place.x, place.y);
            let radius = self.radius_in(place.x, (lo, hi));
            let value = self.given_value(&AnyState::Tree(state));
            self.faint_node(id, Some((from, from_reach)), (here, radius), value);
            pending.extend(
                book.children(state)
                    .iter()
                    .rev()
                    .map(|&child| (child, here, radius * 1.25)),
            );
        }
        self.given = Some(shape);
    }

    /// The path to the current node (or the principal variation once the
    /// search is over), and rings round the current and selected nodes;
    /// none on a blank worksheet.
    fn highlights(&mut self) {
        if self.input.overlay.blank {
            return;
        }
        let layout = self.input.layout;
        let palette = self.input.palette;
        let width = self.ring_width();
        let (line, color) = if self.input.complete {
            (best_line(self.input.session), palette.pv)
        } else {
            let path = self
                .input
                .current
                .map(|node| self.input.tree.path(node))
                .unwrap_or_default();
            (path, palette.current)
        };
        let points: Vec<Point> = line
            .iter()
            .map(|node| node.index())
            .filter(|&id| id < layout.len() && !layout.is_hidden(id))
            .map(|id| self.at(id))
            .collect();
        if points.len() > 1 {
            self.layers.path.push(Shape::Line {
                points,
                stroke: Stroke::solid(width, color),
            });
        }
        let rings = [
            (
                (!self.input.complete)
                    .then_some(self.input.current)
                    .flatten(),
                current_ring as fn(f32) -> f32,
                palette.current,
            ),
            (
                self.input
                    .selected
                    .filter(|&node| self.input.complete || Some(node) != self.input.current),
                selected_ring,
                palette.selected,
            ),
        ];
        for (node, ring, color) in rings {
            let Some(node) = node else {
                continue;
            };
            let id = shown_ancestor(self.input.tree, layout, node.index());
            if id >= layout.len() {
                continue;
            }
            let radius = self.radius(id).max(SHAPE_RADIUS * 2.0);
            self.layers.rings.push(Shape::Circle {
                center: self.at(id),
                radius: ring(radius),
                fill: None,
                stroke: Some(Stroke::solid(width, color)),
            });
        }
    }
}

/// The best line as the scene draws it, at `session`'s cursor: its
/// principal variation, but where PVS searched a move twice, through the
/// re-search (which has the last word on the move), not the probe.
#[must_use]
pub fn best_line(session: &Session<AnyGame>) -> Vec<NodeIndex> {
    let mut line = session.principal_variation();
    let Some(tree) = session.tree() else {
        return line;
    };
    let cursor = session.local_cursor();
    let mut at = 0;
    while at < line.len() {
        let again = tree.re_search_of(line[at]).filter(|&again| {
            tree.node(again)
                .is_some_and(|node| node.is_visible_at(cursor))
        });
        if let Some(again) = again {
            line.truncate(at);
            line.extend(tree.best_line(again, cursor));
        }
        at += 1;
    }
    line
}

/// `node` itself, or its nearest ancestor not hidden by a collapsed node.
#[must_use]
pub fn shown_ancestor(tree: &SearchTree, layout: &TreeLayout, node: usize) -> usize {
    let mut at = node;
    while layout.is_hidden(at) {
        let Some(parent) = crate::layout::parent(tree, at) else {
            break;
        };
        at = parent;
    }
    at
}
