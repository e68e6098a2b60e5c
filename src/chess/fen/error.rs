//! [`FenError`]: why a FEN was rejected. Every message names the FEN field,
//! quotes the offending text (short and escaped, by [`crate::quote`]) and
//! states the rule that was broken.

use crate::chess::types::{Piece, Side, Square};

/// Why a FEN string was rejected, by our parser or our validator.
///
/// The `Display` text names the field (placement, side to move, castling, en
/// passant, halfmove clock, fullmove number, or position for rules about the
/// whole position), quotes the offending text and states the rule.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum FenError {
    /// The FEN does not have 4 or 6 whitespace-separated fields.
    #[error("{}", crate::tr!("chess-fen-field-count", q_fen = crate::quote::quoted(.fen), count = *.count))]
    FieldCount {
        /// The trimmed input.
        fen: String,
        /// How many fields it has.
        count: usize,
    },
    /// The placement does not have exactly 8 ranks.
    #[error("{}", crate::tr!("chess-fen-rank-count", q_text = crate::quote::quoted(.text), count = *.count))]
    RankCount {
        /// The placement field.
        text: String,
        /// How many ranks it describes.
        count: usize,
    },
    /// A rank describes more or fewer than 8 squares.
    #[error("{}", crate::tr!("chess-fen-rank-width", rank = *.rank, q_text = crate::quote::quoted(.text), squares = *.squares))]
    RankWidth {
        /// The rank number (8 for the first rank written).
        rank: u8,
        /// The rank's text.
        text: String,
        /// How many squares it describes.
        squares: usize,
    },
    /// A rank contains a character that is neither a digit 1–8 nor a piece letter.
    #[error("{}", crate::tr!("chess-fen-placement-char", rank = *.rank, q_text = crate::quote::quoted(.text), q_found = crate::quote::quoted_char(*.found)))]
    PlacementChar {
        /// The rank number.
        rank: u8,
        /// The rank's text.
        text: String,
        /// The character that is not allowed.
        found: char,
    },
    /// A rank has two digits in a row, e.g. `44`.
    #[error("{}", crate::tr!("chess-fen-adjacent-digits", rank = *.rank, q_text = crate::quote::quoted(.text)))]
    AdjacentDigits {
        /// The rank number.
        rank: u8,
        /// The rank's text.
        text: String,
    },
    /// The side to move is not `w` or `b`.
    #[error("{}", crate::tr!("chess-fen-side-to-move", q_text = crate::quote::quoted(.text)))]
    SideToMove {
        /// The field's text.
        text: String,
    },
    /// The castling field contains something other than `-` or `KQkq`.
    #[error("{}", crate::tr!("chess-fen-castling-char", q_text = crate::quote::quoted(.text), q_found = crate::quote::quoted_char(*.found)))]
    CastlingChar {
        /// The field's text.
        text: String,
        /// The character that is not allowed.
        found: char,
    },
    /// A castling right is written twice.
    #[error("{}", crate::tr!("chess-fen-castling-repeat", q_text = crate::quote::quoted(.text), q_found = crate::quote::quoted_char(*.found)))]
    CastlingRepeat {
        /// The field's text.
        text: String,
        /// The repeated letter.
        found: char,
    },
    /// A castling right lacks its king or rook on the home square.
    #[error("{}", crate::tr!("chess-fen-castling-pieces", q_text = crate::quote::quoted(.text), q_right = crate::quote::quoted_char(*.right), side = *.side, king = .king.to_string(), rook = .rook.to_string()))]
    CastlingPieces {
        /// The field's text.
        text: String,
        /// The right whose pieces are missing.
        right: char,
        /// The side the right belongs to (lower case in the message).
        side: &'static str,
        /// The king's home square.
        king: Square,
        /// The rook's home square.
        rook: Square,
    },
    /// The en-passant field is not `-` or a square name.
    #[error("{}", crate::tr!("chess-fen-en-passant-syntax", q_text = crate::quote::quoted(.text)))]
    EnPassantSyntax {
        /// The field's text.
        text: String,
    },
    /// The en-passant square is on the wrong rank for the side to move.
    #[error("{}", crate::tr!("chess-fen-en-passant-rank", q_text = crate::quote::quoted(.text), side = .side.said(), rank = *.rank))]
    EnPassantRank {
        /// The field's text.
        text: String,
        /// The side to move.
        side: Side,
        /// The rank it must be on (6 or 3).
        rank: u8,
    },
    /// No enemy pawn could just have double-pushed past the en-passant square.
    #[error("{}", crate::tr!("chess-fen-en-passant-pawn", q_text = crate::quote::quoted(.text), pawn_side = *.pawn_side, pawn = .pawn.to_string(), from = .from.to_string(), text = .text))]
    EnPassantPawn {
        /// The field's text.
        text: String,
        /// The colour of the pawn that must have moved (lower case).
        pawn_side: &'static str,
        /// Where that pawn must stand.
        pawn: Square,
        /// Where it came from, which must be empty.
        from: Square,
    },
    /// The side to move is in a check that the double push could not have given.
    #[error("{}", crate::tr!("chess-fen-en-passant-check", q_text = crate::quote::quoted(.text), side = .side.said(), checker = .checker.said(), square = .square.to_string()))]
    EnPassantCheck {
        /// The field's text.
        text: String,
        /// The side to move.
        side: Side,
        /// A checking piece other than the pushed pawn.
        checker: Piece,
        /// Where it stands.
        square: Square,
    },
    /// The halfmove clock is not a non-negative integer.
    #[error("{}", crate::tr!("chess-fen-halfmove-clock", q_text = crate::quote::quoted(.text)))]
    HalfmoveClock {
        /// The field's text.
        text: String,
    },
    /// The fullmove number is not an integer of at least 1.
    #[error("{}", crate::tr!("chess-fen-fullmove-number", q_text = crate::quote::quoted(.text)))]
    FullmoveNumber {
        /// The field's text.
        text: String,
    },
    /// A side has no king or more than one.
    #[error("{}", crate::tr!("chess-fen-king-count", q_placement = crate::quote::quoted(.placement), side = .side.said(), count = *.count))]
    KingCount {
        /// The placement field.
        placement: String,
        /// The side with the wrong number of kings.
        side: Side,
        /// How many kings it has.
        count: usize,
    },
    /// A pawn stands on rank 1 or 8.
    #[error("{}", crate::tr!("chess-fen-back-rank-pawn", piece = .piece.said(), letter = *.letter, square = .square.to_string()))]
    BackRankPawn {
        /// The pawn.
        piece: Piece,
        /// Its FEN letter.
        letter: char,
        /// Where it stands.
        square: Square,
    },
    /// A side has more than 8 pawns.
    #[error("{}", crate::tr!("chess-fen-too-many-pawns", q_placement = crate::quote::quoted(.placement), side = .side.said(), count = *.count))]
    TooManyPawns {
        /// The placement field.
        placement: String,
        /// The side.
        side: Side,
        /// How many pawns it has.
        count: usize,
    },
    /// A side has more than 16 pieces.
    #[error("{}", crate::tr!("chess-fen-too-many-pieces", q_placement = crate::quote::quoted(.placement), side = .side.said(), count = *.count))]
    TooManyPieces {
        /// The placement field.
        placement: String,
        /// The side.
        side: Side,
        /// How many pieces it has, king and pawns included.
        count: usize,
    },
    /// The side that just moved left its king in check.
    #[error("{}", crate::tr!("chess-fen-opponent-in-check", side = .side.said(), king = .king.to_string(), checker = .checker.said(), square = .square.to_string()))]
    OpponentInCheck {
        /// The side not to move.
        side: Side,
        /// Its king's square.
        king: Square,
        /// A piece giving check.
        checker: Piece,
        /// Where that piece stands.
        square: Square,
    },
    /// The side to move is in check from more than two pieces.
    #[error("{}", crate::tr!("chess-fen-too-many-checkers", side = .side.said(), king = .king.to_string(), count = *.count, list = .list))]
    TooManyCheckers {
        /// The side to move.
        side: Side,
        /// Its king's square.
        king: Square,
        /// How many pieces give check.
        count: usize,
        /// The checkers, e.g. `white rook on e8, white queen on a5`.
        list: String,
    },
    /// The side to move is in a double check no single move could give.
    #[error("{}", crate::tr!("chess-fen-impossible-check", side = .side.said(), king = .king.to_string(), list = .list, reason = .reason))]
    ImpossibleCheck {
        /// The side to move.
        side: Side,
        /// Its king's square.
        king: Square,
        /// The two checkers.
        list: String,
        /// Why no move could give this check.
        reason: String,
    },
    /// The `chess` crate refused a position our validator accepted (a bug on our side).
    #[error("{}", crate::tr!("chess-fen-refused", q_fen = crate::quote::quoted(.fen)))]
    Refused {
        /// The normalised FEN.
        fen: String,
    },
}
