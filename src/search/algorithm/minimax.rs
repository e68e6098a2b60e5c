//! Plain minimax: MAX and MIN nodes, every move searched, no window. The
//! pruning comparison puts alpha-beta beside it.

use super::{Algorithm, Descriptor};

/// Minimax.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Minimax,
    name: "minimax",
    title: "Minimax",
    short: "minimax",
    checks_traces: true,
    compare_with: Algorithm::AlphaBeta,
    ..Descriptor::PLAIN
};
