//! What the null-window algorithms add to a step's sentence: PVS's probes
//! and re-searches, and the root passes of aspiration windows and MTD(f):
//! which window, and what its result says.

use petgraph::graph::NodeIndex;

use crate::game::{Game as _, MoveCode, Score, Wording};
use crate::input::AnyGame;
use crate::search::{Bound, Player};
use crate::session::{Pass, Session};
use crate::teach::algorithm::{PassStart, teaching};
use crate::teach::context::StepContext;
use crate::teach::format;
use crate::tr;

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
    if !context.session.options().algorithm.probes() {
        return Probe::Full;
    }
    let tree = context.tree();
    if tree.is_re_search(node) {
        Probe::ReSearch
    } else if tree.is_probe(node) {
        Probe::NullWindow
    } else {
        Probe::Full
    }
}

/// What a finished null-window probe tells PVS, in MAX's view: a lower
/// bound if it reached its window's top, an upper bound if it stayed at
/// its bottom, whatever the probed node saw below it (a null window holds
/// no value strictly inside). `None` for any node that is no probe, and for
/// a probe a leaf or an exact table hit answered, which PVS takes as exact
/// ([`crate::tree::SearchTree::probe_bound`]).
pub(crate) fn probe_bound(context: &StepContext<'_>, node: NodeIndex) -> Option<Bound> {
    if probe_kind(context, node) != Probe::NullWindow {
        return None;
    }
    context.tree().probe_bound(node)
}

/// "at least 3" or "at most 3".
fn side(context: &StepContext<'_>, value: Score, bound: Bound) -> String {
    let value = context.value(value);
    match bound {
        Bound::Lower => tr!("narration-at-least", value = value),
        Bound::Upper => tr!("narration-at-most", value = value),
        Bound::Exact => tr!("narration-exactly", value = value),
    }
}

/// The clause a PVS probe or re-search adds when it is entered.
pub(crate) fn entered(context: &StepContext<'_>, node: NodeIndex) -> Option<String> {
    let weight = context.weight(node)?;
    match probe_kind(context, node) {
        Probe::Full => None,
        Probe::NullWindow => Some(tr!(
            "narration-pvs-probe",
            child = context.move_name(node),
            window = context.window(weight.alpha, weight.beta)
        )),
        Probe::ReSearch => {
            let probe = context.tree().previous_sibling(node)?;
            let probed = context.weight(probe)?;
            let bound = Bound::classify(probed.value, probed.alpha, probed.beta);
            let reinefeld = if bound == Bound::Upper {
                "[α, v]"
            } else {
                "[v, β]"
            };
            Some(tr!(
                "narration-pvs-re-search",
                child = context.move_name(node),
                window = context.window(weight.alpha, weight.beta),
                worth = side(context, probed.value, bound),
                reinefeld = reinefeld
            ))
        }
    }
}

/// Why a node below a PVS probe has the probe's null window `[alpha,
/// beta]`: one edge is what the probing side can already get elsewhere,
/// the other only the probe's own edge, one unit past it, held by nobody;
/// and what a result on either side tells the probe. `None` outside a
/// probe.
pub(crate) fn inside_probe(
    context: &StepContext<'_>,
    node: NodeIndex,
    (alpha, beta): (Score, Score),
) -> Option<String> {
    if !context.session.options().algorithm.probes() {
        return None;
    }
    let tree = context.tree();
    let probe =
        std::iter::successors(Some(node), |&at| tree.parent(at)).find(|&at| tree.is_probe(at))?;
    let (low, high) = (context.value(alpha), context.value(beta));
    Some(match context.player(tree.parent(probe)?) {
        Player::Max => tr!("narration-pvs-inside-max", low = low, high = high),
        Player::Min => tr!("narration-pvs-inside-min", low = low, high = high),
    })
}

/// The clause a probe's result adds when its node finishes: what the null
/// window lets PVS conclude from it.
pub(crate) fn probe_finished(context: &StepContext<'_>, node: NodeIndex) -> Option<String> {
    let bound = probe_bound(context, node)?;
    let weight = context.weight(node)?;
    let worth = side(context, weight.value, bound);
    let window = context.window(weight.alpha, weight.beta);
    Some(if bound == Bound::Lower {
        tr!(
            "narration-pvs-probe-failed-high",
            worth = worth,
            window = window
        )
    } else {
        tr!(
            "narration-pvs-probe-failed-low",
            worth = worth,
            window = window
        )
    })
}

