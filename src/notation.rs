//! One home for how scores are written: values, bounds, `[α, β]` windows and
//! won games, for every front end (tree, inspector, status line, CLI, DOT,
//! SVG).
//!
//! - A value is from MAX's view and written as textbooks write it: `3`, `0`,
//!   `−5` (U+2212 minus).
//! - The window's open ends are `+∞` and `−∞`.
//! - A won game is written as the game words it ([`Wording::wins`]),
//!   counted in *moves* of the winning side from MAX's view (moves are plies
//!   rounded up, [`crate::game::mate_moves`]):
//!   - chess follows the chess convention: `#2` means MAX mates in 2 moves,
//!     `#-2` that MAX is mated in 2 moves; a checkmated position itself is
//!     `#0` or `#-0`, as python-chess writes `Mate(0)`;
//!   - the other games write `W2` (MAX wins in 2 moves) and `L2` (MAX loses
//!     in 2 moves); a position already lost by MAX is `L0`.
//! - A bound puts its mark before the value: `≤3`, `≥−2`, `≥#2`, `≤L1`; an
//!   exact value reads as [`score`] does.
//!
//! Plies are written only where they are labelled as plies.

use crate::game::{INFINITY, MATE, MATE_BAND, Score, Wording, mate_moves};
use crate::search::Bound;

/// A score from MAX's view: `3`, `0`, `−5`, `+∞`, `−∞`, or a won game as
/// `wording` writes it: `#2` (MAX mates in 2 moves), `#-2` (MAX is mated in
/// 2 moves) in chess, `W2` and `L2` in the other games.
#[must_use]
pub fn score(value: Score, wording: Wording) -> String {
    if value >= INFINITY {
        return "+∞".to_owned();
    }
    if value <= -INFINITY {
        return "−∞".to_owned();
    }
    if let Some(moves) = mate_moves(value) {
        let wins = wording.wins();
        let mark = if value > 0 {
            wins.win_mark
        } else {
            wins.loss_mark
        };
        return format!("{mark}{moves}");
    }
    match value.cmp(&0) {
        std::cmp::Ordering::Greater => value.to_string(),
        std::cmp::Ordering::Less => format!("−{}", value.unsigned_abs()),
        std::cmp::Ordering::Equal => "0".to_owned(),
    }
}

/// Reads a won game written as [`score`] writes it for `wording` (`W2`,
/// `L1`, `L0` or `#2`, `#-1`; the letters in either case), back into its
/// score: the inverse of [`score`] on the win band. A win for MAX in `n`
/// moves ends on ply `2n − 1`, a loss in `n` moves on ply `2n`, so each
/// text has one score. `None` for anything else.
#[must_use]
pub fn parse_won(text: &str, wording: Wording) -> Option<Score> {
    let text = text.trim();
    let wins = wording.wins();
    // The longer mark first: `#-` before `#`.
    let marks = [(wins.loss_mark, false), (wins.win_mark, true)];
    let (rest, max_wins) = marks.iter().find_map(|&(mark, max_wins)| {
        let head = text.get(..mark.len())?;
        head.eq_ignore_ascii_case(mark)
            .then(|| (&text[mark.len()..], max_wins))
    })?;
    if !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let moves: Score = rest.parse().ok().filter(|&n: &Score| n < MATE_BAND / 2)?;
    Some(match (max_wins, moves) {
        (true, 0) => MATE,
        (true, n) => MATE - (2 * n - 1),
        (false, n) => -(MATE - 2 * n),
    })
}

/// A value with its bound: `≤3` (upper bound, failed low), `≥5` (lower bound,
/// failed high), or the value as [`score`] writes it when it is exact.
#[must_use]
pub fn bounded(value: Score, bound: Bound, wording: Wording) -> String {
    format!("{}{}", bound_mark(bound), score(value, wording))
}

/// An `[α, β]` window: `[−∞, 3]`.
#[must_use]
pub fn window(alpha: Score, beta: Score, wording: Wording) -> String {
    format!("[{}, {}]", score(alpha, wording), score(beta, wording))
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
/// high in MAX's view)` or `upper bound (failed low in MAX's view)`: the
/// Knuth types speak from the side to move instead, so the view is named.
#[must_use]
pub fn bound_name(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "exact",
        Bound::Lower => "lower bound (failed high in MAX's view)",
        Bound::Upper => "upper bound (failed low in MAX's view)",
    }
}

