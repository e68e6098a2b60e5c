//! One plain-English sentence per step: what happened and why, with the
//! real numbers, move labels (SAN or child numbers) and MAX / MIN.

use petgraph::graph::NodeIndex;

use crate::game::{Game as _, INFINITY, Outcome, Score, Terminal};
use crate::input::AnyGame;
use crate::search::{Bound, CutoffKind, LeafReason, NodeId, Player, SearchEvent, closes};
use crate::session::Session;
use crate::teach::context::StepContext;
use crate::teach::format::plural;
use crate::teach::{chance, passes};
use crate::tree::{NodeKind, node_index};

/// The sentence for step `step` of `session` (the event that moved the
/// cursor from `step` to `step + 1`). Deterministic; never empty.
#[must_use]
pub fn narrate(session: &Session<AnyGame>, step: u64) -> String {
    match StepContext::new(session, step) {
        Some(context) => sentence(&context),
        None => format!("Step {} has not been searched yet.", step + 1),
    }
}

/// The sentence for the step of `context`.
pub(crate) fn sentence(context: &StepContext<'_>) -> String {
    if let Some(said) = crate::teach::mcts::narration::sentence(context) {
        return said;
    }
    match context.event {
        SearchEvent::Enter {
            node,
            depth_left,
            alpha,
            beta,
            move_count,
            ..
        } => enter(
            context,
            node_index(node),
            depth_left,
            (alpha, beta),
            move_count,
        ),
        SearchEvent::Leaf {
            node,
            value: v,
            reason,
        } => leaf(context, node_index(node), v, reason),
        SearchEvent::TtHit {
            node,
            value: v,
            bound,
        } => tt_hit(context, node_index(node), v, bound),
        SearchEvent::StandPat {
            node,
            value: v,
            alpha,
            beta,
        } => stand_pat(context, node_index(node), v, (alpha, beta)),
        SearchEvent::Backup {
            parent,
            child,
            child_value,
            improved,
            best,
            alpha,
            beta,
        } => backup(
            context,
            (node_index(parent), node_index(child)),
            child_value,
            improved,
            best,
            (alpha, beta),
        ),
        SearchEvent::Cutoff {
            node,
            kind,
            value: v,
            alpha,
            beta,
            first_pruned,
            pruned,
        } => cutoff(
            context,
            node_index(node),
            kind,
            v,
            (alpha, beta),
            (first_pruned, pruned),
        ),
        SearchEvent::Finish {
            node,
            value: v,
            bound,
        } => finish(context, node_index(node), v, bound),
        SearchEvent::Done {
            value: v,
            best_move,
            truncated,
        } => done(context, v, best_move.is_some(), truncated),
        // Told by `crate::teach::mcts::narration` above.
        SearchEvent::Select { .. }
        | SearchEvent::Expand { .. }
        | SearchEvent::Simulate { .. }
        | SearchEvent::Backpropagate { .. } => String::new(),
    }
}

/// ` (−3 in MIN's own view, as negamax sees it)` for a MIN node of a
/// negamax search; empty otherwise.
fn negamax_note(context: &StepContext<'_>, player: Player, v: Score) -> String {
    if context.session.options().algorithm.is_negamax() && player == Player::Min {
        format!(
            " ({} in MIN's own view, as negamax sees it)",
            context.value(-v)
        )
    } else {
        String::new()
    }
}

