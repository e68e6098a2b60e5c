//! Negamax with an `[α, β]` window, passing `[−β, −α]` to children. The
//! pruning comparison puts plain negamax beside it.

use super::{Algorithm, Descriptor};

/// Negamax with α-β.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::NegamaxAlphaBeta,
    name: "negamax-ab",
    title: "Negamax with α-β",
    short: "negamax with α-β",
    prunes: true,
    negamax: true,
    checks_traces: true,
    compare_with: Algorithm::Negamax,
    ..Descriptor::PLAIN
};
