//! A value as a student's trace writes it: an integer or a decimal, or
//! ±∞ (`"inf"`, `"-inf"`, or ±1e9 and beyond, the project's
//! [`crate::game::INFINITY`]). Kept as the number written, never rounded:
//! the references only compare values and negate them, so a decimal
//! computed by the student's program compares exactly as it did there.

use std::cmp::Ordering;

use crate::game::{INFINITY, Score, Wording, mate_moves};
use crate::notation;

/// A value of a trace: never NaN; ±∞ as `f64`'s infinities.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct TraceValue(f64);

impl TraceValue {
    /// −∞: the lower end of the root's window.
    pub const NEG_INFINITY: Self = Self(f64::NEG_INFINITY);
    /// +∞: the upper end of the root's window.
    pub const INFINITY: Self = Self(f64::INFINITY);

    /// The value of a number written in a trace: ±∞ from ±1e9 on; `None`
    /// for NaN.
    #[must_use]
    pub fn from_number(number: f64) -> Option<Self> {
        let infinity = f64::from(INFINITY);
        if number.is_nan() {
            None
        } else if number >= infinity {
            Some(Self::INFINITY)
        } else if number <= -infinity {
            Some(Self::NEG_INFINITY)
        } else {
            // −0 is 0: it compares equal already, and is written `0`.
            Some(Self(number + 0.0))
        }
    }

    /// A value of the project's own search (a [`Score`] in units of
    /// `wording`'s denominator), as a trace writes it.
    #[must_use]
    pub fn from_score(score: Score, wording: Wording) -> Self {
        notation::number(score, wording)
            .and_then(Self::from_number)
            .unwrap_or(if score > 0 {
                Self::INFINITY
            } else {
                Self::NEG_INFINITY
            })
    }

    /// The value negated: the other side's view (negamax).
    #[must_use]
    pub fn negated(self) -> Self {
        Self(-self.0 + 0.0)
    }

    /// The value as a number; ±∞ as `f64`'s infinities.
    #[must_use]
    pub fn number(self) -> f64 {
        self.0
    }

    /// The value as the project writes values ([`notation::score`]): `3`,
    /// `−5` (a true minus), `+∞`, `−∞`; a decimal as written (`0.35`,
    /// `−2.5`).
    #[must_use]
    pub fn text(self) -> String {
        if self.0.is_infinite() {
            let end = if self.0 > 0.0 { INFINITY } else { -INFINITY };
            return notation::score(end, Wording::TREE);
        }
        if self.0.fract() == 0.0 {
            #[expect(
                clippy::cast_possible_truncation,
                reason = "a whole number below 1e9 in magnitude: exact in a Score"
            )]
            let whole = self.0 as Score;
            // A whole number in the band of won games would be written as
            // one (`W3`); the student's number is just a number.
            if mate_moves(whole).is_none() {
                return notation::score(whole, Wording::TREE);
            }
        }
        notation::decimal(self.0)
    }

    /// The value in JSON: a number, or `"inf"` / `"-inf"` as a trace
    /// writes ±∞.
    #[must_use]
    pub fn json(self) -> serde_json::Value {
        if self.0.is_infinite() {
            let text = if self.0 > 0.0 { "inf" } else { "-inf" };
            return serde_json::Value::from(text);
        }
        if self.0.fract() == 0.0 {
            #[expect(
                clippy::cast_possible_truncation,
                reason = "a whole number below 1e9 in magnitude: exact in an i64"
            )]
            return serde_json::Value::from(self.0 as i64);
        }
        serde_json::Value::from(self.0)
    }
}

/// `[a, b]` as the project writes a window ([`notation::window`]), with
/// the values as [`TraceValue::text`] writes them.
#[must_use]
pub fn window_text((alpha, beta): (TraceValue, TraceValue)) -> String {
    notation::window_of(&alpha.text(), &beta.text())
}

impl Eq for TraceValue {}

impl Ord for TraceValue {
    fn cmp(&self, other: &Self) -> Ordering {
        // Never NaN, so the partial order is total.
        self.0.partial_cmp(&other.0).unwrap_or(Ordering::Equal)
    }
}

impl PartialOrd for TraceValue {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(number: f64) -> TraceValue {
        TraceValue::from_number(number).unwrap()
    }

    #[test]
    fn values_are_written_as_the_project_writes_them() {
        assert_eq!(value(3.0).text(), "3");
        assert_eq!(value(-5.0).text(), "\u{2212}5");
        assert_eq!(value(0.35).text(), "0.35");
        assert_eq!(value(-2.5).text(), "\u{2212}2.5");
        assert_eq!(value(-0.0).text(), "0");
        assert_eq!(value(1e9).text(), "+∞");
        assert_eq!(value(-3e12).text(), "−∞");
        assert_eq!(value(499_999_999.0).text(), "499999999");
        assert_eq!(
            window_text((TraceValue::NEG_INFINITY, value(3.0))),
            notation::window(-INFINITY, 3, Wording::TREE)
        );
    }

    #[test]
    fn values_compare_exactly_and_negate() {
        assert!(value(0.1 + 0.2) > value(0.3));
        assert_eq!(value(2.0).negated(), value(-2.0));
        assert_eq!(TraceValue::INFINITY.negated(), TraceValue::NEG_INFINITY);
        assert_eq!(TraceValue::from_number(f64::NAN), None);
        assert_eq!(value(1e9).json(), serde_json::json!("inf"));
        assert_eq!(value(-4.0).json(), serde_json::json!(-4));
        assert_eq!(value(0.5).json(), serde_json::json!(0.5));
        assert_eq!(
            TraceValue::from_score(-INFINITY, Wording::TREE),
            TraceValue::NEG_INFINITY
        );
        assert_eq!(
            TraceValue::from_score(7, Wording::TREE.with_denominator(2)),
            value(3.5)
        );
    }
}
