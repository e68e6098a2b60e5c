//! The board of a node as SVG (and so as PNG), [`board_svg`]: a grid
//! game's board from its [`crate::game::grid::Grid`] (`super::grid`), or a
//! chess position ([`BoardPicture`]) in the window's board colours and
//! geometry ([`crate::scene::board`]), the last move and a check
//! highlighted, the line's arrows over it ([`crate::scene::arrows`], the
//! window's geometry), and the pieces drawn as paths (`super::pieces`),
//! so no font is needed for them.

use std::fmt::Write as _;

use petgraph::graph::NodeIndex;

use super::pieces::{self, Part};
use super::svg::{escape, num, open, paint, text_element};
use super::{ExportError, Theme};
use crate::chess::{ChessGame, Placement, Side, Square};
use crate::game::Game as _;
use crate::input::{AnyGame, AnyState};
use crate::scene::Point;
use crate::scene::arrows::{ArrowRole, ArrowShape, LineArrow, arrow_shapes, line_arrows};
use crate::scene::board::{
    BLACK_PIECE, BoardGeometry, CHECK_TINT, DARK_SQUARE, LIGHT_SQUARE, MOVE_TINT, OUTLINE,
    WHITE_PIECE, over,
};
use crate::session::Session;

/// The board at `node` of the session's tree (the root if `None`) as an
/// SVG `side` points wide and high in `theme`: a grid game's board
/// (`super::grid`) or a chessboard ([`BoardPicture`], Black at the bottom
/// if `flipped`, the line's arrows drawn if `arrows`).
///
/// # Errors
/// [`ExportError::NoBoard`] for a game with no board picture (a textbook
/// tree).
pub fn board_svg(
    session: &Session<AnyGame>,
    node: Option<NodeIndex>,
    theme: Theme,
    side: f32,
    flipped: bool,
    arrows: bool,
) -> Result<String, ExportError> {
    let game = session.game();
    let state = node
        .and_then(|node| session.state_of(node))
        .unwrap_or_else(|| game.root());
    let last = node
        .filter(|&node| session.tree().and_then(|tree| tree.parent(node)).is_some())
        .and_then(|node| session.tree()?.node(node))
        .map(|data| data.mv);
    if let Some(grid) = game.grid(&state, last) {
        return Ok(super::grid::svg(&grid, theme, side));
    }
    let mut picture = BoardPicture::of(session, node)?;
    picture.flipped = flipped;
    if !arrows {
        picture.arrows.clear();
    }
    Ok(picture.svg(theme, side))
}

/// A board to draw.
#[derive(Clone, PartialEq, Debug)]
pub struct BoardPicture {
    /// The pieces.
    pub placement: Placement,
    /// Black at the bottom.
    pub flipped: bool,
    /// The from- and to-square of the move into the position.
    pub last_move: Option<(Square, Square)>,
    /// The square of a king in check.
    pub check: Option<Square>,
    /// The arrows of the line through the position ([`line_arrows`]).
    pub arrows: Vec<LineArrow>,
    /// A one-line description (the FEN), written as the SVG's title.
    pub title: String,
}

impl BoardPicture {
    /// The position at `node` of the session's tree (the root if `None`),
    /// as the window's board shows it.
    ///
    /// # Errors
    /// [`ExportError::NoBoard`] for a game other than chess.
    pub fn of(session: &Session<AnyGame>, node: Option<NodeIndex>) -> Result<Self, ExportError> {
        let state = node
            .and_then(|node| session.state_of(node))
            .unwrap_or_else(|| crate::game::Game::root(session.game()));
        let AnyState::Chess(state) = state else {
            return Err(ExportError::NoBoard(session.game().kind()));
        };
        let last_move = node
            .filter(|&node| session.tree().and_then(|tree| tree.parent(node)).is_some())
            .and_then(|node| session.tree()?.node(node))
            .map(|data| ChessGame::move_squares(data.mv));
        Ok(Self {
            placement: ChessGame::pieces(&state),
            flipped: false,
            last_move,
            check: ChessGame::checked_king(&state),
            arrows: line_arrows(session, node),
            title: ChessGame::fen(&state),
        })
    }

