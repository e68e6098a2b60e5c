//! Carrying out File → Export and Copy image with the core exporters
//! ([`crate::export`]), from the tree view's state, so the picture is the
//! tree the window shows (its view, collapsed nodes, text size, overlay).

use egui::{ColorImage, Context};
use petgraph::graph::NodeIndex;

use crate::export::board::board_svg;
use crate::export::deck;
use crate::export::html::{self, WebPage};
use crate::export::sheet::{Heading, Paper, Print, sheet_pdf, sheet_png, sheet_svg};
use crate::export::slides::{self, Deck};
use crate::export::steps::{Defaulted, StepChoice};
use crate::export::tree::{Region, TreePicture, tree_svg};
use crate::export::{ExportError, PictureSize, Theme, png, write_file};
use crate::input::AnyGame;
use crate::scene::TreeOverlay;
use crate::session::Session;
use crate::teach::worksheet::KeyEntry;

use crate::app::command::{ExportKind, ExportRequest, Format};
use crate::app::shell::toolbar::status_text;
use crate::app::tree_view::TreeViewState;

/// What the window shows, for an export.
pub struct Shown<'a> {
    /// The tree view's state (view, collapsed nodes, text size).
    pub tree_view: &'a TreeViewState,
    /// The teaching overlay.
    pub overlay: &'a TreeOverlay,
    /// The node the user picked.
    pub selected: Option<NodeIndex>,
    /// The node whose board is shown.
    pub board_node: Option<NodeIndex>,
    /// Whether the board is flipped.
    pub flipped: bool,
    /// Whether the board's arrows are drawn.
    pub arrows: bool,
    /// The worksheet's whole tree, key and printed heading, while there is
    /// a sheet.
    pub sheet: Option<(&'a Session<AnyGame>, &'a [KeyEntry], &'a Heading)>,
}

/// The tree picture of `shown` in `theme`: the whole tree at `size`, or the
/// visible part at the canvas's size.
fn picture<'a>(shown: &Shown<'a>, theme: Theme, size: PictureSize, whole: bool) -> TreePicture<'a> {
    let (region, points) = match shown.tree_view.visible() {
        Some((view, canvas)) if !whole => (Region::View(view), canvas),
        _ => (Region::Whole, size.point()),
    };
    TreePicture {
        theme,
        size: points,
        region,
        overlay: Some(shown.overlay),
        selected: shown.selected,
        text_scale: shown.tree_view.text_scale(),
        show_skipped: shown.tree_view.shows_skipped(),
        collapsed: Some(shown.tree_view.collapsed()),
        whole_tree: shown.tree_view.shows_whole_tree(),
        form: shown.tree_view.form_choice(),
    }
}

