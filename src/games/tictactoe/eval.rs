//! AIMA's evaluation of a tic-tac-toe position, 3·X₂ + X₁ − (3·O₂ + O₁):
//! X₂ counts the lines with two X and no O, X₁ those with one X and no O,
//! and O₂, O₁ the same for O.

use crate::game::{Score, ScoreTerm};

use super::board::{Board, Mark};
use super::lines::LINES;

/// The counts the evaluation adds up.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct LineCounts {
    /// Lines with two X and no O.
    pub x2: Score,
    /// Lines with one X and no O.
    pub x1: Score,
    /// Lines with two O and no X.
    pub o2: Score,
    /// Lines with one O and no X.
    pub o1: Score,
}

/// Counts the open lines of `board`.
#[must_use]
pub fn line_counts(board: Board) -> LineCounts {
    let (x, o) = (board.cells(Mark::X), board.cells(Mark::O));
    let mut counts = LineCounts::default();
    for line in LINES {
        match ((x & line).count_ones(), (o & line).count_ones()) {
            (2, 0) => counts.x2 += 1,
            (1, 0) => counts.x1 += 1,
            (0, 2) => counts.o2 += 1,
            (0, 1) => counts.o1 += 1,
            _ => {}
        }
    }
    counts
}

/// 3·X₂ + X₁ − (3·O₂ + O₁): positive favours X.
#[must_use]
pub fn evaluate_for_x(board: Board) -> Score {
    let c = line_counts(board);
    3 * c.x2 + c.x1 - (3 * c.o2 + c.o1)
}

/// The evaluation from `max`'s point of view.
#[must_use]
pub fn evaluate(board: Board, max: Mark) -> Score {
    match max {
        Mark::X => evaluate_for_x(board),
        Mark::O => -evaluate_for_x(board),
    }
}

/// The four terms of [`evaluate`], from `max`'s point of view; they add up
/// to it.
#[must_use]
pub fn explain(board: Board, max: Mark) -> Vec<ScoreTerm> {
    let c = line_counts(board);
    let sign = match max {
        Mark::X => 1,
        Mark::O => -1,
    };
    [
        (crate::tr!("ttt-term-x2"), 3 * c.x2),
        (crate::tr!("ttt-term-x1"), c.x1),
        (crate::tr!("ttt-term-o2"), -3 * c.o2),
        (crate::tr!("ttt-term-o1"), -c.o1),
    ]
    .into_iter()
    .map(|(label, value)| ScoreTerm {
        label,
        value: sign * value,
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::parse::parse;

    #[test]
    fn aima_values_by_hand() {
        // The empty board: no line has a mark.
        assert_eq!(evaluate_for_x(Board::EMPTY), 0);
        // X in the centre lies on 4 lines (row, column, two diagonals).
        assert_eq!(evaluate_for_x(parse("....x....").unwrap()), 4);
        // X in a corner: 3 lines.
        assert_eq!(evaluate_for_x(parse("x........").unwrap()), 3);
        // X centre, O corner: the main diagonal holds both, so X keeps 3
        // open lines (middle row, middle column, anti-diagonal) and O 2
        // (top row, left column).
        assert_eq!(evaluate_for_x(parse("o...x....").unwrap()), 3 - 2);
        // X on 0 and 1, O in the centre: X₂ = 1 (top row), X₁ = 1 (left
        // column; the middle column and main diagonal hold O), O₁ = 2
        // (middle row, anti-diagonal).
        assert_eq!(evaluate_for_x(parse("xx..o....").unwrap()), 3 + 1 - 2);
    }

    #[test]
    fn the_terms_add_up_for_either_max() {
        let board = parse("xx..o....").unwrap();
        for max in [Mark::X, Mark::O] {
            let sum: Score = explain(board, max).iter().map(|t| t.value).sum();
            assert_eq!(sum, evaluate(board, max));
        }
        assert_eq!(evaluate(board, Mark::O), -evaluate(board, Mark::X));
    }
}
