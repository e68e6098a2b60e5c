//! How the teaching texts write values and windows: `+∞`/`−∞` for the
//! window's infinities, "mate in N for MAX" for mate scores, `−` for minus.

use crate::game::{INFINITY, Score, mate_distance};

/// A value for sentences: `3`, `−2`, `+∞`, `−∞`, or a mate score as
/// `mate in 2 for MAX` (in moves of the mating side) or `checkmate (MIN wins)`.
#[must_use]
pub fn value(score: Score) -> String {
    if score >= INFINITY {
        return "+∞".to_owned();
    }
    if score <= -INFINITY {
        return "−∞".to_owned();
    }
    let winner = if score > 0 { "MAX" } else { "MIN" };
    match mate_distance(score) {
        Some(0) => format!("checkmate ({winner} wins)"),
        Some(plies) => format!("mate in {} for {winner}", plies.div_ceil(2)),
        None if score < 0 => format!("−{}", score.unsigned_abs()),
        None => score.to_string(),
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
        assert_eq!(window(-INFINITY, 3), "[−∞, 3]");
        assert_eq!(plural(1_u16, "move", "moves"), "1 move");
        assert_eq!(plural(2_u16, "move", "moves"), "2 moves");
    }
}
