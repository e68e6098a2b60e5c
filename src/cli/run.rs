//! Runs `gametree analyze`: builds the game and options from the arguments,
//! drives a session to the end and renders it.

use std::io::Write;

use serde::Serialize;

use crate::chess::{EvalKind, START_FEN};
use crate::cli::{AnalyzeArgs, CliError, dot, json, pictures, text, trace};
use crate::game::{Game, MoveCode, Score, mate_distance};
use crate::input::AnyGame;
use crate::notation;
use crate::search::{Bound, DEFAULT_MAX_NODES, SearchOptions, SearchStats};
use crate::session::{Iteration, Session};
use crate::session_file::{self, OptionsFields, SessionFile, SessionFileError};
use crate::textbook::builtin;
use crate::tree::{NodeKind, SearchTree};

/// The depth searched when `--depth` is not given (chess only).
pub const DEFAULT_DEPTH: u8 = 3;

/// A finished search and what it was run on.
pub struct Analysis {
    /// The session, run to its end.
    pub session: Session<AnyGame>,
    /// The step the output is about: `--step`, else the `--session` file's
    /// step, else the end.
    pub step: u64,
    /// The evaluation chosen (kept for trees too, so a saved session keeps it).
    pub eval: EvalKind,
    /// The `--session` file, with the command line's flags applied.
    pub file: Option<SessionFile>,
}

impl Analysis {
    /// Builds the game and options `args` describe (over the `--session`
    /// file's, if given) and runs the search to the end.
    ///
    /// # Errors
    /// [`CliError::Input`] for a bad FEN or tree or options that do not fit
    /// it, [`CliError::Session`] for options out of range,
    /// [`CliError::SessionFile`] for a bad session file, [`CliError::Step`]
    /// for a step beyond the end.
    pub fn run(args: &AnalyzeArgs) -> Result<Self, CliError> {
        let (game, options, eval, file) = if let Some(path) = &args.session {
            let refused = |source| CliError::SessionFile {
                path: path.clone(),
                source,
            };
            let mut file = session_file::load(path).map_err(refused)?;
            override_file(&mut file, args);
            let prepared = file.prepare_with(args.given("depth")).map_err(refused)?;
            (prepared.game, prepared.options, prepared.eval, Some(file))
        } else {
            let (game, options) = from_args(args)?;
            (game, options, args.eval, None)
        };
        let mut session = Session::new(game, options)?;
        session.run_to_end()?;
        let total = session.cursor();
        let step = match (args.step, &file, &args.session) {
            (Some(step), _, _) if step > total => return Err(CliError::Step { step, total }),
            (Some(step), _, _) => step,
            (None, Some(file), Some(path)) => {
                let step = file.cursor.step;
                if step <= total {
                    step
                } else if SEARCH_FLAGS.iter().any(|flag| args.given(flag)) {
                    // The flags changed the search: its end is the nearest place.
                    total
                } else {
                    return Err(CliError::SessionFile {
                        path: path.clone(),
                        source: SessionFileError::Step { step, total },
                    });
                }
            }
            _ => total,
        };
        Ok(Self {
            session,
            step,
            eval,
            file,
        })
    }

    /// A session file of this search at [`Analysis::step`], keeping the
    /// `--session` file's view, teaching toggles and picked node (the node
    /// only while it is still shown at that step).
    ///
    /// # Errors
    /// [`SessionFileError::Session`] for a bug.
    pub fn session_file(&self) -> Result<SessionFile, SessionFileError> {
        let options = OptionsFields::of(self.session.options(), self.eval);
        let mut file = match self.session.game() {
            AnyGame::Chess(chess) => SessionFile::chess(&chess.root_fen(), options),
            AnyGame::Tree(tree) => SessionFile::tree(&tree.to_list_string(), options),
        };
        file.cursor.step = self.step;
        if let Some(from) = &self.file {
            file.view = from.view.clone();
            file.teaching = from.teaching;
            if from.cursor.selected.is_some() {
                file.cursor.selected.clone_from(&from.cursor.selected);
                let shown = file.prepare().and_then(|prepared| prepared.session());
                if matches!(shown, Err(SessionFileError::Selected { .. })) {
                    file.cursor.selected = None;
                }
            }
        }
        Ok(file)
    }

