//! Ballard's Star1: alpha-beta at MAX and MIN nodes, and a chance node that
//! stops once its average, with the unsearched outcomes at the leaves'
//! bounds, can no longer matter to the window. The pruning comparison puts
//! expectimax beside it.

use super::{Algorithm, Descriptor, Text};

/// Star1 (chance pruning).
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Star1,
    name: "star1",
    title: Text::new(|| crate::tr!("names-algo-star1-title")),
    short: Text::new(|| crate::tr!("names-algo-star1-short")),
    prunes: true,
    averages: true,
    bounds_leaves: true,
    compare_with: Algorithm::Expectimax,
    ..Descriptor::PLAIN
};
