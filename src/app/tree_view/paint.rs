//! Drawing the tree: one pre-order walk over the laid-out nodes that skips
//! every subtree off screen, draws a subtree narrower than a few points as
//! one band, and adds shapes and text only when nodes are big enough to
//! carry them. Small things go into a single mesh, so a 200 000-node tree
//! costs a few thousand quads.

use egui::epaint::{CircleShape, PathShape, RectShape};
use egui::{Align2, Color32, FontId, Mesh, Painter, Pos2, Rect, Shape, Stroke, Vec2};
use petgraph::graph::NodeIndex;

use super::labels::LabelCache;
use super::legend::halo;
use super::style::{Palette, score_text};
use super::view::View;
use crate::app::overlay::{DiffMark, TreeOverlay};
use crate::game::Terminal;
use crate::input::AnyGame;
use crate::layout::TreeLayout;
use crate::search::{LeafReason, Player};
use crate::session::Session;
use crate::tree::{NodeKind, NodeStatus, SearchTree};

/// A subtree narrower than this many points is drawn as one band.
const BAND_WIDTH: f32 = 4.0;
/// Below this node radius, nodes are dots in the mesh.
const SHAPE_RADIUS: f32 = 7.0;
/// From this node radius on, values and windows are written.
const TEXT_RADIUS: f32 = 12.0;
/// From this much room (see [`Scene::room`]) on, the edge into a node
/// carries its move.
const LABEL_ROOM: f32 = 44.0;
/// From this much room on, a node's window and cutoff name are written.
const WINDOW_ROOM: f32 = 64.0;

/// Everything one frame of drawing needs.
pub(super) struct Scene<'a> {
    pub session: &'a Session<AnyGame>,
    pub tree: &'a SearchTree,
    pub layout: &'a TreeLayout,
    pub labels: &'a mut LabelCache,
    /// The cursor within the tree's iteration.
    pub cursor: u64,
    pub view: View,
    pub rect: Rect,
    pub palette: Palette,
    pub pointer: Option<Pos2>,
    pub current: Option<NodeIndex>,
    pub selected: Option<NodeIndex>,
    /// Whether the search is over (the principal variation is final).
    pub complete: bool,
    /// Hidden values, Knuth types, lecture sizes and diff marks.
    pub overlay: &'a TreeOverlay,
}

/// Shapes collected by the walk, painted back to front.
struct Layers {
    /// Dots, thin edges and bands.
    mesh: Mesh,
    /// Edges drawn as strokes.
    edges: Vec<Shape>,
    /// Node shapes.
    nodes: Vec<Shape>,
    /// Text, on top.
    texts: Vec<Shape>,
    /// The node nearest the pointer, within reach, and its distance.
    hovered: Option<(f32, usize)>,
}

