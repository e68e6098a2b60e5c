//! Random positions of every registered game ([`GameKind::ALL`]), as the
//! [`AnyGame`] a front end searches, for property tests that are written
//! once and run per game:
//!
//! - a textbook tree: a random shape ([`random_tree`]), searched to its leaves;
//! - chess: a random legal playout of up to 30 plies from the start, depth 1–3;
//! - tic-tac-toe: a playout of 2 to 8 moves from the empty board, depth 1–9;
//! - Connect Four: a playout of up to 29 moves from the empty board, depth 1–4.
//! - Pig: a playout of up to 39 moves (decisions and throws) from a new
//!   game to 20, depth 1–4.
//!
//! Every root goes through [`AnyGame::from_position`] with the position's
//! text (FEN, nested list, 9 characters, columns), as typed input does.
#![allow(
    dead_code,
    clippy::expect_used,
    reason = "each test crate that includes `common` uses a different part; a failed expect fails the test"
)]

use std::fmt;

use gametree::chess::{ChessGame, EvalKind, START_FEN};
use gametree::game::Game;
use gametree::input::{AnyGame, AnyState, GameKind};
use gametree::search::SearchOptions;
use proptest::prelude::*;

use super::random_tree::random_tree;

/// A game to search and the options to search it with (depth fitted to it).
#[derive(Clone)]
pub struct Case {
    /// What is searched.
    pub game: AnyGame,
    /// Default options at the case's depth.
    pub options: SearchOptions,
}

impl Case {
    /// `options` at this case's depth.
    pub fn with(&self, options: SearchOptions) -> SearchOptions {
        SearchOptions {
            depth: self.options.depth,
            ..options
        }
    }
}

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = self.game.kind();
        write!(
            f,
            "{} {:?} depth {}",
            kind.name(),
            self.game.position_text(),
            self.options.depth
        )?;
        if let Some(eval) = self.game.eval_name() {
            write!(f, " eval {eval}")?;
        }
        Ok(())
    }
}

/// The text of the position every playout of `kind` starts from.
fn start_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Chess => START_FEN,
        GameKind::Tree => "[0]",
        GameKind::TicTacToe => ".........",
        GameKind::ConnectFour => "",
        GameKind::Pig => "0-0 a",
    }
}

/// The position of `kind` reached from its start by following `picks`
/// (each taken modulo the number of legal moves), stopping where the game
/// ends; as a game rooted there, read back from its text.
pub fn playout(kind: GameKind, picks: &[u16], eval: EvalKind) -> AnyGame {
    let start = AnyGame::from_position(kind, start_text(kind), eval).expect("the start parses");
    let mut state = start.root();
    let mut labels = String::new();
    let mut moves = Vec::new();
    for &pick in picks {
        moves.clear();
        start.legal_moves(&state, &mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(pick) % moves.len()];
        labels.push_str(&start.move_label(&state, mv));
        state = start.play(&state, mv).expect("a generated move plays");
    }
    let text = match state {
        AnyState::Chess(position) => ChessGame::fen(&position),
        AnyState::TicTacToe(board) => board.text(),
        // Connect Four's position text is the columns played.
        AnyState::ConnectFour(_) => labels,
        AnyState::Pig(board) => gametree::games::pig::parse::text(20, board),
        AnyState::Tree(_) => return start,
    };
    AnyGame::from_position(kind, &text, eval).expect("a reached position reads back")
}

fn at_depth(game: AnyGame, depth: u8) -> Case {
    let options = SearchOptions {
        depth,
        ..SearchOptions::default()
    };
    let options = game
        .fit_options(options, false)
        .expect("options fit every random root");
    Case { game, options }
}

/// Random cases of the game `kind` (see the module's list).
pub fn case(kind: GameKind) -> BoxedStrategy<Case> {
    let picks = |range: std::ops::Range<usize>| prop::collection::vec(any::<u16>(), range);
    match kind {
        GameKind::Tree => random_tree()
            .prop_map(|tree| {
                let game = AnyGame::from_tree(&tree.to_text()).expect("a random tree parses");
                at_depth(game, 1)
            })
            .boxed(),
        GameKind::Chess => (
            picks(0..30),
            prop_oneof![Just(EvalKind::Material), Just(EvalKind::Pst)],
            1_u8..=3,
        )
            .prop_map(move |(picks, eval, depth)| at_depth(playout(kind, &picks, eval), depth))
            .boxed(),
        GameKind::TicTacToe => (picks(2..9), 1_u8..=9)
            .prop_map(move |(picks, depth)| {
                at_depth(playout(kind, &picks, EvalKind::Material), depth)
            })
            .boxed(),
        GameKind::ConnectFour => (picks(0..30), 1_u8..=4)
            .prop_map(move |(picks, depth)| {
                at_depth(playout(kind, &picks, EvalKind::Material), depth)
            })
            .boxed(),
        GameKind::Pig => (picks(0..40), 1_u8..=4)
            .prop_map(move |(picks, depth)| {
                at_depth(playout(kind, &picks, EvalKind::Material), depth)
            })
            .boxed(),
    }
}
