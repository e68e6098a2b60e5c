//! How the explorer writes scores, windows, counts, bounds and node names as text.

use petgraph::graph::NodeIndex;

use crate::game::{INFINITY, Score, mate_distance};
use crate::input::AnyGame;
use crate::search::Bound;
use crate::session::Session;

/// A score from MAX's view: `+3`, `0`, `−∞`, or a mate as `+M3` (MAX mates
/// in 3 plies) or `−M2`.
#[must_use]
pub fn score(value: Score) -> String {
    if value >= INFINITY {
        return "+∞".to_owned();
    }
    if value <= -INFINITY {
        return "−∞".to_owned();
    }
    let sign = match value.cmp(&0) {
        std::cmp::Ordering::Greater => "+",
        std::cmp::Ordering::Less => "−",
        std::cmp::Ordering::Equal => "",
    };
    match mate_distance(value) {
        Some(plies) => format!("{sign}M{plies}"),
        None => format!("{sign}{}", value.unsigned_abs()),
    }
}

/// An `[α, β]` window.
#[must_use]
pub fn window(alpha: Score, beta: Score) -> String {
    format!("[{}, {}]", score(alpha), score(beta))
}

/// A count with thousands separators: `12,345`.
#[must_use]
pub fn count(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A bound as a status word.
#[must_use]
pub fn bound(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "exact",
        Bound::Lower => "lower bound (failed high)",
        Bound::Upper => "upper bound (failed low)",
    }
}

/// The name of a node for sentences: its move (SAN or child number), or "the root".
#[must_use]
pub fn node_name(session: &Session<AnyGame>, node: NodeIndex) -> String {
    session
        .move_label(node)
        .unwrap_or_else(|| "the root".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MATE;

    #[test]
    fn scores_read_well() {
        assert_eq!(score(3), "+3");
        assert_eq!(score(0), "0");
        assert_eq!(score(-5), "−5");
        assert_eq!(score(MATE - 3), "+M3");
        assert_eq!(score(-(MATE - 2)), "−M2");
        assert_eq!(score(INFINITY), "+∞");
        assert_eq!(window(-INFINITY, 4), "[−∞, +4]");
    }

    #[test]
    fn counts_get_separators() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(1_000), "1,000");
        assert_eq!(count(5_072_213), "5,072,213");
    }
}
