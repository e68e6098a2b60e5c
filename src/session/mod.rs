//! `Session`: a search being watched. It owns the search, one tree and step
//! log per root pass (an iteration of deepening, an aspiration window, one
//! of MTD(f)'s null-window calls), and a cursor that can move to any step.
//!
//! Forward past the last recorded step runs the stepper; everything at or
//! before it is read from the stamped tree, so stepping back and jumping are
//! constant time. An [`Interrupt`] set on the session stops recording before
//! a step that would take long (the hidden search of the `best` and `worst`
//! orderings); recording later goes on as if nothing had stopped it.

mod counts;
mod log;
mod mcts;
mod motion;
mod path;
mod plan;
mod recorder;
mod replay;
mod root_moves;

use petgraph::graph::NodeIndex;

pub use counts::Counts;
pub use log::{CHECKPOINT_EVERY, StepKind, StepLog, StepRecord};
pub use mcts::Choice;
pub use motion::{Goal, Motion, Progress};
pub use path::follow_path;
use recorder::Recorder;
pub use root_moves::{RootMoveLine, RootMoveStatus, root_moves};

use crate::game::{Game, MoveCode, Score, line_labels, play_line};
use crate::search::mcts::MctsEngine;
use crate::search::{
    Bound, DepthRules, Engine, EventSink, Interrupt, Interrupted, NodeId, OpenFrame,
    OptionRangeError, ScriptedEngine, ScriptedStep, SearchEvent, SearchOptions, SearchStats,
    Stepper, TranspositionTable,
};
use crate::tree::{SearchTree, TreeError, node_index};

/// The most nodes a pass reserves room for at its start (805 MB of tree):
/// past 32 MB a vector grows without copying (`mremap`), so a higher cap
/// (or none, `u64::MAX`) reserves no more address space than this.
const RESERVED_NODES_LIMIT: usize = 1 << 24;

/// The steps a minimax-family search takes per node it enters: the enter,
/// the leaf or finish, and the backup (cutoffs add a few), to reserve the
/// step log by.
const STEPS_PER_NODE: usize = 3;

/// Why a session cannot start or go on.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SessionError {
    /// An option is out of its range.
    #[error(transparent)]
    Options(#[from] OptionRangeError),
    /// The tree cannot grow: memory ran out (the node cap is too high for
    /// this machine).
    #[error("{0}")]
    OutOfMemory(TreeError),
    /// The stepper produced an event the tree refused (a bug).
    #[error("{}", crate::tr!("errs-internal", error = .0.to_string()))]
    Tree(TreeError),
    /// The game has chance nodes, which only the algorithms that average
    /// (expectimax, Star1) search.
    #[error("{}", crate::tr!("errs-chance-algorithm", algorithm = *.0))]
    ChanceAlgorithm(&'static str),
    /// Star1 on a game with chance nodes whose leaves' bounds are unknown.
    #[error("{}", crate::tr!("errs-star1-bounds"))]
    Star1Bounds,
    /// Bounds whose low end is not below the high end.
    #[error("{}", crate::tr!("errs-empty-bounds", low = .0.to_string(), high = .1.to_string()))]
    EmptyBounds(Score, Score),
    /// Star1 scored a leaf outside the bounds it prunes with: its value
    /// would be wrong, so the search stops.
    #[error("{}", crate::tr!("errs-leaf-outside-bounds", value = .value, place = .place, bounds = .bounds))]
    LeafOutsideBounds {
        /// The leaf's value, exactly.
        value: String,
        /// Where it is: `after Roll 3 Hold`.
        place: String,
        /// The bounds, as `LO..HI`.
        bounds: String,
    },
    /// Deeper than the game's chance averages stay exact.
    #[error("{}", crate::tr!("errs-chance-depth", most = *.0))]
    ChanceDepth(u8),
    /// The thread running the search ended without handing the session
    /// back (a bug): the search starts over.
    #[error("{}", crate::tr!("errs-worker-lost"))]
    WorkerLost,
}

/// One search of the root with one window: the whole search, one depth of
/// iterative deepening, one aspiration window or one of MTD(f)'s
/// null-window calls. Each has its own tree and step log; the
/// transposition table goes on from one pass to the next.
pub struct Pass<G: Game> {
    depth: u8,
    /// The root's window, MAX's view.
    window: (Score, Score),
    /// The value and move it settled for its depth, when it is the pass that
    /// answers for its depth (the last of an aspiration or MTD(f)
    /// sequence, or the one search of a depth).
    answer: Option<Answer>,
    rules: DepthRules,
    tree: SearchTree,
    log: StepLog,
    first_step: u64,
    /// What it may spend of the node cap.
    allowance: Allowance,
    /// The search, while it is being recorded.
    search: Option<Search<G>>,
    /// Nodes the node cap left unfinished, once recording is over.
    left_open: Vec<OpenFrame>,
    /// The ordering oracle's visits, once recording is over.
    oracle_visits: u64,
}

/// The search a session runs: one of the engines ([`Engine`]), each a
/// family of algorithms.
#[expect(
    clippy::large_enum_variant,
    reason = "one per pass; a boxed stepper would add a pointer to chase to every minimax step"
)]
enum Search<G: Game> {
    /// The minimax family, alpha-beta and the null-window algorithms: one
    /// stepper with options, per pass.
    Minimax(Stepper<G>),
    /// Monte Carlo tree search: one engine, one pass, its own log
    /// ([`StepLog::for_mcts`]).
    Mcts(MctsEngine<G>),
    /// A search given event by event (a student's trace): one pass.
    Scripted(ScriptedEngine),
}

