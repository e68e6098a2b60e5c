//! What the explorer remembers between runs: language, theme, last position, search
//! options, evaluation, play speed, board orientation, lecture mode, Knuth
//! node types, whether the teaching panel is shown, which side panels
//! are open in each mode, and the session files opened or saved last. Loaded in `App::new` from eframe's storage and
//! saved in `App::save`.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::chess::{EvalKind, START_FEN};
use crate::i18n::Lang;
use crate::input::GameKind;
use crate::search::SearchOptions;

use crate::app::command::{SidePanel, Theme};

/// The storage key the settings live under.
pub const STORAGE_KEY: &str = "gametree.settings";

/// What is searched, as the user typed it: the game (by its registered
/// [`GameKind`]) and its position text. Saved as the game's name and the
/// text, so a new game needs nothing here.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(from = "StoredPosition", into = "StoredPosition")]
pub struct Position {
    kind: GameKind,
    text: String,
}

impl Position {
    /// The position of game `kind` written as `text`.
    #[must_use]
    pub fn new(kind: GameKind, text: String) -> Self {
        Self { kind, text }
    }

    /// Which game it is a position of.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The text as the user gave it.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl Default for Position {
    fn default() -> Self {
        Self::new(GameKind::Chess, START_FEN.to_owned())
    }
}

/// A [`Position`] as saved: `Game(game: "connect4", text: "4453")`. The
/// other variants are read only, from settings saved before positions were
/// stored by game name; they are frozen (no new game is added to them).
#[derive(Clone, Debug, Serialize, Deserialize)]
enum StoredPosition {
    /// The game's registered name ([`GameKind::name`]) and its text.
    Game {
        /// The game's name.
        game: String,
        /// Its position text.
        text: String,
    },
    /// An older save: a FEN.
    Fen(String),
    /// An older save: a textbook tree.
    Tree(String),
    /// An older save: a tic-tac-toe position.
    TicTacToe(String),
    /// An older save: Connect Four's columns.
    ConnectFour(String),
}

impl From<StoredPosition> for Position {
    /// A game whose name is unknown (a newer version's) falls back to the
    /// start position.
    fn from(stored: StoredPosition) -> Self {
        let (kind, text) = match stored {
            StoredPosition::Game { game, text } => match GameKind::from_name(&game) {
                Some(kind) => (kind, text),
                None => return Self::default(),
            },
            StoredPosition::Fen(text) => (GameKind::Chess, text),
            StoredPosition::Tree(text) => (GameKind::Tree, text),
            StoredPosition::TicTacToe(text) => (GameKind::TicTacToe, text),
            StoredPosition::ConnectFour(text) => (GameKind::ConnectFour, text),
        };
        Self::new(kind, text)
    }
}

impl From<Position> for StoredPosition {
    fn from(position: Position) -> Self {
        Self::Game {
            game: position.kind.name().to_owned(),
            text: position.text,
        }
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
    /// Whether the chessboard draws the line's arrows (best move, moves
    /// played, line ahead).
    pub arrows: bool,
    /// Lecture mode, Knuth types and the teaching panel.
    pub teaching: Teaching,
    /// Which side panels are open outside lecture mode.
    pub panels: SidePanels,
    /// Which side panels are open in lecture mode, where the tree is the
    /// star: both start closed to a strip.
    pub lecture_panels: SidePanels,
    /// Session files opened or saved, newest first (at most [`RECENT_FILES`]).
    pub recent_files: Vec<PathBuf>,
    /// The language chosen in the Language menu, by its code (`"de"`);
    /// `None` until one is chosen (the system's is spoken then).
    pub language: Option<String>,
    /// Which side panels are open while the quick drill is on: both start
    /// closed, so that its tree has the window's width. `None` while the
    /// drill is off; never saved.
    #[serde(skip)]
    pub drill_panels: Option<SidePanels>,
}

/// How many recent session files the File menu lists.
pub const RECENT_FILES: usize = 8;

impl Settings {
    /// Puts `path` first in the recent files, once, keeping at most
    /// [`RECENT_FILES`].
    pub fn remember_file(&mut self, path: PathBuf) {
        self.recent_files.retain(|known| *known != path);
        self.recent_files.insert(0, path);
        self.recent_files.truncate(RECENT_FILES);
    }

