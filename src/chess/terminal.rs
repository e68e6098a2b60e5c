//! When a chess game is over: checkmate, stalemate, insufficient material,
//! and the fifty-move rule (checked in that order).

use chess::{Board, MoveGen};

use crate::game::Terminal;

use super::convert::occupied;
use super::types::{Piece, PieceKind, Square};

/// Half-moves without a capture or pawn move after which the game is drawn.
pub const FIFTY_MOVE_PLIES: u32 = 100;

/// Why the game is over in `board` with the given halfmove clock, if it is.
pub fn terminal(board: &Board, halfmove_clock: u32) -> Option<Terminal> {
    if MoveGen::new_legal(board).len() == 0 {
        return Some(if board.checkers().popcnt() > 0 {
            Terminal::Checkmate
        } else {
            Terminal::Stalemate
        });
    }
    if insufficient_material(occupied(board)) {
        return Some(Terminal::InsufficientMaterial);
    }
    (halfmove_clock >= FIFTY_MOVE_PLIES).then_some(Terminal::FiftyMoveRule)
}

/// Whether neither side can ever mate: no pawns, rooks or queens, and either
/// at most one minor piece on the board (K v K, K+minor v K) or only bishops,
/// all on squares of one colour (e.g. K+B v K+B with same-coloured bishops).
#[must_use]
pub fn insufficient_material(pieces: impl IntoIterator<Item = (Piece, Square)>) -> bool {
    let mut minors = 0;
    let mut knights = 0;
    let mut light_bishops = 0;
    let mut dark_bishops = 0;
    for (piece, sq) in pieces {
        match piece.kind {
            PieceKind::King => {}
            PieceKind::Pawn | PieceKind::Rook | PieceKind::Queen => return false,
            PieceKind::Knight => {
                minors += 1;
                knights += 1;
            }
            PieceKind::Bishop => {
                minors += 1;
                if sq.is_light() {
                    light_bishops += 1;
                } else {
                    dark_bishops += 1;
                }
            }
        }
    }
    minors <= 1 || (knights == 0 && (light_bishops == 0 || dark_bishops == 0))
}
