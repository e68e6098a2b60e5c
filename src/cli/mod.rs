//! `gametree analyze`: the command-line front end. It drives the same
//! [`crate::session::Session`] as the explorer to the end and prints it as
//! text, JSON, a Graphviz DOT file or a trace of every event, and writes the
//! tree, the board and slides as pictures ([`crate::export`]).
//!
//! The search and the summary are computed before anything is printed, so
//! bad input leaves stdout empty and prints one `error: …` line on stderr;
//! `--trace` and `--dot` are then streamed as they are written.

pub(crate) mod args;
mod check;
mod check_args;
mod compare;
mod dot;
pub(crate) mod game;
mod help;
mod json;
mod labels;
pub mod language;
mod mcts_trace;
mod pictures;
mod refusal;
pub(crate) mod run;
pub(crate) mod summary;
mod text;
mod trace;
mod worksheet;
pub(crate) mod worksheet_args;

use std::ffi::OsString;
use std::path::PathBuf;

use clap::FromArgMatches as _;
use clap::error::ErrorKind;
use clap::parser::ValueSource;

pub use args::{AnalyzeArgs, Cli, Command, PanelChoice, WindowArgs};
pub use check::check_to;
pub use check_args::CheckArgs;
pub use language::asked_language;
pub use run::{Analysis, analyze, analyze_to};
pub use worksheet::worksheet_to;
pub use worksheet_args::WorksheetArgs;

use crate::input::InputError;
use crate::quote::quoted;
use crate::session::SessionError;
use crate::session_file::{EXTENSION, SessionFileError};
use crate::teach::worksheet::SheetError;

/// Exit status for bad input: a bad option, FEN, tree or output path.
pub const EXIT_USAGE: u8 = 2;

/// Exit status for an internal error (a bug) or a failed write to stdout.
pub const EXIT_FAILURE: u8 = 1;

