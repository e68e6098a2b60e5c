//! A deck as one PDF: the slides of [`super::slides`] (the same steps, the
//! same theme and layout), each a 16:9 page with a title line over the tree
//! and the step's narration under it, text selectable. The search is
//! recorded ahead to the deck's last step first, so a deck never stops at
//! the step the window shows.

use std::path::Path;

use super::pdf::{Pages, Unit};
use super::slides::{self, Deck};
use super::steps::Chosen;
use super::{ExportError, PictureSize, write_file};
use crate::input::AnyGame;
use crate::session::Session;

/// Every page's size in pixels: 16:9, a 13.33 × 7.5 inch PDF page.
pub const PAGE: PictureSize = PictureSize {
    width: 1280,
    height: 720,
};

/// The deck of `deck`'s slides (at [`PAGE`] size, with titles) as PDF
/// bytes, and the steps chosen, a page each. The session's cursor is where it was
/// afterwards.
///
/// # Errors
/// As [`slides::for_each_slide`]; [`ExportError::Pdf`] if a page cannot be
/// made (a bug).
pub fn deck_pdf(
    session: &mut Session<AnyGame>,
    deck: &Deck,
) -> Result<(Vec<u8>, Chosen), ExportError> {
    let deck = Deck {
        size: PAGE,
        title: true,
        ..*deck
    };
    let mut pages = Pages::new(Unit::Pixel);
    let chosen = slides::for_each_slide(session, &deck, |_, _, svg| Ok(pages.add(svg)?))?;
    Ok((pages.finish()?, chosen))
}

/// Writes the deck of `deck` to `path` as PDF; returns the steps chosen, a
/// page each.
///
/// # Errors
/// As [`deck_pdf`]; [`ExportError::Write`] if the file cannot be written.
pub fn write(
    session: &mut Session<AnyGame>,
    path: &Path,
    deck: &Deck,
) -> Result<Chosen, ExportError> {
    let (bytes, chosen) = deck_pdf(session, deck)?;
    write_file(path, &bytes)?;
    Ok(chosen)
}
