//! A walk-through of a search as one web page: the steps a deck would
//! show ([`super::steps`], with room for more: [`PAGE_MOST`] by default),
//! each drawn as a slide draws it ([`super::slides::for_each_step`]): the
//! tree of [`super::tree`], the board of the current node
//! ([`super::board`]), the step's narration, the pseudocode with the line
//! the step runs, the step counter, and the run's summary as the front
//! end that writes the page words it.
//!
//! The page is one file that fetches nothing: its style and script are
//! written into it (`assets/walkthrough/`), and its pictures are inline
//! SVG. The pictures of all steps are packed once (`pack`): a step is a
//! list of runs of shared SVG lines, which the script joins into the
//! picture of the step shown; the step data is deflated into the page as
//! text. The same input gives the same bytes.

mod pack;

use std::fmt::Write as _;
use std::path::Path;

use serde::Serialize;

use super::board::board_svg;
use super::slides::{for_each_step, step_counter, title};
use super::steps::{Chosen, Defaulted, MAX_SLIDES, SlidesAt, StepChoice};
use super::svg::escape;
use super::tree::{TreePicture, tree_svg};
use super::{ExportError, PictureSize, Theme, write_file};
use crate::input::AnyGame;
use crate::scene::{Mark, TreeForm};
use crate::session::Session;
use crate::teach::spoken::{Shown, node_name};
use crate::teach::{LineRole, Listing, line_at, listing, narrate, note_at};

/// The most steps a page shows when the choice is left to the default: every
/// step of a search up to this many, else its key steps, else its cutoffs
/// ([`StepChoice::choose_at_most`]). A page holds as many as a deck may, more
/// than a lecture sits through: a student steps through it alone.
pub const PAGE_MOST: usize = MAX_SLIDES;

/// The tree picture's size when none is asked for: the page shows it at
/// about this size beside the board and the pseudocode, so its text reads
/// at the size the window draws it.
pub const PAGE_SIZE: PictureSize = PictureSize {
    width: 960,
    height: 540,
};

/// The page's style.
const STYLE: &str = include_str!("../../../assets/walkthrough/walk.css");

/// The page's script: it shows a step from the packed data.
const SCRIPT: &str = include_str!("../../../assets/walkthrough/walk.js");

/// What a walk-through page holds and how it looks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WebPage {
    /// Which steps the page shows (left to the default, at most
    /// [`PAGE_MOST`]). The search is recorded ahead to the last one first.
    pub steps: StepChoice,
    /// Colours and sizes of the pictures and of the page.
    pub theme: Theme,
    /// The tree picture's size (the page scales it to its width).
    pub size: PictureSize,
    /// Draw the nodes not reached yet too, faint (textbook trees).
    pub whole_tree: bool,
    /// Draw the tree as this form, or as suits the game (`None`).
    pub form: Option<TreeForm>,
}

/// One step as the script shows it.
#[derive(Serialize)]
struct StepData {
    /// The step's number, as the window and `--trace` count.
    step: u64,
    /// "Step k of n".
    counter: String,
    /// The step's sentence.
    narration: String,
    /// The pseudocode line the step runs (0-based), if any.
    line: Option<usize>,
    /// The line's note for this step, by number in [`PageData::notes`].
    note: Option<usize>,
    /// The current node's index, as the tree's `data-node` writes it.
    node: Option<usize>,
    /// The current node as a person would say it, in the sentence under
    /// the tree ("Current node: …"); empty where there is none.
    current: String,
    /// The tree's picture as runs of [`PageData::lines`]; `None` when the
    /// step draws no tree (a pass just begun).
    tree: Option<Vec<u32>>,
    /// The board's picture, for a game with a board.
    board: Option<Vec<u32>>,
}

/// Everything the script reads.
#[derive(Serialize)]
struct PageData {
    /// The distinct SVG lines of all pictures.
    lines: Vec<String>,
    /// The distinct notes of the pseudocode lines.
    notes: Vec<String>,
    /// The steps shown, in order.
    steps: Vec<StepData>,
    /// The texts the script writes itself, in the page's language.
    words: ScriptWords,
}

/// The texts the script writes into the page, so that it carries no
/// language of its own.
#[derive(Serialize)]
struct ScriptWords {
    /// Where a step draws no tree.
    nothing_drawn: String,
    /// The play button while paused.
    play: String,
    /// The play button while playing.
    pause: String,
}

