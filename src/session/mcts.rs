//! What a front end asks of a Monte Carlo session, by step: the iteration
//! and phase of a step, the UCB1 scores of a selection, and the step of the
//! same phase in another iteration (the keys that jump an iteration back or
//! on). Steps here are 0-based event indices, session-wide, as
//! [`Session::event`] takes them; the tree shown after step `s` is at
//! cursor `s + 1`.

use petgraph::graph::NodeIndex;

use crate::game::Game;
use crate::search::SearchEvent;
use crate::search::mcts::{Phase, Visits};
use crate::session::{Goal, Session};
use crate::tree::{UcbChild, node_index};

/// A selection step, as the choice stood: the node choosing, its counts,
/// and each child's counts and score.
#[derive(Clone, PartialEq, Debug)]
pub struct Choice {
    /// The node choosing.
    pub parent: NodeIndex,
    /// Its `N` and `W` before the choice.
    pub parent_visits: Visits,
    /// Its children in move order, with their UCB1 scores.
    pub children: Vec<UcbChild>,
    /// The child picked.
    pub picked: NodeIndex,
}

impl<G: Game> Session<G> {
    /// Whether the session runs Monte Carlo tree search.
    #[must_use]
    pub fn is_mcts(&self) -> bool {
        self.passes
            .first()
            .is_some_and(|pass| pass.tree().is_mcts())
    }

    /// The iteration (from 1) and phase of step `step`; `None` for `Done`,
    /// a step not recorded, or another search's step.
    #[must_use]
    pub fn mcts_phase(&self, step: u64) -> Option<(u32, Phase)> {
        let (_, event) = self.event(step)?;
        Some((event.iteration()?, Phase::of(&event)?))
    }

    /// The choice made at selection step `step`: the scores UCB1 compared,
    /// with the counts as they stood before it. `None` if `step` is not a
    /// selection.
    #[must_use]
    pub fn mcts_choice(&self, step: u64) -> Option<Choice> {
        let (index, event) = self.event(step)?;
        let SearchEvent::Select { parent, child, .. } = event else {
            return None;
        };
        let pass = self.passes.get(index)?;
        let local = step - pass.first_step();
        let parent = node_index(parent);
        let tree = pass.tree();
        Some(Choice {
            parent,
            parent_visits: tree.visits_at(parent, local),
            children: tree.ucb_at(parent, local, self.options.mcts.exploration),
            picked: node_index(child),
        })
    }

    /// The step of `phase` in iteration `iteration` (see
    /// [`crate::tree::SearchTree::phase_step`]), if recorded.
    #[must_use]
    pub fn mcts_phase_step(&self, iteration: u32, phase: Phase) -> Option<u64> {
        let pass = self.passes.first()?;
        Some(pass.first_step() + pass.tree().phase_step(iteration, phase)?)
    }

    /// Where "the same phase, `forward` one iteration on or else one back"
    /// goes from the cursor: the goal that shows that step (its cursor is
    /// the step + 1). From step 0, or a step of no iteration, forward goes
    /// to the first iteration's first step. `None` if there is no such
    /// iteration (back from the first) or the session is not MCTS's.
    #[must_use]
    pub fn same_phase_goal(&self, forward: bool) -> Option<Goal> {
        if !self.is_mcts() {
            return None;
        }
        let here = self
            .cursor()
            .checked_sub(1)
            .and_then(|step| self.mcts_phase(step));
        let (iteration, phase) = match (here, forward) {
            (Some((iteration, phase)), true) => (iteration + 1, phase),
            (Some((iteration, phase)), false) => (iteration.checked_sub(1)?, phase),
            (None, true) => (1, Phase::Selection),
            (None, false) => return None,
        };
        if iteration == 0 {
            return None;
        }
        Some(match self.mcts_phase_step(iteration, phase) {
            Some(step) => Goal::Step(step + 1),
            None => Goal::Phase { iteration, phase },
        })
    }

    /// Whether the step just applied reaches `phase` of `iteration` or
    /// goes past it (a later phase, or a later iteration).
    pub(super) fn reaches_phase(&self, iteration: u32, phase: Phase) -> bool {
        let Some((at, at_phase)) = self
            .cursor()
            .checked_sub(1)
            .and_then(|step| self.mcts_phase(step))
        else {
            // `Done`: nothing later will come.
            return self.is_complete() && self.cursor() == self.frontier();
        };
        let rank = |phase: Phase| Phase::ALL.iter().position(|&it| it == phase);
        at > iteration || (at == iteration && rank(at_phase) >= rank(phase))
    }
}
