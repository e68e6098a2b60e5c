//! Alpha-beta: minimax with an `[α, β]` window and cutoffs. The pruning
//! comparison puts plain minimax beside it.

use super::{Algorithm, Descriptor, Text};

/// Alpha-beta.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::AlphaBeta,
    name: "alphabeta",
    title: Text::new(|| crate::tr!("names-algo-alphabeta-title")),
    short: Text::new(|| crate::tr!("names-algo-alphabeta-short")),
    prunes: true,
    checks_traces: true,
    compare_with: Algorithm::Minimax,
    ..Descriptor::PLAIN
};