    /// The side panels of the mode the explorer is in (the drill's while
    /// it is on).
    #[must_use]
    pub fn side_panels(&self) -> SidePanels {
        if let Some(drill) = self.drill_panels {
            drill
        } else if self.teaching.lecture {
            self.lecture_panels
        } else {
            self.panels
        }
    }

    /// The side panels of the mode the explorer is in, to change.
    pub fn side_panels_mut(&mut self) -> &mut SidePanels {
        if let Some(drill) = &mut self.drill_panels {
            drill
        } else if self.teaching.lecture {
            &mut self.lecture_panels
        } else {
            &mut self.panels
        }
    }

    /// Follows the quick drill: once it is on, the side panels are its own
    /// (both closed at first); once it is off, the mode's come back as
    /// they were.
    pub fn follow_drill(&mut self, on: bool) {
        match (on, self.drill_panels) {
            (true, None) => self.drill_panels = Some(SidePanels::CLOSED),
            (false, Some(_)) => self.drill_panels = None,
            _ => {}
        }
    }
}

/// Which side panels are open; a closed one is a thin strip with a button
/// that opens it again.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct SidePanels {
    /// The position panel on the left: board, position and search controls.
    pub position: bool,
    /// The inspector panel on the right: inspector, statistics, quiz, compare.
    pub inspector: bool,
}

impl SidePanels {
    /// Both open.
    pub const OPEN: Self = Self {
        position: true,
        inspector: true,
    };
    /// Both closed to a strip.
    pub const CLOSED: Self = Self {
        position: false,
        inspector: false,
    };
}

impl SidePanels {
    /// Opens `which` if it is closed, closes it if it is open.
    pub fn toggle(&mut self, which: SidePanel) {
        let open = match which {
            SidePanel::Position => &mut self.position,
            SidePanel::Inspector => &mut self.inspector,
        };
        *open = !*open;
    }
}

impl Default for SidePanels {
    fn default() -> Self {
        Self::OPEN
    }
}

/// How the teaching layer is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is one independent on/off setting of the window"
)]
pub struct Teaching {
    /// Lecture mode: large text, thick lines, high contrast, colour-blind-safe colours.
    pub lecture: bool,
    /// Colour finished nodes by Knuth type (PV / CUT / ALL), with a legend.
    pub knuth_types: bool,
    /// Show the pseudocode and narration panel under the tree.
    pub panel: bool,
    /// Announce each step's sentence to screen readers (a polite live region).
    pub announce: bool,
    /// High contrast: pure black on white (or white on black) panels and a
    /// tree whose every colour reaches 4.5:1, in or out of lecture mode.
    pub high_contrast: bool,
}

impl Default for Teaching {
    fn default() -> Self {
        Self {
            lecture: false,
            knuth_types: false,
            panel: true,
            announce: true,
            high_contrast: false,
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
            arrows: true,
            teaching: Teaching::default(),
            panels: SidePanels::OPEN,
            lecture_panels: SidePanels::CLOSED,
            recent_files: Vec::new(),
            language: None,
            drill_panels: None,
        }
    }
}

impl Settings {
    /// What a first start opens on: AIMA's Figure 5.2/5.5 (the built-in
    /// `classic` tree) under the default alpha-beta, fail-soft, where the
    /// first steps already show values differ, a window narrow and a
    /// cutoff prune two leaves (the chess start position at depth 3 with
    /// material is 0 everywhere). A returning user's saved settings are
    /// kept as they were.
    #[must_use]
    pub fn first_start() -> Self {
        let classic = crate::textbook::builtins::builtin("classic")
            .map_or(Position::default(), |builtin| {
                Position::new(GameKind::Tree, builtin.text.to_owned())
            });
        Self {
            position: classic,
            ..Self::default()
        }
    }
}

impl Settings {
    /// The language the window speaks at its start: the one the command
    /// line asks for (`asked`), else the one chosen last time, else the
    /// system's (`system`).
    #[must_use]
    pub fn starting_language(&self, asked: Option<Lang>, system: Lang) -> Lang {
        asked
            .or_else(|| self.language.as_deref().and_then(Lang::parse))
            .unwrap_or(system)
    }
}