fn enter(
    context: &StepContext<'_>,
    node: NodeIndex,
    depth_left: u8,
    (alpha, beta): (Score, Score),
    move_count: u16,
) -> String {
    let player = context.player(node);
    let algorithm = context.session.options().algorithm;
    let to_go = plural(depth_left, "ply", "plies");
    let moves = if move_count == 0 {
        "no moves to search".to_owned()
    } else if depth_left == 0 {
        // Only quiescence searches on with no depth left.
        format!(
            "{} to try in quiescence (captures and promotions, or every move in check)",
            plural(move_count, "move", "moves")
        )
    } else {
        format!("{} to try", plural(move_count, "move", "moves"))
    };
    if let Some(said) = chance::entered(context, node, &to_go, (alpha, beta)) {
        return said;
    }
    let head = if context.tree().parent(node).is_none() {
        let pass = passes::pass_started(context).map_or_else(String::new, |said| said + " ");
        format!(
            "{pass}The search starts at the root, where {} is to move, {to_go} deep, with {moves}",
            player.name()
        )
    } else if let Some(probe) = passes::entered(context, node) {
        // The probe's window is the story of this step: said once, by it.
        return format!(
            "{} is entered with {to_go} to go and {moves}. {probe}.",
            context.name(node)
        );
    } else {
        format!(
            "{} is entered with {to_go} to go and {moves}",
            context.name(node)
        )
    };
    if !algorithm.prunes() {
        let rule = match (algorithm.is_negamax(), player) {
            (true, _) => "negamax will take the highest of its children's negated values",
            (false, Player::Max) => "as MAX it will back up the highest value it finds",
            (false, Player::Min) => "as MIN it will back up the lowest value it finds",
        };
        return if move_count == 0 {
            format!("{head}.")
        } else {
            format!("{head}; {rule}.")
        };
    }
    if let Some(probe) = passes::inside_probe(context, node, (alpha, beta)) {
        return format!(
            "{head}, the probe's null window {}: {probe}.",
            context.window(alpha, beta)
        );
    }
    // What cannot matter follows the cutoff test: `≤ α` and `≥ β` under
    // α ≥ β, the strict `< α` and `> β` under α > β (a tie is searched on).
    let cutoff = context.session.options().cutoff;
    let mut reasons = Vec::new();
    let at_root = context.tree().parent(node).is_none();
    if at_root && (alpha > -INFINITY || beta < INFINITY) {
        // A pass's window: there is nothing elsewhere at the root.
        reasons.push(root_window(context, (alpha, beta)));
    } else if alpha > -INFINITY {
        reasons.push(format!(
            "MAX can already get {} elsewhere, so anything {} {} here cannot matter to MAX",
            context.value(alpha),
            cutoff.min_symbol(),
            context.value(alpha)
        ));
    }
    if beta < INFINITY && !at_root {
        reasons.push(format!(
            "MIN can already hold MAX to {} elsewhere, so anything {} {} here cannot matter to MIN",
            context.value(beta),
            cutoff.symbol(),
            context.value(beta)
        ));
    }
    if alpha == beta && !closes(cutoff, alpha, beta) {
        reasons.push(format!(
            "only exactly {} can still matter, since the cutoff test is {}",
            context.value(alpha),
            cutoff.test()
        ));
    }
    let why = if reasons.is_empty() {
        "nothing is guaranteed yet".to_owned()
    } else {
        reasons.join("; ")
    };
    let negamax = if algorithm.is_negamax() && player == Player::Min {
        format!(
            " (negamax passes it as {}, MIN's own view)",
            context.window(-beta, -alpha)
        )
    } else {
        String::new()
    };
    format!(
        "{head}, window {}{negamax}: {why}.",
        context.window(alpha, beta)
    )
}

/// Why a root is searched with a finite window: the pass chose it (the
/// guess, or the last pass's result), since the root has no other moves
/// elsewhere to get a value from; and what a result outside it means.
fn root_window(context: &StepContext<'_>, (alpha, beta): (Score, Score)) -> String {
    let mut sides = Vec::new();
    if alpha > -INFINITY {
        sides.push(format!(
            "at or below {} fails low (the root is worth at most that)",
            context.value(alpha)
        ));
    }
    if beta < INFINITY {
        sides.push(format!(
            "at or above {} fails high (at least that)",
            context.value(beta)
        ));
    }
    format!(
        "the root has no moves elsewhere, so this window is the pass's choice, not what a side can already get: a result {}",
        sides.join(", ")
    )
}

