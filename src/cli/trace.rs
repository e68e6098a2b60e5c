//! `--trace`: one line per search event, in the order the search emitted them.
//!
//! Step numbers follow the one convention of the whole program: **step `k`
//! is the `k`-th event, counted from 1**, and "at step `k`" means after it
//! has been applied (the session's cursor is `k`). Step 0 is the start,
//! before any event. So the line numbered `k` here is the event the
//! explorer's status line and narration describe at "Step `k`", and the
//! last line's number equals `steps` in the JSON.
//!
//! The lines are streamed: each pass's search is stepped again
//! ([`Session::replay_stepper`], handed the transposition table the pass
//! before left; it is deterministic) and every event is
//! written as it comes, with the path from the root kept on a stack. Memory
//! stays at the depth of the search and time linear in the number of steps,
//! however wide a node is.

use std::fmt::Write as _;
use std::io::{self, Write};

use crate::game::{self, Game, INFINITY, Score, Wording, line_labels};
use crate::input::{AnyGame, AnyState};
use crate::notation::{bounded, score, window};
use crate::search::{
    Average, Bound, Cutoff, Engine, Player, SearchEvent, is_null_window_probe, leaf_bounds,
};
use crate::session::Session;
use crate::teach::chance::window_rounding;
use crate::teach::format::plural;

/// A node on the path from the root to the event's node.
struct Open {
    state: AnyState,
    /// The label of the move into it (empty for the root).
    label: String,
    /// Its window now (MAX's view): on entry, then after each backup.
    window: (Score, Score),
    /// Who moves there.
    player: Player,
    /// Its window on entry, if it is one of PVS's null-window probes: its
    /// result is then only the bound that window gives it.
    probe: Option<(Score, Score)>,
    /// At a chance node searched by averaging, its outcomes backed up so
    /// far (Star1's windows for the next outcome are read from it).
    average: Option<Average>,
    /// Its weight among its chance parent's outcomes (0 under MAX or MIN).
    weight: u16,
    /// The move of the child entered last: PVS enters a move again to
    /// search it past its probe.
    last_move: Option<crate::game::MoveCode>,
}

/// What the last finished node left for its parent's backup line.
pub(super) struct Finished {
    label: String,
    bound: Bound,
    /// Its weight among its chance parent's outcomes (0 under MAX or MIN).
    weight: u16,
}

/// What the search of one pass knows as the trace walks it: its options'
/// part in the lines, and the path from the root with what each open node
/// has seen.
struct Walk<'a> {
    game: &'a AnyGame,
    style: (Cutoff, Wording),
    /// PVS: probes and re-searches are said as such.
    pvs: bool,
    /// Star1: an outcome's window rounded to the units says its exact ends.
    star1: bool,
    /// The leaves' bounds Star1's windows are read with.
    bounds: (Score, Score),
    path: Vec<Open>,
    finished: Option<Finished>,
}

