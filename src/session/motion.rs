//! Motions through a session — step, back, next node, step over, step out,
//! next key moment, start, end — as goals pursued within a step budget, so a
//! front end can spread a long run over many frames.

use petgraph::graph::NodeIndex;

use crate::game::Game;
use crate::search::mcts::Phase;
use crate::session::{Session, SessionError, StepKind};

/// What the user asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Motion {
    /// One step forward.
    Step,
    /// One step back.
    Back,
    /// Forward to the next node entered.
    NextNode,
    /// Forward until the current node's subtree is finished.
    StepOver,
    /// Forward until the current node's parent is finished.
    StepOut,
    /// Forward to the algorithm's next key moment ([`Session::is_key_moment`]):
    /// a cutoff, a re-search, a new pass, a stand-pat, a chance node's
    /// average, UCB1's choice at the root.
    NextKeyMoment,
    /// Back to step 0.
    Start,
    /// Forward to the end of the search.
    End,
    /// Monte Carlo tree search: to the same phase of the next iteration.
    NextIteration,
    /// Monte Carlo tree search: to the same phase of the previous iteration.
    PreviousIteration,
}

/// Where a motion is going; fixed when the motion starts, so it can be
/// pursued over several budgets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// A given step.
    Step(u64),
    /// The next step of this kind.
    NextOfKind(StepKind),
    /// The next key moment ([`Session::is_key_moment`]), or the first step
    /// of a pass after `pass`.
    KeyMoment {
        /// The pass the motion started in.
        pass: usize,
    },
    /// Monte Carlo tree search: the step of `phase` in `iteration`, not
    /// yet recorded (the next phase's if that iteration has none).
    Phase {
        /// The iteration, from 1.
        iteration: u32,
        /// The phase.
        phase: Phase,
    },
    /// The step that finishes `node` of iteration `iteration`.
    Finished {
        /// The iteration.
        iteration: usize,
        /// The node.
        node: NodeIndex,
    },
}

/// How far a goal got.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Progress {
    /// The goal was reached.
    Reached,
    /// The budget ran out first, or the session's interrupt came; pursue
    /// again to go on.
    Working,
    /// The search ended before the goal was met.
    AtEnd,
}

impl<G: Game> Session<G> {
    /// The goal of `motion` from the cursor.
    #[must_use]
    pub fn goal(&self, motion: Motion) -> Goal {
        let iteration = self.pass_index();
        let finished = |node| Goal::Finished { iteration, node };
        let open = |node: NodeIndex| {
            self.tree()
                .and_then(|tree| tree.node(node))
                .is_some_and(|n| !n.is_finished_at(self.local_cursor()))
        };
        match motion {
            Motion::Step => Goal::Step(self.cursor() + 1),
            Motion::Back => Goal::Step(self.cursor().saturating_sub(1)),
            Motion::Start => Goal::Step(0),
            Motion::End => Goal::Step(u64::MAX),
            Motion::NextNode => Goal::NextOfKind(StepKind::Enter),
            Motion::NextKeyMoment => Goal::KeyMoment {
                pass: self.pass_index(),
            },
            Motion::StepOver => match self.current_node() {
                Some(node) if open(node) => finished(node),
                _ => Goal::Step(self.cursor() + 1),
            },
            Motion::NextIteration => self
                .same_phase_goal(true)
                .unwrap_or(Goal::Step(self.cursor())),
            Motion::PreviousIteration => self
                .same_phase_goal(false)
                .unwrap_or(Goal::Step(self.cursor())),
            Motion::StepOut => {
                let parent = self
                    .current_node()
                    .and_then(|node| self.tree().and_then(|tree| tree.parent(node)));
                parent.map_or(Goal::Step(u64::MAX), finished)
            }
        }
    }

    /// Moves towards `goal`, taking at most `budget` steps.
    ///
    /// # Errors
    /// [`SessionError::Tree`] if the tree refuses an event (a bug).
    pub fn pursue(&mut self, goal: Goal, budget: u64) -> Result<Progress, SessionError> {
        if let Goal::Step(step) = goal {
            let reached = self.seek(step, budget)?;
            return Ok(match (reached, self.cursor() == step) {
                (true, true) => Progress::Reached,
                (true, false) if step == u64::MAX => Progress::Reached,
                (true, false) => Progress::AtEnd,
                (false, _) => Progress::Working,
            });
        }
        for _ in 0..budget {
            if !self.step_forward()? {
                // Not at the end: the interrupt stopped the step.
                return Ok(if self.is_complete() {
                    Progress::AtEnd
                } else {
                    Progress::Working
                });
            }
            if self.meets(goal) {
                return Ok(Progress::Reached);
            }
        }
        Ok(Progress::Working)
    }

    /// Whether the step that brought the session to its cursor is a key
    /// moment of its algorithm, where a lecture stops: a cutoff, a
    /// quiescence node standing pat, PVS entering a re-search, a chance
    /// node's average (its finish), or UCB1 choosing among the root's
    /// children. (A new pass of MTD(f) or aspiration windows is one too,
    /// seen by [`Goal::KeyMoment`].)
    #[must_use]
    pub fn is_key_moment(&self) -> bool {
        let Some(pass) = self.pass() else {
            return false;
        };
        let Some(record) = self
            .local_cursor()
            .checked_sub(1)
            .and_then(|step| pass.log().get(usize::try_from(step).ok()?))
        else {
            return false;
        };
        let tree = pass.tree();
        let node = crate::tree::node_index(record.node());
        match record.kind() {
            StepKind::Cutoff | StepKind::StandPat => true,
            StepKind::Enter => tree.is_re_search(node),
            StepKind::Finish => tree.role(node) == crate::game::Role::Chance,
            StepKind::Select => tree
                .parent(node)
                .is_some_and(|parent| tree.parent(parent).is_none()),
            _ => false,
        }
    }

    fn meets(&self, goal: Goal) -> bool {
        let index = self.pass_index();
        let Some(iteration) = self.pass() else {
            return false;
        };
        let local = self.local_cursor();
        match goal {
            Goal::Step(step) => self.cursor() == step,
            Goal::NextOfKind(kind) => local
                .checked_sub(1)
                .and_then(|step| iteration.log().get(usize::try_from(step).ok()?))
                .is_some_and(|record| record.kind() == kind),
            Goal::KeyMoment { pass } => index > pass || self.is_key_moment(),
            Goal::Phase {
                iteration: wanted,
                phase,
            } => self.reaches_phase(wanted, phase),
            Goal::Finished {
                iteration: wanted,
                node,
            } => {
                index > wanted
                    || iteration
                        .tree()
                        .node(node)
                        .is_some_and(|n| n.is_finished_at(local))
            }
        }
    }
}
