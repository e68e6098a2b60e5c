//! `Session`: a search being watched. It owns the stepper, one tree per
//! iteration, the step log and a cursor that can move to any step.
//!
//! Forward past the last recorded step runs the stepper; everything at or
//! before it is read from the stamped tree, so stepping back and jumping are
//! constant time. An [`Interrupt`] set on the session stops recording before
//! a step that would take long (the hidden search of the `best` and `worst`
//! orderings); recording later goes on as if nothing had stopped it.

mod counts;
mod log;
mod motion;
mod path;
mod recorder;
mod replay;
mod root_moves;

use petgraph::graph::NodeIndex;

pub use counts::Counts;
pub use log::{CHECKPOINT_EVERY, StepKind, StepLog, StepRecord};
pub use motion::{Goal, Motion, Progress};
pub use path::follow_path;
use recorder::Recorder;
pub use root_moves::{RootMoveLine, RootMoveStatus, root_moves};

use crate::game::{Game, MoveCode, Score, line_labels, play_line};
use crate::search::{
    DepthRules, Interrupt, MAX_DEPTH, OpenFrame, SearchEvent, SearchOptions, SearchStats, Stepper,
};
use crate::tree::{SearchTree, TreeError, node_index};

/// Why a session cannot start or go on.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SessionError {
    /// The depth is out of range.
    #[error("depth {0} is out of range; it must be between 1 and {MAX_DEPTH}")]
    Depth(u8),
    /// The node cap is zero.
    #[error("the node cap must be at least 1")]
    NodeCap,
    /// The tree cannot grow: memory ran out (the node cap is too high for
    /// this machine).
    #[error("{0}")]
    OutOfMemory(TreeError),
    /// The stepper produced an event the tree refused (a bug).
    #[error("internal error: {0}")]
    Tree(TreeError),
    /// The thread running the search ended without handing the session
    /// back (a bug): the search starts over.
    #[error("internal error: the search thread stopped unexpectedly; the search starts over")]
    WorkerLost,
}

/// One search of the session: the whole search, or one depth of iterative
/// deepening.
pub struct Iteration<G: Game> {
    depth: u8,
    rules: DepthRules,
    tree: SearchTree,
    log: StepLog,
    first_step: u64,
    /// What it may spend of the node cap.
    allowance: Allowance,
    /// The search, while it is being recorded.
    stepper: Option<Stepper<G>>,
    /// Nodes the node cap left unfinished, once recording is over.
    left_open: Vec<OpenFrame>,
    /// The ordering oracle's visits, once recording is over.
    oracle_visits: u64,
}

/// What one iteration may spend of the node cap: the cap less what the
/// iterations before it spent, in nodes entered and in the ordering
/// oracle's hidden visits, so that the cap bounds the whole of iterative
/// deepening.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Allowance {
    nodes: u64,
    oracle: u64,
}

