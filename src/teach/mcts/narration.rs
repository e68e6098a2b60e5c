//! One sentence for each phase of a Monte Carlo iteration, with the step's
//! numbers: which child UCB1 picks and why, which node joins the tree, how
//! the playout ended, what the backpropagation added, and the move played.

use petgraph::graph::NodeIndex;

use crate::game::{Game as _, Player};
use crate::notation;
use crate::search::SearchEvent;
use crate::search::mcts::{Reward, Scale};
use crate::teach::context::StepContext;
use crate::teach::format::plural;
use crate::tree::{UcbChild, node_index};

use super::{min_mean_rule, ucb_formula};

/// The sentence of a Monte Carlo event; `None` for the other searches'
/// events.
pub(crate) fn sentence(context: &StepContext<'_>) -> Option<String> {
    Some(match context.event {
        SearchEvent::Select {
            parent,
            child,
            iteration,
        } => select(context, (node_index(parent), node_index(child)), iteration),
        SearchEvent::Expand {
            node,
            parent,
            iteration,
            ..
        } => expand(context, node_index(node), parent.map(node_index), iteration),
        SearchEvent::Simulate {
            node,
            plies,
            result,
            ..
        } => simulate(context, node_index(node), plies, result),
        SearchEvent::Backpropagate { node, result, .. } => {
            backpropagate(context, node_index(node), result)
        }
        SearchEvent::Done { .. } if context.tree().is_mcts() => done(context),
        _ => return None,
    })
}

/// The scores the choice at `parent` was made on, at this step.
pub(crate) fn choice(context: &StepContext<'_>, parent: NodeIndex) -> Vec<UcbChild> {
    let c = context.session.options().mcts.exploration;
    context.tree().ucb_at(parent, context.local, c)
}

/// "UCB1 picks 3 at MAX at the root: 0.62 + 1.41·√(ln 40 / 7) = 1.45, the
/// highest of its 9 children (next: 5 at 1.38)."
fn select(
    context: &StepContext<'_>,
    (parent, child): (NodeIndex, NodeIndex),
    iteration: u32,
) -> String {
    let children = choice(context, parent);
    let c = context.session.options().mcts.exploration.get();
    let parent_n = context.tree().visits_at(parent, context.local).n;
    let name = context.name(parent);
    let head = if context.tree().parent(parent).is_none() {
        format!("Iteration {iteration} begins with selection. ")
    } else {
        String::new()
    };
    let Some(picked) = children.iter().find(|it| it.node == child) else {
        return format!(
            "{head}Selection goes down from {name} to {}.",
            context.move_name(child)
        );
    };
    let Some(ucb) = picked.ucb else {
        return format!(
            "{head}Selection at {name} picks {}: it has not been visited, so its UCB1 is +∞.",
            context.move_name(child)
        );
    };
    let formula = ucb_formula(&ucb, c, parent_n, picked.visits.n);
    let runner_up = children
        .iter()
        .filter(|it| it.node != child)
        .filter_map(|it| it.ucb.map(|ucb| (it.node, ucb.score)))
        .max_by(|a, b| a.1.total_cmp(&b.1));
    let count = plural(
        u32::try_from(children.len()).unwrap_or(u32::MAX),
        "child",
        "children",
    );
    let tie = runner_up.is_some_and(|(_, score)| score.total_cmp(&ucb.score).is_eq());
    let rank = if children.len() == 1 {
        "its only child".to_owned()
    } else if tie {
        format!("tied for the highest of its {count}, and ties go to the first in move order")
    } else {
        format!("the highest of its {count}")
    };
    let next = runner_up.map_or_else(String::new, |(node, score)| {
        let shown = notation::mean(Some(score));
        // Two decimals can hide the difference: say it is there.
        let closer = if !tie && shown == notation::mean(Some(ucb.score)) {
            ", lower only past the second decimal"
        } else {
            ""
        };
        format!(" (next: {} at {shown}{closer})", context.move_name(node))
    });
    let view = if context.player(parent) == Player::Min {
        let scale = context.tree().mcts_scale().unwrap_or(Scale::Unit);
        format!(
            " MIN chooses here, so the mean is {}.",
            min_mean_rule(scale)
        )
    } else {
        String::new()
    };
    format!(
        "{head}UCB1 at {name} picks {}: {formula}, {rank}{next}.{view}",
        context.move_name(child)
    )
}

