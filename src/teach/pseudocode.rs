//! The textbook pseudocode of each variant, the line a step executes, and
//! the live locals of that line.
//!
//! Minimax and alpha-beta are written as the maxValue / minValue pair (the
//! course's minimax notebook); negamax and negamax with α-β as one function
//! whose values are from the side to move's view. PVS changes the loop (a
//! null-window probe, and a re-search with Reinefeld's window `(v, β)`);
//! aspiration windows and MTD(f) add a driver that calls maxValue at the
//! root once per pass. The transposition-table
//! lines appear only when the table is on. The order of the lines is the
//! stepper's: a leaf is recognised before the table is probed.

use petgraph::graph::NodeIndex;

use crate::game::Score;
use crate::input::AnyGame;
use crate::search::{
    Cutoff, CutoffKind, FailMode, MoveOrdering, Player, SearchEvent, SearchOptions,
};
use crate::session::Session;
use crate::teach::algorithm::teaching;
use crate::teach::context::StepContext;
use crate::teach::listing::{Line, LineRole, Listing};
use crate::teach::narration::unpruned_return;
use crate::tree::NodeKind;
use crate::tree::node_index;

/// Collects lines.
struct Builder {
    lines: Vec<Line>,
    side: Option<Player>,
    chance: bool,
}

impl Builder {
    fn line(&mut self, indent: u8, role: LineRole, code: impl Into<String>) {
        self.lines.push(Line {
            indent,
            code: code.into(),
            comment: None,
            root_comment: None,
            role,
            side: self.side,
            chance: self.chance,
        });
    }

    fn note(&mut self, indent: u8, role: LineRole, code: impl Into<String>, comment: &str) {
        self.line(indent, role, code);
        if let Some(line) = self.lines.last_mut() {
            line.comment = Some(comment.to_owned());
        }
    }
}

/// How the ordering is described in the `moves ←` line.
fn ordering_text(ordering: MoveOrdering) -> String {
    match ordering {
        MoveOrdering::Natural => "in the generator's order".to_owned(),
        MoveOrdering::Captures => "captures first (MVV-LVA)".to_owned(),
        MoveOrdering::Seed => "captures, then forward moves, then the rest".to_owned(),
        MoveOrdering::Killers => "captures, then this ply's killers, then the rest".to_owned(),
        MoveOrdering::History => "captures, then by history (cutoffs so far)".to_owned(),
        MoveOrdering::Best => "best first (oracle)".to_owned(),
        MoveOrdering::Worst => "worst first (oracle)".to_owned(),
        MoveOrdering::Random(seed) => format!("shuffled with seed {seed}"),
    }
}

/// One function of a listing: maxValue or minValue (`side` given), or negamax.
fn function(b: &mut Builder, options: &SearchOptions, side: Option<Player>) {
    let prunes = options.algorithm.prunes();
    let table = options.transposition_table;
    let hard = options.fails_hard();
    b.side = side;
    entry_line(b, side, prunes);
    leaf_lines(b, side, table, prunes, options.quiescence);
    loop_lines(b, options, side);
    if prunes {
        cutoff_lines(b, side, options.cutoff);
    }
    return_lines(b, table, prunes, hard);
}

/// The function's header, with how the root calls it.
fn entry_line(b: &mut Builder, side: Option<Player>, prunes: bool) {
    let window = if prunes { ", α, β" } else { "" };
    let name = match side {
        Some(Player::Max) => "maxValue",
        Some(Player::Min) => "minValue",
        None => "negamax",
    };
    let header = format!("function {name}(node, depth{window})");
    let (root_call, header_note) = match (side, prunes) {
        (Some(Player::Max), true) => (
            Some("called as maxValue(root, d, −∞, +∞)"),
            "values from MAX's view",
        ),
        (Some(Player::Max), false) => (
            Some("called as maxValue(root, d)"),
            "values from MAX's view",
        ),
        (Some(Player::Min), _) => (None, "MIN's turn: values still from MAX's view"),
        (None, true) => (
            Some("called as negamax(root, d, −∞, +∞)"),
            "values, α, β from the side to move's view",
        ),
        (None, false) => (
            Some("called as negamax(root, d)"),
            "values from the side to move's view",
        ),
    };
    b.note(0, LineRole::Entry, header, header_note);
    if let Some(line) = b.lines.last_mut() {
        line.root_comment = root_call.map(str::to_owned);
    }
}

