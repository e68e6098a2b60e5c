//! Negamax: every node maximises the negated values of its children, so
//! values are from the side to move's view. The pruning comparison puts
//! negamax with α-β beside it.

use super::{Algorithm, Descriptor, Engine};

/// Negamax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Negamax,
    name: "negamax",
    title: "Negamax",
    short: "negamax",
    engine: Engine::Stepper,
    prunes: false,
    averages: false,
    negamax: true,
    probes: false,
    bounds_leaves: false,
    always_fails_soft: false,
    checks_traces: true,
    passes: None,
    compare_with: Algorithm::NegamaxAlphaBeta,
};
