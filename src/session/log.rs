//! The step log: two bytes per step (event kind and node, the node relative
//! to its chunk of steps), plus a base node and statistics checkpoint per
//! chunk, enough to rebuild any step's event from the tree.
//!
//! The kind has 3 bits, eight codes, all taken by the minimax family's
//! events. A Monte Carlo search's log reads the same codes through its own
//! table ([`StepLog::for_mcts`]): its four phases take the codes of
//! `Enter` to `Backup` (which it never emits) and `Done` keeps its own,
//! so both logs stay two bytes a step and the minimax family's recording
//! is unchanged.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    reason = "bit-packing: a node distance is stored in 16 bits only after the check that it is near; the memory estimate divides small sizes"
)]

use crate::search::{NodeId, SearchEvent, SearchStats};

/// The kind of an event, as stored in the log (its discriminant is the
/// record's top bits, the index into `KINDS`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum StepKind {
    /// [`SearchEvent::Enter`]; the record's node is the entered node.
    Enter,
    /// [`SearchEvent::Leaf`].
    Leaf,
    /// [`SearchEvent::TtHit`].
    TtHit,
    /// [`SearchEvent::Backup`]; the record's node is the *child*.
    Backup,
    /// [`SearchEvent::Cutoff`].
    Cutoff,
    /// [`SearchEvent::Finish`].
    Finish,
    /// [`SearchEvent::Done`].
    Done,
    /// [`SearchEvent::StandPat`]: the last of the 3 bits' eight codes.
    StandPat,
    /// [`SearchEvent::Select`]; the record's node is the child picked.
    /// Stored as code 0 in a Monte Carlo log.
    Select = 8,
    /// [`SearchEvent::Expand`]; code 1 in a Monte Carlo log.
    Expand = 9,
    /// [`SearchEvent::Simulate`]; code 2 in a Monte Carlo log.
    Simulate = 10,
    /// [`SearchEvent::Backpropagate`]; the record's node is where the
    /// playout started. Code 3 in a Monte Carlo log.
    Backpropagate = 11,
}

impl StepKind {
    /// Whether a step of this kind is a *key step*, worth a slide of its
    /// own: a node is entered, a value is backed up, a cutoff prunes, or the
    /// search ends; or a quiescence node stands pat. Leaf scores, table hits and finishes are shown by the
    /// backup that follows them.
    #[must_use]
    pub fn is_key(self) -> bool {
        matches!(
            self,
            Self::Enter
                | Self::StandPat
                | Self::Backup
                | Self::Cutoff
                | Self::Done
                | Self::Select
                | Self::Expand
                | Self::Simulate
                | Self::Backpropagate
        )
    }
}

const KINDS: [StepKind; 8] = [
    StepKind::Enter,
    StepKind::Leaf,
    StepKind::TtHit,
    StepKind::Backup,
    StepKind::Cutoff,
    StepKind::Finish,
    StepKind::Done,
    StepKind::StandPat,
];

/// What a Monte Carlo log's codes mean: its phases in the codes of the
/// kinds it never emits, `Done` at its own code (6).
const MCTS_KINDS: [StepKind; 8] = [
    StepKind::Select,
    StepKind::Expand,
    StepKind::Simulate,
    StepKind::Backpropagate,
    StepKind::Cutoff,
    StepKind::Finish,
    StepKind::Done,
    StepKind::StandPat,
];

const NODE_BITS: u32 = 29;

/// One step: its kind and a node number (29 bits).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StepRecord {
    kind: StepKind,
    node: NodeId,
}

impl StepRecord {
    /// Packs `event`.
    #[must_use]
    #[inline]
    pub fn of(event: &SearchEvent) -> Self {
        let (kind, node) = Self::parts(event);
        Self::pack(kind, node)
    }

