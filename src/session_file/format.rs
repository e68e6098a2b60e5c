//! The fields of a `*.gametree` session file, as serde reads and writes
//! them. Field names are stable: they are documented in `docs/FORMATS.md`
//! ("Session files") and renaming one needs a new [`super::VERSION`].
//! Unknown fields are refused everywhere.

#![expect(
    clippy::cast_possible_truncation,
    reason = "an f64 read from a file is narrowed to f32 and checked to be finite afterwards"
)]

use serde::{Deserialize, Serialize};

use crate::chess::EvalKind;
use crate::game::Score;
use crate::input::{AnyGame, GameKind};
use crate::search::mcts::{DEFAULT_ITERATIONS, DEFAULT_PLAYOUT_CAP, Exploration};
use crate::search::{Cutoff, DEFAULT_ASPIRATION_WINDOW, SearchOptions};

use super::{FORMAT, VERSION};

/// A whole session file. Exactly one of `fen`, `tree` and `game` is given;
/// `position` goes with `game`.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionFile {
    /// Always [`FORMAT`] (`"gametree-session"`).
    pub format: String,
    /// The format version, [`VERSION`].
    pub version: u32,
    /// The chess position searched, as FEN.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// The textbook tree searched, as a nested list (leaf edits included),
    /// or the name of a built-in tree.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
    /// The game searched when it is neither chess nor a tree: `tictactoe`
    /// or `connect4` (added in version 1 as optional fields: older files
    /// load as before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The position of `game`: 9 characters `x`, `o`, `.` row by row from
    /// the top for tic-tac-toe, the columns played (1-based) for Connect Four.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// Every search option and the evaluation.
    #[serde(default)]
    pub options: OptionsFields,
    /// Where the user was: the step and the node picked.
    #[serde(default)]
    pub cursor: CursorFields,
    /// Zoom and pan of the tree, its text size, following, the board's side.
    #[serde(default)]
    pub view: ViewFields,
    /// The teaching toggles.
    #[serde(default)]
    pub teaching: TeachingFields,
}

/// The search options, written as on the command line (`gametree analyze`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent on/off search options, each its own flag"
)]
pub struct OptionsFields {
    /// The algorithm, as `--algo` names it (`alphabeta`, `expectimax`,
    /// `mcts`, …). Optional: left out, it is the command line's default,
    /// expectimax for a game with chance nodes and alpha-beta otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub algo: Option<String>,
    /// Depth in plies, 1 to 64 (a tree is searched to its leaves).
    pub depth: u8,
    /// `natural`, `captures`, `seed`, `best`, `worst` or `random:SEED`.
    pub order: String,
    /// `hard` or `soft`.
    pub fail: String,
    /// `ge` (cut once α ≥ β) or `gt` (cut once α > β). Added in version 1
    /// as an optional field: a file without it is `ge`, and `ge` is not
    /// written, so such files still load in gametree versions before it.
    #[serde(skip_serializing_if = "is_textbook_cutoff")]
    pub cutoff: String,
    /// Transposition table.
    pub tt: bool,
    /// Iterative deepening (chess only).
    pub id: bool,
    /// A node with one legal move does not use up depth.
    pub singular_extension: bool,
    /// Quiescence at the depth limit. Optional, written only when on, so
    /// files without it still load in versions before it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub quiescence: bool,
    /// `material` or `pst`.
    pub eval: String,
    /// The node cap, at least 1.
    pub max_nodes: u64,
    /// Aspiration windows and MTD(f): the first guess at the root's value.
    /// Optional (added with those algorithms), `0` when left out, and left
    /// out when `0`.
    #[serde(skip_serializing_if = "is_zero")]
    pub guess: Score,
    /// Aspiration windows: the first window's half-width. Optional, `1`
    /// when left out, and left out when `1`.
    #[serde(skip_serializing_if = "is_default_window")]
    pub window: Score,
    /// Star1: the leaves' bounds as `LO..HI` in the game's values (as
    /// `--bounds` reads them). Optional, left out when the game's own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bounds: Option<String>,
    /// Monte Carlo tree search: iterations, 1 to 1,000,000. Optional
    /// (added with it), 1000 when left out, and left out when 1000.
    #[serde(skip_serializing_if = "is_default_iterations")]
    pub iterations: u32,
    /// Monte Carlo tree search: the playouts' seed. Optional, 0 when left
    /// out, and left out when 0.
    #[serde(skip_serializing_if = "is_zero_seed")]
    pub seed: u64,
    /// Monte Carlo tree search: UCB1's constant C, a finite number ≥ 0.
    /// Optional, √2 when left out, and left out when √2.
    #[serde(skip_serializing_if = "is_default_exploration")]
    pub exploration: Exploration,
    /// Monte Carlo tree search: the playout cap in plies, at least 1.
    /// Optional, 200 when left out, and left out when 200.
    #[serde(skip_serializing_if = "is_default_playout_cap")]
    pub playout_cap: u16,
}

