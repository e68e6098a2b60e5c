//! What chance nodes say in a step's sentence: what a chance node averages,
//! each outcome's share of the average, and Star1's windows and cutoffs,
//! with the real probabilities and the leaves' bounds.

use petgraph::graph::NodeIndex;

use crate::game::{INFINITY, Score, Wording};
use crate::search::CutoffKind;
use crate::teach::context::StepContext;
use crate::teach::format::{self, plural};
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
    format!("{} and {}", context.value(low), context.value(high))
}

/// The sentence for entering `node` when it or its parent is a chance
/// node; `None` otherwise.
pub(crate) fn entered(
    context: &StepContext<'_>,
    node: NodeIndex,
    to_go: &str,
    (alpha, beta): (Score, Score),
) -> Option<String> {
    let tree = context.tree();
    let name = context.name(node);
    if tree.chance_total(node).is_some() {
        let outcomes = plural(context.move_count(node), "outcome", "outcomes");
        let rule = "it is worth the average of their values, each weighted by its probability";
        let star1 = if prunes(context) && (alpha > -INFINITY || beta < INFINITY) {
            format!(
                "; with its window {} and every leaf between {}, Star1 will stop as soon as the average can no longer land inside",
                context.window(alpha, beta),
                bounds(context)
            )
        } else {
            String::new()
        };
        return Some(format!(
            "{name} is entered with {to_go} to go and {outcomes} to average: {rule}{star1}."
        ));
    }
    let parent = tree.parent(node)?;
    tree.chance_total(parent)?;
    let chance = probability(context, node)?;
    let window = if prunes(context) {
        format!(
            ", window {}: Star1 gives it the window outside which {} could no longer matter, with the other outcomes left at the bounds {}{}",
            context.window(alpha, beta),
            context.name(parent),
            bounds(context),
            rounded(context, node).unwrap_or_default()
        )
    } else {
        String::new()
    };
    Some(format!(
        "{name}, an outcome of probability {chance}, is entered with {to_go} to go{window}."
    ))
}

/// ` (α = 17/9 exactly, rounded down to 1.8: …)` where Star1's window for
/// the outcome `node` has an end the game's units cannot hold, so that it
/// was rounded (always outwards); `None` where it is exact.
fn rounded(context: &StepContext<'_>, node: NodeIndex) -> Option<String> {
    let said = outcome_window_rounding(context.tree(), node, context.wording())?;
    Some(format!(
        " ({said}: the tree counts in 1/{}, and a window rounded outwards is never narrower than the exact one, so nothing is pruned that should not be)",
        context.wording().denominator().max(1)
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
        said.push(format!(
            "α = {} exactly, rounded down to {}",
            crate::notation::fraction(alpha_units, over * unit),
            format::value(alpha, wording)
        ));
    }
    if beta_units % over != 0 && i64::from(beta) * over > beta_units {
        said.push(format!(
            "β = {} exactly, rounded up to {}",
            crate::notation::fraction(beta_units, over * unit),
            format::value(beta, wording)
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
    let head = format!(
        "Back at {}, outcome {} (probability {chance}) returned {}: it adds {chance} × {} to the weighted sum, which is {}",
        context.name(parent),
        context.move_label(child).unwrap_or_else(|| "?".to_owned()),
        context.value(child_value),
        context.value(child_value),
        context.value(best)
    );
    if left == 0 {
        return Some(format!(
            "{head}: every outcome counted, so that is the average."
        ));
    }
    let head = format!("{head} so far");
    let rest = crate::game::probability_text(left, total);
    if !prunes(context) {
        return Some(format!(
            "{head}, with {rest} of the probability still to come."
        ));
    }
    let (least, most) = average.range(tree.bounds());
    let verdict = match average.cut((after.alpha, after.beta), tree.bounds()) {
        Some((CutoffKind::Alpha, _)) => format!(
            " — at most {} ≤ α = {}, so it can no longer matter to MAX",
            context.value(most),
            context.value(after.alpha)
        ),
        Some((CutoffKind::Beta, _)) => format!(
            " — at least {} ≥ β = {}, so it can no longer matter to MIN",
            context.value(least),
            context.value(after.beta)
        ),
        None => String::new(),
    };
    Some(format!(
        "{head}; with the {rest} still to come anywhere between the bounds {}, it will end between {} and {}{verdict}.",
        bounds(context),
        context.value(least),
        context.value(most)
    ))
}

/// The sentence for Star1's cutoff at the chance node `node`.
pub(crate) fn cut(
    context: &StepContext<'_>,
    node: NodeIndex,
    kind: CutoffKind,
    v: Score,
    skipped: &str,
) -> Option<String> {
    let tree = context.tree();
    tree.chance_total(node)?;
    let at = context.after(node)?;
    let name = context.name(node);
    let skipped = skipped.replace("move", "outcome");
    Some(match kind {
        CutoffKind::Alpha => format!(
            "{name} can be worth at most {} even if the outcomes left all reach the upper bound, and that is ≤ α = {}: MAX above already has {}, so {skipped} — a Star1 cutoff, returning the upper bound {}.",
            context.value(v),
            context.value(at.alpha),
            context.value(at.alpha),
            context.value(v)
        ),
        CutoffKind::Beta => format!(
            "{name} is worth at least {} even if the outcomes left all fall to the lower bound, and that is ≥ β = {}: MIN above already has {}, so {skipped} — a Star1 cutoff, returning the lower bound {}.",
            context.value(v),
            context.value(at.beta),
            context.value(at.beta),
            context.value(v)
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
        Bound::Exact => format!(
            "{name} has averaged all its {}: it returns {value}, its exact value.",
            plural(context.move_count(node), "outcome", "outcomes")
        ),
        Bound::Upper => format!(
            "{name} stops after its cutoff: it returns {value}, an upper bound ({}): its true average is at most {value}.",
            context.bounded(v, bound)
        ),
        Bound::Lower => format!(
            "{name} stops after its cutoff: it returns {value}, a lower bound ({}): its true average is at least {value}.",
            context.bounded(v, bound)
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
