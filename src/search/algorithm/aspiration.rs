//! Aspiration windows: the root searched with a narrow window `[g − w, g +
//! w]` around the guess `g` (the previous depth's value under iterative
//! deepening); a value at or below α fails low and the pass is searched again
//! with α opened to −∞, a value at or above β fails high and β is opened to
//! +∞.

use super::{Algorithm, Descriptor, PassPlan, PassResult, PassVerdict, Text};
use crate::game::{INFINITY, Score};

/// Aspiration windows.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Aspiration,
    name: "aspiration",
    title: Text::new(|| crate::tr!("names-algo-aspiration-title")),
    short: Text::new(|| crate::tr!("names-algo-aspiration-short")),
    prunes: true,
    passes: Some(PassPlan {
        first_window,
        after,
        reads_window_width: true,
    }),
    compare_with: Algorithm::Minimax,
    classic_against: Some(Algorithm::AlphaBeta),
    ..Descriptor::PLAIN
};

/// The first window: `[g − w, g + w]` around the guess `g`.
fn first_window(guess: Score, half_width: Score) -> (Score, Score) {
    let half = half_width.max(1);
    (
        guess.saturating_sub(half).max(-INFINITY),
        guess.saturating_add(half).min(INFINITY),
    )
}

/// A pass that failed low opens α, one that failed high opens β; a value
/// inside the window is the root's.
fn after(last: PassResult, _depth_passes: &[PassResult]) -> PassVerdict {
    let (alpha, beta) = last.window;
    if last.value <= alpha && alpha > -INFINITY {
        PassVerdict::Again((-INFINITY, beta))
    } else if last.value >= beta && beta < INFINITY {
        PassVerdict::Again((alpha, INFINITY))
    } else {
        PassVerdict::Settled {
            value: last.value,
            best_move: last.best_move,
        }
    }
}
