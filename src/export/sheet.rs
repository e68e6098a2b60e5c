//! The printed worksheet: the exam sheet (leaf values, empty boxes) and its
//! answer key, both the whole tree on one layout, drawn through the sheet
//! overlay the explorer draws ([`crate::teach::worksheet::drawing`]): the
//! key is the sheet with every cell filled from the key, pruned moves
//! marked and what the search never visited greyed. A printed page
//! ([`sheet_pdf`]) puts either picture under a heading: title, name and
//! date line, how the tree was made, one line of instructions, the
//! conventions and a legend for the two window boxes.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use std::fmt::Write as _;

use super::svg::escape;
use super::tree::{TreePicture, tree_svg};
use super::{ExportError, Theme, fonts, pdf, png};
use crate::input::AnyGame;
use crate::scene::overlay::{BLANK_WINDOW, WINDOWS_APART};
use crate::scene::{Point, TreeOverlay};
use crate::search::{Cutoff, FailMode, Player};
use crate::session::Session;
use crate::teach::worksheet::{
    Answers, CellKind, Drawing, Fill, KeyEntry, key_answers, sheet_cells, sheet_nodes,
};

/// Which of the two pictures.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Print {
    /// The exam: values only at the leaves, every cell empty (under each
    /// inner node a box for its window on entry and one for on leaving).
    Sheet,
    /// The answer key.
    Key,
}

/// A worksheet picture of `whole` (a search that visits every node, so
/// the sheet shows the whole tree) with `key`'s answers, in `theme`, as
/// SVG, and its size in points.
///
/// # Errors
/// [`ExportError::Empty`] for a session that has not searched.
pub fn sheet_svg(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    print: Print,
    theme: Theme,
) -> Result<(String, Point), ExportError> {
    let size = size(whole, theme);
    Ok((
        picture_svg(whole, key, (print, Fill::Windows), theme, size)?,
        size,
    ))
}

/// The worksheet picture `print` asking for `fill` (windows and values, or
/// values only) drawn `size` points large.
fn picture_svg(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    (print, fill): (Print, Fill),
    theme: Theme,
    size: Point,
) -> Result<String, ExportError> {
    let cells = sheet_cells(whole, fill);
    let answers = match print {
        Print::Sheet => Answers::default(),
        Print::Key => key_answers(key),
    };
    let drawing = Drawing {
        cells: &cells,
        answers: &answers,
        report: None,
        current: None,
        fill,
        reveal: (print == Print::Key).then_some(key),
    };
    let mut sheet = sheet_nodes(&drawing);
    if print == Print::Sheet && fill == Fill::Windows {
        // On paper every inner node has room for both windows.
        let both = format!("{BLANK_WINDOW}{WINDOWS_APART}{BLANK_WINDOW}");
        for cell in cells.iter().filter(|cell| cell.kind == CellKind::Value) {
            if let Some(node) = sheet.get_mut(&cell.node) {
                node.window = Some(both.clone());
            }
        }
    }
    let overlay = TreeOverlay {
        blank: true,
        sheet,
        ..TreeOverlay::default()
    };
    let mut picture = TreePicture::whole(theme, size);
    picture.overlay = Some(&overlay);
    tree_svg(whole, &picture)
}

/// The same picture as PNG, one pixel a point.
///
/// # Errors
/// As [`sheet_svg`], and [`ExportError::Internal`] if it cannot be rastered.
pub fn sheet_png(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    print: Print,
    theme: Theme,
) -> Result<Vec<u8>, ExportError> {
    let (svg, size) = sheet_svg(whole, key, print, theme)?;
    png::render(&svg, size.x.round() as u32, size.y.round() as u32)
}

/// The picture's size: a comfortable column for each leaf and a level
/// with room for its window in two lines and a pruned edge's bar under it
/// (the key's `[α, β] / [α, β]`), wider
/// for the lecture themes' larger text.
fn size(whole: &Session<AnyGame>, theme: Theme) -> Point {
    let (columns, levels) = whole.game().as_textbook().map_or((8.0, 3.0), |tree| {
        (tree.leaf_count() as f32, tree.height() as f32)
    });
    let column = if theme.is_lecture() { 120.0 } else { 80.0 };
    Point::new(
        (columns * column + 120.0).clamp(640.0, 8192.0),
        (levels * 160.0 + 140.0).clamp(360.0, 8192.0),
    )
}

/// A paper size for the printed page.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Both, as `--paper` names them.
    pub const ALL: [Self; 2] = [Self::A4, Self::Letter];

    /// `a4` or `letter`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::A4 => "a4",
            Self::Letter => "letter",
        }
    }

    /// Width and height in points (1/72 in).
    #[must_use]
    pub fn points(self) -> Point {
        match self {
            Self::A4 => Point::new(595.28, 841.89),
            Self::Letter => Point::new(612.0, 792.0),
        }
    }
}

