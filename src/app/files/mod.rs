//! Files: the File menu, opening and saving session files (with the
//! in-window file dialog), and exporting the tree, the board, slides,
//! decks and worksheets (the dialog and the export itself).

pub(super) mod dialog;
pub(super) mod export;
pub(super) mod export_dialog;
pub(super) mod menu;
pub(super) mod session_io;
pub(super) mod trace_io;

use std::path::PathBuf;

/// The files' state in [`App`](super::App).
#[derive(Default)]
pub(super) struct Files {
    /// The session file opened or saved last: where Save writes.
    pub(super) file: Option<PathBuf>,
    /// The Open… / Save as… window.
    pub(super) dialog: dialog::FileDialog,
    /// File → Export's dialog.
    pub(super) export: export_dialog::ExportDialog,
    /// A session file whose search runs to its step on the worker.
    pub(super) opening: Option<session_io::Opening>,
    /// The student's trace the session shows, with what the check found.
    pub(super) trace: Option<trace_io::OpenTrace>,
}
