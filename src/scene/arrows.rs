//! The arrows over a chessboard, lichess style, as plain data shared by the
//! window's board and the board export: which moves get an arrow
//! ([`line_arrows`]: the moves played from the root to the position shown,
//! then the line the search expects from it, the next move strongest) and
//! where each arrow's shaft, head and number sit ([`ArrowShape`]).
//!
//! At the root the line expected is the principal variation, so arrow 1
//! is always the best move found so far.

use petgraph::graph::NodeIndex;

use super::Point;
use super::board::BoardGeometry;
use super::palette::Rgba;
use crate::chess::{ChessGame, Square};
use crate::input::AnyGame;
use crate::session::Session;

/// At most this many moves played before the position get an arrow (the
/// latest ones).
pub const PLAYED_ARROWS: usize = 3;
/// At most this many moves of the expected line get an arrow.
pub const AHEAD_ARROWS: usize = 3;

/// What an arrow's move is to the position shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ArrowRole {
    /// A move of the line from the root that led to the position shown.
    Played,
    /// The move the search expects next here (at the root: the best move).
    Next,
    /// A later move of the expected line.
    Ahead,
}

/// One arrow: a move of the line, numbered by its ply from the root.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LineArrow {
    /// The square the move leaves.
    pub from: Square,
    /// The square it goes to.
    pub to: Square,
    /// Its ply from the root, 1 for the root's move.
    pub ply: usize,
    /// What it is to the position shown.
    pub role: ArrowRole,
    /// How far it is from the position shown, 0 for the nearest of its
    /// role: later (or earlier) arrows fade.
    pub distance: usize,
}

/// The arrows for the board at `node` (the root if `None`) of `session`'s
/// tree as it stands at the cursor: the last [`PLAYED_ARROWS`] moves into
/// the position, then up to [`AHEAD_ARROWS`] moves of the line expected
/// from it. Empty for games other than chess and before the search starts.
#[must_use]
pub fn line_arrows(session: &Session<AnyGame>, node: Option<NodeIndex>) -> Vec<LineArrow> {
    let (AnyGame::Chess(_), Some(tree)) = (session.game(), session.tree()) else {
        return Vec::new();
    };
    let Some(shown) = node.or_else(|| tree.root()) else {
        return Vec::new();
    };
    let path = tree.path(shown);
    let ahead = tree.best_line(shown, session.local_cursor());
    let squares = |node: NodeIndex| tree.node(node).map(|data| ChessGame::move_squares(data.mv));
    let played = path.len().saturating_sub(1);
    let mut arrows = Vec::new();
    for (index, &node) in path.iter().enumerate().skip(1) {
        let distance = played - index;
        if distance >= PLAYED_ARROWS {
            continue;
        }
        if let Some((from, to)) = squares(node) {
            arrows.push(LineArrow {
                from,
                to,
                ply: index,
                role: ArrowRole::Played,
                distance,
            });
        }
    }
    for (distance, &node) in ahead.iter().skip(1).take(AHEAD_ARROWS).enumerate() {
        if let Some((from, to)) = squares(node) {
            arrows.push(LineArrow {
                from,
                to,
                ply: played + distance + 1,
                role: if distance == 0 {
                    ArrowRole::Next
                } else {
                    ArrowRole::Ahead
                },
                distance,
            });
        }
    }
    arrows
}

/// An arrow as drawn: a shaft (a convex quadrilateral) and a head (a
/// triangle) that meet without overlapping, so a translucent arrow is one
/// even tint; its ply number in a disc on the shaft.
#[derive(Clone, PartialEq, Debug)]
pub struct ArrowShape {
    /// The move.
    pub arrow: LineArrow,
    /// The shaft's corners.
    pub shaft: [Point; 4],
    /// The head's corners, the tip last.
    pub head: [Point; 3],
    /// The fill, with *straight* (not premultiplied) alpha.
    pub colour: Rgba,
    /// The number's disc: centre and radius (on the shaft, near the tail,
    /// so it covers little of the piece that moves).
    pub disc: (Point, f32),
    /// The disc's fill: the arrow's colour, nearly opaque.
    pub disc_colour: Rgba,
    /// The number written in the disc (the ply).
    pub label: String,
    /// The number's font size.
    pub label_size: f32,
    /// The number's colour.
    pub label_colour: Rgba,
}

