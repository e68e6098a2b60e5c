//! Seeded, deterministic textbook trees for worksheets and exams: a depth,
//! a branching per level ([`Branching`]), a range of leaf values and an
//! ordering of the children. The same [`Spec`] gives the same tree on
//! every machine ([`SplitMix64`] is plain integer arithmetic).
//!
//! How a tree is made: the shape is drawn level by level (the root's
//! children first), then the leaf values in that order.
//! - `random` keeps them so.
//! - `best` sorts every node's children by their minimax value, the one
//!   alpha-beta will find best first (ties keep their drawn order), so
//!   alpha-beta with the `α ≥ β` cutoff evaluates exactly
//!   `b^⌈d/2⌉ + b^⌊d/2⌋ − 1` leaves of a uniform tree.
//! - `worst` draws distinct values and deals them out so that every child
//!   improves on its elder siblings and stays inside its ancestors' window
//!   (sorting alone is not enough: a grandparent's bound still cuts), so
//!   alpha-beta evaluates all `b^d` leaves.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "values are drawn within checked bounds: fan-out within u16, node counts within the 1,000,000-node limit, plies within the depth limit"
)]

mod shape;
mod spec;

use thiserror::Error;

use crate::game::Player;
use crate::game::Score;

pub use crate::random::SplitMix64;
pub use shape::ShapeFault;
pub use spec::{Branching, Fan, Order, SpecError, ValueRange};

use super::build::{Builder, Limit};
use super::{MAX_NESTING, MAX_NODES, TextbookTree};

/// What to generate.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Spec {
    /// The seed: the same seed and settings give the same tree.
    pub seed: u64,
    /// Plies from the root to the bottom level, 1 to [`MAX_NESTING`].
    pub depth: usize,
    /// Children per node, by level.
    pub branching: Branching,
    /// The leaf values.
    pub values: ValueRange,
    /// How children are ordered.
    pub order: Order,
    /// Who moves at the root.
    pub root: Player,
    /// Whether MIN's levels are chance nodes with equal odds (`chance[…]`),
    /// as CS188's expectimax exercises draw them: MAX over averages.
    pub chance: bool,
}

/// Why a tree cannot be generated.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum GenerateError {
    /// Depth 0 or deeper than [`MAX_NESTING`].
    #[error("{}", crate::tr!("errs-generate-depth", depth = *.depth, most = MAX_NESTING))]
    Depth {
        /// The depth asked for.
        depth: usize,
    },
    /// The branching lists neither one level nor one per level.
    #[error("{}", crate::tr!("errs-generate-levels", branching = .branching, given = *.given, depth = *.depth))]
    Levels {
        /// The branching as given.
        branching: String,
        /// How many levels it lists.
        given: usize,
        /// The depth.
        depth: usize,
    },
    /// The tree could have more than [`MAX_NODES`] nodes.
    #[error("{}", crate::tr!("errs-generate-too-many-nodes", branching = .branching, depth = *.depth, most = MAX_NODES))]
    TooManyNodes {
        /// The branching as given.
        branching: String,
        /// The depth.
        depth: usize,
    },
    /// `worst` needs a distinct value per leaf, and the range is too small.
    #[error("{}", crate::tr!("errs-generate-too-few-values", values = .values.to_string(), count = *.count, leaves = *.leaves))]
    TooFewValues {
        /// The range.
        values: ValueRange,
        /// How many values it holds.
        count: u64,
        /// How many leaves the tree has.
        leaves: usize,
    },
    /// Chance averages that need too fine a unit for the leaves' range.
    #[error("{}", crate::tr!("errs-generate-chance-unit"))]
    ChanceUnit,
    /// `best` or `worst` with chance nodes, whose order decides no cutoff
    /// of alpha-beta.
    #[error("{}", crate::tr!("errs-generate-chance-order", order = .order.to_string()))]
    ChanceOrder {
        /// The order asked for.
        order: Order,
    },
}

/// The shape and values of a tree being generated, in level order.
struct Draft {
    /// Index in `kids` of each node's first child.
    first: Vec<u32>,
    /// Each node's number of children; 0 for a leaf.
    count: Vec<u16>,
    /// Each node's plies from the root.
    ply: Vec<u8>,
    /// Leaf values, then minimax values of inner nodes.
    value: Vec<Score>,
    /// Child node numbers; a node's children are a contiguous run.
    kids: Vec<u32>,
}