impl<G: Game> Iteration<G> {
    /// The depth searched.
    #[must_use]
    pub fn depth(&self) -> u8 {
        self.depth
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
        self.stepper
            .as_ref()
            .map_or_else(|| self.left_open.clone(), Stepper::open_frames)
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

    /// Records one more step; `None` once the search is over, or if
    /// `interrupt` stopped the step (nothing was recorded then).
    #[inline]
    fn record_one(
        &mut self,
        game: &G,
        interrupt: &Interrupt,
    ) -> Result<Option<SearchEvent>, SessionError> {
        let Some(stepper) = self.stepper.as_mut() else {
            return Ok(None);
        };
        // Room for the step's record first, so that running out stops
        // before the search moves on.
        let nodes = self.tree.entered();
        self.log
            .make_room()
            .map_err(|bytes| SessionError::OutOfMemory(TreeError::OutOfMemory { nodes, bytes }))?;
        let step = u32::try_from(self.log.len()).unwrap_or(u32::MAX);
        let mut recorder = Recorder {
            tree: &mut self.tree,
            log: &mut self.log,
            step,
            refused: None,
        };
        let result = stepper.step_into(game, interrupt, &mut recorder);
        if let Some(bytes) = stepper.oracle_out_of_memory() {
            return Err(SessionError::OutOfMemory(TreeError::OutOfMemory {
                nodes,
                bytes,
            }));
        }
        let Ok(Some(event)) = result else {
            return Ok(None);
        };
        if let Some(error) = recorder.refused {
            return Err(match error {
                TreeError::OutOfMemory { .. } => SessionError::OutOfMemory(error),
                _ => SessionError::Tree(error),
            });
        }
        if matches!(event, SearchEvent::Done { .. }) {
            self.left_open = stepper.open_frames();
            self.oracle_visits = stepper.oracle_visits();
            self.stepper = None;
            // The vectors doubled as they grew: keep only what the search used.
            self.tree.shrink_to_fit();
            self.log.shrink_to_fit();
        }
        Ok(Some(event))
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
    /// Counters of the (last) iteration.
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
    iterations: Vec<Iteration<G>>,
    cursor: u64,
    /// When recording stops early; never unless a front end sets one.
    interrupt: Interrupt,
}

impl<G: Game> Session<G> {
    /// A session on `game` with `options`, at step 0.
    ///
    /// # Errors
    /// [`SessionError::Depth`] or [`SessionError::NodeCap`] for options out of range.
    pub fn new(game: G, options: SearchOptions) -> Result<Self, SessionError> {
        if options.depth == 0 || options.depth > MAX_DEPTH {
            return Err(SessionError::Depth(options.depth));
        }
        if options.max_nodes == 0 {
            return Err(SessionError::NodeCap);
        }
        let mut session = Self {
            game,
            options,
            iterations: Vec::new(),
            cursor: 0,
            interrupt: Interrupt::never(),
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
        session.start_iteration(first_depth, allowance);
        Ok(session)
    }

    /// A stepper for the search at `depth` within `allowance`.
    fn stepper(&self, depth: u8, allowance: Allowance) -> Stepper<G> {
        let options = SearchOptions {
            max_nodes: allowance.nodes,
            ..self.iteration_options(depth)
        };
        let mut stepper = Stepper::new(&self.game, options);
        stepper.limit_oracle(allowance.oracle);
        stepper
    }

    /// What the next iteration may spend: the cap less what the iterations
    /// so far spent.
    fn allowance_left(&self) -> Allowance {
        let (nodes, oracle) = self.iterations.iter().fold((0, 0), |(nodes, oracle), it| {
            (nodes + it.log.totals().nodes, oracle + it.oracle_visits)
        });
        Allowance {
            nodes: self.options.max_nodes.saturating_sub(nodes),
            oracle: self.options.max_nodes.saturating_sub(oracle),
        }
    }

    /// The options of the search at `depth`: one iteration's.
    fn iteration_options(&self, depth: u8) -> SearchOptions {
        SearchOptions {
            depth,
            iterative_deepening: false,
            ..self.options
        }
    }

    /// A new stepper for iteration `index`, made as the session made that
    /// iteration's: the search is deterministic, so it emits the same events
    /// again, each at once (reading a recorded step back from the tree costs
    /// more for a node with many children). Printers that go through every
    /// step use it.
    #[must_use]
    pub fn replay_stepper(&self, index: usize) -> Option<Stepper<G>> {
        let iteration = self.iterations.get(index)?;
        Some(self.stepper(iteration.depth, iteration.allowance))
    }

    fn start_iteration(&mut self, depth: u8, allowance: Allowance) {
        let options = self.iteration_options(depth);
        let rules = DepthRules {
            depth,
            singular_extension: options.singular_extension,
        };
        let first_step = self.frontier();
        self.iterations.push(Iteration {
            depth,
            rules,
            tree: SearchTree::new(options.window()),
            log: StepLog::default(),
            first_step,
            allowance,
            stepper: Some(self.stepper(depth, allowance)),
            left_open: Vec::new(),
            oracle_visits: 0,
        });
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
        self.iterations
            .last()
            .map_or(0, |it| it.first_step + it.len())
    }

    /// Whether every step has been recorded.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.iterations.last().is_none_or(|it| it.stepper.is_none())
    }

    /// The total number of steps, once known.
    #[must_use]
    pub fn total_steps(&self) -> Option<u64> {
        self.is_complete().then(|| self.frontier())
    }

    /// All iterations recorded so far (one unless iterative deepening is on).
    #[must_use]
    pub fn iterations(&self) -> &[Iteration<G>] {
        &self.iterations
    }

    /// Records up to `budget` more steps without moving the cursor; returns
    /// how many were recorded (fewer if the search ends or the interrupt
    /// comes, [`Self::set_interrupt`]).
    ///
    /// # Errors
    /// [`SessionError::Tree`] if the tree refuses an event (a bug).
    pub fn record(&mut self, budget: u64) -> Result<u64, SessionError> {
        let mut recorded = 0;
        while recorded < budget && self.record_one()? {
            recorded += 1;
        }
        Ok(recorded)
    }

    fn record_one(&mut self) -> Result<bool, SessionError> {
        let Some(iteration) = self.iterations.last_mut() else {
            return Ok(false);
        };
        let Some(event) = iteration.record_one(&self.game, &self.interrupt)? else {
            return Ok(false);
        };
        if let SearchEvent::Done {
            truncated: false, ..
        } = event
        {
            let depth = iteration.depth;
            let allowance = self.allowance_left();
            // With none of the cap left, the search ends at this depth.
            if self.options.iterative_deepening && depth < self.options.depth && allowance.nodes > 0
            {
                self.start_iteration(depth + 1, allowance);
            }
        }
        Ok(true)
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

    /// The index of the iteration shown at the cursor.
    #[must_use]
    pub fn iteration_index(&self) -> usize {
        self.iterations
            .iter()
            .rposition(|it| it.first_step < self.cursor)
            .unwrap_or(0)
    }

    /// The iteration shown at the cursor.
    #[must_use]
    pub fn iteration(&self) -> Option<&Iteration<G>> {
        self.iterations.get(self.iteration_index())
    }

    /// The tree shown at the cursor.
    #[must_use]
    pub fn tree(&self) -> Option<&SearchTree> {
        self.iteration().map(Iteration::tree)
    }

    /// The cursor within the iteration shown.
    #[must_use]
    pub fn local_cursor(&self) -> u64 {
        self.iteration()
            .map_or(0, |it| self.cursor.saturating_sub(it.first_step))
    }

    /// The steps recorded in the iteration shown: its whole length once it
    /// is complete. The tree laid out to here is the tree as it will be
    /// drawn at the iteration's end, so nodes keep their places from step
    /// to step.
    #[must_use]
    pub fn recorded_local(&self) -> u64 {
        self.iteration().map_or(0, Iteration::len)
    }

    /// The event of session-wide step `step` (0-based) and its iteration.
    #[must_use]
    pub fn event(&self, step: u64) -> Option<(usize, SearchEvent)> {
        let index = self
            .iterations
            .iter()
            .rposition(|it| it.first_step <= step)?;
        let iteration = &self.iterations[index];
        Some((index, iteration.event(step - iteration.first_step)?))
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

    /// Counters of the iteration shown, as of the cursor.
    #[must_use]
    pub fn stats(&self) -> SearchStats {
        self.iteration()
            .map_or_else(SearchStats::default, |it| it.stats_at(self.local_cursor()))
    }

    /// The result, once the cursor has reached the end of the search. With
    /// iterative deepening cut short by the cap, the value and best move
    /// are those of the last complete iteration ([`Self::reported_iteration`]);
    /// the counters are always the last iteration's.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let last = self.iterations.last()?;
        if !self.is_complete() || self.cursor < self.frontier() {
            return None;
        }
        let stopped = last.tree.outcome()?;
        let reported = self.reported_iteration()?.tree.outcome()?;
        Some(Outcome {
            value: reported.value,
            best_move: reported.best_move,
            // Deepening also stops short of the depth when no cap is left.
            truncated: stopped.truncated || last.depth < self.options.depth,
            completed_depth: self.completed_iteration().map(Iteration::depth),
            stats: last.log.totals(),
        })
    }

    /// The deepest iteration recorded to its end without the cap stopping it.
    fn completed_iteration(&self) -> Option<&Iteration<G>> {
        self.iterations
            .iter()
            .rev()
            .find(|it| it.tree.outcome().is_some_and(|outcome| !outcome.truncated))
    }

    /// The iteration whose result the session reports: the last one, unless
    /// the cap stopped it and an earlier one is complete (a deepening search
    /// cut short answers with its last complete depth, not with a search
    /// that saw only some of the root's moves).
    #[must_use]
    pub fn reported_iteration(&self) -> Option<&Iteration<G>> {
        let last = self.iterations.last()?;
        if last.tree.outcome().is_some_and(|outcome| outcome.truncated) {
            self.completed_iteration().or(Some(last))
        } else {
            Some(last)
        }
    }

    /// The principal variation at the cursor (best so far while searching).
    #[must_use]
    pub fn principal_variation(&self) -> Vec<NodeIndex> {
        self.tree().map_or_else(Vec::new, |tree| {
            tree.principal_variation(self.local_cursor())
        })
    }

    /// The position at `node` of the iteration shown, rebuilt by playing the
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
