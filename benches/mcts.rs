//! Monte Carlo tree search: gametree's engine against a plain recursive
//! UCT written here, on the same game code (tic-tac-toe and Connect Four
//! through the [`Game`] trait), with the same rules: UCB1 with C = √2,
//! unvisited children first in move order, one node expanded per
//! iteration, iteration 1 a playout from the root itself, uniform random
//! playouts from the same `SplitMix64` stream, results 1, ½, 0 for MAX.
//!
//! Each case runs three searches, interleaved, and reports the median
//! playouts per second and the ratios of time to the baseline:
//!
//! * `baseline`: the recursive search below, which keeps nothing but its
//!   own nodes;
//! * `bare`: [`MctsEngine`] stepped to the end (events made and dropped);
//! * `record`: [`Session::run_to_end`] (the stamped tree, its per-node
//!   visit table and the 2-byte step log, as the window and `gametree
//!   analyze` record).
//!
//! The three build the same tree, so the root's children's visit counts
//! must agree, or it stops.
//!
//! ```sh
//! cargo bench --no-default-features --bench mcts                # all cases
//! cargo bench --no-default-features --bench mcts -- ttt-20k
//! ```
//!
//! Without `--bench` (as under `cargo test --all-targets`) it runs a quick
//! smoke pass.

use std::error::Error;
use std::hint::black_box;
use std::time::{Duration, Instant};

use gametree::game::{Game, MoveCode, Outcome, Player};
use gametree::games::connect4::ConnectFour;
use gametree::games::tictactoe::TicTacToe;
use gametree::search::mcts::{MctsEngine, MctsOptions, SplitMix64};
use gametree::search::{Algorithm, SearchOptions, mover};
use gametree::session::Session;

/// A node of the plain search.
struct Node<S> {
    state: S,
    player: Player,
    moves: Vec<MoveCode>,
    over: Option<f64>,
    children: Vec<usize>,
    n: u32,
    w: f64,
}

/// The plain recursive UCT.
struct Plain<'g, G: Game> {
    game: &'g G,
    nodes: Vec<Node<G::State>>,
    rng: SplitMix64,
    c: f64,
    scratch: Vec<MoveCode>,
}

impl<'g, G: Game> Plain<'g, G> {
    fn new(game: &'g G, seed: u64) -> Self {
        Self {
            game,
            nodes: Vec::new(),
            rng: SplitMix64::new(seed),
            c: std::f64::consts::SQRT_2,
            scratch: Vec::new(),
        }
    }

    /// The result of the game at `state`, `player` to move, MAX's view.
    fn ending(game: &G, state: &G::State, player: Player) -> Option<f64> {
        let terminal = game.terminal(state)?;
        Some(match (terminal.outcome(), player) {
            (Outcome::Draw | Outcome::Scored, _) => 0.5,
            (Outcome::Win, Player::Max) | (Outcome::Loss, Player::Min) => 1.0,
            (Outcome::Win, Player::Min) | (Outcome::Loss, Player::Max) => 0.0,
        })
    }

    fn add(&mut self, state: G::State, player: Player) -> usize {
        let mut moves = Vec::new();
        let over = if self.game.moves_or_terminal(&state, &mut moves).is_some() {
            Self::ending(self.game, &state, player)
        } else {
            None
        };
        self.nodes.push(Node {
            state,
            player,
            moves,
            over,
            children: Vec::new(),
            n: 0,
            w: 0.0,
        });
        self.nodes.len() - 1
    }

    /// A random playout from node `at`.
    fn playout(&mut self, at: usize) -> f64 {
        let node = &self.nodes[at];
        if let Some(result) = node.over {
            return result;
        }
        let first = node.moves[self.rng.index(node.moves.len())];
        let mut state = self
            .game
            .play_generated(&node.state, first)
            .unwrap_or_else(|| node.state.clone());
        let mut player = mover(self.game, &state, Some(node.player));
        loop {
            self.scratch.clear();
            if self
                .game
                .moves_or_terminal(&state, &mut self.scratch)
                .is_some()
            {
                return Self::ending(self.game, &state, player).unwrap_or(0.5);
            }
            let mv = self.scratch[self.rng.index(self.scratch.len())];
            state = self.game.play_generated(&state, mv).unwrap_or(state);
            player = mover(self.game, &state, Some(player));
        }
    }

    /// One iteration below node `at`; its result.
    fn iterate(&mut self, at: usize) -> f64 {
        let result = if self.nodes[at].over.is_some() {
            self.playout(at)
        } else if self.nodes[at].children.len() < self.nodes[at].moves.len() {
            let node = &self.nodes[at];
            let mv = node.moves[node.children.len()];
            let state = self
                .game
                .play_generated(&node.state, mv)
                .unwrap_or_else(|| node.state.clone());
            let player = mover(self.game, &state, Some(node.player));
            let child = self.add(state, player);
            self.nodes[at].children.push(child);
            let result = self.playout(child);
            self.nodes[child].n += 1;
            self.nodes[child].w += result;
            result
        } else {
            let child = self.select(at);
            self.iterate(child)
        };
        self.nodes[at].n += 1;
        self.nodes[at].w += result;
        result
    }

