//! The chessboard widget: square, scaled to the space it is given, with
//! file and rank coordinates, the last move and a check highlighted, and
//! pieces that stay distinct at small sizes and on a projector (the filled
//! glyph in the piece's colour with the outline glyph drawn on top), and the
//! line's arrows over them (`arrows.rs`).

use egui::{Align2, FontId, Rect, Response, Role, Sense, Stroke, Ui, Vec2, Widget, WidgetInfo};

use crate::chess::{Piece, PieceKind, Placement, Side, Square};
use crate::scene::board::{
    BLACK_PIECE, BoardGeometry, CHECK_TINT, DARK_SQUARE, LIGHT_SQUARE, MOVE_TINT, OUTLINE,
    WHITE_PIECE,
};

use super::arrows::paint_arrows;
use crate::app::tree_view::paint::color;
use crate::scene::arrows::LineArrow;

/// A board to draw: a placement plus what to highlight.
pub struct Board<'a> {
    placement: &'a Placement,
    side: f32,
    flipped: bool,
    last_move: Option<(Square, Square)>,
    check: Option<Square>,
    arrows: Vec<LineArrow>,
    sense: Sense,
}

impl<'a> Board<'a> {
    /// A board `side` points wide (coordinates included) showing `placement`.
    #[must_use]
    pub fn new(placement: &'a Placement, side: f32) -> Self {
        Self {
            placement,
            side,
            flipped: false,
            last_move: None,
            check: None,
            arrows: Vec::new(),
            sense: Sense::hover(),
        }
    }

    /// How the board reacts to the pointer (hover only by default; the
    /// board editor and playing moves need clicks and drags).
    #[must_use]
    pub fn sense(mut self, sense: Sense) -> Self {
        self.sense = sense;
        self
    }

    /// Shows the board from Black's side.
    #[must_use]
    pub fn flipped(mut self, flipped: bool) -> Self {
        self.flipped = flipped;
        self
    }

    /// Highlights the from- and to-square of the move into the position.
    #[must_use]
    pub fn last_move(mut self, squares: Option<(Square, Square)>) -> Self {
        self.last_move = squares;
        self
    }

    /// Highlights a king in check.
    #[must_use]
    pub fn check(mut self, square: Option<Square>) -> Self {
        self.check = square;
        self
    }

    /// Draws the line's arrows ([`crate::scene::arrows`]) over the pieces.
    #[must_use]
    pub fn arrows(mut self, arrows: Vec<LineArrow>) -> Self {
        self.arrows = arrows;
        self
    }

    fn paint(&self, ui: &Ui, rect: Rect) {
        let painter = ui.painter_at(rect);
        let geometry = BoardGeometry::new(rect.width(), self.flipped);
        let at = |point: crate::scene::Point| rect.min + Vec2::new(point.x, point.y);
        let cell_rect = |square| {
            Rect::from_min_size(at(geometry.square_min(square)), Vec2::splat(geometry.cell))
        };
        for square in Square::all() {
            let cell = cell_rect(square);
            let colour = if square.is_light() {
                LIGHT_SQUARE
            } else {
                DARK_SQUARE
            };
            painter.rect_filled(cell, 0.0, color(colour));
            if let Some((from, to)) = self.last_move
                && (square == from || square == to)
            {
                painter.rect_filled(cell, 0.0, premultiplied(MOVE_TINT));
            }
            if self.check == Some(square) {
                painter.circle_filled(
                    cell.center(),
                    geometry.cell * 0.48,
                    premultiplied(CHECK_TINT),
                );
            }
            if let Some(piece) = self.placement[square.index()] {
                paint_piece(&painter, cell, piece);
            }
        }
        paint_arrows(&painter, rect.min, &geometry, &self.arrows);
        let grid = Rect::from_min_size(at(geometry.grid), Vec2::splat(geometry.grid_side()));
        painter.rect_stroke(
            grid,
            0.0,
            Stroke::new(1.0, ui.visuals().text_color()),
            egui::StrokeKind::Outside,
        );
        let font = FontId::proportional(geometry.label_size());
        let text = ui.visuals().text_color();
        for index in 0..8u8 {
            let Some(square) = Square::new(index, index) else {
                continue;
            };
            painter.text(
                at(geometry.file_label_at(square)),
                Align2::CENTER_CENTER,
                square.file_char(),
                font.clone(),
                text,
            );
            painter.text(
                at(geometry.rank_label_at(square)),
                Align2::CENTER_CENTER,
                square.rank_char(),
                font.clone(),
                text,
            );
        }
    }

    /// Names the 64 squares for screen readers, row by row as the board
    /// shows them (`e4: white pawn`, `e5: empty`), under the board's node.
    fn squares_ui(&self, ctx: &egui::Context, response: &Response) {
        if ctx.accesskit_node_builder(response.id, |_| ()).is_none() {
            return;
        }
        let geometry = BoardGeometry::new(response.rect.width(), self.flipped);
        // The top row first, left to right, as the board shows them.
        let squares = (0..8u8).flat_map(|row| {
            (0..8u8).filter_map(move |column| {
                if self.flipped {
                    Square::new(7 - column, row)
                } else {
                    Square::new(column, 7 - row)
                }
            })
        });
        let mut children = Vec::with_capacity(64);
        for square in squares {
            let corner = geometry.square_min(square);
            let min = response.rect.min + Vec2::new(corner.x, corner.y);
            let cell = Rect::from_min_size(min, Vec2::splat(geometry.cell));
            let name = if let Some(piece) = self.placement[square.index()] {
                crate::tr!(
                    "window-square-piece",
                    square = square.name(),
                    piece = piece_name(piece)
                )
            } else {
                crate::tr!("window-square-empty", square = square.name())
            };
            let id = response.id.with(square.index());
            ctx.accesskit_node_builder(id, |node| {
                node.set_role(Role::Cell);
                node.set_label(name);
                node.set_bounds(crate::app::access::bounds(cell));
            });
            children.push(id.accesskit_id());
        }
        crate::app::access::adopt(ctx, &[(response.id, children)]);
    }

