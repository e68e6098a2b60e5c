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

use std::collections::HashSet;

use petgraph::graph::NodeIndex;

use super::labels::LabelCache;
use super::overlay::{DiffMark, SheetMark, TreeOverlay, WINDOWS_APART};
use super::palette::{Palette, Rgba};
use super::room::{BoxKind, Room};
use super::view::{FAN_SPREAD, View};
use super::{
    Anchor, DrawnNode, LINE_HEIGHT, Mark, Point, Scene, Shape, Stroke, TextRole, text_bounds,
    text_width,
};
use crate::game::Player;
use crate::game::{Game as _, Outcome, Terminal};
use crate::input::AnyGame;
use crate::layout::TreeLayout;
use crate::notation;
use crate::search::SearchEvent;
use crate::session::Session;
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

/// How much a label matters: labels are placed in this order, each where
/// nothing placed before it is, so when room is short the later ones give way.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Rank {
    /// What decides a node and the lesson: the current node's value and
    /// window, a cutoff's name, the value and move of the child that caused
    /// it, every pruned move's label, the moves of the best line.
    Decisive,
    /// Every other node's value.
    Value,
    /// Every other move label, and Knuth types when they are shown.
    Move,
    /// Inner nodes' windows.
    Window,
    /// Leaves' windows, skipped values and values not reached yet.
    Detail,
}

/// A label asked for: its lines, its style, and the spots it may take, in
/// the order tried (anchor point, anchor, and whether it may lie over its
/// owner's shape, as a value written inside it does).
struct Request {
    rank: Rank,
    /// The node the label speaks of: the edge into it is its own.
    owner: usize,
    lines: Vec<String>,
    size: f32,
    color: Rgba,
    role: TextRole,
    spots: Vec<(Point, Anchor, bool)>,
}

/// Labels placed: the room they take, their texts, and the decisive ones
/// that found no room.
struct Placement {
    room: Room,
    texts: Vec<Shape>,
    crowded: Vec<TextRole>,
}