/// The clause a probe's backup adds when its value lands strictly inside
/// its parent's window, so that the move will be searched again; and the
/// clause a re-search's backup adds: with its probe's bound, what the move
/// is worth.
pub(crate) fn backed_up(
    context: &StepContext<'_>,
    (parent, child): (NodeIndex, NodeIndex),
    value: Score,
) -> Option<String> {
    match probe_kind(context, child) {
        Probe::Full => None,
        Probe::NullWindow => {
            let before = context.before(parent)?;
            let inside = before.alpha < value && value < before.beta;
            let again = context.tree().re_search_of(child).is_some();
            (inside && again).then(|| {
                tr!(
                    "narration-pvs-will-re-search",
                    window = context.window(before.alpha, before.beta),
                    child = context.move_name(child)
                )
            })
        }
        Probe::ReSearch => {
            let probe = context.tree().previous_sibling(child)?;
            let probed = context.weight(probe)?;
            let probed_bound = Bound::classify(probed.value, probed.alpha, probed.beta);
            let found = context.weight(child)?.bound()?;
            let met = match (probed_bound, found) {
                (Bound::Lower, Bound::Upper) | (Bound::Upper, Bound::Lower) => {
                    value == probed.value
                }
                _ => false,
            };
            if found == Bound::Exact {
                Some(tr!(
                    "narration-pvs-re-search-exact",
                    worth = side(context, probed.value, probed_bound)
                ))
            } else if met {
                Some(tr!(
                    "narration-pvs-re-search-met",
                    worth = side(context, probed.value, probed_bound),
                    value = context.value(value)
                ))
            } else {
                None
            }
        }
    }
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
    let started = teaching(context.session.options().algorithm).pass_started?;
    let (alpha, beta) = context.iteration.window();
    let (_, of_depth) = pass_number(context);
    let sentence = started(&PassStart {
        number: of_depth,
        alpha,
        window: context.window(alpha, beta),
        beta: context.value(beta),
    });
    // From the second pass on, the last pass's best line goes first.
    let index = context
        .session
        .passes()
        .iter()
        .position(|pass| std::ptr::eq(pass, context.iteration))?;
    let first = context.session.line_before(index);
    if first.is_empty() {
        return Some(sentence);
    }
    let game = context.session.game();
    let labels = crate::game::line_labels(game, &game.root(), &first);
    let line = tr!(
        "narration-pass-line-first",
        line = context.wording().path(&labels)
    );
    Some(tr!(
        "narration-two-sentences",
        first = sentence,
        second = line
    ))
}

/// What a pass's result says, for aspiration windows and MTD(f).
pub(crate) fn pass_ended(context: &StepContext<'_>, v: Score) -> Option<String> {
    let options = context.session.options();
    if !options.algorithm.searches_in_passes() {
        return None;
    }
    let (alpha, beta) = context.iteration.window();
    let (number, _) = pass_number(context);
    let value = context.value(v);
    let over = match Bound::classify(v, alpha, beta) {
        Bound::Lower => tr!("narration-pass-failed-high", pass = number, value = value),
        Bound::Upper => tr!("narration-pass-failed-low", pass = number, value = value),
        Bound::Exact => tr!("narration-pass-exact", pass = number, value = value),
    };
    let mover = context
        .tree()
        .root()
        .map_or(Player::Max, |root| context.player(root));
    let settled = context.iteration.answer().map_or_else(
        || tr!("narration-pass-another"),
        |answer| {
            tr!(
                "narration-pass-bounds-meet",
                value = context.value(answer.value),
                player = mover.name()
            )
        },
    );
    Some(tr!(
        "narration-two-sentences",
        first = over,
        second = settled
    ))
}

/// The root's child reached by `mv` in `pass`, with its value and bound;
/// `None` if that move was not searched to a value.
fn root_child(pass: &Pass<AnyGame>, mv: MoveCode) -> Option<(Score, Bound)> {
    let tree = pass.tree();
    let root = tree.root()?;
    tree.move_children(root).into_iter().find_map(|child| {
        let node = tree.node(child)?;
        let bound = node.bound()?;
        (node.mv == mv).then_some((node.value, bound))
    })
}

