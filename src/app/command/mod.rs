//! `Command`: everything a widget or a key can ask for. Panels push commands
//! while drawing; the app applies them after drawing, so no panel changes the
//! session halfway through a frame.
//!
//! A command is nested by the room of the window that carries it out: the
//! run, the node inspected, what is searched, the board, the view, files.
//! This module imports nothing else of the window: the types its commands
//! carry live here, in [`view`] and [`files`].

mod files;
mod view;

use petgraph::graph::NodeIndex;

use crate::chess::EvalKind;
use crate::input::GameKind;
use crate::search::SearchOptions;
use crate::session::Motion;

pub use files::{ExportKind, ExportRequest, FilesCommand, Format};
pub use view::{SidePanel, Theme, ViewCommand};

/// One request from the user.
#[derive(Clone, PartialEq, Debug)]
pub enum Command {
    /// Stop opening a file, a long run or playing; with nothing running,
    /// follow the search again.
    Cancel,
    /// Move through the search.
    Run(RunCommand),
    /// Pick a node to inspect.
    Inspect(InspectCommand),
    /// Change what is searched or how, undoably; the search is rebuilt.
    Setup(SetupCommand),
    /// Something done on the chess board.
    Board(BoardCommand),
    /// Change a setting or what is shown, never the session.
    View(ViewCommand),
    /// Open, save or export.
    Files(FilesCommand),
}

impl Command {
    /// Whether the window applies this command while the worker holds the
    /// session: Cancel, and every [`ViewCommand`] (they leave the session
    /// alone). Any other command is dropped meanwhile.
    #[must_use]
    pub fn allowed_while_away(&self) -> bool {
        matches!(self, Self::Cancel | Self::View(_))
    }
}

/// Moving through the search.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum RunCommand {
    /// Start a motion (step, back, next node, …), pursued over frames.
    Go(Motion),
    /// Jump to a step (the timeline slider).
    Seek(u64),
    /// Start or pause playing.
    TogglePlay,
    /// Go on with the motion the quiz halted (one step if none was).
    Resume,
}

/// Picking the node the board and the inspector show.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InspectCommand {
    /// Inspect a node of the tree shown.
    Select(NodeIndex),
    /// Show the next (or, if not `forward`, the previous) position of the
    /// principal variation on the board.
    StepPv {
        /// Along the line (▶) rather than back (◀).
        forward: bool,
    },
}

/// Changing what is searched or how: the search is rebuilt and re-run to
/// the same place, and the change can be undone.
#[derive(Clone, PartialEq, Debug)]
pub enum SetupCommand {
    /// Search a new position of game `kind`, written as `text` (a FEN, a
    /// nested list, 9 tic-tac-toe characters, Connect Four columns).
    Load {
        /// The game.
        kind: GameKind,
        /// The position's text.
        text: String,
    },
    /// Change the search options; the search is re-run to the same place.
    SetOptions(SearchOptions),
    /// Change the evaluation; the search is re-run to the same place.
    SetEval(EvalKind),
    /// Give textbook leaf `state` a new value and search the tree again.
    EditLeaf {
        /// The leaf, as a node of the textbook tree.
        state: u32,
        /// Its new value (MAX's view).
        value: crate::game::Score,
    },
    /// Undo the last option, evaluation or position change (while the
    /// board editor is open: its last edit).
    Undo,
    /// Redo the change undone last.
    Redo,
}

/// What the chess board asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BoardCommand {
    /// Show a message in the status line (a move refused on the board).
    Say(String),
    /// Go back one move played on the board.
    PlayedBack,
    /// Go forward one move played on the board.
    PlayedForward,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_harmless_commands_pass_while_the_worker_runs() {
        assert!(Command::Cancel.allowed_while_away());
        assert!(Command::View(ViewCommand::ToggleLecture).allowed_while_away());
        assert!(Command::View(ViewCommand::ToggleFullscreen).allowed_while_away());
        assert!(
            Command::View(ViewCommand::ToggleSidePanel(SidePanel::Position)).allowed_while_away()
        );
        assert!(!Command::Run(RunCommand::Go(Motion::Step)).allowed_while_away());
        assert!(!Command::Run(RunCommand::Seek(3)).allowed_while_away());
        assert!(
            !Command::Setup(SetupCommand::Load {
                kind: GameKind::Chess,
                text: String::new(),
            })
            .allowed_while_away()
        );
    }
}
