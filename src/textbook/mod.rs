//! Textbook trees: explicit game trees whose leaves carry values, written as
//! nested lists such as `[[3,12,8],[2,4,6],[14,5,2]]`.
//!
//! The root is a MAX node; levels alternate MAX, MIN, MAX, … below it,
//! unless a list names its player: `max[…]` or `min[…]` (then MIN may move
//! twice in a row, and a root written `min[…]` is a MIN node). Every value
//! is written from MAX's point of view, whoever moves. A [`TextbookTree`] implements
//! [`crate::game::Game`], so the same search algorithms that run on chess
//! positions run on it.
//!
//! The module is split by job: `parse` reads the nested-list text,
//! `build` holds the arena builder shared by the parser and
//! [`TextbookTree::uniform`], `edit` changes leaf values, `game_impl` is
//! the [`crate::game::Game`] implementation and [`mod@builtins`] lists the named
//! examples.
//!
//! # Limits
//!
//! A tree has at most [`MAX_NODES`] nodes, at most [`MAX_NESTING`] levels of
//! lists (so its height is at most 64 plies), at most [`MAX_CHILDREN`]
//! children per inner node, and every leaf value `v` satisfies
//! `|v| <= MAX_LEAF_VALUE` (99 000). Under chance nodes the tree's values
//! are counted in its unit, and every value so counted stays within
//! [`MAX_UNIT_VALUE`], out of the mate band around [`crate::game::MATE`].

#![expect(
    clippy::cast_possible_truncation,
    reason = "a textbook tree has at most 1,000,000 nodes, so indices fit u32"
)]

mod build;
pub mod builtins;
mod chance;
mod edit;
mod game_impl;
pub mod generate;
pub(crate) mod parse;
mod registered;

use std::fmt;
use std::str::FromStr;

use crate::game::{MATE, MATE_BAND, Player, Score, Wording};

pub use builtins::{Builtin, builtin, builtins, expand_name};
pub use edit::{TreeBuildError, TreeEditError};
pub use parse::{Expected, Found, ProbabilityError, TreeParseError};
pub use registered::TreeTextError;

/// How textbook trees present themselves ([`crate::game::GameInfo`]): a
/// tree is always searched to its leaves, and has no start position.
pub const INFO: crate::game::GameInfo = crate::game::GameInfo {
    name: "tree",
    title: crate::i18n::Text::new(|| crate::tr!("names-game-tree-title")),
    default_depth: 3,
    max_depth: 8,
    start: None,
    field: crate::i18n::Text::new(|| crate::tr!("names-game-tree-field")),
    hint: crate::i18n::Text::new(|| String::from("[[3,12,8],[2,4,6],[14,5,2]]")),
    load: crate::i18n::Text::new(|| crate::tr!("names-game-tree-load")),
    lines: crate::game::Lines::Typed,
};

/// The largest number of nodes (inner nodes and leaves together) a tree may have.
pub const MAX_NODES: usize = 1_000_000;

/// The deepest nesting of lists a tree may have; also the largest height in plies.
pub const MAX_NESTING: usize = 64;

/// The largest number of children one inner node may have (a [`crate::game::MoveCode`]
/// is 16 bits wide).
pub const MAX_CHILDREN: usize = 65_535;

/// The largest magnitude of a leaf value as written: 99 000.
pub const MAX_LEAF_VALUE: Score = 99_000;

/// The largest magnitude of a value counted in the tree's unit (a leaf
/// times [`TextbookTree::denominator`]): `MATE - MATE_BAND`, so that no
/// value is ever read as a mate score by [`crate::game::mate_distance`].
pub const MAX_UNIT_VALUE: Score = MATE - MATE_BAND;

/// Marks the root's missing parent.
const NO_PARENT: u32 = u32::MAX;

