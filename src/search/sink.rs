//! Where the stepper hands each event the moment it makes it.
//!
//! The stepper makes each kind of event in its own place; a sink called
//! there sees an event whose kind the compiler knows, so whatever the sink
//! does by kind (count it, store it in a tree, log it) needs no second
//! dispatch on the event. That second dispatch, a hard-to-predict indirect
//! jump per consumer per step, was most of the time the stepper took
//! beyond a plain recursive search: with the event counted, stored and
//! logged where it is made, the bare stepper went from 1.36× to 0.92× the
//! plain minimax's time and the recording one from 1.55× to 1.27×
//! (`benches/baseline.rs`, minimax depth 5, the builds before and after
//! interleaved in one run; `docs/BENCHMARKS.md` has the rest).

use crate::game::MoveCode;
use crate::search::{SearchEvent, SearchStats};

/// Takes each event as the stepper makes it ([`crate::search::Engine::step_into`]).
pub trait EventSink {
    /// Takes `event`; `pruned` lists the moves a [`SearchEvent::Cutoff`]
    /// skips (empty for other events), and `after` are the search's
    /// statistics with `event` counted.
    fn take(&mut self, event: &SearchEvent, pruned: &[MoveCode], after: &SearchStats);
}

/// A sink that keeps nothing: the events only go back to the caller.
#[derive(Clone, Copy, Debug, Default)]
pub struct Discard;

impl EventSink for Discard {
    #[inline(always)]
    fn take(&mut self, _: &SearchEvent, _: &[MoveCode], _: &SearchStats) {}
}