fn leaf(context: &StepContext<'_>, node: NodeIndex, v: Score, reason: LeafReason) -> String {
    let name = context.name(node);
    let player = context.player(node);
    let aside = negamax_note(context, player, v);
    let mover = player.name();
    match reason {
        LeafReason::DepthLimit => format!(
            "{name} is at the depth limit, so it is not searched deeper: its static evaluation is {}{aside}.",
            context.value(v)
        ),
        LeafReason::Terminal(Terminal::Checkmate) => format!(
            "{name} is checkmate — {mover} is to move, in check, with no legal move — so it scores {}{aside}.",
            context.value(v)
        ),
        LeafReason::Terminal(Terminal::Stalemate) => format!(
            "{name} is stalemate — {mover} is to move, not in check, with no legal move — so it is a draw worth {}.",
            context.value(v)
        ),
        LeafReason::Terminal(Terminal::InsufficientMaterial) => format!(
            "{name} is a draw by insufficient material — neither side can ever mate — so it is worth {}.",
            context.value(v)
        ),
        LeafReason::Terminal(Terminal::FiftyMoveRule) => format!(
            "{name} is a draw by the fifty-move rule — fifty moves each without a capture or pawn move — so it is worth {}.",
            context.value(v)
        ),
        LeafReason::Terminal(Terminal::TreeLeaf) => format!(
            "{name} is a leaf of the tree, so its value is the number written there: {}{aside}.",
            context.value(v)
        ),
        // Any other game's ending, told from its outcome.
        LeafReason::Terminal(other) => {
            let reason = other.reason();
            match other.outcome() {
                Outcome::Win => format!(
                    "{name} ends the game ({reason}): {mover}, to move, has won, so it scores {}{aside}.",
                    context.value(v)
                ),
                Outcome::Loss => format!(
                    "{name} ends the game ({reason}): {mover}, to move, has lost, so it scores {}{aside}.",
                    context.value(v)
                ),
                Outcome::Draw => {
                    format!(
                        "{name} is a draw ({reason}), so it is worth {}.",
                        context.value(v)
                    )
                }
                Outcome::Scored => format!(
                    "{name} ends the game ({reason}), so its value is the game's own: {}{aside}.",
                    context.value(v)
                ),
            }
        }
    }
}

/// A quiescence node takes its own static value: "stand pat: 7 ≥ β, MIN
/// will not let it get here".
fn stand_pat(
    context: &StepContext<'_>,
    node: NodeIndex,
    v: Score,
    (alpha, beta): (Score, Score),
) -> String {
    let name = context.name(node);
    let player = context.player(node);
    let head = format!(
        "{name} is past the depth limit, so quiescence searches only its captures and promotions; {} may also stand pat, play none of them and keep its static value {}",
        player.name(),
        context.value(v)
    );
    let options = context.session.options();
    let cutoff = options.cutoff;
    if options.algorithm.prunes() && closes(cutoff, alpha, beta) {
        let (symbol, bound, other) = match player {
            Player::Max => (cutoff.symbol(), beta, Player::Min),
            Player::Min => (cutoff.min_symbol(), alpha, Player::Max),
        };
        let edge = if player == Player::Max { "β" } else { "α" };
        return format!(
            "{head}. Stand pat: {} {symbol} {edge} = {}, {} will not let it get here, so no capture is searched.",
            context.value(v),
            context.value(bound),
            other.name()
        );
    }
    format!("{head}: that is its best so far, and a capture is searched only to beat it.")
}

fn tt_hit(context: &StepContext<'_>, node: NodeIndex, v: Score, bound: Bound) -> String {
    let name = context.name(node);
    let (alpha, beta) = context
        .weight(node)
        .map_or((-INFINITY, INFINITY), |weight| (weight.alpha, weight.beta));
    let known = match bound {
        Bound::Exact => format!("the exact value {}", context.value(v)),
        Bound::Lower => format!(
            "that it is worth at least {} (a lower bound), which is ≥ β = {}, so MIN above avoids it anyway",
            context.value(v),
            context.value(beta)
        ),
        Bound::Upper => format!(
            "that it is worth at most {} (an upper bound), which is ≤ α = {}, so MAX above already has better",
            context.value(v),
            context.value(alpha)
        ),
    };
    format!(
        "The transposition table already holds {name} searched to this depth and knows {known}: it returns {} without searching again.",
        context.value(v)
    )
}

