//! Negamax with an `[α, β]` window, passing `[−β, −α]` to children. The
//! pruning comparison puts plain negamax beside it.

use super::{Algorithm, Descriptor, Engine};

/// Negamax with α-β.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::NegamaxAlphaBeta,
    name: "negamax-ab",
    title: "Negamax with α-β",
    short: "negamax with α-β",
    engine: Engine::Stepper,
    prunes: true,
    averages: false,
    negamax: true,
    probes: false,
    bounds_leaves: false,
    always_fails_soft: false,
    checks_traces: true,
    passes: None,
    compare_with: Algorithm::Negamax,
};
