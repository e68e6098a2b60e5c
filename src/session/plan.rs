//! Which pass comes next, and when a depth is settled, for the session.
//!
//! The windows themselves are each algorithm's own
//! ([`crate::search::PassPlan`], in `search/algorithm/aspiration.rs` and
//! `mtdf.rs`); every other algorithm searches each depth once, with
//! `[−∞, +∞]`. This file turns a verdict into the session's next step.

use crate::game::{INFINITY, MoveCode, Score};
use crate::search::{PassResult, PassVerdict, SearchOptions};
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

/// The root window of a depth's first pass, from the guess `guess`:
/// the algorithm's own plan, or `[−∞, +∞]`.
pub(super) fn first_window(options: &SearchOptions, guess: Score) -> (Score, Score) {
    options
        .algorithm
        .passes()
        .map_or((-INFINITY, INFINITY), |plan| {
            (plan.first_window)(guess, options.aspiration_window)
        })
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
    let result = |pass: &Finished| PassResult {
        window: pass.window,
        value: pass.value,
        best_move: pass.best_move,
    };
    let verdict = options.algorithm.passes().map_or(
        PassVerdict::Settled {
            value: last.value,
            best_move: last.best_move,
        },
        |plan| {
            let depth_passes: Vec<PassResult> = passes
                .iter()
                .filter(|pass| pass.depth == last.depth)
                .map(result)
                .collect();
            (plan.after)(result(last), &depth_passes)
        },
    );
    match verdict {
        PassVerdict::Again(window) => Next::Again(window),
        PassVerdict::Settled { value, best_move } => settled(Answer { value, best_move }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Algorithm;

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
