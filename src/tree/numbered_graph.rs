//! The tree as a petgraph graph whose node ids are the search's node
//! numbers ([`SearchTree::graph`]), pruned moves included, so that
//! petgraph's own tools (`Dfs`, `Bfs`, `Dot`, …) walk the same nodes, by the
//! same ids, as the rest of the program. A read-only view: it copies
//! nothing, and asks the tree for each node and its children.

use std::collections::HashSet;

use petgraph::graph::NodeIndex;
use petgraph::visit::{
    Data, EdgeCount, GraphBase, GraphProp, GraphRef, IntoEdgeReferences, IntoEdges, IntoNeighbors,
    IntoNeighborsDirected, IntoNodeIdentifiers, IntoNodeReferences, NodeCompactIndexable,
    NodeCount, NodeIndexable, NodeRef, Visitable,
};
use petgraph::{Directed, Direction};

use super::{SearchTree, TreeNode};

/// A [`SearchTree`] seen as a petgraph graph ([`SearchTree::graph`]): a
/// node per number (`0..len`, the pruned moves too), each weighted with its
/// [`TreeNode`], and an edge from each node to each of its children.
///
/// A node's neighbours are its children listed last first, as petgraph's
/// own `Graph` lists a node's edges newest first, so that a depth-first
/// walk (which stacks them) visits them in search order: from the root of
/// a minimax-family tree, `Dfs` meets the nodes in number order.
#[derive(Clone, Copy, Debug)]
pub struct NumberedGraph<'a> {
    tree: &'a SearchTree,
}

impl<'a> NumberedGraph<'a> {
    /// The view of `tree`.
    pub(super) fn new(tree: &'a SearchTree) -> Self {
        Self { tree }
    }

    /// The children of `id`, last first.
    fn children_last_first(self, id: NodeIndex) -> std::iter::Rev<std::vec::IntoIter<NodeIndex>> {
        self.tree.children(id).into_iter().rev()
    }
}

/// A node of a [`NumberedGraph`]: its number and what the tree keeps of it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NumberedNode {
    /// The node's number.
    pub id: NodeIndex,
    /// The node.
    pub node: TreeNode,
}

impl NodeRef for NumberedNode {
    type NodeId = NodeIndex;
    type Weight = TreeNode;

    fn id(&self) -> NodeIndex {
        self.id
    }

    fn weight(&self) -> &TreeNode {
        &self.node
    }
}

/// An edge of a [`NumberedGraph`]: parent, child, and no weight.
type NumberedEdge = (NodeIndex, NodeIndex, &'static ());

/// The edge from `parent` to `child`.
fn edge(parent: NodeIndex, child: NodeIndex) -> NumberedEdge {
    (parent, child, &())
}

impl GraphBase for NumberedGraph<'_> {
    type NodeId = NodeIndex;
    type EdgeId = (NodeIndex, NodeIndex);
}

impl GraphRef for NumberedGraph<'_> {}

impl Data for NumberedGraph<'_> {
    type NodeWeight = TreeNode;
    type EdgeWeight = ();
}

impl GraphProp for NumberedGraph<'_> {
    type EdgeType = Directed;
}

impl NodeCount for NumberedGraph<'_> {
    fn node_count(&self) -> usize {
        self.tree.len()
    }
}

impl EdgeCount for NumberedGraph<'_> {
    /// Every node but the root has the one edge from its parent.
    fn edge_count(&self) -> usize {
        self.tree.len().saturating_sub(1)
    }
}

impl NodeIndexable for NumberedGraph<'_> {
    fn node_bound(&self) -> usize {
        self.tree.len()
    }

    fn to_index(&self, id: NodeIndex) -> usize {
        id.index()
    }

    fn from_index(&self, index: usize) -> NodeIndex {
        NodeIndex::new(index)
    }
}

/// The numbers are `0..len` without a hole.
impl NodeCompactIndexable for NumberedGraph<'_> {}

impl Visitable for NumberedGraph<'_> {
    type Map = HashSet<NodeIndex>;

    fn visit_map(&self) -> Self::Map {
        HashSet::new()
    }

    fn reset_map(&self, map: &mut Self::Map) {
        map.clear();
    }
}

impl IntoNeighbors for NumberedGraph<'_> {
    type Neighbors = std::iter::Rev<std::vec::IntoIter<NodeIndex>>;

    fn neighbors(self, id: NodeIndex) -> Self::Neighbors {
        self.children_last_first(id)
    }
}

