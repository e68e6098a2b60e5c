//! The sink that records a session's steps: each event goes into the
//! stamped tree and the step log where the stepper makes it.

use crate::game::MoveCode;
use crate::search::{EventSink, SearchEvent, SearchStats};
use crate::tree::{SearchTree, TreeError};

use super::log::StepLog;

/// Records one step into `tree` and `log`; the first error the tree gives
/// is kept in `refused` and the step is then left out of the log.
pub(super) struct Recorder<'a> {
    pub(super) tree: &'a mut SearchTree,
    pub(super) log: &'a mut StepLog,
    /// The step being recorded (the event's 0-based index in the log).
    pub(super) step: u32,
    pub(super) refused: Option<TreeError>,
}

impl EventSink for Recorder<'_> {
    #[expect(clippy::inline_always, reason = "see `EventSink`")]
    #[inline(always)]
    fn take(&mut self, event: &SearchEvent, pruned: &[MoveCode], after: &SearchStats) {
        match self.tree.apply(event, pruned, self.step) {
            Ok(()) => self.log.push(event, after),
            Err(error) => self.refused = Some(error),
        }
    }
}
