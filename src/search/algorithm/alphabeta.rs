//! Alpha-beta: minimax with an `[α, β]` window and cutoffs. The pruning
//! comparison puts plain minimax beside it.

use super::{Algorithm, Descriptor};

/// Alpha-beta.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::AlphaBeta,
    name: "alphabeta",
    title: "Alpha-beta",
    short: "alpha-beta",
    prunes: true,
    checks_traces: true,
    compare_with: Algorithm::Minimax,
    ..Descriptor::PLAIN
};
