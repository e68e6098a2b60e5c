//! Files: the File menu, opening and saving session files (with the
//! in-window file dialog), and exporting the tree, the board, slides,
//! decks and worksheets (the dialog and the export itself).

pub(super) mod dialog;
pub(super) mod export;
pub(super) mod export_dialog;
pub(super) mod menu;
pub(super) mod session_io;