impl Walk<'_> {
    /// The line of an `Enter` event, once its node is on the path: a
    /// rounded Star1 window's exact ends, a PVS probe or re-search said as
    /// such.
    fn enter_line(&mut self, event: SearchEvent, chance: bool) -> String {
        let SearchEvent::Enter {
            parent,
            mv,
            player,
            alpha,
            beta,
            chance: total,
            weight,
            ..
        } = event
        else {
            return String::new();
        };
        let mut open = entered(self.game, parent.and(self.path.last()), mv);
        open.window = (alpha, beta);
        open.player = player;
        open.weight = weight;
        open.average = (total > 0).then(|| Average::entered(total));
        // Star1's window for an outcome, where the units rounded it.
        let rounding = self
            .path
            .last()
            .and_then(|top| top.average.map(|average| (top.window, average)))
            .filter(|_| self.star1)
            .and_then(|(parent_window, average)| {
                let exact = average.exact_child_window(weight, parent_window, self.bounds)?;
                window_rounding(self.style.1, exact, (alpha, beta))
            });
        let probe = self.pvs
            && !chance
            && self
                .path
                .last()
                .is_some_and(|top| is_null_window_probe((alpha, beta), top.player, top.window));
        open.probe = probe.then_some((alpha, beta));
        let again = self.pvs
            && self
                .path
                .last_mut()
                .is_some_and(|top| top.last_move.replace(mv) == Some(mv));
        self.path.push(open);
        let mut said = line(self.style, &event, &path_text(&self.path), &[], None, false);
        if let Some(rounding) = rounding {
            let _ = write!(said, " ({rounding})");
        } else if probe {
            said.push_str(" (a null-window probe)");
        } else if again {
            said.push_str(" (a re-search: its probe gave only a bound)");
        }
        said
    }

    /// The line of a node that finished (a leaf, a table hit, a finish),
    /// which leaves the path: a PVS probe's value is the bound its window
    /// gives it, unless a leaf or an exact table hit answered it.
    fn finish_line(&mut self, event: SearchEvent, value: Score) -> String {
        let own = match event {
            SearchEvent::TtHit { bound, .. } | SearchEvent::Finish { bound, .. } => bound,
            _ => Bound::Exact,
        };
        let answered_exactly = matches!(
            event,
            SearchEvent::Leaf { .. }
                | SearchEvent::TtHit {
                    bound: Bound::Exact,
                    ..
                }
        );
        let probe = self
            .path
            .last()
            .and_then(|open| open.probe)
            .filter(|_| !answered_exactly);
        let bound = probe.map_or(own, |(alpha, beta)| Bound::classify(value, alpha, beta));
        let shown = match (event, probe) {
            (SearchEvent::Finish { node, .. }, Some(_)) => {
                SearchEvent::Finish { node, value, bound }
            }
            _ => event,
        };
        let mut said = line(self.style, &shown, &path_text(&self.path), &[], None, false);
        if let (SearchEvent::Finish { .. }, Some((alpha, beta))) = (event, probe) {
            // Inside the bound's parentheses: why it is one.
            said.pop();
            let _ = write!(
                said,
                ": the null-window probe {} failed {}, whatever was searched below it)",
                window(alpha, beta, self.style.1),
                if bound == Bound::Lower { "high" } else { "low" }
            );
        }
        self.finished = self.path.pop().map(|open| Finished {
            label: open.label,
            bound,
            weight: open.weight,
        });
        said
    }

    /// Follows a backup or a stand-pat into the top node: its window, and a
    /// chance node's outcomes so far.
    fn backed_up(&mut self, event: SearchEvent) {
        let (SearchEvent::StandPat { alpha, beta, .. } | SearchEvent::Backup { alpha, beta, .. }) =
            event
        else {
            return;
        };
        if let Some(top) = self.path.last_mut() {
            top.window = (alpha, beta);
            if let (SearchEvent::Backup { child_value, .. }, Some(average), Some(child)) =
                (event, top.average, self.finished.as_ref())
            {
                top.average = Some(average.back_up(child.weight, child_value));
            }
        }
    }
}

