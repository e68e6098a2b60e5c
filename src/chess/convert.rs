//! Conversions between our small types and the `chess` crate's, and the
//! 16-bit [`MoveCode`] encoding of a chess move.
//!
//! A [`MoveCode`] packs the from-square in bits 0–5, the to-square in bits
//! 6–11 and the promotion piece in bits 12–14 (0 none, 1 knight, 2 bishop,
//! 3 rook, 4 queen). Bit 15 is always clear.

use crate::game::MoveCode;

use super::types::{Piece, PieceKind, Placement, Side, Square};

/// The crate's square for ours.
pub fn to_crate_square(sq: Square) -> chess::Square {
    chess::ALL_SQUARES[sq.index()]
}

/// Our square for the crate's.
pub fn from_crate_square(sq: chess::Square) -> Square {
    Square(sq.to_int() % 64)
}

/// The crate's colour for our side.
pub fn to_crate_color(side: Side) -> chess::Color {
    match side {
        Side::White => chess::Color::White,
        Side::Black => chess::Color::Black,
    }
}

/// Our side for the crate's colour.
pub fn from_crate_color(color: chess::Color) -> Side {
    match color {
        chess::Color::White => Side::White,
        chess::Color::Black => Side::Black,
    }
}

/// The crate's piece for our kind.
pub fn to_crate_piece(kind: PieceKind) -> chess::Piece {
    match kind {
        PieceKind::Pawn => chess::Piece::Pawn,
        PieceKind::Knight => chess::Piece::Knight,
        PieceKind::Bishop => chess::Piece::Bishop,
        PieceKind::Rook => chess::Piece::Rook,
        PieceKind::Queen => chess::Piece::Queen,
        PieceKind::King => chess::Piece::King,
    }
}

/// Our kind for the crate's piece.
pub fn from_crate_piece(piece: chess::Piece) -> PieceKind {
    match piece {
        chess::Piece::Pawn => PieceKind::Pawn,
        chess::Piece::Knight => PieceKind::Knight,
        chess::Piece::Bishop => PieceKind::Bishop,
        chess::Piece::Rook => PieceKind::Rook,
        chess::Piece::Queen => PieceKind::Queen,
        chess::Piece::King => PieceKind::King,
    }
}

/// The piece on `sq`, in our types.
pub fn piece_on(board: &chess::Board, sq: chess::Square) -> Option<Piece> {
    let kind = from_crate_piece(board.piece_on(sq)?);
    let side = from_crate_color(board.color_on(sq)?);
    Some(Piece { side, kind })
}

/// Every square's piece, in our types.
pub fn placement(board: &chess::Board) -> Placement {
    let mut out: Placement = [None; 64];
    for (slot, &sq) in out.iter_mut().zip(chess::ALL_SQUARES.iter()) {
        *slot = piece_on(board, sq);
    }
    out
}

/// Every piece on the board with its square, read from the bitboards
/// (faster than asking all 64 squares).
pub fn occupied(board: &chess::Board) -> impl Iterator<Item = (Piece, Square)> + '_ {
    chess::ALL_COLORS.into_iter().flat_map(move |color| {
        chess::ALL_PIECES.into_iter().flat_map(move |kind| {
            let piece = Piece {
                side: from_crate_color(color),
                kind: from_crate_piece(kind),
            };
            (*board.pieces(kind) & *board.color_combined(color))
                .map(move |sq| (piece, from_crate_square(sq)))
        })
    })
}

/// Packs a crate move into a [`MoveCode`].
pub fn encode(m: chess::ChessMove) -> MoveCode {
    let from = u16::from(m.get_source().to_int());
    let to = u16::from(m.get_dest().to_int());
    let promo = match m.get_promotion() {
        Some(chess::Piece::Knight) => 1,
        Some(chess::Piece::Bishop) => 2,
        Some(chess::Piece::Rook) => 3,
        Some(chess::Piece::Queen) => 4,
        _ => 0,
    };
    MoveCode(from | (to << 6) | (promo << 12))
}

/// Unpacks a [`MoveCode`], or `None` if its promotion bits or bit 15 are invalid.
pub fn decode(code: MoveCode) -> Option<chess::ChessMove> {
    let (from, to, promo) = split(code)?;
    let promotion = promo.map(to_crate_piece);
    Some(chess::ChessMove::new(
        to_crate_square(from),
        to_crate_square(to),
        promotion,
    ))
}

/// The from-square, to-square and promotion of a code, without the crate.
pub fn split(code: MoveCode) -> Option<(Square, Square, Option<PieceKind>)> {
    let bits = code.0;
    if bits & 0x8000 != 0 {
        return None;
    }
    let from = Square((bits & 63) as u8);
    let to = Square(((bits >> 6) & 63) as u8);
    let promo = match (bits >> 12) & 7 {
        0 => None,
        1 => Some(PieceKind::Knight),
        2 => Some(PieceKind::Bishop),
        3 => Some(PieceKind::Rook),
        4 => Some(PieceKind::Queen),
        _ => return None,
    };
    Some((from, to, promo))
}

/// Whether `m` is one of `board`'s legal moves (what `Board::legal` checks,
/// but only iterating the moves that land on `m`'s destination).
pub fn is_legal(board: &chess::Board, m: chess::ChessMove) -> bool {
    let mut moves = chess::MoveGen::new_legal(board);
    moves.set_iterator_mask(chess::BitBoard::from_square(m.get_dest()));
    moves.any(|x| x == m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        let m = chess::ChessMove::new(
            chess::Square::E7,
            chess::Square::E8,
            Some(chess::Piece::Queen),
        );
        let code = encode(m);
        assert_eq!(decode(code), Some(m));
        assert_eq!(decode(MoveCode(0x8000)), None);
        assert_eq!(decode(MoveCode(7 << 12)), None);
    }
}
