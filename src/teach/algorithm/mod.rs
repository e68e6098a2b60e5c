//! The teaching side of each algorithm, in one matching place: what an
//! algorithm adds to the pseudocode and the narration beyond the minimax
//! family's shared text. Today that is the root driver and the sentence a
//! pass begins with, for the algorithms that search in passes
//! ([`aspiration`], [`mtdf`]); the others add nothing here.
//!
//! A new algorithm needs nothing here unless it says something of its
//! own: then a file here and its line in [`OWN`].

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

/// The algorithms that add something of their own, each with its file
/// here; every other algorithm adds nothing ([`SHARED`]). An algorithm
/// that searches in passes must be listed: it needs a driver and a pass
/// sentence (`every_algorithm_in_passes_says_how_a_pass_begins`).
const OWN: &[(Algorithm, &Teaching)] = &[
    (Algorithm::Aspiration, &aspiration::TEACHING),
    (Algorithm::Mtdf, &mtdf::TEACHING),
];

/// The teaching side of `algorithm`.
pub(crate) fn teaching(algorithm: Algorithm) -> &'static Teaching {
    OWN.iter()
        .find(|&&(own, _)| own == algorithm)
        .map_or(&SHARED, |&(_, teaching)| teaching)
}

/// A driver line: no side of the maxValue / minValue pair, not in
/// chanceValue.
fn line(indent: u8, role: LineRole, code: String, comment: Option<String>) -> Line {
    Line {
        indent,
        code,
        comment,
        root_comment: None,
        role,
        side: None,
        chance: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_algorithm_in_passes_says_how_a_pass_begins() {
        for algorithm in Algorithm::EVERY {
            let own = teaching(algorithm);
            assert_eq!(
                own.driver.is_some() && own.pass_started.is_some(),
                algorithm.searches_in_passes(),
                "{}",
                algorithm.name()
            );
        }
    }
}