/// The leaf test and its evaluation, then the transposition-table probe.
fn leaf_lines(b: &mut Builder, side: Option<Player>, table: bool, prunes: bool, quiescence: bool) {
    if quiescence {
        b.note(
            1,
            LineRole::LeafTest,
            "if node is terminal, or depth = 0 and it is quiet, then",
            "quiet: no capture or promotion, not in check (or 4 plies past d)",
        );
    } else {
        b.line(
            1,
            LineRole::LeafTest,
            "if depth = 0 or node is terminal then",
        );
    }
    if side.is_some() {
        b.note(
            2,
            LineRole::Evaluate,
            "return evaluate(node)",
            "static value, or the game's result",
        );
    } else {
        b.note(
            2,
            LineRole::Evaluate,
            "return colour(node) × evaluate(node)",
            "colour = +1 if MAX is to move, −1 if MIN",
        );
    }
    if table {
        if prunes {
            b.note(
                1,
                LineRole::TtProbe,
                "if table[node, depth] is exact, or a bound outside [α, β], then return it",
                "transposition table",
            );
        } else {
            b.note(
                1,
                LineRole::TtProbe,
                "if table[node, depth] is known then return it",
                "transposition table",
            );
        }
    }
}

/// `best ← …`, the moves, and the loop over them up to keeping the better value.
fn loop_lines(b: &mut Builder, options: &SearchOptions, side: Option<Player>) {
    let prunes = options.algorithm.prunes();
    let (callee, worst, better) = match side {
        Some(Player::Max) => ("minValue", "−∞", ">"),
        Some(Player::Min) => ("maxValue", "+∞", "<"),
        None => ("−negamax", "−∞", ">"),
    };
    if options.quiescence {
        let stand_pat = if side.is_some() {
            "if depth = 0 and not in check then best ← evaluate(node)"
        } else {
            "if depth = 0 and not in check then best ← colour(node) × evaluate(node)"
        };
        let why = if prunes {
            "quiescence: stand pat, the value of playing no capture; may close the window at once"
        } else {
            "quiescence: stand pat, the value of playing no capture"
        };
        b.note(1, LineRole::StandPat, stand_pat, why);
        b.line(1, LineRole::Init, format!("else best ← {worst}"));
    } else {
        b.line(1, LineRole::Init, format!("best ← {worst}"));
    }
    let generated = if options.quiescence {
        "moves ← legal moves of node (at depth 0: captures and promotions, all in check)"
    } else {
        "moves ← legal moves of node"
    };
    b.line(
        1,
        LineRole::GenerateMoves,
        format!("{generated}, {}", ordering_text(options.ordering)),
    );
    b.line(1, LineRole::Loop, "for each move m in moves do");
    if options.algorithm.probes()
        && let Some(side) = side
    {
        pvs_loop_lines(b, side);
        return;
    }
    let child_window = match (prunes, side) {
        (false, _) => "",
        (true, Some(_)) => ", α, β",
        (true, None) => ", −β, −α",
    };
    if options.algorithm.averages() {
        b.note(
            2,
            LineRole::Recurse,
            format!("v ← value(play(node, m), depth − 1{child_window})"),
            "value: maxValue, minValue or chanceValue, by the child's role",
        );
    } else {
        b.line(
            2,
            LineRole::Recurse,
            format!("v ← {callee}(play(node, m), depth − 1{child_window})"),
        );
    }
    b.line(
        2,
        LineRole::Improve,
        format!("if v {better} best then best ← v"),
    );
}

