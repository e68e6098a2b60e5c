//! The default output: the result in a few readable lines.

use std::fmt::Write as _;

use crate::cli::compare::CompareSummary;
use crate::cli::summary::{IterationSummary, OptionsSummary, PassSummary, RootMove, Summary};
use crate::game::{Score, WinWords, Wording, mate_moves};
use crate::notation::score;
use crate::search::{Algorithm, Cutoff, SearchStats};

/// The summary as text, one fact per line.
pub fn render(summary: &Summary) -> String {
    let mut out = String::new();
    let Summary {
        game: _,
        fen,
        tree,
        position,
        options,
        value,
        value_text,
        value_number: _,
        mate_in_plies,
        root_moves,
        best_move,
        root_ending,
        best_move_uci,
        ties,
        pv,
        pv_text,
        stats,
        truncated,
        completed_depth,
        evaluated,
        iterations,
        passes,
        re_searches,
        // Each iteration's line has its own.
        ebf: _,
        wording,
        // Said on stderr.
        pgn_game: _,
        iterations_done,
        compare,
    } = summary;
    // `write!` to a String cannot fail.
    searched_lines(
        &mut out,
        fen.as_deref(),
        position.as_deref(),
        tree.as_deref(),
    );
    search_line(&mut out, options);
    if let Some(done) = iterations_done {
        // Monte Carlo tree search: a mean, not a minimax value.
        let _ = writeln!(
            out,
            "{}",
            crate::tr!(
                "cli-text-value-mean",
                value = value_text,
                iterations = *done
            )
        );
    } else {
        value_line(&mut out, *wording, *value, value_text, *mate_in_plies);
    }
    root_moves_line(&mut out, root_moves);
    best_move_line(
        &mut out,
        best_move.as_deref(),
        best_move_uci.as_deref(),
        *truncated,
        root_ending.as_deref(),
    );
    if let Some(ties) = ties {
        let _ = writeln!(out, "{}", crate::tr!("cli-text-ties", ties = ties));
    }
    if pv.is_empty() {
        let _ = writeln!(out, "{}", crate::tr!("cli-text-pv-empty"));
    } else {
        let _ = writeln!(out, "{}", crate::tr!("cli-text-pv", pv = pv_text));
    }
    counters_line(&mut out, stats);
    if let Some(evaluated) = evaluated {
        // `leaves` counts every pass; this list is the last one's, and
        // each pass's line below lists its own.
        let values = values_text(evaluated);
        let line = if passes.len() > 1 {
            crate::tr!("cli-text-evaluated-last-pass", values = values)
        } else {
            crate::tr!("cli-text-evaluated", values = values)
        };
        let _ = writeln!(out, "{line}");
    }
    if options.algo.parse().is_ok_and(Algorithm::probes) {
        let _ = writeln!(
            out,
            "{}",
            crate::tr!("cli-text-re-searches", count = *re_searches)
        );
    }
    for iteration in iterations.iter().flatten() {
        iteration_line(&mut out, iteration, *wording);
    }
    // The passes, where a depth takes more than one.
    if passes.len() > iterations.as_ref().map_or(1, Vec::len) {
        for (number, pass) in passes.iter().enumerate() {
            pass_line(&mut out, number + 1, pass, *wording);
        }
    }
    if *truncated {
        truncated_line(&mut out, options, *completed_depth);
    }
    if let Some(other) = compare {
        compare_line(&mut out, other, options.algo);
    }
    out
}

/// What was searched: `position   FEN`, `position   .........` (a
/// board game's), `tree       [[3,12,8],…]`.
fn searched_lines(out: &mut String, fen: Option<&str>, position: Option<&str>, tree: Option<&str>) {
    let fen = fen.map(|fen| crate::tr!("cli-text-position", position = fen));
    let position = position.map(|position| {
        if position.is_empty() {
            crate::tr!("cli-text-position-empty")
        } else {
            crate::tr!("cli-text-position", position = position)
        }
    });
    let tree = tree.map(|tree| crate::tr!("cli-text-tree", tree = tree));
    for line in [fen, position, tree].iter().flatten() {
        let _ = writeln!(out, "{line}");
    }
}

