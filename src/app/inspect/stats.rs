//! The statistics panel: the search's counters at the cursor, beside what
//! full minimax would cost (counted, or estimated from the game's real
//! branching: [`crate::teach::size`]) and the leaves alpha-beta evaluates on
//! this tree with the `best` ordering under the search's own conventions
//! (the fewest any order gives only with `α ≥ β` and distinct values;
//! Knuth and Moore's formula is quoted only where the tree is uniform).
//! Both figures are computed again whenever the tree, the depth or a
//! convention changes.

use egui::{Grid, Ui};

use crate::game::Game as _;
use crate::input::{AnyGame, GameKind};
use crate::search::{BestCase, Cutoff, DepthRules, UniformShape, best_case_leaves, uniform_shape};
use crate::session::Session;
use crate::teach::size::{MinimaxSize, PROBES, minimax_size};

use crate::app::files::trace_io::UnprunedReturns;
use crate::app::format;

/// Facts about what is searched, computed once per search.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Facts {
    /// Legal moves at the root: the `b` of the estimates.
    pub root_moves: usize,
    /// For a textbook tree: its node and leaf counts.
    pub tree_size: Option<(usize, usize)>,
}

impl Facts {
    /// The facts of `game`.
    #[must_use]
    pub fn of(game: &AnyGame) -> Self {
        let mut moves = Vec::new();
        game.legal_moves(&game.root(), &mut moves);
        Self {
            root_moves: moves.len(),
            tree_size: game
                .as_textbook()
                .map(|tree| (tree.node_count(), tree.leaf_count())),
        }
    }
}

/// `b^d` as a float, so large estimates do not overflow.
fn power(b: usize, d: u32) -> f64 {
    (b as f64).powi(d.min(i32::MAX as u32) as i32)
}

/// A float count, rounded, with separators; `≈ 1.2e12` when huge.
fn rough(value: f64) -> String {
    if value < 1e15 {
        format::count(value.round() as u64)
    } else {
        format!("{value:.2e}")
    }
}

/// Draws the statistics of `session` at its cursor; with `hide_values` (a
/// quiz question or the worksheet is open) only a note, since the counts of
/// cutoffs, pruned moves and leaves answer questions the student is asked.
/// A student's search's `unpruned` returns (a trace's) count as no
/// cutoffs: their own row says how many moves they left.
pub(in crate::app) fn stats_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    (facts, unpruned): (Facts, UnprunedReturns<'_>),
    hide_values: bool,
) {
    if hide_values {
        ui.label(egui::RichText::new(crate::tr!("panels-stats-hidden")).weak());
        return;
    }
    let stats = session.stats();
    let Some(iteration) = session.pass() else {
        return;
    };
    let depth = u32::from(iteration.depth());
    let b = facts.root_moves;
    let minimum = minimum_row(ui, session, depth, b);
    let minimax = full_minimax(ui, session, u8::try_from(depth).unwrap_or(u8::MAX));
    Grid::new("stats_grid")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let mut row = |label: &str, value: String, hint: &str| {
                ui.label(label).on_hover_text(hint);
                // Wrapped at the panel's edge: lecture mode's text ran
                // past it ("2 of 2 (dep").
                super::eval::wrapped(ui, value.into());
                ui.end_row();
            };
            if let Some((label, value, hint)) = pass_row(session, depth) {
                row(&label, value, &hint);
            }
            row(
                &crate::tr!("panels-stats-step"),
                step_value(session),
                &crate::tr!("panels-stats-step-hint"),
            );
            row(
                &crate::tr!("panels-stats-nodes"),
                format::count(stats.nodes),
                &crate::tr!("panels-stats-nodes-hint"),
            );
            row(
                &crate::tr!("panels-stats-leaves"),
                format::count(stats.leaves),
                &crate::tr!("panels-stats-leaves-hint"),
            );
            let (returns, left) = unpruned.before(session.cursor());
            row(
                &crate::tr!("panels-stats-cutoffs"),
                format::count(stats.cutoffs.saturating_sub(returns)),
                &crate::tr!("panels-stats-cutoffs-hint"),
            );
            row(
                &crate::tr!("panels-stats-pruned"),
                format::count(stats.pruned.saturating_sub(left)),
                &crate::tr!("panels-stats-pruned-hint"),
            );
            if returns > 0 {
                row(
                    &crate::tr!("panels-stats-returned-early"),
                    crate::tr!(
                        "panels-stats-returned-early-value",
                        returns = format::count(returns),
                        count = left
                    ),
                    &crate::tr!("panels-stats-returned-early-hint"),
                );
            }
            row(
                &crate::tr!("panels-stats-tt-hits"),
                format::count(stats.tt_hits),
                &crate::tr!("panels-stats-tt-hits-hint"),
            );
            row(
                &crate::tr!("panels-stats-max-ply"),
                stats.max_ply.to_string(),
                &crate::tr!("panels-stats-max-ply-hint"),
            );
            if stats.nodes > 1 && depth > 0 {
                row(
                    // Short: a long label narrowed the values' column until
                    // "(measured)" broke mid-word at 1920×1080 in lecture mode.
                    &crate::tr!("panels-stats-branching"),
                    format!("{:.2}", (stats.nodes as f64).powf(1.0 / f64::from(depth))),
                    &crate::tr!("panels-stats-branching-hint"),
                );
            }
            if let Some((nodes, leaves)) = facts.tree_size {
                // One figure per row, so the grid stays as narrow as the panel.
                let hint = crate::tr!("panels-stats-minimax-exact-hint");
                row(
                    &crate::tr!("panels-stats-minimax-nodes"),
                    format::count(nodes as u64),
                    &hint,
                );
                row(
                    &crate::tr!("panels-stats-minimax-leaves"),
                    format::count(leaves as u64),
                    &hint,
                );
            } else {
                let (nodes, leaves, hint) = size_rows(minimax);
                row(&crate::tr!("panels-stats-minimax-nodes"), nodes, &hint);
                row(&crate::tr!("panels-stats-minimax-leaves"), leaves, &hint);
            }
            row(&minimum.0, minimum.1, &minimum.2);
        });
}

