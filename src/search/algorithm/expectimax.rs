//! Expectimax (expectiminimax where MIN nodes remain): minimax whose chance
//! nodes take the probability-weighted average of their children. The pruning
//! comparison puts Star1 beside it.

use super::{Algorithm, Descriptor};

/// Expectimax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Expectimax,
    name: "expectimax",
    title: "Expectimax",
    short: "expectimax",
    averages: true,
    compare_with: Algorithm::Star1,
    ..Descriptor::PLAIN
};
