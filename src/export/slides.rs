//! A slide deck: one picture per step, for every step of a range or only
//! for its key steps ([`crate::session::StepKind::is_key`]), written as
//! `DIR/step-0001.svg` and `DIR/step-0001.png` (numbered by step), each with
//! the step's narration as an optional caption under the tree.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use super::fonts::text_width;
use super::theme::LECTURE_TEXT;
use super::tree::{self, TreePicture};
use super::{ExportError, PictureSize, Theme, png, quote_short, svg, write_file};
use crate::input::AnyGame;
use crate::scene::{Anchor, Point, Scene, Shape, Stroke, TextRole};
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
            _ => Err(ExportError::SlidesAt(quote_short(text))),
        }
    }
}

/// What a deck holds and how it looks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Deck {
    /// Every step or the key steps.
    pub at: SlidesAt,
    /// The first and last step (inclusive; step 0, before the root is
    /// entered, has nothing to show and is skipped).
    pub steps: (u64, u64),
    /// Colours and sizes.
    pub theme: Theme,
    /// Each slide's size.
    pub size: PictureSize,
    /// Write the step's narration under the tree.
    pub caption: bool,
    /// Write `.svg` files.
    pub svg: bool,
    /// Write `.png` files.
    pub png: bool,
}

/// The steps of `deck.steps` that get a slide, in order.
#[must_use]
pub fn steps(session: &Session<AnyGame>, at: SlidesAt, (first, last): (u64, u64)) -> Vec<u64> {
    let last = last.min(session.frontier());
    (first.max(1)..=last)
        .filter(|&step| {
            at == SlidesAt::All
                || session
                    .event(step - 1)
                    .is_some_and(|(_, event)| StepRecord::of(&event).kind().is_key())
        })
        .collect()
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
/// slide and the tree grows into the picture), with the narration of the
/// step that led here as a caption if asked.
///
/// # Errors
/// [`ExportError::Empty`] at step 0.
pub fn slide_svg(
    session: &Session<AnyGame>,
    theme: Theme,
    size: PictureSize,
    caption: bool,
) -> Result<String, ExportError> {
    let full = size.point();
    let lines = if caption {
        caption_lines(session, theme, full.x)
    } else {
        Vec::new()
    };
    let text_size = caption_size(theme, full.x);
    let line_height = text_size * 1.3;
    let band = if lines.is_empty() {
        0.0
    } else {
        line_height * lines.len() as f32 + text_size * 0.9
    };
    let tree_size = Point::new(full.x, (full.y - band).max(full.y * 0.5));
    let picture = TreePicture::whole(theme, tree_size);
    let mut scene = tree::scene(session, &picture)?;
    add_caption(&mut scene, &lines, theme, text_size, line_height, full);
    let titles = tree::titles(session, &scene, false);
    Ok(svg::render(&scene, &titles))
}

/// Writes the slides of `deck` into `dir` (made if missing) and returns
/// the files written. The session's cursor is where it was afterwards.
///
/// # Errors
/// [`ExportError::TooManySlides`] past [`MAX_SLIDES`], [`ExportError::NoSlides`]
/// if the range holds no step, [`ExportError::Write`] if a file cannot be written.
pub fn write(
    session: &mut Session<AnyGame>,
    dir: &Path,
    deck: &Deck,
) -> Result<Vec<PathBuf>, ExportError> {
    let chosen = steps(session, deck.at, deck.steps);
    if chosen.is_empty() {
        return Err(ExportError::NoSlides);
    }
    if chosen.len() > MAX_SLIDES {
        return Err(ExportError::TooManySlides {
            count: chosen.len(),
            limit: MAX_SLIDES,
        });
    }
    std::fs::create_dir_all(dir).map_err(|source| ExportError::Write {
        path: dir.to_path_buf(),
        source,
    })?;
    let back = session.cursor();
    let result = write_steps(session, dir, deck, &chosen);
    // Recorded steps only: seeking back records nothing and cannot fail.
    let _ = session.seek(back, 0);
    result
}

fn write_steps(
    session: &mut Session<AnyGame>,
    dir: &Path,
    deck: &Deck,
    chosen: &[u64],
) -> Result<Vec<PathBuf>, ExportError> {
    let total = session.frontier();
    let mut written = Vec::new();
    for &step in chosen {
        session
            .seek(step, 0)
            .map_err(|error| ExportError::Internal(error.to_string()))?;
        let picture = slide_svg(session, deck.theme, deck.size, deck.caption)?;
        let stem = dir.join(file_stem(step, total));
        if deck.svg {
            let path = stem.with_extension("svg");
            write_file(&path, picture.as_bytes())?;
            written.push(path);
        }
        if deck.png {
            let path = stem.with_extension("png");
            let bytes = png::render(&picture, deck.size.width, deck.size.height)?;
            write_file(&path, &bytes)?;
            written.push(path);
        }
    }
    Ok(written)
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
    let text = format!(
        "Step {step} of {}: {}",
        session.frontier(),
        narrate(session, step - 1)
    );
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
