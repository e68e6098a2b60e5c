//! `gametree analyze`: the command-line front end. It drives the same
//! [`crate::session::Session`] as the explorer to the end and prints it as
//! text, JSON, a Graphviz DOT file or a trace of every event.
//!
//! The search and the summary are computed before anything is printed, so
//! bad input leaves stdout empty and prints one `error: …` line on stderr;
//! `--trace` and `--dot` are then streamed as they are written.

pub mod args;
mod dot;
mod json;
mod labels;
pub mod run;
mod text;
mod trace;

use std::ffi::OsString;
use std::path::PathBuf;

use clap::Parser as _;
use clap::error::ErrorKind;

pub use args::{AnalyzeArgs, Cli, Command};
pub use run::{Analysis, analyze, analyze_to};

use crate::input::InputError;
use crate::session::SessionError;

/// Exit status for bad input: a bad option, FEN, tree or output path.
pub const EXIT_USAGE: u8 = 2;

/// Exit status for an internal error (a bug) or a failed write to stdout.
pub const EXIT_FAILURE: u8 = 1;

/// Why `gametree` cannot do what it was asked.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The command line does not parse (clap's message, first line only).
    #[error("{0}")]
    Usage(String),
    /// The FEN or tree is invalid, or the options do not fit it.
    #[error(transparent)]
    Input(#[from] InputError),
    /// The session refused the options, or its tree refused an event.
    #[error(transparent)]
    Session(#[from] SessionError),
    /// The DOT file cannot be written.
    #[error("cannot write DOT file {}: {source}", crate::quote::quoted(&path.display().to_string()))]
    Dot {
        /// The path given to `--dot`.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// Standard output cannot be written (a closed pipe is not an error:
    /// see [`CliError::is_closed_pipe`]).
    #[error("cannot write to stdout: {0}")]
    Output(std::io::Error),
    /// The search stopped without an outcome (a bug).
    #[error("internal error: {0}")]
    Internal(&'static str),
}

impl CliError {
    /// The process exit status for this error: 2 for bad input, 1 for bugs.
    #[must_use]
    pub fn exit_status(&self) -> u8 {
        match self {
            Self::Session(SessionError::Tree(_) | SessionError::OutOfMemory(_))
            | Self::Internal(_)
            | Self::Output(_) => EXIT_FAILURE,
            Self::Usage(_) | Self::Input(_) | Self::Session(_) | Self::Dot { .. } => EXIT_USAGE,
        }
    }
}

impl CliError {
    /// Whether this is a write to a closed pipe (`gametree analyze --trace |
    /// head`): the reader has all it wanted, so it is not worth an error.
    #[must_use]
    pub fn is_closed_pipe(&self) -> bool {
        matches!(self, Self::Output(error) if error.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Request {
    /// No subcommand: open the explorer window.
    Gui,
    /// `gametree analyze …`.
    Analyze(Box<AnalyzeArgs>),
    /// `--help` or `--version`: print this text and exit successfully.
    Print(String),
}

/// Parses the command line (program name first).
///
/// # Errors
/// [`CliError::Usage`] with clap's message, reduced to one line.
pub fn parse<I, T>(args: I) -> Result<Request, CliError>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    match Cli::try_parse_from(args) {
        Ok(Cli { command: None }) => Ok(Request::Gui),
        Ok(Cli {
            command: Some(Command::Analyze(args)),
        }) => Ok(Request::Analyze(Box::new(args))),
        Err(error) => match error.kind() {
            ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                Ok(Request::Print(error.to_string()))
            }
            _ => Err(CliError::Usage(first_line(&error.to_string()))),
        },
    }
}

/// The first paragraph of a clap message as one line, without its
/// `error: ` prefix: a newline inside a quoted value is escaped (clap ends
/// the paragraph with a blank line), so it cannot start a line of its own.
fn first_line(message: &str) -> String {
    let paragraph = message
        .split("\n\n")
        .map(str::trim)
        .find(|paragraph| !paragraph.is_empty())
        .unwrap_or("invalid command line");
    let paragraph = paragraph.strip_prefix("error: ").unwrap_or(paragraph);
    crate::quote::one_line(paragraph, CLAP_LINE_LIMIT)
}

/// The most characters of a clap message kept: the option's name and a
/// short stretch of the value it quotes.
const CLAP_LINE_LIMIT: usize = 120;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_errors_become_one_line() {
        let error = parse(["gametree", "analyze", "--bogus"]).unwrap_err();
        let message = error.to_string();
        assert!(!message.contains('\n'), "{message}");
        assert!(message.contains("--bogus"), "{message}");
        assert_eq!(error.exit_status(), EXIT_USAGE);
    }

    #[test]
    fn a_newline_in_a_value_stays_on_the_line() {
        let message = parse(["gametree", "analyze", "--order", "be\nerror: forged"])
            .unwrap_err()
            .to_string();
        assert!(!message.contains('\n'), "{message}");
        assert!(message.contains("be\\nerror: forged"), "{message}");
        let long = "x".repeat(100_000);
        let message = parse(["gametree", "analyze", "--algo", long.as_str()])
            .unwrap_err()
            .to_string();
        assert!(message.chars().count() <= CLAP_LINE_LIMIT + 1, "{message}");
    }

    #[test]
    fn no_subcommand_opens_the_window() {
        assert!(matches!(parse(["gametree"]), Ok(Request::Gui)));
        assert!(matches!(
            parse(["gametree", "--help"]),
            Ok(Request::Print(_))
        ));
    }

    #[test]
    fn depth_zero_is_refused() {
        let error = parse(["gametree", "analyze", "--depth", "0"]).unwrap_err();
        assert!(error.to_string().contains("--depth"), "{error}");
    }
}