/// Writes every event of the (finished) session, one line each: its step
/// number (1-based, see the module doc), kind, the node's path from the
/// root, then values and window.
///
/// # Errors
/// Whatever writing to `out` returns.
pub fn write(session: &Session<AnyGame>, out: &mut impl Write) -> io::Result<()> {
    let game = session.game();
    let options = session.options();
    let style = (options.cutoff, game.wording());
    let mut step = 0_u64;
    let mut table = None;
    for index in 0..session.passes().len() {
        let Some(mut stepper) = session.replay_stepper(index, table.take()) else {
            continue;
        };
        let mut walk = Walk {
            game,
            style,
            pvs: options.algorithm.probes(),
            star1: options.algorithm.bounds_leaves(),
            bounds: leaf_bounds(game, options),
            path: Vec::new(),
            finished: None,
        };
        // The line this pass tries first: the pass before's principal
        // variation, said on its root's line.
        let first = line_labels(game, &game.root(), &session.line_before(index));
        while let Some(event) = stepper.step(game) {
            step += 1;
            write!(out, "{step:>7} ")?;
            let chance = at_chance(game, &walk.path);
            let path = path_text(&walk.path);
            match event {
                SearchEvent::Enter { parent, .. } => {
                    let mut said = walk.enter_line(event, chance);
                    if parent.is_none() && !first.is_empty() {
                        let _ = write!(
                            said,
                            ", first {} (the last pass's best line)",
                            first.join(" ")
                        );
                    }
                    writeln!(out, "{said}")?;
                }
                SearchEvent::Leaf { value, .. }
                | SearchEvent::TtHit { value, .. }
                | SearchEvent::Finish { value, .. } => {
                    writeln!(out, "{}", walk.finish_line(event, value))?;
                }
                // A stand-pat line names no child.
                SearchEvent::StandPat { .. } | SearchEvent::Backup { .. } => {
                    walk.backed_up(event);
                    let child = walk.finished.as_ref();
                    writeln!(out, "{}", line(style, &event, &path, &[], child, chance))?;
                }
                SearchEvent::Cutoff { .. } => {
                    let skipped: Vec<String> = walk.path.last().map_or_else(Vec::new, |top| {
                        stepper
                            .last_pruned()
                            .iter()
                            .map(|&mv| game.move_label(&top.state, mv))
                            .collect()
                    });
                    writeln!(
                        out,
                        "{}",
                        line(style, &event, &path, &skipped, None, chance)
                    )?;
                }
                SearchEvent::Done { best_move, .. } => {
                    let best = best_move.map(|mv| game.move_label(&game.root(), mv));
                    let best = best
                        .as_deref()
                        .map_or_else(Vec::new, |label| vec![label.to_owned()]);
                    writeln!(
                        out,
                        "{}",
                        line(style, &event, game::ROOT_PATH, &best, None, false)
                    )?;
                }
                // Monte Carlo tree search's steps are `mcts_trace.rs`'s.
                _ => {}
            }
        }
        table = stepper.take_table();
    }
    out.flush()
}

/// The node entered by `mv` from `top` (the root if `top` is none).
fn entered(game: &AnyGame, top: Option<&Open>, mv: crate::game::MoveCode) -> Open {
    match top {
        Some(top) => Open {
            label: game.move_label(&top.state, mv),
            state: game
                .play_generated(&top.state, mv)
                .unwrap_or_else(|| top.state.clone()),
            window: top.window,
            player: top.player,
            probe: None,
            average: None,
            weight: 0,
            last_move: None,
        },
        None => Open {
            state: game.root(),
            label: String::new(),
            window: (-INFINITY, INFINITY),
            player: Player::Max,
            probe: None,
            average: None,
            weight: 0,
            last_move: None,
        },
    }
}

/// A backup into, or Star1's cutoff at, a chance node: the weighted sum
/// of the outcomes backed up so far (the average once every outcome is
/// in), or the bound the average cannot pass; `None` for any other event.
fn chance_line(
    wording: Wording,
    event: &SearchEvent,
    path: &str,
    labels: &[String],
    child: Option<&Finished>,
) -> Option<String> {
    Some(match *event {
        SearchEvent::Backup {
            child_value,
            best,
            alpha,
            beta,
            ..
        } => format!(
            "backup  {path}  ← {}; weighted sum so far {}, window {}",
            returned(child, child_value, wording),
            score(best, wording),
            window(alpha, beta, wording)
        ),
        SearchEvent::Cutoff {
            kind,
            value,
            alpha,
            beta,
            pruned,
            ..
        } => format!(
            "cutoff  {path}  Star1 {}: the average is at {} {}, window {}; pruned {pruned}: {}",
            kind.name(),
            if kind == crate::search::CutoffKind::Alpha {
                "most"
            } else {
                "least"
            },
            score(value, wording),
            window(alpha, beta, wording),
            labels.join(", ")
        ),
        _ => return None,
    })
}

/// What a backup's child returned: `2 returns 3`, or a bound for a child
/// that failed high or low (`2 returns ≤3`).
fn returned(child: Option<&Finished>, value: crate::game::Score, wording: Wording) -> String {
    let label = child.map_or("?", |child| child.label.as_str());
    let value = child.map_or_else(
        || score(value, wording),
        |child| bounded(value, child.bound, wording),
    );
    format!("{label} returns {value}")
}

/// Whether the top of the stack is a chance node.
fn at_chance(game: &AnyGame, path: &[Open]) -> bool {
    path.last()
        .is_some_and(|top| game.chance_total(&top.state).is_some())
}

