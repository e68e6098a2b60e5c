//! Keyboard shortcuts. Keys are read before the panels draw and turned
//! into commands; nothing is read while a text field has the focus, and
//! Space and the arrows are left to a focused control.
//!
//! Every press counts: a presentation clicker or key repeat can deliver
//! several presses of one key in a frame, and each becomes a command. Esc
//! goes to an open popup (menu, combo box) or the help window first.

use egui::{Context, Key, Modifiers};

use crate::session::Motion;

use crate::app::command::{
    BoardCommand, Command, FilesCommand, InspectCommand, RunCommand, SetupCommand, SidePanel,
    ViewCommand,
};

/// A shortcut: the key with its modifiers, how it is written, and what it does.
pub struct Shortcut {
    /// The key.
    pub key: Key,
    /// The modifiers that must be held (Shift and Alt beyond them are
    /// ignored, as in [`Modifiers::matches_logically`]); `Modifiers::NONE`
    /// for a plain key, which then does not fire with Ctrl held.
    pub modifiers: Modifiers,
    /// How the key is written in tooltips and the help menu.
    pub name: &'static str,
    /// What it does.
    pub action: &'static str,
}

/// Every shortcut, in help-menu order.
pub const SHORTCUTS: &[Shortcut] = &[
    // Before the plain arrows, which Shift held does not stop.
    Shortcut {
        key: Key::ArrowRight,
        modifiers: Modifiers::SHIFT,
        name: "Shift+Right arrow",
        action: "Monte Carlo tree search: the same phase of the next iteration",
    },
    Shortcut {
        key: Key::ArrowLeft,
        modifiers: Modifiers::SHIFT,
        name: "Shift+Left arrow",
        action: "Monte Carlo tree search: the same phase of the previous iteration",
    },
    Shortcut {
        key: Key::ArrowRight,
        modifiers: Modifiers::NONE,
        name: "Right arrow",
        action: "Step forward",
    },
    Shortcut {
        key: Key::PageDown,
        modifiers: Modifiers::NONE,
        name: "Page Down",
        action: "Step forward (presentation clicker)",
    },
    Shortcut {
        key: Key::ArrowLeft,
        modifiers: Modifiers::NONE,
        name: "Left arrow",
        action: "Step back",
    },
    Shortcut {
        key: Key::PageUp,
        modifiers: Modifiers::NONE,
        name: "Page Up",
        action: "Step back (presentation clicker)",
    },
    Shortcut {
        key: Key::ArrowLeft,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+Left arrow",
        action: "Take back the move played on the board",
    },
    Shortcut {
        key: Key::ArrowRight,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+Right arrow",
        action: "Play the move taken back on the board again",
    },
    Shortcut {
        key: Key::N,
        modifiers: Modifiers::NONE,
        name: "N",
        action: "Next node entered",
    },
    Shortcut {
        key: Key::O,
        modifiers: Modifiers::NONE,
        name: "O",
        action: "Step over: finish the current node's subtree",
    },
    Shortcut {
        key: Key::U,
        modifiers: Modifiers::NONE,
        name: "U",
        action: "Step out: finish the current node's parent",
    },
    Shortcut {
        key: Key::C,
        modifiers: Modifiers::NONE,
        name: "C",
        action: "Run to the next key moment (a cutoff, re-search, new pass, stand-pat, chance average or UCB1 choice)",
    },
    Shortcut {
        key: Key::End,
        modifiers: Modifiers::NONE,
        name: "End",
        action: "Run to the end of the search",
    },
    Shortcut {
        key: Key::Home,
        modifiers: Modifiers::NONE,
        name: "Home",
        action: "Restart at step 0",
    },
    Shortcut {
        key: Key::Space,
        modifiers: Modifiers::NONE,
        name: "Space",
        action: "Play / pause",
    },
    Shortcut {
        key: Key::Escape,
        modifiers: Modifiers::NONE,
        name: "Esc",
        action: "Cancel a run or playing; otherwise follow the search again (Follow on)",
    },
    Shortcut {
        key: Key::Z,
        modifiers: Modifiers::COMMAND.plus(Modifiers::SHIFT),
        name: "Ctrl+Shift+Z",
        action: "Redo the option, evaluation or position change undone",
    },
    Shortcut {
        key: Key::Y,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+Y",
        action: "Redo (same as Ctrl+Shift+Z)",
    },
    Shortcut {
        key: Key::Z,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+Z",
        action: "Undo the last option, evaluation or position change (an edit while the board editor is open)",
    },
    Shortcut {
        key: Key::O,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+O",
        action: "Open a session file (*.gametree)",
    },
    Shortcut {
        key: Key::S,
        modifiers: Modifiers::COMMAND.plus(Modifiers::SHIFT),
        name: "Ctrl+Shift+S",
        action: "Save the session as a new file",
    },
    Shortcut {
        key: Key::S,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+S",
        action: "Save the session (to its file, else ask where)",
    },
    Shortcut {
        key: Key::F,
        modifiers: Modifiers::NONE,
        name: "F",
        action: "Flip the board",
    },
    Shortcut {
        key: Key::A,
        modifiers: Modifiers::NONE,
        name: "A",
        action: "Arrows on the board (best move, line) on or off",
    },
    Shortcut {
        key: Key::Period,
        modifiers: Modifiers::NONE,
        name: ".",
        action: "Board: next position of the principal variation",
    },
    Shortcut {
        key: Key::Comma,
        modifiers: Modifiers::NONE,
        name: ",",
        action: "Board: previous position of the principal variation",
    },
    Shortcut {
        key: Key::L,
        modifiers: Modifiers::NONE,
        name: "L",
        action: "Lecture mode: large text, thick lines, high contrast",
    },
    Shortcut {
        key: Key::K,
        modifiers: Modifiers::NONE,
        name: "K",
        action: "Colour nodes by Knuth type (PV / CUT / ALL)",
    },
    Shortcut {
        key: Key::W,
        modifiers: Modifiers::NONE,
        name: "W",
        action: "Worksheet mode: fill in α, β, values and pruned moves, then check",
    },
    Shortcut {
        key: Key::D,
        modifiers: Modifiers::NONE,
        name: "D",
        action: "Quick drill: a new random tree; click the pruned edges, type the root value, Enter",
    },
    Shortcut {
        key: Key::R,
        modifiers: Modifiers::NONE,
        name: "R",
        action: "Move ordering: best, natural and worst order side by side, against the minimum",
    },
    Shortcut {
        key: Key::P,
        modifiers: Modifiers::NONE,
        name: "P",
        action: "Show or hide the pseudocode and narration panel",
    },
    Shortcut {
        key: Key::OpenBracket,
        modifiers: Modifiers::NONE,
        name: "[",
        action: "Show or hide the position panel (left)",
    },
    Shortcut {
        key: Key::CloseBracket,
        modifiers: Modifiers::NONE,
        name: "]",
        action: "Show or hide the inspector panel (right)",
    },
    Shortcut {
        key: Key::F11,
        modifiers: Modifiers::NONE,
        name: "F11",
        action: "Full screen on or off",
    },
    Shortcut {
        key: Key::J,
        modifiers: Modifiers::NONE,
        name: "J",
        action: "A student's trace open: jump to where it first leaves the algorithm",
    },
    Shortcut {
        key: Key::T,
        modifiers: Modifiers::NONE,
        name: "T",
        action: "Keyboard focus on the tree (Tab reaches it too): its keys are below; Esc leaves it",
    },
    Shortcut {
        key: Key::E,
        modifiers: Modifiers::NONE,
        name: "E",
        action: "Explain: the keyboard focus on the step's sentence, which a screen reader then reads at every step",
    },
    Shortcut {
        key: Key::F1,
        modifiers: Modifiers::NONE,
        name: "F1",
        action: "Help: the symbols on the tree and these keys",
    },
    Shortcut {
        key: Key::H,
        modifiers: Modifiers::NONE,
        name: "H",
        action: "Help (same as F1)",
    },
];