/// `compare    alphabeta: best move x3, value W1, nodes 40, steps 120;
/// the same move as mcts`.
fn compare_line(out: &mut String, other: &CompareSummary, algo: &str) {
    let best_move = other
        .best_move
        .clone()
        .unwrap_or_else(|| crate::tr!("cli-text-no-move"));
    let line = if other.agree {
        crate::tr!(
            "cli-text-compare-agrees",
            other = other.algo,
            best_move = best_move,
            value = other.value_text.as_str(),
            nodes = other.nodes,
            steps = other.steps,
            algo = algo
        )
    } else {
        crate::tr!(
            "cli-text-compare-differs",
            other = other.algo,
            best_move = best_move,
            value = other.value_text.as_str(),
            nodes = other.nodes,
            steps = other.steps,
            algo = algo
        )
    };
    let _ = writeln!(out, "{line}");
}

/// `search     alphabeta, depth 2, natural order, fail-hard, …`; for
/// Monte Carlo tree search `search     mcts, 1000 iterations, seed 0, C
/// 1.4142135623730951, playout cap 200`.
fn search_line(out: &mut String, options: &OptionsSummary) {
    if let (Some(iterations), Some(seed), Some(c), Some(cap)) = (
        options.iterations,
        options.seed,
        options.exploration,
        options.playout_cap,
    ) {
        let _ = writeln!(
            out,
            "{}",
            crate::tr!(
                "cli-text-search-mcts",
                algo = options.algo,
                iterations = iterations,
                seed = seed.to_string(),
                c = c.to_string(),
                cap = cap
            )
        );
        return;
    }
    let mut parts = vec![crate::tr!(
        "cli-text-search",
        algo = options.algo,
        depth = options.depth,
        order = options.order.as_str(),
        fail = options.fail
    )];
    if options.cutoff != Cutoff::default().name() {
        parts.push(crate::tr!(
            "cli-text-search-cutoff",
            cutoff = options.cutoff
        ));
    }
    if options.tt {
        parts.push(crate::tr!("cli-text-search-tt"));
    }
    if options.id {
        parts.push(crate::tr!("cli-text-search-id"));
    }
    if options.singular_extension {
        parts.push(crate::tr!("cli-text-search-singular-extension"));
    }
    if options.quiescence {
        parts.push(crate::tr!("cli-text-search-quiescence"));
    }
    if let Some(eval) = options.eval {
        parts.push(crate::tr!("cli-text-search-eval", eval = eval));
    }
    let _ = writeln!(out, "{}", parts.join(", "));
}

/// `value      3 (MAX's view)`, with who mates (chess) or wins (the other
/// games, in the game's [`Wording`]) in how many moves and plies.
fn value_line(
    out: &mut String,
    wording: Wording,
    value: Score,
    value_text: &str,
    mate_in_plies: Option<u32>,
) {
    let line = match (mate_in_plies, mate_moves(value)) {
        // The game is over at the root: MAX, to move, has lost.
        (Some(0), _) => crate::tr!(
            "cli-text-value-lost",
            value = value_text,
            lost = wording.wins().lost_at_root()
        ),
        (Some(plies), Some(moves)) => {
            let winner = if value > 0 { "MAX" } else { "MIN" };
            if wording.wins() == WinWords::MATE {
                crate::tr!(
                    "cli-text-value-mates",
                    value = value_text,
                    winner = winner,
                    moves = moves,
                    plies = plies
                )
            } else {
                crate::tr!(
                    "cli-text-value-wins",
                    value = value_text,
                    winner = winner,
                    moves = moves,
                    plies = plies
                )
            }
        }
        _ => crate::tr!("cli-text-value", value = value_text),
    };
    let _ = writeln!(out, "{line}");
}

/// `root moves 1 3, 2 ≤2, 3 ≤2`; nothing when no root move was finished.
fn root_moves_line(out: &mut String, root_moves: &[RootMove]) {
    if root_moves.is_empty() {
        return;
    }
    let moves: Vec<String> = root_moves
        .iter()
        .map(|root_move| match root_move.visits {
            // Monte Carlo tree search: visits and mean.
            Some(visits) => format!("{} N={visits} {}", root_move.label, root_move.value_text),
            None => format!("{} {}", root_move.label, root_move.value_text),
        })
        .collect();
    let _ = writeln!(
        out,
        "{}",
        crate::tr!("cli-text-root-moves", moves = moves.join(", "))
    );
}

/// `truncated  the node cap (…) stopped the search …`: with deepening,
/// after which depth, whose value is reported.
fn truncated_line(out: &mut String, options: &OptionsSummary, completed_depth: Option<u8>) {
    let cap = options.max_nodes;
    match completed_depth {
        // Only deepening stops with a complete depth.
        Some(depth) => {
            let _ = writeln!(
                out,
                "{}",
                crate::tr!("cli-text-truncated-after-depth", cap = cap, depth = depth)
            );
        }
        None => {
            let _ = writeln!(out, "{}", crate::tr!("cli-text-truncated", cap = cap));
        }
    }
}

