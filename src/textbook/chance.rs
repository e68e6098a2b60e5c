//! Chance nodes in textbook trees: the probabilities written in
//! `chance(0.9,0.1)[…]` read as exact fractions, turned into integer
//! weights over a common total, written back; and the tree's value unit,
//! the denominator that keeps every chance average an exact integer.

#![expect(
    clippy::cast_possible_truncation,
    reason = "totals and weights are checked against u16 before the casts"
)]

use crate::game::Score;

use super::{MAX_UNIT_VALUE, TextbookTree};

/// A probability as written, in lowest terms: `numerator / denominator`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fraction {
    /// Above the line; never negative.
    pub numerator: u64,
    /// Below the line; at least 1.
    pub denominator: u64,
}

/// The largest denominator a probability may be written with, and the
/// largest total a chance node's weights may reach: weights are 16 bits.
pub const MAX_TOTAL: u64 = u16::MAX as u64;

/// Why a written probability is not one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ProbabilityProblem {
    /// `-0.1`.
    Negative,
    /// Not a decimal (`0.25`), a fraction (`1/3`) or `0`/`1`.
    NotANumber,
    /// More than 1.
    AboveOne,
    /// A denominator (or the node's common one) past [`MAX_TOTAL`].
    TooFine,
}

impl Fraction {
    /// Reads `text`: `0.9`, `.5`, `1/3`, `0` or `1`.
    ///
    /// # Errors
    /// What is wrong with it.
    pub fn parse(text: &str) -> Result<Self, ProbabilityProblem> {
        let text = text.trim();
        if text.starts_with('-') {
            return Err(ProbabilityProblem::Negative);
        }
        let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
        let (numerator, denominator) = if let Some((top, bottom)) = text.split_once('/') {
            if !digits(top) || !digits(bottom) {
                return Err(ProbabilityProblem::NotANumber);
            }
            let top: u64 = top.parse().map_err(|_| ProbabilityProblem::TooFine)?;
            let bottom: u64 = bottom.parse().map_err(|_| ProbabilityProblem::TooFine)?;
            if bottom == 0 {
                return Err(ProbabilityProblem::NotANumber);
            }
            (top, bottom)
        } else {
            let (whole, decimals) = text.split_once('.').unwrap_or((text, ""));
            if !(digits(whole) || whole.is_empty()) || !(digits(decimals) || decimals.is_empty()) {
                return Err(ProbabilityProblem::NotANumber);
            }
            if whole.is_empty() && decimals.is_empty() {
                return Err(ProbabilityProblem::NotANumber);
            }
            if decimals.len() > 4 {
                return Err(ProbabilityProblem::TooFine);
            }
            let scale = 10_u64.pow(decimals.len() as u32);
            let whole: u64 = if whole.is_empty() {
                0
            } else {
                whole.parse().map_err(|_| ProbabilityProblem::AboveOne)?
            };
            let part: u64 = if decimals.is_empty() {
                0
            } else {
                decimals
                    .parse()
                    .map_err(|_| ProbabilityProblem::NotANumber)?
            };
            (
                whole
                    .checked_mul(scale)
                    .and_then(|w| w.checked_add(part))
                    .ok_or(ProbabilityProblem::AboveOne)?,
                scale,
            )
        };
        let common = gcd(numerator, denominator).max(1);
        let fraction = Self {
            numerator: numerator / common,
            denominator: denominator / common,
        };
        if fraction.numerator > fraction.denominator {
            return Err(ProbabilityProblem::AboveOne);
        }
        if fraction.denominator > MAX_TOTAL {
            return Err(ProbabilityProblem::TooFine);
        }
        Ok(fraction)
    }
}

