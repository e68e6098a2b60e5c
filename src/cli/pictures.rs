//! `--step`, `--svg`, `--png`, `--board-svg`, `--board-png`, `--slides`
//! and `--deck`:
//! the pictures of `gametree analyze`, made by [`crate::export`] exactly as
//! the explorer's File → Export makes them.

#![expect(
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use crate::cli::{AnalyzeArgs, CliError};
use crate::export::board::board_svg;
use crate::export::deck;
use crate::export::slides::{self, Deck};
use crate::export::tree::{TreePicture, tree_svg};
use crate::export::{png, write_file};
use crate::input::AnyGame;
use crate::session::Session;

/// Writes every picture `args` asks for, of the session's tree as it stands
/// after `step` (`Analysis::step`: `--step`, else the `--session` file's,
/// else the end; checked there); leaves the cursor at the end.
///
/// # Errors
/// [`CliError::Export`] for a picture that cannot be made or written.
pub fn write(
    session: &mut Session<AnyGame>,
    args: &AnalyzeArgs,
    step: u64,
) -> Result<(), CliError> {
    let end = session.frontier();
    let size = args.size.unwrap_or_default();
    let theme = args.theme;
    let slides = Deck {
        at: args.slides_at,
        steps: (1, step),
        theme,
        size,
        caption: !args.no_caption,
        title: false,
        whole_tree: args.whole_tree,
        form: args.layout.form(),
    };
    if let Some(dir) = &args.slides {
        slides::write(session, dir, &slides)?;
    }
    if let Some(path) = &args.deck {
        deck::write(session, path, &slides)?;
    }
    let result = write_at(session, args, step);
    session.seek(end, 0)?;
    result
}

/// The tree and board pictures at `step`.
fn write_at(session: &mut Session<AnyGame>, args: &AnalyzeArgs, step: u64) -> Result<(), CliError> {
    let size = args.size.unwrap_or_default();
    let theme = args.theme;
    session.seek(step, 0)?;
    if args.svg.is_some() || args.png.is_some() {
        let picture = TreePicture {
            whole_tree: args.whole_tree,
            form: args.layout.form(),
            ..TreePicture::whole(theme, size.point())
        };
        let svg = tree_svg(session, &picture)?;
        if let Some(path) = &args.svg {
            write_file(path, svg.as_bytes())?;
        }
        if let Some(path) = &args.png {
            write_file(path, &png::render(&svg, size.width, size.height)?)?;
        }
    }
    if args.board_svg.is_some() || args.board_png.is_some() {
        let board_side = size.width.min(size.height);
        let svg = board_svg(
            session,
            session.current_node(),
            theme,
            board_side as f32,
            false,
            true,
        )?;
        if let Some(path) = &args.board_svg {
            write_file(path, svg.as_bytes())?;
        }
        if let Some(path) = &args.board_png {
            write_file(path, &png::render(&svg, board_side, board_side)?)?;
        }
    }
    Ok(())
}