/// A value with its bound, for sentences: `3`, `at most 3`, `at least 3`.
fn bounded_words(score: Score, bound: Bound, wording: Wording) -> String {
    let value = format::value(score, wording);
    match bound {
        Bound::Exact => value,
        Bound::Upper => tr!("narration-at-most", value = value),
        Bound::Lower => tr!("narration-at-least", value = value),
    }
}

/// Where `pass` is, for sentences: `at depth 2` where its depth took one
/// pass, `in pass 3` where every pass has one depth, else `in pass 3 at
/// depth 2`; numbered among all the session's passes as the passes
/// panel's rows and the CLI's `pass` lines are.
fn pass_place(passes: &[Pass<AnyGame>], index: usize) -> String {
    let Some(pass) = passes.get(index) else {
        return String::new();
    };
    let depth = pass.depth();
    let of_depth = passes.iter().filter(|other| other.depth() == depth).count();
    if of_depth == 1 {
        tr!("narration-pass-place-depth", depth = depth)
    } else if of_depth == passes.len() {
        tr!("narration-pass-place-pass", pass = index + 1)
    } else {
        tr!("narration-pass-place-both", pass = index + 1, depth = depth)
    }
}

/// `text` with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// One sentence for each pass after which the best move changed (pass by
/// pass, named as the passes panel names them, each value with the bound
/// its pass proved), or one saying it never did; for the panel of
/// iterative deepening's and the null-window algorithms' passes.
#[must_use]
pub fn best_move_changes(session: &Session<AnyGame>) -> Vec<String> {
    let game = session.game();
    let wording = game.wording();
    let passes = session.passes();
    let label = |mv: MoveCode| game.wording().move_name(&game.move_label(&game.root(), mv));
    // The passes that finished, with their best move and bounded value.
    let finished: Vec<(usize, MoveCode, (Score, Bound))> = passes
        .iter()
        .enumerate()
        .filter_map(|(index, pass)| {
            let best = pass.tree().outcome()?.best_move?;
            Some((index, best, pass.result()?))
        })
        .collect();
    let mut sentences = Vec::new();
    for pair in finished.windows(2) {
        let [(before, old_move, old), (after, new_move, new)] = pair else {
            continue;
        };
        if old_move == new_move {
            continue;
        }
        let (old_name, new_name) = (label(*old_move), label(*new_move));
        let (then, now) = (pass_place(passes, *before), pass_place(passes, *after));
        let changed = tr!(
            "narration-best-move-changed",
            place = capitalised(&now),
            old = old_name.as_str(),
            new = new_name,
            worth = bounded_words(new.0, new.1, wording)
        );
        let earlier = passes
            .get(*before)
            .and_then(|pass| root_child(pass, *new_move))
            .map_or_else(String::new, |(score, bound)| {
                tr!(
                    "narration-best-move-scored-before",
                    place = then.as_str(),
                    worth = bounded_words(score, bound, wording)
                )
            });
        let old_now = passes
            .get(*after)
            .and_then(|pass| root_child(pass, *old_move))
            .map_or_else(String::new, |(score, bound)| {
                tr!(
                    "narration-best-move-old-now",
                    old = old_name.as_str(),
                    worth = bounded_words(score, bound, wording),
                    place = then.as_str(),
                    root = bounded_words(old.0, old.1, wording)
                )
            });
        sentences.push(tr!(
            "narration-best-move-change",
            changed = changed,
            earlier = earlier,
            old_now = old_now
        ));
    }
    if sentences.is_empty()
        && finished.len() > 1
        && let Some((_, last, _)) = finished.last()
    {
        // One pass a depth (iterative deepening) names depths.
        let one_a_depth = passes
            .windows(2)
            .all(|pair| pair[0].depth() != pair[1].depth());
        sentences.push(if one_a_depth {
            tr!(
                "narration-best-move-stayed-every-depth",
                best = label(*last)
            )
        } else {
            tr!("narration-best-move-stayed-every-pass", best = label(*last))
        });
    }
    sentences
}
