//! Building trees from code ([`TextbookTree::uniform`]) and changing leaf
//! values ([`TextbookTree::set_leaf_value`], used when a student edits a leaf).

use thiserror::Error;

use crate::game::Score;

use super::build::{Builder, Limit};
use super::{MAX_CHILDREN, MAX_LEAF_VALUE, MAX_NESTING, MAX_NODES, MAX_UNIT_VALUE, TextbookTree};

/// Why a leaf value could not be changed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum TreeEditError {
    /// The state is not a node of this tree.
    #[error("{}", crate::tr!("rules-tree-no-such-node", state = *.state, count = *.node_count))]
    NoSuchNode {
        /// The state that was asked for.
        state: u32,
        /// How many nodes the tree has.
        node_count: usize,
    },
    /// The state is an inner node, whose value comes from the search.
    #[error("{}", crate::tr!("rules-tree-not-a-leaf", state = *.state))]
    NotALeaf {
        /// The inner node.
        state: u32,
    },
    /// The new value is outside `±MAX_LEAF_VALUE`.
    #[error("{}", crate::tr!("rules-tree-value-out-of-range", value = *.value, limit = *.limit))]
    ValueOutOfRange {
        /// The rejected value.
        value: Score,
        /// The largest allowed magnitude, [`MAX_LEAF_VALUE`].
        limit: Score,
    },
}

/// Why [`TextbookTree::uniform`] could not build a tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum TreeBuildError {
    /// Branching factor 0 with a depth above 0: inner nodes need children.
    #[error("{}", crate::tr!("rules-tree-no-children"))]
    NoChildren,
    /// The branching factor is above [`MAX_CHILDREN`].
    #[error("{}", crate::tr!("rules-tree-too-many-children", branching = *.branching, limit = *.limit))]
    TooManyChildren {
        /// The requested branching factor.
        branching: usize,
        /// The limit, [`MAX_CHILDREN`].
        limit: usize,
    },
    /// The depth is above [`MAX_NESTING`].
    #[error("{}", crate::tr!("rules-tree-too-deep", depth = *.depth, limit = *.limit))]
    TooDeep {
        /// The requested depth.
        depth: usize,
        /// The limit, [`MAX_NESTING`].
        limit: usize,
    },
    /// The tree would have more than [`MAX_NODES`] nodes.
    #[error("{}", crate::tr!("rules-tree-too-many-nodes", branching = *.branching, depth = *.depth, limit = *.limit))]
    TooManyNodes {
        /// The requested branching factor.
        branching: usize,
        /// The requested depth.
        depth: usize,
        /// The limit, [`MAX_NODES`].
        limit: usize,
    },
    /// The iterator ran out before every leaf had a value.
    #[error("{}", crate::tr!("rules-tree-not-enough-values", needed = *.needed, given = *.given))]
    NotEnoughLeafValues {
        /// `branching ^ depth`.
        needed: usize,
        /// How many the iterator yielded.
        given: usize,
    },
    /// A leaf value outside `±MAX_LEAF_VALUE`.
    #[error("{}", crate::tr!("rules-tree-value-out-of-range", value = *.value, limit = *.limit))]
    ValueOutOfRange {
        /// The rejected value.
        value: Score,
        /// The largest allowed magnitude, [`MAX_LEAF_VALUE`].
        limit: Score,
    },
}

impl TextbookTree {
    /// Builds the uniform tree with `branching` children under every inner
    /// node and all leaves `depth` plies below the root, taking the
    /// `branching ^ depth` leaf values from `leaf_values` left to right.
    /// Extra values are ignored. Depth 0 gives a single-leaf tree.
    ///
    /// ```
    /// use gametree::textbook::TextbookTree;
    /// let tree = TextbookTree::uniform(3, 2, [3, 12, 8, 2, 4, 6, 14, 5, 2])?;
    /// assert_eq!(tree.to_string(), "[[3,12,8],[2,4,6],[14,5,2]]");
    /// # Ok::<(), gametree::textbook::TreeBuildError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`TreeBuildError`] if the tree would break a size limit (branching
    /// 0 or above [`MAX_CHILDREN`], depth above [`MAX_NESTING`], more than
    /// [`MAX_NODES`] nodes), if `leaf_values` runs out, or if a value is
    /// outside `±MAX_LEAF_VALUE`. Sizes are checked before anything is built.
    pub fn uniform(
        branching: usize,
        depth: usize,
        leaf_values: impl IntoIterator<Item = Score>,
    ) -> Result<Self, TreeBuildError> {
        let leaves = check_uniform_size(branching, depth)?;
        let mut values = leaf_values.into_iter();
        let mut given = 0;
        let mut next_value = || {
            let value = values.next().ok_or(TreeBuildError::NotEnoughLeafValues {
                needed: leaves,
                given,
            })?;
            given += 1;
            check_value(value).map_err(|limit| TreeBuildError::ValueOutOfRange { value, limit })
        };

        let mut builder = Builder::default();
        if depth == 0 {
            builder.leaf(next_value()?).map_err(limit_error)?;
            return Ok(builder.finish());
        }
        builder.open().map_err(limit_error)?;
        // Children still to add at each open level, innermost last.
        let mut remaining = vec![branching];
        while let Some(left) = remaining.last_mut() {
            if *left == 0 {
                remaining.pop();
                builder.close().map_err(limit_error)?;
            } else {
                *left -= 1;
                if remaining.len() == depth {
                    builder.leaf(next_value()?).map_err(limit_error)?;
                } else {
                    builder.open().map_err(limit_error)?;
                    remaining.push(branching);
                }
            }
        }
        Ok(builder.finish())
    }

