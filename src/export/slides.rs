//! A slide deck: one picture per chosen step ([`super::steps`]), written
//! as `DIR/step-0001.svg` and `DIR/step-0001.png` (numbered by step). A
//! slide is a title line, the tree, the board of the current node beside
//! it for a game with a board, and the step's narration as a caption in a
//! band of fixed height; each part is drawn in a box of its own that
//! clips it, and the boxes are the same on every slide, so nodes never
//! move from slide to slide and nothing runs into the caption.

#![expect(
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use std::path::{Path, PathBuf};

use super::board::board_svg;
use super::fonts::text_width;
use super::steps::{Chosen, StepChoice, internal};
use super::theme::LECTURE_TEXT;
use super::tree::{self, TreePicture};
use super::{ExportError, PictureSize, Theme, png, svg, write_file};
use crate::input::AnyGame;
use crate::scene::{Anchor, Point, Scene, Shape, Stroke, TextRole, TreeForm};
use crate::session::Session;
use crate::teach::narrate;

/// The most lines a caption wraps to: its band is always this high.
const CAPTION_LINES: usize = 3;

/// What a deck holds and how its slides look.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Deck {
    /// Which steps get a slide. The search is recorded ahead to the last
    /// one first, whatever step the session shows.
    pub steps: StepChoice,
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

/// The most steps recorded ahead of the last slide to learn the search's
/// total for the captions ("Step 18 of 34"); a larger search's captions
/// say "Step 18" only.
const LOOKAHEAD: u64 = 1 << 18;

/// The file name of step `step`'s slide, without extension: `step-0001`,
/// with enough digits that the files of a deck of `total` steps sort in order.
#[must_use]
pub fn file_stem(step: u64, total: u64) -> String {
    let digits = total.max(1).to_string().len().max(4);
    format!("step-{step:0digits$}")
}

/// Where the parts of a slide go: the same for every slide of a deck.
#[derive(Clone, Copy, Debug)]
struct Frame {
    /// The whole slide.
    full: Point,
    /// The title's font size and the height of its band (0 without one).
    title: (f32, f32),
    /// The caption's font size, line height, and the top of its band (the
    /// slide's height without one).
    caption: (f32, f32, f32),
    /// The tree's box: top left and size.
    tree: (Point, Point),
    /// The board's box, a square, for a game with a board.
    board: Option<(Point, f32)>,
}

impl Frame {
    /// The frame of `deck`'s slides of `session`'s game.
    fn of(session: &Session<AnyGame>, deck: &Deck) -> Self {
        let full = deck.size.point();
        let text_size = caption_size(deck.theme, full.x);
        let title_size = text_size * TITLE_SCALE;
        let title_band = if deck.title { title_size * 2.0 } else { 0.0 };
        let line_height = text_size * 1.3;
        let band = if deck.caption {
            line_height * CAPTION_LINES as f32 + text_size * 0.9
        } else {
            0.0
        };
        let top = title_band;
        let height = (full.y - title_band - band).max(full.y * 0.4);
        let caption_top = top + height;
        let margin = text_size * 0.7;
        let board = has_board(session).then(|| {
            let side = (height - 2.0 * margin).min(full.x * BOARD_SHARE).max(0.0);
            let at = Point::new(full.x - margin - side, top + (height - side) / 2.0);
            (at, side)
        });
        let tree_width = board.map_or(full.x, |(at, _)| at.x - margin);
        Self {
            full,
            title: (title_size, title_band),
            caption: (text_size, line_height, caption_top),
            tree: (Point::new(0.0, top), Point::new(tree_width, height)),
            board,
        }
    }
}

/// The most of a slide's width the board takes.
const BOARD_SHARE: f32 = 0.4;

/// Whether `session`'s game has a board to draw (chess and the grid games,
/// not a textbook tree).
fn has_board(session: &Session<AnyGame>) -> bool {
    !matches!(
        board_svg(session, None, Theme::Light, 8.0, false, false),
        Err(ExportError::NoBoard(_))
    )
}

/// The slide of the session at its cursor, as `deck` asks: the tree,
/// placed where it will stand at the end of the search (so nodes keep their
/// places from slide to slide and the tree grows into the picture), the
/// board of the current node beside it for a game with a board, a title
/// line above, and the narration of the step that led here below.
///
/// # Errors
/// [`ExportError::Empty`] at step 0.
pub fn slide_svg(session: &Session<AnyGame>, deck: &Deck) -> Result<String, ExportError> {
    compose(session, deck, &Frame::of(session, deck))
}

