//! The printed worksheet: the exam sheet (leaf values, empty boxes) and its
//! answer key, both the whole tree on one layout, drawn through the sheet
//! overlay the explorer draws (`teach::worksheet::drawing`): the
//! key is the sheet with every cell filled from the key, pruned moves
//! marked and what the search never visited greyed. A printed page
//! ([`sheet_pdf`]) puts the tree under a heading (title, name and date
//! line, how the tree was made, one line of instructions, the conventions
//! and a legend for the window boxes) and over a table of answer boxes,
//! one row per inner node, each box 8 mm high or more and clear of every
//! edge; the key is the same page with the boxes filled in.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use std::fmt::Write as _;

use super::svg::placed_text;
use super::tree::{TreePicture, tree_svg};
use super::{ExportError, Theme, fonts, pdf, png};
use crate::input::AnyGame;
use crate::scene::overlay::{BLANK_WINDOW, WINDOWS_APART};
use crate::scene::{Point, Scene, TreeOverlay};
use crate::search::{Cutoff, FailMode, Player};
use crate::session::Session;
use crate::teach::worksheet::{
    Answers, CellKind, Drawing, Fill, KeyEntry, SheetCell, key_answers, path_name, sheet_cells,
    sheet_nodes,
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
    let overlay = sheet_overlay(whole, key, (print, fill), true);
    let mut picture = TreePicture::whole(theme, size);
    picture.overlay = Some(&overlay);
    tree_svg(whole, &picture)
}

/// The overlay that draws sheet `print` asking for `fill` on the whole
/// tree: blank inner nodes, pruned moves marked and unvisited nodes grey
/// on the key, and, if `windows`, the key's values and the window boxes
/// at the nodes (a printed page writes them in its table instead).
fn sheet_overlay(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    (print, fill): (Print, Fill),
    windows: bool,
) -> TreeOverlay {
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
    if !windows {
        // The printed page writes the answers in its table: the tree keeps
        // its edges' move labels clear of values and windows.
        for node in sheet.values_mut() {
            node.window = None;
            node.value = None;
        }
    }
    TreeOverlay {
        blank: true,
        sheet,
        ..TreeOverlay::default()
    }
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
    sheet_fill_png(whole, key, (print, Fill::Windows), theme)
}

/// The picture `print` asking for `fill` as PNG, one pixel a point: a
/// values-only sheet has no window boxes.
///
/// # Errors
/// As [`sheet_png`].
pub fn sheet_fill_png(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    (print, fill): (Print, Fill),
    theme: Theme,
) -> Result<Vec<u8>, ExportError> {
    let size = size(whole, theme);
    let svg = picture_svg(whole, key, (print, fill), theme, size)?;
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
    /// Whether the tree has chance nodes (an expectimax sheet, values only).
    pub chance: bool,
}

/// Page margin, in points (half an inch).
const MARGIN: f32 = 36.0;

/// The sheet's title: `Alpha-beta worksheet`, `Minimax worksheet: answer
/// key`, as the printed page and a question bank's question name it.
pub(crate) fn title(print: Print, heading: &Heading) -> String {
    match (heading.chance, heading.fill, print) {
        (true, _, Print::Sheet) => crate::tr!("export-sheet-title-expectimax"),
        (true, _, Print::Key) => crate::tr!("export-key-title-expectimax"),
        (false, Fill::ValuesOnly, Print::Sheet) => crate::tr!("export-sheet-title-minimax"),
        (false, Fill::ValuesOnly, Print::Key) => crate::tr!("export-key-title-minimax"),
        (false, Fill::Windows, Print::Sheet) => crate::tr!("export-sheet-title-alpha-beta"),
        (false, Fill::Windows, Print::Key) => crate::tr!("export-key-title-alpha-beta"),
    }
}

/// The conventions the key follows, in one line: the cutoff test and the
/// fail mode of an alpha-beta sheet, or what a minimax or expectimax sheet
/// averages and prunes.
pub(crate) fn conventions(heading: &Heading) -> String {
    if heading.chance {
        return crate::tr!("export-sheet-conventions-expectimax");
    }
    if heading.fill == Fill::ValuesOnly {
        return crate::tr!("export-sheet-conventions-minimax");
    }
    let test = heading.cutoff.test();
    match heading.fail {
        FailMode::Soft => crate::tr!("export-sheet-conventions-fail-soft", test = test),
        FailMode::Hard => crate::tr!("export-sheet-conventions-fail-hard", test = test),
    }
}

