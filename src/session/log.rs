//! The step log: one packed `u32` per step (event kind and node), plus
//! statistics checkpoints, enough to rebuild any step's event from the tree.

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
}

impl StepKind {
    /// Whether a step of this kind is a *key step*, worth a slide of its
    /// own: a node is entered, a value is backed up, a cutoff prunes, or the
    /// search ends. Leaf scores, table hits and finishes are shown by the
    /// backup that follows them.
    #[must_use]
    pub fn is_key(self) -> bool {
        matches!(self, Self::Enter | Self::Backup | Self::Cutoff | Self::Done)
    }
}

const KINDS: [StepKind; 7] = [
    StepKind::Enter,
    StepKind::Leaf,
    StepKind::TtHit,
    StepKind::Backup,
    StepKind::Cutoff,
    StepKind::Finish,
    StepKind::Done,
];

const NODE_BITS: u32 = 29;

/// One step: its kind in the top 3 bits, a node number in the low 29.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StepRecord(u32);

impl StepRecord {
    /// Packs `event`.
    #[must_use]
    #[inline]
    pub fn of(event: &SearchEvent) -> Self {
        let (kind, node) = match *event {
            SearchEvent::Enter { node, .. } => (StepKind::Enter, node),
            SearchEvent::Leaf { node, .. } => (StepKind::Leaf, node),
            SearchEvent::TtHit { node, .. } => (StepKind::TtHit, node),
            SearchEvent::Backup { child, .. } => (StepKind::Backup, child),
            SearchEvent::Cutoff { node, .. } => (StepKind::Cutoff, node),
            SearchEvent::Finish { node, .. } => (StepKind::Finish, node),
            SearchEvent::Done { .. } => (StepKind::Done, 0),
        };
        Self((u32::from(kind as u8) << NODE_BITS) | (node & ((1 << NODE_BITS) - 1)))
    }

    /// The event's kind.
    #[must_use]
    pub fn kind(self) -> StepKind {
        KINDS[(self.0 >> NODE_BITS) as usize % KINDS.len()]
    }

    /// The event's node (the child, for a backup).
    #[must_use]
    pub fn node(self) -> NodeId {
        self.0 & ((1 << NODE_BITS) - 1)
    }
}

/// Steps between statistics checkpoints.
pub const CHECKPOINT_EVERY: usize = 256;

/// The records of one search, with the statistics before every
/// [`CHECKPOINT_EVERY`]-th step.
#[derive(Clone, Debug, Default)]
pub struct StepLog {
    records: Vec<StepRecord>,
    checkpoints: Vec<SearchStats>,
    running: SearchStats,
}

impl StepLog {
    /// Appends `event`, with the search's statistics once it is counted
    /// (the stepper's [`crate::search::Stepper::stats`], which counts every
    /// event it emits: the log keeps them instead of counting again).
    /// Inlined into the recording loop: it runs once per step.
    #[inline]
    pub fn push(&mut self, event: &SearchEvent, after: &SearchStats) {
        if self.records.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(self.running);
        }
        self.records.push(StepRecord::of(event));
        self.running = *after;
    }

    /// The record of step `step`.
    #[must_use]
    pub fn get(&self, step: usize) -> Option<StepRecord> {
        self.records.get(step).copied()
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
        self.checkpoints.shrink_to_fit();
    }

    /// The statistics after every recorded step.
    #[must_use]
    pub fn totals(&self) -> SearchStats {
        self.running
    }

    /// The checkpoint at or before `step` and the step it was taken at.
    #[must_use]
    pub fn checkpoint_before(&self, step: usize) -> (usize, SearchStats) {
        let index = (step / CHECKPOINT_EVERY).min(self.checkpoints.len().saturating_sub(1));
        (
            index * CHECKPOINT_EVERY,
            self.checkpoints.get(index).copied().unwrap_or_default(),
        )
    }

    /// Bytes held per recorded step, checkpoints included.
    #[must_use]
    pub fn bytes_per_step() -> f64 {
        std::mem::size_of::<StepRecord>() as f64
            + std::mem::size_of::<SearchStats>() as f64 / CHECKPOINT_EVERY as f64
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

    /// The log keeps the stepper's statistics instead of counting: the
    /// statistics at every step (checkpoint plus replay) must equal what a
    /// bare stepper has counted after as many steps.
    #[test]
    fn statistics_at_every_step_match_a_bare_stepper() {
        use crate::chess::{ChessGame, EvalKind, START_FEN};
        use crate::search::{Algorithm, SearchOptions, Stepper};
        use crate::session::Session;

        let game = ChessGame::from_fen(START_FEN, EvalKind::Material).unwrap();
        let options = SearchOptions {
            algorithm: Algorithm::AlphaBeta,
            depth: 3,
            ..SearchOptions::default()
        };
        let mut session = Session::new(game.clone(), options).unwrap();
        session.run_to_end().unwrap();
        let iteration = session.iteration().unwrap();
        let mut stepper = Stepper::new(&game, options);
        let mut live = vec![*stepper.stats()];
        while stepper.step(&game).is_some() {
            live.push(*stepper.stats());
        }
        assert!(live.len() > 3 * CHECKPOINT_EVERY, "{} steps", live.len());
        assert_eq!(iteration.log().len() + 1, live.len());
        assert_eq!(iteration.log().totals(), *live.last().unwrap());
        for (step, expected) in live.iter().enumerate() {
            assert_eq!(iteration.stats_at(step as u64), *expected, "step {step}");
        }
    }

    #[test]
    fn every_kind_is_stored_at_its_own_index() {
        for kind in KINDS {
            assert_eq!(KINDS[kind as usize], kind);
        }
    }
}