/// PVS's loop body: the full window for the first move, a null window for
/// the others, and a re-search when the probe lands strictly inside.
fn pvs_loop_lines(b: &mut Builder, side: Player) {
    let (callee, better, probe, again) = match side {
        Player::Max => ("minValue", ">", "α, α + 1", "v, β"),
        Player::Min => ("maxValue", "<", "β − 1, β", "α, v"),
    };
    b.line(2, LineRole::Loop, "if m is the first move then");
    b.line(
        3,
        LineRole::Recurse,
        format!("v ← {callee}(play(node, m), depth − 1, α, β)"),
    );
    b.line(2, LineRole::Loop, "else");
    b.note(
        3,
        LineRole::Probe,
        format!("v ← {callee}(play(node, m), depth − 1, {probe})"),
        "null window: can m beat the best so far?",
    );
    b.note(
        3,
        LineRole::ReSearchTest,
        "if α < v < β then",
        "strictly inside: the probe gave only a bound",
    );
    b.note(
        4,
        LineRole::ReSearch,
        format!("v ← {callee}(play(node, m), depth − 1, {again})"),
        "re-search (Reinefeld's window)",
    );
    b.line(
        2,
        LineRole::Improve,
        format!("if v {better} best then best ← v"),
    );
}

/// chanceValue: the average of a chance node's outcomes (expectimax), or
/// Ballard's Star1, which gives each outcome the window outside which the
/// average can no longer matter and stops when it cannot.
fn chance_lines(b: &mut Builder, options: &SearchOptions) {
    let star1 = options.algorithm.prunes();
    b.side = None;
    b.chance = true;
    if star1 {
        b.note(
            0,
            LineRole::Entry,
            "function chanceValue(node, depth, α, β)",
            "Ballard's Star1: every leaf lies in [L, U]",
        );
    } else {
        b.note(
            0,
            LineRole::Entry,
            "function chanceValue(node, depth)",
            "the probability-weighted average of the outcomes",
        );
    }
    b.line(
        1,
        LineRole::LeafTest,
        "if depth = 0 or node is terminal then",
    );
    b.line(2, LineRole::Evaluate, "return evaluate(node)");
    if star1 {
        b.note(
            1,
            LineRole::Init,
            "sum ← 0; left ← 1",
            "left: the probability not searched yet",
        );
    } else {
        b.line(1, LineRole::Init, "sum ← 0");
    }
    b.line(
        1,
        LineRole::Loop,
        "for each outcome o of node, with probability p, do",
    );
    if star1 {
        b.line(2, LineRole::Loop, "left ← left − p");
        b.note(
            2,
            LineRole::Loop,
            "α′ ← max(L, (α − sum − left·U) / p); β′ ← min(U, (β − sum − left·L) / p)",
            "outside [α′, β′] the average cannot matter",
        );
        b.line(
            2,
            LineRole::Recurse,
            "v ← value(play(node, o), depth − 1, α′, β′)",
        );
    } else {
        b.line(2, LineRole::Recurse, "v ← value(play(node, o), depth − 1)");
    }
    b.line(2, LineRole::Improve, "sum ← sum + p·v");
    if star1 {
        b.line(2, LineRole::CutoffTest, "if sum + left·U ≤ α then");
        b.note(
            3,
            LineRole::Prune,
            "return sum + left·U",
            "fail low: even at U the rest cannot lift the average to α",
        );
        b.line(2, LineRole::CutoffTest, "if sum + left·L ≥ β then");
        b.note(
            3,
            LineRole::Prune,
            "return sum + left·L",
            "fail high: even at L the rest cannot pull it below β",
        );
    }
    b.line(1, LineRole::Return, "return sum");
    b.chance = false;
}

/// Alpha-beta's window update, cutoff test and `break`, inside the loop.
fn cutoff_lines(b: &mut Builder, side: Option<Player>, cutoff: Cutoff) {
    let (update, role, cut) = match side {
        Some(Player::Min) => (
            "β ← min(β, best)",
            LineRole::UpdateBeta,
            "α-cutoff: MAX above already has α; prune the rest",
        ),
        Some(Player::Max) => (
            "α ← max(α, best)",
            LineRole::UpdateAlpha,
            "β-cutoff: MIN above already has β; prune the rest",
        ),
        None => (
            "α ← max(α, best)",
            LineRole::UpdateAlpha,
            "cutoff: the opponent above already has better; prune the rest",
        ),
    };
    b.line(2, role, update);
    b.line(
        2,
        LineRole::CutoffTest,
        format!("if {} then", cutoff.test()),
    );
    b.note(3, LineRole::Prune, "break", cut);
}