/// Who moves at the root and how values and nodes are named.
pub(crate) fn root_line(heading: &Heading) -> String {
    crate::tr!("export-sheet-root-line", player = heading.root.name())
}

/// The heading's lines, each with its font size.
fn heading_lines(print: Print, heading: &Heading) -> Vec<(String, f32)> {
    let name = crate::tr!("export-sheet-name-date");
    let instructions = if heading.chance {
        crate::tr!("export-sheet-instructions-expectimax")
    } else if heading.fill == Fill::ValuesOnly {
        crate::tr!("export-sheet-instructions-minimax")
    } else {
        crate::tr!("export-sheet-instructions-alpha-beta")
    };
    let mut lines = vec![
        (title(print, heading), 18.0),
        (name, 11.0),
        (heading.made.clone(), 10.0),
        (instructions, 10.0),
        (conventions(heading), 9.0),
        (root_line(heading), 9.0),
    ];
    if !heading.chance && heading.fill == Fill::Windows {
        lines.push((crate::tr!("export-sheet-window-boxes"), 9.0));
    }
    lines
}

/// The height of an answer box on paper: 26 pt, over the 8 mm (22.7 pt)
/// a hand needs to write in.
pub const BOX_HEIGHT: f32 = 26.0;
/// The width of an answer box.
const BOX_WIDTH: f32 = 38.0;
/// The least width of the table's node-name column.
const NAME_WIDTH: f32 = 58.0;
/// The node names' font size.
const NAME_SIZE: f32 = 10.0;
/// Between a node's name and its first box.
const NAME_GAP: f32 = 6.0;

/// A table row's name: the node's path and role, `1.1.1 CHANCE`.
fn row_name(cell: &SheetCell) -> String {
    format!("{} {}", path_name(&cell.path), cell.player)
}
/// The table's header row.
const HEADER: f32 = 14.0;
/// Between two halves of the table side by side.
const TABLE_GAP: f32 = 18.0;
/// Points of picture per leaf: the leaves' values and the move labels
/// stay readable once the picture is scaled to the page.
const LEAF_COLUMN: f32 = 34.0;
/// The smallest scale the tree may be printed at: its 12 pt labels are
/// 6 pt on paper.
const MIN_SCALE: f32 = 0.5;

/// One answer box of a printed page, in page points.
#[derive(Clone, PartialEq, Debug)]
pub struct AnswerBox {
    /// Top-left corner.
    pub min: Point,
    /// Bottom-right corner.
    pub max: Point,
    /// The node's key path (`2 1`).
    pub path: String,
    /// Which cell.
    pub kind: CellKind,
    /// What is written in it: empty on the exam, the answer on the key.
    pub text: String,
}

/// A printed page laid out: its SVG, and what a test measures on it.
#[derive(Clone, Debug)]
pub struct SheetPage {
    /// The page as SVG, in points.
    pub svg: String,
    /// The page's width and height in points.
    pub size: Point,
    /// The tree as drawn, in picture points.
    pub tree: Scene,
    /// Where the picture's origin is on the page.
    pub tree_origin: Point,
    /// Page points per picture point.
    pub tree_scale: f32,
    /// The answer table's boxes, in search order.
    pub boxes: Vec<AnswerBox>,
}