impl Scene<'_> {
    /// Paints the tree; returns the node under the pointer.
    pub fn paint(&mut self, painter: &Painter) -> Option<NodeIndex> {
        let mut layers = Layers {
            mesh: Mesh::default(),
            edges: Vec::new(),
            nodes: Vec::new(),
            texts: Vec::new(),
            hovered: None,
        };
        let clip = painter.clip_rect();
        self.walk(painter, clip, &mut layers);
        self.highlights(&mut layers);
        let Layers {
            mesh,
            edges,
            nodes,
            texts,
            hovered,
        } = layers;
        painter.add(Shape::mesh(mesh));
        painter.extend(edges);
        painter.extend(nodes);
        painter.extend(texts);
        hovered.map(|(_, id)| NodeIndex::new(id))
    }

    fn at(&self, id: usize) -> Pos2 {
        self.rect.min
            + self
                .view
                .point(self.layout.x(id), f32::from(self.layout.ply(id)))
    }

    fn column_x(&self, column: u32) -> f32 {
        self.rect.min.x + self.view.point(column as f32, 0.0).x
    }

    /// Points from node `id` to the nearest place a node of its level can
    /// be: its neighbours lie outside its subtree's columns. Two nodes
    /// whose radii stay under 0.4 of their room never touch.
    fn room(&self, id: usize) -> f32 {
        let (lo, hi) = self.layout.columns(id);
        let x = self.layout.x(id);
        (x - lo as f32 + 1.0).min(hi as f32 + 1.0 - x) * self.view.scale.x
    }

    /// The radius node `id` is drawn with.
    fn radius(&self, id: usize) -> f32 {
        (self.room(id) * 0.4).min(self.view.level_radius())
    }

    /// How much thicker lines are: more in lecture mode, for a projector.
    fn thick(&self) -> f32 {
        if self.overlay.lecture { 1.8 } else { 1.0 }
    }

    /// How much larger text is on the tree in lecture mode.
    fn text_scale(&self) -> f32 {
        if self.overlay.lecture { 1.3 } else { 1.0 }
    }

    /// A score as written on the tree: `?` while values are hidden.
    fn score(&self, score: crate::game::Score) -> String {
        if self.overlay.hide_values {
            String::from("?")
        } else {
            score_text(score)
        }
    }

    fn ply_y(&self, ply: u8) -> f32 {
        self.rect.min.y + self.view.point(0.0, f32::from(ply)).y
    }

    /// The pre-order walk with culling and level of detail.
    fn walk(&mut self, painter: &Painter, clip: Rect, layers: &mut Layers) {
        let pad = self.view.level_radius() * 1.6 + 40.0;
        let visible = self.layout.len();
        let mut id = 0;
        while id < visible {
            let end = self.layout.subtree_end(id).max(id + 1);
            if self.layout.is_hidden(id) {
                id += 1;
                continue;
            }
            let here = self.at(id);
            if let Some(parent) = self.layout.parent(id) {
                self.edge(painter, clip, parent, id, here, layers);
            }
            let (lo, hi) = self.layout.columns(id);
            let left = self.column_x(lo) - pad;
            let right = self.column_x(hi) + pad;
            let bottom = self.ply_y(self.layout.deepest(id)) + pad;
            if right < clip.left()
                || left > clip.right()
                || here.y - pad > clip.bottom()
                || bottom < clip.top()
            {
                id = end;
                continue;
            }
            let collapsed = self.layout.is_collapsed(id);
            let dense = end > id + 1 && (right - left - 2.0 * pad) < BAND_WIDTH;
            if dense && !collapsed {
                let band = Rect::from_min_max(
                    Pos2::new(left + pad - 0.75, here.y),
                    Pos2::new(right - pad + 0.75, bottom - pad),
                );
                layers.mesh.add_colored_rect(band, self.palette.band);
            }
            self.node(painter, id, here, layers);
            id = if dense || collapsed { end } else { id + 1 };
        }
    }

    /// The edge from `parent` into `child` (at `to`), with its move label.
    fn edge(
        &mut self,
        painter: &Painter,
        clip: Rect,
        parent: usize,
        child: usize,
        to: Pos2,
        layers: &mut Layers,
    ) {
        let from = self.at(parent);
        if !Rect::from_two_pos(from, to).expand(24.0).intersects(clip) {
            return;
        }
        let radius = self.radius(child);
        let pruned = self
            .tree
            .node(NodeIndex::new(child))
            .is_some_and(|node| node.kind == NodeKind::Pruned);
        let color = if pruned {
            self.palette.pruned
        } else {
            self.palette.edge
        };
        if radius < SHAPE_RADIUS {
            mesh_line(&mut layers.mesh, from, to, self.thick(), color);
            return;
        }
        let width = (radius * 0.09).clamp(1.2, 2.5) * self.thick();
        if pruned {
            layers.edges.extend(Shape::dashed_line(
                &[from, to],
                Stroke::new(width, color),
                7.0,
                5.0,
            ));
            // The cut: a short bar across the edge, near the parent.
            let along = to - from;
            let across = along.normalized().rot90() * (radius * 0.45).max(6.0);
            let mid = from + along * 0.42;
            layers.edges.push(Shape::line_segment(
                [mid - across, mid + across],
                Stroke::new(width * 1.8, self.palette.cutoff),
            ));
        } else {
            layers
                .edges
                .push(Shape::line_segment([from, to], Stroke::new(width, color)));
        }
        if radius >= TEXT_RADIUS && self.room(child) >= LABEL_ROOM {
            let label = self
                .labels
                .label(self.session, self.tree, child, parent)
                .to_owned();
            let at = from + (to - from) * 0.58;
            let text_color = if pruned {
                self.palette.pruned
            } else {
                self.palette.text
            };
            let size = (radius * 0.66).clamp(12.0, 18.0) * self.text_scale();
            plate_text(
                painter,
                layers,
                at,
                Align2::CENTER_CENTER,
                label,
                size,
                text_color,
                self.palette.plate,
            );
        }
    }

    /// Node `id` at `at`: a dot, or a shape with its value, window, cutoff
    /// name and collapse badge.
    fn node(&mut self, painter: &Painter, id: usize, at: Pos2, layers: &mut Layers) {
        let radius = self.radius(id);
        let room = self.room(id);
        let index = NodeIndex::new(id);
        let Some(node) = self.tree.node(index) else {
            return;
        };
        let finished = node.is_finished_at(self.cursor);
        let player_color = match node.player() {
            Player::Max => self.palette.max,
            Player::Min => self.palette.min,
        };
        let knuth = (self.overlay.knuth_types && finished && node.kind != NodeKind::Pruned)
            .then(|| node.knuth_type())
            .flatten();
        let fill = match node.kind {
            NodeKind::Pruned => self.palette.pruned,
            _ if !finished => player_color,
            _ if knuth.is_some() => knuth.map_or(player_color, |kind| self.palette.knuth(kind)),
            NodeKind::Inner => player_color,
            NodeKind::Leaf(LeafReason::Terminal(Terminal::TreeLeaf) | LeafReason::DepthLimit) => {
                self.palette.leaf
            }
            NodeKind::Leaf(LeafReason::Terminal(_)) => self.palette.terminal,
            NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper => self.palette.tt,
        };
        if let Some(pointer) = self.pointer {
            let reach = (radius * 1.2).max(5.0);
            let distance = pointer.distance(at);
            if distance <= reach && layers.hovered.is_none_or(|(best, _)| distance < best) {
                layers.hovered = Some((distance, id));
            }
        }
        if let Some(mark) = self.overlay.diff.get(&index) {
            let (color, dashed) = match mark {
                DiffMark::OnlyHere => (self.palette.only_here, false),
                DiffMark::OnlyOther => (self.palette.only_other, true),
            };
            let stroke = Stroke::new((radius * 0.2).clamp(1.5, 4.0) * self.thick(), color);
            layers
                .nodes
                .extend(halo(at, (radius * 1.5).max(4.0), stroke, dashed));
        }
        if radius < SHAPE_RADIUS {
            let half = radius.max(1.0);
            layers
                .mesh
                .add_colored_rect(Rect::from_center_size(at, Vec2::splat(2.0 * half)), fill);
            return;
        }
        let Some(state) = self.tree.node_at(index, self.cursor) else {
            return;
        };
        let outline = Stroke::new((radius * 0.12).clamp(1.5, 3.5) * self.thick(), fill);
        let hollow = self.palette.background;
        let big = radius * 1.25;
        // Where text sits inside the shape: towards a triangle's wide side.
        let mut text_at = at;
        let text_on_fill;
        match node.kind {
            NodeKind::Pruned => {
                layers.nodes.push(Shape::Circle(CircleShape {
                    center: at,
                    radius: radius * 0.55,
                    fill: hollow,
                    stroke: Stroke::new(1.5 * self.thick(), fill),
                }));
                text_on_fill = false;
            }
            NodeKind::Inner
            | NodeKind::Leaf(_)
            | NodeKind::TtExact
            | NodeKind::TtLower
            | NodeKind::TtUpper
                if !finished =>
            {
                let (points, centre) = triangle(node.player(), at, big);
                layers.nodes.push(Shape::Path(PathShape::convex_polygon(
                    points, hollow, outline,
                )));
                text_at = centre;
                text_on_fill = false;
            }
            NodeKind::Inner => {
                let (points, centre) = triangle(node.player(), at, big);
                let edge = Stroke::new(1.0, self.palette.text.gamma_multiply(0.4));
                layers
                    .nodes
                    .push(Shape::Path(PathShape::convex_polygon(points, fill, edge)));
                text_at = centre;
                text_on_fill = true;
            }
            NodeKind::Leaf(LeafReason::Terminal(Terminal::TreeLeaf) | LeafReason::DepthLimit) => {
                let square = Rect::from_center_size(at, Vec2::splat(radius * 1.7));
                layers
                    .nodes
                    .push(Shape::Rect(RectShape::filled(square, 3.0, fill)));
                text_on_fill = true;
            }
            NodeKind::Leaf(LeafReason::Terminal(_)) => {
                let r = radius * 1.15;
                let points = vec![
                    at + Vec2::new(0.0, -r),
                    at + Vec2::new(r, 0.0),
                    at + Vec2::new(0.0, r),
                    at + Vec2::new(-r, 0.0),
                ];
                layers
                    .nodes
                    .push(Shape::convex_polygon(points, fill, Stroke::NONE));
                text_on_fill = true;
            }
            NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper => {
                layers
                    .nodes
                    .push(Shape::circle_filled(at, radius * 0.95, fill));
                text_on_fill = true;
            }
        }
        if radius < TEXT_RADIUS {
            return;
        }
        let value_size = (radius * 0.72).clamp(12.0, 20.0) * self.text_scale();
        let small = (radius * 0.6).clamp(11.0, 16.0) * self.text_scale();
        let value = if node.kind == NodeKind::Pruned {
            None
        } else if finished {
            Some(self.score(node.value))
        } else {
            state.best.map(|best| match node.player() {
                Player::Max => format!("≥{}", self.score(best)),
                Player::Min => format!("≤{}", self.score(best)),
            })
        };
        if let Some(value) = value {
            let color = if text_on_fill {
                self.palette.on_fill
            } else {
                self.palette.text
            };
            let galley = painter.layout_no_wrap(value, FontId::proportional(value_size), color);
            let pos = Align2::CENTER_CENTER
                .anchor_size(text_at, galley.size())
                .min;
            layers.texts.push(Shape::galley(pos, galley, color));
        }
        if let Some(kind) = knuth {
            // The type's name as well as its colour: never colour alone.
            let corner = at + Vec2::new(-big * 0.8, -big * 0.75);
            plate_text(
                painter,
                layers,
                corner,
                Align2::RIGHT_BOTTOM,
                kind.name().to_owned(),
                small,
                self.palette.knuth(kind),
                self.palette.plate,
            );
        }
        if room < WINDOW_ROOM {
            return;
        }
        if self.tree.prunes() && state.status != NodeStatus::Pruned {
            let window = format!("[{}, {}]", self.score(state.alpha), self.score(state.beta));
            let below = at + Vec2::new(0.0, big * 0.62 + 3.0);
            plate_text(
                painter,
                layers,
                below,
                Align2::CENTER_TOP,
                window,
                small,
                self.palette.weak_text,
                self.palette.plate,
            );
        }
        if let Some(cutoff) = state.cutoff {
            let right = at + Vec2::new(big + 4.0, -big * 0.35);
            plate_text(
                painter,
                layers,
                right,
                Align2::LEFT_CENTER,
                cutoff.name().to_owned(),
                small,
                self.palette.cutoff,
                self.palette.plate,
            );
        }
        let hidden = self.layout.hidden_below(id);
        if hidden > 0 {
            let badge = at + Vec2::new(big * 0.7, big * 0.55);
            plate_text(
                painter,
                layers,
                badge,
                Align2::LEFT_TOP,
                format!("+{hidden}"),
                small,
                self.palette.text,
                self.palette.plate,
            );
        }
    }

    /// The path to the current node (or the principal variation once the
    /// search is over), and rings round the current and selected nodes.
    fn highlights(&self, layers: &mut Layers) {
        let width = (self.view.level_radius() * 0.2).clamp(3.0, 6.0) * self.thick();
        let (line, color) = if self.complete {
            (self.session.principal_variation(), self.palette.pv)
        } else {
            let path = self
                .current
                .map(|node| self.tree.path(node))
                .unwrap_or_default();
            (path, self.palette.current)
        };
        let points: Vec<Pos2> = line
            .iter()
            .map(|node| node.index())
            .filter(|&id| id < self.layout.len() && !self.layout.is_hidden(id))
            .map(|id| self.at(id))
            .collect();
        if points.len() > 1 {
            layers
                .edges
                .push(Shape::line(points, Stroke::new(width, color)));
        }
        let ring = |node: Option<NodeIndex>, scale: f32, color: Color32, layers: &mut Layers| {
            let Some(node) = node else {
                return;
            };
            let id = super::shown_ancestor(self.layout, node.index());
            if id >= self.layout.len() {
                return;
            }
            let r = (self.radius(id) * scale).max(9.0);
            layers.nodes.push(Shape::circle_stroke(
                self.at(id),
                r,
                Stroke::new(width, color),
            ));
        };
        if !self.complete {
            ring(self.current, 1.55, self.palette.current, layers);
        }
        ring(self.selected, 1.85, self.palette.selected, layers);
    }
}

