//! One home for how scores are written: values, bounds, `[α, β]` windows and
//! mates, for every front end (tree, inspector, status line, CLI, DOT).
//!
//! - A value is from MAX's view and written as textbooks write it: `3`, `0`,
//!   `−5` (U+2212 minus).
//! - The window's open ends are `+∞` and `−∞`.
//! - Mates follow the chess convention, counted in *moves* from MAX's view:
//!   `#2` means MAX mates in 2 moves, `#-2` that MAX is mated in 2 moves
//!   (moves are plies rounded up, [`crate::game::mate_moves`]). A checkmated
//!   position itself is `#0` or `#-0`, as python-chess writes `Mate(0)`.
//! - A bound puts its mark before the value: `≤3`, `≥−2`, `≥#2`; an exact
//!   value reads as [`score`] does.
//!
//! Plies are written only where they are labelled as plies.

use crate::game::{INFINITY, Score, mate_moves};
use crate::search::Bound;

/// A score from MAX's view: `3`, `0`, `−5`, `+∞`, `−∞`, `#2` (MAX mates in
/// 2 moves) or `#-2` (MAX is mated in 2 moves).
#[must_use]
pub fn score(value: Score) -> String {
    if value >= INFINITY {
        return "+∞".to_owned();
    }
    if value <= -INFINITY {
        return "−∞".to_owned();
    }
    if let Some(moves) = mate_moves(value) {
        return if value > 0 {
            format!("#{moves}")
        } else {
            format!("#-{moves}")
        };
    }
    match value.cmp(&0) {
        std::cmp::Ordering::Greater => value.to_string(),
        std::cmp::Ordering::Less => format!("−{}", value.unsigned_abs()),
        std::cmp::Ordering::Equal => "0".to_owned(),
    }
}

/// A value with its bound: `≤3` (upper bound, failed low), `≥5` (lower bound,
/// failed high), or the value as [`score`] writes it when it is exact.
#[must_use]
pub fn bounded(value: Score, bound: Bound) -> String {
    format!("{}{}", bound_mark(bound), score(value))
}

/// An `[α, β]` window: `[−∞, 3]`.
#[must_use]
pub fn window(alpha: Score, beta: Score) -> String {
    format!("[{}, {}]", score(alpha), score(beta))
}

/// `≥` for a lower bound, `≤` for an upper bound, nothing for an exact value.
#[must_use]
pub fn bound_mark(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "",
        Bound::Lower => "≥",
        Bound::Upper => "≤",
    }
}

/// A bound in words, for the inspector: `exact`, `lower bound (failed
/// high)` or `upper bound (failed low)`.
#[must_use]
pub fn bound_name(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "exact",
        Bound::Lower => "lower bound (failed high)",
        Bound::Upper => "upper bound (failed low)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MATE;

    #[test]
    fn plain_values_read_as_in_a_textbook_with_a_true_minus() {
        assert_eq!(score(3), "3");
        assert_eq!(score(0), "0");
        assert_eq!(score(-5), "−5");
        assert_eq!(score(-5).chars().next(), Some('\u{2212}'));
        assert_eq!(score(INFINITY), "+∞");
        assert_eq!(score(-INFINITY), "−∞");
    }

    #[test]
    fn mates_are_counted_in_moves_from_max_view() {
        // ±(MATE - plies): 1 ply = MAX's mating move = mate in 1; 3 plies =
        // MAX, MIN, MAX mates = mate in 2; 2 plies = MAX moves, MIN mates =
        // MAX is mated in 1; 4 plies = MAX, MIN, MAX, MIN mates = mated in 2.
        assert_eq!(score(MATE - 1), "#1");
        assert_eq!(score(MATE - 3), "#2");
        assert_eq!(score(-(MATE - 2)), "#-1");
        assert_eq!(score(-(MATE - 4)), "#-2");
        // Checkmated at the position itself: python-chess's Mate(0).
        assert_eq!(score(-MATE), "#-0");
        assert_eq!(score(MATE), "#0");
    }

    #[test]
    fn bounds_carry_their_mark_before_the_value() {
        assert_eq!(bounded(3, Bound::Upper), "≤3");
        assert_eq!(bounded(5, Bound::Lower), "≥5");
        assert_eq!(bounded(-2, Bound::Upper), "≤−2");
        assert_eq!(bounded(3, Bound::Exact), "3");
        assert_eq!(bounded(0, Bound::Lower), "≥0");
        assert_eq!(bounded(MATE - 3, Bound::Lower), "≥#2");
        assert_eq!(bounded(-(MATE - 4), Bound::Upper), "≤#-2");
    }

    #[test]
    fn windows_and_bound_names() {
        assert_eq!(window(-INFINITY, 3), "[−∞, 3]");
        assert_eq!(window(-4, INFINITY), "[−4, +∞]");
        assert_eq!(bound_name(Bound::Exact), "exact");
        assert_eq!(bound_name(Bound::Upper), "upper bound (failed low)");
        assert_eq!(bound_name(Bound::Lower), "lower bound (failed high)");
        assert_eq!(bound_mark(Bound::Exact), "");
    }
}
