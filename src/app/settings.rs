//! What the explorer remembers between runs: theme, last position, search
//! options, evaluation, play speed, board orientation, lecture mode, Knuth
//! node types and whether the teaching panel is shown. Loaded in
//! `App::new` from eframe's storage and saved in `App::save`.

use serde::{Deserialize, Serialize};

use crate::chess::{EvalKind, START_FEN};
use crate::search::SearchOptions;

/// The storage key the settings live under.
pub const STORAGE_KEY: &str = "gametree.settings";

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

/// What is searched, as the user typed it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Position {
    /// A chess position.
    Fen(String),
    /// A textbook tree as a nested list.
    Tree(String),
}

impl Default for Position {
    fn default() -> Self {
        Self::Fen(START_FEN.to_owned())
    }
}

/// The persisted settings; missing fields take their defaults.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Light or dark.
    pub theme: Theme,
    /// The position or tree last loaded.
    pub position: Position,
    /// The search options.
    pub options: SearchOptions,
    /// The static evaluation for chess positions.
    pub eval: EvalKind,
    /// Play speed in steps per second.
    pub speed: f32,
    /// Whether the board is shown from Black's side.
    pub flipped: bool,
    /// Lecture mode, Knuth types and the teaching panel.
    pub teaching: Teaching,
}

/// How the teaching layer is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Teaching {
    /// Lecture mode: large text, thick lines, high contrast, colour-blind-safe colours.
    pub lecture: bool,
    /// Colour finished nodes by Knuth type (PV / CUT / ALL), with a legend.
    pub knuth_types: bool,
    /// Show the pseudocode and narration panel under the tree.
    pub panel: bool,
}

impl Default for Teaching {
    fn default() -> Self {
        Self {
            lecture: false,
            knuth_types: false,
            panel: true,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            theme: Theme::default(),
            position: Position::default(),
            options: SearchOptions::default(),
            eval: EvalKind::default(),
            speed: 4.0,
            flipped: false,
            teaching: Teaching::default(),
        }
    }
}

/// The slowest and fastest play speeds, in steps per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.5..=500.0;
