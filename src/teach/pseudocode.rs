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

    fn note(&mut self, indent: u8, role: LineRole, code: impl Into<String>, comment: String) {
        self.line(indent, role, code);
        if let Some(line) = self.lines.last_mut() {
            line.comment = Some(comment);
        }
    }
}

/// How the ordering is described in the `moves ←` line.
fn ordering_text(ordering: MoveOrdering) -> String {
    match ordering {
        MoveOrdering::Natural => crate::tr!("teach-order-natural"),
        MoveOrdering::Captures => crate::tr!("teach-order-captures"),
        MoveOrdering::Seed => crate::tr!("teach-order-seed"),
        MoveOrdering::Killers => crate::tr!("teach-order-killers"),
        MoveOrdering::History => crate::tr!("teach-order-history"),
        MoveOrdering::Best => crate::tr!("teach-order-best"),
        MoveOrdering::Worst => crate::tr!("teach-order-worst"),
        MoveOrdering::Random(seed) => crate::tr!("teach-order-random", seed = seed.to_string()),
    }
}

/// The pseudocode name of the function that searches for `side`:
/// maxValue, minValue, or negamax for the single function.
fn function_name(side: Option<Player>) -> String {
    match side {
        Some(Player::Max) => crate::tr!("teach-code-max-value"),
        Some(Player::Min) => crate::tr!("teach-code-min-value"),
        None => "negamax".to_owned(),
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
    let header = crate::tr!(
        "teach-code-function",
        name = function_name(side),
        window = window
    );
    let (root_call, header_note) = match (side, prunes) {
        (Some(Player::Max), true) => (
            Some(crate::tr!("teach-note-called-max-window")),
            crate::tr!("teach-note-max-view"),
        ),
        (Some(Player::Max), false) => (
            Some(crate::tr!("teach-note-called-max")),
            crate::tr!("teach-note-max-view"),
        ),
        (Some(Player::Min), _) => (None, crate::tr!("teach-note-min-turn")),
        (None, true) => (
            Some(crate::tr!("teach-note-called-negamax-window")),
            crate::tr!("teach-note-side-view-window"),
        ),
        (None, false) => (
            Some(crate::tr!("teach-note-called-negamax")),
            crate::tr!("teach-note-side-view"),
        ),
    };
    b.note(0, LineRole::Entry, header, header_note);
    if let Some(line) = b.lines.last_mut() {
        line.root_comment = root_call;
    }
}

/// The leaf test and its evaluation, then the transposition-table probe.
fn leaf_lines(b: &mut Builder, side: Option<Player>, table: bool, prunes: bool, quiescence: bool) {
    if quiescence {
        b.note(
            1,
            LineRole::LeafTest,
            crate::tr!("teach-code-leaf-test-quiet"),
            crate::tr!("teach-note-quiet"),
        );
    } else {
        b.line(1, LineRole::LeafTest, crate::tr!("teach-code-leaf-test"));
    }
    if side.is_some() {
        b.note(
            2,
            LineRole::Evaluate,
            crate::tr!("teach-code-return-evaluate"),
            crate::tr!("teach-note-static-value"),
        );
    } else {
        b.note(
            2,
            LineRole::Evaluate,
            crate::tr!("teach-code-return-colour-evaluate"),
            crate::tr!("teach-note-colour"),
        );
    }
    if table {
        let probe = if prunes {
            crate::tr!("teach-code-tt-probe-window")
        } else {
            crate::tr!("teach-code-tt-probe")
        };
        b.note(
            1,
            LineRole::TtProbe,
            probe,
            crate::tr!("teach-note-transposition-table"),
        );
    }
}

/// `best ← …`, the moves, and the loop over them up to keeping the better value.
fn loop_lines(b: &mut Builder, options: &SearchOptions, side: Option<Player>) {
    let prunes = options.algorithm.prunes();
    let (worst, better) = match side {
        Some(Player::Min) => ("+∞", "<"),
        _ => ("−∞", ">"),
    };
    let callee = match side {
        Some(Player::Max) => function_name(Some(Player::Min)),
        Some(Player::Min) => function_name(Some(Player::Max)),
        None => "−negamax".to_owned(),
    };
    if options.quiescence {
        let stand_pat = if side.is_some() {
            crate::tr!("teach-code-stand-pat")
        } else {
            crate::tr!("teach-code-stand-pat-colour")
        };
        let why = if prunes {
            crate::tr!("teach-note-stand-pat-window")
        } else {
            crate::tr!("teach-note-stand-pat")
        };
        b.note(1, LineRole::StandPat, stand_pat, why);
        b.line(
            1,
            LineRole::Init,
            crate::tr!("teach-code-else-init", worst = worst),
        );
    } else {
        b.line(
            1,
            LineRole::Init,
            crate::tr!("teach-code-init", worst = worst),
        );
    }
    let ordering = ordering_text(options.ordering);
    let generated = if options.quiescence {
        crate::tr!("teach-code-moves-quiet", ordering = ordering)
    } else {
        crate::tr!("teach-code-moves", ordering = ordering)
    };
    b.line(1, LineRole::GenerateMoves, generated);
    b.line(1, LineRole::Loop, crate::tr!("teach-code-for-each-move"));
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
            crate::tr!("teach-code-recurse-any", window = child_window),
            crate::tr!("teach-note-recurse-any"),
        );
    } else {
        b.line(
            2,
            LineRole::Recurse,
            crate::tr!("teach-code-recurse", callee = callee, window = child_window),
        );
    }
    b.line(
        2,
        LineRole::Improve,
        crate::tr!("teach-code-improve", better = better),
    );
}

