//! The report of `gametree analyze`: what a finished search found and what it
//! cost, as plain data. [`super::run`] builds it; the renderers (`text.rs`,
//! `json.rs`) print it and import nothing from `run`. Its counters are the
//! session's [`Counts`], which [`crate::teach::compare()`] also puts side by
//! side.

use serde::Serialize;

use crate::cli::game::PgnGameNumber;
use crate::game::{Game as _, INFINITY, Score, Terminal, Wording, line_labels, mate_distance};
use crate::input::{AnyGame, GameKind};
use crate::notation;
use crate::search::{Bound, SearchOptions, SearchStats};
use crate::session::{Counts, Pass, Session, root_moves};
use crate::teach::{effective_branching_factor, tie_sentence};
use crate::tree::{NodeKind, SearchTree};

/// Everything the text and JSON outputs report.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The game's name ([`GameKind::name`]): `"chess"`, `"tree"`,
    /// `"tictactoe"`, `"connect4"`.
    pub game: &'static str,
    /// The position searched (chess).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// The tree searched, as a nested list (trees).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
    /// The position searched in the other games, as `--position` takes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// The options searched with.
    pub options: OptionsSummary,
    /// The root's value in the game's units (thirds in a tree with
    /// three-way chance nodes), for the renderers; JSON writes `value`.
    #[serde(skip)]
    pub value: Score,
    /// The root's value from MAX's (the side to move's) view, as a number:
    /// a whole number, or a decimal for a chance average (`7.666…` for
    /// 23/3, whose exact form is `value_text`).
    #[serde(rename = "value")]
    pub value_number: serde_json::Number,
    /// The root's value as written everywhere, exactly: `3`, `−1`, `23/3`,
    /// `#2` (MAX mates in 2 moves), `#-1` (MAX is mated in 1 move); in the
    /// other games `W2` (MAX wins in 2 moves), `L1` (MAX loses in 1 move).
    pub value_text: String,
    /// *Plies* to mate (to a won game, in the other games) if the value is
    /// a mate score (`value_text` counts moves); the sign of `value` says
    /// who wins.
    pub mate_in_plies: Option<u32>,
    /// How the game writes won games, for the renderers (not printed).
    #[serde(skip)]
    pub wording: Wording,
    /// The root's searched moves with the values they returned; a move cut
    /// short by a cutoff below it returns a bound (`≤3`).
    pub root_moves: Vec<RootMove>,
    /// The best move: SAN for chess, the 1-based child number for trees.
    pub best_move: Option<String>,
    /// Why the game is over at the root, if it is (`"stalemate"`,
    /// `"insufficient material"`): then there is no best move (not printed).
    #[serde(skip)]
    pub root_ending: Option<String>,
    /// The best move in UCI notation (chess only).
    pub best_move_uci: Option<String>,
    /// When other root moves tie with the best move, the sentence that
    /// says it is best only because it was searched first (text only).
    #[serde(skip)]
    pub ties: Option<String>,
    /// The principal variation.
    pub pv: Vec<String>,
    /// The principal variation as one text: numbered SAN for chess
    /// (`1. e4 e5 2. Nf3`, `12... gxf6 13. Qg4+` when Black is to move).
    pub pv_text: String,
    /// Counters of the final search.
    #[serde(flatten)]
    pub stats: SearchStats,
    /// Whether the node cap stopped the search.
    pub truncated: bool,
    /// The depth of the deepest complete search, whose value and best move
    /// are reported: the depth searched unless the cap stopped it; with
    /// `--id` cut short, the last complete iteration's; `null` if the cap
    /// stopped the first.
    pub completed_depth: Option<u8>,
    /// Leaf values in evaluation order (trees only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evaluated: Option<Vec<Score>>,
    /// One entry per depth (with `--id`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<Vec<IterationSummary>>,
    /// Every search of the root, in order: one, or an iteration of
    /// deepening, an aspiration window and its re-searches, MTD(f)'s
    /// null-window passes.
    pub passes: Vec<PassSummary>,
    /// PVS's re-searches, over all passes: moves whose null-window probe
    /// landed strictly inside the window and were searched again.
    pub re_searches: usize,
    /// With `--id`: the effective branching factor of the deepest complete
    /// iteration, its nodes over the previous one's
    /// ([`crate::teach::effective_branching_factor`]); absent with fewer than
    /// two complete iterations.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ebf: Option<f64>,
    /// With `--pgn`: which game of the file was searched, of how many.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pgn_game: Option<PgnGameNumber>,
    /// Monte Carlo tree search: the iterations done (the root's `N`; fewer
    /// than `options.iterations` if the node cap stopped the search).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations_done: Option<u32>,
    /// With `--compare ALGO`: the other search and whether it agrees.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compare: Option<crate::cli::compare::CompareSummary>,
}