/// A printed page of the worksheet `print` on `paper`: the heading, the
/// tree with a move label on every edge (the key marks the pruned moves
/// and greys the unvisited nodes; its values are in the table, the inner
/// nodes stay empty), and under it a table with one row
/// per inner node in search order, its answer boxes at least 8 mm high and
/// away from every edge.
///
/// # Errors
/// As [`sheet_svg`]; [`ExportError::TooLarge`] for a tree too wide to be
/// read on one page; [`ExportError::Internal`] if the tree picture is not
/// the SVG the scene writes.
pub fn sheet_page(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    print: Print,
    paper: Paper,
    heading: &Heading,
) -> Result<SheetPage, ExportError> {
    let page = paper.points();
    let width = page.x - 2.0 * MARGIN;
    // The heading's lines, one under the other, each its size × 1.45 lower.
    let mut y = MARGIN;
    let mut texts = String::new();
    for (line, size) in heading_lines(print, heading) {
        y += size * 1.45;
        // Writing to a String cannot fail.
        let (x, anchor, content) = placed_text(&line, MARGIN, "start", size);
        let _ = writeln!(
            texts,
            "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size}\" text-anchor=\"{anchor}\" fill=\"#000000\">{content}</text>"
        );
    }
    let top = y + 12.0;
    // The table: as many halves side by side as the width holds.
    let kinds: &[CellKind] = match heading.fill {
        Fill::Windows => &[
            CellKind::AlphaIn,
            CellKind::BetaIn,
            CellKind::Value,
            CellKind::AlphaOut,
            CellKind::BetaOut,
        ],
        Fill::ValuesOnly => &[CellKind::Value],
    };
    // One row per inner node, in the order the search enters them.
    let cells = sheet_cells(whole, heading.fill);
    let mut rows: Vec<_> = Vec::new();
    for cell in &cells {
        let inner = cells
            .iter()
            .any(|c| c.node == cell.node && c.kind == CellKind::Value);
        if inner && !rows.iter().any(|row: &&SheetCell| row.node == cell.node) {
            rows.push(cell);
        }
    }
    // The name column fits the longest name (`1.1.1 CHANCE`) clear of
    // the boxes.
    let name_width = rows
        .iter()
        .map(|cell| fonts::text_width(&row_name(cell), NAME_SIZE) + NAME_GAP)
        .fold(NAME_WIDTH, f32::max);
    let part = name_width + kinds.len() as f32 * BOX_WIDTH;
    let parts = (((width + TABLE_GAP) / (part + TABLE_GAP)).floor() as usize).max(1);
    let per_part = rows.len().div_ceil(parts).max(1);
    let table_top = page.y - MARGIN - HEADER - per_part as f32 * BOX_HEIGHT;
    // The tree: a column per leaf, as tall as the room between heading and
    // table, scaled to the page's width.
    let room = Point::new(width, table_top - 14.0 - top);
    let leaves = whole
        .game()
        .as_textbook()
        .map_or(8, crate::textbook::TextbookTree::leaf_count);
    let natural = (leaves as f32 * LEAF_COLUMN + 80.0).max(width * 0.8);
    let scale = room.x / natural;
    if scale < MIN_SCALE || room.y < 120.0 {
        return Err(ExportError::TooLarge {
            leaves,
            most: ((room.x / MIN_SCALE - 80.0) / LEAF_COLUMN).floor() as usize,
            paper: paper.name(),
        });
    }
    let size = Point::new(natural, room.y / scale);
    let overlay = sheet_overlay(whole, key, (print, heading.fill), false);
    let mut picture = TreePicture::whole(Theme::Light, size);
    picture.overlay = Some(&overlay);
    let tree = super::tree::scene(whole, &picture)?;
    let tree_svg = tree_svg(whole, &picture)?;
    let inner = tree_svg
        .split_once("<svg")
        .and_then(|(_, rest)| rest.split_once('>'))
        .and_then(|(_, body)| body.rsplit_once("</svg>"))
        .map(|(body, _)| body)
        .ok_or_else(|| ExportError::Internal("the sheet is not an SVG".to_owned()))?;
    let answers = match print {
        Print::Sheet => Answers::default(),
        Print::Key => key_answers(key),
    };
    let table = Table {
        rows: &rows,
        name_width,
        kinds,
        answers: &answers,
        print,
        top: table_top,
        parts,
        per_part,
    };
    let (table, boxes) = table.svg();
    let origin = Point::new(MARGIN, top);
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{family}\">\n<rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n{texts}<g transform=\"translate({ox:.2} {oy:.2}) scale({scale:.4})\">{inner}</g>\n{table}</svg>\n",
        w = page.x,
        h = page.y,
        ox = origin.x,
        oy = origin.y,
        family = fonts::FAMILY
    );
    Ok(SheetPage {
        svg,
        size: page,
        tree,
        tree_origin: origin,
        tree_scale: scale,
        boxes,
    })
}

