//! Which pass comes next: the root windows of aspiration search and MTD(f),
//! and when a depth is settled, in one place for the session.
//!
//! - Aspiration windows: the first window is `[g − w, g + w]` around the
//!   guess `g` (the previous depth's value under iterative deepening); a
//!   value at or below α fails low and the pass is searched again with α
//!   opened to −∞, a value at or above β fails high and β is opened to +∞.
//! - MTD(f) (Plaat et al., 1996): null-window passes `(β − 1, β)`, starting
//!   at `β = g`; a value `v ≥ β` is a lower bound, `v < β` an upper bound;
//!   the next β is `v + 1` when `v` is the lower bound, else `v`; the depth
//!   is settled once the lower bound reaches the upper bound.
//! - Every other algorithm searches each depth once, with `[−∞, +∞]`.

use crate::game::{INFINITY, MoveCode, Score};
use crate::search::{Algorithm, SearchOptions};
use crate::session::Answer;

/// What a finished pass says, for planning the next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Finished {
    pub depth: u8,
    pub window: (Score, Score),
    pub value: Score,
    pub best_move: Option<MoveCode>,
}

/// What follows a finished pass.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Next {
    /// The same depth again, with this root window.
    Again((Score, Score)),
    /// The depth is settled with this answer; the next depth follows.
    Deeper(Answer),
    /// The depth is settled with this answer, and the search is over.
    End(Answer),
}

/// The root window of a depth's first pass, from the guess `guess`.
pub(super) fn first_window(options: &SearchOptions, guess: Score) -> (Score, Score) {
    match options.algorithm {
        Algorithm::Aspiration => {
            let half = options.aspiration_window.max(1);
            (
                guess.saturating_sub(half).max(-INFINITY),
                guess.saturating_add(half).min(INFINITY),
            )
        }
        Algorithm::Mtdf => {
            let beta = guess.clamp(-INFINITY + 1, INFINITY);
            (beta - 1, beta)
        }
        _ => (-INFINITY, INFINITY),
    }
}

/// What follows the last of `passes` (all finished, in order).
pub(super) fn next_step(options: &SearchOptions, passes: &[Finished]) -> Next {
    let Some(last) = passes.last() else {
        return Next::End(Answer {
            value: 0,
            best_move: None,
        });
    };
    let settled = |answer| {
        if options.iterative_deepening && last.depth < options.depth {
            Next::Deeper(answer)
        } else {
            Next::End(answer)
        }
    };
    let (alpha, beta) = last.window;
    let answer = Answer {
        value: last.value,
        best_move: last.best_move,
    };
    match options.algorithm {
        Algorithm::Aspiration if last.value <= alpha && alpha > -INFINITY => {
            Next::Again((-INFINITY, beta))
        }
        Algorithm::Aspiration if last.value >= beta && beta < INFINITY => {
            Next::Again((alpha, INFINITY))
        }
        Algorithm::Mtdf => {
            let depth_passes = passes.iter().filter(|pass| pass.depth == last.depth);
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
                settled(Answer {
                    value: last.value,
                    best_move: best_move.or(last.best_move),
                })
            } else {
                let beta = if last.value == lower {
                    last.value + 1
                } else {
                    last.value
                };
                Next::Again((beta - 1, beta))
            }
        }
        _ => settled(answer),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mtdf() -> SearchOptions {
        SearchOptions {
            algorithm: Algorithm::Mtdf,
            ..SearchOptions::default()
        }
    }

    fn pass(window: (Score, Score), value: Score) -> Finished {
        Finished {
            depth: 3,
            window,
            value,
            best_move: None,
        }
    }

    #[test]
    fn mtdf_moves_beta_past_a_lower_bound_and_onto_an_upper_bound() {
        // Guess 0: (−1, 0) fails high at 3, so 3 is a lower bound and the
        // next window is (3, 4); failing low there at 3 meets it.
        let first = pass(first_window(&mtdf(), 0), 3);
        assert_eq!(first.window, (-1, 0));
        assert_eq!(next_step(&mtdf(), &[first]), Next::Again((3, 4)));
        let second = pass((3, 4), 3);
        assert!(matches!(
            next_step(&mtdf(), &[first, second]),
            Next::End(Answer { value: 3, .. })
        ));
        // Failing low at 1 instead leaves [3, 1]… impossible with true
        // bounds; failing low at 2 under a lower bound of 3 is an
        // instability, and the bounds still cross: settled at 2.
        let low = pass((8, 9), 5);
        assert_eq!(next_step(&mtdf(), &[low]), Next::Again((4, 5)));
    }

    #[test]
    fn aspiration_opens_the_bound_that_failed() {
        let options = SearchOptions {
            algorithm: Algorithm::Aspiration,
            aspiration_window: 2,
            ..SearchOptions::default()
        };
        assert_eq!(first_window(&options, 5), (3, 7));
        assert_eq!(
            next_step(&options, &[pass((3, 7), 2)]),
            Next::Again((-INFINITY, 7))
        );
        assert_eq!(
            next_step(&options, &[pass((3, 7), 9)]),
            Next::Again((3, INFINITY))
        );
        assert!(matches!(
            next_step(&options, &[pass((3, 7), 4)]),
            Next::End(Answer { value: 4, .. })
        ));
    }
}
