//! Negamax: every node maximises the negated values of its children, so
//! values are from the side to move's view. The pruning comparison puts
//! negamax with α-β beside it.

use super::{Algorithm, Descriptor, Text};

/// Negamax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Negamax,
    name: "negamax",
    title: Text::new(|| crate::tr!("names-algo-negamax-title")),
    short: Text::new(|| crate::tr!("names-algo-negamax-short")),
    negamax: true,
    checks_traces: true,
    compare_with: Algorithm::NegamaxAlphaBeta,
    ..Descriptor::PLAIN
};
