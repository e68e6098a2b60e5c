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
//! - A game that averages over chance counts its values in units of
//!   `1 / denominator` ([`Wording::denominator`]); a value is written
//!   exactly where that is short, as a decimal where two places hold it
//!   (`9.5`) or else a fraction in lowest terms (`23/3`), and otherwise to
//!   two decimals (`3.36`); [`exact`] always writes it exactly (`121/36`).
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
    let (whole, over) = lowest_terms(value, wording.denominator());
    let exact = exact_magnitude(whole, over);
    let magnitude = if over == 1 || exact.chars().count() <= SHORT_FRACTION {
        exact
    } else {
        format!("{:.2}", f64::from(whole.unsigned_abs()) / f64::from(over))
    };
    signed(whole, magnitude)
}

/// The magnitude of `whole / over` (lowest terms) written exactly: a whole
/// number, a decimal where two places hold it (`9.5`, `0.25`), else a
/// fraction (`23/3`).
fn exact_magnitude(whole: Score, over: Score) -> String {
    let magnitude = whole.unsigned_abs();
    if over == 1 {
        return magnitude.to_string();
    }
    if 100 % over == 0 {
        let hundredths = u64::from(magnitude) * u64::from(100 / over.unsigned_abs());
        let text = format!("{}.{:02}", hundredths / 100, hundredths % 100);
        return text.trim_end_matches('0').to_owned();
    }
    format!("{magnitude}/{over}")
}

/// The longest exact value [`score`] writes (`23/3`, `9.25`, `-7/12`'s
/// `7/12`); a longer one is written to two decimals.
const SHORT_FRACTION: usize = 5;

/// `value / denominator` in lowest terms, the denominator positive.
fn lowest_terms(value: Score, denominator: Score) -> (Score, Score) {
    let denominator = denominator.max(1);
    let mut a = value.unsigned_abs();
    let mut b = denominator.unsigned_abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let common = Score::try_from(a.max(1)).unwrap_or(1);
    (value / common, denominator / common)
}

/// `magnitude` with the sign of `value`: a true minus (U+2212) before a
/// negative one.
fn signed(value: Score, magnitude: String) -> String {
    match value.cmp(&0) {
        std::cmp::Ordering::Less => format!("−{magnitude}"),
        std::cmp::Ordering::Greater | std::cmp::Ordering::Equal => magnitude,
    }
}

/// A value as [`score`] writes it, but always exact: a chance average in
/// lowest terms whatever its length (`121/36`), for tooltips and JSON's
/// `value_text`.
#[must_use]
pub fn exact(value: Score, wording: Wording) -> String {
    let (whole, over) = lowest_terms(value, wording.denominator());
    if over == 1 || value.abs() >= INFINITY || mate_moves(value).is_some() {
        return score(value, wording);
    }
    signed(whole, exact_magnitude(whole, over))
}

/// `numerator / denominator` (in values, not units) written exactly, as
/// [`exact`] writes a value: `17/9`, `−1.5`, `2`; for a window end that no
/// whole number of the game's units holds (Star1's, before rounding).
#[must_use]
pub fn fraction(numerator: i64, denominator: i64) -> String {
    let (mut a, mut b) = (numerator.unsigned_abs(), denominator.unsigned_abs().max(1));
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let common = i64::try_from(a.max(1)).unwrap_or(1);
    let sign = if (numerator < 0) != (denominator < 0) && numerator != 0 {
        -1
    } else {
        1
    };
    let (top, bottom) = (numerator.abs() / common, denominator.abs().max(1) / common);
    match (Score::try_from(top * sign), Score::try_from(bottom)) {
        (Ok(whole), Ok(over)) => signed(whole, exact_magnitude(whole, over)),
        _ => format!("{}{top}/{bottom}", if sign < 0 { "−" } else { "" }),
    }
}

/// A value as a number, for JSON: the game's units divided out (`7.666…`
/// for 23/3). Infinite windows are `None`.
#[must_use]
pub fn number(value: Score, wording: Wording) -> Option<f64> {
    (value.abs() < INFINITY).then(|| f64::from(value) / f64::from(wording.denominator().max(1)))
}

/// Whether [`score`] rounds `value` rather than write it exactly.
#[must_use]
pub fn is_rounded(value: Score, wording: Wording) -> bool {
    score(value, wording) != exact(value, wording)
}

/// Reads a value typed in the game's terms (`3`, `−2`, `23/3`, `7.5`) into
/// its units, if it is one exactly: `None` for text that is no number, or
/// a number the game's unit cannot hold (a third in a game counted in
/// halves).
#[must_use]
pub fn parse_value(text: &str, wording: Wording) -> Option<Score> {
    let (top, bottom) = units_fraction(text, wording)?;
    (top % bottom == 0)
        .then(|| top / bottom)
        .and_then(|units| Score::try_from(units).ok())
        .filter(|units| units.abs() < INFINITY)
}

/// Which way [`parse_bound`] rounds a value the game's unit cannot hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rounding {
    /// To the unit at or below it: a least value stays at or below it.
    Down,
    /// To the unit at or above it: a greatest value stays at or above it.
    Up,
}

/// Reads a bound on values typed in the game's terms (`0`, `-1/2`, `15.5`,
/// `-1000`) into its units, rounded `toward` the outside when the unit
/// cannot hold it exactly, and cut to the values a score can take (within
/// `±INFINITY`): a bound that holds every value still holds them after.
/// `None` for text that is no number.
#[must_use]
pub fn parse_bound(text: &str, wording: Wording, toward: Rounding) -> Option<Score> {
    let (top, bottom) = units_fraction(text, wording)?;
    let units = match toward {
        Rounding::Down => top.div_euclid(bottom),
        Rounding::Up => -(-top).div_euclid(bottom),
    };
    let most = i128::from(INFINITY - 1);
    Score::try_from(units.clamp(-most, most)).ok()
}