/// The keys of the tree while it has the keyboard focus (WAI-ARIA's tree
/// view), read by the tree itself: how they are written and what they do.
/// Page Up, Page Down and the letter keys still step meanwhile.
pub const TREE_KEYS_HELP: &[(&str, &str)] = &[
    ("Tree: ↑ / ↓", "Previous / next sibling node"),
    ("Tree: →", "First child (opens a collapsed node first)"),
    ("Tree: ←", "Parent (folds an open node first)"),
    ("Tree: Home / End", "The root / the node being searched"),
    (
        "Tree: Enter",
        "Select the node for the board and the inspector",
    ),
    (
        "Tree: X",
        "Worksheet or drill: mark the move into the node pruned (again to unmark)",
    ),
];

/// The command of `key` pressed with `modifiers` (as a [`Shortcut`] names them).
fn command(key: Key, modifiers: Modifiers) -> Option<Command> {
    if modifiers.command {
        return match key {
            Key::Z if modifiers.shift => Some(Command::Setup(SetupCommand::Redo)),
            Key::Y => Some(Command::Setup(SetupCommand::Redo)),
            Key::Z => Some(Command::Setup(SetupCommand::Undo)),
            Key::O => Some(Command::Files(FilesCommand::OpenDialog)),
            Key::S if modifiers.shift => Some(Command::Files(FilesCommand::SaveAsDialog)),
            Key::S => Some(Command::Files(FilesCommand::Save)),
            Key::ArrowLeft => Some(Command::Board(BoardCommand::PlayedBack)),
            Key::ArrowRight => Some(Command::Board(BoardCommand::PlayedForward)),
            _ => None,
        };
    }
    Some(match key {
        Key::ArrowRight if modifiers.shift => Command::Run(RunCommand::Go(Motion::NextIteration)),
        Key::ArrowLeft if modifiers.shift => {
            Command::Run(RunCommand::Go(Motion::PreviousIteration))
        }
        Key::ArrowRight | Key::PageDown => Command::Run(RunCommand::Go(Motion::Step)),
        Key::ArrowLeft | Key::PageUp => Command::Run(RunCommand::Go(Motion::Back)),
        Key::N => Command::Run(RunCommand::Go(Motion::NextNode)),
        Key::O => Command::Run(RunCommand::Go(Motion::StepOver)),
        Key::U => Command::Run(RunCommand::Go(Motion::StepOut)),
        Key::C => Command::Run(RunCommand::Go(Motion::NextKeyMoment)),
        Key::End => Command::Run(RunCommand::Go(Motion::End)),
        Key::Home => Command::Run(RunCommand::Go(Motion::Start)),
        Key::Space => Command::Run(RunCommand::TogglePlay),
        Key::Escape => Command::Cancel,
        Key::F => Command::View(ViewCommand::FlipBoard),
        Key::A => Command::View(ViewCommand::ToggleArrows),
        Key::Period => Command::Inspect(InspectCommand::StepPv { forward: true }),
        Key::Comma => Command::Inspect(InspectCommand::StepPv { forward: false }),
        Key::L => Command::View(ViewCommand::ToggleLecture),
        Key::K => Command::View(ViewCommand::ToggleKnuthTypes),
        Key::P => Command::View(ViewCommand::ToggleTeachingPanel),
        Key::W => Command::View(ViewCommand::ToggleWorksheet),
        Key::D => Command::View(ViewCommand::NewDrill),
        Key::R => Command::View(ViewCommand::ToggleOrdering),
        Key::OpenBracket => Command::View(ViewCommand::ToggleSidePanel(SidePanel::Position)),
        Key::CloseBracket => Command::View(ViewCommand::ToggleSidePanel(SidePanel::Inspector)),
        Key::F11 => Command::View(ViewCommand::ToggleFullscreen),
        Key::J => Command::Files(FilesCommand::GoToDivergence),
        Key::T => Command::View(ViewCommand::FocusTree),
        Key::E => Command::View(ViewCommand::ReadNarration),
        Key::F1 | Key::H => Command::View(ViewCommand::ToggleHelp),
        _ => return None,
    })
}

