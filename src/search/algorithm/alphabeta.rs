//! Alpha-beta: minimax with an `[α, β]` window and cutoffs. The pruning
//! comparison puts plain minimax beside it.

use super::{Algorithm, Descriptor, Engine};

/// Alpha-beta.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::AlphaBeta,
    name: "alphabeta",
    title: "Alpha-beta",
    short: "alpha-beta",
    engine: Engine::Stepper,
    prunes: true,
    averages: false,
    negamax: false,
    probes: false,
    bounds_leaves: false,
    always_fails_soft: false,
    checks_traces: true,
    passes: None,
    compare_with: Algorithm::Minimax,
};