    /// `event`'s kind and node.
    #[expect(
        clippy::inline_always,
        reason = "one copy per kind of event: see `search::EventSink`"
    )]
    #[inline(always)]
    fn parts(event: &SearchEvent) -> (StepKind, NodeId) {
        match *event {
            SearchEvent::Enter { node, .. } => (StepKind::Enter, node),
            SearchEvent::Leaf { node, .. } => (StepKind::Leaf, node),
            SearchEvent::TtHit { node, .. } => (StepKind::TtHit, node),
            SearchEvent::StandPat { node, .. } => (StepKind::StandPat, node),
            SearchEvent::Backup { child, .. } => (StepKind::Backup, child),
            SearchEvent::Cutoff { node, .. } => (StepKind::Cutoff, node),
            SearchEvent::Finish { node, .. } => (StepKind::Finish, node),
            SearchEvent::Select { child, .. } => (StepKind::Select, child),
            SearchEvent::Expand { node, .. } => (StepKind::Expand, node),
            SearchEvent::Simulate { node, .. } => (StepKind::Simulate, node),
            SearchEvent::Backpropagate { node, .. } => (StepKind::Backpropagate, node),
            SearchEvent::Done { .. } => (StepKind::Done, 0),
        }
    }

    #[inline]
    fn pack(kind: StepKind, node: NodeId) -> Self {
        Self {
            kind,
            node: node & ((1 << NODE_BITS) - 1),
        }
    }

    /// The event's kind.
    #[must_use]
    pub fn kind(self) -> StepKind {
        self.kind
    }

    /// The event's node (the child, for a backup).
    #[must_use]
    pub fn node(self) -> NodeId {
        self.node
    }
}

/// Steps between statistics checkpoints: one chunk of the log.
pub const CHECKPOINT_EVERY: usize = 256;

/// Bits of a stored step that hold its node (the kind takes the other 3).
const NEAR_BITS: u32 = 13;
/// A stored node field with all bits set: the node is in `StepLog::far`.
const FAR: u16 = (1 << NEAR_BITS) - 1;
/// Added (wrapping) to a node's distance from its chunk's base, so that
/// nodes up to 4,096 before and 4,094 after the base fit in the 13 bits
/// (below `FAR`).
const NEAR_BIAS: u32 = 1 << (NEAR_BITS - 1);

/// What the log keeps for every [`CHECKPOINT_EVERY`] steps.
#[derive(Clone, Copy, Debug)]
struct Chunk {
    /// The node of the chunk's first step; the others are stored relative
    /// to it.
    base: NodeId,
    /// The index in `far` of the chunk's first far node.
    far_start: usize,
    /// The statistics before the chunk's first step.
    stats: SearchStats,
}

/// The records of one search, with the statistics before every
/// [`CHECKPOINT_EVERY`]-th step.
///
/// A step is stored in two bytes: its kind and its node's distance from
/// the node of its chunk's first step. A search's steps stay near the
/// nodes just entered, so the distance fits; the rest (the finish and
/// backup of a node with more than about 4,000 descendants) are marked
/// `FAR` and kept whole, in step order, in `far`.
#[derive(Clone, Debug, Default)]
pub struct StepLog {
    records: Vec<u16>,
    chunks: Vec<Chunk>,
    far: Vec<NodeId>,
    /// The base of the last chunk.
    base: NodeId,
    running: SearchStats,
    /// A Monte Carlo search's log: its codes mean [`MCTS_KINDS`].
    mcts: bool,
}

impl StepLog {
    /// An empty log for a Monte Carlo tree search (see the module's text).
    #[must_use]
    pub fn for_mcts() -> Self {
        Self {
            mcts: true,
            ..Self::default()
        }
    }

    /// Makes room for one more step, doubling as a vector does but asking
    /// first whether the memory can be had: on failure, the bytes it asked
    /// for, so that running out ends in an error instead of an abort.
    ///
    /// # Errors
    /// The number of bytes that could not be had.
    #[inline]
    pub fn make_room(&mut self) -> Result<(), usize> {
        if self.records.len() < self.records.capacity()
            && self.chunks.len() < self.chunks.capacity()
            && self.far.len() < self.far.capacity()
        {
            return Ok(());
        }
        self.grow()
    }

