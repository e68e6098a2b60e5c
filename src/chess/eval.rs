//! Static evaluation of chess positions: `material` (pawn units) and `pst`
//! (centipawn material plus piece-square tables). Scores here are from
//! White's point of view; [`super::ChessGame`] turns them to MAX's view.
//!
//! The search scores leaves with [`total`], which sums bitboards; the
//! explanation of a score (`super::explain::breakdown`) is built only when someone asks
//! for it (inspector, tooltip, narration). A test keeps the two equal.

#![expect(clippy::cast_possible_wrap, reason = "a popcount is at most 64")]

use std::fmt;
use std::str::FromStr;

use crate::game::Score;

use super::convert::{from_crate_piece, from_crate_square};
use super::types::{Piece, PieceKind, Side, Square};

/// Which static evaluation to use on chess positions.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum EvalKind {
    /// Material in pawns: P1 N3 B3 R5 Q9.
    #[default]
    Material,
    /// Material in centipawns (P100 N320 B330 R500 Q900) plus piece-square tables.
    Pst,
}

impl EvalKind {
    /// Both kinds, in the order a menu lists them.
    pub const ALL: [Self; 2] = [Self::Material, Self::Pst];

    /// The name used on the command line and in settings.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Material => "material",
            Self::Pst => "pst",
        }
    }

    /// The value of a piece of `kind` in this evaluation's unit (the king counts 0).
    #[must_use]
    pub fn piece_value(self, kind: PieceKind) -> Score {
        match (self, kind) {
            (_, PieceKind::King) => 0,
            (Self::Material, k) => Score::from(k.value()),
            (Self::Pst, PieceKind::Pawn) => 100,
            (Self::Pst, PieceKind::Knight) => 320,
            (Self::Pst, PieceKind::Bishop) => 330,
            (Self::Pst, PieceKind::Rook) => 500,
            (Self::Pst, PieceKind::Queen) => 900,
        }
    }
}

impl fmt::Display for EvalKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An evaluation name that is neither `material` nor `pst`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}", crate::tr!("errs-eval-unknown", q_text = crate::quote::quoted(.0)))]
pub struct UnknownEval(pub String);

impl FromStr for EvalKind {
    type Err = UnknownEval;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "material" => Ok(Self::Material),
            "pst" => Ok(Self::Pst),
            _ => Err(UnknownEval(s.to_owned())),
        }
    }
}

/// The parts of an evaluation, all from White's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Breakdown {
    /// White's material (a non-negative sum).
    pub white_material: Score,
    /// Black's material (a non-negative sum).
    pub black_material: Score,
    /// White's piece-square bonuses minus Black's (0 for `material`).
    pub piece_square: Score,
}

impl Breakdown {
    /// The total from White's point of view.
    #[must_use]
    pub fn total(self) -> Score {
        self.white_material - self.black_material + self.piece_square
    }
}

/// The value of `board` with `kind` from White's view: what
/// `explain::breakdown(kind, ..).total()` gives, without building the parts.
#[must_use]
pub fn total(kind: EvalKind, board: &chess::Board) -> Score {
    let white = *board.color_combined(chess::Color::White);
    let black = *board.color_combined(chess::Color::Black);
    let mut sum = 0;
    for crate_kind in chess::ALL_PIECES {
        let pieces = *board.pieces(crate_kind);
        let piece_kind = from_crate_piece(crate_kind);
        match kind {
            EvalKind::Material => {
                let balance = pieces_count(pieces & white) - pieces_count(pieces & black);
                sum += kind.piece_value(piece_kind) * balance;
            }
            EvalKind::Pst => {
                for (bits, side, sign) in [
                    (pieces & white, Side::White, 1),
                    (pieces & black, Side::Black, -1),
                ] {
                    let piece = Piece {
                        side,
                        kind: piece_kind,
                    };
                    for sq in bits {
                        let bonus = piece_square(piece, from_crate_square(sq));
                        sum += sign * (kind.piece_value(piece_kind) + bonus);
                    }
                }
            }
        }
    }
    sum
}

/// The number of squares set, as a score.
fn pieces_count(bits: chess::BitBoard) -> Score {
    bits.popcnt() as Score
}

