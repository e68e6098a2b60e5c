//! A tidy layout of the search tree as it stands at a cursor: pure math, no
//! drawing.
//!
//! Every leaf gets its own column, in search order (leaf spacing 1.0), except
//! that a run of pruned sibling moves shares one column (the scene fans them
//! out where there is room, or draws them as one mark); but where the
//! search's tree is a given tree's ([`Rules::game`], a textbook tree) each
//! pruned move takes the room of its subtree as given ([`GameShape`]), so
//! that every search of that tree, every pass and the whole tree drawn
//! ahead share one picture; every
//! inner node sits centred over its first and last child; a node's row is
//! its ply (level spacing 1.0). Each subtree therefore owns a contiguous run
//! of columns, so subtrees never overlap. A collapsed node is laid out as a
//! leaf and its descendants are hidden, and so is a PVS re-search not
//! entered yet at [`Rules::cursor`] (its room would tell which move will be
//! searched again).
//!
//! Node ids follow the search's creation order, which is a pre-order of the
//! tree for the minimax family, and the nodes visible at a cursor are a
//! prefix of the ids. The
//! layout is built in one forward pass over that prefix with an explicit
//! stack of the rightmost path (no recursion), so it is **incremental**: as
//! the cursor moves forward only the new nodes are visited, plus the
//! rightmost path (at most one node per ply). Moving the cursor back, or
//! changing the collapsed set, rebuilds the prefix from scratch in O(n).
//!
//! Monte Carlo tree search creates nodes where the search looks, not in
//! pre-order: its tree is laid out by walking each node's children in move
//! order, rebuilt in O(n) whenever the cursor moves, and each node keeps a
//! *position* in that pre-order ([`TreeLayout::position`],
//! [`TreeLayout::id_at`]); a subtree is then the run of positions
//! `position(id)..subtree_end(id)`. For a pre-order tree a node's position
//! is its id.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use std::collections::{BTreeSet, HashMap};

use petgraph::graph::NodeIndex;

use crate::game::MoveCode;
use crate::textbook::TextbookTree;
use crate::tree::{NodeKind, SearchTree, layout_node};

/// Marks the root's missing parent while the layout walks the tree.
const NO_PARENT: u32 = u32::MAX;

/// Flag: laid out as a leaf because the user collapsed it.
const COLLAPSED: u8 = 1;
/// Flag: under a collapsed node, so not drawn.
const HIDDEN: u8 = 2;
/// Flag: has at least one laid-out child.
const HAS_CHILD: u8 = 4;
/// Flag: a pruned move.
const PRUNED: u8 = 8;

/// The extent of a layout in abstract units.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Bounds {
    /// Number of leaf columns; x runs from 0 to `columns - 1`.
    pub columns: u32,
    /// Deepest ply laid out; y runs from 0 to `deepest`.
    pub deepest: u8,
    /// A Monte Carlo tree search's tree: a fitted view keeps a strip
    /// beside it for the table of the children compared
    /// ([`crate::scene::View::table_strip`]).
    pub side_table: bool,
}

/// A laid-out node: its centre in abstract units.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Place {
    /// Column (leaf spacing 1.0).
    pub x: f32,
    /// Row: the node's ply (level spacing 1.0).
    pub y: f32,
}

/// The room a subtree of a given tree takes, in layout units.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Extent {
    /// Leaf columns.
    pub columns: u32,
    /// Plies below its root.
    pub depth: u8,
    /// Its root's column, from its first column.
    pub x: f32,
}

/// The tidy layout of a textbook tree as given, every move and leaf: what
/// a search of it that prunes keeps room for under each pruned move, and
/// where the whole-tree view draws what no search entered.
///
/// ```
/// use gametree::layout::GameShape;
/// use gametree::textbook::TextbookTree;
///
/// let tree = TextbookTree::parse("[[3,12,8],[2,[4,6]],5]")?;
/// let shape = GameShape::of(&tree);
/// // The root spans all seven leaves; `[4,6]` (state 7) is centred over
/// // the fifth and sixth (columns 4 and 5).
/// assert_eq!(shape.extent(0).map(|e| (e.columns, e.depth)), Some((7, 3)));
/// assert_eq!(shape.place(7), Some((4.5, 2)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct GameShape {
    /// Per state (textbook states are numbered in pre-order): its first
    /// leaf column, its leaf columns, its column, its ply and the plies
    /// below it.
    first: Vec<u32>,
    columns: Vec<u32>,
    x: Vec<f32>,
    ply: Vec<u8>,
    depth: Vec<u8>,
}

impl GameShape {
    /// The layout of `tree`: leaves a column each, left to right, each
    /// parent centred over its first and last child, as [`TreeLayout`]
    /// lays out a search that enters every node.
    #[must_use]
    pub fn of(tree: &TextbookTree) -> Self {
        let count = tree.node_count();
        let mut shape = Self {
            first: vec![0; count],
            columns: vec![0; count],
            x: vec![0.0; count],
            ply: vec![0; count],
            depth: vec![0; count],
        };
        // Pre-order: a parent comes before its children, so plies and
        // first columns go forwards, sizes and centres backwards.
        let mut next_column = 0;
        for state in 0..count {
            let at = state as u32;
            if let Some(parent) = tree.parent(at) {
                shape.ply[state] = shape.ply[parent as usize].saturating_add(1);
            }
            shape.first[state] = next_column;
            if tree.is_leaf(at) {
                next_column += 1;
            }
        }
        for state in (0..count).rev() {
            let children = tree.children(state as u32);
            let (Some(&first), Some(&last)) = (children.first(), children.last()) else {
                shape.columns[state] = 1;
                shape.x[state] = shape.first[state] as f32;
                continue;
            };
            shape.columns[state] = children.iter().map(|&c| shape.columns[c as usize]).sum();
            shape.depth[state] = 1 + children
                .iter()
                .map(|&c| shape.depth[c as usize])
                .max()
                .unwrap_or(0);
            shape.x[state] = f32::midpoint(shape.x[first as usize], shape.x[last as usize]);
        }
        shape
    }

