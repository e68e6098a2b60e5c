//! A search whose events are given rather than computed: a student's
//! search read from a trace ([`crate::check::session`]), handed to a
//! session one event a step, so that it is recorded, stepped, drawn and
//! narrated as the project's own searches are.

use crate::game::{Game, MoveCode};
use crate::search::engine::{Engine, OpenFrame};
use crate::search::interrupt::{Interrupt, Interrupted};
use crate::search::sink::EventSink;
use crate::search::{SearchEvent, SearchStats};

/// One given event, with the moves it prunes (a cutoff's; empty for the
/// other events).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ScriptedStep {
    /// The event.
    pub event: SearchEvent,
    /// The moves a [`SearchEvent::Cutoff`] skips, in order.
    pub pruned: Vec<MoveCode>,
}

/// The given events, handed out in order; the last is
/// [`SearchEvent::Done`].
#[derive(Clone, Debug, Default)]
pub struct ScriptedEngine {
    steps: Vec<ScriptedStep>,
    next: usize,
    stats: SearchStats,
    /// The nodes entered and not finished yet.
    open: Vec<OpenFrame>,
}

impl ScriptedEngine {
    /// The engine that hands out `steps`.
    #[must_use]
    pub fn new(steps: Vec<ScriptedStep>) -> Self {
        Self {
            steps,
            ..Self::default()
        }
    }
}

impl<G: Game> Engine<G> for ScriptedEngine {
    fn step_into<S: EventSink>(
        &mut self,
        _game: &G,
        _interrupt: &Interrupt,
        sink: &mut S,
    ) -> Result<Option<SearchEvent>, Interrupted> {
        let Some(step) = self.steps.get(self.next) else {
            return Ok(None);
        };
        self.next += 1;
        self.stats.count(&step.event);
        match step.event {
            SearchEvent::Enter {
                node,
                depth_left,
                move_count,
                ..
            } => self.open.push(OpenFrame {
                node,
                depth_left,
                move_count,
            }),
            SearchEvent::Leaf { node, .. } | SearchEvent::Finish { node, .. }
                if self.open.last().is_some_and(|frame| frame.node == node) =>
            {
                self.open.pop();
            }
            _ => {}
        }
        sink.take(&step.event, &step.pruned, &self.stats);
        Ok(Some(step.event))
    }

    fn open_frames(&self) -> Vec<OpenFrame> {
        self.open.clone()
    }

    fn stats(&self) -> &SearchStats {
        &self.stats
    }
}