    /// Changes the value of leaf `state` to `value`.
    ///
    /// # Errors
    ///
    /// [`TreeEditError::NoSuchNode`] if `state` is not in the tree,
    /// [`TreeEditError::NotALeaf`] for an inner node, and
    /// [`TreeEditError::ValueOutOfRange`] if `|value| > MAX_LEAF_VALUE`, or
    /// if, counted in the tree's unit, it would pass [`MAX_UNIT_VALUE`]. The
    /// tree is unchanged on error.
    pub fn set_leaf_value(&mut self, state: u32, value: Score) -> Result<(), TreeEditError> {
        let node_count = self.nodes.len();
        let unit = self.denominator.max(1);
        let Some(node) = self.nodes.get_mut(state as usize) else {
            return Err(TreeEditError::NoSuchNode { state, node_count });
        };
        if node.count != 0 {
            return Err(TreeEditError::NotALeaf { state });
        }
        let in_unit = MAX_UNIT_VALUE / unit;
        let value = check_value(value)
            .and_then(|value| {
                if value.unsigned_abs() <= in_unit.unsigned_abs() {
                    Ok(value)
                } else {
                    Err(in_unit)
                }
            })
            .map_err(|limit| TreeEditError::ValueOutOfRange { value, limit })?;
        node.value = value;
        Ok(())
    }
}

/// Returns `value` if it is within `±MAX_LEAF_VALUE`, or the limit if not.
pub(super) fn check_value(value: Score) -> Result<Score, Score> {
    if value.unsigned_abs() <= MAX_LEAF_VALUE.unsigned_abs() {
        Ok(value)
    } else {
        Err(MAX_LEAF_VALUE)
    }
}

/// Checks the limits for a uniform tree and returns its number of leaves.
fn check_uniform_size(branching: usize, depth: usize) -> Result<usize, TreeBuildError> {
    if depth > MAX_NESTING {
        return Err(TreeBuildError::TooDeep {
            depth,
            limit: MAX_NESTING,
        });
    }
    if depth == 0 {
        return Ok(1);
    }
    if branching == 0 {
        return Err(TreeBuildError::NoChildren);
    }
    if branching > MAX_CHILDREN {
        return Err(TreeBuildError::TooManyChildren {
            branching,
            limit: MAX_CHILDREN,
        });
    }
    let too_many = TreeBuildError::TooManyNodes {
        branching,
        depth,
        limit: MAX_NODES,
    };
    // Nodes per level: 1, b, b², …; stop as soon as the total passes the limit.
    let mut level = 1usize;
    let mut total = 1usize;
    for _ in 0..depth {
        level = level.checked_mul(branching).ok_or(too_many)?;
        total = total.checked_add(level).ok_or(too_many)?;
        if total > MAX_NODES {
            return Err(too_many);
        }
    }
    Ok(level)
}

