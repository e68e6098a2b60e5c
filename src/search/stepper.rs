//! The stepper: a search that advances one [`SearchEvent`] per [`Stepper::step`],
//! keeping an explicit stack of frames instead of recursing.
//!
//! Like petgraph's `Dfs`, it does not own or borrow what it walks: each call to
//! `step` is handed the game. It owns no tree and knows no GUI.
//!
//! Its backups and cutoffs follow the one backup rule (`search/backup.rs`);
//! `recorded_steps_replay_the_live_events` and
//! `every_variant_agrees_with_minimax` (`tests/library/search_properties.rs`) keep it
//! in agreement with the tree's reading of the same rule.
//!
//! A node's moves are ordered when its first child is about to be entered,
//! so that the one long piece of work in a step, the hidden search behind
//! the `best` and `worst` orderings, can be paused by an [`Interrupt`]
//! ([`Stepper::step_within`]) without any event half made.
//!
//! This file keeps the frames, the public face and the step loop; entering
//! nodes (children, chance outcomes, PVS's probes and re-searches) is in
//! `stepper/entry.rs`, and the minimax family's rules (views, backups,
//! stand-pat, cutoffs) in `stepper/family.rs`.

mod entry;
mod family;

use crate::game::{Game, INFINITY, MoveCode, Player, Score};
use crate::search::backup::Average;
use crate::search::engine::{Engine, OpenFrame};
use crate::search::event::{Bound, LeafReason, NodeId, SearchEvent, SearchStats};
use crate::search::interrupt::{Interrupt, Interrupted};
use crate::search::memory::OrderingMemory;
use crate::search::options::SearchOptions;
use crate::search::oracle::Oracle;
use crate::search::ordering::{NodeContext, OracleWork, OrderingTools, order_moves};
use crate::search::rules::{DepthRules, leaf_bounds, mover};
use crate::search::sink::{Discard, EventSink};
use crate::search::tt::TranspositionTable;

/// Node numbers stay below this, so a step log can pack one into 29 bits.
pub const NODE_ID_LIMIT: u32 = 1 << 29;

/// One node on the stack.
///
/// Values are kept in the frame's own *view*: MAX's for minimax and
/// alpha-beta, the side to move's for the negamax forms. Events convert them
/// to MAX's view.
struct Frame<S> {
    node: NodeId,
    state: S,
    /// The position key, when the transposition table is on.
    key: u64,
    ply: u8,
    /// Who moves here ([`crate::search::mover`]).
    player: Player,
    depth_left: u8,
    child_depth: u8,
    /// The window on entry, in the frame's view.
    alpha_on_entry: Score,
    beta_on_entry: Score,
    /// The window now, in the frame's view.
    alpha: Score,
    beta: Score,
    /// The best value so far, in the frame's view.
    best: Score,
    best_move: Option<MoveCode>,
    /// This frame's moves are `moves[moves_start .. moves_start + move_count]`
    /// once ordered; before that, every generated move follows `moves_start`.
    moves_start: usize,
    move_count: u16,
    next_move: u16,
    /// Whether its moves are in the order the search tries them.
    ordered: bool,
    /// Which side of its value the true value of the child that gave `best`
    /// lies on (MAX's view); `None` if unknown.
    best_bound: Option<Bound>,
    /// Every move searched so far, and every child other than the best
    /// bounded on the side that cannot beat the best: with an exact best
    /// child the node's value is then exact wherever it lies ([`Settled`]).
    settled: bool,
    /// How the child being searched was entered (PVS's probes and re-searches).
    child_search: ChildSearch,
    /// Whether the node lies on the principal variation the search was
    /// handed ([`Stepper::with_principal_variation`]), which it tries first.
    on_pv: bool,
    /// At a chance node searched by an algorithm that averages, its
    /// average so far (MAX's view); `None` at MAX and MIN nodes.
    average: Option<Average>,
    /// The weight of the outcome being searched, at a chance node.
    child_weight: u16,
}

/// What the search still needs of a finished frame once it is popped:
/// all but its position, so that popping copies no position out.
#[derive(Clone, Copy)]
struct Popped {
    node: NodeId,
    key: u64,
    ply: u8,
    player: Player,
    depth_left: u8,
    alpha_on_entry: Score,
    beta_on_entry: Score,
    best_move: Option<MoveCode>,
}