/// The answer table of a printed page.
struct Table<'a> {
    /// The inner nodes, one row each, in search order.
    rows: &'a [&'a SheetCell],
    /// The width of the node-name column.
    name_width: f32,
    /// The boxes of a row.
    kinds: &'a [CellKind],
    /// What is written in them.
    answers: &'a Answers,
    print: Print,
    /// The header's top, in page points.
    top: f32,
    /// How many halves side by side.
    parts: usize,
    /// Rows in each.
    per_part: usize,
}

impl Table<'_> {
    /// The table as SVG, and its boxes.
    fn svg(&self) -> (String, Vec<AnswerBox>) {
        let &Table {
            rows,
            name_width,
            kinds,
            answers,
            print,
            top,
            parts,
            per_part,
        } = self;
        let part = name_width + kinds.len() as f32 * BOX_WIDTH;
        let mut boxes = Vec::new();
        let mut table = String::new();
        for part_index in 0..parts {
            let x0 = MARGIN + part_index as f32 * (part + TABLE_GAP);
            let chunk = rows.iter().skip(part_index * per_part).take(per_part);
            if part_index * per_part >= rows.len() {
                break;
            }
            // The header: the node, then each box's name.
            let (x, anchor, content) =
                placed_text(&crate::tr!("export-sheet-node-head"), x0, "start", 9.0);
            let _ = writeln!(
                table,
                "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"9\" text-anchor=\"{anchor}\" fill=\"#000000\">{content}</text>",
                top + HEADER - 4.0
            );
            for (k, kind) in kinds.iter().enumerate() {
                let x = x0 + name_width + (k as f32 + 0.5) * BOX_WIDTH;
                let (x, anchor, content) = placed_text(&kind.name(), x, "middle", 9.0);
                let _ = writeln!(
                    table,
                    "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"9\" text-anchor=\"{anchor}\" fill=\"#000000\">{content}</text>",
                    top + HEADER - 4.0,
                );
            }
            for (r, cell) in chunk.enumerate() {
                let y0 = top + HEADER + r as f32 * BOX_HEIGHT;
                let name = row_name(cell);
                let (x, anchor, content) = placed_text(&name, x0, "start", NAME_SIZE);
                let _ = writeln!(
                    table,
                    "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"{NAME_SIZE}\" text-anchor=\"{anchor}\" fill=\"#000000\">{content}</text>",
                    y0 + BOX_HEIGHT * 0.62,
                );
                for (k, &kind) in kinds.iter().enumerate() {
                    let min = Point::new(x0 + name_width + k as f32 * BOX_WIDTH, y0);
                    let max = Point::new(min.x + BOX_WIDTH, y0 + BOX_HEIGHT);
                    let text = match (print, answers.text(&cell.path, kind)) {
                        // A node the search never visited has no answers.
                        (Print::Key, "") => String::from("—"),
                        (_, text) => text.to_owned(),
                    };
                    let _ = writeln!(
                        table,
                        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{BOX_WIDTH}\" height=\"{BOX_HEIGHT}\" fill=\"none\" stroke=\"#000000\" stroke-width=\"0.8\"/>",
                        min.x, min.y
                    );
                    if !text.is_empty() {
                        let (x, anchor, content) =
                            placed_text(&text, f32::midpoint(min.x, max.x), "middle", 11.0);
                        let _ = writeln!(
                            table,
                            "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"11\" text-anchor=\"{anchor}\" fill=\"#1a5fb4\">{content}</text>",
                            min.y + BOX_HEIGHT * 0.65,
                        );
                    }
                    boxes.push(AnswerBox {
                        min,
                        max,
                        path: cell.path.clone(),
                        kind,
                        text,
                    });
                }
            }
        }

        (table, boxes)
    }
}

/// A printed page of the worksheet `print` on `paper`, as SVG
/// ([`sheet_page`]).
///
/// # Errors
/// As [`sheet_page`].
pub fn sheet_page_svg(
    whole: &Session<AnyGame>,
    key: &[KeyEntry],
    print: Print,
    paper: Paper,
    heading: &Heading,
) -> Result<String, ExportError> {
    Ok(sheet_page(whole, key, print, paper, heading)?.svg)
}

/// The printed page as a one-page PDF (`pdf::svg_to_pdf`).
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
