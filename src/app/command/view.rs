//! The view commands, the one list of commands that leave the session
//! alone (so the window applies them even while the worker holds it), and
//! the small types they carry: the theme and which side panel.

use serde::{Deserialize, Serialize};

/// Changing a setting or what is shown, never the session: speed, theme, language,
/// board side and arrows, the teaching toggles, help, the side panels and
/// full screen.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum ViewCommand {
    /// Change the play speed (steps per second).
    SetSpeed(f32),
    /// Switch the theme.
    SetTheme(Theme),
    /// Speak another language, from the next frame on.
    SetLanguage(crate::i18n::Lang),
    /// Turn the board around.
    FlipBoard,
    /// Draw the line's arrows on the chessboard, or stop drawing them.
    ToggleArrows,
    /// Turn lecture mode on or off.
    ToggleLecture,
    /// Turn colouring by Knuth node type on or off.
    ToggleKnuthTypes,
    /// Show or hide the pseudocode and narration panel.
    ToggleTeachingPanel,
    /// Announce each step's sentence to screen readers, or stop.
    ToggleAnnounce,
    /// Turn the high-contrast colours on or off.
    ToggleHighContrast,
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
    /// Give the tree the keyboard focus (T).
    FocusTree,
    /// Give the current step's sentence the keyboard focus, so that a
    /// screen reader reads it, showing the narration panel first (E).
    ReadNarration,
}

/// Light or dark colours.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum Theme {
    /// Dark text on a light background: best on most projectors.
    #[default]
    Light,
    /// Light text on a dark background.
    Dark,
}

impl Theme {
    /// The egui theme to apply.
    #[must_use]
    pub fn egui(self) -> egui::Theme {
        match self {
            Self::Light => egui::Theme::Light,
            Self::Dark => egui::Theme::Dark,
        }
    }

    /// The other theme.
    #[must_use]
    pub fn toggled(self) -> Self {
        match self {
            Self::Light => Self::Dark,
            Self::Dark => Self::Light,
        }
    }
}

/// One of the two side panels.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SidePanel {
    /// The position panel on the left: board, position and search controls.
    Position,
    /// The inspector panel on the right: inspector, statistics, quiz, compare.
    Inspector,
}

impl SidePanel {
    /// What the panel is called on its strip and in tooltips.
    #[must_use]
    pub fn title(self) -> String {
        match self {
            Self::Position => crate::tr!("window-panel-position"),
            Self::Inspector => crate::tr!("window-panel-inspector"),
        }
    }
}
