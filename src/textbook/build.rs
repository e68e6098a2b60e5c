//! The arena builder shared by the parser and [`TextbookTree::uniform`]: it
//! receives a tree as open / leaf / close events in pre-order and enforces
//! the size limits as it goes, so nothing ever grows past them.

#![expect(
    clippy::cast_possible_truncation,
    reason = "a textbook tree has at most 1,000,000 nodes and each node fewer than 65,536 children, checked while building"
)]

use crate::game::Player;
use crate::game::Score;

use super::chance::{Fraction, weights};
use super::{MAX_CHILDREN, MAX_NESTING, MAX_NODES, NO_PARENT, Node, TextbookTree};

/// Which structural rule an event broke.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Limit {
    /// The tree would get more than [`MAX_NODES`] nodes.
    TooManyNodes,
    /// A list would be nested more than [`MAX_NESTING`] deep.
    TooDeep,
    /// A list would get more than [`MAX_CHILDREN`] children.
    TooManyChildren,
    /// A list was closed without any child.
    EmptyList,
    /// `chance(…)` gave `given` probabilities for `children` children.
    ProbabilityCount {
        /// Probabilities written.
        given: usize,
        /// Children in the list.
        children: usize,
    },
    /// `chance(…)`'s probabilities add up to this, not 1.
    ProbabilitySum(Fraction),
    /// `chance(…)`'s probabilities have no common denominator that fits.
    TooFine,
}

/// An open list: its node and where its children start in `pending`.
#[derive(Clone, Copy, Debug)]
struct Frame {
    node: u32,
    pending_start: usize,
    /// Whether the list is a chance node's.
    chance: bool,
}

/// Builds a [`TextbookTree`] from pre-order events.
#[derive(Debug, Default)]
pub(super) struct Builder {
    nodes: Vec<Node>,
    children: Vec<u32>,
    /// Child indices of the open lists, innermost last.
    pending: Vec<u32>,
    frames: Vec<Frame>,
    height: u32,
    /// The probabilities written for each open chance list, innermost
    /// last (empty: equal).
    probabilities: Vec<Vec<Fraction>>,
}

impl Builder {
    /// How many lists are open.
    pub(super) fn depth(&self) -> usize {
        self.frames.len()
    }

    /// Whether the root has been added and every list is closed again.
    pub(super) fn is_complete(&self) -> bool {
        !self.nodes.is_empty() && self.frames.is_empty()
    }

    /// Opens an inner node (a list).
    pub(super) fn open(&mut self) -> Result<(), Limit> {
        self.open_marked(None)
    }

    /// Opens an inner node (a list) written with a player before it
    /// (`max[…]`, `min[…]`), or without one (`None`).
    pub(super) fn open_marked(&mut self, mark: Option<Player>) -> Result<(), Limit> {
        if self.frames.len() >= MAX_NESTING {
            return Err(Limit::TooDeep);
        }
        let node = self.add_node(0)?;
        if let Some(added) = self.nodes.get_mut(node as usize) {
            added.mark = mark;
        }
        self.frames.push(Frame {
            node,
            pending_start: self.pending.len(),
            chance: false,
        });
        Ok(())
    }

    /// Opens a chance node's list: `chance[…]` (equal probabilities, when
    /// `probabilities` is empty) or `chance(p, q, …)[…]`.
    pub(super) fn open_chance(&mut self, probabilities: Vec<Fraction>) -> Result<(), Limit> {
        self.open_marked(None)?;
        if let Some(frame) = self.frames.last_mut() {
            frame.chance = true;
        }
        self.probabilities.push(probabilities);
        Ok(())
    }

    /// Adds a leaf with `value` to the innermost open list (or as the root).
    pub(super) fn leaf(&mut self, value: Score) -> Result<(), Limit> {
        self.add_node(value).map(|_| ())
    }

