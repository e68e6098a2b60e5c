//! Pictures for slides and handouts, drawn from the same scene as the
//! window: the tree as SVG and PNG, the board as SVG and PNG, and a deck of
//! numbered slides, one per step. No egui here.
//!
//! - [`tree`]: the scene of a session at its cursor (the whole tree fitted
//!   to a size, or the part a view shows) in a theme;
//! - [`svg`]: a scene written as SVG, one `<title>` per node;
//! - [`png`]: an SVG rastered to PNG with `resvg`, with bundled fonts only
//!   (`fonts`), so the same input gives the same pixels on every machine;
//! - [`board`]: the board of a node as SVG: a chess position, the pieces
//!   drawn as paths (`pieces`), or a grid game's board (`grid`);
//! - [`steps`]: which steps a step-by-step output shows (every step, the
//!   key steps, the cutoffs, a range, or a lecture's worth by default);
//! - [`slides`]: one picture per chosen step: the tree, the board beside
//!   it, the step's narration as a caption;
//! - `pdf`: SVGs as PDF pages, text from the bundled fonts;
//! - [`deck`]: the slides as one PDF, a 16:9 page each;
//! - [`animation`]: the slides as one animated GIF or APNG, a frame each;
//! - [`moodle`]: worksheets as a Moodle question bank (Moodle XML, cloze
//!   questions with the sheet's pictures inside).
//! - [`html`]: a walk-through as one self-contained web page: every chosen
//!   step's tree, board, narration and pseudocode line, and the summary.

pub mod animation;
pub mod board;
pub mod deck;
pub(crate) mod fonts;
pub(crate) mod grid;
pub mod html;
pub mod moodle;
pub(crate) mod pdf;
pub(crate) mod pieces;
pub mod png;
pub mod sheet;
pub mod slides;
pub mod steps;
pub mod svg;
pub(crate) mod theme;
pub mod tree;

use std::path::{Path, PathBuf};

pub use fonts::text_width;
pub use theme::{PictureSize, Theme};

/// Why a picture cannot be made or written.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// A size that is not `WIDTHxHEIGHT` within the limits.
    #[error("{}", crate::tr!("errs-export-size", text = .0, min = theme::MIN_SIDE, max = theme::MAX_SIDE))]
    Size(String),
    /// A theme other than light, dark or lecture.
    #[error("{}", crate::tr!("errs-export-theme", text = .0))]
    Theme(String),
    /// A slide selection other than all, key or cutoffs.
    #[error("{}", crate::tr!("errs-export-slides-at", text = .0))]
    SlidesAt(String),
    /// The steps asked for hold no slide.
    #[error("{}", crate::tr!("errs-export-no-slides"))]
    NoSlides,
    /// More slides than a deck may hold.
    #[error("{}", crate::tr!("errs-export-too-many-slides", limit = *.limit))]
    TooManySlides {
        /// The most allowed.
        limit: usize,
    },
    /// A worksheet tree too wide to print legibly on one page.
    #[error("{}", crate::tr!("errs-export-too-large", leaves = *.leaves, paper = *.paper, most = *.most))]
    TooLarge {
        /// The tree's leaves.
        leaves: usize,
        /// The most a page holds.
        most: usize,
        /// The paper's name.
        paper: &'static str,
    },
    /// The search has no tree to draw at this step.
    #[error("{}", crate::tr!("errs-export-empty"))]
    Empty,
    /// A board was asked of a game that has no board picture (a textbook
    /// tree): the game.
    #[error("{}", if *.0 == crate::input::GameKind::Tree {
        crate::tr!("errs-export-no-board-tree")
    } else {
        crate::tr!("errs-export-no-board", game = .0.title().to_lowercase())
    })]
    NoBoard(crate::input::GameKind),
    /// Something that cannot go wrong did (a bug).
    #[error("{}", crate::tr!("errs-internal", error = .0))]
    Internal(String),
    /// An SVG this program wrote could not be made a PDF (a bug).
    #[error("{}", crate::tr!("errs-internal", error = .0.to_string()))]
    Pdf(#[from] pdf::PdfError),
    /// A file or folder cannot be written.
    #[error("{}", crate::tr!("errs-export-write", path = crate::quote::quoted(&.path.display().to_string()), reason = crate::text_file::reason(.source)))]
    Write {
        /// The path.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
}

impl ExportError {
    /// Whether this is the caller's fault (bad input or an unwritable path)
    /// rather than a bug.
    #[must_use]
    pub fn is_usage(&self) -> bool {
        !matches!(self, Self::Internal(_) | Self::Pdf(_))
    }
}

/// Writes `bytes` to `path`: a regular file or a device, never a named
/// pipe ([`crate::text_file::create_for_writing`]).
///
/// # Errors
/// [`ExportError::Write`] with what the file system said, or what the
/// path is instead of a file.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), ExportError> {
    crate::text_file::create_for_writing(path)
        .and_then(|mut file| std::io::Write::write_all(&mut file, bytes))
        .map_err(|source| ExportError::Write {
            path: path.to_path_buf(),
            source,
        })
}
