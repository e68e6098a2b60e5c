//! Expectimax (expectiminimax where MIN nodes remain): minimax whose chance
//! nodes take the probability-weighted average of their children. The pruning
//! comparison puts Star1 beside it.

use super::{Algorithm, Descriptor, Engine};

/// Expectimax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Expectimax,
    name: "expectimax",
    title: "Expectimax",
    short: "expectimax",
    engine: Engine::Stepper,
    prunes: false,
    averages: true,
    negamax: false,
    probes: false,
    bounds_leaves: false,
    always_fails_soft: false,
    checks_traces: false,
    passes: None,
    compare_with: Algorithm::Star1,
};
