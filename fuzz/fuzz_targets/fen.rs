//! Any text as a FEN: never a panic (debug build: no overflow either); an
//! accepted position round-trips through our FEN writer, and its moves can
//! be generated, played, scored and labelled; a refusal is one short line.

#![no_main]

use gametree::chess::{ChessGame, EvalKind};
use gametree::game::Game as _;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match ChessGame::from_fen(text, EvalKind::Pst) {
        Err(error) => {
            let message = error.to_string();
            assert!(!message.contains('\n'), "{message}");
            assert!(!message.chars().any(char::is_control), "{message}");
            assert!(message.chars().count() < 600, "{message}");
        }
        Ok(game) => {
            let fen = game.root_fen();
            let again = ChessGame::from_fen(&fen, EvalKind::Pst).expect("our own FEN is valid");
            assert_eq!(again.root_fen(), fen);
            let root = game.root();
            let mut moves = Vec::new();
            game.legal_moves(&root, &mut moves);
            let mut both = Vec::new();
            let over = game.moves_or_terminal(&root, &mut both);
            if over.is_none() {
                assert_eq!(both, moves);
            } else {
                assert!(both.is_empty());
            }
            assert_eq!(game.terminal(&root), over);
            for &mv in &moves {
                let label = game.move_label(&root, mv);
                let child = game.play(&root, mv).expect("a generated move is legal");
                assert_eq!(game.play_generated(&root, mv), Some(child));
                assert_eq!(ChessGame::parse_move(&root, &label), Some(mv), "{label}");
                let _ = game.evaluate(&child);
                let _ = game.explain(&child);
            }
        }
    }
});
