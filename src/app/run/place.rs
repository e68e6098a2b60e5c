//! Keeping the user's place when the search is rebuilt (an option, the
//! evaluation or a leaf value changed, or a change was undone): the search
//! is deterministic, so it is re-run to the same step; if that step no longer
//! exists, or the search is at another node there, it goes to the same node
//! instead, found by its path of moves. The picked node stays picked where
//! its path still leads to a node shown.

use petgraph::graph::NodeIndex;

use crate::input::AnyGame;
use crate::session::{Session, SessionError, follow_path};

/// Steps a rebuild may record past the user's step while it looks for the
/// node the user was at (the step shows another node in the new search).
pub const RESTORE_BUDGET: u64 = 500_000;

/// Where the user was in a search.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Place {
    /// The cursor (session-wide step).
    step: u64,
    /// Whether the cursor was at the end of a complete search.
    at_end: bool,
    /// The iteration shown (iterative deepening).
    iteration: usize,
    /// The node the search was at, by its path of move labels; `None` at step 0.
    current: Option<Vec<String>>,
    /// Whether that node had finished by the cursor.
    finished: bool,
    /// The node the user picked, by its path of move labels.
    selected: Option<Vec<String>>,
}

/// How a rebuilt search got back to its place.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Restored {
    /// At the same step, the search at the same node.
    SameStep,
    /// At another step, where the search is at the same node (or the
    /// nearest ancestor that still exists).
    SameNode,
    /// At the start: there was no place to keep (step 0).
    Start,
    /// At the step, but the node could not be found (a bug: the new
    /// search has at least a root).
    Bounded,
}

/// What a rebuilt search needs next on its way back to its place.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Restore {
    /// There: how it got there, and the node to keep picked.
    Done(Restored, Option<NodeIndex>),
    /// Record until this many steps are recorded (or the search ends), then
    /// ask again. The recording may take long (the `best` and `worst`
    /// orderings' hidden search), so the caller does it within its bounds:
    /// over frames, or on the worker with progress and Cancel.
    Record(u64),
}

impl Place {
    /// The place of `session` with the user's pick `selected`.
    #[must_use]
    pub fn of(session: &Session<AnyGame>, selected: Option<NodeIndex>) -> Self {
        let current = session.current_node();
        let local = session.local_cursor();
        Self {
            step: session.cursor(),
            at_end: session.total_steps() == Some(session.cursor()) && session.cursor() > 0,
            iteration: session.pass_index(),
            current: current.map(|node| session.path_labels(node)),
            finished: current.is_some_and(|node| {
                session
                    .tree()
                    .and_then(|tree| tree.node(node))
                    .is_some_and(|n| n.is_finished_at(local))
            }),
            selected: selected.map(|node| session.path_labels(node)),
        }
    }

    /// The cursor this place was at.
    #[must_use]
    pub fn step(&self) -> u64 {
        self.step
    }

    /// Moves the freshly built `session` towards this place without
    /// recording anything: either it is there ([`Restore::Done`]) or steps
    /// must be recorded first ([`Restore::Record`]); the caller records
    /// them and asks again. The answer depends only on what is recorded, so
    /// the place is the same however the recording was spread out.
    ///
    /// # Errors
    /// A [`SessionError`] if the tree refuses an event (a bug).
    pub fn restore(
        &self,
        session: &mut Session<AnyGame>,
        budget: u64,
    ) -> Result<Restore, SessionError> {
        Ok(match self.go_back(session, budget)? {
            Some(restored) => Restore::Done(restored, self.selected_in(session)),
            None => Restore::Record(self.needed(session, budget)),
        })
    }

    /// The steps to record before [`Self::go_back`] can go on.
    fn needed(&self, session: &Session<AnyGame>, budget: u64) -> u64 {
        if self.at_end {
            u64::MAX
        } else if session.frontier() < self.step {
            self.step
        } else {
            self.step.saturating_add(budget)
        }
    }

