//! A deck as one PDF: the slides of [`super::slides`] (the same steps, the
//! same theme and layout), each a 16:9 page with a title line over the tree
//! and the step's narration under it, text selectable. The search is
//! recorded ahead to the deck's last step first, so a deck never stops at
//! the step the window shows.

use std::path::Path;

use super::pdf::{Pages, Unit};
use super::slides::{self, Deck};
use super::{ExportError, PictureSize, write_file};
use crate::input::AnyGame;
use crate::session::Session;

/// Every page's size in pixels: 16:9, a 13.33 × 7.5 inch PDF page.
pub const PAGE: PictureSize = PictureSize {
    width: 1280,
    height: 720,
};

/// The deck of `deck`'s slides (at [`PAGE`] size, with titles) as PDF
/// bytes, and how many pages it has. The session's cursor is where it was
/// afterwards.
///
/// # Errors
/// As [`slides::for_each_slide`]; [`ExportError::Pdf`] if a page cannot be
/// made (a bug).
pub fn deck_pdf(
    session: &mut Session<AnyGame>,
    deck: &Deck,
) -> Result<(Vec<u8>, usize), ExportError> {
    let deck = Deck {
        size: PAGE,
        title: true,
        ..*deck
    };
    let mut pages = Pages::new(Unit::Pixel);
    let count = slides::for_each_slide(session, &deck, |_, _, svg| Ok(pages.add(svg)?))?;
    Ok((pages.finish()?, count))
}

/// Writes the deck of `deck` to `path` as PDF; returns how many pages it has.
///
/// # Errors
/// As [`deck_pdf`]; [`ExportError::Write`] if the file cannot be written.
pub fn write(
    session: &mut Session<AnyGame>,
    path: &Path,
    deck: &Deck,
) -> Result<usize, ExportError> {
    let (bytes, count) = deck_pdf(session, deck)?;
    write_file(path, &bytes)?;
    Ok(count)
}