/// "Expansion: 4 joins the tree under MAX at the root, the first of its 9
/// moves not in the tree yet."
fn expand(
    context: &StepContext<'_>,
    node: NodeIndex,
    parent: Option<NodeIndex>,
    iteration: u32,
) -> String {
    let Some(parent) = parent else {
        return format!(
            "Iteration {iteration}: the root joins the tree, where {} is to move; a playout from it comes next.",
            context.player(node).name()
        );
    };
    let siblings = context
        .tree()
        .children(parent)
        .into_iter()
        .filter(|&child| {
            context
                .weight(child)
                .is_some_and(|weight| weight.is_visible_at(context.local + 1))
        })
        .count();
    let moves = move_count(context, parent);
    let total = if moves > 0 {
        format!(" ({siblings} of {moves} now)")
    } else {
        String::new()
    };
    // No selection before it: the root itself still had moves to add.
    let head = if context.tree().iteration_start(iteration) == Some(context.local) {
        format!(
            "Iteration {iteration} begins: {} still has moves not in the tree, so selection stops there at once. ",
            context.name(parent)
        )
    } else {
        String::new()
    };
    format!(
        "{head}Expansion: {} joins the tree under {}, the first of its moves not in the tree yet{total}; it is {} to move there and its counts start at N = 0.",
        context.move_name(node),
        context.name(parent),
        context.player(node).name()
    )
}

/// The result in words: `1 (MAX wins)`, `½ (a draw)`, `12`.
pub(crate) fn result_words(result: Reward, scale: Scale) -> String {
    match (scale, result) {
        (Scale::Unit, Reward::WIN) => format!("{result} (MAX wins)"),
        (Scale::Unit, Reward::DRAW) => format!("{result} (a draw)"),
        (Scale::Unit, Reward::LOSS) => format!("{result} (MIN wins)"),
        _ => result.to_string(),
    }
}

/// "Simulation: a random playout from 4 lasts 5 plies and ends 1 (MAX wins)."
fn simulate(context: &StepContext<'_>, node: NodeIndex, plies: u16, result: Reward) -> String {
    let scale = context.tree().mcts_scale().unwrap_or(Scale::Unit);
    let name = context.name(node);
    let words = result_words(result, scale);
    if plies == 0 {
        // "Again" only for a game end visited before this iteration.
        let again = if context.tree().visits_at(node, context.local).n > 0 {
            " again"
        } else {
            ""
        };
        return format!(
            "Simulation: {name} is a game end, so there is nothing to play out; its result {words} counts{again}."
        );
    }
    let cap = context.session.options().mcts.playout_cap;
    let ending = if plies >= cap {
        format!(
            "reaches the playout cap of {cap} plies and is scored by the evaluation there: {words}"
        )
    } else if scale == Scale::Values {
        format!("reaches a leaf worth {words}")
    } else {
        format!("ends {words}")
    };
    format!(
        "Simulation: a random playout from {name} lasts {} and {ending}.",
        plural(plies, "ply", "plies")
    )
}