    /// Where the session is now; `None` while steps must be recorded first
    /// (see [`Self::needed`]).
    fn go_back(
        &self,
        session: &mut Session<AnyGame>,
        budget: u64,
    ) -> Result<Option<Restored>, SessionError> {
        let short_of = |session: &Session<AnyGame>, steps: u64| {
            session.frontier() < steps && !session.is_complete()
        };
        if self.at_end {
            if short_of(session, u64::MAX) {
                return Ok(None);
            }
            session.seek(u64::MAX, 0)?;
            return Ok(Some(Restored::SameStep));
        }
        let Some(path) = &self.current else {
            return Ok(Some(Restored::Start));
        };
        if short_of(session, self.step) {
            return Ok(None);
        }
        session.seek(self.step, 0)?;
        let same_node = session.cursor() == self.step
            && session.pass_index() == self.iteration
            && session
                .current_node()
                .is_some_and(|node| session.path_labels(node) == *path);
        if same_node {
            return Ok(Some(Restored::SameStep));
        }
        // The step is gone or shows another node: find the node by its path,
        // in the same iteration if it was recorded, recording on (up to
        // `budget` steps past the step) if need be. Once that is recorded,
        // the node is looked for in the whole of it.
        let mut landing = self.landing(session, path);
        if !landing.is_some_and(|(_, whole)| whole) {
            if short_of(session, self.step.saturating_add(budget)) {
                return Ok(None);
            }
            landing = self.landing(session, path);
        }
        let Some((step, _)) = landing else {
            return Ok(Some(Restored::Bounded));
        };
        session.seek(step, 0)?;
        Ok(Some(Restored::SameNode))
    }

    /// The step at which the search is at the node `path` leads to (its
    /// entry, or its finish if the place was at a finished node), and
    /// whether the whole path was found.
    fn landing(&self, session: &Session<AnyGame>, path: &[String]) -> Option<(u64, bool)> {
        let iterations = session.passes();
        let iteration = iterations
            .get(self.iteration)
            .or_else(|| iterations.last())?;
        let tree = iteration.tree();
        let (node, whole) = follow_path(session.game(), tree, path)?;
        let weight = tree.node(node)?;
        let local = if whole && self.finished && weight.finished != crate::tree::OPEN {
            weight.finished
        } else {
            weight.born
        };
        Some((iteration.first_step() + u64::from(local) + 1, whole))
    }

    /// The picked node, if its whole path leads to a node shown at the cursor.
    fn selected_in(&self, session: &Session<AnyGame>) -> Option<NodeIndex> {
        let path = self.selected.as_ref()?;
        let tree = session.tree()?;
        let (node, whole) = follow_path(session.game(), tree, path)?;
        let visible = tree
            .node(node)
            .is_some_and(|n| n.is_visible_at(session.local_cursor()));
        (whole && visible).then_some(node)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Algorithm, SearchOptions};
    use crate::tree::NodeAt;

    const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

    fn session(options: SearchOptions) -> Session<AnyGame> {
        let game = AnyGame::from_tree(CLASSIC).unwrap();
        let options = game.fit_options(options, false).unwrap();
        Session::new(game, options).unwrap()
    }

    /// What the user sees of a session: the cursor, the number of nodes and
    /// every node as it stands at the cursor.
    fn seen(session: &Session<AnyGame>) -> (u64, usize, Vec<Option<NodeAt>>) {
        let tree = session.tree().unwrap();
        let local = session.local_cursor();
        let nodes = (0..tree.len())
            .map(|index| tree.node_at(NodeIndex::new(index), local))
            .collect();
        (session.cursor(), tree.len(), nodes)
    }

    /// Restores `place` in `session`, recording whatever it asks for at once.
    fn restore(
        place: &Place,
        session: &mut Session<AnyGame>,
        budget: u64,
    ) -> (Restored, Option<NodeIndex>) {
        loop {
            match place.restore(session, budget).unwrap() {
                Restore::Done(restored, selected) => return (restored, selected),
                Restore::Record(steps) => {
                    let before = session.frontier();
                    session.record(steps - before).unwrap();
                    assert!(session.frontier() > before, "no progress at {before}");
                }
            }
        }
    }

    fn node(session: &Session<AnyGame>, path: &[&str]) -> NodeIndex {
        let path: Vec<String> = path.iter().map(|&label| label.to_owned()).collect();
        let (node, whole) = follow_path(session.game(), session.tree().unwrap(), &path).unwrap();
        assert!(whole, "{path:?}");
        node
    }