/// `$call` with `$engine` bound to whichever engine `$search` holds: the
/// one place that lists the variants, so that each [`Engine`] method below
/// is one line.
macro_rules! with_engine {
    ($search:expr, $engine:ident => $call:expr) => {
        match $search {
            Search::Minimax($engine) => $call,
            Search::Mcts($engine) => $call,
            Search::Scripted($engine) => $call,
        }
    };
}

impl<G: Game> Engine<G> for Search<G> {
    #[expect(
        clippy::inline_always,
        reason = "the step is inlined into the recorder's loop: see `EventSink`"
    )]
    #[inline(always)]
    fn step_into<S: EventSink>(
        &mut self,
        game: &G,
        interrupt: &Interrupt,
        sink: &mut S,
    ) -> Result<Option<SearchEvent>, Interrupted> {
        with_engine!(self, engine => Engine::<G>::step_into(engine, game, interrupt, sink))
    }

    fn open_frames(&self) -> Vec<OpenFrame> {
        with_engine!(self, engine => Engine::<G>::open_frames(engine))
    }

    fn stats(&self) -> &SearchStats {
        with_engine!(self, engine => Engine::<G>::stats(engine))
    }

    fn out_of_memory(&self) -> Option<usize> {
        with_engine!(self, engine => Engine::<G>::out_of_memory(engine))
    }

    fn hidden_visits(&self) -> u64 {
        with_engine!(self, engine => Engine::<G>::hidden_visits(engine))
    }

    fn take_table(&mut self) -> Option<TranspositionTable> {
        with_engine!(self, engine => Engine::<G>::take_table(engine))
    }
}

/// The result a depth's passes settled on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Answer {
    /// The root's value, MAX's view.
    pub value: Score,
    /// The move that gets it.
    pub best_move: Option<MoveCode>,
}

/// What one pass may spend of the node cap: the cap less what the
/// passes before it spent, in nodes entered and in the ordering
/// oracle's hidden visits, so that the cap bounds the whole of iterative
/// deepening.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Allowance {
    nodes: u64,
    oracle: u64,
}

impl<G: Game> Pass<G> {
    /// The one pass of a search that has no others (MCTS, a student's
    /// trace): at the options' depth and first window, from step 0, with
    /// the whole node cap.
    fn only(options: &SearchOptions, tree: SearchTree, log: StepLog, search: Search<G>) -> Self {
        Self {
            depth: options.depth,
            window: plan::first_window(options, options.guess),
            answer: None,
            rules: DepthRules {
                depth: options.depth,
                singular_extension: false,
            },
            tree,
            log,
            first_step: 0,
            allowance: Allowance {
                nodes: options.max_nodes,
                oracle: options.max_nodes,
            },
            search: Some(search),
            left_open: Vec::new(),
            oracle_visits: 0,
        }
    }

    /// The depth searched.
    #[must_use]
    pub fn depth(&self) -> u8 {
        self.depth
    }

    /// The root's window `(α, β)`, MAX's view.
    #[must_use]
    pub fn window(&self) -> (Score, Score) {
        self.window
    }

    /// The moves of its principal variation as it stood at its last
    /// recorded step: what the next pass tries first.
    #[must_use]
    pub fn principal_moves(&self) -> Vec<MoveCode> {
        self.tree
            .principal_variation(self.len())
            .last()
            .map(|&node| self.tree.moves_to(node))
            .unwrap_or_default()
    }

    /// What the pass settled for its depth, if it is the one that answers
    /// for it (see [`Pass`]); `None` while it runs and for the passes of a
    /// sequence before its last.
    #[must_use]
    pub fn answer(&self) -> Option<Answer> {
        self.answer
    }

    /// The root's value this pass returned and how it relates to the true
    /// value (a fail low is an upper bound, a fail high a lower bound),
    /// once it is over.
    #[must_use]
    pub fn result(&self) -> Option<(Score, Bound)> {
        let outcome = self.tree.outcome()?;
        if outcome.truncated {
            return None;
        }
        let (alpha, beta) = self.window;
        Some((outcome.value, Bound::classify(outcome.value, alpha, beta)))
    }