    /// The room the subtree of `state` takes; `None` outside the tree.
    #[must_use]
    pub fn extent(&self, state: u32) -> Option<Extent> {
        let i = state as usize;
        Some(Extent {
            columns: *self.columns.get(i)?,
            depth: *self.depth.get(i)?,
            x: self.x.get(i)? - *self.first.get(i)? as f32,
        })
    }

    /// Where `state` is drawn in the layout of the whole tree: its column
    /// and its ply.
    #[must_use]
    pub fn place(&self, state: u32) -> Option<(f32, u8)> {
        let i = state as usize;
        Some((*self.x.get(i)?, *self.ply.get(i)?))
    }

    /// Where `state`, in the subtree of `under`, is drawn when that
    /// subtree's first column is `first_column` and its root is at ply
    /// `ply`, with the first and last leaf columns of its own subtree.
    #[must_use]
    pub fn place_under(
        &self,
        state: u32,
        under: u32,
        first_column: u32,
        ply: u8,
    ) -> Option<(Place, (u32, u32))> {
        let (i, top) = (state as usize, under as usize);
        // A descendant's columns come at or after its ancestor's first.
        let lo = first_column + self.first.get(i)?.checked_sub(*self.first.get(top)?)?;
        let hi = lo + self.columns.get(i)?.saturating_sub(1);
        let place = Place {
            x: lo as f32 + self.x.get(i)? - self.first[i] as f32,
            y: f32::from(ply) + f32::from(self.ply.get(i)?.saturating_sub(*self.ply.get(top)?)),
        };
        Some((place, (lo, hi)))
    }
}

/// What a layout follows besides the tree: the given tree's shape, if any,
/// and the cursor at which re-searches not entered yet are held back.
#[derive(Clone, Copy, Default)]
pub struct Rules<'a> {
    /// The room each pruned move takes (a textbook tree, whose pruned
    /// moves keep the room of their subtree as given); `None`: pruned
    /// sibling moves share one column.
    pub game: Option<&'a dyn Fn(NodeIndex) -> Option<Extent>>,
    /// A PVS re-search not entered at this cursor takes no room; `None`:
    /// every re-search recorded does.
    pub cursor: Option<u64>,
    /// The passes of a search in passes of a game (MTD(f), aspiration
    /// windows) that share one picture with the tree laid out: every node
    /// is drawn where the union of their trees has it ([`PassShape`]), so
    /// that nothing moves from pass to pass.
    pub passes: Option<Passes<'a>>,
}

/// The trees of the passes of one search depth, and which of them is laid
/// out.
#[derive(Clone, Copy)]
pub struct Passes<'a> {
    /// Every pass's tree, in search order.
    pub trees: &'a [&'a SearchTree],
    /// The index in `trees` of the tree laid out.
    pub shown: usize,
}

impl Passes<'_> {
    /// What tells a changed set of passes: the tree shown and how many
    /// nodes each tree holds (a pass only grows while it is recorded).
    fn key(&self) -> Vec<usize> {
        std::iter::once(self.shown)
            .chain(self.trees.iter().map(|tree| tree.len()))
            .collect()
    }
}

/// Where one tree of a search in passes is drawn so that its passes share
/// one picture: the union of the passes' trees (a node is a line of moves
/// from the root), its children in the order they were first searched,
/// laid out tidily as [`TreeLayout`] lays out one search (leaves a column
/// each, a run of sibling moves no pass entered sharing one, a parent
/// centred over its first and last child). A node keeps its place from
/// pass to pass although a later pass searches its best move first and
/// prunes other moves.
///
/// ```
/// use gametree::chess::EvalKind;
/// use gametree::input::{AnyGame, GameKind};
/// use gametree::layout::PassShape;
/// use gametree::search::{Algorithm, SearchOptions};
/// use gametree::session::Session;
///
/// let game = AnyGame::from_position(GameKind::ConnectFour, "4453", EvalKind::Material)?;
/// let options = SearchOptions { algorithm: Algorithm::Mtdf, depth: 2, ..SearchOptions::default() };
/// let options = game.fit_options(options, false)?;
/// let mut session = Session::new(game, options)?;
/// session.run_to_end()?;
/// let trees: Vec<_> = session.passes().iter().map(|pass| pass.tree()).collect();
/// assert!(trees.len() > 1);
/// let first = PassShape::of(&trees, 0);
/// let last = PassShape::of(&trees, trees.len() - 1);
/// assert_eq!(first.columns(), last.columns());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct PassShape {
    /// Per node of the tree shown: its column and its first and last leaf
    /// columns.
    slots: Vec<(f32, u32, u32)>,
    /// Leaf columns of the union.
    columns: u32,
    /// Deepest ply of the union.
    deepest: u8,
}

