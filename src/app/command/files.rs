//! The file commands and what an export request is: what is exported, in
//! which format, where, and how.

use std::path::{Path, PathBuf};

use crate::export::steps::SlidesAt;
use crate::export::{PictureSize, Theme};

/// Opening, saving and exporting.
#[derive(Clone, PartialEq, Debug)]
pub enum FilesCommand {
    /// Ask for a session file to open (File → Open…).
    OpenDialog,
    /// Save the session to the file it came from, or ask where (File → Save).
    Save,
    /// Ask where to save the session (File → Save as…).
    SaveAsDialog,
    /// Open this session file; a bad file changes nothing.
    OpenSession(PathBuf),
    /// Ask for a student's search trace to open (File → Open trace…).
    OpenTraceDialog,
    /// Open this trace (JSON Lines, `gametree check`'s) as the session; a
    /// bad trace changes nothing.
    OpenTrace(PathBuf),
    /// Go to the step where the open trace first leaves the algorithm.
    GoToDivergence,
    /// Save the session to this file, atomically.
    SaveSession(PathBuf),
    /// Open the export dialog for the tree, the board or slides.
    OpenExport(ExportKind),
    /// Export as the dialog asks.
    Export(Box<ExportRequest>),
    /// Copy the visible part of the tree to the clipboard as a picture.
    CopyImage,
}

/// What is exported.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ExportKind {
    /// The tree at the current step.
    Tree,
    /// The board of the node shown.
    Board,
    /// One slide per step.
    Slides,
    /// One slide per step as a page of one PDF.
    Deck,
    /// The worksheet as an exam: the whole tree, values only at the leaves.
    Sheet,
    /// The worksheet's answer key, on the same layout as the sheet.
    Key,
    /// A walk-through of the steps as one web page.
    WebPage,
}

impl ExportKind {
    /// The export dialog's title.
    #[must_use]
    pub fn title(self) -> String {
        match self {
            Self::Tree => crate::tr!("files-export-title-tree"),
            Self::Board => crate::tr!("files-export-title-board"),
            Self::Slides => crate::tr!("files-export-title-slides"),
            Self::Deck => crate::tr!("files-export-title-deck"),
            Self::Sheet => crate::tr!("files-export-title-sheet"),
            Self::Key => crate::tr!("files-export-title-key"),
            Self::WebPage => crate::tr!("files-export-title-web-page"),
        }
    }

    /// Whether the export is one picture per step.
    #[must_use]
    pub fn is_deck_or_slides(self) -> bool {
        matches!(self, Self::Slides | Self::Deck)
    }

    /// Whether the export goes step by step (slides, a deck, a web page):
    /// it asks for a range of steps.
    #[must_use]
    pub fn is_step_by_step(self) -> bool {
        self.is_deck_or_slides() || self == Self::WebPage
    }

    /// Where an export goes unless the user types another path: a file (a
    /// folder for slides) named after what is exported, in `folder`.
    #[must_use]
    pub fn default_path(self, format: Format, folder: &Path) -> String {
        let name = match self {
            Self::Tree => format!("gametree-tree.{}", format.extension()),
            Self::Board => format!("gametree-board.{}", format.extension()),
            Self::Slides => String::from("gametree-slides"),
            Self::Deck => String::from("gametree-deck.pdf"),
            Self::Sheet => format!("gametree-sheet.{}", format.extension()),
            Self::Key => format!("gametree-key.{}", format.extension()),
            Self::WebPage => String::from("gametree-walkthrough.html"),
        };
        folder.join(name).display().to_string()
    }
}

/// SVG or PNG.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// Scalable vector graphics.
    Svg,
    /// A raster picture.
    Png,
}

impl Format {
    /// The format a path names by its extension (`.svg`, `.png`), if it
    /// names one.
    #[must_use]
    pub fn of_path(path: &Path) -> Option<Self> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        [Self::Svg, Self::Png]
            .into_iter()
            .find(|format| format.extension() == extension)
    }

    /// The file name's extension, without the dot.
    #[must_use]
    pub fn extension(self) -> &'static str {
        match self {
            Self::Svg => "svg",
            Self::Png => "png",
        }
    }
}

/// One export, as the dialog asks for it.
#[derive(Clone, PartialEq, Debug)]
pub struct ExportRequest {
    /// What is exported.
    pub kind: ExportKind,
    /// The file (a folder for slides).
    pub path: PathBuf,
    /// SVG or PNG (slides are written in both, a deck as PDF).
    pub format: Format,
    /// The whole tree, else the part the window shows.
    pub whole: bool,
    /// Colours and sizes.
    pub theme: Theme,
    /// The picture's size in pixels.
    pub size: PictureSize,
    /// Slides and decks: every step or the key steps.
    pub slides_at: SlidesAt,
    /// Slides and decks: the first and last step ([`END`](crate::export::steps::END): the search's last).
    pub steps: (u64, u64),
    /// Slides and decks: the narration under the tree.
    pub caption: bool,
}
