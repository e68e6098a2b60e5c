//! Ordering, seen: alpha-beta on one textbook tree with its children tried
//! best first, in their natural order and worst first, each with the leaves
//! it evaluates, against the fewest any order could evaluate. On a uniform
//! tree that is Knuth and Moore's `b^⌈d/2⌉ + b^⌊d/2⌋ − 1` (Knuth & Moore,
//! "An analysis of alpha-beta pruning", 1975; Russell & Norvig, AIMA
//! §5.3.1); on any other tree, the count of the best-first search
//! ([`crate::search::best_case_leaves`], the Statistics panel's figure: one
//! home for it). What that figure means depends on the conventions, and
//! [`OrderingView::bound_text`] says exactly what.

use std::collections::HashSet;

use crate::input::AnyGame;
use crate::search::{
    Algorithm, BestCase, Cutoff, DepthRules, FailMode, MoveOrdering, SearchOptions, Stepper,
    UniformShape, best_case_leaves, uniform_shape,
};
use crate::session::Session;
use crate::textbook::TextbookTree;
use crate::tr;

use super::worksheet::{SheetError, search_with};

/// Nodes the best-first count may visit before it gives up (far more than
/// any tree the view is offered).
const BUDGET: u64 = 100_000;

/// The three orders shown, in the order shown.
pub const ORDERS: [MoveOrdering; 3] = [
    MoveOrdering::Best,
    MoveOrdering::Natural,
    MoveOrdering::Worst,
];

/// Orders of a tree the exhaustive minimum may try before it gives up.
pub const ORDERS_BUDGET: u64 = 40_000;

/// The fewest leaves alpha-beta (natural order, `cutoff`, `fail`) evaluates
/// on any reordering of `tree`'s children: every order is searched, the
/// real search counting, so the figure holds whatever the conventions, the
/// shape or the ties. `None` when the tree has more than `budget` orders.
#[must_use]
pub fn fewest_leaves(
    tree: &TextbookTree,
    cutoff: Cutoff,
    fail: FailMode,
    budget: u64,
) -> Option<u64> {
    // Inner nodes and their children; the mixed-radix counter `pick` walks
    // every combination of one permutation per node.
    let inner: Vec<(u32, Vec<Vec<u32>>)> = (0..u32::try_from(tree.node_count()).ok()?)
        .filter(|&state| !tree.is_leaf(state))
        .map(|state| (state, permutations(tree.children(state))))
        .collect();
    let count = inner.iter().try_fold(1_u64, |product, (_, perms)| {
        product
            .checked_mul(perms.len() as u64)
            .filter(|&product| product <= budget)
    })?;
    let options = SearchOptions {
        algorithm: Algorithm::AlphaBeta,
        cutoff,
        fail,
        ..SearchOptions::default()
    };
    let mut pick = vec![0_usize; inner.len()];
    let mut fewest = u64::MAX;
    for _ in 0..count {
        let order = |state: u32| -> Vec<u32> {
            inner
                .iter()
                .position(|(node, _)| *node == state)
                .and_then(|at| inner.get(at)?.1.get(*pick.get(at)?).cloned())
                .unwrap_or_default()
        };
        let game = AnyGame::Tree(tree.reordered(&order).ok()?);
        let options = game.fit_options(options, false).ok()?;
        let mut stepper = Stepper::new(&game, options);
        while stepper.step(&game).is_some() {}
        fewest = fewest.min(stepper.stats().leaves);
        // The next combination.
        for (digit, (_, perms)) in pick.iter_mut().zip(&inner) {
            *digit += 1;
            if *digit < perms.len() {
                break;
            }
            *digit = 0;
        }
    }
    Some(fewest)
}

/// Every order of `items` (`n!` of them).
fn permutations(items: &[u32]) -> Vec<Vec<u32>> {
    let mut out = vec![Vec::new()];
    for &item in items {
        out = out
            .into_iter()
            .flat_map(|partial: Vec<u32>| {
                (0..=partial.len()).map(move |at| {
                    let mut longer = partial.clone();
                    longer.insert(at, item);
                    longer
                })
            })
            .collect();
    }
    out
}

/// How an order is named above its tree.
#[must_use]
pub fn order_name(ordering: MoveOrdering) -> String {
    match ordering {
        MoveOrdering::Best => crate::tr!("narration-order-best-first"),
        MoveOrdering::Worst => crate::tr!("narration-order-worst-first"),
        _ => crate::tr!("narration-order-natural"),
    }
}

/// One order's search.
pub struct OrderRun {
    /// Best, natural or worst.
    pub ordering: MoveOrdering,
    /// The search, run to its end.
    pub session: Session<AnyGame>,
    /// The leaves it evaluated.
    pub leaves: u64,
}

