//! A proptest strategy for random textbook trees of varying shape, plus a
//! plain recursive minimax to check search results against.
//!
//! Use from an integration test:
//!
//! ```ignore
//! mod common;
//! use common::random_tree::{random_tree, RandomTree};
//! proptest! {
//!     #[test]
//!     fn my_property(shape in random_tree()) {
//!         let tree = shape.to_tree();
//!         prop_assert_eq!(my_search(&tree), shape.minimax());
//!     }
//! }
//! ```
// Each test crate that includes `common` uses only some of these helpers,
// and test helpers may panic: a panic is a failed test.
#![allow(dead_code, clippy::expect_used)]
#![allow(
    clippy::cast_possible_truncation,
    reason = "random trees are small; each binary that includes `common` uses a different part, so an expectation may go unmet"
)]

use std::fmt::Write as _;

use gametree::game::Score;
use gametree::textbook::TextbookTree;
use proptest::prelude::*;

/// The deepest random tree, in plies from the root to a leaf.
pub const MAX_DEPTH: u32 = 5;

/// The most children an inner node of a random tree gets.
pub const MAX_BRANCHING: usize = 4;

/// Leaf values are drawn from this range; small, so that ties are common.
pub const VALUES: std::ops::Range<Score> = -20..20;

/// A tree shape built independently of the parser, so that the parser and
/// printer can be checked against it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RandomTree {
    /// A leaf with its value (MAX's point of view).
    Leaf(Score),
    /// An inner node with 1..=4 children.
    Node(Vec<RandomTree>),
}

impl RandomTree {
    /// The nested-list text, written by this helper (not by the crate),
    /// with `pad` inserted around every token.
    pub fn to_text_with(&self, pad: &str) -> String {
        let mut out = String::new();
        self.write(&mut out, pad);
        out
    }

    /// The canonical nested-list text, without spaces.
    pub fn to_text(&self) -> String {
        self.to_text_with("")
    }

    /// The tree parsed by the crate. Panics if the crate rejects it.
    pub fn to_tree(&self) -> TextbookTree {
        TextbookTree::parse(&self.to_text()).expect("a random tree always parses")
    }

    /// The leaf values, left to right.
    pub fn leaves(&self) -> Vec<Score> {
        match self {
            Self::Leaf(v) => vec![*v],
            Self::Node(kids) => kids.iter().flat_map(Self::leaves).collect(),
        }
    }

    /// Plies from the root to the deepest leaf.
    pub fn height(&self) -> u32 {
        match self {
            Self::Leaf(_) => 0,
            Self::Node(kids) => 1 + kids.iter().map(Self::height).max().unwrap_or(0),
        }
    }

    /// Number of nodes, inner nodes and leaves together.
    pub fn node_count(&self) -> usize {
        match self {
            Self::Leaf(_) => 1,
            Self::Node(kids) => 1 + kids.iter().map(Self::node_count).sum::<usize>(),
        }
    }

    /// The minimax value with MAX to move at the root: a plain recursive
    /// reference for the search algorithms.
    pub fn minimax(&self) -> Score {
        self.minimax_from(true)
    }

    /// The minimax value with `max` telling whether the node is a MAX node.
    pub fn minimax_from(&self, max: bool) -> Score {
        match self {
            Self::Leaf(v) => *v,
            Self::Node(kids) => {
                let values = kids.iter().map(|k| k.minimax_from(!max));
                if max { values.max() } else { values.min() }.expect("inner nodes have children")
            }
        }
    }

    fn write(&self, out: &mut String, pad: &str) {
        match self {
            Self::Leaf(v) => {
                write!(out, "{pad}{v}{pad}").expect("writing to a String cannot fail");
            }
            Self::Node(kids) => {
                out.push_str(pad);
                out.push('[');
                for (i, kid) in kids.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    kid.write(out, pad);
                }
                out.push(']');
                out.push_str(pad);
            }
        }
    }
}

/// Any random tree with height at most `max_depth`: the root may be a leaf.
pub fn random_shape(max_depth: u32) -> impl Strategy<Value = RandomTree> {
    VALUES.prop_map(RandomTree::Leaf).prop_recursive(
        max_depth,
        256,
        MAX_BRANCHING as u32,
        |inner| prop::collection::vec(inner, 1..=MAX_BRANCHING).prop_map(RandomTree::Node),
    )
}

/// A random tree whose root is an inner node: height 1..=5, branching 1..=4,
/// leaf values in -20..20, leaves at varying depths.
pub fn random_tree() -> impl Strategy<Value = RandomTree> {
    prop::collection::vec(random_shape(MAX_DEPTH - 1), 1..=MAX_BRANCHING).prop_map(RandomTree::Node)
}

/// A random uniform tree (every leaf at the same depth) with branching
/// 1..=4 and height 1..=4, for ordering and best/worst-case tests.
pub fn random_uniform_tree() -> impl Strategy<Value = RandomTree> {
    (1..=MAX_BRANCHING, 1u32..=4).prop_flat_map(|(branching, depth)| {
        let leaves = branching.pow(depth);
        prop::collection::vec(VALUES, leaves).prop_map(move |values| {
            let mut values = values.into_iter();
            uniform(branching, depth, &mut values)
        })
    })
}

fn uniform(branching: usize, depth: u32, values: &mut impl Iterator<Item = Score>) -> RandomTree {
    if depth == 0 {
        RandomTree::Leaf(values.next().expect("enough values"))
    } else {
        RandomTree::Node(
            (0..branching)
                .map(|_| uniform(branching, depth - 1, values))
                .collect(),
        )
    }
}