impl Summary {
    /// The report of `session`'s search; `None` unless it has run to its end
    /// and the cursor is there.
    #[must_use]
    pub fn of(session: &Session<AnyGame>) -> Option<Self> {
        let game = session.game();
        let outcome = session.outcome()?;
        let Counts {
            stats,
            value,
            best_move,
            truncated,
        } = Counts::of(session)?;
        let root = game.root();
        // The iteration the value and best move are from (with deepening cut
        // short by the cap, the last complete one).
        let reported = session.reported_pass();
        let pv = reported.map(Pass::principal_moves).unwrap_or_default();
        let pv_labels = line_labels(game, &root, &pv);
        let options = session.options();
        let mcts = session.is_mcts();
        // MCTS: the best move's mean, which `value` gives in thousandths.
        let best_mean = reported.filter(|_| mcts).and_then(|pass| {
            let tree = pass.tree();
            let best = tree.most_visited_child(tree.root()?, pass.len())?;
            tree.visits_at(best, pass.len()).mean()
        });
        let text = game.position_text();
        let (fen, tree, position) = match game.kind() {
            GameKind::Chess => (Some(text), None, None),
            GameKind::Tree => (None, Some(text), None),
            _ => (None, None, Some(text)),
        };
        let last = session.passes().last();
        let iterations = options
            .iterative_deepening
            .then(|| IterationSummary::all(game, session.passes()));
        let ebf = iterations.as_ref().and_then(|iterations| {
            iterations
                .iter()
                .rev()
                .find(|iteration| !iteration.truncated)
                .and_then(|iteration| iteration.ebf)
        });
        Some(Self {
            game: game.kind().name(),
            fen,
            tree,
            position,
            options: OptionsSummary::of(options, game),
            value,
            // MCTS: the best move's mean, in thousandths as `Done` gives it.
            value_number: if mcts {
                serde_json::Number::from(value)
            } else {
                json_number(value, game.wording())
            },
            value_text: if mcts {
                notation::mean(best_mean)
            } else {
                notation::exact(value, game.wording())
            },
            mate_in_plies: mate_distance(value),
            wording: game.wording(),
            root_moves: reported
                .map(|iteration| {
                    if mcts {
                        RootMove::mcts(game, iteration.tree(), iteration.len())
                    } else {
                        RootMove::all(game, iteration.tree(), iteration.len())
                    }
                })
                .unwrap_or_default(),
            best_move,
            root_ending: game.terminal(&root).map(Terminal::said),
            best_move_uci: outcome.best_move.and_then(|mv| game.move_uci(&root, mv)),
            ties: reported
                .filter(|_| !truncated)
                .and_then(|pass| tie_sentence(game, pass.tree(), pass.len())),
            pv_text: game.line_text(&root, &pv_labels),
            pv: pv_labels,
            stats,
            truncated,
            completed_depth: outcome.completed_depth,
            evaluated: (game.as_textbook().is_some() && !mcts).then(|| {
                last.map(|pass| evaluated(pass, game.wording().denominator()))
                    .unwrap_or_default()
            }),
            iterations,
            ebf,
            passes: (0..session.passes().len())
                .filter_map(|index| {
                    let pass = session.passes().get(index)?;
                    Some(PassSummary::of(game, pass, &session.line_before(index)))
                })
                .collect(),
            re_searches: session
                .passes()
                .iter()
                .map(|pass| pass.tree().re_searches_at(u64::MAX))
                .sum(),
            pgn_game: None,
            compare: None,
            iterations_done: mcts
                .then(|| reported.map_or(0, |pass| pass.tree().iterations_at(pass.len()))),
        })
    }
}