/// What the heading of a printed page says besides the fixed lines.
#[derive(Clone, Debug)]
pub struct Heading {
    /// How the tree was made, e.g. `Seed 7 · depth 3 · branching 2 ·
    /// values 0..99 · order random`.
    pub made: String,
    /// The cutoff test the key follows.
    pub cutoff: Cutoff,
    /// The fail mode the key follows.
    pub fail: FailMode,
    /// Who moves at the root.
    pub root: Player,
    /// What is asked: windows and values (alpha-beta), or values only
    /// (minimax: no windows, nothing pruned).
    pub fill: Fill,
}

/// Page margin, in points (half an inch).
const MARGIN: f32 = 36.0;

/// The heading's lines, each with its font size.
fn heading_lines(print: Print, heading: &Heading) -> Vec<(String, f32)> {
    let name = "Name ______________________________      Date ______________";
    let root = format!(
        "{} moves at the root · every value is from MAX's view",
        heading.root.name()
    );
    if heading.fill == Fill::ValuesOnly {
        let title = match print {
            Print::Sheet => "Minimax worksheet",
            Print::Key => "Minimax worksheet: answer key",
        };
        return vec![
            (title.to_owned(), 18.0),
            (name.to_owned(), 11.0),
            (heading.made.clone(), 10.0),
            (
                "Write each inner node's minimax value in it.".to_owned(),
                10.0,
            ),
            (
                "Conventions: minimax, no windows, nothing is pruned".to_owned(),
                9.0,
            ),
            (root, 9.0),
        ];
    }
    let title = match print {
        Print::Sheet => "Alpha-beta worksheet",
        Print::Key => "Alpha-beta worksheet: answer key",
    };
    let fail = match heading.fail {
        FailMode::Soft => "fail-soft: a node returns the best value it found",
        FailMode::Hard => "fail-hard: a node's value is clamped to its window [α, β]",
    };
    vec![
        (title.to_owned(), 18.0),
        (name.to_owned(), 11.0),
        (heading.made.clone(), 10.0),
        (
            "Write each inner node's value and its two windows; cross out every pruned edge."
                .to_owned(),
            10.0,
        ),
        (
            format!("Conventions: prune when {} · {fail}", heading.cutoff.test()),
            9.0,
        ),
        (root, 9.0),
        (
            "Under each inner node: [α, β] on entry, then after the / [α, β] on leaving."
                .to_owned(),
            9.0,
        ),
    ]
}

/// A printed page of the worksheet picture `print` on `paper`, as SVG:
/// the heading, then the tree scaled to the rest of the page.
///
/// # Errors
/// As [`sheet_svg`]; [`ExportError::Internal`] if the tree picture is not
/// the SVG [`sheet_svg`] writes.
pub fn sheet_page_svg(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    print: Print,
    paper: Paper,
    heading: &Heading,
) -> Result<String, ExportError> {
    let page = paper.points();
    // The heading's lines, one under the other, each its size × 1.45 lower.
    let mut y = MARGIN;
    let mut texts = String::new();
    for (line, size) in heading_lines(print, heading) {
        y += size * 1.45;
        // Writing to a String cannot fail.
        let _ = writeln!(
            texts,
            "<text x=\"{MARGIN}\" y=\"{y:.1}\" font-size=\"{size}\" fill=\"#000000\">{}</text>",
            escape(&line)
        );
    }
    let top = y + 14.0;
    // The tree is drawn as wide as on screen (so every box and move label
    // fits between its neighbours), as tall as the page's room allows in
    // proportion, then scaled to the page's width.
    let room = Point::new(page.x - 2.0 * MARGIN, page.y - MARGIN - top);
    let natural = size(whole, Theme::Light);
    let size = Point::new(natural.x, (natural.x * room.y / room.x).max(natural.y));
    let scale = (room.x / size.x).min(room.y / size.y);
    let tree = picture_svg(whole, key, (print, heading.fill), Theme::Light, size)?;
    let inner = tree
        .split_once("<svg")
        .and_then(|(_, rest)| rest.split_once('>'))
        .and_then(|(_, body)| body.rsplit_once("</svg>"))
        .map(|(body, _)| body)
        .ok_or_else(|| ExportError::Internal("the sheet is not an SVG".to_owned()))?;
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{family}\">\n<rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n{texts}<g transform=\"translate({MARGIN} {top:.2}) scale({scale:.4})\">{inner}</g>\n</svg>\n",
        w = page.x,
        h = page.y,
        family = fonts::FAMILY
    ))
}

/// The printed page as a one-page PDF ([`pdf::svg_to_pdf`]).
///
/// # Errors
/// As [`sheet_page_svg`], and [`ExportError::Pdf`] if it cannot be made.
pub fn sheet_pdf(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    print: Print,
    paper: Paper,
    heading: &Heading,
) -> Result<Vec<u8>, ExportError> {
    let svg = sheet_page_svg(whole, key, print, paper, heading)?;
    Ok(pdf::svg_to_pdf(&svg)?)
}