    /// The nodes it entered.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.log.totals().nodes
    }

    /// Its tree, as far as it has been recorded.
    #[must_use]
    pub fn tree(&self) -> &SearchTree {
        &self.tree
    }

    /// Its step log.
    #[must_use]
    pub fn log(&self) -> &StepLog {
        &self.log
    }

    /// The session-wide number of its first step.
    #[must_use]
    pub fn first_step(&self) -> u64 {
        self.first_step
    }

    /// Number of steps recorded.
    #[must_use]
    pub fn len(&self) -> u64 {
        self.log.len() as u64
    }

    /// Whether nothing is recorded.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.log.is_empty()
    }

    /// Whether the search is over.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.tree.outcome().is_some()
    }

    /// The nodes not finished at the last recorded step, with what only the
    /// stack knows about them.
    fn open_frames(&self) -> Vec<OpenFrame> {
        self.search
            .as_ref()
            .map_or_else(|| self.left_open.clone(), Engine::open_frames)
    }

    /// The statistics once `local` of its steps have been applied.
    #[must_use]
    pub fn stats_at(&self, local: u64) -> SearchStats {
        let local = usize::try_from(local)
            .unwrap_or(usize::MAX)
            .min(self.log.len());
        let (from, mut stats) = self.log.checkpoint_before(local);
        let open = self.open_frames();
        for step in from..local {
            let Some(record) = self.log.get(step) else {
                break;
            };
            if let Some(event) =
                replay::event_at(&self.tree, self.rules, &open, record, step as u64)
            {
                stats.count(&event);
            }
        }
        stats
    }

    /// The event of local step `local` (0-based).
    #[must_use]
    pub fn event(&self, local: u64) -> Option<SearchEvent> {
        let record = self.log.get(usize::try_from(local).ok()?)?;
        replay::event_at(&self.tree, self.rules, &self.open_frames(), record, local)
    }

    /// The remaining depth `node` was entered with.
    #[must_use]
    pub fn depth_left(&self, node: NodeIndex) -> u8 {
        replay::depth_left(&self.tree, self.rules, &self.open_frames(), node)
    }

    /// Records up to `budget` more steps; stops early at the end of the
    /// pass (returning its `Done`), at a leaf outside `bounds` (returning
    /// it, for the session to refuse), or when `interrupt` stops a step
    /// (which is then not recorded). Returns the steps recorded and that
    /// last event.
    fn record_steps(
        &mut self,
        game: &G,
        interrupt: &Interrupt,
        table: &mut Option<TranspositionTable>,
        budget: u64,
        bounds: Option<(Score, Score)>,
    ) -> Result<(u64, Option<SearchEvent>), SessionError> {
        let Some(search) = self.search.as_mut() else {
            return Ok((0, None));
        };
        let mut steps = Steps {
            tree: &mut self.tree,
            log: &mut self.log,
            game,
            interrupt,
            bounds,
        };
        let recorded = with_engine!(search, engine => steps.record(engine, budget));
        // The log keeps its statistics only at its chunks' ends: settle
        // them. The engine has counted every step the log holds, unless the
        // tree refused the last one (an error, rare): then they are replayed
        // from the last checkpoint.
        let totals = match recorded {
            Ok(_) => *search.stats(),
            Err(_) => self.stats_at(self.log.len() as u64),
        };
        self.log.settle(totals);
        let recorded = recorded?;
        let Some(search) = self.search.as_mut() else {
            return Ok(recorded);
        };
        if let (_, Some(SearchEvent::Done { .. })) = recorded {
            self.left_open = search.open_frames();
            self.oracle_visits = search.hidden_visits();
            *table = search.take_table();
            self.search = None;
            // The vectors doubled as they grew: keep only what the search used.
            self.tree.shrink_to_fit();
            self.log.shrink_to_fit();
        }
        Ok(recorded)
    }
}

/// What [`Pass::record_steps`] records into, and the game it searches.
struct Steps<'a, G: Game> {
    tree: &'a mut SearchTree,
    log: &'a mut StepLog,
    game: &'a G,
    interrupt: &'a Interrupt,
    /// Star1's bounds on the leaves, when a leaf outside them must stop it.
    bounds: Option<(Score, Score)>,
}

