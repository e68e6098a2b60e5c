//! The inspector panel on the right: "Why this move?" (the root moves),
//! the node shown with its evaluation, the statistics, the comparison with
//! a second configuration and iterative deepening's timeline.

pub(super) mod compare;
pub(super) mod deepening;
pub(super) mod eval;
pub(super) mod inspector;
pub(super) mod root_moves;
pub(super) mod stats;