impl PassShape {
    /// The shape of `trees`' union, with the places of the nodes of
    /// `trees[shown]`.
    #[must_use]
    pub fn of(trees: &[&SearchTree], shown: usize) -> Self {
        // The union: node 0 is the root; a child is found by its parent
        // and its move.
        let mut children: Vec<Vec<u32>> = vec![Vec::new()];
        let mut entered = vec![false];
        let mut by_move: HashMap<(u32, MoveCode), u32> = HashMap::new();
        let mut slots_of = Vec::new();
        let mut deepest = 0;
        for (index, tree) in trees.iter().enumerate() {
            // The union node at each ply of the path to the node met last.
            let mut path: Vec<u32> = Vec::new();
            for (_, node) in tree.nodes_from(0) {
                let ply = usize::from(node.ply);
                deepest = deepest.max(node.ply);
                let at = match ply.checked_sub(1).and_then(|up| path.get(up)) {
                    None => 0,
                    Some(&parent) => {
                        let next = children.len() as u32;
                        let at = *by_move.entry((parent, node.mv)).or_insert(next);
                        if at == next {
                            children.push(Vec::new());
                            entered.push(false);
                            children[parent as usize].push(at);
                        }
                        at
                    }
                };
                path.truncate(ply);
                path.push(at);
                entered[at as usize] |= node.kind != NodeKind::Pruned;
                if index == shown {
                    slots_of.push(at);
                }
            }
        }
        let (places, columns) = Self::lay_out(&children, &entered);
        Self {
            slots: slots_of.iter().map(|&at| places[at as usize]).collect(),
            columns,
            deepest,
        }
    }

    /// The tidy layout of the union: each node's column and first and
    /// last leaf columns, and the number of leaf columns. A depth-first
    /// walk with an explicit stack of (node, children walked).
    fn lay_out(children: &[Vec<u32>], entered: &[bool]) -> (Vec<(f32, u32, u32)>, u32) {
        let mut places = vec![(0.0, 0, 0); children.len()];
        let mut next_column = 0;
        let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
        while let Some(&(at, walked)) = stack.last() {
            let own = &children[at as usize];
            if let Some(&child) = own.get(walked) {
                if let Some(top) = stack.last_mut() {
                    top.1 += 1;
                }
                stack.push((child, 0));
                continue;
            }
            stack.pop();
            let place = if let (Some(&first), Some(&last)) = (own.first(), own.last()) {
                let (first, last) = (places[first as usize], places[last as usize]);
                (f32::midpoint(first.0, last.0), first.1, last.2)
            } else {
                // A move no pass entered, right after a sibling no pass
                // entered, shares its column.
                let before = stack.last().and_then(|&(parent, walked)| {
                    let siblings = &children[parent as usize];
                    walked.checked_sub(2).map(|i| siblings[i])
                });
                match before {
                    Some(before)
                        if !entered[at as usize]
                            && !entered[before as usize]
                            && children[before as usize].is_empty() =>
                    {
                        places[before as usize]
                    }
                    _ => {
                        next_column += 1;
                        let column = next_column - 1;
                        (column as f32, column, column)
                    }
                }
            };
            places[at as usize] = place;
        }
        (places, next_column)
    }

    /// The number of leaf columns of the union.
    #[must_use]
    pub fn columns(&self) -> u32 {
        self.columns
    }

    /// Node `id` of the tree shown: its column and its first and last
    /// leaf columns.
    fn slot(&self, id: usize) -> Option<(f32, u32, u32)> {
        self.slots.get(id).copied()
    }
}

/// Stamps of one node that never change once it exists, used to notice
/// that a different tree is being laid out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Stamp {
    born: u32,
    mv: MoveCode,
    ply: u8,
}

