//! The sentence that says a best move only ties: when other root moves
//! are worth as much, or are only bounded at its value and not proven
//! worse, the best move is ahead of them only because it was searched
//! first (the start position at depth 3 with material: every move is 0,
//! and a3 "wins" by being generated first). The end of the search's
//! narration and `gametree analyze`'s text both say it.

use crate::game::{Game, Score};
use crate::search::Bound;
use crate::session::{RootMoveLine, RootMoveStatus, root_moves};
use crate::tree::SearchTree;

use super::format::value;
use crate::tr;

/// How many tying moves are named before "and N more".
const NAMED: usize = 3;

/// The root moves searched after the best move that tie with it as far as
/// the search knows, at `cursor` (local steps) of `tree`.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Tie {
    /// The best move.
    best: String,
    /// Its value.
    value: Score,
    /// The moves worth exactly as much.
    equal: Vec<String>,
    /// How many moves are bounded at its value, at most as good.
    at_most: usize,
}

/// The tie at the best move of `rows` (root moves in search order), if any.
fn tie(rows: &[RootMoveLine]) -> Option<Tie> {
    let best_at = rows.iter().position(|row| row.best)?;
    let best = &rows[best_at];
    let (best_value, _) = best.searched()?;
    let mut equal = Vec::new();
    let mut at_most = 0;
    for (index, row) in rows.iter().enumerate() {
        let RootMoveStatus::Searched { value, bound } = row.status else {
            continue;
        };
        if index == best_at || value != best_value {
            continue;
        }
        // A move searched before the best and worth as much would have been
        // kept: then the order is not what decided.
        if index < best_at {
            return None;
        }
        match bound {
            Bound::Exact => equal.push(row.label.clone()),
            Bound::Upper => at_most += 1,
            Bound::Lower => {}
        }
    }
    (!equal.is_empty() || at_most > 0).then(|| Tie {
        best: best.label.clone(),
        value: best_value,
        equal,
        at_most,
    })
}

/// The sentence that says the best move of `tree`'s search at `cursor`
/// (local steps) is best only because it was searched first, when other
/// root moves tie with it: `a3 is best only because it was searched
/// first: 19 other moves are worth at most 0, not proven worse (…)`.
/// `None` when no move ties, and for Monte Carlo tree search (its best move
/// is the most visited).
#[must_use]
pub fn tie_sentence<G: Game>(game: &G, tree: &SearchTree, cursor: u64) -> Option<String> {
    if tree.is_mcts() {
        return None;
    }
    let tie = tie(&root_moves(game, tree, cursor))?;
    let worth = value(tie.value, game.wording());
    let mut parts = Vec::new();
    if !tie.equal.is_empty() {
        let mut names: Vec<&str> = tie.equal.iter().take(NAMED).map(String::as_str).collect();
        let more = tie.equal.len() - names.len();
        let more_text = tr!("narration-tie-more", count = more);
        if more > 0 {
            names.push(&more_text);
        }
        let list = match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                tr!("narration-tie-list", first = rest.join(", "), last = *last)
            }
            _ => names.concat(),
        };
        parts.push(tr!(
            "narration-tie-equal",
            count = tie.equal.len(),
            list = list,
            worth = worth.as_str()
        ));
    }
    if tie.at_most > 0 {
        parts.push(if tie.equal.is_empty() {
            tr!(
                "narration-tie-others-at-most",
                count = tie.at_most,
                worth = worth.as_str()
            )
        } else {
            tr!(
                "narration-tie-more-at-most",
                count = tie.at_most,
                worth = worth.as_str()
            )
        });
    }
    Some(tr!(
        "narration-tie",
        best = tie.best,
        reasons = parts.join("; ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::AnyGame;
    use crate::search::{Algorithm, SearchOptions};
    use crate::session::Session;

    fn sentence(tree: &str, algorithm: Algorithm) -> Option<String> {
        let game = AnyGame::from_tree(tree).unwrap();
        let options = SearchOptions {
            algorithm,
            ..game.fit_options(SearchOptions::default(), false).unwrap()
        };
        let mut session = Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        let tree = session.tree().unwrap();
        tie_sentence(session.game(), tree, session.local_cursor())
    }

    #[test]
    fn equal_moves_are_named_and_a_clear_best_says_nothing() {
        assert_eq!(
            sentence("[[3,5],[3,4],[4,3]]", Algorithm::Minimax).as_deref(),
            Some("1 is best only because it was searched first: 2 and 3 tie with it at 3.")
        );
        assert_eq!(
            sentence("[[3,12,8],[2,4,6],[14,5,2]]", Algorithm::Minimax),
            None
        );
    }

    #[test]
    fn moves_cut_at_the_best_value_may_tie() {
        // Alpha-beta: the second move's first leaf, 3, already shows it
        // cannot beat 3, so it is only bounded: at most 3.
        let text = sentence("[[3,5],[3,9]]", Algorithm::AlphaBeta).unwrap();
        assert!(
            text.starts_with("1 is best only because it was searched first: 1 other move is worth at most 3, not proven worse"),
            "{text}"
        );
    }
}
