//! The text forms of a generator's settings: the branching (`3`, `3,2,2`,
//! `2-4`), the value range (`0..99`) and the ordering (`random`, `best`,
//! `worst`).
//!
//! # Branching
//!
//! A comma-separated list of levels, each a number `N` (every node of that
//! level has `N` children) or a range `LO-HI` (each node draws its number
//! of children from `LO..=HI`, so the tree is uneven). One entry holds for
//! every level; otherwise there is one entry per level, the root's first.
//! `0` may be the low end of a range below the first level: a node that
//! draws 0 children is a leaf above the bottom level.
//!
//! Or an explicit shape, a nested list with dots for leaves:
//! `[[.,.],[.,.,.],.]` (read by [`super::shape`]); its height must be the
//! depth, and only the values are drawn.

#![expect(
    clippy::cast_sign_loss,
    reason = "the span is clamped to at least 0 before the cast"
)]

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::game::Score;
use crate::quote::quoted;
use crate::textbook::{MAX_CHILDREN, MAX_LEAF_VALUE};

use super::shape::{ShapeFault, read_shape};

/// Why a setting's text is not valid.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SpecError {
    /// Not a branching list.
    #[error("{}", crate::tr!("errs-spec-branching", q_text = quoted(.0)))]
    Branching(String),
    /// `0` children where a level must have at least one.
    #[error("{}", crate::tr!("errs-spec-no-children", q_text = quoted(.0)))]
    NoChildren(String),
    /// A shape that cannot be read.
    #[error("{}", match .1 {
        ShapeFault::Unexpected(at) => crate::tr!("errs-shape-unexpected", q_text = quoted(.0), at = *at),
        ShapeFault::Unbalanced(at) => crate::tr!("errs-shape-unbalanced", q_text = quoted(.0), at = *at),
        ShapeFault::Empty(at) => crate::tr!("errs-shape-empty", q_text = quoted(.0), at = *at),
        ShapeFault::TooBig(at) => crate::tr!("errs-shape-too-big", q_text = quoted(.0), at = *at),
    })]
    Shape(String, ShapeFault),
    /// Not `LO..HI`.
    #[error("{}", crate::tr!("errs-spec-values", q_text = quoted(.0), limit = MAX_LEAF_VALUE))]
    Values(String),
    /// Not an ordering.
    #[error("{}", crate::tr!("errs-spec-order", q_text = quoted(.0)))]
    Order(String),
}

/// How many children the nodes of one level have: `lo..=hi`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fan {
    /// The fewest.
    pub lo: u16,
    /// The most.
    pub hi: u16,
}

/// The branching of every level (the module docs give the syntax).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Branching {
    levels: Vec<Fan>,
    /// An explicit shape: every node's number of children in level order,
    /// and its text.
    shape: Option<(Vec<u16>, String)>,
}

impl Branching {
    /// The same `n` children at every level.
    #[must_use]
    pub fn uniform(n: u16) -> Self {
        Self {
            levels: vec![Fan { lo: n, hi: n }],
            shape: None,
        }
    }

    /// An explicit shape's number of children of node `node` (in level
    /// order), or `None` if the branching is drawn.
    #[must_use]
    pub fn children_of(&self, node: usize) -> Option<u16> {
        let (counts, _) = self.shape.as_ref()?;
        Some(counts.get(node).copied().unwrap_or(0))
    }

    /// How many nodes an explicit shape has, or `None` if it is drawn.
    #[must_use]
    pub fn shape_nodes(&self) -> Option<usize> {
        self.shape.as_ref().map(|(counts, _)| counts.len())
    }

    /// The fan of `level` (0 is the root's children) of a tree `depth` deep,
    /// or `None` if the list has neither one entry nor `depth` entries.
    #[must_use]
    pub fn level(&self, level: usize, depth: usize) -> Option<Fan> {
        match self.levels.as_slice() {
            _ if self.shape.is_some() && self.levels.len() != depth => None,
            [one] if self.shape.is_none() => Some(*one),
            levels if levels.len() == depth => levels.get(level).copied(),
            _ => None,
        }
    }

    /// How many levels are listed.
    #[must_use]
    pub fn len(&self) -> usize {
        self.levels.len()
    }

    /// Whether the list is empty (never, for a parsed one).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.levels.is_empty()
    }

    /// Whether every node of every level has the same number of children.
    #[must_use]
    pub fn is_uniform(&self) -> bool {
        self.levels.iter().all(|fan| fan.lo == fan.hi)
    }
}

impl FromStr for Branching {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<Self, SpecError> {
        if text.trim_start().starts_with('[') {
            return shaped(text);
        }
        let bad = || SpecError::Branching(text.to_owned());
        let number = |part: &str| {
            part.trim()
                .parse::<u16>()
                .ok()
                .filter(|&n| usize::from(n) <= MAX_CHILDREN)
        };
        let mut levels = Vec::new();
        for part in text.split(',') {
            let fan = if let Some((lo, hi)) = part.split_once('-') {
                let (lo, hi) = (number(lo).ok_or_else(bad)?, number(hi).ok_or_else(bad)?);
                if lo > hi || hi == 0 {
                    return Err(bad());
                }
                Fan { lo, hi }
            } else {
                let n = number(part).filter(|&n| n > 0).ok_or_else(bad)?;
                Fan { lo: n, hi: n }
            };
            levels.push(fan);
        }
        if levels.first().is_some_and(|fan| fan.lo == 0) {
            return Err(SpecError::NoChildren(text.to_owned()));
        }
        Ok(Self {
            levels,
            shape: None,
        })
    }
}

