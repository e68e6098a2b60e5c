//! Running the search: motions and playing ([`runner`]), the worker thread
//! that holds the session through long ones ([`worker`]), keeping the
//! user's place when the search is rebuilt ([`place`]) and the
//! undo history of those rebuilds ([`history`]).

pub(super) mod history;
pub(super) mod place;
pub(super) mod runner;
pub(super) mod worker;

/// The run's state in [`App`](super::App).
#[derive(Default)]
pub(super) struct Running {
    /// Motions and playing, on the window's thread or the worker.
    pub(super) runner: runner::Runner,
    /// The place a rebuilt search is being re-run to.
    pub(super) restoring: Option<place::Place>,
    /// Undo and redo of option, evaluation and position changes.
    pub(super) history: history::History,
    /// The search is still being recorded ahead of the cursor
    /// ([`runner::Runner::lay_ahead`]), so the tree's layout may change.
    pub(super) laying_ahead: bool,
}