/// The piece-square bonus of `piece` on `sq`, from its own side's view.
#[must_use]
pub fn piece_square(piece: Piece, sq: Square) -> Score {
    // Tables are written as White sees the board: rank 8 on the first row.
    let row = match piece.side {
        Side::White => 7 - sq.rank(),
        Side::Black => sq.rank(),
    };
    let index = usize::from(row) * 8 + usize::from(sq.file());
    let table = match piece.kind {
        PieceKind::Pawn => &PAWN,
        PieceKind::Knight => &KNIGHT,
        PieceKind::Bishop => &BISHOP,
        PieceKind::Rook => &ROOK,
        PieceKind::Queen => &QUEEN,
        PieceKind::King => &KING,
    };
    Score::from(table[index % 64])
}

#[rustfmt::skip]
const PAWN: [i16; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     60,  60,  60,  65,  65,  60,  60,  60,
     25,  25,  30,  40,  40,  30,  25,  25,
     10,  10,  15,  30,  30,  15,  10,  10,
      5,   5,  10,  25,  25,   5,   5,   5,
      5,   0,   0,  10,  10,  -5,   0,   5,
      5,   5,   5, -15, -15,   5,   5,   5,
      0,   0,   0,   0,   0,   0,   0,   0,
];

#[rustfmt::skip]
const KNIGHT: [i16; 64] = [
    -40, -30, -20, -20, -20, -20, -30, -40,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -20,   5,  15,  20,  20,  15,   5, -20,
    -20,   5,  20,  25,  25,  20,   5, -20,
    -20,   0,  15,  25,  25,  15,   0, -20,
    -20,   5,  10,  15,  15,  10,   5, -20,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -40, -25, -20, -20, -20, -20, -25, -40,
];

#[rustfmt::skip]
const BISHOP: [i16; 64] = [
    -15, -10, -10, -10, -10, -10, -10, -15,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -10,   0,   5,  10,  10,   5,   0, -10,
    -10,   5,   5,  10,  10,   5,   5, -10,
    -10,   0,  10,  10,  10,  10,   0, -10,
    -10,  10,  10,   5,   5,  10,  10, -10,
    -10,  10,   0,   0,   0,   0,  10, -10,
    -15, -10, -15, -10, -10, -15, -10, -15,
];

#[rustfmt::skip]
const ROOK: [i16; 64] = [
      0,   0,   5,   5,   5,   5,   0,   0,
     15,  20,  20,  20,  20,  20,  20,  15,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
      0,   0,   0,  10,  10,   5,   0,   0,
];

#[rustfmt::skip]
const QUEEN: [i16; 64] = [
    -20, -10, -10,  -5,  -5, -10, -10, -20,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -10,   0,   5,   5,   5,   5,   0, -10,
     -5,   0,   5,   5,   5,   5,   0,  -5,
     -5,   0,   5,   5,   5,   5,   0,  -5,
    -10,   0,   5,   5,   5,   5,   0, -10,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -20, -10, -10,  -5,  -5, -10, -10, -20,
];

#[rustfmt::skip]
const KING: [i16; 64] = [
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -20, -30, -30, -40, -40, -30, -30, -20,
    -10, -20, -20, -25, -25, -20, -20, -10,
     10,  10,  -5, -10, -10,  -5,  10,  10,
     15,  25,  10, -10,   0, -10,  30,  20,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in EvalKind::ALL {
            assert_eq!(kind.to_string().parse::<EvalKind>(), Ok(kind));
        }
        assert!("nope".parse::<EvalKind>().is_err());
        assert_eq!(serde_json::to_string(&EvalKind::Pst).unwrap(), "\"pst\"");
        assert_eq!(
            serde_json::from_str::<EvalKind>("\"material\"").unwrap(),
            EvalKind::Material
        );
    }

    #[test]
    fn tables_mirror_between_sides() {
        let sq = |n| Square::from_name(n).unwrap();
        let w = Piece {
            side: Side::White,
            kind: PieceKind::Knight,
        };
        let b = Piece {
            side: Side::Black,
            kind: PieceKind::Knight,
        };
        assert_eq!(piece_square(w, sq("f3")), piece_square(b, sq("f6")));
        assert_eq!(piece_square(w, sq("a1")), -40);
    }
}