/// An explicit shape, with the fewest and most children of each level.
fn shaped(text: &str) -> Result<Branching, SpecError> {
    let (counts, height) =
        read_shape(text).map_err(|fault| SpecError::Shape(text.to_owned(), fault))?;
    let mut levels = Vec::with_capacity(height);
    let mut level = 0..1_usize;
    while levels.len() < height {
        let fans = counts.get(level.clone()).unwrap_or_default();
        let lo = fans.iter().copied().min().unwrap_or(0);
        let hi = fans.iter().copied().max().unwrap_or(0);
        levels.push(Fan { lo, hi });
        let width: usize = fans.iter().map(|&n| usize::from(n)).sum();
        level = level.end..level.end + width;
    }
    Ok(Branching {
        levels,
        shape: Some((counts, text.trim().to_owned())),
    })
}

impl fmt::Display for Branching {
    /// The list as it is parsed: `3`, `3,2,2`, `2-4`, or the shape.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((_, text)) = &self.shape {
            return f.write_str(text);
        }
        for (index, fan) in self.levels.iter().enumerate() {
            if index > 0 {
                f.write_str(",")?;
            }
            if fan.lo == fan.hi {
                write!(f, "{}", fan.lo)?;
            } else {
                write!(f, "{}-{}", fan.lo, fan.hi)?;
            }
        }
        Ok(())
    }
}

/// Leaf values are drawn from `lo..=hi`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ValueRange {
    /// The smallest value.
    pub lo: Score,
    /// The largest value.
    pub hi: Score,
}

impl ValueRange {
    /// How many different values the range holds.
    #[must_use]
    pub fn count(self) -> u64 {
        (i64::from(self.hi) - i64::from(self.lo) + 1).max(0) as u64
    }
}

impl Default for ValueRange {
    /// `0..99`: two digits at most, easy to write on a sheet.
    fn default() -> Self {
        Self { lo: 0, hi: 99 }
    }
}

impl FromStr for ValueRange {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<Self, SpecError> {
        let bad = || SpecError::Values(text.to_owned());
        let (lo, hi) = text.split_once("..").ok_or_else(bad)?;
        let value = |part: &str| {
            part.trim()
                .parse::<Score>()
                .ok()
                .filter(|v| v.abs() <= MAX_LEAF_VALUE)
        };
        let (lo, hi) = (value(lo).ok_or_else(bad)?, value(hi).ok_or_else(bad)?);
        if lo > hi {
            return Err(bad());
        }
        Ok(Self { lo, hi })
    }
}

impl fmt::Display for ValueRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.lo, self.hi)
    }
}

/// How the children of every node are ordered.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Order {
    /// As drawn.
    #[default]
    Random,
    /// The child alpha-beta will find best first: the fewest leaves.
    Best,
    /// The worst child first, the best last: no cutoff at all.
    Worst,
}

impl Order {
    /// `"random"`, `"best"` or `"worst"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Random => "random",
            Self::Best => "best",
            Self::Worst => "worst",
        }
    }
}

impl FromStr for Order {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<Self, SpecError> {
        [Self::Random, Self::Best, Self::Worst]
            .into_iter()
            .find(|order| order.name() == text)
            .ok_or_else(|| SpecError::Order(text.to_owned()))
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn branching_forms_parse_and_print_back() {
        for text in ["3", "3,2,2", "2-4", "3,0-2"] {
            let branching: Branching = text.parse().unwrap();
            assert_eq!(branching.to_string(), text);
        }
        let listed: Branching = "3, 2,1-2".parse().unwrap();
        assert_eq!(listed.level(2, 3), Some(Fan { lo: 1, hi: 2 }));
        assert_eq!(
            listed.level(0, 4),
            None,
            "three entries do not fit four levels"
        );
        assert!(!listed.is_uniform());
        assert_eq!(
            "4".parse::<Branching>().unwrap().level(9, 10),
            Some(Fan { lo: 4, hi: 4 })
        );
    }

    #[test]
    fn bad_branching_is_refused_and_quoted() {
        for text in ["", "0", "3,,2", "x", "4-2", "0-0", "70000", "-3"] {
            let error = text.parse::<Branching>().unwrap_err();
            assert!(error.to_string().contains(&quoted(text)), "{error}");
        }
        let error = "0-2,3".parse::<Branching>().unwrap_err();
        assert!(matches!(error, SpecError::NoChildren(_)), "{error}");
    }

    #[test]
    fn value_ranges() {
        assert_eq!("-9..9".parse(), Ok(ValueRange { lo: -9, hi: 9 }));
        assert_eq!("5..5".parse::<ValueRange>().unwrap().count(), 1);
        for text in ["9..-9", "1..", "1-9", "0..100000", "a\nb"] {
            let error = text.parse::<ValueRange>().unwrap_err();
            assert!(!error.to_string().contains('\n'), "{error}");
        }
    }

    #[test]
    fn orders() {
        assert_eq!("worst".parse(), Ok(Order::Worst));
        assert!("Best".parse::<Order>().is_err());
    }
}
