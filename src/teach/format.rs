//! How the teaching texts write values and windows: as
//! [`crate::notation`] does, but without the `+` on a plain positive value
//! (`3`, as textbooks write it) and with mates in words, "mate in N for MAX",
//! counted in the same moves as the notation's `#N`.

use crate::game::{INFINITY, Score, mate_moves};
use crate::notation;

/// A value for sentences: `3`, `−2`, `+∞`, `−∞`, or a mate score as
/// `mate in 2 for MAX` (in moves of the mating side, as `#2` counts them) or
/// `checkmate (MIN wins)` at the checkmated position itself (`#-0`).
#[must_use]
pub fn value(score: Score) -> String {
    let winner = if score > 0 { "MAX" } else { "MIN" };
    match mate_moves(score) {
        Some(0) => format!("checkmate ({winner} wins)"),
        Some(moves) => format!("mate in {moves} for {winner}"),
        None if score > 0 && score < INFINITY => score.to_string(),
        None => notation::score(score),
    }
}

/// A window as `[α, β]` with [`value`]s.
#[must_use]
pub fn window(alpha: Score, beta: Score) -> String {
    format!("[{}, {}]", value(alpha), value(beta))
}

/// `count` followed by `one` or `many`: `1 move`, `2 moves`.
#[must_use]
pub fn plural(count: impl Into<u64>, one: &str, many: &str) -> String {
    let count = count.into();
    format!("{count} {}", if count == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MATE;

    #[test]
    fn values_read_like_a_textbook() {
        assert_eq!(value(3), "3");
        assert_eq!(value(-2), "−2");
        assert_eq!(value(INFINITY), "+∞");
        assert_eq!(value(-INFINITY), "−∞");
        assert_eq!(value(MATE - 1), "mate in 1 for MAX");
        assert_eq!(value(MATE - 3), "mate in 2 for MAX");
        assert_eq!(value(-(MATE - 2)), "mate in 1 for MIN");
        assert_eq!(value(-MATE), "checkmate (MIN wins)");
        // The same move count as the notation on the tree and in the CLI.
        for mate in [MATE - 1, MATE - 3, MATE - 5, -(MATE - 2), -(MATE - 4)] {
            let moves = notation::score(mate)
                .trim_start_matches(['#', '-'])
                .to_owned();
            assert!(value(mate).contains(&format!("mate in {moves} ")), "{mate}");
        }
        assert_eq!(window(-INFINITY, 3), "[−∞, 3]");
        assert_eq!(plural(1_u16, "move", "moves"), "1 move");
        assert_eq!(plural(2_u16, "move", "moves"), "2 moves");
    }
}
