//! Monte Carlo tree search (Kocsis and Szepesvári's UCT; AIMA 4th edition,
//! Fig. 5.11), a second [`crate::search::Engine`] beside the minimax
//! family's stepper, one event per phase of each iteration:
//!
//! 1. **Selection** ([`crate::search::SearchEvent::Select`]): from the
//!    root, while the node is in the tree with every move expanded and the
//!    game not over, UCB1 ([`ucb`]) picks a child, one step per choice.
//! 2. **Expansion** ([`crate::search::SearchEvent::Expand`]): the node
//!    selection stopped at gets its next unexpanded move, in move order.
//! 3. **Simulation** ([`crate::search::SearchEvent::Simulate`]): a random
//!    playout from the new node to the game's end or the playout cap,
//!    scored as [`Reward`] says.
//! 4. **Backpropagation** ([`crate::search::SearchEvent::Backpropagate`]):
//!    `N` and `W` grow at the new node and each ancestor.
//!
//! Iteration 1 expands the root itself and plays out from it, so every
//! node's first visit is its own playout and the counts obey
//! `N(node) = 1 + Σ N(children)` for every node whose game is not over,
//! and `N(root)` is the number of iterations done. A game end reached by
//! selection is played out again (a playout of 0 plies) and counts each
//! visit. The move played is the most visited root move.

mod engine;
mod options;
mod reward;
pub mod ucb;

pub use crate::random::SplitMix64;
pub use engine::{MctsEngine, Phase};
pub use options::{
    BadExploration, DEFAULT_ITERATIONS, DEFAULT_PLAYOUT_CAP, Exploration, MAX_ITERATIONS,
    MctsOptions,
};
pub use reward::Reward;
pub use ucb::{Scale, Ucb, Visits};
