//! A chess evaluation explained: the pieces counted per kind and side, the
//! piece-square bonus of every piece (for `pst`), and the total, all from
//! White's point of view, plus the names of the endings that are scored
//! without the evaluation. Built only when someone asks (the inspector),
//! never during the search; a test keeps its total equal to
//! [`super::eval::total`].

use crate::game::{Outcome, Score, Terminal};

use super::eval::{Breakdown, EvalKind, piece_square};
use super::types::{Piece, PieceKind, Side, Square};

/// One piece kind in the explanation: how many each side has and what
/// they are worth (the king counts 0).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct KindRow {
    /// The kind.
    pub kind: PieceKind,
    /// White's pieces of this kind.
    pub white_count: u8,
    /// Black's pieces of this kind.
    pub black_count: u8,
    /// White's pieces' value: count × piece value.
    pub white_value: Score,
    /// Black's pieces' value: count × piece value.
    pub black_value: Score,
}

impl KindRow {
    /// White's value minus Black's.
    #[must_use]
    pub fn difference(self) -> Score {
        self.white_value - self.black_value
    }
}

/// The piece-square bonus of one piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SquareTerm {
    /// Where the piece stands.
    pub square: Square,
    /// The piece.
    pub piece: Piece,
    /// Its bonus from White's view (a black piece's own bonus negated).
    pub bonus: Score,
}

/// A position's evaluation taken apart.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Explanation {
    /// The evaluation explained.
    pub eval: EvalKind,
    /// One row per kind, in [`PieceKind::ALL`] order.
    pub kinds: [KindRow; 6],
    /// Every piece's piece-square bonus (empty for `material`), in square
    /// order (a1, b1, …, h8).
    pub squares: Vec<SquareTerm>,
}

impl Explanation {
    /// White's material.
    #[must_use]
    pub fn white_material(&self) -> Score {
        self.kinds.iter().map(|row| row.white_value).sum()
    }

    /// Black's material.
    #[must_use]
    pub fn black_material(&self) -> Score {
        self.kinds.iter().map(|row| row.black_value).sum()
    }

    /// The piece-square bonuses summed, from White's view.
    #[must_use]
    pub fn piece_square(&self) -> Score {
        self.squares.iter().map(|term| term.bonus).sum()
    }

    /// The parts as the evaluation's `Breakdown` sums them.
    #[must_use]
    pub fn breakdown(&self) -> Breakdown {
        Breakdown {
            white_material: self.white_material(),
            black_material: self.black_material(),
            piece_square: self.piece_square(),
        }
    }

    /// The evaluation from White's view.
    #[must_use]
    pub fn total(&self) -> Score {
        self.breakdown().total()
    }

    /// The `n` piece-square terms that move the score most (largest
    /// absolute bonus first; ties in square order), zero terms left out.
    #[must_use]
    pub fn biggest_squares(&self, n: usize) -> Vec<SquareTerm> {
        let mut terms: Vec<SquareTerm> = self
            .squares
            .iter()
            .copied()
            .filter(|term| term.bonus != 0)
            .collect();
        terms.sort_by_key(|term| (std::cmp::Reverse(term.bonus.abs()), term.square.index()));
        terms.truncate(n);
        terms
    }
}

/// Evaluates the pieces of a position with `kind`, returning the parts
/// (the sums of [`explain`]'s explanation).
#[must_use]
pub fn breakdown(kind: EvalKind, pieces: impl IntoIterator<Item = (Piece, Square)>) -> Breakdown {
    explain(kind, pieces).breakdown()
}

/// Explains the evaluation `eval` of the pieces of a position.
#[must_use]
pub fn explain(eval: EvalKind, pieces: impl IntoIterator<Item = (Piece, Square)>) -> Explanation {
    let mut kinds = PieceKind::ALL.map(|kind| KindRow {
        kind,
        white_count: 0,
        black_count: 0,
        white_value: 0,
        black_value: 0,
    });
    let mut squares = Vec::new();
    for (piece, square) in pieces {
        let Some(row) = kinds.iter_mut().find(|row| row.kind == piece.kind) else {
            continue;
        };
        let value = eval.piece_value(piece.kind);
        let own_bonus = match eval {
            EvalKind::Material => None,
            EvalKind::Pst => Some(piece_square(piece, square)),
        };
        let sign = match piece.side {
            Side::White => {
                row.white_count = row.white_count.saturating_add(1);
                row.white_value += value;
                1
            }
            Side::Black => {
                row.black_count = row.black_count.saturating_add(1);
                row.black_value += value;
                -1
            }
        };
        if let Some(bonus) = own_bonus {
            squares.push(SquareTerm {
                square,
                piece,
                bonus: sign * bonus,
            });
        }
    }
    squares.sort_by_key(|term| term.square.index());
    Explanation {
        eval,
        kinds,
        squares,
    }
}