/// One node of the arena. A node with `count == 0` is a leaf.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Node {
    /// Index of the parent node, or [`NO_PARENT`] for the root.
    parent: u32,
    /// Index of the first child in [`TextbookTree::children`] (inner nodes only).
    first: u32,
    /// Number of children; 0 for a leaf.
    count: u16,
    /// 0-based position of this node among its parent's children.
    slot: u16,
    /// The leaf value from MAX's point of view; 0 for inner nodes.
    value: Score,
    /// The player written before the list (`max[…]`, `min[…]`); `None`
    /// alternates from the parent (MAX at the root).
    mark: Option<Player>,
    /// A chance node's total weight (`chance[…]`: one per child); 0 for a
    /// MAX or MIN node or a leaf.
    total: u16,
    /// The node's weight among its chance parent's outcomes; 1 elsewhere.
    weight: u16,
}

/// An explicit game tree stored as a flat arena.
///
/// Nodes are numbered in pre-order (root first, then each subtree left to
/// right), so the node index is the game state ([`crate::game::Game::State`]
/// is `u32`) and leaves appear in index order from left to right. Two trees
/// with the same shape and leaf values compare equal.
///
/// A bare integer such as `7` is a valid tree: a single leaf, which is also
/// the root (height 0). Searching it evaluates the root and stops.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TextbookTree {
    /// All nodes in pre-order; index 0 is the root.
    nodes: Vec<Node>,
    /// Child node indices; each inner node owns a contiguous run of them.
    children: Vec<u32>,
    /// Plies from the root to the deepest leaf.
    height: u32,
    /// The value unit: values are counted in `1 / denominator`, 1 for a
    /// tree without chance nodes ([`Wording::denominator`]).
    denominator: Score,
}

impl TextbookTree {
    /// Parses a nested list of integers, e.g. `[[3,12,8],[2,4,6],[14,5,2]]`.
    ///
    /// An integer is a leaf, a list is an inner node, whitespace may appear
    /// between any two tokens, and a bare integer is a single-leaf tree. See
    /// the [module docs](self) for the size limits.
    ///
    /// # Errors
    ///
    /// A [`TreeParseError`] with the 1-based column (in characters) of the
    /// problem, for bad syntax, an empty list `[]`, a leaf value outside
    /// `±MAX_LEAF_VALUE`, or a tree beyond the size limits.
    pub fn parse(text: &str) -> Result<Self, TreeParseError> {
        parse::parse(text)
    }