fn backup(
    context: &StepContext<'_>,
    (parent, child): (NodeIndex, NodeIndex),
    child_value: Score,
    improved: bool,
    best: Score,
    (alpha, beta): (Score, Score),
) -> String {
    if let Some(said) = chance::backed_up(context, (parent, child), child_value, best) {
        return said;
    }
    let player = context.player(parent);
    let before = context.before(parent);
    let old_best = before.and_then(|at| at.best);
    // A child that failed high or low returned a bound: say so, in the
    // notation the tree, the inspector and the CLI use.
    // A PVS probe's value is a bound to the search whatever its node saw.
    let child_bound_kind = passes::probe_bound(context, child).or_else(|| {
        context
            .weight(child)
            .and_then(|node| node.bound())
            .filter(|&bound| bound != Bound::Exact)
    });
    let child_bound = match child_bound_kind {
        Some(bound) => {
            format!(
                " ({}, {})",
                context.bounded(child_value, bound),
                article(bound)
            )
        }
        None => String::new(),
    };
    let returned = format!(
        "Back at {}, {} returned {}{child_bound}",
        context.name(parent),
        context.move_name(child),
        context.value(child_value)
    );
    let negamax = if context.session.options().algorithm.is_negamax() {
        let mover = context.player(child);
        let own = mover.perspective(child_value);
        if mover == player {
            format!(
                " (negamax: {} moves there too, so the child's own value {} is taken as it is)",
                mover.name(),
                context.value(own)
            )
        } else {
            format!(
                " (negamax: the child's own value {} is negated to {})",
                context.value(own),
                context.value(-own)
            )
        }
    } else {
        String::new()
    };
    let mut verdict = verdict(
        context,
        player,
        (improved, old_best),
        (child_value, child_bound_kind),
        best,
    );
    if let Some(again) = passes::backed_up(context, (parent, child), child_value) {
        verdict.push_str(&again);
    }
    let mut window_change = String::new();
    if let Some(cutoff) = context.session.options().window() {
        if let Some(before) = before {
            if alpha != before.alpha {
                window_change = format!(", and α rises to {}", context.value(alpha));
            } else if beta != before.beta {
                window_change = format!(", and β falls to {}", context.value(beta));
            }
        }
        if closes(cutoff, alpha, beta) {
            window_change.push_str(&closed(context, parent, best, (alpha, beta)));
        } else if alpha == beta {
            let tie = format!(
                " — α = β = {}, a tie, and the cutoff test is {}, so the search goes on{}",
                context.value(alpha),
                cutoff.test(),
                lost_to_clamping(context, (parent, child), child_value, (alpha, beta))
            );
            window_change.push_str(&tie);
        }
    }
    format!("{returned}{negamax}: {verdict}{window_change}.")
}

/// ` — 3 ≥ β = 3, so MIN above will never allow this line`: why the
/// window of `parent` (MAX or MIN), now `[alpha, beta]`, is closed; at the
/// root, whose window is the pass's, that the pass fails high or low.
fn closed(
    context: &StepContext<'_>,
    parent: NodeIndex,
    best: Score,
    (alpha, beta): (Score, Score),
) -> String {
    let cutoff = context.session.options().cutoff;
    let at_root = context.tree().parent(parent).is_none();
    let (symbol, edge, bound) = match context.player(parent) {
        Player::Max => (cutoff.symbol(), "β", beta),
        Player::Min => (cutoff.min_symbol(), "α", alpha),
    };
    let why = match (context.player(parent), at_root) {
        (Player::Max, true) => "the top of the pass's window, so the pass fails high",
        (Player::Min, true) => "the bottom of the pass's window, so the pass fails low",
        (Player::Max, false) => "so MIN above will never allow this line",
        (Player::Min, false) => "so MAX above will never choose this line",
    };
    format!(
        " — {} {symbol} {edge} = {}, {why}",
        context.value(best),
        context.value(bound)
    )
}

