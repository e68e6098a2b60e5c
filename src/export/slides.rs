//! A slide deck: one picture per step, for every step of a range or only
//! for its key steps ([`crate::session::StepKind::is_key`]), written as
//! `DIR/step-0001.svg` and `DIR/step-0001.png` (numbered by step), each with
//! the step's narration as an optional caption under the tree.

#![expect(
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use super::fonts::text_width;
use super::theme::LECTURE_TEXT;
use super::tree::{self, TreePicture};
use super::{ExportError, PictureSize, Theme, png, svg, write_file};
use crate::input::AnyGame;
use crate::quote::{QUOTE_LIMIT, one_line};
use crate::scene::{Anchor, Point, Scene, Shape, Stroke, TextRole, TreeForm};
use crate::session::{Session, StepRecord};
use crate::teach::narrate;

/// The most slides one deck may have: more is a mistake (a chess search
/// has hundreds of thousands of steps), not a deck.
pub const MAX_SLIDES: usize = 2000;

/// The most lines a caption wraps to.
const CAPTION_LINES: usize = 3;

/// Which steps get a slide.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SlidesAt {
    /// Every step.
    #[default]
    All,
    /// Key steps only: a node entered, a backup, a cutoff, the end.
    Key,
}

impl SlidesAt {
    /// The name on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Key => "key",
        }
    }
}

impl fmt::Display for SlidesAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SlidesAt {
    type Err = ExportError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "all" => Ok(Self::All),
            "key" => Ok(Self::Key),
            _ => Err(ExportError::SlidesAt(one_line(text, QUOTE_LIMIT))),
        }
    }
}

/// What a deck holds and how its slides look.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Deck {
    /// Every step or the key steps.
    pub at: SlidesAt,
    /// The first and last step (inclusive; step 0, before the root is
    /// entered, has nothing to show and is skipped; [`END`] or any step past
    /// the search's last is its last). The search is recorded ahead to the
    /// last step first, whatever step the session shows.
    pub steps: (u64, u64),
    /// Colours and sizes.
    pub theme: Theme,
    /// Each slide's size.
    pub size: PictureSize,
    /// Write the step's narration under the tree.
    pub caption: bool,
    /// Write a title line (the algorithm and the game) above the tree.
    pub title: bool,
    /// Draw the nodes not reached yet too, faint, where the finished tree
    /// has them (textbook trees: the whole-tree view).
    pub whole_tree: bool,
    /// Draw the tree as this form, or as suits the game (`None`).
    pub form: Option<TreeForm>,
}

/// The last step of a deck that goes to the end of the search.
pub const END: u64 = u64::MAX;

/// The most steps recorded ahead of the last slide to learn the search's
/// total for the captions ("Step 18 of 34"); a larger search's captions
/// say "Step 18" only.
const LOOKAHEAD: u64 = 1 << 18;

/// The steps of `range` that get a slide, in order, the search recorded
/// ahead as far as they go (the session's cursor stays).
///
/// # Errors
/// [`ExportError::TooManySlides`] past [`MAX_SLIDES`] (found without
/// recording the whole search), [`ExportError::Internal`] if recording fails.
pub fn steps(
    session: &mut Session<AnyGame>,
    at: SlidesAt,
    (first, last): (u64, u64),
) -> Result<Vec<u64>, ExportError> {
    let mut chosen = Vec::new();
    let mut step = first.max(1);
    while step <= last {
        if step > session.frontier() && session.record(1).map_err(internal)? == 0 {
            break;
        }
        let key = || {
            session
                .event(step - 1)
                .is_some_and(|(_, event)| StepRecord::of(&event).kind().is_key())
        };
        if at == SlidesAt::All || key() {
            if chosen.len() == MAX_SLIDES {
                return Err(ExportError::TooManySlides { limit: MAX_SLIDES });
            }
            chosen.push(step);
        }
        step += 1;
    }
    Ok(chosen)
}

fn internal(error: impl fmt::Display) -> ExportError {
    ExportError::Internal(error.to_string())
}

/// The file name of step `step`'s slide, without extension: `step-0001`,
/// with enough digits that the files of a deck of `total` steps sort in order.
#[must_use]
pub fn file_stem(step: u64, total: u64) -> String {
    let digits = total.max(1).to_string().len().max(4);
    format!("step-{step:0digits$}")
}