    #[test]
    fn toggling_the_table_twice_comes_back_to_the_same_step_and_tree() {
        let mut first = session(SearchOptions::default());
        first.seek(19, u64::MAX).unwrap();
        let picked = node(&first, &["2"]);
        let before = seen(&first);
        let place = Place::of(&first, Some(picked));

        let mut on = session(SearchOptions {
            transposition_table: true,
            ..SearchOptions::default()
        });
        let (restored, _) = restore(&place, &mut on, RESTORE_BUDGET);
        assert_eq!(restored, Restored::SameStep);
        assert_eq!(on.cursor(), 19);
        let place = Place::of(&on, Some(node(&on, &["2"])));

        let mut off = session(SearchOptions::default());
        let (restored, selected) = restore(&place, &mut off, RESTORE_BUDGET);
        assert_eq!(restored, Restored::SameStep);
        assert_eq!(seen(&off), before);
        assert_eq!(selected, Some(picked));
    }

    #[test]
    fn another_algorithm_lands_on_the_same_node_at_its_own_step() {
        let minimax = SearchOptions {
            algorithm: Algorithm::Minimax,
            ..SearchOptions::default()
        };
        let mut first = session(minimax);
        first.run_to_end().unwrap();
        // The step that enters MIN's third child's first leaf, 14.
        let leaf = node(&first, &["3", "1"]);
        let born = u64::from(first.tree().unwrap().node(leaf).unwrap().born);
        first.seek(born + 1, 0).unwrap();
        assert_eq!(first.current_node(), Some(leaf));
        let place = Place::of(&first, None);

        let mut pruning = session(SearchOptions::default());
        let (restored, _) = restore(&place, &mut pruning, RESTORE_BUDGET);
        assert_eq!(restored, Restored::SameNode);
        let current = pruning.current_node().unwrap();
        assert_eq!(pruning.path_labels(current), ["3", "1"]);
        // Alpha-beta pruned two leaves before it: an earlier step.
        assert!(pruning.cursor() < born + 1, "{}", pruning.cursor());
    }

    #[test]
    fn a_step_past_the_new_end_lands_on_the_same_finished_node() {
        let minimax = SearchOptions {
            algorithm: Algorithm::Minimax,
            ..SearchOptions::default()
        };
        let mut first = session(minimax);
        first.run_to_end().unwrap();
        let end = first.cursor();
        // One step before the end: the root has just finished.
        first.seek(end - 1, 0).unwrap();
        let root = first.tree().unwrap().root().unwrap();
        assert_eq!(first.current_node(), Some(root));
        let place = Place::of(&first, None);

        let mut pruning = session(SearchOptions::default());
        let (restored, _) = restore(&place, &mut pruning, RESTORE_BUDGET);
        assert_eq!(restored, Restored::SameNode);
        assert!(pruning.total_steps().is_some_and(|total| total < end - 1));
        assert_eq!(pruning.current_node(), Some(root));
        let tree = pruning.tree().unwrap();
        assert!(
            tree.node(root)
                .unwrap()
                .is_finished_at(pruning.local_cursor())
        );
    }

    #[test]
    fn the_end_stays_the_end_and_recording_is_asked_for_not_done() {
        let mut first = session(SearchOptions::default());
        first.run_to_end().unwrap();
        let place = Place::of(&first, None);
        let mut again = session(SearchOptions::default());
        assert_eq!(
            place.restore(&mut again, RESTORE_BUDGET).unwrap(),
            Restore::Record(u64::MAX)
        );
        assert_eq!(again.frontier(), 0);
        let (restored, _) = restore(&place, &mut again, RESTORE_BUDGET);
        assert_eq!(restored, Restored::SameStep);
        assert_eq!(again.cursor(), first.cursor());

        // A middle step: exactly its steps are asked for, and recording
        // them in two goes lands where one go does.
        let mut middle = session(SearchOptions::default());
        middle.seek(10, u64::MAX).unwrap();
        let place = Place::of(&middle, None);
        let mut again = session(SearchOptions::default());
        assert_eq!(
            place.restore(&mut again, RESTORE_BUDGET).unwrap(),
            Restore::Record(10)
        );
        again.record(4).unwrap();
        assert_eq!(
            place.restore(&mut again, RESTORE_BUDGET).unwrap(),
            Restore::Record(10)
        );
        again.record(6).unwrap();
        assert_eq!(
            place.restore(&mut again, RESTORE_BUDGET).unwrap(),
            Restore::Done(Restored::SameStep, None)
        );
        assert_eq!(seen(&again), seen(&middle));
    }
}