/// The Pass row (label, value, hint) of a search in passes or of
/// iterative deepening, searching to `depth` in the pass shown.
fn pass_row(session: &Session<AnyGame>, depth: u32) -> Option<(String, String, String)> {
    let options = session.options();
    let pass = session.pass_index() + 1;
    let label = crate::tr!("panels-stats-pass");
    if options.iterative_deepening && !options.algorithm.searches_in_passes() {
        let passes = usize::from(options.depth);
        Some((
            label,
            crate::tr!(
                "panels-stats-pass-of",
                pass = pass,
                passes = passes,
                depth = depth
            ),
            crate::tr!("panels-stats-pass-deepening-hint"),
        ))
    } else if options.algorithm.searches_in_passes() {
        let passes = session.passes().len();
        let value = if session.is_complete() {
            crate::tr!(
                "panels-stats-pass-of",
                pass = pass,
                passes = passes,
                depth = depth
            )
        } else {
            crate::tr!(
                "panels-stats-pass-of-so-far",
                pass = pass,
                passes = passes,
                depth = depth
            )
        };
        Some((label, value, crate::tr!("panels-stats-pass-windows-hint")))
    } else {
        None
    }
}

/// The Step row's value: the cursor of all the search's steps (`≥ n
/// recorded` while the search has not run to its end).
fn step_value(session: &Session<AnyGame>) -> String {
    let total = session.total_steps().map_or_else(
        || {
            crate::tr!(
                "panels-stats-steps-recorded",
                count = format::count(session.frontier())
            )
        },
        format::count,
    );
    crate::tr!(
        "panels-stats-step-of",
        step = format::count(session.cursor()),
        total = total
    )
}

/// The "Minimax nodes" and "Minimax leaves" figures and their hint.
fn size_rows(size: MinimaxSize) -> (String, String, String) {
    match size {
        MinimaxSize::Counted { nodes, leaves } => (
            format::count(nodes),
            format::count(leaves),
            crate::tr!("panels-stats-minimax-counted-hint"),
        ),
        MinimaxSize::Estimated { nodes, leaves } => (
            format!("≈ {}", rough(nodes)),
            format!("≈ {}", rough(leaves)),
            crate::tr!("panels-stats-minimax-estimated-hint", probes = PROBES),
        ),
    }
}

/// Nodes a full minimax may enter to be counted rather than estimated:
/// enough for the whole tic-tac-toe game (549,946 nodes, about 0.15 s in a
/// debug build), run once per game and depth.
const COUNT_BUDGET: u64 = 600_000;

/// What full minimax costs on the search shown: counted or estimated once
/// per game and depth.
fn full_minimax(ui: &Ui, session: &Session<AnyGame>, depth: u8) -> MinimaxSize {
    once_per_search(ui, session, "minimax_size", depth, || {
        let options = crate::search::SearchOptions {
            depth,
            ..*session.options()
        };
        minimax_size(session.game(), &options, COUNT_BUDGET)
    })
}