/// How a node's current child was entered: with the node's window, or, in
/// PVS, with a null window (a probe) or again after its probe (a re-search).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ChildSearch {
    Full,
    Probe,
    ReSearch,
}

/// What a finished node knows besides its window: whether its value is
/// exact even though it lies on or outside the window's edge. A node that
/// searched every move, whose best child was exact and whose other
/// children cannot beat it, returned its true value unclamped (fail-soft's
/// `classic` MIN 3 = 2 under α = 3, as AIMA Fig. 5.5 writes it). A
/// search given event by event ([`crate::check::session`]) settles its
/// nodes by the same rule.
pub(crate) struct Settled {
    /// Every move was searched and no other child can beat the best.
    pub(crate) searched_all: bool,
    /// The best child's value was exact.
    pub(crate) best_exact: bool,
    /// Fail-hard moved the value to the window's edge.
    pub(crate) clamped: bool,
}

impl Settled {
    /// Whether a child bounded by `bound` (MAX's view), not the best, can
    /// never beat the best of a node where `player` moves.
    pub(crate) fn cannot_beat(player: Player, bound: Option<Bound>) -> bool {
        matches!(
            (player, bound),
            (_, Some(Bound::Exact))
                | (Player::Max, Some(Bound::Upper))
                | (Player::Min, Some(Bound::Lower))
        )
    }

    /// The node's bound: `window`'s verdict, unless the node proved its
    /// value exact.
    pub(crate) fn bound(&self, window: Bound) -> Bound {
        if self.searched_all && self.best_exact && !self.clamped {
            Bound::Exact
        } else {
            window
        }
    }
}

/// What the next call to `step` does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Next {
    EnterRoot,
    Leaf {
        value: Score,
        reason: LeafReason,
    },
    TtHit {
        value: Score,
        bound: Bound,
        /// Which side of `value` the true value lies on ([`Bound::classify`]
        /// of the stored value, before fail-hard clamps it): in a closed
        /// window the clamped value's own verdict cannot tell.
        side: Bound,
    },
    /// The top frame, a quiescence node, stands pat on its static value.
    StandPat {
        /// MAX's view.
        value: Score,
    },
    /// Enter the top frame's next move, or finish it if none is left.
    Expand,
    /// PVS: enter the top frame's last move again, with the window its
    /// probe left, since the probe's value landed strictly inside.
    ReSearch,
    Backup {
        child: NodeId,
        /// Who moves at the child: its value is in the child's view.
        mover: Player,
        returned: Score,
        /// Which side of its value the child's true value lies on (MAX's
        /// view); `None` when fail-hard's closed window hides it.
        bound: Option<Bound>,
    },
    Cutoff,
    Finish,
    Done {
        truncated: bool,
    },
    Stopped,
}

/// A resumable search over a [`Game`].
///
/// The stepper keeps its own stack of frames and never recurses: each
/// [`Stepper::step`] returns the next [`SearchEvent`], and the search can be
/// left and resumed between any two steps. It records nothing; a
/// [`crate::session::Session`] does.
///
/// ```
/// use gametree::search::{SearchEvent, SearchOptions, Stepper};
/// use gametree::textbook::TextbookTree;
///
/// // The classic exercise, searched by (fail-soft) alpha-beta to its leaves.
/// let game = TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]")?;
/// let options = SearchOptions { depth: 2, ..SearchOptions::default() };
/// let mut stepper = Stepper::new(&game, options);
///
/// // The first step enters the root with the open window [−∞, +∞].
/// let Some(SearchEvent::Enter { parent, ply, move_count, .. }) = stepper.step(&game) else {
///     panic!("the search starts by entering the root");
/// };
/// assert_eq!((parent, ply, move_count), (None, 0, 3));
///
/// // The rest in one go: the root is worth 3, and the cutoff in the middle
/// // subtree (its first leaf, 2, is already below α = 3) prunes two leaves.
/// let done = stepper.run(&game);
/// assert!(matches!(done, Some(SearchEvent::Done { value: 3, truncated: false, .. })));
/// let stats = stepper.stats();
/// assert_eq!((stats.nodes, stats.leaves, stats.cutoffs, stats.pruned), (11, 7, 1, 2));
/// assert!(stepper.is_done());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Stepper<G: Game> {
    options: SearchOptions,
    rules: DepthRules,
    root: G::State,
    frames: Vec<Frame<G::State>>,
    moves: Vec<MoveCode>,
    next: Next,
    next_id: NodeId,
    stats: SearchStats,
    table: Option<TranspositionTable>,
    /// Killers and history, learnt at cutoffs when the ordering reads them.
    memory: OrderingMemory,
    oracle: Oracle,
    /// The oracle's work on the top frame's ordering, paused by an interrupt.
    paused_ordering: Option<OracleWork<G::State>>,
    last_pruned: std::ops::Range<usize>,
    result: Option<(Score, Option<MoveCode>)>,
    /// The root's window on entry, MAX's view.
    root_window: (Score, Score),
    /// A line to try first (the previous iteration's principal variation).
    principal_variation: Vec<MoveCode>,
    /// Star1's bounds on every leaf's value: the options', else the game's,
    /// else none (`±∞`, which never prunes).
    bounds: (Score, Score),
}