/// Builds the scene of `input`. Where a label that decides the picture
/// finds no room at the text size asked for (the user's A+), the text is
/// made smaller, a step at a time down to its default size, until it does.
#[must_use]
pub fn build(mut input: SceneInput<'_>) -> Scene {
    if input.form == super::TreeForm::Outline {
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
    };
    builder.find_decisive();
    builder.walk();
    builder.highlights();
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
        let (lo, hi) = layout.columns(id);
        let x = layout.x(id);
        (x - lo as f32 + 1.0).min(hi as f32 + 1.0 - x) * self.input.view.scale.x
    }

    /// The radius node `id` is drawn with: 0.4 of its room, and small
    /// enough that a node's labels under it stay clear of the rings of the
    /// level below.
    fn radius(&self, id: usize) -> f32 {
        (self.room(id) * 0.4).min(self.level_radius())
    }

    /// The largest radius at this zoom and text size: what the level
    /// height leaves once a window line and two rings' reach fit between
    /// two levels.
    fn level_radius(&self) -> f32 {
        let level = self.input.view.scale.y;
        let window = text_bounds(Point::default(), Anchor::LeftTop, "", self.text_size(16.0))
            .1
            .y;
        let budget = (level - window - self.ring_width() - 4.0) / 3.5;
        // A+ enlarges the shapes with the text, as far as the levels allow.
        let asked = self.input.view.level_radius() * self.text_scale().max(1.0);
        asked.min(budget.max(SHAPE_RADIUS))
    }

    /// How much thicker lines are: more in lecture mode, for a projector.
    fn thick(&self) -> f32 {
        if self.input.overlay.lecture { 1.8 } else { 1.0 }
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
        (self.input.view.level_radius() * 0.15).clamp(2.5, 4.5) * self.thick()
    }

    /// How far from a node's centre its labels start, so that neither ring
    /// (current or selected) can cover them.
    fn clearance(&self, radius: f32) -> f32 {
        selected_ring(radius) + self.ring_width() / 2.0 + 2.0
    }

    /// A score as written on the tree: `?` while values are hidden.
    fn score(&self, text: String) -> String {
        if self.input.overlay.hide_values {
            String::from("?")
        } else {
            text
        }
    }

    fn current_id(&self) -> Option<usize> {
        self.input.current.map(NodeIndex::index)
    }

    fn ask(&mut self, request: Request) {
        self.requests.push(request);
    }

    /// The nodes whose labels decide the picture before any is drawn
    /// ([`Rank::Decisive`]): the best line's moves, the moves of the line
    /// from the root to the current node, and the current node's value. A
    /// cut node adds the child that caused its cutoff when it is drawn
    /// ([`Builder::cause_of_cutoff`]), before its children are.
    fn find_decisive(&mut self) {
        let pv = self.input.session.principal_variation();
        self.decisive_moves = pv.iter().map(|node| node.index()).collect();
        let current = self.current_id();
        let layout = self.input.layout;
        let line = std::iter::successors(current, |&id| layout.parent(id));
        self.decisive_moves.extend(line);
        self.decisive_values = current.into_iter().collect();
    }

    /// Marks the child that caused node `id`'s cutoff, the last one
    /// searched, as decisive: its move and its value.
    fn cause_of_cutoff(&mut self, id: usize) {
        let tree = self.input.tree;
        let visible = self.visible();
        let cause = tree
            .children(layout_node(id))
            .into_iter()
            .map(NodeIndex::index)
            .filter(|&child| child < visible)
            .take_while(|&child| {
                tree.node(layout_node(child))
                    .is_some_and(|node| node.kind != NodeKind::Pruned)
            })
            .last();
        if let Some(cause) = cause {
            self.decisive_moves.insert(cause);
            self.decisive_values.insert(cause);
        }
    }

    /// The rank of a node's value label.
    fn value_rank(&self, id: usize) -> Rank {
        if self.decisive_values.contains(&id) {
            Rank::Decisive
        } else {
            Rank::Value
        }
    }

    /// Places every label asked for, most important first, each at the
    /// first of its spots that is free ([`Room`]); a decisive label with no
    /// free spot is noted in [`Scene::crowded`]. Within a rank the moves go
    /// first (a move may only lie along its edge); if that leaves a
    /// decisive label out, the order with the moves last is tried too, and
    /// the one that leaves fewer out is kept.
    fn place_labels(&mut self) {
        let requests = std::mem::take(&mut self.requests);
        let mut placement = self.placement(&requests, true);
        if !placement.crowded.is_empty() {
            let other = self.placement(&requests, false);
            if other.crowded.len() < placement.crowded.len() {
                placement = other;
            }
        }
        self.room = placement.room;
        self.layers.texts.extend(placement.texts);
        self.crowded.extend(placement.crowded);
    }

    /// The labels of `requests` placed in order of rank, the moves first
    /// within a rank if `moves_first`, else last.
    fn placement(&self, requests: &[Request], moves_first: bool) -> Placement {
        let mut order: Vec<&Request> = requests.iter().collect();
        order.sort_by_key(|request| {
            let is_move = matches!(request.role, TextRole::Move(_));
            (request.rank, is_move != moves_first)
        });
        let mut placement = Placement {
            room: self.room.clone(),
            texts: Vec::new(),
            crowded: Vec::new(),
        };
        for request in order {
            let width = request
                .lines
                .iter()
                .map(|line| text_width(line, request.size))
                .fold(0.0, f32::max);
            let line_height = request.size * LINE_HEIGHT;
            let height = line_height * request.lines.len() as f32;
            let scene = self.input.size;
            let placed = request.spots.iter().find_map(|&(at, anchor, inside)| {
                let bounds = super::text_box(at, anchor, width, request.size);
                // A block of lines grows down from its first line's box.
                let bounds = (bounds.0, Point::new(bounds.1.x, bounds.0.y + height));
                // A label is written whole inside the picture, or not at all.
                let within = bounds.0.x >= PLATE.0
                    && bounds.0.y >= PLATE.1
                    && bounds.1.x <= scene.x - PLATE.0
                    && bounds.1.y <= scene.y - PLATE.1;
                if !within {
                    return None;
                }
                // Room for the plate drawn behind the text (3 by 1 points).
                let padded = if inside {
                    bounds
                } else {
                    (
                        bounds.0.offset(-PLATE.0, -PLATE.1),
                        bounds.1.offset(PLATE.0, PLATE.1),
                    )
                };
                placement
                    .room
                    .is_free(padded, request.owner, inside)
                    .then_some((bounds, inside))
            });
            let Some((bounds, inside)) = placed else {
                if request.rank == Rank::Decisive {
                    placement.crowded.push(request.role);
                }
                continue;
            };
            let with_plate = (
                bounds.0.offset(-PLATE.0, -PLATE.1),
                bounds.1.offset(PLATE.0, PLATE.1),
            );
            placement
                .room
                .add_box(with_plate, request.owner, BoxKind::Label);
            let centre_x = f32::midpoint(bounds.0.x, bounds.1.x);
            for (row, text) in request.lines.iter().enumerate() {
                let top = bounds.0.y + row as f32 * line_height;
                placement.texts.push(Shape::Text {
                    at: Point::new(centre_x, top),
                    anchor: Anchor::CenterTop,
                    text: text.clone(),
                    size: request.size,
                    color: request.color,
                    plate: (!inside).then_some(self.input.palette.plate),
                    role: request.role,
                });
            }
        }
        placement
    }

    /// The pre-order walk with culling and level of detail.
    fn walk(&mut self) {
        let layout = self.input.layout;
        let size = self.input.size;
        let pad = self.input.view.level_radius() * 1.6 + 60.0;
        let half_column = self.input.view.scale.x / 2.0;
        let current = self.current_id();
        let visible = self.visible();
        let mut id = 0;
        while id < layout.len() {
            let end = layout.subtree_end(id).max(id + 1);
            if layout.is_hidden(id) {
                id += 1;
                continue;
            }
            if id >= visible {
                // Not reached at this step: drawn only in the whole-tree view.
                if !self.whole_tree() {
                    break;
                }
                self.ahead(id);
                id += 1;
                continue;
            }
            let Some(node) = self.input.tree.node(layout_node(id)) else {
                id += 1;
                continue;
            };
            if node.kind == NodeKind::Pruned {
                id = self.pruned_run(id);
                continue;
            }
            let here = self.at(id);
            if let Some(parent) = layout.parent(id) {
                self.edge(parent, id, here);
            }
            let (lo, hi) = layout.columns(id);
            let left = self.column_x(lo as f32) - half_column - pad;
            let right = self.column_x(hi as f32) + half_column + pad;
            let bottom = self.ply_y(layout.deepest(id)) + pad;
            if right < 0.0 || left > size.x || here.y - pad > size.y || bottom < 0.0 {
                id = end;
                continue;
            }
            let collapsed = layout.is_collapsed(id);
            let drawn_width = (hi - lo + 1) as f32 * self.input.view.scale.x;
            let on_current_path = current.is_some_and(|c| id <= c && c < end);
            let summarised =
                end > id + 1 && !collapsed && !on_current_path && drawn_width < BAND_WIDTH;
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
                    count: (end - id) as u32,
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
            id = if summarised || collapsed { end } else { id + 1 };
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
    /// with a textbook leaf's value in grey.
    fn ahead(&mut self, id: usize) {
        let layout = self.input.layout;
        let palette = self.input.palette;
        let at = self.at(id).offset(self.fan_offset(id), 0.0);
        let radius = self.radius(id);
        let faint = palette.pruned;
        if let Some(parent) = layout.parent(id) {
            let from = self.at(parent);
            self.layers.back.push(Shape::Line {
                points: vec![from, at],
                stroke: Stroke::dashed(self.thick(), faint),
            });
            self.edge_room(from, at, parent, id, radius * 1.25);
        }
        self.nodes.push(DrawnNode {
            node: layout_node(id),
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
            id,
            BoxKind::Shape,
        );
        self.grey_value(id, at, radius, TextRole::Ahead(layout_node(id)));
    }

    /// Tells the room of the edge from `parent` (at `from`) into `child`
    /// (at `to`, drawn `reach` points round): the stretch between the two
    /// shapes, since the shapes are drawn over the edge's ends.
    fn edge_room(&mut self, from: Point, to: Point, parent: usize, child: usize, reach: f32) {
        let length = from.distance(to);
        let parent_reach = self.radius(parent) * 1.25;
        if length <= parent_reach + reach {
            return;
        }
        let start = from.lerp(to, parent_reach / length);
        let end = from.lerp(to, 1.0 - reach / length);
        self.room.add_edge(start, end, child);
    }

    /// How far across its column pruned move `id` is drawn: pruned sibling
    /// moves share a column and are fanned out over [`FAN_SPREAD`] of it
    /// (0 for any other node).
    fn fan_offset(&self, id: usize) -> f32 {
        let layout = self.input.layout;
        let tree = self.input.tree;
        let pruned = |node: usize| {
            tree.node(layout_node(node))
                .is_some_and(|node| node.kind == NodeKind::Pruned)
        };
        if !pruned(id) {
            return 0.0;
        }
        let parent = layout.parent(id);
        let sibling = |node: usize| pruned(node) && layout.parent(node) == parent;
        let mut first = id;
        while first > 0 && sibling(first - 1) {
            first -= 1;
        }
        let mut end = id + 1;
        while end < layout.len() && sibling(end) {
            end += 1;
        }
        fan_offset(id - first, end - first, self.input.view.scale.x)
    }

    /// The edge from `parent` into `child` (at `to`), with its move label.
    fn edge(&mut self, parent: usize, child: usize, to: Point) {
        let from = self.at(parent);
        let size = self.input.size;
        let (min_x, max_x) = (from.x.min(to.x) - 40.0, from.x.max(to.x) + 40.0);
        if max_x < 0.0 || min_x > size.x || to.y + 40.0 < 0.0 || from.y - 40.0 > size.y {
            return;
        }
        let radius = self.radius(child);
        self.edge_room(from, to, parent, child, radius * 1.25);
        let sheet = self.input.overlay.sheet.get(&layout_node(child));
        // An edge the search never went down is grey on a checked sheet.
        let color = if sheet.is_some_and(|sheet| sheet.unvisited) {
            self.input.palette.pruned
        } else {
            self.input.palette.edge
        };
        if sheet.is_some_and(|sheet| sheet.pruned) {
            self.pruned_edge(from, to, radius);
        } else if radius < SHAPE_RADIUS * 2.0 {
            self.layers.back.push(Shape::Line {
                points: vec![from, to],
                stroke: Stroke::solid(self.thick(), color),
            });
        } else {
            let width = (radius * 0.09).clamp(1.2, 2.5) * self.thick();
            self.layers.edges.push(Shape::Line {
                points: vec![from, to],
                stroke: Stroke::solid(width, color),
            });
        }
        self.move_label(parent, child, from, to, self.input.palette.text);
    }

    /// The move into `child` written on its edge: asked for now, placed
    /// with the other labels once every shape and edge is known.
    fn move_label(&mut self, parent: usize, child: usize, from: Point, to: Point, color: Rgba) {
        let radius = self.radius(child);
        let size = self.text_size((radius * 0.6).clamp(12.0, 22.0));
        let label = self
            .input
            .labels
            .label(self.input.session, self.input.tree, child, parent)
            .to_owned();
        let pruned = self
            .input
            .tree
            .node(layout_node(child))
            .is_some_and(|node| node.kind == NodeKind::Pruned);
        let decisive = pruned || self.decisive_moves.contains(&child);
        if radius < SHAPE_RADIUS * 2.0 && !decisive {
            return;
        }
        let width = text_width(&label, size);
        let vertical = (to.x - from.x).abs() < width;
        let mut spots: Vec<(Point, Anchor)> = LABEL_SPOTS
            .iter()
            .map(|&t| (from.lerp(to, t), Anchor::Center))
            .collect();
        if vertical {
            // Beside a vertical edge, right then left, at each spot's height.
            for side in [1.0, -1.0] {
                for &t in &LABEL_SPOTS {
                    let at = from.lerp(to, t);
                    let x = at.x + side * (GAP / 2.0 + 2.0);
                    let anchor = if side > 0.0 {
                        Anchor::LeftCenter
                    } else {
                        Anchor::RightCenter
                    };
                    spots.push((Point::new(x, at.y), anchor));
                }
            }
        }
        let rank = if decisive { Rank::Decisive } else { Rank::Move };
        self.ask(Request {
            rank,
            owner: child,
            lines: vec![label],
            size,
            color,
            role: TextRole::Move(layout_node(child)),
            spots: spots
                .into_iter()
                .map(|(at, anchor)| (at, anchor, false))
                .collect(),
        });
    }

    /// Draws the run of pruned sibling moves that starts at `first` (they
    /// share one column): fanned out one by one where there is room, else
    /// as one group mark. Returns the node after the run.
    fn pruned_run(&mut self, first: usize) -> usize {
        let layout = self.input.layout;
        let tree = self.input.tree;
        let parent = layout.parent(first);
        let visible = self.visible();
        let mut end = first + 1;
        while end < visible
            && layout.parent(end) == parent
            && !layout.is_hidden(end)
            && tree
                .node(layout_node(end))
                .is_some_and(|node| node.kind == NodeKind::Pruned)
        {
            end += 1;
        }
        let Some(parent) = parent else {
            return end;
        };
        let count = end - first;
        let centre = self.at(first);
        let size = self.input.size;
        let column = self.input.view.scale.x;
        if centre.x + column < 0.0 || centre.x - column > size.x || centre.y < -60.0 {
            return end;
        }
        if centre.y - 60.0 > size.y && self.at(parent).y > size.y {
            return end;
        }
        let spacing = if count > 1 {
            FAN_SPREAD * column / (count - 1) as f32
        } else {
            f32::INFINITY
        };
        let from = self.at(parent);
        if spacing >= FAN_SPACING {
            let radius = (self.radius(first) * 0.55).min(spacing * 0.3);
            for (index, id) in (first..end).enumerate() {
                let at = centre.offset(fan_offset(index, count, column), 0.0);
                self.edge_room(from, at, parent, id, radius);
                self.pruned_edge(from, at, radius);
                self.pruned_mark(at, radius, id);
                if let Some(&mark) = self.input.overlay.diff.get(&layout_node(id)) {
                    self.diff_ring(mark, at, radius);
                }
                self.move_label(parent, id, from, at, self.input.palette.pruned);
                if self.input.show_skipped {
                    self.grey_value(id, at, radius, TextRole::Skipped(layout_node(id)));
                }
                self.nodes.push(DrawnNode {
                    node: layout_node(id),
                    at,
                    radius,
                    mark: Mark::Pruned,
                });
            }
        } else {
            let radius = (self.radius(first) * 0.55).max(2.0);
            self.edge_room(from, centre, parent, first, radius);
            self.pruned_edge(from, centre, radius);
            self.pruned_mark(centre, radius, first);
            // One ring for the group: a move of it the other search went into.
            let diff = &self.input.overlay.diff;
            if let Some(&mark) = (first..end).find_map(|id| diff.get(&layout_node(id))) {
                self.diff_ring(mark, centre, radius);
            }
            let text_size = self.min_text();
            let below = centre.offset(0.0, radius + 2.0);
            self.ask(Request {
                rank: Rank::Decisive,
                owner: first,
                lines: vec![count.to_string()],
                size: text_size,
                color: self.input.palette.pruned,
                role: TextRole::PrunedCount(layout_node(first)),
                spots: vec![
                    (below, Anchor::CenterTop, false),
                    (centre.offset(radius + 3.0, 0.0), Anchor::LeftCenter, false),
                    (
                        centre.offset(-radius - 3.0, 0.0),
                        Anchor::RightCenter,
                        false,
                    ),
                ],
            });
            self.nodes.push(DrawnNode {
                node: layout_node(first),
                at: centre,
                radius,
                mark: Mark::PrunedGroup {
                    count: count as u32,
                },
            });
        }
        end
    }

    /// A pruned move's edge: dashed, with a bar across it near the parent.
    fn pruned_edge(&mut self, from: Point, to: Point, radius: f32) {
        let palette = self.input.palette;
        let width = (radius * 0.16).clamp(1.0, 2.5) * self.thick();
        self.layers.edges.push(Shape::Line {
            points: vec![from, to],
            stroke: Stroke::dashed(width, palette.pruned),
        });
        let length = from.distance(to);
        if length < 1.0 {
            return;
        }
        let (ux, uy) = ((to.x - from.x) / length, (to.y - from.y) / length);
        let half = (radius * 0.9).clamp(3.0, 10.0);
        // On a worksheet the parent's two-line window sits where the bar
        // would be: it goes just above the child (of `radius`) instead,
        // over the node shapes and under the texts.
        let above_child = radius * 1.25 + 4.0;
        let sheet = self.input.overlay.blank && length > above_child * 2.0;
        let mid = if sheet {
            to.offset(-ux * above_child, -uy * above_child)
        } else {
            from.lerp(to, 0.42)
        };
        let ends = [
            mid.offset(-uy * half, ux * half),
            mid.offset(uy * half, -ux * half),
        ];
        let reach = width * 0.9;
        self.room.add_box(
            (
                Point::new(
                    ends[0].x.min(ends[1].x) - reach,
                    ends[0].y.min(ends[1].y) - reach,
                ),
                Point::new(
                    ends[0].x.max(ends[1].x) + reach,
                    ends[0].y.max(ends[1].y) + reach,
                ),
            ),
            usize::MAX,
            BoxKind::CutMark,
        );
        let bar = Shape::Line {
            points: ends.to_vec(),
            stroke: Stroke::solid(width * 1.8, palette.cutoff),
        };
        if sheet {
            self.layers.rings.push(bar);
        } else {
            self.layers.edges.push(bar);
        }
    }

    /// The comparison's ring round a node at `at` drawn with `radius`:
    /// solid where only this search went, dashed where only the other did.
    fn diff_ring(&mut self, mark: DiffMark, at: Point, radius: f32) {
        let palette = self.input.palette;
        let (color, dashed) = match mark {
            DiffMark::OnlyHere => (palette.only_here, false),
            DiffMark::OnlyOther => (palette.only_other, true),
        };
        self.ring(at, (radius * 1.5).max(4.0), radius, color, dashed);
    }

    /// A ring of `ring` points round a node of `radius` at `at`, its
    /// stroke scaled with the node.
    fn ring(&mut self, at: Point, ring: f32, radius: f32, color: Rgba, dashed: bool) {
        let width = (radius * 0.2).clamp(1.5, 4.0) * self.thick();
        self.layers.nodes.push(Shape::Circle {
            center: at,
            radius: ring,
            fill: None,
            stroke: Some(Stroke {
                width,
                color,
                dashed,
            }),
        });
    }

    /// A worksheet node's ring: where the student is writing, or how the
    /// node's cells were graded (solid right, dashed wrong).
    fn sheet_ring(&mut self, mark: SheetMark, at: Point, radius: f32) {
        let palette = self.input.palette;
        let (color, dashed) = match mark {
            SheetMark::None => return,
            SheetMark::Current => (palette.selected, false),
            SheetMark::Right => (palette.only_here, false),
            SheetMark::Wrong => (palette.cutoff, true),
        };
        self.ring(at, (radius * 1.45).max(4.0), radius, color, dashed);
    }

    /// A pruned move's mark (of node `id`): a small hollow circle.
    fn pruned_mark(&mut self, at: Point, radius: f32, id: usize) {
        let palette = self.input.palette;
        self.room.add_box(
            (at.offset(-radius, -radius), at.offset(radius, radius)),
            id,
            BoxKind::Shape,
        );
        self.layers.nodes.push(Shape::Circle {
            center: at,
            radius,
            fill: Some(palette.background),
            stroke: Some(Stroke::solid(1.5 * self.thick(), palette.pruned)),
        });
    }

    /// The static value of textbook leaf `id` in grey under its mark: a
    /// pruned leaf's never-examined value, or a leaf not reached yet in the
    /// whole-tree view (never while values are hidden).
    fn grey_value(&mut self, id: usize, at: Point, radius: f32, role: TextRole) {
        if self.input.overlay.hide_values {
            return;
        }
        let session = self.input.session;
        let game = session.game();
        if game.as_textbook().is_none() {
            return;
        }
        let Some(state) = self.state_of(id) else {
            return;
        };
        if game.terminal(&state).map(Terminal::outcome) != Some(Outcome::Scored) {
            return;
        }
        let text = notation::score(game.evaluate(&state), game.wording());
        let size = self.text_size((radius * 0.6).clamp(12.0, 22.0));
        let below = at.offset(0.0, radius + 3.0);
        // A node not reached yet has its value inside its faint outline.
        let inside = matches!(role, TextRole::Ahead(_))
            && text_width(&text, size) <= radius * 1.8
            && size <= radius * 1.6;
        let mut spots = Vec::new();
        if inside {
            spots.push((at, Anchor::Center, true));
        }
        spots.extend([
            (below, Anchor::CenterTop, false),
            (at.offset(radius + 3.0, 0.0), Anchor::LeftCenter, false),
        ]);
        self.ask(Request {
            rank: Rank::Detail,
            owner: id,
            lines: vec![text],
            size,
            color: self.input.palette.weak_text,
            role,
            spots,
        });
    }

    /// The position at node `id` of the tree shown.
    fn state_of(&self, id: usize) -> Option<<AnyGame as crate::game::Game>::State> {
        self.input.session.state_of(layout_node(id))
    }

    /// Node `id` at `at`: a dot, or a shape with its value, window, cutoff
    /// name, Knuth type and collapse badge where they fit.
    fn node(&mut self, id: usize, node: &TreeNode, at: Point) -> Mark {
        let radius = self.radius(id);
        let index = layout_node(id);
        let player = self.input.tree.player(index);
        let cursor = self.input.cursor;
        // A blank worksheet draws inner nodes hollow, to be filled in.
        let finished =
            node.is_finished_at(cursor) && !(self.input.overlay.blank && node.kind.is_inner());
        let knuth = (self.input.overlay.knuth_types && finished)
            .then(|| node.knuth_type(player))
            .flatten();
        let sheet = self.input.overlay.sheet.get(&index);
        let unvisited = sheet.is_some_and(|sheet| sheet.unvisited);
        let fill = if unvisited {
            self.input.palette.pruned
        } else {
            node_fill(&self.input.palette, (node, player), finished, knuth)
        };
        if let Some(&mark) = self.input.overlay.diff.get(&index) {
            self.diff_ring(mark, at, radius);
        }
        if let Some(sheet) = sheet {
            self.sheet_ring(sheet.mark, at, radius);
        }
        if radius < SHAPE_RADIUS {
            self.dot(at, radius, fill);
            return Mark::Dot;
        }
        let Some(state) = self.input.tree.node_at(index, cursor) else {
            return Mark::Dot;
        };
        let text_at = if self.is_scored_at_once(index, finished) {
            self.open_square(at, radius, fill)
        } else {
            self.shape((node, player), at, radius, fill, finished)
        };
        let big = radius * 1.25;
        self.room.add_box(
            (at.offset(-big, -big), at.offset(big, big)),
            id,
            BoxKind::Shape,
        );
        let spot = Spot {
            id,
            at,
            radius,
            big,
            clear: self.clearance(radius),
        };
        let current = self.current_id() == Some(id);
        if let Some(value) = self.value_text(index, node, player, state.best, finished) {
            let inner = inner_room(node, finished);
            self.value_label(&spot, value, text_at, inner, finished.then_some(fill));
        }
        // A worksheet's two-line boxes are wide: smaller, so they fit
        // beside their node, clear of every edge.
        let small = if self.input.overlay.blank {
            self.text_size((radius * 0.45).clamp(11.0, 16.0))
        } else {
            self.text_size((radius * 0.6).clamp(11.0, 21.0))
        };
        if let Some(kind) = knuth {
            self.knuth_label(&spot, kind, small);
        }
        if self.shows_windows() && state.status != NodeStatus::Pruned && !unvisited {
            // A worksheet draws a window only where the sheet has one to
            // fill (leaves and "values only" sheets have none).
            let window = if self.input.overlay.blank {
                sheet.and_then(|sheet| sheet.window.clone())
            } else {
                let wording = self.input.session.game().wording();
                Some(self.score(notation::window(state.alpha, state.beta, wording)))
            };
            if let Some(window) = window {
                // A worksheet's boxes are what the student fills in.
                let rank = if current || self.input.overlay.blank {
                    Rank::Decisive
                } else if node.kind == NodeKind::Inner {
                    Rank::Window
                } else {
                    Rank::Detail
                };
                self.window_label(&spot, window, small, rank);
            }
        }
        if let Some(cutoff) = state.cutoff {
            self.cutoff_label(&spot, cutoff.name(), small);
            self.cause_of_cutoff(id);
        }
        let hidden = self.input.layout.hidden_below(id);
        if hidden > 0 {
            self.hidden_badge(&spot, hidden, small);
        }
        Mark::Shape
    }

    /// A node too small for its shape: a square dot, at least 2 points wide.
    fn dot(&mut self, at: Point, radius: f32, fill: Rgba) {
        let half = radius.max(1.0);
        self.layers.back.push(Shape::Rect {
            min: at.offset(-half, -half),
            max: at.offset(half, half),
            rounding: 0.0,
            fill,
        });
    }

    /// The spots round a node where its labels may go, in the order a
    /// label of `kind` tries them: right of the rings, below them, left of
    /// them, above them, then a line further out on each side.
    fn spots_round(spot: &Spot, size: f32, kind: SpotKind) -> Vec<(Point, Anchor, bool)> {
        let &Spot { at, big, clear, .. } = spot;
        let line = size * LINE_HEIGHT;
        let right = |dy: f32| (at.offset(clear, dy), Anchor::LeftCenter, false);
        let left = |dy: f32| (at.offset(-clear, dy), Anchor::RightCenter, false);
        let below = |rows: f32| {
            (
                at.offset(0.0, clear + rows * line),
                Anchor::CenterTop,
                false,
            )
        };
        let above = |rows: f32| {
            (
                at.offset(0.0, -clear - (rows + 1.0) * line),
                Anchor::CenterTop,
                false,
            )
        };
        match kind {
            SpotKind::Value => vec![
                right(big * 0.3),
                below(0.0),
                left(big * 0.3),
                right(big * 0.3 + line),
                left(big * 0.3 + line),
                right(big * 0.3 - line),
                left(big * 0.3 - line),
                below(1.0),
                above(0.0),
            ],
            SpotKind::Window => vec![
                below(0.0),
                below(1.0),
                right(big * 0.3 + line),
                left(big * 0.3 + line),
                right(big * 0.3),
                left(big * 0.3),
                right(big * 0.3 + 2.0 * line),
                left(big * 0.3 + 2.0 * line),
                right(big * 0.3 - line),
                left(big * 0.3 - line),
                above(0.0),
                below(2.0),
                right(-big * 0.35 - line),
                left(-big * 0.35 - line),
                right(-big * 0.35 - 2.0 * line),
                left(-big * 0.35 - 2.0 * line),
                above(1.0),
            ],
            SpotKind::Cutoff => vec![
                right(-big * 0.35),
                right(-big * 0.35 - line),
                left(-big * 0.35),
                left(-big * 0.35 - line),
                right(big * 0.3),
                left(big * 0.3),
                right(big * 0.3 + line),
                left(big * 0.3 + line),
                above(0.0),
                above(1.0),
                below(1.0),
            ],
        }
    }

    /// The node's value: inside the shape (at `text_at`) where it fits the
    /// shape (`inner`: width and height in radii), else round the rings;
    /// `fill` is the shape's fill once it is finished.
    fn value_label(
        &mut self,
        spot: &Spot,
        value: String,
        text_at: Point,
        (wide, tall): (f32, f32),
        fill: Option<Rgba>,
    ) {
        let palette = self.input.palette;
        let size = self.text_size((spot.radius * 0.72).clamp(12.0, 26.0));
        let width = text_width(&value, size);
        let inside = width <= wide * spot.radius && size <= tall * spot.radius;
        let (color, spots) = if inside {
            // On a filled shape, black or white as reads better on its fill.
            let color = fill.map_or(palette.text, Rgba::ink);
            (color, vec![(text_at, Anchor::Center, true)])
        } else {
            (palette.text, Self::spots_round(spot, size, SpotKind::Value))
        };
        self.ask(Request {
            rank: self.value_rank(spot.id),
            owner: spot.id,
            lines: vec![value],
            size,
            color,
            role: TextRole::Value(layout_node(spot.id)),
            spots,
        });
    }

    /// The Knuth type (PV, CUT, ALL) above the node's left.
    fn knuth_label(&mut self, spot: &Spot, kind: KnuthType, size: f32) {
        let corner = spot.at.offset(-spot.big * 0.8, -spot.big * 0.75);
        // Shown only when asked for: the lesson then is about them, so
        // they go before the windows.
        self.ask(Request {
            rank: Rank::Move,
            owner: spot.id,
            lines: vec![kind.name().to_owned()],
            size,
            color: self.input.palette.knuth(kind),
            role: TextRole::Knuth(layout_node(spot.id)),
            spots: vec![
                (corner, Anchor::RightBottom, false),
                (spot.at.offset(0.0, -spot.clear), Anchor::RightBottom, false),
                (
                    spot.at.offset(-spot.clear, -spot.big),
                    Anchor::RightCenter,
                    false,
                ),
                (spot.at.offset(-spot.clear, 0.0), Anchor::RightCenter, false),
                (
                    spot.at.offset(-spot.clear, spot.big),
                    Anchor::RightCenter,
                    false,
                ),
                (
                    spot.at.offset(spot.clear, spot.big),
                    Anchor::LeftCenter,
                    false,
                ),
            ],
        });
    }

    /// The `[α, β]` window round the node; a worksheet's `[α, β] / [α, β]`
    /// (on entry and on leaving) in two lines.
    fn window_label(&mut self, spot: &Spot, window: String, size: f32, rank: Rank) {
        let lines = match window.split_once(WINDOWS_APART) {
            Some((entry, leaving)) => vec![entry.to_owned(), format!("/ {leaving}")],
            None => vec![window],
        };
        let mut spots = Self::spots_round(spot, size, SpotKind::Window);
        // A detail far from its node reads as a neighbour's: a leaf's
        // window goes right under it or nowhere.
        if rank == Rank::Detail {
            spots.truncate(2);
        }
        self.ask(Request {
            rank,
            owner: spot.id,
            lines,
            size,
            color: self.input.palette.weak_text,
            role: TextRole::Window(layout_node(spot.id)),
            spots,
        });
    }

    /// The cutoff's name (α-cutoff, β-cutoff) beside the node, above its
    /// value's line first.
    fn cutoff_label(&mut self, spot: &Spot, name: &str, size: f32) {
        self.ask(Request {
            rank: Rank::Decisive,
            owner: spot.id,
            lines: vec![name.to_owned()],
            size,
            color: self.input.palette.cutoff,
            role: TextRole::Cutoff(layout_node(spot.id)),
            spots: Self::spots_round(spot, size, SpotKind::Cutoff),
        });
    }

    /// The collapse badge `+N`: `hidden` nodes folded below this one.
    fn hidden_badge(&mut self, spot: &Spot, hidden: usize, size: f32) {
        self.ask(Request {
            rank: Rank::Decisive,
            owner: spot.id,
            lines: vec![format!("+{hidden}")],
            size,
            color: self.input.palette.text,
            role: TextRole::Hidden(layout_node(spot.id)),
            spots: vec![
                (
                    spot.at.offset(spot.big * 0.7, spot.big * 0.55),
                    Anchor::LeftTop,
                    false,
                ),
                (spot.at.offset(0.0, spot.clear), Anchor::CenterTop, false),
                (
                    spot.at.offset(-spot.big * 0.7, spot.big * 0.55),
                    Anchor::RightCenter,
                    false,
                ),
            ],
        });
    }

    /// Whether node `index` is open and the step just taken entered it to
    /// score it at once (a leaf, or a table hit): no moves to search, so it
    /// is drawn as a leaf, not as a MAX or MIN triangle.
    fn is_scored_at_once(&self, index: NodeIndex, finished: bool) -> bool {
        !finished
            && self.input.current == Some(index)
            && matches!(
                self.input.session.last_event(),
                Some(SearchEvent::Enter { node, move_count: 0, .. }) if node_index(node) == index
            )
    }

    /// A leaf being entered: the leaf's square, hollow until it is scored.
    fn open_square(&mut self, at: Point, radius: f32, fill: Rgba) -> Point {
        let half = radius * 0.85;
        let outline = Stroke::solid((radius * 0.12).clamp(1.5, 3.5) * self.thick(), fill);
        self.layers.nodes.push(Shape::Polygon {
            points: vec![
                at.offset(-half, -half),
                at.offset(half, -half),
                at.offset(half, half),
                at.offset(-half, half),
            ],
            fill: Some(self.input.palette.background),
            stroke: Some(outline),
        });
        at
    }

    /// The node's own shape; returns where its value is written inside it.
    fn shape(
        &mut self,
        (node, player): (&TreeNode, Player),
        at: Point,
        radius: f32,
        fill: Rgba,
        finished: bool,
    ) -> Point {
        let palette = self.input.palette;
        let outline = Stroke::solid((radius * 0.12).clamp(1.5, 3.5) * self.thick(), fill);
        let big = radius * 1.25;
        let shapes = &mut self.layers.nodes;
        match node.kind {
            NodeKind::Pruned => at,
            _ if !finished => {
                let (points, centre) = triangle(player, at, big);
                shapes.push(Shape::Polygon {
                    points,
                    fill: Some(palette.background),
                    stroke: Some(outline),
                });
                centre
            }
            NodeKind::Inner | NodeKind::InnerExact => {
                let (points, centre) = triangle(player, at, big);
                shapes.push(Shape::Polygon {
                    points,
                    fill: Some(fill),
                    stroke: Some(Stroke::solid(1.0, palette.text.with_alpha(100))),
                });
                centre
            }
            NodeKind::Leaf(reason) if reason.is_valued() => {
                let half = radius * 0.85;
                shapes.push(Shape::Rect {
                    min: at.offset(-half, -half),
                    max: at.offset(half, half),
                    rounding: 3.0,
                    fill,
                });
                at
            }
            NodeKind::Leaf(_) => {
                let r = radius * 1.15;
                shapes.push(Shape::Polygon {
                    points: vec![
                        at.offset(0.0, -r),
                        at.offset(r, 0.0),
                        at.offset(0.0, r),
                        at.offset(-r, 0.0),
                    ],
                    fill: Some(fill),
                    stroke: None,
                });
                at
            }
            NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper => {
                shapes.push(Shape::Circle {
                    center: at,
                    radius: radius * 0.95,
                    fill: Some(fill),
                    stroke: None,
                });
                at
            }
        }
    }

    /// What is written as a node's value ([`super::labels::value_text`]),
    /// or `?` in a quiz.
    /// On a blank worksheet an inner node shows what the student wrote.
    fn value_text(
        &self,
        index: NodeIndex,
        node: &TreeNode,
        player: Player,
        best: Option<i32>,
        finished: bool,
    ) -> Option<String> {
        if self.input.overlay.blank && node.kind.is_inner() {
            return self.input.overlay.sheet.get(&index)?.value.clone();
        }
        let wording = self.input.session.game().wording();
        super::labels::value_text(node, player, best, finished, wording)
            .map(|text| self.score(text))
    }

    /// Whether nodes get their `[α, β]` window: when the search prunes,
    /// and as empty boxes on a blank worksheet.
    fn shows_windows(&self) -> bool {
        self.input.tree.prunes() || self.input.overlay.blank
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
            (self.input.session.principal_variation(), palette.pv)
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
            let id = shown_ancestor(layout, node.index());
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

/// Where a node's shape is drawn.
struct Spot {
    id: usize,
    /// The node's centre.
    at: Point,
    radius: f32,
    /// The shape's outer size, `1.25 × radius`.
    big: f32,
    /// From the centre to just outside the rings ([`Builder::clearance`]).
    clear: f32,
}

/// Which label the spots round a node are for.
#[derive(Clone, Copy)]
enum SpotKind {
    Value,
    Window,
    Cutoff,
}

/// How wide and tall (as multiples of the radius) a value written inside a
/// node's shape may be: squares hold more than triangles.
fn inner_room(node: &TreeNode, finished: bool) -> (f32, f32) {
    match node.kind {
        NodeKind::Leaf(reason) if finished && reason.is_valued() => (1.6, 1.3),
        _ => (1.4, 1.1),
    }
}

/// The fill of a node's shape.
fn node_fill(
    palette: &Palette,
    (node, player): (&TreeNode, Player),
    finished: bool,
    knuth: Option<KnuthType>,
) -> Rgba {
    let player = match player {
        Player::Max => palette.max,
        Player::Min => palette.min,
    };
    match node.kind {
        NodeKind::Pruned => palette.pruned,
        _ if !finished => player,
        _ if knuth.is_some() => knuth.map_or(player, |kind| palette.knuth(kind)),
        NodeKind::Inner | NodeKind::InnerExact => player,
        NodeKind::Leaf(reason) if reason.is_valued() => palette.leaf,
        NodeKind::Leaf(_) => palette.terminal,
        NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper => palette.tt,
    }
}

/// How far from its column's centre the `index`-th of `count` pruned
/// sibling moves is drawn, for columns `column` points wide.
fn fan_offset(index: usize, count: usize, column: f32) -> f32 {
    if count > 1 {
        (index as f32 / (count - 1) as f32 - 0.5) * FAN_SPREAD * column
    } else {
        0.0
    }
}

/// The radius of the ring round the node being searched.
fn current_ring(radius: f32) -> f32 {
    radius * 1.25 * 1.15
}

/// The radius of the ring round the selected node, outside the current one.
fn selected_ring(radius: f32) -> f32 {
    radius * 1.25 * 1.38
}

/// `node` itself, or its nearest ancestor not hidden by a collapsed node.
#[must_use]
pub fn shown_ancestor(layout: &TreeLayout, node: usize) -> usize {
    let mut at = node;
    while layout.is_hidden(at) {
        let Some(parent) = layout.parent(at) else {
            break;
        };
        at = parent;
    }
    at
}

/// A triangle pointing up for MAX and down for MIN, inscribed in a circle
/// of radius `r` round `at`, and the point where its text fits best.
fn triangle(player: Player, at: Point, r: f32) -> (Vec<Point>, Point) {
    let half = r * 0.866;
    let sign = match player {
        Player::Max => 1.0,
        Player::Min => -1.0,
    };
    let points = vec![
        at.offset(0.0, -sign * r),
        at.offset(half, sign * r * 0.5),
        at.offset(-half, sign * r * 0.5),
    ];
    (points, at.offset(0.0, sign * r * 0.18))
}
