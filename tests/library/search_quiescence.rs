//! Quiescence: the horizon effect it cures, and its stand-pat.
//!
//! The horizon preset (`7k/8/4p3/3p4/8/8/8/3Q3K w`): White has the queen
//! (9), Black two pawns (2), so every quiet move keeps +7. Qxd5 takes the
//! pawn on d5, which e6 defends. At depth 1 the search stops right after
//! Qxd5 and counts +8; quiescence searches the recapture exd5, after which
//! White has nothing left to take: −1, so Qxd5 is refused and the root
//! keeps +7.

use gametree::chess::EvalKind;
use gametree::game::Game;
use gametree::input::AnyGame;
use gametree::presets::presets;
use gametree::search::{Algorithm, SearchEvent, SearchOptions};
use gametree::session::Session;
use gametree::teach::narrate;

fn horizon() -> AnyGame {
    let preset = presets()
        .iter()
        .find(|preset| preset.name.get().starts_with("Horizon"))
        .unwrap();
    AnyGame::from_fen(preset.fen, EvalKind::Material).unwrap()
}

fn searched(options: SearchOptions) -> Session<AnyGame> {
    let mut session = Session::new(horizon(), options).unwrap();
    session.run_to_end().unwrap();
    session
}

/// The root's value and best move's label.
fn result(session: &Session<AnyGame>) -> (i32, String) {
    let outcome = session.outcome().unwrap();
    let game = session.game();
    let best = game.move_label(&game.root(), outcome.best_move.unwrap());
    (outcome.value, best)
}

fn depth_1(algorithm: Algorithm, quiescence: bool) -> SearchOptions {
    SearchOptions {
        algorithm,
        depth: 1,
        quiescence,
        ..SearchOptions::default()
    }
}

#[test]
fn depth_1_grabs_the_defended_pawn_and_quiescence_does_not() {
    let plain = searched(depth_1(Algorithm::AlphaBeta, false));
    assert_eq!(result(&plain), (8, "Qxd5".to_owned()));

    let quiet = searched(depth_1(Algorithm::AlphaBeta, true));
    let (value, best) = result(&quiet);
    assert_eq!(value, 7);
    assert_ne!(best, "Qxd5");
    // Minimax with quiescence agrees.
    let minimax = searched(depth_1(Algorithm::Minimax, true));
    assert_eq!(result(&minimax).0, 7);

    // Qxd5's node stood pat on +8 (MIN's bound: at most 8), then exd5
    // brought it to −1.
    let tree = quiet.tree().unwrap();
    let root = tree.root().unwrap();
    let game = quiet.game();
    let grab = tree
        .children(root)
        .into_iter()
        .find(|&child| game.move_label(&game.root(), tree.node(child).unwrap().mv) == "Qxd5")
        .unwrap();
    assert_eq!(tree.stand_pat(grab), Some(8));
    assert_eq!(tree.node(grab).unwrap().value, -1);
    assert!(tree.is_quiescent(grab));
    assert_eq!(tree.children(grab).len(), 1);
    assert!(tree.is_quiescent(tree.children(grab)[0]));
}

#[test]
fn games_without_noisy_moves_search_as_without_quiescence() {
    for text in [
        "[[3,12,8],[2,4,6],[14,5,2]]",
        "[[[1,9],[8,2]],[[3,7],[4,6]]]",
    ] {
        let game = AnyGame::from_tree(text).unwrap();
        let events = |quiescence| {
            let options = game
                .fit_options(
                    SearchOptions {
                        quiescence,
                        ..SearchOptions::default()
                    },
                    false,
                )
                .unwrap();
            let mut session = Session::new(game.clone(), options).unwrap();
            session.run_to_end().unwrap();
            (0..session.frontier())
                .map(|step| session.event(step).unwrap().1)
                .collect::<Vec<_>>()
        };
        assert_eq!(events(true), events(false), "{text}");
    }
}

#[test]
fn a_stand_pat_that_closes_the_window_is_narrated_as_a_cutoff() {
    // Qa1+, the first root move, checks along the long diagonal. Black's
    // first answer, d4, loses the pawn to Qxd4+, and after that check
    // White keeps 9 − 1 = 8 (e5 Qxe5+ leaves 9, a king move leaves 8): MIN
    // at Qa1+ now has β = 8. Its next answer, e5, is met by Qxe5+ with 8
    // on the board, and after Kh7 White stands pat on 8 ≥ β = 8: MIN
    // will not let it get here, so Qxd5 is never searched there.
    let session = searched(depth_1(Algorithm::AlphaBeta, true));
    let stand_pats: Vec<u64> = (0..session.frontier())
        .filter(|&step| matches!(session.event(step).unwrap().1, SearchEvent::StandPat { .. }))
        .collect();
    assert!(!stand_pats.is_empty());
    let sentences: Vec<String> = stand_pats
        .iter()
        .map(|&step| narrate(&session, step))
        .collect();
    assert!(
        sentences.iter().any(|sentence| sentence
            .contains("MAX after Qa1+ e5 Qxe5+ Kh7 is past the depth limit")
            && sentence.contains("Stand pat: 8 ≥ β = 8, MIN will not let it get here")),
        "{sentences:#?}"
    );
}