/// The slide of the session at its cursor: the tree, placed where it will
/// stand at the end of the search (so nodes keep their places from slide to
/// slide and the tree grows into the picture), under a title line and over
/// the narration of the step that led here as a caption, as `deck` asks.
///
/// # Errors
/// [`ExportError::Empty`] at step 0.
pub fn slide_svg(session: &Session<AnyGame>, deck: &Deck) -> Result<String, ExportError> {
    let full = deck.size.point();
    let text_size = caption_size(deck.theme, full.x);
    let title_size = text_size * TITLE_SCALE;
    let title_band = if deck.title { title_size * 2.0 } else { 0.0 };
    let lines = if deck.caption {
        caption_lines(session, deck.theme, full.x)
    } else {
        Vec::new()
    };
    let line_height = text_size * 1.3;
    let band = if lines.is_empty() {
        0.0
    } else {
        line_height * lines.len() as f32 + text_size * 0.9
    };
    let below_title = Point::new(full.x, full.y - title_band);
    let tree_size = Point::new(full.x, (below_title.y - band).max(full.y * 0.5));
    let picture = TreePicture {
        whole_tree: deck.whole_tree,
        form: deck.form,
        ..TreePicture::whole(deck.theme, tree_size)
    };
    let mut scene = tree::scene(session, &picture)?;
    add_caption(
        &mut scene,
        &lines,
        deck.theme,
        text_size,
        line_height,
        below_title,
    );
    let titles = tree::titles(session, &scene, false);
    let picture = svg::render(&scene, &titles);
    if !deck.title {
        return Ok(picture);
    }
    Ok(under_title(
        &picture,
        &title(session),
        deck.theme,
        title_size,
        full,
    ))
}

/// Writes the slides of `deck` into `dir` (made if missing), as SVG and
/// PNG, and returns the files written. The session's cursor is where it
/// was afterwards.
///
/// # Errors
/// [`ExportError::TooManySlides`] past [`MAX_SLIDES`], [`ExportError::NoSlides`]
/// if the range holds no step, [`ExportError::Write`] if a file cannot be written.
pub fn write(
    session: &mut Session<AnyGame>,
    dir: &Path,
    deck: &Deck,
) -> Result<Vec<PathBuf>, ExportError> {
    let mut written = Vec::new();
    let mut made = false;
    for_each_slide(session, deck, |step, total, picture| {
        if !made {
            std::fs::create_dir_all(dir).map_err(|source| ExportError::Write {
                path: dir.to_path_buf(),
                source,
            })?;
            made = true;
        }
        let stem = dir.join(file_stem(step, total));
        let path = stem.with_extension("svg");
        write_file(&path, picture.as_bytes())?;
        written.push(path);
        let path = stem.with_extension("png");
        let bytes = png::render(picture, deck.size.width, deck.size.height)?;
        write_file(&path, &bytes)?;
        written.push(path);
        Ok(())
    })?;
    Ok(written)
}

/// Calls `slide` with each chosen step of `deck`, the number of steps the
/// search is known to have, and the step's slide as SVG, in order, after
/// recording the search ahead as far as the deck goes; returns how many
/// slides there were. The session's cursor is where it was afterwards.
///
/// # Errors
/// [`ExportError::TooManySlides`] past [`MAX_SLIDES`], [`ExportError::NoSlides`]
/// if the range holds no step; what `slide` returns.
pub fn for_each_slide(
    session: &mut Session<AnyGame>,
    deck: &Deck,
    mut slide: impl FnMut(u64, u64, &str) -> Result<(), ExportError>,
) -> Result<usize, ExportError> {
    let chosen = steps(session, deck.at, deck.steps)?;
    if chosen.is_empty() {
        return Err(ExportError::NoSlides);
    }
    // The total for the captions, and the tree's final layout.
    session.record(LOOKAHEAD).map_err(internal)?;
    let total = session.frontier();
    let back = session.cursor();
    let result = chosen.iter().try_for_each(|&step| {
        session.seek(step, 0).map_err(internal)?;
        slide(step, total, &slide_svg(session, deck)?)
    });
    // Recorded steps only: seeking back records nothing and cannot fail.
    let _ = session.seek(back, 0);
    result.map(|()| chosen.len())
}

/// The slides' title: the algorithm as the pseudocode names it, and the game.
fn title(session: &Session<AnyGame>) -> String {
    let game = session.game();
    let kind = game.kind();
    let algorithm = crate::teach::listing(session.options()).title;
    if game.as_textbook().is_some() {
        format!("{algorithm} · {}", kind.title())
    } else {
        format!(
            "{algorithm} · {}, depth {}",
            kind.title(),
            session.options().depth
        )
    }
}

