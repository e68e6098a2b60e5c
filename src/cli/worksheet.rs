//! `gametree worksheet`: a seeded tree ([`crate::textbook::generate`]) with
//! its answer: the tree text and the analyze summary as text, or the tree
//! and the key ([`super::worksheet_key`]) as JSON, and the exam sheet and
//! its key as pictures through the export scene.
//!
//! The search is the one `gametree analyze --tree TEXT` runs (alpha-beta,
//! natural order, fail-hard), so the key is what `--trace` records.

use std::io::Write;

use serde::Serialize;

use crate::cli::summary::Summary;
use crate::cli::worksheet_key::{KeyEntry, key};
use crate::cli::{CliError, WorksheetArgs, text};
use crate::export::tree::{TreePicture, tree_svg};
use crate::export::{Theme, write_file};
use crate::input::AnyGame;
use crate::scene::{Point, TreeOverlay};
use crate::search::{Algorithm, Cutoff, SearchOptions};
use crate::session::Session;
use crate::textbook::TextbookTree;
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
}

/// The `--json` object.
#[derive(Serialize)]
struct WorksheetJson {
    worksheet: SpecJson,
    tree: String,
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
    };
    let tree = generate(&spec)?;
    let session = search(&tree, Algorithm::AlphaBeta, args.cutoff)?;
    let summary =
        Summary::of(&session).ok_or(CliError::Internal("the search ended without an outcome"))?;
    if let Some(path) = &args.svg {
        // Minimax visits every node, so the sheet shows the whole tree.
        let full = search(&tree, Algorithm::Minimax, args.cutoff)?;
        let overlay = TreeOverlay {
            blank: true,
            ..TreeOverlay::default()
        };
        write_file(path, picture(&full, &tree, Some(&overlay))?.as_bytes())?;
    }
    if let Some(path) = &args.key_svg {
        write_file(path, picture(&session, &tree, None)?.as_bytes())?;
    }
    let written = if args.json {
        let json = WorksheetJson {
            worksheet: SpecJson {
                seed: spec.seed,
                depth: spec.depth,
                branching: spec.branching.to_string(),
                values: spec.values.to_string(),
                order: spec.order.name(),
                root: spec.root.name(),
            },
            tree: tree.to_list_string(),
            key: key(&session),
            answer: summary,
        };
        let mut text = serde_json::to_string_pretty(&json)
            .map_err(|_| CliError::Internal("the worksheet does not serialise to JSON"))?;
        text.push('\n');
        out.write_all(text.as_bytes())
    } else {
        let heading = format!(
            "worksheet  seed {}, depth {}, branching {}, values {}, order {}, root {}\n",
            spec.seed,
            spec.depth,
            spec.branching,
            spec.values,
            spec.order,
            spec.root.name()
        );
        out.write_all(heading.as_bytes())
            .and_then(|()| out.write_all(text::render(&summary).as_bytes()))
    };
    written.and_then(|()| out.flush()).map_err(CliError::Output)
}

/// `tree` searched to its leaves by `algorithm` under the `cutoff`
/// convention, as `analyze --tree` does.
fn search(
    tree: &TextbookTree,
    algorithm: Algorithm,
    cutoff: Cutoff,
) -> Result<Session<AnyGame>, CliError> {
    let game = AnyGame::Tree(tree.clone());
    let options = game.fit_options(
        SearchOptions {
            algorithm,
            cutoff,
            ..SearchOptions::default()
        },
        false,
    )?;
    let mut session = Session::new(game, options)?;
    session.run_to_end()?;
    Ok(session)
}

/// The SVG of `session`'s whole tree: the exam sheet with `overlay` blank,
/// the key (pruned leaves' values in grey) without. Sized so that a leaf
/// has a comfortable column and a level room for its window.
fn picture(
    session: &Session<AnyGame>,
    tree: &TextbookTree,
    overlay: Option<&TreeOverlay>,
) -> Result<String, CliError> {
    let columns = tree.leaf_count() as f32;
    let levels = tree.height() as f32;
    let size = Point::new(
        (columns * 70.0 + 120.0).clamp(640.0, 8192.0),
        (levels * 120.0 + 140.0).clamp(360.0, 8192.0),
    );
    let mut sheet = TreePicture::whole(Theme::default(), size);
    sheet.overlay = overlay;
    sheet.show_skipped = overlay.is_none();
    Ok(tree_svg(session, &sheet)?)
}