/// What the function returns (fail-hard or fail-soft), storing it in the
/// transposition table first when there is one.
fn return_lines(b: &mut Builder, table: bool, prunes: bool, hard: bool) {
    let (result, result_note) = if hard {
        (
            "clamp(best, α₀, β₀)",
            "fail-hard: stay inside the window [α₀, β₀] the node was given",
        )
    } else if prunes {
        (
            "best",
            "fail-soft: the best value found, even outside the window",
        )
    } else {
        ("best", "")
    };
    if table {
        if result_note.is_empty() {
            b.line(1, LineRole::Result, format!("value ← {result}"));
        } else {
            b.note(
                1,
                LineRole::Result,
                format!("value ← {result}"),
                result_note,
            );
        }
        let stored = if prunes {
            "(value, its bound: exact, lower or upper)"
        } else {
            "value"
        };
        b.line(
            1,
            LineRole::TtStore,
            format!("table[node, depth] ← {stored}"),
        );
        b.line(1, LineRole::Return, "return value");
    } else if result_note.is_empty() {
        b.line(1, LineRole::Return, format!("return {result}"));
    } else {
        b.note(1, LineRole::Return, format!("return {result}"), result_note);
    }
}

/// The pseudocode of the variant `options` selects: algorithm, fail mode
/// (alpha-beta forms), move ordering and transposition table.
#[must_use]
pub fn listing(options: &SearchOptions) -> Listing {
    let algorithm = options.algorithm;
    if algorithm.is_mcts() {
        return crate::teach::mcts::pseudocode::listing(&options.mcts);
    }
    let mut title = algorithm.title().to_owned();
    if algorithm.prunes() {
        title.push_str(match options.fail {
            FailMode::Hard => " (fail-hard)",
            FailMode::Soft => " (fail-soft)",
        });
        if options.cutoff == Cutoff::Gt {
            title.push_str(", cut only when α > β");
        }
    }
    if options.transposition_table {
        title.push_str(" with a transposition table");
    }
    if options.quiescence {
        title.push_str(", quiescence at the depth limit");
    }
    let mut builder = Builder {
        lines: Vec::new(),
        side: None,
        chance: false,
    };
    // The driver that searches the root in passes (aspiration windows,
    // MTD(f)), above the maxValue / minValue pair.
    if let Some(driver) = teaching(algorithm).driver {
        builder.lines.extend(driver(options));
    }
    if algorithm.is_negamax() {
        function(&mut builder, options, None);
    } else {
        function(&mut builder, options, Some(Player::Max));
        function(&mut builder, options, Some(Player::Min));
        if algorithm.averages() {
            chance_lines(&mut builder, options);
        }
    }
    Listing {
        title,
        lines: builder.lines,
    }
}

