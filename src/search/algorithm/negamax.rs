//! Negamax: every node maximises the negated values of its children, so
//! values are from the side to move's view. The pruning comparison puts
//! negamax with α-β beside it.

use super::{Algorithm, Descriptor};

/// Negamax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Negamax,
    name: "negamax",
    title: "Negamax",
    short: "negamax",
    negamax: true,
    checks_traces: true,
    compare_with: Algorithm::NegamaxAlphaBeta,
    ..Descriptor::PLAIN
};
