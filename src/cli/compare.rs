//! `--compare ALGO`: the same position searched a second time with another
//! algorithm and everything else alike ([`crate::teach::compare()`], the
//! one home of comparing), reported beside the search: each one's move
//! and nodes, and whether they agree on the move. Monte Carlo tree search
//! beside alpha-beta is the case it was made for.

use serde::Serialize;

use crate::cli::CliError;
use crate::input::AnyGame;
use crate::notation;
use crate::search::{Algorithm, SearchOptions};
use crate::teach::{CompareError, SideResult, compare};

/// The other search, and how it compares.
#[derive(Clone, Debug, Serialize)]
pub struct CompareSummary {
    /// The other search's algorithm.
    pub algo: &'static str,
    /// Its best move (for `mcts`, the most visited).
    pub best_move: Option<String>,
    /// Its value, as `value_text` is written at the top level.
    pub value_text: String,
    /// Its nodes (for `mcts`, the tree's size).
    pub nodes: u64,
    /// Its steps.
    pub steps: u64,
    /// Whether the two searches play the same move.
    pub agree: bool,
}

/// Searches `game` again with `algorithm` instead of `options`'s.
///
/// # Errors
/// [`CliError::Input`] or [`CliError::Session`] if the other search
/// refuses the options.
pub fn with(
    game: &AnyGame,
    options: SearchOptions,
    algorithm: Algorithm,
) -> Result<CompareSummary, CliError> {
    let other = SearchOptions {
        algorithm,
        ..options
    };
    let comparison = compare(game, options, other).map_err(|error| match error {
        CompareError::Input(error) => CliError::Input(error),
        CompareError::Session(error) => CliError::Session(error),
        CompareError::Cancelled | CompareError::NoOutcome => {
            CliError::Internal("the comparison ended without a result")
        }
    })?;
    let SideResult { counts, .. } = &comparison.b;
    Ok(CompareSummary {
        algo: algorithm.name(),
        best_move: counts.best_move.clone(),
        value_text: if algorithm.is_mcts() {
            notation::mean(Some(f64::from(counts.value) / 1000.0))
        } else {
            notation::score(counts.value, crate::game::Game::wording(game))
        },
        nodes: counts.stats.nodes,
        steps: counts.stats.steps,
        agree: counts.best_move == comparison.a.counts.best_move,
    })
}
