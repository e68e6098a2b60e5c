//! Small board vocabulary of our own (sides, pieces, squares), so that the GUI
//! and the CLI never need to name the `chess` crate.

#![expect(
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss,
    reason = "file and rank are 0..8 and the offsets small; the result is checked to be on the board before the cast back"
)]

use std::fmt;

/// One of the two players.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Side {
    /// The player who moves first.
    White,
    /// The player who moves second.
    Black,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn opponent(self) -> Self {
        match self {
            Self::White => Self::Black,
            Self::Black => Self::White,
        }
    }

    /// The 0-based rank this side's pieces start on (0 for White, 7 for Black).
    #[must_use]
    pub fn back_rank(self) -> u8 {
        match self {
            Self::White => 0,
            Self::Black => 7,
        }
    }

    /// `"white"` or `"black"`, for use inside sentences.
    #[must_use]
    pub fn lowercase(self) -> &'static str {
        match self {
            Self::White => "white",
            Self::Black => "black",
        }
    }
}

impl Side {
    /// The side's name in the reader's language: "White", "Weiß".
    #[must_use]
    pub fn said(self) -> String {
        match self {
            Self::White => crate::tr!("chess-side-white"),
            Self::Black => crate::tr!("chess-side-black"),
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::White => "White",
            Self::Black => "Black",
        })
    }
}

/// The kind of a chess piece, without its colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum PieceKind {
    /// A pawn.
    Pawn,
    /// A knight.
    Knight,
    /// A bishop.
    Bishop,
    /// A rook.
    Rook,
    /// A queen.
    Queen,
    /// A king.
    King,
}

impl PieceKind {
    /// All six kinds, pawn first.
    pub const ALL: [Self; 6] = [
        Self::Pawn,
        Self::Knight,
        Self::Bishop,
        Self::Rook,
        Self::Queen,
        Self::King,
    ];

    /// The upper-case letter used in FEN and SAN (`P`, `N`, `B`, `R`, `Q`, `K`).
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Self::Pawn => 'P',
            Self::Knight => 'N',
            Self::Bishop => 'B',
            Self::Rook => 'R',
            Self::Queen => 'Q',
            Self::King => 'K',
        }
    }

    /// The English name, e.g. `"knight"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Pawn => "pawn",
            Self::Knight => "knight",
            Self::Bishop => "bishop",
            Self::Rook => "rook",
            Self::Queen => "queen",
            Self::King => "king",
        }
    }

    /// The traditional value in pawns: P1 N3 B3 R5 Q9, and 10 for the king
    /// (used only to rank attackers for move ordering).
    #[must_use]
    pub fn value(self) -> u8 {
        match self {
            Self::Pawn => 1,
            Self::Knight | Self::Bishop => 3,
            Self::Rook => 5,
            Self::Queen => 9,
            Self::King => 10,
        }
    }

    /// Whether the piece slides along lines (bishop, rook, queen).
    #[must_use]
    pub fn is_slider(self) -> bool {
        matches!(self, Self::Bishop | Self::Rook | Self::Queen)
    }
}

/// A piece of one side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// What piece it is.
    pub kind: PieceKind,
}

impl Piece {
    /// Reads a FEN piece letter (`pnbrqk` for Black, `PNBRQK` for White).
    #[must_use]
    pub fn from_fen_char(c: char) -> Option<Self> {
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let kind = match c.to_ascii_uppercase() {
            'P' => PieceKind::Pawn,
            'N' => PieceKind::Knight,
            'B' => PieceKind::Bishop,
            'R' => PieceKind::Rook,
            'Q' => PieceKind::Queen,
            'K' => PieceKind::King,
            _ => return None,
        };
        Some(Self { side, kind })
    }

    /// The FEN letter: upper case for White, lower case for Black.
    #[must_use]
    pub fn fen_char(self) -> char {
        let c = self.kind.letter();
        match self.side {
            Side::White => c,
            Side::Black => c.to_ascii_lowercase(),
        }
    }
}

impl Piece {
    /// The piece in the reader's language: "white queen", "weiße Dame".
    #[must_use]
    pub fn said(self) -> String {
        crate::tr!(
            "chess-piece",
            side = self.side.lowercase(),
            kind = self.kind.name()
        )
    }
}

impl fmt::Display for Piece {
    /// Writes e.g. `white queen`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side.lowercase(), self.kind.name())
    }
}

/// A square of the board: 0 = a1, 1 = b1, …, 7 = h1, 8 = a2, …, 63 = h8.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(pub u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are below 8.
    #[must_use]
    pub fn new(file: u8, rank: u8) -> Option<Self> {
        // `then`, not `then_some`: the product must not be computed (and
        // overflow in a debug build) for out-of-range input.
        (file < 8 && rank < 8).then(|| Self(rank * 8 + file))
    }

    /// The 0-based file (0 = a … 7 = h).
    #[must_use]
    pub fn file(self) -> u8 {
        self.0 % 8
    }

    /// The 0-based rank (0 = rank 1 … 7 = rank 8).
    #[must_use]
    pub fn rank(self) -> u8 {
        self.0 / 8
    }

    /// The index into a 64-element board array.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0 % 64)
    }

    /// The file letter, `'a'` to `'h'`.
    #[must_use]
    pub fn file_char(self) -> char {
        char::from(b'a' + self.file())
    }

    /// The rank digit, `'1'` to `'8'`.
    #[must_use]
    pub fn rank_char(self) -> char {
        char::from(b'1' + self.rank())
    }

    /// The algebraic name, e.g. `"e4"`.
    #[must_use]
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Reads an algebraic name such as `e4` (lower-case file, rank 1–8).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        let &[f, r] = name.as_bytes() else {
            return None;
        };
        if !(b'a'..=b'h').contains(&f) || !(b'1'..=b'8').contains(&r) {
            return None;
        }
        Self::new(f - b'a', r - b'1')
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    #[must_use]
    pub fn offset(self, df: i8, dr: i8) -> Option<Self> {
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if (0..8).contains(&file) && (0..8).contains(&rank) {
            Self::new(file as u8, rank as u8)
        } else {
            None
        }
    }

    /// Whether the square is a light square (h1 is light, a1 is dark).
    #[must_use]
    pub fn is_light(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// All 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..64).map(Self)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

/// The pieces on the board, indexed by [`Square::index`].
pub type Placement = [Option<Piece>; 64];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::from_name(&sq.name()), Some(sq));
        }
        assert_eq!(Square::from_name("e9"), None);
        assert_eq!(Square::from_name("z3"), None);
        assert_eq!(Square::from_name("é"), None);
        assert_eq!(Square(0).name(), "a1");
        assert_eq!(Square(63).name(), "h8");
        // Out-of-range files and ranks are refused, not wrapped (this
        // overflowed `u8` in a debug build).
        assert_eq!(Square::new(0, 200), None);
        assert_eq!(Square::new(255, 255), None);
        assert!(Square(7).is_light());
        assert!(!Square(0).is_light());
    }

    #[test]
    fn piece_letters_round_trip() {
        for c in "pnbrqkPNBRQK".chars() {
            assert_eq!(Piece::from_fen_char(c).map(Piece::fen_char), Some(c));
        }
        assert_eq!(Piece::from_fen_char('x'), None);
    }
}