impl<G: Game> Steps<'_, G> {
    /// The recording loop, once per engine: the engine's step is inlined
    /// into it with the tree's and the log's recording of the event, and
    /// nothing in it asks again which engine runs (it asked at every step
    /// through [`Search`], and the event went back to the session through
    /// memory: `docs/BENCHMARKS.md`, "Third look" and "Fifth look").
    fn record<E: Engine<G>>(
        &mut self,
        engine: &mut E,
        budget: u64,
    ) -> Result<(u64, Option<SearchEvent>), SessionError> {
        let mut taken = 0;
        while taken < budget {
            // Room for the step's record first, so that running out stops
            // before the search moves on.
            let nodes = self.tree.entered();
            self.log.make_room().map_err(|bytes| {
                SessionError::OutOfMemory(TreeError::OutOfMemory { nodes, bytes })
            })?;
            let step = u32::try_from(self.log.len()).unwrap_or(u32::MAX);
            let mut recorder = Recorder {
                tree: self.tree,
                log: self.log,
                step,
                refused: None,
            };
            let result = engine.step_into(self.game, self.interrupt, &mut recorder);
            if let Some(bytes) = engine.out_of_memory() {
                return Err(SessionError::OutOfMemory(TreeError::OutOfMemory {
                    nodes,
                    bytes,
                }));
            }
            let Ok(Some(event)) = result else {
                break;
            };
            if let Some(error) = recorder.refused {
                return Err(match error {
                    TreeError::OutOfMemory { .. } => SessionError::OutOfMemory(error),
                    _ => SessionError::Tree(error),
                });
            }
            taken += 1;
            match event {
                SearchEvent::Done { .. } => return Ok((taken, Some(event))),
                SearchEvent::Leaf { value, .. }
                    if self
                        .bounds
                        .is_some_and(|(low, high)| !(low..=high).contains(&value)) =>
                {
                    return Ok((taken, Some(event)));
                }
                _ => {}
            }
        }
        Ok((taken, None))
    }
}

/// A finished search, summarised.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// The root's value (MAX's view).
    pub value: Score,
    /// The root's best move.
    pub best_move: Option<MoveCode>,
    /// Whether the node cap stopped the search (with iterative deepening:
    /// before the deepest iteration was complete).
    pub truncated: bool,
    /// The depth of the deepest complete search: the search's own depth
    /// unless the cap stopped it; with iterative deepening, the last
    /// iteration the cap did not stop, whose value and best move these are.
    /// `None` if the cap stopped the first.
    pub completed_depth: Option<u8>,
    /// Counters of the last depth searched: of its passes together (an
    /// aspiration window and its re-searches, MTD(f)'s passes); with
    /// iterative deepening, of the last depth's alone.
    pub stats: SearchStats,
}

/// A search with a cursor over its steps.
///
/// A session owns the [`Stepper`], the stamped [`SearchTree`] it records and
/// the step log. Stepping forward records the next event; stepping back or
/// seeking only moves the cursor, since the tree shows itself as it stood at
/// any step through its stamps.
///
/// ```
/// use gametree::input::AnyGame;
/// use gametree::search::SearchOptions;
/// use gametree::session::Session;
///
/// let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]")?;
/// let options = game.fit_options(SearchOptions::default(), false)?;
/// let mut session = Session::new(game, options)?;
///
/// session.run_to_end()?;
/// assert_eq!(session.cursor(), 34);
/// let outcome = session.outcome().ok_or("a finished search has an outcome")?;
/// assert_eq!((outcome.value, outcome.stats.nodes), (3, 11));
/// let pv_end = *session.principal_variation().last().ok_or("a PV")?;
/// assert_eq!(session.path_labels(pv_end), ["1", "1"]);
///
/// // Back to just before the cutoff (step 18), and over it again.
/// session.seek(17, 0)?;
/// assert_eq!(session.stats().cutoffs, 0);
/// assert!(session.outcome().is_none(), "the search is not over at step 17");
/// session.step_forward()?;
/// assert_eq!(session.stats().cutoffs, 1);
/// assert_eq!(session.stats().pruned, 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Session<G: Game> {
    game: G,
    options: SearchOptions,
    passes: Vec<Pass<G>>,
    /// The transposition table between passes: the finished pass's, for
    /// the next.
    table: Option<TranspositionTable>,
    cursor: u64,
    /// When recording stops early; never unless a front end sets one.
    interrupt: Interrupt,
    /// Whether the search was given event by event ([`Self::scripted`]),
    /// so that no stepper can search it again.
    scripted: bool,
}

/// Whether a session can search `game` with `options`: every option in
/// its range ([`SearchOptions::check`]), and, for a game with chance
/// nodes, an algorithm that averages, Star1 with the leaves' bounds, no
/// deeper than the game keeps its averages exact. [`Session::new`] asks
/// it; a front end may ask before it builds anything else.
///
/// # Errors
/// The first rule `options` break, as [`Session::new`] would refuse them.
pub fn check_options<G: Game>(game: &G, options: &SearchOptions) -> Result<(), SessionError> {
    options.check()?;
    if let Some((low, high)) = options.bounds
        && low >= high
    {
        return Err(SessionError::EmptyBounds(low, high));
    }
    if !game.has_chance_nodes() {
        return Ok(());
    }
    if !options.algorithm.averages() {
        return Err(SessionError::ChanceAlgorithm(options.algorithm.name()));
    }
    let (low, high) = crate::search::leaf_bounds(game, options);
    if options.algorithm.bounds_leaves()
        && (low <= -crate::game::INFINITY || high >= crate::game::INFINITY)
    {
        return Err(SessionError::Star1Bounds);
    }
    match game.exact_depth() {
        Some(deepest) if options.depth > deepest => Err(SessionError::ChanceDepth(deepest)),
        _ => Ok(()),
    }
}

