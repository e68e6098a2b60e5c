//! What the tree view draws, as plain data: shapes, texts, colours and
//! positions, built without egui from the layout, the tree at a step and the
//! teaching overlay.
//!
//! One scene, many outputs: the window paints it with egui, tests assert on
//! it (which nodes are drawn, with which labels, at what size), and exports
//! can write it as a picture. Building it decides the level of detail: a
//! subtree is summarised as a band only when its *drawn* width is too small,
//! and the path to the node being searched is never summarised.

#![expect(
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

pub mod arrows;
pub mod board;
mod build;
pub(crate) mod grid;
mod hit;
pub mod items;
pub mod labels;
pub mod outline;
pub mod overlay;
pub(crate) mod palette;
pub(crate) mod room;
pub mod tooltip;
pub(crate) mod view;

use petgraph::graph::NodeIndex;

/// What the tree writes for a value it hides (a quiz question's).
pub const HIDDEN_VALUE: &str = "?";

pub use build::{SceneInput, best_line, build, level_for_text, shown_ancestor, sync_layout};
pub use overlay::{DiffMark, TreeOverlay};
pub use palette::{Palette, Rgba};
pub use view::{Region, View};

/// How the tree is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum TreeForm {
    /// Top-down, parents centred over their children, as a book draws it.
    #[default]
    Fan,
    /// One node a row, indented by ply ([`outline`]), for wide games.
    Outline,
}

/// A point or a size in the scene, in points from its top-left corner.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Point {
    /// Rightwards.
    pub x: f32,
    /// Downwards.
    pub y: f32,
}

impl Point {
    /// The point `(x, y)`.
    #[must_use]
    pub const fn new(x: f32, y: f32) -> Self {
        Self { x, y }
    }

    /// This point moved by `(dx, dy)`.
    #[must_use]
    pub fn offset(self, dx: f32, dy: f32) -> Self {
        Self::new(self.x + dx, self.y + dy)
    }

    /// The point `t` of the way from `self` to `to`.
    #[must_use]
    pub fn lerp(self, to: Self, t: f32) -> Self {
        Self::new(self.x + (to.x - self.x) * t, self.y + (to.y - self.y) * t)
    }

    /// The distance to `other`.
    #[must_use]
    pub fn distance(self, other: Self) -> f32 {
        (self.x - other.x).hypot(self.y - other.y)
    }
}

/// An average glyph's width as a fraction of the font size (digits, signs,
/// brackets and SAN letters of the proportional font).
const GLYPH_WIDTH: f32 = 0.6;
/// A line of text's height as a fraction of the font size.
const LINE_HEIGHT: f32 = 1.25;

/// The estimated width of `text` at font size `size`: what the scene uses
/// to decide whether a label fits (the painter measures the real glyphs).
#[must_use]
pub fn text_width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * size * GLYPH_WIDTH
}

/// The estimated box (top-left, bottom-right) of `text` at font size `size`
/// anchored at `at`.
#[must_use]
pub fn text_bounds(at: Point, anchor: Anchor, text: &str, size: f32) -> (Point, Point) {
    text_box(at, anchor, text_width(text, size), size)
}

/// The box (top-left, bottom-right) of a line of text `width` points wide at
/// font size `size`, anchored at `at`.
#[must_use]
pub fn text_box(at: Point, anchor: Anchor, width: f32, size: f32) -> (Point, Point) {
    let height = size * LINE_HEIGHT;
    let min = match anchor {
        Anchor::Center => at.offset(-width / 2.0, -height / 2.0),
        Anchor::CenterTop => at.offset(-width / 2.0, 0.0),
        Anchor::LeftCenter => at.offset(0.0, -height / 2.0),
        Anchor::LeftTop => at,
        Anchor::RightBottom => at.offset(-width, -height),
        Anchor::RightCenter => at.offset(-width, -height / 2.0),
    };
    (min, min.offset(width, height))
}

