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

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{CommandFactory as _, FromArgMatches as _};

pub use args::{AnalyzeArgs, Cli, Command};
pub use run::{Analysis, analyze};

use crate::input::InputError;
use crate::quote::quote;
use crate::session::SessionError;
use crate::session_file::{EXTENSION, SessionFileError};

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
    /// A `--session` file was refused.
    #[error("session file {}: {source}", quote(&path.display().to_string()))]
    SessionFile {
        /// The path given to `--session`.
        path: PathBuf,
        /// Why it was refused.
        source: SessionFileError,
    },
    /// A `--save-session` file could not be written.
    #[error("cannot save the session to {}: {source}", quote(&path.display().to_string()))]
    SaveSession {
        /// The path given to `--save-session`.
        path: PathBuf,
        /// What went wrong; any previous file there is unchanged.
        source: SessionFileError,
    },
    /// `--step` (or the session file's step) is beyond the search's end.
    #[error("step {step} is beyond the end of this search, which has {total} steps")]
    Step {
        /// The step asked for.
        step: u64,
        /// The search's number of steps.
        total: u64,
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
            | Self::SessionFile { .. }
            | Self::SaveSession { .. }
            | Self::Step { .. }
            | Self::Export(_) => EXIT_USAGE,
        }
    }
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub enum Request {
    /// No subcommand: open the explorer window.
    Gui,
    /// `gametree FILE.gametree`: open the explorer window on a session file.
    OpenSession(PathBuf),
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
    let parsed = Cli::command()
        .try_get_matches_from(args)
        .and_then(|matches| Ok((Cli::from_arg_matches(&matches)?, matches)));
    match parsed {
        Ok((
            Cli {
                command: None,
                session: None,
            },
            _,
        )) => Ok(Request::Gui),
        Ok((
            Cli {
                command: None,
                session: Some(path),
            },
            _,
        )) => {
            // A typo of a subcommand (`gametree analyse`) is not a file to open.
            let is_session = path.extension().is_some_and(|ext| ext == EXTENSION) || path.is_file();
            if is_session {
                Ok(Request::OpenSession(path))
            } else {
                Err(CliError::Usage(format!(
                    "unrecognized subcommand {}: the subcommand is analyze, and a session file to open ends in .{EXTENSION}",
                    quote(&path.display().to_string())
                )))
            }
        }
        Ok((
            Cli {
                command: Some(Command::Analyze(mut args)),
                ..
            },
            matches,
        )) => {
            if let Some(("analyze", sub)) = matches.subcommand() {
                args.given = sub
                    .ids()
                    .filter(|id| sub.value_source(id.as_str()) == Some(ValueSource::CommandLine))
                    .map(|id| id.as_str().to_owned())
                    .collect();
            }
            Ok(Request::Analyze(Box::new(args)))
        }
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
    fn a_file_alone_opens_the_window_on_it_and_given_flags_are_known() {
        assert!(matches!(
            parse(["gametree", "lecture.gametree"]),
            Ok(Request::OpenSession(path)) if path == std::path::Path::new("lecture.gametree")
        ));
        let Ok(Request::Analyze(args)) =
            parse(["gametree", "analyze", "--depth", "2", "--algo", "alphabeta"])
        else {
            panic!("analyze did not parse");
        };
        assert!(args.given("depth") && args.given("algo"));
        let typo = parse(["gametree", "analyse"]).unwrap_err();
        assert!(typo.to_string().contains("\"analyse\""), "{typo}");
        assert!(!args.given("order") && !args.given("eval"));
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