/// PVS's loop body: the full window for the first move, a null window for
/// the others, and a re-search when the probe lands strictly inside.
fn pvs_loop_lines(b: &mut Builder, side: Player) {
    let (better, probe, again) = match side {
        Player::Max => (">", "α, α + 1", "v, β"),
        Player::Min => ("<", "β − 1, β", "α, v"),
    };
    let callee = function_name(Some(side.other()));
    b.line(2, LineRole::Loop, crate::tr!("teach-code-if-first-move"));
    b.line(
        3,
        LineRole::Recurse,
        crate::tr!("teach-code-recurse", callee = &callee, window = ", α, β"),
    );
    b.line(2, LineRole::Loop, crate::tr!("teach-code-else"));
    b.note(
        3,
        LineRole::Probe,
        crate::tr!(
            "teach-code-recurse",
            callee = &callee,
            window = format!(", {probe}")
        ),
        crate::tr!("teach-note-null-window"),
    );
    b.note(
        3,
        LineRole::ReSearchTest,
        crate::tr!("teach-code-if-inside"),
        crate::tr!("teach-note-inside"),
    );
    b.note(
        4,
        LineRole::ReSearch,
        crate::tr!(
            "teach-code-recurse",
            callee = &callee,
            window = format!(", {again}")
        ),
        crate::tr!("teach-note-re-search"),
    );
    b.line(
        2,
        LineRole::Improve,
        crate::tr!("teach-code-improve", better = better),
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
            crate::tr!("teach-code-chance-function-window"),
            crate::tr!("teach-note-star1"),
        );
    } else {
        b.note(
            0,
            LineRole::Entry,
            crate::tr!("teach-code-chance-function"),
            crate::tr!("teach-note-chance-average"),
        );
    }
    b.line(1, LineRole::LeafTest, crate::tr!("teach-code-leaf-test"));
    b.line(
        2,
        LineRole::Evaluate,
        crate::tr!("teach-code-return-evaluate"),
    );
    if star1 {
        b.note(
            1,
            LineRole::Init,
            crate::tr!("teach-code-chance-init-left"),
            crate::tr!("teach-note-left"),
        );
    } else {
        b.line(1, LineRole::Init, crate::tr!("teach-code-chance-init"));
    }
    b.line(1, LineRole::Loop, crate::tr!("teach-code-for-each-outcome"));
    if star1 {
        b.line(2, LineRole::Loop, crate::tr!("teach-code-left-minus-p"));
        b.note(
            2,
            LineRole::Loop,
            crate::tr!("teach-code-star1-window"),
            crate::tr!("teach-note-star1-window"),
        );
        b.line(
            2,
            LineRole::Recurse,
            crate::tr!("teach-code-recurse-outcome-window"),
        );
    } else {
        b.line(
            2,
            LineRole::Recurse,
            crate::tr!("teach-code-recurse-outcome"),
        );
    }
    b.line(2, LineRole::Improve, crate::tr!("teach-code-sum-add"));
    if star1 {
        b.line(
            2,
            LineRole::CutoffTest,
            crate::tr!("teach-code-if-fail-low"),
        );
        b.note(
            3,
            LineRole::Prune,
            crate::tr!("teach-code-return-fail-low"),
            crate::tr!("teach-note-star1-fail-low"),
        );
        b.line(
            2,
            LineRole::CutoffTest,
            crate::tr!("teach-code-if-fail-high"),
        );
        b.note(
            3,
            LineRole::Prune,
            crate::tr!("teach-code-return-fail-high"),
            crate::tr!("teach-note-star1-fail-high"),
        );
    }
    b.line(1, LineRole::Return, crate::tr!("teach-code-return-sum"));
    b.chance = false;
}

