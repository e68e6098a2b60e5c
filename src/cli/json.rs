//! `--json`: the summary as one JSON object.

use crate::cli::CliError;
use crate::cli::summary::Summary;

/// The summary as one pretty-printed JSON object and a newline.
///
/// # Errors
/// [`CliError::Internal`] if serialisation fails (it cannot: every key is a string).
pub fn render(summary: &Summary) -> Result<String, CliError> {
    let mut text = serde_json::to_string_pretty(summary)
        .map_err(|_| CliError::Internal("the summary does not serialise to JSON"))?;
    text.push('\n');
    Ok(text)
}