/// Generates the tree `spec` describes.
///
/// ```
/// use gametree::search::Player;
/// use gametree::textbook::generate::{Order, Spec, generate};
/// let spec = Spec {
///     seed: 7,
///     depth: 2,
///     branching: "3".parse()?,
///     values: "0..20".parse()?,
///     order: Order::Random,
///     root: Player::Max,
///     chance: false,
/// };
/// let tree = generate(&spec)?;
/// assert_eq!(tree.leaf_count(), 9);
/// assert_eq!(generate(&spec)?, tree);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A [`GenerateError`] for a depth or branching out of range, a tree that
/// could grow past [`MAX_NODES`] (checked before anything is drawn), too few
/// or values for `worst`.
pub fn generate(spec: &Spec) -> Result<TextbookTree, GenerateError> {
    check(spec)?;
    let mut rng = SplitMix64::new(spec.seed);
    let mut draft = shape(spec, &mut rng);
    leaf_values(spec, &mut draft, &mut rng)?;
    minimax_and_order(spec, &mut draft);
    let tree = emit(&draft, spec).map_err(|_| GenerateError::TooManyNodes {
        branching: spec.branching.to_string(),
        depth: spec.depth,
    })?;
    super::parse::with_unit(tree).map_err(|_| GenerateError::ChanceUnit)
}

/// Refuses a spec before anything is drawn or allocated.
fn check(spec: &Spec) -> Result<(), GenerateError> {
    if spec.depth == 0 || spec.depth > MAX_NESTING {
        return Err(GenerateError::Depth { depth: spec.depth });
    }
    if spec.chance && spec.order != Order::Random {
        return Err(GenerateError::ChanceOrder { order: spec.order });
    }
    let branching = &spec.branching;
    if spec.branching.level(0, spec.depth).is_none() {
        return Err(GenerateError::Levels {
            branching: branching.to_string(),
            given: branching.len(),
            depth: spec.depth,
        });
    }
    // An explicit shape was bounded as it was read.
    if branching.shape_nodes().is_some() {
        return Ok(());
    }
    // The most nodes each level can hold, and all of them together.
    let (mut width, mut total) = (1_usize, 1_usize);
    for level in 0..spec.depth {
        let hi = branching.level(level, spec.depth).map_or(0, |fan| fan.hi);
        width = width.saturating_mul(usize::from(hi));
        total = total.saturating_add(width);
        if total > MAX_NODES {
            return Err(GenerateError::TooManyNodes {
                branching: branching.to_string(),
                depth: spec.depth,
            });
        }
    }
    Ok(())
}

/// Draws the number of children of every node, level by level.
fn shape(spec: &Spec, rng: &mut SplitMix64) -> Draft {
    let mut draft = Draft {
        first: vec![0],
        count: vec![0],
        ply: vec![0],
        value: Vec::new(),
        kids: Vec::new(),
    };
    let mut level = 0..1_usize;
    for ply in 0..spec.depth {
        let Some(fan) = spec.branching.level(ply, spec.depth) else {
            break;
        };
        let start = draft.count.len();
        for node in level.clone() {
            let children = spec
                .branching
                .children_of(node)
                .unwrap_or_else(|| rng.between(i64::from(fan.lo), i64::from(fan.hi)) as u16);
            draft.first[node] = draft.kids.len() as u32;
            draft.count[node] = children;
            for _ in 0..children {
                draft.kids.push(draft.count.len() as u32);
                draft.first.push(0);
                draft.count.push(0);
                draft.ply.push((ply + 1) as u8);
            }
        }
        level = start..draft.count.len();
    }
    draft
}

/// Draws the leaf values left to right; for `worst`, distinct values
/// dealt out by [`deal_worst`].
fn leaf_values(spec: &Spec, draft: &mut Draft, rng: &mut SplitMix64) -> Result<(), GenerateError> {
    let leaves = draft.count.iter().filter(|&&c| c == 0).count();
    let range = spec.values;
    if spec.order != Order::Worst {
        draft.value = draft
            .count
            .iter()
            .map(|&count| {
                if count > 0 {
                    0
                } else {
                    rng.between(i64::from(range.lo), i64::from(range.hi)) as Score
                }
            })
            .collect();
        return Ok(());
    }
    if range.count() < leaves as u64 {
        return Err(GenerateError::TooFewValues {
            values: range,
            count: range.count(),
            leaves,
        });
    }
    // A partial Fisher-Yates shuffle: `leaves` different values.
    let mut pool: Vec<Score> = (range.lo..=range.hi).collect();
    for drawn in 0..leaves {
        let pick = drawn + rng.below((pool.len() - drawn) as u64) as usize;
        pool.swap(drawn, pick);
    }
    pool.truncate(leaves);
    pool.sort_unstable();
    deal_worst(spec, draft, &pool);
    Ok(())
}