/// The plain keys the tree reads while it has the keyboard focus
/// ([`crate::app::tree_view::has_keyboard`]); Page Up and Page Down still step.
const TREE_KEYS: [Key; 4] = [Key::ArrowLeft, Key::ArrowRight, Key::Home, Key::End];

/// The keys a focused control acts on itself (WAI-ARIA's keyboard
/// guide): Space presses a button, ticks a check box or opens a menu, the
/// arrows move a slider or the focus. While a control that takes clicks or
/// drags has the keyboard focus they are its own, with or without Shift;
/// they step only when no control wants them.
const CONTROL_KEYS: [Key; 3] = [Key::Space, Key::ArrowLeft, Key::ArrowRight];

/// Whether the widget with the keyboard focus, if any, is a control that
/// takes clicks or drags (a button, check box, menu, slider), not the tree
/// (whose keys are [`TREE_KEYS`]) nor a text only read.
fn control_has_focus(ctx: &Context) -> bool {
    ctx.memory(egui::Memory::focused)
        .and_then(|id| ctx.read_response(id))
        .is_some_and(|focused| focused.sense.senses_click() || focused.sense.senses_drag())
}

/// Reads this frame's shortcuts into `commands`, one command per press
/// (key repeats included), consuming the keys. Esc is left to an open popup
/// (a menu or combo box closes itself on it); with `help_open`, the first
/// Esc closes the help window. While the tree has the keyboard focus, its
/// keys ([`TREE_KEYS`]) are left to it; while a control has it, its own
/// ([`CONTROL_KEYS`]).
pub fn shortcuts(ctx: &Context, help_open: bool, commands: &mut Vec<Command>) {
    if ctx.text_edit_focused() {
        return;
    }
    let popup_open = egui::Popup::is_any_open(ctx);
    let tree_keys = crate::app::tree_view::has_keyboard(ctx);
    let control_keys = !tree_keys && control_has_focus(ctx);
    ctx.input_mut(|input| {
        for shortcut in SHORTCUTS {
            if shortcut.key == Key::Escape && popup_open {
                continue;
            }
            if tree_keys
                && shortcut.modifiers == Modifiers::NONE
                && TREE_KEYS.contains(&shortcut.key)
            {
                continue;
            }
            if control_keys && !shortcut.modifiers.command && CONTROL_KEYS.contains(&shortcut.key) {
                continue;
            }
            let presses = input.count_and_consume_key(shortcut.modifiers, shortcut.key);
            let Some(command) = command(shortcut.key, shortcut.modifiers) else {
                continue;
            };
            for press in 0..presses {
                if command == Command::Cancel && help_open && press == 0 {
                    commands.push(Command::View(ViewCommand::ToggleHelp));
                } else {
                    commands.push(command.clone());
                }
            }
        }
    });
}