impl ArrowShape {
    /// The outline of the whole arrow, shaft and head, as one polygon
    /// (tail left, head, tail right).
    #[must_use]
    pub fn outline(&self) -> [Point; 7] {
        let [tail_left, base_left, base_right, tail_right] = self.shaft;
        let [head_left, head_right, tip] = self.head;
        [
            tail_left, base_left, head_left, tip, head_right, base_right, tail_right,
        ]
    }
}

/// The colour of `arrow`: green for the line ahead (the next move the
/// most opaque), blue for the moves played (the last one the most opaque).
#[must_use]
pub fn arrow_colour(arrow: &LineArrow) -> Rgba {
    let fade = |full: u8, step: u8| {
        let gone = u8::try_from(arrow.distance.min(3)).unwrap_or(3);
        full.saturating_sub(step.saturating_mul(gone))
    };
    match arrow.role {
        ArrowRole::Next | ArrowRole::Ahead => Rgba {
            r: 21,
            g: 120,
            b: 27,
            a: fade(215, 50),
        },
        ArrowRole::Played => Rgba {
            r: 0,
            g: 60,
            b: 160,
            a: fade(170, 45),
        },
    }
}

/// Where `arrow` is drawn on a board of `geometry` (its corners relative to
/// the board's top-left corner, as the squares').
#[must_use]
pub fn arrow_shape(geometry: &BoardGeometry, arrow: &LineArrow) -> ArrowShape {
    let cell = geometry.cell;
    let centre = |square| geometry.square_min(square).offset(cell / 2.0, cell / 2.0);
    let (tail, target) = (centre(arrow.from), centre(arrow.to));
    let length = tail.distance(target).max(1e-3);
    let (dx, dy) = ((target.x - tail.x) / length, (target.y - tail.y) / length);
    // The normal, to the left of the direction.
    let (nx, ny) = (-dy, dx);
    let strong = arrow.role == ArrowRole::Next;
    let half_shaft = cell * if strong { 0.1 } else { 0.075 };
    let half_head = cell * if strong { 0.25 } else { 0.2 };
    let head_length = (cell * 0.45).min(length * 0.6);
    let tip = target.offset(-dx * cell * 0.12, -dy * cell * 0.12);
    let base = tip.offset(-dx * head_length, -dy * head_length);
    let side = |point: Point, half: f32| {
        (
            point.offset(nx * half, ny * half),
            point.offset(-nx * half, -ny * half),
        )
    };
    let (tail_left, tail_right) = side(tail, half_shaft);
    let (base_left, base_right) = side(base, half_shaft);
    let (head_left, head_right) = side(base, half_head);
    let colour = arrow_colour(arrow);
    ArrowShape {
        arrow: *arrow,
        shaft: [tail_left, base_left, base_right, tail_right],
        head: [head_left, head_right, tip],
        colour,
        disc: (
            tail.lerp(base, (cell * 0.5 / tail.distance(base).max(1e-3)).min(1.0)),
            (cell * 0.2).max(6.5),
        ),
        disc_colour: Rgba {
            a: colour.a.max(225),
            ..colour
        },
        label: arrow.ply.to_string(),
        label_size: (cell * 0.3).max(9.0),
        label_colour: Rgba::rgb(255, 255, 255),
    }
}

/// The shapes of `arrows` on a board of `geometry`, in drawing order: the
/// moves played first, the next move last (on top).
#[must_use]
pub fn arrow_shapes(geometry: &BoardGeometry, arrows: &[LineArrow]) -> Vec<ArrowShape> {
    let mut shapes: Vec<ArrowShape> = arrows
        .iter()
        .map(|arrow| arrow_shape(geometry, arrow))
        .collect();
    shapes.sort_by_key(|shape| match shape.arrow.role {
        ArrowRole::Played => (0, std::cmp::Reverse(shape.arrow.distance)),
        ArrowRole::Ahead => (1, std::cmp::Reverse(shape.arrow.distance)),
        ArrowRole::Next => (2, std::cmp::Reverse(0)),
    });
    shapes
}
