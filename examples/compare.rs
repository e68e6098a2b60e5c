//! The classic comparison: how many nodes minimax and alpha-beta enter at
//! equal depth, with natural, captures-first and seed move ordering, and with
//! a transposition table. Every alpha-beta run must find minimax's root value.
//!
//! ```sh
//! cargo run --release --example compare
//! ```

use std::error::Error;
use std::time::Instant;

use gametree::chess::{ChessGame, EvalKind, START_FEN};
use gametree::game::Score;
use gametree::search::{Algorithm, MoveOrdering, SearchEvent, SearchOptions, Stepper};

/// The positions compared: the start, Kiwipete, and the course report's three.
const POSITIONS: [(&str, &str); 5] = [
    ("start", START_FEN),
    (
        "Kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (
        "course 1",
        "rnbqkbr1/pppppppp/8/6N1/6n1/8/PPPPPPPP/RNBQKB1R b KQq - 0 1",
    ),
    (
        "course 2",
        "rnbqkb1r/pppppppp/7n/8/P4P2/1P2P2P/R1PP2P1/1NBQKBNR b Kkq - 0 1",
    ),
    (
        "course 3",
        "rnbk1b2/pppqpppr/7n/4P3/P4P2/1PNP1N1P/RBP3PR/3K4 b - - 0 1",
    ),
];

/// The alpha-beta columns: a title, the ordering, and whether the TT is on.
const COLUMNS: [(&str, MoveOrdering, bool); 4] = [
    ("αβ natural", MoveOrdering::Natural, false),
    ("αβ captures", MoveOrdering::Captures, false),
    ("αβ seed", MoveOrdering::Seed, false),
    ("αβ seed + TT", MoveOrdering::Seed, true),
];

/// Runs one bare search and returns its root value and node count.
fn search(game: &ChessGame, options: SearchOptions) -> Result<(Score, u64), Box<dyn Error>> {
    let mut stepper = Stepper::new(game, options);
    match stepper.run(game) {
        Some(SearchEvent::Done {
            value,
            truncated: false,
            ..
        }) => Ok((value, stepper.stats().nodes)),
        Some(SearchEvent::Done {
            truncated: true, ..
        }) => Err(format!("the node cap stopped a search with {options:?}").into()),
        _ => Err(format!("a search with {options:?} ended without a result").into()),
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let started = Instant::now();
    print!(
        "{:<10} {:>2} {:>6} {:>10}",
        "position", "d", "value", "minimax"
    );
    for (title, ..) in COLUMNS {
        print!(" {title:>18}");
    }
    println!();
    let mut minimax_total = 0;
    let mut totals = [0_u64; COLUMNS.len()];
    for (name, fen) in POSITIONS {
        let game = ChessGame::from_fen(fen, EvalKind::Material)?;
        for depth in 2..=4 {
            let base = SearchOptions {
                depth,
                max_nodes: u64::MAX,
                ..SearchOptions::default()
            };
            let minimax = SearchOptions {
                algorithm: Algorithm::Minimax,
                ..base
            };
            let (value, nodes) = search(&game, minimax)?;
            minimax_total += nodes;
            print!("{name:<10} {depth:>2} {value:>6} {nodes:>10}");
            for (total, (title, ordering, tt)) in totals.iter_mut().zip(COLUMNS) {
                let options = SearchOptions {
                    ordering,
                    transposition_table: tt,
                    ..base
                };
                let (ab_value, ab_nodes) = search(&game, options)?;
                if ab_value != value {
                    return Err(format!(
                        "{name} depth {depth}: {title} finds {ab_value}, minimax {value}"
                    )
                    .into());
                }
                *total += ab_nodes;
                print!(" {ab_nodes:>10} ({:>4.1}%)", saved(ab_nodes, nodes));
            }
            println!();
        }
    }
    print!("{:<10} {:>2} {:>6} {minimax_total:>10}", "total", "", "");
    for total in totals {
        print!(" {total:>10} ({:>4.1}%)", saved(total, minimax_total));
    }
    println!();
    println!(
        "(%) = share of minimax's nodes saved; every alpha-beta value equals minimax's. {:.1} s.",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The share of `baseline`'s nodes that `nodes` saves, in percent.
#[expect(
    clippy::cast_precision_loss,
    reason = "node counts of a few million divide exactly enough for a percentage"
)]
fn saved(nodes: u64, baseline: u64) -> f64 {
    100.0 * (1.0 - nodes as f64 / baseline.max(1) as f64)
}
