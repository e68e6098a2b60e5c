//! Reading a move written as SAN (`Nf3`, `exd6`, `O-O`, `e8=Q+`) or UCI
//! (`g1f3`, `e7e8q`) against the legal moves of a board: the move the text
//! names, or why there is none (unreadable, no such legal move, or more than
//! one).
//!
//! Lenient where people and programs differ: check marks and annotations
//! (`+`, `#`, `!`, `?`) may be missing or extra, an en-passant capture may
//! end in `e.p.` (`exf6e.p.`), `0-0` means `O-O`, the `=`
//! of a promotion may be left out (`e8Q`), a capture's `x` may be left out
//! and a piece may be over-disambiguated (`Ngf3`). Strict where it matters:
//! a pawn move without a file is a push, a promotion must name its piece,
//! and SAN is read before UCI, so `B1c2` is a bishop from the first rank,
//! never a move from b1.

use chess::{Board, ChessMove, MoveGen};

use super::write::{san, uci};
use crate::chess::convert::{from_crate_piece, from_crate_square};
use crate::chess::types::{Piece, PieceKind, Side, Square};

/// Why a move text names no single legal move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveMiss {
    /// The text is neither SAN nor UCI.
    Unreadable,
    /// No legal move fits the text.
    Illegal,
    /// More than one legal move fits: their SAN, in generator order.
    Ambiguous(Vec<String>),
}

/// What a SAN text asks for.
#[derive(Clone, Copy, Debug)]
struct Wanted {
    kind: PieceKind,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Square,
    promotion: Option<PieceKind>,
}

/// The legal move of `board` that `text` names.
///
/// # Errors
/// A [`MoveMiss`] saying whether the text is not a move at all, names no
/// legal move, or names several.
pub fn read_move(board: &Board, text: &str) -> Result<ChessMove, MoveMiss> {
    let body = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let body = body.strip_suffix("e.p.").map_or(body, str::trim_end);
    if body.is_empty() {
        return Err(MoveMiss::Unreadable);
    }
    // SAN first: `B1c2` is a bishop from the first rank, never the b-file.
    let san = read_san(board, body);
    if !matches!(san, Err(MoveMiss::Unreadable | MoveMiss::Illegal)) || !is_uci(body) {
        return san;
    }
    let lower = body.to_ascii_lowercase();
    MoveGen::new_legal(board)
        .find(|&m| uci(m) == lower)
        .ok_or(MoveMiss::Illegal)
}

/// The legal move of `board` that `body` names in SAN.
fn read_san(board: &Board, body: &str) -> Result<ChessMove, MoveMiss> {
    let fits: Vec<ChessMove> = if let Some(king_side) = castling(body) {
        MoveGen::new_legal(board)
            .filter(|&m| is_castling(board, m, king_side))
            .collect()
    } else {
        let wanted = parse_san(body).ok_or(MoveMiss::Unreadable)?;
        MoveGen::new_legal(board)
            .filter(|&m| fits(board, m, wanted))
            .collect()
    };
    match fits.as_slice() {
        [] => Err(MoveMiss::Illegal),
        [one] => Ok(*one),
        many => Err(MoveMiss::Ambiguous(
            many.iter().map(|&m| san(board, m)).collect(),
        )),
    }
}

/// `e2e4`, `e7e8q`: two squares and an optional promotion letter, in
/// either case, except that a capital `B` is a bishop, never the b-file.
fn is_uci(body: &str) -> bool {
    if body.starts_with('B') {
        return false;
    }
    let lower = body.to_ascii_lowercase();
    let b = lower.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    match b.len() {
        4 => square(b[0], b[1]) && square(b[2], b[3]),
        5 => square(b[0], b[1]) && square(b[2], b[3]) && b"nbrq".contains(&b[4]),
        _ => false,
    }
}

/// `Some(true)` for `O-O`, `Some(false)` for `O-O-O` (with `0` for `O`).
fn castling(body: &str) -> Option<bool> {
    match body.replace('0', "O").as_str() {
        "O-O" => Some(true),
        "O-O-O" => Some(false),
        _ => None,
    }
}

fn is_castling(board: &Board, m: ChessMove, king_side: bool) -> bool {
    let (from, to) = (
        from_crate_square(m.get_source()),
        from_crate_square(m.get_dest()),
    );
    board.piece_on(m.get_source()) == Some(chess::Piece::King)
        && from.file().abs_diff(to.file()) == 2
        && (to.file() > from.file()) == king_side
}