/// The keys of `command_wanted`'s shortcuts, e.g. `"Right arrow or Page Down"`, for tooltips.
#[must_use]
pub fn keys_for(command_wanted: &Command) -> String {
    SHORTCUTS
        .iter()
        .filter(|shortcut| {
            command(shortcut.key, shortcut.modifiers).as_ref() == Some(command_wanted)
        })
        .map(|shortcut| shortcut.name)
        .collect::<Vec<_>>()
        .join(" or ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shortcut_has_a_command_and_plain_z_has_none() {
        for shortcut in SHORTCUTS {
            assert!(
                command(shortcut.key, shortcut.modifiers).is_some(),
                "{}",
                shortcut.name
            );
        }
        assert_eq!(command(Key::Z, Modifiers::NONE), None);
        assert_eq!(command(Key::Z, Modifiers::SHIFT), None);
    }

    #[test]
    fn redo_comes_before_undo_so_ctrl_shift_z_is_not_read_as_undo() {
        let position = |name: &str| SHORTCUTS.iter().position(|s| s.name == name);
        assert!(position("Ctrl+Shift+Z") < position("Ctrl+Z"));
        assert_eq!(keys_for(&Command::Setup(SetupCommand::Undo)), "Ctrl+Z");
        assert_eq!(
            keys_for(&Command::Setup(SetupCommand::Redo)),
            "Ctrl+Shift+Z or Ctrl+Y"
        );
        assert!(position("Ctrl+Shift+S") < position("Ctrl+S"));
        assert!(position("Shift+Right arrow") < position("Right arrow"));
        assert!(position("Shift+Left arrow") < position("Left arrow"));
        assert_eq!(
            keys_for(&Command::Run(RunCommand::Go(Motion::NextIteration))),
            "Shift+Right arrow"
        );
        assert_eq!(
            keys_for(&Command::Run(RunCommand::Go(Motion::Step))),
            "Right arrow or Page Down"
        );
        assert_eq!(keys_for(&Command::Files(FilesCommand::Save)), "Ctrl+S");
        assert_eq!(
            keys_for(&Command::Files(FilesCommand::SaveAsDialog)),
            "Ctrl+Shift+S"
        );
        assert_eq!(
            keys_for(&Command::Files(FilesCommand::OpenDialog)),
            "Ctrl+O"
        );
    }
}