/// The line that `event` executes, for an event about a node where `player`
/// is to move (MAX for [`SearchEvent::Done`]).
///
/// Enter → the function header; Leaf → `return evaluate`; TT hit → the
/// probe; Backup → the improve line; Cutoff → `break`; Finish and Done →
/// `return`. `None` only if the listing lacks the line (a TT hit on a listing
/// without the table).
#[must_use]
pub fn current_line(listing: &Listing, event: &SearchEvent, player: Player) -> Option<usize> {
    if listing
        .lines
        .iter()
        .any(|line| line.role == LineRole::Select)
    {
        return crate::teach::mcts::pseudocode::current_line(listing, event);
    }
    let driver = |role| {
        listing
            .lines
            .iter()
            .position(|line| line.role == role && line.side.is_none())
    };
    let role = match event {
        SearchEvent::Enter { parent: None, .. } if driver(LineRole::PassCall).is_some() => {
            return driver(LineRole::PassCall);
        }
        SearchEvent::Done { .. } if driver(LineRole::PassVerdict).is_some() => {
            return driver(LineRole::PassVerdict);
        }
        SearchEvent::Enter { .. } => LineRole::Entry,
        SearchEvent::Leaf { .. } => LineRole::Evaluate,
        SearchEvent::TtHit { .. } => LineRole::TtProbe,
        SearchEvent::StandPat { .. } => LineRole::StandPat,
        SearchEvent::Backup { .. } => LineRole::Improve,
        SearchEvent::Cutoff { .. } => LineRole::Prune,
        SearchEvent::Finish { .. } => LineRole::Return,
        SearchEvent::Done { .. } => return listing.find(LineRole::Return, Player::Max),
        SearchEvent::Select { .. }
        | SearchEvent::Expand { .. }
        | SearchEvent::Simulate { .. }
        | SearchEvent::Backpropagate { .. } => return None,
    };
    listing.find(role, player)
}

/// The line executed by step `step` of `session` (see [`current_line`]);
/// `None` if the step has not been recorded.
#[must_use]
pub fn line_at(listing: &Listing, session: &Session<AnyGame>, step: u64) -> Option<usize> {
    let context = StepContext::new(session, step)?;
    let node = node_index(context.event.node());
    if context.tree().chance_total(node).is_some() {
        let role = match context.event {
            SearchEvent::Enter { .. } => LineRole::Entry,
            SearchEvent::Backup { .. } => LineRole::Improve,
            SearchEvent::Cutoff {
                kind: CutoffKind::Alpha,
                ..
            } => return listing.find_chance(LineRole::Prune, 0),
            SearchEvent::Cutoff { .. } => return listing.find_chance(LineRole::Prune, 1),
            _ => LineRole::Return,
        };
        return listing.find_chance(role, 0);
    }
    let player = context.player(node);
    current_line(listing, &context.event, player)
}

/// The note of the line step `step` of `session` executes (see
/// [`line_at`]), for the node it runs for: "called as maxValue(root, …)"
/// only at the root; at a student's return that prunes nothing (a trace),
/// not the line's cutoff but why nothing is pruned. `None` if the line has
/// no note or the step has not been recorded.
#[must_use]
pub fn note_at(listing: &Listing, session: &Session<AnyGame>, step: u64) -> Option<String> {
    let context = StepContext::new(session, step)?;
    let node = node_index(context.event.node());
    let at_root = context.tree().root() == Some(node);
    let line = listing.lines.get(line_at(listing, session, step)?)?;
    if context.tree().is_mcts() {
        return crate::teach::mcts::narration::scores(&context).or_else(|| line.comment.clone());
    }
    if let SearchEvent::Cutoff { alpha, beta, .. } = context.event
        && let Some(why) = unpruned_return(&context, (alpha, beta))
    {
        // A student's search returned here: not the algorithm's break.
        return Some(format!("your search returned here, but {why}"));
    }
    if let SearchEvent::Enter {
        parent: Some(parent),
        player,
        ..
    } = context.event
        && context.player(node_index(parent)) == player
    {
        return Some(moves_again(
            player,
            session.options().algorithm.is_negamax(),
        ));
    }
    line.note(at_root)
}

/// The note on entering a node where the parent's player moves again (a
/// tree written with `min[…]` under MIN): the listing's call names the
/// other function, or negates, which here does not happen.
fn moves_again(player: Player, negamax: bool) -> String {
    let name = player.name();
    if negamax {
        format!("{name} moves again: called as negamax(child, depth − 1, α, β), nothing negated")
    } else {
        let function = match player {
            Player::Max => "maxValue",
            Player::Min => "minValue",
        };
        format!("{name} moves again: the call goes to {function}, not to the other function")
    }
}

/// Whose point of view the locals' values are in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum View {
    /// MAX's view (minimax and alpha-beta).
    Max,
    /// The side to move's view (negamax forms): MIN's values are negated.
    SideToMove(Player),
}