    /// Closes the innermost open list.
    pub(super) fn close(&mut self) -> Result<(), Limit> {
        let Some(frame) = self.frames.last().copied() else {
            return Err(Limit::EmptyList);
        };
        let count = self.pending.len() - frame.pending_start;
        if count == 0 {
            return Err(Limit::EmptyList);
        }
        if frame.chance {
            self.weigh(frame, count)?;
        }
        let first = self.children.len() as u32;
        self.children
            .extend(self.pending.drain(frame.pending_start..));
        if let Some(node) = self.nodes.get_mut(frame.node as usize) {
            node.first = first;
            node.count = count as u16;
        }
        self.frames.pop();
        Ok(())
    }

    /// Gives the children of the chance list `frame`, `count` of them,
    /// their weights, and the node its total.
    fn weigh(&mut self, frame: Frame, count: usize) -> Result<(), Limit> {
        let probabilities = self.probabilities.pop().unwrap_or_default();
        let (weights, total) = if probabilities.is_empty() {
            (
                vec![1; count],
                u16::try_from(count).map_err(|_| Limit::TooFine)?,
            )
        } else if probabilities.len() == count {
            weights(&probabilities)
                .map_err(|sum| sum.map_or(Limit::TooFine, Limit::ProbabilitySum))?
        } else {
            return Err(Limit::ProbabilityCount {
                given: probabilities.len(),
                children: count,
            });
        };
        let children = self.pending.get(frame.pending_start..).unwrap_or_default();
        for (&child, weight) in children.iter().zip(weights) {
            if let Some(node) = self.nodes.get_mut(child as usize) {
                node.weight = weight;
            }
        }
        if let Some(node) = self.nodes.get_mut(frame.node as usize) {
            node.total = total;
        }
        Ok(())
    }

    /// The finished tree. Call only when [`Builder::is_complete`].
    pub(super) fn finish(self) -> TextbookTree {
        let Self {
            nodes,
            children,
            pending: _,
            frames: _,
            height,
            probabilities: _,
        } = self;
        TextbookTree {
            nodes,
            children,
            height,
            denominator: 1,
        }
    }

    /// Appends a node under the innermost open list and returns its index.
    fn add_node(&mut self, value: Score) -> Result<u32, Limit> {
        if self.nodes.len() >= MAX_NODES {
            return Err(Limit::TooManyNodes);
        }
        let index = self.nodes.len() as u32;
        let (parent, slot) = match self.frames.last() {
            Some(frame) => {
                let slot = self.pending.len() - frame.pending_start;
                if slot >= MAX_CHILDREN {
                    return Err(Limit::TooManyChildren);
                }
                (frame.node, slot as u16)
            }
            None => (NO_PARENT, 0),
        };
        self.nodes.push(Node {
            parent,
            first: 0,
            count: 0,
            slot,
            value,
            mark: None,
            total: 0,
            weight: 1,
        });
        if parent != NO_PARENT {
            self.pending.push(index);
        }
        self.height = self.height.max(self.frames.len() as u32);
        Ok(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_build_the_classic_tree() {
        let mut b = Builder::default();
        b.open().unwrap();
        for values in [[3, 12, 8], [2, 4, 6], [14, 5, 2]] {
            b.open().unwrap();
            for v in values {
                b.leaf(v).unwrap();
            }
            b.close().unwrap();
        }
        b.close().unwrap();
        assert!(b.is_complete());
        let tree = b.finish();
        assert_eq!(tree.to_string(), "[[3,12,8],[2,4,6],[14,5,2]]");
    }

    #[test]
    fn limits_are_enforced() {
        let mut b = Builder::default();
        b.open().unwrap();
        assert_eq!(b.close(), Err(Limit::EmptyList));
        let mut b = Builder::default();
        for _ in 0..MAX_NESTING {
            b.open().unwrap();
        }
        assert_eq!(b.open(), Err(Limit::TooDeep));
        assert_eq!(b.depth(), MAX_NESTING);
        let mut b = Builder::default();
        b.open().unwrap();
        for _ in 0..MAX_CHILDREN {
            b.leaf(1).unwrap();
        }
        assert_eq!(b.leaf(1), Err(Limit::TooManyChildren));
        assert_eq!(Builder::default().close(), Err(Limit::EmptyList));
    }
}