/// `compute`'s result for what `session` searches at `depth` under its
/// conventions (cutoff test, fail mode, singular extension), computed once
/// and kept in egui's memory under `name`.
fn once_per_search<T: Clone + Send + Sync + 'static>(
    ui: &Ui,
    session: &Session<AnyGame>,
    name: &str,
    depth: u8,
    compute: impl FnOnce() -> T,
) -> T {
    let game = session.game();
    let what = format!(
        "{} {} {}",
        game.kind().name(),
        game.position_text(),
        game.eval_name().unwrap_or_default()
    );
    let options = session.options();
    let conventions = (
        options.singular_extension,
        options.quiescence,
        options.cutoff,
        options.fail,
        options.algorithm,
    );
    let id = ui.scope_id().with((name, what, depth, conventions));
    if let Some(found) = ui.data(|data| data.get_temp(id)) {
        return found;
    }
    let found = compute();
    ui.data_mut(|data| data.insert_temp(id, found.clone()));
    found
}

/// Nodes the best-case count may visit (the visible search and, separately,
/// the hidden search behind the `best` ordering) before it gives up.
const MINIMUM_BUDGET: u64 = 100_000;

/// The best case of the search shown: measured once per game and depth
/// (kept in egui's memory), and only when cheap enough.
fn best_case(
    ui: &Ui,
    session: &Session<AnyGame>,
    depth: u8,
    b: usize,
) -> (BestCase, Option<UniformShape>) {
    once_per_search(ui, session, "best_case", depth, || {
        let game = session.game();
        let options = session.options();
        let rules = DepthRules {
            depth,
            singular_extension: options.singular_extension,
        };
        // A chess tree is searched only if even full minimax would be small;
        // the budget is the hard stop either way.
        let minimax_estimate: f64 = (0..=u32::from(depth)).map(|d| power(b, d)).sum();
        if game.kind() == GameKind::Chess && minimax_estimate > MINIMUM_BUDGET as f64 {
            (BestCase::TooLarge, None)
        } else {
            let options = crate::search::SearchOptions { depth, ..*options };
            (
                best_case_leaves(game, &options, MINIMUM_BUDGET),
                uniform_shape(game, rules, MINIMUM_BUDGET),
            )
        }
    })
}

/// The "α-β, best first" row: label, value and a hint saying exactly what
/// the figure is (and when it is the minimum), whether it was measured or
/// not computed, and where the closed formula applies.
fn minimum_row(
    ui: &Ui,
    session: &Session<AnyGame>,
    depth: u32,
    b: usize,
) -> (String, String, String) {
    let depth = u8::try_from(depth).unwrap_or(u8::MAX);
    let (found, shape) = best_case(ui, session, depth, b);
    let label = crate::tr!("panels-stats-best-first");
    let options = session.options();
    let minimal = match options.cutoff {
        Cutoff::Ge => crate::tr!("panels-stats-minimal-ge"),
        Cutoff::Gt => crate::tr!("panels-stats-minimal-gt"),
    };
    let measured = crate::tr!(
        "panels-stats-measured",
        cutoff = options.cutoff.test(),
        fail = options.fail.name(),
        minimal = minimal
    );
    match (found, shape) {
        (BestCase::Measured(leaves), Some(shape)) => (
            label,
            crate::tr!(
                "panels-stats-leaves-measured",
                leaves = format::count(leaves)
            ),
            crate::tr!(
                "panels-stats-uniform-hint",
                measured = measured,
                b = shape.branching.to_string(),
                d = shape.depth.to_string(),
                formula = rough(shape.knuth_moore())
            ),
        ),
        (BestCase::Measured(leaves), None) => (
            label,
            crate::tr!(
                "panels-stats-leaves-measured",
                leaves = format::count(leaves)
            ),
            crate::tr!("panels-stats-not-uniform-hint", measured = measured),
        ),
        (BestCase::TooLarge, _) => (
            label,
            crate::tr!("panels-stats-not-computed"),
            crate::tr!(
                "panels-stats-too-large-hint",
                budget = format::count(MINIMUM_BUDGET),
                formula = rough(
                    UniformShape {
                        branching: u32::try_from(b).unwrap_or(u32::MAX),
                        depth
                    }
                    .knuth_moore()
                ),
                b = b.to_string(),
                d = depth.to_string()
            ),
        ),
    }
}
