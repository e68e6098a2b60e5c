//! `Command`: everything a widget or a key can ask for. Panels push commands
//! while drawing; the app applies them after drawing, so no panel changes the
//! session halfway through a frame.

use std::path::PathBuf;

use petgraph::graph::NodeIndex;

use crate::chess::EvalKind;
use crate::input::GameKind;
use crate::search::SearchOptions;
use crate::session::Motion;

use super::export_dialog::{ExportKind, ExportRequest};
use super::panels::SidePanel;
use super::settings::Theme;

/// One request from the user.
#[derive(Clone, PartialEq, Debug)]
pub enum Command {
    /// Start a motion (step, back, next node, …), pursued over frames.
    Go(Motion),
    /// Jump to a step (the timeline slider).
    Seek(u64),
    /// Start or pause playing.
    TogglePlay,
    /// Stop a long run or playing; with nothing running, follow the search again.
    Cancel,
    /// Inspect a node of the tree shown.
    Select(NodeIndex),
    /// Search a new position of game `kind`, written as `text` (a FEN, a
    /// nested list, 9 tic-tac-toe characters, Connect Four columns).
    Load {
        /// The game.
        kind: GameKind,
        /// The position's text.
        text: String,
    },
    /// Show a message in the status line (a move refused on the board).
    Say(String),
    /// Go back one move played on the board.
    PlayedBack,
    /// Go forward one move played on the board.
    PlayedForward,
    /// Change the search options; the search is re-run to the same place.
    SetOptions(SearchOptions),
    /// Change the evaluation; the search is re-run to the same place.
    SetEval(EvalKind),
    /// Undo the last option, evaluation or position change.
    Undo,
    /// Redo the change undone last.
    Redo,
    /// Change the play speed (steps per second).
    SetSpeed(f32),
    /// Switch the theme.
    SetTheme(Theme),
    /// Turn the board around.
    FlipBoard,
    /// Draw the line's arrows on the chessboard, or stop drawing them.
    ToggleArrows,
    /// Show the next (or, if not `forward`, the previous) position of the
    /// principal variation on the board.
    StepPv {
        /// Along the line (▶) rather than back (◀).
        forward: bool,
    },
    /// Go on with the motion the quiz halted (one step if none was).
    Resume,
    /// Give textbook leaf `state` a new value and search the tree again.
    EditLeaf {
        /// The leaf, as a node of the textbook tree.
        state: u32,
        /// Its new value (MAX's view).
        value: crate::game::Score,
    },
    /// Turn lecture mode on or off.
    ToggleLecture,
    /// Turn colouring by Knuth node type on or off.
    ToggleKnuthTypes,
    /// Show or hide the pseudocode and narration panel.
    ToggleTeachingPanel,
    /// Turn worksheet mode on or off.
    ToggleWorksheet,
    /// Open the quick drill on a new random tree (D).
    NewDrill,
    /// Open or close the quick drill.
    ToggleDrill,
    /// Open or close the ordering view (R).
    ToggleOrdering,
    /// Open or close the help window.
    ToggleHelp,
    /// Open a side panel, or close it to a strip.
    ToggleSidePanel(SidePanel),
    /// Enter or leave full screen.
    ToggleFullscreen,
    /// Ask for a session file to open (File → Open…).
    OpenDialog,
    /// Save the session to the file it came from, or ask where (File → Save).
    Save,
    /// Ask where to save the session (File → Save as…).
    SaveAsDialog,
    /// Open this session file; a bad file changes nothing.
    OpenSession(PathBuf),
    /// Save the session to this file, atomically.
    SaveSession(PathBuf),
    /// Open the export dialog for the tree, the board or slides.
    OpenExport(ExportKind),
    /// Export as the dialog asks.
    Export(Box<ExportRequest>),
    /// Copy the visible part of the tree to the clipboard as a picture.
    CopyImage,
}