impl<G: Game> Stepper<G> {
    /// A search of `game` from its root with `options`, before its first step.
    ///
    /// `options.depth` is used as given; sessions validate it.
    #[must_use]
    pub fn new(game: &G, options: SearchOptions) -> Self {
        Self {
            options,
            rules: DepthRules {
                depth: options.depth,
                singular_extension: options.singular_extension,
            },
            root: game.root(),
            frames: Vec::new(),
            moves: Vec::new(),
            next: Next::EnterRoot,
            next_id: 0,
            stats: SearchStats::default(),
            table: options
                .transposition_table
                .then(TranspositionTable::default),
            memory: OrderingMemory::default(),
            // The hidden search behind `best` and `worst` is bounded by the
            // node cap too: when it runs out, the search stops, truncated.
            oracle: Oracle::with_budget(options.max_nodes),
            paused_ordering: None,
            last_pruned: 0..0,
            result: None,
            root_window: (-INFINITY, INFINITY),
            principal_variation: Vec::new(),
            bounds: leaf_bounds(game, &options),
        }
    }

    /// Searches the root with the window `[alpha, beta]` (MAX's view)
    /// instead of `[−∞, +∞]`: an aspiration window, or one of MTD(f)'s null
    /// windows. Call before the first step.
    #[must_use]
    pub fn with_root_window(mut self, alpha: Score, beta: Score) -> Self {
        self.root_window = (alpha, beta);
        self
    }

    /// Starts from `table` (filled by the passes before this one) instead
    /// of an empty table, when the options ask for one. Call before the
    /// first step.
    #[must_use]
    pub fn with_table(mut self, table: Option<TranspositionTable>) -> Self {
        if self.table.is_some()
            && let Some(table) = table
        {
            self.table = Some(table);
        }
        self
    }

    /// Tries the moves of `line` first, each at its own ply, along that
    /// line: iterative deepening hands each iteration the previous
    /// iteration's principal variation. Call before the first step.
    #[must_use]
    pub fn with_principal_variation(mut self, line: Vec<MoveCode>) -> Self {
        self.principal_variation = line;
        self
    }

    /// Limits the hidden search behind the `best` and `worst` orderings to
    /// `budget` nodes (see [`Oracle::with_budget`]); call before the first step.
    pub(crate) fn limit_oracle(&mut self, budget: u64) {
        self.oracle = Oracle::with_budget(budget);
    }

    /// Whether the ordering oracle ran out of its budget.
    pub(crate) fn oracle_exhausted(&self) -> bool {
        self.oracle.is_exhausted()
    }

    /// The options this search runs with.
    #[must_use]
    pub fn options(&self) -> &SearchOptions {
        &self.options
    }

    /// Counters so far.
    #[must_use]
    pub fn stats(&self) -> &SearchStats {
        &self.stats
    }

    /// The killers and history learnt so far (empty unless the ordering
    /// learns, [`crate::search::MoveOrdering::learns`]).
    #[must_use]
    pub fn memory(&self) -> &OrderingMemory {
        &self.memory
    }