/// The tidy layout of a [`SearchTree`] at a cursor, kept up to date by
/// [`TreeLayout::sync`]. About 19 bytes per node; the tree's edges are
/// read from the tree as it is walked, never copied ([`parent`]).
///
/// Leaves take one column each, in search order; a parent is centred over
/// its children; a node's row is its ply.
///
/// ```
/// use std::collections::BTreeSet;
///
/// use gametree::input::AnyGame;
/// use gametree::layout::TreeLayout;
/// use gametree::search::{Algorithm, SearchOptions};
/// use gametree::session::Session;
///
/// let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]")?;
/// let options = SearchOptions { algorithm: Algorithm::Minimax, ..SearchOptions::default() };
/// let options = game.fit_options(options, false)?;
/// let mut session = Session::new(game, options)?;
/// session.run_to_end()?;
/// let tree = session.tree().ok_or("a tree")?;
///
/// let mut layout = TreeLayout::new();
/// layout.sync(tree, session.cursor(), &BTreeSet::new());
/// assert_eq!(layout.len(), 13);
/// let root = tree.root().ok_or("a root")?;
/// let place = |node| layout.place(node).map(|place| (place.x, place.y));
/// let [left, middle, right] = tree.children(root)[..] else {
///     panic!("the root has three children");
/// };
/// // The left subtree's leaves 3, 12, 8 in columns 0, 1, 2 under their parent.
/// let leaves: Vec<_> = tree.children(left).into_iter().map(place).collect();
/// assert_eq!(leaves, [Some((0.0, 2.0)), Some((1.0, 2.0)), Some((2.0, 2.0))]);
/// assert_eq!(place(left), Some((1.0, 1.0)));
/// assert_eq!(place(middle), Some((4.0, 1.0)));
/// assert_eq!(place(right), Some((7.0, 1.0)));
/// assert_eq!(place(root), Some((4.0, 0.0)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct TreeLayout {
    /// Ply of each node: its row.
    ply: Vec<u8>,
    /// The path of the walk: the last node laid out at each ply, the
    /// parent of the next node one ply deeper (ids are pre-order).
    last_at_ply: Vec<u32>,
    /// Column of each node.
    x: Vec<f32>,
    /// First leaf column of each node's subtree.
    lo: Vec<u32>,
    /// Last leaf column of each node's subtree.
    hi: Vec<u32>,
    /// One past the last node of each node's subtree (ids are pre-order).
    end: Vec<u32>,
    /// Deepest laid-out ply in each node's subtree.
    deep: Vec<u8>,
    /// [`COLLAPSED`], [`HIDDEN`], [`HAS_CHILD`].
    flags: Vec<u8>,
    /// The rightmost path: laid-out nodes whose subtrees may still grow.
    stack: Vec<u32>,
    /// A tree not numbered in pre-order (Monte Carlo tree search): the id
    /// at each position of the layout's pre-order, and each id's position.
    /// Both empty for a pre-order tree, where a position is its id.
    order: Vec<u32>,
    position: Vec<u32>,
    /// The next free leaf column.
    next_column: u32,
    /// Nodes laid out: the prefix of ids visible at the cursor.
    built: usize,
    /// The collapsed set the layout was built with.
    collapsed: BTreeSet<NodeIndex>,
    /// Stamps of the first and the last node laid out.
    stamps: Option<(Stamp, Stamp)>,
    /// Laid out with the room of a given tree under pruned moves.
    game_shaped: bool,
    /// How many re-searches were entered at the rules' cursor (all
    /// recorded ones without one).
    re_searches: usize,
    /// Laid out from a Monte Carlo tree search's tree.
    by_children: bool,
    /// [`Rules::passes`]: their shape, and the key it was built for.
    pass_shape: Option<PassShape>,
    pass_key: Vec<usize>,
}

/// How [`TreeLayout::sync`] brought the layout up to date.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SyncKind {
    /// Nothing had changed.
    Unchanged,
    /// New nodes were added to the existing layout.
    Extended,
    /// The layout was rebuilt from the root (cursor moved back, collapsed
    /// set changed, or a different tree).
    Rebuilt,
    /// A different tree than last time: every cache keyed by node should go.
    NewTree,
}

impl TreeLayout {
    /// An empty layout.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Lays out the nodes of `tree` visible at `cursor` (see
    /// [`crate::tree::TreeNode::is_visible_at`]), with the nodes in
    /// `collapsed` drawn as leaves. Does only the work the change needs.
    pub fn sync(
        &mut self,
        tree: &SearchTree,
        cursor: u64,
        collapsed: &BTreeSet<NodeIndex>,
    ) -> SyncKind {
        self.sync_with(tree, cursor, collapsed, Rules::default())
    }

    /// [`Self::sync`] following `rules`: pruned moves keep the room of a
    /// given tree's subtrees, and re-searches not entered yet take none.
    pub fn sync_with(
        &mut self,
        tree: &SearchTree,
        cursor: u64,
        collapsed: &BTreeSet<NodeIndex>,
        rules: Rules<'_>,
    ) -> SyncKind {
        let visible = tree.visible_count(cursor);
        let same_tree = self.is_same_tree(tree);
        self.by_children = tree.is_mcts();
        if tree.is_mcts() {
            self.pass_shape = None;
            self.pass_key.clear();
            return self.sync_by_children(tree, visible, collapsed, same_tree);
        }
        let re_searches = rules
            .cursor
            .map_or(usize::MAX, |at| tree.re_searches_at(at));
        let pass_key = rules.passes.map(|passes| passes.key()).unwrap_or_default();
        let rules_changed = self.game_shaped != rules.game.is_some()
            || self.re_searches != re_searches
            || self.pass_key != pass_key;
        if self.pass_key != pass_key {
            self.pass_shape = rules
                .passes
                .map(|passes| PassShape::of(passes.trees, passes.shown));
            self.pass_key = pass_key;
        }
        self.game_shaped = rules.game.is_some();
        self.re_searches = re_searches;
        let kind = if !same_tree {
            SyncKind::NewTree
        } else if visible < self.built || *collapsed != self.collapsed || rules_changed {
            SyncKind::Rebuilt
        } else if visible > self.built {
            SyncKind::Extended
        } else {
            return SyncKind::Unchanged;
        };
        if kind != SyncKind::Extended {
            self.clear();
            self.collapsed.clone_from(collapsed);
        }
        self.extend(tree, visible, rules);
        self.stamps = stamp(tree, 0).zip(stamp(tree, visible.saturating_sub(1)));
        if visible == 0 {
            self.stamps = None;
        }
        kind
    }

