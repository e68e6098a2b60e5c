//! What recording a search costs, and what moving the cursor costs.
//!
//! * bare search ([`Stepper::run`], nothing kept) against recording search
//!   ([`Session::run_to_end`]: stamped tree plus step log), median of several
//!   interleaved samples, and their ratio;
//! * bytes per tree node (layout and actual graph capacity) and bytes of step
//!   history per node;
//! * latency of step back, jump to a step, `event(k)`, `stats()` and the
//!   principal variation on a recorded session of millions of steps.
//!
//! `cargo bench --no-default-features --bench search` runs the full set (a few
//! minutes). Without `--bench` — as under `cargo test --all-targets` — it runs
//! a quick smoke pass on small searches.

#![expect(
    clippy::cast_precision_loss,
    reason = "timings, counts and sizes are divided as f64 for the report"
)]

use std::error::Error;
use std::hint::black_box;
use std::time::{Duration, Instant};

use gametree::chess::{ChessGame, EvalKind};
use gametree::search::{Algorithm, SearchOptions, Stepper};
use gametree::session::{Session, StepLog};
use gametree::tree::{SearchTree, TreeNode};

/// One bare-versus-recording comparison.
struct Case {
    name: &'static str,
    algorithm: Algorithm,
    depth: u8,
    samples: usize,
}

/// The median of `samples` (sorted in place).
fn median(samples: &mut [Duration]) -> Duration {
    samples.sort_unstable();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

fn millis(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
}

fn nanos(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e9
}

/// A small deterministic pseudo-random sequence (xorshift64).
struct Random(u64);

impl Random {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % bound.max(1)
    }
}

fn options(algorithm: Algorithm, depth: u8) -> SearchOptions {
    SearchOptions {
        algorithm,
        depth,
        max_nodes: u64::MAX,
        ..SearchOptions::default()
    }
}

/// Times bare and recording runs of `case`, interleaved; returns the last
/// recorded session.
fn compare(game: &ChessGame, case: &Case) -> Result<Session<ChessGame>, Box<dyn Error>> {
    let options = options(case.algorithm, case.depth);
    let mut bare = Vec::with_capacity(case.samples);
    let mut recording = Vec::with_capacity(case.samples);
    let mut kept: Option<Session<ChessGame>> = None;
    let mut nodes = 0;
    for _ in 0..case.samples {
        let started = Instant::now();
        let mut stepper = Stepper::new(game, options);
        black_box(stepper.run(game));
        bare.push(started.elapsed());
        nodes = stepper.stats().nodes;

        // The previous session is dropped before the clock starts.
        drop(kept.take());
        let mut session = Session::new(game.clone(), options)?;
        let started = Instant::now();
        session.run_to_end()?;
        recording.push(started.elapsed());
        kept = Some(session);
    }
    let session = kept.ok_or("no sample was taken")?;
    let (bare, recording) = (median(&mut bare), median(&mut recording));
    let steps = session.frontier();
    println!(
        "{:<14} {nodes:>10} {steps:>11} {:>10.1} {:>10.1} {:>8.1} {:>8.1} {:>6.2}x",
        case.name,
        millis(bare),
        millis(recording),
        nanos(bare) / nodes as f64,
        nanos(recording) / nodes as f64,
        recording.as_secs_f64() / bare.as_secs_f64(),
    );
    Ok(session)
}

/// Bytes per node of the tree and of the step history of `session`.
fn memory(session: &Session<ChessGame>) -> Result<(), Box<dyn Error>> {
    let iteration = session.passes().last().ok_or("no iteration")?;
    let tree = iteration.tree();
    let nodes = tree.len().max(1) as f64;
    let allocated = tree.allocated_bytes();
    let steps = iteration.len() as f64;
    println!(
        "tree: {} nodes; {} B/node by layout (TreeNode {} B); {:.1} B/node allocated (capacity)",
        tree.len(),
        SearchTree::bytes_per_node(),
        std::mem::size_of::<TreeNode>(),
        allocated as f64 / nodes
    );
    println!(
        "step history: {:.0} steps, {:.2} steps/node, {:.3} B/step -> {:.1} B/node (Vec capacity may add up to 2x)",
        steps,
        steps / nodes,
        StepLog::bytes_per_step(),
        StepLog::bytes_per_step() * steps / nodes
    );
    Ok(())
}

/// Median latency of `op` over `count` runs.
fn latency(count: usize, mut op: impl FnMut(usize)) -> Duration {
    let mut samples: Vec<Duration> = (0..count)
        .map(|i| {
            let started = Instant::now();
            op(i);
            started.elapsed()
        })
        .collect();
    median(&mut samples)
}

/// Cursor operations on a finished session.
fn cursor(session: &mut Session<ChessGame>, count: usize) -> Result<(), Box<dyn Error>> {
    let total = session.frontier();
    println!("cursor on a session of {total} steps (median of {count}):");
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    let targets: Vec<u64> = (0..count).map(|_| random.below(total) + 1).collect();

    // Step back: batches of 1000 from the end, per step.
    session.seek(total, 0)?;
    let batch = 1000;
    let back = latency(count.min(200), |_| {
        for _ in 0..batch {
            black_box(session.step_back());
        }
    }) / batch;
    println!("  step_back             {:>10.1} ns", nanos(back));

    let mut jumped = Ok(true);
    let jump = latency(count, |i| {
        jumped = session.seek(targets[i], 0);
    });
    jumped?;
    println!("  seek (jump to step k) {:>10.1} ns", nanos(jump));

    let event = latency(count, |i| {
        black_box(session.event(targets[i] - 1));
    });
    println!("  event(k)              {:>10.1} ns", nanos(event));

    let mut seeks = Vec::with_capacity(count);
    let stats = latency(count, |i| {
        seeks.push(session.seek(targets[i], 0));
        black_box(session.stats());
    });
    println!("  seek + stats()        {:>10.1} ns", nanos(stats));

    let pv = latency(count, |i| {
        seeks.push(session.seek(targets[i], 0));
        black_box(session.principal_variation());
    });
    println!("  seek + PV             {:>10.1} ns", nanos(pv));
    for seek in seeks {
        seek?;
    }
    Ok(())
}

fn main() -> Result<(), Box<dyn Error>> {
    let full = std::env::args().any(|arg| arg == "--bench");
    let game = ChessGame::start(EvalKind::Material);
    let cases = if full {
        vec![
            Case {
                name: "minimax d4",
                algorithm: Algorithm::Minimax,
                depth: 4,
                samples: 11,
            },
            Case {
                name: "minimax d5",
                algorithm: Algorithm::Minimax,
                depth: 5,
                samples: 3,
            },
            Case {
                name: "alphabeta d6",
                algorithm: Algorithm::AlphaBeta,
                depth: 6,
                samples: 3,
            },
        ]
    } else {
        vec![Case {
            name: "minimax d2",
            algorithm: Algorithm::Minimax,
            depth: 2,
            samples: 1,
        }]
    };
    println!(
        "{:<14} {:>10} {:>11} {:>10} {:>10} {:>8} {:>8} {:>7}",
        "start position", "nodes", "steps", "bare ms", "record ms", "ns/n", "ns/n rec", "ratio"
    );
    let mut largest: Option<Session<ChessGame>> = None;
    for case in &cases {
        let session = compare(&game, case)?;
        if largest
            .as_ref()
            .is_none_or(|kept| kept.frontier() < session.frontier())
        {
            largest = Some(session);
        }
    }
    let mut session = largest.ok_or("no case ran")?;
    memory(&session)?;
    cursor(&mut session, if full { 10_000 } else { 10 })?;
    Ok(())
}
