//! Monte Carlo tree search (UCT), run by its own engine
//! ([`crate::search::mcts`]), not the stepper. The pruning comparison puts
//! alpha-beta beside it.

use super::{Algorithm, Descriptor, Engine};

/// Monte Carlo tree search.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Mcts,
    name: "mcts",
    title: "Monte Carlo tree search",
    short: "MCTS",
    engine: Engine::MonteCarlo,
    prunes: false,
    averages: false,
    negamax: false,
    probes: false,
    bounds_leaves: false,
    always_fails_soft: false,
    checks_traces: false,
    passes: None,
    compare_with: Algorithm::AlphaBeta,
};