    /// The board as an SVG `side` points wide and high, coordinates
    /// written in `theme`'s colours.
    #[must_use]
    pub fn svg(&self, theme: Theme, side: f32) -> String {
        let palette = theme.palette();
        let geometry = BoardGeometry::new(side, self.flipped);
        let mut out = open(Point::new(side, side), palette.background);
        let _ = writeln!(out, "<title>{}</title>", escape(&self.title));
        for square in Square::all() {
            let min = geometry.square_min(square);
            let mut colour = if square.is_light() {
                LIGHT_SQUARE
            } else {
                DARK_SQUARE
            };
            if let Some((from, to)) = self.last_move
                && (square == from || square == to)
            {
                colour = over(MOVE_TINT, colour);
            }
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {}/>",
                num(min.x),
                num(min.y),
                num(geometry.cell),
                num(geometry.cell),
                paint("fill", colour)
            );
            if self.check == Some(square) {
                let _ = writeln!(
                    out,
                    "<circle class=\"check\" cx=\"{}\" cy=\"{}\" r=\"{}\" {}/>",
                    num(min.x + geometry.cell / 2.0),
                    num(min.y + geometry.cell / 2.0),
                    num(geometry.cell * 0.48),
                    paint("fill", over(CHECK_TINT, colour))
                );
            }
            if let Some(piece) = self.placement[square.index()] {
                // Details (the knight's eye, the bishop's slit) contrast
                // with the body: dark on white pieces, light on black ones.
                let (fill, detail) = match piece.side {
                    Side::White => (WHITE_PIECE, OUTLINE),
                    Side::Black => (BLACK_PIECE, WHITE_PIECE),
                };
                let scale = geometry.cell / pieces::BOX;
                let _ = writeln!(
                    out,
                    "<g class=\"piece\" data-piece=\"{}\" data-square=\"{square}\" transform=\"translate({} {}) scale({})\" stroke-width=\"3\" stroke-linejoin=\"round\" {}>",
                    piece.fen_char(),
                    num(min.x),
                    num(min.y),
                    scale,
                    paint("stroke", OUTLINE)
                );
                for (part, d) in pieces::parts(piece.kind) {
                    let colour = match part {
                        Part::Body => fill,
                        Part::Detail => detail,
                    };
                    let _ = writeln!(out, "<path d=\"{d}\" {}/>", paint("fill", colour));
                }
                out.push_str("</g>\n");
            }
        }
        for shape in arrow_shapes(&geometry, &self.arrows) {
            out.push_str(&arrow_svg(&shape));
        }
        let grid = geometry.grid;
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke-width=\"1\" {}/>",
            num(grid.x - 0.5),
            num(grid.y + 0.5),
            num(geometry.grid_side()),
            num(geometry.grid_side() - 1.0),
            paint("stroke", palette.text)
        );
        let label_size = geometry.label_size();
        for index in 0..8u8 {
            let Some(square) = Square::new(index, index) else {
                continue;
            };
            for (at, label) in [
                (geometry.file_label_at(square), square.file_char()),
                (geometry.rank_label_at(square), square.rank_char()),
            ] {
                out.push_str(&text_element(
                    at,
                    crate::scene::Anchor::Center,
                    &label.to_string(),
                    label_size,
                    palette.text,
                    None,
                    ("coordinate", None),
                ));
            }
        }
        out.push_str("</svg>\n");
        out
    }
}

/// One arrow as an SVG group: the outline polygon, the number's disc and
/// the number; the group names the move (`data-from`, `data-to`), its ply
/// and its role.
fn arrow_svg(shape: &ArrowShape) -> String {
    let role = match shape.arrow.role {
        ArrowRole::Played => "played",
        ArrowRole::Next => "next",
        ArrowRole::Ahead => "ahead",
    };
    let points: Vec<String> = shape
        .outline()
        .iter()
        .map(|point| format!("{},{}", num(point.x), num(point.y)))
        .collect();
    let mut out = format!(
        "<g class=\"arrow\" data-from=\"{}\" data-to=\"{}\" data-ply=\"{}\" data-role=\"{role}\">\n",
        shape.arrow.from, shape.arrow.to, shape.arrow.ply
    );
    let _ = writeln!(
        out,
        "<polygon points=\"{}\" {}/>",
        points.join(" "),
        paint("fill", shape.colour)
    );
    let (centre, radius) = shape.disc;
    let _ = writeln!(
        out,
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {}/>",
        num(centre.x),
        num(centre.y),
        num(radius),
        paint("fill", shape.disc_colour)
    );
    out.push_str(&text_element(
        centre,
        crate::scene::Anchor::Center,
        &shape.label,
        shape.label_size,
        shape.label_colour,
        None,
        ("arrow-number", None),
    ));
    out.push_str("</g>\n");
    out
}