impl ScriptWords {
    fn new() -> Self {
        ScriptWords {
            nothing_drawn: crate::tr!("export-page-nothing-drawn"),
            play: crate::tr!("export-page-play"),
            pause: crate::tr!("export-page-pause"),
        }
    }
}

/// The page of `page` for `session`, and the steps chosen; `summary`
/// writes the run's summary from the session at the search's end (the
/// front end's own: `gametree analyze`'s report, the window's status
/// line), left out if the search does not end within the steps recorded
/// ahead. The session's cursor is where it was afterwards.
///
/// # Errors
/// As [`StepChoice::choose_at_most`]; [`ExportError::NoSlides`] if the
/// range holds no step; [`ExportError::Internal`] for a bug.
pub fn page_html(
    session: &mut Session<AnyGame>,
    page: &WebPage,
    summary: &dyn Fn(&Session<AnyGame>) -> Option<String>,
) -> Result<(String, Chosen), ExportError> {
    let chosen = page.steps.choose_at_most(session, PAGE_MOST)?;
    let code = listing(session.options());
    let picture = TreePicture {
        whole_tree: page.whole_tree,
        form: page.form,
        ..TreePicture::whole(page.theme, page.size.point())
    };
    let size = page.size.point();
    let board_side = size.x.min(size.y);
    let mut lines = pack::Lines::default();
    let mut notes: Vec<String> = Vec::new();
    let mut steps = Vec::new();
    let chosen = for_each_step(session, chosen, |session, step, _| {
        let tree = match tree_svg(session, &picture) {
            Ok(svg) => Some(lines.pack(&svg)),
            Err(ExportError::Empty) => None,
            Err(error) => return Err(error),
        };
        let node = session.current_node();
        let board = match board_svg(session, node, page.theme, board_side, false, true) {
            Ok(svg) => Some(lines.pack(&svg)),
            Err(ExportError::NoBoard(_)) => None,
            Err(error) => return Err(error),
        };
        let line_note = note_at(&code, session, step - 1).map(|text| {
            notes
                .iter()
                .position(|known| *known == text)
                .unwrap_or_else(|| {
                    notes.push(text);
                    notes.len() - 1
                })
        });
        let current = match (session.tree(), node) {
            (Some(tree), Some(node)) => crate::tr!(
                "export-page-current-node",
                node = node_name(session, tree, node, SHOWN)
            ),
            _ => String::new(),
        };
        steps.push(StepData {
            step,
            counter: step_counter(session),
            narration: narrate(session, step - 1),
            line: line_at(&code, session, step - 1),
            note: line_note,
            node: node.map(petgraph::graph::NodeIndex::index),
            current,
            tree,
            board,
        });
        Ok(())
    })?;
    let summary = at_end(session, summary);
    let has_board = steps.iter().any(|step| step.board.is_some());
    let data = PageData {
        lines: lines.into_lines(),
        notes,
        steps,
        words: ScriptWords::new(),
    };
    let json =
        serde_json::to_vec(&data).map_err(|error| ExportError::Internal(error.to_string()))?;
    let title = title(session);
    let choice = chosen.defaulted.as_ref().map(choice_sentence);
    let html = document(&Document {
        title: &title,
        theme: page.theme,
        listing: &code,
        choice: choice.as_deref(),
        summary: summary.as_deref(),
        has_board,
        data: &packed(&json)?,
    });
    Ok((html, chosen))
}

/// Writes the page of `page` to `path` (as [`page_html`] with `summary`);
/// returns the steps chosen.
///
/// # Errors
/// As [`page_html`]; [`ExportError::Write`] if the file cannot be written.
pub fn write(
    session: &mut Session<AnyGame>,
    path: &Path,
    page: &WebPage,
    summary: &dyn Fn(&Session<AnyGame>) -> Option<String>,
) -> Result<Chosen, ExportError> {
    let (html, chosen) = page_html(session, page, summary)?;
    write_file(path, html.as_bytes())?;
    Ok(chosen)
}