impl OptionsFields {
    /// The fields of `options` and `eval`.
    #[must_use]
    pub fn of(options: &SearchOptions, eval: EvalKind) -> Self {
        Self {
            algo: Some(options.algorithm.name().to_owned()),
            depth: options.depth,
            order: options.ordering.to_string(),
            fail: options.fail.name().to_owned(),
            cutoff: options.cutoff.name().to_owned(),
            tt: options.transposition_table,
            id: options.iterative_deepening,
            singular_extension: options.singular_extension,
            quiescence: options.quiescence,
            eval: eval.name().to_owned(),
            max_nodes: options.max_nodes,
            guess: options.guess,
            window: options.aspiration_window,
            iterations: options.mcts.iterations,
            seed: options.mcts.seed,
            exploration: options.mcts.exploration,
            playout_cap: options.mcts.playout_cap,
            bounds: None,
        }
    }
}

impl OptionsFields {
    /// The fields of `options` searching `game` with `eval`: as
    /// [`Self::of`], with Star1's bounds written in the game's values.
    #[must_use]
    pub fn for_search(game: &AnyGame, options: &SearchOptions, eval: EvalKind) -> Self {
        Self {
            bounds: options.bounds.map(|bounds| game.bounds_text(bounds)),
            ..Self::of(options, eval)
        }
    }
}

/// Whether MCTS's iterations are the default, left out when written.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_default_iterations(iterations: &u32) -> bool {
    *iterations == DEFAULT_ITERATIONS
}

/// Whether MCTS's seed is the default, left out when written.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_zero_seed(seed: &u64) -> bool {
    *seed == 0
}

/// Whether UCB1's constant is the default, left out when written.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_default_exploration(c: &Exploration) -> bool {
    *c == Exploration::DEFAULT
}

/// Whether the playout cap is the default, left out when written.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_default_playout_cap(cap: &u16) -> bool {
    *cap == DEFAULT_PLAYOUT_CAP
}

/// Whether the guess is the default, which is left out when written.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_zero(guess: &Score) -> bool {
    *guess == 0
}

/// Whether the aspiration window is the default, which is left out when written.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_default_window(window: &Score) -> bool {
    *window == DEFAULT_ASPIRATION_WINDOW
}

/// Whether `cutoff` is the default convention, which is left out when written.
fn is_textbook_cutoff(cutoff: &str) -> bool {
    cutoff == Cutoff::default().name()
}

impl Default for OptionsFields {
    /// The command line's defaults: the algorithm left to the game.
    fn default() -> Self {
        Self {
            algo: None,
            ..Self::of(&SearchOptions::default(), EvalKind::default())
        }
    }
}

/// Where the user was in the search.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CursorFields {
    /// The step shown: the tree as it stands after this many events (0 is
    /// the start). It must not lie beyond the search's end.
    pub step: u64,
    /// The node picked, by its moves from the root (SAN for chess, child
    /// numbers `"1"`, `"2"`, … for trees); `null` follows the search. It must
    /// be a node shown at `step`.
    pub selected: Option<Vec<String>>,
}

/// How the tree and board were shown.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ViewFields {
    /// Zoom and pan of the tree view; `null` fits the tree to the window.
    pub zoom_pan: Option<ZoomPan>,
    /// Keep the node being searched in view.
    pub follow: bool,
    /// The tree's text size relative to its default (0.8 to 2.0).
    #[serde(with = "finite")]
    pub text_scale: f32,
    /// The board is shown from Black's side.
    pub board_flipped: bool,
}

impl Default for ViewFields {
    fn default() -> Self {
        Self {
            zoom_pan: None,
            follow: true,
            text_scale: 1.0,
            board_flipped: false,
        }
    }
}