impl<G: Game> Session<G> {
    /// A session on `game` with `options`, at step 0.
    ///
    /// # Errors
    /// What [`check_options`] finds wrong with `options` on `game`.
    pub fn new(game: G, options: SearchOptions) -> Result<Self, SessionError> {
        check_options(&game, &options)?;
        let mcts = options.algorithm.is_mcts();
        let mut session = Self {
            game,
            options,
            passes: Vec::new(),
            table: None,
            cursor: 0,
            interrupt: Interrupt::never(),
            scripted: false,
        };
        let first_depth = if options.iterative_deepening {
            1
        } else {
            options.depth
        };
        let allowance = Allowance {
            nodes: options.max_nodes,
            oracle: options.max_nodes,
        };
        if mcts {
            session.start_mcts_pass();
            return Ok(session);
        }
        let window = plan::first_window(&options, options.guess);
        session.start_pass(first_depth, window, allowance);
        Ok(session)
    }

    /// A session on `game` whose one pass is the search `steps` give, event
    /// by event (a student's search read from a trace,
    /// [`crate::check::session`]), recorded to the end, at step 0.
    /// `options` say what is drawn and narrated: the algorithm the steps
    /// are read as, and the depth the deepest of them reaches.
    ///
    /// # Errors
    /// What [`check_options`] finds wrong with `options`, or the tree
    /// refusing a step that does not nest as a search's do.
    pub fn scripted(
        game: G,
        options: SearchOptions,
        steps: Vec<ScriptedStep>,
    ) -> Result<Self, SessionError> {
        check_options(&game, &options)?;
        let mut session = Self {
            game,
            options,
            passes: Vec::new(),
            table: None,
            cursor: 0,
            interrupt: Interrupt::never(),
            scripted: true,
        };
        session.passes.push(Pass::only(
            &options,
            SearchTree::for_search(&options),
            StepLog::default(),
            Search::Scripted(ScriptedEngine::new(steps)),
        ));
        session.record(u64::MAX)?;
        Ok(session)
    }

    /// Whether the search was given event by event ([`Self::scripted`]).
    #[must_use]
    pub fn is_scripted(&self) -> bool {
        self.scripted
    }

    /// A stepper for a pass at `depth` with the root window `window`,
    /// within `allowance`, trying `line` first and starting from `table`.
    fn stepper(
        &self,
        (depth, window): (u8, (Score, Score)),
        allowance: Allowance,
        line: Vec<MoveCode>,
        table: Option<TranspositionTable>,
    ) -> Stepper<G> {
        let options = SearchOptions {
            max_nodes: allowance.nodes,
            ..self.pass_options(depth)
        };
        let mut stepper = Stepper::new(&self.game, options)
            .with_root_window(window.0, window.1)
            .with_principal_variation(line)
            .with_table(table);
        stepper.limit_oracle(allowance.oracle);
        stepper
    }

    /// What the next pass may spend: the cap less what the passes so far
    /// spent.
    fn allowance_left(&self) -> Allowance {
        let (nodes, oracle) = self.passes.iter().fold((0, 0), |(nodes, oracle), it| {
            (nodes + it.log.totals().nodes, oracle + it.oracle_visits)
        });
        Allowance {
            nodes: self.options.max_nodes.saturating_sub(nodes),
            oracle: self.options.max_nodes.saturating_sub(oracle),
        }
    }

    /// The options of the search at `depth`: one pass's.
    fn pass_options(&self, depth: u8) -> SearchOptions {
        SearchOptions {
            depth,
            iterative_deepening: false,
            ..self.options
        }
    }

    /// A new stepper for pass `index`, made as the session made that
    /// pass's, given the transposition table as the passes before it left
    /// it (`None` for the first, or without a table): the search is
    /// deterministic, so it emits the same events again, each at once
    /// (reading a recorded step back from the tree costs more for a node
    /// with many children). Printers that go through every step use it,
    /// pass by pass, handing each stepper's table
    /// ([`Engine::take_table`]) to the next. `None` for Monte Carlo tree
    /// search and for a search given event by event, whose steps are read
    /// from the pass ([`Pass::event`]).
    #[must_use]
    pub fn replay_stepper(
        &self,
        index: usize,
        table: Option<TranspositionTable>,
    ) -> Option<Stepper<G>> {
        if self.options.algorithm.is_mcts() || self.scripted {
            return None;
        }
        let pass = self.passes.get(index)?;
        Some(self.stepper(
            (pass.depth, pass.window),
            pass.allowance,
            self.line_before(index),
            table,
        ))
    }