/// Carries out `request`; returns what was written.
///
/// # Errors
/// An [`ExportError`] saying why nothing (or not everything) was written.
pub fn export(
    request: &ExportRequest,
    session: &mut Session<AnyGame>,
    shown: &Shown<'_>,
) -> Result<String, ExportError> {
    // Said in full, so a relative path typed in the dialog is found again.
    let path = &std::path::absolute(&request.path).unwrap_or_else(|_| request.path.clone());
    let wrote = || crate::tr!("files-export-wrote", path = path.display().to_string());
    let size = request.size;
    let svg = match request.kind {
        ExportKind::Slides | ExportKind::Deck => {
            let deck = Deck {
                steps: StepChoice {
                    at: Some(request.slides_at),
                    range: request.steps,
                },
                theme: request.theme,
                size,
                caption: request.caption,
                title: false,
                whole_tree: shown.tree_view.shows_whole_tree(),
                form: shown.tree_view.form_choice(),
            };
            return if request.kind == ExportKind::Deck {
                let pages = deck::write(session, path, &deck)?.steps.len();
                Ok(crate::tr!(
                    "files-export-wrote-pages",
                    count = pages,
                    path = path.display().to_string()
                ))
            } else {
                let (_, chosen) = slides::write(session, path, &deck)?;
                Ok(crate::tr!(
                    "files-export-wrote-slides",
                    count = chosen.steps.len(),
                    path = path.display().to_string()
                ))
            };
        }
        ExportKind::WebPage => {
            let page = WebPage {
                steps: StepChoice {
                    at: None,
                    range: request.steps,
                },
                theme: request.theme,
                size,
                whole_tree: shown.tree_view.shows_whole_tree(),
                form: shown.tree_view.form_choice(),
            };
            let summary = |session: &Session<AnyGame>| Some(status_text(session, false, false));
            let chosen = html::write(session, path, &page, &summary)?;
            return Ok(web_page_wrote(chosen.steps.len(), chosen.defaulted, path));
        }
        ExportKind::Sheet | ExportKind::Key => {
            let (whole, key, heading) = shown.sheet.ok_or(ExportError::Empty)?;
            let print = if request.kind == ExportKind::Sheet {
                Print::Sheet
            } else {
                Print::Key
            };
            // A .pdf file is a printable A4 page; else the file's extension
            // decides, else the dialog's format.
            let pdf = path
                .extension()
                .is_some_and(|extension| extension.eq_ignore_ascii_case("pdf"));
            let bytes = match Format::of_path(path).unwrap_or(request.format) {
                _ if pdf => sheet_pdf(whole, key, print, Paper::A4, heading)?,
                Format::Svg => sheet_svg(whole, key, print, request.theme)?.0.into_bytes(),
                Format::Png => sheet_png(whole, key, print, request.theme)?,
            };
            write_file(path, &bytes)?;
            return Ok(wrote());
        }
        ExportKind::Tree => tree_svg(session, &picture(shown, request.theme, size, request.whole))?,
        ExportKind::Board => {
            let board_side = size.width.min(size.height);
            let svg = board_svg(
                session,
                shown.board_node,
                request.theme,
                board_side as f32,
                shown.flipped,
                shown.arrows,
            )?;
            if request.format == Format::Png {
                write_file(path, &png::render(&svg, board_side, board_side)?)?;
                return Ok(wrote());
            }
            svg
        }
    };
    match request.format {
        Format::Svg => write_file(path, svg.as_bytes())?,
        Format::Png => write_file(path, &png::render(&svg, size.width, size.height)?)?,
    }
    Ok(wrote())
}

/// What writing a web page of `count` steps to `path` says: of how many,
/// when the page took as many as it holds.
fn web_page_wrote(count: usize, defaulted: Option<Defaulted>, path: &std::path::Path) -> String {
    let path = path.display().to_string();
    if let Some(defaulted) = defaulted {
        crate::tr!(
            "files-export-wrote-page-some-steps",
            count = count,
            total = defaulted.steps,
            path = path
        )
    } else {
        crate::tr!("files-export-wrote-page-steps", count = count, path = path)
    }
}

/// Copies the visible part of the tree, in `theme`, to the clipboard as a
/// picture at twice the window's resolution.
///
/// # Errors
/// An [`ExportError`] if there is no tree to copy yet.
pub fn copy_image(
    ctx: &Context,
    session: &Session<AnyGame>,
    shown: &Shown<'_>,
    theme: Theme,
) -> Result<String, ExportError> {
    let tree_picture = picture(shown, theme, PictureSize::default(), false);
    let svg = tree_svg(session, &tree_picture)?;
    let (w, h) = (
        (tree_picture.size.x * 2.0).round() as u32,
        (tree_picture.size.y * 2.0).round() as u32,
    );
    let pixmap = png::raster(&svg, w.max(1), h.max(1))?;
    let size = [pixmap.width() as usize, pixmap.height() as usize];
    ctx.copy_image(ColorImage::from_rgba_premultiplied(size, pixmap.data()));
    Ok(crate::tr!(
        "files-export-copied",
        width = size[0],
        height = size[1]
    ))
}