impl View {
    /// A label for the locals panel.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Self::Max => "MAX's view",
            Self::SideToMove(Player::Max) => "side to move's view (MAX: same as MAX's view)",
            Self::SideToMove(Player::Min) => "side to move's view (MIN: MAX's values negated)",
        }
    }

    /// Converts a MAX-view value to this view.
    #[must_use]
    pub fn of(self, value: Score) -> Score {
        match self {
            Self::Max => value,
            Self::SideToMove(player) => player.perspective(value),
        }
    }
}

/// The live locals of the function running for the node a step is about,
/// once the step has happened, in the view the variant uses.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Locals {
    /// The node.
    pub node: NodeIndex,
    /// Who is to move there.
    pub player: Player,
    /// What the node does with its children's values (MAX, MIN, CHANCE).
    pub role: crate::game::Role,
    /// The view `alpha`, `beta`, `best` and `value` are in.
    pub view: View,
    /// Move labels from the root to the node.
    pub path: Vec<String>,
    /// `depth`: plies left.
    pub depth: u8,
    /// `α`, for the alpha-beta forms.
    pub alpha: Option<Score>,
    /// `β`, for the alpha-beta forms.
    pub beta: Option<Score>,
    /// `best` so far; `None` before a child has been backed up.
    pub best: Option<Score>,
    /// The value returned, once the node has finished.
    pub value: Option<Score>,
    /// The 1-based number of the move the loop is at; `None` before the loop.
    pub move_number: Option<u16>,
    /// How many moves the node searches.
    pub move_count: u16,
    /// The label of the move the loop is at.
    pub move_label: Option<String>,
}

