//! When a chess game is over: checkmate, stalemate, insufficient material,
//! and the fifty-move rule (checked in that order).
//!
//! Two ways in, with one answer: [`terminal`] at a depth-limit leaf asks only
//! "is there any legal move?" and stops at the first one it finds;
//! [`moves_or_terminal`] at an inner node generates the moves once and uses
//! them both to decide and to search.

use chess::{BitBoard, Board, EMPTY, MoveGen, Piece as CratePiece};

use crate::game::{MoveCode, Terminal};

use super::convert::{encode, occupied};
use super::types::{Piece, PieceKind, Square};

/// Half-moves without a capture or pawn move after which the game is drawn.
pub const FIFTY_MOVE_PLIES: u32 = 100;

/// Why the game is over in `board` with the given halfmove clock, if it is.
pub fn terminal(board: &Board, halfmove_clock: u32) -> Option<Terminal> {
    if !has_legal_move(board) {
        return Some(no_moves(board));
    }
    after_moves(board, halfmove_clock)
}

/// Why the game is over, as [`terminal`] says; if it is not, appends the
/// legal moves to `out` (generated once, in the generator's order).
pub fn moves_or_terminal(
    board: &Board,
    halfmove_clock: u32,
    out: &mut Vec<MoveCode>,
) -> Option<Terminal> {
    let moves = MoveGen::new_legal(board);
    if moves.len() == 0 {
        return Some(no_moves(board));
    }
    if let Some(over) = after_moves(board, halfmove_clock) {
        return Some(over);
    }
    out.extend(moves.map(encode));
    None
}

/// Checkmate or stalemate, for a side to move without a legal move.
fn no_moves(board: &Board) -> Terminal {
    if board.checkers().popcnt() > 0 {
        Terminal::Checkmate
    } else {
        Terminal::Stalemate
    }
}

/// The endings checked once the side to move is known to have a move.
fn after_moves(board: &Board, halfmove_clock: u32) -> Option<Terminal> {
    // A pawn, rook or queen on the board can always mate: skip the piece walk.
    let heavy = *board.pieces(CratePiece::Pawn)
        | *board.pieces(CratePiece::Rook)
        | *board.pieces(CratePiece::Queen);
    if heavy == EMPTY && insufficient_material(occupied(board)) {
        return Some(Terminal::InsufficientMaterial);
    }
    (halfmove_clock >= FIFTY_MOVE_PLIES).then_some(Terminal::FiftyMoveRule)
}

/// Whether the side to move has a legal move, stopping at the first found.
///
/// Out of check, a pawn push or capture (en passant aside), a knight move or
/// a slider move of a piece that is not pinned, or a move of a pinned piece
/// along its pin line, is legal: the crate's generator applies the same
/// rules. Only when none exists (or in check) is the full generator asked.
pub fn has_legal_move(board: &Board) -> bool {
    (*board.checkers() == EMPTY && quick_move_exists(board)) || MoveGen::new_legal(board).len() > 0
}

/// A legal non-king, non-en-passant move exists (side to move not in check).
fn quick_move_exists(board: &Board) -> bool {
    let us = board.side_to_move();
    let own = *board.color_combined(us);
    let occupied = *board.combined();
    let free = !own;
    let pinned = *board.pinned();
    let king = board.king_square(us);
    let mine = |piece| *board.pieces(piece) & own;
    let reach = |sq: chess::Square, targets: BitBoard| {
        let allowed = if pinned & BitBoard::from_square(sq) == EMPTY {
            !EMPTY
        } else {
            chess::line(sq, king)
        };
        targets & free & allowed != EMPTY
    };
    if (mine(CratePiece::Knight) & !pinned)
        .into_iter()
        .any(|sq| chess::get_knight_moves(sq) & free != EMPTY)
    {
        return true;
    }
    if mine(CratePiece::Pawn)
        .into_iter()
        .any(|sq| reach(sq, chess::get_pawn_moves(sq, us, occupied)))
    {
        return true;
    }
    let diagonal = mine(CratePiece::Bishop) | mine(CratePiece::Queen);
    if diagonal
        .into_iter()
        .any(|sq| reach(sq, chess::get_bishop_moves(sq, occupied)))
    {
        return true;
    }
    let straight = mine(CratePiece::Rook) | mine(CratePiece::Queen);
    straight
        .into_iter()
        .any(|sq| reach(sq, chess::get_rook_moves(sq, occupied)))
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

#[cfg(test)]
mod tests {
    use std::str::FromStr as _;

    use super::*;

    fn board(fen: &str) -> Board {
        Board::from_str(fen).unwrap()
    }

    #[test]
    fn the_quick_answer_agrees_with_the_generator() {
        for fen in [
            crate::chess::START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            // Stalemate: the king has no move and the pawn is blocked.
            "7k/5Q2/8/8/8/8/8/K7 b - - 0 1",
            "k7/P7/K7/8/8/8/8/8 b - - 0 1",
            // Only a pinned rook, which can move along its pin line.
            "k7/8/8/8/r7/8/R7/K7 w - - 0 1",
            // Only a pinned knight: the full generator finds the king's moves.
            "k7/8/8/8/8/2b5/1N6/K7 w - - 0 1",
            // Fool's mate: checkmate (in check, so the generator decides).
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        ] {
            let b = board(fen);
            assert_eq!(
                has_legal_move(&b),
                MoveGen::new_legal(&b).len() > 0,
                "{fen}"
            );
            let mut moves = Vec::new();
            let both = moves_or_terminal(&b, 0, &mut moves);
            assert_eq!(both, terminal(&b, 0), "{fen}");
            assert_eq!(moves.is_empty(), both.is_some(), "{fen}");
        }
    }
    /// Every position within 3 plies of a few tactical positions (pins,
    /// checks, promotions, en passant, mates): the early exit says what the
    /// full generator says.
    #[test]
    fn the_quick_answer_agrees_on_every_position_nearby() {
        fn walk(board: &Board, depth: u8, seen: &mut u32) {
            *seen += 1;
            assert_eq!(
                has_legal_move(board),
                MoveGen::new_legal(board).len() > 0,
                "{board}"
            );
            if depth == 0 {
                return;
            }
            for m in MoveGen::new_legal(board) {
                walk(&board.make_move_new(m), depth - 1, seen);
            }
        }
        let mut seen = 0;
        for (fen, depth) in [
            ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3),
            (
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                2,
            ),
            ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 3),
            ("k7/8/8/8/r7/8/R7/K7 w - - 0 1", 3),
            ("7k/8/8/8/8/8/2q5/K7 w - - 0 1", 3),
        ] {
            walk(&board(fen), depth, &mut seen);
        }
        assert!(seen > 5_000, "{seen}");
    }
}