/// The slide of the session at its cursor in `frame`.
fn compose(session: &Session<AnyGame>, deck: &Deck, frame: &Frame) -> Result<String, ExportError> {
    let palette = deck.theme.palette();
    let (tree_at, tree_size) = frame.tree;
    let picture = TreePicture {
        whole_tree: deck.whole_tree,
        form: deck.form,
        ..TreePicture::whole(deck.theme, tree_size)
    };
    let scene = tree::scene(session, &picture)?;
    let titles = tree::titles(session, &scene, false);
    let mut out = svg::open(frame.full, palette.background);
    let (title_size, title_band) = frame.title;
    if deck.title {
        out.push_str(&svg::text_element(
            Point::new(16.0, title_band / 2.0),
            Anchor::LeftCenter,
            &title(session),
            title_size,
            palette.text,
            None,
            ("title", None),
        ));
    }
    nest(&mut out, &svg::render(&scene, &titles), tree_at, "tree");
    if let Some((at, side)) = frame.board {
        let board = board_svg(
            session,
            session.current_node(),
            deck.theme,
            side,
            false,
            true,
        )?;
        nest(&mut out, &board, at, "board");
    }
    if deck.caption {
        let (size, line_height, top) = frame.caption;
        let lines = caption_lines(session, size, frame.full.x);
        let caption = caption_scene(
            &lines,
            deck.theme,
            (size, line_height),
            frame.full.x,
            frame.full.y - top,
        );
        nest(
            &mut out,
            &svg::render(&caption, &[]),
            Point::new(0.0, top),
            "caption-band",
        );
    }
    out.push_str("</svg>\n");
    Ok(out)
}

/// Appends `picture` (an SVG document) to `out` as a nested picture at
/// `at`, of class `class`: it keeps its own size and is clipped to it.
fn nest(out: &mut String, picture: &str, at: Point, class: &str) {
    // The picture nested as an element: without its XML declaration.
    let body = picture
        .find("?>")
        .filter(|_| picture.starts_with("<?xml"))
        .map_or(picture, |end| &picture[end + 2..])
        .trim_start();
    out.push_str("<svg class=\"");
    out.push_str(class);
    out.push_str("\" x=\"");
    out.push_str(&svg::num(at.x));
    out.push_str("\" y=\"");
    out.push_str(&svg::num(at.y));
    out.push('"');
    out.push_str(body.strip_prefix("<svg").unwrap_or(body));
    if !out.ends_with('\n') {
        out.push('\n');
    }
}

