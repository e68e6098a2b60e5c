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

/// A text written in the current language when it is drawn.
pub type Text = fn() -> String;

/// A shortcut: the key with its modifiers, how it is written, and what it does.
pub struct Shortcut {
    /// The key.
    pub key: Key,
    /// The modifiers that must be held (Shift and Alt beyond them are
    /// ignored, as in [`Modifiers::matches_logically`]); `Modifiers::NONE`
    /// for a plain key, which then does not fire with Ctrl held.
    pub modifiers: Modifiers,
    /// How the key is written in English (`written` writes it in the
    /// current language, for tooltips and the help menu).
    pub name: &'static str,
    /// What it does, in the current language.
    pub action: Text,
}

/// Every shortcut, in help-menu order.
pub const SHORTCUTS: &[Shortcut] = &[
    // Before the plain arrows, which Shift held does not stop.
    Shortcut {
        key: Key::ArrowRight,
        modifiers: Modifiers::SHIFT,
        name: "Shift+Right arrow",
        action: || crate::tr!("window-key-does-shift-right-arrow"),
    },
    Shortcut {
        key: Key::ArrowLeft,
        modifiers: Modifiers::SHIFT,
        name: "Shift+Left arrow",
        action: || crate::tr!("window-key-does-shift-left-arrow"),
    },
    Shortcut {
        key: Key::ArrowRight,
        modifiers: Modifiers::NONE,
        name: "Right arrow",
        action: || crate::tr!("window-key-does-right-arrow"),
    },
    Shortcut {
        key: Key::PageDown,
        modifiers: Modifiers::NONE,
        name: "Page Down",
        action: || crate::tr!("window-key-does-page-down"),
    },
    Shortcut {
        key: Key::ArrowLeft,
        modifiers: Modifiers::NONE,
        name: "Left arrow",
        action: || crate::tr!("window-key-does-left-arrow"),
    },
    Shortcut {
        key: Key::PageUp,
        modifiers: Modifiers::NONE,
        name: "Page Up",
        action: || crate::tr!("window-key-does-page-up"),
    },
    Shortcut {
        key: Key::ArrowLeft,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+Left arrow",
        action: || crate::tr!("window-key-does-ctrl-left-arrow"),
    },
    Shortcut {
        key: Key::ArrowRight,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+Right arrow",
        action: || crate::tr!("window-key-does-ctrl-right-arrow"),
    },
    Shortcut {
        key: Key::N,
        modifiers: Modifiers::NONE,
        name: "N",
        action: || crate::tr!("window-key-does-n"),
    },
    Shortcut {
        key: Key::O,
        modifiers: Modifiers::NONE,
        name: "O",
        action: || crate::tr!("window-key-does-o"),
    },
    Shortcut {
        key: Key::U,
        modifiers: Modifiers::NONE,
        name: "U",
        action: || crate::tr!("window-key-does-u"),
    },
    Shortcut {
        key: Key::C,
        modifiers: Modifiers::NONE,
        name: "C",
        action: || crate::tr!("window-key-does-c"),
    },
    Shortcut {
        key: Key::End,
        modifiers: Modifiers::NONE,
        name: "End",
        action: || crate::tr!("window-key-does-end"),
    },
    Shortcut {
        key: Key::Home,
        modifiers: Modifiers::NONE,
        name: "Home",
        action: || crate::tr!("window-key-does-home"),
    },
    Shortcut {
        key: Key::Space,
        modifiers: Modifiers::NONE,
        name: "Space",
        action: || crate::tr!("window-key-does-space"),
    },
    Shortcut {
        key: Key::Escape,
        modifiers: Modifiers::NONE,
        name: "Esc",
        action: || crate::tr!("window-key-does-esc"),
    },
    Shortcut {
        key: Key::Z,
        modifiers: Modifiers::COMMAND.plus(Modifiers::SHIFT),
        name: "Ctrl+Shift+Z",
        action: || crate::tr!("window-key-does-ctrl-shift-z"),
    },
    Shortcut {
        key: Key::Y,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+Y",
        action: || crate::tr!("window-key-does-ctrl-y"),
    },
    Shortcut {
        key: Key::Z,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+Z",
        action: || crate::tr!("window-key-does-ctrl-z"),
    },
    Shortcut {
        key: Key::O,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+O",
        action: || crate::tr!("window-key-does-ctrl-o"),
    },
    Shortcut {
        key: Key::S,
        modifiers: Modifiers::COMMAND.plus(Modifiers::SHIFT),
        name: "Ctrl+Shift+S",
        action: || crate::tr!("window-key-does-ctrl-shift-s"),
    },
    Shortcut {
        key: Key::S,
        modifiers: Modifiers::COMMAND,
        name: "Ctrl+S",
        action: || crate::tr!("window-key-does-ctrl-s"),
    },
    Shortcut {
        key: Key::F,
        modifiers: Modifiers::NONE,
        name: "F",
        action: || crate::tr!("window-key-does-f"),
    },
    Shortcut {
        key: Key::A,
        modifiers: Modifiers::NONE,
        name: "A",
        action: || crate::tr!("window-key-does-a"),
    },
    Shortcut {
        key: Key::Period,
        modifiers: Modifiers::NONE,
        name: ".",
        action: || crate::tr!("window-key-does-period"),
    },
    Shortcut {
        key: Key::Comma,
        modifiers: Modifiers::NONE,
        name: ",",
        action: || crate::tr!("window-key-does-comma"),
    },
    Shortcut {
        key: Key::L,
        modifiers: Modifiers::NONE,
        name: "L",
        action: || crate::tr!("window-key-does-l"),
    },
    Shortcut {
        key: Key::K,
        modifiers: Modifiers::NONE,
        name: "K",
        action: || crate::tr!("window-key-does-k"),
    },
    Shortcut {
        key: Key::W,
        modifiers: Modifiers::NONE,
        name: "W",
        action: || crate::tr!("window-key-does-w"),
    },
    Shortcut {
        key: Key::D,
        modifiers: Modifiers::NONE,
        name: "D",
        action: || crate::tr!("window-key-does-d"),
    },
    Shortcut {
        key: Key::R,
        modifiers: Modifiers::NONE,
        name: "R",
        action: || crate::tr!("window-key-does-r"),
    },
    Shortcut {
        key: Key::P,
        modifiers: Modifiers::NONE,
        name: "P",
        action: || crate::tr!("window-key-does-p"),
    },
    Shortcut {
        key: Key::OpenBracket,
        modifiers: Modifiers::NONE,
        name: "[",
        action: || crate::tr!("window-key-does-open-bracket"),
    },
    Shortcut {
        key: Key::CloseBracket,
        modifiers: Modifiers::NONE,
        name: "]",
        action: || crate::tr!("window-key-does-close-bracket"),
    },
    Shortcut {
        key: Key::F11,
        modifiers: Modifiers::NONE,
        name: "F11",
        action: || crate::tr!("window-key-does-f11"),
    },
    Shortcut {
        key: Key::J,
        modifiers: Modifiers::NONE,
        name: "J",
        action: || crate::tr!("window-key-does-j"),
    },
    Shortcut {
        key: Key::T,
        modifiers: Modifiers::NONE,
        name: "T",
        action: || crate::tr!("window-key-does-t"),
    },
    Shortcut {
        key: Key::E,
        modifiers: Modifiers::NONE,
        name: "E",
        action: || crate::tr!("window-key-does-e"),
    },
    Shortcut {
        key: Key::F1,
        modifiers: Modifiers::NONE,
        name: "F1",
        action: || crate::tr!("window-key-does-f1"),
    },
    Shortcut {
        key: Key::H,
        modifiers: Modifiers::NONE,
        name: "H",
        action: || crate::tr!("window-key-does-h"),
    },
];

