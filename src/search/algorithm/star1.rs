//! Ballard's Star1: alpha-beta at MAX and MIN nodes, and a chance node that
//! stops once its average, with the unsearched outcomes at the leaves'
//! bounds, can no longer matter to the window. The pruning comparison puts
//! expectimax beside it.

use super::{Algorithm, Descriptor};

/// Star1 (chance pruning).
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Star1,
    name: "star1",
    title: "Star1 (chance pruning)",
    short: "Star1",
    prunes: true,
    averages: true,
    bounds_leaves: true,
    compare_with: Algorithm::Expectimax,
    ..Descriptor::PLAIN
};
