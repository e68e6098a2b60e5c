//! [`Engine`]: what a session asks of a search, one event at a time. The
//! minimax family (minimax, alpha-beta, negamax, PVS, and the passes of
//! aspiration windows and MTD(f)) is one engine, the
//! [`crate::search::Stepper`] with its options; a search that revisits nodes
//! and keeps counts (Monte Carlo tree search,
//! [`crate::search::mcts::MctsEngine`]) is another, not a flag on the
//! stepper. Each engine implements the trait beside its own code, once.

use crate::game::Game;
use crate::search::event::{NodeId, SearchEvent, SearchStats};
use crate::search::interrupt::{Interrupt, Interrupted};
use crate::search::sink::EventSink;
use crate::search::tt::TranspositionTable;

/// What the stack knows of a node that is still being searched, and a tree
/// cannot know yet: how many moves it has and how deep they go.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OpenFrame {
    /// The node.
    pub node: NodeId,
    /// Plies left before the depth limit.
    pub depth_left: u8,
    /// How many moves it searches.
    pub move_count: u16,
}

/// A resumable search that emits [`SearchEvent`]s into a sink.
///
/// The last three methods describe work a search may do out of sight (an
/// ordering oracle, a transposition table); their defaults are those of a
/// search that does none.
pub trait Engine<G: Game> {
    /// Advances by one event, handing it to `sink` where it is made (see
    /// [`EventSink`] for why there), before it is returned; `Ok(None)` once
    /// the search is over.
    ///
    /// # Errors
    /// [`Interrupted`] if `interrupt` came before the step was made; the
    /// step did not advance then, and `sink` was not called.
    fn step_into<S: EventSink>(
        &mut self,
        game: &G,
        interrupt: &Interrupt,
        sink: &mut S,
    ) -> Result<Option<SearchEvent>, Interrupted>;

    /// The nodes still open, root first, with what only the search knows
    /// of them.
    fn open_frames(&self) -> Vec<OpenFrame>;

    /// The counters so far: every event handed to a sink counted, as the
    /// last one's `after` had them.
    fn stats(&self) -> &SearchStats;

    /// The bytes a hidden search asked for and did not get, if memory ran
    /// out there (the search then stopped, truncated).
    fn out_of_memory(&self) -> Option<usize> {
        None
    }

    /// Nodes visited by work hidden from the events (the ordering oracle),
    /// never counted in the search's statistics.
    fn hidden_visits(&self) -> u64 {
        0
    }

    /// What the next pass over the same root may reuse: the transposition
    /// table, taken out, if the search has one.
    fn take_table(&mut self) -> Option<TranspositionTable> {
        None
    }
}
