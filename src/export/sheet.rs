//! The printed worksheet: the exam sheet (leaf values, empty boxes) and its
//! answer key, both the whole tree on one layout, drawn through the sheet
//! overlay the explorer draws ([`crate::teach::worksheet::drawing`]): the
//! key is the sheet with every cell filled from the key, pruned moves
//! marked and what the search never visited greyed.

use super::tree::{TreePicture, tree_svg};
use super::{ExportError, Theme, png};
use crate::input::AnyGame;
use crate::scene::overlay::{BLANK_WINDOW, WINDOWS_APART};
use crate::scene::{Point, TreeOverlay};
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
    let cells = sheet_cells(whole, Fill::Windows);
    let answers = match print {
        Print::Sheet => Answers::default(),
        Print::Key => key_answers(key),
    };
    let drawing = Drawing {
        cells: &cells,
        answers: &answers,
        report: None,
        current: None,
        fill: Fill::Windows,
        reveal: (print == Print::Key).then_some(key),
    };
    let mut sheet = sheet_nodes(&drawing);
    if print == Print::Sheet {
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
    let size = size(whole, theme);
    let mut picture = TreePicture::whole(theme, size);
    picture.overlay = Some(&overlay);
    Ok((tree_svg(whole, &picture)?, size))
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