    /// A sentence describing the position, for screen readers and tests.
    fn description(&self) -> String {
        let count = |side| {
            self.placement
                .iter()
                .flatten()
                .filter(|piece| piece.side == side)
                .count()
        };
        let (white, black) = (count(Side::White), count(Side::Black));
        if self.flipped {
            crate::tr!(
                "window-board-described-flipped",
                white = white,
                black = black
            )
        } else {
            crate::tr!("window-board-described", white = white, black = black)
        }
    }
}

/// The egui colour of a premultiplied tint (see [`crate::scene::board`]).
/// A side's name in the window's language (`White`).
pub(super) fn side_name(side: Side) -> String {
    match side {
        Side::White => crate::tr!("window-side-white"),
        Side::Black => crate::tr!("window-side-black"),
    }
}

/// A kind of piece's name in the window's language (`queen`).
pub(super) fn kind_name(kind: PieceKind) -> String {
    match kind {
        PieceKind::Pawn => crate::tr!("window-kind-pawn"),
        PieceKind::Knight => crate::tr!("window-kind-knight"),
        PieceKind::Bishop => crate::tr!("window-kind-bishop"),
        PieceKind::Rook => crate::tr!("window-kind-rook"),
        PieceKind::Queen => crate::tr!("window-kind-queen"),
        PieceKind::King => crate::tr!("window-kind-king"),
    }
}

/// A piece's name in the window's language (`white queen`).
pub(super) fn piece_name(piece: Piece) -> String {
    match (piece.side, piece.kind) {
        (Side::White, PieceKind::Pawn) => crate::tr!("window-piece-white-pawn"),
        (Side::White, PieceKind::Knight) => crate::tr!("window-piece-white-knight"),
        (Side::White, PieceKind::Bishop) => crate::tr!("window-piece-white-bishop"),
        (Side::White, PieceKind::Rook) => crate::tr!("window-piece-white-rook"),
        (Side::White, PieceKind::Queen) => crate::tr!("window-piece-white-queen"),
        (Side::White, PieceKind::King) => crate::tr!("window-piece-white-king"),
        (Side::Black, PieceKind::Pawn) => crate::tr!("window-piece-black-pawn"),
        (Side::Black, PieceKind::Knight) => crate::tr!("window-piece-black-knight"),
        (Side::Black, PieceKind::Bishop) => crate::tr!("window-piece-black-bishop"),
        (Side::Black, PieceKind::Rook) => crate::tr!("window-piece-black-rook"),
        (Side::Black, PieceKind::Queen) => crate::tr!("window-piece-black-queen"),
        (Side::Black, PieceKind::King) => crate::tr!("window-piece-black-king"),
    }
}

fn premultiplied(tint: crate::scene::Rgba) -> egui::Color32 {
    egui::Color32::from_rgba_premultiplied(tint.r, tint.g, tint.b, tint.a)
}

/// The filled (solid) glyph of `kind`: the "black" chess symbols U+265A–265F.
fn solid_glyph(kind: PieceKind) -> char {
    match kind {
        PieceKind::King => '♚',
        PieceKind::Queen => '♛',
        PieceKind::Rook => '♜',
        PieceKind::Bishop => '♝',
        PieceKind::Knight => '♞',
        PieceKind::Pawn => '♟',
    }
}

/// The outline glyph of `kind`: the "white" chess symbols U+2654–2659.
fn outline_glyph(kind: PieceKind) -> char {
    match kind {
        PieceKind::King => '♔',
        PieceKind::Queen => '♕',
        PieceKind::Rook => '♖',
        PieceKind::Bishop => '♗',
        PieceKind::Knight => '♘',
        PieceKind::Pawn => '♙',
    }
}

/// Paints `piece` centred in `cell`.
pub(in crate::app) fn paint_piece(painter: &egui::Painter, cell: Rect, piece: Piece) {
    let font = FontId::proportional(cell.height() * 0.82);
    let centre = cell.center();
    let fill = color(match piece.side {
        Side::White => WHITE_PIECE,
        Side::Black => BLACK_PIECE,
    });
    painter.text(
        centre,
        Align2::CENTER_CENTER,
        solid_glyph(piece.kind),
        font.clone(),
        fill,
    );
    painter.text(
        centre,
        Align2::CENTER_CENTER,
        outline_glyph(piece.kind),
        font,
        color(OUTLINE),
    );
}

impl Widget for Board<'_> {
    fn ui(self, ui: &mut Ui) -> Response {
        let (rect, response) = ui.allocate_exact_size(Vec2::splat(self.side), self.sense);
        response.widget_info(|| WidgetInfo::labeled(Role::Image, true, self.description()));
        if ui.is_rect_visible(rect) {
            self.paint(ui, rect);
        }
        self.squares_ui(ui.ctx(), &response);
        response
    }
}
