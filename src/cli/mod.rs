//! `gametree analyze`: the command-line front end. It drives the same
//! [`crate::session::Session`] as the explorer to the end and prints it as
//! text, JSON, a Graphviz DOT file or a trace of every event, and writes the
//! tree, the board and slides as pictures ([`crate::export`]).
//!
//! Everything is computed before anything is printed, so a failure leaves
//! stdout empty and prints one `error: …` line on stderr.

pub mod args;
mod dot;
mod json;
mod labels;
mod pictures;
pub mod run;
mod text;
mod trace;

use std::ffi::OsString;
use std::path::PathBuf;

use clap::Parser as _;
use clap::error::ErrorKind;

pub use args::{AnalyzeArgs, Cli, Command};
pub use run::{Analysis, analyze};

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
    #[error("cannot write DOT file {}: {source}", path.display())]
    Dot {
        /// The path given to `--dot`.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// `--step` beyond the last step.
    #[error("--step {step} is beyond the end of the search ({last} steps)")]
    StepBeyondEnd {
        /// The step asked for.
        step: u64,
        /// The last step.
        last: u64,
    },
    /// A picture cannot be made or written.
    #[error(transparent)]
    Export(#[from] crate::export::ExportError),
    /// The search stopped without an outcome (a bug).
    #[error("internal error: {0}")]
    Internal(&'static str),
}

impl CliError {
    /// The process exit status for this error: 2 for bad input, 1 for bugs.
    #[must_use]
    pub fn exit_status(&self) -> u8 {
        match self {
            Self::Session(SessionError::Tree(_)) | Self::Internal(_) => EXIT_FAILURE,
            Self::Export(error) if !error.is_usage() => EXIT_FAILURE,
            Self::Usage(_)
            | Self::Input(_)
            | Self::Session(_)
            | Self::Dot { .. }
            | Self::StepBeyondEnd { .. }
            | Self::Export(_) => EXIT_USAGE,
        }
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

/// The first non-empty line of a clap message, without its `error: ` prefix;
/// a line that ends in `:` (a list follows) gets the list's first line.
fn first_line(message: &str) -> String {
    let mut lines = message
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty());
    let line = lines.next().unwrap_or("invalid command line");
    let line = line.strip_prefix("error: ").unwrap_or(line);
    match lines.next() {
        Some(next) if line.ends_with(':') => format!("{line} {next}"),
        _ => line.to_owned(),
    }
}

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
    fn no_subcommand_opens_the_window() {
        assert!(matches!(parse(["gametree"]), Ok(Request::Gui)));
        assert!(matches!(
            parse(["gametree", "--help"]),
            Ok(Request::Print(_))
        ));
    }

    #[test]
    fn a_missing_argument_is_named() {
        let error = parse(["gametree", "analyze", "--slides-at", "key"]).unwrap_err();
        let message = error.to_string();
        assert!(!message.contains('\n'), "{message}");
        assert!(message.contains("--slides <DIR>"), "{message}");
    }

    #[test]
    fn depth_zero_is_refused() {
        let error = parse(["gametree", "analyze", "--depth", "0"]).unwrap_err();
        assert!(error.to_string().contains("--depth"), "{error}");
    }
}