/// The slowest and fastest play speeds, in steps per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.5..=500.0;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_saved_before_side_panels_existed_open_them_except_in_lecture_mode() {
        let old = r#"{"theme":"Dark","teaching":{"lecture":true}}"#;
        let settings: Settings = serde_json::from_str(old).unwrap();
        assert_eq!(settings.theme, Theme::Dark);
        assert_eq!(settings.panels, SidePanels::OPEN);
        assert_eq!(settings.lecture_panels, SidePanels::CLOSED);
        // In lecture mode the lecture-mode panels are the ones shown.
        assert_eq!(settings.side_panels(), SidePanels::CLOSED);
    }

    #[test]
    fn a_first_start_opens_on_the_classic_tree() {
        let first = Settings::first_start();
        assert_eq!(first.position.kind(), GameKind::Tree);
        assert_eq!(first.position.text(), "[[3,12,8],[2,4,6],[14,5,2]]");
        assert_eq!(first.options.fail, crate::search::FailMode::Soft);
    }

    #[test]
    fn positions_of_every_game_are_remembered() {
        for kind in GameKind::ALL {
            let settings = Settings {
                position: Position::new(kind, "44".to_owned()),
                ..Settings::default()
            };
            let saved = serde_json::to_string(&settings).unwrap();
            let loaded: Settings = serde_json::from_str(&saved).unwrap();
            assert_eq!(loaded.position.kind(), kind);
            assert_eq!(loaded.position.text(), "44");
        }
    }

    #[test]
    fn positions_are_saved_by_game_name_and_old_saves_still_read() {
        let position = Position::new(GameKind::ConnectFour, "4453".to_owned());
        let saved = serde_json::to_string(&position).unwrap();
        assert_eq!(saved, r#"{"Game":{"game":"connect4","text":"4453"}}"#);
        let old: Position = serde_json::from_str(r#"{"TicTacToe":"x...o...."}"#).unwrap();
        assert_eq!(
            old,
            Position::new(GameKind::TicTacToe, "x...o....".to_owned())
        );
        let old: Position = serde_json::from_str(r#"{"Fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#).unwrap();
        assert_eq!(old.kind(), GameKind::Chess);
        let unknown = r#"{"Game":{"game":"go","text":"q16"}}"#;
        let unknown: Position = serde_json::from_str(unknown).unwrap();
        assert_eq!(unknown, Position::default());
    }

    #[test]
    fn recent_files_are_newest_first_once_and_few() {
        let mut settings = Settings::default();
        for index in 0..RECENT_FILES + 3 {
            settings.remember_file(PathBuf::from(format!("{index}.gametree")));
        }
        settings.remember_file(PathBuf::from("5.gametree"));
        assert_eq!(settings.recent_files.len(), RECENT_FILES);
        assert_eq!(settings.recent_files[0], PathBuf::from("5.gametree"));
        assert_eq!(settings.recent_files[1], PathBuf::from("10.gametree"));
        let once = settings
            .recent_files
            .iter()
            .filter(|p| p.as_path() == std::path::Path::new("5.gametree"));
        assert_eq!(once.count(), 1);
    }

    #[test]
    fn the_language_asked_for_wins_over_the_saved_one_which_wins_over_the_systems() {
        let german = Lang::parse("de").unwrap();
        let mut settings = Settings::default();
        assert_eq!(settings.starting_language(None, german), german);
        settings.language = Some("en".to_owned());
        assert_eq!(settings.starting_language(None, german), Lang::ENGLISH);
        assert_eq!(settings.starting_language(Some(german), german), german);
        settings.language = Some("xx".to_owned());
        assert_eq!(settings.starting_language(None, german), german);
        let saved = serde_json::to_string(&Settings {
            language: Some("de".to_owned()),
            ..Settings::default()
        })
        .unwrap();
        let loaded: Settings = serde_json::from_str(&saved).unwrap();
        assert_eq!(loaded.language.as_deref(), Some("de"));
    }

    #[test]
    fn each_mode_remembers_its_own_side_panels() {
        let mut settings = Settings::default();
        settings.side_panels_mut().toggle(SidePanel::Inspector);
        settings.teaching.lecture = true;
        settings.side_panels_mut().toggle(SidePanel::Position);
        let saved = serde_json::to_string(&settings).unwrap();
        let loaded: Settings = serde_json::from_str(&saved).unwrap();
        assert_eq!(
            loaded.lecture_panels,
            SidePanels {
                position: true,
                inspector: false
            }
        );
        assert_eq!(
            loaded.panels,
            SidePanels {
                position: true,
                inspector: false
            }
        );
    }
}
