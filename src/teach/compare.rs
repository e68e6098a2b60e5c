//! Two configurations on the same input, run to the end and compared: the
//! counters `gametree analyze` prints (the session's [`Counts`]), the time taken, the share of nodes
//! saved, and which nodes one search visits and the other does not. An
//! [`Interrupt`] (the window's Cancel) stops both searches, the hidden
//! search of the `best` and `worst` orderings included, within a few
//! thousand visits.

#![expect(
    clippy::cast_precision_loss,
    reason = "counts, depths and sizes converted to floats for drawing and ratios stay far below 2^23"
)]

use std::collections::HashMap;
use std::time::Instant;

use petgraph::graph::NodeIndex;

use crate::game::MoveCode;
use crate::input::{AnyGame, InputError};
use crate::search::{Interrupt, SearchOptions};
use crate::session::{Counts, Pass, Session, SessionError};
use crate::teach::context::path_labels;
use crate::tree::{NodeKind, SearchTree};

/// Why a comparison cannot be made.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CompareError {
    /// The options do not fit the input.
    #[error("{0}")]
    Input(#[from] InputError),
    /// The options are out of range, or the search failed.
    #[error("{0}")]
    Session(#[from] SessionError),
    /// The interrupt came before both searches ended.
    #[error("{}", crate::tr!("narration-compare-cancelled"))]
    Cancelled,
    /// A search ended without a result (a bug).
    #[error("internal error: a search ended without a result")]
    NoOutcome,
}

/// One side of a comparison.
#[derive(Clone, PartialEq, Debug)]
pub struct SideResult {
    /// The options searched with, fitted to the input.
    pub options: SearchOptions,
    /// The counters and the result.
    pub counts: Counts,
    /// Wall-clock time of the search, in milliseconds (varies run to run).
    pub millis: f64,
}

/// A node visited by one search and not the other, with its subtree: every
/// node below it that the same search visited is also visited by it alone.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Subtree {
    /// Move labels from the root to the node.
    pub path: Vec<String>,
    /// Nodes of its subtree the search visited, itself included.
    pub nodes: u64,
}

/// Which nodes, identified by their move paths, each search visits alone.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct VisitedDiff {
    /// Nodes both searches visit.
    pub common: u64,
    /// The highest nodes only the first search visits, in its search order.
    pub only_a: Vec<Subtree>,
    /// The highest nodes only the second search visits, in its search order.
    pub only_b: Vec<Subtree>,
}

impl VisitedDiff {
    /// Nodes only the first search visits.
    #[must_use]
    pub fn only_a_nodes(&self) -> u64 {
        self.only_a.iter().map(|subtree| subtree.nodes).sum()
    }

    /// Nodes only the second search visits.
    #[must_use]
    pub fn only_b_nodes(&self) -> u64 {
        self.only_b.iter().map(|subtree| subtree.nodes).sum()
    }
}

/// Two searches of the same input, side by side.
#[derive(Clone, PartialEq, Debug)]
pub struct Comparison {
    /// The first configuration.
    pub a: SideResult,
    /// The second configuration.
    pub b: SideResult,
    /// The share of nodes the second saves: `1 − nodes_b / nodes_a`
    /// (negative if it visits more).
    pub saved: f64,
    /// Which nodes one visits and the other does not.
    pub visited: VisitedDiff,
}

/// Runs `a` and `b` on `game` to the end and compares them. Options are
/// fitted to the input first, as `gametree analyze` does without `--depth`
/// (a textbook tree is searched to its leaves).
///
/// # Errors
/// [`CompareError::Input`] or [`CompareError::Session`] if either options
/// do not fit the input.
pub fn compare(
    game: &AnyGame,
    a: SearchOptions,
    b: SearchOptions,
) -> Result<Comparison, CompareError> {
    compare_within(game, a, b, &Interrupt::never())
}