/// Alpha-beta's window update, cutoff test and `break`, inside the loop.
fn cutoff_lines(b: &mut Builder, side: Option<Player>, cutoff: Cutoff) {
    let (update, role, cut) = match side {
        Some(Player::Min) => (
            crate::tr!("teach-code-update-beta"),
            LineRole::UpdateBeta,
            crate::tr!("teach-note-alpha-cutoff"),
        ),
        Some(Player::Max) => (
            crate::tr!("teach-code-update-alpha"),
            LineRole::UpdateAlpha,
            crate::tr!("teach-note-beta-cutoff"),
        ),
        None => (
            crate::tr!("teach-code-update-alpha"),
            LineRole::UpdateAlpha,
            crate::tr!("teach-note-negamax-cutoff"),
        ),
    };
    b.line(2, role, update);
    b.line(
        2,
        LineRole::CutoffTest,
        crate::tr!("teach-code-if-cutoff", test = cutoff.test()),
    );
    b.note(3, LineRole::Prune, crate::tr!("teach-code-break"), cut);
}

/// What the function returns (fail-hard or fail-soft), storing it in the
/// transposition table first when there is one.
fn return_lines(b: &mut Builder, table: bool, prunes: bool, hard: bool) {
    let (result, result_note) = if hard {
        (
            crate::tr!("teach-code-clamp-best"),
            Some(crate::tr!("teach-note-fail-hard")),
        )
    } else if prunes {
        (
            crate::tr!("teach-code-best"),
            Some(crate::tr!("teach-note-fail-soft")),
        )
    } else {
        (crate::tr!("teach-code-best"), None)
    };
    let line = |b: &mut Builder, role, code: String| match &result_note {
        Some(note) => b.note(1, role, code, note.clone()),
        None => b.line(1, role, code),
    };
    if table {
        line(
            b,
            LineRole::Result,
            crate::tr!("teach-code-value-is", result = result),
        );
        let store = if prunes {
            crate::tr!("teach-code-tt-store-bound")
        } else {
            crate::tr!("teach-code-tt-store")
        };
        b.line(1, LineRole::TtStore, store);
        b.line(1, LineRole::Return, crate::tr!("teach-code-return-value"));
    } else {
        line(
            b,
            LineRole::Return,
            crate::tr!("teach-code-return", result = result),
        );
    }
}

/// The title of the listing of `options`: the algorithm, its fail mode and
/// cutoff convention (alpha-beta forms), the table and quiescence.
fn title(options: &SearchOptions) -> String {
    let algorithm = options.algorithm.title();
    let mut title = if options.algorithm.prunes() {
        let hard = options.fail == FailMode::Hard;
        match (hard, options.cutoff == Cutoff::Gt) {
            (true, false) => crate::tr!("teach-title-fail-hard", algorithm = algorithm),
            (false, false) => crate::tr!("teach-title-fail-soft", algorithm = algorithm),
            (true, true) => crate::tr!("teach-title-fail-hard-strict", algorithm = algorithm),
            (false, true) => crate::tr!("teach-title-fail-soft-strict", algorithm = algorithm),
        }
    } else {
        algorithm
    };
    if options.transposition_table {
        title = crate::tr!("teach-title-with-table", title = title);
    }
    if options.quiescence {
        title = crate::tr!("teach-title-with-quiescence", title = title);
    }
    title
}

/// The pseudocode of the variant `options` selects: algorithm, fail mode
/// (alpha-beta forms), move ordering and transposition table.
#[must_use]
pub fn listing(options: &SearchOptions) -> Listing {
    let algorithm = options.algorithm;
    if algorithm.is_mcts() {
        return crate::teach::mcts::pseudocode::listing(&options.mcts);
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
        title: title(options),
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
        return Some(crate::tr!("teach-note-student-returned", why = why));
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
        crate::tr!("teach-note-moves-again-negamax", player = name)
    } else {
        crate::tr!(
            "teach-note-moves-again",
            player = name,
            function = function_name(Some(player))
        )
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
    pub fn label(self) -> String {
        match self {
            Self::Max => crate::tr!("teach-view-max"),
            Self::SideToMove(Player::Max) => crate::tr!("teach-view-side-max"),
            Self::SideToMove(Player::Min) => crate::tr!("teach-view-side-min"),
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
