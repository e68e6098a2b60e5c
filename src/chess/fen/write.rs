//! Our own FEN writer (the crate writes the pawn's square as the en-passant
//! field, and always `0 1` for the counters).
//!
//! En-passant convention (python-chess's "legal" one): the field names the
//! square behind a double-pushed pawn only when the side to move has a legal
//! en-passant capture; otherwise it is `-`. Positions that differ only in an
//! unusable en-passant square therefore write the same FEN.

use std::fmt::Write as _;

use chess::{Board, Color, MoveGen, Piece};

use crate::chess::convert::{from_crate_square, placement};
use crate::chess::types::{Placement, Square};

/// Writes the FEN of `board` with the given counters.
pub fn write_fen(board: &Board, halfmove_clock: u32, fullmove_number: u32) -> String {
    let mut out = String::with_capacity(90);
    write_placement(&placement(board), &mut out);
    out.push(' ');
    out.push(if board.side_to_move() == Color::White {
        'w'
    } else {
        'b'
    });
    out.push(' ');
    let white = board.castle_rights(Color::White);
    let black = board.castle_rights(Color::Black);
    let mut castling = String::new();
    for (has, c) in [
        (white.has_kingside(), 'K'),
        (white.has_queenside(), 'Q'),
        (black.has_kingside(), 'k'),
        (black.has_queenside(), 'q'),
    ] {
        if has {
            castling.push(c);
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    out.push_str(&castling);
    out.push(' ');
    match legal_en_passant(board) {
        Some(sq) => out.push_str(&sq.name()),
        None => out.push('-'),
    }
    // Writing to a `String` cannot fail.
    let _ = write!(out, " {halfmove_clock} {fullmove_number}");
    out
}

/// Writes the placement field of `pieces` (rank 8 first) to `out`.
pub fn write_placement(pieces: &Placement, out: &mut String) {
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match Square::new(file, rank).and_then(|sq| pieces[sq.index()]) {
                Some(p) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(p.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
}

/// The en-passant target square, if a legal en-passant capture exists.
pub fn legal_en_passant(board: &Board) -> Option<Square> {
    // The crate stores the square of the pawn that just double-pushed.
    let pawn = from_crate_square(board.en_passant()?);
    let target = match board.side_to_move() {
        Color::White => pawn.offset(0, 1)?,
        Color::Black => pawn.offset(0, -1)?,
    };
    MoveGen::new_legal(board)
        .any(|m| {
            from_crate_square(m.get_dest()) == target
                && board.piece_on(m.get_source()) == Some(Piece::Pawn)
        })
        .then_some(target)
}