/// How much larger the title is than the caption.
const TITLE_SCALE: f32 = 1.15;

/// `picture` (an SVG document) placed under a line of `title`, the two
/// `full` large.
fn under_title(picture: &str, title: &str, theme: Theme, size: f32, full: Point) -> String {
    let palette = theme.palette();
    let band = size * 2.0;
    // The picture nested as an element: without its XML declaration.
    let body = picture
        .find("?>")
        .filter(|_| picture.starts_with("<?xml"))
        .map_or(picture, |end| &picture[end + 2..])
        .trim_start();
    let mut out = svg::open(full, palette.background);
    out.push_str(&svg::text_element(
        Point::new(16.0, band / 2.0),
        Anchor::LeftCenter,
        title,
        size,
        palette.text,
        None,
        ("title", None),
    ));
    out.push_str("<svg x=\"0\" y=\"");
    out.push_str(&svg::num(band));
    out.push('"');
    out.push_str(body.strip_prefix("<svg").unwrap_or(body));
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str("</svg>\n");
    out
}

/// The caption's font size for a picture `width` points wide.
fn caption_size(theme: Theme, width: f32) -> f32 {
    if theme.is_lecture() {
        (width / 56.0).max(LECTURE_TEXT)
    } else {
        (width / 72.0).max(14.0)
    }
}

/// "Step k of n: narration", wrapped to the picture's width.
fn caption_lines(session: &Session<AnyGame>, theme: Theme, width: f32) -> Vec<String> {
    let step = session.cursor();
    if step == 0 {
        return Vec::new();
    }
    let text = match session.total_steps() {
        Some(total) => format!("Step {step} of {total}: {}", narrate(session, step - 1)),
        None => format!("Step {step}: {}", narrate(session, step - 1)),
    };
    wrap(
        &text,
        caption_size(theme, width),
        width - 32.0,
        CAPTION_LINES,
    )
}

/// `text` in lines no wider than `width` at font size `size` (as the
/// bundled fonts draw it), at most `max_lines`; the last is cut with `…`.
fn wrap(text: &str, size: f32, width: f32, max_lines: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if line.is_empty() || text_width(&candidate, size) <= width {
            line = candidate;
        } else {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    if lines.len() > max_lines {
        lines.truncate(max_lines);
        if let Some(last) = lines.last_mut() {
            while !last.is_empty() && text_width(&format!("{last} …"), size) > width {
                last.pop();
            }
            last.push_str(" …");
        }
    }
    lines
}

/// Adds the caption `lines` under the tree of `scene` and makes the scene
/// `full` large.
fn add_caption(
    scene: &mut Scene,
    lines: &[String],
    theme: Theme,
    size: f32,
    line_height: f32,
    full: Point,
) {
    scene.size = full;
    if lines.is_empty() {
        return;
    }
    let palette = theme.palette();
    let top = full.y - line_height * lines.len() as f32 - size * 0.6;
    scene.shapes.push(Shape::Line {
        points: vec![Point::new(16.0, top), Point::new(full.x - 16.0, top)],
        stroke: Stroke::solid(1.0, palette.weak_text),
    });
    for (index, line) in lines.iter().enumerate() {
        scene.shapes.push(Shape::Text {
            at: Point::new(16.0, top + size * 0.3 + line_height * index as f32),
            anchor: Anchor::LeftTop,
            text: line.clone(),
            size,
            color: palette.text,
            plate: None,
            role: TextRole::Caption,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_words_and_cuts_the_rest() {
        let text = "one two three four five six seven eight nine ten";
        let lines = wrap(text, 10.0, 60.0, 10);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), text);
        let cut = wrap(text, 10.0, 60.0, 2);
        assert_eq!(cut.len(), 2);
        assert!(cut[1].ends_with('…'), "{cut:?}");
    }

    #[test]
    fn file_names_sort_in_step_order() {
        assert_eq!(file_stem(1, 34), "step-0001");
        assert_eq!(file_stem(12_345, 99_999), "step-12345");
        assert_eq!(file_stem(7, 99_999), "step-00007");
    }

    #[test]
    fn slides_at_parses() {
        assert_eq!("key".parse::<SlidesAt>().unwrap(), SlidesAt::Key);
        assert_eq!("ALL".parse::<SlidesAt>().unwrap(), SlidesAt::All);
        assert!("some".parse::<SlidesAt>().is_err());
    }
}