    /// Whether the search has emitted [`SearchEvent::Done`].
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.next == Next::Stopped
    }

    /// The moves pruned by the latest [`SearchEvent::Cutoff`], in order; node
    /// `first_pruned + i` stands for the `i`-th of them.
    #[must_use]
    pub fn last_pruned(&self) -> &[MoveCode] {
        self.moves.get(self.last_pruned.clone()).unwrap_or_default()
    }

    /// The root's best value (MAX's view) and move so far, once one of its
    /// children has been backed up.
    #[must_use]
    pub fn best_so_far(&self) -> Option<(Score, MoveCode)> {
        if let Some((value, Some(mv))) = self.result {
            return Some((value, mv));
        }
        let root = self.frames.first()?;
        let mv = root.best_move?;
        Some((self.to_max_view(root, root.best), mv))
    }

    /// Advances the search by one event; `None` once it is done.
    ///
    /// `game` must be the game the stepper was created for.
    #[inline]
    pub fn step(&mut self, game: &G) -> Option<SearchEvent> {
        Engine::step_into(self, game, &Interrupt::never(), &mut Discard)
            .ok()
            .flatten()
    }

    /// Advances the search by one event, unless `interrupt` comes while the
    /// oracle behind the `best` or `worst` ordering works (the only long
    /// piece of work in a step); `Ok(None)` once it is done.
    ///
    /// # Errors
    /// [`Interrupted`]: the step did not advance. The oracle's work so far
    /// is kept, and once a later call completes the step, the search goes
    /// on exactly as if it had never been interrupted.
    #[inline]
    pub fn step_within(
        &mut self,
        game: &G,
        interrupt: &Interrupt,
    ) -> Result<Option<SearchEvent>, Interrupted> {
        Engine::step_into(self, game, interrupt, &mut Discard)
    }

    /// Puts the top frame's moves in the order the search tries them, if
    /// that is not done yet.
    fn order_top(&mut self, game: &G, interrupt: &Interrupt) -> Result<(), Interrupted> {
        let Some(frame) = self.frames.last_mut() else {
            return Ok(());
        };
        if frame.ordered {
            return Ok(());
        }
        let context = NodeContext {
            state: &frame.state,
            node: frame.node,
            ply: frame.ply,
            player: frame.player,
            child_depth: frame.child_depth,
        };
        let tools = OrderingTools {
            ordering: self.options.ordering,
            rules: self.rules,
            oracle: &mut self.oracle,
            paused: &mut self.paused_ordering,
            interrupt,
            memory: &self.memory,
            table_move: self
                .table
                .as_ref()
                .and_then(|table| table.best_move(frame.key, frame.depth_left)),
        };
        order_moves(game, tools, &context, &mut self.moves[frame.moves_start..])?;
        if frame.on_pv
            && let Some(&first) = self.principal_variation.get(usize::from(frame.ply))
        {
            let moves = &mut self.moves[frame.moves_start..];
            if let Some(at) = moves.iter().position(|&mv| mv == first) {
                moves[..=at].rotate_right(1);
            }
        }
        frame.ordered = true;
        self.moves
            .truncate(frame.moves_start + usize::from(frame.move_count));
        Ok(())
    }

    /// The step proper, once the top frame's moves are ordered.
    ///
    /// Inlined into the caller's loop with `enter`, so that the event goes
    /// to its consumers in registers: returned through memory, it was
    /// written field by field and read back in 16-byte pieces, a failed
    /// store-to-load forward at every step.
    #[expect(clippy::inline_always, reason = "measured: see the comment above")]
    #[inline(always)]
    fn advance<S: EventSink>(&mut self, game: &G, sink: &mut S) -> Option<SearchEvent> {
        let event = match self.next {
            Next::Stopped => return None,
            Next::EnterRoot => {
                let player = mover(game, &self.root, None);
                let (alpha, beta) = match Self::view_of(self.options.algorithm, player) {
                    Player::Max => self.root_window,
                    Player::Min => (-self.root_window.1, -self.root_window.0),
                };
                self.enter(
                    game,
                    self.root.clone(),
                    None,
                    MoveCode::default(),
                    0,
                    (0, player),
                    self.options.depth,
                    (alpha, beta),
                    !self.principal_variation.is_empty(),
                    sink,
                )
            }
            Next::Leaf { value, reason } => {
                let frame = self.pop()?;
                self.answered_exactly();
                self.after_finish(
                    &frame,
                    Self::view_of(self.options.algorithm, frame.player).perspective(value),
                    Some(Bound::Exact),
                );
                let leaf = SearchEvent::Leaf {
                    node: frame.node,
                    value,
                    reason,
                };
                Self::emit(&mut self.stats, sink, leaf, &[])
            }
            Next::TtHit { value, bound, side } => {
                let frame = self.pop()?;
                if bound == Bound::Exact {
                    self.answered_exactly();
                }
                self.after_finish(
                    &frame,
                    Self::view_of(self.options.algorithm, frame.player).perspective(value),
                    Some(side),
                );
                let hit = SearchEvent::TtHit {
                    node: frame.node,
                    value,
                    bound,
                };
                Self::emit(&mut self.stats, sink, hit, &[])
            }
            Next::StandPat { value } => self.stand_pat(value, sink)?,
            Next::Expand => self.expand(game, sink)?,
            Next::ReSearch => self.re_search(game, sink)?,
            Next::Backup {
                child,
                mover,
                returned,
                bound,
            } => self.backup(game, child, mover, (returned, bound), sink)?,
            Next::Cutoff => self.cutoff(game, sink)?,
            Next::Finish => self.finish(sink)?,
            Next::Done { truncated } => self.done(game, truncated, sink),
        };
        Some(event)
    }

    /// The child just finished was a leaf or an exact table hit: its value
    /// is exact whatever the window, so PVS does not search it again
    /// (Reinefeld's `NegaScout` re-searches only above depth 1, for this).
    fn answered_exactly(&mut self) {
        if let Some(parent) = self.frames.last_mut()
            && parent.child_search == ChildSearch::Probe
        {
            parent.child_search = ChildSearch::Full;
        }
    }

    /// Counts `event` and hands it to `sink`: the one place every event
    /// passes, inlined where the event is made so that both know its kind.
    #[expect(clippy::inline_always, reason = "see `EventSink`")]
    #[inline(always)]
    fn emit<S: EventSink>(
        stats: &mut SearchStats,
        sink: &mut S,
        event: SearchEvent,
        pruned: &[MoveCode],
    ) -> SearchEvent {
        stats.count(&event);
        sink.take(&event, pruned, stats);
        event
    }

    /// Runs to the end without recording anything, and returns the `Done` event.
    pub fn run(&mut self, game: &G) -> Option<SearchEvent> {
        let mut last = None;
        while let Some(event) = self.step(game) {
            last = Some(event);
        }
        last
    }

    fn probe(
        &self,
        key: u64,
        depth_left: u8,
        ply: u8,
        alpha: Score,
        beta: Score,
    ) -> Option<(Score, Bound, Bound)> {
        let table = self.table.as_ref()?;
        let (stored, bound) = table.probe(key, depth_left, ply, alpha, beta)?;
        if self.fails_hard() && !(alpha..=beta).contains(&stored) {
            // Fail-hard returns the window's edge: a bound, whatever was
            // stored; the true value lies on the stored value's side of it.
            let value = stored.clamp(alpha, beta);
            return Some((
                value,
                Bound::classify(value, alpha, beta),
                Bound::classify(stored, alpha, beta),
            ));
        }
        Some((stored, bound, bound))
    }

    fn fails_hard(&self) -> bool {
        self.options.fails_hard()
    }

    /// Removes the top frame and its moves. Dropped in place: moved out,
    /// the frame (position and all) was copied at every node.
    fn pop(&mut self) -> Option<Popped> {
        let frame = self.frames.last()?;
        let popped = Popped {
            node: frame.node,
            key: frame.key,
            ply: frame.ply,
            player: frame.player,
            depth_left: frame.depth_left,
            alpha_on_entry: frame.alpha_on_entry,
            beta_on_entry: frame.beta_on_entry,
            best_move: frame.best_move,
        };
        let moves_start = frame.moves_start;
        self.frames.truncate(self.frames.len() - 1);
        self.moves.truncate(moves_start);
        Some(popped)
    }

    /// Schedules what follows a finished node; `returned` is in its own view.
    fn after_finish(&mut self, frame: &Popped, returned: Score, bound: Option<Bound>) {
        if self.frames.is_empty() {
            let value = Self::view_of(self.options.algorithm, frame.player).perspective(returned);
            self.result = Some((value, frame.best_move));
            self.next = Next::Done { truncated: false };
        } else {
            self.next = Next::Backup {
                child: frame.node,
                mover: frame.player,
                returned,
                bound,
            };
        }
    }

    #[expect(clippy::inline_always, reason = "see `advance`")]
    #[inline(always)]
    fn finish<S: EventSink>(&mut self, sink: &mut S) -> Option<SearchEvent> {
        let fails_hard = self.fails_hard();
        let frame = self.frames.last()?;
        let returned = if fails_hard {
            frame.best.clamp(frame.alpha_on_entry, frame.beta_on_entry)
        } else {
            frame.best
        };
        let value = self.to_max_view(frame, returned);
        let (alpha, beta) =
            self.window_to_max_view(frame, frame.alpha_on_entry, frame.beta_on_entry);
        let settled = Settled {
            searched_all: frame.settled && frame.move_count > 0,
            best_exact: frame.best_bound == Some(Bound::Exact),
            clamped: returned != frame.best,
        };
        let bound = settled.bound(Bound::classify(value, alpha, beta));
        // The side the true value lies on, for the parent: the unclamped
        // best's, since in a closed window (α = β) the clamped value's own
        // verdict (always "lower") cannot tell; a fail-hard best exactly at
        // a closed window's one number tells nothing at all.
        let best = self.to_max_view(frame, frame.best);
        let side = if bound == Bound::Exact {
            Some(Bound::Exact)
        } else if fails_hard && alpha == beta && best == alpha {
            None
        } else {
            Some(Bound::classify(best, alpha, beta))
        };
        let frame = self.pop()?;
        // A fail-hard value is clamped to the window; when the window was
        // closed on entry (α = β, searched under the `α > β` convention) it
        // is that one number whatever the node is worth: no bound to keep.
        let informative = !(fails_hard && frame.alpha_on_entry == frame.beta_on_entry);
        if let Some(table) = self.table.as_mut().filter(|_| informative) {
            // Every move failed low for the mover: no move was best.
            let failed_low = matches!(
                (frame.player, bound),
                (Player::Max, Bound::Upper) | (Player::Min, Bound::Lower)
            );
            let best = frame.best_move.filter(|_| !failed_low);
            table.store(frame.key, frame.depth_left, frame.ply, value, bound, best);
        }
        self.after_finish(&frame, returned, side);
        let finished = SearchEvent::Finish {
            node: frame.node,
            value,
            bound,
        };
        Some(Self::emit(&mut self.stats, sink, finished, &[]))
    }

    fn done<S: EventSink>(&mut self, game: &G, truncated: bool, sink: &mut S) -> SearchEvent {
        self.next = Next::Stopped;
        let (value, best_move) = match (self.result, self.best_so_far()) {
            (Some(result), _) => result,
            (None, Some((value, mv))) => (value, Some(mv)),
            (None, None) => (game.evaluate(&self.root), None),
        };
        if truncated {
            self.result = Some((value, best_move));
        }
        let done = SearchEvent::Done {
            value,
            best_move,
            truncated,
        };
        Self::emit(&mut self.stats, sink, done, &[])
    }
}

