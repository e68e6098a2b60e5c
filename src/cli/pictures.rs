//! `--step`, `--svg`, `--png`, `--board-svg`, `--board-png`, `--slides`,
//! `--deck`, `--gif`, `--apng` and `--html` (their steps chosen by
//! `--slides-at`, `--from` and `--to`):
//! the pictures of `gametree analyze`, made by [`crate::export`] exactly as
//! the explorer's File → Export makes them.

#![expect(
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use crate::cli::summary::Summary;
use crate::cli::{AnalyzeArgs, CliError, text};
use crate::export::animation::{self, Animation};
use crate::export::board::board_svg;
use crate::export::deck;
use crate::export::html::{self, WebPage};
use crate::export::slides::{self, Deck};
use crate::export::steps::{Chosen, Defaulted, SlidesAt, StepChoice};
use crate::export::tree::{TreePicture, tree_svg};
use crate::export::{Theme, png, write_file};
use crate::input::AnyGame;
use crate::session::Session;

/// Writes every picture `args` asks for, of the session's tree as it stands
/// after `step` (`Analysis::step`: `--step`, else the `--session` file's,
/// else the end; checked there); leaves the cursor at the end. Says on
/// stderr which steps the slides show when the default chose them.
///
/// # Errors
/// [`CliError::Step`] for a `--from` or `--to` beyond the end,
/// [`CliError::StepRange`] for a `--from` after the last step;
/// [`CliError::Export`] for a picture that cannot be made or written.
pub fn write(
    session: &mut Session<AnyGame>,
    args: &AnalyzeArgs,
    step: u64,
) -> Result<(), CliError> {
    let end = session.frontier();
    let size = args.size.unwrap_or_default();
    let theme = args.theme.unwrap_or(Theme::Light);
    if args.slides.is_some() || args.deck.is_some() || args.gif.is_some() || args.apng.is_some() {
        // Slides are for a projector: the lecture theme unless asked.
        let theme = args.theme.unwrap_or(Theme::Lecture);
        let range = slide_range(args, step, end)?;
        let slides = Deck {
            steps: StepChoice {
                at: args.slides_at,
                range,
            },
            theme,
            size,
            caption: !args.no_caption,
            title: false,
            whole_tree: args.whole_tree,
            form: args.layout.form(),
        };
        let mut chosen = None;
        if let Some(dir) = &args.slides {
            chosen = Some(slides::write(session, dir, &slides)?.1);
        }
        if let Some(path) = &args.deck {
            chosen = Some(deck::write(session, path, &slides)?);
        }
        if args.gif.is_some() || args.apng.is_some() {
            let wanted = Animation {
                gif: args.gif.as_deref(),
                apng: args.apng.as_deref(),
                frame_ms: args.frame_ms,
            };
            chosen = Some(animation::write(session, &slides, &wanted)?);
        }
        if let Some(Chosen {
            defaulted: Some(defaulted),
            ..
        }) = chosen
        {
            eprintln!("{}", defaulted_note(&defaulted, Output::Slides));
        }
    }
    if let Some(path) = &args.html {
        let page = WebPage {
            steps: StepChoice {
                at: args.slides_at,
                range: slide_range(args, step, end)?,
            },
            theme,
            size: args.size.unwrap_or(html::PAGE_SIZE),
            whole_tree: args.whole_tree,
            form: args.layout.form(),
        };
        let summary =
            |session: &Session<AnyGame>| Summary::of(session).map(|summary| text::render(&summary));
        if let Some(defaulted) = html::write(session, path, &page, &summary)?.defaulted {
            eprintln!("{}", defaulted_note(&defaulted, Output::Page));
        }
    }
    let result = write_at(session, args, step);
    session.seek(end, 0)?;
    result
}

/// The slides' first and last step: `--from` (else 1) to `--to` (else
/// `step`), each within the search's `end`.
fn slide_range(args: &AnalyzeArgs, step: u64, end: u64) -> Result<(u64, u64), CliError> {
    let first = args.from.unwrap_or(1);
    let last = args.to.unwrap_or(step);
    for asked in [args.from, args.to].into_iter().flatten() {
        if asked > end {
            return Err(CliError::Step {
                step: asked,
                total: end,
            });
        }
    }
    if first > last {
        return Err(CliError::StepRange { first, last });
    }
    Ok((first, last))
}

/// A step-by-step output whose steps the default chose.
#[derive(Clone, Copy)]
enum Output {
    /// Slides or a deck: at most [`crate::export::steps::DEFAULT_MOST`].
    Slides,
    /// A web page: at most [`crate::export::html::PAGE_MOST`].
    Page,
}

/// What the default chose for `output` and how to get more, for stderr:
/// `note: at most 50 slides by default: the slides show the 19 cutoffs with
/// the first and last step (21 slides for 199 steps, 130 are key steps);
/// --slides-at key or all shows more, …`.
fn defaulted_note(defaulted: &Defaulted, output: Output) -> String {
    let Defaulted {
        at,
        steps,
        key,
        cutoffs,
        shown,
        slides,
        rest_from,
    } = *defaulted;
    let (most, output) = match output {
        Output::Slides => (crate::export::steps::DEFAULT_MOST, "slides"),
        Output::Page => (crate::export::html::PAGE_MOST, "page"),
    };
    let (kind, of) = match at {
        SlidesAt::Cutoffs => ("cutoffs", cutoffs),
        SlidesAt::Key | SlidesAt::All => ("key", key),
    };
    let more = match rest_from {
        Some(rest) => crate::tr!("errs-note-more-rest", at = at.to_string(), rest = rest),
        None if at == SlidesAt::Cutoffs => crate::tr!("errs-note-more-cutoffs"),
        None => crate::tr!("errs-note-more-all"),
    };
    crate::tr!(
        "errs-note-chosen",
        most = most,
        output = output,
        part = if rest_from.is_some() { "first" } else { "all" },
        shown = shown,
        of = of,
        kind = kind,
        framed = if slides > shown { "yes" } else { "no" },
        slides = slides,
        steps = steps,
        key = key,
        more = more
    )
}

/// The tree and board pictures at `step`.
fn write_at(session: &mut Session<AnyGame>, args: &AnalyzeArgs, step: u64) -> Result<(), CliError> {
    let size = args.size.unwrap_or_default();
    let theme = args.theme.unwrap_or(Theme::Light);
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