    /// [`Self::sync`] for a tree whose ids are not a pre-order (Monte
    /// Carlo tree search): the nodes visible at the cursor, laid out from
    /// scratch by walking each node's children in move order.
    fn sync_by_children(
        &mut self,
        tree: &SearchTree,
        visible: usize,
        collapsed: &BTreeSet<NodeIndex>,
        same_tree: bool,
    ) -> SyncKind {
        let kind = if !same_tree {
            SyncKind::NewTree
        } else if visible == self.built && *collapsed == self.collapsed {
            return SyncKind::Unchanged;
        } else {
            SyncKind::Rebuilt
        };
        self.clear();
        self.collapsed.clone_from(collapsed);
        for array in [&mut self.lo, &mut self.hi, &mut self.end] {
            array.resize(visible, 0);
        }
        self.x.resize(visible, 0.0);
        self.deep.resize(visible, 0);
        self.flags.resize(visible, 0);
        self.position.resize(visible, 0);
        self.ply.reserve(visible);
        for (id, node) in tree.nodes_from(0).take(visible) {
            self.ply.push(node.ply);
            if node.kind == NodeKind::Pruned {
                self.flags[id.index()] |= PRUNED;
            }
        }
        // Pre-order by an explicit stack of (node, its parent), children
        // pushed last first: the tree's edges, read as the walk goes.
        let mut pending: Vec<(u32, u32)> = if visible > 0 {
            vec![(0, NO_PARENT)]
        } else {
            Vec::new()
        };
        while let Some((id, parent)) = pending.pop() {
            let id = id as usize;
            let position = self.order.len();
            self.order.push(id as u32);
            self.position[id] = position as u32;
            if collapsed.contains(&layout_node(id)) {
                self.flags[id] |= COLLAPSED;
            }
            self.add(id, parent, self.ply[id], None);
            let children = tree.children(layout_node(id));
            pending.extend(
                children
                    .iter()
                    .rev()
                    .map(|child| child.index())
                    .filter(|&child| child < visible)
                    .map(|child| (child as u32, id as u32)),
            );
        }
        self.built = self.order.len();
        self.settle_path();
        self.stamps = stamp(tree, 0).zip(stamp(tree, visible.saturating_sub(1)));
        if visible == 0 {
            self.stamps = None;
        }
        kind
    }

    fn is_same_tree(&self, tree: &SearchTree) -> bool {
        // An empty layout has seen no tree: whatever comes is new.
        let Some((first, last)) = self.stamps else {
            return false;
        };
        stamp(tree, 0) == Some(first) && stamp(tree, self.built.saturating_sub(1)) == Some(last)
    }

    /// Forgets the layout.
    fn clear(&mut self) {
        self.ply.clear();
        self.last_at_ply.clear();
        self.x.clear();
        self.lo.clear();
        self.hi.clear();
        self.end.clear();
        self.deep.clear();
        self.flags.clear();
        self.stack.clear();
        self.order.clear();
        self.position.clear();
        self.next_column = 0;
        self.built = 0;
        self.stamps = None;
    }

    /// Adds nodes `built..visible` in pre-order, then settles the rightmost
    /// path provisionally.
    fn extend(&mut self, tree: &SearchTree, visible: usize, rules: Rules<'_>) {
        let from = self.built;
        for array in [&mut self.lo, &mut self.hi, &mut self.end] {
            array.resize(visible, 0);
        }
        self.x.resize(visible, 0.0);
        self.deep.resize(visible, 0);
        self.flags.resize(visible, 0);
        self.ply.reserve(visible.saturating_sub(from));
        let set = std::mem::take(&mut self.collapsed);
        let mut collapsed = set
            .range(layout_node(from)..)
            .map(|node| node.index())
            .peekable();
        // The tree walked in number order, which is a pre-order: a node's
        // parent is the last node met one ply up.
        for (index, node) in tree.nodes_from(from).take(visible.saturating_sub(from)) {
            let (id, ply) = (index.index(), node.ply);
            let depth = usize::from(ply);
            let parent = depth
                .checked_sub(1)
                .and_then(|up| self.last_at_ply.get(up))
                .copied()
                .unwrap_or(NO_PARENT);
            self.last_at_ply.truncate(depth);
            self.last_at_ply.push(id as u32);
            self.ply.push(ply);
            while collapsed.next_if(|&c| c < id).is_some() {}
            if collapsed.next_if_eq(&id).is_some() {
                self.flags[id] |= COLLAPSED;
            }
            let held = rules
                .cursor
                .is_some_and(|cursor| !node.is_visible_at(cursor) && tree.is_re_search(index));
            if held {
                self.flags[id] |= HIDDEN;
            }
            let extent = if node.kind == NodeKind::Pruned {
                self.flags[id] |= PRUNED;
                rules.game.and_then(|game| game(index))
            } else {
                None
            };
            self.add(id, parent, ply, extent);
            if let Some((x, lo, hi)) = self.pass_shape.as_ref().and_then(|shape| shape.slot(id)) {
                self.x[id] = x;
                self.lo[id] = lo;
                self.hi[id] = hi;
            }
        }
        self.collapsed = set;
        self.built = visible;
        self.settle_path();
    }

