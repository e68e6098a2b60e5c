//! The Connect Four evaluation: open threes and twos. Of the 69 windows of
//! four cells in a line, a side's *open three* has three of its discs and
//! one empty cell, its *open two* two discs and two empty cells.
//! The value is [`THREE`]·(threes − opponent's threes) + [`TWO`]·(twos −
//! opponent's twos), from MAX's point of view.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "cells stay on the 7x6 board, so column and row fit u8 and are non-negative"
)]

use crate::game::{Score, ScoreTerm};

use super::board::{Board, COLUMNS, Disc, ROWS, cell_bit};

/// What an open three is worth.
pub const THREE: Score = 5;
/// What an open two is worth.
pub const TWO: Score = 2;

/// The number of windows of four cells in a line: 24 in rows, 21 in
/// columns, 12 on each diagonal.
pub const WINDOW_COUNT: usize = 69;

/// Every window of four cells in a line, as bitboards.
pub const WINDOWS: [u64; WINDOW_COUNT] = windows();

const fn windows() -> [u64; WINDOW_COUNT] {
    let mut out = [0; WINDOW_COUNT];
    let mut n = 0;
    // (column step, row step): along a row, up a column, up-right, down-right.
    let steps: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let mut s = 0;
    while s < steps.len() {
        let (dc, dr) = steps[s];
        let mut column = 0;
        while column < COLUMNS as i32 {
            let mut row = 0;
            while row < ROWS as i32 {
                let (end_column, end_row) = (column + 3 * dc, row + 3 * dr);
                if end_column < COLUMNS as i32 && end_row >= 0 && end_row < ROWS as i32 {
                    let mut window = 0;
                    let mut k = 0;
                    while k < 4 {
                        window |= cell_bit((column + k * dc) as u8, (row + k * dr) as u8);
                        k += 1;
                    }
                    out[n] = window;
                    n += 1;
                }
                row += 1;
            }
            column += 1;
        }
        s += 1;
    }
    out
}

/// Open threes and twos of each side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct WindowCounts {
    /// The first player's open threes.
    pub first_threes: Score,
    /// The first player's open twos.
    pub first_twos: Score,
    /// The second player's open threes.
    pub second_threes: Score,
    /// The second player's open twos.
    pub second_twos: Score,
}

/// Counts the open threes and twos of `board`.
#[must_use]
pub fn window_counts(board: Board) -> WindowCounts {
    let (first, second) = (board.discs(Disc::First), board.discs(Disc::Second));
    let mut counts = WindowCounts::default();
    for window in WINDOWS {
        match (
            (first & window).count_ones(),
            (second & window).count_ones(),
        ) {
            (3, 0) => counts.first_threes += 1,
            (2, 0) => counts.first_twos += 1,
            (0, 3) => counts.second_threes += 1,
            (0, 2) => counts.second_twos += 1,
            _ => {}
        }
    }
    counts
}

/// The evaluation from `max`'s point of view.
#[must_use]
pub fn evaluate(board: Board, max: Disc) -> Score {
    explain(board, max).iter().map(|term| term.value).sum()
}

/// The four terms of [`evaluate`], from `max`'s point of view.
#[must_use]
pub fn explain(board: Board, max: Disc) -> Vec<ScoreTerm> {
    let c = window_counts(board);
    let (mine, theirs) = match max {
        Disc::First => (
            (c.first_threes, c.first_twos),
            (c.second_threes, c.second_twos),
        ),
        Disc::Second => (
            (c.second_threes, c.second_twos),
            (c.first_threes, c.first_twos),
        ),
    };
    vec![
        ScoreTerm {
            label: crate::tr!("c4-term-max-threes", weight = THREE),
            value: THREE * mine.0,
        },
        ScoreTerm {
            label: crate::tr!("c4-term-max-twos", weight = TWO),
            value: TWO * mine.1,
        },
        ScoreTerm {
            label: crate::tr!("c4-term-min-threes", weight = THREE),
            value: -THREE * theirs.0,
        },
        ScoreTerm {
            label: crate::tr!("c4-term-min-twos", weight = TWO),
            value: -TWO * theirs.1,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect4::parse::parse;

    #[test]
    fn there_are_69_distinct_windows_of_four() {
        let mut all = WINDOWS.to_vec();
        assert!(all.iter().all(|w| w.count_ones() == 4));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 69);
    }

    #[test]
    fn counts_by_hand() {
        assert_eq!(evaluate(Board::EMPTY, Disc::First), 0);
        // One disc at the bottom of column 1: it is in 1 row window,
        // 1 column window and 1 up-right diagonal: no threes or twos.
        assert_eq!(window_counts(parse("1").unwrap()), WindowCounts::default());
        // "11223": the first player on columns 1, 2, 3 of the bottom row,
        // the second on columns 1, 2 of the second row. Bottom row windows: cols 1-4 has three first
        // discs and an empty cell (an open three); cols 2-5 two first discs
        // (an open two); cols 3-6 one. Second row: cols 1-4 two second
        // discs (an open two); cols 2-5 one. Columns and diagonals hold
        // at most one disc of a side with none of the other, or mix both.
        let counts = window_counts(parse("11223").unwrap());
        assert_eq!(counts.first_threes, 1);
        assert_eq!(counts.first_twos, 1);
        assert_eq!(counts.second_threes, 0);
        assert_eq!(counts.second_twos, 1);
        let board = parse("11223").unwrap();
        assert_eq!(evaluate(board, Disc::First), 5 + 2 - 2);
        assert_eq!(evaluate(board, Disc::Second), -(5 + 2 - 2));
    }
}
