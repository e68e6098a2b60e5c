//! The teaching side of each algorithm, in one matching place: what an
//! algorithm adds to the pseudocode and the narration beyond the minimax
//! family's shared text. Today that is the root driver and the sentence a
//! pass begins with, for the algorithms that search in passes
//! ([`aspiration`], [`mtdf`]); the others add nothing here.
//!
//! A new algorithm gets its arm in [`teaching`] (a `match` with no
//! wildcard), and a file here when it says something of its own.

mod aspiration;
mod mtdf;

use crate::game::Score;
use crate::search::{Algorithm, SearchOptions};
use crate::teach::listing::{Line, LineRole};

/// What an algorithm adds to the teaching layer.
pub(crate) struct Teaching {
    /// The lines of the driver that calls maxValue at the root once per
    /// pass, above the maxValue / minValue pair.
    pub driver: Option<fn(&SearchOptions) -> Vec<Line>>,
    /// The sentence a pass's first step begins with.
    pub pass_started: Option<fn(&PassStart) -> String>,
}

/// A pass that begins, as its sentence needs it.
pub(crate) struct PassStart {
    /// The pass's number within its depth, from 1.
    pub number: usize,
    /// The pass's root window.
    pub alpha: Score,
    /// The window as the game writes it, `[α, β]`.
    pub window: String,
    /// β as the game writes it.
    pub beta: String,
}

/// Nothing beyond the minimax family's shared text.
const SHARED: Teaching = Teaching {
    driver: None,
    pass_started: None,
};

/// The teaching side of `algorithm`.
pub(crate) fn teaching(algorithm: Algorithm) -> &'static Teaching {
    match algorithm {
        Algorithm::Aspiration => &aspiration::TEACHING,
        Algorithm::Mtdf => &mtdf::TEACHING,
        Algorithm::Minimax
        | Algorithm::AlphaBeta
        | Algorithm::Negamax
        | Algorithm::NegamaxAlphaBeta
        | Algorithm::Pvs
        | Algorithm::Expectimax
        | Algorithm::Star1
        | Algorithm::Mcts => &SHARED,
    }
}

/// A driver line: no side of the maxValue / minValue pair, not in
/// chanceValue.
fn line(indent: u8, role: LineRole, code: impl Into<String>, comment: Option<&str>) -> Line {
    Line {
        indent,
        code: code.into(),
        comment: comment.map(str::to_owned),
        root_comment: None,
        role,
        side: None,
        chance: false,
    }
}
