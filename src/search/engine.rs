//! [`Engine`]: what a session asks of a search, one event at a time. The
//! minimax family (minimax, alpha-beta, negamax, PVS, and the passes of
//! aspiration windows and MTD(f)) is one engine, the [`Stepper`] with its
//! options; a search that revisits nodes and keeps counts (Monte Carlo tree
//! search, [`MctsEngine`]) is another, not a flag on the stepper.

use crate::game::Game;
use crate::search::SearchEvent;
use crate::search::interrupt::{Interrupt, Interrupted};
use crate::search::mcts::MctsEngine;
use crate::search::sink::EventSink;
use crate::search::stepper::{OpenFrame, Stepper};
use crate::search::tt::TranspositionTable;

/// A resumable search that emits [`SearchEvent`]s into a sink.
pub trait Engine<G: Game> {
    /// Advances by one event, handing it to `sink` (see
    /// [`Stepper::step_into`]); `Ok(None)` once the search is over.
    ///
    /// # Errors
    /// [`Interrupted`] if `interrupt` came before the step was made.
    fn step_into<S: EventSink>(
        &mut self,
        game: &G,
        interrupt: &Interrupt,
        sink: &mut S,
    ) -> Result<Option<SearchEvent>, Interrupted>;

    /// The nodes still open, root first, with what only the search knows
    /// of them.
    fn open_frames(&self) -> Vec<OpenFrame>;

    /// The bytes a hidden search asked for and did not get, if memory ran out.
    fn out_of_memory(&self) -> Option<usize>;

    /// Nodes visited by work hidden from the events (the ordering oracle).
    fn hidden_visits(&self) -> u64;

    /// What the next pass over the same root may reuse: the transposition
    /// table, if the search has one.
    fn take_table(&mut self) -> Option<TranspositionTable>;
}

impl<G: Game> Engine<G> for Stepper<G> {
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
        Stepper::step_into(self, game, interrupt, sink)
    }

    fn open_frames(&self) -> Vec<OpenFrame> {
        Stepper::open_frames(self)
    }

    fn out_of_memory(&self) -> Option<usize> {
        self.oracle_out_of_memory()
    }

    fn hidden_visits(&self) -> u64 {
        self.oracle_visits()
    }

    fn take_table(&mut self) -> Option<TranspositionTable> {
        Stepper::take_table(self)
    }
}

impl<G: Game> Engine<G> for MctsEngine<G> {
    fn step_into<S: EventSink>(
        &mut self,
        game: &G,
        interrupt: &Interrupt,
        sink: &mut S,
    ) -> Result<Option<SearchEvent>, Interrupted> {
        MctsEngine::step_into(self, game, interrupt, sink)
    }

    /// None: the search keeps no stack of open nodes.
    fn open_frames(&self) -> Vec<OpenFrame> {
        Vec::new()
    }

    fn out_of_memory(&self) -> Option<usize> {
        None
    }

    fn hidden_visits(&self) -> u64 {
        0
    }

    fn take_table(&mut self) -> Option<TranspositionTable> {
        None
    }
}
