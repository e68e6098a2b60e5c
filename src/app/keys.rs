//! Keyboard shortcuts. Keys are read before the panels draw (so a focused
//! slider or button does not also act on them) and turned into commands;
//! nothing is read while a text field has the focus.

use egui::{Context, Key, Modifiers};

use crate::session::Motion;

use super::command::Command;
use super::panels::SidePanel;

/// A shortcut: the key, how it is written, and what it does.
pub struct Shortcut {
    /// The key.
    pub key: Key,
    /// How the key is written in tooltips and the help menu.
    pub name: &'static str,
    /// What it does.
    pub action: &'static str,
}

/// Every shortcut, in help-menu order.
pub const SHORTCUTS: &[Shortcut] = &[
    Shortcut {
        key: Key::ArrowRight,
        name: "Right arrow",
        action: "Step forward",
    },
    Shortcut {
        key: Key::PageDown,
        name: "Page Down",
        action: "Step forward (presentation clicker)",
    },
    Shortcut {
        key: Key::ArrowLeft,
        name: "Left arrow",
        action: "Step back",
    },
    Shortcut {
        key: Key::PageUp,
        name: "Page Up",
        action: "Step back (presentation clicker)",
    },
    Shortcut {
        key: Key::N,
        name: "N",
        action: "Next node entered",
    },
    Shortcut {
        key: Key::O,
        name: "O",
        action: "Step over: finish the current node's subtree",
    },
    Shortcut {
        key: Key::U,
        name: "U",
        action: "Step out: finish the current node's parent",
    },
    Shortcut {
        key: Key::C,
        name: "C",
        action: "Run to the next cutoff",
    },
    Shortcut {
        key: Key::End,
        name: "End",
        action: "Run to the end of the search",
    },
    Shortcut {
        key: Key::Home,
        name: "Home",
        action: "Restart at step 0",
    },
    Shortcut {
        key: Key::Space,
        name: "Space",
        action: "Play / pause",
    },
    Shortcut {
        key: Key::Escape,
        name: "Esc",
        action: "Cancel a run or playing; otherwise follow the search again",
    },
    Shortcut {
        key: Key::F,
        name: "F",
        action: "Flip the board",
    },
    Shortcut {
        key: Key::L,
        name: "L",
        action: "Lecture mode: large text, thick lines, high contrast",
    },
    Shortcut {
        key: Key::K,
        name: "K",
        action: "Colour nodes by Knuth type (PV / CUT / ALL)",
    },
    Shortcut {
        key: Key::P,
        name: "P",
        action: "Show or hide the pseudocode and narration panel",
    },
    Shortcut {
        key: Key::OpenBracket,
        name: "[",
        action: "Show or hide the position panel (left)",
    },
    Shortcut {
        key: Key::CloseBracket,
        name: "]",
        action: "Show or hide the inspector panel (right)",
    },
    Shortcut {
        key: Key::F11,
        name: "F11",
        action: "Full screen on or off",
    },
    Shortcut {
        key: Key::F1,
        name: "F1",
        action: "Help: the symbols on the tree and these keys",
    },
    Shortcut {
        key: Key::H,
        name: "H",
        action: "Help (same as F1)",
    },
];

/// The command of `key`.
fn command(key: Key) -> Option<Command> {
    Some(match key {
        Key::ArrowRight | Key::PageDown => Command::Go(Motion::Step),
        Key::ArrowLeft | Key::PageUp => Command::Go(Motion::Back),
        Key::N => Command::Go(Motion::NextNode),
        Key::O => Command::Go(Motion::StepOver),
        Key::U => Command::Go(Motion::StepOut),
        Key::C => Command::Go(Motion::NextCutoff),
        Key::End => Command::Go(Motion::End),
        Key::Home => Command::Go(Motion::Start),
        Key::Space => Command::TogglePlay,
        Key::Escape => Command::Cancel,
        Key::F => Command::FlipBoard,
        Key::L => Command::ToggleLecture,
        Key::K => Command::ToggleKnuthTypes,
        Key::P => Command::ToggleTeachingPanel,
        Key::OpenBracket => Command::ToggleSidePanel(SidePanel::Position),
        Key::CloseBracket => Command::ToggleSidePanel(SidePanel::Inspector),
        Key::F11 => Command::ToggleFullscreen,
        Key::F1 | Key::H => Command::ToggleHelp,
        _ => return None,
    })
}

/// Reads this frame's shortcuts into `commands`, consuming the keys.
pub fn shortcuts(ctx: &Context, commands: &mut Vec<Command>) {
    if ctx.text_edit_focused() {
        return;
    }
    ctx.input_mut(|input| {
        for shortcut in SHORTCUTS {
            while input.consume_key(Modifiers::NONE, shortcut.key) {
                commands.extend(command(shortcut.key));
            }
        }
    });
}

/// The keys of `action`'s shortcuts, e.g. `"Right arrow or Page Down"`, for tooltips.
#[must_use]
pub fn keys_for(command_wanted: &Command) -> String {
    SHORTCUTS
        .iter()
        .filter(|shortcut| command(shortcut.key).as_ref() == Some(command_wanted))
        .map(|shortcut| shortcut.name)
        .collect::<Vec<_>>()
        .join(" or ")
}