/// `best move  Qxf7# (h5f7)` (the machine label only where it differs:
/// `best move  3` in Connect Four), or why there is none.
fn best_move_line(
    out: &mut String,
    label: Option<&str>,
    uci: Option<&str>,
    truncated: bool,
    root_ending: Option<&str>,
) {
    let line = match (label, uci) {
        (Some(label), Some(uci)) if uci != label => {
            crate::tr!("cli-text-best-move-uci", best_move = label, uci = uci)
        }
        (Some(label), _) => crate::tr!("cli-text-best-move", best_move = label),
        (None, _) if truncated => crate::tr!("cli-text-best-move-none-truncated"),
        (None, _) => match root_ending {
            Some(ending) => crate::tr!("cli-text-best-move-none-over", ending = ending),
            None => crate::tr!("cli-text-best-move-none"),
        },
    };
    let _ = writeln!(out, "{line}");
}

/// `nodes 11, leaves 7, cutoffs 1, …`.
fn counters_line(out: &mut String, stats: &SearchStats) {
    let _ = writeln!(
        out,
        "{}",
        crate::tr!(
            "cli-text-counters",
            nodes = stats.nodes,
            leaves = stats.leaves,
            cutoffs = stats.cutoffs,
            pruned = stats.pruned,
            tt_hits = stats.tt_hits,
            max_ply = stats.max_ply,
            steps = stats.steps
        )
    );
}

/// One pass over the root: `pass  2    depth 3, window [3, 4], 3 fail
/// low, nodes 6, first 2 1, evaluated 3 12 8`: the line it searched first
/// (the previous pass's principal variation) and, for trees, its leaves.
fn pass_line(out: &mut String, number: usize, pass: &PassSummary, wording: Wording) {
    let ((alpha, beta), value) = pass.scores;
    let result = match (value, pass.result) {
        (Some(value), Some(result)) => {
            let value = score(value, wording);
            match result {
                "fail low" => crate::tr!("cli-text-pass-fail-low", value = value),
                "fail high" => crate::tr!("cli-text-pass-fail-high", value = value),
                _ => crate::tr!("cli-text-pass-exact", value = value),
            }
        }
        _ => crate::tr!("cli-text-pass-stopped"),
    };
    let mut parts = vec![crate::tr!(
        "cli-text-pass",
        number = format!("{number:>2}"),
        depth = pass.depth,
        window = crate::notation::window(alpha, beta, wording),
        result = result,
        nodes = pass.nodes
    )];
    if !pass.searched_first.is_empty() {
        parts.push(crate::tr!(
            "cli-text-pass-first",
            line = pass.searched_first.join(" ")
        ));
    }
    if let Some(evaluated) = &pass.evaluated {
        parts.push(crate::tr!(
            "cli-text-pass-evaluated",
            values = values_text(evaluated)
        ));
    }
    let _ = writeln!(out, "{}", parts.join(", "));
}

/// Leaf values as the tree writes them, separated by spaces.
fn values_text(values: &[Score]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// One iteration of iterative deepening: `depth  2   value 0, best e4,
/// nodes 421 (EBF 20.05), …`.
fn iteration_line(out: &mut String, iteration: &IterationSummary, wording: Wording) {
    let depth = format!("{:>2}", iteration.depth);
    let value = iteration
        .value
        .map_or_else(|| String::from("?"), |value| score(value, wording));
    let best_move = iteration
        .best_move
        .clone()
        .unwrap_or_else(|| crate::tr!("cli-text-no-move"));
    let pv = iteration.pv.join(" ");
    let line = match (iteration.ebf, iteration.truncated) {
        (Some(ebf), truncated) => {
            let line = crate::tr!(
                "cli-text-iteration-ebf",
                depth = depth,
                value = value,
                best_move = best_move,
                nodes = iteration.nodes,
                ebf = format!("{ebf:.2}"),
                pv = pv
            );
            if truncated {
                crate::tr!("cli-text-iteration-truncated", line = line)
            } else {
                line
            }
        }
        (None, truncated) => {
            let line = crate::tr!(
                "cli-text-iteration",
                depth = depth,
                value = value,
                best_move = best_move,
                nodes = iteration.nodes,
                pv = pv
            );
            if truncated {
                crate::tr!("cli-text-iteration-truncated", line = line)
            } else {
                line
            }
        }
    };
    let _ = writeln!(out, "{line}");
}
