//! Negamax with an `[α, β]` window, passing `[−β, −α]` to children. The
//! pruning comparison puts plain negamax beside it.

use super::{Algorithm, Descriptor, Text};

/// Negamax with α-β.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::NegamaxAlphaBeta,
    name: "negamax-ab",
    title: Text::new(|| crate::tr!("names-algo-negamax-ab-title")),
    short: Text::new(|| crate::tr!("names-algo-negamax-ab-short")),
    prunes: true,
    negamax: true,
    checks_traces: true,
    compare_with: Algorithm::Negamax,
    ..Descriptor::PLAIN
};
