//! Undo and redo of the changes that rebuild the search: search options,
//! evaluation and position (a FEN or tree loaded, a leaf edited). Each entry
//! is a snapshot of what to rebuild and where the user was in it.

use crate::chess::EvalKind;
use crate::search::SearchOptions;

use super::place::Place;
use crate::app::shell::settings::Position;

/// How many changes can be undone.
const LIMIT: usize = 100;

/// What a search is rebuilt from, and the user's place in it.
#[derive(Clone, PartialEq, Debug)]
pub struct Snapshot {
    /// The position or tree searched.
    pub position: Position,
    /// The search options.
    pub options: SearchOptions,
    /// The evaluation.
    pub eval: EvalKind,
    /// The cursor, the node the search was at, and the node picked.
    pub place: Place,
}

/// The undo and redo stacks.
#[derive(Debug, Default)]
pub struct History {
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
}

impl History {
    /// Remembers the state `before` a change; a new change forgets what
    /// could be redone.
    pub fn record(&mut self, before: Snapshot) {
        if self.undo.len() == LIMIT {
            self.undo.remove(0);
        }
        self.undo.push(before);
        self.redo.clear();
    }

    /// The state to go back to, given the state `now` (kept for redo);
    /// `None` if there is nothing to undo.
    pub fn undo(&mut self, now: Snapshot) -> Option<Snapshot> {
        let back = self.undo.pop()?;
        self.redo.push(now);
        Some(back)
    }

    /// The state to go forward to, given the state `now` (kept for undo);
    /// `None` if there is nothing to redo.
    pub fn redo(&mut self, now: Snapshot) -> Option<Snapshot> {
        let forward = self.redo.pop()?;
        self.undo.push(now);
        Some(forward)
    }

    /// Whether there is a change to undo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is a change to redo.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snapshot(depth: u8) -> Snapshot {
        Snapshot {
            position: Position::default(),
            options: SearchOptions {
                depth,
                ..SearchOptions::default()
            },
            eval: EvalKind::default(),
            place: Place::default(),
        }
    }

    #[test]
    fn undo_then_redo_walks_back_and_forth() {
        let mut history = History::default();
        assert!(!history.can_undo() && !history.can_redo());
        history.record(snapshot(1));
        history.record(snapshot(2));
        assert_eq!(history.undo(snapshot(3)), Some(snapshot(2)));
        assert_eq!(history.undo(snapshot(2)), Some(snapshot(1)));
        assert_eq!(history.undo(snapshot(1)), None);
        assert_eq!(history.redo(snapshot(1)), Some(snapshot(2)));
        assert_eq!(history.redo(snapshot(2)), Some(snapshot(3)));
        assert_eq!(history.redo(snapshot(3)), None);
    }

    #[test]
    fn a_new_change_forgets_the_redo_and_the_oldest_beyond_the_limit() {
        let mut history = History::default();
        history.record(snapshot(1));
        assert!(history.undo(snapshot(2)).is_some());
        assert!(history.can_redo());
        history.record(snapshot(1));
        assert!(!history.can_redo());
        for _ in 0..LIMIT + 5 {
            history.record(snapshot(4));
        }
        let mut undone = 0;
        while history.undo(snapshot(5)).is_some() {
            undone += 1;
        }
        assert_eq!(undone, LIMIT);
    }
}
