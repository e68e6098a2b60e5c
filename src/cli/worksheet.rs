//! `gametree worksheet`: a seeded tree ([`crate::textbook::generate`]) with
//! its answer: the tree text and the analyze summary as text, or the tree
//! and the key ([`crate::teach::worksheet::key`]) as JSON, the exam sheet and
//! its key as pictures through the export scene, and a bank of such sheets
//! as Moodle cloze questions ([`crate::export::moodle`]).
//!
//! The search is the one `gametree analyze --tree TEXT` runs (alpha-beta,
//! natural order, fail-soft), so the key is what `--trace` records.

use std::fmt::Write as _;
use std::io::Write;

use serde::Serialize;

use crate::cli::summary::Summary;
use crate::cli::{CliError, WorksheetArgs, text};
use crate::export::sheet::{Heading, Print, sheet_pdf, sheet_png, sheet_svg};
use crate::export::{Theme, moodle, write_file};
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
    let spec = spec_of(args, args.seed);
    let tree = generate(&spec)?;
    let mut written = Vec::new();
    let (keyed, drawn) = algorithms(spec.chance);
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
        let heading = heading_of(&spec, &session, fill);
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
            let what = match print {
                Print::Sheet => "the sheet",
                Print::Key => "the answer key",
            };
            written.push((path.clone(), what));
        }
    }
    if let Some(path) = &args.moodle {
        write_file(path, moodle_bank(args)?.as_bytes())?;
        written.push((path.clone(), "the question bank"));
    }
    let printed = Printed {
        json: args.json,
        answer: args.answer,
        written,
    };
    write_answer(&printed, &spec, &tree, &session, summary, out)
}

/// What `args` asks a worksheet to be generated from, with `seed`.
fn spec_of(args: &WorksheetArgs, seed: u64) -> Spec {
    Spec {
        seed,
        depth: usize::from(args.depth),
        branching: args.branching.clone(),
        values: args.values.unwrap_or_default(),
        order: args.order,
        root: args.root.player(),
        chance: args.chance,
    }
}

/// The search the key is read from and the search the whole tree is drawn
/// from: alpha-beta and minimax, or for a chance tree expectimax twice (it
/// has no window: its sheet asks for values only).
fn algorithms(chance: bool) -> (Algorithm, Algorithm) {
    if chance {
        (Algorithm::Expectimax, Algorithm::Expectimax)
    } else {
        (Algorithm::AlphaBeta, Algorithm::Minimax)
    }
}

/// The heading of `spec`'s sheet asking for `fill`, under the conventions
/// `session` searched with.
fn heading_of(
    spec: &Spec,
    session: &crate::session::Session<crate::input::AnyGame>,
    fill: Fill,
) -> Heading {
    Heading {
        made: {
            let (seed, depth, branching) = (
                spec.seed.to_string(),
                spec.depth.to_string(),
                spec.branching.to_string(),
            );
            let (values, order) = (spec.values.to_string(), spec.order.to_string());
            if spec.chance {
                crate::tr!(
                    "export-sheet-made-chance",
                    seed = seed,
                    depth = depth,
                    branching = branching,
                    values = values,
                    order = order
                )
            } else {
                crate::tr!(
                    "export-sheet-made",
                    seed = seed,
                    depth = depth,
                    branching = branching,
                    values = values,
                    order = order
                )
            }
        },
        cutoff: session.options().cutoff,
        fail: session.options().fail,
        root: spec.root,
        fill,
        chance: spec.chance,
    }
}

/// The Moodle question bank `--moodle` asks for: `--count` questions,
/// question i the worksheet of seed `--seed` + i, as `--values-only`,
/// `--chance` and `--cutoff` make it.
///
/// # Errors
/// [`CliError::Usage`] if the seeds pass the largest; as [`worksheet_to`].
fn moodle_bank(args: &WorksheetArgs) -> Result<String, CliError> {
    let mut questions = Vec::new();
    for index in 0..args.count {
        let seed = args.seed.checked_add(u64::from(index)).ok_or_else(|| {
            CliError::Usage(format!(
                "--seed {} with --count {} passes the largest seed, {}",
                args.seed,
                args.count,
                u64::MAX
            ))
        })?;
        let spec = spec_of(args, seed);
        let tree = generate(&spec)?;
        let (keyed, drawn) = algorithms(spec.chance);
        let session = search(&tree, keyed, args.cutoff)?;
        let whole = search(&tree, drawn, args.cutoff)?;
        let (answers, fill) = if args.values_only || spec.chance {
            (key(&whole), Fill::ValuesOnly)
        } else {
            (key(&session), Fill::Windows)
        };
        let heading = heading_of(&spec, &session, fill);
        let name = format!(
            "{} · seed {seed}",
            crate::export::sheet::title(Print::Sheet, &heading)
        );
        let stem = format!("seed-{seed}");
        questions.push(moodle::question_xml(&moodle::Question {
            name: &name,
            whole: &whole,
            key: &answers,
            heading: &heading,
            unit: tree.denominator(),
            stem: &stem,
        })?);
    }
    Ok(moodle::bank_xml(&questions))
}

/// What `gametree worksheet` prints besides the files: JSON (tree and
/// key), or the settings, the tree and the files written, with the answer
/// only when asked for.
struct Printed {
    json: bool,
    answer: bool,
    /// The files written, and what each is (`the sheet`).
    written: Vec<(std::path::PathBuf, &'static str)>,
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
        for (path, what) in &printed.written {
            let _ = writeln!(lines, "wrote      {} ({what})", path.display());
        }
        if !printed.answer {
            lines.push_str("answer     not printed (--answer prints it, --json the key)\n");
        }
        out.write_all(lines.as_bytes())
    };
    written.and_then(|()| out.flush()).map_err(CliError::Output)
}