/// Leaf values in the order `iteration` evaluated them: a leaf is evaluated
/// as it is entered, and nodes are numbered in that order.
fn evaluated(iteration: &Pass<AnyGame>, unit: Score) -> Vec<Score> {
    let unit = unit.max(1);
    iteration
        .tree()
        .nodes()
        .filter(|(_, node)| matches!(node.kind, NodeKind::Leaf(_)))
        // As written in the tree: its units divided out (a leaf is whole).
        .map(|(_, node)| node.value / unit)
        .collect()
}

/// The options searched with, named as on the command line.
#[derive(Clone, Debug, Serialize)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent on/off search options, each its own flag"
)]
pub struct OptionsSummary {
    /// `--algo`.
    pub algo: &'static str,
    /// `--depth` (the tree's height for trees).
    pub depth: u8,
    /// `--order`.
    pub order: String,
    /// `--fail`.
    pub fail: &'static str,
    /// `--cutoff`: `ge` or `gt`.
    pub cutoff: &'static str,
    /// `--tt`.
    pub tt: bool,
    /// `--id`.
    pub id: bool,
    /// `--singular-extension`.
    pub singular_extension: bool,
    /// `--quiescence`.
    pub quiescence: bool,
    /// `--eval` (chess only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eval: Option<&'static str>,
    /// `--max-nodes`.
    pub max_nodes: u64,
    /// `--guess`, for aspiration windows and MTD(f).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guess: Option<Score>,
    /// `--window`, for aspiration windows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<Score>,
    /// `--bounds`, for Star1: the leaves' least and greatest value, `LO..HI`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bounds: Option<String>,
    /// `--iterations`, for Monte Carlo tree search.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<u32>,
    /// `--seed`, for Monte Carlo tree search.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// `--exploration` (UCB1's C), for Monte Carlo tree search.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exploration: Option<f64>,
    /// `--playout-cap`, for Monte Carlo tree search.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub playout_cap: Option<u16>,
}

impl OptionsSummary {
    fn of(options: &SearchOptions, game: &AnyGame) -> Self {
        let mcts = options.algorithm.is_mcts();
        Self {
            algo: options.algorithm.name(),
            depth: options.depth,
            order: options.ordering.to_string(),
            fail: options.fail.name(),
            cutoff: options.cutoff.name(),
            tt: options.transposition_table,
            id: options.iterative_deepening,
            singular_extension: options.singular_extension,
            quiescence: options.quiescence,
            eval: game.eval_name(),
            bounds: (options.algorithm.bounds_leaves())
                .then(|| game.bounds_text(crate::search::leaf_bounds(game, options))),
            max_nodes: options.max_nodes,
            guess: options
                .algorithm
                .searches_in_passes()
                .then_some(options.guess),
            window: (options
                .algorithm
                .passes()
                .is_some_and(|plan| plan.reads_window_width))
            .then_some(options.aspiration_window),
            iterations: mcts.then_some(options.mcts.iterations),
            seed: mcts.then_some(options.mcts.seed),
            exploration: mcts.then_some(options.mcts.exploration.get()),
            playout_cap: mcts.then_some(options.mcts.playout_cap),
        }
    }
}

/// One iteration of iterative deepening.
#[derive(Clone, Debug, Serialize)]
pub struct IterationSummary {
    /// The depth searched.
    pub depth: u8,
    /// The best move found at this depth.
    pub best_move: Option<String>,
    /// The root's value at this depth, in the game's units (for the text).
    #[serde(skip)]
    pub value: Option<Score>,
    /// The root's value at this depth, as a number.
    #[serde(rename = "value")]
    pub value_number: Option<serde_json::Number>,
    /// Nodes entered at this depth.
    pub nodes: u64,
    /// The principal variation at this depth.
    pub pv: Vec<String>,
    /// Whether the node cap stopped this iteration.
    pub truncated: bool,
    /// Its effective branching factor: its nodes over the previous
    /// iteration's ([`crate::teach::effective_branching_factor`]); `null`
    /// at depth 1 and when either was stopped by the cap.
    pub ebf: Option<f64>,
}