    /// Lays out node `id`, whose parent has already been laid out, at the
    /// next position of the pre-order; a pruned move with an `extent`
    /// takes that room.
    fn add(&mut self, id: usize, parent: u32, ply: u8, extent: Option<Extent>) {
        let id32 = id as u32;
        let position = self.position(id) as u32;
        self.end[id] = position + 1;
        self.deep[id] = ply;
        if parent != NO_PARENT {
            let p = parent as usize;
            if self.flags[p] & (HIDDEN | COLLAPSED) != 0 {
                self.flags[id] |= HIDDEN;
            }
            if self.flags[id] & HIDDEN != 0 {
                return;
            }
            // Finish the nodes whose subtrees `id` leaves behind.
            let mut last_child = None;
            while let Some(&top) = self.stack.last() {
                if top == parent {
                    break;
                }
                self.stack.pop();
                self.finish(top as usize, last_child, position);
                last_child = Some(top as usize);
            }
            if let Some(child) = last_child {
                self.deep[p] = self.deep[p].max(self.deep[child]);
            }
        }
        let column = match (parent, self.stack.last()) {
            // The first child takes over its parent's column.
            (p, Some(_)) if p != NO_PARENT && self.flags[p as usize] & HAS_CHILD == 0 => {
                self.flags[p as usize] |= HAS_CHILD;
                self.lo[p as usize]
            }
            // A pruned move right after a pruned sibling shares its column
            // (pruned moves come only in pre-order trees).
            _ if self.shares_column(id, parent) => self.lo[id - 1],
            _ => {
                let column = self.next_column;
                self.next_column += 1;
                column
            }
        };
        let extent = extent.unwrap_or(Extent {
            columns: 1,
            depth: 0,
            x: 0.0,
        });
        let width = extent.columns.max(1);
        self.next_column = self.next_column.max(column + width);
        self.x[id] = column as f32 + extent.x;
        self.lo[id] = column;
        self.hi[id] = column + width - 1;
        self.deep[id] = ply.saturating_add(extent.depth);
        self.stack.push(id32);
    }

    /// Whether node `id` is a pruned move laid out right after a pruned
    /// sibling, so that the two share a column. Pruned moves come only in
    /// pre-order trees, where the node before `id` on its ply is its
    /// sibling.
    fn shares_column(&self, id: usize, parent: u32) -> bool {
        !self.game_shaped
            && id > 0
            && parent != NO_PARENT
            && self.flags[id] & PRUNED != 0
            && self.flags[id - 1] & (PRUNED | HIDDEN) == PRUNED
            && self.ply[id - 1] == self.ply[id]
    }

    /// Fixes node `id` whose subtree ends before position `end`: its last
    /// column, its centre over its children and its depth.
    fn finish(&mut self, id: usize, last_child: Option<usize>, end: u32) {
        self.end[id] = end;
        let placed = self.pass_shape.is_some();
        if !placed {
            self.hi[id] = self.next_column.saturating_sub(1);
        }
        if let Some(last) = last_child {
            if !placed {
                // The first child comes right after its parent in pre-order.
                let first = self.id_at(self.position(id) + 1);
                self.x[id] = f32::midpoint(self.x[first], self.x[last]);
            }
            self.deep[id] = self.deep[id].max(self.deep[last]);
        }
    }

    /// Gives the rightmost path the values it has while no further node
    /// arrives; a later [`Self::add`] redoes them as the path moves on.
    fn settle_path(&mut self) {
        let end = self.built as u32;
        let mut last_child = None;
        for depth in (0..self.stack.len()).rev() {
            let id = self.stack[depth] as usize;
            self.finish(id, last_child, end);
            last_child = Some(id);
        }
    }

    /// Number of nodes laid out (visible at the cursor), hidden ones included.
    #[must_use]
    pub fn len(&self) -> usize {
        self.built
    }

