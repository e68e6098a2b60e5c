//! Monte Carlo tree search (UCT), run by its own engine
//! ([`crate::search::mcts`]), not the stepper. The pruning comparison puts
//! alpha-beta beside it.

use super::{Algorithm, Descriptor, Engine, Text};

/// Monte Carlo tree search.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Mcts,
    name: "mcts",
    title: Text::new(|| crate::tr!("names-algo-mcts-title")),
    short: Text::new(|| crate::tr!("names-algo-mcts-short")),
    engine: Engine::MonteCarlo,
    compare_with: Algorithm::AlphaBeta,
    classic_against: Some(Algorithm::AlphaBeta),
    ..Descriptor::PLAIN
};