/// The locals after step `step` of `session`, for the node the step is about
/// (the parent for a backup, the root for the end of the search); `None` if
/// the step has not been recorded.
#[must_use]
pub fn locals(session: &Session<AnyGame>, step: u64) -> Option<Locals> {
    let context = StepContext::new(session, step)?;
    // Monte Carlo tree search has no window, depth or best value: its
    // numbers are on the tree and in the narration.
    if context.tree().is_mcts() {
        return None;
    }
    let node = node_index(context.event.node());
    let weight = context.weight(node)?;
    let player = context.player(node);
    let algorithm = session.options().algorithm;
    let view = if algorithm.is_negamax() {
        View::SideToMove(player)
    } else {
        View::Max
    };
    let after = context.after(node)?;
    let (alpha, beta) = match view {
        View::SideToMove(Player::Min) => (-after.beta, -after.alpha),
        _ => (after.alpha, after.beta),
    };
    let searched: Vec<NodeIndex> = context
        .tree()
        .children(node)
        .into_iter()
        .filter(|&child| {
            context
                .weight(child)
                .is_some_and(|c| c.kind != NodeKind::Pruned && c.is_visible_at(context.local + 1))
        })
        .collect();
    let last = searched.last().copied();
    Some(Locals {
        node,
        player,
        role: context.tree().role(node),
        view,
        path: context.path_labels(node),
        depth: context.iteration.depth_left(node),
        alpha: algorithm.prunes().then_some(alpha),
        beta: algorithm.prunes().then_some(beta),
        best: after.best.map(|best| view.of(best)),
        value: weight
            .is_finished_at(context.local + 1)
            .then(|| view.of(weight.value)),
        move_number: last.map(|_| u16::try_from(searched.len()).unwrap_or(u16::MAX)),
        move_count: context.move_count(node),
        move_label: last.and_then(|child| context.move_label(child)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Algorithm;

    fn roles(listing: &Listing) -> Vec<LineRole> {
        listing.lines.iter().map(|line| line.role).collect()
    }

    #[test]
    fn table_lines_appear_only_with_the_table() {
        for algorithm in Algorithm::ALL {
            for table in [false, true] {
                let options = SearchOptions {
                    algorithm,
                    transposition_table: table,
                    ..SearchOptions::default()
                };
                let listing = listing(&options);
                let roles = roles(&listing);
                assert_eq!(roles.contains(&LineRole::TtProbe), table, "{algorithm:?}");
                assert_eq!(roles.contains(&LineRole::TtStore), table, "{algorithm:?}");
                assert_eq!(roles.contains(&LineRole::Prune), algorithm.prunes());
                let functions = roles.iter().filter(|&&r| r == LineRole::Entry).count();
                let driver = usize::from(algorithm.searches_in_passes());
                let chance = usize::from(algorithm.averages());
                assert_eq!(
                    functions,
                    if algorithm.is_negamax() { 1 } else { 2 } + driver + chance
                );
                for role in [
                    LineRole::Entry,
                    LineRole::Evaluate,
                    LineRole::Improve,
                    LineRole::Return,
                ] {
                    for side in [Player::Max, Player::Min] {
                        assert!(listing.find(role, side).is_some(), "{role:?} {side:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn variants_read_like_their_textbooks() {
        let text = |options: SearchOptions| {
            listing(&options)
                .lines
                .iter()
                .map(|line| line.code.clone())
                .collect::<Vec<_>>()
                .join("\n")
        };
        let negamax = text(SearchOptions {
            algorithm: Algorithm::NegamaxAlphaBeta,
            fail: FailMode::Soft,
            ..SearchOptions::default()
        });
        assert!(negamax.contains("v ← −negamax(play(node, m), depth − 1, −β, −α)"));
        assert!(negamax.contains("return best"));
        // Fail-soft is the default (AIMA's alpha-beta returns v).
        assert!(text(SearchOptions::default()).contains("return best"));
        let hard = text(SearchOptions {
            fail: FailMode::Hard,
            ..SearchOptions::default()
        });
        assert!(hard.contains("function minValue(node, depth, α, β)"));
        assert!(hard.contains("β ← min(β, best)"));
        assert!(hard.contains("if α ≥ β then"));
        let strict = text(SearchOptions {
            cutoff: Cutoff::Gt,
            ..SearchOptions::default()
        });
        assert!(strict.contains("if α > β then") && !strict.contains('≥'));
        assert!(hard.contains("return clamp(best, α₀, β₀)"));
        let minimax = text(SearchOptions {
            algorithm: Algorithm::Minimax,
            ..SearchOptions::default()
        });
        assert!(minimax.contains("function maxValue(node, depth)"));
        assert!(!minimax.contains('α'));
    }

    #[test]
    fn max_and_min_events_land_in_their_own_function() {
        let listing = listing(&SearchOptions::default());
        let leaf = SearchEvent::Leaf {
            node: 2,
            value: 3,
            reason: crate::search::LeafReason::DepthLimit,
        };
        let max = current_line(&listing, &leaf, Player::Max).unwrap();
        let min = current_line(&listing, &leaf, Player::Min).unwrap();
        assert_eq!(listing.lines[max].side, Some(Player::Max));
        assert_eq!(listing.lines[min].side, Some(Player::Min));
        assert_eq!(listing.lines[max].role, LineRole::Evaluate);
    }

    #[test]
    fn the_root_call_is_noted_only_when_the_root_is_entered() {
        let game = AnyGame::from_tree("[[[1,2],[3,4]],[[5,6],[7,8]]]").unwrap();
        let options = game.fit_options(SearchOptions::default(), false).unwrap();
        let mut session = Session::new(game, options).unwrap();
        session.seek(3, u64::MAX).unwrap();
        let listing = listing(&options);
        let entry = listing.find(LineRole::Entry, Player::Max).unwrap();
        // Steps 1, 2 and 3 enter the root (MAX), MIN at 1 and MAX at 1.1.
        assert_eq!(line_at(&listing, &session, 0), Some(entry));
        assert_eq!(line_at(&listing, &session, 2), Some(entry));
        assert_eq!(
            note_at(&listing, &session, 0).as_deref(),
            Some("called as maxValue(root, d, −∞, +∞); values from MAX's view")
        );
        assert_eq!(
            note_at(&listing, &session, 2).as_deref(),
            Some("values from MAX's view")
        );
        assert_eq!(
            note_at(&listing, &session, 1).as_deref(),
            Some("MIN's turn: values still from MAX's view")
        );
    }
}
