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
use crate::teach::format::plural;
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
        ui.label(
            egui::RichText::new(
                "Hidden while values are hidden: the counts would give answers away.",
            )
            .weak(),
        );
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
            let options = session.options();
            if options.iterative_deepening && !options.algorithm.searches_in_passes() {
                row(
                    "Pass",
                    format!(
                        "{} of {} (depth {depth})",
                        session.pass_index() + 1,
                        options.depth
                    ),
                    "Iterative deepening searches depth 1, 2, … in turn; the tree and counts are those of the iteration shown.",
                );
            } else if options.algorithm.searches_in_passes() {
                row(
                    "Pass",
                    format!(
                        "{} of {}{} (depth {depth})",
                        session.pass_index() + 1,
                        session.passes().len(),
                        if session.is_complete() { "" } else { " so far" }
                    ),
                    "Aspiration windows and MTD(f) search the root again with new windows until the value is known; the tree and counts are those of the pass shown.",
                );
            }
            let total = session.total_steps().map_or_else(
                || format!("≥ {} recorded", format::count(session.frontier())),
                format::count,
            );
            row(
                "Step",
                format!("{} of {total}", format::count(session.cursor())),
                "Events applied so far, of all the search's events (known once the search has run to the end).",
            );
            row("Nodes", format::count(stats.nodes), "Nodes entered, the root included.");
            row("Leaves", format::count(stats.leaves), "Nodes scored statically or as finished games.");
            let (returns, left) = unpruned.before(session.cursor());
            row("Cutoffs", format::count(stats.cutoffs.saturating_sub(returns)), "Cutoffs (α ≥ β) that pruned at least one move.");
            row("Pruned moves", format::count(stats.pruned.saturating_sub(left)), "Moves skipped by cutoffs, never visited.");
            if returns > 0 {
                row(
                    "Returned early",
                    format!("{} ({} not searched)", format::count(returns), plural(left, "move", "moves")),
                    "Times your search returned with moves left that the algorithm searches: no cutoffs, and nothing pruned those moves.",
                );
            }
            row("TT hits", format::count(stats.tt_hits), "Nodes answered by the transposition table.");
            row("Max ply", stats.max_ply.to_string(), "The deepest ply entered so far.");
            if stats.nodes > 1 && depth > 0 {
                row(
                    // Short: a long label narrowed the values' column until
                    // "(measured)" broke mid-word at 1920×1080 in lecture mode.
                    "Branching",
                    format!("{:.2}", (stats.nodes as f64).powf(1.0 / f64::from(depth))),
                    "nodes^(1/d): the branching factor a uniform tree of depth d would need to have as many nodes as entered so far. The effective branching factor (EBF) compares two depths: see Nodes per depth.",
                );
            }
            if let Some((nodes, leaves)) = facts.tree_size {
                // One figure per row, so the grid stays as narrow as the panel.
                let hint = "Exact: minimax visits every node of the tree.";
                row("Minimax nodes", format::count(nodes as u64), hint);
                row("Minimax leaves", format::count(leaves as u64), hint);
            } else {
                let (nodes, leaves, hint) = size_rows(minimax);
                row("Minimax nodes", nodes, &hint);
                row("Minimax leaves", leaves, &hint);
            }
            row(minimum.0, minimum.1, &minimum.2);
        });
}

/// The "Minimax nodes" and "Minimax leaves" figures and their hint.
fn size_rows(size: MinimaxSize) -> (String, String, String) {
    match size {
        MinimaxSize::Counted { nodes, leaves } => (
            format::count(nodes),
            format::count(leaves),
            "Counted: a full minimax search of this position to this depth, run once, enters exactly this many nodes.".to_owned(),
        ),
        MinimaxSize::Estimated { nodes, leaves } => (
            format!("≈ {}", rough(nodes)),
            format!("≈ {}", rough(leaves)),
            format!(
                "Estimated (too many nodes to count here) by Knuth's method: {PROBES} random paths from the root, each multiplying the numbers of moves it meets, so moves that run out and games that end early are priced in."
            ),
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
) -> (&'static str, String, String) {
    let depth = u8::try_from(depth).unwrap_or(u8::MAX);
    let (found, shape) = best_case(ui, session, depth, b);
    let label = "α-β, best first";
    let options = session.options();
    let minimal = match options.cutoff {
        Cutoff::Ge => {
            "With the cutoff α ≥ β, distinct leaf values and a uniform tree no move order evaluates fewer (Knuth and Moore's minimal tree); with tied values, or on a tree that is not uniform (a cheaper refutation may come first), another order may evaluate fewer: the ordering view (R) tries every order."
        }
        Cutoff::Gt => {
            "With the cutoff α > β this is not the minimum: a tie does not cut, and another order can avoid ties the best order meets and evaluate fewer leaves."
        }
    };
    let measured = format!(
        "Measured: the leaves alpha-beta evaluates on this tree when every node tries its best move first (the `best` ordering), with the cutoff {} and fail-{}. {minimal}",
        options.cutoff.test(),
        options.fail.name()
    );
    match (found, shape) {
        (BestCase::Measured(leaves), Some(shape)) => (
            label,
            format!("{} leaves (measured)", format::count(leaves)),
            format!(
                "{measured} The tree is uniform (b = {}, d = {}), so Knuth and Moore's formula b^ceil(d/2) + b^floor(d/2) − 1 = {} applies too (with distinct values).",
                shape.branching,
                shape.depth,
                rough(shape.knuth_moore())
            ),
        ),
        (BestCase::Measured(leaves), None) => (
            label,
            format!("{} leaves (measured)", format::count(leaves)),
            format!(
                "{measured} Knuth and Moore's formula b^ceil(d/2) + b^floor(d/2) − 1 holds only for uniform trees, and this one is not."
            ),
        ),
        (BestCase::TooLarge, _) => (
            label,
            "not computed".to_owned(),
            format!(
                "Measuring it needs a best-ordered search of more than {} nodes, too many to run here. Knuth and Moore's formula b^ceil(d/2) + b^floor(d/2) − 1 (≈ {} with the root's b = {b}, d = {depth}) holds only for uniform trees.",
                format::count(MINIMUM_BUDGET),
                rough(
                    UniformShape {
                        branching: u32::try_from(b).unwrap_or(u32::MAX),
                        depth
                    }
                    .knuth_moore()
                ),
            ),
        ),
    }
}
