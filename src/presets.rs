//! Named chess positions to search, each with a one-line reason to try it:
//! the start position, a knight fork that depth 3 finds, short mates, an endgame, a position where move
//! ordering decides how much alpha-beta prunes, the horizon effect that
//! quiescence cures, Kiwipete and the three
//! positions of the course report.
//!
//! The list is plain data with no GUI in it, so the explorer's presets menu
//! and the command line can share it.

use crate::chess::START_FEN;
use crate::i18n::Text;

/// A named chess position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Preset {
    /// A short title for menus, in the language chosen.
    pub name: Text,
    /// One line saying what the position shows, in the language chosen.
    pub description: Text,
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
        name: Text::new(|| crate::tr!("names-preset-start-name")),
        description: Text::new(|| crate::tr!("names-preset-start-description")),
        fen: START_FEN,
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-knight-fork-name")),
        description: Text::new(|| crate::tr!("names-preset-knight-fork-description")),
        fen: KNIGHT_FORK,
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-scholars-mate-name")),
        description: Text::new(|| crate::tr!("names-preset-scholars-mate-description")),
        fen: "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        mate_in: Some(1),
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-back-rank-mate-name")),
        description: Text::new(|| crate::tr!("names-preset-back-rank-mate-description")),
        fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        mate_in: Some(1),
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-two-rook-ladder-name")),
        description: Text::new(|| crate::tr!("names-preset-two-rook-ladder-description")),
        fen: "k7/8/8/8/8/8/6R1/5R1K w - - 0 1",
        mate_in: Some(2),
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-king-pawn-endgame-name")),
        description: Text::new(|| crate::tr!("names-preset-king-pawn-endgame-description")),
        fen: "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-hanging-queen-name")),
        description: Text::new(|| crate::tr!("names-preset-hanging-queen-description")),
        fen: "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-promotion-name")),
        description: Text::new(|| crate::tr!("names-preset-promotion-description")),
        fen: "8/P6k/8/8/8/8/6Kp/8 w - - 0 1",
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-horizon-effect-name")),
        description: Text::new(|| crate::tr!("names-preset-horizon-effect-description")),
        fen: "7k/8/4p3/3p4/8/8/8/3Q3K w - - 0 1",
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-kiwipete-name")),
        description: Text::new(|| crate::tr!("names-preset-kiwipete-description")),
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-course-knights-forward-name")),
        description: Text::new(|| crate::tr!("names-preset-course-knights-forward-description")),
        fen: "rnbqkbr1/pppppppp/8/6N1/6n1/8/PPPPPPPP/RNBQKB1R b KQq - 0 1",
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-course-scattered-pawns-name")),
        description: Text::new(|| crate::tr!("names-preset-course-scattered-pawns-description")),
        fen: "rnbqkb1r/pppppppp/7n/8/P4P2/1P2P2P/R1PP2P1/1NBQKBNR b Kkq - 0 1",
        mate_in: None,
    },
    Preset {
        name: Text::new(|| crate::tr!("names-preset-course-kings-d1-d8-name")),
        description: Text::new(|| crate::tr!("names-preset-course-kings-d1-d8-description")),
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
            let description = preset.description.get();
            assert!(!description.is_empty() && !description.contains('\n'));
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
