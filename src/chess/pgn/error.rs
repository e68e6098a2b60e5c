//! [`PgnError`]: why a PGN or a move list was refused, with the line and
//! column (both 1-based, columns counted in characters) where the trouble
//! starts, and the offending text quoted short and escaped by
//! [`crate::quote`].

use crate::quote::quoted;

use crate::chess::fen::FenError;

/// A refused PGN: where, and why.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}", crate::tr!("rules-pgn-at", line = *.line, column = *.column, kind = .kind.to_string()))]
pub struct PgnError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What is wrong there.
    pub kind: PgnErrorKind,
}

/// What is wrong in a refused PGN.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PgnErrorKind {
    /// The text is longer than [`super::MAX_PGN_BYTES`] (a file is
    /// read only to one byte past it, so its length is not known).
    #[error("{}", crate::tr!("rules-pgn-too-long", limit = *.limit))]
    TooLong {
        /// The limit.
        limit: usize,
    },
    /// The game has more moves than [`super::MAX_PLIES`].
    #[error("{}", crate::tr!("rules-pgn-too-many-moves", limit = *.limit))]
    TooManyMoves {
        /// The limit.
        limit: usize,
    },
    /// Variations nest deeper than [`super::MAX_NESTING`].
    #[error("{}", crate::tr!("rules-pgn-too-deep", limit = *.limit))]
    TooDeep {
        /// The limit.
        limit: usize,
    },
    /// A `{` comment is never closed.
    #[error("{}", crate::tr!("rules-pgn-unclosed-comment"))]
    UnclosedComment,
    /// A `(` variation is never closed.
    #[error("{}", crate::tr!("rules-pgn-unclosed-variation"))]
    UnclosedVariation,
    /// A `)` without its `(`.
    #[error("{}", crate::tr!("rules-pgn-stray-paren"))]
    StrayParen,
    /// A `"` string is never closed.
    #[error("{}", crate::tr!("rules-pgn-unclosed-string"))]
    UnclosedString,
    /// A tag pair that is not `[Name "value"]`.
    #[error("{}", crate::tr!("rules-pgn-bad-tag", found = quoted(.found)))]
    BadTag {
        /// The text found.
        found: String,
    },
    /// A `[FEN "…"]` tag with a FEN our validation refuses.
    #[error("{}", crate::tr!("rules-pgn-bad-fen", error = .0.to_string()))]
    BadFen(FenError),
    /// A token that is neither a move, a move number, an annotation nor a
    /// result.
    #[error("{}", crate::tr!("rules-pgn-not-a-move", token = quoted(.token)))]
    NotAMove {
        /// The token.
        token: String,
    },
    /// A move no legal move fits.
    #[error("{}", crate::tr!("rules-pgn-illegal", token = quoted(.token), side = .side, fen = quoted(.fen)))]
    Illegal {
        /// The move as written.
        token: String,
        /// "White" or "Black".
        side: String,
        /// The position before it.
        fen: String,
    },
    /// A move several legal moves fit.
    #[error("{}", crate::tr!("rules-pgn-ambiguous", token = quoted(.token), candidates = either(.candidates)))]
    Ambiguous {
        /// The move as written.
        token: String,
        /// The legal moves it could be, in SAN.
        candidates: Vec<String>,
    },
    /// A character PGN has no use for.
    #[error("{}", crate::tr!("rules-pgn-unexpected", found = quoted(.found)))]
    Unexpected {
        /// The text found.
        found: String,
    },
    /// The text has fewer games than the number asked for.
    #[error("{}", crate::tr!("rules-pgn-no-such-game", number = *.number, games = *.games))]
    NoSuchGame {
        /// The game asked for, from 1.
        number: usize,
        /// The games the text has.
        games: usize,
    },
    /// Neither tags nor moves.
    #[error("{}", crate::tr!("rules-pgn-empty"))]
    Empty,
}

/// The moves a move as written could be, as one alternative: `Nbd2 or
/// Nfd2` (each joined to the ones before it by the language's "or").
fn either(candidates: &[String]) -> String {
    let mut moves = candidates.iter();
    let first = moves.next().cloned().unwrap_or_default();
    moves.fold(first, |before, next| {
        crate::tr!("rules-pgn-or", before = before, next = next)
    })
}
