//! [`SessionFileError`]: why a session file was refused or not written.
//! Every message says what is wrong and, where it helps, quotes the input
//! short and escaped ([`crate::quote`]).

use crate::input::InputError;
use crate::quote::one_line;
use crate::search::{OptionRangeError, UnknownSetting};

use super::{FORMAT, MAX_FILE_BYTES, VERSION};

/// Characters of a message from elsewhere (a JSON parser, a FEN check) kept.
pub(super) const MESSAGE_CHARS: usize = 240;

/// Why a session file cannot be read, or cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum SessionFileError {
    /// The file could not be opened or read.
    #[error("cannot read it: {0}")]
    Read(#[source] std::io::Error),
    /// The file is larger than [`MAX_FILE_BYTES`].
    #[error(
        "it is larger than {} MiB, the most a session file may be; is it a session file?",
        MAX_FILE_BYTES >> 20
    )]
    TooLarge,
    /// The file is not UTF-8 text.
    #[error("it is not text (not UTF-8); a session file is JSON")]
    NotText,
    /// The JSON stops before it is complete.
    #[error("the JSON ends too soon (line {line}, column {column}): the file is cut off")]
    Truncated {
        /// Line where the text ended.
        line: usize,
        /// Column where the text ended.
        column: usize,
    },
    /// The text is not JSON, or a field has the wrong type or name.
    #[error("{0}")]
    Json(String),
    /// The `format` field names another format.
    #[error("it is not a gametree session: \"format\" is {found}, not \"{FORMAT}\"")]
    Format {
        /// The format found, quoted.
        found: String,
    },
    /// The version is one this build does not read.
    #[error(
        "it is session format version {found}; this gametree reads version {VERSION} (a newer gametree may have written it)"
    )]
    Version {
        /// The version found.
        found: u64,
    },
    /// None of `fen`, `tree` and `game` is given.
    #[error("it says none of \"fen\", \"tree\" and \"game\": there is nothing to search")]
    NothingSearched,
    /// More than one of `fen`, `tree` and `game` is given.
    #[error(
        "it gives more than one of \"fen\", \"tree\" and \"game\"; a session searches one of them"
    )]
    BothSearched,
    /// `game` names no game gametree has a `position` for.
    #[error(
        "\"game\" is {found}; it must be \"tictactoe\", \"connect4\" or \"pig\" (chess is given as \"fen\", a tree as \"tree\")"
    )]
    UnknownGame {
        /// The name found, quoted.
        found: String,
    },
    /// `game` without `position`.
    #[error("it gives \"game\" without \"position\", the position to search")]
    NoPosition,
    /// `position` without `game`.
    #[error("it gives \"position\" without \"game\", the game it is a position of")]
    PositionWithoutGame,
    /// The FEN or tree inside is invalid, or the options do not fit it.
    #[error("{}", one_line(&.0.to_string(), MESSAGE_CHARS))]
    Input(#[from] InputError),
    /// An option's text is not one gametree knows.
    #[error("options.{field}: {source}")]
    Setting {
        /// The field, e.g. `algo`.
        field: &'static str,
        /// What is wrong with it.
        source: UnknownSetting,
    },
    /// An option is out of its range (the command line's range for it).
    #[error("options.{0}")]
    Options(#[from] OptionRangeError),
    /// The cursor's step lies beyond the search's end.
    #[error("cursor.step {step} is beyond the end of this search, which has {total} steps")]
    Step {
        /// The step asked for.
        step: u64,
        /// The search's number of steps.
        total: u64,
    },
    /// The selected node is not in the tree at the cursor's step.
    #[error("cursor.selected {path} is not a node of the tree at step {step}")]
    Selected {
        /// The path, quoted.
        path: String,
        /// The cursor's step.
        step: u64,
    },
    /// A view number is out of range or not finite.
    #[error("view.{field} {value} is out of range; {rule}")]
    View {
        /// The field, e.g. `text_scale`.
        field: &'static str,
        /// The value given.
        value: f32,
        /// The allowed range.
        rule: &'static str,
    },
    /// The search refused the options for what the file searches (Star1
    /// without bounds, an algorithm that cannot average over chance), or
    /// refused to go on; its message says "internal error" only for a bug.
    #[error(transparent)]
    Session(#[from] crate::session::SessionError),
    /// The file could not be written; the previous file, if any, is unchanged.
    #[error("cannot write it: {0}; any previous file there is unchanged")]
    Write(#[source] std::io::Error),
}
