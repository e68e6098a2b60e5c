//! Runs `gametree analyze`: builds the game and options from the arguments,
//! drives a session to the end and renders it.

use std::io::Write;

use crate::chess::EvalKind;
use crate::cli::game::PgnGameNumber;
use crate::cli::summary::Summary;
use crate::cli::{
    AnalyzeArgs, CliError, compare, dot, game, json, mcts_trace, pictures, text, trace,
};
use crate::input::AnyGame;
use crate::search::mcts::MctsOptions;
use crate::search::{DEFAULT_MAX_NODES, SearchOptions};
use crate::session::Session;
use crate::session_file::{self, OptionsFields, SessionFile, SessionFileError};

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
    /// With `--pgn`: which game of the file was read, of how many.
    pub pgn: Option<PgnGameNumber>,
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
        let mut pgn = None;
        let (session, eval, file) = if let Some(path) = &args.session {
            let refused = |source| CliError::SessionFile {
                path: path.clone(),
                source,
            };
            let mut file = session_file::load(path).map_err(refused)?;
            override_file(&mut file, args);
            let prepared = file.prepare_with(args.given("depth")).map_err(refused)?;
            let mut session = prepared.start().map_err(refused)?;
            if !SEARCH_FLAGS.iter().any(|flag| args.given(flag)) {
                // The file's own search: its cursor is checked as the window
                // checks it (the step exists, the picked node is shown there).
                session = prepared.finish(session).map_err(refused)?.0;
            }
            session.run_to_end()?;
            (session, prepared.eval, Some(file))
        } else {
            let (game, options, number) = from_args(args)?;
            pgn = number;
            let mut session = Session::new(game, options)?;
            session.run_to_end()?;
            (session, args.eval, None)
        };
        let total = session.cursor();
        let step = match (args.step, &file) {
            (Some(step), _) if step > total => return Err(CliError::Step { step, total }),
            (Some(step), _) => step,
            // Checked above for the file's own search; when the flags changed
            // the search, its end is the nearest place.
            (None, Some(file)) => file.cursor.step.min(total),
            (None, None) => total,
        };
        Ok(Self {
            session,
            step,
            eval,
            file,
            pgn,
        })
    }

    /// A session file of this search at [`Analysis::step`], keeping the
    /// `--session` file's view, teaching toggles and picked node (the node
    /// only while it is still shown at that step).
    ///
    /// # Errors
    /// [`SessionFileError::Session`] for a bug.
    pub fn session_file(&self) -> Result<SessionFile, SessionFileError> {
        let options =
            OptionsFields::for_search(self.session.game(), self.session.options(), self.eval);
        let mut file = SessionFile::for_game(self.session.game(), options);
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
        let mut summary = Summary::of(&self.session)
            .ok_or(CliError::Internal("the search ended without an outcome"))?;
        summary.pgn_game = self.pgn;
        Ok(summary)
    }
}

/// The flags that change what is searched or how (over a `--session` file).
const SEARCH_FLAGS: [&str; 20] = [
    "fen",
    "tree",
    "algo",
    "depth",
    "order",
    "fail",
    "cutoff",
    "tt",
    "id",
    "singular_extension",
    "quiescence",
    "eval",
    "max_nodes",
    "guess",
    "window",
    "bounds",
    "iterations",
    "seed",
    "exploration",
    "playout_cap",
];

/// The game and options the flags describe (no `--session`), and which
/// game of a `--pgn` file was read.
fn from_args(
    args: &AnalyzeArgs,
) -> Result<(AnyGame, SearchOptions, Option<PgnGameNumber>), CliError> {
    let (game, pgn) = game::choose(args)?;
    let options = SearchOptions {
        // A game with chance nodes is searched by expectimax unless
        // `--algo` says otherwise (as the window does).
        algorithm: if args.given("algo") {
            args.algo
        } else {
            crate::search::Algorithm::default_for(&game)
        },
        depth: args.depth.unwrap_or_else(|| game.kind().default_depth()),
        ordering: args.order,
        fail: args.fail,
        cutoff: args.cutoff,
        transposition_table: args.tt,
        iterative_deepening: args.id,
        singular_extension: args.singular_extension,
        quiescence: args.quiescence,
        max_nodes: args.max_nodes.unwrap_or(DEFAULT_MAX_NODES),
        guess: args.guess,
        aspiration_window: args.window,
        bounds: args
            .bounds
            .as_deref()
            .map(|text| game.read_bounds(text))
            .transpose()?,
        mcts: MctsOptions {
            iterations: args.iterations,
            seed: args.seed,
            exploration: args.exploration,
            playout_cap: args.playout_cap,
        },
    };
    let options = game.fit_options(options, args.depth.is_some())?;
    Ok((game, options, pgn))
}

/// Puts the flags given on the command line over a `--session` file's
/// values (`--tt`, `--id`, `--singular-extension` and `--quiescence` can
/// only turn on).
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
        options.algo = Some(args.algo.name().to_owned());
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
    if args.given("cutoff") {
        args.cutoff.name().clone_into(&mut options.cutoff);
    }
    options.tt |= args.tt;
    options.id |= args.id;
    options.singular_extension |= args.singular_extension;
    options.quiescence |= args.quiescence;
    if args.given("eval") {
        args.eval.name().clone_into(&mut options.eval);
    }
    if let Some(max_nodes) = args.max_nodes {
        options.max_nodes = max_nodes;
    }
    if args.given("guess") {
        options.guess = args.guess;
    }
    if args.given("window") {
        options.window = args.window;
    }
    if args.given("bounds") {
        options.bounds.clone_from(&args.bounds);
    }
    if args.given("iterations") {
        options.iterations = args.iterations;
    }
    if args.given("seed") {
        options.seed = args.seed;
    }
    if args.given("exploration") {
        options.exploration = args.exploration;
    }
    if args.given("playout_cap") {
        options.playout_cap = args.playout_cap;
    }
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
    let mut summary = analysis.summary()?;
    if let Some(algorithm) = args.compare {
        let session = &analysis.session;
        summary.compare = Some(compare::with(
            session.game(),
            *session.options(),
            algorithm,
        )?);
    }
    if let (Some(number), Some(path)) = (analysis.pgn, &args.pgn)
        && number.games > 1
    {
        eprintln!("{}", game::several_games(path, number));
    }
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
        let file = crate::text_file::create_for_writing(path).map_err(dot_error)?;
        dot::write(&analysis.session, &mut std::io::BufWriter::new(file)).map_err(dot_error)?;
    }
    let written = if args.trace && analysis.session.is_mcts() {
        mcts_trace::write(&analysis.session, out)
    } else if args.trace {
        trace::write(&analysis.session, out)
    } else if args.json {
        out.write_all(json::render(&summary)?.as_bytes())
    } else {
        out.write_all(text::render(&summary).as_bytes())
    };
    written.and_then(|()| out.flush()).map_err(CliError::Output)
}