impl IntoNeighborsDirected for NumberedGraph<'_> {
    type NeighborsDirected = std::iter::Rev<std::vec::IntoIter<NodeIndex>>;

    /// Outgoing: the children, last first; incoming: the parent.
    fn neighbors_directed(self, id: NodeIndex, direction: Direction) -> Self::NeighborsDirected {
        match direction {
            Direction::Outgoing => self.children_last_first(id),
            Direction::Incoming => Vec::from_iter(self.tree.parent(id)).into_iter().rev(),
        }
    }
}

impl IntoNodeIdentifiers for NumberedGraph<'_> {
    type NodeIdentifiers = std::iter::Map<std::ops::Range<usize>, fn(usize) -> NodeIndex>;

    fn node_identifiers(self) -> Self::NodeIdentifiers {
        (0..self.tree.len()).map(NodeIndex::new)
    }
}

/// The nodes of a [`NumberedGraph`] in number order.
pub struct NumberedNodes<'a>(super::Nodes<'a>);

impl Iterator for NumberedNodes<'_> {
    type Item = NumberedNode;

    fn next(&mut self) -> Option<NumberedNode> {
        self.0.next().map(|(id, node)| NumberedNode { id, node })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<'a> IntoNodeReferences for NumberedGraph<'a> {
    type NodeRef = NumberedNode;
    type NodeReferences = NumberedNodes<'a>;

    fn node_references(self) -> NumberedNodes<'a> {
        NumberedNodes(self.tree.nodes())
    }
}

/// The edges of a [`NumberedGraph`], by parent in number order and each
/// parent's children in search order.
pub struct NumberedEdges<'a> {
    graph: NumberedGraph<'a>,
    /// The next parent to list the children of.
    parent: usize,
    /// The children of the parent before it not listed yet.
    children: std::vec::IntoIter<NodeIndex>,
}

impl Iterator for NumberedEdges<'_> {
    type Item = NumberedEdge;

    fn next(&mut self) -> Option<NumberedEdge> {
        loop {
            if let Some(child) = self.children.next() {
                return Some(edge(NodeIndex::new(self.parent - 1), child));
            }
            if self.parent >= self.graph.tree.len() {
                return None;
            }
            self.children = self
                .graph
                .tree
                .children(NodeIndex::new(self.parent))
                .into_iter();
            self.parent += 1;
        }
    }
}

impl<'a> IntoEdgeReferences for NumberedGraph<'a> {
    type EdgeRef = NumberedEdge;
    type EdgeReferences = NumberedEdges<'a>;

    fn edge_references(self) -> NumberedEdges<'a> {
        NumberedEdges {
            graph: self,
            parent: 0,
            children: Vec::new().into_iter(),
        }
    }
}

impl IntoEdges for NumberedGraph<'_> {
    type Edges = std::iter::Map<
        std::iter::Zip<std::iter::Repeat<NodeIndex>, std::iter::Rev<std::vec::IntoIter<NodeIndex>>>,
        fn((NodeIndex, NodeIndex)) -> NumberedEdge,
    >;

    /// The edges to `id`'s children, last first, as its neighbours.
    fn edges(self, id: NodeIndex) -> Self::Edges {
        std::iter::repeat(id)
            .zip(self.children_last_first(id))
            .map(|(parent, child)| edge(parent, child))
    }
}

#[cfg(test)]
mod tests {
    use petgraph::dot::{Config, Dot};
    use petgraph::visit::{Bfs, Dfs, IntoNeighbors, IntoNeighborsDirected};

    use super::*;
    use crate::chess::{ChessGame, EvalKind};
    use crate::game::Game;
    use crate::search::{Algorithm, SearchOptions, Stepper};
    use crate::textbook::TextbookTree;

    /// A whole search of `game` with `options`, recorded.
    fn recorded<G: Game>(game: &G, options: SearchOptions) -> SearchTree {
        let mut stepper = Stepper::new(game, options);
        let mut tree = SearchTree::new(options.window());
        let mut step = 0;
        while let Some(event) = stepper.step(game) {
            tree.apply(&event, stepper.last_pruned(), step).unwrap();
            step += 1;
        }
        tree
    }

    /// The classic tree searched by alpha-beta: 13 nodes, of which the
    /// second MIN node's last two moves (numbers 7 and 8) are pruned.
    fn classic() -> SearchTree {
        let game = TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        recorded(
            &game,
            SearchOptions {
                depth: 2,
                algorithm: Algorithm::AlphaBeta,
                ..SearchOptions::default()
            },
        )
    }