/// What a backup did to the parent's best: its first result, an
/// improvement, a tie (an exact value equal to the best) or nothing; a
/// bound equal to the best is no tie, since the move's true value lies on
/// one side of it.
fn verdict(
    context: &StepContext<'_>,
    player: Player,
    (improved, old_best): (bool, Option<Score>),
    (child_value, child_bound_kind): (Score, Option<Bound>),
    best: Score,
) -> String {
    match (improved, old_best) {
        (true, None) => format!("its first result, so best = {}", context.value(best)),
        (true, Some(old)) => format!(
            "better for {} than {}, so best = {}",
            player.name(),
            context.value(old),
            context.value(best)
        ),
        // A bound equal to the best is no tie: the move's true value lies
        // on one side of it.
        (false, _) if child_value == best && child_bound_kind.is_some() => {
            let harmless = matches!(
                (player, child_bound_kind),
                (Player::Max, Some(Bound::Upper)) | (Player::Min, Some(Bound::Lower))
            );
            let side = if child_bound_kind == Some(Bound::Upper) {
                "at most"
            } else {
                "at least"
            };
            if harmless {
                format!(
                    "the move is worth {side} {}, so it cannot beat {}'s best {} and nothing changes",
                    context.value(child_value),
                    player.name(),
                    context.value(best)
                )
            } else {
                format!(
                    "the move is worth {side} {}, no strict improvement on its best {}, so the first move keeps its place",
                    context.value(child_value),
                    context.value(best)
                )
            }
        }
        (false, _) if child_value == best => format!(
            "only equal to its best {}, and ties keep the first move",
            context.value(best)
        ),
        (false, _) => format!(
            "no better for {} than its best {}, so nothing changes",
            player.name(),
            context.value(best)
        ),
    }
}

/// `; fail-hard clamped …` when the child's unclamped best would have
/// crossed the tied window and cut here, as fail-soft's would; else empty.
fn lost_to_clamping(
    context: &StepContext<'_>,
    (parent, child): (NodeIndex, NodeIndex),
    child_value: Score,
    (alpha, beta): (Score, Score),
) -> String {
    let Some(cutoff) = context.session.options().window() else {
        return String::new();
    };
    let Some(unclamped) = context.after(child).and_then(|at| at.best) else {
        return String::new();
    };
    let crosses = match context.player(parent) {
        Player::Max => closes(cutoff, unclamped, beta),
        Player::Min => closes(cutoff, alpha, unclamped),
    };
    if unclamped == child_value || !crosses {
        return String::new();
    }
    format!(
        "; fail-hard clamped the move's {} to its window's edge {}, and a tie never passes {}, so this cutoff is lost (fail-soft would back up {} and cut)",
        context.value(unclamped),
        context.value(child_value),
        cutoff.test(),
        context.value(unclamped)
    )
}

/// Whether step `step` of `session` is a student's search (a trace)
/// returning with moves left where the algorithm makes no cutoff (its
/// window is still open, or the algorithm searches every move): those moves were not searched, but nothing
/// pruned them, so the statistics count no cutoff and the inspector calls
/// them not searched rather than pruned.
#[must_use]
pub fn is_unpruned_return(session: &Session<AnyGame>, step: u64) -> bool {
    StepContext::new(session, step).is_some_and(|context| match context.event {
        SearchEvent::Cutoff { alpha, beta, .. } => {
            unpruned_return(&context, (alpha, beta)).is_some()
        }
        _ => false,
    })
}

/// Why nothing prunes the moves a student's search (a trace) left when
/// its node returned in `window`: its window is still open, or the
/// algorithm searches every move. `None` for a search of gametree's own,
/// or a window that closed (a cutoff the algorithm makes too).
pub(crate) fn unpruned_return(
    context: &StepContext<'_>,
    (alpha, beta): (Score, Score),
) -> Option<String> {
    let options = context.session.options();
    let prunes = options.algorithm.prunes();
    if !context.session.is_scripted() || (prunes && closes(options.cutoff, alpha, beta)) {
        return None;
    }
    Some(if prunes {
        format!(
            "its window {} is still open, so nothing prunes them",
            context.window(alpha, beta)
        )
    } else {
        format!("{} searches every move", options.algorithm.title())
    })
}