    /// The number of nodes, inner nodes and leaves together.
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The number of leaves.
    #[must_use]
    pub fn leaf_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.count == 0).count()
    }

    /// Plies from the root to the deepest leaf; 0 for a single-leaf tree.
    #[must_use]
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Whether `state` is a leaf (false for an index outside the tree).
    #[must_use]
    pub fn is_leaf(&self, state: u32) -> bool {
        self.node(state).is_some_and(|n| n.count == 0)
    }

    /// The value written at leaf `state`, or `None` for an inner node or an
    /// index outside the tree.
    #[must_use]
    pub fn leaf_value(&self, state: u32) -> Option<Score> {
        self.node(state).filter(|n| n.count == 0).map(|n| n.value)
    }

    /// The children of `state`, left to right (empty for a leaf or an index
    /// outside the tree).
    #[must_use]
    pub fn children(&self, state: u32) -> &[u32] {
        let Some(node) = self.node(state) else {
            return &[];
        };
        let first = node.first as usize;
        self.children
            .get(first..first + usize::from(node.count))
            .unwrap_or(&[])
    }

    /// The parent of `state`, or `None` for the root or an index outside the tree.
    #[must_use]
    pub fn parent(&self, state: u32) -> Option<u32> {
        self.node(state)
            .map(|n| n.parent)
            .filter(|&p| p != NO_PARENT)
    }

    /// Plies from the root to `state` (0 for the root), or `None` for an index
    /// outside the tree.
    #[must_use]
    pub fn ply(&self, state: u32) -> Option<u32> {
        let mut node = self.node(state)?;
        let mut ply = 0;
        while node.parent != NO_PARENT {
            ply += 1;
            node = self.node(node.parent)?;
        }
        Some(ply)
    }

    /// The leaf states (node indices) from left to right.
    pub fn leaf_states(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.nodes.len() as u32).filter(|&i| self.is_leaf(i))
    }

    /// The leaf values from left to right, as they are written in the list.
    #[must_use]
    pub fn leaf_values_in_order(&self) -> Vec<Score> {
        self.nodes
            .iter()
            .filter(|n| n.count == 0)
            .map(|n| n.value)
            .collect()
    }

    /// The 1-based child numbers on the path from the root to `state`, joined
    /// by dots: `"2.1"` is the first child of the second child of the root.
    ///
    /// The root's label is `"root"`; an index outside the tree gets `"?"`.
    #[must_use]
    pub fn path_label(&self, state: u32) -> String {
        let Some(mut node) = self.node(state) else {
            return "?".to_owned();
        };
        let mut numbers = Vec::new();
        while node.parent != NO_PARENT {
            numbers.push((u32::from(node.slot) + 1).to_string());
            let Some(parent) = self.node(node.parent) else {
                return "?".to_owned();
            };
            node = parent;
        }
        numbers.reverse();
        Wording::TREE.path(&numbers)
    }

    /// The canonical nested-list text of the tree, without spaces; parsing it
    /// gives back an equal tree. Same as the [`fmt::Display`] output.
    #[must_use]
    pub fn to_list_string(&self) -> String {
        self.to_string()
    }

    /// The player written before `state`'s list (`max[…]` or `min[…]`), if
    /// any: the [`crate::game::Game::player`] of the tree.
    #[must_use]
    pub fn mark(&self, state: u32) -> Option<Player> {
        self.node(state).and_then(|node| node.mark)
    }

    /// The total weight of `state`'s outcomes if it is a chance node.
    #[must_use]
    pub fn outcome_total(&self, state: u32) -> Option<u16> {
        self.node(state)
            .map(|node| node.total)
            .filter(|&total| total > 0)
    }

    /// The weight of `state` among its chance parent's outcomes (1 under a
    /// MAX or MIN node).
    #[must_use]
    pub fn outcome_weight(&self, state: u32) -> u16 {
        self.node(state).map_or(1, |node| node.weight)
    }

    /// Whether any node is a chance node.
    #[must_use]
    pub fn has_chance(&self) -> bool {
        self.nodes.iter().any(|node| node.total > 0)
    }

    /// The value unit: the tree's values are searched in `1 / denominator`
    /// (3 for CS188's MAX over three-way chance nodes), 1 without chance.
    #[must_use]
    pub fn denominator(&self) -> Score {
        self.denominator
    }

    /// The node at `state`, if it exists.
    fn node(&self, state: u32) -> Option<&Node> {
        self.nodes.get(state as usize)
    }
}

impl fmt::Display for TextbookTree {
    /// Writes the canonical nested list, e.g. `[[3,12,8],[2,4,6],[14,5,2]]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_list(f, &|state| self.children(state).to_vec())
    }
}

impl TextbookTree {
    /// The tree with the children of its nodes in another order: `order`
    /// gives each node's children (a permutation of [`Self::children`]).
    /// The ordering view tries every order of a small tree this way.
    ///
    /// # Errors
    /// A [`TreeParseError`] if `order` is not a permutation of the
    /// children (so the text is not a tree).
    pub fn reordered(&self, order: &dyn Fn(u32) -> Vec<u32>) -> Result<Self, TreeParseError> {
        let mut text = String::new();
        // Writing to a String cannot fail.
        let _ = self.write_list(&mut text, order);
        Self::parse(&text)
    }