    /// The line pass `index` tries first: the principal variation the pass
    /// before it found (none for the first).
    #[must_use]
    pub fn line_before(&self, index: usize) -> Vec<MoveCode> {
        index
            .checked_sub(1)
            .and_then(|before| self.passes.get(before))
            .map_or_else(Vec::new, Pass::principal_moves)
    }

    fn start_pass(&mut self, depth: u8, window: (Score, Score), allowance: Allowance) {
        let options = self.pass_options(depth);
        let rules = DepthRules {
            depth,
            singular_extension: options.singular_extension,
        };
        let first_step = self.frontier();
        let line = self.line_before(self.passes.len());
        let table = self.table.take();
        let stepper = self.stepper((depth, window), allowance, line, table);
        let mut tree = SearchTree::for_search(&options)
            .with_bounds(crate::search::leaf_bounds(&self.game, &options));
        let mut log = StepLog::default();
        // Room for the whole allowance at once: growing by doubling copied
        // the tree (glibc keeps blocks of up to 32 MB on its heap, where
        // `realloc` copies) and touched the copies' memory too.
        let cap = usize::try_from(allowance.nodes)
            .unwrap_or(usize::MAX)
            .min(RESERVED_NODES_LIMIT);
        if tree.reserve(cap) {
            log.reserve(cap.saturating_mul(STEPS_PER_NODE));
        }
        self.passes.push(Pass {
            depth,
            window,
            answer: None,
            rules,
            tree,
            log,
            first_step,
            allowance,
            search: Some(Search::Minimax(stepper)),
            left_open: Vec::new(),
            oracle_visits: 0,
        });
    }

    /// The one pass of a Monte Carlo tree search.
    fn start_mcts_pass(&mut self) {
        let options = self.options;
        let engine = MctsEngine::new(&self.game, options.mcts, options.max_nodes);
        self.passes.push(Pass::only(
            &options,
            SearchTree::new_mcts(engine.scale()),
            StepLog::for_mcts(),
            Search::Mcts(engine),
        ));
    }

    /// Stops recording, from now on, when `interrupt` comes during a step
    /// (the window's Cancel, or a frame's end): [`Self::record`] and the
    /// motions then return early with that step not recorded, and
    /// [`Self::is_complete`] still `false`. Recording later (with the
    /// interrupt gone) goes on where the work stopped and records exactly
    /// what an uninterrupted run would.
    pub fn set_interrupt(&mut self, interrupt: Interrupt) {
        self.interrupt = interrupt;
    }

    /// The game searched.
    #[must_use]
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The options searched with.
    #[must_use]
    pub fn options(&self) -> &SearchOptions {
        &self.options
    }

    /// Steps applied so far: the tree shown is the tree after this many events.
    #[must_use]
    pub fn cursor(&self) -> u64 {
        self.cursor
    }

    /// Steps recorded so far (the cursor can move freely up to here).
    #[must_use]
    pub fn frontier(&self) -> u64 {
        self.passes.last().map_or(0, |it| it.first_step + it.len())
    }

