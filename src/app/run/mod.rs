//! Running the search: motions and playing ([`runner`]), the worker thread
//! that holds the session through long ones ([`worker`]), keeping the
//! user's place when the search is rebuilt ([`place`], [`rerun`]) and the
//! undo history of those rebuilds ([`history`]).

pub(super) mod history;
pub(super) mod place;
pub(super) mod rerun;
pub(super) mod runner;
pub(super) mod worker;
