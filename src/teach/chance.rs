//! What chance nodes say in a step's sentence: what a chance node averages,
//! each outcome's share of the average, and Star1's windows and cutoffs,
//! with the real probabilities and the leaves' bounds.

use petgraph::graph::NodeIndex;

use crate::game::{INFINITY, Score, Wording};
use crate::search::CutoffKind;
use crate::teach::context::StepContext;
use crate::teach::format;
use crate::tr;
use crate::tree::SearchTree;

/// The probability of `node` under its chance parent, as the edges write
/// it (`1/3`, `0.9`), if its parent is a chance node.
fn probability(context: &StepContext<'_>, node: NodeIndex) -> Option<String> {
    let tree = context.tree();
    let total = tree.chance_total(tree.parent(node)?)?;
    Some(crate::game::probability_text(
        tree.chance_weight(node)?,
        total,
    ))
}

/// Whether the search prunes chance nodes (Star1).
fn prunes(context: &StepContext<'_>) -> bool {
    context.session.options().algorithm.prunes()
}

/// The leaves' bounds, in words: `0 and 15`.
fn bounds(context: &StepContext<'_>) -> String {
    let (low, high) = context.tree().bounds();
    tr!(
        "narration-chance-bounds",
        low = context.value(low),
        high = context.value(high)
    )
}

/// The sentence for entering `node` when it or its parent is a chance
/// node; `None` otherwise.
pub(crate) fn entered(
    context: &StepContext<'_>,
    node: NodeIndex,
    depth: u8,
    (alpha, beta): (Score, Score),
) -> Option<String> {
    let tree = context.tree();
    let name = context.name(node);
    if tree.chance_total(node).is_some() {
        let outcomes = context.move_count(node);
        return Some(
            if prunes(context) && (alpha > -INFINITY || beta < INFINITY) {
                tr!(
                    "narration-chance-entered-star1",
                    node = name,
                    depth = depth,
                    count = outcomes,
                    window = context.window(alpha, beta),
                    bounds = bounds(context)
                )
            } else {
                tr!(
                    "narration-chance-entered",
                    node = name,
                    depth = depth,
                    count = outcomes
                )
            },
        );
    }
    let parent = tree.parent(node)?;
    tree.chance_total(parent)?;
    let chance = probability(context, node)?;
    Some(if prunes(context) {
        tr!(
            "narration-outcome-entered-star1",
            node = name,
            probability = chance,
            depth = depth,
            window = context.window(alpha, beta),
            parent = context.name(parent),
            bounds = bounds(context),
            rounded = rounded(context, node).unwrap_or_default()
        )
    } else {
        tr!(
            "narration-outcome-entered",
            node = name,
            probability = chance,
            depth = depth
        )
    })
}

/// ` (α = 17/9 exactly, rounded down to 1.8: …)` where Star1's window for
/// the outcome `node` has an end the game's units cannot hold, so that it
/// was rounded (always outwards); `None` where it is exact.
fn rounded(context: &StepContext<'_>, node: NodeIndex) -> Option<String> {
    let said = outcome_window_rounding(context.tree(), node, context.wording())?;
    Some(tr!(
        "narration-star1-rounded",
        rounding = said,
        denominator = context.wording().denominator().max(1)
    ))
}

/// `α = 17/9 exactly, rounded down to 1.8` where Star1's window for the
/// outcome `node` of `tree` (entered with it) has an end the game's units
/// cannot hold; `None` for an exact window or a node that is no outcome.
/// The narration and the inspector say it alike.
#[must_use]
pub(crate) fn outcome_window_rounding(
    tree: &SearchTree,
    node: NodeIndex,
    wording: Wording,
) -> Option<String> {
    let parent = tree.parent(node)?;
    let entered = tree.node(node)?;
    let born = u64::from(entered.born);
    let before = tree.node_at(parent, born)?;
    let (average, _) = tree.average(parent, born)?;
    let exact = average.exact_child_window(
        tree.chance_weight(node)?,
        (before.alpha, before.beta),
        tree.bounds(),
    )?;
    window_rounding(wording, exact, (entered.alpha, entered.beta))
}

/// `α = 17/9 exactly, rounded down to 1.8` for each end of Star1's window
/// `[alpha, beta]` for an outcome that the game's units cannot hold, so
/// that it was rounded outwards; `exact` is the window before rounding,
/// each end as units over the outcome's weight
/// ([`crate::search::Average::exact_child_window`]). `None` where both
/// ends are exact. The narration and `--trace` say it alike.
#[must_use]
pub(crate) fn window_rounding(
    wording: Wording,
    ((alpha_units, over), (beta_units, _)): ((i64, i64), (i64, i64)),
    (alpha, beta): (Score, Score),
) -> Option<String> {
    let unit = i64::from(wording.denominator().max(1));
    let mut said = Vec::new();
    // An end is rounded where the exact one lies strictly inside the
    // bounds and is no whole number of units.
    if alpha_units % over != 0 && i64::from(alpha) * over < alpha_units {
        said.push(tr!(
            "narration-star1-alpha-rounded-down",
            exact = crate::notation::fraction(alpha_units, over * unit),
            value = format::value(alpha, wording)
        ));
    }
    if beta_units % over != 0 && i64::from(beta) * over > beta_units {
        said.push(tr!(
            "narration-star1-beta-rounded-up",
            exact = crate::notation::fraction(beta_units, over * unit),
            value = format::value(beta, wording)
        ));
    }
    (!said.is_empty()).then(|| said.join(", "))
}

