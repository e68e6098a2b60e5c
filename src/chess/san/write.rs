//! Standard Algebraic Notation for legal moves (the crate only writes UCI).
//!
//! Covers piece letters, `x` for captures (en passant included, e.g. `exd6`),
//! disambiguation by file, then rank, then both, `O-O` / `O-O-O`, promotion
//! (`=Q`), and the `+` / `#` suffixes.

use chess::{BitBoard, Board, BoardStatus, ChessMove, MoveGen, Piece};

use crate::chess::convert::from_crate_square;

/// The SAN of `m`, which must be legal in `board`; returns the UCI text for a
/// move that is not (so that a label never panics).
pub fn san(board: &Board, m: ChessMove) -> String {
    if !crate::chess::convert::is_legal(board, m) {
        return uci(m);
    }
    let mut out = body(board, m);
    let after = board.make_move_new(m);
    if after.checkers().popcnt() > 0 {
        out.push(if after.status() == BoardStatus::Checkmate {
            '#'
        } else {
            '+'
        });
    }
    out
}

/// The UCI text of a move, e.g. `e2e4` or `e7e8q`.
pub fn uci(m: ChessMove) -> String {
    let mut out = format!(
        "{}{}",
        from_crate_square(m.get_source()),
        from_crate_square(m.get_dest())
    );
    if let Some(p) = m.get_promotion() {
        out.push(match p {
            Piece::Knight => 'n',
            Piece::Bishop => 'b',
            Piece::Rook => 'r',
            _ => 'q',
        });
    }
    out
}

/// SAN without the check suffix.
fn body(board: &Board, m: ChessMove) -> String {
    let from = m.get_source();
    let to = m.get_dest();
    let (ours_from, ours_to) = (from_crate_square(from), from_crate_square(to));
    let Some(piece) = board.piece_on(from) else {
        return uci(m);
    };
    if piece == Piece::King && ours_from.file().abs_diff(ours_to.file()) == 2 {
        return if ours_to.file() > ours_from.file() {
            "O-O".to_owned()
        } else {
            "O-O-O".to_owned()
        };
    }
    let capture = board.piece_on(to).is_some()
        || (piece == Piece::Pawn && ours_from.file() != ours_to.file());
    let mut out = String::new();
    if piece == Piece::Pawn {
        if capture {
            out.push(ours_from.file_char());
        }
    } else {
        out.push(crate::chess::convert::from_crate_piece(piece).letter());
        // Other pieces of the same kind that can also reach `to`.
        let mut to_dest = MoveGen::new_legal(board);
        to_dest.set_iterator_mask(BitBoard::from_square(to));
        let rivals: Vec<_> = to_dest
            .filter(|o| {
                o.get_dest() == to
                    && o.get_source() != from
                    && board.piece_on(o.get_source()) == Some(piece)
            })
            .map(|o| from_crate_square(o.get_source()))
            .collect();
        if !rivals.is_empty() {
            let same_file = rivals.iter().any(|r| r.file() == ours_from.file());
            let same_rank = rivals.iter().any(|r| r.rank() == ours_from.rank());
            match (same_file, same_rank) {
                (false, _) => out.push(ours_from.file_char()),
                (true, false) => out.push(ours_from.rank_char()),
                (true, true) => {
                    out.push(ours_from.file_char());
                    out.push(ours_from.rank_char());
                }
            }
        }
    }
    if capture {
        out.push('x');
    }
    out.push_str(&ours_to.name());
    if let Some(p) = m.get_promotion() {
        out.push('=');
        out.push(crate::chess::convert::from_crate_piece(p).letter());
    }
    out
}