    /// Makes room for `steps` steps in one block, if the memory can be had
    /// now, so that the log never copies itself to grow; without it, it
    /// grows by doubling ([`Self::make_room`]).
    pub fn reserve(&mut self, steps: usize) {
        let more = steps.saturating_sub(self.records.len());
        if self.records.try_reserve_exact(more).is_ok() {
            let chunks = steps / CHECKPOINT_EVERY + 1;
            // Best effort: `make_room` grows whatever is still short.
            let _ = self
                .chunks
                .try_reserve_exact(chunks.saturating_sub(self.chunks.len()));
        }
    }

    /// The slow part of [`Self::make_room`]: a vector is full.
    #[cold]
    fn grow(&mut self) -> Result<(), usize> {
        fn grow<T>(vec: &mut Vec<T>) -> Result<(), usize> {
            if vec.len() < vec.capacity() {
                return Ok(());
            }
            let more = vec.capacity().max(64);
            vec.try_reserve_exact(more)
                .map_err(|_| more.saturating_mul(std::mem::size_of::<T>()))
        }
        grow(&mut self.records)?;
        grow(&mut self.chunks)?;
        grow(&mut self.far)
    }

    /// Appends `event`, with the search's statistics once it is counted
    /// (the stepper's [`crate::search::Stepper::stats`], which counts every
    /// event it emits: the log keeps them instead of counting again).
    /// Inlined into the recording loop: it runs once per step.
    #[expect(
        clippy::inline_always,
        reason = "one copy per kind of event: see `search::EventSink`"
    )]
    #[inline(always)]
    pub fn push(&mut self, event: &SearchEvent, after: &SearchStats) {
        let (kind, node) = StepRecord::parts(event);
        let node = StepRecord::pack(kind, node).node();
        if self.records.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.base = node;
            self.chunks.push(Chunk {
                base: node,
                far_start: self.far.len(),
                stats: self.running,
            });
        }
        let near = node.wrapping_sub(self.base).wrapping_add(NEAR_BIAS);
        let stored = if near < u32::from(FAR) {
            near as u16
        } else {
            self.far.push(node);
            FAR
        };
        // The kinds past the eighth are a Monte Carlo log's, at codes 0–3.
        self.records
            .push((u16::from(kind as u8 & 7) << NEAR_BITS) | stored);
        // Only the next chunk's checkpoint needs these statistics: copied
        // at every step, the 56 bytes cost about 2 % of a recording search's
        // instructions. The recorder settles the totals when it stops.
        if self.records.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.running = *after;
        }
    }

    /// Sets the statistics after the last recorded step, for
    /// [`Self::totals`] and the next chunk's checkpoint: [`Self::push`]
    /// keeps them only at the end of each chunk, so whoever pushes settles
    /// them when it stops pushing.
    pub fn settle(&mut self, totals: SearchStats) {
        self.running = totals;
    }

    /// The record of step `step`.
    #[must_use]
    pub fn get(&self, step: usize) -> Option<StepRecord> {
        let stored = *self.records.get(step)?;
        let chunk = self.chunks.get(step / CHECKPOINT_EVERY)?;
        let kinds = if self.mcts { &MCTS_KINDS } else { &KINDS };
        let kind = kinds[usize::from(stored >> NEAR_BITS) % kinds.len()];
        let near = stored & FAR;
        let node = if near == FAR {
            let first = step - step % CHECKPOINT_EVERY;
            let before = self
                .records
                .get(first..step)?
                .iter()
                .filter(|&&other| other & FAR == FAR)
                .count();
            *self.far.get(chunk.far_start + before)?
        } else {
            chunk
                .base
                .wrapping_add(u32::from(near))
                .wrapping_sub(NEAR_BIAS)
        };
        Some(StepRecord::pack(kind, node))
    }

    /// Number of steps recorded.
    #[must_use]
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether nothing is recorded.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// Gives back the spare capacity the log grew while the search ran.
    pub fn shrink_to_fit(&mut self) {
        self.records.shrink_to_fit();
        self.chunks.shrink_to_fit();
        self.far.shrink_to_fit();
    }

    /// The statistics after every recorded step, as last settled
    /// ([`Self::settle`]).
    #[must_use]
    pub fn totals(&self) -> SearchStats {
        self.running
    }

    /// The checkpoint at or before `step` and the step it was taken at.
    #[must_use]
    pub fn checkpoint_before(&self, step: usize) -> (usize, SearchStats) {
        let index = (step / CHECKPOINT_EVERY).min(self.chunks.len().saturating_sub(1));
        (
            index * CHECKPOINT_EVERY,
            self.chunks
                .get(index)
                .map(|chunk| chunk.stats)
                .unwrap_or_default(),
        )
    }

    /// Bytes held per recorded step, chunks included (far nodes, a few
    /// per million steps, left out).
    #[must_use]
    pub fn bytes_per_step() -> f64 {
        std::mem::size_of::<u16>() as f64
            + std::mem::size_of::<Chunk>() as f64 / CHECKPOINT_EVERY as f64
    }

    /// Steps whose node is kept whole (see [`StepLog`]).
    #[must_use]
    pub fn far_steps(&self) -> usize {
        self.far.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Bound;

    #[test]
    fn records_round_trip_kind_and_node() {
        let event = SearchEvent::Finish {
            node: (1 << 29) - 1,
            value: 3,
            bound: Bound::Exact,
        };
        let record = StepRecord::of(&event);
        assert_eq!(record.kind(), StepKind::Finish);
        assert_eq!(record.node(), (1 << 29) - 1);
        let backup = SearchEvent::Backup {
            parent: 1,
            child: 9,
            child_value: 0,
            improved: true,
            best: 0,
            alpha: 0,
            beta: 0,
        };
        assert_eq!(StepRecord::of(&backup).node(), 9);
        assert_eq!(StepRecord::of(&backup).kind(), StepKind::Backup);
    }

    /// Alpha-beta to depth 3 from the start position (over 3 chunks of
    /// steps), and a bare stepper's statistics after each of its steps.
    fn alpha_beta_and_live_stats() -> (
        crate::chess::ChessGame,
        crate::search::SearchOptions,
        Vec<SearchStats>,
    ) {
        use crate::chess::{ChessGame, EvalKind, START_FEN};
        use crate::search::{Algorithm, SearchOptions, Stepper};

        let game = ChessGame::from_fen(START_FEN, EvalKind::Material).unwrap();
        let options = SearchOptions {
            algorithm: Algorithm::AlphaBeta,
            depth: 3,
            ..SearchOptions::default()
        };
        let mut stepper = Stepper::new(&game, options);
        let mut live = vec![*stepper.stats()];
        while stepper.step(&game).is_some() {
            live.push(*stepper.stats());
        }
        assert!(live.len() > 3 * CHECKPOINT_EVERY, "{} steps", live.len());
        (game, options, live)
    }

    /// The log keeps the stepper's statistics instead of counting: the
    /// statistics at every step (checkpoint plus replay) must equal what a
    /// bare stepper has counted after as many steps.
    #[test]
    fn statistics_at_every_step_match_a_bare_stepper() {
        let (game, options, live) = alpha_beta_and_live_stats();
        let mut session = crate::session::Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        let iteration = session.pass().unwrap();
        assert_eq!(iteration.log().len() + 1, live.len());
        assert_eq!(iteration.log().totals(), *live.last().unwrap());
        for (step, expected) in live.iter().enumerate() {
            assert_eq!(iteration.stats_at(step as u64), *expected, "step {step}");
        }
    }

    /// The log keeps the statistics only at its chunks' ends and is
    /// settled when recording stops: the totals after any stop, mid-chunk
    /// or at a chunk's end, must be what the stepper has counted, and so
    /// must the checkpoints of the chunks recorded after it.
    #[test]
    fn totals_after_every_stop_match_a_bare_stepper() {
        let (game, options, live) = alpha_beta_and_live_stats();
        let mut session = crate::session::Session::new(game, options).unwrap();
        // Stops inside chunks and on their ends (256 = 100 + 100 + 56).
        for budget in [100, 100, 56, 1, 255, 300].into_iter().cycle() {
            if session.record(budget).unwrap() == 0 {
                break;
            }
            let log = session.pass().unwrap().log();
            assert_eq!(log.totals(), live[log.len()], "after {} steps", log.len());
        }
        let iteration = session.pass().unwrap();
        assert_eq!(iteration.log().len() + 1, live.len());
        for (step, expected) in live.iter().enumerate() {
            assert_eq!(iteration.stats_at(step as u64), *expected, "step {step}");
        }
    }

    /// Nodes near their chunk's base and far from it (before and after,
    /// at the edges of the 13 bits, and the largest node a record holds),
    /// over several chunks, read back as pushed.
    #[test]
    fn nodes_near_and_far_read_back_as_pushed() {
        let bias = 1 << 12;
        let mut nodes = Vec::new();
        for chunk in 0..5_u32 {
            let base = 10_000 + chunk * 50_000;
            nodes.push(base);
            for offset in [
                -bias,
                -bias - 1,
                bias - 2,
                bias - 1,
                0,
                1,
                -1,
                -10_000,
                1 << 20,
            ] {
                nodes.push(base.saturating_add_signed(offset));
            }
            nodes.push(0);
            nodes.push((1 << 29) - 1);
            nodes.extend((0..300).map(|i| base + i * 3));
        }
        let events: Vec<SearchEvent> = nodes
            .iter()
            .enumerate()
            .map(|(i, &node)| {
                if i % 2 == 0 {
                    SearchEvent::Leaf {
                        node,
                        value: 0,
                        reason: crate::search::LeafReason::DepthLimit,
                    }
                } else {
                    SearchEvent::Finish {
                        node,
                        value: 0,
                        bound: Bound::Exact,
                    }
                }
            })
            .collect();
        let mut log = StepLog::default();
        for event in &events {
            log.push(event, &SearchStats::default());
        }
        assert_eq!(log.len(), events.len());
        for (step, event) in events.iter().enumerate() {
            assert_eq!(log.get(step), Some(StepRecord::of(event)), "step {step}");
        }
        assert_eq!(log.get(events.len()), None);
        // -4097, -10000, 2^20, 0 and 2^29-1 from each base (the first
        // chunk's base is 10000, so 0 is 10000 before it).
        assert!(log.far_steps() >= 5 * 4, "{} far steps", log.far_steps());
    }

    #[test]
    fn every_kind_is_stored_at_its_own_index() {
        for kind in KINDS {
            assert_eq!(KINDS[kind as usize], kind);
        }
        for kind in MCTS_KINDS {
            assert_eq!(MCTS_KINDS[kind as usize & 7], kind);
        }
    }

    #[test]
    fn a_monte_carlo_log_reads_its_phases_back() {
        use crate::search::mcts::Reward;
        let events = [
            SearchEvent::Select {
                parent: 0,
                child: 4,
                iteration: 3,
            },
            SearchEvent::Expand {
                node: 9,
                parent: Some(4),
                mv: crate::game::MoveCode(2),
                move_index: 2,
                ply: 2,
                player: crate::game::Player::Max,
                iteration: 3,
            },
            SearchEvent::Simulate {
                node: 9,
                plies: 4,
                result: Reward::WIN,
                iteration: 3,
            },
            SearchEvent::Backpropagate {
                node: 9,
                result: Reward::WIN,
                iteration: 3,
            },
            SearchEvent::Done {
                value: 1000,
                best_move: None,
                truncated: false,
            },
        ];
        let mut log = StepLog::for_mcts();
        for event in &events {
            log.push(event, &SearchStats::default());
        }
        for (step, event) in events.iter().enumerate() {
            assert_eq!(log.get(step), Some(StepRecord::of(event)), "step {step}");
        }
    }
}
