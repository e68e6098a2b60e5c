//! `gametree check` (issue 36): hand-written traces of the classic
//! exercise, right and wrong, each recognised or stopped at the right
//! event with the right sentence; a chess search at depth 2 in
//! python-chess's move order; gametree's own searches written out as
//! traces, recognised as exactly the algorithms that search alike; and
//! malformed traces, each one error line, read in bounded memory.

use std::io::Read;

use gametree::check::{DivergenceKind, Reference, TraceValue, ValueView, Verdict, check};
use gametree::chess::EvalKind;
use gametree::game::{Game as _, INFINITY, MoveCode, Player, Score};
use gametree::input::{AnyGame, AnyState, GameKind};
use gametree::search::{Algorithm, Cutoff, FailMode, SearchEvent, SearchOptions, Stepper};
use proptest::prelude::*;

use crate::common::random_tree::random_tree;

const SOFT_GE: Reference = Reference::AlphaBeta {
    fail: FailMode::Soft,
    cutoff: Cutoff::Ge,
};
const SOFT_GT: Reference = Reference::AlphaBeta {
    fail: FailMode::Soft,
    cutoff: Cutoff::Gt,
};
const HARD_GE: Reference = Reference::AlphaBeta {
    fail: FailMode::Hard,
    cutoff: Cutoff::Ge,
};
const HARD_GT: Reference = Reference::AlphaBeta {
    fail: FailMode::Hard,
    cutoff: Cutoff::Gt,
};

fn verdict(trace: &str) -> Verdict {
    check(trace.as_bytes(), &Reference::ALL).unwrap()
}

/// The trace with the header for `classic` in `values`, the events one a line.
fn classic(values: &str, events: &[&str]) -> String {
    let mut trace = format!(
        "{{\"gametree_trace\": 1, \"game\": \"tree\", \"position\": \"classic\", \"values\": \"{values}\"}}\n"
    );
    for event in events {
        trace.push_str(event);
        trace.push('\n');
    }
    trace
}