    /// The result, summarised for the text and JSON outputs.
    ///
    /// # Errors
    /// [`CliError::Internal`] if the session has no outcome (a bug).
    pub fn summary(&self) -> Result<Summary, CliError> {
        let session = &self.session;
        let game = session.game();
        let outcome = session
            .outcome()
            .ok_or(CliError::Internal("the search ended without an outcome"))?;
        let root = game.root();
        let pv = session
            .principal_variation()
            .last()
            .and_then(|&node| session.tree().map(|tree| tree.moves_to(node)))
            .unwrap_or_default();
        let options = session.options();
        let (fen, tree) = match game {
            AnyGame::Chess(chess) => (Some(chess.root_fen()), None),
            AnyGame::Tree(tree) => (None, Some(tree.to_list_string())),
        };
        let is_tree = tree.is_some();
        Ok(Summary {
            game: if is_tree { "tree" } else { "chess" },
            fen,
            tree,
            options: OptionsSummary::of(options, game),
            value: outcome.value,
            value_text: notation::score(outcome.value),
            mate_in_plies: mate_distance(outcome.value),
            root_moves: session
                .iterations()
                .last()
                .map(|iteration| RootMove::all(game, iteration.tree()))
                .unwrap_or_default(),
            best_move: outcome.best_move.map(|mv| game.move_label(&root, mv)),
            best_move_uci: outcome.best_move.and_then(|mv| game.move_uci(&root, mv)),
            pv: line_labels(game, &pv),
            stats: outcome.stats,
            truncated: outcome.truncated,
            evaluated: is_tree.then(|| self.evaluated()),
            iterations: options.iterative_deepening.then(|| {
                session
                    .iterations()
                    .iter()
                    .map(|iteration| IterationSummary::of(game, iteration))
                    .collect()
            }),
        })
    }

    /// Leaf values in the order the (last) search evaluated them: a leaf is
    /// evaluated as it is entered, and nodes are numbered in that order.
    fn evaluated(&self) -> Vec<Score> {
        let Some(iteration) = self.session.iterations().last() else {
            return Vec::new();
        };
        iteration
            .tree()
            .nodes()
            .filter(|(_, node)| matches!(node.kind, NodeKind::Leaf(_)))
            .map(|(_, node)| node.value)
            .collect()
    }
}

/// The flags that change what is searched or how (over a `--session` file).
const SEARCH_FLAGS: [&str; 11] = [
    "fen",
    "tree",
    "algo",
    "depth",
    "order",
    "fail",
    "tt",
    "id",
    "singular_extension",
    "eval",
    "max_nodes",
];

/// The game and options the flags describe (no `--session`).
fn from_args(args: &AnalyzeArgs) -> Result<(AnyGame, SearchOptions), CliError> {
    let game = match &args.tree {
        Some(text) => {
            let text = builtin(text.trim()).map_or(text.as_str(), |example| example.text);
            AnyGame::from_tree(text)?
        }
        None => AnyGame::from_fen(args.fen.as_deref().unwrap_or(START_FEN), args.eval)?,
    };
    let options = SearchOptions {
        algorithm: args.algo,
        depth: args.depth.unwrap_or(DEFAULT_DEPTH),
        ordering: args.order,
        fail: args.fail,
        transposition_table: args.tt,
        iterative_deepening: args.id,
        singular_extension: args.singular_extension,
        max_nodes: args.max_nodes.unwrap_or(DEFAULT_MAX_NODES),
    };
    let options = game.fit_options(options, args.depth.is_some())?;
    Ok((game, options))
}

