//! `gametree worksheet`: a seeded tree ([`crate::textbook::generate`]) with
//! its answer: the tree text and the analyze summary as text, or the tree
//! and the key ([`crate::teach::worksheet::key`]) as JSON, and the exam sheet and
//! its key as pictures through the export scene.
//!
//! The search is the one `gametree analyze --tree TEXT` runs (alpha-beta,
//! natural order, fail-soft), so the key is what `--trace` records.

use std::fmt::Write as _;
use std::io::Write;

use serde::Serialize;

use crate::cli::summary::Summary;
use crate::cli::{CliError, WorksheetArgs, text};
use crate::export::sheet::{Heading, Print, sheet_pdf, sheet_png, sheet_svg};
use crate::export::{Theme, write_file};
use crate::search::Algorithm;
use crate::teach::worksheet::{Fill, KeyEntry, key, search};
use crate::textbook::generate::{Spec, generate};

/// What a worksheet was generated from, as the JSON names it.
#[derive(Serialize)]
struct SpecJson {
    seed: u64,
    depth: usize,
    branching: String,
    values: String,
    order: &'static str,
    root: &'static str,
    chance: bool,
}

/// How a worksheet picture is written.
#[derive(Clone, Copy)]
enum Format {
    Svg,
    Png,
    /// A printable page ([`sheet_pdf`]).
    Pdf,
}

/// The `--json` object.
#[derive(Serialize)]
struct WorksheetJson {
    worksheet: SpecJson,
    tree: String,
    /// The tree's value unit: the key's `value`s count in `1 / unit`
    /// (1 without chance nodes).
    unit: crate::game::Score,
    answer: Summary,
    key: Vec<KeyEntry>,
}

/// Runs `gametree worksheet` and writes its output to `out`; writes the
/// pictures first. Nothing is written when the options are refused.
///
/// # Errors
/// [`CliError::Generate`] for a tree that cannot be generated,
/// [`CliError::Export`] for a picture that cannot be written,
/// [`CliError::Output`] for a failed write to `out`.
pub fn worksheet_to(args: &WorksheetArgs, out: &mut impl Write) -> Result<(), CliError> {
    let spec = Spec {
        seed: args.seed,
        depth: usize::from(args.depth),
        branching: args.branching.clone(),
        values: args.values.unwrap_or_default(),
        order: args.order,
        root: args.root.player(),
        chance: args.chance,
    };
    let tree = generate(&spec)?;
    // A chance tree is averaged by expectimax, which has no window: its
    // sheet asks for values only.
    let mut written = Vec::new();
    let (keyed, drawn) = if spec.chance {
        (Algorithm::Expectimax, Algorithm::Expectimax)
    } else {
        (Algorithm::AlphaBeta, Algorithm::Minimax)
    };
    let values_only = args.values_only || spec.chance;
    let session = search(&tree, keyed, args.cutoff)?;
    let summary =
        Summary::of(&session).ok_or(CliError::Internal("the search ended without an outcome"))?;
    let wanted = [
        (&args.svg, Print::Sheet, Format::Svg),
        (&args.png, Print::Sheet, Format::Png),
        (&args.pdf, Print::Sheet, Format::Pdf),
        (&args.key_svg, Print::Key, Format::Svg),
        (&args.key_png, Print::Key, Format::Png),
        (&args.key_pdf, Print::Key, Format::Pdf),
    ];
    if wanted.iter().any(|(path, _, _)| path.is_some()) {
        // Minimax visits every node, so both pictures show the whole tree.
        let whole = search(&tree, drawn, args.cutoff)?;
        let answers = key(&session);
        // A values-only page is a minimax exercise: its key is minimax's.
        let minimax_key = key(&whole);
        let (page_key, fill) = if values_only {
            (minimax_key.as_slice(), Fill::ValuesOnly)
        } else {
            (answers.as_slice(), Fill::Windows)
        };
        let heading = Heading {
            made: format!(
                "Seed {} · depth {} · branching {} · values {} · order {}{}",
                spec.seed,
                spec.depth,
                spec.branching,
                spec.values,
                spec.order,
                if spec.chance { " · chance" } else { "" }
            ),
            cutoff: session.options().cutoff,
            fail: session.options().fail,
            root: spec.root,
            fill,
            chance: spec.chance,
        };
        for (path, print, format) in wanted {
            let Some(path) = path else {
                continue;
            };
            let bytes = match format {
                Format::Png => sheet_png(&whole, &answers, print, Theme::default())?,
                Format::Svg => sheet_svg(&whole, &answers, print, Theme::default())?
                    .0
                    .into_bytes(),
                Format::Pdf => sheet_pdf(&whole, page_key, print, args.paper, &heading)?,
            };
            write_file(path, &bytes)?;
            written.push((path.clone(), print));
        }
    }
    let printed = Printed {
        json: args.json,
        answer: args.answer,
        written,
    };
    write_answer(&printed, &spec, &tree, &session, summary, out)
}

/// What `gametree worksheet` prints besides the files: JSON (tree and
/// key), or the settings, the tree and the files written, with the answer
/// only when asked for.
struct Printed {
    json: bool,
    answer: bool,
    /// The files written, and whether each is the sheet or the key.
    written: Vec<(std::path::PathBuf, Print)>,
}

/// Writes the worksheet's output to `out`: the tree and its key as JSON,
/// or as text a heading, the tree, where the files went and, with
/// `--answer` only, the search's summary.
fn write_answer(
    printed: &Printed,
    spec: &Spec,
    tree: &crate::textbook::TextbookTree,
    session: &crate::session::Session<crate::input::AnyGame>,
    summary: Summary,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let written = if printed.json {
        let json = WorksheetJson {
            worksheet: SpecJson {
                seed: spec.seed,
                depth: spec.depth,
                branching: spec.branching.to_string(),
                values: spec.values.to_string(),
                order: spec.order.name(),
                root: spec.root.name(),
                chance: spec.chance,
            },
            tree: tree.to_list_string(),
            unit: tree.denominator(),
            key: key(session),
            answer: summary,
        };
        let mut text = serde_json::to_string_pretty(&json)
            .map_err(|_| CliError::Internal("the worksheet does not serialise to JSON"))?;
        text.push('\n');
        out.write_all(text.as_bytes())
    } else {
        let heading = format!(
            "worksheet  seed {}, depth {}, branching {}, values {}, order {}, root {}{}\n",
            spec.seed,
            spec.depth,
            spec.branching,
            spec.values,
            spec.order,
            spec.root.name(),
            if spec.chance { ", chance" } else { "" }
        );
        let mut lines = heading;
        if printed.answer {
            lines.push_str(&text::render(&summary));
        } else {
            let _ = writeln!(lines, "tree       {}", tree.to_list_string());
        }
        for (path, print) in &printed.written {
            let what = match print {
                Print::Sheet => "the sheet",
                Print::Key => "the answer key",
            };
            let _ = writeln!(lines, "wrote      {} ({what})", path.display());
        }
        if !printed.answer {
            lines.push_str("answer     not printed (--answer prints it, --json the key)\n");
        }
        out.write_all(lines.as_bytes())
    };
    written.and_then(|()| out.flush()).map_err(CliError::Output)
}