/// The sentence for backing `child`'s value up into a chance node
/// `parent`: its share of the average, the weighted sum so far (the
/// average once every outcome is in), and under Star1
/// the range the node can still end in.
pub(crate) fn backed_up(
    context: &StepContext<'_>,
    (parent, child): (NodeIndex, NodeIndex),
    child_value: Score,
    best: Score,
) -> Option<String> {
    let tree = context.tree();
    let total = tree.chance_total(parent)?;
    let chance = probability(context, child)?;
    let after = context.after(parent)?;
    let (average, _) = tree.average(parent, context.local + 1)?;
    let left = u16::try_from(average.weight_left).unwrap_or(0);
    let (node, outcome, value, sum) = (
        context.name(parent),
        context.move_label(child).unwrap_or_else(|| "?".to_owned()),
        context.value(child_value),
        context.value(best),
    );
    if left == 0 {
        return Some(tr!(
            "narration-chance-backup-complete",
            node = node,
            outcome = outcome,
            probability = chance,
            value = value,
            sum = sum
        ));
    }
    let rest = crate::game::probability_text(left, total);
    if !prunes(context) {
        return Some(tr!(
            "narration-chance-backup",
            node = node,
            outcome = outcome,
            probability = chance,
            value = value,
            sum = sum,
            rest = rest
        ));
    }
    let (least, most) = average.range(tree.bounds());
    let verdict = match average.cut((after.alpha, after.beta), tree.bounds()) {
        Some((CutoffKind::Alpha, _)) => tr!(
            "narration-star1-cannot-matter-to-max",
            most = context.value(most),
            alpha = context.value(after.alpha)
        ),
        Some((CutoffKind::Beta, _)) => tr!(
            "narration-star1-cannot-matter-to-min",
            least = context.value(least),
            beta = context.value(after.beta)
        ),
        None => String::new(),
    };
    Some(tr!(
        "narration-star1-backup",
        node = node,
        outcome = outcome,
        probability = chance,
        value = value,
        sum = sum,
        rest = rest,
        bounds = bounds(context),
        least = context.value(least),
        most = context.value(most),
        verdict = verdict
    ))
}

/// The sentence for Star1's cutoff at the chance node `node`.
pub(crate) fn cut(
    context: &StepContext<'_>,
    node: NodeIndex,
    kind: CutoffKind,
    v: Score,
    (pruned, labels): (u16, &str),
) -> Option<String> {
    let tree = context.tree();
    tree.chance_total(node)?;
    let at = context.after(node)?;
    let name = context.name(node);
    let skipped = tr!("narration-outcomes-pruned", count = pruned, labels = labels);
    let value = context.value(v);
    Some(match kind {
        CutoffKind::Alpha => tr!(
            "narration-star1-cutoff-alpha",
            node = name,
            value = value,
            alpha = context.value(at.alpha),
            skipped = skipped
        ),
        CutoffKind::Beta => tr!(
            "narration-star1-cutoff-beta",
            node = name,
            value = value,
            beta = context.value(at.beta),
            skipped = skipped
        ),
    })
}

/// The sentence for a chance node's finish: every outcome averaged (its
/// exact value, wherever it lies against its window), or stopped by Star1
/// with a bound.
pub(crate) fn finished(
    context: &StepContext<'_>,
    node: NodeIndex,
    v: Score,
    bound: crate::search::Bound,
) -> Option<String> {
    use crate::search::Bound;
    context.tree().chance_total(node)?;
    let name = context.name(node);
    let value = context.value(v);
    Some(match bound {
        Bound::Exact => tr!(
            "narration-chance-finished",
            node = name,
            count = context.move_count(node),
            value = value
        ),
        Bound::Upper => tr!(
            "narration-star1-finished-upper",
            node = name,
            value = value,
            bounded = context.bounded(v, bound)
        ),
        Bound::Lower => tr!(
            "narration-star1-finished-lower",
            node = name,
            value = value,
            bounded = context.bounded(v, bound)
        ),
    })
}

/// Whether Star1 stops the chance node `parent` after `child`'s value is
/// backed up (the step of `context`): the question the quiz asks, and the
/// sentence that answers it. `None` if `parent` is no chance node.
pub(crate) fn stops_after(
    context: &StepContext<'_>,
    (parent, child): (NodeIndex, NodeIndex),
    child_value: Score,
    best: Score,
) -> Option<(bool, String)> {
    let tree = context.tree();
    let after = context.after(parent)?;
    let (average, _) = tree.average(parent, context.local + 1)?;
    let cut = average
        .cut((after.alpha, after.beta), tree.bounds())
        .is_some();
    Some((cut, backed_up(context, (parent, child), child_value, best)?))
}