/// Where a text's box sits relative to its anchor point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Anchor {
    /// Centred on the point.
    Center,
    /// Centred horizontally, its top at the point.
    CenterTop,
    /// Centred vertically, its left side at the point.
    LeftCenter,
    /// Its top-left corner at the point.
    LeftTop,
    /// Its bottom-right corner at the point.
    RightBottom,
    /// Centred vertically, its right side at the point.
    RightCenter,
}

/// A line's width, colour and dash pattern.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Stroke {
    /// Width in points.
    pub width: f32,
    /// Colour.
    pub color: Rgba,
    /// Dashed instead of solid.
    pub dashed: bool,
}

impl Stroke {
    /// A solid line.
    #[must_use]
    pub const fn solid(width: f32, color: Rgba) -> Self {
        Self {
            width,
            color,
            dashed: false,
        }
    }

    /// A dashed line.
    #[must_use]
    pub const fn dashed(width: f32, color: Rgba) -> Self {
        Self {
            width,
            color,
            dashed: true,
        }
    }
}

/// One thing drawn. Shapes are painted in the order of [`Scene::shapes`].
#[derive(Clone, PartialEq, Debug)]
pub enum Shape {
    /// A straight line or a polyline through `points`.
    Line {
        /// Two or more points.
        points: Vec<Point>,
        /// How it is stroked.
        stroke: Stroke,
    },
    /// A closed convex polygon (the MAX and MIN triangles, the game-end diamond).
    Polygon {
        /// Its corners.
        points: Vec<Point>,
        /// Fill colour, if filled.
        fill: Option<Rgba>,
        /// Outline, if outlined.
        stroke: Option<Stroke>,
    },
    /// An axis-aligned rectangle with rounded corners (leaves, bands, dots).
    Rect {
        /// Top-left corner.
        min: Point,
        /// Bottom-right corner.
        max: Point,
        /// Corner radius.
        rounding: f32,
        /// Fill colour.
        fill: Rgba,
    },
    /// A circle (transposition hits, pruned moves, rings, halos).
    Circle {
        /// Centre.
        center: Point,
        /// Radius.
        radius: f32,
        /// Fill colour, if filled.
        fill: Option<Rgba>,
        /// Outline, if outlined.
        stroke: Option<Stroke>,
    },
    /// A line of text.
    Text {
        /// The anchor point.
        at: Point,
        /// How the text's box sits on the anchor.
        anchor: Anchor,
        /// What is written.
        text: String,
        /// Font size in points.
        size: f32,
        /// Text colour.
        color: Rgba,
        /// A rounded plate behind the text, so it reads over lines.
        plate: Option<Rgba>,
        /// What the text says about the tree, for tests and readers.
        role: TextRole,
    },
}

/// What a text on the tree says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TextRole {
    /// A node's value (or best value so far, or bound), or `?` in a quiz.
    Value(NodeIndex),
    /// A node's `[α, β]` window.
    Window(NodeIndex),
    /// The move into a node, on its edge.
    Move(NodeIndex),
    /// The name of the cutoff at a node.
    Cutoff(NodeIndex),
    /// A node's Knuth type.
    Knuth(NodeIndex),
    /// The mark of the node where a student's trace first leaves the
    /// algorithm.
    Divergence(NodeIndex),
    /// How many nodes a collapsed node hides.
    Hidden(NodeIndex),
    /// The value of a pruned textbook leaf, never looked at by the search.
    Skipped(NodeIndex),
    /// How many moves a group of pruned moves holds.
    PrunedCount(NodeIndex),
    /// The value of a textbook leaf the search has not reached yet, in the
    /// whole-tree view.
    Ahead(NodeIndex),
    /// A line of a caption under the picture (a slide's narration).
    Caption,
    /// Monte Carlo tree search: a child's UCB1 score at the selection just
    /// made, in the table of the children compared.
    Ucb(NodeIndex),
    /// Monte Carlo tree search: a cell of a child's row in the table of
    /// the children compared (the mark of the one picked, its move, its
    /// `W/N`, its mean).
    Tally(NodeIndex),
    /// Monte Carlo tree search: the title and the column heads of the
    /// table of the children compared.
    TableHead,
    /// Monte Carlo tree search: the playout from a node, its length and
    /// result.
    Playout(NodeIndex),
    /// Monte Carlo tree search: the iteration and its phase, in a top corner.
    Phase,
}

