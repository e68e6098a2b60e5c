//! Named chess positions to search, each with a one-line reason to try it:
//! the start position, a knight fork that depth 3 finds, short mates, an endgame, a position where move
//! ordering decides how much alpha-beta prunes, the horizon effect that
//! quiescence cures, Kiwipete and the three
//! positions of the course report.
//!
//! The list is plain data with no GUI in it, so the explorer's presets menu
//! and the command line can share it.

use crate::chess::START_FEN;

/// A named chess position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Preset {
    /// A short title for menus.
    pub name: &'static str,
    /// One line saying what the position shows.
    pub description: &'static str,
    /// The position.
    pub fen: &'static str,
    /// For a mate puzzle: the side to move mates in this many moves, so a
    /// search of `2 × mate_in − 1` plies finds it.
    pub mate_in: Option<u8>,
}

/// White's knight on d5, attacked by the queen on a8, forks the king on
/// e8 and the queen from c7; Black's queen threatens Qa1# behind White's
/// pawns.
const KNIGHT_FORK: &str = "q3k3/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1";

/// The presets, in menu order.
const PRESETS: &[Preset] = &[
    Preset {
        name: "Start position",
        description: "The initial position: 20 moves, and material sees no difference between them.",
        fen: START_FEN,
        mate_in: None,
    },
    Preset {
        name: "Knight fork (depth 3)",
        description: "Nc7+ forks king and queen: depth 3 sees Nxa8 win the queen (+3); at depth 2 Nc7+ only ties at −6, and most other moves lose to Qxd5 or Qa1#.",
        fen: KNIGHT_FORK,
        mate_in: None,
    },
    Preset {
        name: "Scholar's mate (mate in 1)",
        description: "White mates with Qxf7#; a depth-1 search already scores it as a mate.",
        fen: "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        mate_in: Some(1),
    },
    Preset {
        name: "Back-rank mate (mate in 1)",
        description: "Ra8# against a king boxed in by its own pawns; every other rook move scores +5.",
        fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        mate_in: Some(1),
    },
    Preset {
        name: "Two-rook ladder (mate in 2)",
        description: "1. Rg7 Kb8 2. Rf8#: needs depth 3; at depth 1 or 2 the mate stays invisible.",
        fen: "k7/8/8/8/8/8/6R1/5R1K w - - 0 1",
        mate_in: Some(2),
    },
    Preset {
        name: "King and pawn endgame",
        description: "Few pieces, few moves: a small tree where every leaf scores +1, so the first move wins all ties.",
        fen: "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
        mate_in: None,
    },
    Preset {
        name: "Hanging queen (ordering matters)",
        description: "Nxh4 wins the queen: captures-first ordering searches it first and prunes far more than natural order.",
        fen: "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        mate_in: None,
    },
    Preset {
        name: "Promotion",
        description: "a8=Q, a8=R, a8=B and a8=N are four different moves; only one of them is best.",
        fen: "8/P6k/8/8/8/8/6Kp/8 w - - 0 1",
        mate_in: None,
    },
    Preset {
        name: "Horizon effect (quiescence)",
        description: "Qxd5 takes a pawn that e6 defends: at depth 1 the search stops before exd5 and grabs it; with quiescence it sees the recapture and does not.",
        fen: "7k/8/4p3/3p4/8/8/8/3Q3K w - - 0 1",
        mate_in: None,
    },
    Preset {
        name: "Kiwipete",
        description: "The perft test position: 48 moves with castling, en passant and pins; the tree grows fast.",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        mate_in: None,
    },
    Preset {
        name: "Course report: knights forward",
        description: "From the course report: both kings' knights on the g-file, Black to move (MAX is Black).",
        fen: "rnbqkbr1/pppppppp/8/6N1/6n1/8/PPPPPPPP/RNBQKB1R b KQq - 0 1",
        mate_in: None,
    },
    Preset {
        name: "Course report: scattered pawns",
        description: "From the course report: White has pushed five pawns and lifted a rook, Black to move.",
        fen: "rnbqkb1r/pppppppp/7n/8/P4P2/1P2P2P/R1PP2P1/1NBQKBNR b Kkq - 0 1",
        mate_in: None,
    },
    Preset {
        name: "Course report: kings on d1 and d8",
        description: "From the course report: a crowded middlegame with no castling rights, Black to move.",
        fen: "rnbk1b2/pppqpppr/7n/4P3/P4P2/1PNP1N1P/RBP3PR/3K4 b - - 0 1",
        mate_in: None,
    },
];

/// The presets, in menu order.
#[must_use]
pub fn presets() -> &'static [Preset] {
    PRESETS
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{ChessGame, EvalKind};
    use crate::game::{Game as _, MATE};
    use crate::input::AnyGame;
    use crate::search::SearchOptions;
    use crate::session::Session;

    #[test]
    fn every_preset_parses_and_has_one_line() {
        assert!(presets().len() >= 10);
        for preset in presets() {
            let game = ChessGame::from_fen(preset.fen, EvalKind::Material);
            assert!(game.is_ok(), "{}: {game:?}", preset.name);
            assert!(!preset.description.is_empty() && !preset.description.contains('\n'));
        }
    }

    /// Searches `fen` with alpha-beta to `depth` plies and returns the root value.
    fn root_value(fen: &str, depth: u8) -> i32 {
        let game = AnyGame::from_fen(fen, EvalKind::Material).unwrap();
        let options = SearchOptions {
            depth,
            ..SearchOptions::default()
        };
        let mut session = Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        let outcome = session.outcome().unwrap();
        assert!(!outcome.truncated);
        outcome.value
    }

    #[test]
    fn the_knight_fork_wins_the_queen_at_depth_3_and_not_before() {
        let search = |depth: u8| {
            let game = AnyGame::from_fen(KNIGHT_FORK, EvalKind::Material).unwrap();
            let options = SearchOptions {
                depth,
                ..SearchOptions::default()
            };
            let mut session = Session::new(game, options).unwrap();
            session.run_to_end().unwrap();
            let outcome = session.outcome().unwrap();
            let best = outcome
                .best_move
                .map(|mv| session.game().move_label(&session.game().root(), mv));
            (outcome.value, best)
        };
        // Material: White a knight and three pawns (6), Black a queen and
        // three pawns (12). Taking the queen leaves 6 against 3.
        assert_eq!(search(3), (3, Some(String::from("Nc7+"))));
        assert_eq!(search(2).0, -6, "nothing won yet at depth 2");
    }

    #[test]
    fn mate_presets_are_real_mates_and_no_shorter() {
        let mut mates = 0;
        for preset in presets() {
            let Some(moves) = preset.mate_in else {
                continue;
            };
            mates += 1;
            let plies = 2 * moves - 1;
            assert_eq!(
                root_value(preset.fen, plies),
                MATE - i32::from(plies),
                "{}",
                preset.name
            );
            if plies > 1 {
                let shallower = root_value(preset.fen, plies - 1);
                assert!(shallower < MATE - i32::from(plies), "{}", preset.name);
            }
        }
        assert!(mates >= 3);
    }
}