    /// Whether nothing is laid out.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.built == 0
    }

    /// The extent of the layout.
    #[must_use]
    pub fn bounds(&self) -> Bounds {
        let deepest = self.deep.first().copied().unwrap_or(0);
        Bounds {
            columns: self
                .pass_shape
                .as_ref()
                .map_or(self.next_column, PassShape::columns),
            deepest: self
                .pass_shape
                .as_ref()
                .map_or(deepest, |shape| deepest.max(shape.deepest)),
            side_table: self.by_children,
        }
    }

    /// Where node `id` is drawn; `None` if it is not visible at the cursor
    /// or hidden under a collapsed node.
    #[must_use]
    pub fn place(&self, id: NodeIndex) -> Option<Place> {
        let i = id.index();
        if i >= self.built || self.flags[i] & HIDDEN != 0 {
            return None;
        }
        Some(Place {
            x: self.x[i],
            y: f32::from(self.ply[i]),
        })
    }

    /// Column of node `id` (valid for laid-out, non-hidden nodes).
    #[must_use]
    pub fn x(&self, id: usize) -> f32 {
        self.x.get(id).copied().unwrap_or(0.0)
    }

    /// Ply of node `id`.
    #[must_use]
    pub fn ply(&self, id: usize) -> u8 {
        self.ply.get(id).copied().unwrap_or(0)
    }

    /// The first and last leaf columns of the subtree of `id`.
    #[must_use]
    pub fn columns(&self, id: usize) -> (u32, u32) {
        (
            self.lo.get(id).copied().unwrap_or(0),
            self.hi.get(id).copied().unwrap_or(0),
        )
    }

    /// One past the last position of the subtree of `id` among those laid
    /// out: the subtree is the run of positions
    /// `position(id)..subtree_end(id)` (for a pre-order tree, the ids
    /// `id..subtree_end(id)`).
    #[must_use]
    pub fn subtree_end(&self, id: usize) -> usize {
        self.end
            .get(id)
            .map_or(self.position(id) + 1, |&end| end as usize)
    }

    /// The position of node `id` in the layout's pre-order: its id, but
    /// in a tree not numbered in pre-order (Monte Carlo tree search).
    #[must_use]
    pub fn position(&self, id: usize) -> usize {
        if self.order.is_empty() {
            id
        } else {
            self.position
                .get(id)
                .map_or(id, |&position| position as usize)
        }
    }

    /// The node at `position` of the layout's pre-order (see
    /// [`Self::position`]).
    #[must_use]
    pub fn id_at(&self, position: usize) -> usize {
        if self.order.is_empty() {
            position
        } else {
            self.order.get(position).map_or(position, |&id| id as usize)
        }
    }

    /// Whether positions are ids: a tree numbered in pre-order.
    #[must_use]
    pub fn in_id_order(&self) -> bool {
        self.order.is_empty()
    }

    /// How many laid-out nodes the subtree of `id` holds below it.
    #[must_use]
    pub fn descendants(&self, id: usize) -> usize {
        self.subtree_end(id).saturating_sub(self.position(id) + 1)
    }

    /// The deepest ply laid out in the subtree of `id` (a collapsed node's
    /// subtree counts as itself).
    #[must_use]
    pub fn deepest(&self, id: usize) -> u8 {
        self.deep.get(id).copied().unwrap_or(0)
    }

    /// Whether `id` is collapsed (drawn as a leaf with a badge).
    #[must_use]
    pub fn is_collapsed(&self, id: usize) -> bool {
        self.flags.get(id).is_some_and(|f| f & COLLAPSED != 0)
    }

    /// Whether `id` is hidden: under a collapsed node, or a re-search not
    /// entered yet (or under one).
    #[must_use]
    pub fn is_hidden(&self, id: usize) -> bool {
        self.flags.get(id).is_some_and(|f| f & HIDDEN != 0)
    }

    /// Whether `id` is laid out as a leaf (no child shown).
    #[must_use]
    pub fn is_leaf(&self, id: usize) -> bool {
        self.flags.get(id).is_some_and(|f| f & HAS_CHILD == 0)
    }

    /// Number of visible descendants of `id` hidden by collapsing it (the
    /// "+N" badge); 0 if it is not collapsed.
    #[must_use]
    pub fn hidden_below(&self, id: usize) -> usize {
        if self.is_collapsed(id) {
            self.descendants(id)
        } else {
            0
        }
    }
}

/// The parent of node `id` (a layout's number), read from the tree's
/// edges; `None` for the root.
#[must_use]
pub fn parent(tree: &SearchTree, id: usize) -> Option<usize> {
    tree.parent(layout_node(id)).map(NodeIndex::index)
}

fn stamp(tree: &SearchTree, id: usize) -> Option<Stamp> {
    tree.node(layout_node(id)).map(|node| Stamp {
        born: node.born,
        mv: node.mv,
        ply: node.ply,
    })
}

