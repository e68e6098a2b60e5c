//! The explorer window (behind the default-on `gui` feature): board, live
//! search tree, stepping controls, inspector and statistics over one session.

pub mod tree_view;

/// Opens the explorer window and blocks until it is closed.
///
/// # Errors
/// The windowing error, e.g. when there is no display.
pub fn run() -> Result<(), eframe::Error> {
    Ok(())
}
