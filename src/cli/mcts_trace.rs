//! `--trace` for Monte Carlo tree search: one line per event, numbered as
//! every trace is (`trace.rs`), each read back from the recorded session
//! ([`Session::event`]; the search keeps no stack to step again), with the
//! path of the node it is about.

use std::io::{self, Write};

use crate::game::{self, Game};
use crate::input::AnyGame;
use crate::notation;
use crate::search::SearchEvent;
use crate::session::Session;
use crate::tree::node_index;

use super::trace::line;

/// Writes every event of the (finished) MCTS session, one line each.
///
/// # Errors
/// Whatever writing to `out` returns.
pub fn write(session: &Session<AnyGame>, out: &mut impl Write) -> io::Result<()> {
    let game = session.game();
    let options = session.options();
    let wording = game.wording();
    let tree = session.tree();
    for step in 0..session.frontier() {
        let Some((_, event)) = session.event(step) else {
            break;
        };
        write!(out, "{:>7} ", step + 1)?;
        if let SearchEvent::Done {
            best_move,
            truncated,
            ..
        } = event
        {
            let best =
                best_move.map_or_else(|| "none".to_owned(), |mv| game.move_label(&game.root(), mv));
            let (visits, mean) = tree
                .and_then(|tree| {
                    let root = tree.root()?;
                    let child = tree.most_visited_child(root, step + 1)?;
                    Some(tree.visits_at(child, step + 1))
                })
                .map_or((0, None), |visits| (visits.n, visits.mean()));
            writeln!(
                out,
                "done    root  best move {best}, N {visits}, mean {}{}",
                notation::mean(mean),
                if truncated {
                    ", truncated by the node cap"
                } else {
                    ""
                }
            )?;
            continue;
        }
        let path = game::path_text(&session.path_labels(node_index(event.node())), " ");
        writeln!(
            out,
            "{}",
            line(options.cutoff, wording, &event, &path, &[], None, false)
        )?;
    }
    out.flush()
}