/// Gives the leaves the `sorted` values so that alpha-beta never cuts:
/// each node owns a block of consecutive values, one per leaf below it,
/// and shares it out to its children in blocks that rise left to right at
/// MAX and fall at MIN. Every child then improves on its elder siblings and
/// stays strictly inside the window its ancestors set, so every leaf is
/// evaluated.
fn deal_worst(spec: &Spec, draft: &mut Draft, sorted: &[Score]) {
    let nodes = draft.count.len();
    let mut leaves = vec![0_usize; nodes];
    for node in (0..nodes).rev() {
        leaves[node] = match children(draft, node) {
            [] => 1,
            kids => kids.iter().map(|&kid| leaves[kid as usize]).sum(),
        };
    }
    // Level order puts every parent before its children.
    let mut start = vec![0_usize; nodes];
    draft.value = vec![0; nodes];
    for node in 0..nodes {
        let kids = children(draft, node);
        if kids.is_empty() {
            draft.value[node] = sorted.get(start[node]).copied().unwrap_or_default();
            continue;
        }
        let rising = player(spec, draft.ply[node]) == Player::Max;
        let mut low = start[node];
        let mut high = start[node] + leaves[node];
        for &kid in kids {
            let size = leaves[kid as usize];
            if rising {
                start[kid as usize] = low;
                low += size;
            } else {
                high -= size;
                start[kid as usize] = high;
            }
        }
    }
}

/// Who moves at `ply` below the root.
fn player(spec: &Spec, ply: u8) -> Player {
    match spec.root {
        Player::Max => Player::at_ply(ply),
        Player::Min => Player::at_ply(ply.saturating_add(1)),
    }
}

/// Backs minimax values up from the leaves, then, for `best`, sorts each
/// node's children best first.
fn minimax_and_order(spec: &Spec, draft: &mut Draft) {
    // Children come after their parent in level order: walk backwards.
    for node in (0..draft.count.len()).rev() {
        let kids = children(draft, node);
        let values = kids.iter().map(|&kid| draft.value[kid as usize]);
        let best = match player(spec, draft.ply[node]) {
            Player::Max => values.max(),
            Player::Min => values.min(),
        };
        if let Some(best) = best {
            draft.value[node] = best;
        }
    }
    if spec.order != Order::Best {
        return;
    }
    for node in 0..draft.count.len() {
        let first = draft.first[node] as usize;
        let end = first + usize::from(draft.count[node]);
        let mover = player(spec, draft.ply[node]);
        let Draft { kids, value, .. } = draft;
        let Some(run) = kids.get_mut(first..end) else {
            continue;
        };
        // Best for MAX is highest first, for MIN lowest first. Stable.
        let high_first = mover == Player::Max;
        run.sort_by(|&a, &b| {
            let (a, b) = (value[a as usize], value[b as usize]);
            if high_first { b.cmp(&a) } else { a.cmp(&b) }
        });
    }
}

/// The children of `node`, in their current order.
fn children(draft: &Draft, node: usize) -> &[u32] {
    let first = draft.first[node] as usize;
    draft
        .kids
        .get(first..first + usize::from(draft.count[node]))
        .unwrap_or(&[])
}

/// The draft as a [`TextbookTree`], written in pre-order.
fn emit(draft: &Draft, spec: &Spec) -> Result<TextbookTree, Limit> {
    let root = spec.root;
    let mut builder = Builder::default();
    // Open lists: a node and the index of its next child to write.
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut visit = Some(0_usize);
    loop {
        if let Some(node) = visit.take() {
            if children(draft, node).is_empty() {
                builder.leaf(draft.value[node])?;
            } else {
                // Only a MIN root needs its player written (`min[…]`);
                // every level below alternates from it. With chance, MIN's
                // levels are chance nodes.
                if spec.chance && player(spec, draft.ply[node]) == Player::Min {
                    builder.open_chance(Vec::new())?;
                } else {
                    let mark = (node == 0 && root == Player::Min).then_some(Player::Min);
                    builder.open_marked(mark)?;
                }
                stack.push((node, 0));
            }
        }
        let Some(&mut (node, ref mut next)) = stack.last_mut() else {
            break;
        };
        if let Some(&kid) = children(draft, node).get(*next) {
            *next += 1;
            visit = Some(kid as usize);
        } else {
            builder.close()?;
            stack.pop();
        }
    }
    Ok(builder.finish())
}

#[cfg(test)]
mod tests;