/// Exit status of `gametree check` for a trace that leaves every algorithm
/// asked for (its report is on stdout).
pub const EXIT_DIVERGES: u8 = 1;

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
    #[error("{}", crate::tr!("cli-error-dot", path = quoted(&.path.display().to_string()), source = .source.to_string()))]
    Dot {
        /// The path given to `--dot`.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// A `--session` file was refused.
    #[error("{}", crate::tr!("cli-error-session-file", path = quoted(&.path.display().to_string()), source = .source.to_string()))]
    SessionFile {
        /// The path given to `--session`.
        path: PathBuf,
        /// Why it was refused.
        source: SessionFileError,
    },
    /// A `--save-session` file could not be written.
    #[error("{}", crate::tr!("cli-error-save-session", path = quoted(&.path.display().to_string()), source = .source.to_string()))]
    SaveSession {
        /// The path given to `--save-session`.
        path: PathBuf,
        /// What went wrong; any previous file there is unchanged.
        source: SessionFileError,
    },
    /// `--step` (or the session file's step) is beyond the search's end.
    #[error("{}", crate::tr!("cli-error-step", step = *.step, total = *.total))]
    Step {
        /// The step asked for.
        step: u64,
        /// The search's number of steps.
        total: u64,
    },
    /// `--from` is after the slides' last step (`--to`, else `--step`).
    #[error("{}", crate::tr!("cli-error-step-range", first = *.first, last = *.last))]
    StepRange {
        /// The first step asked for.
        first: u64,
        /// The last step.
        last: u64,
    },
    /// `gametree worksheet` cannot generate the tree asked for.
    #[error(transparent)]
    Generate(#[from] crate::textbook::generate::GenerateError),
    /// The worksheet's search could not be made.
    #[error(transparent)]
    Sheet(#[from] SheetError),
    /// A picture cannot be made or written.
    #[error(transparent)]
    Export(#[from] crate::export::ExportError),
    /// Standard output cannot be written (a closed pipe is not an error:
    /// see [`CliError::is_closed_pipe`]).
    #[error("{}", crate::tr!("cli-error-output", error = .0.to_string()))]
    Output(std::io::Error),
    /// `gametree check`: the trace cannot be read, or does not nest as a
    /// search's events do.
    #[error("{}: {error}", quoted(trace))]
    Trace {
        /// The trace's path as given (`-` for standard input).
        trace: String,
        /// The line and what is wrong with it.
        error: crate::check::TraceError,
    },
    /// The search stopped without an outcome (a bug).
    #[error("{}", crate::tr!("cli-error-internal", error = *.0))]
    Internal(&'static str),
}

impl CliError {
    /// The process exit status for this error: 2 for bad input, 1 for bugs.
    #[must_use]
    pub fn exit_status(&self) -> u8 {
        match self {
            Self::Session(SessionError::Tree(_) | SessionError::OutOfMemory(_))
            | Self::Sheet(SheetError::Session(
                SessionError::Tree(_) | SessionError::OutOfMemory(_),
            ))
            | Self::Internal(_)
            | Self::Output(_) => EXIT_FAILURE,
            Self::Export(error) if !error.is_usage() => EXIT_FAILURE,
            Self::Usage(_)
            | Self::Input(_)
            | Self::Session(_)
            | Self::Dot { .. }
            | Self::SessionFile { .. }
            | Self::SaveSession { .. }
            | Self::Step { .. }
            | Self::StepRange { .. }
            | Self::Generate(_)
            | Self::Sheet(_)
            | Self::Export(_)
            | Self::Trace { .. } => EXIT_USAGE,
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
    /// No subcommand: open the explorer window, on a session file
    /// (`gametree FILE.gametree`) if one is given, as `window` says.
    Window {
        /// The session file to open, if any.
        session: Option<PathBuf>,
        /// Size, lecture mode, side panels, frame inventory.
        window: WindowArgs,
    },
    /// `gametree analyze …`.
    Analyze(Box<AnalyzeArgs>),
    /// `gametree worksheet …`.
    Worksheet(Box<WorksheetArgs>),
    /// `gametree check …`.
    Check(Box<CheckArgs>),
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
    let args = language::lang_after_subcommand(args.into_iter().map(Into::into).collect());
    let parsed = help::command()
        .try_get_matches_from(args)
        .and_then(|matches| Ok((Cli::from_arg_matches(&matches)?, matches)));
    match parsed {
        Ok((
            Cli {
                command: None,
                session: None,
                window,
            },
            _,
        )) => Ok(Request::Window {
            session: None,
            window,
        }),
        Ok((
            Cli {
                command: None,
                session: Some(path),
                window,
            },
            _,
        )) => {
            // A typo of a subcommand (`gametree analyse`) is not a file to open.
            let is_session = path.extension().is_some_and(|ext| ext == EXTENSION) || path.is_file();
            if is_session {
                Ok(Request::Window {
                    session: Some(path),
                    window,
                })
            } else {
                Err(CliError::Usage(crate::tr!(
                    "cli-error-unknown-subcommand",
                    subcommand = quoted(&path.display().to_string()),
                    extension = EXTENSION
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
        Ok((
            Cli {
                command: Some(Command::Worksheet(args)),
                ..
            },
            _,
        )) => Ok(Request::Worksheet(Box::new(args))),
        Ok((
            Cli {
                command: Some(Command::Check(args)),
                ..
            },
            _,
        )) => Ok(Request::Check(Box::new(args))),
        Err(error) => match error.kind() {
            ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                Ok(Request::Print(error.to_string()))
            }
            _ => Err(CliError::Usage(refusal::refusal(&error))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::refusal::QUOTED_LINE_LIMIT;
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
        assert!(message.chars().count() <= QUOTED_LINE_LIMIT, "{message}");
        assert!(message.contains("(100000 characters)"), "{message}");
        assert_eq!(message.matches(&"x".repeat(60)).count(), 1, "{message}");
    }

    #[test]
    fn a_refused_value_is_quoted_once_and_its_reason_kept_whole() {
        let order = parse(["gametree", "analyze", "--order", "bar"])
            .unwrap_err()
            .to_string();
        assert_eq!(order.matches("bar").count(), 1, "{order}");
        assert!(order.starts_with("invalid value for --order"), "{order}");
        assert!(order.ends_with("random:<seed>"), "{order}");
        let depth = parse(["gametree", "analyze", "--depth", "x"])
            .unwrap_err()
            .to_string();
        assert_eq!(
            depth,
            "invalid value \"x\" for --depth <N>: invalid digit found in string"
        );
    }

    #[test]
    fn the_choices_clap_adds_stay_on_the_line() {
        let message = parse(["gametree", "worksheet", "--seed", "1", "--root", "chance"])
            .unwrap_err()
            .to_string();
        assert!(!message.contains('\\'), "{message}");
        assert!(
            message.ends_with("\"chance\" for '--root <PLAYER>' [possible values: max, min]"),
            "{message}"
        );
    }

    #[test]
    fn a_long_refused_choice_is_quoted_short_and_the_choices_still_follow() {
        let long = format!("ch\u{1b}[31m{}", "a".repeat(300));
        let message = parse([
            "gametree",
            "worksheet",
            "--seed",
            "1",
            "--root",
            long.as_str(),
        ])
        .unwrap_err()
        .to_string();
        assert!(message.contains("\"ch\\u{1b}[31maaa"), "{message}");
        assert!(message.contains("(307 characters)"), "{message}");
        assert!(
            message.ends_with("for '--root <PLAYER>' [possible values: max, min]"),
            "{message}"
        );
    }

    #[test]
    fn no_subcommand_opens_the_window() {
        assert!(matches!(
            parse(["gametree"]),
            Ok(Request::Window { session: None, .. })
        ));
        assert!(matches!(
            parse(["gametree", "--help"]),
            Ok(Request::Print(_))
        ));
    }

    #[test]
    fn a_file_alone_opens_the_window_on_it_and_given_flags_are_known() {
        assert!(matches!(
            parse(["gametree", "lecture.gametree"]),
            Ok(Request::Window { session: Some(path), .. }) if path == std::path::Path::new("lecture.gametree")
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
    fn the_window_flags_parse_and_refuse_a_subcommand() {
        let Ok(Request::Window { session, window }) = parse([
            "gametree",
            "talk.gametree",
            "--size",
            "1280x720",
            "--lecture",
            "--panels",
            "board,inspector",
            "--zoom",
            "120",
            "--frame-dump",
            "frame.json",
        ]) else {
            panic!("the window flags did not parse");
        };
        assert_eq!(
            session.as_deref(),
            Some(std::path::Path::new("talk.gametree"))
        );
        assert_eq!(
            window.size.map(|size| (size.width, size.height)),
            Some((1280, 720))
        );
        assert!(window.lecture);
        assert_eq!(
            window.panels,
            Some(vec![PanelChoice::Position, PanelChoice::Inspector])
        );
        assert_eq!(
            window.frame_dump.as_deref(),
            Some(std::path::Path::new("frame.json"))
        );
        assert_eq!(window.zoom, Some(120));
        assert!(parse(["gametree", "--zoom", "20"]).is_err());
        assert!(parse(["gametree", "--size", "wide"]).is_err());
        assert!(parse(["gametree", "--lecture", "analyze"]).is_err());
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