impl IterationSummary {
    /// One summary per depth, each with its effective branching factor.
    fn all(game: &AnyGame, passes: &[Pass<AnyGame>]) -> Vec<Self> {
        let mut all: Vec<Self> = Vec::new();
        for depth in passes.chunk_by(|one, next| one.depth() == next.depth()) {
            let mut summary = Self::of(game, depth);
            summary.ebf = all
                .last()
                .filter(|previous| !previous.truncated && !summary.truncated)
                .and_then(|previous| effective_branching_factor(summary.nodes, previous.nodes));
            all.push(summary);
        }
        all
    }

    /// The summary of one depth, searched by `passes` (one, or an
    /// aspiration window and its re-searches, or MTD(f)'s passes).
    fn of(game: &AnyGame, passes: &[Pass<AnyGame>]) -> Self {
        let answered = passes.iter().find(|pass| pass.answer().is_some());
        let last = answered.or(passes.last());
        let outcome = last.and_then(|pass| pass.tree().outcome());
        let answer = answered.and_then(Pass::answer);
        let pv = last.map(Pass::principal_moves).unwrap_or_default();
        Self {
            depth: last.map_or(0, Pass::depth),
            best_move: answer
                .map_or_else(
                    || outcome.and_then(|outcome| outcome.best_move),
                    |answer| answer.best_move,
                )
                .map(|mv| game.move_label(&game.root(), mv)),
            value: answer
                .map(|answer| answer.value)
                .or(outcome.map(|outcome| outcome.value)),
            value_number: answer
                .map(|answer| answer.value)
                .or(outcome.map(|outcome| outcome.value))
                .map(|value| json_number(value, game.wording())),
            nodes: passes.iter().map(Pass::nodes).sum(),
            pv: line_labels(game, &game.root(), &pv),
            truncated: answer.is_none(),
            ebf: None,
        }
    }
}

/// One search of the root with its window.
#[derive(Clone, Debug, Serialize)]
pub struct PassSummary {
    /// The depth searched.
    pub depth: u8,
    /// The root's α, `null` for −∞ (in the game's values, as `value`).
    pub alpha: Option<serde_json::Number>,
    /// The root's β, `null` for +∞.
    pub beta: Option<serde_json::Number>,
    /// The value the pass returned, `null` if the node cap stopped it: a
    /// decimal for a chance average, as the top-level `value`.
    pub value: Option<serde_json::Number>,
    /// The window and the value in the game's units, for the text.
    #[serde(skip)]
    pub scores: ((Score, Score), Option<Score>),
    /// `"exact"`, `"fail low"` (at most `value`) or `"fail high"` (at least
    /// `value`); `null` if the node cap stopped it.
    pub result: Option<&'static str>,
    /// Nodes entered in this pass.
    pub nodes: u64,
    /// The line this pass searched first, the previous pass's principal
    /// variation (empty for the first pass).
    pub searched_first: Vec<String>,
    /// Trees only: this pass's leaf values in the order it evaluated them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evaluated: Option<Vec<Score>>,
}

impl PassSummary {
    /// The summary of `pass`, which searched the line `first` first.
    fn of(game: &AnyGame, pass: &Pass<AnyGame>, first: &[crate::game::MoveCode]) -> Self {
        let (alpha, beta) = pass.window();
        let result = pass.result();
        let wording = game.wording();
        Self {
            depth: pass.depth(),
            alpha: (alpha > -INFINITY).then(|| json_number(alpha, wording)),
            beta: (beta < INFINITY).then(|| json_number(beta, wording)),
            value: result.map(|(value, _)| json_number(value, wording)),
            scores: ((alpha, beta), result.map(|(value, _)| value)),
            result: result.map(|(_, bound)| match bound {
                Bound::Exact => "exact",
                Bound::Upper => "fail low",
                Bound::Lower => "fail high",
            }),
            nodes: pass.nodes(),
            searched_first: line_labels(game, &game.root(), first),
            evaluated: (game.as_textbook().is_some())
                .then(|| evaluated(pass, game.wording().denominator())),
        }
    }
}

