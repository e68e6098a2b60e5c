//! Fuzzing the FEN front door: random strings and random mutations of valid
//! FENs never panic, and every FEN we accept can be searched two plies deep.

use gametree::chess::{ChessGame, EvalKind};
use gametree::game::Game as _;
use proptest::prelude::*;

/// Valid FENs to mutate: castling, en passant, promotions, checks, mates.
const SEEDS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "4k3/8/8/3p4/4K3/8/8/8 w - d6 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/1b6/3n4/8/4K3 w - - 7 9",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 99 50",
];

/// Characters that appear in FENs, plus a few that must be rejected.
const ALPHABET: &[char] = &[
    'p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K', '0', '1', '2', '3', '4', '5', '6',
    '7', '8', '9', '/', ' ', '-', 'w', 'a', 'c', 'd', 'e', 'f', 'g', 'h', 'x', 'é', '\t',
];

/// Parses `fen`; if accepted, plays every move at depth 1 and 2, labelling
/// and evaluating along the way.
fn exercise(fen: &str) {
    let game = match ChessGame::from_fen(fen, EvalKind::Pst) {
        Ok(game) => game,
        Err(error) => {
            // A refusal is one short line, whatever the input held.
            let message = error.to_string();
            assert!(
                !message.is_empty() && !message.contains(['\n', '\r']),
                "{message:?}"
            );
            // The input is quoted at most 60 characters long; the longest rule
            // explained is under 300.
            assert!(message.chars().count() <= 400, "{message:?}");
            return;
        }
    };
    let root = game.root();
    // Our own writer's output is accepted again.
    let again = ChessGame::from_fen(&ChessGame::fen(&root), EvalKind::Pst);
    assert!(
        again.is_ok(),
        "{fen} -> {} rejected: {:?}",
        ChessGame::fen(&root),
        again.err()
    );
    let _ = game.terminal(&root);
    let _ = game.explain(&root);
    let mut moves = Vec::new();
    game.legal_moves(&root, &mut moves);
    let mut replies = Vec::new();
    for &mv in &moves {
        assert!(!game.move_label(&root, mv).is_empty());
        let _ = game.move_traits(&root, mv);
        let child = game.play(&root, mv).expect("generated moves are legal");
        let _ = (
            game.terminal(&child),
            game.evaluate(&child),
            ChessGame::fen(&child),
        );
        replies.clear();
        game.legal_moves(&child, &mut replies);
        for &reply in &replies {
            let grandchild = game.play(&child, reply).expect("generated moves are legal");
            let _ = game.position_key(&grandchild);
        }
    }
}

/// The piece letters, for mutations that keep a FEN's shape.
const PIECES: &[char] = &['p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K'];

/// One mutation: (operation, position, character).
fn mutation() -> impl Strategy<Value = (u8, usize, usize)> {
    (0_u8..7, any::<usize>(), 0..ALPHABET.len())
}

fn mutate(seed: &str, edits: &[(u8, usize, usize)]) -> String {
    let mut chars: Vec<char> = seed.chars().collect();
    for &(op, pos, index) in edits {
        let c = ALPHABET[index];
        let len = chars.len();
        match op {
            0 if len > 0 => chars[pos % len] = c,
            1 if len > 0 => {
                chars.remove(pos % len);
            }
            2 => chars.insert(pos % (len + 1), c),
            3 if len > 1 => chars.swap(pos % len, (pos / 7) % len),
            // Shape-keeping edits: swap two placement squares, or turn a piece
            // into another one, so that many mutants are still valid FENs.
            4 | 5 => {
                let board = chars.iter().position(|&c| c == ' ').unwrap_or(len);
                if board > 1 {
                    let (a, b) = (pos % board, (pos / 64) % board);
                    if op == 4 {
                        chars.swap(a, b);
                    } else if PIECES.contains(&chars[a]) {
                        chars[a] = PIECES[index % PIECES.len()];
                    }
                }
            }
            _ => {
                if let Some(last) = chars.iter().rposition(char::is_ascii_digit) {
                    chars[last] = char::from(b'0' + (pos % 10) as u8);
                }
            }
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40_000))]

    #[test]
    fn random_unicode_strings_never_panic(s in "\\PC{0,90}") {
        exercise(&s);
    }

    #[test]
    fn random_fen_like_strings_never_panic(s in "[pnbrqkPNBRQK1-8/]{0,70}( [wb])?( [KQkq-]{0,5})?( ([a-h][1-8]|-))?( [0-9]{1,3} [0-9]{1,3})?") {
        exercise(&s);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(30_000))]

    #[test]
    fn mutated_valid_fens_never_panic(seed in 0..SEEDS.len(), edits in prop::collection::vec(mutation(), 1..4)) {
        exercise(&mutate(SEEDS[seed], &edits));
    }
}

#[test]
fn every_seed_is_valid() {
    for seed in SEEDS {
        assert!(
            ChessGame::from_fen(seed, EvalKind::Material).is_ok(),
            "{seed}"
        );
    }
}
