//! [`PgnError`]: why a PGN or a move list was refused, with the line and
//! column (both 1-based, columns counted in characters) where the trouble
//! starts, and the offending text quoted short and escaped by
//! [`crate::quote`].

use crate::quote::quoted;

use crate::chess::fen::FenError;

/// A refused PGN: where, and why.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
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
    #[error("the game is longer than {limit} bytes, the most that is read")]
    TooLong {
        /// The limit.
        limit: usize,
    },
    /// The game has more moves than [`super::MAX_PLIES`].
    #[error("the game has more than {limit} moves (plies); no more are read")]
    TooManyMoves {
        /// The limit.
        limit: usize,
    },
    /// Variations nest deeper than [`super::MAX_NESTING`].
    #[error("variations nest more than {limit} deep")]
    TooDeep {
        /// The limit.
        limit: usize,
    },
    /// A `{` comment is never closed.
    #[error("the comment opened here is never closed with '}}'")]
    UnclosedComment,
    /// A `(` variation is never closed.
    #[error("the variation opened here is never closed with ')'")]
    UnclosedVariation,
    /// A `)` without its `(`.
    #[error("')' closes no variation")]
    StrayParen,
    /// A `"` string is never closed.
    #[error("the string opened here is never closed with '\"'")]
    UnclosedString,
    /// A tag pair that is not `[Name "value"]`.
    #[error("bad tag {q}; a tag is written [Name \"value\"]", q = quoted(.found))]
    BadTag {
        /// The text found.
        found: String,
    },
    /// A `[FEN "…"]` tag with a FEN our validation refuses.
    #[error("the FEN tag's position is invalid: {0}")]
    BadFen(FenError),
    /// A token that is neither a move, a move number, an annotation nor a
    /// result.
    #[error("{q} is not a move (SAN such as Nf3, or UCI such as g1f3)", q = quoted(.token))]
    NotAMove {
        /// The token.
        token: String,
    },
    /// A move no legal move fits.
    #[error("{q} is not a legal move for {side} in {q_fen}", q = quoted(.token), q_fen = quoted(.fen))]
    Illegal {
        /// The move as written.
        token: String,
        /// "White" or "Black".
        side: String,
        /// The position before it.
        fen: String,
    },
    /// A move several legal moves fit.
    #[error("{q} is ambiguous: it could be {}", .candidates.join(" or "), q = quoted(.token))]
    Ambiguous {
        /// The move as written.
        token: String,
        /// The legal moves it could be, in SAN.
        candidates: Vec<String>,
    },
    /// A character PGN has no use for.
    #[error("{q} has no meaning in PGN here", q = quoted(.found))]
    Unexpected {
        /// The text found.
        found: String,
    },
    /// The text has fewer games than the number asked for.
    #[error("there is no game {number}: the text has {games} {}", if *.games == 1 { "game" } else { "games" })]
    NoSuchGame {
        /// The game asked for, from 1.
        number: usize,
        /// The games the text has.
        games: usize,
    },
    /// Neither tags nor moves.
    #[error("there is no game here: no tags and no moves")]
    Empty,
}