/// The path to the top of the stack as one string ([`game::path_text`]:
/// `root` for the root, else the labels joined by spaces).
fn path_text(path: &[Open]) -> String {
    let labels: Vec<&str> = path
        .iter()
        .skip(1)
        .map(|open| open.label.as_str())
        .collect();
    game::path_text(&labels, " ")
}

/// One event as `kind path  details`. `labels` are the pruned moves of a
/// cutoff or the best move of `Done`; `child` is the node a backup reports.
pub(super) fn line(
    (cutoff, wording): (Cutoff, Wording),
    event: &SearchEvent,
    path: &str,
    labels: &[String],
    child: Option<&Finished>,
    at_chance: bool,
) -> String {
    if at_chance && let Some(said) = chance_line(wording, event, path, labels, child) {
        return said;
    }
    match *event {
        SearchEvent::Enter {
            ply,
            player,
            depth_left,
            alpha,
            beta,
            move_count,
            chance,
            ..
        } => format!(
            "enter   {path}  {} node, ply {ply}, depth left {depth_left}, window {}, {}",
            crate::game::Role::of(player, chance > 0).name(),
            window(alpha, beta, wording),
            if chance > 0 {
                plural(move_count, "outcome", "outcomes")
            } else {
                plural(move_count, "move", "moves")
            }
        ),
        SearchEvent::Leaf { value, reason, .. } => format!(
            "leaf    {path}  value {} ({reason}, exact)",
            bounded(value, Bound::Exact, wording)
        ),
        SearchEvent::TtHit { value, bound, .. } => format!(
            "tt-hit  {path}  value {} ({bound}) from the transposition table",
            bounded(value, bound, wording)
        ),
        SearchEvent::StandPat {
            value, alpha, beta, ..
        } => format!(
            "standpat {path}  value {} (static, quiescence); best {}, window {}",
            score(value, wording),
            score(value, wording),
            window(alpha, beta, wording)
        ),
        SearchEvent::Backup {
            child_value,
            improved,
            best,
            alpha,
            beta,
            ..
        } => format!(
            "backup  {path}  ← {}, {}; best {}, window {}",
            returned(child, child_value, wording),
            if improved {
                "improved"
            } else {
                "no improvement"
            },
            score(best, wording),
            window(alpha, beta, wording)
        ),
        SearchEvent::Cutoff {
            kind,
            value,
            alpha,
            beta,
            pruned,
            ..
        } => format!(
            "cutoff  {path}  {} at value {}, α {} {} β {}; pruned {pruned}: {}",
            kind.name(),
            score(value, wording),
            score(alpha, wording),
            cutoff.symbol(),
            score(beta, wording),
            labels.join(", ")
        ),
        SearchEvent::Finish { value, bound, .. } => {
            format!(
                "finish  {path}  value {} ({bound})",
                bounded(value, bound, wording)
            )
        }
        SearchEvent::Select { .. }
        | SearchEvent::Expand { .. }
        | SearchEvent::Simulate { .. }
        | SearchEvent::Backpropagate { .. } => monte_carlo_line(event, path),
        SearchEvent::Done {
            value, truncated, ..
        } => format!(
            "done    root  value {}, best move {}{}",
            score(value, wording),
            labels.first().map_or("none", String::as_str),
            if truncated {
                ", truncated by the node cap"
            } else {
                ""
            }
        ),
    }
}

/// A Monte Carlo tree search step as `kind path  details`.
fn monte_carlo_line(event: &SearchEvent, path: &str) -> String {
    match *event {
        SearchEvent::Select { iteration, .. } => {
            format!("select  {path}  iteration {iteration}, picked by UCB1")
        }
        SearchEvent::Expand {
            iteration,
            ply,
            player,
            ..
        } => format!(
            "expand  {path}  iteration {iteration}, {} node, ply {ply}, joins the tree",
            player.name()
        ),
        SearchEvent::Simulate {
            iteration,
            plies,
            result,
            ..
        } => format!(
            "playout {path}  iteration {iteration}, {}, result {result}",
            plural(plies, "ply", "plies")
        ),
        SearchEvent::Backpropagate {
            iteration, result, ..
        } => {
            format!("backprop {path}  iteration {iteration}, N + 1 and W + {result} up to the root")
        }
        _ => String::new(),
    }
}