/// Zoom and pan: a layout point `(x, y)` (columns, plies) is drawn at
/// `origin + (x·scale[0], y·scale[1])` points from the tree panel's corner.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZoomPan {
    /// Where layout point (0, 0) is, in points from the panel's corner.
    #[serde(with = "finite_pair")]
    pub origin: [f32; 2],
    /// Points per column and per ply, both above 0.
    #[serde(with = "finite_pair")]
    pub scale: [f32; 2],
}

/// The view's numbers are finite both ways: a number too large for `f32`
/// (which serde would read as infinity) is refused when read, and an
/// infinite or NaN value is refused when written (JSON has no such number:
/// serde would write `null`, which no file reads back).
mod finite {
    use serde::{Deserialize as _, Deserializer, Serializer, de, ser};

    #[expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's `with` passes a reference"
    )]
    pub fn serialize<S: Serializer>(value: &f32, serializer: S) -> Result<S::Ok, S::Error> {
        if !value.is_finite() {
            return Err(ser::Error::custom(format!(
                "{value} is not a number JSON can hold"
            )));
        }
        serializer.serialize_f32(*value)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f32, D::Error> {
        let value = f64::deserialize(deserializer)?;
        let narrow = value as f32;
        if narrow.is_finite() {
            Ok(narrow)
        } else {
            Err(de::Error::custom(format!(
                "{value:e} is too large for a view number (at most {:e})",
                f32::MAX
            )))
        }
    }
}

/// [`finite`] for a pair of numbers.
mod finite_pair {
    use serde::{Deserializer, Serializer, ser::SerializeTuple as _};

    #[expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's `with` passes a reference"
    )]
    pub fn serialize<S: Serializer>(pair: &[f32; 2], serializer: S) -> Result<S::Ok, S::Error> {
        let mut tuple = serializer.serialize_tuple(2)?;
        for value in pair {
            tuple.serialize_element(&Finite(*value))?;
        }
        tuple.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<[f32; 2], D::Error> {
        let pair: [Finite; 2] = serde::Deserialize::deserialize(deserializer)?;
        Ok(pair.map(|Finite(value)| value))
    }

    /// One number, through [`super::finite`].
    #[derive(serde::Serialize, serde::Deserialize)]
    #[serde(transparent)]
    struct Finite(#[serde(with = "super::finite")] f32);
}

/// The teaching toggles.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is one independent toggle"
)]
pub struct TeachingFields {
    /// Lecture mode (L).
    pub lecture: bool,
    /// Knuth node types (K).
    pub knuth_types: bool,
    /// The pseudocode and narration panel (P).
    pub pseudocode: bool,
    /// The values of pruned textbook leaves, in grey.
    pub skipped_values: bool,
}

impl Default for TeachingFields {
    fn default() -> Self {
        Self {
            lecture: false,
            knuth_types: false,
            pseudocode: true,
            skipped_values: false,
        }
    }
}

impl SessionFile {
    /// A file of the current format and version on a chess position.
    #[must_use]
    pub fn chess(fen: &str, options: OptionsFields) -> Self {
        Self {
            fen: Some(fen.to_owned()),
            ..Self::new(options)
        }
    }

    /// A file of the current format and version on a textbook tree.
    #[must_use]
    pub fn tree(list: &str, options: OptionsFields) -> Self {
        Self {
            tree: Some(list.to_owned()),
            ..Self::new(options)
        }
    }

    /// A file of the current format and version on what `game` searches:
    /// its `fen`, its `tree`, or its `game` and `position`.
    #[must_use]
    pub fn for_game(game: &AnyGame, options: OptionsFields) -> Self {
        let text = game.position_text();
        match game.kind() {
            GameKind::Chess => Self::chess(&text, options),
            GameKind::Tree => Self::tree(&text, options),
            kind => Self {
                game: Some(kind.name().to_owned()),
                position: Some(text),
                ..Self::new(options)
            },
        }
    }

    fn new(options: OptionsFields) -> Self {
        Self {
            format: FORMAT.to_owned(),
            version: VERSION,
            fen: None,
            tree: None,
            game: None,
            position: None,
            options,
            cursor: CursorFields::default(),
            view: ViewFields::default(),
            teaching: TeachingFields::default(),
        }
    }

    /// The file's text: pretty-printed JSON with a final newline.
    ///
    /// # Errors
    /// Never in practice (every field serialises); serde's error otherwise.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        let mut text = serde_json::to_string_pretty(self)?;
        text.push('\n');
        Ok(text)
    }
}