    /// UCB1's pick among `at`'s children, all visited.
    fn select(&self, at: usize) -> usize {
        let node = &self.nodes[at];
        let ln = f64::from(node.n.max(1)).ln();
        let mut best = (node.children[0], f64::NEG_INFINITY);
        for &child in &node.children {
            let child_node = &self.nodes[child];
            let mean = child_node.w / f64::from(child_node.n);
            let mean = if node.player == Player::Max {
                mean
            } else {
                1.0 - mean
            };
            let score = mean + self.c * (ln / f64::from(child_node.n)).sqrt();
            if score > best.1 {
                best = (child, score);
            }
        }
        best.0
    }

    /// `iterations` iterations; the root's children's visits.
    fn run(&mut self, iterations: u32) -> Vec<u32> {
        let root = self.game.root();
        let player = mover(self.game, &root, None);
        let root = self.add(root, player);
        let result = self.playout(root);
        self.nodes[root].n += 1;
        self.nodes[root].w += result;
        for _ in 1..iterations {
            self.iterate(root);
        }
        self.nodes[root]
            .children
            .iter()
            .map(|&child| self.nodes[child].n)
            .collect()
    }
}

/// One game and number of iterations.
struct Case {
    name: &'static str,
    game: Which,
    iterations: u32,
    samples: usize,
}

#[derive(Clone, Copy)]
enum Which {
    TicTacToe,
    ConnectFour,
}

fn options(iterations: u32) -> SearchOptions {
    SearchOptions {
        algorithm: Algorithm::Mcts,
        max_nodes: u64::MAX,
        mcts: MctsOptions {
            iterations,
            seed: 1,
            ..MctsOptions::default()
        },
        ..SearchOptions::default()
    }
}

/// One run of one kind on `game`: the root's children's visits and the time.
fn run_on<G: Game>(
    kind: &str,
    game: G,
    iterations: u32,
) -> Result<(Vec<u32>, Duration), Box<dyn Error>> {
    let started = Instant::now();
    let options = options(iterations);
    let visits = match kind {
        "baseline" => black_box(Plain::new(&game, options.mcts.seed).run(iterations)),
        "bare" => {
            let mut engine = MctsEngine::new(&game, options.mcts, options.max_nodes);
            while black_box(engine.step(&game)).is_some() {}
            let elapsed = started.elapsed();
            // The engine's tree is not shown; the session's counts are
            // compared instead, from the same stream.
            let mut session = Session::new(game, options)?;
            session.run_to_end()?;
            return Ok((root_visits(&session), elapsed));
        }
        "record" => {
            let mut session = Session::new(game, options)?;
            session.run_to_end()?;
            let elapsed = started.elapsed();
            let visits = root_visits(&session);
            drop(black_box(session));
            return Ok((visits, elapsed));
        }
        _ => return Err(format!("unknown kind {kind}").into()),
    };
    Ok((visits, started.elapsed()))
}

fn root_visits<G: Game>(session: &Session<G>) -> Vec<u32> {
    let Some(tree) = session.tree() else {
        return Vec::new();
    };
    let end = session.frontier();
    tree.root().map_or_else(Vec::new, |root| {
        tree.children(root)
            .into_iter()
            .map(|child| tree.visits_at(child, end).n)
            .collect()
    })
}

fn run(kind: &str, case: &Case) -> Result<(Vec<u32>, Duration), Box<dyn Error>> {
    match case.game {
        Which::TicTacToe => run_on(kind, TicTacToe::from_text(".........")?, case.iterations),
        Which::ConnectFour => run_on(kind, ConnectFour::from_text("")?, case.iterations),
    }
}

fn median(samples: &mut [Duration]) -> Duration {
    samples.sort_unstable();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

fn compare(case: &Case) -> Result<(), Box<dyn Error>> {
    let kinds = ["baseline", "bare", "record"];
    let mut times: [Vec<Duration>; 3] = Default::default();
    let mut counted: Option<Vec<u32>> = None;
    for _ in 0..case.samples {
        for (slot, kind) in times.iter_mut().zip(kinds) {
            let (visits, elapsed) = run(kind, case)?;
            match &counted {
                None => counted = Some(visits),
                Some(expected) if *expected != visits => {
                    return Err(format!(
                        "{}: {kind} gave the root moves {visits:?} visits; expected {expected:?}",
                        case.name
                    )
                    .into());
                }
                Some(_) => {}
            }
            slot.push(elapsed);
        }
    }
    let [baseline, bare, record] = times.map(|mut samples| median(&mut samples));
    let per_second = |d: Duration| f64::from(case.iterations) / d.as_secs_f64();
    let ratio = |d: Duration| d.as_secs_f64() / baseline.as_secs_f64();
    println!(
        "{:<10} {:>8} {:>10.0} {:>10.0} {:>10.0} {:>6.2}x {:>6.2}x",
        case.name,
        case.iterations,
        per_second(baseline),
        per_second(bare),
        per_second(record),
        ratio(bare),
        ratio(record),
    );
    Ok(())
}

fn cases(full: bool) -> Vec<Case> {
    let case = |name, game, iterations, samples| Case {
        name,
        game,
        iterations,
        samples,
    };
    if full {
        vec![
            case("ttt-20k", Which::TicTacToe, 20_000, 9),
            case("c4-20k", Which::ConnectFour, 20_000, 7),
        ]
    } else {
        vec![
            case("ttt-200", Which::TicTacToe, 200, 1),
            case("c4-200", Which::ConnectFour, 200, 1),
        ]
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().collect();
    let full = args.iter().any(|arg| arg == "--bench");
    println!(
        "{:<10} {:>8} {:>10} {:>10} {:>10} {:>7} {:>7}",
        "case (po/s)", "iters", "baseline", "bare", "record", "bare", "record"
    );
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