#[cfg(test)]
#[expect(
    clippy::float_cmp,
    reason = "columns are whole or half numbers, computed exactly"
)]
#[expect(
    clippy::cast_sign_loss,
    reason = "a level's y is a whole, non-negative number of rows"
)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::input::AnyGame;
    use crate::search::{Algorithm, SearchOptions};
    use crate::session::Session;
    use crate::textbook::TextbookTree;

    fn session(text: &str, algorithm: Algorithm) -> Session<AnyGame> {
        let game = AnyGame::Tree(TextbookTree::parse(text).unwrap());
        let options = SearchOptions {
            algorithm,
            ..SearchOptions::default()
        };
        let options = game.fit_options(options, false).unwrap();
        let mut session = Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        session
    }

    /// Checks every promise of the layout against the tree at `cursor`.
    fn check(layout: &TreeLayout, tree: &SearchTree, cursor: u64, collapsed: &BTreeSet<NodeIndex>) {
        let visible = tree.visible_count(cursor);
        assert_eq!(layout.len(), visible);
        let hidden = |id: usize| {
            let mut at = parent(tree, id);
            while let Some(a) = at {
                if collapsed.contains(&NodeIndex::new(a)) {
                    return true;
                }
                at = parent(tree, a);
            }
            false
        };
        let mut next_leaf = 0.0;
        let mut last_on_level: Vec<Option<f32>> = vec![None; 80];
        let pruned = |id: usize| {
            tree.node(NodeIndex::new(id))
                .is_some_and(|node| node.kind == NodeKind::Pruned)
        };
        // A pruned move right after a pruned sibling shares its column.
        let shares = |id: usize| {
            id > 0
                && pruned(id)
                && pruned(id - 1)
                && !hidden(id - 1)
                && parent(tree, id) == parent(tree, id - 1)
        };
        for id in 0..visible {
            assert_eq!(layout.is_hidden(id), hidden(id), "node {id}");
            let place = layout.place(NodeIndex::new(id));
            if hidden(id) {
                assert!(place.is_none());
                continue;
            }
            let place = place.unwrap();
            assert_eq!(
                place.y,
                f32::from(tree.node(NodeIndex::new(id)).unwrap().ply)
            );
            // No overlap: along a level, pre-order means left to right, one column apart.
            let level = &mut last_on_level[place.y as usize];
            if let Some(left) = *level
                && !shares(id)
            {
                assert!(
                    place.x >= left + 1.0,
                    "node {id} overlaps: {left} then {}",
                    place.x
                );
            }
            *level = Some(place.x);
            let shown: Vec<usize> = tree
                .children(NodeIndex::new(id))
                .into_iter()
                .map(NodeIndex::index)
                .filter(|&c| c < visible)
                .collect();
            if shown.is_empty() || collapsed.contains(&NodeIndex::new(id)) {
                // Leaves in search order, one column each, but for runs
                // of pruned siblings, which share one.
                assert!(layout.is_leaf(id) || layout.is_collapsed(id));
                if shares(id) {
                    assert_eq!(place.x, next_leaf - 1.0, "pruned {id}");
                } else {
                    assert_eq!(place.x, next_leaf, "leaf {id}");
                    next_leaf += 1.0;
                }
            } else {
                // Parents centred over their first and last child.
                let first = layout.x(shown[0]);
                let last = layout.x(shown[shown.len() - 1]);
                assert_eq!(place.x, f32::midpoint(first, last), "parent {id}");
            }
            let (lo, hi) = layout.columns(id);
            assert!(lo as f32 <= place.x && place.x <= hi as f32);
        }
        assert_eq!(layout.bounds().columns as f32, next_leaf);
    }

    #[test]
    fn textbook_example_is_centred() {
        let session = session("[[3,12,8],[2,4,6],[14,5,2]]", Algorithm::Minimax);
        let tree = session.tree().unwrap();
        let mut layout = TreeLayout::new();
        let none = BTreeSet::new();
        layout.sync(tree, session.cursor(), &none);
        check(&layout, tree, session.cursor(), &none);
        // Root, then MIN nodes over leaves 0..2, 3..5, 6..8.
        assert_eq!(layout.x(0), 4.0);
        assert_eq!(layout.x(1), 1.0);
        assert_eq!(
            layout.bounds(),
            Bounds {
                columns: 9,
                deepest: 2,
                side_table: false,
            }
        );
    }

    #[test]
    fn collapse_hides_descendants() {
        let session = session("[[3,12,8],[2,4,6],[14,5,2]]", Algorithm::Minimax);
        let tree = session.tree().unwrap();
        let mut layout = TreeLayout::new();
        let collapsed = BTreeSet::from([NodeIndex::new(1)]);
        assert_eq!(
            layout.sync(tree, session.cursor(), &collapsed),
            SyncKind::NewTree
        );
        check(&layout, tree, session.cursor(), &collapsed);
        assert_eq!(layout.hidden_below(1), 3);
        assert!(layout.place(NodeIndex::new(2)).is_none());
        assert_eq!(layout.bounds().columns, 7);
        assert_eq!(
            layout.sync(tree, session.cursor(), &BTreeSet::new()),
            SyncKind::Rebuilt
        );
        assert_eq!(layout.bounds().columns, 9);
    }

    #[test]
    fn a_different_tree_is_noticed() {
        let a = session("[[3,12,8],[2,4,6],[14,5,2]]", Algorithm::Minimax);
        let b = session("[[1,2],[3,4,5,6],[7]]", Algorithm::Minimax);
        let mut layout = TreeLayout::new();
        let none = BTreeSet::new();
        layout.sync(a.tree().unwrap(), a.cursor(), &none);
        assert_eq!(
            layout.sync(a.tree().unwrap(), a.cursor(), &none),
            SyncKind::Unchanged
        );
        assert_eq!(
            layout.sync(b.tree().unwrap(), b.cursor(), &none),
            SyncKind::NewTree
        );
        check(&layout, b.tree().unwrap(), b.cursor(), &none);
    }

    /// Nested-list text of a random tree with 1 to 4 children per node.
    fn tree_text() -> impl Strategy<Value = String> {
        let leaf = (-20i32..20).prop_map(|v| v.to_string());
        leaf.prop_recursive(5, 120, 4, |inner| {
            prop::collection::vec(inner, 1..5).prop_map(|kids| format!("[{}]", kids.join(",")))
        })
        .prop_map(|text| {
            if text.starts_with('[') {
                text
            } else {
                format!("[{text}]")
            }
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn layout_is_tidy_at_every_cursor(
            text in tree_text(),
            alpha_beta in any::<bool>(),
            collapse in prop::collection::vec(0usize..60, 0..3),
        ) {
            let algorithm = if alpha_beta { Algorithm::AlphaBeta } else { Algorithm::Minimax };
            let session = session(&text, algorithm);
            let tree = session.tree().unwrap();
            let collapsed: BTreeSet<NodeIndex> = collapse
                .into_iter()
                .filter(|&c| c < tree.len())
                .map(NodeIndex::new)
                .collect();
            let end = session.cursor();
            // Forward one step at a time (incremental), then backward (rebuilds).
            let mut layout = TreeLayout::new();
            for cursor in (0..=end).chain((0..end).rev()) {
                layout.sync(tree, cursor, &collapsed);
                check(&layout, tree, cursor, &collapsed);
                let mut fresh = TreeLayout::new();
                fresh.sync(tree, cursor, &collapsed);
                prop_assert_eq!(&fresh.x, &layout.x);
                prop_assert_eq!(&fresh.end, &layout.end);
                prop_assert_eq!(&fresh.deep, &layout.deep);
                prop_assert_eq!(fresh.bounds(), layout.bounds());
            }
        }
    }
}
