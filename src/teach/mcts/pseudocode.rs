//! The pseudocode of Monte Carlo tree search (AIMA 4th edition, Fig.
//! 5.11, with the loop counted in iterations and SELECT written out), and
//! the line each of its events executes.

use crate::search::SearchEvent;
use crate::search::mcts::MctsOptions;
use crate::teach::listing::{Line, LineRole, Listing};

fn line(indent: u8, role: LineRole, code: &str, comment: Option<&str>) -> Line {
    Line {
        indent,
        code: code.to_owned(),
        comment: comment.map(str::to_owned),
        root_comment: None,
        role,
        side: None,
        chance: false,
    }
}

/// The listing of Monte Carlo tree search with `options`' constants.
#[must_use]
pub fn listing(options: &MctsOptions) -> Listing {
    let c = options.exploration.get();
    let ucb = format!("the child with the highest W/N + {c:.2}·√(ln N(node) / N)");
    Listing {
        title: format!(
            "Monte Carlo tree search (UCT), {} iterations, C = {c:.2}",
            options.iterations
        ),
        lines: vec![
            line(
                0,
                LineRole::Entry,
                "function MCTS(state) returns a move",
                None,
            ),
            line(
                1,
                LineRole::Init,
                "tree ← NODE(state)",
                Some("iteration 1 adds the root and plays out from it"),
            ),
            line(
                1,
                LineRole::Loop,
                &format!("for i ← 1 to {}", options.iterations),
                None,
            ),
            line(
                2,
                LineRole::SelectCall,
                "leaf ← SELECT(tree)",
                Some("1 selection"),
            ),
            line(
                2,
                LineRole::Expand,
                "child ← EXPAND(leaf)",
                Some("2 expansion: the leaf's next move in move order"),
            ),
            line(
                2,
                LineRole::Simulate,
                "result ← SIMULATE(child)",
                Some("3 simulation: random moves to the end; 1 MAX wins, ½ draw, 0 MIN wins"),
            ),
            line(
                2,
                LineRole::Backpropagate,
                "BACK-PROPAGATE(result, child)",
                Some("4 backpropagation: N grows by 1 and W by the result, up to the root"),
            ),
            line(
                1,
                LineRole::Return,
                "return the root's move with the highest N",
                Some("the search is over: the most visited move, not the highest mean, is played"),
            ),
            line(0, LineRole::Entry, "function SELECT(node)", None),
            line(
                1,
                LineRole::Loop,
                "while every move of node is in the tree and the game is not over",
                None,
            ),
            line(
                2,
                LineRole::Select,
                &format!("node ← {ucb}"),
                Some("W/N from the chooser's view; an unvisited child first"),
            ),
            line(1, LineRole::Return, "return node", None),
        ],
    }
}

/// The line `event` executes in `listing` (an MCTS listing); `None` for
/// the other searches' events.
#[must_use]
pub fn current_line(listing: &Listing, event: &SearchEvent) -> Option<usize> {
    let role = match event {
        SearchEvent::Select { .. } => LineRole::Select,
        SearchEvent::Expand { parent: None, .. } => LineRole::Init,
        SearchEvent::Expand { .. } => LineRole::Expand,
        SearchEvent::Simulate { .. } => LineRole::Simulate,
        SearchEvent::Backpropagate { .. } => LineRole::Backpropagate,
        SearchEvent::Done { .. } => LineRole::Return,
        _ => return None,
    };
    listing.lines.iter().position(|line| line.role == role)
}