/// Why an ended game is scored as it is, in a sentence: `"checkmate: the
/// side to move has lost, scored as a mate"`.
#[must_use]
pub fn ending_text(terminal: Terminal) -> String {
    let outcome = match terminal.outcome() {
        Outcome::Loss => "loss",
        Outcome::Win => "win",
        Outcome::Draw => "draw",
        Outcome::Scored => "scored",
    };
    crate::tr!("rules-ending", ending = terminal.said(), outcome = outcome)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::chess::{ChessGame, ChessState, START_FEN};
    use crate::game::Game as _;

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    /// The position after playing, from `fen`, the move each choice picks
    /// (modulo the number of legal moves), stopping where the game ends.
    fn playout(game: &ChessGame, choices: &[usize]) -> ChessState {
        let mut state = game.root();
        let mut moves = Vec::new();
        for &choice in choices {
            moves.clear();
            game.legal_moves(&state, &mut moves);
            let Some(&mv) = moves.get(choice % moves.len().max(1)) else {
                break;
            };
            state = game.play(&state, mv).unwrap();
        }
        state
    }

    #[test]
    fn the_search_total_equals_the_explained_total() {
        use std::str::FromStr as _;
        for fen in [
            START_FEN,
            KIWIPETE,
            "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            let board = chess::Board::from_str(fen).unwrap();
            for kind in EvalKind::ALL {
                let explained = breakdown(kind, super::super::convert::occupied(&board)).total();
                assert_eq!(
                    super::super::eval::total(kind, &board),
                    explained,
                    "{kind} {fen}"
                );
            }
        }
    }

    proptest! {
        #[test]
        fn the_explanation_sums_to_the_evaluation(
            start in prop::sample::select(vec![START_FEN, KIWIPETE, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"]),
            choices in prop::collection::vec(0usize..64, 0..40),
        ) {
            for eval in EvalKind::ALL {
                let game = ChessGame::from_fen(start, eval).unwrap();
                let state = playout(&game, &choices);
                let explained = game.explanation(&state);
                // MAX is White in these starts: the evaluation is White's view.
                prop_assert_eq!(explained.total(), game.evaluate(&state));
                let by_kind: Score = explained.kinds.iter().map(|row| row.difference()).sum();
                prop_assert_eq!(by_kind + explained.piece_square(), explained.total());
                let pieces = ChessGame::pieces(&state).iter().flatten().count();
                let counted: usize = explained
                    .kinds
                    .iter()
                    .map(|row| usize::from(row.white_count) + usize::from(row.black_count))
                    .sum();
                prop_assert_eq!(counted, pieces);
                if eval == EvalKind::Pst {
                    prop_assert_eq!(explained.squares.len(), pieces);
                }
            }
        }
    }

    #[test]
    fn the_start_position_counts_every_kind() {
        let game = ChessGame::start(EvalKind::Material);
        let explained = game.explanation(&game.root());
        let counts: Vec<(u8, u8, Score)> = explained
            .kinds
            .iter()
            .map(|row| (row.white_count, row.black_count, row.white_value))
            .collect();
        assert_eq!(
            counts,
            [
                (8, 8, 8),
                (2, 2, 6),
                (2, 2, 6),
                (2, 2, 10),
                (1, 1, 9),
                (1, 1, 0)
            ]
        );
        assert_eq!((explained.white_material(), explained.total()), (39, 0));
        assert!(explained.squares.is_empty());
    }

    #[test]
    fn the_biggest_piece_square_terms_come_first() {
        // A white knight on e5 (+25) and a black knight on a8 (−40 for Black: +40 for White).
        let game = ChessGame::from_fen("n3k3/8/8/4N3/8/8/8/4K3 w - - 0 1", EvalKind::Pst).unwrap();
        let explained = game.explanation(&game.root());
        let biggest = explained.biggest_squares(2);
        let named: Vec<(String, Score)> = biggest
            .iter()
            .map(|term| (term.square.to_string(), term.bonus))
            .collect();
        assert_eq!(named, [("a8".to_owned(), 40), ("e5".to_owned(), 25)]);
    }

    #[test]
    fn each_chess_ending_is_named() {
        for (fen, reason, text) in [
            (
                "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
                "checkmate",
                "checkmate: the side to move has lost",
            ),
            (
                "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
                "stalemate",
                "stalemate: a draw, scored 0",
            ),
            (
                "8/8/4k3/8/8/3NK3/8/8 w - - 0 1",
                "insufficient material",
                "insufficient material: a draw, scored 0",
            ),
            (
                "4k3/8/8/8/8/8/R7/4K3 w - - 100 80",
                "fifty-move rule",
                "fifty-move rule: a draw, scored 0",
            ),
        ] {
            let game = ChessGame::from_fen(fen, EvalKind::Material).unwrap();
            let ending = game.terminal(&game.root()).unwrap();
            assert_eq!(ending.reason(), reason, "{fen}");
            assert!(
                ending_text(ending).starts_with(text),
                "{fen}: {}",
                ending_text(ending)
            );
        }
    }
}