/// As [`compare`], stopping early once `interrupt` comes: it is looked at
/// every `CHUNK` steps and, inside one long step, every few thousand
/// visits of the `best`/`worst` orderings' hidden search. A comparison the
/// interrupt does not stop gives what [`compare`] gives.
///
/// # Errors
/// As [`compare`]; [`CompareError::Cancelled`] if the interrupt came first.
pub fn compare_within(
    game: &AnyGame,
    a: SearchOptions,
    b: SearchOptions,
    interrupt: &Interrupt,
) -> Result<Comparison, CompareError> {
    let (a, session_a) = run(game, a, interrupt)?;
    let (b, session_b) = run(game, b, interrupt)?;
    let visited = match (last_tree(&session_a), last_tree(&session_b)) {
        (Some(tree_a), Some(tree_b)) => diff(game, tree_a, tree_b),
        _ => return Err(CompareError::NoOutcome),
    };
    let saved = 1.0 - b.counts.stats.nodes as f64 / a.counts.stats.nodes.max(1) as f64;
    Ok(Comparison {
        a,
        b,
        saved,
        visited,
    })
}

fn last_tree(session: &Session<AnyGame>) -> Option<&SearchTree> {
    session.passes().last().map(Pass::tree)
}

/// Steps recorded between two looks at the interrupt (well under a millisecond).
pub const CHUNK: u64 = 4096;

/// One search to the end, timed, unless `interrupt` comes first.
fn run(
    game: &AnyGame,
    options: SearchOptions,
    interrupt: &Interrupt,
) -> Result<(SideResult, Session<AnyGame>), CompareError> {
    let options = game.fit_options(options, false)?;
    let mut session = Session::new(game.clone(), options)?;
    session.set_interrupt(interrupt.clone());
    let start = Instant::now();
    while !session.is_complete() {
        if interrupt.is_raised() {
            return Err(CompareError::Cancelled);
        }
        session.record(CHUNK)?;
    }
    session.run_to_end()?;
    let millis = start.elapsed().as_secs_f64() * 1000.0;
    let counts = Counts::of(&session).ok_or(CompareError::NoOutcome)?;
    Ok((
        SideResult {
            options,
            counts,
            millis,
        },
        session,
    ))
}

/// The visited (not pruned) children of `node`, by move (a re-searched
/// move by its re-search).
fn visited_children(tree: &SearchTree, node: NodeIndex) -> Vec<(MoveCode, NodeIndex)> {
    tree.move_children(node)
        .into_iter()
        .filter_map(|child| {
            let weight = tree.node(child)?;
            (weight.kind != NodeKind::Pruned).then_some((weight.mv, child))
        })
        .collect()
}

/// Visited nodes in the subtree of `node`, itself included.
fn subtree_size(tree: &SearchTree, node: NodeIndex) -> u64 {
    let mut count = 0;
    let mut stack = vec![node];
    while let Some(at) = stack.pop() {
        count += 1;
        stack.extend(
            visited_children(tree, at)
                .into_iter()
                .map(|(_, child)| child),
        );
    }
    count
}

/// Walks both trees together from their roots, matching children by move.
fn diff(game: &AnyGame, a: &SearchTree, b: &SearchTree) -> VisitedDiff {
    let mut result = VisitedDiff::default();
    let (Some(root_a), Some(root_b)) = (a.root(), b.root()) else {
        return result;
    };
    let subtree = |tree: &SearchTree, node| Subtree {
        path: path_labels(game, tree, node),
        nodes: subtree_size(tree, node),
    };
    let mut stack = vec![(root_a, root_b)];
    while let Some((node_a, node_b)) = stack.pop() {
        result.common += 1;
        let children_a = visited_children(a, node_a);
        let children_b: HashMap<MoveCode, NodeIndex> =
            visited_children(b, node_b).into_iter().collect();
        let mut both = Vec::new();
        for &(mv, child_a) in &children_a {
            match children_b.get(&mv) {
                Some(&child_b) => both.push((child_a, child_b)),
                None => result.only_a.push(subtree(a, child_a)),
            }
        }
        for (mv, child_b) in visited_children(b, node_b) {
            if children_a.iter().all(|&(seen, _)| seen != mv) {
                result.only_b.push(subtree(b, child_b));
            }
        }
        stack.extend(both.into_iter().rev());
    }
    result
}
