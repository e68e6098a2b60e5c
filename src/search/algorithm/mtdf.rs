//! MTD(f) (Plaat et al., 1996): null-window passes `(β − 1, β)`, starting at
//! `β = g`; a value `v ≥ β` is a lower bound, `v < β` an upper bound; the
//! next β is `v + 1` when `v` is the lower bound, else `v`; the depth is
//! settled once the lower bound reaches the upper bound. It always fails
//! soft.

use super::{Algorithm, Descriptor, PassPlan, PassResult, PassVerdict, Text};
use crate::game::{INFINITY, Score};

/// MTD(f).
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Mtdf,
    name: "mtdf",
    title: Text::new(|| crate::tr!("names-algo-mtdf-title")),
    short: Text::new(|| crate::tr!("names-algo-mtdf-short")),
    prunes: true,
    always_fails_soft: true,
    passes: Some(PassPlan {
        first_window,
        after,
        reads_window_width: false,
    }),
    compare_with: Algorithm::Minimax,
    classic_against: Some(Algorithm::AlphaBeta),
    ..Descriptor::PLAIN
};

/// The first window: the null window `(g − 1, g)` at the guess `g`.
fn first_window(guess: Score, _half_width: Score) -> (Score, Score) {
    let beta = guess.clamp(-INFINITY + 1, INFINITY);
    (beta - 1, beta)
}

/// Each pass of the depth moved a lower or an upper bound; once they meet
/// the value is known, else the next null window sits at the last value.
fn after(last: PassResult, depth_passes: &[PassResult]) -> PassVerdict {
    let (mut lower, mut upper) = (-INFINITY, INFINITY);
    // The move of the pass that raised the lower bound to the value:
    // a pass that fails low has no move worth the name.
    let mut best_move = None;
    for pass in depth_passes {
        let beta = pass.window.1;
        if pass.value >= beta {
            lower = pass.value;
            best_move = pass.best_move;
        } else {
            upper = pass.value;
        }
    }
    if lower >= upper {
        PassVerdict::Settled {
            value: last.value,
            best_move: best_move.or(last.best_move),
        }
    } else {
        let beta = if last.value == lower {
            last.value + 1
        } else {
            last.value
        };
        PassVerdict::Again((beta - 1, beta))
    }
}