/// Puts the flags given on the command line over a `--session` file's
/// values (`--tt`, `--id` and `--singular-extension` can only turn on).
fn override_file(file: &mut SessionFile, args: &AnalyzeArgs) {
    if args.given("fen") {
        file.fen.clone_from(&args.fen);
        file.tree = None;
    }
    if args.given("tree") {
        file.tree.clone_from(&args.tree);
        file.fen = None;
    }
    let options = &mut file.options;
    if args.given("algo") {
        args.algo.name().clone_into(&mut options.algo);
    }
    if let Some(depth) = args.depth {
        options.depth = depth;
    }
    if args.given("order") {
        options.order = args.order.to_string();
    }
    if args.given("fail") {
        args.fail.name().clone_into(&mut options.fail);
    }
    options.tt |= args.tt;
    options.id |= args.id;
    options.singular_extension |= args.singular_extension;
    if args.given("eval") {
        args.eval.name().clone_into(&mut options.eval);
    }
    if let Some(max_nodes) = args.max_nodes {
        options.max_nodes = max_nodes;
    }
}

/// Labels of a line of moves played from the root.
fn line_labels<G: Game>(game: &G, moves: &[MoveCode]) -> Vec<String> {
    let mut state = game.root();
    let mut labels = Vec::with_capacity(moves.len());
    for &mv in moves {
        labels.push(game.move_label(&state, mv));
        let Some(next) = game.play(&state, mv) else {
            break;
        };
        state = next;
    }
    labels
}

/// The options searched with, named as on the command line.
#[derive(Clone, Debug, Serialize)]
pub struct OptionsSummary {
    /// `--algo`.
    pub algo: &'static str,
    /// `--depth` (the tree's height for trees).
    pub depth: u8,
    /// `--order`.
    pub order: String,
    /// `--fail`.
    pub fail: &'static str,
    /// `--tt`.
    pub tt: bool,
    /// `--id`.
    pub id: bool,
    /// `--singular-extension`.
    pub singular_extension: bool,
    /// `--eval` (chess only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eval: Option<&'static str>,
    /// `--max-nodes`.
    pub max_nodes: u64,
}