/// A Monte Carlo mean result or UCB1 score, to two decimals as the issue's
/// narration writes them (`0.62`, `1.45`, `−0.38` with a true minus), or
/// `∞` for an unvisited child's score (`None`).
#[must_use]
pub fn mean(value: Option<f64>) -> String {
    let Some(value) = value else {
        return "∞".to_owned();
    };
    let text = format!("{value:.2}");
    match text.strip_prefix('-') {
        Some("0.00") => "0.00".to_owned(),
        Some(rest) => format!("\u{2212}{rest}"),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn means_have_two_decimals_and_a_true_minus() {
        assert_eq!(mean(Some(0.625)), "0.62");
        assert_eq!(mean(Some(1.0)), "1.00");
        assert_eq!(mean(Some(-3.5)), "\u{2212}3.50");
        assert_eq!(mean(Some(-0.001)), "0.00");
        assert_eq!(mean(None), "∞");
    }

    const CHESS: Wording = Wording::CHESS;
    const PLAYED: Wording = Wording::PLAYED;

    #[test]
    fn plain_values_read_as_in_a_textbook_with_a_true_minus() {
        assert_eq!(score(3, CHESS), "3");
        assert_eq!(score(0, CHESS), "0");
        assert_eq!(score(-5, CHESS), "−5");
        assert_eq!(score(-5, CHESS).chars().next(), Some('\u{2212}'));
        assert_eq!(score(INFINITY, CHESS), "+∞");
        assert_eq!(score(-INFINITY, CHESS), "−∞");
    }

    #[test]
    fn mates_are_counted_in_moves_from_max_view() {
        // ±(MATE - plies): 1 ply = MAX's mating move = mate in 1; 3 plies =
        // MAX, MIN, MAX mates = mate in 2; 2 plies = MAX moves, MIN mates =
        // MAX is mated in 1; 4 plies = MAX, MIN, MAX, MIN mates = mated in 2.
        assert_eq!(score(MATE - 1, CHESS), "#1");
        assert_eq!(score(MATE - 3, CHESS), "#2");
        assert_eq!(score(-(MATE - 2), CHESS), "#-1");
        assert_eq!(score(-(MATE - 4), CHESS), "#-2");
        // Checkmated at the position itself: python-chess's Mate(0).
        assert_eq!(score(-MATE, CHESS), "#-0");
        assert_eq!(score(MATE, CHESS), "#0");
    }

    #[test]
    fn other_games_write_wins_and_losses_with_the_same_count() {
        assert_eq!(score(MATE - 1, PLAYED), "W1");
        assert_eq!(score(MATE - 3, PLAYED), "W2");
        assert_eq!(score(-(MATE - 2), PLAYED), "L1");
        assert_eq!(score(-(MATE - 4), PLAYED), "L2");
        assert_eq!(score(-MATE, PLAYED), "L0");
        assert_eq!(score(-5, PLAYED), "−5");
        assert_eq!(bounded(MATE - 3, Bound::Lower, PLAYED), "≥W2");
        assert_eq!(window(-(MATE - 2), INFINITY, PLAYED), "[L1, +∞]");
        // A textbook tree never reaches the band, but says win too.
        assert_eq!(score(MATE - 1, Wording::TREE), "W1");
    }

    #[test]
    fn won_games_read_back_into_the_score_they_were_written_from() {
        for wording in [CHESS, PLAYED] {
            for value in [
                MATE - 1,
                MATE - 3,
                MATE - 7,
                -(MATE - 2),
                -(MATE - 6),
                -MATE,
            ] {
                let text = score(value, wording);
                assert_eq!(parse_won(&text, wording), Some(value), "{text}");
            }
        }
        assert_eq!(parse_won(" w2 ", PLAYED), Some(MATE - 3));
        assert_eq!(parse_won("l1", PLAYED), Some(-(MATE - 2)));
        // One game's marks are not the other's.
        assert_eq!(parse_won("#2", PLAYED), None);
        assert_eq!(parse_won("W2", CHESS), None);
        for junk in ["", "W", "W-2", "W2x", "3", "L+1", "W99999999999"] {
            assert_eq!(parse_won(junk, PLAYED), None, "{junk}");
        }
    }

    #[test]
    fn bounds_carry_their_mark_before_the_value() {
        assert_eq!(bounded(3, Bound::Upper, CHESS), "≤3");
        assert_eq!(bounded(5, Bound::Lower, CHESS), "≥5");
        assert_eq!(bounded(-2, Bound::Upper, CHESS), "≤−2");
        assert_eq!(bounded(3, Bound::Exact, CHESS), "3");
        assert_eq!(bounded(0, Bound::Lower, CHESS), "≥0");
        assert_eq!(bounded(MATE - 3, Bound::Lower, CHESS), "≥#2");
        assert_eq!(bounded(-(MATE - 4), Bound::Upper, CHESS), "≤#-2");
    }

    #[test]
    fn windows_and_bound_names() {
        assert_eq!(window(-INFINITY, 3, CHESS), "[−∞, 3]");
        assert_eq!(window(-4, INFINITY, CHESS), "[−4, +∞]");
        assert_eq!(bound_name(Bound::Exact), "exact");
        assert_eq!(
            bound_name(Bound::Upper),
            "upper bound (failed low in MAX's view)"
        );
        assert_eq!(
            bound_name(Bound::Lower),
            "lower bound (failed high in MAX's view)"
        );
        assert_eq!(bound_mark(Bound::Exact), "");
    }
}
