//! [`SessionFileError`]: why a session file was refused or not written.
//! Every message says what is wrong and, where it helps, quotes the input
//! short and escaped ([`crate::quote`]).

use crate::input::InputError;
use crate::quote::one_line;
use crate::search::{OptionRangeError, UnknownSetting};

use super::{FORMAT, MAX_FILE_BYTES, VERSION};

/// The range a view number must lie in.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ViewRule {
    /// The text scale: 0.8 to 2.0.
    #[error("{}", crate::tr!("errs-view-text-scale"))]
    TextScale,
    /// A zoom origin: within ±1e9.
    #[error("{}", crate::tr!("errs-view-origin"))]
    Origin,
    /// A zoom scale: above 0, at most 1e6.
    #[error("{}", crate::tr!("errs-view-scale"))]
    Scale,
}

/// A JSON parser's complaint at `line` and `column`: in English its own
/// words (`… at line 3 column 7`, after "it is not valid JSON: " for a
/// `syntax` error), cut short; in another language the catalog's
/// sentence around them.
fn json_at(syntax: bool, detail: &str, line: usize, column: usize) -> String {
    if crate::i18n::current() == crate::i18n::Lang::ENGLISH {
        let message = one_line(
            &format!("{detail} at line {line} column {column}"),
            MESSAGE_CHARS,
        );
        return if syntax {
            crate::tr!("session-file-not-json", message = message)
        } else {
            message
        };
    }
    let detail = one_line(detail, MESSAGE_CHARS);
    if syntax {
        crate::tr!(
            "errs-session-not-json",
            line = line,
            column = column,
            detail = detail
        )
    } else {
        crate::tr!(
            "errs-session-json-fields",
            line = line,
            column = column,
            detail = detail
        )
    }
}

/// Characters of a message from elsewhere (a JSON parser, a FEN check) kept.
pub(super) const MESSAGE_CHARS: usize = 240;

/// Why a session file cannot be read, or cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum SessionFileError {
    /// The file could not be opened or read.
    #[error("{}", crate::tr!("session-file-read", field0 = crate::text_file::reason(.0)))]
    Read(#[source] std::io::Error),
    /// The file is larger than [`MAX_FILE_BYTES`].
    #[error("{}", crate::tr!("session-file-too-large", mebibytes = MAX_FILE_BYTES >> 20))]
    TooLarge,
    /// The file is not UTF-8 text.
    #[error("{}", crate::tr!("session-file-not-text"))]
    NotText,
    /// The JSON stops before it is complete.
    #[error("{}", crate::tr!("session-file-truncated", line = *.line, column = *.column))]
    Truncated {
        /// Line where the text ended.
        line: usize,
        /// Column where the text ended.
        column: usize,
    },
    /// The text is not JSON, or a field has the wrong type or name.
    #[error("{0}")]
    Json(String),
    /// The text is not JSON (`syntax`), or a field has the wrong type or
    /// name, at a line and column: the parser's words, in a sentence of
    /// the language.
    #[error("{}", json_at(*.syntax, .detail, *.line, *.column))]
    JsonAt {
        /// Whether the text is not JSON at all.
        syntax: bool,
        /// What the JSON parser says is wrong (without the place).
        detail: String,
        /// The line.
        line: usize,
        /// The column.
        column: usize,
    },
    /// There is no `format` field.
    #[error("{}", crate::tr!("errs-session-no-format", format = FORMAT))]
    NoFormat,
    /// The `format` field names another format.
    #[error("{}", crate::tr!("session-file-format", found = .found, format = FORMAT))]
    Format {
        /// The format found, quoted.
        found: String,
    },
    /// The version is one this build does not read.
    #[error("{}", crate::tr!("session-file-version", found = *.found, version = VERSION))]
    Version {
        /// The version found.
        found: u64,
    },
    /// None of `fen`, `tree` and `game` is given.
    #[error("{}", crate::tr!("session-file-nothing-searched"))]
    NothingSearched,
    /// More than one of `fen`, `tree` and `game` is given.
    #[error("{}", crate::tr!("session-file-both-searched"))]
    BothSearched,
    /// `game` names no game gametree has a `position` for.
    #[error("{}", crate::tr!("session-file-unknown-game", found = .found))]
    UnknownGame {
        /// The name found, quoted.
        found: String,
    },
    /// `game` without `position`.
    #[error("{}", crate::tr!("session-file-no-position"))]
    NoPosition,
    /// `position` without `game`.
    #[error("{}", crate::tr!("session-file-position-without-game"))]
    PositionWithoutGame,
    /// The FEN or tree inside is invalid, or the options do not fit it.
    #[error("{}", one_line(&.0.to_string(), MESSAGE_CHARS))]
    Input(#[from] InputError),
    /// An option's text is not one gametree knows.
    #[error("{}", crate::tr!("session-file-setting", field = .field.to_string(), source = .source.to_string()))]
    Setting {
        /// The field, e.g. `algo`.
        field: &'static str,
        /// What is wrong with it.
        source: UnknownSetting,
    },
    /// An option is out of its range (the command line's range for it).
    #[error("{}", crate::tr!("session-file-options", field0 = .0.to_string()))]
    Options(#[from] OptionRangeError),
    /// The cursor's step lies beyond the search's end.
    #[error("{}", crate::tr!("session-file-step", step = *.step, total = *.total))]
    Step {
        /// The step asked for.
        step: u64,
        /// The search's number of steps.
        total: u64,
    },
    /// The selected node is not in the tree at the cursor's step.
    #[error("{}", crate::tr!("session-file-selected", path = .path, step = *.step))]
    Selected {
        /// The path, quoted.
        path: String,
        /// The cursor's step.
        step: u64,
    },
    /// A view number is out of range or not finite.
    #[error("{}", crate::tr!("session-file-view", field = .field.to_string(), value = .value.to_string(), rule = .rule.to_string()))]
    View {
        /// The field, e.g. `text_scale`.
        field: &'static str,
        /// The value given.
        value: f32,
        /// The allowed range.
        rule: ViewRule,
    },
    /// The search refused the options for what the file searches (Star1
    /// without bounds, an algorithm that cannot average over chance), or
    /// refused to go on; its message says "internal error" only for a bug.
    #[error(transparent)]
    Session(#[from] crate::session::SessionError),
    /// The file could not be written; the previous file, if any, is unchanged.
    #[error("{}", crate::tr!("session-file-write", field0 = crate::text_file::reason(.0)))]
    Write(#[source] std::io::Error),
}
