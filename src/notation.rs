//! How scores are written, in one place: `3`, `−5`, `±∞`, and mates in the
//! chess convention from MAX's view (`#2`: MAX mates in 2 moves; `#-2`: MAX
//! is mated in 2 moves).

use crate::game::{INFINITY, Score, mate_distance};
use crate::search::Bound;

/// A score from MAX's view.
#[must_use]
pub fn score(value: Score) -> String {
    if value >= INFINITY {
        return "+∞".to_owned();
    }
    if value <= -INFINITY {
        return "−∞".to_owned();
    }
    match mate_distance(value) {
        Some(plies) if value > 0 => format!("#{}", plies.div_ceil(2)),
        Some(plies) => format!("#-{}", plies.div_ceil(2)),
        None if value < 0 => format!("−{}", value.unsigned_abs()),
        None => value.to_string(),
    }
}

/// A value with its bound: `≤3`, `≥5`, or `3` when exact.
#[must_use]
pub fn bounded(value: Score, bound: Bound) -> String {
    match bound {
        Bound::Exact => score(value),
        Bound::Lower => format!("≥{}", score(value)),
        Bound::Upper => format!("≤{}", score(value)),
    }
}

/// An `[α, β]` window.
#[must_use]
pub fn window(alpha: Score, beta: Score) -> String {
    format!("[{}, {}]", score(alpha), score(beta))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MATE;

    #[test]
    fn scores_read_like_a_textbook_and_mates_like_chess() {
        assert_eq!(score(3), "3");
        assert_eq!(score(12), "12");
        assert_eq!(score(0), "0");
        assert_eq!(score(-5), "−5");
        assert_eq!(score(INFINITY), "+∞");
        assert_eq!(score(-INFINITY), "−∞");
        // MAX mates 3 plies from the root: its 2nd move mates.
        assert_eq!(score(MATE - 3), "#2");
        assert_eq!(score(-(MATE - 2)), "#-1");
        assert_eq!(bounded(3, Bound::Upper), "≤3");
        assert_eq!(bounded(-2, Bound::Lower), "≥−2");
        assert_eq!(window(-INFINITY, 4), "[−∞, 4]");
    }
}
