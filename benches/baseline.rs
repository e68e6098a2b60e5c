//! gametree's search against a plain recursive minimax (and alpha-beta) on
//! the same `chess` crate, with the same rules at every node: checkmate and
//! stalemate (from a full legal move generation, as a plain search does it),
//! insufficient material, the fifty-move rule, mate scored ±(MATE − ply),
//! material (P1 N3 B3 R5 Q9) at the depth limit, natural move order, the
//! first best move kept on ties, fail-hard alpha-beta with the `α ≥ β` test.
//!
//! Each case runs three searches, interleaved, and reports the median time
//! per node and the ratios to the baseline:
//!
//! * `baseline`: the recursive search below, which keeps nothing;
//! * `bare`: gametree's [`Stepper::run`] (events made and dropped);
//! * `record`: gametree's [`Session::run_to_end`] (stamped tree and step
//!   log, as the window and `gametree analyze` record: pruned moves kept as
//!   ranges, 2 bytes each).
//!
//! The node counts and root values of the three must agree, or it stops.
//!
//! ```sh
//! cargo bench --no-default-features --bench baseline            # all cases
//! cargo bench --no-default-features --bench baseline -- minimax-d5 kiwi-ab-d6
//! cargo bench --no-default-features --bench baseline -- --only baseline minimax-d4
//! ```
//!
//! `--only KIND CASE` runs one search once (for `valgrind --tool=callgrind`).
//! Without `--bench` (as under `cargo test --all-targets`) it runs a quick
//! smoke pass at depth 2.

#![expect(
    clippy::cast_possible_wrap,
    clippy::cast_precision_loss,
    reason = "a popcount is at most 64; timings and node counts are divided as f64 for the report"
)]

use std::error::Error;
use std::hint::black_box;
use std::str::FromStr as _;
use std::time::{Duration, Instant};

use chess::{BitBoard, Board, ChessMove, Color, EMPTY, MoveGen, Piece};
use gametree::chess::{ChessGame, EvalKind, START_FEN};
use gametree::game::{INFINITY, MATE, Score};
use gametree::search::{Algorithm, SearchEvent, SearchOptions, Stepper};
use gametree::session::Session;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// One position, algorithm and depth.
struct Case {
    name: &'static str,
    fen: &'static str,
    algorithm: Algorithm,
    depth: u8,
    samples: usize,
}

/// The plain recursive search.
struct Plain {
    nodes: u64,
    /// MAX's colour (the side to move at the root).
    max: Color,
    prunes: bool,
}

impl Plain {
    /// Minimax (`prunes` false) or fail-hard alpha-beta, MAX's view.
    fn search(
        &mut self,
        board: &Board,
        clock: u32,
        ply: u8,
        depth: u8,
        mut alpha: Score,
        mut beta: Score,
    ) -> Score {
        self.nodes += 1;
        let (alpha_on_entry, beta_on_entry) = (alpha, beta);
        let moves = MoveGen::new_legal(board);
        if moves.len() == 0 {
            let maxs_turn = board.side_to_move() == self.max;
            return if *board.checkers() == EMPTY {
                0
            } else if maxs_turn {
                -(MATE - Score::from(ply))
            } else {
                MATE - Score::from(ply)
            };
        }
        if insufficient_material(board) || clock >= 100 {
            return 0;
        }
        if depth == 0 {
            return material(board, self.max);
        }
        let maximising = board.side_to_move() == self.max;
        let mut best = if maximising { -INFINITY } else { INFINITY };
        for m in moves {
            let child = board.make_move_new(m);
            let value = self.search(
                &child,
                next_clock(board, m, clock),
                ply + 1,
                depth - 1,
                alpha,
                beta,
            );
            if maximising {
                best = best.max(value);
                alpha = alpha.max(value);
            } else {
                best = best.min(value);
                beta = beta.min(value);
            }
            if self.prunes && alpha >= beta {
                break;
            }
        }
        if self.prunes {
            // Fail-hard: a cut node returns the window's edge.
            best.clamp(alpha_on_entry, beta_on_entry)
        } else {
            best
        }
    }
}

fn next_clock(board: &Board, m: ChessMove, clock: u32) -> u32 {
    let resets = board.piece_on(m.get_source()) == Some(Piece::Pawn)
        || board.piece_on(m.get_dest()).is_some();
    if resets { 0 } else { clock + 1 }
}

/// No pawn, rook or queen, and at most one minor piece or only bishops on
/// one colour of square.
fn insufficient_material(board: &Board) -> bool {
    let heavy =
        *board.pieces(Piece::Pawn) | *board.pieces(Piece::Rook) | *board.pieces(Piece::Queen);
    if heavy != EMPTY {
        return false;
    }
    let knights = *board.pieces(Piece::Knight);
    let bishops = *board.pieces(Piece::Bishop);
    if (knights | bishops).popcnt() <= 1 {
        return true;
    }
    let light = BitBoard(0x55AA_55AA_55AA_55AA);
    knights == EMPTY && ((bishops & light) == EMPTY || (bishops & !light) == EMPTY)
}

/// Material from `max`'s view: P1 N3 B3 R5 Q9.
fn material(board: &Board, max: Color) -> Score {
    let mut sum = 0;
    for (piece, value) in [
        (Piece::Pawn, 1),
        (Piece::Knight, 3),
        (Piece::Bishop, 3),
        (Piece::Rook, 5),
        (Piece::Queen, 9),
    ] {
        let bits = *board.pieces(piece);
        let mine = (bits & *board.color_combined(max)).popcnt() as Score;
        let theirs = (bits & *board.color_combined(!max)).popcnt() as Score;
        sum += value * (mine - theirs);
    }
    sum
}

