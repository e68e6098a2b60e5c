//! How the teaching texts write values and windows: as
//! [`crate::notation`] does, but without the `+` on a plain positive value
//! (`3`, as textbooks write it) and with won games in the game's words,
//! "mate in N for MAX" (chess) or "win in N for MAX" (the other games),
//! counted in the same moves as the notation's `#N` and `WN`.

use crate::game::{Score, WinWords, Wording, mate_moves};
use crate::notation;

/// A value for sentences: `3`, `−2`, `+∞`, `−∞`, or a won game as
/// `mate in 2 for MAX` / `win in 2 for MAX` (in moves of the winning side,
/// as `#2` and `W2` count them) or `checkmate (MIN wins)` / `game over (MIN
/// wins)` at the lost position itself (`#-0`, `L0`).
#[must_use]
pub fn value(score: Score, wording: Wording) -> String {
    let winner = if score > 0 { "MAX" } else { "MIN" };
    let chess = wording.wins() == WinWords::MATE;
    match mate_moves(score) {
        Some(0) if chess => crate::tr!("narration-value-checkmate", winner = winner),
        Some(0) => crate::tr!("narration-value-game-over", winner = winner),
        Some(moves) if chess => {
            crate::tr!("narration-value-mate-in", moves = moves, winner = winner)
        }
        Some(moves) => crate::tr!("narration-value-win-in", moves = moves, winner = winner),
        None => notation::score(score, wording),
    }
}

/// A window as `[α, β]` with [`value`]s.
#[must_use]
pub fn window(alpha: Score, beta: Score, wording: Wording) -> String {
    format!("[{}, {}]", value(alpha, wording), value(beta, wording))
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
    use crate::game::{INFINITY, MATE};

    const CHESS: Wording = Wording::CHESS;

    #[test]
    fn values_read_like_a_textbook() {
        assert_eq!(value(3, CHESS), "3");
        assert_eq!(value(-2, CHESS), "−2");
        assert_eq!(value(INFINITY, CHESS), "+∞");
        assert_eq!(value(-INFINITY, CHESS), "−∞");
        assert_eq!(value(MATE - 1, CHESS), "mate in 1 for MAX");
        assert_eq!(value(MATE - 3, CHESS), "mate in 2 for MAX");
        assert_eq!(value(-(MATE - 2), CHESS), "mate in 1 for MIN");
        assert_eq!(value(-MATE, CHESS), "checkmate (MIN wins)");
        // The same move count as the notation on the tree and in the CLI.
        for mate in [MATE - 1, MATE - 3, MATE - 5, -(MATE - 2), -(MATE - 4)] {
            let moves = notation::score(mate, CHESS)
                .trim_start_matches(['#', '-'])
                .to_owned();
            assert!(
                value(mate, CHESS).contains(&format!("mate in {moves} ")),
                "{mate}"
            );
        }
        assert_eq!(window(-INFINITY, 3, CHESS), "[−∞, 3]");
        assert_eq!(plural(1_u16, "move", "moves"), "1 move");
        assert_eq!(plural(2_u16, "move", "moves"), "2 moves");
    }

    #[test]
    fn games_that_are_not_chess_say_win_not_mate() {
        let played = Wording::PLAYED;
        assert_eq!(value(MATE - 3, played), "win in 2 for MAX");
        assert_eq!(value(-(MATE - 2), played), "win in 1 for MIN");
        assert_eq!(value(-MATE, played), "game over (MIN wins)");
        assert_eq!(value(4, played), "4");
        assert_eq!(
            window(-(MATE - 2), INFINITY, played),
            "[win in 1 for MIN, +∞]"
        );
        for score in [MATE - 1, MATE - 4, -(MATE - 6)] {
            assert!(!value(score, played).contains("mate"), "{score}");
        }
    }
}