fn cutoff(
    context: &StepContext<'_>,
    node: NodeIndex,
    kind: CutoffKind,
    v: Score,
    (alpha, beta): (Score, Score),
    (first_pruned, pruned): (NodeId, u16),
) -> String {
    let children: Vec<NodeIndex> = (0..u32::from(pruned))
        .map(|i| node_index(first_pruned + i))
        .collect();
    let labels = context.child_labels(node, &children).join(", ");
    let skipped = if pruned == 1 {
        format!("the remaining move ({labels}) is pruned")
    } else {
        format!("the remaining {pruned} moves ({labels}) are pruned")
    };
    if let Some(said) = chance::cut(context, node, kind, v, &skipped) {
        return said;
    }
    let name = context.name(node);
    let options = context.session.options();
    let cutoff = options.cutoff;
    if let Some(why) = unpruned_return(context, (alpha, beta)) {
        // A student's search (a trace) that returned with moves left.
        let left = if pruned == 1 {
            format!("its remaining move ({labels})")
        } else {
            format!("its remaining {pruned} moves ({labels})")
        };
        return format!(
            "{name} returns with {left} not searched, its best so far {}; but {why}.",
            context.value(v)
        );
    }
    if context.tree().parent(node).is_none() {
        // The root's window is the pass's: no side above it.
        return match kind {
            CutoffKind::Alpha => format!(
                "{name} found {} {} α = {}, the bottom of the pass's window: the pass fails low whatever the other moves are worth, so {skipped}.",
                context.value(v),
                cutoff.min_symbol(),
                context.value(alpha)
            ),
            CutoffKind::Beta => format!(
                "{name} found {} {} β = {}, the top of the pass's window: the pass fails high whatever the other moves are worth, so {skipped}.",
                context.value(v),
                cutoff.symbol(),
                context.value(beta)
            ),
        };
    }
    match kind {
        CutoffKind::Alpha => format!(
            "{name} found {} {} α = {}: MAX above already has {}, so {skipped} — an α-cutoff.",
            context.value(v),
            cutoff.min_symbol(),
            context.value(alpha),
            context.value(alpha)
        ),
        CutoffKind::Beta => format!(
            "{name} found {} {} β = {}: MIN above already has {}, so {skipped} — a β-cutoff.",
            context.value(v),
            cutoff.symbol(),
            context.value(beta),
            context.value(beta)
        ),
    }
}

fn finish(context: &StepContext<'_>, node: NodeIndex, v: Score, bound: Bound) -> String {
    if let Some(said) = chance::finished(context, node, v, bound) {
        return said;
    }
    let name = context.name(node);
    let player = context.player(node);
    let after = context.after(node);
    let head = if after.is_some_and(|at| at.cutoff.is_some()) {
        format!("{name} stops after its cutoff")
    } else if context.move_count(node) == 1 {
        format!("{name} has searched its only move")
    } else {
        format!(
            "{name} has searched all its {}",
            plural(context.move_count(node), "move", "moves")
        )
    };
    let kind = match bound {
        _ if passes::probe_bound(context, node).is_some() => {
            passes::probe_finished(context, node).unwrap_or_default()
        }
        Bound::Exact
            if context
                .weight(node)
                .is_some_and(|w| w.kind == NodeKind::InnerExact) =>
        {
            let (alpha, beta) = context
                .weight(node)
                .map_or((-INFINITY, INFINITY), |weight| (weight.alpha, weight.beta));
            let place = if v == alpha || v == beta {
                "on the edge of"
            } else {
                "outside"
            };
            format!(
                "its exact value: it lies {place} its window {}, but every move was searched and the best came back exact, so it is no bound",
                context.window(alpha, beta)
            )
        }
        Bound::Exact => "its exact value".to_owned(),
        Bound::Lower => format!(
            "{} ({}): it failed high in MAX's view{}, so its true value is at least {}",
            article(bound),
            context.bounded(v, bound),
            side_to_move_view(player, "low"),
            context.value(v)
        ),
        Bound::Upper => format!(
            "{} ({}): it failed low in MAX's view{}, so its true value is at most {}",
            article(bound),
            context.bounded(v, bound),
            side_to_move_view(player, "high"),
            context.value(v)
        ),
    };
    let clamped = match after.and_then(|at| at.best) {
        Some(best) if best != v => {
            let (alpha, beta) = context
                .weight(node)
                .map_or((-INFINITY, INFINITY), |weight| (weight.alpha, weight.beta));
            format!(
                " (its best was {}, clamped to its window {} — fail-hard)",
                context.value(best),
                context.window(alpha, beta)
            )
        }
        _ => String::new(),
    };
    let stored = if context.session.options().transposition_table {
        ", and stores it in the transposition table"
    } else {
        ""
    };
    format!(
        "{head}: it returns {}{}, {kind}{clamped}{stored}.",
        context.value(v),
        negamax_note(context, player, v)
    )
}

