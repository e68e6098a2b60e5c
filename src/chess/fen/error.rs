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
    #[error(
        "position {q_fen} has {count} field{s}; a FEN needs 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number), or 4 when both counters are omitted", q_fen = crate::quote::quoted(.fen), s = if *.count == 1 { "" } else { "s" })]
    FieldCount {
        /// The trimmed input.
        fen: String,
        /// How many fields it has.
        count: usize,
    },
    /// The placement does not have exactly 8 ranks.
    #[error("placement {q_text} has {count} ranks; a board has exactly 8, separated by '/'", q_text = crate::quote::quoted(.text))]
    RankCount {
        /// The placement field.
        text: String,
        /// How many ranks it describes.
        count: usize,
    },
    /// A rank describes more or fewer than 8 squares.
    #[error(
        "rank {rank} {q_text} describes {squares} squares; each rank must describe exactly 8", q_text = crate::quote::quoted(.text))]
    RankWidth {
        /// The rank number (8 for the first rank written).
        rank: u8,
        /// The rank's text.
        text: String,
        /// How many squares it describes.
        squares: usize,
    },
    /// A rank contains a character that is neither a digit 1–8 nor a piece letter.
    #[error(
        "rank {rank} {q_text} contains {q_found}; only the digits 1-8 and the pieces pnbrqkPNBRQK are allowed", q_text = crate::quote::quoted(.text), q_found = crate::quote::quoted_char(*.found))]
    PlacementChar {
        /// The rank number.
        rank: u8,
        /// The rank's text.
        text: String,
        /// The character that is not allowed.
        found: char,
    },
    /// A rank has two digits in a row, e.g. `44`.
    #[error(
        "rank {rank} {q_text} has two digits in a row; a run of empty squares is written as one digit", q_text = crate::quote::quoted(.text))]
    AdjacentDigits {
        /// The rank number.
        rank: u8,
        /// The rank's text.
        text: String,
    },
    /// The side to move is not `w` or `b`.
    #[error("side to move {q_text} is not allowed; it must be \"w\" or \"b\"", q_text = crate::quote::quoted(.text))]
    SideToMove {
        /// The field's text.
        text: String,
    },
    /// The castling field contains something other than `-` or `KQkq`.
    #[error("castling {q_text} contains {q_found}; it must be \"-\" or some of the letters KQkq", q_text = crate::quote::quoted(.text), q_found = crate::quote::quoted_char(*.found))]
    CastlingChar {
        /// The field's text.
        text: String,
        /// The character that is not allowed.
        found: char,
    },
    /// A castling right is written twice.
    #[error("castling {q_text} repeats {q_found}; each right may appear at most once", q_text = crate::quote::quoted(.text), q_found = crate::quote::quoted_char(*.found))]
    CastlingRepeat {
        /// The field's text.
        text: String,
        /// The repeated letter.
        found: char,
    },
    /// A castling right lacks its king or rook on the home square.
    #[error(
        "castling {q_text} grants {q_right}, which needs the {side} king on {king} and the {side} rook on {rook}", q_text = crate::quote::quoted(.text), q_right = crate::quote::quoted_char(*.right))]
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
    #[error("en passant {q_text} is not a square; it must be \"-\" or a square such as e3 or d6", q_text = crate::quote::quoted(.text))]
    EnPassantSyntax {
        /// The field's text.
        text: String,
    },
    /// The en-passant square is on the wrong rank for the side to move.
    #[error(
        "en passant {q_text} is on the wrong rank; with {side} to move it must be on rank {rank}", q_text = crate::quote::quoted(.text))]
    EnPassantRank {
        /// The field's text.
        text: String,
        /// The side to move.
        side: Side,
        /// The rank it must be on (6 or 3).
        rank: u8,
    },
    /// No enemy pawn could just have double-pushed past the en-passant square.
    #[error(
        "en passant {q_text} needs a {pawn_side} pawn on {pawn} that has just moved two squares from {from}, and {text} and {from} empty", q_text = crate::quote::quoted(.text))]
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
    #[error(
        "en passant {q_text} is set, but {side} is in check from the {checker} on {square}; after a double pawn push only that pawn can give check here", q_text = crate::quote::quoted(.text))]
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
    #[error("halfmove clock {q_text} must be a non-negative integer no larger than 4294967295", q_text = crate::quote::quoted(.text))]
    HalfmoveClock {
        /// The field's text.
        text: String,
    },
    /// The fullmove number is not an integer of at least 1.
    #[error("fullmove number {q_text} must be an integer from 1 to 4294967295", q_text = crate::quote::quoted(.text))]
    FullmoveNumber {
        /// The field's text.
        text: String,
    },
    /// A side has no king or more than one.
    #[error(
        "position {q_placement}: {side} has {count} kings; each side must have exactly one king", q_placement = crate::quote::quoted(.placement))]
    KingCount {
        /// The placement field.
        placement: String,
        /// The side with the wrong number of kings.
        side: Side,
        /// How many kings it has.
        count: usize,
    },
    /// A pawn stands on rank 1 or 8.
    #[error(
        "position: the {piece} \"{letter}\" on {square} stands on a back rank; pawns may not stand on rank 1 or 8"
    )]
    BackRankPawn {
        /// The pawn.
        piece: Piece,
        /// Its FEN letter.
        letter: char,
        /// Where it stands.
        square: Square,
    },
    /// A side has more than 8 pawns.
    #[error("position {q_placement}: {side} has {count} pawns; a side has at most 8", q_placement = crate::quote::quoted(.placement))]
    TooManyPawns {
        /// The placement field.
        placement: String,
        /// The side.
        side: Side,
        /// How many pawns it has.
        count: usize,
    },
    /// A side has more than 16 pieces.
    #[error("position {q_placement}: {side} has {count} pieces; a side has at most 16", q_placement = crate::quote::quoted(.placement))]
    TooManyPieces {
        /// The placement field.
        placement: String,
        /// The side.
        side: Side,
        /// How many pieces it has, king and pawns included.
        count: usize,
    },
    /// The side that just moved left its king in check.
    #[error(
        "position: {side} is not to move but its king on {king} is in check from the {checker} on {square}; the side that just moved cannot have left its king in check"
    )]
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
    #[error(
        "position: {side}'s king on {king} is in check from {count} pieces ({list}); no single move gives more than a double check"
    )]
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
    #[error("position: {side}'s king on {king} is in check from {list}; {reason}")]
    ImpossibleCheck {
        /// The side to move.
        side: Side,
        /// Its king's square.
        king: Square,
        /// The two checkers.
        list: String,
        /// Why no move could give this check.
        reason: &'static str,
    },
    /// The `chess` crate refused a position our validator accepted (a bug on our side).
    #[error("position {q_fen} was refused by the move generator after passing our checks", q_fen = crate::quote::quoted(.fen))]
    Refused {
        /// The normalised FEN.
        fen: String,
    },
}