/// The keys of the tree while it has the keyboard focus (WAI-ARIA's tree
/// view), read by the tree itself: how they are written and what they do.
/// Page Up, Page Down and the letter keys still step meanwhile.
pub const TREE_KEYS_HELP: &[(Text, Text)] = &[
    (
        || crate::tr!("window-tree-key-up-down"),
        || crate::tr!("window-tree-key-up-down-does"),
    ),
    (
        || crate::tr!("window-tree-key-right"),
        || crate::tr!("window-tree-key-right-does"),
    ),
    (
        || crate::tr!("window-tree-key-left"),
        || crate::tr!("window-tree-key-left-does"),
    ),
    (
        || crate::tr!("window-tree-key-home-end"),
        || crate::tr!("window-tree-key-home-end-does"),
    ),
    (
        || crate::tr!("window-tree-key-enter"),
        || crate::tr!("window-tree-key-enter-does"),
    ),
    (
        || crate::tr!("window-tree-key-x"),
        || crate::tr!("window-tree-key-x-does"),
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
        .map(|shortcut| written(shortcut.name))
        .reduce(|keys, key| crate::tr!("window-keys-or", keys = keys, key = key))
        .unwrap_or_default()
}

/// How the key `name` (as a [`Shortcut`] writes it in English,
/// `Ctrl+Right arrow`) is written in the current language.
#[must_use]
pub fn written(name: &str) -> String {
    name.split('+')
        .map(|part| match part {
            "Shift" => crate::tr!("window-key-shift"),
            "Ctrl" => crate::tr!("window-key-ctrl"),
            "Right arrow" => crate::tr!("window-key-right-arrow"),
            "Left arrow" => crate::tr!("window-key-left-arrow"),
            "Page Down" => crate::tr!("window-key-page-down"),
            "Page Up" => crate::tr!("window-key-page-up"),
            "Home" => crate::tr!("window-key-home"),
            "End" => crate::tr!("window-key-end"),
            "Space" => crate::tr!("window-key-space"),
            other => other.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("+")
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