/// The weights of `probabilities` over their common total, if they add up
/// to exactly 1 and the total fits; else the sum they add up to, in lowest
/// terms, or `None` if the total is too fine to hold.
///
/// # Errors
/// `Err(Some(sum))` when they do not add up to 1, `Err(None)` when the
/// common denominator passes [`MAX_TOTAL`].
pub fn weights(probabilities: &[Fraction]) -> Result<(Vec<u16>, u16), Option<Fraction>> {
    let mut total: u64 = 1;
    for p in probabilities {
        total = lcm(total, p.denominator)
            .filter(|&t| t <= MAX_TOTAL)
            .ok_or(None)?;
    }
    let weights: Vec<u64> = probabilities
        .iter()
        .map(|p| p.numerator * (total / p.denominator))
        .collect();
    let sum: u64 = weights.iter().sum();
    if sum != total {
        let common = gcd(sum, total).max(1);
        return Err(Some(Fraction {
            numerator: sum / common,
            denominator: total / common,
        }));
    }
    Ok((
        weights.into_iter().map(|w| w as u16).collect(),
        total as u16,
    ))
}

/// The tree's value unit: the least common multiple, over its leaves, of
/// the product of the chance totals above each, so that every chance
/// average is an integer in it; `None` past `limit`.
#[must_use]
pub fn denominator(tree: &TextbookTree, limit: u64) -> Option<u64> {
    // Nodes are in pre-order, so a parent comes before its children.
    let mut product = vec![1_u64; tree.node_count()];
    let mut unit = 1_u64;
    for (index, node) in tree.nodes.iter().enumerate() {
        let above = if node.parent == super::NO_PARENT {
            1
        } else {
            let parent = tree.nodes.get(node.parent as usize)?;
            let parent_product = *product.get(node.parent as usize)?;
            parent_product.checked_mul(u64::from(parent.total.max(1)))?
        };
        if above > limit {
            return None;
        }
        if let Some(slot) = product.get_mut(index) {
            *slot = above;
        }
        if node.count == 0 {
            unit = lcm(unit, above).filter(|&u| u <= limit)?;
        }
    }
    Some(unit)
}

/// The largest value unit a tree whose largest leaf is `largest_leaf` may
/// have: its leaves, in that unit, must stay within [`MAX_UNIT_VALUE`] (so a
/// tree in ten-thousandths may have leaves up to 49 999).
#[must_use]
pub fn unit_limit(largest_leaf: Score) -> u64 {
    u64::from(MAX_UNIT_VALUE.unsigned_abs()) / u64::from(largest_leaf.unsigned_abs().max(1))
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn lcm(a: u64, b: u64) -> Option<u64> {
    let common = gcd(a, b).max(1);
    (a / common).checked_mul(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_read_as_exact_fractions() {
        let read = |t: &str| Fraction::parse(t).map(|f| (f.numerator, f.denominator));
        assert_eq!(read("0.9"), Ok((9, 10)));
        assert_eq!(read(".5"), Ok((1, 2)));
        assert_eq!(read("2/6"), Ok((1, 3)));
        assert_eq!(read("1"), Ok((1, 1)));
        assert_eq!(read("0"), Ok((0, 1)));
        assert_eq!(read("-0.1"), Err(ProbabilityProblem::Negative));
        assert_eq!(read("1.5"), Err(ProbabilityProblem::AboveOne));
        assert_eq!(read("x"), Err(ProbabilityProblem::NotANumber));
        assert_eq!(read("1/0"), Err(ProbabilityProblem::NotANumber));
        assert_eq!(read("."), Err(ProbabilityProblem::NotANumber));
        assert_eq!(read("0.123456"), Err(ProbabilityProblem::TooFine));
    }

    #[test]
    fn weights_share_a_total_and_must_add_up_to_one() {
        let p = |t: &str| Fraction::parse(t).unwrap();
        assert_eq!(weights(&[p("0.9"), p("0.1")]), Ok((vec![9, 1], 10)));
        assert_eq!(
            weights(&[p("1/3"), p("0.5"), p("1/6")]),
            Ok((vec![2, 3, 1], 6))
        );
        assert_eq!(
            weights(&[p("0.9"), p("0.2")]),
            Err(Some(Fraction {
                numerator: 11,
                denominator: 10
            }))
        );
    }
}
