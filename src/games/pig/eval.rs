//! The value of a Pig position for MAX, in units of 1/[`SCALE`] point: a
//! finished game is worth ±goal points (won or lost); at the depth limit,
//! MAX's points minus MIN's, the turn total counted for the player at
//! stake as if held. Both stay strictly inside ±goal before the end, so a
//! win always outscores an evaluation, and ±goal points are the bounds
//! Star1 prunes with.

use crate::game::{Score, ScoreTerm};

use super::SCALE;
use super::board::{Board, Side};

/// The value of `board` for `max` in a game to `goal`, in units.
#[must_use]
pub fn evaluate(board: Board, goal: u8, max: Side) -> Score {
    explain(board, goal, max)
        .iter()
        .map(|term| term.value)
        .sum()
}

/// The terms [`evaluate`] adds up, for `max`, in units: the game's result
/// once it is over, else each player's banked points and the turn total.
#[must_use]
pub fn explain(board: Board, goal: u8, max: Side) -> Vec<ScoreTerm> {
    let term = |label: String, points: Score| ScoreTerm {
        label,
        value: points * SCALE,
    };
    let min = max.other();
    if let Some(winner) = board.winner(goal) {
        let (label, sign) = if winner == max {
            ("MAX", 1)
        } else {
            ("MIN", -1)
        };
        return vec![term(
            crate::tr!(
                "pig-term-reached",
                side = label,
                player = winner.name(),
                goal = goal
            ),
            sign * Score::from(goal),
        )];
    }
    let mut terms = vec![
        term(
            crate::tr!("pig-term-max-banked", player = max.name()),
            Score::from(board.banked(max)),
        ),
        term(
            crate::tr!("pig-term-min-banked", player = min.name()),
            -Score::from(board.banked(min)),
        ),
    ];
    if board.turn_total() > 0 {
        let mover = board.to_move();
        let sign = if mover == max { 1 } else { -1 };
        let label = if mover == max {
            crate::tr!("pig-term-turn-total", player = mover.name())
        } else {
            crate::tr!("pig-term-their-turn-total", player = mover.name())
        };
        terms.push(term(label, sign * Score::from(board.turn_total())));
    }
    terms
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_points_difference_counts_the_turn_total_as_held() {
        // A: 12 banked + 5 at stake = 17; B: 7. For A, 17 − 7 = 10 points.
        let board = Board::new([12, 7], 5, Side::A, false);
        assert_eq!(evaluate(board, 20, Side::A), 10 * SCALE);
        assert_eq!(evaluate(board, 20, Side::B), -10 * SCALE);
        // At the chance node the stake is still A's.
        let rolling = Board::new([12, 7], 5, Side::A, true);
        assert_eq!(evaluate(rolling, 20, Side::A), 10 * SCALE);
        // B's stake counts for B: 12 − (7 + 6) = −1 point for A.
        let b = Board::new([12, 7], 6, Side::B, false);
        assert_eq!(evaluate(b, 20, Side::A), -SCALE);
    }

    #[test]
    fn a_finished_game_is_worth_the_goal() {
        let won = Board::new([23, 19], 0, Side::B, false);
        assert_eq!(evaluate(won, 20, Side::A), 20 * SCALE);
        assert_eq!(evaluate(won, 20, Side::B), -20 * SCALE);
        // Closer than any evaluation gets: 19 − 0 with A to move is 19.
        let close = Board::new([19, 0], 0, Side::A, false);
        assert!(evaluate(close, 20, Side::A) < evaluate(won, 20, Side::A));
    }

    #[test]
    fn the_terms_add_up_and_name_the_players() {
        let board = Board::new([12, 7], 6, Side::B, false);
        let terms = explain(board, 20, Side::A);
        let labels: Vec<&str> = terms.iter().map(|t| t.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "MAX (A) banked",
                "−MIN (B) banked",
                "−turn total of B, counted as if held"
            ]
        );
        let values: Vec<Score> = terms.iter().map(|t| t.value).collect();
        assert_eq!(values, [12 * SCALE, -7 * SCALE, -6 * SCALE]);
    }
}