/// `text` as a number (`3`, `−2`, `23/3`, `7.5`, at most six decimals) in
/// the game's units: `(top, bottom)` with `bottom` above 0.
fn units_fraction(text: &str, wording: Wording) -> Option<(i128, i128)> {
    let text = text.trim().replace('\u{2212}', "-");
    let denominator = i128::from(wording.denominator().max(1));
    let (top, bottom) = if let Some((top, bottom)) = text.split_once('/') {
        let top: i64 = top.trim().parse().ok()?;
        let bottom: i64 = bottom.trim().parse().ok()?;
        (i128::from(top), i128::from(bottom))
    } else if let Some((whole, tenths)) = text.split_once('.') {
        if tenths.is_empty() || tenths.len() > 6 || !tenths.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let scale = 10_i128.pow(u32::try_from(tenths.len()).ok()?);
        let negative = whole.trim_start().starts_with('-');
        let whole: i64 = if whole == "-" || whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let part: i128 = tenths.parse().ok()?;
        let top = i128::from(whole) * scale + if negative { -part } else { part };
        (top, scale)
    } else {
        (i128::from(text.parse::<i64>().ok()?), 1)
    };
    (bottom > 0).then_some((top * denominator, bottom))
}

/// Bounds `(low, high)` as `--bounds` and session files write them, exact
/// and with an ASCII minus: `0..10`, `-1/2..3/2`.
#[must_use]
pub fn bounds_text((low, high): (Score, Score), wording: Wording) -> String {
    let ascii = |value| exact(value, wording).replace('\u{2212}', "-");
    format!("{}..{}", ascii(low), ascii(high))
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
    window_of(&score(alpha, wording), &score(beta, wording))
}

/// The one form of a window, `[a, b]`, around its ends already written.
#[must_use]
pub fn window_of(alpha: &str, beta: &str) -> String {
    format!("[{alpha}, {beta}]")
}

/// A decimal as written, shortest form, with a true minus (U+2212) before
/// a negative one: `0.35`, `−2.5`.
#[must_use]
pub fn decimal(value: f64) -> String {
    let magnitude = value.abs().to_string();
    if value < 0.0 {
        format!("\u{2212}{magnitude}")
    } else {
        magnitude
    }
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
pub fn bound_name(bound: Bound) -> String {
    match bound {
        Bound::Exact => crate::tr!("scene-bound-exact"),
        Bound::Lower => crate::tr!("scene-bound-lower"),
        Bound::Upper => crate::tr!("scene-bound-upper"),
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
    fn chance_averages_are_written_exactly_where_short() {
        // CS188's MAX over uniform chance nodes: 23/3, 4 and 7 (in thirds).
        let thirds = Wording::TREE.with_denominator(3);
        assert_eq!(score(23, thirds), "23/3");
        assert_eq!(score(12, thirds), "4");
        assert_eq!(score(-23, thirds), "−23/3");
        assert_eq!(score(0, thirds), "0");
        let halves = Wording::TREE.with_denominator(2);
        assert_eq!(score(19, halves), "9.5");
        assert_eq!(exact(19, halves), "9.5");
        let sixths = Wording::TREE.with_denominator(36);
        assert_eq!(score(121, sixths), "3.36");
        assert_eq!(exact(121, sixths), "121/36");
        assert!(is_rounded(121, sixths) && !is_rounded(23, thirds));
        assert_eq!(score(INFINITY, thirds), "+∞");
        assert_eq!(number(23, thirds).map(|n| (n * 3.0).round()), Some(23.0));
        assert_eq!(number(-INFINITY, thirds), None);
    }

    #[test]
    fn typed_values_are_read_in_the_games_units() {
        let thirds = Wording::TREE.with_denominator(3);
        assert_eq!(parse_value("23/3", thirds), Some(23));
        assert_eq!(parse_value(" 4 ", thirds), Some(12));
        assert_eq!(parse_value("−2", thirds), Some(-6));
        assert_eq!(parse_value("7.5", thirds), None);
        let halves = Wording::TREE.with_denominator(2);
        assert_eq!(parse_value("9.5", halves), Some(19));
        assert_eq!(parse_value("-0.5", halves), Some(-1));
        for junk in ["", "x", "1/0", "1/-2", "3.", ".", "1e5", "99999999999"] {
            assert_eq!(parse_value(junk, halves), None, "{junk}");
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
    fn bounds_round_outwards_to_the_unit_and_stay_finite() {
        let thirds = Wording::TREE.with_denominator(3);
        let bound = |text, toward| parse_bound(text, thirds, toward);
        assert_eq!(bound("-1/2", Rounding::Down), Some(-2));
        assert_eq!(bound("-1/2", Rounding::Up), Some(-1));
        assert_eq!(bound("31/2", Rounding::Up), Some(47));
        assert_eq!(bound("0.5", Rounding::Down), Some(1));
        assert_eq!(bound("15", Rounding::Up), Some(45));
        assert_eq!(bound("−1000000000", Rounding::Down), Some(-(INFINITY - 1)));
        assert_eq!(bound("1000000000", Rounding::Up), Some(INFINITY - 1));
        for junk in ["", "x", "1/0", "1/-2", "0.", "1e3"] {
            assert_eq!(bound(junk, Rounding::Up), None, "{junk}");
        }
        assert_eq!(bounds_text((-2, 47), thirds), "-2/3..47/3");
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
        let _speaking = crate::i18n::use_on_this_thread(crate::i18n::Lang::parse("de").unwrap());
        assert_eq!(
            bound_name(Bound::Lower),
            "untere Schranke (Fail-High aus Sicht von MAX)"
        );
    }
}