/// The three orders on one tree, and the figure to compare them with.
pub struct OrderingView {
    /// Best first, natural, worst first.
    pub runs: Vec<OrderRun>,
    /// The tree's shape, if uniform.
    pub uniform: Option<UniformShape>,
    /// What best-first order evaluates under the conventions.
    pub best_first: BestCase,
    /// Every leaf in the tree.
    pub all_leaves: usize,
    /// Whether no two leaves share a value.
    pub distinct: bool,
    /// The fewest leaves over every order ([`fewest_leaves`]), if the tree
    /// has few enough orders to try.
    pub fewest: Option<u64>,
    /// The cutoff test in force.
    pub cutoff: Cutoff,
    /// The fail mode in force.
    pub fail: FailMode,
}

/// Runs alpha-beta on `tree` in the three [`ORDERS`] under `cutoff` and
/// `fail`.
///
/// # Errors
/// [`SheetError`] if the tree cannot be searched.
pub fn orderings(
    tree: &TextbookTree,
    cutoff: Cutoff,
    fail: FailMode,
) -> Result<OrderingView, SheetError> {
    let options = SearchOptions {
        algorithm: Algorithm::AlphaBeta,
        cutoff,
        fail,
        ..SearchOptions::default()
    };
    let mut runs = Vec::new();
    for ordering in ORDERS {
        let session = search_with(
            tree,
            SearchOptions {
                ordering,
                ..options
            },
        )?;
        let leaves = session.stats().leaves;
        runs.push(OrderRun {
            ordering,
            session,
            leaves,
        });
    }
    let game = AnyGame::Tree(tree.clone());
    let fitted = game.fit_options(options, false)?;
    let rules = DepthRules {
        depth: fitted.depth,
        singular_extension: false,
    };
    let values = tree.leaf_values_in_order();
    let distinct = values.iter().collect::<HashSet<_>>().len() == values.len();
    Ok(OrderingView {
        runs,
        uniform: uniform_shape(&game, rules, BUDGET),
        best_first: best_case_leaves(&game, &fitted, BUDGET),
        all_leaves: tree.leaf_count(),
        distinct,
        fewest: fewest_leaves(tree, cutoff, fail, ORDERS_BUDGET),
        cutoff,
        fail,
    })
}

impl OrderingView {
    /// Knuth and Moore's figure when the tree is uniform, as an integer.
    #[must_use]
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "b^ceil(d/2) + b^floor(d/2) - 1 is a positive whole number of leaves, far below u64::MAX for any tree that can be drawn"
    )]
    pub fn knuth_moore(&self) -> Option<u64> {
        self.uniform.map(|shape| shape.knuth_moore().round() as u64)
    }

    /// The lines above the three trees: the figure compared with, and
    /// exactly what it is under the conventions in force. Written with
    /// `ceil` and `floor` (the window's fonts have no `⌈ ⌉ ⌊ ⌋`).
    #[must_use]
    pub fn bound_text(&self) -> String {
        let rule = self.cutoff.test();
        let fail = self.fail.name();
        // Knuth–Moore's count is the minimum when no two bounds tie:
        // distinct leaves, and a tie at a bound either cut (α ≥ β) or
        // never made by clamping (fail-soft).
        let conventions_hold = self.cutoff == Cutoff::Ge || self.fail == FailMode::Soft;
        let figure = if let (Some(shape), Some(km)) = (self.uniform, self.knuth_moore()) {
            let (b, d) = (shape.branching, u32::from(shape.depth));
            let count = tr!(
                "narration-ordering-uniform",
                b = b.to_string(),
                d = d.to_string(),
                up = d.div_ceil(2).to_string(),
                down = (d / 2).to_string(),
                km = km.to_string(),
                leaves = self.all_leaves.to_string()
            );
            if !conventions_hold {
                tr!(
                    "narration-ordering-figure-not-applicable",
                    figure = count,
                    rule = rule,
                    fail = fail
                )
            } else if self.distinct {
                tr!(
                    "narration-ordering-figure-fewest",
                    figure = count,
                    rule = rule,
                    fail = fail
                )
            } else {
                tr!(
                    "narration-ordering-figure-fewest-if-no-ties",
                    figure = count
                )
            }
        } else {
            tr!(
                "narration-ordering-not-uniform",
                leaves = self.all_leaves.to_string()
            )
        };
        let best_first = match self.best_first {
            BestCase::Measured(leaves) => leaves.to_string(),
            BestCase::TooLarge => tr!("narration-ordering-too-many-to-count"),
        };
        // Best first meets Knuth–Moore's minimum where the figure holds.
        let proven = conventions_hold
            && self.distinct
            && matches!((self.best_first, self.knuth_moore()), (BestCase::Measured(leaves), Some(km)) if leaves == km);
        let budget = ORDERS_BUDGET.to_string();
        let fewest = match self.fewest {
            Some(fewest) => tr!(
                "narration-ordering-fewest",
                rule = rule,
                fail = fail,
                fewest = fewest.to_string(),
                best_first = best_first
            ),
            None if proven => tr!(
                "narration-ordering-too-many-orders-proven",
                budget = budget,
                best_first = best_first
            ),
            None => tr!(
                "narration-ordering-too-many-orders",
                budget = budget,
                best_first = best_first
            ),
        };
        tr!("narration-two-sentences", first = figure, second = fewest)
    }
}