impl<G: Game> Engine<G> for Stepper<G> {
    /// [`Self::step_within`], handing the event to `sink`.
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
        // A stand-pat cutoff prunes moves never ordered yet: ordered first.
        if matches!(self.next, Next::Expand | Next::Cutoff) {
            self.order_top(game, interrupt)?;
        }
        Ok(self.advance(game, sink))
    }

    /// The nodes on the stack, root first: the ones being searched now, or
    /// left unfinished by the node cap.
    fn open_frames(&self) -> Vec<OpenFrame> {
        self.frames
            .iter()
            .map(|frame| OpenFrame {
                node: frame.node,
                depth_left: frame.depth_left,
                move_count: frame.move_count,
            })
            .collect()
    }

    fn stats(&self) -> &SearchStats {
        &self.stats
    }

    /// What the oracle behind the `best` and `worst` orderings asked for.
    fn out_of_memory(&self) -> Option<usize> {
        self.oracle.out_of_memory()
    }

    /// The visits of the oracle behind the `best` and `worst` orderings.
    fn hidden_visits(&self) -> u64 {
        self.oracle.visits()
    }

    /// The table, to hand to the next pass ([`Self::with_table`]).
    fn take_table(&mut self) -> Option<TranspositionTable> {
        self.table.take()
    }
}