    /// Writes the nested list with each node's children as `order` gives them.
    fn write_list(&self, f: &mut dyn fmt::Write, order: &dyn Fn(u32) -> Vec<u32>) -> fmt::Result {
        // Iterative pre-order walk: each stack entry is a node, its
        // children in order and the index of the next one to write.
        let mut stack: Vec<(u32, Vec<u32>, usize)> = vec![(0, order(0), 0)];
        while let Some((state, kids, next)) = stack.last_mut() {
            let state = *state;
            if kids.is_empty() {
                if let Some(value) = self.leaf_value(state) {
                    write!(f, "{value}")?;
                }
                stack.pop();
                continue;
            }
            if *next == 0 {
                match self.node(state).and_then(|node| node.mark) {
                    Some(Player::Max) => f.write_str("max")?,
                    Some(Player::Min) => f.write_str("min")?,
                    None => {}
                }
                if let Some(total) = self.outcome_total(state) {
                    f.write_str("chance")?;
                    let weights: Vec<u16> =
                        kids.iter().map(|&kid| self.outcome_weight(kid)).collect();
                    if weights.iter().any(|&weight| weight != 1) || usize::from(total) != kids.len()
                    {
                        let texts: Vec<String> = weights
                            .iter()
                            .map(|&weight| crate::game::probability_text(weight, total))
                            .collect();
                        write!(f, "({})", texts.join(","))?;
                    }
                }
                f.write_str("[")?;
            } else if *next < kids.len() {
                f.write_str(",")?;
            }
            if let Some(&child) = kids.get(*next) {
                *next += 1;
                stack.push((child, order(child), 0));
            } else {
                f.write_str("]")?;
                stack.pop();
            }
        }
        Ok(())
    }
}

impl FromStr for TextbookTree {
    type Err = TreeParseError;

    /// Same as [`TextbookTree::parse`].
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::parse(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

    #[test]
    fn counts_and_height() {
        let tree = TextbookTree::parse(CLASSIC).unwrap();
        assert_eq!(tree.node_count(), 13);
        assert_eq!(tree.leaf_count(), 9);
        assert_eq!(tree.height(), 2);
        let uneven = TextbookTree::parse("[[[[8],[5]],[[10]]],[3,6,9],[10,1,7,2]]").unwrap();
        assert_eq!(uneven.height(), 4);
        assert_eq!(
            uneven.leaf_values_in_order(),
            [8, 5, 10, 3, 6, 9, 10, 1, 7, 2]
        );
    }

    #[test]
    fn single_leaf_tree() {
        let tree = TextbookTree::parse(" -7 ").unwrap();
        assert_eq!(tree.node_count(), 1);
        assert_eq!(tree.leaf_count(), 1);
        assert_eq!(tree.height(), 0);
        assert_eq!(tree.leaf_value(0), Some(-7));
        assert_eq!(tree.to_string(), "-7");
        assert_eq!(tree.path_label(0), "root");
    }

    #[test]
    fn display_is_canonical() {
        let tree = TextbookTree::parse(" [ [3 , 12,8] ,[2,4,6],\n[14,5,2] ] ").unwrap();
        assert_eq!(tree.to_list_string(), CLASSIC);
        let deep = "[[[[8],[5]],[[10]]],[3,6,9],[10,1,7,2]]";
        assert_eq!(TextbookTree::parse(deep).unwrap().to_string(), deep);
    }

    #[test]
    fn navigation() {
        let tree = TextbookTree::parse(CLASSIC).unwrap();
        assert_eq!(tree.children(0), [1, 5, 9]);
        assert_eq!(tree.children(5), [6, 7, 8]);
        assert_eq!(tree.parent(6), Some(5));
        assert_eq!(tree.parent(0), None);
        assert_eq!(tree.ply(6), Some(2));
        assert_eq!(tree.ply(99), None);
        assert_eq!(tree.path_label(6), "2.1");
        assert_eq!(tree.path_label(12), "3.3");
        assert_eq!(tree.path_label(9), "3");
        assert_eq!(tree.path_label(13), "?");
        assert!(tree.is_leaf(6));
        assert!(!tree.is_leaf(5));
        assert_eq!(tree.leaf_value(5), None);
        assert_eq!(
            tree.leaf_states().collect::<Vec<_>>(),
            [2, 3, 4, 6, 7, 8, 10, 11, 12]
        );
    }

    #[test]
    fn from_str_matches_parse() {
        let tree: TextbookTree = CLASSIC.parse().unwrap();
        assert_eq!(tree, TextbookTree::parse(CLASSIC).unwrap());
    }
}