/// At a MIN node, ` (for MIN, the side to move, it failed {its})`: the
/// Knuth types (CUT fails high, ALL low) speak from the side to move.
fn side_to_move_view(player: Player, its: &str) -> String {
    match player {
        Player::Max => String::new(),
        Player::Min => format!(" (for MIN, the side to move, it failed {its})"),
    }
}

/// "an upper bound", "a lower bound" or "an exact value".
fn article(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "an exact value",
        Bound::Lower => "a lower bound",
        Bound::Upper => "an upper bound",
    }
}

fn done(context: &StepContext<'_>, v: Score, has_move: bool, truncated: bool) -> String {
    let session = context.session;
    let options = session.options();
    let game = session.game();
    let best = context
        .tree()
        .outcome()
        .and_then(|outcome| outcome.best_move)
        .map(|mv| game.move_label(&game.root(), mv));
    let best = best.map_or_else(String::new, |label| game.wording().move_name(&label));
    let nodes = plural(
        context.iteration.stats_at(context.local + 1).nodes,
        "node",
        "nodes",
    );
    let depth = context.iteration.depth();
    let head = if options.iterative_deepening {
        format!("Depth {depth} of iterative deepening is over")
    } else {
        "The search is over".to_owned()
    };
    if truncated && session.is_scripted() {
        // A student's trace that stops before its root returns.
        return format!(
            "The trace ends here, {nodes} entered, before the root returned a value: the student's search never finished."
        );
    }
    if truncated {
        return if has_move {
            format!(
                "The node cap of {} stopped the search early: the best move so far is {best}, worth {}, but a full search might disagree.",
                plural(options.max_nodes, "node", "nodes"),
                context.value(v)
            )
        } else {
            format!(
                "The node cap of {} stopped the search before any move of the root was backed up, so the root's static value {} is all there is.",
                plural(options.max_nodes, "node", "nodes"),
                context.value(v)
            )
        };
    }
    let next = if options.iterative_deepening && depth < options.depth {
        format!("; depth {} starts next", depth + 1)
    } else {
        String::new()
    };
    if let Some(pass) = passes::pass_ended(context, v) {
        return pass;
    }
    if has_move {
        let mover = context
            .tree()
            .root()
            .map_or(Player::Max, |root| context.player(root));
        let tie = super::tie_sentence(game, context.tree(), context.local + 1)
            .map_or_else(String::new, |tie| format!(" {tie}"));
        format!(
            "{head} after {nodes}: {}'s best move is {best}, worth {}{next}.{tie}",
            mover.name(),
            context.value(v)
        )
    } else {
        format!(
            "{head} after {nodes}: the root has no move to search, so its value {} is final{next}.",
            context.value(v)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::SearchOptions;

    #[test]
    fn steps_not_searched_yet_say_so() {
        let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let options = game.fit_options(SearchOptions::default(), false).unwrap();
        let session = Session::new(game, options).unwrap();
        assert_eq!(narrate(&session, 0), "Step 1 has not been searched yet.");
    }
}
