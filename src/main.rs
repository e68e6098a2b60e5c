//! The `gametree` binary: the explorer window by default.

use std::process::ExitCode;

fn main() -> ExitCode {
    match gametree::app::run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