impl OptionsSummary {
    fn of(options: &SearchOptions, game: &AnyGame) -> Self {
        Self {
            algo: options.algorithm.name(),
            depth: options.depth,
            order: options.ordering.to_string(),
            fail: options.fail.name(),
            tt: options.transposition_table,
            id: options.iterative_deepening,
            singular_extension: options.singular_extension,
            eval: match game {
                AnyGame::Chess(chess) => Some(chess.eval_kind().name()),
                AnyGame::Tree(_) => None,
            },
            max_nodes: options.max_nodes,
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
    /// The root's value at this depth.
    pub value: Option<Score>,
    /// Nodes entered at this depth.
    pub nodes: u64,
    /// The principal variation at this depth.
    pub pv: Vec<String>,
    /// Whether the node cap stopped this iteration.
    pub truncated: bool,
}

impl IterationSummary {
    fn of(game: &AnyGame, iteration: &Iteration<AnyGame>) -> Self {
        let tree = iteration.tree();
        let outcome = tree.outcome();
        let pv = tree
            .principal_variation(iteration.len())
            .last()
            .map(|&node| tree.moves_to(node))
            .unwrap_or_default();
        Self {
            depth: iteration.depth(),
            best_move: outcome
                .and_then(|outcome| outcome.best_move)
                .map(|mv| game.move_label(&game.root(), mv)),
            value: outcome.map(|outcome| outcome.value),
            nodes: iteration.log().totals().nodes,
            pv: line_labels(game, &pv),
            truncated: outcome.is_some_and(|outcome| outcome.truncated),
        }
    }
}

/// A move of the root with the value it returned in the final search.
#[derive(Clone, Debug, Serialize)]
pub struct RootMove {
    /// The move: SAN for chess, the 1-based child number for trees.
    #[serde(rename = "move")]
    pub label: String,
    /// The value it returned, from MAX's view.
    pub value: Score,
    /// `"exact"`, `"lower bound"` or `"upper bound"`.
    pub bound: String,
    /// The value as written everywhere: `3`, `≤3`, `≥5`, `#2`.
    pub text: String,
}

impl RootMove {
    /// The finished (not pruned) moves of `tree`'s root, in search order.
    fn all(game: &AnyGame, tree: &SearchTree) -> Vec<Self> {
        let Some(root) = tree.root() else {
            return Vec::new();
        };
        let state = game.root();
        tree.children(root)
            .into_iter()
            .filter_map(|child| {
                let node = tree.node(child)?;
                let bound: Bound = node.bound()?;
                (node.finished != crate::tree::OPEN).then(|| Self {
                    label: game.move_label(&state, node.mv),
                    value: node.value,
                    bound: bound.to_string(),
                    text: notation::bounded(node.value, bound),
                })
            })
            .collect()
    }
}

/// Everything the text and JSON outputs report.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// `"chess"` or `"tree"`.
    pub game: &'static str,
    /// The position searched (chess).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// The tree searched, as a nested list (trees).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
    /// The options searched with.
    pub options: OptionsSummary,
    /// The root's value, from MAX's (the side to move's) view.
    pub value: Score,
    /// The root's value as written everywhere: `3`, `−1`, `#2` (MAX mates in
    /// 2 moves), `#-1` (MAX is mated in 1 move).
    pub value_text: String,
    /// *Plies* to mate if the value is a mate score (`value_text` counts
    /// moves); the sign of `value` says who mates.
    pub mate_in_plies: Option<u32>,
    /// The root's searched moves with the values they returned; a move cut
    /// short by a cutoff below it returns a bound (`≤3`).
    pub root_moves: Vec<RootMove>,
    /// The best move: SAN for chess, the 1-based child number for trees.
    pub best_move: Option<String>,
    /// The best move in UCI notation (chess only).
    pub best_move_uci: Option<String>,
    /// The principal variation.
    pub pv: Vec<String>,
    /// Counters of the final search.
    #[serde(flatten)]
    pub stats: SearchStats,
    /// Whether the node cap stopped the search.
    pub truncated: bool,
    /// Leaf values in evaluation order (trees only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evaluated: Option<Vec<Score>>,
    /// One entry per depth (with `--id`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<Vec<IterationSummary>>,
}

/// Runs `gametree analyze` and returns what it prints on stdout; writes the
/// session file (`--save-session`), the pictures and the DOT file first.
/// [`analyze_to`] streams instead.
///
/// # Errors
/// A [`CliError`] for bad input, an unwritable DOT path, or a bug.
pub fn analyze(args: &AnalyzeArgs) -> Result<String, CliError> {
    let mut out = Vec::new();
    analyze_to(args, &mut out)?;
    String::from_utf8(out).map_err(|_| CliError::Internal("the output is not UTF-8"))
}

/// Runs `gametree analyze` and writes its output to `out`; writes the DOT
/// file first if `--dot` is given.
///
/// The search runs to its end and the summary is built before anything is
/// written, so bad input leaves `out` empty. `--trace` and `--dot` are then
/// streamed: neither is held whole in memory.
///
/// # Errors
/// A [`CliError`] for bad input, an unwritable DOT path, a failed write to
/// `out` ([`CliError::Output`]), or a bug.
pub fn analyze_to(args: &AnalyzeArgs, out: &mut impl Write) -> Result<(), CliError> {
    let mut analysis = Analysis::run(args)?;
    let summary = analysis.summary()?;
    if let Some(path) = &args.save_session {
        let failed = |source| CliError::SaveSession {
            path: path.clone(),
            source,
        };
        let file = analysis.session_file().map_err(failed)?;
        session_file::save(path, &file).map_err(failed)?;
    }
    pictures::write(&mut analysis.session, args, analysis.step)?;
    if let Some(path) = &args.dot {
        let dot_error = |source| CliError::Dot {
            path: path.clone(),
            source,
        };
        let file = std::fs::File::create(path).map_err(dot_error)?;
        dot::write(&analysis.session, &mut std::io::BufWriter::new(file)).map_err(dot_error)?;
    }
    let written = if args.trace {
        trace::write(&analysis.session, out)
    } else if args.json {
        out.write_all(json::render(&summary)?.as_bytes())
    } else {
        out.write_all(text::render(&summary).as_bytes())
    };
    written.and_then(|()| out.flush()).map_err(CliError::Output)
}
