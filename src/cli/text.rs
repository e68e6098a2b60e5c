//! The default output: the result in a few readable lines.

use std::fmt::Write as _;

use crate::cli::compare::CompareSummary;
use crate::cli::summary::{IterationSummary, OptionsSummary, PassSummary, RootMove, Summary};
use crate::game::{Score, Wording, mate_moves};
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
    if let Some(fen) = fen {
        let _ = writeln!(out, "position   {fen}");
    }
    match position.as_deref() {
        Some("") => out.push_str("position   (the empty board)\n"),
        Some(position) => {
            let _ = writeln!(out, "position   {position}");
        }
        None => {}
    }
    if let Some(tree) = tree {
        let _ = writeln!(out, "tree       {tree}");
    }
    search_line(&mut out, options);
    if let Some(done) = iterations_done {
        // Monte Carlo tree search: a mean, not a minimax value.
        let _ = writeln!(
            out,
            "value      {value_text} (the best move's mean result, MAX's view; {done} iterations)"
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
        *root_ending,
    );
    if let Some(ties) = ties {
        let _ = writeln!(out, "ties       {ties}");
    }
    if pv.is_empty() {
        out.push_str("pv         (empty)\n");
    } else {
        let _ = writeln!(out, "pv         {pv_text}");
    }
    counters_line(&mut out, stats);
    if let Some(evaluated) = evaluated {
        // `leaves` counts every pass; this list is the last one's, and
        // each pass's line below lists its own.
        let whose = if passes.len() > 1 {
            " (the last pass; leaves counts every pass)"
        } else {
            ""
        };
        let _ = writeln!(out, "evaluated  {}{whose}", values_text(evaluated));
    }
    if options.algo.parse().is_ok_and(Algorithm::probes) {
        let _ = writeln!(out, "re-searches {re_searches}");
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

/// `compare    alphabeta: best move x3, value W1, nodes 40, steps 120;
/// the same move as mcts`.
fn compare_line(out: &mut String, other: &CompareSummary, algo: &str) {
    let _ = writeln!(
        out,
        "compare    {}: best move {}, value {}, nodes {}, steps {}; {} {algo}",
        other.algo,
        other.best_move.as_deref().unwrap_or("none"),
        other.value_text,
        other.nodes,
        other.steps,
        if other.agree {
            "the same move as"
        } else {
            "another move than"
        },
    );
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
            "search     {}, {iterations} iterations, seed {seed}, C {c}, playout cap {cap}",
            options.algo
        );
        return;
    }
    let _ = write!(
        out,
        "search     {}, depth {}, {} order, fail-{}",
        options.algo, options.depth, options.order, options.fail
    );
    if options.cutoff != Cutoff::default().name() {
        let _ = write!(out, ", cutoff {}", options.cutoff);
    }
    for (on, name) in [
        (options.tt, "transposition table"),
        (options.id, "iterative deepening"),
        (options.singular_extension, "singular extension"),
        (options.quiescence, "quiescence"),
    ] {
        if on {
            let _ = write!(out, ", {name}");
        }
    }
    if let Some(eval) = options.eval {
        let _ = write!(out, ", {eval} evaluation");
    }
    out.push('\n');
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
    let _ = write!(out, "value      {value_text}");
    let wins = wording.wins();
    let verb = wins.verb;
    match (mate_in_plies, mate_moves(value)) {
        // The game is over at the root: MAX, to move, has lost.
        (Some(0), _) => {
            let _ = write!(out, " (MAX's view: {})", wins.lost_at_root);
        }
        (Some(plies), Some(moves)) => {
            let winner = if value > 0 { "MAX" } else { "MIN" };
            let moves_unit = if moves == 1 { "move" } else { "moves" };
            let plies_unit = if plies == 1 { "ply" } else { "plies" };
            let _ = write!(
                out,
                " (MAX's view: {winner} {verb} in {moves} {moves_unit}, {plies} {plies_unit})"
            );
        }
        _ => out.push_str(" (MAX's view)"),
    }
    out.push('\n');
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
    let _ = writeln!(out, "root moves {}", moves.join(", "));
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
                "truncated  the node cap ({cap}) stopped the search after depth {depth}, the last complete depth: the value, best move and pv are depth {depth}'s"
            );
        }
        None => {
            let _ = writeln!(
                out,
                "truncated  the node cap ({cap}) stopped the search; the value is the best found so far"
            );
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
    match (label, uci) {
        (Some(label), Some(uci)) if uci != label => {
            let _ = writeln!(out, "best move  {label} ({uci})");
        }
        (Some(label), _) => {
            let _ = writeln!(out, "best move  {label}");
        }
        (None, _) if truncated => {
            out.push_str("best move  none (the node cap came before any root move was finished)\n");
        }
        (None, _) => match root_ending {
            Some(ending) => {
                let _ = writeln!(
                    out,
                    "best move  none (the game is over at the root: {ending})"
                );
            }
            None => out.push_str("best move  none\n"),
        },
    }
}

/// `nodes 11, leaves 7, cutoffs 1, …`.
fn counters_line(out: &mut String, stats: &SearchStats) {
    let _ = writeln!(
        out,
        "nodes {}, leaves {}, cutoffs {}, pruned {}, tt hits {}, max ply {}, steps {}",
        stats.nodes,
        stats.leaves,
        stats.cutoffs,
        stats.pruned,
        stats.tt_hits,
        stats.max_ply,
        stats.steps
    );
}

/// One pass over the root: `pass  2    depth 3, window [3, 4], 3 fail
/// low, nodes 6, first 2 1, evaluated 3 12 8`: the line it searched first
/// (the previous pass's principal variation) and, for trees, its leaves.
fn pass_line(out: &mut String, number: usize, pass: &PassSummary, wording: Wording) {
    let ((alpha, beta), value) = pass.scores;
    let result = match (value, pass.result) {
        (Some(value), Some(result)) => format!("{} {result}", score(value, wording)),
        _ => String::from("stopped by the node cap"),
    };
    let _ = write!(
        out,
        "pass {number:>2}    depth {}, window {}, {result}, nodes {}",
        pass.depth,
        crate::notation::window(alpha, beta, wording),
        pass.nodes,
    );
    if !pass.searched_first.is_empty() {
        let _ = write!(out, ", first {}", pass.searched_first.join(" "));
    }
    if let Some(evaluated) = &pass.evaluated {
        let _ = write!(out, ", evaluated {}", values_text(evaluated));
    }
    out.push('\n');
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
    let _ = writeln!(
        out,
        "depth {:>2}   value {}, best {}, nodes {}{}, pv {}{}",
        iteration.depth,
        iteration
            .value
            .map_or_else(|| String::from("?"), |value| score(value, wording)),
        iteration.best_move.as_deref().unwrap_or("none"),
        iteration.nodes,
        iteration
            .ebf
            .map_or_else(String::new, |ebf| format!(" (EBF {ebf:.2})")),
        iteration.pv.join(" "),
        if iteration.truncated {
            " (truncated)"
        } else {
            ""
        }
    );
}
