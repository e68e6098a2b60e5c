//! Nodes per depth by move ordering, and the effective branching factor:
//! the numbers behind the window's *Nodes per depth* chart and the `ebf` of
//! `gametree analyze --id --json`.
//!
//! The effective branching factor of a search to depth `N` is
//! `EBF(N) = nodes(N) / nodes(N − 1)`, the nodes of a complete search one
//! ply deeper over those of the one before (the Chess Programming Wiki,
//! "Branching Factor"). Minimax's is the game's branching factor; good
//! ordering brings alpha-beta's towards its square root, and it swings
//! between odd and even depths (Levin's odd-even effect).

#![expect(
    clippy::cast_precision_loss,
    reason = "node counts stay far below 2^53, where a float is exact"
)]

use crate::game::Game;
use crate::input::AnyGame;
use crate::search::{Interrupt, MoveOrdering, SearchEvent, SearchOptions, Stepper};

/// Steps between two looks at the interrupt.
const CHUNK: u64 = 4096;

/// `EBF(N) = nodes / previous`: the nodes of a search to depth `N` over
/// those of the search to `N − 1`; `None` when `previous` is 0.
///
/// ```
/// use gametree::teach::effective_branching_factor;
///
/// // Minimax on a tree where every node has 3 children: 1 + 3 = 4 nodes
/// // to depth 1, 1 + 3 + 9 = 13 to depth 2.
/// assert_eq!(effective_branching_factor(13, 4), Some(3.25));
/// assert_eq!(effective_branching_factor(5, 0), None);
/// ```
#[must_use]
pub fn effective_branching_factor(nodes: u64, previous: u64) -> Option<f64> {
    (previous > 0).then(|| nodes as f64 / previous as f64)
}

/// One ordering's nodes at depths 1, 2, …, complete searches only.
#[derive(Clone, PartialEq, Debug)]
pub struct DepthCurve {
    /// The ordering.
    pub ordering: MoveOrdering,
    /// `nodes[d − 1]`: nodes a cold search to depth `d` entered.
    pub nodes: Vec<u64>,
    /// Whether the node cap stopped the search one ply deeper than the last
    /// count (no deeper search was tried).
    pub capped: bool,
}

impl DepthCurve {
    /// The effective branching factor at the deepest depth counted.
    #[must_use]
    pub fn ebf(&self) -> Option<f64> {
        let [.., previous, last] = self.nodes[..] else {
            return None;
        };
        effective_branching_factor(last, previous)
    }
}

/// Nodes per depth for several orderings of one search.
#[derive(Clone, PartialEq, Debug)]
pub struct DepthChart {
    /// The deepest depth asked for.
    pub depth: u8,
    /// One curve per ordering, in the order asked for.
    pub curves: Vec<DepthCurve>,
}

/// Why a chart cannot be drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ChartError {
    /// A textbook tree is searched to its leaves only: it has one depth.
    #[error("{}", crate::tr!("narration-branching-textbook-tree"))]
    Tree,
    /// The interrupt came first.
    #[error("{}", crate::tr!("narration-branching-cancelled"))]
    Cancelled,
}

/// Searches `game` cold (no deepening) at depths 1 to `options.depth` with
/// each of `orderings`, the rest of `options` as given (the node cap bounds
/// each search; an ordering the cap stops at one depth is not searched
/// deeper). Depth by depth, every ordering one after the other, so the
/// curves grow together: `progress` sees the chart after each search.
/// Oracle orderings (`best`, `worst`) count only the nodes the search
/// enters, not their hidden pre-search.
///
/// # Errors
/// [`ChartError::Tree`] for a textbook tree; [`ChartError::Cancelled`] if
/// `interrupt` came before the end (looked at every few thousand steps).
pub fn nodes_by_depth(
    game: &AnyGame,
    options: SearchOptions,
    orderings: &[MoveOrdering],
    interrupt: &Interrupt,
    mut progress: impl FnMut(&DepthChart),
) -> Result<DepthChart, ChartError> {
    if game.as_textbook().is_some() {
        return Err(ChartError::Tree);
    }
    let mut chart = DepthChart {
        depth: options.depth,
        curves: orderings
            .iter()
            .map(|&ordering| DepthCurve {
                ordering,
                nodes: Vec::new(),
                capped: false,
            })
            .collect(),
    };
    for depth in 1..=options.depth {
        for index in 0..chart.curves.len() {
            let Some(curve) = chart.curves.get_mut(index).filter(|curve| !curve.capped) else {
                continue;
            };
            let searched = SearchOptions {
                depth,
                ordering: curve.ordering,
                iterative_deepening: false,
                ..options
            };
            match cold_search(game, searched, interrupt)? {
                Some(nodes) => curve.nodes.push(nodes),
                None => curve.capped = true,
            }
            progress(&chart);
        }
    }
    Ok(chart)
}

/// The nodes of one search to its end; `None` if the cap stopped it.
fn cold_search<G: Game>(
    game: &G,
    options: SearchOptions,
    interrupt: &Interrupt,
) -> Result<Option<u64>, ChartError> {
    let mut stepper = Stepper::new(game, options);
    let mut steps = 0_u64;
    loop {
        steps += 1;
        if steps.is_multiple_of(CHUNK) && interrupt.is_raised() {
            return Err(ChartError::Cancelled);
        }
        match stepper.step_within(game, interrupt) {
            Ok(Some(SearchEvent::Done { truncated, .. })) => {
                return Ok((!truncated).then(|| stepper.stats().nodes));
            }
            Ok(Some(_)) => {}
            Ok(None) => return Ok(None),
            Err(_) => return Err(ChartError::Cancelled),
        }
    }
}
