//! One plain sentence per step, in the current language: what happened and why, with the
//! real numbers, move labels (SAN or child numbers) and MAX / MIN.

use petgraph::graph::NodeIndex;

use crate::game::{Game as _, INFINITY, Outcome, Score, Terminal};
use crate::input::AnyGame;
use crate::search::{Bound, CutoffKind, LeafReason, NodeId, Player, SearchEvent, closes};
use crate::session::Session;
use crate::teach::context::StepContext;
use crate::teach::{chance, passes};
use crate::tr;
use crate::tree::{NodeKind, node_index};

/// The sentence for step `step` of `session` (the event that moved the
/// cursor from `step` to `step + 1`). Deterministic; never empty.
#[must_use]
pub fn narrate(session: &Session<AnyGame>, step: u64) -> String {
    if let Some(context) = StepContext::new(session, step) {
        sentence(&context)
    } else {
        tr!("narration-not-searched-yet", step = step + 1)
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
        tr!("narration-negamax-own-view", value = context.value(-v))
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
    let moves = if move_count == 0 {
        tr!("narration-moves-none")
    } else if depth_left == 0 {
        // Only quiescence searches on with no depth left.
        tr!("narration-moves-quiescence", count = move_count)
    } else {
        tr!("narration-moves-to-try", count = move_count)
    };
    if let Some(said) = chance::entered(context, node, depth_left, (alpha, beta)) {
        return said;
    }
    let head = if context.tree().parent(node).is_none() {
        let started = tr!(
            "narration-enter-root",
            player = player.name(),
            depth = depth_left,
            moves = moves
        );
        match passes::pass_started(context) {
            Some(pass) => tr!("narration-two-sentences", first = pass, second = started),
            None => started,
        }
    } else {
        let entered = tr!(
            "narration-enter-node",
            node = context.name(node),
            depth = depth_left,
            moves = moves
        );
        if let Some(probe) = passes::entered(context, node) {
            // The probe's window is the story of this step: said once, by it.
            return tr!("narration-enter-probe", entered = entered, probe = probe);
        }
        entered
    };
    if !algorithm.prunes() {
        let rule = match (algorithm.is_negamax(), player) {
            (true, _) => tr!("narration-rule-negamax"),
            (false, Player::Max) => tr!("narration-rule-max"),
            (false, Player::Min) => tr!("narration-rule-min"),
        };
        return if move_count == 0 {
            tr!("narration-enter-done", entered = head)
        } else {
            tr!("narration-enter-rule", entered = head, rule = rule)
        };
    }
    if let Some(probe) = passes::inside_probe(context, node, (alpha, beta)) {
        return tr!(
            "narration-enter-inside-probe",
            entered = head,
            window = context.window(alpha, beta),
            probe = probe
        );
    }
    let why = window_reasons(context, node, (alpha, beta));
    let window = context.window(alpha, beta);
    if algorithm.is_negamax() && player == Player::Min {
        tr!(
            "narration-enter-window-negamax",
            entered = head,
            window = window,
            negated = context.window(-beta, -alpha),
            why = why
        )
    } else {
        tr!(
            "narration-enter-window",
            entered = head,
            window = window,
            why = why
        )
    }
}

/// What the window `[alpha, beta]` of `node` says cannot matter there, one
/// clause a side: "MAX can already get 3 elsewhere, …".
fn window_reasons(
    context: &StepContext<'_>,
    node: NodeIndex,
    (alpha, beta): (Score, Score),
) -> String {
    // What cannot matter follows the cutoff test: `≤ α` and `≥ β` under
    // α ≥ β, the strict `< α` and `> β` under α > β (a tie is searched on).
    let cutoff = context.session.options().cutoff;
    let mut reasons = Vec::new();
    let at_root = context.tree().parent(node).is_none();
    if at_root && (alpha > -INFINITY || beta < INFINITY) {
        // A pass's window: there is nothing elsewhere at the root.
        reasons.push(root_window(context, (alpha, beta)));
    } else if alpha > -INFINITY {
        reasons.push(tr!(
            "narration-reason-alpha",
            alpha = context.value(alpha),
            symbol = cutoff.min_symbol()
        ));
    }
    if beta < INFINITY && !at_root {
        reasons.push(tr!(
            "narration-reason-beta",
            beta = context.value(beta),
            symbol = cutoff.symbol()
        ));
    }
    if alpha == beta && !closes(cutoff, alpha, beta) {
        reasons.push(tr!(
            "narration-reason-tied-window",
            value = context.value(alpha),
            test = cutoff.test()
        ));
    }
    if reasons.is_empty() {
        tr!("narration-reason-none")
    } else {
        reasons.join("; ")
    }
}

/// Why a root is searched with a finite window: the pass chose it (the
/// guess, or the last pass's result), since the root has no other moves
/// elsewhere to get a value from; and what a result outside it means.
fn root_window(context: &StepContext<'_>, (alpha, beta): (Score, Score)) -> String {
    let (low, high) = (context.value(alpha), context.value(beta));
    match (alpha > -INFINITY, beta < INFINITY) {
        (true, false) => tr!("narration-root-window-low", alpha = low),
        (false, true) => tr!("narration-root-window-high", beta = high),
        _ => tr!("narration-root-window-both", alpha = low, beta = high),
    }
}

/// Why a node is a leaf, as a noun phrase: `depth limit`, `three in a
/// row`; the narration and the spoken names say it alike.
pub(crate) fn leaf_reason(reason: LeafReason) -> String {
    let LeafReason::Terminal(terminal) = reason else {
        return tr!("narration-leaf-reason-depth-limit");
    };
    match terminal {
        Terminal::Checkmate => tr!("narration-terminal-checkmate"),
        Terminal::Stalemate => tr!("narration-terminal-stalemate"),
        Terminal::InsufficientMaterial => tr!("narration-terminal-insufficient-material"),
        Terminal::FiftyMoveRule => tr!("narration-terminal-fifty-move-rule"),
        Terminal::TreeLeaf => tr!("narration-terminal-tree-leaf"),
        Terminal::ThreeInARow => tr!("narration-terminal-three-in-a-row"),
        Terminal::FourInARow => tr!("narration-terminal-four-in-a-row"),
        Terminal::BoardFull => tr!("narration-terminal-board-full"),
        Terminal::GoalReached => tr!("narration-terminal-goal-reached"),
    }
}

fn leaf(context: &StepContext<'_>, node: NodeIndex, v: Score, reason: LeafReason) -> String {
    let name = context.name(node);
    let player = context.player(node);
    let aside = negamax_note(context, player, v);
    let mover = player.name();
    let value = context.value(v);
    match reason {
        LeafReason::DepthLimit => {
            tr!(
                "narration-leaf-depth-limit",
                node = name,
                value = value,
                aside = aside
            )
        }
        LeafReason::Terminal(Terminal::Checkmate) => tr!(
            "narration-leaf-checkmate",
            node = name,
            player = mover,
            value = value,
            aside = aside
        ),
        LeafReason::Terminal(Terminal::Stalemate) => tr!(
            "narration-leaf-stalemate",
            node = name,
            player = mover,
            value = value
        ),
        LeafReason::Terminal(Terminal::InsufficientMaterial) => {
            tr!(
                "narration-leaf-insufficient-material",
                node = name,
                value = value
            )
        }
        LeafReason::Terminal(Terminal::FiftyMoveRule) => {
            tr!("narration-leaf-fifty-move-rule", node = name, value = value)
        }
        LeafReason::Terminal(Terminal::TreeLeaf) => {
            tr!(
                "narration-leaf-tree",
                node = name,
                value = value,
                aside = aside
            )
        }
        // Any other game's ending, told from its outcome.
        LeafReason::Terminal(other) => {
            let why = leaf_reason(reason);
            match other.outcome() {
                Outcome::Win => tr!(
                    "narration-leaf-won",
                    node = name,
                    reason = why,
                    player = mover,
                    value = value,
                    aside = aside
                ),
                Outcome::Loss => tr!(
                    "narration-leaf-lost",
                    node = name,
                    reason = why,
                    player = mover,
                    value = value,
                    aside = aside
                ),
                Outcome::Draw => {
                    tr!(
                        "narration-leaf-draw",
                        node = name,
                        reason = why,
                        value = value
                    )
                }
                Outcome::Scored => tr!(
                    "narration-leaf-scored",
                    node = name,
                    reason = why,
                    value = value,
                    aside = aside
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
    let options = context.session.options();
    let cutoff = options.cutoff;
    if options.algorithm.prunes() && closes(cutoff, alpha, beta) {
        let (symbol, bound, other) = match player {
            Player::Max => (cutoff.symbol(), beta, Player::Min),
            Player::Min => (cutoff.min_symbol(), alpha, Player::Max),
        };
        let edge = if player == Player::Max { "β" } else { "α" };
        return tr!(
            "narration-stand-pat-cut",
            node = name,
            player = player.name(),
            value = context.value(v),
            symbol = symbol,
            edge = edge,
            bound = context.value(bound),
            other = other.name()
        );
    }
    tr!(
        "narration-stand-pat",
        node = name,
        player = player.name(),
        value = context.value(v)
    )
}

fn tt_hit(context: &StepContext<'_>, node: NodeIndex, v: Score, bound: Bound) -> String {
    let name = context.name(node);
    let (alpha, beta) = context
        .weight(node)
        .map_or((-INFINITY, INFINITY), |weight| (weight.alpha, weight.beta));
    let value = context.value(v);
    match bound {
        Bound::Exact => tr!("narration-tt-exact", node = name, value = value),
        Bound::Lower => tr!(
            "narration-tt-lower",
            node = name,
            value = value,
            beta = context.value(beta)
        ),
        Bound::Upper => tr!(
            "narration-tt-upper",
            node = name,
            value = value,
            alpha = context.value(alpha)
        ),
    }
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
    let negamax = if context.session.options().algorithm.is_negamax() {
        let mover = context.player(child);
        let own = mover.perspective(child_value);
        if mover == player {
            tr!(
                "narration-negamax-taken",
                player = mover.name(),
                value = context.value(own)
            )
        } else {
            tr!(
                "narration-negamax-negated",
                value = context.value(own),
                negated = context.value(-own)
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
                window_change = tr!("narration-alpha-rises", value = context.value(alpha));
            } else if beta != before.beta {
                window_change = tr!("narration-beta-falls", value = context.value(beta));
            }
        }
        if closes(cutoff, alpha, beta) {
            window_change.push_str(&closed(context, parent, best, (alpha, beta)));
        } else if alpha == beta {
            let tie = tr!(
                "narration-window-tie",
                value = context.value(alpha),
                test = cutoff.test(),
                lost = lost_to_clamping(context, (parent, child), child_value, (alpha, beta))
            );
            window_change.push_str(&tie);
        }
    }
    let (node, moved, value) = (
        context.name(parent),
        context.move_name(child),
        context.value(child_value),
    );
    match child_bound_kind {
        Some(Bound::Lower) => tr!(
            "narration-backup-lower",
            node = node,
            child = moved,
            value = value,
            bounded = context.bounded(child_value, Bound::Lower),
            negamax = negamax,
            verdict = verdict,
            window = window_change
        ),
        Some(Bound::Upper) => tr!(
            "narration-backup-upper",
            node = node,
            child = moved,
            value = value,
            bounded = context.bounded(child_value, Bound::Upper),
            negamax = negamax,
            verdict = verdict,
            window = window_change
        ),
        _ => tr!(
            "narration-backup",
            node = node,
            child = moved,
            value = value,
            negamax = negamax,
            verdict = verdict,
            window = window_change
        ),
    }
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
    let best = context.value(best);
    match (context.player(parent), at_root) {
        (Player::Max, true) => tr!(
            "narration-closed-root-high",
            best = best,
            symbol = cutoff.symbol(),
            beta = context.value(beta)
        ),
        (Player::Min, true) => tr!(
            "narration-closed-root-low",
            best = best,
            symbol = cutoff.min_symbol(),
            alpha = context.value(alpha)
        ),
        (Player::Max, false) => tr!(
            "narration-closed-max",
            best = best,
            symbol = cutoff.symbol(),
            beta = context.value(beta)
        ),
        (Player::Min, false) => tr!(
            "narration-closed-min",
            best = best,
            symbol = cutoff.min_symbol(),
            alpha = context.value(alpha)
        ),
    }
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
    let (value, best_text) = (context.value(child_value), context.value(best));
    match (improved, old_best) {
        (true, None) => tr!("narration-verdict-first", best = best_text),
        (true, Some(old)) => tr!(
            "narration-verdict-better",
            player = player.name(),
            old = context.value(old),
            best = best_text
        ),
        // A bound equal to the best is no tie: the move's true value lies
        // on one side of it.
        (false, _) if child_value == best && child_bound_kind.is_some() => {
            let upper = child_bound_kind == Some(Bound::Upper);
            let harmless = matches!(
                (player, child_bound_kind),
                (Player::Max, Some(Bound::Upper)) | (Player::Min, Some(Bound::Lower))
            );
            match (harmless, upper) {
                (true, true) => tr!(
                    "narration-verdict-at-most-harmless",
                    value = value,
                    player = player.name(),
                    best = best_text
                ),
                (true, false) => tr!(
                    "narration-verdict-at-least-harmless",
                    value = value,
                    player = player.name(),
                    best = best_text
                ),
                (false, true) => {
                    tr!(
                        "narration-verdict-at-most-kept",
                        value = value,
                        best = best_text
                    )
                }
                (false, false) => {
                    tr!(
                        "narration-verdict-at-least-kept",
                        value = value,
                        best = best_text
                    )
                }
            }
        }
        (false, _) if child_value == best => tr!("narration-verdict-tie", best = best_text),
        (false, _) => tr!(
            "narration-verdict-no-better",
            player = player.name(),
            best = best_text
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
    tr!(
        "narration-lost-to-clamping",
        unclamped = context.value(unclamped),
        clamped = context.value(child_value),
        test = cutoff.test()
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
        tr!(
            "narration-unpruned-open-window",
            window = context.window(alpha, beta)
        )
    } else {
        tr!(
            "narration-unpruned-searches-all",
            algorithm = options.algorithm.title()
        )
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
    if let Some(said) = chance::cut(context, node, kind, v, (pruned, &labels)) {
        return said;
    }
    let skipped = tr!(
        "narration-moves-pruned",
        count = pruned,
        labels = labels.as_str()
    );
    let name = context.name(node);
    let options = context.session.options();
    let cutoff = options.cutoff;
    let value = context.value(v);
    if let Some(why) = unpruned_return(context, (alpha, beta)) {
        // A student's search (a trace) that returned with moves left.
        return tr!(
            "narration-returns-unsearched",
            node = name,
            count = pruned,
            labels = labels,
            value = value,
            why = why
        );
    }
    let at_root = context.tree().parent(node).is_none();
    // The root's window is the pass's: no side above it.
    match (kind, at_root) {
        (CutoffKind::Alpha, true) => tr!(
            "narration-cutoff-root-low",
            node = name,
            value = value,
            symbol = cutoff.min_symbol(),
            alpha = context.value(alpha),
            skipped = skipped
        ),
        (CutoffKind::Beta, true) => tr!(
            "narration-cutoff-root-high",
            node = name,
            value = value,
            symbol = cutoff.symbol(),
            beta = context.value(beta),
            skipped = skipped
        ),
        (CutoffKind::Alpha, false) => tr!(
            "narration-cutoff-alpha",
            node = name,
            value = value,
            symbol = cutoff.min_symbol(),
            alpha = context.value(alpha),
            skipped = skipped
        ),
        (CutoffKind::Beta, false) => tr!(
            "narration-cutoff-beta",
            node = name,
            value = value,
            symbol = cutoff.symbol(),
            beta = context.value(beta),
            skipped = skipped
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
    let searched = if after.is_some_and(|at| at.cutoff.is_some()) {
        tr!("narration-finish-after-cutoff", node = name)
    } else {
        tr!(
            "narration-finish-searched",
            node = name,
            count = context.move_count(node)
        )
    };
    let (alpha, beta) = context
        .weight(node)
        .map_or((-INFINITY, INFINITY), |weight| (weight.alpha, weight.beta));
    let value = context.value(v);
    let kind = match bound {
        _ if passes::probe_bound(context, node).is_some() => {
            passes::probe_finished(context, node).unwrap_or_default()
        }
        Bound::Exact
            if context
                .weight(node)
                .is_some_and(|w| w.kind == NodeKind::InnerExact) =>
        {
            let window = context.window(alpha, beta);
            if v == alpha || v == beta {
                tr!("narration-finish-exact-on-edge", window = window)
            } else {
                tr!("narration-finish-exact-outside", window = window)
            }
        }
        Bound::Exact => tr!("narration-finish-exact"),
        Bound::Lower => tr!(
            "narration-finish-lower",
            bounded = context.bounded(v, bound),
            view = side_to_move_view(player, bound),
            value = value.as_str()
        ),
        Bound::Upper => tr!(
            "narration-finish-upper",
            bounded = context.bounded(v, bound),
            view = side_to_move_view(player, bound),
            value = value.as_str()
        ),
    };
    let clamped = match after.and_then(|at| at.best) {
        Some(best) if best != v => tr!(
            "narration-finish-clamped",
            best = context.value(best),
            window = context.window(alpha, beta)
        ),
        _ => String::new(),
    };
    let stored = if context.session.options().transposition_table {
        tr!("narration-finish-stored")
    } else {
        String::new()
    };
    tr!(
        "narration-finish",
        searched = searched,
        value = value,
        aside = negamax_note(context, player, v),
        kind = kind,
        clamped = clamped,
        stored = stored
    )
}

/// At a MIN node, ` (for MIN, the side to move, it failed low)` for a
/// lower bound: the Knuth types (CUT fails high, ALL low) speak from the
/// side to move.
fn side_to_move_view(player: Player, bound: Bound) -> String {
    match (player, bound) {
        (Player::Max, _) | (_, Bound::Exact) => String::new(),
        (Player::Min, Bound::Lower) => tr!("narration-min-view-failed-low"),
        (Player::Min, Bound::Upper) => tr!("narration-min-view-failed-high"),
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
    let nodes = context.iteration.stats_at(context.local + 1).nodes;
    let depth = context.iteration.depth();
    let value = context.value(v);
    if truncated && session.is_scripted() {
        // A student's trace that stops before its root returns.
        return tr!("narration-done-trace-ends", nodes = nodes);
    }
    if truncated {
        return if has_move {
            tr!(
                "narration-done-capped",
                cap = options.max_nodes,
                best = best,
                value = value
            )
        } else {
            tr!(
                "narration-done-capped-no-move",
                cap = options.max_nodes,
                value = value
            )
        };
    }
    if let Some(pass) = passes::pass_ended(context, v) {
        return pass;
    }
    let next = if options.iterative_deepening && depth < options.depth {
        tr!("narration-done-next-depth", depth = depth + 1)
    } else {
        String::new()
    };
    let deepening = options.iterative_deepening;
    if has_move {
        let mover = context
            .tree()
            .root()
            .map_or(Player::Max, |root| context.player(root));
        let tie = super::tie_sentence(game, context.tree(), context.local + 1)
            .map_or_else(String::new, |tie| format!(" {tie}"));
        if deepening {
            tr!(
                "narration-done-depth-best",
                depth = depth,
                nodes = nodes,
                player = mover.name(),
                best = best,
                value = value,
                next = next,
                tie = tie
            )
        } else {
            tr!(
                "narration-done-best",
                nodes = nodes,
                player = mover.name(),
                best = best,
                value = value,
                tie = tie
            )
        }
    } else if deepening {
        tr!(
            "narration-done-depth-no-move",
            depth = depth,
            nodes = nodes,
            value = value,
            next = next
        )
    } else {
        tr!("narration-done-no-move", nodes = nodes, value = value)
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