/// `bytes` deflated (zlib) and written in base64's URL alphabet without
/// padding: text that holds no `/`, `+` or `=`, which the script inflates
/// with the browser's `DecompressionStream`.
fn packed(bytes: &[u8]) -> Result<String, ExportError> {
    use std::io::Write as _;
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    let deflated = encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .map_err(|error| ExportError::Internal(error.to_string()))?;
    Ok(base64::Engine::encode(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD,
        deflated,
    ))
}

/// How the current node is named: as drawn, values shown.
const SHOWN: Shown<'static> = Shown {
    mark: Mark::Shape,
    hidden_below: 0,
    hide_values: false,
    drawn_value: None,
    marked_pruned: false,
};

/// What `summary` writes of the session at the search's end, if the
/// search has ended; the session's cursor is where it was afterwards.
fn at_end(
    session: &mut Session<AnyGame>,
    summary: &dyn Fn(&Session<AnyGame>) -> Option<String>,
) -> Option<String> {
    let end = session.total_steps()?;
    let back = session.cursor();
    session.seek(end, 0).ok()?;
    let text = summary(session);
    // A recorded step: seeking back cannot fail.
    let _ = session.seek(back, 0);
    text
}

/// What the page says of the steps the default chose, for its reader.
fn choice_sentence(defaulted: &Defaulted) -> String {
    let most = PAGE_MOST.to_string();
    let shown = defaulted.slides.to_string();
    let steps = defaulted.steps.to_string();
    let cutoffs = defaulted.at == SlidesAt::Cutoffs;
    match (cutoffs, defaulted.rest_from) {
        (true, None) => crate::tr!(
            "export-page-choice-cutoffs",
            most = most,
            shown = shown,
            steps = steps
        ),
        (false, None) => crate::tr!(
            "export-page-choice-key",
            most = most,
            shown = shown,
            steps = steps
        ),
        (true, Some(rest)) => crate::tr!(
            "export-page-choice-cutoffs-until",
            most = most,
            shown = shown,
            steps = steps,
            until = rest.saturating_sub(1).to_string()
        ),
        (false, Some(rest)) => crate::tr!(
            "export-page-choice-key-until",
            most = most,
            shown = shown,
            steps = steps,
            until = rest.saturating_sub(1).to_string()
        ),
    }
}

/// The parts of the page around its data.
struct Document<'a> {
    title: &'a str,
    theme: Theme,
    listing: &'a Listing,
    choice: Option<&'a str>,
    summary: Option<&'a str>,
    has_board: bool,
    /// The step data, packed ([`packed`]).
    data: &'a str,
}

/// The page: the controls, the panes the script fills, the listing, the
/// summary, and the data and script.
fn document(parts: &Document<'_>) -> String {
    let palette = parts.theme.palette();
    let dark = matches!(parts.theme, Theme::Dark | Theme::LectureDark);
    let mut out = String::with_capacity(parts.data.len() + STYLE.len() + SCRIPT.len() + 8192);
    let title = escape(parts.title);
    // `write!` to a String cannot fail.
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"gametree {version}\">\n\
         <title>{page_title}</title>\n<style>\n:root {{ color-scheme: {scheme}; \
         --background: {background}; --text: {text}; --weak: {weak}; --current: {current}; \
         --plate: {plate}; }}\n{STYLE}</style>\n</head>\n<body class=\"{class}\">\n",
        lang = crate::i18n::current().code(),
        page_title = escape(&crate::tr!("export-page-title", title = parts.title)),
        version = env!("CARGO_PKG_VERSION"),
        scheme = if dark { "dark" } else { "light" },
        background = palette.background.hex(),
        text = palette.text.hex(),
        weak = palette.weak_text.hex(),
        current = palette.current.hex(),
        plate = palette.plate.hex(),
        class = if parts.theme.is_lecture() {
            "lecture"
        } else {
            "everyday"
        },
    );
    let _ = writeln!(out, "<header>\n<h1>{title}</h1>");
    if let Some(choice) = parts.choice {
        let _ = writeln!(out, "<p id=\"choice\">{}</p>", escape(choice));
    }
    controls(&mut out);
    let _ = write!(
        out,
        "</header>\n<noscript><p>{}</p></noscript>\n\
         <p id=\"narration\" aria-live=\"polite\" aria-atomic=\"true\"></p>\n<main>\n",
        escape(&crate::tr!("export-page-noscript"))
    );
    let _ = write!(
        out,
        "<section id=\"tree-pane\" aria-label=\"{}\">\n<div id=\"tree\"></div>\n\
         <p id=\"current\"></p>\n</section>\n<div id=\"side\">\n",
        escape(&crate::tr!("export-page-tree-pane"))
    );
    if parts.has_board {
        let _ = writeln!(
            out,
            "<section id=\"board-pane\" aria-label=\"{}\"><div id=\"board\"></div></section>",
            escape(&crate::tr!("export-page-board-pane"))
        );
    }
    code_pane(&mut out, parts.listing);
    out.push_str("</div>\n</main>\n");
    if let Some(summary) = parts.summary {
        let _ = writeln!(
            out,
            "<section id=\"summary-pane\" aria-labelledby=\"summary-title\">\n\
             <h2 id=\"summary-title\">{}</h2>\n<pre id=\"summary\">{}</pre>\n</section>",
            escape(&crate::tr!("export-page-summary-title")),
            escape(summary.trim_end())
        );
    }
    let _ = writeln!(
        out,
        "<footer>\n<p>{}</p>\n</footer>",
        escape(&crate::tr!("export-page-footer", address = "#step=N")).replacen(
            "#step=N",
            "<code>#step=N</code>",
            1
        )
    );
    let _ = write!(
        out,
        "<script type=\"text/plain\" id=\"walk-data\">{}</script>\n<script>\n{SCRIPT}</script>\n</body>\n</html>\n",
        parts.data
    );
    out
}

