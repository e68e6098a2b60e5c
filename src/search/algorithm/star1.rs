//! Ballard's Star1: alpha-beta at MAX and MIN nodes, and a chance node that
//! stops once its average, with the unsearched outcomes at the leaves'
//! bounds, can no longer matter to the window. The pruning comparison puts
//! expectimax beside it.

use super::{Algorithm, Descriptor, Engine};

/// Star1 (chance pruning).
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Star1,
    name: "star1",
    title: "Star1 (chance pruning)",
    short: "Star1",
    engine: Engine::Stepper,
    prunes: true,
    averages: true,
    negamax: false,
    probes: false,
    bounds_leaves: true,
    always_fails_soft: false,
    checks_traces: false,
    passes: None,
    compare_with: Algorithm::Expectimax,
};
