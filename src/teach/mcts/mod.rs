//! Monte Carlo tree search in the teaching layer: the sentence of each
//! phase with the step's numbers ([`narration`]), the pseudocode of the
//! four phases ([`pseudocode`]) and the selection question ([`quiz`]).
//! The minimax family's modules hand MCTS's events to these.

pub(crate) mod narration;
pub(crate) mod pseudocode;
pub(crate) mod quiz;

use crate::notation;
use crate::search::mcts::{Scale, Ucb};

/// UCB1 written out with the step's numbers: `0.62 + 1.41·√(ln 40 / 7) = 1.45`.
#[must_use]
pub fn ucb_formula(ucb: &Ucb, c: f64, parent_n: u32, n: u32) -> String {
    format!(
        "{} + {:.2}·√(ln {parent_n} / {n}) = {}",
        notation::mean(Some(ucb.mean)),
        c,
        notation::mean(Some(ucb.score))
    )
}

/// How the mean in a MIN node's UCB1 is turned round, for sentences.
#[must_use]
pub fn min_mean_rule(scale: Scale) -> String {
    match scale {
        Scale::Unit => crate::tr!("narration-mcts-min-mean-unit"),
        Scale::Values => crate::tr!("narration-mcts-min-mean-values"),
    }
}
