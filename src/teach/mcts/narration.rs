//! One sentence for each phase of a Monte Carlo iteration, with the step's
//! numbers: which child UCB1 picks and why, which node joins the tree, how
//! the playout ended, what the backpropagation added, and the move played.

use petgraph::graph::NodeIndex;

use crate::game::{Game as _, Player};
use crate::notation;
use crate::search::SearchEvent;
use crate::search::mcts::{Reward, Scale};
use crate::teach::context::StepContext;
use crate::tr;
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
    let child_name = context.move_name(child);
    let said = select_sentence(context, &children, (parent, child), (c, parent_n));
    let said = said.unwrap_or_else(|| {
        if children.iter().any(|it| it.node == child) {
            tr!(
                "narration-mcts-select-unvisited",
                node = name,
                child = child_name
            )
        } else {
            tr!(
                "narration-mcts-select-down",
                node = name,
                child = child_name
            )
        }
    });
    if context.tree().parent(parent).is_none() {
        tr!(
            "narration-mcts-iteration-selection",
            iteration = iteration,
            said = said
        )
    } else {
        said
    }
}

/// The selection's sentence where the picked child has a UCB1 score:
/// "UCB1 at MAX at the root picks 3: …"; `None` where it has none (not
/// visited yet) or is not among the scored children.
fn select_sentence(
    context: &StepContext<'_>,
    children: &[UcbChild],
    (parent, child): (NodeIndex, NodeIndex),
    (c, parent_n): (f64, u32),
) -> Option<String> {
    let picked = children.iter().find(|it| it.node == child)?;
    let ucb = picked.ucb?;
    let formula = ucb_formula(&ucb, c, parent_n, picked.visits.n);
    let runner_up = children
        .iter()
        .filter(|it| it.node != child)
        .filter_map(|it| it.ucb.map(|ucb| (it.node, ucb.score)))
        .max_by(|a, b| a.1.total_cmp(&b.1));
    let count = u32::try_from(children.len()).unwrap_or(u32::MAX);
    let tie = runner_up.is_some_and(|(_, score)| score.total_cmp(&ucb.score).is_eq());
    let rank = if children.len() == 1 {
        tr!("narration-mcts-rank-only-child")
    } else if tie {
        tr!("narration-mcts-rank-tied", count = count)
    } else {
        tr!("narration-mcts-rank-highest", count = count)
    };
    let next = runner_up.map_or_else(String::new, |(node, score)| {
        let shown = notation::mean(Some(score));
        let next = context.move_name(node);
        // Two decimals can hide the difference: say it is there.
        if !tie && shown == notation::mean(Some(ucb.score)) {
            tr!("narration-mcts-next-close", child = next, score = shown)
        } else {
            tr!("narration-mcts-next", child = next, score = shown)
        }
    });
    let picks = tr!(
        "narration-mcts-select",
        node = context.name(parent),
        child = context.move_name(child),
        formula = formula,
        rank = rank,
        next = next
    );
    Some(if context.player(parent) == Player::Min {
        let scale = context.tree().mcts_scale().unwrap_or(Scale::Unit);
        let view = tr!("narration-mcts-min-chooses", rule = min_mean_rule(scale));
        tr!("narration-two-sentences", first = picks, second = view)
    } else {
        picks
    })
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
        return tr!(
            "narration-mcts-root-joins",
            iteration = iteration,
            player = context.player(node).name()
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
    let (child, name, player) = (
        context.move_name(node),
        context.name(parent),
        context.player(node).name(),
    );
    let expansion = if moves > 0 {
        tr!(
            "narration-mcts-expand-counted",
            child = child,
            node = name.as_str(),
            count = siblings,
            moves = moves,
            player = player
        )
    } else {
        tr!(
            "narration-mcts-expand",
            child = child,
            node = name.as_str(),
            player = player
        )
    };
    // No selection before it: the root itself still had moves to add.
    if context.tree().iteration_start(iteration) == Some(context.local) {
        let begins = tr!(
            "narration-mcts-iteration-expands-at-once",
            iteration = iteration,
            node = name
        );
        tr!(
            "narration-two-sentences",
            first = begins,
            second = expansion
        )
    } else {
        expansion
    }
}

/// The result in words: `1 (MAX wins)`, `½ (a draw)`, `12`.
pub(crate) fn result_words(result: Reward, scale: Scale) -> String {
    match (scale, result) {
        (Scale::Unit, Reward::WIN) => tr!("narration-mcts-result-win", result = result.to_string()),
        (Scale::Unit, Reward::DRAW) => {
            tr!("narration-mcts-result-draw", result = result.to_string())
        }
        (Scale::Unit, Reward::LOSS) => {
            tr!("narration-mcts-result-loss", result = result.to_string())
        }
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
        return if context.tree().visits_at(node, context.local).n > 0 {
            tr!("narration-mcts-game-end-again", node = name, result = words)
        } else {
            tr!("narration-mcts-game-end", node = name, result = words)
        };
    }
    let cap = context.session.options().mcts.playout_cap;
    if plies >= cap {
        tr!(
            "narration-mcts-playout-capped",
            node = name,
            plies = plies,
            cap = cap,
            result = words
        )
    } else if scale == Scale::Values {
        tr!(
            "narration-mcts-playout-leaf",
            node = name,
            plies = plies,
            result = words
        )
    } else {
        tr!(
            "narration-mcts-playout",
            node = name,
            plies = plies,
            result = words
        )
    }
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
    let count = u32::try_from(path.len()).unwrap_or(u32::MAX);
    let (result, root_w) = (
        result.to_string(),
        Reward(i32::try_from(root_visits.w_halves).unwrap_or(i32::MAX)).to_string(),
    );
    if node == root {
        return tr!(
            "narration-mcts-backpropagate-root",
            result = result,
            count = count,
            root_n = root_visits.n,
            root_w = root_w,
            root_mean = mean
        );
    }
    tr!(
        "narration-mcts-backpropagate",
        result = result,
        count = count,
        node = context.name(node),
        n = here.n,
        mean = here
            .mean()
            .map_or_else(|| "–".to_owned(), |mean| notation::mean(Some(mean))),
        root_n = root_visits.n,
        root_w = root_w,
        root_mean = mean
    )
}

/// "After 200 iterations the most visited root move is 5 (N = 80, mean
/// 0.61): MCTS plays it."
fn done(context: &StepContext<'_>) -> String {
    let tree = context.tree();
    let after = context.local + 1;
    let Some(root) = tree.root() else {
        return tr!("narration-mcts-over");
    };
    let iterations = tree.visits_at(root, after).n;
    let Some(best) = tree.most_visited_child(root, after) else {
        return tr!("narration-mcts-over-no-move", iterations = iterations);
    };
    let visits = tree.visits_at(best, after);
    let truncated = tree.outcome().is_some_and(|outcome| outcome.truncated);
    let over = tr!(
        "narration-mcts-over-best",
        iterations = iterations,
        best = context.move_name(best),
        n = visits.n,
        mean = visits
            .mean()
            .map_or_else(|| "–".to_owned(), |mean| notation::mean(Some(mean)))
    );
    if truncated {
        let capped = tr!("narration-mcts-capped");
        tr!("narration-two-sentences", first = over, second = capped)
    } else {
        over
    }
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
            let (name, fraction, score) = (
                context.move_name(it.node),
                crate::scene::labels::mcts_fraction(it.visits),
                notation::mean(it.ucb.map(|ucb| ucb.score)),
            );
            if it.node == child {
                tr!(
                    "narration-mcts-score-row-picked",
                    child = name,
                    fraction = fraction,
                    score = score
                )
            } else {
                tr!(
                    "narration-mcts-score-row",
                    child = name,
                    fraction = fraction,
                    score = score
                )
            }
        })
        .collect();
    Some(tr!(
        "narration-mcts-scores",
        node = context.name(parent),
        n = context.tree().visits_at(parent, context.local).n,
        rows = rows.join("; ")
    ))
}
