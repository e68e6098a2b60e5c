//! Building the scene: one pre-order walk over the laid-out nodes that skips
//! every subtree off screen, summarises a subtree as a band only when its
//! drawn width is under [`BAND_WIDTH`] (never the path to the node being
//! searched), and writes a label only where it fits between its neighbours.
//!
//! Sizes: a node's radius is 0.4 of its room (the distance to the nearest
//! place a node of its level can be), capped by the level height; its labels
//! sit outside the rings drawn round the current and the selected node, so a
//! ring never covers a node's own value, window or cutoff name.

use petgraph::graph::NodeIndex;

use super::labels::LabelCache;
use super::overlay::{DiffMark, SheetMark, TreeOverlay, WINDOWS_APART};
use super::palette::{Palette, Rgba};
use super::view::{FAN_SPREAD, View};
use super::{
    Anchor, DrawnNode, LINE_HEIGHT, Mark, Point, Scene, Shape, Stroke, TextRole, text_bounds,
    text_width,
};
use crate::game::{Game as _, Outcome, Terminal};
use crate::input::AnyGame;
use crate::layout::TreeLayout;
use crate::notation;
use crate::search::Player;
use crate::session::Session;
use crate::tree::{KnuthType, NodeKind, NodeStatus, SearchTree, TreeNode};

/// A subtree drawn narrower than this many points is summarised as a band.
const BAND_WIDTH: f32 = 4.0;
/// Below this radius a node is a dot.
const SHAPE_RADIUS: f32 = 3.0;
/// The smallest text written on the tree, in points.
const MIN_TEXT: f32 = 12.0;
/// Pruned sibling moves share one column; they are fanned out one by one
/// when this many points separate them, else drawn as one group mark.
const FAN_SPACING: f32 = 16.0;
/// Gap kept between neighbouring labels, in points.
const GAP: f32 = 6.0;
/// Where along an edge (0 at the parent, 1 at the child) its move label
/// may go, in the order tried.
const LABEL_SPOTS: [f32; 4] = [0.62, 0.72, 0.8, 0.5];
/// The widest window of a search, what a move label keeps clear of.
const WIDE_WINDOW: &str = "[−∞, +∞]";

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

/// Builds the scene of `input`.
#[must_use]
pub fn build(input: SceneInput<'_>) -> Scene {
    let mut builder = Builder {
        input,
        layers: Layers::default(),
        nodes: Vec::new(),
    };
    builder.walk();
    builder.highlights();
    let Builder {
        input,
        layers,
        nodes,
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
    }
}

struct Builder<'a> {
    input: SceneInput<'a>,
    layers: Layers,
    nodes: Vec<DrawnNode>,
}