/// The step controls: buttons, the slider and the counter.
fn controls(out: &mut String) {
    let _ = writeln!(
        out,
        "<nav id=\"controls\" aria-label=\"{steps}\">",
        steps = escape(&crate::tr!("export-page-steps"))
    );
    for (id, keys, pressed, tip, label) in [
        (
            "first",
            "Home",
            "",
            crate::tr!("export-page-first-tip"),
            crate::tr!("export-page-first"),
        ),
        (
            "back",
            "ArrowLeft",
            "",
            crate::tr!("export-page-back-tip"),
            crate::tr!("export-page-back"),
        ),
        (
            "play",
            "Space",
            " aria-pressed=\"false\"",
            crate::tr!("export-page-play-tip"),
            crate::tr!("export-page-play"),
        ),
        (
            "next",
            "ArrowRight",
            "",
            crate::tr!("export-page-next-tip"),
            crate::tr!("export-page-next"),
        ),
        (
            "last",
            "End",
            "",
            crate::tr!("export-page-last-tip"),
            crate::tr!("export-page-last"),
        ),
    ] {
        let _ = writeln!(
            out,
            "<button type=\"button\" id=\"{id}\" aria-keyshortcuts=\"{keys}\"{pressed} title=\"{}\">{}</button>",
            escape(&tip),
            escape(&label)
        );
    }
    let _ = writeln!(
        out,
        "<label for=\"slider\" id=\"slider-label\">{}</label>",
        escape(&crate::tr!("export-page-slider"))
    );
    out.push_str(
        "<input type=\"range\" id=\"slider\" min=\"0\" max=\"0\" value=\"0\" step=\"1\">\n\
         <output id=\"counter\" for=\"slider\"></output>\n</nav>\n",
    );
}

/// The pseudocode pane: the listing, a line each, the line a step runs
/// marked by the script; a blank line before each function but the first.
fn code_pane(out: &mut String, listing: &Listing) {
    let _ = writeln!(
        out,
        "<section id=\"code-pane\" aria-labelledby=\"code-title\">\n<h2 id=\"code-title\">{}</h2>\n<ol id=\"code\">",
        escape(&listing.title)
    );
    for (index, line) in listing.lines.iter().enumerate() {
        let gap = if index > 0 && line.role == LineRole::Entry {
            " class=\"gap\""
        } else {
            ""
        };
        let tip = line
            .note(true)
            .map_or_else(String::new, |note| format!(" title=\"{}\"", escape(&note)));
        // Four characters a level, as the window indents; a wrapped line
        // keeps its indentation.
        let _ = writeln!(
            out,
            "<li{gap}{tip}><span class=\"marker\" aria-hidden=\"true\"></span><code style=\"padding-left: {}ch\">{}</code></li>",
            4 * u32::from(line.indent),
            escape(&line.code)
        );
    }
    out.push_str("</ol>\n<p id=\"note\"></p>\n</section>\n");
}
