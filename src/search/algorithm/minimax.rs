//! Plain minimax: MAX and MIN nodes, every move searched, no window. The
//! pruning comparison puts alpha-beta beside it.

use super::{Algorithm, Descriptor, Engine};

/// Minimax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Minimax,
    name: "minimax",
    title: "Minimax",
    short: "minimax",
    engine: Engine::Stepper,
    prunes: false,
    averages: false,
    negamax: false,
    probes: false,
    bounds_leaves: false,
    always_fails_soft: false,
    checks_traces: true,
    passes: None,
    compare_with: Algorithm::AlphaBeta,
};
