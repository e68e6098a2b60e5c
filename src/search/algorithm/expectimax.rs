//! Expectimax (expectiminimax where MIN nodes remain): minimax whose chance
//! nodes take the probability-weighted average of their children. The pruning
//! comparison puts Star1 beside it.

use super::{Algorithm, Descriptor, Text};

/// Expectimax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Expectimax,
    name: "expectimax",
    title: Text::new(|| crate::tr!("names-algo-expectimax-title")),
    short: Text::new(|| crate::tr!("names-algo-expectimax-short")),
    averages: true,
    compare_with: Algorithm::Star1,
    ..Descriptor::PLAIN
};
