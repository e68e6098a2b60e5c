//! What the null-window algorithms add to a step's sentence: PVS's probes
//! and re-searches, and the root passes of aspiration windows and MTD(f):
//! which window, and what its result says.

use petgraph::graph::NodeIndex;

use crate::game::{INFINITY, Score};
use crate::search::{Algorithm, Bound, Player};
use crate::teach::context::StepContext;

/// How PVS entered a node: first move (full window), a null-window probe,
/// or a re-search after its probe.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Probe {
    /// Searched with its parent's window.
    Full,
    /// A later move, searched with a null window first.
    NullWindow,
    /// The same move again, since its probe landed strictly inside.
    ReSearch,
}

/// How `node` was entered in a PVS search; `Full` under other algorithms.
pub(crate) fn probe_kind(context: &StepContext<'_>, node: NodeIndex) -> Probe {
    if context.session.options().algorithm != Algorithm::Pvs {
        return Probe::Full;
    }
    let tree = context.tree();
    if tree.is_re_search(node) {
        return Probe::ReSearch;
    }
    let (Some(parent), Some(weight)) = (tree.parent(node), context.weight(node)) else {
        return Probe::Full;
    };
    let Some(at_entry) = tree.node_at(parent, u64::from(weight.born)) else {
        return Probe::Full;
    };
    let narrower = weight.beta - weight.alpha == 1 && at_entry.beta - at_entry.alpha > 1;
    if tree.move_index(node) > 0 && narrower {
        Probe::NullWindow
    } else {
        Probe::Full
    }
}

/// The clause a PVS probe or re-search adds when it is entered.
pub(crate) fn entered(context: &StepContext<'_>, node: NodeIndex) -> Option<String> {
    let weight = context.weight(node)?;
    match probe_kind(context, node) {
        Probe::Full => None,
        Probe::NullWindow => Some(format!(
            "PVS probes {} with the null window {}: it asks only whether the move beats the best so far, which costs less than a full search",
            context.move_name(node),
            context.window(weight.alpha, weight.beta)
        )),
        Probe::ReSearch => {
            let probe = context.tree().previous_sibling(node)?;
            let probed = context.weight(probe)?;
            Some(format!(
                "PVS searches {} again with the window {}: its probe returned {}, strictly inside the window, and a null window cannot tell a value from a bound, so it re-searches the move from there (Reinefeld's window (v, β))",
                context.move_name(node),
                context.window(weight.alpha, weight.beta),
                context.value(probed.value)
            ))
        }
    }
}

/// The clause a probe's backup adds when its value lands strictly inside
/// its parent's window, so that the move will be searched again.
pub(crate) fn backed_up(
    context: &StepContext<'_>,
    (parent, child): (NodeIndex, NodeIndex),
    value: Score,
) -> Option<String> {
    if probe_kind(context, child) != Probe::NullWindow {
        return None;
    }
    let before = context.before(parent)?;
    let inside = before.alpha < value && value < before.beta;
    let again = context.tree().re_search_of(child).is_some();
    (inside && again).then(|| {
        format!(
            " — strictly inside {}, and a null window cannot tell a value from a bound: PVS will search {} again",
            context.window(before.alpha, before.beta),
            context.move_name(child)
        )
    })
}

/// The pass's number (1-based) among the session's passes, and how many
/// passes its depth has taken so far.
fn pass_number(context: &StepContext<'_>) -> (usize, usize) {
    let passes = context.session.passes();
    let index = passes
        .iter()
        .position(|pass| std::ptr::eq(pass, context.iteration))
        .unwrap_or(0);
    let depth = context.iteration.depth();
    let of_depth = passes[..=index.min(passes.len().saturating_sub(1))]
        .iter()
        .filter(|pass| pass.depth() == depth)
        .count();
    (index + 1, of_depth)
}

/// The sentence a pass's first step (the root entered) begins with, for
/// aspiration windows and MTD(f).
pub(crate) fn pass_started(context: &StepContext<'_>) -> Option<String> {
    let options = context.session.options();
    if !options.algorithm.searches_in_passes() {
        return None;
    }
    let (alpha, beta) = context.iteration.window();
    let window = context.window(alpha, beta);
    let (_, of_depth) = pass_number(context);
    let sentence = match (options.algorithm, of_depth) {
        (Algorithm::Aspiration, 1) => format!(
            "Aspiration: instead of (−∞, +∞) the root is searched with the narrow window {window} around the guess, so that more is cut; if the value falls outside, the search is repeated."
        ),
        (Algorithm::Aspiration, _) if alpha == -INFINITY => format!(
            "The last window failed low, so α is opened: the root is searched again with {window}."
        ),
        (Algorithm::Aspiration, _) => format!(
            "The last window failed high, so β is opened: the root is searched again with {window}."
        ),
        (_, number) => format!(
            "MTD(f) pass {number}: the root is searched with the null window {window}, which asks only whether the value is at least {}.",
            context.value(beta)
        ),
    };
    Some(sentence)
}

/// What a pass's result says, for aspiration windows and MTD(f).
pub(crate) fn pass_ended(context: &StepContext<'_>, v: Score) -> Option<String> {
    let options = context.session.options();
    if !options.algorithm.searches_in_passes() {
        return None;
    }
    let (alpha, beta) = context.iteration.window();
    let said = match Bound::classify(v, alpha, beta) {
        Bound::Lower => format!(
            "the pass failed high: the value is at least {}",
            context.value(v)
        ),
        Bound::Upper => format!(
            "the pass failed low: the value is at most {}",
            context.value(v)
        ),
        Bound::Exact => format!(
            "{} lies inside the window, so it is exact",
            context.value(v)
        ),
    };
    let mover = context
        .tree()
        .root()
        .map_or(Player::Max, |root| context.player(root));
    let (number, _) = pass_number(context);
    let settled = context.iteration.answer().map_or_else(
        || " Another pass follows.".to_owned(),
        |answer| {
            format!(
                " The bounds meet: the root is worth {} to {}.",
                context.value(answer.value),
                mover.name()
            )
        },
    );
    Some(format!("Pass {number} is over: {said}.{settled}"))
}