/// A triangle pointing up for MAX and down for MIN, inscribed in a circle
/// of radius `r` round `at`, and the point where its text fits best.
fn triangle(player: Player, at: Pos2, r: f32) -> (Vec<Pos2>, Pos2) {
    let half = r * 0.866;
    let sign = match player {
        Player::Max => 1.0,
        Player::Min => -1.0,
    };
    let points = vec![
        at + Vec2::new(0.0, -sign * r),
        at + Vec2::new(half, sign * r * 0.5),
        at + Vec2::new(-half, sign * r * 0.5),
    ];
    (points, at + Vec2::new(0.0, sign * r * 0.18))
}

/// A thin line as a quad in `mesh`.
fn mesh_line(mesh: &mut Mesh, from: Pos2, to: Pos2, width: f32, color: Color32) {
    let along = to - from;
    if along.length_sq() < 1e-6 {
        return;
    }
    let across = along.normalized().rot90() * (width * 0.5);
    let base = mesh.vertices.len() as u32;
    for p in [from - across, from + across, to + across, to - across] {
        mesh.colored_vertex(p, color);
    }
    mesh.add_triangle(base, base + 1, base + 2);
    mesh.add_triangle(base, base + 2, base + 3);
}

/// Text on a rounded plate so it stays readable over edges.
#[expect(
    clippy::too_many_arguments,
    reason = "a drawing primitive with its style"
)]
fn plate_text(
    painter: &Painter,
    layers: &mut Layers,
    at: Pos2,
    anchor: Align2,
    text: String,
    size: f32,
    color: Color32,
    plate: Color32,
) {
    let galley = painter.layout_no_wrap(text, FontId::proportional(size), color);
    let rect = anchor.anchor_size(at, galley.size());
    layers.texts.push(Shape::rect_filled(
        rect.expand2(Vec2::new(3.0, 1.0)),
        3.0,
        plate,
    ));
    layers.texts.push(Shape::galley(rect.min, galley, color));
}