    /// A chess tree with cutoffs: alpha-beta, two plies after 1. e4 e5
    /// 2. Nf3 Nc6.
    fn chess() -> SearchTree {
        let game = ChessGame::from_fen(
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            EvalKind::Material,
        )
        .unwrap();
        recorded(
            &game,
            SearchOptions {
                depth: 2,
                algorithm: Algorithm::AlphaBeta,
                ..SearchOptions::default()
            },
        )
    }

    /// Checks the view of `tree` against the tree's own answers, node by
    /// node, in node numbers.
    fn agrees_with_its_tree(tree: &SearchTree) {
        let graph = tree.graph();
        assert_eq!(graph.node_count(), tree.len());
        for id in graph.node_identifiers() {
            let mut neighbours: Vec<NodeIndex> = graph.neighbors(id).collect();
            neighbours.reverse();
            assert_eq!(neighbours, tree.children(id), "children of {id:?}");
            let parent: Vec<NodeIndex> =
                graph.neighbors_directed(id, Direction::Incoming).collect();
            assert_eq!(parent, Vec::from_iter(tree.parent(id)), "parent of {id:?}");
        }
        let nodes: Vec<(NodeIndex, TreeNode)> = graph
            .node_references()
            .map(|node| (node.id(), *node.weight()))
            .collect();
        assert_eq!(nodes, tree.nodes().collect::<Vec<_>>());
        let edges: Vec<(NodeIndex, NodeIndex)> = graph
            .edge_references()
            .map(|(parent, child, ())| (parent, child))
            .collect();
        assert_eq!(edges.len(), graph.edge_count());
        for (parent, child) in edges {
            assert_eq!(tree.parent(child), Some(parent));
        }
        // Depth first from the root, the search's own pre-order: every
        // number in turn.
        let mut dfs = Dfs::new(graph, NodeIndex::new(0));
        let mut walked = Vec::new();
        while let Some(id) = dfs.next(graph) {
            walked.push(id.index());
        }
        assert_eq!(walked, (0..tree.len()).collect::<Vec<_>>());
    }

    #[test]
    fn the_view_of_a_tree_with_pruned_moves_is_in_node_numbers() {
        let tree = classic();
        assert_eq!((tree.len(), tree.entered()), (13, 11));
        agrees_with_its_tree(&tree);
        let graph = tree.graph();
        // The second MIN node (number 5) has its leaf 2 (number 6) and the
        // two pruned moves, 7 and 8; the third MIN node is number 9.
        let children: Vec<usize> = graph
            .neighbors(NodeIndex::new(5))
            .map(NodeIndex::index)
            .collect();
        assert_eq!(children, [8, 7, 6]);
        assert_eq!(tree.node(NodeIndex::new(9)).map(|node| node.value), Some(2));
        // Breadth first: the root, its three MIN nodes, then the leaves.
        let mut bfs = Bfs::new(graph, NodeIndex::new(0));
        let mut levels = Vec::new();
        while let Some(id) = bfs.next(graph) {
            levels.push(id.index());
        }
        assert_eq!(&levels[..4], [0, 9, 5, 1]);
        assert_eq!(levels.len(), 13);
    }

    #[test]
    fn dot_draws_the_view_by_node_numbers() {
        let tree = classic();
        let dot = format!(
            "{:?}",
            Dot::with_config(tree.graph(), &[Config::EdgeNoLabel, Config::NodeNoLabel])
        );
        let lines: Vec<&str> = dot.lines().map(str::trim).collect();
        assert_eq!(
            lines
                .iter()
                .filter(|line| line.ends_with("[ ]") && !line.contains("->"))
                .count(),
            13
        );
        assert_eq!(lines.iter().filter(|line| line.contains("->")).count(), 12);
        // The pruned moves are drawn under the node that pruned them, and
        // the third MIN node is number 9.
        for line in [
            "5 -> 6 [ ]",
            "5 -> 7 [ ]",
            "5 -> 8 [ ]",
            "0 -> 9 [ ]",
            "9 -> 12 [ ]",
        ] {
            assert!(lines.contains(&line), "{line} in {dot}");
        }
    }

    #[test]
    fn the_view_of_a_chess_tree_is_in_node_numbers() {
        let tree = chess();
        assert!(
            tree.len() > tree.entered(),
            "alpha-beta prunes from the start"
        );
        agrees_with_its_tree(&tree);
    }
}
