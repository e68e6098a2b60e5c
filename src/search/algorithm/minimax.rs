//! Plain minimax: MAX and MIN nodes, every move searched, no window. The
//! pruning comparison puts alpha-beta beside it.

use super::{Algorithm, Descriptor, Text};

/// Minimax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Minimax,
    name: "minimax",
    title: Text::new(|| crate::tr!("names-algo-minimax-title")),
    short: Text::new(|| crate::tr!("names-algo-minimax-short")),
    checks_traces: true,
    compare_with: Algorithm::AlphaBeta,
    ..Descriptor::PLAIN
};