impl Builder<'_> {
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

    /// The largest radius at this zoom: what the level height leaves once
    /// a window line and two rings' reach fit between two levels.
    fn level_radius(&self) -> f32 {
        let level = self.input.view.scale.y;
        let window = text_bounds(Point::default(), Anchor::LeftTop, "", self.text_size(16.0))
            .1
            .y;
        let budget = (level - window - self.ring_width() - 4.0) / 3.5;
        self.input.view.level_radius().min(budget.max(SHAPE_RADIUS))
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

    fn text(&mut self, text: Label) {
        let plate = text.plate.then_some(self.input.palette.plate);
        self.layers.texts.push(Shape::Text {
            at: text.at,
            anchor: text.anchor,
            text: text.text,
            size: text.size,
            color: text.color,
            plate,
            role: text.role,
        });
    }

    /// The pre-order walk with culling and level of detail.
    fn walk(&mut self) {
        let layout = self.input.layout;
        let size = self.input.size;
        let pad = self.input.view.level_radius() * 1.6 + 60.0;
        let half_column = self.input.view.scale.x / 2.0;
        let current = self.current_id();
        let mut id = 0;
        while id < layout.len() {
            let end = layout.subtree_end(id).max(id + 1);
            if layout.is_hidden(id) {
                id += 1;
                continue;
            }
            let Some(node) = self.input.tree.node(NodeIndex::new(id)) else {
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
                node: NodeIndex::new(id),
                at: here,
                radius: self.radius(id),
                mark,
            });
            id = if summarised || collapsed { end } else { id + 1 };
        }
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
        let sheet = self.input.overlay.sheet.get(&NodeIndex::new(child));
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

    /// The move into `child` written on its edge, where it fits.
    fn move_label(&mut self, parent: usize, child: usize, from: Point, to: Point, color: Rgba) {
        let radius = self.radius(child);
        let size = self.text_size((radius * 0.6).clamp(12.0, 18.0));
        let label = self
            .input
            .labels
            .label(self.input.session, self.input.tree, child, parent)
            .to_owned();
        let width = text_width(&label, size);
        if radius < SHAPE_RADIUS * 2.0 || width + GAP > self.room(child) {
            return;
        }
        // Keep clear of the parent's window under it and of the child's shape.
        let parent_radius = self.radius(parent);
        let window = self.shows_windows().then(|| {
            let small = self.text_size((parent_radius * 0.6).clamp(11.0, 16.0));
            let top = Point::new(from.x, from.y + self.clearance(parent_radius));
            let widest = self.sheet_window(parent).map_or(WIDE_WINDOW, |window| {
                window
                    .split(WINDOWS_APART)
                    .chain([WIDE_WINDOW])
                    .max_by_key(|line| line.chars().count())
                    .unwrap_or(WIDE_WINDOW)
            });
            let (min, max) = text_bounds(top, Anchor::CenterTop, widest, small);
            let more = (self.window_lines(parent) - 1.0) * small * LINE_HEIGHT;
            (min.offset(-GAP, 0.0), max.offset(GAP, GAP / 2.0 + more))
        });
        let child_top = to.y - radius * 1.25 - 2.0;
        let vertical = (to.x - from.x).abs() < width;
        let spots = LABEL_SPOTS;
        let candidates: Vec<(Point, Anchor)> = if vertical {
            // Beside a vertical edge: first in the middle of the free stretch
            // between the parent's window and the child, then at the usual
            // spots; past the window's right end if it fills the edge's side
            // (a fresh line of moves, each the only child so far).
            let band_top = window.map_or(from.y + parent_radius, |(_, w_max)| w_max.y);
            let middle = f32::midpoint(band_top, child_top);
            let mut xs = vec![from.x + 6.0];
            // Only an only child may go that far right: a sibling's edge and
            // label are there otherwise.
            let only_child = self.input.layout.columns(child) == self.input.layout.columns(parent);
            xs.extend(
                window
                    .filter(|_| only_child)
                    .map(|(_, w_max)| w_max.x + 1.0),
            );
            xs.iter()
                .flat_map(|&x| {
                    std::iter::once(middle)
                        .chain(spots.map(|t| from.lerp(to, t).y))
                        .map(move |y| (Point::new(x, y), Anchor::LeftCenter))
                })
                .collect()
        } else {
            spots.map(|t| (from.lerp(to, t), Anchor::Center)).to_vec()
        };
        let placed = candidates.into_iter().find_map(|(at, anchor)| {
            let (min, max) = text_bounds(at, anchor, &label, size);
            let clear_of_window = window.is_none_or(|(w_min, w_max)| {
                max.x < w_min.x || min.x > w_max.x || max.y < w_min.y || min.y > w_max.y
            });
            (clear_of_window && max.y <= child_top).then_some((at, anchor))
        });
        // A vertical edge whose stretch the window fills (the middle child
        // in lecture mode): beside the window, where the siblings leave room.
        let placed = placed.or_else(|| {
            let window = window.filter(|_| vertical)?;
            self.beside_window(parent, child, window, &label, size, child_top)
        });
        let Some((at, anchor)) = placed else {
            return;
        };
        self.text(Label {
            at,
            anchor,
            text: label,
            size,
            color,
            plate: true,
            role: TextRole::Move(NodeIndex::new(child)),
        });
    }

    /// Where the move label of the vertical edge into `child` goes when the
    /// parent's `window` fills the edge's stretch: right of the window, else
    /// left of it, on the window's line, if the sibling edge on that side
    /// (and the move label on it) stays clear.
    fn beside_window(
        &mut self,
        parent: usize,
        child: usize,
        (w_min, w_max): (Point, Point),
        label: &str,
        size: f32,
        child_top: f32,
    ) -> Option<(Point, Anchor)> {
        let layout = self.input.layout;
        let y = f32::midpoint(w_min.y, w_max.y);
        let width = text_width(label, size);
        // The next sibling starts where the child's subtree ends; the
        // previous one is the ancestor of the node just before the child
        // that hangs from the parent.
        let right = Some(layout.subtree_end(child)).filter(|&s| s < layout.len());
        let left = child
            .checked_sub(1)
            .filter(|&s| s != parent)
            .and_then(|mut s| {
                while layout.parent(s) != Some(parent) {
                    s = layout.parent(s)?;
                }
                Some(s)
            });
        [
            (w_max.x + 1.0, right, 1.0),
            (w_min.x - 1.0 - width, left, -1.0),
        ]
        .into_iter()
        .find_map(|(x, sibling, side)| {
            let at = Point::new(x, y);
            let (min, max) = text_bounds(at, Anchor::LeftCenter, label, size);
            let sibling = sibling.filter(|&s| layout.parent(s) == Some(parent))?;
            let clear = max.y <= child_top
                && self.sibling_leaves_room(parent, sibling, (min, max), side, size);
            clear.then_some((at, Anchor::LeftCenter))
        })
    }

    /// Whether the edge from `parent` into `sibling`, and its move label at
    /// any of the spots it may take on that edge, stay clear of the box
    /// `min..max` on `side` (1 for right, −1 for left). The edge leaves the
    /// parent's point, so it is nearest the box at the box's top. A pruned
    /// sibling (fanned out from its column) never leaves room.
    fn sibling_leaves_room(
        &mut self,
        parent: usize,
        sibling: usize,
        (min, max): (Point, Point),
        side: f32,
        text_size: f32,
    ) -> bool {
        let pruned = self
            .input
            .tree
            .node(NodeIndex::new(sibling))
            .is_none_or(|node| node.kind == NodeKind::Pruned);
        if pruned || self.input.layout.is_hidden(sibling) {
            return false;
        }
        let (from, to) = (self.at(parent), self.at(sibling));
        if to.y <= from.y {
            return false;
        }
        let beyond = |x: f32, reach: f32| {
            if side > 0.0 {
                x - reach > max.x
            } else {
                x + reach < min.x
            }
        };
        let top = from.lerp(to, ((min.y - from.y) / (to.y - from.y)).clamp(0.0, 1.0));
        let text = self
            .input
            .labels
            .label(self.input.session, self.input.tree, sibling, parent)
            .to_owned();
        let (half_width, height) = (text_width(&text, text_size) / 2.0, text_size * LINE_HEIGHT);
        beyond(top.x, GAP / 2.0)
            && LABEL_SPOTS.iter().all(|&t| {
                let spot = from.lerp(to, t);
                let apart = spot.y + height / 2.0 < min.y || spot.y - height / 2.0 > max.y;
                apart || beyond(spot.x, half_width + GAP)
            })
    }

    /// Draws the run of pruned sibling moves that starts at `first` (they
    /// share one column): fanned out one by one where there is room, else
    /// as one group mark. Returns the node after the run.
    fn pruned_run(&mut self, first: usize) -> usize {
        let layout = self.input.layout;
        let tree = self.input.tree;
        let parent = layout.parent(first);
        let mut end = first + 1;
        while end < layout.len()
            && layout.parent(end) == parent
            && !layout.is_hidden(end)
            && tree
                .node(NodeIndex::new(end))
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
                let offset = if count > 1 {
                    (index as f32 / (count - 1) as f32 - 0.5) * FAN_SPREAD * column
                } else {
                    0.0
                };
                let at = centre.offset(offset, 0.0);
                self.pruned_edge(from, at, radius);
                self.pruned_mark(at, radius);
                if let Some(&mark) = self.input.overlay.diff.get(&NodeIndex::new(id)) {
                    self.diff_ring(mark, at, radius);
                }
                if count == 1 || spacing >= FAN_SPACING * 2.0 {
                    self.move_label(parent, id, from, at, self.input.palette.pruned);
                }
                self.skipped_value(id, at, radius, spacing);
                self.nodes.push(DrawnNode {
                    node: NodeIndex::new(id),
                    at,
                    radius,
                    mark: Mark::Pruned,
                });
            }
        } else {
            let radius = (self.radius(first) * 0.55).max(2.0);
            self.pruned_edge(from, centre, radius);
            self.pruned_mark(centre, radius);
            // One ring for the group: a move of it the other search went into.
            let diff = &self.input.overlay.diff;
            if let Some(&mark) = (first..end).find_map(|id| diff.get(&NodeIndex::new(id))) {
                self.diff_ring(mark, centre, radius);
            }
            let text = count.to_string();
            let text_size = self.min_text();
            if text_width(&text, text_size) + GAP <= self.room(first) {
                self.text(Label {
                    at: centre.offset(0.0, radius + 2.0),
                    anchor: Anchor::CenterTop,
                    text,
                    size: text_size,
                    color: self.input.palette.pruned,
                    plate: true,
                    role: TextRole::PrunedCount(NodeIndex::new(first)),
                });
            }
            self.nodes.push(DrawnNode {
                node: NodeIndex::new(first),
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
        let bar = Shape::Line {
            points: vec![
                mid.offset(-uy * half, ux * half),
                mid.offset(uy * half, -ux * half),
            ],
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

    /// A pruned move's mark: a small hollow circle.
    fn pruned_mark(&mut self, at: Point, radius: f32) {
        let palette = self.input.palette;
        self.layers.nodes.push(Shape::Circle {
            center: at,
            radius,
            fill: Some(palette.background),
            stroke: Some(Stroke::solid(1.5 * self.thick(), palette.pruned)),
        });
    }

    /// The value of a pruned textbook leaf, in grey under its mark, when the
    /// overlay asks for skipped values (never while values are hidden).
    fn skipped_value(&mut self, id: usize, at: Point, radius: f32, spacing: f32) {
        if !self.input.show_skipped || self.input.overlay.hide_values {
            return;
        }
        let session = self.input.session;
        let game = session.game();
        let Some(state) = session.state_of(NodeIndex::new(id)) else {
            return;
        };
        if game.terminal(&state).map(Terminal::outcome) != Some(Outcome::Scored) {
            return;
        }
        let text = notation::score(game.evaluate(&state), game.wording());
        let size = self.min_text();
        if text_width(&text, size) + GAP > spacing.min(self.room(id) * 2.0) {
            return;
        }
        self.text(Label {
            at: at.offset(0.0, radius + 3.0),
            anchor: Anchor::CenterTop,
            text,
            size,
            color: self.input.palette.pruned,
            plate: true,
            role: TextRole::Skipped(NodeIndex::new(id)),
        });
    }

    /// Node `id` at `at`: a dot, or a shape with its value, window, cutoff
    /// name, Knuth type and collapse badge where they fit.
    fn node(&mut self, id: usize, node: &TreeNode, at: Point) -> Mark {
        let radius = self.radius(id);
        let index = NodeIndex::new(id);
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
        let text_at = self.shape((node, player), at, radius, fill, finished);
        let spot = Spot {
            index,
            at,
            radius,
            big: radius * 1.25,
            clear: self.clearance(radius),
            room: self.room(id),
        };
        let mut below = at.y + spot.clear;
        let mut value_reach = 0.0;
        if let Some(value) = self.value_text(index, node, player, state.best, finished) {
            let inner = inner_room(node, finished);
            (below, value_reach) = self.value_label(&spot, value, text_at, inner, finished, below);
        }
        let small = self.text_size((radius * 0.6).clamp(11.0, 16.0));
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
                self.window_label(&spot, window, small, below);
            }
        }
        if let Some(cutoff) = state.cutoff {
            self.cutoff_label(&spot, cutoff.name(), small, value_reach);
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

    /// The node's value: inside the shape (at `text_at`) only where it fits
    /// the shape (`inner`: width and height in radii) and stays well within
    /// the rings; else to the right of the rings, else below them (at
    /// `below`). Returns where the next line below the node starts, and how
    /// far right of the centre the value reaches when it is beside the node
    /// (0 otherwise).
    fn value_label(
        &mut self,
        spot: &Spot,
        value: String,
        text_at: Point,
        (wide, tall): (f32, f32),
        finished: bool,
        below: f32,
    ) -> (f32, f32) {
        let &Spot {
            index,
            at,
            radius,
            big,
            clear,
            room,
        } = spot;
        let palette = self.input.palette;
        let size = self.text_size((radius * 0.72).clamp(12.0, 20.0));
        let width = text_width(&value, size);
        let inside = width <= wide * radius && size <= tall * radius;
        let right = clear + width + GAP <= room;
        if inside {
            let color = if finished {
                palette.on_fill
            } else {
                palette.text
            };
            self.text(Label {
                at: text_at,
                anchor: Anchor::Center,
                text: value,
                size,
                color,
                plate: false,
                role: TextRole::Value(index),
            });
        } else if right {
            self.text(Label {
                at: at.offset(clear, big * 0.3),
                anchor: Anchor::LeftCenter,
                text: value,
                size,
                color: palette.text,
                plate: true,
                role: TextRole::Value(index),
            });
            return (below, clear + width);
        } else if width + GAP <= room {
            let (_, bottom) = text_bounds(Point::new(at.x, below), Anchor::CenterTop, &value, size);
            self.text(Label {
                at: Point::new(at.x, below),
                anchor: Anchor::CenterTop,
                text: value,
                size,
                color: palette.text,
                plate: true,
                role: TextRole::Value(index),
            });
            return (bottom.y + 2.0, 0.0);
        }
        (below, 0.0)
    }

    /// The Knuth type (PV, CUT, ALL) above the node's left, where it fits.
    fn knuth_label(&mut self, spot: &Spot, kind: KnuthType, size: f32) {
        let name = kind.name().to_owned();
        if text_width(&name, size) + spot.big > spot.room {
            return;
        }
        self.text(Label {
            at: spot.at.offset(-spot.big * 0.8, -spot.big * 0.75),
            anchor: Anchor::RightBottom,
            text: name,
            size,
            color: self.input.palette.knuth(kind),
            plate: true,
            role: TextRole::Knuth(spot.index),
        });
    }

    /// The `[α, β]` window below the node (at `below`), where it fits; a
    /// worksheet's `[α, β] / [α, β]` (on entry and on leaving) in two lines.
    fn window_label(&mut self, spot: &Spot, window: String, size: f32, below: f32) {
        let lines = match window.split_once(WINDOWS_APART) {
            Some((entry, leaving)) => vec![entry.to_owned(), format!("/ {leaving}")],
            None => vec![window],
        };
        if lines
            .iter()
            .any(|line| text_width(line, size) + GAP > spot.room)
        {
            return;
        }
        for (row, text) in lines.into_iter().enumerate() {
            self.text(Label {
                at: Point::new(spot.at.x, below + row as f32 * size * LINE_HEIGHT),
                anchor: Anchor::CenterTop,
                text,
                size,
                color: self.input.palette.weak_text,
                plate: true,
                role: TextRole::Window(spot.index),
            });
        }
    }

    /// What a worksheet writes as `node`'s window, if anything.
    fn sheet_window(&self, node: usize) -> Option<&str> {
        let sheet = self.input.overlay.sheet.get(&NodeIndex::new(node))?;
        sheet.window.as_deref()
    }

    /// How many lines the window under `parent` takes.
    fn window_lines(&self, parent: usize) -> f32 {
        let two = self
            .sheet_window(parent)
            .is_some_and(|window| window.contains(WINDOWS_APART));
        if two { 2.0 } else { 1.0 }
    }

    /// The cutoff's name (α-cutoff, β-cutoff) right of the rings, where it
    /// fits; after the value on its line when the value is beside the node
    /// too (`value_reach` from the centre), so that the two never overlap.
    fn cutoff_label(&mut self, spot: &Spot, name: &str, size: f32, value_reach: f32) {
        let (x, y) = if value_reach > 0.0 {
            (value_reach + GAP, spot.big * 0.3)
        } else {
            (spot.clear, -spot.big * 0.35)
        };
        if x + text_width(name, size) + GAP > spot.room {
            return;
        }
        self.text(Label {
            at: spot.at.offset(x, y),
            anchor: Anchor::LeftCenter,
            text: name.to_owned(),
            size,
            color: self.input.palette.cutoff,
            plate: true,
            role: TextRole::Cutoff(spot.index),
        });
    }

    /// The collapse badge `+N`: `hidden` nodes folded below this one.
    fn hidden_badge(&mut self, spot: &Spot, hidden: usize, size: f32) {
        self.text(Label {
            at: spot.at.offset(spot.big * 0.7, spot.big * 0.55),
            anchor: Anchor::LeftTop,
            text: format!("+{hidden}"),
            size,
            color: self.input.palette.text,
            plate: true,
            role: TextRole::Hidden(spot.index),
        });
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

/// Where a node's shape is drawn and how much room its labels have.
struct Spot {
    index: NodeIndex,
    /// The node's centre.
    at: Point,
    radius: f32,
    /// The shape's outer size, `1.25 × radius`.
    big: f32,
    /// From the centre to just outside the rings ([`Builder::clearance`]).
    clear: f32,
    /// The free width round the node ([`Builder::room`]).
    room: f32,
}

/// A label to add, with its style.
struct Label {
    at: Point,
    anchor: Anchor,
    text: String,
    size: f32,
    color: Rgba,
    plate: bool,
    role: TextRole,
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