/// Reads `[NBRQK][file][rank][x]square[=][NBRQ]`.
fn parse_san(body: &str) -> Option<Wanted> {
    let mut chars: Vec<char> = body.chars().collect();
    let kind = match chars.first().copied().and_then(piece_letter) {
        Some(kind) => {
            chars.remove(0);
            kind
        }
        None => PieceKind::Pawn,
    };
    let promotion = match chars.last().copied() {
        Some(c) if c.is_ascii_uppercase() || chars.len() >= 2 && chars[chars.len() - 2] == '=' => {
            let piece = piece_letter(c.to_ascii_uppercase())?;
            chars.pop();
            if chars.last() == Some(&'=') {
                chars.pop();
            }
            Some(piece)
        }
        _ => None,
    };
    if promotion.is_some_and(|p| p == PieceKind::King || p == PieceKind::Pawn) {
        return None;
    }
    let n = chars.len();
    if n < 2 {
        return None;
    }
    let to = Square::from_name(&chars[n - 2..].iter().collect::<String>())?;
    let mut from_file = None;
    let mut from_rank = None;
    for (i, &c) in chars[..n - 2].iter().enumerate() {
        match c {
            'a'..='h' if from_file.is_none() && from_rank.is_none() => {
                from_file = Some(c as u8 - b'a');
            }
            '1'..='8' if from_rank.is_none() => from_rank = Some(c as u8 - b'1'),
            'x' | ':' if i == n - 3 => {}
            _ => return None,
        }
    }
    Some(Wanted {
        kind,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

/// The piece a SAN letter names (`NBRQK`, upper case only; a pawn has none).
fn piece_letter(c: char) -> Option<PieceKind> {
    Piece::from_fen_char(c)
        .filter(|p| p.side == Side::White && p.kind != PieceKind::Pawn)
        .map(|p| p.kind)
}

/// Whether legal move `m` is the one `wanted` describes.
fn fits(board: &Board, m: ChessMove, wanted: Wanted) -> bool {
    let from = from_crate_square(m.get_source());
    let to = from_crate_square(m.get_dest());
    let Some(piece) = board.piece_on(m.get_source()).map(from_crate_piece) else {
        return false;
    };
    // A pawn move without a file is a push: it stays on its file.
    let from_file = match wanted.from_file {
        None if wanted.kind == PieceKind::Pawn => Some(to.file()),
        given => given,
    };
    piece == wanted.kind
        && to == wanted.to
        && m.get_promotion().map(from_crate_piece) == wanted.promotion
        && from_file.is_none_or(|f| f == from.file())
        && wanted.from_rank.is_none_or(|r| r == from.rank())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(fen: &str) -> Board {
        fen.parse().unwrap()
    }

    fn read(fen: &str, text: &str) -> Result<String, MoveMiss> {
        let b = board(fen);
        read_move(&b, text).map(|m| san(&b, m))
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn san_and_uci_variants_are_read() {
        assert_eq!(read(START, "e4"), Ok("e4".to_owned()));
        assert_eq!(read(START, "e2e4"), Ok("e4".to_owned()));
        assert_eq!(read(START, "Nf3!?"), Ok("Nf3".to_owned()));
        assert_eq!(read(START, "Ngf3"), Ok("Nf3".to_owned()));
        assert_eq!(read(START, "g1f3"), Ok("Nf3".to_owned()));
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(read(castle, "0-0"), Ok("O-O".to_owned()));
        assert_eq!(read(castle, "O-O-O+"), Ok("O-O-O".to_owned()));
        let promote = "8/4P3/8/8/8/8/k7/6K1 w - - 0 1";
        assert_eq!(read(promote, "e8Q"), Ok("e8=Q".to_owned()));
        assert_eq!(read(promote, "e8=N"), Ok("e8=N".to_owned()));
        assert_eq!(read(promote, "e7e8r"), Ok("e8=R".to_owned()));
    }

    #[test]
    fn a_bishop_is_never_a_file() {
        // Bishops on d3 and d1, the king on b1: `B1c2` is Bd1-c2, not Kb1-c2.
        let bishops = "4k3/8/8/8/8/3B4/8/1K1B4 w - - 0 1";
        assert_eq!(read(bishops, "B1c2"), Ok("B1c2".to_owned()));
        assert_eq!(read(bishops, "b1c2"), Ok("Kc2".to_owned()));
        // Bishops on g4 and g2: `B2f3` names the one on g2 (b2 is empty).
        let two_on_g = "8/2p5/3r4/P5rq/qk3KB1/8/4P1B1/8 w - - 0 1";
        assert_eq!(read(two_on_g, "B2f3"), Ok("B2f3".to_owned()));
        assert_eq!(
            read(two_on_g, "Bf3"),
            Err(MoveMiss::Ambiguous(vec![
                "B2f3".to_owned(),
                "B4f3".to_owned()
            ]))
        );
    }

    #[test]
    fn an_en_passant_capture_may_say_so() {
        let en_passant = "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 1";
        assert_eq!(read(en_passant, "exf6e.p."), Ok("exf6".to_owned()));
        assert_eq!(read(en_passant, "exf6 e.p.+"), Ok("exf6".to_owned()));
        assert_eq!(read(en_passant, "e5f6"), Ok("exf6".to_owned()));
    }

    #[test]
    fn misses_are_told_apart() {
        assert_eq!(read(START, "e5"), Err(MoveMiss::Illegal));
        assert_eq!(read(START, "hello"), Err(MoveMiss::Unreadable));
        assert_eq!(read(START, "Kz9"), Err(MoveMiss::Unreadable));
        // A promotion must name its piece.
        assert_eq!(
            read("8/4P3/8/8/8/8/k7/6K1 w - - 0 1", "e8"),
            Err(MoveMiss::Illegal)
        );
        let two_knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
        assert_eq!(
            read(two_knights, "Nd2"),
            Err(MoveMiss::Ambiguous(vec![
                "Nbd2".to_owned(),
                "Nfd2".to_owned()
            ]))
        );
        assert_eq!(read(two_knights, "Nbd2"), Ok("Nbd2".to_owned()));
    }
}
