//! The event stream of the classic textbook tree `[[3,12,8],[2,4,6],[14,5,2]]`
//! under alpha-beta, one sentence per step: what a lecturer would say while
//! pointing at the tree.
//!
//! ```sh
//! cargo run --example textbook_events
//! ```

use std::error::Error;

use gametree::game::{Game as _, INFINITY, Score};
use gametree::search::{Player, SearchEvent, SearchOptions};
use gametree::session::Session;
use gametree::textbook::TextbookTree;
use petgraph::graph::NodeIndex;

const TREE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn main() -> Result<(), Box<dyn Error>> {
    let tree = TextbookTree::parse(TREE)?;
    let options = SearchOptions {
        depth: 2,
        ..SearchOptions::default()
    };
    println!("Alpha-beta on {TREE}; values are MAX's, leaves are numbered from the left.\n");
    let mut session = Session::new(tree, options)?;
    while session.step_forward()? {
        let Some(event) = session.last_event() else {
            break;
        };
        let step = session.cursor() - 1;
        println!("{step:>3}. {}", sentence(&session, &event));
    }
    Ok(())
}

/// A node named by its path, e.g. `node 2·1`, or `the root`.
fn name(session: &Session<TextbookTree>, node: u32) -> String {
    let path = session.path_labels(NodeIndex::new(node as usize));
    if path.is_empty() {
        String::from("the root")
    } else {
        format!("node {}", path.join("·"))
    }
}

fn value(score: Score) -> String {
    match score {
        s if s >= INFINITY => String::from("+∞"),
        s if s <= -INFINITY => String::from("-∞"),
        s => s.to_string(),
    }
}

fn sentence(session: &Session<TextbookTree>, event: &SearchEvent) -> String {
    match *event {
        SearchEvent::Enter {
            node,
            ply,
            alpha,
            beta,
            move_count,
            ..
        } => {
            let player = Player::at_ply(ply).name();
            if move_count == 0 {
                format!(
                    "Visit {} ({player}, a leaf) with α = {}, β = {}.",
                    name(session, node),
                    value(alpha),
                    value(beta)
                )
            } else {
                format!(
                    "Enter {} ({player}) with α = {}, β = {}; it has {move_count} moves.",
                    name(session, node),
                    value(alpha),
                    value(beta)
                )
            }
        }
        SearchEvent::Leaf { node, value: v, .. } => {
            format!(
                "{} is worth {}.",
                capitalise(&name(session, node)),
                value(v)
            )
        }
        SearchEvent::TtHit { node, value: v, .. } => format!(
            "The transposition table already knows {}: {}.",
            name(session, node),
            value(v)
        ),
        SearchEvent::Backup {
            parent,
            child,
            child_value,
            improved,
            best,
            alpha,
            beta,
        } => {
            let verdict = if improved {
                format!("its best so far becomes {}", value(best))
            } else {
                format!("no better than its best so far, {}", value(best))
            };
            format!(
                "{} returns {} to {}: {verdict}; the window is now [{}, {}].",
                capitalise(&name(session, child)),
                value(child_value),
                name(session, parent),
                value(alpha),
                value(beta)
            )
        }
        SearchEvent::Cutoff {
            node,
            kind,
            alpha,
            beta,
            first_pruned,
            pruned,
            ..
        } => {
            let skipped: Vec<String> = (first_pruned..first_pruned + u32::from(pruned))
                .map(|child| name(session, child))
                .collect();
            format!(
                "At {}, α = {} ≥ β = {}: an {} prunes {}.",
                name(session, node),
                value(alpha),
                value(beta),
                kind.name(),
                skipped.join(" and ")
            )
        }
        SearchEvent::Finish {
            node,
            value: v,
            bound,
        } => format!(
            "{} is finished: it returns {} ({bound}).",
            capitalise(&name(session, node)),
            value(v)
        ),
        SearchEvent::Done {
            value: v,
            best_move,
            ..
        } => {
            let game = session.game();
            let best = best_move.map_or_else(
                || String::from("none"),
                |mv| game.move_label(&game.root(), mv),
            );
            format!(
                "Done: the root's value is {}, reached by move {best}.",
                value(v)
            )
        }
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