/// A move of the root with what the final search found about it.
#[derive(Clone, Debug, Serialize)]
pub struct RootMove {
    /// The move: SAN for chess, the 1-based child number for trees.
    #[serde(rename = "move")]
    pub label: String,
    /// The move in UCI notation (chess only).
    pub uci: Option<String>,
    /// The value it returned, from MAX's view, as a number (a decimal for a
    /// chance average; exactly in `value_text`).
    pub value: serde_json::Number,
    /// The value as written everywhere, exactly: `3`, `≤3`, `≥5`, `#2`, `23/3`.
    pub value_text: String,
    /// `"exact"`, `"lower"` (the true value is at least `value`) or
    /// `"upper"` (at most `value`: alpha-beta refuted the move).
    pub bound: &'static str,
    /// The line the search expects after the move, the reply first.
    pub line: Vec<String>,
    /// For a refuted move, the reply that refuted it (the first move of
    /// `line`); `null` for the best move and moves as good.
    pub refutation: Option<String>,
    /// For a refuted move, how much worse than the best move it is (at least
    /// this much for an upper bound); `null` where a mate score is involved.
    pub worse_by: Option<serde_json::Number>,
    /// Monte Carlo tree search: the playouts through the move (`N`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub visits: Option<u32>,
    /// Monte Carlo tree search: their mean result `W/N`, MAX's view (`null`
    /// for a move never visited).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean: Option<f64>,
}

impl RootMove {
    /// The searched moves of `tree`'s root at its end, in search order.
    fn all(game: &AnyGame, tree: &SearchTree, end: u64) -> Vec<Self> {
        root_moves(game, tree, end)
            .into_iter()
            .filter_map(|row| {
                let (value, bound) = row.searched()?;
                Some(Self {
                    label: row.label,
                    uci: row.uci,
                    value: json_number(value, game.wording()),
                    value_text: format!(
                        "{}{}",
                        notation::bound_mark(bound),
                        notation::exact(value, game.wording())
                    ),
                    bound: bound_word(bound),
                    line: row.line,
                    refutation: row.refutation,
                    worse_by: row.worse_by.map(|by| json_number(by, game.wording())),
                    visits: None,
                    mean: None,
                })
            })
            .collect()
    }

    /// The root's moves in an MCTS `tree` at its end, in move order: each
    /// with its visits and mean; `value` is the mean in thousandths (as
    /// `Done` reports it), `value_text` the mean to two decimals, `bound`
    /// `"mean"`, and `line` the most visited line after the move.
    fn mcts(game: &AnyGame, tree: &SearchTree, end: u64) -> Vec<Self> {
        let Some(root) = tree.root() else {
            return Vec::new();
        };
        let root_state = game.root();
        tree.children(root)
            .into_iter()
            .filter_map(|child| {
                let mv = tree.node(child)?.mv;
                let visits = tree.visits_at(child, end);
                let mean = visits.mean();
                let line: Vec<_> = tree
                    .most_visited_line(child, end)
                    .into_iter()
                    .skip(1)
                    .filter_map(|node| tree.node(node).map(|node| node.mv))
                    .collect();
                let after = game.play(&root_state, mv)?;
                Some(Self {
                    label: game.move_label(&root_state, mv),
                    uci: game.move_uci(&root_state, mv),
                    value: serde_json::Number::from(per_mille(mean)),
                    value_text: notation::mean(mean),
                    bound: "mean",
                    line: line_labels(game, &after, &line),
                    refutation: None,
                    worse_by: None,
                    visits: Some(visits.n),
                    mean,
                })
            })
            .collect()
    }
}

/// A mean in thousandths, rounded, as an MCTS `Done` reports its value.
#[expect(
    clippy::cast_possible_truncation,
    reason = "a mean of results is far inside i32"
)]
fn per_mille(mean: Option<f64>) -> Score {
    mean.map_or(0, |mean| (mean * 1000.0).round() as Score)
}

/// A bound as `root_moves` names it: `exact`, `lower`, `upper`.
fn bound_word(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
    }
}

/// A value for JSON: a whole number where the game's unit divides it, else
/// the decimal nearest its exact value (which `value_text` writes).
fn json_number(value: Score, wording: crate::game::Wording) -> serde_json::Number {
    let unit = wording.denominator().max(1);
    if value % unit == 0 {
        return serde_json::Number::from(value / unit);
    }
    notation::number(value, wording)
        .and_then(serde_json::Number::from_f64)
        .unwrap_or_else(|| serde_json::Number::from(value))
}
