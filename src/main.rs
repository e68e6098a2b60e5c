//! The `gametree` binary: the explorer window by default, or
//! `gametree analyze …`, `gametree worksheet …` and `gametree check …` on
//! the command line.

use std::io::Write as _;
use std::process::ExitCode;

use gametree::cli::{self, CliError, EXIT_FAILURE, Request};

fn main() -> ExitCode {
    // The system's language until `--lang` or the window's own choice says
    // otherwise; English when there is no catalog for it.
    if let Some(lang) = gametree::i18n::system_language() {
        gametree::i18n::set_process_language(lang);
    }
    // `--lang` wins over the system, before anything is said.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    match cli::asked_language(&args) {
        Ok(Some(lang)) => gametree::i18n::set_process_language(lang),
        Ok(None) => {}
        Err(error) => return fail(&error),
    }
    match cli::parse(args) {
        Ok(Request::Print(text)) => print(&text),
        Ok(Request::Window { session, window }) => gui(session, window),
        Ok(Request::Analyze(args)) => streamed(|out| cli::analyze_to(&args, out)),
        Ok(Request::Worksheet(args)) => streamed(|out| cli::worksheet_to(&args, out)),
        Ok(Request::Check(args)) => checked(&args),
        Err(error) => fail(&error),
    }
}

/// Runs a subcommand that writes to buffered stdout; a closed pipe is not
/// an error (the reader has what it wanted).
fn streamed(
    run: impl FnOnce(&mut std::io::BufWriter<std::io::StdoutLock<'static>>) -> Result<(), CliError>,
) -> ExitCode {
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    match run(&mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.is_closed_pipe() => ExitCode::SUCCESS,
        Err(error) => fail(&error),
    }
}

/// Runs `gametree check`: exit status 0 for a correct search, 1 for one
/// that diverges (its report on stdout either way), 2 for a trace that
/// cannot be read.
fn checked(args: &cli::CheckArgs) -> ExitCode {
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    match cli::check_to(args, &mut stdout) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(cli::EXIT_DIVERGES),
        Err(error) if error.is_closed_pipe() => ExitCode::SUCCESS,
        Err(error) => fail(&error),
    }
}

/// Writes `text` to stdout; a closed pipe is not worth a panic.
fn print(text: &str) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            let message = gametree::tr!("cli-error-output", error = error.to_string());
            eprintln!("{}", gametree::tr!("cli-error-line", message = message));
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

fn fail(error: &CliError) -> ExitCode {
    eprintln!(
        "{}",
        gametree::tr!("cli-error-line", message = error.to_string())
    );
    ExitCode::from(error.exit_status())
}

#[cfg(feature = "gui")]
#[expect(
    clippy::cast_precision_loss,
    reason = "a window side is at most 8192 points (PictureSize), exact in f32"
)]
fn gui(session: Option<std::path::PathBuf>, window: cli::WindowArgs) -> ExitCode {
    let panels = window.panels.map(|choices| gametree::app::SidePanels {
        position: choices.contains(&cli::PanelChoice::Position),
        inspector: choices.contains(&cli::PanelChoice::Inspector),
    });
    let options = gametree::app::WindowOptions {
        size: window
            .size
            .map(|size| [size.width as f32, size.height as f32]),
        lecture: window.lecture,
        panels,
        zoom: window.zoom.map(|percent| f32::from(percent) / 100.0),
        frame_dump: window.frame_dump,
        lang: window.lang,
    };
    match gametree::app::run(session, options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!(
                "{}",
                gametree::tr!("cli-error-line", message = error.to_string())
            );
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn gui(_session: Option<std::path::PathBuf>, _window: cli::WindowArgs) -> ExitCode {
    let message = gametree::tr!("cli-error-no-gui");
    eprintln!("{}", gametree::tr!("cli-error-line", message = message));
    ExitCode::from(cli::EXIT_USAGE)
}