/// AIMA's alpha-beta (fail-soft) on `[[3,12,8],[2,4,6],[14,5,2]]`, with
/// windows; MIN at 2 and MIN at 3 return `moves_2_and_3`.
fn alpha_beta_events(returns: [&'static str; 2]) -> Vec<String> {
    [
        r#"{"enter": [], "alpha": "-inf", "beta": "inf"}"#,
        r#"{"enter": [1], "alpha": "-inf", "beta": "inf"}"#,
        r#"{"leaf": [1, 1], "value": 3}"#,
        r#"{"leaf": [1, 2], "value": 12}"#,
        r#"{"leaf": [1, 3], "value": 8}"#,
        r#"{"return": [1], "value": 3}"#,
        r#"{"enter": [2], "alpha": 3, "beta": "inf"}"#,
        r#"{"leaf": [2, 1], "value": 2}"#,
        &format!(r#"{{"return": [2], "value": {}}}"#, returns[0]),
        r#"{"enter": [3], "alpha": 3, "beta": "inf"}"#,
        r#"{"leaf": [3, 1], "value": 14}"#,
        r#"{"leaf": [3, 2], "value": 5}"#,
        r#"{"leaf": [3, 3], "value": 2}"#,
        &format!(r#"{{"return": [3], "value": {}}}"#, returns[1]),
        r#"{"return": [], "value": 3}"#,
    ]
    .into_iter()
    .map(str::to_owned)
    .collect()
}

fn refs(events: &[String]) -> Vec<&str> {
    events.iter().map(String::as_str).collect()
}

#[test]
fn minimax_on_the_classic_tree_is_recognised() {
    let trace = classic(
        "max",
        &[
            r#"{"enter": []}"#,
            r#"{"enter": [1]}"#,
            r#"{"leaf": [1, 1], "value": 3}"#,
            r#"{"leaf": [1, 2], "value": 12}"#,
            r#"{"leaf": [1, 3], "value": 8}"#,
            r#"{"return": [1], "value": 3}"#,
            // The long form of a leaf: entered, evaluated, returned.
            r#"{"enter": [2]}"#,
            r#"{"enter": [2, 1]}"#,
            r#"{"leaf": [2, 1], "value": 2}"#,
            r#"{"return": [2, 1], "value": 2}"#,
            r#"{"leaf": [2, 2], "value": 4}"#,
            r#"{"leaf": [2, 3], "value": 6}"#,
            r#"{"return": [2], "value": 2}"#,
            r#"{"enter": [3]}"#,
            r#"{"leaf": [3, 1], "value": 14}"#,
            r#"{"leaf": [3, 2], "value": 5}"#,
            r#"{"leaf": [3, 3], "value": 2}"#,
            r#"{"return": [3], "value": 2}"#,
            r#"{"return": [], "value": 3}"#,
        ],
    );
    let verdict = verdict(&trace);
    assert_eq!(verdict.matches, [Reference::Minimax]);
    assert_eq!(verdict.divergence, None);
    assert_eq!(verdict.value, TraceValue::from_number(3.0));
    assert_eq!((verdict.nodes, verdict.events), (13, 19));
}

#[test]
fn fail_soft_and_fail_hard_alpha_beta_are_told_apart() {
    let soft = verdict(&classic("max", &refs(&alpha_beta_events(["2", "2"]))));
    // On this tree no window closes at α = β: both cutoff tests fit, and say why.
    assert_eq!(soft.matches, [SOFT_GE, SOFT_GT]);
    assert_eq!(
        soft.why_several.as_deref(),
        Some(
            "α ≥ β and α > β differ only when a window closes at α = β with moves left, which never happened here"
        )
    );
    assert_eq!(
        SOFT_GE.name(ValueView::Max),
        "alpha-beta, fail-soft, cutoff at α ≥ β"
    );
    let hard = verdict(&classic("max", &refs(&alpha_beta_events(["3", "3"]))));
    assert_eq!(hard.matches, [HARD_GE, HARD_GT]);
    // Restricted to fail-hard, the fail-soft trace stops where MIN at 2 returns.
    let only_hard = check(
        classic("max", &refs(&alpha_beta_events(["2", "2"]))).as_bytes(),
        &[HARD_GE],
    )
    .unwrap();
    let divergence = only_hard.divergence.unwrap();
    assert_eq!((divergence.event, divergence.line), (9, 10));
    assert_eq!(divergence.kind, DivergenceKind::WrongValue);
    assert_eq!(
        divergence.sentence,
        "MIN at 2 returns 3 under alpha-beta, its best value 2 clamped to the window it was called with, [3, +∞]: fail-hard; your search returned 2."
    );
}

#[test]
fn negamax_valued_alpha_beta_is_recognised() {
    let trace = classic(
        "negamax",
        &[
            r#"{"enter": [], "alpha": "-inf", "beta": "inf"}"#,
            r#"{"enter": [1], "alpha": "-inf", "beta": "inf"}"#,
            r#"{"leaf": [1, 1], "value": 3}"#,
            r#"{"leaf": [1, 2], "value": 12}"#,
            r#"{"leaf": [1, 3], "value": 8}"#,
            r#"{"return": [1], "value": -3}"#,
            r#"{"enter": [2], "alpha": "-inf", "beta": -3}"#,
            r#"{"leaf": [2, 1], "value": 2}"#,
            r#"{"return": [2], "value": -2}"#,
            r#"{"enter": [3], "alpha": "-inf", "beta": -3}"#,
            r#"{"leaf": [3, 1], "value": 14}"#,
            r#"{"leaf": [3, 2], "value": 5}"#,
            r#"{"leaf": [3, 3], "value": 2}"#,
            r#"{"return": [3], "value": -2}"#,
            r#"{"return": [], "value": 3}"#,
        ],
    );
    let verdict = verdict(&trace);
    assert_eq!(verdict.matches, [SOFT_GE, SOFT_GT]);
    assert_eq!(
        verdict.matches[0].name(ValueView::Negamax),
        "negamax alpha-beta, fail-soft, cutoff at α ≥ β"
    );
    assert_eq!(
        verdict.matches[0].algorithm(ValueView::Negamax),
        Algorithm::NegamaxAlphaBeta
    );
}

/// The divergence of `events` (MAX's view) from the nearest reference.
fn divergence(events: &[&str]) -> gametree::check::Divergence {
    let verdict = verdict(&classic("max", events));
    assert_eq!(verdict.matches, [], "{verdict:?}");
    verdict.divergence.unwrap()
}

#[test]
fn a_search_that_cuts_too_early_is_stopped_where_it_returns() {
    let mut events = alpha_beta_events(["2", "2"]);
    // MIN at 3 returns after its first leaf.
    events.splice(11..14, [r#"{"return": [3], "value": 14}"#.to_owned()]);
    let divergence = divergence(&refs(&events));
    assert_eq!((divergence.event, divergence.line), (12, 13));
    assert_eq!(divergence.kind, DivergenceKind::ReturnedEarly);
    assert_eq!(divergence.node, "MIN at 3");
    assert_eq!(divergence.path, ["3"]);
    assert_eq!(divergence.reference, SOFT_GE);
    assert_eq!(
        divergence.sentence,
        "MIN at 3, after move 1 returned 14: 14 > α = 3, so alpha-beta goes on to move 2; your search returned."
    );
}

#[test]
fn a_search_that_never_cuts_is_stopped_at_the_first_move_past_a_cutoff() {
    let mut events = alpha_beta_events(["2", "2"]);
    events.splice(
        8..8,
        [
            r#"{"leaf": [2, 2], "value": 4}"#.to_owned(),
            r#"{"leaf": [2, 3], "value": 6}"#.to_owned(),
        ],
    );
    let divergence = divergence(&refs(&events));
    assert_eq!((divergence.event, divergence.line), (9, 10));
    assert_eq!(divergence.kind, DivergenceKind::MissedCutoff);
    assert_eq!(
        divergence.sentence,
        "MIN at 2, after move 1 returned 2: 2 ≤ α = 3, so alpha-beta cuts off move 2 and move 3 and returns 2; your search entered move 2."
    );
}

#[test]
fn a_wrong_window_and_a_wrong_value_are_named_with_their_numbers() {
    let mut events = alpha_beta_events(["2", "2"]);
    events[6] = r#"{"enter": [2], "alpha": "-inf", "beta": "inf"}"#.to_owned();
    let wrong_window = divergence(&refs(&events));
    assert_eq!((wrong_window.event, wrong_window.line), (7, 8));
    assert_eq!(wrong_window.kind, DivergenceKind::WrongWindow);
    assert_eq!(
        wrong_window.sentence,
        "Alpha-beta calls MIN at 2 with [3, +∞], the window of MAX at the root after move 1 returned 3; your search passed [−∞, +∞]."
    );
    let mut events = alpha_beta_events(["2", "2"]);
    events[5] = r#"{"return": [1], "value": 12}"#.to_owned();
    let wrong_value = divergence(&refs(&events));
    assert_eq!((wrong_value.event, wrong_value.line), (6, 7));
    assert_eq!(
        wrong_value.sentence,
        "MIN at 1 returns 3 under alpha-beta, the lowest value of its moves; your search returned 12."
    );
}

#[test]
fn a_search_that_stops_mid_way_is_told_what_comes_next() {
    let events = alpha_beta_events(["2", "2"]);
    let divergence = divergence(&refs(&events[..12]));
    assert_eq!((divergence.event, divergence.line), (13, 13));
    assert_eq!(divergence.kind, DivergenceKind::Stopped);
    assert_eq!(
        divergence.sentence,
        "The trace ends after event 12 with MIN at 3 still open: after move 2 returned 5: 5 > α = 3, so alpha-beta goes on to move 3; your search stopped."
    );
}

#[test]
fn a_tree_trace_must_keep_to_the_tree() {
    let mut events = alpha_beta_events(["2", "2"]);
    events[2] = r#"{"leaf": [1, 1], "value": 4}"#.to_owned();
    let wrong_leaf = divergence(&refs(&events));
    assert_eq!(wrong_leaf.kind, DivergenceKind::WrongLeafValue);
    assert_eq!(
        wrong_leaf.sentence,
        "MAX at 1.1 is a leaf of value 3 in this tree; your trace gives it 4."
    );
    let mut events = alpha_beta_events(["2", "2"]);
    events[7] = r#"{"leaf": [2, 4], "value": 2}"#.to_owned();
    let no_child = divergence(&refs(&events));
    assert_eq!(no_child.kind, DivergenceKind::IllegalMove);
    assert_eq!(
        no_child.sentence,
        "MIN at 2 has 3 children, so there is no move 4; your search entered it."
    );
}

// ---------------------------------------------------------------- chess

/// python-chess's order of the legal moves from the start position, and of
/// Black's replies to any first move (`list(board.legal_moves)`, 1.11).
const WHITE_ORDER: &str = "g1h3 g1f3 b1c3 b1a3 h2h3 g2g3 f2f3 e2e3 d2d3 c2c3 b2b3 a2a3 h2h4 g2g4 f2f4 e2e4 d2d4 c2c4 b2b4 a2a4";
const BLACK_ORDER: &str = "g8h6 g8f6 b8c6 b8a6 h7h6 g7g6 f7f6 e7e6 d7d6 c7c6 b7b6 a7a6 h7h5 g7g5 f7f5 e7e5 d7d5 c7c5 b7b5 a7a5";

/// A student's alpha-beta (fail-soft, `α ≥ β`), written here apart from
/// gametree's search, over `game` to `depth` with the moves in
/// python-chess's order; leaves at `game`'s evaluation. Writes the trace.
struct StudentSearch<'a> {
    game: &'a AnyGame,
    lines: Vec<String>,
}

impl StudentSearch<'_> {
    fn ordered(&self, state: &AnyState) -> Vec<(String, MoveCode)> {
        let mut codes = Vec::new();
        self.game.legal_moves(state, &mut codes);
        let mut moves: Vec<(String, MoveCode)> = codes
            .into_iter()
            .map(|code| (self.game.move_uci(state, code).unwrap(), code))
            .collect();
        let order = |uci: &str| {
            format!("{WHITE_ORDER} {BLACK_ORDER}")
                .split(' ')
                .position(|m| m == uci)
                .unwrap()
        };
        moves.sort_by_key(|(uci, _)| order(uci));
        moves
    }

    fn path_json(path: &[String]) -> String {
        serde_json::to_string(path).unwrap()
    }

    fn value_json(value: Score) -> String {
        match value {
            v if v >= INFINITY => "\"inf\"".to_owned(),
            v if v <= -INFINITY => "\"-inf\"".to_owned(),
            v => v.to_string(),
        }
    }

    fn search(
        &mut self,
        state: &AnyState,
        path: &mut Vec<String>,
        depth: u8,
        (mut alpha, mut beta): (Score, Score),
        max: bool,
    ) -> Score {
        let at = Self::path_json(path);
        self.lines.push(format!(
            "{{\"enter\": {at}, \"alpha\": {}, \"beta\": {}}}",
            Self::value_json(alpha),
            Self::value_json(beta)
        ));
        if depth == 0 {
            let value = self.game.evaluate(state);
            self.lines
                .push(format!("{{\"leaf\": {at}, \"value\": {value}}}"));
            self.lines
                .push(format!("{{\"return\": {at}, \"value\": {value}}}"));
            return value;
        }
        let mut best = if max { -INFINITY } else { INFINITY };
        for (uci, code) in self.ordered(state) {
            let child = self.game.play(state, code).unwrap();
            path.push(uci);
            let value = self.search(&child, path, depth - 1, (alpha, beta), !max);
            path.pop();
            if max {
                best = best.max(value);
                alpha = alpha.max(value);
            } else {
                best = best.min(value);
                beta = beta.min(value);
            }
            if alpha >= beta {
                break;
            }
        }
        self.lines
            .push(format!("{{\"return\": {at}, \"value\": {best}}}"));
        best
    }
}

/// The student's depth-2 trace of the start position, with `pst` leaves.
fn chess_trace() -> Vec<String> {
    let game = AnyGame::from_position(
        GameKind::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        EvalKind::Pst,
    )
    .unwrap();
    let mut student = StudentSearch {
        game: &game,
        lines: vec![r#"{"gametree_trace": 1, "game": "chess", "values": "max"}"#.to_owned()],
    };
    student.search(
        &game.root(),
        &mut Vec::new(),
        2,
        (-INFINITY, INFINITY),
        true,
    );
    student.lines
}

#[test]
fn chess_at_depth_2_in_python_chess_order_is_alpha_beta() {
    let lines = chess_trace();
    let verdict = verdict(&(lines.join("\n") + "\n"));
    assert!(verdict.matches.contains(&SOFT_GE), "{verdict:?}");
    assert!(!verdict.matches.contains(&Reference::Minimax));
    assert_eq!(verdict.divergence, None);
    // The root searched all 20 moves in python-chess's order.
    let root_moves: Vec<String> = lines
        .iter()
        .filter_map(|line| {
            let event: serde_json::Value = serde_json::from_str(line).unwrap();
            match event["enter"].as_array()?.as_slice() {
                [only] => Some(only.as_str()?.to_owned()),
                _ => None,
            }
        })
        .collect();
    assert_eq!(root_moves.join(" "), WHITE_ORDER);
}

#[test]
fn an_illegal_and_a_missing_chess_move_are_reported() {
    let lines = chess_trace();
    // Black's first reply to 1. Nh3 becomes a move no black piece can make.
    let illegal: Vec<String> = lines
        .iter()
        .map(|line| line.replace(r#"["g1h3","g8h6"]"#, r#"["g1h3","g8g5"]"#))
        .collect();
    let divergence = verdict(&(illegal.join("\n") + "\n")).divergence.unwrap();
    assert_eq!(divergence.kind, DivergenceKind::IllegalMove);
    assert_eq!((divergence.event, divergence.line), (3, 4));
    assert!(
        divergence
            .sentence
            .starts_with("MIN after Nh3 has 20 legal moves (")
            && divergence
                .sentence
                .ends_with(", …), and g8g5 is not one of them; your search entered it."),
        "{}",
        divergence.sentence
    );
    // The root's last move, 1. a4, left out: the root returns early.
    let start = lines
        .iter()
        .position(|line| line.starts_with(r#"{"enter": ["a2a4"]"#))
        .unwrap();
    let mut missing = lines.clone();
    missing.drain(start..lines.len() - 1);
    let divergence = verdict(&(missing.join("\n") + "\n")).divergence.unwrap();
    assert_eq!(divergence.kind, DivergenceKind::ReturnedEarly);
    assert_eq!(divergence.node, "MAX at the root");
    assert!(
        divergence
            .sentence
            .contains("so alpha-beta goes on to a4; your search returned."),
        "{}",
        divergence.sentence
    );
}

// ------------------------------------------------- gametree's own search

/// gametree's own search of `game` (to `depth`; a tree to its leaves) as a
/// trace: `reference`'s algorithm, its values in `view`; the windows
/// written when `windows`. Moves are written as a trace writes them: UCI
/// for chess, numbers from 1 for the other games.
fn own_trace(
    game: &AnyGame,
    depth: u8,
    reference: Reference,
    view: ValueView,
    windows: bool,
) -> Vec<String> {
    let (fail, cutoff) = match reference {
        Reference::Minimax => (FailMode::Soft, Cutoff::Ge),
        Reference::AlphaBeta { fail, cutoff } => (fail, cutoff),
    };
    let options = SearchOptions {
        algorithm: reference.algorithm(view),
        fail,
        cutoff,
        depth,
        ..SearchOptions::default()
    };
    let options = game.fit_options(options, false).unwrap();
    let mut stepper = Stepper::new(game, options);
    let mut lines = vec![format!(
        "{{\"gametree_trace\": 1, \"game\": \"{}\", \"position\": {}, \"values\": \"{}\"}}",
        game.kind().name(),
        serde_json::to_string(&game.position_text()).unwrap(),
        view.name()
    )];
    // Each open node's id, path, player and position.
    let mut paths: Vec<(u32, Vec<serde_json::Value>, Player, AnyState)> = Vec::new();
    let own = |value: Score, player: Player| {
        let value = if view == ValueView::Negamax && player == Player::Min {
            -value
        } else {
            value
        };
        match value {
            v if v >= INFINITY => "\"inf\"".to_owned(),
            v if v <= -INFINITY => "\"-inf\"".to_owned(),
            v => v.to_string(),
        }
    };
    while let Some(event) = stepper.step(game) {
        match event {
            SearchEvent::Enter {
                node,
                parent,
                mv,
                player,
                alpha,
                beta,
                ..
            } => {
                let (mut path, state) = match paths.last() {
                    Some((id, path, _, state)) if Some(*id) == parent => {
                        (path.clone(), game.play(state, mv).unwrap())
                    }
                    _ => (Vec::new(), game.root()),
                };
                if let Some((_, _, _, state)) = paths.last().filter(|_| parent.is_some()) {
                    path.push(match game.move_uci(state, mv) {
                        Some(uci) if game.kind() == GameKind::Chess => uci.into(),
                        _ => (mv.0 + 1).into(),
                    });
                }
                let at = serde_json::to_string(&path).unwrap();
                let (alpha, beta) = if view == ValueView::Negamax && player == Player::Min {
                    (beta, alpha)
                } else {
                    (alpha, beta)
                };
                if windows {
                    lines.push(format!(
                        "{{\"enter\": {at}, \"alpha\": {}, \"beta\": {}}}",
                        own(alpha, player),
                        own(beta, player)
                    ));
                } else {
                    lines.push(format!("{{\"enter\": {at}}}"));
                }
                paths.push((node, path, player, state));
            }
            SearchEvent::Leaf { value, .. } | SearchEvent::Finish { value, .. } => {
                let (_, path, player, _) = paths.pop().unwrap();
                let at = serde_json::to_string(&path).unwrap();
                if matches!(event, SearchEvent::Leaf { .. }) {
                    lines.push(format!(
                        "{{\"leaf\": {at}, \"value\": {}}}",
                        own(value, player)
                    ));
                }
                lines.push(format!(
                    "{{\"return\": {at}, \"value\": {}}}",
                    own(value, player)
                ));
            }
            _ => {}
        }
    }
    lines
}

/// The references whose own search writes `trace` (with windows when
/// `windows`): exactly those a check of it must recognise.
fn alike(
    game: &AnyGame,
    depth: u8,
    trace: &[String],
    view: ValueView,
    windows: bool,
) -> Vec<Reference> {
    Reference::ALL
        .into_iter()
        .filter(|&other| !(windows && other == Reference::Minimax))
        .filter(|&other| own_trace(game, depth, other, view, windows) == trace)
        .collect()
}

#[test]
fn own_searches_of_the_games_are_recognised() {
    let games = [
        (
            GameKind::Chess,
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            2,
        ),
        (GameKind::TicTacToe, "xo.xo....", 9),
        (GameKind::ConnectFour, "4453", 3),
    ];
    for (kind, position, depth) in games {
        let game = AnyGame::from_position(kind, position, EvalKind::Pst).unwrap();
        for view in [ValueView::Max, ValueView::Negamax] {
            // Every reference's own trace, with windows (alpha-beta's form)
            // and without (minimax's).
            let written = |windows: bool| -> Vec<(Reference, Vec<String>)> {
                Reference::ALL
                    .into_iter()
                    .filter(|&r| !(windows && r == Reference::Minimax))
                    .map(|r| (r, own_trace(&game, depth, r, view, windows)))
                    .collect()
            };
            for windows in [true, false] {
                let traces = written(windows);
                for (reference, trace) in &traces {
                    if !windows && *reference != Reference::Minimax {
                        continue;
                    }
                    let verdict =
                        check((trace.join("\n") + "\n").as_bytes(), &Reference::ALL).unwrap();
                    let alike: Vec<Reference> = traces
                        .iter()
                        .filter(|(_, other)| other == trace)
                        .map(|(r, _)| *r)
                        .collect();
                    assert_eq!(
                        verdict.matches, alike,
                        "{position} {reference:?} {view:?}: {:?}",
                        verdict.divergence
                    );
                    assert!(verdict.matches.contains(reference));
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn own_searches_are_recognised_and_a_changed_event_is_not(
        shape in random_tree(),
        which in 0..Reference::ALL.len(),
        negamax in any::<bool>(),
        pick in any::<prop::sample::Index>(),
        how in 0..3_u8,
    ) {
        let game = AnyGame::from_tree(&shape.to_text()).unwrap();
        let reference = Reference::ALL[which];
        let view = if negamax { ValueView::Negamax } else { ValueView::Max };
        let windows = reference != Reference::Minimax;
        let trace = own_trace(&game, 1, reference, view, windows);
        let verdict = check((trace.join("\n") + "\n").as_bytes(), &Reference::ALL).unwrap();
        prop_assert_eq!(&verdict.matches, &alike(&game, 1, &trace, view, windows));
        prop_assert!(verdict.matches.contains(&reference));
        // The root is MAX's: its value reads alike in both views.
        prop_assert_eq!(verdict.value, TraceValue::from_number(f64::from(shape.minimax())));

        // One event changed: a returned value, a leaf's value, or a line
        // other than a leaf's left out.
        let mut changed = trace.clone();
        let events: Vec<usize> = (1..trace.len())
            .filter(|&i| match how {
                0 => trace[i].starts_with("{\"return\""),
                1 => trace[i].starts_with("{\"leaf\""),
                _ => !trace[i].starts_with("{\"leaf\""),
            })
            .collect();
        prop_assume!(!events.is_empty());
        let line = events[pick.index(events.len())];
        if how == 2 {
            changed.remove(line);
        } else {
            changed[line] = bump_value(&changed[line]);
        }
        let checked = check((changed.join("\n") + "\n").as_bytes(), &Reference::ALL);
        if let Ok(verdict) = checked {
            prop_assert!(!verdict.matches.contains(&reference), "{:?}", verdict);
        }
    }
}

/// An event line with its `"value"` one more (`"inf"` becomes 0).
fn bump_value(line: &str) -> String {
    let (head, value) = line.rsplit_once("\"value\": ").unwrap();
    let value = value.trim_end_matches('}');
    let bumped = value.parse::<Score>().map_or(0, |v| v + 1);
    format!("{head}\"value\": {bumped}}}")
}

// ------------------------------------------------------ malformed traces

#[test]
fn malformed_traces_are_one_error_line_each() {
    let header = r#"{"gametree_trace": 1, "game": "tree", "position": "classic"}"#;
    let cases = [
        ("{not json", "line 1: not JSON"),
        (
            r#"{"gametree_trace": 1, "game": "othello"}"#,
            "line 1: \"game\" is one of",
        ),
        (
            &format!("{header}\n{{\"enter\": []}}\n{{\"enter\": [1, 2]}}"),
            "line 3: this enters 1 2 while root is the open node",
        ),
        (
            &format!("{header}\n{{\"enter\": []}}\n{{\"leaf\": [1], \"value\": \"three\"}}"),
            "line 3: \"value\" is a number, \"inf\" or \"-inf\"",
        ),
        (
            &format!("{header}\n{{\"enter\": [1]}}"),
            "line 2: the first event enters the root, []",
        ),
        (
            &format!("{header}\n{{\"enter\": []}}\n{{\"return\": [1], \"value\": 3}}"),
            "line 3: this returns from 1 while root is the open node",
        ),
        (
            r#"{"gametree_trace": 1, "game": "chess", "position": "8/8/8/8/8/8/8/8 w - - 0 1"}"#,
            "line 1: the header's position: ",
        ),
        (
            r#"{"gametree_trace": 1, "game": "tree", "position": "expectimax"}"#,
            "line 1: this tree has chance nodes",
        ),
    ];
    for (trace, start) in cases {
        let error = check(trace.as_bytes(), &Reference::ALL)
            .unwrap_err()
            .to_string();
        assert!(error.starts_with(start), "{trace}: {error}");
        assert_eq!(error.lines().count(), 1, "{error}");
    }
    let after_root = format!(
        "{header}\n{}\n{{\"enter\": [1]}}",
        alpha_beta_events(["2", "2"]).join("\n")
    );
    let error = check(after_root.as_bytes(), &Reference::ALL).unwrap_err();
    assert_eq!(
        error.to_string().split(':').next(),
        Some("line 17"),
        "{error}"
    );
}

#[test]
fn a_trace_past_the_node_cap_is_refused_at_the_node_past_it() {
    let trace = classic("max", &refs(&alpha_beta_events(["2", "2"])));
    let mut reader = gametree::check::TraceReader::new(trace.as_bytes()).unwrap();
    let mut checker = gametree::check::Checker::new(reader.header().clone(), &Reference::ALL)
        .unwrap()
        .with_max_nodes(5);
    let mut refused = None;
    while let Some(event) = reader.next_event().unwrap() {
        if let Err(error) = checker.feed(&event) {
            refused = Some(error.to_string());
            break;
        }
    }
    // The sixth node, MIN at 2, is entered on line 8.
    assert_eq!(
        refused.as_deref(),
        Some(
            "line 8: the trace has more than 5 nodes, the node cap: \"{\"enter\": [2], \"alpha\": 3, \"beta\": \"inf\"}\""
        )
    );
}

/// An endless input that counts the bytes read from it.
struct Endless {
    pattern: &'static [u8],
    at: usize,
    read: u64,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        for byte in buf.iter_mut() {
            *byte = self.pattern[self.at];
            self.at = (self.at + 1) % self.pattern.len();
        }
        self.read += buf.len() as u64;
        Ok(buf.len())
    }
}

#[test]
fn a_gigabyte_of_lines_is_refused_after_reading_a_little_of_it() {
    const GIGABYTE: u64 = 1 << 30;
    let header = b"{\"gametree_trace\": 1, \"game\": \"tree\", \"position\": \"classic\"}\n";
    // One line without end, lines the search never makes, empty lines.
    for (body, start) in [
        (&b"x"[..], "line 2: the line is longer than"),
        (
            &b"{\"enter\": []}\n"[..],
            "line 3: the root is entered once",
        ),
        (&b"\n"[..], "line 2: the line is empty"),
    ] {
        let mut input = Endless {
            pattern: body,
            at: 0,
            read: 0,
        };
        let stream = std::io::BufReader::new(header.chain(&mut input).take(GIGABYTE));
        let error = check(stream, &Reference::ALL).unwrap_err().to_string();
        assert!(error.starts_with(start), "{error}");
        assert!(input.read < 1 << 20, "read {} bytes", input.read);
    }
    // A header without end is cut at its own limit.
    let mut input = Endless {
        pattern: b"x",
        at: 0,
        read: 0,
    };
    let stream = std::io::BufReader::new((&mut input).take(GIGABYTE));
    let error = check(stream, &Reference::ALL).unwrap_err().to_string();
    assert!(
        error.starts_with("line 1: the line is longer than 8388608 bytes"),
        "{error}"
    );
    assert!(input.read < 9 << 20, "read {} bytes", input.read);
}

// ------------------------------------------- the trace opened as a session

/// Every step of `session`, as the window reads it back from the record.
fn session_events(session: &gametree::session::Session<AnyGame>) -> Vec<SearchEvent> {
    (0..session.frontier())
        .map(|step| session.event(step).unwrap().1)
        .collect()
}

#[test]
fn own_searches_opened_as_sessions_step_as_the_searches_themselves() {
    let games = [
        (GameKind::Tree, "classic", 2),
        (
            GameKind::Chess,
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            2,
        ),
        (GameKind::TicTacToe, "xo.xo....", 3),
        (GameKind::ConnectFour, "4453", 3),
    ];
    for (kind, position, depth) in games {
        let game = AnyGame::from_position(kind, position, EvalKind::Pst).unwrap();
        for (reference, view, windows) in [
            (SOFT_GE, ValueView::Max, true),
            (SOFT_GE, ValueView::Max, false),
            (HARD_GT, ValueView::Negamax, true),
            (Reference::Minimax, ValueView::Negamax, false),
        ] {
            let trace = own_trace(&game, depth, reference, view, windows).join("\n") + "\n";
            let opened = gametree::check::session::open_trace(trace.as_bytes()).unwrap();
            assert!(opened.verdict.matches.contains(&reference));
            let (fail, cutoff) = match opened.reference {
                Reference::Minimax => (FailMode::Soft, Cutoff::Ge),
                Reference::AlphaBeta { fail, cutoff } => (fail, cutoff),
            };
            let options = game
                .fit_options(
                    SearchOptions {
                        algorithm: opened.reference.algorithm(view),
                        fail,
                        cutoff,
                        depth,
                        ..SearchOptions::default()
                    },
                    false,
                )
                .unwrap();
            let mut own = gametree::session::Session::new(game.clone(), options).unwrap();
            own.run_to_end().unwrap();
            let student = session_events(&opened.session);
            let builtin = session_events(&own);
            assert_eq!(
                student.len(),
                builtin.len(),
                "{position} {reference:?} {view:?} windows {windows}"
            );
            for (step, (one, other)) in student.iter().zip(&builtin).enumerate() {
                assert_eq!(one, other, "{position} {reference:?} {view:?} step {step}");
            }
            assert!(opened.divergence.is_none());
        }
    }
}

#[test]
fn a_trace_that_cuts_too_early_opens_with_its_divergence_on_its_node() {
    let mut events = alpha_beta_events(["2", "2"]);
    events.splice(11..14, [r#"{"return": [3], "value": 14}"#.to_owned()]);
    let trace = classic("max", &refs(&events));
    let opened = gametree::check::session::open_trace(trace.as_bytes()).unwrap();
    let session = &opened.session;
    let at = opened.divergence.unwrap();
    assert_eq!(session.path_labels(at.node), ["3"]);
    // The step just applied is the student's return: MIN at 3 cut off
    // moves 2 and 3 after its first.
    let (_, event) = session.event(at.step - 1).unwrap();
    assert!(
        matches!(event, SearchEvent::Cutoff { node, pruned: 2, .. } if node as usize == at.node.index()),
        "{event:?}"
    );
    assert_eq!(
        at.divergence.sentence,
        "MIN at 3, after move 1 returned 14: 14 > α = 3, so alpha-beta goes on to move 2; your search returned."
    );
    // The search goes on to its end as the student's went: the root
    // returned 3.
    let outcome = session.tree().unwrap().outcome().unwrap();
    assert_eq!((outcome.value, outcome.truncated), (3, false));
}

#[test]
fn a_trace_the_check_refuses_is_refused_with_the_checks_words() {
    let trace = classic("max", &[r#"{"enter": []}"#, r#"{"enter": [2, 1]}"#]);
    let check_error = check(trace.as_bytes(), &Reference::ALL)
        .unwrap_err()
        .to_string();
    let Err(error) = gametree::check::session::open_trace(trace.as_bytes()) else {
        panic!("a trace that skips a level opens");
    };
    assert_eq!(error.to_string(), check_error);
    assert!(check_error.starts_with("line 3: "), "{check_error}");
}

/// The texts the scene of `opened` draws at `step`, fitted to `size`, in
/// lecture mode (its large text) or not, with the divergence marked as the
/// window marks it.
fn divergence_labels_drawn(
    opened: &mut gametree::check::session::TraceSession,
    step: u64,
    (size, lecture): (gametree::scene::Point, bool),
) -> Vec<gametree::scene::TextRole> {
    use gametree::scene::overlay::DivergenceMark;
    use gametree::scene::{self, Palette, SceneInput, Shape, TextRole, TreeForm, TreeOverlay};

    let at = opened.divergence.clone().unwrap();
    let session = &mut opened.session;
    session.seek(step, 0).unwrap();
    let tree = session.tree().unwrap();
    let mut layout = gametree::layout::TreeLayout::new();
    scene::sync_layout(
        &mut layout,
        session,
        tree,
        &std::collections::BTreeSet::new(),
    );
    let overlay = TreeOverlay {
        lecture,
        divergence: Some(DivergenceMark {
            node: at.node,
            from: at.step,
            said: at.divergence.sentence.clone(),
        }),
        ..TreeOverlay::default()
    };
    let built = scene::build(SceneInput {
        session,
        tree,
        layout: &layout,
        labels: &mut gametree::scene::labels::LabelCache::default(),
        cursor: session.local_cursor(),
        view: scene::View::fit(layout.bounds(), size),
        outline_scroll: None,
        size,
        palette: Palette::new(false, lecture),
        current: session.current_node(),
        selected: None,
        complete: session.outcome().is_some(),
        overlay: &overlay,
        show_skipped: false,
        text_scale: 1.0,
        min_text: if lecture { 22.4 } else { 0.0 },
        whole_tree: false,
        form: TreeForm::Fan,
    });
    built
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text { role, .. } if matches!(role, TextRole::Divergence(_)) => Some(*role),
            _ => None,
        })
        .collect()
}

#[test]
fn the_divergence_is_labelled_however_crowded_the_chess_tree_is() {
    use gametree::scene::{Point, TextRole};

    let lines = chess_trace();
    let sizes = [
        (Point::new(1280.0, 340.0), true),
        (Point::new(1280.0, 420.0), false),
        (Point::new(1200.0, 560.0), false),
    ];
    // Each of the root's twenty MIN nodes in turn returns one more than it
    // found: the first divergence is there, among nineteen like it.
    for uci in WHITE_ORDER.split(' ') {
        let returns = format!(r#"{{"return": ["{uci}"], "value": "#);
        let wrong: Vec<String> = lines
            .iter()
            .map(|line| match line.strip_prefix(&returns) {
                Some(rest) => {
                    let value: i32 = rest.trim_end_matches('}').parse().unwrap();
                    format!("{returns}{}}}", value + 1)
                }
                None => line.clone(),
            })
            .collect();
        let trace = wrong.join("\n") + "\n";
        let mut opened = gametree::check::session::open_trace(trace.as_bytes()).unwrap();
        let at = opened.divergence.clone().unwrap();
        assert_eq!(at.divergence.kind, DivergenceKind::WrongValue, "{uci}");
        let end = opened.session.frontier();
        for step in [at.step, end] {
            for size in sizes {
                let drawn = divergence_labels_drawn(&mut opened, step, size);
                assert_eq!(
                    drawn,
                    [TextRole::Divergence(at.node)],
                    "{uci} at step {step} of {end}, {size:?}"
                );
            }
        }
    }
}