/// Writes the slides of `deck` into `dir` (made if missing), as SVG and
/// PNG, and returns the files written and the steps chosen. The session's
/// cursor is where it was afterwards.
///
/// # Errors
/// [`ExportError::TooManySlides`] past [`super::steps::MAX_SLIDES`],
/// [`ExportError::NoSlides`] if the range holds no step,
/// [`ExportError::Write`] if a file cannot be written.
pub fn write(
    session: &mut Session<AnyGame>,
    dir: &Path,
    deck: &Deck,
) -> Result<(Vec<PathBuf>, Chosen), ExportError> {
    let mut written = Vec::new();
    let mut made = false;
    let chosen = for_each_slide(session, deck, |step, total, picture| {
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
    Ok((written, chosen))
}

/// Calls `slide` with each chosen step of `deck`, the number of steps the
/// search is known to have, and the step's slide as SVG, in order, after
/// recording the search ahead as far as the deck goes; returns the steps
/// chosen. The session's cursor is where it was afterwards.
///
/// # Errors
/// [`ExportError::TooManySlides`] past [`super::steps::MAX_SLIDES`],
/// [`ExportError::NoSlides`] if the range holds no step; what `slide`
/// returns.
pub fn for_each_slide(
    session: &mut Session<AnyGame>,
    deck: &Deck,
    mut slide: impl FnMut(u64, u64, &str) -> Result<(), ExportError>,
) -> Result<Chosen, ExportError> {
    let chosen = deck.steps.choose(session)?;
    let frame = Frame::of(session, deck);
    for_each_step(session, chosen, |session, step, total| {
        slide(step, total, &compose(session, deck, &frame)?)
    })
}

/// Calls `visit` with the session standing at each of `chosen`'s steps,
/// the step and the number of steps the search is known to have, in
/// order, after recording the search ahead (to its end, unless that is
/// more than `LOOKAHEAD` steps further); returns `chosen`. The
/// session's cursor is where it was afterwards. Every step-by-step output
/// draws its steps here.
///
/// # Errors
/// [`ExportError::NoSlides`] if `chosen` holds no step; what `visit`
/// returns.
pub fn for_each_step(
    session: &mut Session<AnyGame>,
    chosen: Chosen,
    mut visit: impl FnMut(&Session<AnyGame>, u64, u64) -> Result<(), ExportError>,
) -> Result<Chosen, ExportError> {
    if chosen.steps.is_empty() {
        return Err(ExportError::NoSlides);
    }
    // The total for the captions, and the tree's final layout.
    session.record(LOOKAHEAD).map_err(internal)?;
    let total = session.frontier();
    let back = session.cursor();
    let result = chosen.steps.iter().try_for_each(|&step| {
        session.seek(step, 0).map_err(internal)?;
        visit(session, step, total)
    });
    // Recorded steps only: seeking back records nothing and cannot fail.
    let _ = session.seek(back, 0);
    result.map(|()| chosen)
}

/// The slides' title: the algorithm as the pseudocode names it, and the game.
pub(super) fn title(session: &Session<AnyGame>) -> String {
    let game = session.game();
    let kind = game.kind();
    let algorithm = crate::teach::listing(session.options()).title;
    if game.as_textbook().is_some() {
        crate::tr!(
            "export-deck-title-textbook",
            algorithm = algorithm,
            game = kind.title()
        )
    } else {
        crate::tr!(
            "export-deck-title",
            algorithm = algorithm,
            game = kind.title(),
            depth = session.options().depth.to_string()
        )
    }
}

/// How much larger the title is than the caption.
const TITLE_SCALE: f32 = 1.15;

/// The caption's font size for a picture `width` points wide.
fn caption_size(theme: Theme, width: f32) -> f32 {
    if theme.is_lecture() {
        (width / 56.0).max(LECTURE_TEXT)
    } else {
        (width / 72.0).max(14.0)
    }
}

/// "Step k of n: narration", wrapped to a slide `width` wide at font
/// size `size`.
fn caption_lines(session: &Session<AnyGame>, size: f32, width: f32) -> Vec<String> {
    let step = session.cursor();
    if step == 0 {
        return Vec::new();
    }
    let text = crate::tr!(
        "export-caption",
        step = step_counter(session),
        narration = narrate(session, step - 1)
    );
    wrap(&text, size, width - 32.0, CAPTION_LINES)
}

/// "Step k of n" for the session's cursor k, "Step k" while the search's
/// total n is not known.
pub(super) fn step_counter(session: &Session<AnyGame>) -> String {
    let step = session.cursor();
    if let Some(total) = session.total_steps() {
        crate::tr!(
            "export-step-of",
            step = step.to_string(),
            total = total.to_string()
        )
    } else {
        crate::tr!("export-step", step = step.to_string())
    }
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

/// The caption band, `width` by `height`: a rule, then `lines` at font
/// size `size`, one `line_height` apart, from the top.
fn caption_scene(
    lines: &[String],
    theme: Theme,
    (size, line_height): (f32, f32),
    width: f32,
    height: f32,
) -> Scene {
    let palette = theme.palette();
    let top = size * 0.3;
    let mut shapes = vec![Shape::Line {
        points: vec![Point::new(16.0, top), Point::new(width - 16.0, top)],
        stroke: Stroke::solid(1.0, palette.weak_text),
    }];
    for (index, line) in lines.iter().enumerate() {
        shapes.push(Shape::Text {
            at: Point::new(16.0, top + size * 0.3 + line_height * index as f32),
            anchor: Anchor::LeftTop,
            text: line.clone(),
            size,
            color: palette.text,
            plate: None,
            role: TextRole::Caption,
        });
    }
    Scene {
        size: Point::new(width, height),
        background: palette.background,
        shapes,
        nodes: Vec::new(),
        crowded: Vec::new(),
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
}