fn options(case: &Case) -> SearchOptions {
    SearchOptions {
        algorithm: case.algorithm,
        depth: case.depth,
        max_nodes: u64::MAX,
        ..SearchOptions::default()
    }
}

/// One run of one kind: (nodes, root value, time).
fn run(kind: &str, case: &Case) -> Result<(u64, Score, Duration), Box<dyn Error>> {
    let game = ChessGame::from_fen(case.fen, EvalKind::Material)?;
    let started = Instant::now();
    let (nodes, value) = match kind {
        "baseline" => {
            let board = Board::from_str(case.fen).map_err(|_| "the crate refuses the FEN")?;
            let mut plain = Plain {
                nodes: 0,
                max: board.side_to_move(),
                prunes: case.algorithm.prunes(),
            };
            let value = plain.search(&board, 0, 0, case.depth, -INFINITY, INFINITY);
            (plain.nodes, black_box(value))
        }
        "bare" => {
            let mut stepper = Stepper::new(&game, options(case));
            let Some(SearchEvent::Done { value, .. }) = black_box(stepper.run(&game)) else {
                return Err("the search did not finish".into());
            };
            (stepper.stats().nodes, value)
        }
        "record" => {
            let mut session = Session::new(game, options(case))?;
            session.run_to_end()?;
            let outcome = session.outcome().ok_or("no outcome")?;
            let elapsed = started.elapsed();
            // Freeing the tree is not part of the search.
            drop(black_box(session));
            return Ok((outcome.stats.nodes, outcome.value, elapsed));
        }
        _ => return Err(format!("unknown kind {kind}").into()),
    };
    Ok((nodes, value, started.elapsed()))
}

fn median(samples: &mut [Duration]) -> Duration {
    samples.sort_unstable();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

fn compare(case: &Case) -> Result<(), Box<dyn Error>> {
    let kinds = ["baseline", "bare", "record"];
    let mut times: [Vec<Duration>; 3] = Default::default();
    let mut counted = None;
    for _ in 0..case.samples {
        for (slot, kind) in times.iter_mut().zip(kinds) {
            let (nodes, value, elapsed) = run(kind, case)?;
            match counted {
                None => counted = Some((nodes, value)),
                Some(expected) if expected != (nodes, value) => {
                    return Err(format!(
                        "{}: {kind} found {nodes} nodes, value {value}; expected {expected:?}",
                        case.name
                    )
                    .into());
                }
                Some(_) => {}
            }
            slot.push(elapsed);
        }
    }
    let (nodes, _) = counted.ok_or("no sample")?;
    let [baseline, bare, record] = times.map(|mut samples| median(&mut samples));
    let per_node = |d: Duration| d.as_secs_f64() * 1e9 / nodes as f64;
    let ratio = |d: Duration| d.as_secs_f64() / baseline.as_secs_f64();
    println!(
        "{:<12} {nodes:>8} {:>8.1} {:>8.1} {:>8.1} {:>6.2}x {:>6.2}x",
        case.name,
        per_node(baseline),
        per_node(bare),
        per_node(record),
        ratio(bare),
        ratio(record),
    );
    Ok(())
}

fn cases(full: bool) -> Vec<Case> {
    let case = |name, fen, algorithm, depth, samples| Case {
        name,
        fen,
        algorithm,
        depth,
        samples,
    };
    if full {
        vec![
            case("minimax-d4", START_FEN, Algorithm::Minimax, 4, 7),
            case("minimax-d5", START_FEN, Algorithm::Minimax, 5, 5),
            case("kiwi-ab-d5", KIWIPETE, Algorithm::AlphaBeta, 5, 5),
            case("kiwi-ab-d6", KIWIPETE, Algorithm::AlphaBeta, 6, 3),
        ]
    } else {
        vec![
            case("minimax-d2", START_FEN, Algorithm::Minimax, 2, 1),
            case("kiwi-ab-d2", KIWIPETE, Algorithm::AlphaBeta, 2, 1),
        ]
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().collect();
    let full = args.iter().any(|arg| arg == "--bench");
    if let Some(at) = args.iter().position(|arg| arg == "--only") {
        let (Some(kind), Some(name)) = (args.get(at + 1), args.get(at + 2)) else {
            return Err("usage: --only baseline|bare|record CASE".into());
        };
        let case = cases(true)
            .into_iter()
            .find(|case| case.name == name)
            .ok_or("unknown case")?;
        let (nodes, value, elapsed) = run(kind, &case)?;
        println!(
            "{kind} {name}: {nodes} nodes, value {value}, {:.1} ms",
            elapsed.as_secs_f64() * 1e3
        );
        return Ok(());
    }
    println!(
        "{:<12} {:>8} {:>8} {:>8} {:>8} {:>7} {:>7}",
        "case (ns/n)", "nodes", "baseline", "bare", "record", "bare", "record"
    );
    // Case names among the arguments pick those cases (all without).
    let picked: Vec<&String> = args
        .iter()
        .skip(1)
        .filter(|arg| !arg.starts_with('-'))
        .collect();
    for case in cases(full) {
        if picked.is_empty() || picked.iter().any(|name| *name == case.name) {
            compare(&case)?;
        }
    }
    Ok(())
}