/// Maps a builder limit that the size check should already have ruled out.
fn limit_error(limit: Limit) -> TreeBuildError {
    match limit {
        Limit::TooDeep => TreeBuildError::TooDeep {
            depth: MAX_NESTING + 1,
            limit: MAX_NESTING,
        },
        Limit::TooManyChildren => TreeBuildError::TooManyChildren {
            branching: MAX_CHILDREN + 1,
            limit: MAX_CHILDREN,
        },
        Limit::TooManyNodes => TreeBuildError::TooManyNodes {
            branching: 0,
            depth: 0,
            limit: MAX_NODES,
        },
        // A uniform tree has no chance nodes, so their limits never arise.
        Limit::EmptyList
        | Limit::ProbabilityCount { .. }
        | Limit::ProbabilitySum(_)
        | Limit::TooFine => TreeBuildError::NoChildren,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniform_matches_parsed_text() {
        let tree = TextbookTree::uniform(3, 2, [3, 12, 8, 2, 4, 6, 14, 5, 2, 99]).unwrap();
        assert_eq!(
            tree,
            TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap()
        );
        assert_eq!(TextbookTree::uniform(0, 0, [5]).unwrap().to_string(), "5");
        assert_eq!(
            TextbookTree::uniform(1, 3, [5]).unwrap().to_string(),
            "[[[5]]]"
        );
        let big = TextbookTree::uniform(2, 10, 0..).unwrap();
        assert_eq!(big.leaf_count(), 1024);
        assert_eq!(big.node_count(), 2047);
        assert_eq!(big.height(), 10);
        assert_eq!(big.leaf_values_in_order(), (0..1024).collect::<Vec<_>>());
    }

    #[test]
    fn uniform_rejects_bad_sizes_quickly() {
        assert_eq!(
            TextbookTree::uniform(0, 1, 0..),
            Err(TreeBuildError::NoChildren)
        );
        assert_eq!(
            TextbookTree::uniform(2, 65, 0..),
            Err(TreeBuildError::TooDeep {
                depth: 65,
                limit: 64
            })
        );
        assert_eq!(
            TextbookTree::uniform(65_536, 1, 0..),
            Err(TreeBuildError::TooManyChildren {
                branching: 65_536,
                limit: 65_535
            })
        );
        assert!(matches!(
            TextbookTree::uniform(2, 64, 0..),
            Err(TreeBuildError::TooManyNodes { .. })
        ));
        assert!(matches!(
            TextbookTree::uniform(usize::MAX / 2, 1, 0..),
            Err(TreeBuildError::TooManyChildren { .. })
        ));
        assert!(matches!(
            TextbookTree::uniform(65_535, 2, 0..),
            Err(TreeBuildError::TooManyNodes { .. })
        ));
        // 1 + 10 + … + 10^5 = 111_111 nodes is fine; 10^6 leaves is not.
        assert_eq!(
            TextbookTree::uniform(10, 5, std::iter::repeat(1))
                .unwrap()
                .node_count(),
            111_111
        );
        assert!(TextbookTree::uniform(10, 6, 0..).is_err());
    }

    #[test]
    fn uniform_checks_leaf_values() {
        assert_eq!(
            TextbookTree::uniform(2, 2, [1, 2, 3]),
            Err(TreeBuildError::NotEnoughLeafValues {
                needed: 4,
                given: 3
            })
        );
        assert_eq!(
            TextbookTree::uniform(2, 1, [1, 100_000]),
            Err(TreeBuildError::ValueOutOfRange {
                value: 100_000,
                limit: MAX_LEAF_VALUE
            })
        );
    }

    #[test]
    fn an_edited_leaf_stays_within_the_values_the_trees_unit_can_count() {
        // Counted in 1/65535, a leaf may be at most 499_999_000 / 65_535.
        let mut tree = TextbookTree::parse("[chance(1/65535,65534/65535)[1,0],2]").unwrap();
        assert_eq!(tree.denominator(), 65_535);
        assert_eq!(
            tree.set_leaf_value(2, 99_000),
            Err(TreeEditError::ValueOutOfRange {
                value: 99_000,
                limit: 7_629
            })
        );
        tree.set_leaf_value(2, -7_629).unwrap();
        assert_eq!(tree.leaf_value(2), Some(-7_629));
    }

    #[test]
    fn set_leaf_value_edits_leaves_only() {
        let mut tree = TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        tree.set_leaf_value(6, -40).unwrap();
        assert_eq!(tree.to_string(), "[[3,12,8],[-40,4,6],[14,5,2]]");
        assert_eq!(
            tree.set_leaf_value(5, 1),
            Err(TreeEditError::NotALeaf { state: 5 })
        );
        assert_eq!(
            tree.set_leaf_value(13, 1),
            Err(TreeEditError::NoSuchNode {
                state: 13,
                node_count: 13
            })
        );
        assert_eq!(
            tree.set_leaf_value(2, -99_001),
            Err(TreeEditError::ValueOutOfRange {
                value: -99_001,
                limit: MAX_LEAF_VALUE
            })
        );
        tree.set_leaf_value(2, -99_000).unwrap();
        assert_eq!(tree.leaf_value(2), Some(-99_000));
        assert_eq!(
            TreeEditError::NotALeaf { state: 5 }.to_string(),
            "node 5 is an inner node; only leaf values can be edited"
        );
    }
}