    /// Whether every step has been recorded.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.passes.last().is_none_or(|pass| pass.search.is_none())
    }

    /// The total number of steps, once known.
    #[must_use]
    pub fn total_steps(&self) -> Option<u64> {
        self.is_complete().then(|| self.frontier())
    }

    /// All passes recorded so far: one, unless iterative deepening,
    /// aspiration windows or MTD(f) search the root more than once.
    #[must_use]
    pub fn passes(&self) -> &[Pass<G>] {
        &self.passes
    }

    /// Records up to `budget` more steps without moving the cursor; returns
    /// how many were recorded (fewer if the search ends or the interrupt
    /// comes, [`Self::set_interrupt`]).
    ///
    /// # Errors
    /// [`SessionError::Tree`] if the tree refuses an event (a bug).
    pub fn record(&mut self, budget: u64) -> Result<u64, SessionError> {
        let bounds = self
            .options
            .algorithm
            .bounds_leaves()
            .then(|| crate::search::leaf_bounds(&self.game, &self.options));
        let mut recorded = 0;
        while recorded < budget {
            let Some(pass) = self.passes.last_mut() else {
                break;
            };
            let (steps, last) = pass.record_steps(
                &self.game,
                &self.interrupt,
                &mut self.table,
                budget - recorded,
                bounds,
            )?;
            recorded += steps;
            match last {
                Some(SearchEvent::Leaf { node, value, .. }) => {
                    self.check_leaf_within_bounds(node, value)?;
                }
                Some(SearchEvent::Done {
                    truncated: false, ..
                }) => self.after_pass(),
                // Budget spent, interrupted, or over (truncated by the cap).
                _ => break,
            }
        }
        Ok(recorded)
    }

    /// Refuses Star1's leaf `node`, just scored `value`, if it lies outside
    /// the bounds its chance nodes were cut with: the search would go on
    /// to a wrong value. Trees are checked before the search; a game's
    /// leaves only show here.
    fn check_leaf_within_bounds(&self, node: NodeId, value: Score) -> Result<(), SessionError> {
        let (low, high) = crate::search::leaf_bounds(&self.game, &self.options);
        if (low..=high).contains(&value) {
            return Ok(());
        }
        let wording = self.game.wording();
        let moves = self
            .passes
            .last()
            .map(|pass| pass.tree.moves_to(node_index(node)))
            .unwrap_or_default();
        let labels = line_labels(&self.game, &self.game.root(), &moves);
        Err(SessionError::LeafOutsideBounds {
            value: crate::notation::exact(value, wording),
            place: wording.place(&labels),
            bounds: crate::notation::bounds_text((low, high), wording),
        })
    }

    /// Decides what follows the pass just finished: another pass at its
    /// depth (an aspiration window that failed, MTD(f) not converged), the
    /// next depth of deepening, or the end.
    fn after_pass(&mut self) {
        if self.options.algorithm.is_mcts() {
            if let Some(pass) = self.passes.last_mut()
                && let Some(outcome) = pass.tree.outcome()
            {
                pass.answer = Some(Answer {
                    value: outcome.value,
                    best_move: outcome.best_move,
                });
            }
            return;
        }
        let finished: Vec<plan::Finished> = self
            .passes
            .iter()
            .filter_map(|pass| {
                let outcome = pass.tree.outcome()?;
                Some(plan::Finished {
                    depth: pass.depth,
                    window: pass.window,
                    value: outcome.value,
                    best_move: outcome.best_move,
                })
            })
            .collect();
        let step = plan::next_step(&self.options, &finished);
        let depth = self.passes.last().map_or(0, Pass::depth);
        if let plan::Next::Deeper(answer) | plan::Next::End(answer) = step
            && let Some(pass) = self.passes.last_mut()
        {
            pass.answer = Some(answer);
        }
        let allowance = self.allowance_left();
        // With none of the cap left, the search ends here.
        if allowance.nodes == 0 {
            return;
        }
        match step {
            plan::Next::Again(window) => self.start_pass(depth, window, allowance),
            plan::Next::Deeper(answer) => {
                let window = plan::first_window(&self.options, answer.value);
                self.start_pass(depth + 1, window, allowance);
            }
            plan::Next::End(_) => {}
        }
    }

    /// Records every remaining step and moves the cursor to the end (or as
    /// far as recording got, if the interrupt came).
    ///
    /// # Errors
    /// [`SessionError::Tree`] if the tree refuses an event (a bug).
    pub fn run_to_end(&mut self) -> Result<(), SessionError> {
        self.record(u64::MAX)?;
        self.cursor = self.frontier();
        Ok(())
    }

    /// Moves the cursor to `step`, recording at most `budget` new steps on
    /// the way; returns whether `step` (or the end) was reached.
    ///
    /// # Errors
    /// [`SessionError::Tree`] if the tree refuses an event (a bug).
    pub fn seek(&mut self, step: u64, budget: u64) -> Result<bool, SessionError> {
        let missing = step.saturating_sub(self.frontier());
        self.record(missing.min(budget))?;
        self.cursor = step.min(self.frontier());
        Ok(self.cursor == step || self.is_complete())
    }

    /// One step forward; `false` at the end.
    ///
    /// # Errors
    /// [`SessionError::Tree`] if the tree refuses an event (a bug).
    pub fn step_forward(&mut self) -> Result<bool, SessionError> {
        let before = self.cursor;
        self.seek(before + 1, 1)?;
        Ok(self.cursor > before)
    }

    /// One step back; `false` at step 0.
    pub fn step_back(&mut self) -> bool {
        let moved = self.cursor > 0;
        self.cursor = self.cursor.saturating_sub(1);
        moved
    }

    /// The index of the pass shown at the cursor.
    #[must_use]
    pub fn pass_index(&self) -> usize {
        self.passes
            .iter()
            .rposition(|pass| pass.first_step < self.cursor)
            .unwrap_or(0)
    }

    /// The index of the pass that recorded session-wide step `step`.
    #[must_use]
    pub fn pass_index_of(&self, step: u64) -> usize {
        self.passes
            .iter()
            .rposition(|pass| pass.first_step <= step)
            .unwrap_or(0)
    }

    /// The pass shown at the cursor.
    #[must_use]
    pub fn pass(&self) -> Option<&Pass<G>> {
        self.passes.get(self.pass_index())
    }

    /// The tree shown at the cursor.
    #[must_use]
    pub fn tree(&self) -> Option<&SearchTree> {
        self.pass().map(Pass::tree)
    }

    /// The cursor within the pass shown.
    #[must_use]
    pub fn local_cursor(&self) -> u64 {
        self.pass()
            .map_or(0, |pass| self.cursor.saturating_sub(pass.first_step))
    }

    /// The steps recorded in the pass shown: its whole length once it is
    /// complete. The tree laid out to here is the tree as it will be drawn
    /// at the pass's end, so nodes keep their places from step to step.
    #[must_use]
    pub fn recorded_local(&self) -> u64 {
        self.pass().map_or(0, Pass::len)
    }

    /// The event of session-wide step `step` (0-based) and its pass.
    #[must_use]
    pub fn event(&self, step: u64) -> Option<(usize, SearchEvent)> {
        let index = self.pass_index_of(step);
        let pass = self.passes.get(index)?;
        Some((index, pass.event(step - pass.first_step)?))
    }

    /// The event that brought the session to the cursor.
    #[must_use]
    pub fn last_event(&self) -> Option<SearchEvent> {
        let step = self.cursor.checked_sub(1)?;
        self.event(step).map(|(_, event)| event)
    }

    /// The node the search is at: the one the last event is about.
    #[must_use]
    pub fn current_node(&self) -> Option<NodeIndex> {
        let event = self.last_event()?;
        Some(node_index(event.node()))
    }

    /// Counters of the pass shown, as of the cursor.
    #[must_use]
    pub fn stats(&self) -> SearchStats {
        self.pass().map_or_else(SearchStats::default, |pass| {
            pass.stats_at(self.local_cursor())
        })
    }

    /// The result, once the cursor has reached the end of the search: the
    /// value and best move of the deepest depth the passes settled
    /// ([`Self::reported_pass`]; with iterative deepening cut short by the
    /// cap, the last complete depth's). The counters are always the last
    /// depth's ([`Outcome::stats`]).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let last = self.passes.last()?;
        if !self.is_complete() || self.cursor < self.frontier() {
            return None;
        }
        let stopped = last.tree.outcome()?;
        let reported = self.reported_pass()?;
        let answer = reported.answer.unwrap_or(Answer {
            value: stopped.value,
            best_move: stopped.best_move,
        });
        Some(Outcome {
            value: answer.value,
            best_move: answer.best_move,
            // Deepening also stops short of the depth when no cap is left,
            // and a sequence of passes before it settles its depth.
            truncated: stopped.truncated
                || last.depth < self.options.depth
                || last.answer.is_none(),
            completed_depth: self.completed_pass().map(Pass::depth),
            stats: self
                .passes
                .iter()
                .filter(|pass| pass.depth == last.depth)
                .fold(SearchStats::default(), |sum, pass| {
                    sum.plus(pass.log.totals())
                }),
        })
    }

    /// The deepest pass that settled its depth.
    fn completed_pass(&self) -> Option<&Pass<G>> {
        self.passes.iter().rev().find(|pass| pass.answer.is_some())
    }

    /// The pass whose result the session reports: the deepest that settled
    /// its depth, or, if none did (the cap stopped the first depth), the
    /// last (a deepening search cut short answers with its last complete
    /// depth, not with a search that saw only some of the root's moves).
    #[must_use]
    pub fn reported_pass(&self) -> Option<&Pass<G>> {
        self.completed_pass().or_else(|| self.passes.last())
    }

    /// The principal variation at the cursor (best so far while searching).
    #[must_use]
    pub fn principal_variation(&self) -> Vec<NodeIndex> {
        self.tree().map_or_else(Vec::new, |tree| {
            tree.principal_variation(self.local_cursor())
        })
    }

    /// The position at `node` of the pass shown, rebuilt by playing the
    /// moves from the root.
    #[must_use]
    pub fn state_of(&self, node: NodeIndex) -> Option<G::State> {
        let tree = self.tree()?;
        play_line(&self.game, &self.game.root(), &tree.moves_to(node))
    }

    /// The label (SAN for chess) of the move into `node`; `None` at the root.
    #[must_use]
    pub fn move_label(&self, node: NodeIndex) -> Option<String> {
        let tree = self.tree()?;
        let parent = tree.parent(node)?;
        let state = self.state_of(parent)?;
        Some(self.game.move_label(&state, tree.node(node)?.mv))
    }

    /// Labels of the moves from the root to `node`.
    #[must_use]
    pub fn path_labels(&self, node: NodeIndex) -> Vec<String> {
        let Some(tree) = self.tree() else {
            return Vec::new();
        };
        line_labels(&self.game, &self.game.root(), &tree.moves_to(node))
    }
}
