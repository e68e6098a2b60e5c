//! Reading a session file: only a regular file is opened (never waiting on
//! a named pipe), at most [`MAX_FILE_BYTES`] are read, whatever the file's
//! size, and a byte-order mark at the start is skipped; then the format and
//! version are checked before the fields, so a file of another kind or
//! version is named as such.

use std::io::Read;
use std::path::Path;

use serde::Deserialize;
use serde_json::error::Category;

use crate::quote::{one_line, quoted};
use crate::text_file::{open_regular, read_limited, without_bom};

use super::error::MESSAGE_CHARS;
use super::{FORMAT, MAX_FILE_BYTES, SessionFile, SessionFileError, VERSION};

/// Reads and parses the session file at `path` (not yet validated against
/// the search: see [`SessionFile::prepare`]).
///
/// # Errors
/// [`SessionFileError::Read`] (also for a path that is not a regular
/// file), [`SessionFileError::TooLarge`] (without reading more than the
/// limit), or any error of [`parse`].
pub fn load(path: &Path) -> Result<SessionFile, SessionFileError> {
    let file = open_regular(path).map_err(SessionFileError::Read)?;
    if file
        .metadata()
        .is_ok_and(|metadata| metadata.len() > MAX_FILE_BYTES)
    {
        return Err(SessionFileError::TooLarge);
    }
    parse(&read_bounded(file)?)
}

/// Reads `reader` to its end as UTF-8 text, refusing it once it passes
/// [`MAX_FILE_BYTES`] (so an endless or huge input stops there).
///
/// # Errors
/// [`SessionFileError::Read`], [`SessionFileError::TooLarge`] or
/// [`SessionFileError::NotText`].
pub fn read_bounded(reader: impl Read) -> Result<String, SessionFileError> {
    let bytes = read_limited(reader, MAX_FILE_BYTES).map_err(SessionFileError::Read)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(SessionFileError::TooLarge);
    }
    String::from_utf8(bytes).map_err(|_| SessionFileError::NotText)
}

/// The two fields that say what a file is; everything else is skipped.
#[derive(Deserialize)]
struct Header {
    format: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
}

/// Parses a session file's text (after a byte-order mark, if it starts with
/// one): complete JSON, the right format and version, and only known fields
/// of the right types.
///
/// # Errors
/// [`SessionFileError::Truncated`], [`SessionFileError::Json`],
/// [`SessionFileError::Format`] or [`SessionFileError::Version`].
pub fn parse(text: &str) -> Result<SessionFile, SessionFileError> {
    let text = without_bom(text);
    let header: Header = serde_json::from_str(text).map_err(|error| json_error(&error))?;
    match &header.format {
        Some(serde_json::Value::String(format)) if format == FORMAT => {}
        Some(serde_json::Value::String(format)) => {
            return Err(SessionFileError::Format {
                found: quoted(format),
            });
        }
        Some(other) => {
            return Err(SessionFileError::Format {
                found: quoted(&other.to_string()),
            });
        }
        None => return Err(SessionFileError::NoFormat),
    }
    match header.version.as_ref().map(serde_json::Value::as_u64) {
        Some(Some(version)) if version == u64::from(VERSION) => {}
        Some(Some(found)) => return Err(SessionFileError::Version { found }),
        Some(None) | None => {
            return Err(SessionFileError::Json(crate::tr!(
                "session-file-no-version"
            )));
        }
    }
    serde_json::from_str(text).map_err(|error| json_error(&error))
}

/// A JSON parser's error as a session-file error, its message escaped and
/// kept short (it may quote the file).
fn json_error(error: &serde_json::Error) -> SessionFileError {
    let (line, column) = (error.line(), error.column());
    let whole = error.to_string();
    // The parser's words end with the place, given apart.
    let place = format!(" at line {line} column {column}");
    let detail = whole.strip_suffix(&place).filter(|_| line > 0);
    match (error.classify(), detail) {
        (Category::Eof, _) => SessionFileError::Truncated { line, column },
        (category, Some(detail)) => SessionFileError::JsonAt {
            syntax: category == Category::Syntax,
            detail: detail.to_owned(),
            line,
            column,
        },
        (Category::Syntax, None) => SessionFileError::Json(crate::tr!(
            "session-file-not-json",
            message = one_line(&whole, MESSAGE_CHARS)
        )),
        (Category::Data | Category::Io, None) => {
            SessionFileError::Json(one_line(&whole, MESSAGE_CHARS))
        }
    }
}
