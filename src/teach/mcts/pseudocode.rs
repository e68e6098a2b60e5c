//! The pseudocode of Monte Carlo tree search (AIMA 4th edition, Fig.
//! 5.11, with the loop counted in iterations and SELECT written out), and
//! the line each of its events executes.

use crate::search::SearchEvent;
use crate::search::mcts::MctsOptions;
use crate::teach::listing::{Line, LineRole, Listing};

fn line(indent: u8, role: LineRole, code: String, comment: Option<String>) -> Line {
    Line {
        indent,
        code,
        comment,
        root_comment: None,
        role,
        side: None,
        chance: false,
    }
}

/// The listing of Monte Carlo tree search with `options`' constants.
#[must_use]
pub fn listing(options: &MctsOptions) -> Listing {
    let c = format!("{:.2}", options.exploration.get());
    let ucb = crate::tr!("teach-mcts-ucb", c = &c);
    Listing {
        title: crate::tr!("teach-mcts-title", iterations = options.iterations, c = &c),
        lines: vec![
            line(0, LineRole::Entry, crate::tr!("teach-mcts-function"), None),
            line(
                1,
                LineRole::Init,
                crate::tr!("teach-mcts-init"),
                Some(crate::tr!("teach-mcts-note-init")),
            ),
            line(
                1,
                LineRole::Loop,
                crate::tr!(
                    "teach-mcts-loop",
                    iterations = options.iterations.to_string()
                ),
                None,
            ),
            line(
                2,
                LineRole::SelectCall,
                crate::tr!("teach-mcts-select-call"),
                Some(crate::tr!("teach-mcts-note-select")),
            ),
            line(
                2,
                LineRole::Expand,
                crate::tr!("teach-mcts-expand"),
                Some(crate::tr!("teach-mcts-note-expand")),
            ),
            line(
                2,
                LineRole::Simulate,
                crate::tr!("teach-mcts-simulate"),
                Some(crate::tr!("teach-mcts-note-simulate")),
            ),
            line(
                2,
                LineRole::Backpropagate,
                crate::tr!("teach-mcts-backpropagate"),
                Some(crate::tr!("teach-mcts-note-backpropagate")),
            ),
            line(
                1,
                LineRole::Return,
                crate::tr!("teach-mcts-return"),
                Some(crate::tr!("teach-mcts-note-return")),
            ),
            line(
                0,
                LineRole::Entry,
                crate::tr!("teach-mcts-select-function"),
                None,
            ),
            line(
                1,
                LineRole::Loop,
                crate::tr!("teach-mcts-select-loop"),
                None,
            ),
            line(
                2,
                LineRole::Select,
                crate::tr!("teach-mcts-select", ucb = ucb),
                Some(crate::tr!("teach-mcts-note-ucb")),
            ),
            line(
                1,
                LineRole::Return,
                crate::tr!("teach-mcts-return-node"),
                None,
            ),
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