impl TextRole {
    /// The node the text speaks of (none for a caption).
    #[must_use]
    pub fn node(self) -> Option<NodeIndex> {
        match self {
            Self::Value(n)
            | Self::Window(n)
            | Self::Move(n)
            | Self::Cutoff(n)
            | Self::Knuth(n)
            | Self::Divergence(n)
            | Self::Hidden(n)
            | Self::Skipped(n)
            | Self::Ahead(n)
            | Self::Ucb(n)
            | Self::Tally(n)
            | Self::Playout(n)
            | Self::PrunedCount(n) => Some(n),
            Self::Caption | Self::Phase | Self::TableHead => None,
        }
    }
}

/// How a node is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// Its own shape: triangle, square, diamond or circle.
    Shape,
    /// A dot: too small for a shape at this zoom.
    Dot,
    /// A pruned move: a small hollow circle at the end of a dashed edge.
    Pruned,
    /// The first of `count` pruned sibling moves drawn as one group mark.
    PrunedGroup {
        /// How many pruned moves the mark stands for.
        count: u32,
    },
    /// The first of `count` searched sibling leaves off the principal
    /// variation, written as one row of the outline once the search is
    /// over.
    SearchedGroup {
        /// How many leaves the row stands for.
        count: u32,
    },
    /// A node the search has not reached yet, drawn faint in the
    /// whole-tree view.
    Ahead,
    /// The root of a subtree of `count` nodes summarised as one band.
    Band {
        /// Nodes in the subtree, itself included.
        count: u32,
    },
}

/// A node that appears in the scene, with where and how it is drawn.
#[derive(Clone, PartialEq, Debug)]
pub struct DrawnNode {
    /// The node.
    pub node: NodeIndex,
    /// Its centre.
    pub at: Point,
    /// Its radius in points (what a click may hit).
    pub radius: f32,
    /// How it is drawn.
    pub mark: Mark,
}

/// The picture of the tree at one step.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Scene {
    /// Width and height in points.
    pub size: Point,
    /// The colour behind everything.
    pub background: Rgba,
    /// Everything drawn, back to front.
    pub shapes: Vec<Shape>,
    /// Every node drawn, in pre-order.
    pub nodes: Vec<DrawnNode>,
    /// Labels that decide the picture but found no free room, so were not
    /// written: empty when the picture is legible.
    pub crowded: Vec<TextRole>,
}

impl Scene {
    /// The drawn node nearest `point` within its reach (a little more than
    /// its radius), for hovering and clicking.
    #[must_use]
    pub fn node_at(&self, point: Point) -> Option<NodeIndex> {
        self.nodes
            .iter()
            .filter(|drawn| !matches!(drawn.mark, Mark::Band { .. }))
            .map(|drawn| (drawn.at.distance(point), drawn))
            .filter(|(distance, drawn)| *distance <= (drawn.radius * 1.2).max(5.0))
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, drawn)| drawn.node)
    }

    /// How `node` is drawn, if it is.
    #[must_use]
    pub fn drawn(&self, node: NodeIndex) -> Option<&DrawnNode> {
        self.nodes.iter().find(|drawn| drawn.node == node)
    }

    /// The texts with `role`, e.g. the value label of a node.
    pub fn texts(&self, role: TextRole) -> impl Iterator<Item = (&str, f32)> {
        self.shapes.iter().filter_map(move |shape| match shape {
            Shape::Text {
                text,
                size,
                role: r,
                ..
            } if *r == role => Some((text.as_str(), *size)),
            _ => None,
        })
    }
}