/// "Backpropagation: the result 1 goes up 3 nodes to the root; each gets
/// N + 1 and W + 1. The root now has N = 40, W = 23 (mean 0.58)."
fn backpropagate(context: &StepContext<'_>, node: NodeIndex, result: Reward) -> String {
    let tree = context.tree();
    let path = tree.path(node);
    let after = context.local + 1;
    let Some(root) = tree.root() else {
        return String::new();
    };
    let root_visits = tree.visits_at(root, after);
    let mean = root_visits
        .mean()
        .map_or_else(|| "–".to_owned(), |mean| notation::mean(Some(mean)));
    let here = tree.visits_at(node, after);
    let from = if node == root {
        "the root".to_owned()
    } else {
        context.name(node)
    };
    let here_text = if node == root {
        String::new()
    } else {
        format!(
            " {from} now has N = {}, mean {};",
            here.n,
            here.mean()
                .map_or_else(|| "–".to_owned(), |mean| notation::mean(Some(mean)))
        )
    };
    format!(
        "Backpropagation: the result {result} goes up {} from {from} to the root, each getting N + 1 and W + {result}.{here_text} the root has N = {}, W = {} (mean {mean}), one visit per iteration so far.",
        plural(
            u32::try_from(path.len()).unwrap_or(u32::MAX),
            "node",
            "nodes"
        ),
        root_visits.n,
        Reward(i32::try_from(root_visits.w_halves).unwrap_or(i32::MAX)),
    )
}

/// "After 200 iterations the most visited root move is 5 (N = 80, mean
/// 0.61): MCTS plays it."
fn done(context: &StepContext<'_>) -> String {
    let tree = context.tree();
    let after = context.local + 1;
    let Some(root) = tree.root() else {
        return "The search is over.".to_owned();
    };
    let iterations = tree.visits_at(root, after).n;
    let Some(best) = tree.most_visited_child(root, after) else {
        return format!(
            "The search is over after {}: the root has no move to play.",
            plural(iterations, "iteration", "iterations")
        );
    };
    let visits = tree.visits_at(best, after);
    let truncated = tree.outcome().is_some_and(|outcome| outcome.truncated);
    let cap = if truncated {
        " The node cap stopped it before every iteration was run."
    } else {
        ""
    };
    format!(
        "The search is over after {}: the most visited root move is {} (N = {}, mean {}), so MCTS plays it — the most visited, not the highest mean, as a count is the steadier estimate.{cap}",
        plural(iterations, "iteration", "iterations"),
        context.move_name(best),
        visits.n,
        visits
            .mean()
            .map_or_else(|| "–".to_owned(), |mean| notation::mean(Some(mean)))
    )
}

/// How many moves the position at `node` has (0 at a game end).
fn move_count(context: &StepContext<'_>, node: NodeIndex) -> usize {
    let Some(state) = context.state(node) else {
        return 0;
    };
    let mut moves = Vec::new();
    context.session.game().moves_or_terminal(&state, &mut moves);
    moves.len()
}

/// At a selection, every child's counts and score, highest first, for the
/// panel beside the pseudocode: "UCB1 at MAX at the root, N = 45: x1
/// 3½/5, UCB 1.93 (picked); x9 2/4, UCB 1.88; …". `None` at any other step.
pub(crate) fn scores(context: &StepContext<'_>) -> Option<String> {
    let SearchEvent::Select { parent, child, .. } = context.event else {
        return None;
    };
    let (parent, child) = (node_index(parent), node_index(child));
    let mut children = choice(context, parent);
    children.sort_by(|a, b| {
        let score = |it: &UcbChild| it.ucb.map_or(f64::INFINITY, |ucb| ucb.score);
        score(b).total_cmp(&score(a))
    });
    let rows: Vec<String> = children
        .iter()
        .map(|it| {
            let picked = if it.node == child { " (picked)" } else { "" };
            format!(
                "{} {}, UCB {}{picked}",
                context.move_name(it.node),
                crate::scene::labels::mcts_fraction(it.visits),
                notation::mean(it.ucb.map(|ucb| ucb.score))
            )
        })
        .collect();
    Some(format!(
        "UCB1 at {}, N = {}: {}",
        context.name(parent),
        context.tree().visits_at(parent, context.local).n,
        rows.join("; ")
    ))
}
